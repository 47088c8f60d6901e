"""The ジントリガー table's buttons and its choosing of a set of cards (the board gives them
to the framework: ``Board.controls()``, ``Board.choosing()``)."""
from __future__ import annotations

import pygame

from game.engine import IllegalAction, button
from game.i18n import t
from game.ui.table.controls import Control
from game.ui.table.picking import Choosing
from game.zintrigger.rules.gestures import set_moves, set_places
from game.zintrigger.rules.wording import set_label
from game.zintrigger.rules.actions import Act

ABILITY = button("ability")
END = button("end")
#: seconds after a turn began by itself (the last one's actions ran out) in which End turn
#: is not taken: a key pressed out of habit for the turn just gone does not end the new one
GRACE = 1.0


class Buttons:
    def __init__(self, board) -> None:
        self.board, self.table = board, board.table

    def controls(self) -> tuple[Control, ...]:
        """手番終了 (E), 出す (the chosen cards), the main's ability (B) and 交代 (X); none of
        them once the game is over (the count shows instead)."""
        tb, board = self.table, self.board

        def playing() -> bool:
            return tb.view.result is None

        def mine() -> str | None:
            return None if tb.my_turn() else t("zintrigger.why.not_your_turn")

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

        def just_began() -> str | None:
            """Not in the moment after a turn began by itself (its actions ran out)."""
            began = board.turn_began
            return t("ui.table.turn_just_began") if began is not None and tb.clock - began < GRACE else None

        def early() -> str | None:
            """With actions left, only once the player says so (the setting may turn it off)."""
            left, v = tb.view.actions_left, tb.view
            return t("ui.table.end_early", n=left) if left > 0 and v.phase == "main" and v.pending is None \
                and tb.app.settings.confirm_early_end else None

        def ability_label() -> str:
            seats = tb.view.seats
            return t("zintrigger.btn.ability", cost=seats[tb.bottom].ability_cost) if tb.bottom < len(seats) else ""
        controls = [
            board.gather.control(shown=lambda: playing() and not (tb.picking is not None and tb.picking.open())),
            Control("ability", "ability_button", ability_label, press=press_ability, why_not=ability_why, key=pygame.K_b,
                    shown=playing),
            Control("end", "end_button", lambda: t("zintrigger.btn.end"), place=END, why_not=mine, key=pygame.K_e,
                    shown=playing, hold_off=just_began, ask=early)]
        if "swap_button" in tb.zone:
            controls.insert(2, Control("swap", "swap_button", lambda: t("zintrigger.btn.swap"), press=swap,
                                       why_not=swap_why, key=pygame.K_x, shown=playing))
        return tuple(controls)


    def choosing(self) -> Choosing:
        """A set chosen, then confirmed: the hand limit or a reload (hand cards to the 拠点),
        or the three 拠点 cards that stay (the rest go to the discard); each is its own move."""
        tb, board = self.table, self.board

        def action(chosen):
            return set_moves(tb.view, tb.bottom, board.select_mode(), {p.key for p in chosen})

        return Choosing(lambda: board.select_mode() is not None,
                        lambda: set_places(tb.view, tb.bottom, board.select_mode()), action,
                        lambda chosen: set_label(tb.view.pending, board.select_mode(), len(chosen), tb.lang))
