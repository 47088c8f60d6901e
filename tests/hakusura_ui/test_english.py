"""ハクスラ陰陽師 in English reads as English (issue 33): "Kamaitachi its actions ignore
Def", "one of these 0 cards", "lay face…", a log line opening in lower case
("the minion Oni defeated"), nested brackets in a refusal."""
from __future__ import annotations

import random
import re

import pytest

from game import games
from game.engine import IllegalAction, Log, Place
from game.hakusura.rules import HakusuraState
from game.hakusura.rules import actions as A
from game.hakusura.rules.cards import HAND_CARDS
from game.hakusura.table.words import LogLine

INFO = games.get("hakusura")
SETUPS = (dict(players=2, final="boss"), dict(players=2, final="duel"), dict(players=1, difficulty=3),
          dict(players=1, difficulty=9))
PLACES = [A.hand(0, c) for c in HAND_CARDS] + [A.slot(0), A.char(0), A.char(1), Place("yokai", None, 0),
                                               Place("yokai", None, 1), Place("boss"), Place("minion"), A.BOX]
#: English that is not: a name glued to a clause, a count of nothing, brackets in brackets (a seat's name aside)
GLITCHES = (re.compile(r"[a-z] its "), re.compile(r"\b0 cards\b"), re.compile(r"\([^()]*\([a-z]"))


def _said():
    """Every log line and refusal of a few whole games, in English."""
    lines, refusals = set(), set()
    for seed, setup in enumerate(SETUPS * 3):
        s = HakusuraState.new_game(seed, INFO.new_options(setup))
        rng = random.Random(seed)
        for _ in range(3000):
            if s.result() is not None:
                break
            got = s.gesture(s.to_move(), rng.choice(PLACES), rng.choice(PLACES + [None]))
            if isinstance(got, IllegalAction):
                refusals.add(got.reason("en"))
            for e in s.apply(rng.choice(s.legal_actions())):
                if isinstance(e, Log):
                    lines.add(LogLine(e).line("en"))
    return lines, refusals


@pytest.fixture(scope="module")
def said():
    return _said()


def test_log_lines_read_as_english(said):
    lines, _ = said
    assert any("Empty seat flips" in line for line in lines)        # the solo games got that far
    for line in lines:
        assert not any(g.search(line) for g in GLITCHES), line
        assert not line[:1].islower(), line


def test_refusals_read_as_english(said):
    _, refusals = said
    assert refusals
    for text in refusals:
        assert not any(g.search(text) for g in GLITCHES), text


def test_the_empty_seat_with_no_card_left_does_not_count_zero():
    from game.i18n import t
    assert "0" not in t("hakusura.empty.note_again", lang="en")
    assert "shuffled again" in t("hakusura.empty.note_again", lang="en")



@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_small_boxes_hold_their_whole_sentence(table_app, lang, size):
    """The empty slot's "lay face down here" (it read "lay face…") and the line under a
    hidden hand (three cards named) wrap inside their boxes at 12 units, never cut."""
    from game.hakusura.rules.cards import name
    from game.hakusura.table import Table
    from game.i18n import t
    from game.ui.widgets import wrap_cached
    from tests.hakusura_ui.play import CPU, HUMAN
    table_app.resize(size)
    tb = Table.start(table_app, [dict(HUMAN), dict(CPU)], {"seed": 1})
    hud, size12 = tb.board.hud, tb.px(12)
    cards = ("・" if lang == "ja" else ", ").join(name(c, lang) for c in HAND_CARDS)
    for text, box in ((t("hakusura.slot.lay", lang=lang), hud.note_rect(0, "slot")),
                      (t("hakusura.hand.one_of", lang=lang, cards=cards), hud.note_rect(1, "hand"))):
        lines = wrap_cached(text, size12, box.width, False)
        assert len(lines) * (size12 + max(1, size12 // 6)) <= box.height, (text, lines)
        assert tb.zone["seat.1"].contains(hud.note_rect(1, "hand"))
