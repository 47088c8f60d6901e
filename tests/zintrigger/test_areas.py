"""Every area card kind (章10), each test quoting its text."""
from game.zintrigger.rules.cards import AREAS

from .helpers import do, one_action_character, pending, position, texts

CH = (("bomba", "tenko"), ("hydne", "gantetsu"))


def _attacked(field1, hand1=(), bases=((), ()), chars=CH, hand0=("炎4",), field0="氷2", nums="0:attack 1"):
    s = position(chars=chars, fields=[field0, field1], hands=[list(hand0), list(hand1)], bases=bases,
                 decks=[["風1", "風2", "風3"], ["鋼1", "鋼6"]], enemy=list(hand0))
    do(s, f"0:play {' '.join(hand0)}", nums)
    return s


def test_layout_39_cards_and_covers():
    """10-2: 基本36枚は各数字6枚、遮蔽物は各数字2枚（計12）、高台は各数字1枚。拡張込み39枚。"""
    base = [a for a in AREAS.values() if a.symbol in "炎氷雷風影鋼"]
    assert len(AREAS) == 39 and len(base) == 36
    for n in range(1, 7):
        assert sum(a.number == n for a in base) == 6
        assert sum(a.number == n and a.cover for a in base) == 2
        assert sum(a.number == n and a.kind == "highground" for a in base) == 1


def test_downtown_has_no_cover():
    """市街地（Downtown）: 遮蔽物 ×、効果なし。"""
    s = _attacked("雷4")
    assert AREAS["雷4"].kind == "downtown" and "1:cover" not in texts(s)


def test_ruins_has_cover():
    """廃墟（Ruins）: 遮蔽物 ○、効果なし。"""
    s = _attacked("影4")
    assert AREAS["影4"].kind == "ruins" and "1:cover" in texts(s)


def test_barricade_cover_without_turning():
    """バリケード【場札】「このカードで「F.遮蔽物を使う」時、このカードは敵陣カードにせず捨て札に送る。」"""
    s = _attacked("鋼5", hand0=("炎5",), field0="鋼3")
    do(s, "1:cover")
    assert s.discard[-1] == "鋼5" and s.face["鋼5"] == 0 and s.field[1] is None
    s2 = position(fields=[None, "鋼5"], enemy={"鋼5": 1})
    assert s2.face["鋼5"] == 1


def test_high_ground_free_action(monkeypatch):
    """高台【場札】「手番中に１回だけ、行動回数を無視して行動できる。」 (a 行動1 main made by the test: none
    prints 行動 1 since ZT-R59)"""
    one_action_character(monkeypatch, "lazuli")
    s = position(chars=(("lazuli", "tenko"), CH[1]), fields=["炎3", None], hands=[["炎2", "雷2"], []],
                 decks=[["風1", "風2"], ["鋼1"]], enemy=["炎2", "雷2"])
    assert s.left == 1
    do(s, "0:play 炎2")
    do(s, "0:field -")
    assert s.left == 1 and s.hg_used and s.current == 0
    do(s, "0:play 雷2")
    assert s.left == 0


def test_underground_channel_dodge_two_away():
    """地下水路【場札】「「D.回避する」時、場札から２つ離れた数字のカードも出せる。」"""
    s = _attacked("氷4", hand1=("炎2", "炎6"), hand0=("鋼4",))
    assert AREAS["氷4"].kind == "channel"
    assert {"1:dodge 炎2", "1:dodge 炎6"} <= texts(s)


def test_high_rise_draw_then_send_one():
    """高層ビル街【拠点】手番終了時「山札から１枚引いてもよい。そうしたなら、手札を１枚拠点に送る。」"""
    s = position(chars=CH, fields=["氷2", None], hands=[["影2"], []], bases=[["炎4"], []],
                 decks=[["風1", "鋼6"], ["鋼1"]])
    do(s, "0:end")
    assert pending(s) == "highrise" and texts(s) == {"0:draw deck", "0:draw -"}
    do(s, "0:draw deck")
    assert pending(s) == "stash" and "0:stash -" not in texts(s)
    do(s, "0:stash 影2")
    assert "影2" in s.bases[0] and s.hands[0] == ["鋼6"]


def test_shinobi_hideout_swaps_an_own_card_ignoring_numbers():
    """シノビの隠れ家【拠点】手番終了時「手札の自陣エリアカード１枚を場札と入れ替えてもよい。数字の条件は無視する。
    元の場札は拠点に送る。」"""
    s = position(chars=CH, fields=["氷2", None], hands=[["影6", "炎5"], []], bases=[["風2"], []],
                 decks=[["風1"], ["鋼1"]], enemy=["炎5"])
    do(s, "0:end")
    assert pending(s) == "hideout" and texts(s) == {"0:hideout 影6", "0:hideout -"}, "own-side cards only"
    do(s, "0:hideout 影6")
    assert s.field[0] == "影6" and "氷2" in s.bases[0]


def test_giant_flying_tank_no_cover_on_attack_declaration():
    """巨大飛行戦車【拠点】攻撃宣言時「この攻撃に対し、相手は「F.遮蔽物を使う」を行えない。」"""
    s = _attacked("影4", bases=(("雷6",), ()))
    assert "1:cover" not in texts(s) and s.pending[4] is True


def test_watchtower_plus_one_distance():
    """監視塔【場札】「エリアカードを出す時、範囲による距離を＋１して扱う。」（枚数は変わらない）"""
    s = position(chars=(("hydne", "tenko"), CH[1]), fields=["氷1", None], hands=[["炎3", "炎4"], []])
    plays = {t for t in texts(s) if t.startswith("0:play")}
    assert plays == {"0:play 炎3"}, "範囲1 + 1 = distance 2, still one card per A"


def test_comm_tower_look_at_two_reorder_or_discard():
    """通信塔【拠点】手番開始時「自チームの山札の上から２枚を見て、好きな順で戻すか、うち１枚を捨て札に送る。」"""
    s = position(chars=CH, fields=[None, None], hands=[[], []], bases=[["影5"], []],
                 decks=[["風1", "風2", "風3"], ["鋼1", "鋼2"]], current=1)
    do(s, "1:end")
    while s.current == 1:
        do(s, "1:noreload" if pending(s) == "reload" else sorted(texts(s))[0])
    assert pending(s) == "tower" and s.pending[2] == ("風3", "風2")
    assert texts(s) == {"0:tower keep", "0:tower swap", "0:tower drop 風3", "0:tower drop 風2"}
    assert s.view(0).pending.shown == ("風3", "風2") and s.view(1).pending.shown == ()
    do(s, "0:tower swap")
    assert s.decks[0][-2:] == ["風3", "風2"]


def test_supply_base_draws_one_when_it_was_enemy():
    """補給基地【出した時】「このカードが敵陣カードだったなら、山札か拠点から１枚引く。」"""
    s = position(chars=CH, fields=["鋼3", None], hands=[["鋼4"], []], decks=[["風1", "風2"], ["鋼1"]],
                 enemy=["鋼4"])
    do(s, "0:play 鋼4")
    assert s.face["鋼4"] == 0 and "風2" in s.hands[0] and len(s.hands[0]) == 1
    s2 = position(chars=CH, fields=["鋼3", None], hands=[["鋼4"], []], decks=[["風1", "風2", "風3"], ["鋼1"]])
    do(s2, "0:play 鋼4")
    assert len(s2.hands[0]) == 2, "own: the usual 2 cards (P2), no extra"


def test_teleporter_swap_ignores_numbers():
    """転送ゲート【場札】「P5の入れ替えで、数字が同じか隣接していないカードとも入れ替えられる。」"""
    s = position(chars=(("stella", "tenko"), CH[1]), fields=["星3", None], hands=[["炎6"], []],
                 decks=[["風1"], ["鋼1"]], enemy=["炎6"])
    do(s, "0:play 炎6")
    assert "0:field 炎6" in texts(s)


def test_minefield_on_dodge_takes_an_attacker_base_card():
    """地雷原【拠点】回避時「攻撃したプレイヤーのチームの拠点からカードを１枚選び、自陣カードにして捨て札に送る。」"""
    s = _attacked("雷4", hand1=("炎5",), bases=(("風1", "風2"), ("月4",)))
    do(s, "1:dodge 炎5")
    assert pending(s) == "mine" and texts(s) == {"1:mine 風1", "1:mine 風2"}
    do(s, "1:mine 風2")
    assert s.face["風2"] == 1 and "風2" in s.discard and s.field[1] == "炎5"


def test_escape_pod_saves_one_base_card_on_a_hit():
    """脱出ポッド【拠点】被弾時「拠点のカードを１枚選び、送らずに手札に加える（向きは変えない）。」"""
    s = _attacked("雷4", bases=((), ("花2", "風4")), hand1=())
    do(s, "1:hit")
    assert pending(s) == "pod"
    do(s, "1:pod 風4")
    assert "風4" in s.hands[1] and s.face["風4"] == 0
    assert s.bases[1] == [] and "花2" in s.discard
