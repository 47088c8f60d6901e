"""鬼調伏's computer players: legal through a SeatView at every level, only the four
allowed calls, hard is the kernel ISMCTS and steppable, and small sanity series
(the real figures come from ``python -m game.bench ai --game chobuku``)."""
from __future__ import annotations

import functools
import random
import time

import pytest

from game import games
from game.chobuku.rules import ChobukuState
from game.chobuku.rules.ai import LEVEL_NAMES, LEVELS, HardAgent, evaluate, make_agent
from game.engine.ai import play_game
from game.engine.mcts import ISMCTSAgent
from tests.engine.test_ai import StrictProxy


def _new(seed, players=2):
    return ChobukuState.new_game(seed, games.get("chobuku").new_options({"players": players, "characters": "all"}))


@functools.lru_cache(maxsize=None)
def _cached_positions(n):
    out = []
    for g in range(n):
        s = _new(400 + g, 2 + g % 3)
        rng = random.Random(g)
        m = make_agent("medium")
        for _ in range(3 + 5 * g):
            if s.to_move() is None:
                break
            s.apply(m.choose(s, s.to_move(), rng))
        if s.to_move() is not None and len(s.legal_actions()) > 1:
            out.append(s)
    return tuple(out)


def _positions(n=5):
    return [s.clone() for s in _cached_positions(n)]


def test_levels_and_names():
    assert LEVELS == ("easy", "medium", "hard")
    for lv in LEVELS:
        assert all(LEVEL_NAMES[lv]) and make_agent(lv) is not None
    with pytest.raises(ValueError):
        make_agent("grandmaster")


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_plays_legal_moves_through_the_strict_proxy(level):
    calls = set()
    agent = make_agent(level, **({"time_budget": 0.1} if level == "hard" else {}))
    for s in _positions():
        before = s.to_json()
        proxy = StrictProxy(s, on_call=lambda name, _s: calls.add(name))
        t0 = time.perf_counter()
        a = agent.choose(proxy, s.to_move(), random.Random(1))
        assert time.perf_counter() - t0 < (0.5 if level == "hard" else 0.4)
        assert a in s.legal_actions() and s.to_json() == before
    assert calls <= {"view", "determinize", "legal_actions", "to_move"}


def test_hard_is_the_kernel_ismcts_steppable_and_stoppable():
    agent = HardAgent(time_budget=5.0)
    s = next(x for x in _positions() if x.pending is None or x.pending[0] in ("shiki", "stars"))
    stop = [False]
    agent.begin(s, s.to_move(), random.Random(2), should_stop=lambda: stop[0])
    assert isinstance(agent._search, ISMCTSAgent)
    agent.step(max_seconds=0.05)
    stop[0] = True
    t0 = time.perf_counter()
    assert agent.step(max_seconds=5.0) is True and time.perf_counter() - t0 < 0.5
    assert agent.best() in s.legal_actions()


def test_hard_think_time_bounded():
    agent = make_agent("hard")
    s = _positions(3)[0]
    t0 = time.perf_counter()
    agent.choose(s, s.to_move(), random.Random(3))
    assert time.perf_counter() - t0 < 1.2


def test_evaluate_is_a_probability():
    for s in _positions(4):
        assert abs(sum(evaluate(s, p) for p in range(s.n)) - 1.0) < 1e-9


def test_medium_beats_easy_on_a_small_series():
    score = 0.0
    games_n = 10
    for g in range(games_n):
        s = _new(900 + g // 2)
        seat = g % 2
        agents = [make_agent("easy"), make_agent("easy")]
        agents[seat] = make_agent("medium")
        play_game(s, agents, random.Random(g))
        score += s.result().reward(seat)
    assert score >= 6, score


def test_every_level_finishes_a_four_player_game():
    s = _new(31, 4)
    play_game(s, [make_agent("easy"), make_agent("medium"), make_agent("easy"),
                  make_agent("hard", time_budget=0.02)], random.Random(5))
    assert s.result() is not None
