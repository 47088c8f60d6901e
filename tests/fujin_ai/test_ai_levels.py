"""式神符陣's computer opponent: legal and quick at every level, medium > easy,
hard keeps to view/determinize (via the kernel ISMCTS), and the engine hook it uses."""
from __future__ import annotations

import random
import time

import pytest

from game.engine.mcts import ISMCTSAgent
from game.fujin.rules import FujinState
from game.fujin.rules.ai import LEVEL_NAMES, LEVELS, HardAgent, evaluate, make_agent, score
from tests.engine.test_ai import StrictProxy


def _positions(n: int = 6) -> list[FujinState]:
    """Positions met in medium self-play, each with a real choice to make."""
    out = []
    for g in range(n):
        s = FujinState.new_game(300 + g)
        rng = random.Random(g)
        m = make_agent("medium")
        for _ in range(8 + 4 * g):
            if s.to_move() is None:
                break
            s.apply(m.choose(s, s.to_move(), rng))
        if s.to_move() is not None:
            out.append(s)
    return out


def test_levels_and_names() -> None:
    assert LEVELS == ("easy", "medium", "hard", "master")
    for lv in LEVELS:
        ja, en = LEVEL_NAMES[lv]
        assert ja and en
        assert make_agent(lv, seed=1) is not None
    with pytest.raises(ValueError):
        make_agent("grandmaster")


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_returns_legal_actions_fast(level: str) -> None:
    kw = {"time_budget": 0.15} if level in ("hard", "master") else {}
    agent = make_agent(level, **kw)
    for s in _positions():
        legal = {a.text() for a in s.legal_actions()}
        t0 = time.perf_counter()
        a = agent.choose(s, s.to_move(), random.Random(1))
        dt = time.perf_counter() - t0
        assert a.text() in legal
        assert dt < (0.6 if level in ("hard", "master") else 0.5), (level, dt)


def test_hard_think_time_is_bounded_by_its_cap() -> None:
    agent = make_agent("hard", time_budget=0.3)     # the cap cuts its 320 iterations
    s = _positions(3)[-1]
    t0 = time.perf_counter()
    agent.choose(s, s.to_move(), random.Random(2))
    assert time.perf_counter() - t0 < 0.6
    assert 5 < agent.stats.iterations < 320


def test_easy_never_blunders_nor_ends_its_turn_with_a_useful_action_open() -> None:
    """The beginner plays an action medium's evaluator finds no worse than ending the turn
    (within ``blunder``), not always the best; never ends the turn while an action is
    ``useful`` points better (its strength: tests/ai_strength)."""
    from game.fujin.rules import actions as A
    from game.fujin.rules.ai import EasyAgent, ranked
    easy = EasyAgent(facing_slip=0.0)
    checked = 0
    for s in _positions(6):
        legal = s.legal_actions()
        if isinstance(legal[0], (A.Mulligan, A.Discard)):
            continue
        p = s.to_move()
        # the position is fully known to the seat here except the hidden cards, which no
        # action's score depends on before it is played
        scores = {a.text(): v for v, a in ranked(s.determinize(p, random.Random(0)), p, legal)}
        end = scores.get("end")
        picks = {easy.choose(s, p, random.Random(k)).text() for k in range(10)}
        assert all(scores[t] >= end - easy.blunder - 1e-9 for t in picks)
        if max(scores.values()) >= end + easy.useful:
            assert "end" not in picks
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("level", LEVELS)
def test_agents_only_use_view_and_determinize(level: str) -> None:
    """Through a proxy that refuses everything but the four allowed calls."""
    calls = set()
    kw = {"time_budget": 0.1} if level in ("hard", "master") else {}
    agent = make_agent(level, **kw)
    for s in _positions(4):
        before = s.to_json()
        proxy = StrictProxy(s, on_call=lambda name, _st: calls.add(name))
        a = agent.choose(proxy, s.to_move(), random.Random(3))
        assert a in s.legal_actions()
        assert s.to_json() == before, "the agent changed the real state"
    assert calls <= {"view", "determinize", "legal_actions", "to_move"}
    if level != "easy":
        assert "determinize" in calls


def test_hard_is_the_kernel_ismcts_and_steppable() -> None:
    # a budget in iterations and slices of at most two: the slicing does not depend on
    # how busy the machine is (an iteration can take 0.1 s on a loaded one)
    agent = HardAgent(time_budget=None, iterations=8)
    s = _positions(4)[-1]
    agent.begin(s, s.to_move(), random.Random(4))
    assert isinstance(agent._search, ISMCTSAgent)
    steps = 0
    while not agent.step(max_seconds=0.02, max_iterations=2):
        steps += 1
    assert steps >= 2
    assert agent.best() in s.legal_actions()
    assert agent.stats.iterations > 0


def test_hard_stops_when_asked() -> None:
    agent = HardAgent(time_budget=30.0)
    s = _positions(4)[-1]
    stop = [False]
    agent.begin(s, s.to_move(), random.Random(5), should_stop=lambda: stop[0])
    agent.step(max_seconds=0.05)
    stop[0] = True
    t0 = time.perf_counter()
    assert agent.step(max_seconds=5.0) is True
    assert time.perf_counter() - t0 < 0.5
    assert agent.best() in s.legal_actions()


def test_evaluate_is_a_probability_and_score_is_symmetric_in_sign_at_the_end() -> None:
    for s in _positions(4):
        for p in (0, 1):
            assert 0.0 <= evaluate(s, p) <= 1.0
    s = FujinState.new_game(1)
    rng = random.Random(1)
    while s.to_move() is not None:
        s.apply(rng.choice(s.legal_actions()))
    r = s.result()
    if r.winner is not None:
        assert score(s, r.winner) > 0 > score(s, 1 - r.winner)


def test_mcts_rollout_done_hook_cuts_playouts() -> None:
    """The small engine hook hard relies on: rollouts stop where ``rollout_done`` says."""
    from tests.toys.nim import NimState
    seen = []

    def done(d) -> bool:
        seen.append(1)
        return True                     # stop at once: no rollout action at all

    agent = ISMCTSAgent(iterations=50, rollout_done=done, evaluator=lambda d, p: 0.5)
    state = NimState.new_game(0, {"heaps": [3, 4, 5]})
    a = agent.choose(state, 0, random.Random(0))
    assert a in state.legal_actions()
    assert seen and agent.stats.iterations == 50
