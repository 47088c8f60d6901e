"""ジントリガー's table room (pygame): its board, mirror, words, faces, decision panel
and guided first game, composed by the framework (``game.ui.table.GameTable``).

The table's own: cards upright or turned half round for the team they face; a play
of several area cards chosen by clicks, then dragged (or 「出す」) onto the 保留域
(hold); items dragged onto their targets; the main's ability a button with its 拠点
(base) cost; every decision answered in the decision panel or by a lit card; the
hand limit, a reload and the three 拠点 cards that stay chosen as a set; Bambooshoot
shows the grove with each bamboo's growth as its rotation.
"""
from dataclasses import replace
from functools import partial

from game.ui.table import runs
from game.ui.table.spec import TableSpec
from game.ui.table.table import GameTable
from game.zintrigger.rules.board import open_hands
from game.zintrigger.table import shots, tutorial
from game.zintrigger.table.board import ZintriggerBoard
from game.zintrigger.table.geom import BOARD
from game.zintrigger.table.mirror import ZintriggerMirror
from game.zintrigger.table.words import ZintriggerWords

ZONES = ("log", "decide", "status", "zoom", "rule_chip", "confirm_button", "end_button", "undo_button", "hint",
         "hand", "discard", "discard_label", "score", "plate.s0", "field.s0", "main.s0", "hold.s0", "deck.near",
         "base.near", "ability_button")


def save_mode(seats, options: dict, by_seats: str) -> str:
    """Bambooshoot and the 2-vs-2 game keep their own save slots and statistics."""
    n = int(options.get("players") or len(seats))
    if n == 1:
        return "bambooshoot"
    return f"team-{by_seats}" if n == 4 else by_seats


def layout(state) -> str:
    """The solo, 3 players (always co-op), co-op at 2 and 4 (one team against the grove), versus."""
    n = state.seats()
    if n == 1:
        return "zintrigger-solo"
    return f"zintrigger-coop{n}" if state.solo is not None and n != 3 else f"zintrigger-{n}p"


def curtain_needed(state, bottom: int, seat: int) -> bool:
    """Co-op with open hands (ZT-R54) hides nothing from a partner: the device passes without it."""
    return not open_hands(state)


SPEC = TableSpec("zintrigger", ZONES, board=ZintriggerBoard, mirror=ZintriggerMirror, words=ZintriggerWords,
                 card_size=BOARD, scales=True,
                 layout=layout, curtain_needed=curtain_needed,
                 save_mode=save_mode, lively=shots.lively, screenshots=shots.plan,
                 # the lesson's caption over the zoom panel: the log beside it tells what happened
                 tutorial=replace(tutorial.PLAN, box="zoom"))

Table = GameTable.of(SPEC)
start, resume, start_tutorial = Table.start, Table.resume_record, Table.start_tutorial
screenshot_scene = partial(shots.scene, Table)
smoke, bench_sequence = partial(runs.smoke, Table), partial(runs.bench_sequence, Table)

__all__ = ["Table", "SPEC", "start", "resume", "screenshot_scene", "smoke",
           "bench_sequence"]
