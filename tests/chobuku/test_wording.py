"""鬼調伏 names its actions in both languages from the rules (a chooser's rows)."""
from __future__ import annotations

from game.chobuku.rules import actions as A
from game.chobuku.rules.wording import ANSWERS, describe

from .helpers import position

NAMES = ("榊", "焔", "岩見")


def test_actions_read_in_both_languages():
    s = position(players=3, omens=("takaburi", None, None))
    v = s.view(0)
    assert describe(v, A.Draw(0, 2), NAMES, "ja") == "小瓶を2枚引く"
    assert describe(v, A.Draw(0, 2), NAMES, "en") == "Draw 2 bottle(s)"
    use = next(a for a in s.legal_actions() if isinstance(a, A.Challenge) and a.how == "use")
    assert describe(v, use, NAMES, "ja").startswith("予兆1［") and describe(v, use, NAMES, "en").startswith("Use omen 1 [")
    assert describe(v, A.Retreat(0), NAMES, "en") == "Retreat"
    assert describe(v, A.Fortune(0, 1, 2), NAMES, "ja") == "焔に+2"
    assert describe(v, A.Fortune(0, 2, -2), NAMES, "en") == "-2 on 岩見"


def test_every_declaration_answer_has_both_words():
    for (what, value), (ja, en) in ANSWERS.items():
        assert describe(None, A.Declare(0, what, value), NAMES, "ja") == ja
        assert describe(None, A.Declare(0, what, value), NAMES, "en") == en
    assert describe(None, A.Declare(0, "nothing", "x"), NAMES, "en") == "s0 declare nothing x"
