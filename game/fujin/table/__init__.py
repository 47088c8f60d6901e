"""式神符陣's table room (pygame): the scene, its look, its tutorial and replay board."""
from .replay_board import replay_view
from .scene import FujinTable, bench_sequence, resume, screenshot_scene, smoke, start

__all__ = ["FujinTable", "start", "resume", "screenshot_scene", "smoke", "bench_sequence", "replay_view"]
