"""Words for actions and refusals at the 式神符陣 table: chooser labels, facings, "why not".

``why`` builds the action a gesture stands for and asks the rules' own
validator (``state.explain``) for its refusal, so a refused drop explains
itself even when no legal action matches it.
"""
from __future__ import annotations

from game.engine import IllegalAction
from game.fujin.rules import actions as A
from game.fujin.rules.board import CELL_INDEX, CELL_NAMES, ORIENTS
from game.fujin.rules.cards import CARDS
from game.i18n import get_lang, t


def card_name(cid: str) -> str:
    return CARDS[cid].name(get_lang())


def orient_word(o: int | str, bottom: int = 0) -> str:
    """A facing in the viewer's words (↑ toward the opponent, → right, ↓ toward you,
    ← left): seat 1 sees the board turned 180°."""
    q = ((ORIENTS.index(o) if isinstance(o, str) else o) + (2 if bottom == 1 else 0)) % 4
    return t(f"fujin.qdir.{q}")


def describe(a, view=None, bottom: int = 0) -> str:
    """A chooser label for a legal action (plain words, with the cost)."""
    tp = type(a)
    if tp is A.Summon:
        return t("fujin.act.summon", card=card_name(a.card), cell=CELL_NAMES[a.cell],
                 orient=orient_word(a.orient, bottom))
    if tp is A.Inherit:
        old = view.board[a.cell] if view is not None else None
        refund = (CARDS[old.card].cost + 1) // 2 if old is not None else 0
        return t("fujin.act.inherit", card=card_name(a.card), cost=CARDS[a.card].cost, refund=refund)
    if tp is A.Attack:
        if a.mode in ("hp", "draw"):
            return t(f"fujin.act.chest_{a.mode}")
        if a.mode in ("konshin", "inshu"):
            return t(f"fujin.act.{a.mode}")
        if a.target_cell is None:
            return t("fujin.act.area")
        return t("fujin.act.attack", cell=CELL_NAMES[a.target_cell])
    if tp is A.Heal:
        return t("fujin.act.heal", cell=CELL_NAMES[a.target_cell])
    if tp is A.Rotate:
        d = t("fujin.dir.L" if a.direction == "L" else "fujin.dir.R")
        if a.target_cell is None:
            return t("fujin.act.rotate", dir=d)
        return t("fujin.act.rotate_other", cell=CELL_NAMES[a.target_cell], dir=d)
    if tp is A.Use:
        name = card_name(a.card)
        if a.orient is not None:
            return t("fujin.act.use_face", card=name, orient=orient_word(a.orient, bottom))
        if a.mode in ("ken", "nigiri"):
            return t(f"fujin.act.{a.mode}")
        return t("fujin.act.use", card=name)
    if tp is A.Face:
        return t(f"fujin.act.face_{a.choice}")
    if tp is A.Counter:
        return t("fujin.act.counter", cell=CELL_NAMES[a.cell])
    if tp is A.Lantern:
        return t("fujin.act.lantern", cell=CELL_NAMES[a.cell])
    return a.text()


def _candidates(view, src: str, place: str | None, orient: int, intent: str | None) -> list:
    """The actions a gesture from ``src`` onto ``place`` could stand for (``intent``
    "rotate": the orders gesture, right click / ⟳ / R, asks only to turn)."""
    kind, _, arg = src.partition(":")
    if intent == "rotate" and kind == "cell":
        return [A.Rotate(CELL_INDEX[arg], "L")]
    tkind, _, targ = (place or "").partition(":")
    if kind == "hand":
        card = CARDS.get(arg)
        if card is None:
            return []
        if tkind in ("cell", "area"):
            c = CELL_INDEX[targ]
            if card.is_shikigami:
                return [A.Inherit(arg, c)] if view.board[c] is not None else [A.Summon(arg, c, orient)]
            if arg == "T-009":
                return [A.Use(arg, c, orient)]
            if arg == "O-010":
                return [A.Use(arg, c, None, "ken")]
            if arg == "O-011":
                return [A.Use(arg, s, None, "", c) for s in range(9)]
            return [A.Use(arg)] if arg == "T-010" else [A.Use(arg, c)]
        if card.is_shikigami:
            return [A.Summon(arg, c, orient) for c in range(9) if view.board[c] is None]
        short = view.reiryoku[view.current] < card.cost      # then the cost is the reason
        return [A.Use(arg)] if arg == "T-010" or short else []
    if kind == "cell":
        c = CELL_INDEX[arg]
        if tkind == "cell" and targ != arg:
            tc = CELL_INDEX[targ]
            q, p = view.board[tc], view.board[c]
            if q is not None and p is not None and q.owner == p.owner and p.card == "T-003":
                return [A.Heal(c, tc)]
            return [A.Attack(c, tc)]
        return [A.Attack(c), A.Rotate(c, "L")]
    return []


def why(state, view, src: str, place: str | None, orient: int = 0, intent: str | None = None
        ) -> IllegalAction | None:
    """The rules' reason a gesture from ``src`` onto ``place`` is refused (None: no reason known):
    the reason of the rule that blocks what the gesture asked for."""
    cands = _candidates(view, src, place, orient, intent)
    errs = [e for e in (state.explain(a) for a in cands) if e is not None]
    if not errs or len(errs) < len(cands) and src.startswith("hand:") and not place:
        return None
    # prefer a specific reason over "wrong way to use" / "occupied" when several candidates fail
    errs.sort(key=lambda e: ("使い方" in e.ja or "ふさがって" in e.ja or "いません" in e.ja))
    return errs[0]
