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


def test_easy_never_ends_its_turn_with_a_flip_open_and_swaps_only_to_end_it():
    """The beginner's main decision: the policy's values with noise, not the best action
    (its strength: tests/ai_strength and the bench), but it never ends its turn while it
    can flip an enemy card, and uses X only as the policy does, to end the turn with the
    stronger main."""
    from game.zintrigger.rules.ai.policy import _better_sub, _main_value
    easy = make_agent("easy")
    checked = plain = 0
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
                if a.verb == "swap":
                    assert _better_sub(s, p) and useful < easy.useful
                if useful >= easy.useful:
                    assert a.verb not in ("end", "swap")
                    checked += 1
                    plain += a.verb == "play" and _main_value(s, a) < useful
            s.apply(a)
    assert checked > 10
    assert plain, "the beginner always played the best action: no noise"


def test_easy_takes_the_hit_it_could_dodge_or_counter():
    """A beginner's blind spot (and the one medium exploits most): attacked, it takes the
    hit though it holds a dodge and a counter; medium answers."""
    s = position(chars=(("bomba", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[["炎4"], ["炎5", "影2"]], decks=[["風1", "風2"], ["鋼1"]], enemy=["炎4", "炎5"])
    s.apply(s.parse_action("0:play 炎4"))
    s.apply(s.parse_action("0:attack 1"))
    assert {a.verb for a in s.legal_actions()} >= {"hit", "dodge", "counter"}
    for seed in range(5):
        assert decide(make_agent("easy"), s, 1, random.Random(seed)).verb == "hit"
        assert decide(make_agent("medium"), s, 1, random.Random(seed)).verb != "hit"


def test_easy_never_ends_the_game_with_the_time_keep():
    """The beginner does not know the clock: it never draws the time keep from its 拠点,
    where medium, ahead, ends the game with it."""
    from game.zintrigger.rules.ai.policy import score_diff
    from game.zintrigger.rules.cards import TIMEKEEP
    seen = ended = 0
    for s in _decisions("draw", "easy", seeds=range(12)):
        if not any(a.arg == TIMEKEEP for a in s.legal_actions()):
            continue
        p = s.to_move()
        for seed in range(3):
            assert decide(make_agent("easy"), s, p, random.Random(seed)).arg != TIMEKEEP
        seen += 1
        last = s.tk_count + 1 >= s.tk_limit and score_diff(s, p % 2) > 0
        ended += last and decide(make_agent("medium"), s, p, random.Random(0)).arg == TIMEKEEP
    assert seen and ended


def _decisions(kind, level="medium", seeds=range(6)):
    """States of ``level``'s self-play (two players) at a decision of ``kind``."""
    for seed in seeds:
        s = ZintriggerState.new_game(seed, INFO.new_options({"players": 2}))
        agents = [make_agent(level), make_agent(level)]
        rng = random.Random(seed)
        while s.to_move() is not None:
            if s.pending is not None and s.pending[0] == kind and len(s.legal_actions()) > 1:
                yield s.clone()
            p = s.to_move()
            s.apply(decide(agents[p], s, p, rng))


def test_medium_draws_from_the_deck_where_the_plain_policy_takes_a_bases_card():
    """An intermediate player's rule (docs/ai-ladder.md): the draws of an own card come
    from the deck (the time keep only when it wins the game); the plain policy (the
    beginner's) takes a card from the 拠点."""
    from game.zintrigger.rules.ai.policy import policy
    from game.zintrigger.rules.cards import TIMEKEEP
    seen = 0
    for s in _decisions("draw", "easy"):
        if not any(a.arg == "deck" for a in s.legal_actions()):
            continue
        plain = policy(s, random.Random(0), noise=0.0).arg
        if plain in ("deck", TIMEKEEP):
            continue
        assert policy(s, random.Random(0), noise=0.0, deck_draws=True).arg == "deck"
        seen += 1
    assert seen


def test_hard_stays_on_the_respawn_point_where_the_plain_policy_leaves_it():
    """Hard's policy knows that nobody can attack the respawn point (R-04): at a 場札
    choice made from there its quick answers and playouts stay; the plain policy leaves."""
    from game.zintrigger.rules.ai.policy import policy
    seen = 0
    for s in _decisions("field"):
        p = s.to_move()
        if s.field[p] is not None or not any(a.arg == "-" for a in s.legal_actions()):
            continue
        assert policy(s, random.Random(0), noise=0.0, **make_agent("hard")._known()).arg == "-"
        seen += policy(s, random.Random(0), noise=0.0).arg != "-"
    assert seen
