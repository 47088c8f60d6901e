"""Seeded random playouts over every mode (2p with R-34 off/on, 4p, the solo at every
level, co-op Bambooshoot for 2-4 with open and hidden hands, the optional rules R-04 and
R-26): invariants after every action, and the deep checks (clone, to_json, views,
determinize, the hidden-card leak check) along the way."""
import random

import pytest

from game.bench.fuzz import check_state
from game.engine import TurnStarted
from game.zintrigger.rules import ZintriggerState
from game.zintrigger.rules.board import hand_limit
from game.zintrigger.rules.events import Flipped

from tests import series

from .helpers import INFO

MODES = ([{"players": 2}] * 2 + [{"players": 2, "r34": True}] + [{"players": 4}] * 2
         + [{"players": 1, "difficulty": d} for d in (1, 2, 3, 4)]
         + [{"players": 2, "mode": "bamboo"}, {"players": 3, "open_hands": False, "difficulty": 3},
            {"players": 4, "mode": "bamboo", "difficulty": 2}, {"players": 2, "r04": True, "basic": True},
            {"players": 3, "r04": True}])
GAMES = 540
#: make test plays every mode six times (tests/series.py), make test-all the rest
SHORT = 6 * len(MODES)
DEEP_EVERY = 40


def _play(seed: int, options: dict, deep_every: int = DEEP_EVERY) -> ZintriggerState:
    s = ZintriggerState.new_game(seed, INFO.new_options(options))
    rng = random.Random(seed)
    steps = 0
    while s.to_move() is not None:
        la = s.legal_actions()
        assert la
        a = la[rng.randrange(len(la))]
        if steps % 5 == 0:
            assert ZintriggerState.parse_action(a.text()) == a
        face = dict(s.face)
        pool = set(s.pool)
        before = s.current
        ev = s.apply(a)
        steps += 1
        s.check_invariants()
        # orientation changes only through a rule, and each one is announced
        changed = {c for c in face if face[c] != s.face[c] and c not in pool}   # set-up: placed facing
        flipped = {e.card for e in ev if isinstance(e, Flipped)}
        assert changed <= flipped, f"{a.text()}: silent orientation change {changed - flipped}"
        if s.pending is not None and s.pending[0] == "reload":
            p = s.pending[1]
            assert len(s.hands[p]) <= hand_limit(s, p), "hand limit at the end of the turn"
        if s.solo is None and any(isinstance(e, TurnStarted) for e in ev) and s.turn > 1:
            assert len(s.hands[before]) <= hand_limit(s, before), "hand limit at the end of the turn"
        if steps % deep_every == 0 or s.to_move() is None:
            check_state(s, rng)
        assert steps < 5000
    return s


@pytest.mark.parametrize("seeds", series.split(GAMES, SHORT))
def test_random_playouts_keep_every_invariant(seeds: range):
    """Issue: 「Seeded random playouts (at least 500 games over 2p, 4p and solo), invariants after every action」:
    the short part and the rest together."""
    reasons = {}
    for g in seeds:
        opts = MODES[g % len(MODES)]
        s = _play(g, opts)
        r = s.result()
        key = (opts["players"], s.solo is not None, r.reason)
        reasons[key] = reasons.get(key, 0) + 1
    assert sum(reasons.values()) == len(seeds)
    assert {(p, b) for p, b, _ in reasons} == {(1, True), (2, False), (2, True), (3, True), (4, False), (4, True)}
    assert (2, False, "time") in reasons and (4, False, "time") in reasons and (1, True, "grove") in reasons
    if seeds.start >= SHORT:   # the co-op harvest win is rare: the long part must meet it
        assert any(k[1] and k[0] > 1 and k[2] == "harvest" for k in reasons)


def test_views_hide_other_hands_teammates_too_and_deck_order():
    """R-28: 「非公開：手札の中身、山札の順。4人戦でも味方の手札は見られない」."""
    s = ZintriggerState.new_game(7, INFO.new_options({"players": 4}))
    rng = random.Random(7)
    for _ in range(60):
        la = s.legal_actions()
        s.apply(la[rng.randrange(len(la))])
    for p in range(4):
        v = s.view(p)
        assert tuple(h.card.id for h in v.hand) == tuple(s.hands[p])
        blob = repr(v)
        mate = (p + 2) % 4
        for c in s.hands[mate]:
            assert c not in blob or c in repr(v.discard) + repr(v.bases) + repr(v.hold), c
        assert "decks" not in blob
        assert v.seats[mate].hand_count == len(s.hands[mate])
    assert s.view(None).hand is None


def test_determinize_keeps_the_view_and_reshuffles_hidden_cards():
    s = ZintriggerState.new_game(11, INFO.new_options({"players": 2}))
    rng = random.Random(3)
    for _ in range(80):
        if s.to_move() is None:
            break
        la = s.legal_actions()
        s.apply(la[rng.randrange(len(la))])
    differs = False
    for k in range(5):
        d = s.determinize(0, random.Random(k))
        assert d.view(0) == s.view(0)
        assert sorted(d.hands[1] + d.decks[0] + d.decks[1]) == sorted(s.hands[1] + s.decks[0] + s.decks[1])
        differs |= d.hands[1] != s.hands[1]
    assert differs


def test_determinize_during_set_up_reshuffles_the_other_teams_dealt_deck():
    """R-07 「この手順だけ自チームの山札の中身を確認してよい」 and R-28 「非公開：…山札の順」: while the items are
    added, a seat knows its own team's deck but not the order of the other team's dealt deck, so a
    determinization deals that one again (its own stays as it is)."""
    s = ZintriggerState.new_game(1, INFO.new_options({"players": 2}))
    assert s.phase == "setup" and s.pending[0] == "add", "the decks are dealt; the items are being added"
    orders = set()
    for k in range(6):
        d = s.determinize(0, random.Random(k))
        assert d.view(0) == s.view(0)
        assert d.decks[0] == s.decks[0], "its own deck is seen (R-07)"
        assert sorted(d.decks[1]) == sorted(s.decks[1])
        orders.add(tuple(d.decks[1]))
    assert len(orders) > 1, "the other team's deck order is not known"
