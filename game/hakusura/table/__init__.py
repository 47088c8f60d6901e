"""ハクスラ陰陽師's table room (pygame): the table on the framework, its faces,
panels and words, the solo campaign (``campaign``) and the guided first game
(``tutorial``)."""
from .scene import HakusuraTable

Table = HakusuraTable
start = HakusuraTable.start
resume = HakusuraTable.resume_record
screenshot_scene = HakusuraTable.screenshot_scene
smoke = HakusuraTable.smoke
bench_sequence = HakusuraTable.bench_sequence

__all__ = ["Table", "HakusuraTable", "start", "resume", "screenshot_scene", "smoke", "bench_sequence"]
