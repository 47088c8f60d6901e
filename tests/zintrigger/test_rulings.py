"""Rulings the seed leaves open (RULINGS.md), each pinned by its own test."""
from game.zintrigger.rules import ZintriggerState
from game.zintrigger.rules.cards import TIMEKEEP
from game.zintrigger.rules.events import TimeKept

from .helpers import do, end_turn, new, one_action_character, pending, position, refused, texts

CH = (("bomba", "tenko"), ("gantetsu", "hydne"))


def test_r02_numbers_are_a_line_1_and_6_not_adjacent():
    """R-02「数字は1～6の直線。隣接＝差1、1と6は隣接しない（循環しない）。」"""
    s = position(chars=CH, fields=["氷2", "雷1"], hands=[["炎1"], ["炎6", "炎2"]],
                 decks=[["風1"], ["鋼1"]], enemy=["炎1"])
    do(s, "0:play 炎1", "0:attack 1")
    assert "1:dodge 炎2" in texts(s) and "1:dodge 炎6" not in texts(s)


def test_r12_only_the_target_answers_in_four_player():
    """R-12「対応できるのは対象プレイヤー本人だけ。」 R-23「相手」＝相手チームのプレイヤー."""
    s = position(chars=(("bomba",), ("hydne",), ("gantetsu",), ("tenko",)), players=4,
                 fields=["氷2", "雷4", None, "影4"], hands=[["炎4"], [], [], []],
                 decks=[["風1"], ["鋼1"]], enemy=["炎4"])
    do(s, "0:play 炎4")
    assert texts(s) == {"0:attack 1", "0:attack 3", "0:attack -"}, "two opponents on 4: choose one"
    do(s, "0:attack 3")
    assert s.to_move() == 3


def test_zt_r56_four_players_share_deck_and_base_within_the_team():
    """Seed 「四隅にプレイヤーが存在し、山札と拠点は共有している。」 read with 「相手への攻撃が成功すれば、相手の拠点にある
    カードもまとめて自陣カードにできるぞ！」 and G「場札と拠点を全て敵陣カードにして捨て札に送る」: the 拠点 a hit takes is
    the other team's, so the sharing is within a team (R-05, ZT-R56): B2 draws from the 拠点 B1 lost."""
    s = position(chars=(("bomba",), ("hydne",), ("gantetsu",), ("tenko",)), players=4,
                 fields=["氷2", "雷4", None, "影5"], hands=[["炎4"], [], [], []], bases=[["風6"], ["鋼2", "鋼3"]],
                 decks=[["風1"], ["鋼1"]], enemy=["炎4", "鋼2", "鋼3", "雷4", "影5"])
    do(s, "0:play 炎4", "0:attack 1", "1:hit")
    while pending(s) == "drop":
        do(s, f"1:drop {s.bases[1][0]}")
    assert s.bases[1] == [] and {"鋼2", "鋼3", "雷4"} <= set(s.discard), "team B's shared 拠点 is lost"
    assert all(s.face[c] == 0 for c in ("鋼2", "鋼3", "雷4")), "turned to team A"
    assert "風6" in s.bases[0] or "風6" in s.discard, "team A's own 拠点 is not touched by the hit"
    assert len(s.decks) == 2, "one deck per team, not one for all four"


def test_r16_time_keep_from_the_deck_goes_to_the_base_and_drawing_continues():
    """R-16「山札から引いた時は引く枚数に数えず続けて引く。」 原文❷①「「タイムキープカード」を引いたなら、
    タイムキープカードを拠点に加える。」"""
    s = position(chars=CH, fields=["氷2", None], hands=[["炎3"], []], decks=[["風1", "風2", TIMEKEEP], []])
    ev = do(s, "0:play 炎3")
    assert any(isinstance(e, TimeKept) for e in ev) and s.tk_count == 1
    assert TIMEKEEP in s.bases[0] and s.hands[0] == []
    assert pending(s) == "draw" and s.pending[2] == 2, "still two cards to draw"
    assert texts(s) == {"0:draw deck"}, "not the time keep again in this draw (ZT-R55)"
    do(s, "0:draw deck", "0:draw deck")
    assert sorted(s.hands[0]) == sorted(["風1", "風2"])


def test_r16_time_keep_drawn_from_the_base_counts_as_one_and_stays():
    """R-16「拠点から選んで引いた時は1枚分として数える」「拠点から引いたなら拠点に戻す」."""
    s = position(chars=CH, fields=["氷2", None], hands=[["炎3"], []], bases=[[TIMEKEEP], []],
                 decks=[["風1", "風2"], []], tk_limit=2)
    do(s, "0:play 炎3")
    assert "0:draw TK" in texts(s)
    do(s, "0:draw TK")
    assert s.tk_count == 1 and TIMEKEEP in s.bases[0] and s.hands[0] == []
    assert s.pending[2] == 1, "the time keep counted as one of the two cards"
    do(s, "0:draw deck")
    assert s.hands[0] == ["風2"]


def test_zt_r55_the_time_keep_is_drawn_at_most_once_per_draw():
    """Seed ❷②「「タイムキープカード」を引いた回数を記録する。」 with R-16 (drawn from the 拠点 it stays there):
    within one draw operation the time keep counts once, so a holder at 0 of 2 cannot end the game
    at once by drawing it twice in one draw-2 (ZT-R55); the next draw operation may take it again."""
    s = position(chars=CH, fields=["氷2", None], hands=[["炎3", "炎2"], []], bases=[[TIMEKEEP, "鋼5"], []],
                 decks=[["風1", "風2", "風3", "風4"], []], tk_limit=2)
    do(s, "0:play 炎3")
    do(s, "0:draw TK")
    assert s.tk_count == 1 and s.result() is None
    assert "0:draw TK" not in texts(s), "not twice in one draw"
    assert texts(s) == {"0:draw deck", "0:draw 鋼5"}
    do(s, "0:draw deck")
    if pending(s) == "field":
        do(s, "0:field -")
    do(s, "0:play 炎2")
    assert "0:draw TK" in texts(s), "a new draw operation"
    s2 = position(chars=CH, fields=["氷2", None], hands=[["炎3"], []], bases=[[TIMEKEEP], []],
                  decks=[[], []], tk_limit=3)
    do(s2, "0:play 炎3", "0:draw TK")
    assert s2.tk_count == 1 and pending(s2) != "draw", "nothing else to draw: the draw ends"


def test_zt_r55_a_time_keep_from_the_deck_is_not_drawn_again_from_the_base_in_the_same_draw():
    """R-16「山札から引いた時は…引く枚数に数えず続けて引く」: the time keep just drawn from the deck went to the 拠点;
    the same draw may not take it from there again (ZT-R55)."""
    s = position(chars=CH, fields=["氷2", None], hands=[["炎3"], []], bases=[["鋼5"], []],
                 decks=[["風1", "風2", TIMEKEEP], []], tk_limit=3)
    do(s, "0:play 炎3", "0:draw deck")
    assert s.tk_count == 1 and TIMEKEEP in s.bases[0]
    if pending(s) == "drop":
        do(s, "0:drop 鋼5")
    assert "0:draw TK" not in texts(s)


def test_time_keep_limit_ends_the_game_at_once():
    """❷③「「タイムキープカード」を引いた回数が規定回数になったタイミングでゲームが終了する。◆２人対戦時：２回」"""
    s = position(chars=CH, fields=["氷2", None], hands=[["炎3"], []], decks=[["風1", TIMEKEEP], []])
    s.tk_count = 1
    do(s, "0:play 炎3")
    assert s.result() is not None and s.result().reason == "time" and s.to_move() is None


def test_r17_empty_deck_turns_the_discard_over_unshuffled():
    """原文「「山札」が０枚の状態で「山札」からカードを引くなら、「捨て札」を束のまま裏面にして山札にした後カードを引く。」"""
    s = position(chars=CH, fields=["氷2", None], hands=[["炎3"], []], decks=[[], []],
                 discard=["風1", "風2", "風3", "風4"])
    do(s, "0:play 炎3")
    assert sorted(s.hands[0]) == ["風1", "風2"] and s.decks[0] == ["風4", "風3"]
    assert s.discard == []


def test_r21_reload_after_a_turn_without_playing():
    """「手番終了時、手番中にAを行っていないなら「リロード」を宣言してもよい。」「次の手番開始時に手札を望むように拠点に送り、
    山札と拠点から手札上限になるまで望むように引いてもよい。」"""
    s = position(chars=CH, fields=["氷2", None], hands=[["炎6", "炎5"], ["影1"]],
                 decks=[["風1", "風2", "風3", "風4", "風5"], ["鋼1", "鋼2", "鋼3"]])
    do(s, "0:end")
    assert pending(s) == "reload"
    do(s, "0:reload")
    assert s.tilted[0]
    end_turn(s)
    assert s.current == 0 and pending(s) == "stash" and "0:stash -" in texts(s)
    do(s, "0:stash 炎6", "0:stash -")
    assert pending(s) == "draw" and "0:draw -" in texts(s)
    do(s, "0:draw deck", "0:draw deck", "0:draw -")
    assert len(s.hands[0]) == 3 and not s.tilted[0]


def test_r21_no_reload_after_playing_a_card():
    s = position(chars=CH, fields=["氷2", None], hands=[["炎3", "炎1"], []], decks=[["風1", "風2"], []],
                 enemy=["炎3"])
    do(s, "0:play 炎3", "0:field -", "0:end")
    assert pending(s) != "reload"


def test_r24_safety_valve_ends_by_score():
    """R-24「2人戦は各プレイヤー30手番…を終えたら、タイムキープ規定回数到達と同じくゲーム終了」."""
    s = position(chars=CH, fields=[None, None], hands=[[], []], decks=[["風1"], ["鋼1"]])
    s.turns_taken = [30, 30]
    do(s, "0:end", "0:noreload")
    assert s.result() is not None and s.result().reason == "turns"


def test_r25_resign_loses_for_the_whole_team():
    """❷⑤「ゲーム中の投了は認められており、投了したプレイヤーはゲームに敗北する。」 R-25: 4人戦は味方も負け."""
    s = new(4, seed=2)
    s.resign(2)
    r = s.result()
    assert r.reason == "resign" and [r.outcome(p) for p in range(4)] == ["loss", "win", "loss", "win"]
    assert s.legal_actions() == () and not any(a.verb == "resign" for a in new(2).legal_actions())


def test_r26_by_default_the_expansion_is_in_and_the_respawn_point_is_no_card():
    """R-26 (基本のみ) is an option, off by default: a game plays with the expansion (items, the
    expansion's area cards), and the respawn point is the empty 場札 (None), not a card in any zone."""
    s = new(2, seed=1)
    assert s.field == [None, None] and not s.options["basic"]
    assert "星3" in s.pool + [c for d in s.decks for c in d] and any("スモーク" in c for c in s.pool)


def test_r04_respawn_bind_no_attack_from_the_respawn_point_and_a_swap_is_a_must():
    """R-04〔選択ルール・原文外・既定オフ〕「復活地点の縛り」:「オンの時だけ旧版どおり、復活地点からは攻撃宣言（攻撃能力を
    含む）ができず、復活地点から出したら必ず1枚と入れ替える」."""
    def start(**opts):
        s = position(chars=(("bomba", "tenko"), ("hydne", "gantetsu")), fields=[None, "雷5"],
                     hands=[["炎5", "炎6"], []], bases=[["風1", "風2"], []], decks=[["風3", "風4"], ["鋼1"]],
                     enemy=["炎5", "炎6"])
        s.options.update(opts)
        s.edited()
        return s
    off = start()
    assert "0:ability 1" in texts(off)
    do(off, "0:play 炎5")
    assert pending(off) == "attack", "off (the default): attacking from the respawn point is allowed"
    on = start(r04=True)
    assert not any(t.startswith("0:ability") for t in texts(on)), "no attacking ability from there"
    assert refused(on, "0:ability 1").rule == "ZT-R04"
    do(on, "0:play 炎5")
    assert pending(on) == "field", "no attack declaration"
    assert texts(on) == {"0:field 炎5"}, "a play from the respawn point must swap a card in"
    do(on, "0:field 炎5")
    assert on.field[0] == "炎5"
    assert on.view(0).respawn_bind and not off.view(0).respawn_bind


def test_r31_look_at_the_top_uses_only_what_the_deck_holds():
    """R-31「「山札の上から見る／一番上を送る」効果…は山札にある分だけ扱い、捨て札の再利用は起こさない。」"""
    s = position(chars=CH, fields=["氷2", "雷4"], hands=[["ハッキングツール1"], []], decks=[[], ["鋼1"]],
                 discard=["風1", "風2"])
    do(s, "0:item ハッキングツール1")
    assert s.pending[2] == ("鋼1",) and texts(s) == {"0:hack 鋼1", "0:hack -"}
    s2 = position(chars=CH, fields=["氷2", "雷4"], hands=[["ハッキングツール1"], []], decks=[[], []],
                  discard=["風1"])
    do(s2, "0:item ハッキングツール1")
    assert pending(s2) is None and s2.discard == ["風1"]


def test_r32_turn_continues_after_losing_the_field_in_a_chain():
    """R-32「手番プレイヤーが連鎖で被弾・遮蔽物により復活地点に戻っても手番は続く（残り行動回数はそのまま）。」"""
    s = position(chars=CH, fields=["氷2", "雷4"], hands=[["炎4", "炎5"], ["影2"]],
                 decks=[["風1", "風2"], ["鋼1"]], enemy=["炎4", "炎5"])
    do(s, "0:play 炎4", "0:attack 1", "1:counter 影2", "0:hit")
    while pending(s) in ("field", "drop"):
        do(s, sorted(texts(s))[0])
    assert s.current == 0 and s.field[0] is None and s.left == 1
    assert "0:play 炎5" in texts(s), "the next A from the respawn point"


def test_zt_r39_a_set_of_cards_in_any_order():
    """ZT-R39: the cards of one A are a set; ``play 炎1 鋼2`` and ``play 鋼2 炎1`` are the same A."""
    s = position(chars=CH, fields=["氷2", None], hands=[["炎1", "鋼2"], []], decks=[["風1"], []],
                 enemy=["炎1", "鋼2"])
    assert s.explain(s.parse_action("0:play 鋼2 炎1")) is None
    assert s.explain(s.parse_action("0:play 炎1 鋼2")) is None
    assert refused(s, "0:play 炎1 炎1").rule == "ZT-5"


def test_zt_r42_flare_is_used_up_by_the_next_a_of_any_kind():
    """ZT-R42: 信号弾「この手番の次のAでは…」 — the next A, an item too, uses it up."""
    s = position(chars=CH, fields=["雷1", "雷4"], hands=[["信号弾1", "ブースター1", "炎3"], []],
                 decks=[["風1", "風2", "風3"], ["鋼1"]], enemy=["信号弾1", "ブースター1", "炎3"])
    do(s, "0:item 信号弾1")
    assert s.flare
    do(s, "0:item ブースター1")
    assert not s.flare


def test_zt_r43_smoke_cover_turns_the_field_like_any_cover():
    """ZT-R43: スモーク's cover is used as F: 「場札を敵陣カードにして捨て札に送る」."""
    s = position(chars=CH, fields=["氷2", "雷4"], hands=[["炎4"], []], decks=[["風1"], ["鋼1"]],
                 enemy=["炎4"], current=0)
    s.smoke[1] = True
    do(s, "0:play 炎4", "0:attack 1", "1:cover")
    assert s.face["雷4"] == 0 and s.discard[-1] == "雷4"


def test_zt_r44_shadow_stitch_harvests_a_bamboo_outright():
    """ZT-R44 / 14-4「影縫いはバンブー1本を収穫する。」 — even 孟宗竹 with growth."""
    s = position(chars=(("kagemaru", "tenko"),), players=1, fields=["雷3"], hands=[[]],
                 bases=[["風1", "風2"], []], decks=[["風3"], []], grove=[["B06", 2, 0]], shoots=["B01"])
    do(s, "0:ability B06")
    while pending(s) == "drop":
        do(s, sorted(texts(s))[0])
    assert "B06" in s.solo["harvest"]


def test_zt_r47_smash_bomb_on_a_bamboo_hits_only_that_one():
    """ZT-R47 / 14-4「「相手１人を選ぶ」能力はバンブー1本を対象にできる」."""
    s = position(chars=(("bomba", "tenko"),), players=1, fields=["雷3"], hands=[[]],
                 bases=[["風1", "風2"], []], decks=[["風3"], []], grove=[["B04", 0, 0], ["B05", 0, 0]],
                 shoots=["B01"])
    do(s, "0:ability B04")
    while pending(s) == "drop":
        do(s, sorted(texts(s))[0])
    assert "B04" in s.solo["harvest"] and any(g[0] == "B05" for g in s.solo["grove"])


def test_zt_r51_the_turn_ends_by_itself_after_the_last_action(monkeypatch):
    """「Cを行うか、AかBを■「行動」の数だけ行ったなら手番が終了する。」 — no X after the last action
    (a 行動1 main made by the test: none prints 行動 1 since ZT-R59)."""
    one_action_character(monkeypatch, "lazuli")
    s = position(chars=(("lazuli", "gantetsu"), ("bomba", "tenko")), fields=["氷3", None],
                 hands=[["炎4"], []], decks=[["風1"], ["鋼1"]], enemy=["炎4"])
    do(s, "0:play 炎4")
    if pending(s) == "field":
        do(s, "0:field -")
    assert s.phase == "end" or s.current == 1
    assert not any(a.verb == "swap" for a in s.legal_actions())


def test_explain_names_rule_and_fact():
    """A refusal names the blocking rule and the fact: 「拠点1枚では払えません」."""
    s = position(chars=(("bomba", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[[], []], bases=[["風1"], []])
    e = refused(s, "0:ability 1")
    assert e.rule == "ZT-7" and "拠点1枚" in e.ja and "costs 2" in e.en
    e = refused(s, "1:end")
    assert e.rule == "ZT-5"
    assert ZintriggerState.parse_action("0:play 炎1").text() == "0:play 炎1"


def test_r61_gear_box_plays_no_booster_for_free():
    """ZT-R61 【調整】 ギアボックス「その後、手札のアイテムカード（ブースター以外）を１枚、行動回数を消費せずに
    出してもよい。」: a free ブースター (「この手番の残り行動回数を＋１する。」) paid for the next ギアボックス, whose
    cost went to the discard and came back with it, so a turn could go round forever."""
    s = position(chars=(("luna", "tenko"), ("hydne", "gantetsu")), fields=["氷2", "雷4"],
                 hands=[["スモーク1"], []], bases=[["ブースター1"], []], discard=[],
                 decks=[["風5"], ["鋼1"]])
    do(s, "0:ability", "0:take ブースター1 discard")      # the cost (拠点1) paid with the ブースター itself
    assert "ブースター1" in s.hands[0]
    offered = texts(s)
    assert "0:item ブースター1" not in offered
    assert {"0:item スモーク1", "0:item -"} <= offered
    why = refused(s, "0:item ブースター1")
    assert why.rule == "ZT-R61"
