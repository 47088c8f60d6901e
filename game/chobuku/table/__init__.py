"""鬼調伏's table room (pygame): its board (the places, the pieces, the look), mirror
(each event on the table, the judgement played step by step), words, faces and guided
first game, composed by the framework (``game.ui.table.GameTable``)."""
from functools import partial

from game.chobuku.rules.moments import lively
from game.chobuku.rules.view import shows_secrets
from game.chobuku.table import shots, tutorial
from game.chobuku.table.board import ChobukuBoard
from game.chobuku.table.geom import OMEN
from game.chobuku.table.mirror import ChobukuMirror
from game.chobuku.table.words import ChobukuWords
from game.ui.table import runs
from game.ui.table.spec import TableSpec
from game.ui.table.table import GameTable

ZONES = ("board", "oni", "taikyu", "omens", "star_deck", "star_discard", "seal", "bottle_deck",
         "bottle_discard", "stars", "log", "zoom", "odds", "hint", "rule_chip", "seat.0", "slot.0",
         "resting.0", "bottles.0", "hand", "draw1", "draw2", "draw3", "challenge", "retreat",
         "odds_button", "judge_button", "undo_button")

SPEC = TableSpec("chobuku", ZONES, board=ChobukuBoard, mirror=ChobukuMirror, words=ChobukuWords,
                 turn_step=1, card_size=OMEN, cpu_pace=0.45,
                 lively=lively, screenshots=shots.plan, tutorial=tutorial.PLAN, scales=True,
                 curtain_needed=lambda state, bottom, seat: shows_secrets(state, seat))

Table = ChobukuTable = GameTable.of(SPEC)
start, resume, start_tutorial = Table.start, Table.resume_record, Table.start_tutorial
screenshot_scene, smoke = (partial(run, Table) for run in (runs.screenshot_scene, runs.smoke))
# a lively 2-player round is five or six actions: 40 can end the game (seed 7 did once
# 化け狐 was asked less, OC-R64), 20 starts the benchmark in round three or four
bench_sequence = partial(runs.bench_sequence, Table, plies=20)

__all__ = ["Table", "ChobukuTable", "SPEC", "start", "resume", "screenshot_scene", "smoke", "bench_sequence"]
