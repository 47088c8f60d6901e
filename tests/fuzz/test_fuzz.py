"""The generic rules fuzzer (game/bench/fuzz.py) on a small slice of every game with rules.

The bench runs the big version (``python -m game.bench fuzz``: 2,000+ games per game with
``--full``). Its playout series are split (``tests/series.py``): ``make test`` plays the
first seeds, enough to meet every set-up and computer mix of every game, and ``make
test-all`` the rest.
"""
from __future__ import annotations

import functools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bench import fuzz
from game.engine import IllegalAction
from tests import series

CODES = fuzz.game_codes()


def test_some_game_has_rules() -> None:
    assert "fujin" in CODES


# 24 seeds meet each game's lab set-ups (3 or 4 of them, taken by seed) six times or more;
# 4 seeds play each of the four easy/medium computer mixes once.
RANDOM_SERIES = series.split(100, 24)
AI_SERIES = series.split(10, len(fuzz.AI_MIXES))


@pytest.mark.parametrize("seeds", RANDOM_SERIES)
@pytest.mark.parametrize("code", CODES)
def test_random_playouts_keep_every_invariant(code: str, seeds: range) -> None:
    res = fuzz.fuzz_random(code, seeds, deep_every=2)
    assert res.games == len(seeds)
    assert not res.violations, "\n".join(map(str, res.violations[:5]))


@pytest.mark.parametrize("seeds", AI_SERIES)
@pytest.mark.parametrize("code", [c for c in CODES if fuzz.agent_factory(c) is not None])
def test_computer_vs_computer_keeps_every_invariant(code: str, seeds: range) -> None:
    res = fuzz.fuzz_ai(code, seeds, deep_every=1)
    assert res.games == len(seeds)
    assert not res.violations, "\n".join(map(str, res.violations[:5]))


@pytest.mark.parametrize("code", CODES)
def test_illegal_and_malformed_actions_are_refused(code: str) -> None:
    n, bad = fuzz.fuzz_illegal(code, range(6), attempts_per_state=10)
    assert n > 100
    assert not bad, "\n".join(map(str, bad[:5]))


# ---------------------------------------------------------------- hypothesis: the grammar
# played when a test first asks, not at import: collection (on every xdist worker, and for
# a run that selects none of these tests) should not play games
@functools.cache
def _corpus(code: str):
    states = fuzz.sample_states(code, range(4), every=4)
    tokens, texts = fuzz.vocabulary(states)
    foreign = sorted({a.text() for s in states for a in s.legal_actions()})
    return states, tokens, texts, foreign


def _texts(code: str):
    _states, tokens, texts, _foreign = _corpus(code)
    word = st.sampled_from(tokens) | st.sampled_from(fuzz.GARBAGE) | st.text(max_size=6)
    built = st.lists(word, max_size=5).map(" ".join)
    mutated = st.tuples(st.sampled_from(texts), st.integers(0, 2**32)).map(
        lambda tr: fuzz.mutate(tr[0], tokens, random.Random(tr[1])))
    return built | mutated | st.sampled_from(texts)


@pytest.mark.parametrize("code", CODES)
def test_hypothesis_texts_from_the_grammar_are_refused_cleanly(code: str) -> None:
    states = _corpus(code)[0]

    @settings(max_examples=300, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(i=st.integers(0, len(states) - 1), text=_texts(code))
    def run(i: int, text: str) -> None:
        s = states[i].clone()
        problem = fuzz.check_refused(s, text)
        assert problem is None, problem

    run()


@pytest.mark.parametrize("code", CODES)
def test_hypothesis_actions_legal_in_another_state_are_refused(code: str) -> None:
    states = _corpus(code)[0]
    cls = fuzz.state_class(code)

    @settings(max_examples=200, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(i=st.integers(0, len(states) - 1), j=st.integers(0, len(states) - 1),
           k=st.integers(0, 10_000))
    def run(i: int, j: int, k: int) -> None:
        s = states[i].clone()
        other = states[j].legal_actions()
        if not other:
            return
        action = other[k % len(other)]
        legal = {a.text() for a in s.legal_actions()}
        before = s.to_json()
        if action.text() in legal:
            return
        with pytest.raises(IllegalAction) as info:
            s.apply(action)
        assert info.value.ja.strip() and info.value.en.strip()
        assert s.to_json() == before
        assert cls.from_json(before).to_json() == before

    run()


# ---------------------------------------------------------------- the fuzzer catches bugs
def test_the_checks_catch_a_leaking_view() -> None:
    """A mutant whose view shows the opponent's hand is caught."""
    from game.fujin.rules import FujinState

    class Leaky(FujinState):
        def view(self, player):
            v = super().view(player)
            if player is None:
                return v
            return (v, tuple(self.hands[1 - player]))

    s = Leaky.new_game(3)
    with pytest.raises(AssertionError):
        fuzz.check_state(s, random.Random(0))


def test_the_checks_catch_lost_cards_and_bad_numbers() -> None:
    from game.fujin.rules import FujinState
    s = FujinState.new_game(4)
    s.hands[0].pop()
    with pytest.raises(AssertionError, match="23"):
        fuzz.check_state(s, random.Random(0))
    s = FujinState.new_game(4)
    s.reiryoku[1] = 16
    with pytest.raises(AssertionError, match="霊力"):
        fuzz.check_state(s, random.Random(0))


def test_the_checks_catch_a_shallow_clone() -> None:
    from game.fujin.rules import FujinState

    class Shallow(FujinState):
        def clone(self):
            c = super().clone()
            c.hands = self.hands          # shared list: not independent
            c.board = self.board
            return c

    s = Shallow.new_game(5)
    rng = random.Random(0)
    while s.to_move() is not None and s.phase == "mulligan":
        s.apply(s.legal_actions()[0])
    with pytest.raises(AssertionError):
        for _ in range(20):
            fuzz.check_state(s, rng)
            s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
