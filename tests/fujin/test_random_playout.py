"""Seeded random playouts (OpenSpiel random_sim_test style) with invariants after every action."""
import json
import random

import pytest

from game.fujin.rules import FujinState
from tests import series
from tests.fujin.helpers import card_count

GAMES = 520
#: ``make test`` plays the first tenth (tests/series.py); the generic fuzzer checks the
#: same invariants on other seeds
SHORT = 52


def _invariants(s: FujinState, check_json: bool) -> None:
    for p in (0, 1):
        assert card_count(s, p) == 23
        assert 0 <= s.reiryoku[p] <= 15
    assert sum(1 for q in s.board if q is not None) <= 9
    for q in s.board:
        if q is not None:
            assert 1 <= q.hp <= 19
    if check_json:
        d = s.to_json()
        assert FujinState.from_json(json.loads(json.dumps(d))).to_json() == d
        c = s.clone()
        assert c == s
    for viewer in (0, 1):
        v = s.view(viewer)
        assert v.hand == tuple(s.hands[viewer])
        assert v.hand_counts == (len(s.hands[0]), len(s.hands[1]))
        # the view exposes no deck order and not the opponent's hand
        blob = repr(v)
        assert "decks" not in blob
    sv = s.view(None)
    assert sv.hand is None


@pytest.mark.parametrize("games", series.split(GAMES, SHORT))
def test_random_playouts_invariants_and_termination(games: range):
    """ARCHITECTURE: a seeded random-playout test checks invariants (cards conserved, 霊力 ≤ 15, 耐久 ≤ 19),
    clone == original, to_json round-trip, views hide what they must; games always terminate."""
    total_actions = 0
    reasons = {}
    for g in games:
        s = FujinState.new_game(g)
        rng = random.Random(1000 + g)
        steps = 0
        while s.to_move() is not None:
            la = s.legal_actions()
            assert la, "a live game always has a legal action"
            a = la[rng.randrange(len(la))]
            if steps % 7 == 0:
                assert FujinState.parse_action(a.text()) == a
            s.apply(a)
            steps += 1
            _invariants(s, check_json=(g % 10 == 0) or steps % 25 == 0)
            assert steps < 20000
        assert s.legal_actions() == ()
        r = s.result()
        reasons[r.reason] = reasons.get(r.reason, 0) + 1
        total_actions += steps
    assert sum(reasons.values()) == len(games)


def test_random_playouts_with_long_games():
    """Random play that rarely summons reaches 山札切れ and the 40-round limit (chapter 十二, 十四)."""
    reasons = set()
    for g in range(40):
        s = FujinState.new_game(5000 + g)
        rng = random.Random(g)
        while s.to_move() is not None:
            la = s.legal_actions()
            # bias towards ending the turn so games last long
            ends = [a for a in la if a.text() == "end"]
            if ends and rng.random() < 0.8:
                a = ends[0]
            else:
                a = la[rng.randrange(len(la))]
            s.apply(a)
            _invariants(s, check_json=False)
        reasons.add(s.result().reason)
    assert "deckout" in reasons


def test_determinize_consistent_with_view():
    """determinize(player) reshuffles only what that player cannot see."""
    s = FujinState.new_game(3)
    rng = random.Random(0)
    for _ in range(30):
        if s.to_move() is None:
            break
        la = s.legal_actions()
        s.apply(la[rng.randrange(len(la))])
    for p in (0, 1):
        d = s.determinize(p, random.Random(9))
        assert d.view(p) == s.view(p)
        assert sorted(d.hands[1 - p] + d.decks[1 - p]) == sorted(s.hands[1 - p] + s.decks[1 - p])
        assert sorted(d.decks[p]) == sorted(s.decks[p])
        assert d.legal_actions() is not None
