"""ジントリガー's table room (pygame): the table on the framework, its card faces, layout
geometry, panels, decision panel, animations and words, and its guided first game
(``tutorial``)."""
from .scene import ZintriggerTable

Table = ZintriggerTable
start = ZintriggerTable.start
resume = ZintriggerTable.resume_record
screenshot_scene = ZintriggerTable.screenshot_scene
smoke = ZintriggerTable.smoke
bench_sequence = ZintriggerTable.bench_sequence

__all__ = ["Table", "ZintriggerTable", "start", "resume", "screenshot_scene", "smoke", "bench_sequence"]
