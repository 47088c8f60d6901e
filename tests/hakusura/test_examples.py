"""The rulebook's worked examples, step by step: 5.7 (two turns) and 6章 (sharing)."""
from game.hakusura.rules.events import PicksRevealed
from tests.hakusura.helpers import act, hp, legal_texts, logs, pending, table


def _57():
    # 梨花 left, 葛葉 right; 提灯お化け is the first yokai (left), 狐火 the second (right)
    return table(chars=("rinka", "kuzunoha"), yokai=("chochin", "kitsunebi"))


def test_57_setup_rinka_goes_first():
    """第1戦。梨花(HP10 攻3 防1 術1)と葛葉(HP12 攻2 防0 術3)。HP が低い梨花が先手。
    1枚目の提灯お化けが左、2枚目の狐火が右。"""
    s = _57()
    v = s.view(0)
    assert s.first == 0
    assert (v.seats[0].hp, v.seats[0].atk, v.seats[0].bo, v.seats[0].jutsu) == (10, 3, 1, 1)
    assert (v.seats[1].hp, v.seats[1].atk, v.seats[1].bo, v.seats[1].jutsu) == (12, 2, 0, 3)
    assert [(e.place, e.card, e.hp, e.bo) for e in v.enemies] == [("yokai:0", "chochin", 5, 0),
                                                                ("yokai:1", "kitsunebi", 4, 0)]
    # 1. ターン開始時: 2人とも使う能力はない -> straight to choosing a card
    assert v.phase == "choose" and pending(s) == ("pick", 0)


def test_57_turn_1_step_by_step():
    """1ターン目: 梨花は攻撃、葛葉は術を選んで伏せ、同時に開く。行動の段: 先手の梨花が提灯お化けに 攻3 →
    提灯お化け HP 5→2 … 後手の葛葉が狐火に 術3 → 狐火 HP 4→1 … 妖の行動: 右の狐火の行動①「先手に2ダメージ」→
    梨花は防1 なので HP 10→9。左の提灯お化けの行動①「後手に2ダメージ」→ 葛葉 HP 12→10。ターンの終わりに
    葛葉の能力 … で術を手札に戻す。手札は 梨花=防御・術、葛葉=攻撃・防御・術"""
    s = _57()
    act(s, "L pick kogeki")
    assert s.view(1).seats[0].committed and s.view(1).seats[0].pick is None
    ev = act(s, "R pick jutsu")
    assert any(isinstance(e, PicksRevealed) and e.cards == ((0, "kogeki"), (1, "jutsu")) for e in ev)
    # 3. 防御の段: 防御カードは無い -> 4. 行動の段, 先手の梨花から
    assert s.phase == "action" and pending(s) == ("act", 0)
    assert legal_texts(s) == {"L play kogeki yokai:0", "L play kogeki yokai:1"}
    act(s, "L play kogeki yokai:0")
    assert hp(s, "yokai:0") == 2 and s.ps[0].used == ["kogeki"]
    assert pending(s) == ("act", 1)
    ev = act(s, "R play jutsu yokai:1")
    assert hp(s, "yokai:1") == 1 and s.ps[1].used == ["jutsu"]
    text = logs(ev)
    i_fox = next(i for i, t in enumerate(text) if t.startswith("狐火の①"))
    i_lantern = next(i for i, t in enumerate(text) if t.startswith("提灯お化けの①"))
    assert i_fox < i_lantern                      # 右の妖 → 左の妖
    assert hp(s, 0) == 9 and hp(s, 1) == 10
    assert "防で−1" in text[i_fox]
    # 6. ターンの終わり: 葛葉 may return a used card (術 was played)
    assert pending(s) == ("kuzu", 1)
    assert legal_texts(s) == {"R return jutsu", "R pass"}
    act(s, "R return jutsu")
    assert s.ps[0].hand == ["bogyo", "jutsu"]
    assert s.ps[1].hand == ["kogeki", "bogyo", "jutsu"]
    assert s.turn == 2 and pending(s) == ("pick", 0)


def test_57_turn_2_step_by_step():
    """2ターン目: 梨花は防御、葛葉は攻撃を出す。防御の段: 梨花のアクション … (使用済み2枚)。行動の段: 葛葉が狐火に
    攻2 → 狐火 HP 1→0。倒した。妖の行動: 狐火は倒れている。提灯お化けの行動②「両方に2ダメージ」→ 梨花は防御中で 0。
    葛葉 HP 10→8。梨花の手札は術1枚。3ターン目に術を出すと … そのターンの終わりに3枚とも手札に戻る"""
    s = _57()
    for t in ("L pick kogeki", "R pick jutsu", "L play kogeki yokai:0", "R play jutsu yokai:1",
              "R return jutsu"):
        act(s, t)
    act(s, "L pick bogyo")
    ev = act(s, "R pick kogeki")
    # the defence step: 梨花's action needs no choice (防御, no ability) and is resolved
    assert s.ps[0].used == ["kogeki", "bogyo"] and s.ps[0].defending
    assert pending(s) == ("act", 1)
    assert legal_texts(s) == {"R play kogeki yokai:0", "R play kogeki yokai:1"}
    ev = act(s, "R play kogeki yokai:1")
    assert hp(s, "yokai:1") == 0 and not s.enemy("yokai:1").alive
    assert hp(s, 0) == 9 and hp(s, 1) == 8
    assert any("防御中で0" in t for t in logs(ev))
    assert s.ps[0].hand == ["jutsu"]
    assert s.ps[1].hand == ["bogyo", "jutsu"]
    # 3rd turn: 梨花's 術 empties her hand -> all three come back at the end of that turn
    assert s.ps[0].pick == "jutsu"            # her only card: laid without a choice
    act(s, "R pick jutsu")                    # one enemy left: both cards resolve on it
    assert hp(s, "yokai:0") == 0               # 2 - 1 - 3: the battle is won
    assert pending(s) == ("kuzu", 1)
    act(s, "R pass")
    assert s.ps[0].hand == ["kogeki", "bogyo", "jutsu"] and s.ps[0].used == []


def test_ch6_distribution_example():
    """例: 第1戦で提灯お化け → 狐火の順に倒し、狐火にとどめを刺したのが梨花なら、梨花が先に選ぶ。梨花が狐火を取って
    左に差し込み(装備)、晴明が提灯お化けを取って式神にする。第2戦の先手は晴明。"""
    s = table(chars=("rinka", "seimei"), yokai=("chochin", "kitsunebi"))
    s.enemy("yokai:0").hp = 2
    assert s.first == 0                       # 梨花 HP10 < 晴明 HP11
    act(s, "L pick kogeki")
    act(s, "R pick jutsu")
    act(s, "L play kogeki yokai:1")           # 狐火 4→1
    act(s, "R play jutsu yokai:0")            # 提灯お化け 2→0: it falls first (晴明)
    assert not s.enemy("yokai:0").alive and s.enemy("yokai:0").killer == 1
    act(s, "L pick jutsu")
    act(s, "R pick bogyo")                    # 梨花's 術 has one enemy left: it resolves at once
    assert s.phase == "loot" and s.enemies == []
    assert pending(s) == ("take", 0)          # とどめを刺した人が先に選ぶ
    assert set(s.loot) == {"chochin", "kitsunebi"}
    act(s, "L take kitsunebi left")
    assert s.ps[0].equip["left"] == ["kitsunebi"]
    assert pending(s) == ("take", 1)          # もう1体はもう1人が取る
    assert legal_texts(s) == {"R take chochin shiki", "R take chochin left",
                              "R take chochin right", "R take chochin bottom"}
    act(s, "R take chochin shiki")
    assert s.ps[1].shiki == ["chochin"]
    assert s.battle == 2 and s.first == 1     # 第2戦の先手は晴明
    assert s.view(0).first == 1
