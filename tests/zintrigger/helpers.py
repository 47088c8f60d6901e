"""Position builder for ジントリガー tests: any characters, 場札, hands, 拠点, decks and
facings; every card not placed stays out of the game (the pool)."""
from __future__ import annotations

import dataclasses
import random

from game import games
from game.engine import IllegalAction
from game.zintrigger.rules import ZintriggerState
from game.zintrigger.rules.cards import ALL_CARDS, AREAS, CHARACTERS, TIMEKEEP

INFO = games.get("zintrigger")


def new(players: int = 2, seed: int = 1, **opts) -> ZintriggerState:
    return ZintriggerState.new_game(seed, INFO.new_options({"players": players, **opts}))


def position(chars=(("hydne", "lazuli"), ("bomba", "tenko")), fields=None, hands=None, bases=None,
             decks=None, discard=(), enemy=(), current=0, left=None, players=None, tk_limit=None,
             seed=1, grove=None, shoots=None, coop=False, open_hands=True, limit=6) -> ZintriggerState:
    """A main-phase position. ``enemy``: cards facing team B (others face team A)
    unless given as ``{card: team}``; ``fields``/``hands`` per seat; ``bases``/
    ``decks`` per team (deck top = last). ``coop``: Bambooshoot with several players
    (every seat team 0, the grove as for the solo)."""
    n = players or len(chars)
    bamboo = coop or n == 1
    s = ZintriggerState()
    s.rng = random.Random(seed)
    s.players = s.num_players = n
    s.order = [0, 2, 1, 3] if n == 4 and not bamboo else list(range(n))
    s.options = {"players": n}
    if coop:
        s.options.update(mode="bamboo", open_hands=open_hands)
    s.chars = [list(c) for c in chars]
    s.hands = [list(h) for h in (hands or [()] * n)]
    s.field = list(fields or [None] * n)
    s.bases = [list(b) for b in (bases or ((), ()))]
    s.decks = [list(d) for d in (decks or ((), ()))]
    s.discard = list(discard)
    s.hold = []
    for k in ("tilted", "smoke", "decoy", "emp", "jam", "suppress"):
        setattr(s, k, [False] * n)
    s.turns_taken = [1] * n
    s.face = {c: 0 for c in ALL_CARDS}
    if isinstance(enemy, dict):
        s.face.update(enemy)
    else:
        for c in enemy:
            s.face[c] = 1
    used = set(s.discard) | {c for c in s.field if c}
    for z in (*s.hands, *s.bases, *s.decks):
        used |= set(z)
    s.pool = [c for c in ALL_CARDS if c not in used]
    s.tk_limit = tk_limit or (2 if n == 2 else 3 if n == 4 else 4)
    s.current = current
    s.turn = 1
    s.phase = "main"
    s.left = CHARACTERS[s.chars[current][0]].kodo if left is None else left
    if bamboo:
        s.solo = {"level": 1, "limit": limit, "grown_start": False, "erosion": [],
                  "grove": [list(g) for g in grove or ()],
                  "shoots": list(shoots or ()), "harvest": []}
        from game.zintrigger.rules.cards import BAMBOO
        from game.zintrigger.rules.setup import COOP_148
        if coop:
            s.solo["sprouts"] = COOP_148[n]["sprouts"]      # once a round (14-8 as printed)
        s.solo["harvest"] = [b for b in BAMBOO if b not in {g[0] for g in s.solo["grove"]}
                             and b not in s.solo["shoots"]]
    return s


def pending(s):
    return s.pending[0] if s.pending is not None else None


def do(s: ZintriggerState, *texts: str):
    """Apply action texts in order; returns the events of the last one."""
    ev = ()
    for t in texts:
        ev = s.apply(s.parse_action(t))
    return ev


def texts(s: ZintriggerState) -> set[str]:
    return {a.text() for a in s.legal_actions()}


def refused(s: ZintriggerState, text: str) -> IllegalAction:
    e = s.explain(s.parse_action(text))
    assert e is not None, f"{text} should be refused"
    before = s.to_json()
    try:
        s.apply(s.parse_action(text))
    except IllegalAction:
        pass
    else:
        raise AssertionError(f"{text} was applied")
    assert s.to_json() == before
    return e


def facing(s, c):
    return s.face[c]


__all__ = ["new", "position", "do", "texts", "refused", "AREAS", "TIMEKEEP"]


def end_turn(s):
    """C, then the default answers of the end of the turn (send the first hand cards,
    no reload) until the next player's main decision."""
    seat = s.current
    do(s, f"{seat}:end")
    while s.pending is not None and s.pending[1] == seat and s.current == seat:
        k = s.pending[0]
        if k == "stash":
            do(s, f"{seat}:stash {s.hands[seat][0]}")
        elif k == "drop":
            do(s, f"{seat}:drop {s.bases[s.pending[2]][0]}")
        elif k == "reload":
            do(s, f"{seat}:noreload")
        else:
            break


def one_action_character(monkeypatch, key: str = "lazuli") -> str:
    """The seed's abstract 「■「行動」１のキャラクターB」 of the swap examples (例1-3), made
    explicitly from a real card: since ZT-R59 【調整】 no character prints 行動 1, so a test
    that illustrates a rule about a 行動1 character gives one 行動 1 for that test only."""
    monkeypatch.setitem(CHARACTERS, key, dataclasses.replace(CHARACTERS[key], kodo=1))
    return key
