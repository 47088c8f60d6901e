"""The computer players: legal moves through a SeatView in every mode, fast answers to
attacks, and small sanity series (the real figures come from ``python -m game.bench ai``)."""
import random
import time

import pytest

from game.engine.ai import SeatView, decide
from game.zintrigger.rules import ZintriggerState
from game.zintrigger.rules.ai import LEVEL_NAMES, LEVELS, make_agent

from .helpers import INFO, position


def _play(players, levels, seed, max_actions=3000, **kw):
    s = ZintriggerState.new_game(seed, INFO.new_options({"players": players}))
    agents = [make_agent(levels[p % len(levels)], **(kw if levels[p % len(levels)] in ("hard", "master") else {}))
              for p in range(players)]
    rng = random.Random(seed)
    n = 0
    while s.to_move() is not None and n < max_actions:
        p = s.to_move()
        a = decide(agents[p], s, p, rng)
        assert a in s.legal_actions()
        s.apply(a)
        n += 1
    return s


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_level_finishes_games_with_legal_moves(players):
    for i, lv in enumerate(LEVELS):
        s = _play(players, (lv, "medium"), seed=i, iterations=30)
        assert s.result() is not None, f"{lv} with {players} players did not finish"
    assert set(LEVEL_NAMES) == set(LEVELS)


def test_agents_see_only_a_seat_view():
    s = ZintriggerState.new_game(1, INFO.new_options({"players": 2}))
    view = SeatView(s, s.to_move())
    with pytest.raises(AttributeError):
        view.hands  # noqa: B018
    a = make_agent("medium").choose(view, s.to_move(), random.Random(0))
    assert a in s.legal_actions()


def test_hard_answers_an_attack_at_once_without_search():
    """The fast path: the defender's decision in the other player's turn is a heuristic."""
    s = position(chars=(("bomba", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[["炎4"], ["炎5", "影2"]], decks=[["風1", "風2"], ["鋼1"]], enemy=["炎4", "炎5"])
    s.apply(s.parse_action("0:play 炎4"))
    s.apply(s.parse_action("0:attack 1"))
    agent = make_agent("hard", time_budget=5.0)
    t0 = time.perf_counter()
    a = decide(agent, s, 1, random.Random(0))
    assert time.perf_counter() - t0 < 0.2
    assert a.text() in ("1:dodge 炎5", "1:counter 影2"), "dodging with an enemy card or countering beats a hit"


def test_easy_never_ends_its_turn_with_a_useful_action_open_and_never_swaps():
    """The beginner's main decision: any useful action, not the best (its strength:
    tests/ai_strength)."""
    from game.zintrigger.rules.ai.policy import _main_value
    easy = make_agent("easy")
    checked = 0
    for seed in range(3):
        s = ZintriggerState.new_game(seed, INFO.new_options({"players": 2}))
        rng = random.Random(seed)
        for _ in range(200):
            if s.to_move() is None:
                break
            p = s.to_move()
            a = decide(easy, s, p, rng)
            if s.pending is None and len(s.legal_actions()) > 1:
                useful = max((_main_value(s, x) for x in s.legal_actions() if x.verb not in ("end", "swap")),
                             default=0.0)
                assert a.verb != "swap"
                if useful >= 1.0:
                    assert a.verb != "end"
                    checked += 1
            s.apply(a)
    assert checked > 10
