"""上級's search options on real 式神符陣 positions: tree reuse within a turn (on by
default) and paired worlds at the root (an option), keeping to the view/determinize calls."""
from __future__ import annotations

import random

from game.engine.ai import SeatView
from game.fujin.rules import FujinState
from game.fujin.rules import actions as A
from game.fujin.rules import ai as fai
from tests.engine.test_ai import StrictProxy


def _real_choice(s) -> bool:
    legal = s.legal_actions()
    return len(legal) > 1 and not isinstance(legal[0], (A.Mulligan, A.Discard))


def test_hard_defaults_turn_on_what_was_measured_to_help() -> None:
    h = fai.HardAgent()
    assert h.reuse and not h.paired
    # a budget in iterations (the same moves on a busy machine), with a time cap
    assert h.iterations == 320 and h.time_budget is not None


def test_hard_reuses_its_tree_for_the_next_action_of_the_same_turn() -> None:
    fai._TREES.clear()
    s = FujinState.new_game(5)
    rng = random.Random(5)
    medium = fai.make_agent("medium")
    reused = []
    while s.to_move() is not None and s.round <= 4:
        p = s.to_move()
        if p == 0 and _real_choice(s):
            h = fai.HardAgent(iterations=30, time_budget=None)
            a = h.choose(SeatView(s, p), p, rng)
            reused.append(h.stats.reused)
        else:
            a = medium.choose(SeatView(s, p), p, rng)
        s.apply(a)
    # the first decision of a turn starts afresh, a later one from the kept subtree
    assert reused[0] == 0
    assert sum(1 for r in reused if r > 0) >= 2, reused


def test_hard_paired_search_samples_one_world_per_round_through_the_allowed_calls() -> None:
    s = FujinState.new_game(7)
    rng = random.Random(7)
    medium = fai.make_agent("medium")
    while not (_real_choice(s) and s.round >= 2):
        s.apply(medium.choose(s, s.to_move(), rng))
    p = s.to_move()
    calls: list[str] = []
    proxy = StrictProxy(s, on_call=lambda name, _s: calls.append(name))
    h = fai.HardAgent(iterations=48, time_budget=None, reuse=False, paired=True)
    a = h.choose(proxy, p, random.Random(1))
    assert a in s.legal_actions()
    visits = list(h.stats.root_visits.values())
    assert len(visits) >= 3
    # a round tries every root candidate once in its world: one determinize per round
    assert calls.count("determinize") <= 48 // len(visits) + 1
    assert max(visits) - min(visits) <= 1
    # the choice is the candidate of best mean reward
    vals = h.stats.root_values
    assert vals[a.text()] == max(vals.values())
