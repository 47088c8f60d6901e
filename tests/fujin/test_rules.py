"""Rule bullets of chapters 二–十三 and the rulings in game/fujin/RULINGS.md."""
import pytest

from game.engine import CardDrawn, IllegalAction, Shuffled
from game.fujin.rules import FujinState
from game.fujin.rules.cards import Card, DECK_IDS, register_card, unregister_card
from game.fujin.rules.cards import _offs
from tests.fujin.helpers import act, at, card_count, hp, legal_texts, logs, position


# ---------------------------------------------------------------- 二 set-up
def test_setup_decks_hands_spirit():
    """二: 23枚をよく切って山札に。山札の上から5枚引いて手札に。先手は霊力6、後手は霊力8で始めます。"""
    s = FujinState.new_game(42)
    for p in (0, 1):
        assert len(s.hands[p]) == 5 and len(s.decks[p]) == 18
        assert sorted(s.hands[p] + s.decks[p]) == sorted(DECK_IDS)
    assert s.reiryoku == [6, 8] and s.phase == "mulligan" and s.to_move() == 0
    assert FujinState.new_game(42) == s and FujinState.new_game(43) != s


def test_mulligan_first_then_second():
    """二: 最初のターンの前に1回だけ、好きな枚数(0枚でもよい)を山札に戻して切り直し、戻した枚数だけ引きます。"""
    s = FujinState.new_game(1)
    back = tuple(sorted(s.hands[0][:3]))
    ev = act(s, "mulligan " + " ".join(back))
    assert len(s.hands[0]) == 5 and any(isinstance(e, Shuffled) for e in ev)
    assert sum(isinstance(e, CardDrawn) for e in ev) == 3
    assert s.to_move() == 1 and s.phase == "mulligan"
    act(s, "mulligan -")
    assert s.phase == "main" and s.current == 0 and s.round == 1
    with pytest.raises(IllegalAction):
        act(s, "mulligan -")


# ---------------------------------------------------------------- 四 cells
def test_no_summon_where_endurance_would_be_zero():
    """四: 耐久が0以下になるマスには召喚できません。(synthetic 陽 card with 耐久2)"""
    register_card(Card("X-001", "試験", "Test", "shikigami", "kuryu", 1, "x", "x", 1, 2, 1,
                       "yang", 1, False, _offs("前"), _offs("前"), ()))
    try:
        s = position(sp=(10, 8), hands=(("X-001",), ()))
        assert not any(" a2 " in t for t in legal_texts(s))       # 陰 cell: 2−2 = 0
        with pytest.raises(IllegalAction):
            act(s, "summon X-001 a2 N")
        act(s, "summon X-001 c2 N")
        assert hp(s, "c2") == 4
    finally:
        unregister_card("X-001")


def test_endurance_cap_19():
    """四: 耐久は19より大きくなりません。"""
    s = position([(0, "T-008", "b1", "N")], sp=(10, 8), hands=(("T-010",), ()))
    act(s, "use T-010")
    assert hp(s, "b1") == 19


# ---------------------------------------------------------------- 五 turn
def test_turn_start_removes_own_mayohiga_then_checks():
    """五 開始時: 1. 自分が前のターンに使ったマヨヒガを取り除く。2. チェック(王手)していたら勝利の判定。"""
    pcs = [(0, "O-007", "a1", "N"), (0, "O-009", "b1", "N"), (0, "O-005", "c1", "N")]
    s = position(pcs, sp=(10, 8), hands=(("T-011",), ()))
    act(s, "use T-011 a1")
    assert s.seiatsu(0) == 4
    s.oute[0] = True                      # as if 王手 had been declared
    act(s, "end"); act(s, "discard -")    # 先手 end: 4 → no new 王手 (flag stays from before)
    act(s, "end"); act(s, "discard -")    # 後手 turn ends; 先手's turn starts: マヨヒガ off → 2+2+2=6
    assert s.result() is not None and s.result().winner == 0


def test_oute_and_victory():
    """十: 自分のターンの終了時に総制圧力が5以上なら、チェック(王手)を宣言します。次の自分のターンの開始時に、総制圧力がまだ5以上なら勝利です。"""
    pcs = [(0, "O-007", "a1", "N"), (0, "O-009", "b1", "N"), (0, "O-002", "c1", "N"),
           (0, "O-001", "c3", "S")]
    s = position(pcs, sp=(0, 0))
    assert s.seiatsu(0) == 6
    act(s, "end")
    assert s.oute[0]
    act(s, "discard -")
    act(s, "end"); act(s, "discard -")
    assert s.result().winner == 0 and s.result().reason == "oute"


def test_oute_lapses_when_broken():
    """十: 開始時に5未満になっていたら、チェックは外れます。"""
    pcs = [(0, "O-007", "a1", "N"), (0, "O-009", "b1", "N"), (0, "O-002", "c1", "N")]
    s = position(pcs, sp=(0, 15), hands=((), ("O-012",)))
    act(s, "end"); act(s, "discard -")
    assert s.oute[0]
    act(s, "use O-012 a1")                # 後手 breaks: 両面 12 → 10 (1)
    act(s, "end"); act(s, "discard -")
    assert s.result() is None and not s.oute[0]


def test_both_players_may_be_in_check():
    """十: 2人が同時にチェックしていることもあります。そのときも、それぞれ自分のターンの開始時に判定します。"""
    pcs = [(0, "O-007", "a1", "N"), (0, "O-009", "b1", "N"), (0, "O-002", "c1", "N"),
           (1, "O-007", "a3", "S"), (1, "O-009", "b3", "S", 12), (1, "O-002", "c3", "S")]
    s = position(pcs, sp=(0, 0))
    s.oute[1] = True
    act(s, "end"); act(s, "discard -")
    assert s.oute == [True, True]
    # 後手's start: still ≥ 5 → 後手 wins (each judged at its own turn start)
    assert s.result().winner == 1 and s.result().reason == "oute"


def test_income_by_total_control():
    """十一: 総制圧力 0〜3 → 6、4 → 7、5以上 → 8。15を超えた分はなくなります。(最初のターンも含みます)"""
    for pcs, inc in (([], 6), ([(0, "O-007", "a1", "N"), (0, "O-009", "b1", "N")], 7),
                     ([(0, "O-007", "a1", "N"), (0, "O-009", "b1", "N"), (0, "O-002", "c1", "N")],
                      8)):
        s = position(pcs, sp=(1, 0))
        act(s, "end")
        assert s.reiryoku[0] == 1 + inc
    s = position([], sp=(12, 0))
    act(s, "end")
    assert s.reiryoku[0] == 15


def test_spirit_cap_all_gains():
    """FJ-R14: 霊力の上限15 applies to every gain (bounty, 古箪笥, refund)."""
    s = position([(0, "O-002", "b1", "N"), (1, "O-001", "b2", "N", 1)], sp=(15, 8))
    act(s, "attack b1 b2")
    assert s.reiryoku[0] == 14            # 15 − 2 + 1
    s = position([(0, "T-004", "b1", "N")], sp=(15, 8))
    act(s, "attack b1 hp")
    assert s.reiryoku[0] == 15


def test_discard_then_draw_then_graveyard():
    """五: 手札から好きな枚数を捨て、5枚になるまで引く。捨てた札は、引き終わってから墓地に置きます。"""
    s = position([], sp=(0, 0), hands=(("T-001", "T-002", "O-001"), ()),
                 decks=(["O-002"], []), graves=(["O-003", "O-004"], []))
    act(s, "end")
    act(s, "discard O-001 T-001")
    # needs 4: O-002 from the deck, then 山札切れ: O-003, O-004 (not the discards)
    assert sorted(s.hands[0]) == ["O-002", "O-003", "O-004", "T-002"]
    assert sorted(s.graves[0]) == ["O-001", "T-001"] and s.reshuffles[0] == 1


def test_hand_may_exceed_five():
    """FJ-R25: 5枚になるまで引く — a hand above 5 (古箪笥 draws) keeps its cards."""
    s = position([], sp=(0, 0), hands=(("T-001", "T-002", "O-001", "O-002", "O-003", "O-004"), ()))
    act(s, "end"); act(s, "discard -")
    assert len(s.hands[0]) == 6


# ---------------------------------------------------------------- 十二 deck-out
def test_second_deckout_ends_game():
    """十二 / FJ-R24: どちらかが2回目の山札切れを起こしたら、その補充が終わったところでゲーム終了。総制圧力の多い方の勝ち。"""
    s = position([(1, "O-007", "a3", "S")], sp=(0, 0), hands=((), ()), decks=([], []),
                 graves=(["O-001", "O-002", "O-003", "O-004", "O-005", "O-006"], []))
    s.reshuffles[0] = 1
    act(s, "end"); act(s, "discard -")
    assert len(s.hands[0]) == 5 and s.reshuffles[0] == 2
    r = s.result()
    assert r.reason == "deckout" and r.winner == 1 and r.scores == (0, 2)


def test_second_deckout_tie_is_draw():
    """十二: 同じなら引き分けです。"""
    s = position([], sp=(0, 0), decks=([], []), graves=(["O-001"], []))
    s.reshuffles[0] = 1
    act(s, "end"); act(s, "discard -")
    assert s.result().draw


def test_deck_refills_only_when_a_draw_finds_it_empty():
    """FJ-R27: 五「山札がなくなったら、墓地の札をよく切って新しい山札にし、続けて引きます(山札切れ)。」
    The refill is part of drawing: a deck emptied by the last card drawn stays empty (no
    山札切れ yet) until a later draw finds it empty."""
    grave = [c for c in DECK_IDS if c not in ("T-001", "T-002", "T-003", "O-001", "O-002")]
    s = position([], sp=(0, 0), hands=(("T-001", "T-002", "T-003"), ()),
                 decks=(["O-001", "O-002"], list(DECK_IDS)), graves=(grave, ()))
    act(s, "end"); act(s, "discard -")
    assert len(s.hands[0]) == 5 and s.decks[0] == [] and s.reshuffles[0] == 0
    assert sorted(s.graves[0]) == sorted(grave)
    act(s, "end"); act(s, "discard -")                   # 後手's turn
    act(s, "end")
    ev = act(s, "discard T-001")
    assert s.reshuffles[0] == 1 and len(s.hands[0]) == 5 and s.graves[0] == ["T-001"]
    assert len(s.decks[0]) == len(grave) - 1
    assert any("山札切れ(1回目)" in line for line in logs(ev))

def test_draw_stops_when_deck_and_grave_empty():
    """FJ-R13: deck and graveyard both empty: drawing just stops (no 山札切れ counted, no stuck game)."""
    s = position([], sp=(0, 0), hands=(("T-001",), ()), decks=([], []), graves=((), ()))
    act(s, "end"); act(s, "discard -")
    assert s.hands[0] == ["T-001"] and s.reshuffles[0] == 0 and s.result() is None
    assert s.current == 1


def test_chest_draw_second_deckout_ends_game():
    """FJ-R19: 古箪笥's draw can cause the second 山札切れ; the game ends right after that draw."""
    s = position([(0, "T-004", "b1", "N")], sp=(0, 0), decks=([], []), graves=(["O-001"], []))
    s.reshuffles[0] = 1
    act(s, "attack b1 draw")
    assert s.result() is not None and s.result().reason == "deckout"


def test_forty_rounds_draw():
    """FJ-R12: 40ラウンドを終えても決着がつかなければ、引き分け — right after 後手's end step of round 40."""
    pcs = [(1, "O-007", "a3", "N"), (1, "O-009", "b3", "N"), (1, "O-002", "c3", "N")]
    s = position(pcs, current=1, sp=(0, 0))
    s.round = 40
    act(s, "end"); act(s, "discard -")
    assert s.oute[1] and s.result().draw and s.result().reason == "rounds"


# ---------------------------------------------------------------- 六 summon
def test_taiji_discount():
    """六: 太極なら召☆が1安くなります(最低1)。召☆3の式神は2、召☆9なら8で出せます。"""
    s = position()
    assert s.summon_cost("O-002", "b2") == 2 and s.summon_cost("O-009", "b2") == 8
    assert s.summon_cost("O-009", "a1") == 9
    s = position(sp=(8, 0), hands=(("O-009",), ()))
    assert "summon O-009 b2 N" in legal_texts(s) and "summon O-009 a1 N" not in legal_texts(s)
    act(s, "summon O-009 b2 E")
    assert s.reiryoku[0] == 0


def test_no_rotation_on_summon_turn():
    """六: 召喚したターンは、その式神は回転できません(回転も次の自分のターンから)。"""
    s = position(sp=(10, 0), hands=(("O-002",), ()))
    act(s, "summon O-002 b2 N")
    assert not any(t.startswith("rotate") for t in legal_texts(s))
    act(s, "end"); act(s, "discard -"); act(s, "end"); act(s, "discard -")
    assert "rotate b2 L" in legal_texts(s)


def test_summon_attack_window_closed_by_relic():
    """FJ-R20: ほかの行動(ほかの式神の召喚・攻撃・回転、霊具)をはさんだら、そのターンはもう攻撃できません。"""
    s = position([(1, "O-007", "b3", "S")], sp=(15, 8), hands=(("O-002", "T-009"), ()))
    act(s, "summon O-002 b2 N")
    act(s, "use T-009 b3 E")
    assert not any(t.startswith("attack b2") for t in legal_texts(s))


def test_inherit_rules():
    """六 継承召喚: 召☆が高いこと(同じは不可)。属性が同じであること。どちらかが空なら、どの属性とでも入れ替えられます。
    太極でも割引はありません。入れ替えた式神は墓地へ。撃破ではないので、霊力価は誰も得ません。"""
    s = position([(0, "O-002", "b2", "N")], sp=(15, 8),
                 hands=(("T-002", "O-008", "O-005", "T-003"), ()))
    texts = legal_texts(s)
    assert "inherit T-002 b2" not in texts        # same cost 3
    assert "inherit O-008 b2" not in texts        # 陰 vs 陽
    assert "inherit O-005 b2" in texts and "inherit T-003 b2" in texts   # 陽, 空
    act(s, "inherit O-005 b2")
    assert s.reiryoku == [15 - 7 + 2, 8] and "O-002" in s.graves[0]


def test_inherit_cannot_if_inherited_damage_kills():
    """六: 引き継いだダメージで耐久が0以下になるなら、継承召喚はできません。"""
    register_card(Card("X-002", "試験2", "Test2", "shikigami", "kuryu", 6, "x", "x", 1, 3, 1,
                       "yin", 1, False, _offs("前"), _offs("前"), ()))
    try:
        s = position([(0, "O-004", "a1", "N", None, 6)], sp=(15, 8), hands=(("X-002",), ()))
        assert "inherit X-002 a1" not in legal_texts(s)        # 3 − 6 ≤ 0
        with pytest.raises(IllegalAction):
            act(s, "inherit X-002 a1")
    finally:
        unregister_card("X-002")


def test_inherit_keeps_flags():
    """六: 前の式神がこのターンにもう攻撃・回転していたら、新しい式神もそのぶんはできません。位置と向きを引き継ぎます。"""
    s = position([(0, "O-002", "b2", "E", None, 0, {"attacked": True}), (1, "O-007", "c2", "W")],
                 sp=(15, 8), hands=(("O-005",), ()))
    act(s, "inherit O-005 b2")
    assert at(s, "b2").orient == 1 and at(s, "b2").attacked
    assert not any(t.startswith(("attack b2", "rotate b2")) for t in legal_texts(s))


def test_inherited_shikigami_may_rotate_unless_the_old_one_had():
    """FJ-R28: 六 継承召喚「前の式神がこのターンにもう攻撃・回転していたら、新しい式神もそのぶんは
    できません。」 — so it may rotate if the old one had not; the summon-attack rule still holds
    (十四「継承召喚で出した式神も同じです」)."""
    pcs = [(0, "O-002", "b2", "N"), (1, "O-007", "b3", "S")]
    s = position(pcs, sp=(15, 8), hands=(("O-005",), ()))
    act(s, "inherit O-005 b2")
    assert {"attack b2", "rotate b2 L", "rotate b2 R"} <= legal_texts(s)
    act(s, "rotate b2 R")                                 # 回☆1; that closes the summon-attack
    assert at(s, "b2").orient == 1 and s.reiryoku[0] == 15 - 7 + 2 - 1
    assert not any(t.startswith(("attack b2", "rotate b2")) for t in legal_texts(s))
    pcs = [(0, "O-002", "b2", "N", None, 0, {"rotated": True}), (1, "O-007", "b3", "S")]
    s = position(pcs, sp=(15, 8), hands=(("O-005",), ()))
    act(s, "inherit O-005 b2")
    assert "attack b2" in legal_texts(s) and not any(t.startswith("rotate b2") for t in legal_texts(s))
    with pytest.raises(IllegalAction) as e:
        act(s, "rotate b2 L")
    assert "もう回転しました" in e.value.ja
    # 玖龍街 brought in this way may turn another shikigami at once (FJ-R23)
    s = position([(0, "O-001", "a1", "N"), (1, "O-007", "b3", "S")], sp=(15, 8), hands=(("T-008",), ()))
    act(s, "inherit T-008 a1")
    assert "rotate a1 b3 L" in legal_texts(s)
    # a plain summon still may not rotate on its turn
    s = position(sp=(10, 0), hands=(("O-002",), ()))
    act(s, "summon O-002 b2 N")
    with pytest.raises(IllegalAction) as e:
        act(s, "rotate b2 L")
    assert "召喚したターン" in e.value.ja


def test_inherit_heal_surplus_not_inherited():
    """FJ-R05: 受けていたダメージ = entering 耐久 − current, if positive; heals above are not carried."""
    s = position([(0, "O-002", "c2", "N", 9)], sp=(15, 8), hands=(("O-009",), ()))
    act(s, "inherit O-009 c2")
    assert hp(s, "c2") == 17


# ---------------------------------------------------------------- 七/八 attack
def test_attack_needs_enemy_in_reach():
    """七: 間合に敵が1体もいなければ攻撃できません。"""
    s = position([(0, "O-003", "b2", "N"), (0, "O-002", "b3", "N")])
    assert not any(t.startswith("attack") for t in legal_texts(s))
    with pytest.raises(IllegalAction):
        act(s, "attack b2")


def test_single_attack_must_target_enemy():
    """八: 単体攻撃なら間合の敵1体を選びます。"""
    s = position([(0, "O-002", "b2", "N"), (0, "O-001", "b3", "N"), (1, "O-001", "c3", "N")])
    assert "attack b2 b3" not in legal_texts(s) and "attack b2 c3" in legal_texts(s)


def test_bounty_to_destroyer_and_counter_bounty():
    """九: 撃破した人は、その式神の霊力価だけ霊力を得ます。八: 反撃で撃破したら、反撃した側がその式神の霊力価を得ます。"""
    s = position([(0, "O-002", "b1", "N", 2), (1, "O-007", "b2", "S")], sp=(10, 8))
    act(s, "attack b1 b2")
    assert at(s, "b1") is None and s.reiryoku == [8, 9]


def test_no_counter_to_counter_and_simultaneous_area():
    """八: 範囲攻撃は全員に同時に与えます。反撃に、さらに反撃することはできません。"""
    s = position([(0, "O-007", "b2", "N"), (1, "O-007", "b3", "S"), (1, "T-002", "b1", "N", 9)],
                 sp=(10, 8))
    act(s, "attack b2")
    assert s.to_move() == 1
    act(s, "counter b1")
    assert hp(s, "b2") == 12 - 2 - 2 and hp(s, "b3") == 10 - 2 and hp(s, "b1") == 9 - 2
    assert s.to_move() == 0 and s.pending is None


def test_counter_order_choice_by_defender():
    """FJ-R17: 条件を満たす式神は全員が反撃します。2体以上のときは反撃する側が順番を決めて、1体ずつ。"""
    s = position([(0, "O-007", "b2", "N"), (1, "O-007", "b3", "S"), (1, "T-002", "b1", "N", 9)],
                 sp=(10, 8))
    act(s, "attack b2")
    assert s.view(0).pending == ("counter", 1, ("b1", "b3"))
    act(s, "counter b3")
    assert s.to_move() == 0 and hp(s, "b2") == 8


def test_area_blind_bonus_applies_to_allies():
    """FJ-R04: 範囲攻撃では相手ごとに見ます — the 隙 +2 is judged per hit shikigami, allies included."""
    s = position([(0, "O-007", "b2", "N"), (0, "O-002", "b3", "N", 9), (1, "O-001", "b1", "S")])
    hits = dict((c, d) for c, d, _ in s.attack_hits(s.parse_action("attack b2")))
    assert hits == {"b3": 4, "b1": 4}


def test_hidden_not_hit_by_area():
    """FJ-R06: マヨヒガで隠れている式神は攻撃の対象にならない — area attacks pass over it."""
    s = position([(0, "O-007", "b2", "N"), (1, "O-007", "b3", "S", None, 0, {"hidden_by": 1}),
                  (1, "O-001", "b1", "N")])
    assert [c for c, _, _ in s.attack_hits(s.parse_action("attack b2"))] == ["b1"]


def test_konshin_self_damage_after_counters():
    """FJ-R07: 【渾身】's −1 comes after the whole attack (after counters); skipped if the attacker died."""
    s = position([(0, "O-005", "b2", "N", None, 0), (1, "O-007", "b3", "S")], sp=(10, 8))
    ev = act(s, "attack b2 +konshin")
    from game.engine import Log
    lines = [e.ja for e in ev if isinstance(e, Log)]
    assert lines.index(next(l for l in lines if "反撃" in l)) < lines.index(
        next(l for l in lines if "渾身" in l and "耐久" in l))
    assert hp(s, "b2") == 11 - 2 - 1


def test_lantern_single_ally_auto():
    """FJ-R16: 灯籠の精 with exactly one ally: the pick is automatic; with none nothing happens."""
    s = position([(0, "O-002", "b1", "N"), (1, "T-001", "b2", "S", 1), (1, "O-007", "a3", "N")],
                 sp=(10, 8))
    act(s, "attack b1 b2")
    assert s.pending is None and hp(s, "a3") == 14


def test_relic_kill_gives_bounty_to_user():
    """FJ-R10: 霊具のダメージは攻撃ではない but 撃破した人が霊力価を得る: the relic's user."""
    s = position([(0, "O-002", "b2", "N"), (1, "O-007", "c3", "N", 5)], sp=(10, 8),
                 hands=(("O-011",), ()))
    act(s, "use O-011 b2 c3")
    assert at(s, "c3") is None and s.reiryoku[0] == 10 - 4 + 2


def test_henmen_heal_caps_at_19():
    """FJ-R15: 変面's heal may target an ally already at 19 (no effect); 上限19."""
    s = position([(0, "T-003", "b2", "N"), (0, "T-008", "a3", "N")], sp=(10, 8))
    act(s, "heal b2 a3")
    assert hp(s, "a3") == 19


def test_jutsushiki_area_spares_allies_and_no_counters():
    """FJ-R01: 【術式】の範囲攻撃だけは味方に当たりません。攻撃してきた側も【術式】ではない(反撃の条件)。"""
    register_card(Card("X-003", "術式の式神", "Jutsushiki test", "shikigami", "kuryu", 3, "x", "x",
                       1, 8, 2, "void", 1, True, _offs("前", "後"), _offs("前", "後"), (),
                       jutsushiki=True))
    try:
        s = position([(0, "X-003", "b2", "N"), (0, "O-002", "b1", "N"), (1, "O-007", "b3", "S")])
        assert s.attack_hits(s.parse_action("attack b2")) == [("b3", 2, False)]
        act(s, "attack b2")
        assert hp(s, "b1") == 5 and hp(s, "b2") == 8       # ally spared, no counter from 両面
        # a 【術式】 shikigami does not counter, and 照魔鏡 ignores it in front
        s = position([(1, "X-003", "b2", "S"), (0, "O-001", "b1", "N")])
        act(s, "attack b1 b2")
        assert hp(s, "b1") == 1
        s = position([(0, "T-005", "b1", "N"), (1, "X-003", "b2", "S"), (1, "O-001", "a1", "N", 9)])
        act(s, "attack b1 a1")
        assert hp(s, "a1") == 7
    finally:
        unregister_card("X-003")


# ---------------------------------------------------------------- board geometry
def test_reach_rotates_with_card():
    """三: 間合の図は、式神の向きといっしょに回ります。九宮盤の外にはみ出したマスは、ないものとして扱います。"""
    s = position()
    assert s.reach_cells("b2", "N", "O-002") == ("b3", "c3")
    assert s.reach_cells("b2", "E", "O-002") == ("c1", "c2")
    assert s.reach_cells("b2", "S", "O-002") == ("a1", "b1")
    assert s.reach_cells("b2", "W", "O-002") == ("a2", "a3")
    assert s.reach_cells("c3", "N", "O-002") == ()
    assert len(s.reach_cells("a1", "N", "T-008")) == 8


# ---------------------------------------------------------------- saves and views
def test_json_clone_view():
    """ARCHITECTURE: clone == original, to_json exact (with the RNG), view hides hands and deck order."""
    s = FujinState.new_game(5)
    act(s, "mulligan -"); act(s, "mulligan -")
    t = FujinState.from_json(s.to_json())
    assert t == s and s.clone() == s
    a1 = s.legal_actions()[0]
    s.apply(a1); t.apply(a1)
    assert t == s
    v = s.view(1)
    assert v.hand == tuple(s.hands[1]) and v.hand_counts[0] == len(s.hands[0])
    assert s.view(None).hand is None
    assert card_count(s, 0) == card_count(s, 1) == 23


def test_mask_events_hide_opponent_draws():
    """Draws are CardDrawn checkpoints; another seat sees them without the card id."""
    s = FujinState.new_game(2)
    ev = act(s, "mulligan " + s.hands[0][0])
    draws = [e for e in ev if isinstance(e, CardDrawn)]
    assert draws and all(e.checkpoint for e in draws)
    masked = FujinState.mask_events(ev, 1)
    assert all(e.card is None for e in masked if isinstance(e, CardDrawn))
    assert all(e.card is not None for e in FujinState.mask_events(ev, 0) if isinstance(e, CardDrawn))


def test_attack_preview_is_what_the_attack_then_does():
    """The preview a table shows while aiming (damage, 隙 +2, destroyed, the counters that come
    back) is the rules' own outcome: applying the attack gives exactly those numbers."""
    s = position([(0, "O-003", "b2", "N"), (1, "O-007", "b3", "S"), (1, "O-004", "c2", "W", 11)], sp=(10, 8))
    preview = s.view(0).preview(s.parse_action("attack b2"))
    assert {c for c, *_ in preview.hits} == {"b3", "c2"} and preview.counters == (("b3", 2),)
    before = {c: hp(s, c) for c in ("b2", "b3", "c2")}
    act(s, "attack b2")
    for cell, dmg, _ally, _blind in preview.hits:
        assert hp(s, cell) == before[cell] - dmg
    assert hp(s, "b2") == before["b2"] - 2
    blind = position([(0, "O-002", "b2", "N"), (1, "O-006", "b3", "N")], sp=(10, 8))   # b2 is b3's back
    p = blind.view(0).preview(blind.parse_action("attack b2 b3"))
    assert p.hits[0][3] and p.counters == ()                    # from the 隙: +2 and no counter
