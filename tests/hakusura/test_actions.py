"""Action texts round-trip and carry the places the table's gestures use (their text forms:
``kind[@seat][:key]``, each parsed back to the same place)."""
import pytest

from game.engine import IllegalAction, Place
from game.hakusura.rules import HakusuraState
from game.hakusura.rules import actions as A
from tests.hakusura.helpers import act, acts, legal_texts, table

SAMPLES = {
    "L pick kogeki": ("hand@0:kogeki", "slot@0"),
    "R pass": ("button:pass", None),
    "L use karakasa jutsu": ("shiki@0:karakasa", "used@0:jutsu"),
    "R use ushioni bogyo": ("shiki@1:ushioni", "hand@1:bogyo"),
    "L use tsuchigumo yokai:1": ("shiki@0:tsuchigumo", "yokai:1"),
    "L use nue boss": ("shiki@0:nue", "boss"),
    "R use hoshoku": None,
    "L use kamaitachi": ("shiki@0:kamaitachi", None),
    "L evolve": ("char@0", None),
    "L spend oni": ("shiki@0:oni", "char@0"),
    "L evolve done": ("button:evolve", None),
    "L partner kappa": ("shiki@0:kappa", "char@0"),
    "R play kogeki minion": ("slot@1", "minion"),
    "R play bogyo": ("slot@1", None),
    "L renda jutsu player:1": ("hand@0:jutsu", "char@1"),
    "L renda bogyo": ("hand@0:bogyo", "slot@0"),
    "L after nue yokai:0": ("effect@0:nue", "yokai:0"),
    "L after char yokai:1": ("effect@0:char", "yokai:1"),
    "L hit chochin yokai:0": ("shiki@0:chochin", "yokai:0"),
    "R return jutsu": ("used@1:jutsu", "hand@1"),
    "R return kogeki boss": ("used@1:kogeki", "boss"),
    "L take oni shiki": ("loot:oni", "shiki@0"),
    "R take oni bottom": ("loot:oni", "edge@1:bottom"),
    "L start kappa left": ("pool:kappa", "edge@0:left"),
    "L equip nue right": ("shiki@0:nue", "edge@0:right"),
    "L equip nue keep": ("shiki@0:nue", "shiki@0"),
    "R discard tengu": ("shiki@1:tengu", "box"),
    "L flip bogyo": (None, "empty:bogyo"),
}


@pytest.mark.parametrize("text", sorted(SAMPLES))
def test_text_round_trip_and_place_ids(text):
    want = SAMPLES[text]
    if want is None:
        with pytest.raises(IllegalAction):
            HakusuraState.parse_action(text)
        return
    a = HakusuraState.parse_action(text)
    assert a.text() == text and HakusuraState.parse_action(a.text()) == a
    assert (ends(a.source), ends(a.target)) == want
    assert all(p is None or Place.parse(str(p)) == p for p in (a.source, a.target))


def ends(place):
    return str(place) if place is not None else None


@pytest.mark.parametrize("text", ["", "L", "X pick kogeki", "L pick", "L pick sword", "L use", "L use nobody",
                                  "L play kogeki yokai:9", "L take oni middle", "L equip nue top",
                                  "L evolve later", "R after", "L hit chochin", None, 3])
def test_malformed_texts_are_refused(text):
    with pytest.raises(IllegalAction) as info:
        HakusuraState.parse_action(text)
    assert info.value.ja and info.value.en and info.value.rule == "HS-5"


def test_refusals_name_the_rule_and_the_fact_and_change_nothing():
    s = table(chars=("rinka", "seimei"), first=0)
    before = s.to_json()
    for text, rule in (("R pick kogeki", "HS-5"), ("L play kogeki yokai:0", "HS-5"),
                       ("L evolve", "HS-7"), ("L use oni", "HS-7"), ("R pass", "HS-5")):
        a = s.parse_action(text)
        err = s.explain(a)
        assert err is not None and err.rule == rule and err.ja and err.en, text
        with pytest.raises(IllegalAction):
            s.apply(a)
        assert s.to_json() == before
    assert s.explain(s.parse_action("L pick kogeki")) is None
    act(s, "L pick kogeki")
    err = s.explain(s.parse_action("L pick bogyo"))
    assert "右(晴明)" in err.ja and err.rule == "HS-5"


def test_every_legal_action_is_explained_as_legal():
    s = table(chars=("kuzunoha", "seimei"), yokai=("oni", "nue"), battle=5, first=0,
              shiki=(("kitsunebi", "tsuchigumo", "ushioni"), ()))
    acts(s, "L pick kogeki", "R pick bogyo")
    assert len(legal_texts(s)) > 5
    for a in s.legal_actions():
        assert s.explain(a) is None
    assert isinstance(s.legal_actions()[0], A.Action)


def test_reason_texts_and_seat_names():
    from game.hakusura.rules import REASONS, reason_text
    assert set(REASONS) == {"down", "boss", "duel", "duel_both", "survivor", "resign"}
    assert reason_text("boss") == "ボスを倒した(勝ち)" and reason_text("boss", "en").startswith("the boss")
    s = table(chars=("rinka",), players=1, yokai=("kappa",))
    assert s.seat_name(0) == "陰陽師" and s.seats() == 1 and s.facets(0) == {"character": "梨花", "difficulty": "Lv3"}
    assert s.progress_text() == ("第1戦 1ターン目", "battle 1, turn 1")


def test_resigning():
    """Giving up in a duel game lets the other seat win; against the yokai everyone loses together."""
    s = table(chars=("rinka", "seimei"), final="duel")
    r = s.resigned(0)
    assert r.winner == 1 and r.reason == "resign" and s.result() is None
    s = table(chars=("rinka", "seimei"), final="boss")
    assert s.resigned(1).outcomes == ("loss", "loss") and s.resigned(1).coop
    s = table(chars=("rinka",), players=1, yokai=("kappa",))
    assert s.resigned(0).outcomes == ("loss",)
