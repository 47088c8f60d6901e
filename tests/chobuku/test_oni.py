"""Every oni card, one test each, quoting its text (chapter 10-1)."""
from __future__ import annotations

from game.chobuku.rules.cards import ONI
from game.chobuku.rules.judge import outcome
from game.chobuku.rules.model import CHAL, RET
from game.chobuku.rules.power import reiryoku, taikyu

from .helpers import act, legal, position


def _chal(s, *seats):
    for p in seats:
        s.cands[p].status = CHAL
    s.edited()
    return s


def test_oni_count_and_ten_per_game():
    """章3「鬼札 12 … 1ゲームに10枚使用」"""
    from .helpers import new
    s = new(3, seed=5, characters="basic")
    assert len(ONI) == 12 and len(s.oni_deck) == 9 and len(s.oni_box) == 2 and s.oni is not None


def test_akaoni_red_oni_13_no_ability():
    """赤鬼 13「なし」"""
    s = position(oni="akaoni", bottles={0: ["ka6", "sui6", "do1"], 1: ["kin1"]}, slots={0: "kage"})
    assert taikyu(s) == 13 and ONI["akaoni"].text_ja == "なし"
    assert outcome(_chal(s, 0, 1))["perfect"]


def test_aooni_blue_oni_recovery_needs_a_zero():
    """青鬼 13「退却成功時の護符回復は、小瓶6ではなく小瓶0を持っていることが条件。」"""
    s = position(oni="aooni", bottles={0: ["ka6", "sui1"], 1: ["kin0", "do2"]}, gofu={0: 2, 1: 2})
    act(s, "s0 retreat")
    assert s.cands[0].status == RET and s.cands[0].gofu == 2
    s = position(oni="aooni", bottles={0: ["kin0", "do2"], 1: ["ka6"]}, gofu={0: 2})
    act(s, "s0 retreat")
    assert s.cands[0].gofu == 3


def test_otakeoni_great_peak_16():
    """大嶽鬼 16「なし」"""
    s = position(oni="otakeoni", bottles={0: ["ka6", "sui6", "do4"], 1: ["kin1"]}, slots={0: "kage"})
    assert taikyu(s) == 16 and outcome(_chal(s, 0, 1))["perfect"]


def test_gaki_hungry_ghost_11():
    """餓鬼 11「なし」"""
    s = position(oni="gaki", bottles={0: ["ka6", "sui6"], 1: ["kin1"]}, slots={0: "kage"})
    assert taikyu(s) == 11 and outcome(_chal(s, 0, 1))["over"][0] == "power"


def test_sokushitsuki_swift_ten_or_more_always_fails_to_retreat():
    """速疾鬼 13「霊力10以上の候補者は、退くと必ず退却失敗になる（影式神など式神の効果より優先）。」"""
    s = position(oni="sokushitsuki", bottles={0: ["ka6", "sui4"], 1: ["kin1"]}, slots={0: "kage"})
    act(s, "s0 retreat")
    assert s.pending == ("stars", 0)                  # 10 ≤ 13 but still a failure
    s = position(oni="sokushitsuki", bottles={0: ["ka6", "sui3"], 1: ["kin1"]}, slots={0: "kage"})
    act(s, "s0 retreat")
    assert s.cands[0].status == RET


def test_kirioni_mist_initial_bottles_face_down():
    """霧鬼 13「初期小瓶を裏向きで配る。持ち主だけが確認でき、退く時または調伏判定時に公開する。」"""
    from .helpers import new
    for seed in range(60):
        s = new(3, seed=seed, characters="basic")
        if s.oni == "kirioni":
            break
    else:
        raise AssertionError("no mist oni in 60 seeds")
    for p, c in enumerate(s.cands):
        assert c.initial_down
        assert s.view(p).cands[p].bottles[0].id == c.initial
        assert s.view((p + 1) % 3).cands[p].bottles[0].id is None
    from game.engine import Revealed
    s = position(oni="kirioni", bottles={0: ["ka5"], 1: ["sui4"]}, initial_down=(0, 1), status={1: CHAL},
                 star_top=("takaburi",))
    ev = act(s, "s0 challenge draw")
    assert {e.card for e in ev if isinstance(e, Revealed)} >= {"ka5", "sui4"}   # opened at judgement


def test_kobuki_rallying_every_bottle_plus_one_printed_for_rules():
    """鼓舞鬼 15「すべての小瓶の霊力+1。6ストップ・護符回復・『霊力3以下』の判定は札の数字で行う。」"""
    s = position(oni="kobuki", bottles={0: ["ka6", "sui5", "do0"], 1: ["kin1"]}, gofu={0: 2}, slots={0: "kage"})
    assert taikyu(s) == 15 and reiryoku(s, 0, False) == 7 + 6 + 1
    assert not any(t.startswith("s0 draw") for t in legal(s))      # the printed 6
    act(s, "s0 retreat")
    assert s.cands[0].gofu == 3                                     # printed 6 heals


def test_seiranki_star_chaos_after_every_use():
    """星乱鬼 13「星読み札が使われるたび（予兆からでも山札からでも）、その解決後に予兆1枚を無作為に捨て、星読み山札から
    1枚補充する。予兆を捨てるだけでは発動しない。」"""
    s = position(oni="seiranki", omens=("sanbin", "urabosi", None), bottles={0: ["ka3"], 1: ["sui2"]},
                 star_top=("takaburi",))
    act(s, "s0 challenge use 0")
    assert s.star_discard == ["urabosi"] and s.omens == [None, "takaburi", None]
    # with no omen left nothing happens
    s = position(oni="seiranki", omens=("sanbin", None, None), bottles={0: ["ka3"], 1: ["sui2"]})
    act(s, "s0 challenge use 0")
    assert s.omens == [None, None, None] and s.star_discard == []


def test_donreiki_spirit_swallower_ten_plus_its_bottle():
    """呑霊鬼 10＋鬼の小瓶「出現時：小瓶山札から1枚を公開してこの鬼に載せる（鬼の小瓶）。鬼体力は10＋その印刷値。」"""
    s = position(oni="donreiki", oni_bottle="ka5", bottles={0: ["ka3"], 1: ["sui2"]})
    assert taikyu(s) == 15 and s.view(1).oni_bottle == "ka5"
    assert [p[2] for p in s.view(1).taikyu_parts] == [10, 5]


def test_hozoki_treasure_plus_one_per_success():
    """宝蔵鬼 13「調伏成功者が得る継承印+1。」"""
    from game.chobuku.rules.judge import start_judgement
    s = _chal(position(oni="hozoki", bottles={0: ["ka6", "sui5"], 1: ["kin6", "moku5"]},
                       slots={0: "kage", 1: "kage"}), 0, 1)
    start_judgement(s, [])
    assert [e["marks"] for e in s.judgement["entries"]] == [2, 2]


def test_kashaki_fire_cart_plus_two_with_fire():
    """火車鬼 13「調伏判定時のみ：火の小瓶を1枚以上持つ挑戦者は霊力+2。」"""
    s = _chal(position(oni="kashaki", bottles={0: ["ka1", "ka2"], 1: ["kin1"]}, slots={0: "kage"}), 0)
    assert reiryoku(s, 0, True) == 5 and reiryoku(s, 0, False) == 3


def test_suiki_water_minus_one_per_water_bottle():
    """水鬼 13「調伏判定時のみ：挑戦者は水の小瓶1枚につき霊力−1。」"""
    s = _chal(position(oni="suiki", bottles={0: ["sui1", "sui2", "ka3"], 1: ["kin1"]}, slots={0: "kage"}), 0)
    assert reiryoku(s, 0, True) == 4 and reiryoku(s, 0, False) == 6
