"""What must hold in every 式神符陣 position (the fuzzer and the playout tests
check it after every action): cards conserved, bounds, the マヨヒガ veils, and
views that show no hidden card."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

from .cards import CARDS, DECK_IDS

_FULL = sorted(DECK_IDS)
_ID = re.compile(r"[A-Z]-\d{3}")


def check(s) -> None:
    """Raise AssertionError when ``s`` (a FujinState) breaks an invariant."""
    assert len(s.board) == 9, "the board has 9 cells"
    pieces = [q for q in s.board if q is not None]
    assert len(pieces) <= 9, "at most 9 shikigami"
    for p in (0, 1):
        owned = list(s.hands[p]) + list(s.decks[p]) + list(s.graves[p])
        owned += [q.cid for q in pieces if q.owner == p]
        if s.mayo[p] is not None:
            owned.append("T-011")
        assert len(owned) == 23, f"player {p} owns {len(owned)} cards, not 23"
        assert sorted(owned) == _FULL, f"player {p}'s cards are not one copy of each"
        assert 0 <= s.reiryoku[p] <= 15, f"霊力 {s.reiryoku[p]} of player {p} out of 0..15"
    for q in pieces:
        assert CARDS[q.cid].is_shikigami, f"{q.cid} on the board is not a shikigami"
        assert 1 <= q.hp <= 19, f"耐久 {q.hp} of {q.cid} out of 1..19"
        assert 0 <= q.orient < 4
    for p in (0, 1):
        m = s.mayo[p]
        if m is not None:
            assert s.board[m] is not None and s.board[m].hidden_by == p, "マヨヒガ on an empty cell"
    hidden = [q.hidden_by for q in pieces if q.hidden_by is not None]
    assert sorted(hidden) == sorted(p for p in (0, 1) if s.mayo[p] is not None), "stray マヨヒガ"
    assert s.phase in ("mulligan", "main", "discard", "over")
    assert (s.phase == "over") == (s.result() is not None)
    if s.phase in ("main", "discard"):
        assert s.round >= 1 and s.round <= s.max_rounds


def view_leaks(s, player) -> None:
    """No card id shows in the view more often than it is public (board, graveyards) or in
    the viewer's own hand: the opponent's hand and both decks stay hidden."""
    view = s.view(player)
    own = set(s.hands[player]) if player is not None else set()
    assert {c for c, _cell, _cost in view.summon_costs} <= own, "summon costs name a card not in the hand"
    blob = repr(replace(view, summon_costs=()))
    seen = Counter(_ID.findall(blob))
    public: Counter = Counter()
    for q in s.board:
        if q is not None:
            public[q.cid] += 1
    for g in s.graves:
        public.update(g)
    if player is not None:
        public.update(s.hands[player])
    for cid, n in seen.items():
        assert n <= public[cid], f"view({player}) shows {cid} {n}× but only {public[cid]}× is visible"
