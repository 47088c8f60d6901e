"""What the hard level's search sees beyond the policy: the main characters' 行動 for
the coming turns (the free X swap before the last action) and the clock (the same
lead is worth more when the time keep is near)."""
import random

from game.engine.ai import decide
from game.zintrigger.rules.ai import make_agent
from game.zintrigger.rules.ai.evaluation import cards_left, evaluate_search, evaluate_search01, scale
from game.zintrigger.rules.cards import TIMEKEEP

from .helpers import position


def _pos(chars, **kw):
    return position(chars=chars, fields=["氷2", "雷5"], hands=[["炎3"], ["炎6"]],
                    decks=[["風1", "風2", "風3"], ["鋼1", "鋼2", "鋼3"]], **kw)


def test_evaluation_counts_the_main_characters_actions():
    slow = _pos((("tenko", "souka"), ("bomba", "lazuli")))     # Tenko: 行動 2 (1 before ZT-R59)
    fast = _pos((("souka", "tenko"), ("bomba", "lazuli")))     # Souka: 行動 4
    assert evaluate_search(fast, 0) > evaluate_search(slow, 0) + 0.5
    assert evaluate_search(fast, 1) < evaluate_search(slow, 1)


def test_the_same_lead_weighs_more_near_the_end():
    early = _pos((("bomba", "tenko"), ("hydne", "lazuli")), enemy=["炎6"])
    late = early.clone()
    late.decks = [["風1"], ["鋼1", "鋼2"]]
    late.tk_count = 1
    late.bases[0].append(TIMEKEEP)
    assert cards_left(late) == 0 and cards_left(early) > 0
    assert scale(late) < scale(early)
    v = evaluate_search(early, 0)
    assert v > 0
    assert evaluate_search01(late, 0) > evaluate_search01(early, 0) > 0.5


def test_hard_swaps_to_the_sub_that_acts_more_before_its_last_action():
    """Tenko (行動 1) with Hydne (行動 3) as sub, one action left: X first (the action
    stays min(1, 3) = 1, the card is still playable at Hydne's 範囲) so that the next
    turn has three actions; the policy alone never swaps here."""
    s = position(chars=(("tenko", "hydne"), ("bomba", "lazuli")), fields=["氷2", "雷5"],
                 hands=[["炎3"], ["炎6"]], decks=[["風1", "風2", "風3", "影1"], ["鋼1", "鋼2", "鋼3"]],
                 enemy=["炎3"])
    assert "0:swap" in {a.text() for a in s.legal_actions()}
    a = decide(make_agent("hard", iterations=300), s, 0, random.Random(3))
    assert a.text() == "0:swap"


def test_hard_searches_its_own_field_choice_but_answers_attacks_at_once():
    """P5's 場札 choice is a short search over every option (stats show each tried)."""
    s = position(chars=(("bomba", "tenko"), ("hydne", "lazuli")), fields=["氷2", "雷5"],
                 hands=[["炎3", "鋼2"], ["炎6"]], decks=[["風1", "風2", "風3", "影1"], ["鋼1", "鋼3", "鋼4"]],
                 enemy=["炎3"])
    s.apply(s.parse_action("0:play 炎3"))
    while s.pending is not None and s.pending[0] != "field":
        s.apply(s.legal_actions()[0])
    assert s.pending is not None and s.pending[0] == "field"
    agent = make_agent("hard", iterations=60)
    a = decide(agent, s, 0, random.Random(1))
    assert a in s.legal_actions()
    assert agent.stats is not None and set(agent.stats.root_visits) == {x.text() for x in s.legal_actions()}
