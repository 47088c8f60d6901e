"""十五 カード一覧: every card's effect, each with its own test."""
import pytest

from game.engine import IllegalAction
from game.fujin.rules.cards import CARDS, DECK_IDS
from tests.fujin.helpers import act, at, hp, legal_texts, position


def test_card_list_complete():
    """二: 1人分の山札は「玖龍一門」11枚と「酒呑一門」12枚。"""
    assert len(DECK_IDS) == 23
    assert sum(CARDS[c].clan == "kuryu" for c in DECK_IDS) == 11
    assert sum(CARDS[c].clan == "shuten" for c in DECK_IDS) == 12
    for c in DECK_IDS:
        k = CARDS[c]
        assert k.name_ja and k.name_en and k.text_ja and k.text_en
    k = CARDS["O-009"]
    assert (k.cost, k.attack_cost, k.endurance, k.power, k.attr, k.bounty, k.area) == (
        9, 5, 15, 4, "yang", 2, True)


def test_t001_lantern_heals_an_ally_when_destroyed():
    """灯籠の精: 撃破されたとき、持ち主が盤面の味方1体を選んで耐久+2。 (FJ-R16)"""
    s = position([(0, "O-002", "b1", "N"), (1, "T-001", "b2", "S", 1), (1, "O-007", "a3", "N"),
                  (1, "O-001", "c3", "N")], sp=(10, 8))
    act(s, "attack b1 b2")
    assert s.to_move() == 1 and legal_texts(s) == {"lantern a3", "lantern c3"}
    act(s, "lantern a3")
    assert hp(s, "a3") == 14 and s.to_move() == 0


def test_t001_lantern_cannot_attack():
    """灯籠の精: 攻撃はできません(攻撃霊力なし)。"""
    s = position([(0, "T-001", "b2", "N"), (1, "O-001", "b3", "S")])
    assert not any(t.startswith("attack") for t in legal_texts(s))


def test_t002_chochin_plus_one_against_yin():
    """提灯お化け: 陰の式神を攻撃するとき、ダメージ+1。"""
    s = position([(0, "T-002", "a1", "N"), (1, "O-004", "a2", "N")])   # 陰 一角鬼 on 陰 a2: 11
    act(s, "attack a1 a2")
    assert hp(s, "a2") == 11 - 3
    s = position([(0, "T-002", "a1", "N"), (1, "O-007", "a2", "E")])   # 陽 両面: no +1
    act(s, "attack a1 a2")
    assert hp(s, "a2") == 10 - 2


def test_t003_henmen_heals_ally_in_reach():
    """変面: 攻撃のかわりに、間合にいる味方1体の耐久を、変面の攻撃力の分だけ増やせます(攻撃霊力を払う)。"""
    s = position([(0, "T-003", "b2", "N"), (0, "O-001", "a3", "N", 1), (1, "O-002", "c3", "S")],
                 sp=(5, 8))
    assert "heal b2 a3" in legal_texts(s) and "heal b2 c3" not in legal_texts(s)
    act(s, "heal b2 a3")
    assert hp(s, "a3") == 4 and s.reiryoku[0] == 2
    assert "attack b2 c3" not in legal_texts(s)   # the heal used its attack


def test_t003_henmen_heal_needs_ally_in_reach():
    """変面: 間合にいる味方1体 — no ally in reach, no heal."""
    s = position([(0, "T-003", "b2", "N"), (0, "O-001", "b3", "N")], sp=(5, 8))
    assert not any(t.startswith("heal") for t in legal_texts(s))


def test_t004_old_chest_choices():
    """古箪笥: 攻撃の命令をすると、ダメージを与えるかわりに「耐久を1減らして霊力+1」か「カードを1枚引く」。霊力は払わず、間合も相手もいりません。"""
    s = position([(0, "T-004", "b2", "N")], sp=(0, 8))
    assert {"attack b2 hp", "attack b2 draw"} <= legal_texts(s)
    act(s, "attack b2 draw")
    assert len(s.hands[0]) == 1
    assert not any(t.startswith("attack b2") for t in legal_texts(s))


def test_t005_shomakyo_copies_front_power():
    """照魔鏡: 正面のマスに【術式】でない式神(敵味方を問わず)がいるあいだ、照魔鏡の攻撃力はその式神のカードの攻撃力になります。間合は照魔鏡のまま。"""
    s = position([(0, "T-005", "b1", "N"), (1, "O-008", "b2", "S"), (1, "O-001", "a1", "N", 9)])
    act(s, "attack b1 a1")                       # a1 is 左: power 5 (茨木童子's)
    assert hp(s, "a1") == 9 - 5
    s = position([(0, "T-005", "b1", "N"), (0, "O-002", "b2", "N"), (1, "O-001", "c2", "N", 9)])
    act(s, "attack b1 c2")                       # ally 鉈鬼 in front: power 3
    assert hp(s, "c2") == 9 - 3


def test_t005_shomakyo_front_off_board_or_hidden_keeps_own_power():
    """FJ-R02: 照魔鏡's 正面 off the board, empty or hidden by マヨヒガ → its own 2."""
    s = position([(0, "T-005", "b3", "N"), (1, "O-001", "a3", "N", 9)])          # front off-board
    act(s, "attack b3 a3")
    assert hp(s, "a3") == 7
    s = position([(0, "T-005", "b1", "N"), (1, "O-008", "b2", "S", None, 0, {"hidden_by": 1}),
                  (1, "O-001", "a1", "N", 9)])
    act(s, "attack b1 a1")
    assert hp(s, "a1") == 7


def test_t005_shomakyo_facing_a_card_without_power_has_none():
    """FJ-R02 (amended): 照魔鏡「正面のマスに【術式】でない式神(敵味方を問わず)がいるあいだ、照魔鏡の
    攻撃力はその式神のカードの攻撃力になります。」 Facing 古箪笥 or 灯籠の精 (攻撃力 ー) it has none:
    八「ダメージ: 攻撃力+隙+効果」 leaves only the 隙 +2. It may still attack (its 攻☆ stays)."""
    for front in ((0, "T-004", "b2", "N"), (1, "T-001", "b2", "S")):          # ally or enemy
        s = position([(0, "T-005", "b1", "N"), front, (1, "O-001", "a1", "N", 9)])
        assert s.attack_hits("attack b1 a1") == [("a1", 0, False)]
        act(s, "attack b1 a1")
        assert hp(s, "a1") == 9 and s.reiryoku[0] == 10 - 3
    s = position([(0, "T-005", "b1", "N"), (0, "T-004", "b2", "N"), (1, "O-001", "a1", "W", 9)])
    act(s, "attack b1 a1")                       # b1 is 影鬼's 隙 (behind it): 0 + 2
    assert hp(s, "a1") == 9 - 2


def test_t007_ungaikyo_copies_current_endurance():
    """雲外鏡: 召喚したとき、正面のマスに式神(敵味方を問わず)がいれば、その式神と同じ耐久で盤面に出ます。(FJ-R03: current 耐久)"""
    s = position([(1, "O-009", "b3", "S", None, 3)], sp=(10, 8), hands=(("T-007",), ()))
    act(s, "summon T-007 b2 N")
    assert hp(s, "b2") == 15 - 2 - 3 + 0 == 10 or hp(s, "b2") == at(s, "b3").hp
    assert hp(s, "b2") == at(s, "b3").hp == 10
    s = position([(1, "T-008", "b3", "S")], sp=(10, 8), hands=(("T-007",), ()))
    act(s, "summon T-007 b2 N")
    assert hp(s, "b2") == 19
    s = position([(1, "T-008", "b3", "S")], sp=(10, 8), hands=(("T-007",), ()))
    act(s, "summon T-007 b2 E")                  # nothing in front: printed 10
    assert hp(s, "b2") == 10


def test_t007_ungaikyo_hidden_front_not_copied():
    """FJ-R03: a shikigami hidden by マヨヒガ is not a target of effects, so 雲外鏡 does not copy it."""
    s = position([(1, "T-008", "b3", "S", None, 0, {"hidden_by": 1})], sp=(10, 8),
                 hands=(("T-007",), ()))
    act(s, "summon T-007 b2 N")
    assert hp(s, "b2") == 10


def test_t006_jiangshi_moves_after_kill_and_faces():
    """僵尸公主: 攻撃か反撃で相手を撃破したら、そのマスへ移動します。移動したあと、持ち主は向きを左右どちらかに90度変えてもよい。"""
    s = position([(0, "T-006", "b2", "N"), (1, "O-002", "a3", "S", 2)], sp=(10, 8))
    act(s, "attack b2 a3")
    assert at(s, "b2") is None and at(s, "a3").cid == "T-006"
    assert s.to_move() == 0
    act(s, "face keep")
    assert at(s, "a3").orient == 0 and s.to_move() == 0


def test_t006_jiangshi_moves_and_modifier_reapplies():
    """僵尸公主 moving onto a 陰 cell gains +2 there (四: その場で新しいマスの増減に変わります)."""
    s = position([(0, "T-006", "a1", "E"), (1, "O-002", "b2", "N", 1)], sp=(10, 8))
    # a1 facing E: 左前 = b2? facing E, 左前 = (1,1) → b2
    act(s, "attack a1 b2")
    assert at(s, "b2").cid == "T-006" and hp(s, "b2") == 14


def test_t006_jiangshi_counter_kill_moves_and_owner_faces():
    """FJ-R08: 相手のターンに反撃で撃破して移動したときも、持ち主が決めます。残りの反撃はしません。"""
    s = position([(0, "O-001", "b2", "N", 2), (1, "T-006", "b3", "S")], sp=(10, 8))
    act(s, "attack b2 b3")
    assert at(s, "b2").cid == "T-006" and at(s, "b2").owner == 1 and at(s, "b3") is None
    assert s.to_move() == 1 and s.current == 0
    act(s, "face L")
    assert at(s, "b2").orient == 1 and s.to_move() == 0
    assert "O-001" in s.graves[0] and s.reiryoku[1] == 8 + 1


def test_t008_kuryugai_area_everything_around():
    """玖龍街: 間合は周囲すべて(味方にも当たります)。玖龍街の攻撃は隙の+2がなく、だれも反撃できません。"""
    s = position([(0, "T-008", "a1", "N"), (0, "O-007", "b1", "N"), (1, "O-007", "b2", "E"),
                  (1, "O-001", "c3", "N")], sp=(10, 8))
    hits = s.attack_hits(s.parse_action("attack a1"))
    # 盤面のどこにいても、ほかの8マスすべてに届きます: c3 too
    assert sorted(hits) == [("b1", 1, True), ("b2", 1, False), ("c3", 1, False)]
    act(s, "attack a1")
    assert hp(s, "a1") == 19 and hp(s, "b1") == 13 and hp(s, "b2") == 11 and hp(s, "c3") == 2


def test_t008_kuryugai_rotates_other():
    """玖龍街: 回転の命令で、自分のかわりに他の式神1体(敵味方を問わず)を90度回せます。(FJ-R23)"""
    s = position([(0, "T-008", "a1", "N"), (0, "O-002", "b1", "N", None, 0, {"summoned": True}),
                  (1, "O-007", "b2", "E")], sp=(10, 8))
    assert {"rotate a1 b1 L", "rotate a1 b2 R", "rotate a1 L"} <= legal_texts(s)
    act(s, "rotate a1 b1 R")
    assert at(s, "b1").orient == 1 and at(s, "a1").rotated
    assert not any(t.startswith("rotate a1") for t in legal_texts(s))


def test_t008_kuryugai_cannot_rotate_hidden():
    """FJ-R06: マヨヒガで隠れた式神は命令・効果の対象にならない — 玖龍街 cannot turn it."""
    s = position([(0, "T-008", "a1", "N"), (1, "O-007", "b2", "E", None, 0, {"hidden_by": 0})],
                 sp=(10, 8))
    assert "rotate a1 b2 L" not in legal_texts(s)
    with pytest.raises(IllegalAction):
        act(s, "rotate a1 b2 L")


def test_t009_yanari_turns_any_shikigami():
    """家鳴り: 式神1体(敵味方を問わず)の向きを、好きな向きに変えます。"""
    s = position([(1, "O-007", "b2", "E")], sp=(10, 8), hands=(("T-009",), ()))
    act(s, "use T-009 b2 W")
    assert at(s, "b2").orient == 3 and s.reiryoku[0] == 8 and "T-009" in s.graves[0]


def test_t009_yanari_must_change_orientation():
    """FJ-R11: 家鳴り to the same orientation is not an action."""
    s = position([(1, "O-007", "b2", "E")], sp=(10, 8), hands=(("T-009",), ()))
    assert "use T-009 b2 E" not in legal_texts(s)


def test_t011_mayohiga_ally_plus_enemy_minus():
    """マヨヒガ: 味方なら耐久+1、敵なら耐久-1。制圧力も0です。"""
    s = position([(0, "O-007", "a1", "N")], sp=(10, 8), hands=(("T-011",), ()))
    act(s, "use T-011 a1")
    assert hp(s, "a1") == 13 and s.seiatsu(0) == 0
    s = position([(1, "O-007", "a1", "N")], sp=(10, 8), hands=(("T-011",), ()))
    act(s, "use T-011 a1")
    assert hp(s, "a1") == 11 and s.seiatsu(1) == 0


def test_t011_mayohiga_kill_goes_to_grave():
    """FJ-R18 / FJ-R10: マヨヒガ's −1 destroying an enemy: the user gains the 霊力価; the マヨヒガ goes to the graveyard."""
    s = position([(1, "O-001", "a1", "N", 1)], sp=(10, 8), hands=(("T-011",), ()))
    act(s, "use T-011 a1")
    assert at(s, "a1") is None and s.mayo[0] is None and "T-011" in s.graves[0]
    assert s.reiryoku[0] == 10 - 2 + 1


def test_t010_biwa_heals_all_own():
    """琵琶牧々: 自分の盤面の式神全員の耐久+2。自分の式神が盤面にいないときは使えません。"""
    s = position([(1, "O-001", "a1", "N")], sp=(10, 8), hands=(("T-010",), ()))
    assert "use T-010" not in legal_texts(s)
    s = position([(0, "O-001", "a1", "N"), (0, "O-009", "b1", "N", 18),
                  (0, "O-002", "c1", "N", None, 0, {"hidden_by": 1}), (1, "O-002", "a3", "N")],
                 sp=(10, 8), hands=(("T-010",), ()))
    act(s, "use T-010")
    assert hp(s, "a1") == 5 and hp(s, "b1") == 19 and hp(s, "c1") == 3 and hp(s, "a3") == 3


def test_o001_kageuchi_plus_three_from_blind():
    """影鬼【影討ち】: 隙から攻撃するとき、さらにダメージ+1(隙の+2と合わせて+3)。"""
    s = position([(0, "O-001", "a2", "N"), (1, "O-007", "a3", "N")])      # from 両面's back: no 隙
    act(s, "attack a2 a3")
    assert hp(s, "a3") == 12 - 2
    s = position([(0, "O-001", "a2", "N"), (1, "O-009", "a3", "N")])      # 酒呑 back = 隙
    act(s, "attack a2 a3")
    assert hp(s, "a3") == 15 - 2 - 3


def test_o002_natakioni_front_and_right_front():
    """鉈鬼: 間合 前・右前(単体) / 反撃間合 右前 / 隙 左・後。"""
    s = position([(0, "O-002", "a1", "N"), (1, "O-001", "a2", "N"), (1, "T-002", "b2", "N")])
    assert s.reach_cells("a1", "N", "O-002") == ("a2", "b2")
    assert s.counter_cells("b2", "N", "O-002") == ("c3",)
    assert s.blind_cells("b2", "N", "O-002") == ("b1", "a2")


def test_o003_kusarioni_area_front_right_no_counter():
    """鎖鬼: 範囲攻撃なので、間合にいる味方にも当たります。反撃はしません。"""
    s = position([(0, "O-003", "b2", "N"), (0, "O-007", "c2", "N"), (1, "O-007", "b3", "S")])
    act(s, "attack b2")
    assert hp(s, "c2") == 14 - 2 and hp(s, "b3") == 10 - 2
    s = position([(1, "O-003", "b2", "N"), (0, "O-001", "b1", "N")])
    act(s, "attack b1 b2")
    assert hp(s, "b1") == 1                      # 鎖鬼 has no counter reach (陰 影鬼 on 陽 b1: 1)


def test_o004_ikkakuoni_two_ahead():
    """一角鬼: 2つ前の列にも届きます。"""
    assert set(position().reach_cells("b1", "N", "O-004")) == {"a3", "b3", "c3", "b2"}
    s = position([(0, "O-004", "b1", "N"), (1, "O-004", "a3", "S")])
    act(s, "attack b1 a3")                        # 2つ前の左: counter from a3 (2つ前の右 of S-facing)
    assert hp(s, "a3") == 9 - 2 and hp(s, "b1") == 7 - 2


def test_o006_hitotsumeoni_kyogeki():
    """一目鬼【巨撃】: 自分より今の耐久が少ない相手へのダメージ+1。"""
    s = position([(0, "O-006", "b2", "N"), (1, "O-001", "a2", "E", 9), (1, "O-009", "b3", "S")])
    hits = dict((c, d) for c, d, _ in s.attack_hits(s.parse_action("attack b2")))
    assert hits == {"a2": 3, "b3": 2}            # 9 < 11: +1; 13 ≥ 11: none


def test_o005_konshin_plus_one_then_self_damage():
    """首引の姫鬼【渾身】: 攻撃のときに攻撃力+1にしてよい(範囲の全員に乗る)。そのときは攻撃のあとに自分の耐久-1。"""
    s = position([(0, "O-005", "b2", "N"), (1, "O-007", "a3", "W"), (1, "O-009", "b3", "E")])
    t = s.clone()
    act(t, "attack b2 +konshin")   # b2 is 酒呑童子's 右 (facing E): neither 隙 nor counter
    assert hp(t, "a3") == 12 - 4 and hp(t, "b3") == 13 - 4 and hp(t, "b2") == 11 - 1
    act(s, "attack b2")
    assert hp(s, "a3") == 12 - 3 and hp(s, "b3") == 13 - 3 and hp(s, "b2") == 11


def test_o005_konshin_self_kill_no_bounty():
    """九: 【渾身】や古箪笥の効果で、自分で耐久を減らして撃破されたときは、誰も霊力価を得ません。"""
    s = position([(0, "O-005", "b2", "N", 1), (1, "O-007", "b3", "E")], sp=(10, 8))
    act(s, "attack b2 +konshin")
    assert at(s, "b2") is None and s.reiryoku == [6, 8]


def test_o007_ryomen_front_and_back():
    """両面: 前と後ろに同時に攻撃し、前と後ろの両方へ反撃します。隙がありません。"""
    s = position([(0, "O-007", "b2", "N"), (1, "O-001", "b3", "N", 9), (1, "T-002", "b1", "N", 9)])
    act(s, "attack b2")
    assert hp(s, "b1") == 7                      # b2 is b1's 前
    assert hp(s, "b3") == 5                      # b2 is b3's 後 = 隙: +2
    assert position().blind_cells("b2", "N", "O-007") == ()


def test_o008_ibaraki_regen_each_attack():
    """茨木童子【再生】: 攻撃するたびに、自分の耐久+1。霊力はいりません。"""
    s = position([(0, "O-008", "a1", "N", 10), (1, "O-001", "a3", "N", 9)], sp=(10, 8))
    act(s, "attack a1 a3")                       # 2つ前
    assert hp(s, "a3") == 4 and hp(s, "a1") == 11 and s.reiryoku[0] == 6


def test_o009_inshu_pay_two_for_plus_one():
    """酒呑童子【飲酒】: 攻撃するとき、霊力2を追加で払えば、その攻撃の攻撃力+1。"""
    s = position([(0, "O-009", "b2", "N"), (1, "O-007", "b3", "E")], sp=(7, 8))
    assert "attack b2 +inshu" in legal_texts(s)
    act(s, "attack b2 +inshu")
    assert hp(s, "b3") == 10 - 5 and s.reiryoku[0] == 0
    s = position([(0, "O-009", "b2", "N"), (1, "O-007", "b3", "E")], sp=(6, 8))
    assert "attack b2 +inshu" not in legal_texts(s)


def test_o010_left_arm_ken_pushes_nigiri_pulls():
    """FJ-R26 / 茨木の左腕: 正面の方向でいちばん近い敵に3ダメージ。【拳】ならその敵を1マス遠ざけ、【握】なら1マス近づけます(空いていれば)。"""
    s = position([(0, "O-002", "a1", "N"), (1, "O-007", "a2", "N", 10)], sp=(10, 8),
                 hands=(("O-010",), ()))
    t = s.clone()
    act(t, "use O-010 a1 ken")
    assert at(t, "a2") is None and hp(t, "a3") == 7 + 2     # 陽 leaves 陰 a2 for 空 a3
    t = s.clone()
    act(t, "use O-010 a1 nigiri")                            # next to a1: no room, stays
    assert hp(t, "a2") == 7
    s = position([(0, "O-002", "a1", "N"), (1, "O-007", "a3", "N")], sp=(10, 8),
                 hands=(("O-010",), ()))
    act(s, "use O-010 a1 nigiri")
    assert at(s, "a3") is None and hp(s, "a2") == 12 - 3 - 2


def test_o010_left_arm_skips_hidden_and_allies():
    """FJ-R09: いちばん近い敵 — allies and hidden enemies are passed over; none → cannot be used."""
    s = position([(0, "O-002", "a1", "N"), (0, "O-001", "a2", "N"), (1, "O-007", "a3", "N")],
                 sp=(10, 8), hands=(("O-010",), ()))
    act(s, "use O-010 a1 ken")
    assert hp(s, "a3") == 9
    s = position([(0, "O-002", "a1", "N"), (1, "O-001", "a2", "N", None, 0, {"hidden_by": 1})],
                 sp=(10, 8), hands=(("O-010",), ()))
    assert not any(t.startswith("use O-010") for t in legal_texts(s))


def test_o011_enma_club_five_damage():
    """閻魔獄卒棒: 酒呑一門の自分の式神1体を選び、そのまわり8マス(隙のマスを除く)にいる敵1体に5ダメージ。 (FJ-R21)"""
    s = position([(0, "O-002", "b2", "N"), (1, "O-007", "c3", "N"), (1, "O-009", "a2", "N")],
                 sp=(10, 8), hands=(("O-011",), ()))
    texts = legal_texts(s)
    assert "use O-011 b2 c3" in texts
    assert "use O-011 b2 a2" not in texts        # a2 is 鉈鬼's 左 = 隙 (FJ-R21)
    act(s, "use O-011 b2 c3")
    assert hp(s, "c3") == 7 and hp(s, "b2") == 3  # not an attack: no counter


def test_o011_enma_club_needs_shuten_clan():
    """閻魔獄卒棒: 酒呑一門の自分の式神 — a 玖龍一門 shikigami cannot be chosen."""
    s = position([(0, "T-002", "b2", "N"), (1, "O-007", "c3", "N")], sp=(10, 8),
                 hands=(("O-011",), ()))
    assert not any(t.startswith("use O-011") for t in legal_texts(s))


def test_o012_oni_sake_sets_ten_or_fifteen():
    """鬼の酒: 式神1体の耐久を10にします。【飲酒】をもつ式神なら15に。下がることもあります。(FJ-R22: no cell modifier added)"""
    s = position([(0, "O-002", "b1", "N"), (1, "O-009", "c2", "N")], sp=(10, 8),
                 hands=(("O-012",), ()))
    t = s.clone()
    act(t, "use O-012 b1")
    assert hp(t, "b1") == 10
    act(s, "use O-012 c2")
    assert hp(s, "c2") == 15


def test_o012_oni_sake_sets_a_new_baseline_for_inherit():
    """FJ-R22 (amended): 鬼の酒「式神1体(敵味方を問わず)の耐久を10にします。…下がることもあります。」
    is not damage; 継承召喚「位置と向き、受けていたダメージを引き継ぎます。」 inherits only the
    damage taken after it."""
    pcs = [(0, "O-007", "c2", "W"), (1, "O-002", "c3", "S")]          # 両面 陽 on 陽: 14
    s = position(pcs, sp=(15, 15), current=1, hands=(("O-009",), ("O-012",)))
    act(s, "use O-012 c2")
    assert hp(s, "c2") == 10
    t = s.clone()
    act(t, "attack c3 c2")                                   # 鉈鬼 from 両面's side: 3
    assert hp(t, "c2") == 7
    for x in (s, t):
        act(x, "end"); act(x, "discard -")
        act(x, "inherit O-009 c2")
    assert hp(s, "c2") == 15 + 2            # the drop to 10 is not inherited (it was: 13)
    assert hp(t, "c2") == 15 + 2 - 3        # the 3 taken after the 鬼の酒 are (they were not: 10)


def test_t010_biwa_usable_with_every_own_shikigami_hidden():
    """FJ-R29: 琵琶牧々「自分の盤面の式神全員の耐久+2。自分の式神が盤面にいないときは使えません。」
    A shikigami hidden by マヨヒガ is still on the board (十四「マスはふさいだままなので」), so the
    card may be used; the heal skips it (FJ-R06), so nothing is healed."""
    for veil in (0, 1):                          # own マヨヒガ or the opponent's
        s = position([(0, "O-001", "a1", "N", None, 1, {"hidden_by": veil}), (1, "O-002", "a3", "N")],
                     sp=(10, 8), hands=(("T-010",), ()))
        assert "use T-010" in legal_texts(s)
        act(s, "use T-010")
        assert hp(s, "a1") == 3 - 1 and s.reiryoku[0] == 10 - 6 and "T-010" in s.graves[0]
