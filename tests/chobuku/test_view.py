"""What the table reads from the view: 鬼体力 breakdown, rows, counts, markers, bottles
with their 霊力, the viewer's choices with refusal reasons, odds, and the judgement."""
from __future__ import annotations

from game.chobuku.rules import actions as A
from game.chobuku.rules.model import CHAL
from game.chobuku.rules.view import own_face_down
from game.engine import Place

from .helpers import act, position


def test_turn_choices_carry_refusals_for_six_stop_parent_and_gates():
    s = position(players=3, oya=True, star=0, bottles={0: ["ka6", "ka1", "do0"], 1: ["sui1"], 2: ["kin1"]},
                 stars=[("sanshumon", 1, None, None)], omens=("sanbin", None, None))
    s.cands[0].bottles = ["ka6", "ka1", "ka0"]
    s.bottle_deck = [b for b in s.bottle_deck if b != "ka0"] + ["do0"]
    s.edited()
    v = s.view(0)
    by = {c.text: c for c in v.choices}
    assert not by["s0 draw 1"].legal and "6ストップ" in by["s0 draw 1"].reason_ja and by["s0 draw 1"].button == Place.parse("button:draw1")
    assert not by["s0 retreat"].legal and by["s0 retreat"].rule == "OC-11"
    # 6-stop and the parent leave nothing else: the gate gives way (OC-R19)
    assert by["s0 challenge use 0"].legal and by["s0 challenge use 0"].source == Place.parse("omen:0")
    assert by["s0 challenge use 0"].target == Place.parse("oni") and v.odds == ()
    assert s.view(1).choices == () and s.view(1).decision is None


def test_gate_refusal_shown_when_drawing_is_open():
    s = position(players=3, bottles={0: ["ka3", "do1"], 1: ["sui1"], 2: ["kin1"]}, stars=[("fukumon", 1, None, None)])
    by = {c.text: c for c in s.view(0).choices}
    assert not by["s0 challenge draw"].legal and by["s0 challenge draw"].rule == "OC-10"
    assert by["s0 draw 1"].legal and len(s.view(0).odds) == 3


def test_oni_taikyu_breakdown_rows_counts_and_markers():
    s = position(players=3, oni="donreiki", oni_bottle="ka3", stars=[("takaburi", 1, None, None)],
                 omens=("fuji", None, "sanbin"), seal="sui2", bottles={0: ["moku1"], 1: ["do1"], 2: ["kin1"]},
                 star=1, oya=True)
    v = s.view(None)
    assert v.oni == "donreiki" and v.taikyu == 15 and [p[2] for p in v.taikyu_parts] == [10, 3, 2]
    assert v.omens == ("fuji", None, "sanbin") and v.seal == "sui2" and v.sealed_colour is None
    assert v.stars[0].card == "takaburi" and v.stars[0].user == 1
    assert v.bottle_deck == len(s.bottle_deck) and v.star_deck == len(s.star_deck) and v.oni_deck == 5
    assert v.cands[1].star and v.cands[1].oya and not v.cands[0].star
    assert [c.status for c in v.cands] == ["prep"] * 3 and v.cands[0].gofu == 3


def test_bottles_show_printed_value_power_and_seal():
    s = position(oni="kobuki", stars=[("fuji", 1, None, None)], seal="sui0", bottles={0: ["ka6", "sui5"], 1: ["do1"]})
    b = s.view(1).cands[0].bottles
    assert (b[0].value, b[0].power, b[0].sealed) == (6, 7, False)
    assert (b[1].value, b[1].power, b[1].sealed, b[1].colour) == (5, 0, True, "sui")
    assert b[0].initial and not b[1].initial


def test_judgement_breakdown_kept_for_the_table():
    s = position(bottles={0: ["ka6", "do6", "kin1"], 1: ["sui3"]}, slots={0: "kage", 1: "kage"}, status={1: CHAL},
                 star_top=("takaburi",))
    ev = act(s, "s0 challenge draw")
    j = s.view(1).judgement
    assert j is not None and j.taikyu == 15
    e0 = next(e for e in j.entries if e.seat == 0)
    assert e0.reiryoku == 13 and e0.success and not e0.perfect and e0.marks == 1
    assert [p[2] for p in e0.parts] == [6, 6, 1, 0]
    from game.chobuku.rules.events import Judged
    assert any(isinstance(e, Judged) and e.judgement == j for e in ev)


def test_only_the_owner_has_face_down_pieces_of_their_own_to_peek_at():
    s = position(players=2, oni="kirioni", slots={0: "kappa"}, bottles={0: ["ka3"]}, initial={0: "ka3"},
                 initial_down=(0,))
    assert own_face_down(s.view(0)) == [A.slot(0), A.bottle(0, "ka3")]
    assert own_face_down(s.view(1)) == [A.slot(1)] and own_face_down(s.view(None)) == []
    s2 = position(players=2, slots={0: "kappa"}, slot_up=(0,))
    assert A.slot(0) not in own_face_down(s2.view(0))                       # turned up: no secret
