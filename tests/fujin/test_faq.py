"""十四 よくある質問: every question as its own test."""
from game.engine import IllegalAction
from tests.fujin.helpers import act, at, hp, legal_texts, position
import pytest


def test_faq01_no_counter_from_blind_spot():
    """隙から攻撃されたら、反撃できますか? できません。隙からの攻撃は、ダメージ+2のうえ、その式神からの反撃もありません。"""
    # 後手の影鬼 at b3 facing E: its 後 is a3. 先手's 鉈鬼 at a3 facing E attacks b3.
    s = position([(0, "O-002", "a3", "E"), (1, "O-007", "b3", "W")])
    # 両面 has no blind spot: b3 facing W, 前 = a3 → counter happens
    act(s, "attack a3 b3")
    assert hp(s, "a3") == 3 - 2
    s = position([(0, "O-002", "a3", "E"), (1, "T-002", "b3", "E", 9)])
    act(s, "attack a3 b3")          # a3 is behind 提灯お化け (facing E): 隙
    assert hp(s, "b3") == 9 - 3 - 2
    assert hp(s, "a3") == 3         # no counter


def test_faq02_counter_is_printed_power_only():
    """反撃のダメージに、隙の+2や効果は乗りますか? 乗りません。反撃はカードに書かれた攻撃力のままです。
    提灯お化けの+1、【影討ち】、【巨撃】、【渾身】、【飲酒】は、どれも攻撃のときだけです。"""
    # 後手の提灯お化け (counter 前) counters 陰 鎖鬼: still 2, not 3
    s = position([(0, "O-003", "a2", "E"), (1, "T-002", "b2", "W")])
    act(s, "attack a2")
    assert hp(s, "a2") == 8 - 2
    # 一目鬼 counters a weaker attacker: printed 2 only (no 【巨撃】)
    s = position([(0, "O-001", "a1", "E", 3), (1, "O-006", "b1", "W")])
    act(s, "attack a1 b1")
    assert hp(s, "a1") == 3 - 2


def test_faq03_no_rotation_after_attack():
    """攻撃したあとに回転できますか? できません。回転してから攻撃するのはかまいません。回転も攻撃も、1体につき1ターン1回までです。"""
    s = position([(0, "O-002", "b1", "N"), (1, "O-001", "b2", "S", 9)])
    act(s, "attack b1 b2")
    assert "rotate b1 L" not in legal_texts(s)
    with pytest.raises(IllegalAction):
        act(s, "rotate b1 L")
    s = position([(0, "O-002", "b1", "E"), (1, "O-001", "b2", "S", 9)])
    act(s, "rotate b1 L")
    assert "attack b1 b2" in legal_texts(s)
    act(s, "attack b1 b2")
    with pytest.raises(IllegalAction):
        act(s, "attack b1 b2")


def test_faq04_summon_attack_only_immediately():
    """召喚した式神で、あとから攻撃できますか? そのターンはできません。召喚攻撃は、召喚してすぐ、ほかの行動をはさまずに
    するときだけです。継承召喚で出した式神も同じです。 (FJ-R20)"""
    s = position([(1, "O-007", "b3", "S")], sp=(15, 8), hands=(("O-002", "O-001"), ()))
    act(s, "summon O-002 b2 N")
    assert "attack b2 b3" in legal_texts(s)
    s2 = s.clone()
    act(s2, "summon O-001 a1 N")
    assert "attack b2 b3" not in legal_texts(s2)
    act(s, "attack b2 b3")
    assert hp(s, "b3") == 12 - 2 - 3      # 陽 両面 on 陰 b3: 10 → 7
    # 継承召喚 too
    s = position([(0, "O-001", "b2", "N"), (1, "O-007", "b3", "S")], sp=(15, 8),
                 hands=(("O-008", "T-002"), ()))
    act(s, "inherit O-008 b2")
    assert "attack b2 b3" in legal_texts(s)
    s2 = s.clone()
    act(s2, "summon T-002 a1 N")
    assert "attack b2 b3" not in legal_texts(s2)


def test_faq05_heal_above_printed():
    """回復で、カードに書かれた耐久より多くなりますか? なります。回復は耐久の上限19まで増やせます。"""
    s = position([(0, "T-003", "b2", "N"), (0, "O-002", "c3", "N")], sp=(15, 8))
    act(s, "heal b2 c3")
    assert hp(s, "c3") == 6       # printed 3 → 6
    s = position([(0, "T-003", "b2", "N"), (0, "O-009", "c3", "N", 18)], sp=(15, 8))
    act(s, "heal b2 c3")
    assert hp(s, "c3") == 19      # capped at 19


def test_faq06_own_area_kill_gives_own_bounty():
    """範囲攻撃で、自分の式神を撃破してしまいました。霊力価は自分が得ます。玖龍街の間合は周囲すべてなので、隣の味方もすべて巻き込みます。"""
    s = position([(0, "T-008", "b2", "N"), (0, "O-001", "a1", "N", 1), (1, "O-002", "c3", "N")],
                 sp=(10, 8))
    act(s, "attack b2")
    assert at(s, "a1") is None
    assert s.reiryoku[0] == 10 - 2 + 1


def test_faq07_counters_stop_when_attacker_dies():
    """反撃する式神が2体。1体目で攻撃した式神が撃破されたら? 2体目は反撃しません。どちらから反撃するかは、反撃する側が決めます。
    たとえば僵尸公主の反撃で撃破すれば、僵尸公主はそのマスへ移動できます。 (FJ-R17)"""
    # 先手 鎖鬼 at b2 facing N hits b3 (前) and c2 (右); both counter into b2.
    s = position([(0, "O-003", "b2", "N"), (1, "T-006", "b3", "S"), (1, "O-007", "c2", "W")],
                 sp=(10, 8))
    act(s, "attack b2")
    assert s.to_move() == 1
    assert legal_texts(s) == {"counter b3", "counter c2"}
    act(s, "counter b3")                    # 僵尸公主 4 ≥ 鎖鬼 6-? : 6 → 2? no: kills below
    # 鎖鬼 6 - 4 = 2 survives; now 両面 counters (auto, only one left): 2 - 2 = 0
    assert at(s, "b2") is None or at(s, "b2").owner == 1
    s = position([(0, "O-003", "b2", "N", 4), (1, "T-006", "b3", "S"), (1, "O-007", "c2", "W")],
                 sp=(10, 8))
    act(s, "attack b2")
    act(s, "counter b3")                    # 4 - 4 = 0: 鎖鬼 destroyed by 僵尸公主
    assert at(s, "b2").cid == "T-006" and at(s, "b2").owner == 1
    assert hp(s, "c2") == 14 - 2            # 両面 took damage, did not counter
    assert s.to_move() == 1 and legal_texts(s) == {"face keep", "face L", "face R"}
    act(s, "face R")
    assert at(s, "b2").orient == 3          # facing S → turned right → W
    assert s.to_move() == 0


def test_faq08_ibaraki_regen_before_counters():
    """茨木童子の【再生】は、いつ起きますか? 茨木童子が攻撃するたびに、必ず起きます。ダメージと撃破を済ませたあと、
    相手の反撃の前に耐久+1。反撃で撃破されるはずだった茨木童子が、これで生き残ることがあります。"""
    # 茨木童子 (hp 4) at b1 N attacks 両面 at b2 facing S (前 = b1: counter 2).
    s = position([(0, "O-008", "a1", "N", 2), (1, "O-007", "a2", "S")], sp=(10, 8))
    act(s, "attack a1 a2")
    assert hp(s, "a2") == 12 - 2 - 5       # 陽 両面 on 陰 a2: 10 → 5
    assert hp(s, "a1") == 2 + 1 - 2 == 1    # survives thanks to 【再生】


def test_faq09_kuryugai_no_counter_no_blind_and_rotates_others():
    """玖龍街の攻撃に反撃できますか? できません。玖龍街の攻撃は隙と反撃間合を無視するので、隙にいても+2はつかず、誰も反撃できません。
    また、玖龍街は回転の命令で、自分のかわりに他の式神1体を90度回せます(回☆1)。"""
    s = position([(0, "T-008", "b2", "N"), (1, "O-007", "b3", "S"), (1, "T-002", "c2", "E", 5)],
                 sp=(10, 8))
    act(s, "attack b2")
    assert hp(s, "b3") == 10 - 1           # no 隙 +2 even though b2 is 両面... (両面 has none)
    assert hp(s, "c2") == 5 - 1            # b2 is behind 提灯お化け (facing E → 後 = b2): no +2
    assert hp(s, "b2") == 19
    s = position([(0, "T-008", "b2", "N"), (1, "O-007", "b3", "S")], sp=(10, 8))
    act(s, "rotate b2 b3 L")
    assert at(s, "b3").orient == 1 and s.reiryoku[0] == 9
    assert "rotate b2 L" not in legal_texts(s)


def test_faq10_old_chest():
    """古箪笥の「攻撃を命じた際」とは? ダメージを与えるかわりに「耐久を1減らして霊力+1」か「カードを1枚引く」を選びます。
    攻☆は0で、間合に敵がいなくても使えます。攻撃1回分を使うので、そのあと回転はできません。
    耐久1のときに耐久を減らすと撃破されます(霊力価は誰も得ません)。"""
    s = position([(0, "T-004", "a1", "N")], sp=(5, 8))
    assert {"attack a1 hp", "attack a1 draw"} <= legal_texts(s)
    act(s, "attack a1 hp")
    assert hp(s, "a1") == 6 and s.reiryoku[0] == 6
    assert "rotate a1 L" not in legal_texts(s)
    s = position([(0, "T-004", "a1", "N")], sp=(5, 8))
    n = len(s.hands[0])
    act(s, "attack a1 draw")
    assert len(s.hands[0]) == n + 1 and s.reiryoku[0] == 5
    s = position([(0, "T-004", "a1", "N", 1)], sp=(5, 8))
    act(s, "attack a1 hp")
    assert at(s, "a1") is None and s.reiryoku == [6, 8]


def test_faq11_oni_sake():
    """鬼の酒は、どう使いますか? 敵でも味方でもかまいません。耐久を「10にする」効果なので、カードの耐久より高くなることも、下がることもあります。
    【飲酒】をもつ酒呑童子なら15。耐久が変わらない式神には使えません。敵の大きな式神に使えば制圧力を2から1にできます。"""
    s = position([(0, "O-002", "a1", "N"), (1, "O-007", "c2", "N"), (1, "O-009", "b1", "S"),
                  (1, "T-007", "c3", "S", 10)], sp=(15, 8), hands=(("O-012",), ()))
    assert "use O-012 c3" not in legal_texts(s)     # already 10
    with pytest.raises(IllegalAction):
        act(s, "use O-012 c3")
    t = s.clone()
    act(t, "use O-012 c2")
    assert hp(t, "c2") == 10 and at(t, "c2").seiatsu == 1
    t = s.clone()
    act(t, "use O-012 a1")
    assert hp(t, "a1") == 10
    t = s.clone()
    assert hp(t, "b1") == 17
    act(t, "use O-012 b1")
    assert hp(t, "b1") == 15


def test_faq12_mayohiga_hidden():
    """マヨヒガで隠れた式神はどうなりますか? 使った人の次のターンの開始時まで、命令・攻撃・効果・霊具の対象にならず、
    制圧力も0になります。マスはふさいだままなので、そこには召喚できません。継承召喚もできません。 (FJ-R06)"""
    s = position([(0, "O-002", "b1", "N"), (1, "O-007", "b2", "S")], sp=(15, 8),
                 hands=(("T-011", "O-001"), ("O-012",)))
    act(s, "use T-011 b2")
    assert at(s, "b2").hidden_by == 0 and at(s, "b2").seiatsu == 0 and hp(s, "b2") == 11
    texts = legal_texts(s)
    assert not any(t.startswith("attack b1") for t in texts)
    assert not any("b2" in t for t in texts if t.startswith("summon"))
    act(s, "end")
    act(s, "discard -")
    assert s.current == 1
    texts = legal_texts(s)
    assert not any(t.startswith(("attack b2", "rotate b2", "inherit", "use O-012 b2"))
                   for t in texts)
    with pytest.raises(IllegalAction):
        act(s, "rotate b2 L")
    act(s, "end")
    act(s, "discard -")
    assert at(s, "b2").hidden_by is None and "T-011" in s.graves[0]


def test_faq13_jiangshi_facing_after_move():
    """僵尸公主が撃破して移動するとき、向きはどうなりますか? 移動したあと、持ち主が「そのまま・左へ90度・右へ90度」から選びます。
    相手のターンに反撃で撃破して移動したときも、持ち主が決めます。移動先で耐久が0以下になるなら、移動しません。 (FJ-R08)"""
    s = position([(0, "T-006", "b2", "N"), (1, "O-001", "c3", "S", 1)], sp=(10, 8))
    act(s, "attack b2 c3")
    assert at(s, "c3").cid == "T-006" and s.to_move() == 0
    act(s, "face L")
    assert at(s, "c3").orient == 3
    # would die on the new cell: 陰 僵尸公主 with hp 2 on b3 (陰, +2) → b1 (陽, −2): stays
    s = position([(0, "T-006", "a2", "E", 2), (1, "O-001", "b1", "N", 1)], sp=(10, 8))
    act(s, "attack a2 b1")
    assert at(s, "b1") is None and at(s, "a2").cid == "T-006"
    assert s.to_move() == 0 and s.pending is None


def test_faq14_forty_rounds_draw():
    """ゲームが長引いたら? 40ラウンドを終えても決着がつかなければ、引き分けです。(FJ-R12)"""
    s = position(sp=(5, 5), current=1)
    s.round = 40
    act(s, "end")
    act(s, "discard -")
    r = s.result()
    assert r is not None and r.draw and r.reason == "rounds" and s.to_move() is None
