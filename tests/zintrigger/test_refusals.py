"""Refusals name the rule that blocks and the fact that triggers it (the counter abilities,
ブリッツステップ and ワープアウト were refused with the words of another rule)."""
from .helpers import do, pending, position, refused

CH = (("bomba", "tenko"), ("hydne", "kagemaru"))


def _attacked(chars, base1=(), hand1=("影2",)):
    """Seat 0 (場札 氷2) plays 炎4 and attacks seat 1 (場札 雷4), who holds a 2."""
    s = position(chars=chars, fields=["氷2", "雷4"], hands=[["炎4"], list(hand1)], bases=[[], list(base1)],
                 decks=[["風1", "風3"], ["鋼1", "鋼6"]], enemy=["炎4"])
    do(s, "0:play 炎4", "0:attack 1")
    assert pending(s) == "respond" and s.pending[1] == 1
    return s


def test_counter_ability_the_base_cannot_pay_cites_the_cost():
    """Seed 七 「固有能力に書かれた枚数の拠点を捨て札に送ることができない場合、固有能力は使用できない。」: カゲマル
    holds the 2 but her 拠点 holds one card, and 影縫い costs two."""
    s = _attacked((("bomba", "tenko"), ("kagemaru", "hydne")), base1=("鋼5",))
    e = refused(s, "1:counter 影2 ability")
    assert e.rule == "ZT-7" and "拠点1枚" in e.ja and "コスト2" in e.ja and "costs 2" in e.en


def test_counter_ability_of_the_sub_cites_main_only():
    """R-14 / 7-1 「能力はメインのものだけ。相手の手番中にメインは変えられない。」: カゲマル is the sub."""
    s = _attacked((("bomba", "tenko"), ("hydne", "kagemaru")), base1=("鋼5", "鋼3"))
    e = refused(s, "1:counter 影2 ability")
    assert e.rule == "ZT-7" and "サブ" in e.ja and "sub" in e.en
    assert "反撃には攻撃側の場札と同じ数字" not in e.ja


def test_counter_without_the_number_still_cites_e():
    """E「相手の「場札」と同じ数字のカードを手札から１枚出し「攻撃」を宣言する。」"""
    s = _attacked((("bomba", "tenko"), ("kagemaru", "hydne")), base1=("鋼5", "鋼3"), hand1=("影3",))
    e = refused(s, "1:counter 影3 ability")
    assert e.rule == "ZT-6" and "同じ数字" in e.ja


def test_blitz_step_without_an_area_card_cites_the_ability():
    """ヒドネ「ブリッツステップ」「手札のエリアカードを１枚、範囲を無視して出す。」: with only an item in hand
    there is nothing to play; it is not about the respawn point."""
    s = position(chars=(("hydne", "tenko"), ("bomba", "gantetsu")), fields=["炎3", "雷4"],
                 hands=[["スモーク1"], []], bases=[["風1"], []])
    e = refused(s, "0:ability 炎5")
    assert e.rule == "ZT-9" and "ブリッツステップ" in e.ja and "エリアカード" in e.ja
    assert "復活地点" not in e.ja


def test_warp_out_on_the_respawn_point_cites_the_ability():
    """ステラ「ワープアウト」「自分の場札を拠点に送り、復活地点を場札にする。」: already on the respawn point there
    is no 場札 to send."""
    s = position(chars=(("stella", "tenko"), ("bomba", "gantetsu")), fields=[None, "雷4"],
                 hands=[["炎3"], []], bases=[["風1", "風2"], []])      # its cost 2 paid (ZT-R59)
    e = refused(s, "0:ability")
    assert e.rule == "ZT-9" and "ワープアウト" in e.ja and "場札" in e.ja and "respawn" in e.en


def test_attack_ability_at_a_player_on_the_respawn_point_cites_r04():
    """R-04: 「「相手の場札と同じ数字」は復活地点には成立しない＝攻撃・攻撃能力…の対象にならず」."""
    s = position(chars=(("bomba", "tenko"), ("hydne", "gantetsu")), fields=["雷3", None],
                 hands=[["炎3"], []], bases=[["風1", "風2"], []])
    e = refused(s, "0:ability 1")
    assert e.rule == "ZT-R04" and "復活地点" in e.ja


def test_counter_in_the_ability_window_names_what_is_missing():
    """7-1 「反撃は6-1のEと同じく使用者の場札と同じ数字のエリアカードを1枚出し、攻撃宣言の代わりにその【反撃可】能力を
    実行する」: the target of スマッシュボム may answer with a plain E, but ヒドネ's ability is no counter."""
    s = position(chars=(("bomba", "tenko"), ("hydne", "kagemaru")), fields=["雷3", "炎4"],
                 hands=[[], ["炎3", "炎6"]], bases=[["風1", "風2"], ["鋼1"]])
    do(s, "0:ability 1")
    assert pending(s) == "window" and s.pending[1] == 1
    e = refused(s, "1:counter 炎3 ability")
    assert e.rule == "ZT-7" and "サブ" in e.ja
    e = refused(s, "1:counter 炎6")
    assert e.rule == "ZT-7" and "同じ数字" in e.ja
