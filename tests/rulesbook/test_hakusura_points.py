"""ハクスラ陰陽師: refusals cite the ruling about the card they refuse, and a game started
without a final battle plays the catalogue's default (issue 34)."""
from __future__ import annotations

import pytest

from game import games, rulesbook
from game.engine import IllegalAction
from game.hakusura.rules import OPTIONS, HakusuraState
from tests.hakusura.helpers import acts, pending, table


def refusal(s, text: str):
    err = s.explain(s.parse_action(text))
    assert err is not None, text
    return err


def test_sakubo_in_coop_and_without_a_flip_cites_hs_r23():
    """HS-R23: 策謀 cannot be declared while two players fight yokai (FAQ 「使えない。決闘か1人用でだけ意味が
    ある」), nor on a solo turn without a flip."""
    s = table(chars=("rinka", "seimei"), shiki=(("nurarihyon",), ()), first=0)
    err = refusal(s, "L use nurarihyon")
    assert err.rule == "HS-R23" and "2人で妖と戦っている" in err.ja
    s = table(players=1, chars=("rinka",), yokai=("kappa", "ittan"), battle=2, shiki=(("nurarihyon",), ()))
    err = refusal(s, "L use nurarihyon")
    assert err.rule == "HS-R23" and "めくり" in err.ja


def test_ippon_with_an_unused_card_cites_hs_r25():
    """HS-R25 [R17]: 一本足 needs a used card; the card named is still in the hand."""
    s = table(chars=("rinka", "seimei"), yokai=("kappa", "ittan"), first=0, shiki=(("karakasa",), ()),
              used=(("kogeki",), ()))
    assert pending(s) == ("start", 0)
    err = refusal(s, "L use karakasa jutsu")
    assert err.rule == "HS-R25" and "術" in err.ja and "Jutsu" in err.en


def test_dokuiki_on_the_card_being_played_cites_hs_r26():
    """HS-R26 [R18]: 毒息 discards a hand card, not the one being played."""
    s = table(chars=("rinka", "seimei"), yokai=("nue", "oni"), battle=5, first=0, shiki=(("ushioni",), ()))
    acts(s, "L pick kogeki", "R pick bogyo")
    assert pending(s) == ("act", 0)
    err = refusal(s, "L use ushioni kogeki")
    assert err.rule == "HS-R26" and "攻撃" in err.ja


def test_evolved_kuzunoha_returning_defend_cites_the_appendix():
    """付録 (HS-12): 葛葉 裏「ターンの終わりに、使用済みの攻撃と術を手札に戻せる」 — not 防御."""
    s = table(chars=("kuzunoha", "seimei"), yokai=("kappa", "ittan"), first=0, evolved=(True, False),
              used=(("bogyo",), ()))
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:0")
    assert pending(s) == ("kuzu", 0)
    err = refusal(s, "L return bogyo")
    assert err.rule == "HS-12"
    assert "葛葉" in rulesbook.load("hakusura").markup("HS-12", "ja")


def test_an_unreadable_action_opens_a_chapter():
    """A text that is no action names the chapter of the turn, not a page that does not exist."""
    doc = rulesbook.load("hakusura")
    for junk in ("L dance", "pick", None):
        with pytest.raises(IllegalAction) as info:
            HakusuraState.parse_action(junk)
        assert doc.resolve(info.value.rule)[0] in [c.id for c in doc.chapters], (junk, info.value.rule)
    err = table().explain("L pick kogeki")        # a text, not an action
    assert doc.resolve(err.rule)[0] in [c.id for c in doc.chapters]


def test_final_battle_has_one_default():
    """The catalogue says which final a new game plays when nobody chose one; new_game
    without the option plays that same one."""
    default = next(o.default for o in OPTIONS if o.key == "final")
    assert HakusuraState.new_game(3, {"players": 2}).final == default
    assert games.get("hakusura").new_options({"players": 2})["final"] == default
