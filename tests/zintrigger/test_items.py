"""Every item (章11), each test quoting its text. Items are played in an A, one at a
time, regardless of 範囲 (seed: 「アイテムカードは■「範囲」に関係なく出せるが、１回のAで１枚しか出せず、
エリアカードと同時に出す事もできない。」)."""
from game.zintrigger.rules.events import Peeked

from .helpers import do, end_turn, pending, position, refused, texts

CH = (("bomba", "tenko"), ("gantetsu", "hydne"))


def _pos(item, hand0=(), hand1=(), fields=("雷2", "雷4"), bases=((), ()), decks=None, discard=(), enemy=()):
    return position(chars=CH, fields=list(fields), hands=[[item, *hand0], list(hand1)], bases=bases,
                    decks=decks or [["風1", "風2", "風3", "風4"], ["鋼1", "鋼2", "鋼3"]], discard=discard,
                    enemy=[item, *enemy])


def _after_item(s):
    while pending(s) in ("drop", "draw"):
        do(s, sorted(texts(s))[0])


def test_item_turns_to_own_side_and_goes_to_base_without_draw():
    """5-4「②出したカードが敵陣カードなら自陣カードにする。出したカードが自陣カードなら何もしない。」
    「④互いに、どの場にもないカードを表向きで「拠点」に送る。」"""
    s = _pos("弾薬箱1")
    refused(s, "0:play 弾薬箱1")
    do(s, "0:item 弾薬箱1")
    _after_item(s)
    assert s.face["弾薬箱1"] == 0 and s.bases[0] == ["弾薬箱1"]


def test_smoke_gives_cover_until_own_team_turn():
    """スモーク「次の自チームの手番開始時まで、自分の場札は「遮蔽物」を持つ。」"""
    s = _pos("スモーク1", hand1=("炎2",), enemy=("炎2",))
    s.face["炎2"] = 0
    do(s, "0:item スモーク1")
    assert s.smoke[0]
    end_turn(s)
    do(s, "1:play 炎2", "1:attack 0")
    assert "0:cover" in texts(s)


def test_decoy_dodges_without_a_card_field_unchanged():
    """デコイ「次の自分の手番開始時までに１回だけ、攻撃された時、手札を出さずに「D.回避する」を行える。場札は変わらない。」"""
    s = _pos("デコイ1", hand1=("炎2",))
    s.face["炎2"] = 0
    do(s, "0:item デコイ1")
    end_turn(s)
    do(s, "1:play 炎2", "1:attack 0")
    assert "0:dodge decoy" in texts(s)
    do(s, "0:dodge decoy")
    assert s.field[0] == "雷2" and not s.decoy[0]


def test_jetpack_swaps_ignoring_reach_and_numbers_no_attack():
    """ジェットパック「手札のエリアカード１枚を出し、場札と入れ替える。範囲と数字の条件は無視する。」"""
    s = _pos("ジェットパック1", hand0=("炎6",), enemy=("炎6",), fields=("雷2", "鋼6"))
    do(s, "0:item ジェットパック1 炎6")
    assert s.field[0] == "炎6" and s.face["炎6"] == 0
    assert pending(s) is None, "no attack declaration although the opponent stands on 6"
    assert "雷2" in s.bases[0]


def test_ammo_box_draws_two_from_deck_or_base():
    """弾薬箱「山札か拠点からカードを合計２枚引く。」"""
    s = _pos("弾薬箱1", bases=(("影1",), ()))
    do(s, "0:item 弾薬箱1")
    assert pending(s) == "draw" and texts(s) == {"0:draw deck", "0:draw 影1"}
    do(s, "0:draw 影1")
    assert sorted(s.hands[0]) == sorted(["影1", "風4"]), "the 拠点 is empty: the second card from the deck"


def test_scope_plus_two_distance_this_turn():
    """スコープ「この手番中、エリアカードを出す時の距離を＋２して扱う。」"""
    s = _pos("スコープ1", hand0=("炎5", "炎6"), fields=("雷1", None))
    assert not any(t.startswith("0:play 炎5") for t in texts(s))
    do(s, "0:item スコープ1")
    _after_item(s)
    assert "0:play 炎5" in texts(s) and "0:play 炎6" not in texts(s)


def test_flare_adjacent_number_counts_for_the_next_attack():
    """信号弾「この手番の次のAでは、相手の場札と隣接する数字のカードも「同じ数字」として攻撃を宣言できる。」"""
    s = _pos("信号弾1", hand0=("炎3",), fields=("雷2", "雷4"))
    do(s, "0:item 信号弾1")
    _after_item(s)
    do(s, "0:play 炎3")
    _after_item(s)
    assert pending(s) == "attack" and s.pending[3] == (3,), "the attack number stays the card's"
    do(s, "0:attack 1")
    assert s.pending[:2] == ("respond", 1)


def test_emp_grenade_blocks_abilities_even_as_counter():
    """EMPグレネード「相手１人を選ぶ。その相手は次の自分の手番終了時まで固有能力を使えない（反撃としても）。」"""
    s = position(chars=(("bomba", "tenko"), ("lazuli", "gantetsu")), fields=["雷2", "雷4"],
                 hands=[["EMPグレネード1", "炎4"], ["影2"]], bases=[[], ["風1"]],
                 decks=[["風2", "風3"], ["鋼1"]])
    do(s, "0:item EMPグレネード1 1")
    _after_item(s)
    assert s.emp[1]
    do(s, "0:play 炎4")
    if pending(s) == "draw":
        _after_item(s)
    do(s, "0:attack 1")
    assert "1:counter 影2" in texts(s) and "1:counter 影2 ability" not in texts(s)


def test_recon_drone_sees_a_hand_then_draws_from_the_deck():
    """偵察ドローン「相手１人の手札を全て見る。その後、山札から１枚引く。」"""
    s = _pos("偵察ドローン1", hand1=("炎5", "炎6"), bases=(("影1",), ()))
    ev = do(s, "0:item 偵察ドローン1 1")
    assert any(isinstance(e, Peeked) and e.cards == ("炎5", "炎6") for e in ev)
    masked = s.mask_events(ev, 1)
    assert all(e.cards == () for e in masked if isinstance(e, Peeked))
    assert s.view(0).peek == (1, ("炎5", "炎6")) and s.view(1).peek is None
    assert s.hands[0] == ["風4"], "from the deck (not the 拠点)"


def test_hacking_tool_top_two_of_the_opposing_deck():
    """ハッキングツール「相手チームの山札の上から２枚を見て、１枚を捨て札に送り、１枚を山札の上に戻す。」"""
    s = _pos("ハッキングツール1")
    do(s, "0:item ハッキングツール1")
    assert pending(s) == "hack" and texts(s) == {"0:hack 鋼3", "0:hack 鋼2"}
    do(s, "0:hack 鋼3")
    assert s.decks[1] == ["鋼1", "鋼2"] and s.discard[-1] == "鋼3"


def test_salvage_drone_takes_an_own_area_card_from_the_discard():
    """回収ドローン「捨て札から自陣エリアカードを１枚選び、手札に加える。」"""
    s = _pos("回収ドローン1", discard=("炎1", "炎2"), enemy=("炎2",))
    assert "0:item 回収ドローン1 炎1" in texts(s) and "0:item 回収ドローン1 炎2" not in texts(s)
    do(s, "0:item 回収ドローン1 炎1")
    assert "炎1" in s.hands[0]


def test_booster_adds_an_action():
    """ブースター「この手番の残り行動回数を＋１する。」"""
    s = _pos("ブースター1", fields=("雷1", "雷4"))
    do(s, "0:item ブースター1")
    assert s.left == 2, "2 - 1 (the A) + 1"
    s = _pos("ブースター1")
    do(s, "0:item ブースター1")
    assert s.left == 3, "on 雷2 高台 the item was the free action (ZT-R35)"


def test_jammer_one_area_card_per_a_next_turn():
    """ジャマー「相手１人を選ぶ。その相手は次の自分の手番中、１回のAでエリアカードを１枚までしか出せない。」"""
    s = _pos("ジャマー1", hand1=("炎3", "炎4"))
    do(s, "0:item ジャマー1 1")
    end_turn(s)
    assert s.current == 1
    s.chars[1] = ["gantetsu", "hydne"]
    s.left = 3
    s.edited()
    plays = [t for t in texts(s) if t.startswith("1:play")]
    assert plays and all(len(t.split()) == 2 for t in plays)
    assert refused(s, "1:play 炎3 炎4").rule == "ZT-5"
