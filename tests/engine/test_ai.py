"""Agents: ISMCTS beats random, and sees only view/determinize/legal_actions/to_move."""
from __future__ import annotations

import random

import pytest

from game.engine.ai import ALLOWED_STATE_METHODS, Agent, RandomAgent, play_game
from game.engine.mcts import ISMCTSAgent
from tests.toys.kuhn import KuhnState, chip_reward
from tests.toys.nim import NimState, perfect_move


class StrictProxy:
    """Forwards only the four allowed calls; any other attribute access fails the test."""

    def __init__(self, state, on_call=None):
        object.__setattr__(self, "_state", state)
        object.__setattr__(self, "_on_call", on_call)

    def __getattribute__(self, name):
        if name in ALLOWED_STATE_METHODS:
            state = object.__getattribute__(self, "_state")
            hook = object.__getattribute__(self, "_on_call")
            method = getattr(state, name)
            if hook is None:
                return method

            def wrapped(*args, **kwargs):
                hook(name, state)
                return method(*args, **kwargs)
            return wrapped
        raise AssertionError(f"agent touched state.{name}, which may reveal hidden information")

    def __setattr__(self, name, value):
        raise AssertionError(f"agent tried to set state.{name}")


def _series(cls, options, games, make_agent, seed0=0):
    """Play ``games`` games, agent seat alternating; returns (agent wins, agent chips).

    Duplicate format: each deal (seed) is played twice with the seats swapped,
    so card luck cancels out.
    """
    wins = chips = 0
    for g in range(games):
        state = cls.new_game(seed0 + g // 2, options)
        seat = g % 2
        agents = [RandomAgent(), RandomAgent()]
        agents[seat] = make_agent()
        play_game(state, agents, random.Random(10_000 + seed0 + g))
        r = state.result()
        wins += r.winner == seat
        if hasattr(state, "chips"):
            chips += state.chips[seat]
    return wins, chips


def test_agents_satisfy_the_protocol() -> None:
    assert isinstance(RandomAgent(), Agent)
    assert isinstance(ISMCTSAgent(iterations=10), Agent)


# strength series: make test-all runs them; the quick tests below keep the search exact and blind
@pytest.mark.slow
def test_ismcts_beats_random_at_nim() -> None:
    wins, _ = _series(NimState, {}, 40, lambda: ISMCTSAgent(iterations=200))
    assert wins >= 36, wins


def test_ismcts_finds_the_winning_nim_move() -> None:
    state = NimState.new_game(0, {"heaps": [1, 2, 4]})
    agent = ISMCTSAgent(iterations=2000)
    action = agent.choose(state, 0, random.Random(1))
    assert action == perfect_move(state)
    assert agent.stats.iterations == 2000 and agent.stats.seconds > 0


@pytest.mark.slow
def test_ismcts_wins_chips_against_random_at_kuhn() -> None:
    # one-hand matches scored by chip margin: a fixed seeded series of 100 hands
    wins, chips = _series(KuhnState, {"hands": 1}, 100,
                          lambda: ISMCTSAgent(iterations=300, reward=chip_reward))
    assert chips >= 12, chips  # random vs random would be 0 ± ~10
    assert wins >= 50, wins


@pytest.mark.slow
def test_ismcts_wins_multi_hand_kuhn_matches() -> None:
    wins, chips = _series(KuhnState, {"hands": 4}, 16, lambda: ISMCTSAgent(iterations=300), 500)
    assert chips > 0 and wins >= 8, (wins, chips)


def test_ismcts_reads_only_view_and_determinize() -> None:
    for seed in range(6):
        real = KuhnState.new_game(seed, {"hands": 2})
        rng = random.Random(seed)
        while not real.is_over():
            p = real.to_move()
            action = ISMCTSAgent(iterations=60).choose(StrictProxy(real), p, rng)
            assert action in real.legal_actions()
            real.apply(action)
    # RandomAgent too
    real = KuhnState.new_game(1)
    RandomAgent().choose(StrictProxy(real), real.to_move(), random.Random(0))


def test_proxy_refuses_peeking() -> None:
    proxy = StrictProxy(KuhnState.new_game(0))
    with pytest.raises(AssertionError):
        proxy.cards
    with pytest.raises(AssertionError):
        proxy.clone()
    proxy.view(0)


@pytest.mark.parametrize("history", ["", "b", "c"])
def test_decision_does_not_depend_on_the_hidden_card(history) -> None:
    """Same seed, same public info: whatever the opponent really holds — even if it
    changes in the middle of the search — the search runs identically."""
    outcomes = set()
    for variant in range(4):
        real = KuhnState.new_game(7, {"hands": 2})
        for ch in history:
            real.apply(real.parse_action({"b": "bet", "c": "check"}[ch]))
        me = real.to_move()
        mine = real.cards[me]
        others = [c for c in (0, 1, 2) if c != mine]
        real.cards[1 - me] = others[variant % 2]
        real.spare = others[1 - variant % 2]
        calls = [0]

        def swap_midway(name, state, me=me):
            calls[0] += 1
            if variant >= 2 and calls[0] % 37 == 0:  # the hidden card changes under the search
                state.cards[1 - me], state.spare = state.spare, state.cards[1 - me]

        agent = ISMCTSAgent(iterations=200)
        action = agent.choose(StrictProxy(real, swap_midway), me, random.Random(99))
        outcomes.add((action.text(), tuple(sorted(agent.stats.root_visits.items()))))
    assert len(outcomes) == 1, outcomes


def test_steppable_search_equals_one_shot_and_can_be_cancelled() -> None:
    state = NimState.new_game(0)
    a = ISMCTSAgent(iterations=300)
    one = a.choose(state, 0, random.Random(5))
    visits = a.stats.root_visits
    b = ISMCTSAgent(iterations=300)
    b.begin(state, 0, random.Random(5))
    slices = 0
    while not b.step(max_iterations=7):
        slices += 1
    assert slices >= 300 // 7 - 1
    assert b.best() == one and b.stats.root_visits == visits
    # cancellation through should_stop
    n = [0]

    def stop():
        n[0] += 1
        return n[0] > 25

    c = ISMCTSAgent(iterations=10**9, should_stop=stop)
    action = c.choose(state, 0, random.Random(1))
    assert action in state.legal_actions()
    assert c.stats.stopped and c.stats.iterations < 30


def test_time_budget_and_forced_moves() -> None:
    state = NimState.new_game(0)
    agent = ISMCTSAgent(time_budget=0.05)
    agent.choose(state, 0, random.Random(0))
    assert 0.04 <= agent.stats.seconds < 0.5 and agent.stats.iterations > 10
    forced = NimState.new_game(0, {"heaps": [1]})
    agent = ISMCTSAgent(iterations=500)
    assert agent.choose(forced, 0, random.Random(0)).text() == "take 0 1"
    assert agent.stats.iterations == 0


def test_consecutive_moves_by_the_same_player() -> None:
    """Multi-take Nim: the mover keeps the turn; backprop must credit the right player."""
    wins, _ = _series(NimState, {"multi": True, "heaps": [2, 3]}, 20,
                      lambda: ISMCTSAgent(iterations=300), 40)
    assert wins >= 16, wins


def test_depth_limited_rollouts_with_evaluator() -> None:
    def evaluator(state, player):
        return 0.5 + 0.1 * (state.chips[player] - state.chips[1 - player])

    wins, chips = _series(KuhnState, {"hands": 1}, 40,
                          lambda: ISMCTSAgent(iterations=200, rollout_depth=1, evaluator=evaluator), 900)
    assert chips > 0, chips


def test_softmax_pick_plays_the_best_few_by_their_values() -> None:
    """The easy levels' noise: one of the ``top`` best, a clear blunder seldom."""
    from game.engine.ai import softmax_pick
    scored = [(0.0, "blunder"), (5.0, "fair"), (6.0, "best")]
    rng = random.Random(3)
    picks = [softmax_pick(scored, rng, 1.0, top=2) for _ in range(2000)]
    assert "blunder" not in picks
    assert 0.6 < picks.count("best") / len(picks) < 0.8          # e / (1 + e) = 0.73
    even = [softmax_pick(scored, rng, float("inf")) for _ in range(3000)]
    assert all(abs(even.count(x) / 3000 - 1 / 3) < 0.04 for _, x in scored)
    assert softmax_pick(scored, rng, 0.0) == "best"
