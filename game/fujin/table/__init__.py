"""式神符陣's table room (pygame): its board, mirror, words, faces and guided first
game, composed by the framework (``game.ui.table.GameTable``)."""
from functools import partial

import pygame

from game.engine import IllegalAction, button
from game.fujin.rules import actions as A
from game.fujin.table import shots, tutorial
from game.fujin.table.board import HAND_CARD, FujinBoard
from game.fujin.table.mirror import FujinMirror
from game.fujin.table.words import FujinWords
from game.i18n import t
from game.ui.table import runs
from game.ui.table.controls import Control
from game.ui.table.picking import Choosing
from game.ui.table.spec import TableSpec
from game.ui.table.table import GameTable

ZONES = ("board", "hand.0", "hand.1", "deck.0", "deck.1", "grave.0", "grave.1", "panel.0",
         "panel.1", "log", "status", "zoom", "hint", "end_button", "undo_button", "confirm_button", "rule_chip")


def _controls(tb) -> tuple[Control, ...]:
    return (Control("end", "end_button", lambda: t("fujin.btn.end"), place=button("end"), key=pygame.K_e,
                    ring=True),)


def _choosing(tb) -> Choosing:
    """The mulligan and the end-of-turn discard: the hand cards to give back / throw away."""
    def kind():
        return A.Mulligan if tb.view.phase == "mulligan" else A.Discard

    def active() -> bool:
        return tb.my_turn() and tb.view.decision is None and tb.view.phase in ("mulligan", "discard")

    def action(chosen):
        want = {p.key for p in chosen}
        found = next((a for a in tb.legal() if isinstance(a, kind()) and set(a.cards) == want), None)
        return found if found is not None else tb.state.explain(kind()(tuple(sorted(want)))) or \
            IllegalAction("その組み合わせは選べません。", "That choice is not possible.")

    def label(chosen) -> str:
        n = len(chosen)
        if tb.view.phase == "mulligan":
            return t("fujin.btn.mulligan", n=n) if n else t("fujin.btn.keep")
        return t("fujin.btn.discard", n=n) if n else t("fujin.btn.no_discard")
    return Choosing(active, lambda: [A.hand(c) for c in tb.board.disp.hand], action, label)


SPEC = TableSpec("fujin", ZONES, board=FujinBoard, mirror=FujinMirror, words=FujinWords, controls=_controls,
                 choosing=_choosing, turn_step=1, card_size=HAND_CARD, scales=True, lively=shots.lively,
                 screenshots=shots.plan, tutorial=tutorial.PLAN)

Table = GameTable.of(SPEC)
FujinTable = Table
start = Table.start
start_tutorial = Table.start_tutorial
resume = Table.resume_record
screenshot_scene = partial(runs.screenshot_scene, Table)
smoke = partial(runs.smoke, Table)
bench_sequence = partial(runs.bench_sequence, Table)

__all__ = ["Table", "FujinTable", "SPEC", "start", "resume", "screenshot_scene", "smoke", "bench_sequence"]
