"""Every character and shikigami of chapter 9, each ability its own test (text quoted)."""
from __future__ import annotations

import pytest

from game.chobuku.rules.cards import BASIC_CHARAS, CHARAS, COLOURS, shiki
from game.chobuku.rules.judge import outcome, start_judgement
from game.chobuku.rules.model import CHAL, RET
from game.chobuku.rules.power import reiryoku, retreat_outcome

from .helpers import act, legal, position


def _chal(s, *seats):
    for p in seats:
        s.cands[p].status = CHAL
    s.edited()
    return s


def test_nine_characters_forty_two_shikigami():
    """章3「キャラ札 9 基本5＋特殊4」「式神札 42 基本キャラ6枚×5＋特殊キャラ3枚×4」"""
    assert len(CHARAS) == 9 and sum(len(c.shiki) for c in CHARAS.values()) == 42
    assert all(len(CHARAS[c].shiki) == 6 for c in BASIC_CHARAS)


def test_basic_shikigami_form_a_latin_square():
    """章9-1「値と色はラテン方陣：どのキャラも5色を1枚ずつ持ち、同じ『値×色』は全体で1枚。」"""
    seen = set()
    for c in BASIC_CHARAS:
        ks = CHARAS[c].shiki[1:]
        assert sorted(k.colour for k in ks) == sorted(COLOURS) and [k.value for k in ks] == [1, 2, 3, 4, 5]
        seen |= {(k.value, k.colour) for k in ks}
    assert len(seen) == 25


@pytest.mark.parametrize("chara", BASIC_CHARAS)
def test_kage_shadow_retreats_over_the_limit_with_four_bottles(chara):
    """影式神「霊力0・無色。自分の小瓶4枚以下で退く時に限り、霊力超過でも退却成功する。」"""
    other = "tamamo"
    s = position(charas=(chara, other), slots={0: "kage"}, bottles={0: ["ka6", "sui6", "do6", "kin1"], 1: ["moku1"]})
    assert retreat_outcome(s, 0) == (True, 19, "shadow")
    s.cands[0].bottles.append("moku2")
    assert retreat_outcome(s, 0)[0] is False


def test_kyubi_nine_tails_over_with_one_bottle():
    """九尾 7 火「調伏判定時のみ：小瓶が1枚以下なら霊力超過として扱う。」"""
    s = _chal(position(charas=("tamamo", "sakaki"), slots={0: "kyubi"}, bottles={0: ["ka3"], 1: ["moku1"]}), 0, 1)
    assert outcome(s)["over"][0] == "kyubi" and reiryoku(s, 0, True) == 10
    assert retreat_outcome(s, 0)[0] is True          # judgement only


def test_bakegitsune_shape_fox_one_or_four():
    """化け狐 1 無色「霊力1。調伏判定時のみ：自分の小瓶が2枚以下なら、霊力を1か4のどちらかに決めてよい
    （判定の手順3で宣言）。」 (the bottle limit is OC-R64's retune)"""
    s = _chal(position(charas=("tamamo", "sakaki"), slots={0: "bakegitsune"},
                       bottles={0: ["ka6", "sui3"], 1: ["moku1"]}), 0, 1)
    start_judgement(s, [])
    assert s.pending == ("declare", 0, "bake")
    assert legal(s) == {"s0 declare bake 1", "s0 declare bake 4"}
    act(s, "s0 declare bake 4")
    assert {e["seat"]: e for e in s.judgement["entries"]}[0]["reiryoku"] == 13


def test_bakegitsune_declares_only_with_two_bottles_or_fewer():
    """OC-R64 【調整】: with 3 bottles 化け狐 is not declared and stays 1."""
    s = _chal(position(charas=("tamamo", "sakaki"), slots={0: "bakegitsune"},
                       bottles={0: ["ka6", "sui3", "do0"], 1: ["moku1"]}), 0, 1)
    start_judgement(s, [])
    assert s.pending is None or s.pending[1] != 0
    assert {e["seat"]: e for e in s.judgement["entries"]}[0]["reiryoku"] == 10
    assert "小瓶が2枚以下なら" in shiki("tamamo", "bakegitsune").text_ja


def test_medium_counts_the_fox_four_only_with_two_bottles_or_fewer():
    """OC-R64 in the computer's reckoning: at 10 with the fox, two bottles may still make an exact
    13 (+2 marks), three may not."""
    from game.chobuku.rules.ai.standings import Ctx
    s = position(charas=("tamamo", "sakaki"), slots={0: "bakegitsune"}, bottles={0: ["ka6", "sui2"], 1: ["moku1"]})
    ctx = Ctx(s, 0)
    assert 3 in ctx.flex and 3 not in ctx.flex_many
    assert ctx.stop(10, 2) > ctx.stop(10, 3) + 1.0


def test_kudagitsune_pipe_fox_three_bottles():
    """管狐 2 金「自分の小瓶3枚以下で退く時に限り、霊力超過でも退却成功する。（速疾鬼が優先）」"""
    s = position(charas=("tamamo", "sakaki"), slots={0: "kudagitsune"}, bottles={0: ["ka6", "sui6", "do3"], 1: ["moku1"]})
    assert retreat_outcome(s, 0) == (True, 17, "pipefox")
    s.cands[0].bottles.append("kin0")
    assert retreat_outcome(s, 0)[0] is False
    s = position(oni="sokushitsuki", charas=("tamamo", "sakaki"), slots={0: "kudagitsune"},
                 bottles={0: ["ka6", "sui6"], 1: ["moku1"]})
    assert retreat_outcome(s, 0)[0] is False


def test_yukionna_snow_woman_minus_two():
    """雪女 −2 水「なし（封じられると0）」"""
    s = position(charas=("yukishiro", "sakaki"), slots={0: "yukionna"}, bottles={0: ["ka6"], 1: ["moku1"]})
    assert reiryoku(s, 0, False) == 4
    s.stars = [("fuji", 1, None, None)]
    s.seal = s.bottle_deck.pop(s.bottle_deck.index("sui0"))
    assert reiryoku(s, 0, False) == 6


def test_tsuraraonna_icicle_woman_heals_on_retreat():
    """氷柱女 5 水（再構成は4、OC-R63）「退却成功時、小瓶6を持っていなくても護符を1回復する（上限3、重複しない）。」"""
    s = position(charas=("yukishiro", "sakaki", "homura"), slots={0: "tsuraraonna"},
                 bottles={0: ["ka6", "do2"], 1: ["moku1"], 2: ["kin1"]}, gofu={0: 1}, players=3)
    act(s, "s0 retreat")
    assert s.cands[0].gofu == 2            # once, although it also holds a 6


def test_yukiwarashi_snow_child_plus_three_with_a_zero():
    """雪童子 2 水（再構成は1、OC-R63）「調伏判定時のみ：小瓶0を持っていれば霊力+3。」"""
    s = _chal(position(charas=("yukishiro", "sakaki"), slots={0: "yukiwarashi"}, bottles={0: ["ka0", "do5"], 1: ["moku1"]}), 0)
    assert reiryoku(s, 0, True) == 10 and reiryoku(s, 0, False) == 7


def test_zashikiwarashi_house_child_extra_mark():
    """座敷童子 1 土「調伏成功したら継承印+1。」"""
    s = _chal(position(charas=("fukumaru", "sakaki"), slots={0: "zashikiwarashi", 1: "kage"},
                       bottles={0: ["ka6", "do5"], 1: ["moku1"]}), 0, 1)
    start_judgement(s, [])
    assert {e["seat"]: e for e in s.judgement["entries"]}[0]["marks"] == 2


def test_manekineko_beckoning_cat_no_loss_as_weakest():
    """招き猫 3 金「調伏判定時のみ：霊力最弱になっても護符を失わない。」"""
    s = _chal(position(players=3, charas=("fukumaru", "sakaki", "homura"), slots={0: "manekineko", 1: "kage", 2: "kage"},
                       bottles={0: ["ka1"], 1: ["moku6", "do6"], 2: ["kin6", "sui5"]}), 0, 1, 2)
    start_judgement(s, [])
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[0]["weakest"] and e[0]["gofu"] == 0


def test_binbogami_poverty_god_pays_a_mark():
    """貧乏神 4 無色（再構成は5、OC-R62）「調伏判定時のみ：霊力超過した時、護符1枚の代わりに継承印1つを失ってもよい（継承印がなければ不可）。」"""
    s = _chal(position(charas=("fukumaru", "sakaki"), slots={0: "binbogami", 1: "kage"},
                       bottles={0: ["ka6", "do5"], 1: ["moku1"]}, marks={0: 2}), 0, 1)
    start_judgement(s, [])
    assert s.pending == ("declare", 0, "binbo")
    act(s, "s0 declare binbo mark")
    assert s.cands[0].marks == 1 and s.cands[0].gofu == 3
    s = _chal(position(charas=("fukumaru", "sakaki"), slots={0: "binbogami", 1: "kage"},
                       bottles={0: ["ka6", "do5"], 1: ["moku1"]}, marks={0: 0}), 0, 1)
    start_judgement(s, [])
    assert s.pending[0] != "declare"                           # no mark: no choice
    assert s.cands[0].gofu == 2


def test_kagamiutsushi_mirror_copies_the_initial_bottle():
    """鏡写し「霊力は自分の初期小瓶の印刷値と同じ（初期小瓶が無くなれば0）。」 鼓舞鬼の+1・封じは写さない"""
    s = position(oni="kobuki", charas=("kyoka", "sakaki"), slots={0: "kagamiutsushi"},
                 bottles={0: ["ka5", "do2"], 1: ["moku1"]})
    assert reiryoku(s, 0, False) == 6 + 3 + 5
    s.cands[0].bottles.remove("ka5")
    s.cands[0].initial = None
    s.bottle_discard.append("ka5")
    assert reiryoku(s, 0, False) == 3


def test_nue_all_colours_zero_under_any_seal():
    """鵺 3 全色「5色すべてを持つ。[五行封じ]ではどの色が封じられても霊力0。」"""
    s = position(charas=("kyoka", "sakaki"), slots={0: "nue"}, bottles={0: ["ka5"], 1: ["moku1"]},
                 stars=[("fuji", 1, None, None)], seal="kin2")
    assert reiryoku(s, 0, False) == 5
    s.stars = [("kikkyo-sui", 1, 0, 2)]
    s.seal = None
    s.bottle_discard.append("kin2")
    s.cands[0].status = CHAL
    assert reiryoku(s, 0, True) == 5 + 3 + 2          # 鵺 has water


def test_tsukumokagami_counts_the_bottles():
    """付喪鏡「霊力は自分の小瓶の枚数と同じ（0の小瓶も数える）。」"""
    s = position(charas=("kyoka", "sakaki"), slots={0: "tsukumokagami"}, bottles={0: ["ka0", "do0", "kin1"], 1: ["moku1"]})
    assert reiryoku(s, 0, False) == 1 + 3


def test_every_shikigami_has_a_name_in_both_languages():
    for c in CHARAS.values():
        for k in c.shiki:
            assert shiki(c.id, k.id).name_ja and k.name_en
    _ = RET
