"""鬼調伏's turn buttons: draw 1–3, 挑む (or going to the stars) and 退く, each with the
reason it is disabled, in the rules' own words. Functions of the table;
:class:`ChobukuTable` keeps thin methods of the same names.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.chobuku.rules import actions as A
from game.chobuku.table import words
from game.i18n import t

if TYPE_CHECKING:
    from game.chobuku.table.scene import ChobukuTable


def turn_refusal(table: "ChobukuTable") -> str | None:
    if table.read_only:
        return t("chobuku.why.read_only")
    if not table.my_turn():
        tm = table.view.to_move
        return t("chobuku.why.not_your_turn", name=table.names[tm]) if tm is not None else t("chobuku.why.over")
    p = table.view.pending
    if p is not None and p.kind != "turn":
        return words.pending_hint(table, p)
    if table.timeline.busy:
        return t("chobuku.why.wait")
    return None


def _reason(table: "ChobukuTable", c) -> str:
    return c.reason_en if table.lang == "en" else c.reason_ja


def _choice_refusal(table: "ChobukuTable", text: str) -> str | None:
    """Why the turn action ``text`` cannot be pressed now (None: it can)."""
    why = table.turn_refusal()
    if why:
        return why
    c = table.choice(text)
    if c is None:
        return t("chobuku.why.no_draw")
    return None if c.legal else _reason(table, c)


def draw_disabled(table: "ChobukuTable", k: int) -> str | None:
    return _choice_refusal(table, f"s{table.bottom} draw {k}")


def press_draw(table: "ChobukuTable", k: int) -> None:
    act = next((a for a in table.ui_legal() if isinstance(a, A.Draw) and a.k == k), None)
    if act is None:
        table.refuse(table.state.explain(A.Draw(table.bottom, k)))
        return
    table.drag.cancel(snap=False)
    table.apply_action(act)


def challenge_label(table: "ChobukuTable") -> str:
    p = table.view.pending if table.view is not None else None
    if p is not None and p.kind == "stars" and p.seat == table.bottom:
        return t("chobuku.btn.stars")
    return t("chobuku.btn.challenge")


def challenge_disabled(table: "ChobukuTable") -> str | None:
    p = table.view.pending
    if p is not None and p.kind == "stars" and table.my_turn() and not table.timeline.busy:
        return None if table.challenge_actions() else t("chobuku.why.wait")
    why = table.turn_refusal()
    if why:
        return why
    opts = [c for c in table.view.choices if " challenge " in c.text]
    if any(c.legal for c in opts):
        return None
    c = opts[0] if opts else None
    return _reason(table, c) if c is not None else t("chobuku.why.no_draw")


def press_challenge(table: "ChobukuTable") -> None:
    acts = table.challenge_actions()
    if not acts:
        return
    table.drag.cancel(snap=False)
    if len(acts) == 1:
        table.apply_action(acts[0])
        return
    table.choose(acts, lambda a: a is not None and table.apply_action(a), title=t("chobuku.choose.challenge"))


def retreat_disabled(table: "ChobukuTable") -> str | None:
    return _choice_refusal(table, f"s{table.bottom} retreat")
