"""【Bambooshoot】 (章14, reconstructed): every bamboo card, harvesting, the bamboo phase,
winning and losing."""
from game.zintrigger.rules.cards import BAMBOO

from .helpers import do, end_turn, new, pending, position, texts

SOLO = (("bomba", "gantetsu"),)


def _solo(grove=(), shoots=None, hand=(), field="雷3", base=(), deck=("風1", "風2", "風3", "風4"), discard=(),
          enemy=()):
    return position(chars=SOLO, players=1, fields=[field], hands=[list(hand)], bases=[list(base), []],
                    decks=[list(deck), []], discard=list(discard), grove=[list(g) for g in grove],
                    shoots=list(shoots) if shoots is not None else
                    [b for b in BAMBOO if b not in {g[0] for g in grove}], enemy=list(enemy), tk_limit=4)


def _phase(s):
    """End the player's turn (no reload) and run the bamboo phase to the next decision."""
    end_turn(s)


def test_bamboo_table():
    """14-2: 10枚、数字と射程。"""
    assert [(b.number, b.reach) for b in BAMBOO.values()] == [(1, 0), (2, 0), (2, 0), (3, 1), (3, 0), (4, 0),
                                                               (4, 1), (5, 0), (5, 0), (6, 0)]


def test_attack_harvests_every_bamboo_of_a_played_number_ignoring_distance():
    """14-4「竹林にいる数字のエリアカードは範囲の距離を無視して出せる」「出したカードの数字と同じ数字のバンブーを
    すべて攻撃する」「バンブーは常に被弾を選び、収穫場へ送られて収穫時効果を解決する」"""
    s = _solo(grove=[["B02", 0, 0], ["B03", 1, 0], ["B10", 0, 0]], hand=["炎2", "炎6"], field="雷3",
              enemy=["炎2", "炎6"])
    assert "0:play 炎6" in texts(s), "6 is far from 3 but a bamboo stands there"
    do(s, "0:play 炎2")
    assert pending(s) == "attack" and texts(s) == {"0:attack bamboo", "0:attack -"}
    do(s, "0:attack bamboo")
    assert [g[0] for g in s.solo["grove"]] == ["B10"] and {"B02", "B03"} <= set(s.solo["harvest"])


def test_b01_young_bamboo_harvest_draws():
    """若竹 収穫時：「山札か拠点から１枚引く。」"""
    s = _solo(grove=[["B01", 0, 0]], hand=["炎1"], field="雷2", enemy=["炎1"])
    do(s, "0:play 炎1", "0:attack bamboo")
    assert "風4" in s.hands[0]


def test_b02_green_bamboo_grown_takes_an_own_base_card():
    """青竹 成竹：「拠点の自陣エリアカード１枚（無ければ手札の自陣エリアカード１枚）を敵陣カードにして捨て札に送る。」"""
    s = _solo(grove=[["B02", 1, 0]], shoots=["B09"], base=["影1", "影2"], field="雷6")
    _phase(s)
    assert pending(s) == "lose" and texts(s) == {"0:lose 影1 base", "0:lose 影2 base"}
    do(s, "0:lose 影2 base")
    assert s.face["影2"] == 1 and s.discard[-1] == "影2"


def test_b03_bamboo_spear_appears_grown_one():
    """竹槍 出現時：「成長を＋１する。」"""
    s = _solo(shoots=["B03"], field="雷6")
    _phase(s)
    assert s.solo["grove"][0][:2] == ["B03", 1]


def test_b04_bent_bamboo_reaches_the_next_numbers():
    """根曲竹 射程1「なし（隣の数字にも届く）」: its attack numbers are 2-4."""
    s = _solo(grove=[["B04", 1, 0]], shoots=["B09"], field="雷4")
    _phase(s)
    assert pending(s) == "respond" and s.pending[2] == "B04" and s.pending[3] == (2, 3, 4)


def test_b05_shining_bamboo_grows_others_and_salvages_on_harvest():
    """光る竹 成竹：「他のバンブーすべての成長を＋１する。」収穫時：「捨て札から自陣エリアカード１枚を手札に加える。」"""
    s = _solo(grove=[["B05", 1, 0], ["B10", 0, 0]], shoots=[], field="雷1")
    _phase(s)
    assert [g[1] for g in s.solo["grove"]] == [2, 2], "grown by the phase, then +1 from 光る竹"
    s2 = _solo(grove=[["B05", 0, 0]], hand=["炎3"], discard=["影6"], field="雷2", enemy=["炎3"])
    do(s2, "0:play 炎3", "0:attack bamboo")
    assert pending(s2) == "take"
    do(s2, "0:take 影6 discard")
    assert "影6" in s2.hands[0]


def test_b06_moso_resets_instead_of_being_harvested():
    """孟宗竹「攻撃された時、成長が１以上なら成長を０に戻し、収穫されない。」"""
    s = _solo(grove=[["B06", 1, 0]], hand=["炎4", "影4"], field="雷3", enemy=["炎4", "影4"])
    do(s, "0:play 炎4", "0:attack bamboo")
    assert s.solo["grove"] == [["B06", 0, 0]]
    while pending(s):
        do(s, sorted(texts(s))[0])
    do(s, "0:play 影4", "0:attack bamboo")
    assert "B06" in s.solo["harvest"], "at growth 0 it is harvested"


def test_b07_grove_master_grows_others_and_needs_two_hits():
    """竹林の主 出現時：「竹林の他のバンブーすべての成長を＋１する。」「２回攻撃を当てて収穫する（１回目は傷を置く）。」"""
    s = _solo(grove=[["B10", 0, 0]], shoots=["B07"], field="雷1")
    _phase(s)
    assert s.solo["grove"][0][1] == 2 and s.solo["grove"][1][:2] == ["B07", 0]
    s2 = _solo(grove=[["B07", 0, 0]], hand=["炎4", "影4"], field="雷3", enemy=["炎4", "影4"])
    do(s2, "0:play 炎4", "0:attack bamboo")
    assert s2.solo["grove"] == [["B07", 0, 1]]
    while pending(s2):
        do(s2, sorted(texts(s2))[0])
    do(s2, "0:play 影4", "0:attack bamboo")
    assert "B07" in s2.solo["harvest"]


def test_b08_madake_appears_and_takes_an_own_hand_card():
    """真竹 出現時：「手札の自陣エリアカード１枚を敵陣カードにして捨て札に送る（あれば）。」"""
    s = _solo(shoots=["B08"], hand=["影1", "影2", "炎5"], field="雷1", enemy=["炎5"])
    _phase(s)
    assert pending(s) == "lose" and texts(s) == {"0:lose 影1 hand", "0:lose 影2 hand"}


def test_b09_rhizome_grown_discards_the_deck_top():
    """地下茎 成竹：「山札の一番上のカードを捨て札に送る。」"""
    s = _solo(grove=[["B09", 1, 0]], shoots=[], field="雷1")
    _phase(s)
    assert s.discard[-1] == "風4" and s.decks[0] == ["風1", "風2", "風3"]


def test_b10_black_bamboo_no_cover():
    """黒竹「このバンブーの攻撃に対し「F.遮蔽物を使う」は行えない。」"""
    s = _solo(grove=[["B10", 1, 0]], shoots=[], field="鋼5")  # 鋼5 バリケード: cover
    s.field[0] = "影6"
    _phase(s)
    assert pending(s) == "respond" and "0:cover" not in texts(s)
    s2 = _solo(grove=[["B10", 1, 0]], shoots=[], field="雷5")
    s2.field[0] = "雷6"          # 雷6 has no cover either; a ruins-6 field:
    s2.field[0] = "風6"
    _phase(s2)
    assert "0:cover" not in texts(s2)


def test_counter_against_a_bamboo_harvests_it():
    """14-4「E（そのバンブーの数字のカードを出す）で反撃すると当たる。」"""
    s = _solo(grove=[["B10", 1, 0]], shoots=[], field="風6", hand=["炎6"], enemy=["炎6"])
    _phase(s)
    do(s, "0:counter 炎6")
    assert "B10" in s.solo["harvest"]


def test_hit_by_a_bamboo_turns_field_and_base_to_the_enemy():
    """14-4「Gなら場札と拠点が敵陣になり捨て札へ、復活地点に戻る」"""
    s = _solo(grove=[["B10", 1, 0]], shoots=[], field="風6", base=["影1"])
    _phase(s)
    do(s, "0:hit")
    assert s.field[0] is None and s.face["風6"] == 1 and s.face["影1"] == 1


def test_win_by_harvesting_the_tenth_and_rating():
    """14-5「勝利：10本目のバンブーが収穫場に入った瞬間。」"""
    s = _solo(grove=[["B01", 0, 0]], hand=["炎1"], field="雷2", enemy=["炎1"], shoots=[])
    assert len(s.solo["harvest"]) == 9
    do(s, "0:play 炎1", "0:attack bamboo")
    r = s.result()
    assert r is not None and r.coop and r.outcome(0) == "win" and r.reason == "harvest"


def test_loss_when_the_grove_reaches_its_limit():
    """14-4 5「竹林のバンブーが難易度の上限本数以上なら敗北。」"""
    s = _solo(grove=[["B02", 0, 0], ["B03", 0, 0], ["B04", 0, 0], ["B05", 0, 0], ["B06", 0, 0]],
              shoots=["B10"], field=None)
    _phase(s)
    r = s.result()
    assert r is not None and r.outcome(0) == "loss" and r.reason == "grove"


def test_loss_when_the_time_keep_runs_out():
    """14-5「敗北：…タイムキープを規定回数引いた時にまだ収穫されていないバンブーがある。」"""
    s = _solo(grove=[["B10", 0, 0]], deck=("TK",), hand=["炎3"], field="雷3")
    s.tk_count = 3
    do(s, "0:play 炎3")
    r = s.result()
    assert r is not None and r.reason == "time" and r.outcome(0) == "loss"


def test_solo_set_up_from_level_data():
    """14-3: 難易度の初期竹林、侵食キャラ2人のエリアが敵陣向き、相手を対象にするアイテムは入れない。"""
    s = new(1, seed=3, difficulty=3)
    while s.phase == "setup":
        do(s, sorted(texts(s))[0])
    assert len(s.solo["grove"]) == 2 and s.solo["limit"] == 4 and s.tk_limit == 3
    enemy = [c for c, t in s.face.items() if t == 1 and c not in s.pool]
    assert len(enemy) == 12, "two eroding characters' six area cards each"
    from game.zintrigger.rules.cards import ITEM_IDS, ITEMS
    assert not any(c in ITEM_IDS and not ITEMS[ITEM_IDS[c]].solo for c in s.decks[0] + s.hands[0] + s.bases[0])
