"""鬼調伏 words its actions (a chooser's rows), its pieces (the zoom panel) and its judgement's
rows in both languages, from the rules."""
from __future__ import annotations

from types import SimpleNamespace as C

from game.chobuku.rules import actions as A
from game.chobuku.rules.judgement import JudgeEntryView, JudgementView
from game.chobuku.rules.wording import (ANSWERS, about, describe, row_notes, seat_notes, spirit_shown, strength,
                                         ura_line, verdicts)
from game.engine import Place

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


# -- what the zoom panel says of a piece ----------------------------------------------------------
def test_the_oni_reads_its_strength_and_its_terms():
    v = position(players=2, oni="akaoni").view(0)
    piece, ja = about(v, A.THE_ONI, NAMES, "ja")
    assert piece == ("oni", "akaoni", None)
    assert f"鬼体力 {v.taikyu}" in ja and strength(v.taikyu_parts, "ja")[0] in ja
    assert f"Oni {v.taikyu}" in about(v, A.THE_ONI, NAMES, "en")[1]


def test_an_omen_and_a_used_star_card_read_in_both_languages():
    s = position(players=3, omens=("takaburi", None, None), stars=(("hoshiawase", 1, 2, 1),))
    v = s.view(0)
    assert about(v, A.omen(0), NAMES, "ja")[0] == ("star", "takaburi", None)
    assert about(v, A.omen(0), NAMES, "en")[1].startswith("Omen 1 ")
    assert about(v, A.omen(1), NAMES, "en") == (None, "")           # an empty omen
    ja, en = (about(v, Place("star", None, 0), NAMES, lang)[1] for lang in ("ja", "en"))
    assert "（焔が使用 →岩見 +1）" in ja and "(used by 焔 on 岩見 +1)" in en


def test_a_face_down_shikigami_names_what_it_could_be_to_the_others():
    s = position(players=2)
    piece, text = about(s.view(1), A.slot(0), NAMES, "en")
    assert piece == ("shiki", None, None) and text.startswith("榊's face-down shikigami is one of: ")
    piece, text = about(s.view(0), A.slot(0), NAMES, "ja")
    assert piece[0] == "shiki" and piece[1] is not None and "伏せ札（見えているのは自分だけ）" in text


def test_the_decks_and_an_unknown_place_say_what_they_can():
    v = position(players=2).view(0)
    assert about(v, A.BOTTLE_DECK, NAMES, "en") == \
        (("bottle", None, None), f"Bottle deck: {v.bottle_deck} (0–6 in five colours)")
    assert about(v, A.STAR_DECK, NAMES, "ja") == (("star", None, None), f"星読み山札 {v.star_deck}枚")
    assert about(v, A.token("swap"), NAMES, "ja") == (None, "")


# -- the judgement's rows --------------------------------------------------------------------------
def _entry(**more):
    base = dict(seat=0, shiki=None, reiryoku=12, parts=(), over=None, inn=False, success=False, perfect=False,
                weakest=False, marks=0, gofu=0, notes=())
    return JudgeEntryView(**{**base, **more})


def test_a_rows_tags_come_in_the_order_they_are_told():
    e = _entry(inn=True, over="four", weakest=True)
    assert [k for k, _w in verdicts(e)] == ["inn", "over", "weakest"]
    assert verdicts(e)[1][1] == ("超過（四瓶の禁忌）", "Over (four-bottle taboo)")
    assert verdicts(_entry(success=True, perfect=True)) == (("perfect", ("完全調伏", "Perfect")),)


def test_a_rows_notes_say_what_it_gained_and_lost():
    e = _entry(marks=2, gofu=-1, notes=(("貧乏神", "Poverty god"),))
    assert row_notes(e, "ja") == "継承印 +2  護符 -1  貧乏神"
    assert row_notes(e, "en") == "Marks +2  Amulets -1  Poverty god"
    assert row_notes(_entry(), "en") == ""


def test_the_hidden_stars_line_names_an_exact_hit_made_weakest():
    exact = _entry(seat=1, reiryoku=12, weakest=True)
    j = JudgementView(1, 12, (("青鬼", "Blue oni", 12),), (exact,), True, False, None, (), ())
    assert ura_line(j, NAMES, "ja") == "[裏星の導き]: 焔 のぴったり 12 は調伏にならず霊力最弱"
    assert ura_line(JudgementView(1, 12, (), (), True, False, None, (), ()), NAMES, "en").startswith("[Guidance")
    parts = (("青鬼", "Blue oni", 12), ("火車鬼", "Fire-cart oni", 2))
    assert strength(parts, "en") == ["Blue oni 12", "Fire-cart oni +2"]


# -- a seat's panel ----------------------------------------------------------------------------------
def test_a_seats_notes_and_what_shows_of_its_spirit():
    s = position(players=3, bottles={0: ["ka6", "ka1"], 1: ["sui1"], 2: ["kin1"]})
    mine, theirs = s.view(0).cands[0], s.view(1).cands[0]
    assert spirit_shown(mine, "en") == f"Spirit {mine.reiryoku}"
    assert spirit_shown(theirs, "ja") == f"見える霊力 {theirs.visible_reiryoku}+?"   # its shikigami: face down
    kinds = [k for k, _w in seat_notes(mine, eliminated=(0,))]
    assert kinds[-1] == "out" and dict(seat_notes(mine, (0,)))["out"] == ("脱落", "Out")
    assert [k for k, _w in seat_notes(mine, ())] == kinds[:-1]
    c = C(seat=1, six_stop=None, last_prep=True, status="prep")
    assert [k for k, _w in seat_notes(c, ())] == ["six_stop_maybe", "last_prep"]
    challenging = C(seat=1, six_stop=True, last_prep=True, status="chal")
    assert seat_notes(challenging, ()) == [("six_stop", ("6ストップ", "6-stop"))]
