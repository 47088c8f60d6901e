"""The kernel ISMCTS's optional refinements: time management (early stop, extension of
unclear decisions), progressive widening and tree reuse between decisions."""
from __future__ import annotations

import random

from game.engine.ai import SeatView
from game.engine.mcts import ISMCTSAgent, TreeCache
from tests.engine.test_ai import StrictProxy, _series
from tests.toys.kuhn import KuhnState, chip_reward
from tests.toys.nim import NimState, perfect_move


def test_defaults_leave_the_search_as_it_was() -> None:
    state = NimState.new_game(0)
    plain = ISMCTSAgent(iterations=300)
    a = plain.choose(state, 0, random.Random(5))
    opts = ISMCTSAgent(iterations=300, early_stop=False, extension=1.0, widening=None,
                       tree_cache=None)
    b = opts.choose(state, 0, random.Random(5))
    assert a == b and plain.stats.root_visits == opts.stats.root_visits
    assert opts.stats.iterations == 300 and not opts.stats.early and not opts.stats.extended


def test_early_stop_ends_a_settled_decision_with_the_same_answer() -> None:
    state = NimState.new_game(0, {"heaps": [1, 2, 4]})
    full = ISMCTSAgent(iterations=1200)
    want = full.choose(state, 0, random.Random(1))
    early = ISMCTSAgent(iterations=1200, early_stop=True)
    got = early.choose(state, 0, random.Random(1))
    assert got == want == perfect_move(state)
    assert early.stats.early and early.stats.iterations < 1200
    # the leader's margin exceeds what the budget had left
    visits = sorted(early.stats.root_visits.values(), reverse=True)
    assert visits[0] - visits[1] > 1200 - early.stats.iterations


def test_early_stop_with_a_time_budget() -> None:
    state = NimState.new_game(0, {"heaps": [1, 2, 4]})
    agent = ISMCTSAgent(time_budget=0.5, early_stop=True)
    assert agent.choose(state, 0, random.Random(2)) == perfect_move(state)
    assert agent.stats.early and agent.stats.seconds < 0.5


def test_extension_thinks_longer_on_an_unclear_decision_and_no_further() -> None:
    # heaps [2, 2]: every move loses against perfect play, nothing stands out
    state = NimState.new_game(0, {"heaps": [2, 2]})
    agent = ISMCTSAgent(iterations=60, extension=3.0, close_ratio=1.5)
    agent.choose(state, 0, random.Random(3))
    assert agent.stats.extended
    assert 60 < agent.stats.iterations <= 180


def test_extension_does_not_touch_a_clear_decision() -> None:
    # one winning move among losing ones: after the budget its lead is plain
    state = NimState.new_game(0, {"heaps": [1, 2, 4]})
    agent = ISMCTSAgent(iterations=1200, extension=2.0)
    agent.choose(state, 0, random.Random(1))
    assert not agent.stats.extended and agent.stats.iterations == 1200


def test_progressive_widening_opens_children_in_the_filter_order() -> None:
    state = NimState.new_game(0, {"heaps": [1, 2, 4]})
    best = perfect_move(state)

    def ranked(d, legal):              # the perfect move first, then the rest
        good = perfect_move(d)
        return sorted(legal, key=lambda a: a != good)

    one = ISMCTSAgent(iterations=200, action_filter=ranked, widening=lambda v: 1)
    assert one.choose(state, 0, random.Random(4)) == best
    assert list(one.stats.root_visits) == [best.text()]
    grow = ISMCTSAgent(iterations=200, action_filter=ranked, widening=lambda v: 1 + v // 50)
    grow.choose(state, 0, random.Random(4))
    assert 1 < len(grow.stats.root_visits) <= 1 + 200 // 50
    assert grow.stats.root_visits[best.text()] == max(grow.stats.root_visits.values())


def test_tree_reuse_continues_from_the_chosen_subtree() -> None:
    """Multi-take Nim: the mover keeps the turn, so the next decision's view is the one
    predicted after the chosen take and the search starts from that subtree."""
    cache = TreeCache()
    state = NimState.new_game(0, {"multi": True, "heaps": [3, 4]})
    first = ISMCTSAgent(iterations=400, tree_cache=cache)
    action = first.choose(SeatView(state, 0), 0, random.Random(6))
    assert action.text().startswith("take")
    kept = first.stats.root_visits[action.text()]
    state.apply(action)
    second = ISMCTSAgent(iterations=100, tree_cache=cache)     # a new agent object, same cache
    second.begin(SeatView(state, 0), 0, random.Random(7))
    assert second.stats.reused == kept > 100
    while not second.step():
        pass
    assert second.best() in state.legal_actions()
    assert sum(second.stats.root_visits.values()) >= kept + 100 - 1


def test_tree_reuse_only_when_the_view_is_the_predicted_one() -> None:
    cache = TreeCache()
    state = NimState.new_game(0, {"multi": True, "heaps": [3, 4]})
    agent = ISMCTSAgent(iterations=200, tree_cache=cache)
    action = agent.choose(state, 0, random.Random(8))
    other = next(a for a in state.legal_actions()
                 if a.text().startswith("take") and a.text() != action.text())
    state.apply(other)                  # not what the search chose: another position
    again = ISMCTSAgent(iterations=50, tree_cache=cache)
    again.begin(state, 0, random.Random(9))
    assert again.stats.reused == 0
    # the entry is consumed: a later decision cannot pick up a stale tree
    assert cache.take(0, state.view(0)) is None


def test_tree_reuse_keeps_to_the_allowed_calls_and_still_plays_well() -> None:
    calls = set()
    cache = TreeCache()
    state = NimState.new_game(0, {"multi": True, "heaps": [2, 3]})
    agent = ISMCTSAgent(iterations=100, tree_cache=cache)
    agent.choose(StrictProxy(state, on_call=lambda name, _s: calls.add(name)), 0, random.Random(1))
    assert calls <= {"view", "determinize", "legal_actions", "to_move"}
    wins, _ = _series(NimState, {"multi": True, "heaps": [2, 3]}, 20,
                      lambda: ISMCTSAgent(iterations=300, tree_cache=TreeCache(),
                                          early_stop=True, extension=2.0), 40)
    assert wins >= 16, wins         # as the plain search in test_consecutive_moves_by_the_same_player


# ---------------------------------------------------------------- paired worlds
def test_paired_rounds_try_every_root_action_once_in_one_world() -> None:
    """A round samples one world (one ``determinize``) and tries each root action in it."""
    calls = []
    state = NimState.new_game(0, {"heaps": [1, 2, 4]})
    n = len(state.legal_actions())                       # 7 root actions
    agent = ISMCTSAgent(iterations=10 * n, paired=True)
    proxy = StrictProxy(state, on_call=lambda name, _s: calls.append(name))
    assert agent.choose(proxy, 0, random.Random(3)) == perfect_move(state)
    assert calls.count("determinize") == 10
    assert sorted(set(agent.stats.root_visits.values())) == [10]


def test_paired_compares_root_actions_on_the_same_luck() -> None:
    """Kuhn poker: every root action of a round sees the same hidden card, so the
    search (still reading only the allowed calls) keeps its edge against random play."""
    wins, chips = _series(KuhnState, {"hands": 1}, 100,
                          lambda: ISMCTSAgent(iterations=300, reward=chip_reward, paired=True))
    assert chips >= 12, chips
    real = KuhnState.new_game(2, {"hands": 2})
    rng = random.Random(2)
    while not real.is_over():
        p = real.to_move()
        action = ISMCTSAgent(iterations=40, paired=True).choose(StrictProxy(real), p, rng)
        assert action in real.legal_actions()
        real.apply(action)


def test_paired_search_is_steppable_and_deterministic() -> None:
    state = NimState.new_game(0, {"heaps": [1, 2, 4]})
    one = ISMCTSAgent(iterations=150, paired=True)
    want = one.choose(state, 0, random.Random(11))
    stepped = ISMCTSAgent(iterations=150, paired=True)
    stepped.begin(state, 0, random.Random(11))
    steps = 0
    while not stepped.step(max_iterations=4):          # rounds span several steps
        steps += 1
    assert stepped.best() == want and steps > 10
    assert stepped.stats.root_visits == one.stats.root_visits


def test_paired_choice_is_the_best_mean_not_the_most_visits() -> None:
    """With a reused tree the visits are uneven; the paired decision goes by mean reward
    among actions visited at least half as often as the most visited."""
    cache = TreeCache()
    state = NimState.new_game(0, {"multi": True, "heaps": [3, 4]})
    first = ISMCTSAgent(iterations=400, tree_cache=cache, paired=True)
    action = first.choose(SeatView(state, 0), 0, random.Random(6))
    state.apply(action)
    second = ISMCTSAgent(iterations=60, tree_cache=cache, paired=True)
    got = second.choose(SeatView(state, 0), 0, random.Random(7))
    assert second.stats.reused > 0
    visits, values = second.stats.root_visits, second.stats.root_values
    most = max(visits[t] for t in visits if t in {a.text() for a in state.legal_actions()})
    fair = [t for t in visits if 2 * visits[t] >= most]
    assert got.text() == max(fair, key=lambda t: (values[t], visits[t], t))


def test_a_lifted_time_cap_lets_an_iteration_budget_run_to_its_end() -> None:
    """A level counts iterations and keeps a time cap; a benchmark lifts the cap, so a busy
    machine measures the same moves as a quiet one."""
    from game.engine.mcts import lift_time_caps
    s = NimState.new_game(0, {"heaps": [3, 4, 5]})
    capped = ISMCTSAgent(iterations=400, time_budget=1e-9)
    capped.choose(s, 0, random.Random(1))
    assert capped.stats.capped and capped.stats.iterations < 400
    lift_time_caps()
    try:
        free = ISMCTSAgent(iterations=400, time_budget=1e-9)
        free.choose(s, 0, random.Random(1))
        assert not free.stats.capped and free.stats.iterations == 400
        timed = ISMCTSAgent(time_budget=0.01)          # a time budget alone is no cap
        timed.choose(s, 0, random.Random(1))
        assert timed.stats.seconds < 1.0
    finally:
        lift_time_caps(False)
