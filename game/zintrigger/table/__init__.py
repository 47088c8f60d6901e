"""ジントリガー's table room (pygame): its board, mirror, words, faces, decision panel
and guided first game, composed by the framework (``game.ui.table.GameTable``).

The table's own: cards upright or turned half round for the team they face; a play
of several area cards chosen by clicks, then dragged (or 「出す」) onto the 保留域
(hold); items dragged onto their targets; the main's ability a button with its 拠点
(base) cost; every decision answered in the decision panel or by a lit card; the
hand limit, a reload and the three 拠点 cards that stay chosen as a set; Bambooshoot
shows the grove with each bamboo's growth as its rotation.
"""
from functools import partial

import pygame

from game.engine import IllegalAction, button
from game.i18n import t
from game.ui.table import runs
from game.ui.table import seats as seatlib
from game.ui.table.controls import Control
from game.ui.table.picking import Choosing
from game.ui.table.spec import TableSpec
from game.ui.table.table import GameTable
from game.zintrigger.rules import places as P
from game.zintrigger.rules.actions import Act
from game.zintrigger.table import shots, tutorial
from game.zintrigger.table.board import ZintriggerBoard
from game.zintrigger.table.geom import BOARD
from game.zintrigger.table.mirror import ZintriggerMirror
from game.zintrigger.table.words import ZintriggerWords, select_need

ZONES = ("log", "decide", "status", "zoom", "rule_chip", "confirm_button", "end_button", "undo_button", "hint",
         "hand", "discard", "discard_label", "score", "plate.s0", "field.s0", "main.s0", "hold.s0", "deck.near",
         "base.near", "ability_button")
ABILITY = button("ability")


def _controls(tb) -> tuple[Control, ...]:
    """手番終了 (E), 出す (the chosen cards), the main's ability (B) and 交代 (X); none of
    them once the game is over (the count shows instead)."""
    board = tb.board

    def playing() -> bool:
        return tb.view.result is None

    def mine() -> str | None:
        return None if tb.my_turn() else t("zintrigger.why.not_your_turn")

    def play_why() -> str | None:
        if not board.main_mine():
            return t("zintrigger.why.not_now")
        if not board.chosen:
            return t("zintrigger.why.choose_cards")
        got = board.chosen_play()
        return got.reason(tb.lang) if isinstance(got, IllegalAction) else None

    def ability_why() -> str | None:
        if tb.drag.holding and ABILITY in tb.drag.lit_targets:
            return None
        if not tb.my_turn():
            return mine()
        p = tb.view.pending
        if p is not None:
            countering = p.kind in ("respond", "window") and any(a.target == ABILITY for a in tb.legal())
            return t("zintrigger.why.counter_drag" if countering else "zintrigger.why.decide_first")
        got = tb.gesture(ABILITY, None) if not any(a.verb == "ability" for a in tb.legal()) else ()
        return got.reason(tb.lang) if isinstance(got, IllegalAction) else None

    def press_ability() -> None:
        if tb.drag.holding and ABILITY in tb.drag.lit_targets:
            tb.drag.drop(ABILITY)
            return
        acts = [a for a in tb.legal() if a.verb == "ability"]
        if len(acts) == 1 and acts[0].target is None:
            tb.commit(acts[0])
        elif acts:
            tb.drag.cancel(snap=False)
            tb.drag.pick(ABILITY)

    def swap_why() -> str | None:
        if not tb.my_turn() or any(a.verb == "swap" for a in tb.legal()):
            return mine()
        if tb.view.pending is not None:
            return t("zintrigger.why.decide_first")
        err = tb.state.explain(Act(tb.bottom, "swap"))
        return err.reason(tb.lang) if err is not None else t("zintrigger.why.not_now")

    def swap() -> None:
        act = next((a for a in tb.legal() if a.verb == "swap"), None)
        if act is not None:
            tb.commit(act)

    def ability_label() -> str:
        seats = tb.view.seats
        return t("zintrigger.btn.ability", cost=seats[tb.bottom].ability_cost) if tb.bottom < len(seats) else ""
    controls = [
        Control("play", "confirm_button", lambda: t("zintrigger.btn.play", n=len(board.chosen)) if board.chosen
                else t("zintrigger.btn.play_none"), press=board.play_chosen, why_not=play_why,
                shown=lambda: playing() and not (tb.picking is not None and tb.picking.open())),
        Control("ability", "ability_button", ability_label, press=press_ability, why_not=ability_why, key=pygame.K_b,
                shown=playing),
        Control("end", "end_button", lambda: t("zintrigger.btn.end"), place=button("end"), why_not=mine,
                key=pygame.K_e, shown=playing)]
    if "swap_button" in tb.zone:
        controls.insert(2, Control("swap", "swap_button", lambda: t("zintrigger.btn.swap"), press=swap,
                                   why_not=swap_why, key=pygame.K_x, shown=playing))
    return tuple(controls)


def _choosing(tb) -> Choosing:
    """A set chosen, then confirmed: the hand limit or a reload (hand cards to the 拠点),
    or the three 拠点 cards that stay (the rest go to the discard); each is its own move."""
    board = tb.board

    def places() -> list:
        v, me = tb.view, tb.bottom
        if board.select_mode() == "keep":
            team = v.seats[me].team
            return [P.base(team, cv.id) for cv in v.bases[team]]
        return [P.hand(me, h.card.id) for h in v.hand or ()]

    def action(chosen):
        mode, v, me = board.select_mode(), tb.view, tb.bottom
        need = select_need(v, me, mode)
        if need is not None and len(chosen) != need:
            why = t(f"zintrigger.why.select.{mode}", k=need, lang="ja"), t(f"zintrigger.why.select.{mode}", k=need,
                                                                           lang="en")
            return IllegalAction(*why)
        cards = {p.key for p in chosen}
        if mode == "keep":
            team = v.seats[me].team
            return tuple(Act(me, "drop", (cv.id,), team) for cv in v.bases[team] if cv.id not in cards)
        moves = tuple(Act(me, "stash", (h.card.id,)) for h in v.hand or () if h.card.id in cards)
        if mode == "stash_any" and len(moves) < len(v.hand or ()):
            moves += (Act(me, "stash", ("-",)),)
        return moves

    def label(chosen) -> str:
        mode, n = board.select_mode(), len(chosen)
        if mode == "keep":
            return t("zintrigger.btn.keep", n=n)
        if mode == "stash_limit":
            return t("zintrigger.btn.stash_limit", n=n, k=select_need(tb.view, tb.bottom, mode))
        return t("zintrigger.btn.stash_any", n=n) if n else t("zintrigger.btn.stash_none")
    return Choosing(lambda: board.select_mode() is not None, places, action, label)


def _save_mode(seats, options: dict) -> str:
    """Bambooshoot and the 2-vs-2 game keep their own save slots and statistics."""
    n = int(options.get("players") or len(seats))
    if n == 1:
        return "bambooshoot"
    mode = seatlib.mode_of(seats)
    return f"team-{mode}" if n == 4 else mode


SPEC = TableSpec("zintrigger", ZONES, board=ZintriggerBoard, mirror=ZintriggerMirror, words=ZintriggerWords,
                 controls=_controls, choosing=_choosing, card_size=BOARD, scales=True,
                 layout=lambda state: "zintrigger-solo" if state.seats() == 1 else f"zintrigger-{state.seats()}p",
                 save_mode=_save_mode, lively=shots.lively, screenshots=shots.plan, tutorial=tutorial.PLAN)

Table = GameTable.of(SPEC)
ZintriggerTable = Table
start, resume, start_tutorial = Table.start, Table.resume_record, Table.start_tutorial
screenshot_scene = partial(shots.scene, Table)
smoke, bench_sequence = partial(runs.smoke, Table), partial(runs.bench_sequence, Table)

__all__ = ["Table", "ZintriggerTable", "SPEC", "start", "resume", "screenshot_scene", "smoke", "bench_sequence"]
