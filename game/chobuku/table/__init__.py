"""鬼調伏's table room (pygame): the table on the framework, its faces, panels, the
judgement sequence and the odds overlay, and its guided first game (``tutorial``)."""
from .scene import ChobukuTable

Table = ChobukuTable
start = ChobukuTable.start
resume = ChobukuTable.resume_record
screenshot_scene = ChobukuTable.screenshot_scene
smoke = ChobukuTable.smoke
bench_sequence = ChobukuTable.bench_sequence

__all__ = ["Table", "ChobukuTable", "start", "resume", "screenshot_scene", "smoke", "bench_sequence"]
