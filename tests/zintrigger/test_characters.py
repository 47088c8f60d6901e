"""Every character's ability (章9-2), each test quoting its text."""
from game.zintrigger.rules.cards import CHARACTERS

from .helpers import do, pending, position, texts


def _settle(s, seat=None):
    while pending(s) in ("drop", "field", "draw", "attack", "stash") and (seat is None or s.pending[1] == seat):
        k = pending(s)
        opts = sorted(texts(s))
        pick = next((t for t in opts if t.endswith(" -")), opts[0]) if k in ("field", "attack", "stash") else opts[0]
        do(s, pick)


def test_character_table():
    """9-1: 行動・範囲 and 手札上限 = 範囲 + 2 (seed: 「手札上限は現在のキャラクターの「範囲」＋２枚である。」).
    ラズリ, テンコ, ルナ (行動・範囲) and ガンテツ, ステラ (拠点コスト) as retuned by ZT-R59 【調整】
    (the reconstruction's: ラズリ 1/3, テンコ 1/2, ルナ 1/1, ガンテツ 【拠点2】, ステラ 【拠点1】);
    ヒドネ's 3/1 is printed (C25) and stays."""
    table = {k: (c.kodo, c.hani, c.hand_limit, c.cost, c.counter) for k, c in CHARACTERS.items()}
    assert table == {"hydne": (3, 1, 3, 1, False), "lazuli": (2, 2, 4, 1, True), "bomba": (2, 2, 4, 2, False),
                     "kagemaru": (2, 1, 3, 2, True), "tenko": (2, 2, 4, 2, False),
                     "gantetsu": (3, 2, 4, 3, False), "stella": (2, 3, 5, 2, True), "luna": (2, 3, 5, 1, False),
                     "souka": (4, 1, 3, 1, False)}
    former = {k: dict(c.tuned) for k, c in CHARACTERS.items() if c.tuned}
    assert former == {"lazuli": {"kodo": 1, "hani": 3}, "tenko": {"kodo": 1}, "gantetsu": {"cost": 2},
                      "stella": {"cost": 1}, "luna": {"kodo": 1, "hani": 1}}


def test_hydne_blitz_step():
    """ヒドネ「ブリッツステップ」【拠点1】「手札のエリアカードを１枚、範囲を無視して出す。
    （「A.手札からカードを出す」と同じ処理を行う）」"""
    s = position(chars=(("hydne", "tenko"), ("bomba", "gantetsu")), fields=["炎1", "鋼6"],
                 hands=[["雷6"], []], bases=[["風1"], []], decks=[["風2", "風3"], ["鋼1"]], enemy=["雷6"])
    assert "0:play 雷6" not in texts(s) and "0:ability 雷6" in texts(s)
    do(s, "0:ability 雷6")
    assert s.bases[0] == [] and "風1" in s.discard, "cost 1 from the 拠点"
    assert s.face["雷6"] == 0, "P2: turned to Hydne's side"
    assert pending(s) == "attack" and "0:attack 1" in texts(s), "P4: the attack on the same number"
    assert s.played, "a card was played: no reload this turn"


def test_lazuli_counter_snipe():
    """ラズリ「カウンタースナイプ」【拠点1・反撃可】「相手１人を選び「攻撃」する。攻撃の数字はその相手の場札の数字とする。
    この能力と攻撃には「反撃」できない。」"""
    s = position(chars=(("lazuli", "tenko"), ("kagemaru", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[[], ["影2", "炎5"]], bases=[["風1"], ["風4", "風5"]], decks=[["風2"], ["鋼1"]])
    do(s, "0:ability 1")
    assert pending(s) == "respond", "no counter window, not even for Kagemaru's counter ability"
    assert s.pending[3] == (4,) and s.pending[5] is True
    assert texts(s) == {"1:dodge 炎5", "1:hit"}


def test_bomba_smash_bomb_only_channel_dodges():
    """ボンバ「スマッシュボム」【拠点2】「相手１人を選び「攻撃」する。攻撃の数字は、その相手の場札の数字とその両隣の数字とする。」"""
    s = position(chars=(("bomba", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "鋼6"],
                 hands=[[], ["炎5", "氷4"]], bases=[["風1", "風2"], []], decks=[["風3"], ["鋼1"]])
    do(s, "0:ability 1")
    if pending(s) == "window":
        do(s, "1:pass")
    _settle(s, 0)
    assert s.pending[3] == (5, 6)
    assert "1:dodge 氷4" in texts(s), "鋼6 地下水路: a dodge two numbers away, outside the numbers"
    assert "1:dodge 炎5" not in texts(s)


def test_kagemaru_shadow_stitch():
    """カゲマル「影縫い」【拠点2・反撃可】「相手１人を選ぶ。その相手の場札を自陣カードにして捨て札に送る。」"""
    s = position(chars=(("kagemaru", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[[], []], bases=[["風1", "風2"], []], decks=[["風3"], ["鋼1"]], enemy=["雷4"])
    do(s, "0:ability 1")
    _settle(s, 0)
    assert s.field[1] is None and s.discard[-1] == "雷4" and s.face["雷4"] == 0
    assert pending(s) is None, "not an attack: no D/F/G"


def test_tenko_flip_hand():
    """テンコ「ハンテンハンド」【拠点2】「全てのプレイヤーは手札を全て捨て札に送る。この時、自分が送る敵陣エリアカードは
    自陣カードにしてから送る。その後、各プレイヤーは送った枚数と同じ枚数を山札から同時に引く。」"""
    s = position(chars=(("tenko", "hydne"), ("bomba", "gantetsu")), fields=["影3", "雷4"],
                 hands=[["炎1", "炎2", "スモーク1"], ["雷3"]], bases=[["影1", "影2"], []],
                 decks=[["風1", "風2", "風3", "風4"], ["鋼1", "鋼2"]], enemy=["炎1", "スモーク1", "雷3"])
    do(s, "0:ability")
    _settle(s, 0)
    assert s.face["炎1"] == 0 and s.face["スモーク1"] == 1, "only enemy AREA cards are turned"
    assert s.face["雷3"] == 1
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 1
    assert s.discard[-4:] == ["炎1", "炎2", "スモーク1", "雷3"], "the turn player first, then in turn order (Q4)"


def test_gantetsu_suppressive_fire_ends_with_the_turn():
    """ガンテツ「制圧射撃」【拠点3】(ZT-R59 【調整】, was 【拠点2】)「この手番の終了時まで、自分の「攻撃」に対して
    相手は「D.回避する」を行えない。」"""
    s = position(chars=(("gantetsu", "tenko"), ("hydne", "bomba")), fields=["氷2", "雷4"],
                 hands=[[], []], bases=[["風1", "風2", "風4"], []], decks=[["風3"], ["鋼1"]])
    do(s, "0:ability")
    _settle(s, 0)
    assert s.suppress[0]
    do(s, "0:end")
    while s.current == 0 and s.pending is not None:
        do(s, "0:noreload" if pending(s) == "reload" else sorted(texts(s))[0])
    assert not s.suppress[0]


def test_stella_warp_out_as_a_counter_escapes_keeping_the_base():
    """ステラ「ワープアウト」【拠点2・反撃可】(ZT-R59 【調整】, was 【拠点1】)「自分の場札を拠点に送り、
    復活地点を場札にする。」反撃として使えば攻撃を無効にして離脱し、拠点も失わない。"""
    s = position(chars=(("bomba", "tenko"), ("stella", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[["炎4"], ["影2"]], bases=[[], ["風4", "風5"]], decks=[["風1", "風2"], ["鋼1"]],
                 enemy=["炎4"])
    do(s, "0:play 炎4", "0:attack 1")
    assert "1:counter 影2 ability" in texts(s)
    do(s, "1:counter 影2 ability")
    _settle(s, 1)
    assert pending(s) is None, "the chain ends there: no hit"
    assert s.field[1] is None
    assert sorted(s.bases[1]) == sorted(["雷4", "影2"]), "paid 風4 and 風5; the old 場札 and the counter card stay hers"


def test_luna_gear_box():
    """ルナ「ギアボックス」【拠点1】「拠点と捨て札からアイテムカードを合計２枚まで手札に加える。その後、手札のアイテム
    カード（ブースター以外、ZT-R61）を１枚、行動回数を消費せずに出してもよい。」"""
    s = position(chars=(("luna", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[[], []], bases=[["風1", "ブースター1"], []], discard=["スモーク1"],
                 decks=[["風3"], ["鋼1"]])
    do(s, "0:ability")
    assert pending(s) == "drop", "the cost: one 拠点 card, chosen"
    do(s, "0:drop 風1")
    assert pending(s) == "take"
    do(s, "0:take ブースター1 base", "0:take スモーク1 discard")
    assert sorted(s.hands[0]) == sorted(["ブースター1", "スモーク1"])
    assert pending(s) == "gearplay" and "0:item -" in texts(s)
    assert "0:item ブースター1" not in texts(s), "ZT-R61: not a ブースター"
    left = s.left
    do(s, "0:item スモーク1")
    assert s.left == left, "the item is played without using an action"
    assert "スモーク1" not in s.hands[0]


def test_souka_quick_reload():
    """ソウカ「クイックリロード」【拠点1】「手札を望むだけ拠点に送り、その後、山札と拠点から手札上限になるまで
    望むように引く。」"""
    s = position(chars=(("souka", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[["炎6", "炎5"], []], bases=[["風1"], []], decks=[["風3", "風4", "風5"], ["鋼1"]])
    do(s, "0:ability")
    assert pending(s) == "stash" and "0:stash -" in texts(s)
    do(s, "0:stash 炎6", "0:stash -")
    assert s.bases[0] == ["炎6"]
    assert pending(s) == "draw"
    do(s, "0:draw 炎6", "0:draw deck")
    assert sorted(s.hands[0]) == sorted(["炎5", "炎6", "風5"]), "up to the hand limit 3"
    assert s.left == 3, "one of Souka's four actions used"
