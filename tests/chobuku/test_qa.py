"""The seed's ten Q&A, one test each (the rulebook sentence quoted in the docstring)."""
from __future__ import annotations

from game.chobuku.rules.judge import outcome
from game.chobuku.rules.model import CHAL, RET

from .helpers import act, judge_now, legal, new, position, refusal


def test_qa01_only_face_down_shikigami_and_decks_are_hidden():
    """Q. キャラに応じた式神を覚えるのが大変です。 ― 「覚える必要はありません。そもそも、伏せた式神と山札以外は原則公開です。
    各キャラの式神は、キャラ札の表面に記載されています。」"""
    s = position(slots={0: "kappa", 1: "onibi"}, resting={1: ("kurogoi",)},
                 bottles={0: ["ka3"], 1: ["sui2"]})
    v = s.view(0)
    other = v.cands[1]
    assert other.chara == "homura"                      # the character card is public
    assert other.slot == "hidden" and other.hand is None  # the face-down one is not
    assert set(other.available) == {"kage", "onibi", "iwagame", "kinkei", "aosagi"}
    assert other.resting == ("kurogoi",)
    assert [b.id for b in other.bottles] == ["sui2"]
    assert isinstance(v.bottle_deck, int) and isinstance(v.star_deck, int)
    assert v.cands[0].slot == "kappa"                   # my own card I know


def test_qa02_used_shikigami_lie_face_up_sideways_not_in_hand():
    """Q. 使用済みになった式神は、手札に戻してよい？ ― 「いいえ。使用済みか分かるように、自分の前に表向き・横向きで置いてください。」"""
    s = new(2, seed=3, characters="basic")
    p = s.to_move()
    first = sorted(legal(s))[0].split()[-1]
    act(s, f"s{p} shiki {first}")
    s.cands[p].status = CHAL
    other = 1 - p
    s.cands[other].status = RET
    s.edited()
    from game.chobuku.rules.flow import after_round
    s.phase = "turn"
    after_round(s, [])
    assert first in s.cands[p].resting and first not in s.cands[p].hand
    assert s.view(other).cands[p].resting == (first,)
    while s.to_move() != p:
        act(s, sorted(legal(s))[0])
    assert f"s{p} shiki {first}" not in legal(s)
    assert "OC-R07" == refusal(s, f"s{p} shiki {first}").rule


def test_qa03_fixed_stars_have_no_limit_of_four():
    """Q. 星の定めの上限は4枚ですか？ ― 「いいえ。プレイフロー上は4枚分のスペースのみありますが、上限ではありません。」"""
    stars = [("takaburi", 1, None, None), ("shizume", 1, None, None), ("hoshiawase", 1, None, None),
             ("urabosi", 1, None, None)]
    s = position(stars=stars, omens=("sanbin", None, None), bottles={0: ["ka3"], 1: ["sui2"]},
                 status={1: CHAL})
    act(s, "s0 challenge use 0")
    assert len(s.stars) == 5 and s.view(0).stars[-1].card == "sanbin"
    assert s.phase == "declare" and s.pending == ("declare", 1, "hoshiawase")   # judged with all five


def test_qa04_initial_six_then_two_draws_is_six_stop():
    """Q. 初期小瓶が6でした。あとから小瓶を2枚引いた場合、6ストップになりますか？ ― 「はい。小瓶を引いた後、小瓶が3枚以上あり、
    その中に6があれば6ストップになります。6をいつ引いたかは問いません。」"""
    s = position(bottles={0: ["ka6"], 1: ["sui2"]}, deck_top=("do1", "kin0"))
    act(s, "s0 draw 2")
    act(s, "s1 draw 1")
    assert s.to_move() == 0
    assert not any(t.startswith("s0 draw") for t in legal(s))
    r = refusal(s, "s0 draw 1")
    assert r.rule == "OC-6" and "6ストップ" in r.ja
    assert s.view(0).cands[0].six_stop is True


def test_qa05_a_zero_bottle_counts_for_number_and_colour():
    """Q. 小瓶0は、小瓶枚数や色の条件に数えますか？ ― 「はい。霊力は0ですが、小瓶1枚として数え、その小瓶の色も持ちます。」"""
    # four bottles with a 0 among them: [四瓶の禁忌] makes it over
    s = position(bottles={0: ["ka0", "sui1", "do2", "kin3"], 1: ["moku2"]},
                 stars=[("yonbin", 1, None, None)])
    judge_now(s, (0, 1))
    assert s.judgement["entries"][0]["over"] == "four" or s.judgement["entries"][1]["over"] == "four"
    # the 0's colour satisfies [五行の複門]
    s = position(bottles={0: ["ka0", "ka4"], 1: ["moku2"]}, stars=[("fukumon", 1, None, None)])
    assert "s0 challenge draw" in legal(s)
    # and the 0 counts towards the shadow's "4 bottles or fewer"
    s = position(bottles={0: ["ka0", "sui6", "do6", "kin6", "moku0"], 1: ["moku2"]}, slots={0: "kage"})
    act(s, "s0 retreat")
    assert s.cands[0].status != RET      # five bottles: the exception does not apply


def test_qa06_ration_draw_of_a_six_gives_six_stop():
    """Q. [小瓶支給] などの効果で6を引いた場合も6ストップになりますか？ ― 「はい。小瓶を引いた結果、準備中の候補者が小瓶3枚以上かつ
    6を持つ状態になれば、6ストップになります。」"""
    s = position(bottles={0: ["ka3"], 1: ["sui2", "do1"]}, omens=("shikyu", None, None),
                 deck_top=("kin2", "moku6"))
    act(s, "s0 challenge use 0")
    assert s.cands[1].bottles[-1] == "moku6" and len(s.cands[1].bottles) == 3
    assert s.to_move() == 1
    assert not any(t.startswith("s1 draw") for t in legal(s))
    assert refusal(s, "s1 draw 1").rule == "OC-6"


def test_qa07_swift_oni_beats_the_shadow_at_ten_or_more():
    """Q. 速疾鬼に対して、影式神なら霊力10以上でも退けますか？ ― 「退けません。速疾鬼の能力を優先し、式神の効果にかかわらず
    退却失敗となります。」"""
    s = position(oni="sokushitsuki", slots={0: "kage"}, bottles={0: ["ka6", "sui5"], 1: ["do1"]})
    act(s, "s0 retreat")
    assert s.cands[0].status != RET and s.pending == ("stars", 0)
    # below 10 the shadow still retreats
    s = position(oni="sokushitsuki", slots={0: "kage"}, bottles={0: ["ka6", "sui3"], 1: ["do1"]})
    act(s, "s0 retreat")
    assert s.cands[0].status == RET


def test_qa08_mist_oni_initial_bottle_seen_by_its_owner_only():
    """Q. 霧鬼の初期小瓶は誰が確認できますか？ ― 「持ち主本人だけ確認できます。追加で引いた小瓶は通常どおり公開し、
    伏せた初期小瓶は退く時または調伏判定時に公開します。」"""
    s = position(oni="kirioni", bottles={0: ["ka5"], 1: ["sui4"]}, initial_down=(0, 1),
                 deck_top=("do2",))
    mine, theirs = s.view(0).cands[0].bottles[0], s.view(1).cands[0].bottles[0]
    assert mine.id == "ka5" and mine.face_down
    assert theirs.id is None and theirs.face_down and theirs.value is None
    assert s.view(None).cands[0].bottles[0].id is None
    act(s, "s0 draw 1")
    assert s.view(1).cands[0].bottles[1].id == "do2"        # drawn ones are public
    act(s, "s1 retreat")                                      # revealed on retreating
    assert s.view(0).cands[1].bottles[0].id == "sui4"


def test_qa09_rallying_oni_six_stop_by_the_printed_number():
    """Q. 鼓舞鬼で小瓶6の霊力が7になった場合、6ストップはどうなりますか？ ― 「6ストップは小瓶札の「6」で判定します。…逆に、5札が
    鼓舞鬼で霊力6になっても6ストップにはなりません。」"""
    s = position(oni="kobuki", bottles={0: ["ka6", "do0", "kin0"], 1: ["sui5", "do1", "moku0"]})
    assert s.view(0).cands[0].bottles[0].power == 7
    assert not any(t.startswith("s0 draw") for t in legal(s))
    s.current = 1
    s.edited()
    assert s.view(1).cands[1].bottles[0].power == 6
    assert "s1 draw 1" in legal(s)


def test_qa10_star_chaos_fires_on_deck_use_not_on_discard():
    """Q. 星乱鬼は、星読み山札から引いて使った場合も発動しますか？ ― 「はい。星読み札が使われたため、予兆1枚を無作為に捨て、
    1枚補充します。予兆を「捨てる」だけでは発動しません。」"""
    s = position(oni="seiranki", omens=("sanbin", "urabosi", "kakurega"), bottles={0: ["ka3"], 1: ["sui2"]},
                 star_top=("takaburi", "shizume"))
    act(s, "s0 challenge draw")
    assert len(s.star_discard) == 1                 # one omen discarded at random…
    assert "shizume" in s.omens                     # …and refilled from the deck
    s = position(oni="seiranki", omens=("sanbin", "urabosi", "kakurega"), bottles={0: ["ka3"], 1: ["sui2"]})
    act(s, "s0 challenge discard 0")
    assert s.star_discard == ["sanbin"] and s.omens == [None, "urabosi", "kakurega"]
    _ = outcome
