"""The rules' words for actions (rules/wording.py): what the decision panel's choices and
the choosers' rows say, in both languages, with the cards' and characters' own names."""
from game.zintrigger.rules import ZintriggerState
from game.zintrigger.rules.actions import Act
from game.zintrigger.rules.cards import card_name
from game.zintrigger.rules.wording import DOING, about, describe


def seat(n: int) -> str:
    return f"P{n}"


def test_every_kind_of_action_has_words_in_both_languages():
    assert all(len(pair) == 2 and all(pair) for pair in DOING.values())


def test_the_words_name_cards_seats_and_abilities():
    s = ZintriggerState.new_game(3, {"players": 2})
    v = s.view(0)
    fire, ice = card_name("炎3", "ja"), card_name("氷4", "ja")
    assert describe(v, Act(0, "play", ("炎3", "氷4")), "ja", seat) == f"{fire}・{ice}を出す"
    assert describe(v, Act(0, "play", ("炎3", "氷4")), "en", seat).startswith("Play Fire 3 (")
    assert describe(v, Act(0, "attack", ("1",)), "en", seat) == "Attack P1"
    assert describe(v, Act(0, "attack", ("-",)), "ja", seat) == "攻撃しない"
    assert describe(v, Act(0, "stash", ("-",)), "en", seat) == "Send none"
    assert describe(v, Act(0, "cover"), "en", seat) == "Take cover"
    assert describe(v, Act(0, "draw", ("deck",)), "ja", seat) == "山札から引く"


def test_the_card_an_action_is_about():
    assert about(Act(0, "dodge", ("炎3",))) == "炎3"
    assert about(Act(0, "attack", ("1",))) is None
