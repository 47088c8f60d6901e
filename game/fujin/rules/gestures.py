"""What a gesture at the 式神符陣 table could mean, the pending decision in the
kernel's one shape, and the previews of the attacks the seat to move can make.

The table asks the state (``GameState.gesture``): the legal actions a drop or a
click stands for come from the legal actions themselves; when none matches,
:func:`means` lists what the player could have meant, so the rules' own
refusal of it is shown (霊力 short, out of reach, the cell taken...).
"""
from __future__ import annotations

from ...engine import Decision, Place
from . import actions as A
from .board import CELL_INDEX, CELL_NAMES
from .cards import CARDS
from .events import Countered, Destroyed
from .legal import find
from .view import AttackPreview

HENMEN, YANARI, BIWA, ARM, BATON = "T-003", "T-009", "T-010", "O-010", "O-011"

#: what each pending decision asks, in both languages
PROMPTS = {
    "counter": ("反撃する式神を選んでください (光るマスをクリック)",
                "Choose which shikigami counters next (click a glowing cell)"),
    "lantern": ("灯籠の精: 耐久+2する味方を選んでください (光るマスをクリック)",
                "Lantern Spirit: choose an ally to get Endurance +2 (click a glowing cell)"),
    "face": ("僵尸公主の向きを選んでください", "Choose the Jiangshi Princess's facing"),
}


def _cell_of(place: Place | None) -> int | None:
    if place is None or place.kind not in ("cell", "area"):
        return None
    return CELL_INDEX.get(place.key)


def means(s, seat: int, source: Place | None, target: Place | None, facing=None) -> list:
    """The actions a gesture from ``source`` onto ``target`` could stand for (``target``
    None: a click on ``source``), so their refusals explain a gesture nothing legal fits."""
    if source is None:
        return []
    orient = facing if isinstance(facing, int) else 0
    if source.kind == "hand":
        return _from_hand(s, str(source.key), _cell_of(target), orient)
    c = _cell_of(source)
    if c is None:
        return []
    tc = _cell_of(target)
    if target is not None and target == source:          # the orders gesture: turning it
        return [A.Rotate(c, "L")]
    if tc is not None and target.kind == "cell":
        q, p = s.board[tc], s.board[c]
        if q is not None and p is not None and q.owner == p.owner and p.cid == HENMEN:
            return [A.Heal(c, tc)]
        return [A.Attack(c, tc)]
    return [A.Attack(c), A.Rotate(c, "L")]


def _from_hand(s, cid: str, c: int | None, orient: int) -> list:
    card = CARDS.get(cid)
    if card is None:
        return []
    if c is not None:
        if card.is_shikigami:
            return [A.Inherit(cid, c)] if s.board[c] is not None else [A.Summon(cid, c, orient)]
        if cid == YANARI:
            return [A.Use(cid, c, orient)]
        if cid == ARM:
            return [A.Use(cid, c, None, "ken")]
        if cid == BATON:
            return [A.Use(cid, x, None, "", c) for x in range(9)]
        return [A.Use(cid)] if cid == BIWA else [A.Use(cid, c)]
    if card.is_shikigami:
        return [A.Summon(cid, x, orient) for x in range(9) if s.board[x] is None]
    short = s.reiryoku[s.current] < card.cost      # then the cost is the reason
    return [A.Use(cid)] if cid == BIWA or short else []


def orders(legal, place: Place) -> list:
    """The orders of the piece at ``place`` that need no drop target, turns first: its turns
    (玖龍街's of another piece too), its area attack, 古箪笥's two uses."""
    acts = [a for a in legal if a.source == place
            and (isinstance(a, A.Rotate) or isinstance(a, A.Attack) and a.target_cell is None)]
    return sorted(acts, key=lambda a: (not isinstance(a, A.Rotate), a.target_cell is not None))


def turn(legal, place: Place, direction: str):
    """The piece at ``place`` turning itself 90° ``direction`` (L or R), if it may now."""
    return next((a for a in legal if isinstance(a, A.Rotate) and a.source == place and a.target_cell is None
                 and a.direction == direction), None)


def decision(s) -> Decision | None:
    """The pending decision: the counter order and 灯籠の精's ally are answered on the
    board (the glowing cells); 僵尸公主's facing from a list."""
    d = s.pending
    if d is None:
        return None
    kind, seat = d[0], d[1]
    if kind == "counter":
        places = tuple(A.cell(find(s, seat, x)) for x in d[4])
    elif kind == "lantern":
        places = tuple(A.cell(c) for c in d[2])
    else:
        places = ()
    return Decision(kind, seat, places, PROMPTS[kind], chooser=kind == "face")


def previews(s, player: int | None) -> tuple:
    """(attack text, what it would do) of every attack ``player`` may make now: the rules
    apply each to a copy, so the table shows the outcome while the player aims."""
    if player is None or s.to_move() != player or s.phase != "main" or s.pending is not None:
        return ()
    return tuple((a.text(), preview(s, a)) for a in s.legal_actions()
                 if isinstance(a, A.Attack) and a.mode not in ("hp", "draw"))


def preview(s, action) -> AttackPreview:
    """The whole outcome of a legal attack, worked out on a copy of the position."""
    from . import resolve
    hits = s.attack_hits(action)
    trial = s.clone()
    ev = trial.apply(action)
    counters = [(e.cell, e.damage) for e in ev if isinstance(e, Countered)]
    pending = trial.pending
    if pending is not None and pending[0] == "counter":       # the defender will order them
        counters += [(CELL_NAMES[find(trial, pending[1], x)], trial.board[find(trial, pending[1], x)].card.power or 0)
                     for x in pending[4]]
    return AttackPreview(tuple((c, d, ally, resolve.from_blind(s, action.cell, CELL_INDEX[c])) for c, d, ally in hits),
                         tuple(counters), tuple(e.cell for e in ev if isinstance(e, Destroyed)))
