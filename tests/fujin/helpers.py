"""Position builder for 式神符陣 tests: place any card anywhere, set 霊力 and hands."""
from __future__ import annotations

import random

from game.engine import Log
from game.fujin.rules import FujinState
from game.fujin.rules.board import CELL_INDEX, ORIENT_INDEX, cell_mod
from game.fujin.rules.cards import CARDS, DECK_IDS
from game.fujin.rules.model import Piece


def position(pieces=(), sp=(10, 10), hands=((), ()), current=0, phase="main", seed=1,
             decks=None, graves=((), ())) -> FujinState:
    """Build a main-phase position.

    ``pieces``: tuples ``(player, card, cell, orient="N", hp=None, dmg=0, **flags)`` or dicts
    with those keys. ``hp`` None = printed 耐久 + cell modifier (cap 19), minus ``dmg``.
    ``sp``: the 霊力 (reiryoku) of 先手 and 後手.
    Every card not placed/in hand/in a graveyard goes to its owner's deck (unless ``decks``
    is given), so each player still owns exactly 23 cards.
    """
    s = FujinState()
    s.rng = random.Random(seed)
    s.round, s.turn, s.current, s.phase = 1, 1, current, phase
    s.reiryoku = list(sp)
    used = [set(), set()]
    for spec in pieces:
        if isinstance(spec, dict):
            d = dict(spec)
        else:
            keys = ("player", "card", "cell", "orient", "hp", "dmg")
            d = dict(zip(keys, spec[:6]))
            if len(spec) > 6:
                d.update(spec[6])
        assert d["card"] not in used[d["player"]], "each player owns one copy of each card"
        place(s, **d)
        used[d["player"]].add(d["card"])
    for p in (0, 1):
        s.hands[p] = list(hands[p])
        s.graves[p] = list(graves[p])
        used[p] |= set(hands[p]) | set(graves[p])
        if decks is not None:
            s.decks[p] = list(decks[p])
        else:
            s.decks[p] = [c for c in DECK_IDS if c not in used[p]]
    return s


def place(s: FujinState, player: int, card: str, cell: str, orient: str = "N", hp=None,
          dmg: int = 0, attacked=False, rotated=False, summoned=False, hidden_by=None):
    c = CELL_INDEX[cell]
    k = CARDS[card]
    base = min(19, k.endurance + cell_mod(c, k.attr))
    v = (base if hp is None else hp) - dmg
    s.board[c] = Piece(player, card, ORIENT_INDEX[orient], v, base, attacked, rotated,
                       summoned, hidden_by)
    if hidden_by is not None:
        s.mayo[hidden_by] = c
    s.edited()
    return s.board[c]


def hp(s: FujinState, cell: str):
    p = s.board[CELL_INDEX[cell]]
    return None if p is None else p.hp


def at(s: FujinState, cell: str):
    return s.board[CELL_INDEX[cell]]


def act(s: FujinState, text: str):
    return s.apply(s.parse_action(text))


def logs(events, lang="ja"):
    return [e.line(lang) for e in events if isinstance(e, Log)]


def legal_texts(s: FujinState) -> set[str]:
    return {a.text() for a in s.legal_actions()}


def card_count(s: FujinState, p: int) -> int:
    n = len(s.hands[p]) + len(s.decks[p]) + len(s.graves[p])
    n += sum(1 for q in s.board if q is not None and q.owner == p)
    n += 1 if s.mayo[p] is not None else 0
    return n
