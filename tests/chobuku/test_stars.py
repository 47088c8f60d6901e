"""Every 星読み card (24), each its own test quoting its text (chapter 10-2)."""
from __future__ import annotations

import pytest

from game.chobuku.rules.cards import COLOURS, STAR_IDS, STARS
from game.chobuku.rules.judge import outcome, start_judgement
from game.chobuku.rules.model import CHAL
from game.chobuku.rules.power import reiryoku, retreat_outcome, taikyu

from .helpers import act, legal, position


def _use(card, **kw):
    kw.setdefault("bottles", {0: ["ka3", "sui2"], 1: ["do1", "kin4"]})
    s = position(omens=(card, None, None), **kw)
    act(s, "s0 challenge use 0")
    return s


def test_24_cards_by_kind():
    """章10-2 の表: 吉凶占い 各1（5）…[身代わり紙人形] 2 … 計24枚"""
    kinds = {}
    for c in STAR_IDS:
        kinds[STARS[c].kind] = kinds.get(STARS[c].kind, 0) + 1
    assert len(STAR_IDS) == 24
    assert kinds["kikkyo"] == 5 and kinds["hikitori"] == 2 and kinds["kokan"] == 2 and kinds["migawari"] == 2


@pytest.mark.parametrize("colour", COLOURS)
def test_kikkyo_fortune_of_each_colour(colour):
    """[○の吉凶占い]「使用者は、自分を含む候補者1人を選び、＋2か−2を宣言する。調伏判定時のみ：対象が○の小瓶または○の式神を
    持っていれば、対象の霊力に宣言した値を加える。」"""
    card = f"kikkyo-{colour}"
    assert "＋2か−2を宣言" in STARS[card].text_ja
    s = _use(card, bottles={0: [f"{colour}3"], 1: ["do1" if colour != "do" else "ka1"]}, status={1: CHAL},
             slots={0: "kage"})
    act(s, "s0 fortune 0 +2")
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[0]["reiryoku"] == 5


def test_fuji_five_element_seal():
    """[五行封じ]「公開時：小瓶山札の一番上を公開してこの札に載せ、その色を封じ色とする。使用後：封じ色の小瓶と式神は霊力0。
    無色の式神は影響を受けない。」"""
    s = position(bottles={0: ["ka3", "sui2"], 1: ["do1"]}, omens=("fuji", None, None), seal="sui6",
                 slots={0: "kodama"})
    assert reiryoku(s, 0, False) == 6          # revealed only: no effect yet
    act(s, "s0 challenge use 0")
    assert reiryoku(s, 0, False) == 4 and s.view(1).sealed_colour == "sui"


def test_fukumon_gate_of_pairs():
    """[五行の複門]「使用後：準備中の候補者は、同じ色の小瓶を2枚以上持っていなければ『挑む』を選べない。」"""
    s = position(players=3, bottles={0: ["ka3"], 1: ["do1", "do2"], 2: ["kin1", "sui1"]},
                 omens=("fukumon", None, None))
    act(s, "s0 challenge use 0")
    assert "s1 challenge draw" in legal(s)
    act(s, "s1 draw 1") if "s1 draw 1" in legal(s) else None
    assert s.to_move() == 2 and not any("challenge" in t for t in legal(s))


def test_sanshumon_gate_of_three_kinds():
    """[五行三種門]「使用後：準備中の候補者は、3色以上の小瓶を持っていなければ『挑む』を選べない。」"""
    s = position(players=3, bottles={0: ["ka3"], 1: ["do1", "ka2", "sui1"], 2: ["kin1", "kin2"]},
                 omens=("sanshumon", None, None))
    act(s, "s0 challenge use 0")
    assert "s1 challenge draw" in legal(s)
    act(s, "s1 draw 1")
    assert not any("challenge" in t for t in legal(s))


def test_urabosi_guidance_of_the_hidden_star():
    """[裏星の導き]「調伏判定時のみ：鬼体力以下で、2番目に鬼体力に近い霊力の挑戦者を調伏成功者とする。完全調伏者はいなくなる。
    2番目に近い者がいなければ効果はない。」"""
    s = _use("urabosi", bottles={0: ["ka6", "sui6", "do1"], 1: ["kin6", "moku2"]}, slots={0: "kage", 1: "kage"},
             status={1: CHAL})
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[1]["success"] and e[1]["marks"] == 1 and not e[0]["success"]


def test_sanbin_three_bottle_fulfilment():
    """[三瓶成就]「使用者のみ：調伏判定時、小瓶を3枚以上持って調伏成功していれば、継承印+1。」"""
    s = _use("sanbin", bottles={0: ["ka4", "sui4", "do4"], 1: ["kin1"]}, slots={0: "kage"}, status={1: CHAL})
    assert {x["seat"]: x for x in s.judgement["entries"]}[0]["marks"] == 2


def test_yonbin_four_bottle_taboo():
    """[四瓶の禁忌]「調伏判定時のみ：小瓶を4枚以上持つ挑戦者は、霊力にかかわらず霊力超過として扱う。」"""
    s = _use("yonbin", bottles={0: ["ka1", "sui1"], 1: ["kin1", "do1", "moku1", "ka2"]}, status={1: CHAL})
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[1]["over"] == "four" and e[0]["success"]


def test_shikyu_bottle_ration():
    """[小瓶支給]「退却済みでない候補者全員が、使用者から時計回りに小瓶を1枚ずつ引いて公開する。小瓶山札が人数分なければ
    効果はない。」"""
    s = _use("shikyu", deck_top=("moku1", "moku2"), bottles={0: ["ka1"], 1: ["kin1"]})
    assert s.cands[0].bottles[-1] == "moku1" and s.cands[1].bottles[-1] == "moku2"


@pytest.mark.parametrize("card", ["hikitori1", "hikitori2"])
def test_hikitori_bottle_withdrawal(card):
    """[小瓶引取]「使用者のみ：自分の印刷値3以下の小瓶1枚を選んで捨てる。該当する小瓶がなければ効果はない。」"""
    s = _use(card, bottles={0: ["ka3", "sui5", "do1"], 1: ["kin1"]})
    assert legal(s) == {"s0 withdraw ka3", "s0 withdraw do1"}
    act(s, "s0 withdraw do1")
    assert s.cands[0].bottles == ["ka3", "sui5"] and "do1" in s.bottle_discard


@pytest.mark.parametrize("card", ["kokan1", "kokan2"])
def test_kokan_bottle_exchange(card):
    """[小瓶交換]「使用者のみ：自分の小瓶1枚を選んで捨て、その後小瓶山札から1枚引いて公開する。小瓶山札がなければ効果はなく、
    小瓶も捨てない。」"""
    s = _use(card, bottles={0: ["ka3", "sui5"], 1: ["kin1"]}, deck_top=("moku0",))
    act(s, "s0 exchange sui5")
    assert s.cands[0].bottles == ["ka3", "moku0"]


def test_kakurega_hidden_inn():
    """[隠れ宿]「使用者のみ：調伏判定時、使用者は霊力超過・調伏成功（完全調伏）・霊力最弱の決定から外れる。継承印を得られず、
    護符を失わず、護符を1回復する（上限3）。」"""
    s = _use("kakurega", bottles={0: ["ka6", "sui6", "do6"], 1: ["kin1"]}, gofu={0: 1}, status={1: CHAL})
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[0]["inn"] and e[0]["over"] is None and e[0]["gofu"] == 1 and e[1]["success"]


def test_goshuin_seal_of_the_five_masters():
    """[式神の五主印]「調伏判定時のみ：自分の式神と同じ色の小瓶を持つ挑戦者は、それぞれ霊力+2してもよい（何色一致しても1回だけ）。」"""
    s = _use("goshuin", bottles={0: ["moku3"], 1: ["kin1"]}, slots={0: "kodama"}, status={1: CHAL})
    assert s.pending == ("declare", 0, "goshuin")
    act(s, "s0 declare goshuin yes")
    assert {x["seat"]: x for x in s.judgement["entries"]}[0]["reiryoku"] == 3 + 1 + 2


def test_kotai_shikigami_swap():
    """[式神交代]「使用者は、自分を含む候補者1人を選ぶ。その候補者は使用中の式神を公開して使用済みにし（次のラウンドから使用できる）、
    手札の式神から1枚を選び直して裏向きに出す。調伏判定には新しい式神のみを使う。」"""
    s = _use("kotai", slots={0: "kappa"})
    act(s, "s0 swap 0")
    assert s.cands[0].resting == ["kappa"] and s.pending == ("repick", 0, 0)
    act(s, "s0 shiki kage")
    assert s.cands[0].slot == "kage" and s.cands[0].status == CHAL


@pytest.mark.parametrize("card", ["migawari1", "migawari2"])
def test_migawari_paper_scapegoat(card):
    """[身代わり紙人形]「使用者のみ：調伏判定時、霊力超過・霊力最弱による護符喪失を受けない。」"""
    s = _use(card, bottles={0: ["ka6", "sui6", "do6"], 1: ["kin1"]}, status={1: CHAL})
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[0]["over"] == "power" and e[0]["gofu"] == 0


def test_takaburi_oni_surge():
    """[鬼気の昂り]「使用後：このラウンドの鬼体力+2。」"""
    s = position(omens=("takaburi", None, None), bottles={0: ["ka6", "sui6", "do3"], 1: ["kin1"]},
                 slots={0: "kage"})
    act(s, "s0 challenge use 0")
    assert taikyu(s) == 15 and retreat_outcome(s, 1)[0]


def test_shizume_oni_calm():
    """[鬼気の鎮め]「使用後：このラウンドの鬼体力−2。」 — 退く時の確認にも適用（章10-2）"""
    s = position(omens=("shizume", None, None), bottles={0: ["ka1"], 1: ["kin6", "do6"]}, slots={1: "kage"})
    act(s, "s0 challenge use 0")
    assert taikyu(s) == 11
    s.cands[1].slot = "iwagame"
    s.cands[1].hand = [h for h in s.cands[1].hand if h != "iwagame"] + ["kage"]
    s.edited()
    assert retreat_outcome(s, 1) == (False, 14, "over")     # 12 + 2 = 14 > 11


def test_hoshiawase_star_alignment():
    """[星合わせ]「使用者のみ・調伏判定時のみ：自分の霊力を+1か−1してもよい（判定の手順3で宣言）。」"""
    s = _use("hoshiawase", bottles={0: ["ka6", "sui6", "do2"], 1: ["kin1"]}, slots={0: "kage"}, status={1: CHAL})
    assert s.pending == ("declare", 0, "hoshiawase")
    assert legal(s) == {"s0 declare hoshiawase +1", "s0 declare hoshiawase -1", "s0 declare hoshiawase 0"}
    act(s, "s0 declare hoshiawase -1")
    e = {x["seat"]: x for x in s.judgement["entries"]}
    assert e[0]["reiryoku"] == 13 and e[0]["perfect"]


def test_every_card_has_both_texts():
    for c in STAR_IDS:
        assert STARS[c].text_ja and STARS[c].text_en and STARS[c].timing in ("after", "judge", "instant")
    _ = (outcome, start_judgement)
