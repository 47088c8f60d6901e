"""Worked examples of the rulebook (chapters 四, 六, 八, 十) as tests."""
from game.fujin.rules.board import CELL_INDEX, cell_mod
from game.fujin.rules.cards import CARDS
from tests.fujin.helpers import act, at, hp, logs, position


def test_ch8_attack_example():
    """八 攻撃の例: 先手が、太極で奥を向いた鎖鬼(陰・耐久6・攻撃力2・範囲: 前と右)で攻撃します。
    一角鬼: 攻撃力2+隙2=4で 11 → 7。両面: 2で 14 → 12。後手の総制圧力は4 → 3。
    両面は反撃間合から攻撃されたので反撃し、カードの攻撃力2で鎖鬼は 6 → 4。"""
    s = position([(0, "O-003", "b2", "N"), (1, "O-004", "b3", "E"), (1, "O-007", "c2", "W")],
                 sp=(10, 8))
    assert (hp(s, "b2"), hp(s, "b3"), hp(s, "c2")) == (6, 11, 14)
    assert s.seiatsu(1) == 4
    # 隙: 太極は一角鬼の右、つまり隙です
    assert "b2" in s.blind_cells("b3", "E", "O-004")
    # 太極は両面の前=反撃間合です
    assert "b2" in s.counter_cells("c2", "W", "O-007")
    assert sorted(s.attack_hits(s.parse_action("attack b2"))) == [("b3", 4, False),
                                                                  ("c2", 2, False)]
    ev = act(s, "attack b2")
    assert s.reiryoku[0] == 8                # 攻☆2を払う(霊力10 → 8)
    assert (hp(s, "b3"), hp(s, "c2")) == (7, 12)
    assert at(s, "b3").seiatsu == 1          # 制圧力が2から1に
    assert s.seiatsu(1) == 3
    assert hp(s, "b2") == 4                  # 鎖鬼は 6 → 4
    text = " ".join(logs(ev))
    assert "一角鬼 11→7" in text and "両面 14→12" in text and "両面の反撃 → 先手の鎖鬼 6→4" in text


def test_ch6_inherit_example():
    """六 例: 陽のマスにいる鉈鬼(陽・耐久3+2=5、ダメージ1で今の耐久4)を、手札の酒呑童子(陽・召☆9・耐久15)
    に継承召喚します。霊力12から9を払い、鉈鬼の召☆3の半分(切り上げて2)が戻って、残りは5。
    酒呑童子は陽のマスで15+2=17、ダメージ1を引き継いで耐久16で出ます。耐久11以上なので、この1体で制圧力2です。"""
    s = position([(0, "O-002", "c2", "N", None, 1)], sp=(12, 8), hands=(("O-009",), ()))
    assert hp(s, "c2") == 4
    assert s.inherit_refund("O-002") == 2
    act(s, "inherit O-009 c2")
    assert s.reiryoku[0] == 5
    assert at(s, "c2").cid == "O-009" and hp(s, "c2") == 16
    assert at(s, "c2").seiatsu == 2 and s.seiatsu(0) == 2
    assert "O-002" in s.graves[0]


def test_ch10_seiatsu_example():
    """十 例: 陰のマスにいる僵尸公主(陰・耐久14+2=16)と、小さな式神が3体。総制圧力は 2+1+1+1=5 です。"""
    s = position([(0, "T-006", "a2", "N"), (0, "O-001", "a1", "N"), (0, "O-002", "b1", "N"),
                  (0, "T-002", "c1", "N")])
    assert hp(s, "a2") == 16
    assert [at(s, c).seiatsu for c in ("a2", "a1", "b1", "c1")] == [2, 1, 1, 1]
    assert s.seiatsu(0) == 5


def test_ch10_seiatsu_changes_with_endurance():
    """十: 耐久12の式神が2ダメージを受けて10になれば、2から1に。回復して11に戻れば、また2です。"""
    s = position([(0, "O-007", "a1", "N")])
    p = at(s, "a1")
    assert p.hp == 12 and p.seiatsu == 2
    p.hp = 10
    assert p.seiatsu == 1
    p.hp = 11
    assert p.seiatsu == 2


def test_ch4_attribute_examples():
    """四 例: 陽の鉈鬼(耐久3)は、陽のマスなら5、陰のマスなら1。陽の首引の姫鬼(耐久11)を陽のマスに置くと13です。"""
    yang_cell, yin_cell = CELL_INDEX["b1"], CELL_INDEX["a2"]
    assert CARDS["O-002"].endurance + cell_mod(yang_cell, "yang") == 5
    assert CARDS["O-002"].endurance + cell_mod(yin_cell, "yang") == 1
    s = position(sp=(10, 8), hands=(("O-002", "O-005"), ()))
    act(s, "summon O-005 c2 N")
    assert hp(s, "c2") == 13
    s = position(sp=(10, 8), hands=(("O-002",), ()))
    act(s, "summon O-002 a2 N")
    assert hp(s, "a2") == 1


def test_ch4_attribute_table():
    """四 属性マス: 陰の式神 陰+2 陽−2 空・太極±0 / 陽の式神 陰−2 陽+2 / 空の式神 ±0。"""
    for cell, attr in (("a2", "yin"), ("b3", "yin"), ("b1", "yang"), ("c2", "yang")):
        c = CELL_INDEX[cell]
        assert cell_mod(c, attr) == 2
        assert cell_mod(c, "yang" if attr == "yin" else "yin") == -2
        assert cell_mod(c, "void") == 0
    for cell in ("a1", "c1", "a3", "c3", "b2"):
        for attr in ("yin", "yang", "void"):
            assert cell_mod(CELL_INDEX[cell], attr) == 0


def test_ch4_move_reapplies_modifier():
    """四: 効果で別のマスに動いたら、その場で新しいマスの増減に変わります。陰の式神が陰のマスから陽のマスへ動けば、
    耐久は4減ります。それで0以下になれば撃破です。"""
    # 茨木の左腕【握】 pulls a 陰 一角鬼 from b3 (陰, 11) towards b1: to b2 (太極) first
    s = position([(0, "O-002", "c1", "N"), (1, "T-002", "c3", "S", None, 0)],
                 sp=(10, 8), hands=(("O-010",), ()))
    # 提灯お化け 陰 on c3 (空) hp 3 → 3 damage destroys it; use a bigger 陰 target instead
    s = position([(0, "O-002", "c1", "N"), (1, "O-004", "c3", "S", 9)], sp=(10, 8),
                 hands=(("O-010",), ()))
    act(s, "use O-010 c1 nigiri")
    # 3 damage (9 → 6) then pulled from c3 (空) to c2 (陽): 6 − 2 = 4
    assert at(s, "c3") is None and hp(s, "c2") == 4


def test_ch4_move_onto_opposite_cell_can_destroy():
    """四: 陰の式神が陰のマスから陽のマスへ動けば、耐久は4減ります。それで0以下になれば撃破です。 (FJ-R09)"""
    # 陰 一角鬼 on a2 (陰) hp 7; 拳 from a1 pushes... use a line a1→a2→a3: a3 is 空.
    # Instead: 陰 piece at b3 (陰) pulled to b2 (太極): −2; pushed b2→b1? Build: own at b3 facing S,
    # enemy 陰 影鬼 at b2 with hp 5 (taiji), 拳 pushes it to b1 (陽): 5−3=2 → −2 → 0: destroyed.
    s = position([(0, "O-002", "b3", "S"), (1, "O-001", "b2", "N", 5)], sp=(10, 8),
                 hands=(("O-010",), ()))
    act(s, "use O-010 b3 ken")
    assert at(s, "b2") is None and at(s, "b1") is None
    assert "O-001" in s.graves[1]
    assert s.reiryoku[0] == 10 - 4 + 1   # FJ-R10: the user gains the 霊力価
