"""式神符陣's table room (pygame): the table on the framework, its faces, panels,
marks and words, and its guided first game (``tutorial``)."""
from .scene import FujinTable

Table = FujinTable
start = FujinTable.start
resume = FujinTable.resume_record
screenshot_scene = FujinTable.screenshot_scene
smoke = FujinTable.smoke
bench_sequence = FujinTable.bench_sequence

__all__ = ["Table", "FujinTable", "start", "resume", "screenshot_scene", "smoke", "bench_sequence"]
