"""式神符陣's table room (pygame): its board, mirror, words, faces and guided first
game, composed by the framework (``game.ui.table.GameTable``)."""
from functools import partial

from game.fujin.table import shots, tutorial
from game.fujin.table.board import HAND_CARD, FujinBoard
from game.fujin.table.mirror import FujinMirror
from game.fujin.table.words import FujinWords
from game.ui.table import runs
from game.ui.table.spec import TableSpec
from game.ui.table.table import GameTable

ZONES = ("board", "hand.0", "hand.1", "deck.0", "deck.1", "grave.0", "grave.1", "panel.0",
         "panel.1", "log", "status", "zoom", "hint", "end_button", "undo_button", "confirm_button", "rule_chip")


SPEC = TableSpec("fujin", ZONES, board=FujinBoard, mirror=FujinMirror, words=FujinWords, turn_step=1,
                 card_size=HAND_CARD, scales=True, lively=shots.lively, screenshots=shots.plan, tutorial=tutorial.PLAN)

Table = GameTable.of(SPEC)
FujinTable = Table
start = Table.start
start_tutorial = Table.start_tutorial
resume = Table.resume_record
screenshot_scene = partial(runs.screenshot_scene, Table)
smoke = partial(runs.smoke, Table)
bench_sequence = partial(runs.bench_sequence, Table)

__all__ = ["Table", "FujinTable", "SPEC", "start", "resume", "screenshot_scene", "smoke", "bench_sequence"]
