"""式神符陣: a summoned shikigami refused its attack is told what came in between (issue 34)."""
from __future__ import annotations

import json

from game.fujin.rules import FujinState
from tests.fujin.helpers import act, position


def test_summon_attack_refusal_says_what_came_in_between():
    """六「召喚したそのターンに攻撃(召喚攻撃)できるのは、召喚してすぐだけです…ほかの行動(ほかの式神の
    召喚・攻撃・回転、霊具)をはさんだら、そのターンはもう攻撃できません」 (FJ-R20)."""
    s = position([(1, "O-007", "b3", "S")], sp=(15, 8), hands=(("O-002", "O-001", "T-009"), ()))
    act(s, "summon O-002 b2 N")
    act(s, "summon O-001 a1 N")
    err = s.explain(s.parse_action("attack b2 b3"))
    assert err.rule == "FJ-6"
    assert "鉈鬼はこのターンに召喚し、そのあと影鬼を召喚しました" in err.ja and "すぐ次の行動" in err.ja
    assert ("Hatchet Oni was summoned this turn and you have since summoned Shadow Oni: a summoned "
            "shikigami attacks only as the very next action") in err.en
    back = FujinState.from_json(json.loads(json.dumps(s.to_json())))     # a resumed game says the same
    assert back.explain(back.parse_action("attack b2 b3")).en == err.en
    act(s, "use T-009 b3 E")
    err = s.explain(s.parse_action("attack b2 b3"))
    assert "家鳴りを使いました" in err.ja and "you have since used Yanari" in err.en


def test_a_new_turn_forgets_the_last_order():
    """The order that closed a window belongs to its turn: the save of a fresh turn is as before."""
    s = position([(1, "O-007", "b3", "S")], sp=(15, 8), hands=(("O-002",), ()))
    act(s, "summon O-002 b2 N")
    assert "since" in s.to_json()
    act(s, "end")
    assert "since" not in s.to_json()
