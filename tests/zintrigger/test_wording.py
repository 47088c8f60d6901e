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


def test_a_decision_asks_its_question_and_an_attack_its_four_answers():
    from game.zintrigger.rules.gestures import chosen_set
    from game.zintrigger.rules.wording import question
    import random
    rng = random.Random(1)
    for game in range(20):           # the first attack of a few random games
        s = ZintriggerState.new_game(game, {"players": 2})
        while s.result() is None:
            v = s.view(s.to_move())
            if v.pending is not None and v.pending.kind == "respond":
                heading, sections = question(v, "en", seat, chosen_set(v.pending))
                assert "attacks" in heading and [a.mark for a in sections] == ["dodge", "counter", "cover", "hit"]
                assert [a.verbs for a in sections] == [("dodge",), ("counter",), ("cover",), ("hit",)]
                assert question(v, "ja", seat, None)[1][0].title == "回避"
                return
            s.apply(rng.choice(list(s.legal_actions())))
    raise AssertionError("no attack in 20 games")


def test_the_hint_the_phase_and_the_idle_panel_follow_the_view():
    from game.engine import button
    from game.zintrigger.rules.wording import HINTS, hint, idle, phase
    s = ZintriggerState.new_game(3, {"players": 2})
    v = s.view(0)
    assert hint(v, "en", seat, False, None, 0, None) == f"P{v.to_move} to decide"
    assert hint(v, "ja", seat, True, button("ability"), 0, None) == HINTS["ability_target"][0]
    assert phase(v, "en", seat)
    title, _body = idle(v, "en", seat, False)
    assert title.endswith("to play")


def test_a_chosen_sets_button_and_the_groves_plate():
    from types import SimpleNamespace as NS
    from game.zintrigger.rules.wording import grove_lines, set_label
    assert set_label(NS(count=2), "stash_limit", 1, "en") == "To the base (1/2)"
    assert set_label(None, "stash_any", 0, "en") == "Send none, draw" and set_label(None, "keep", 3, "ja")
    view = NS(grove=("B1", "B2"), grove_limit=5, harvest=("B3",), shoots=7, level=2)
    lines = grove_lines(view, "en")
    assert lines[0].startswith("Grove 2/5") and "7" in lines[0] and "Green bamboo" in lines[1]
    assert [len(x) for x in lines] == sorted((len(x) for x in lines), reverse=True)
