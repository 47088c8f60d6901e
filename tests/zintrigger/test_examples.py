"""The seed's worked examples (範囲, the three main/sub swaps) and the reconstruction's
examples (5-3 start, 6-2, the 拠点 limit), each quoting the sentence it checks."""
from game.engine import Place
from game.zintrigger.rules.flow import score

from .helpers import do, end_turn, one_action_character, pending, position, refused, texts


def test_hani_example_field_2_reach_2_plays_1_to_4_two_at_once():
    """「（例：「場札」の数字が２、「範囲」の数が２のキャラクターは、手札から１、２、３、４番の
    カードを２枚同時に出すことができる。）」"""
    s = position(chars=(("bomba", "lazuli"), ("hydne", "tenko")), fields=["氷2", "雷6"],
                 hands=[["炎1", "鋼2", "炎3", "氷4", "雷5", "鋼6"], []])
    plays = {t for t in texts(s) if t.startswith("0:play")}
    singles = {t.split()[1] for t in plays if len(t.split()) == 2}
    assert singles == {"炎1", "鋼2", "炎3", "氷4"}
    assert "0:play 炎1 鋼2" in plays or "0:play 鋼2 炎1" in plays
    assert all(len(t.split()) <= 3 for t in plays), "at most 範囲 = 2 cards per A"
    e = refused(s, "0:play 雷5")
    assert e.rule == "ZT-5" and "距離3" in e.ja
    assert refused(s, "0:play 炎1 炎3 氷4").rule == "ZT-5"


def _act_once(s, card):
    do(s, f"{s.current}:play {card}")
    while pending(s) in ("field", "attack", "draw"):
        seat = s.pending[1]
        do(s, f"{seat}:field -" if pending(s) == "field" else
           f"{seat}:attack -" if pending(s) == "attack" else f"{seat}:draw deck")


def _swap_position(main, sub, hand):
    """The seed's A (■「行動」３) is ガンテツ; its B (■「行動」１) is ラズリ given 行動 1 by the test
    (``one_action_character``: no character prints 行動 1 since ZT-R59)."""
    return position(chars=((main, sub), ("bomba", "tenko")), fields=["氷3", None], hands=[hand, []],
                    decks=[["雷1"] * 0 + ["影1", "影2", "影3", "影4"], ["鋼1"]])


def test_swap_example_1(monkeypatch):
    """「例１）■「行動」３のキャラクターAが２回行動し、■「行動」１のキャラクターBに入れ替わった。
    この時、Aは残り１回行動可能であったため、Bに行動可能な回数が引き継がれ、Bは１回行動可能な状態でメインになる。」"""
    one_action_character(monkeypatch, "lazuli")
    s = _swap_position("gantetsu", "lazuli", ["炎3", "炎4", "炎2"])
    assert s.left == 3
    _act_once(s, "炎2")
    _act_once(s, "炎4")
    assert s.left == 1
    do(s, "0:swap")
    assert s.chars[0][0] == "lazuli" and s.left == 1


def test_swap_example_2(monkeypatch):
    """「例２）■「行動」３のキャラクターAが１回行動し、■「行動」１のキャラクターBに入れ替わった。
    この時、Aは残り２回行動可能であったため、Bに行動可能な回数が可能な限り引き継がれ、Bは１回行動可能な状態でメインになる。」"""
    one_action_character(monkeypatch, "lazuli")
    s = _swap_position("gantetsu", "lazuli", ["炎3", "炎4"])
    _act_once(s, "炎4")
    assert s.left == 2
    do(s, "0:swap")
    assert s.left == 1
    do(s, "0:swap")
    assert s.left == 1, "swapping back never adds actions (R-20)"


def test_swap_example_3(monkeypatch):
    """「例３）■「行動」１のキャラクターBが０回行動し、■「行動」3のキャラクターAに入れ替わった。
    この時、Bは残り１回行動可能であったため、Aに行動可能な回数が引き継がれ、Aは１回行動可能な状態でメインになる。」"""
    one_action_character(monkeypatch, "lazuli")
    s = _swap_position("lazuli", "gantetsu", ["炎3"])
    assert s.left == 1
    do(s, "0:swap")
    assert s.chars[0][0] == "gantetsu" and s.left == 1


def test_swap_is_a_drag_from_sub_onto_main():
    s = _swap_position("lazuli", "gantetsu", [])
    a = next(a for a in s.legal_actions() if a.verb == "swap")
    assert (a.source, a.target) == (Place.parse("char@0:sub"), Place.parse("char@0:main"))


def test_start_example_5_3():
    """5-3 例（開始・R-04）:「先攻ヒドネ（行動3・範囲1）は復活地点から5を出し、入れ替えて場札5に立つ
    （入れ替えは任意。後攻は復活地点にいて数字が無いので、先攻はまだ攻撃できない）。2回目のAでは4～6を1枚ずつ。
    後攻ボンバ（行動2・範囲2）は1回目のAで、復活地点にいたまま5を出して先攻の場札5へ攻撃できる
    （先攻はボンバの場札に数字が無いのでEで反撃できず、D・F・Gから選ぶ）。」"""
    s = position(chars=(("hydne", "lazuli"), ("bomba", "tenko")), fields=[None, None],
                 hands=[["炎5", "炎2", "氷4", "雷6"], ["鋼5", "影2", "影3", "雷5"]],
                 decks=[["廃墟"] * 0 + ["風1", "風2"], ["風3", "風4"]], enemy=["鋼5", "影2", "影3", "雷5"])
    assert "0:play 炎2" in texts(s) and "0:play 炎5" in texts(s), "from the respawn point any distance"
    do(s, "0:play 炎5")
    assert pending(s) == "field", "no attack decision: the opponent has no number"
    assert "0:field -" in texts(s), "the swap is optional (R-04)"
    do(s, "0:field 炎5")
    assert s.field[0] == "炎5"
    plays = {t.split()[1] for t in texts(s) if t.startswith("0:play")}
    assert plays == {"氷4", "雷6"}, "2nd A: 4-6 one at a time"
    # the second player's turn
    end_turn(s)
    assert s.current == 1 and s.field[1] is None
    do(s, "1:play 鋼5")
    assert pending(s) == "attack" and "1:attack 0" in texts(s)
    do(s, "1:attack 0")
    opts = texts(s)
    assert pending(s) == "respond" and s.pending[1] == 0
    assert not any(t.startswith("0:counter") for t in opts), "no E against a player on the respawn point"
    assert "0:hit" in opts


def test_start_example_5_3_alternative_counter_possible():
    """5-3 例 続き:「あるいは2と3を出して3と入れ替え、2回目のAで距離2の5を出して攻撃してもよい
    （この場合は先攻が3でEを返せる）。」"""
    s = position(chars=(("hydne", "lazuli"), ("bomba", "tenko")), fields=["炎5", None], current=1,
                 hands=[["氷3"], ["影2", "影3", "雷5"]], decks=[["風1", "風2"], ["風3", "風4"]])
    do(s, "1:play 影2 影3")
    do(s, "1:field 影3")
    assert s.field[1] == "影3"
    do(s, "1:play 雷5", "1:attack 0")
    assert "0:counter 氷3" in texts(s)


def test_example_6_2_chain_cover_and_p5():
    """6-2 例:「Aが場札2・範囲2で3と4を出してB（場札4）を攻撃（攻撃の数字{3,4}）。Bは手札の5で回避できる
    （3は攻撃の数字なので不可）。代わりにBがAの場札と同じ2を出して反撃すれば、今度はAが対応する。Aが遮蔽物の場札で
    Fを選ぶと、Aの場札はBの陣になって捨て札へ、Aは復活地点へ。その後P5：Bは出した2が場札4と隣接しないので入れ替え
    られず、2は拠点へ。Aは場札を失ったので入れ替えず、出した3・4はAの拠点へ。」"""
    s = position(chars=(("bomba", "tenko"), ("hydne", "lazuli")), fields=["氷2", "雷4"],
                 hands=[["炎3", "氷4"], ["炎5", "鋼3", "影2"]], decks=[["風1", "風2"], ["風3", "風4"]],
                 enemy=["炎3", "氷4", "炎5", "鋼3", "影2", "雷4"])
    do(s, "0:play 炎3 氷4", "0:attack 1")
    assert s.pending[3] == (3, 4)
    opts = texts(s)
    assert "1:dodge 炎5" in opts and "1:dodge 鋼3" not in opts
    e = refused(s, "1:dodge 鋼3")
    assert e.rule == "ZT-R10"
    do(s, "1:counter 影2")
    assert s.pending[:2] == ("respond", 0) and s.pending[3] == (2,)
    do(s, "0:cover")
    assert s.field[0] is None and s.discard[-1] == "氷2" and s.face["氷2"] == 1
    assert pending(s) is None, "no P5 choice: B's 2 is not next to 4, A lost its 場札"
    assert sorted(s.bases[1]) == ["影2"] and sorted(s.bases[0]) == ["氷4", "炎3"]
    assert s.face["炎3"] == 0 and s.face["影2"] == 1


def test_base_limit_example():
    """5-3 例（上限・R-15）:「拠点にX・Y・Zがある時、P6でP・Qが加わる。5枚から残す3枚を自由に選び、
    残り2枚を選んだ順に捨て札へ。」"""
    s = position(chars=(("bomba", "tenko"), ("hydne", "lazuli")), fields=["氷2", None],
                 hands=[["炎3", "鋼3"], []], bases=[["風1", "風2", "風3"], []], decks=[[], []], enemy=["炎3", "鋼3"])
    do(s, "0:play 炎3 鋼3")
    assert pending(s) == "field"
    do(s, "0:field -")
    assert pending(s) == "drop" and len(s.bases[0]) == 5
    assert {t for t in texts(s)} == {f"0:drop {c}" for c in ("風1", "風2", "風3", "炎3", "鋼3")}
    do(s, "0:drop 風2", "0:drop 炎3")
    assert sorted(s.bases[0]) == sorted(["風1", "風3", "鋼3"])
    assert s.discard[-2:] == ["風2", "炎3"], "discarded face up in the chosen order"
    assert pending(s) is None


def test_score_counts_every_zone():
    """章8 ④「ゲーム終了時、ゲーム内に存在する全てのカードを公開し、最も自陣カードであるエリアカードが多かった
    チームの勝利となる。アイテムカード、復活地点カード、タイムキープカードは勝敗に関与しない。」"""
    s = position(fields=["氷2", "雷4"], hands=[["炎3", "スモーク1"], ["炎5"]], bases=[["TK"], ["影2"]],
                 decks=[["風1"], ["風3"]], discard=["鋼1"], enemy=["雷4", "炎5", "影2", "風3"])
    counts, tie = score(s)
    assert counts == [4, 4]
    assert tie == [1, 2]


def test_facets_count_the_characters_dealt_not_the_main_after_a_swap():
    """The balance lab's per-character figure counts both characters a seat was dealt:
    the main character at the end (after X) is not what the seat was given (issue 37)."""
    s = _swap_position("gantetsu", "lazuli", ["炎3", "炎4", "炎2"])
    before = s.facets(0)
    do(s, "0:swap")
    assert s.chars[0][0] == "lazuli"
    assert s.facets(0)["character"] == before["character"] == ("ガンテツ", "ラズリ")
    assert s.facets(0)["pair"] == "ガンテツ+ラズリ"
