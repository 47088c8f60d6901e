"""9 1人用ルール and 9.1 難しさ (the table as data: levels/hakusura/difficulty.toml)."""
import copy
import tomllib

import pytest

from game.hakusura.data import prepare_options
from game.hakusura.rules import HakusuraState, validate
from game.hakusura.rules.events import EmptySeatFlip
from game.paths import resource_path
from tests.hakusura.helpers import act, hp, legal_texts, options, pending, restart, table


def _raw():
    with open(resource_path("levels", "hakusura", "difficulty.toml"), "rb") as f:
        return tomllib.load(f)


def test_table_has_every_element_of_9_1():
    """9.1: 受ける行動・ボス前の回復・強化・他に妖がいない時ダメージ＋1 … 基本は Lv3。(開始HP・初期式神・ボスHP)"""
    raw = _raw()
    assert sorted(raw) == sorted(f"Lv{n}" for n in range(1, 11))
    for t in raw.values():
        assert {"開始HP", "初期式神", "受ける行動", "ボス前の回復", "強化", "他に妖がいない時ダメージ＋1", "ボスHP"} <= set(t)
    levels = validate(raw)
    # the reconstruction's numbers as retuned by HS-R51 【調整】 (the ladder measured with the medium autopilot)
    assert [levels[n]["boss_hp"] for n in range(1, 11)] == [24, 24, 36, 48, 48, 48, 48, 60, 60, 60]
    assert [levels[n]["start_hp"] for n in range(1, 11)] == [10, 9, 8, 8, 8, 7, 6, 4, 2, 0]
    assert [levels[n]["start_shiki"] for n in range(1, 11)] == [3, 2, 1, 1, 0, 0, 0, 0, 0, 0]
    assert [levels[n]["hits"] for n in range(1, 11)] == [0] + [1] * 9
    assert [levels[n]["pre_boss_heal"] for n in range(1, 11)] == [True] * 3 + [False] * 7
    assert [levels[n]["boss_boost"] for n in range(1, 11)] == [False] * 5 + [True] * 5
    assert [levels[n]["alone_plus1"] for n in range(1, 11)] == [False] * 6 + [True] * 4
    assert [n for n in range(1, 11) if levels[n]["standard"]] == [3]


@pytest.mark.parametrize("level, key, value", [
    ("Lv5", "開始HP", 9), ("Lv7", "初期式神", "妖Lv1"), ("Lv6", "受ける行動", "先手と左"),
    ("Lv7", "ボス前の回復", True), ("Lv8", "強化", False), ("Lv10", "他に妖がいない時ダメージ＋1", False),
    ("Lv9", "ボスHP", 48)])
def test_a_level_easier_than_the_one_below_is_refused(level, key, value):
    """段が上がると要素が増えるだけで、前の段の要素が緩むことはない。"""
    raw = copy.deepcopy(_raw())
    raw[level][key] = value
    with pytest.raises(ValueError) as info:
        validate(raw)
    assert level in str(info.value) and key in str(info.value)


def test_malformed_tables_are_refused():
    raw = copy.deepcopy(_raw())
    del raw["Lv4"]["強化"]
    with pytest.raises(ValueError, match="Lv4.*強化"):
        validate(raw)
    raw = copy.deepcopy(_raw())
    raw["Lv2"]["ボスHP"] = 30
    with pytest.raises(ValueError, match="Lv2.*ボスHP"):
        validate(raw)
    raw = copy.deepcopy(_raw())
    raw["Lv2"]["受ける行動"] = "右だけ"
    with pytest.raises(ValueError, match="受ける行動"):
        validate(raw)
    raw = copy.deepcopy(_raw())
    raw["Lv4"] = dict(raw["Lv3"])
    raw["Lv4"].pop("基本")
    with pytest.raises(ValueError):
        validate(raw)


def test_prepare_puts_the_chosen_level_into_the_options():
    o = prepare_options({"players": 1, "difficulty": 9})
    assert o["solo_level"]["level"] == 9 and o["solo_level"]["alone_plus1"]
    assert "solo_level" not in prepare_options({"players": 2, "solo_level": {"x": 1}})
    with pytest.raises(ValueError):
        HakusuraState.new_game(1, {"players": 1})      # no elements: built without the catalogue


def test_start_hp_and_starting_shikigami():
    """キャラクターを1枚選ぶ。始める時の HP は 9.1 の表の通り(キャラクターカードの HP を超えてよい。上限は 20)。表の「初期式神」
    の Lv の妖から好きな1枚を選び、式神にするか装備する(初期式神)。「無し」の段は選ばない"""
    s = HakusuraState.new_game(3, options(players=1, character="doman", difficulty=1))
    assert s.ps[0].hp == 20                             # 13 + 10, capped
    assert pending(s) == ("start_shiki", 0) and s.view(0).phase == "setup"
    assert all(t.split()[2] in ("oni", "tsuchigumo", "nue", "gashadokuro", "ushioni", "omukade")
               for t in legal_texts(s))
    act(s, "L start oni left")
    assert s.ps[0].equip["left"] == ["oni"] and "oni" not in s.piles[3]
    assert s.battle == 1 and len(s.enemies) == 1       # 第1戦は妖1体
    s = HakusuraState.new_game(3, options(players=1, character="rinka", difficulty=6))
    assert s.ps[0].hp == 17 and s.battle == 1 and s.pending[0] == "pick"    # 10 + 7 (HS-R51)


def test_solo_battles_one_two_one_two():
    """各晩の1戦目は妖1体、2戦目は妖2体(第1・3・5戦は1体、第2・4・6戦は2体)。倒した妖は 1体だけ 取る"""
    s = HakusuraState.new_game(11, options(players=1, character="rinka", difficulty=6))
    import random
    rng = random.Random(4)
    counts = {}
    while s.to_move() is not None and s.battle <= 6:
        if s.turn == 1 and s.battle not in counts:
            counts[s.battle] = len(s.enemies)
        if s.pending[0] == "take":
            assert s.pending[2] == "only"
            n = len(s.loot)
            before = len(s.box)
            act(s, sorted(legal_texts(s))[0])
            assert len(s.box) == before + n - 1        # the other is discarded
            continue
        la = s.legal_actions()
        s.apply(la[rng.randrange(len(la))])
    assert counts.get(1) == 1 and counts.get(2, 2) == 2


def test_empty_seat_flip_effects():
    """ターンの始めに妖が1体だけなら …、いない席の3枚から1枚をめくってその妖の前に置く(3枚使い切ったら3枚を混ぜ直す)。
    自分のカードを選んだ直後にめくる。防御: … ダメージを受けず、行動しない。術: その妖の行動は防御無視になる。攻撃: 変わらない"""
    s = table(chars=("rinka",), players=1, yokai=("kappa",), battle=1, difficulty=3, hp=(16,))
    s.flip_left = ["jutsu"]
    ev = act(s, "L pick bogyo")
    assert any(isinstance(e, EmptySeatFlip) and e.card == "jutsu" for e in ev)
    s = table(chars=("rinka",), players=1, yokai=("kappa",), battle=1, difficulty=3, hp=(16,))
    s.flip_left = ["jutsu"]
    act(s, "L pick kogeki")                              # 河童 ① 先手に2 (防御無視: 梨花's 防1 no use)
    assert hp(s, 0) == 16 - 2
    s = table(chars=("rinka",), players=1, yokai=("kappa",), battle=1, difficulty=3, hp=(16,))
    s.flip_left = ["kogeki"]
    act(s, "L pick kogeki")
    assert hp(s, 0) == 16 - 1 and hp(s, "yokai:0") == 4 - 3     # 梨花's Attack ignores 河童's 防
    assert s.flip_left == []
    act(s, "L pick jutsu")                               # all three used: shuffled again
    assert len(s.flip_left) == 2


def test_hits_by_level():
    """受ける行動: 「先手と左」=「後手」「右の人」を狙う行動は空振り／「先手と左右」=「後手」を狙う行動だけ空振り／「全部」=空振りなし"""
    def took(level, yokai, count, hits=None):
        s = table(chars=("doman",), players=1, yokai=(yokai,), battle=1, difficulty=level, hp=(15,), start=False)
        if hits is not None:        # no level of the table plays 「全部」 since HS-R51; the engine still knows it
            s.level["hits"] = hits
        s.enemy("yokai:0").count = count
        restart(s)
        s.flip_left = ["kogeki"]
        act(s, "L pick kogeki")
        return 15 - hp(s, 0)
    # Lv1: 先手と左, Lv2: 先手と左右, then 全部 on Lv2's other elements
    # 狐火 ② 右の人に2
    assert [took(1, "kitsunebi", 1), took(2, "kitsunebi", 1), took(2, "kitsunebi", 1, hits=2)] == [0, 2, 2]
    # 提灯お化け ① 後手に2
    assert [took(1, "chochin", 0), took(2, "chochin", 0), took(2, "chochin", 0, hits=2)] == [0, 0, 2]
    # 唐傘 ③ 両方に2 always, once
    assert [took(1, "karakasa", 2), took(2, "karakasa", 2), took(2, "karakasa", 2, hits=2)] == [2, 2, 2]


def test_boss_boost_and_alone_bonus():
    """強化: ボスの行動のうち数字のあるものを全て ＋2 … 他に妖がいない時ダメージ＋1: 妖が1体だけの時、その妖の行動の
    ダメージが＋1(取り巻きを倒した後のボスも)"""
    s = table(chars=("doman",), players=1, battle=7, final="boss", boss="shuten", minion="oni",
              difficulty=9, start=False)
    assert s.boss_hp == 60 and s.enemy("boss").hp == 60
    restart(s)
    assert s.view(0).enemy("boss").next.damage == 5 + 2                  # minion alive: not alone
    m = s.enemy("minion")
    m.hp, m.alive = 0, False
    restart(s)
    assert s.view(0).enemy("boss").next.damage == 5 + 2 + 1
    s = table(chars=("doman",), players=1, yokai=("inugami",), battle=3, difficulty=9)
    assert s.view(0).enemy("yokai:0").next.damage == 4 + 1 + 1            # card's ＋1 and the level's
    s = table(chars=("doman",), players=1, yokai=("inugami",), battle=3, difficulty=3)
    assert s.view(0).enemy("yokai:0").next.damage == 4 + 1


def test_pre_boss_heal_and_no_flip_at_the_boss():
    """ボス前の回復: 最終戦の前に、HP をキャラクターカード(進化していれば裏)に書いてある HP まで回復する。それより多ければ
    そのまま。… ボス戦では「いない席」のめくりはしない"""
    s = table(chars=("rinka",), players=1, yokai=("oni",), battle=5, difficulty=3, hp=(4,), start=False)
    s.battle = 6
    s.enemies = []
    s.loot = []
    s.steps = [("next_battle",)]
    s.pending = None
    s._advance([])
    assert s.battle == 7 and hp(s, 0) == 10 and s.enemy("boss").hp == 36
    act(s, "L pick kogeki")
    assert all(e.flip is None for e in s.enemies)
    s = table(chars=("rinka",), players=1, yokai=("oni",), battle=5, difficulty=6, hp=(4,), start=False)
    s.battle, s.enemies, s.steps, s.pending = 6, [], [("next_battle",)], None
    s._advance([])
    assert hp(s, 0) == 4 and s.enemy("boss").hp == 48


def test_solo_loss_when_down():
    s = table(chars=("rinka",), players=1, yokai=("oni",), battle=5, difficulty=3, hp=(1,))
    s.flip_left = ["kogeki"]
    act(s, "L pick kogeki")
    r = s.result()
    assert r.coop and r.outcomes == ("loss",) and r.reason == "down"
