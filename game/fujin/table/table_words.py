"""Words for actions and reasons at the table: chooser labels, "why not", hints.

Pure helpers (no drawing). ``why`` builds the candidate action a gesture
stands for and asks the rules' validator for its reason, so a refused drop
explains itself even when no legal action matches.
"""
from __future__ import annotations

from game.engine import IllegalAction
from game.fujin.rules import actions as A
from game.fujin.rules.board import CELL_INDEX, CELL_NAMES, ORIENTS
from game.fujin.rules.cards import CARDS
from game.i18n import get_lang, t


def card_name(cid: str) -> str:
    return CARDS[cid].name(get_lang())


#: 2 when seat 1 sits at the bottom (the board is turned 180° for them); set by the table
VIEW_OFFSET = [0]


def orient_word(o: int | str) -> str:
    """A facing in the viewer's words: ↑ toward the opponent, → right, ↓ toward you, ← left."""
    q = ((ORIENTS.index(o) if isinstance(o, str) else o) + VIEW_OFFSET[0]) % 4
    return t(f"fujin.qdir.{q}")


def describe(a, state=None) -> str:
    """A chooser label for a legal action (plain words, with the cost)."""
    tp = type(a)
    if tp is A.Summon:
        return t("fujin.act.summon", card=card_name(a.card), cell=CELL_NAMES[a.cell],
                 orient=orient_word(a.orient))
    if tp is A.Inherit:
        refund = (CARDS[state.board[a.cell].cid].cost + 1) // 2 if state is not None else 0
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
            return t("fujin.act.use_face", card=name, orient=orient_word(a.orient))
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


def _check(state, action) -> IllegalAction | None:
    try:
        state._check(action)
    except IllegalAction as e:
        return e
    return None


def why(state, src: str, place: str | None, orient: int = 0) -> IllegalAction | None:
    """The rules' reason a gesture from ``src`` onto ``place`` is refused (None: no reason known)."""
    kind, _, arg = src.partition(":")
    cands: list = []
    tkind, _, targ = (place or "").partition(":")
    if kind == "hand":
        card = CARDS.get(arg)
        if card is None:
            return None
        if tkind in ("cell", "area"):
            c = CELL_INDEX[targ]
            if card.is_shikigami:
                cands = [A.Inherit(arg, c)] if state.board[c] is not None else [A.Summon(arg, c, orient)]
            elif arg == "T-009":
                cands = [A.Use(arg, c, orient)]
            elif arg == "O-010":
                cands = [A.Use(arg, c, None, "ken")]
            elif arg == "O-011":
                cands = [A.Use(arg, s, None, "", c) for s in range(9)]
            elif arg == "T-010":
                cands = [A.Use(arg)]
            else:
                cands = [A.Use(arg, c)]
        elif card.is_shikigami:
            cands = [A.Summon(arg, c, orient) for c in range(9) if state.board[c] is None]
        else:
            cands = [A.Use(arg)] if arg == "T-010" else []
            if state.sp[state.current] < card.cost:
                cands = [A.Use(arg)]
    elif kind == "cell":
        c = CELL_INDEX[arg]
        if tkind == "cell" and targ != arg:
            tc = CELL_INDEX[targ]
            q = state.board[tc]
            me = state.to_move()
            if q is not None and q.owner == me and state.board[c] is not None \
                    and state.board[c].cid == "T-003":
                cands = [A.Heal(c, tc)]
            else:
                cands = [A.Attack(c, tc)]
        else:
            cands = [A.Attack(c), A.Rotate(c, "L")]
    errs = [e for e in (_check(state, a) for a in cands) if e is not None]
    if not errs or len(errs) < len(cands) and kind == "hand" and tkind == "":
        return None
    # prefer a specific reason over "wrong way to use" / "occupied" when several candidates fail
    errs.sort(key=lambda e: ("使い方" in e.ja or "ふさがって" in e.ja or "いません" in e.ja))
    return errs[0]
