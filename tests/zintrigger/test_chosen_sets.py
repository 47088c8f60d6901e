"""Decisions answered by a set of cards chosen then confirmed (rules/gestures.py): which
they are, where the cards lie, how many the set needs and the moves it makes."""
from types import SimpleNamespace as NS

from game.engine import IllegalAction
from game.zintrigger.rules.gestures import chosen_set, set_moves, set_places, set_size
from game.zintrigger.rules.view import CardView, Pending


def test_which_decisions_are_a_chosen_set():
    assert chosen_set(Pending("stash", 0, reason="limit")) == "stash_limit"
    assert chosen_set(Pending("stash", 0, reason="reload")) == chosen_set(Pending("stash", 0, reason="quick")) \
        == "stash_any"
    assert chosen_set(Pending("drop", 0, reason="limit")) == "keep"
    assert chosen_set(Pending("drop", 0, reason="cost")) is None and chosen_set(None) is None


def test_the_three_that_stay_and_the_rest_to_the_discard():
    base = tuple(CardView(c, 0) for c in ("炎1", "氷2", "風3", "雷4"))
    view = NS(pending=Pending("drop", 0, reason="limit", count=3), seats=(NS(team=0),), bases=(base, ()), hand=())
    assert [p.key for p in set_places(view, 0, "keep")] == ["炎1", "氷2", "風3", "雷4"]
    assert set_size(view.pending, "keep") == 3
    refused = set_moves(view, 0, "keep", {"炎1"})
    assert isinstance(refused, IllegalAction) and "3" in refused.reason("en")
    assert [a.text() for a in set_moves(view, 0, "keep", {"炎1", "氷2", "風3"})] == ["0:drop 雷4"]


def test_a_reload_sends_any_cards_then_says_no_more():
    hand = tuple(NS(card=CardView(c, 0)) for c in ("炎1", "氷2"))
    view = NS(pending=Pending("stash", 0, reason="reload"), seats=(NS(team=0),), bases=((), ()), hand=hand)
    assert set_size(view.pending, "stash_any") is None
    assert [a.text() for a in set_moves(view, 0, "stash_any", {"氷2"})] == ["0:stash 氷2", "0:stash -"]
    assert [a.text() for a in set_moves(view, 0, "stash_any", {"炎1", "氷2"})] == ["0:stash 炎1", "0:stash 氷2"]


def test_a_gathered_play_is_offered_led_by_each_of_its_cards_and_played_as_the_dragged_one_leads():
    from game.zintrigger.rules.actions import Act
    from game.zintrigger.rules.gestures import gathered_play, led_by_each
    legal = [Act(0, "play", ("炎3", "氷4")), Act(0, "end")]
    offered = led_by_each(legal, ["炎3", "氷4"])
    assert [a.text() for a in offered] == ["0:play 炎3 氷4", "0:end", "0:play 氷4 炎3"]
    assert led_by_each(legal, ["炎3"]) is legal
    led = gathered_play(None, 0, offered, ["氷4", "炎3"], offered[-1].source)
    assert led.text() == "0:play 氷4 炎3"
    refused = gathered_play(NS(explain=lambda a: None), 0, legal, ["炎3", "風5"])
    assert isinstance(refused, IllegalAction)
