"""The six Lv3 yokai (reconstruction §4.3): yokai face, action cycle, ability, three edges."""
from tests.hakusura.helpers import act, acts, hp, legal_texts, logs, pending, restart, table
from tests.hakusura.yokai_helpers import cycle, expected, face, totals


def test_oni():
    """鬼: HP12 防1 ／ ① 先手に3 ② 後手に6 ③ 両方に3。能力「剛力」〔アクション時・戦闘ごと1回〕このターン、攻の
    ステータス合計を2倍にする。辺: 左「攻＋2」 右「防御の後、敵1体に攻のステータス合計のダメージ」 下「術＋1」"""
    assert face("oni") == (3, 12, 1, (("sente", 3, False), ("gote", 6, False), ("both", 3, False)), "")
    assert cycle("oni") == expected("oni")
    s = table(chars=("doman", "seimei"), yokai=("nue", "ushioni"), battle=5, first=0, shiki=(("oni",), ()))
    acts(s, "L pick kogeki", "R pick bogyo", "L use oni", "L play kogeki yokai:0")
    assert hp(s, "yokai:0") == 11 - (6 - 1)
    assert totals("oni", "left") == (5, 1, 1)
    assert totals("oni", "bottom") == (3, 1, 2)
    # right: after 防御, the 攻 total to one enemy (reduced by its 防)
    s = table(chars=("rinka", "seimei"), yokai=("nue", "ushioni"), battle=5, first=0,
              equip=({"right": ["oni"]}, {}))
    acts(s, "L pick bogyo", "R pick bogyo")
    assert pending(s) == ("after", 0)
    assert legal_texts(s) == {"L after oni yokai:0", "L after oni yokai:1"}
    act(s, "L after oni yokai:1")
    assert hp(s, "yokai:1") == 11 - (3 - 1)


def test_tsuchigumo():
    """土蜘蛛: HP10 防2 ／ ① 左の人に4 ② 右の人に4 ③ 後手に4 ／ 倒された時、倒したプレイヤーに3ダメージ。能力「糸縛」
    〔アクション時・戦闘ごと1回〕敵1体に、使用済み1枚につき2ダメージ(防御無視)。辺: 左「攻＋2」 右「防＋2」 下「術＋2」"""
    assert face("tsuchigumo") == (3, 10, 2, (("left", 4, False), ("right", 4, False), ("gote", 4, False)),
                                  "death_killer:3")
    assert cycle("tsuchigumo") == expected("tsuchigumo")
    # the killer takes 3 at the end of the turn (防 reduces it, 防御 stops it)
    s = table(chars=("rinka", "kuzunoha"), yokai=("tsuchigumo", "nue"), battle=5, first=0, start=False)
    s.enemy("yokai:0").hp = 2
    s.enemy("yokai:1").count = 1                       # 鵺 ② 後手に5 → 葛葉
    restart(s)
    ev = acts(s, "L pick kogeki", "R pick kogeki", "L play kogeki yokai:0")   # then 葛葉's on 鵺
    assert s.ps[0].spider == 0 and hp(s, 0) == 10 - (3 - 1)   # at the end of the turn, less 梨花's 防1
    text = logs(ev)
    assert any("ターンの終わりに土蜘蛛から3" in t for t in text)
    assert [t for t in text if "土蜘蛛の呪い" in t]
    # 糸縛: 2 per used card (the one being played not counted)
    s = table(chars=("rinka", "seimei"), yokai=("nue", "ushioni"), battle=5, first=0,
              shiki=(("tsuchigumo",), ()), used=(("bogyo",), ()))
    acts(s, "L pick kogeki", "R pick bogyo", "L use tsuchigumo yokai:1")
    assert hp(s, "yokai:1") == 11 - 2
    assert totals("tsuchigumo", "left") == (5, 1, 1)
    assert totals("tsuchigumo", "right") == (3, 3, 1)
    assert totals("tsuchigumo", "bottom") == (3, 1, 3)


def test_nue():
    """鵺: HP11 防1 ／ ① 先手に3 ② 後手に5 ③ 両方に2 ／ 3ターン目からは③を毎ターン。能力「混乱」〔アクション時・
    ゲーム中1回〕妖1体(ボスも選べる)は、このターン行動しない。(決闘: このターン受けるダメージ−3) 効果適用後に、装備できる。
    辺: 左「攻撃の後、敵1体に術のステータス合計のダメージ(防御無視)」 右「防＋2」 下「術＋2」"""
    assert face("nue") == (3, 11, 1, (("sente", 3, False), ("gote", 5, False), ("both", 2, False)), "repeat3")
    assert cycle("nue") == expected("nue")
    # the boss may be chosen even behind its minion; then the card may be equipped at once
    s = table(chars=("rinka", "seimei"), battle=7, final="boss", minion="oni", first=0, shiki=(("nue",), ()))
    acts(s, "L pick bogyo", "R pick bogyo")
    assert {"L use nue boss", "L use nue minion"} <= legal_texts(s)
    act(s, "L use nue boss")
    assert pending(s) == ("equip", 0)
    act(s, "L equip nue right")
    assert s.ps[0].equip["right"] == ["nue"] and "nue" not in s.ps[0].shiki
    assert s.view(0).seats[0].bo == 1 + 2
    assert s.enemy("boss").count == 1                  # stopped, yet its count moved on
    # duel: −3 this turn
    s = table(chars=("rinka", "kuzunoha"), battle=7, final="duel", first=1, shiki=(("nue",), ()))
    acts(s, "R pick jutsu", "L pick kogeki", "L use nue")
    assert s.ps[0].reduce == 3 and pending(s) == ("equip", 0)
    # left: after Attack, the 術 total to one enemy (防御無視)
    s = table(chars=("kuzunoha", "seimei"), yokai=("oni", "ushioni"), battle=5, first=0,
              equip=({"left": ["nue"]}, {}))
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:0", "L after nue yokai:1")
    assert hp(s, "yokai:0") == 12 - (2 - 1) and hp(s, "yokai:1") == 11 - 3
    assert totals("nue", "right") == (3, 3, 1)
    assert totals("nue", "bottom") == (3, 1, 3)


def test_gashadokuro():
    """がしゃどくろ: HP12 防1 ／ ① 両方に3 ② 先手に3 ③ 後手に6 ／ 倒された時、両方に2ダメージ。能力「捕食」
    〔アクション時・ゲーム中1回〕敵1体に4ダメージ(防御無視)。そのあと HP を3回復。効果適用後に、装備できる。
    辺: 左「攻＋2」 右「防＋2」 下「術のダメージを2回与える」"""
    assert face("gashadokuro") == (3, 12, 1, (("both", 3, False), ("sente", 3, False), ("gote", 6, False)),
                                   "death_both:2")
    assert cycle("gashadokuro") == expected("gashadokuro")
    # falls: both players take 2 (reduced by 防)
    s = table(chars=("rinka", "kuzunoha"), yokai=("gashadokuro", "oni"), battle=5, first=0)
    s.enemy("yokai:0").hp = 1
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:0")
    assert hp(s, 0) == 10 - (2 - 1) - 3                # 両方に2 (−防1), then 鬼 ① 先手に3
    assert hp(s, 1) == 12                              # 葛葉 defends
    s = table(chars=("rinka", "seimei"), yokai=("oni", "ushioni"), battle=5, first=0, hp=(5, 11),
              shiki=(("gashadokuro",), ()))
    acts(s, "L pick bogyo", "R pick bogyo", "L use gashadokuro yokai:0")
    assert hp(s, "yokai:0") == 12 - 4 and hp(s, 0) == 8
    assert pending(s) == ("equip", 0)
    act(s, "L equip gashadokuro bottom")
    assert s.ps[0].equip["bottom"] == ["gashadokuro"]
    assert totals("gashadokuro", "left") == (5, 1, 1)
    assert totals("gashadokuro", "right") == (3, 3, 1)
    # bottom: 術 twice
    s = table(chars=("kuzunoha", "seimei"), yokai=("oni", "ushioni"), battle=5, first=0,
              equip=({"bottom": ["gashadokuro"]}, {}))
    acts(s, "L pick jutsu", "R pick bogyo", "L play jutsu yokai:1")
    assert hp(s, "yokai:1") == 11 - 3 - 3


def test_ushioni():
    """牛鬼: HP11 防1 ／ ① 後手に5 ② 先手に3 ③ 右の人に4 ／ 他に妖がいない時、各ダメージ＋2。能力「毒息」
    〔アクション時・戦闘ごと1回〕手札を1枚捨てる。そうしたら、敵全部に3ダメージ(防御無視)。
    辺: 左「このターン攻＋3」 右「防＋2」 下「術＋2」"""
    assert face("ushioni") == (3, 11, 1, (("gote", 5, False), ("sente", 3, False), ("right", 4, False)),
                               "alone+2")
    assert cycle("ushioni") == expected("ushioni")
    assert cycle("ushioni", alone=True) == expected("ushioni", bonus=2)
    s = table(chars=("rinka", "seimei"), yokai=("oni", "nue"), battle=5, first=0, shiki=(("ushioni",), ()))
    acts(s, "L pick kogeki", "R pick bogyo")
    assert {"L use ushioni bogyo", "L use ushioni jutsu"} <= legal_texts(s)
    act(s, "L use ushioni jutsu")
    assert (hp(s, "yokai:0"), hp(s, "yokai:1")) == (9, 8) and s.ps[0].used == ["jutsu"]
    # left: このターン攻＋3 with Attack played
    s = table(chars=("rinka", "seimei"), yokai=("oni", "nue"), battle=5, first=0,
              equip=({"left": ["ushioni"]}, {}))
    acts(s, "L pick kogeki", "R pick bogyo")
    assert s.view(0).seats[0].atk == 6
    assert totals("ushioni", "right") == (3, 3, 1)
    assert totals("ushioni", "bottom") == (3, 1, 3)


def test_omukade():
    """大百足: HP10 防2 ／ ① 右の人に3 ② 左の人に5 ③ 両方に2(防御無視)。能力「逆襲」〔常時〕敵からダメージを受けるたび、
    1を次の攻撃に足す。辺: 左「攻撃の後、同じ敵に3の追加ダメージ」 右「防＋2」 下「術＋1」"""
    assert face("omukade") == (3, 10, 2, (("right", 3, False), ("left", 5, False), ("both", 2, True)), "")
    assert cycle("omukade") == expected("omukade")
    s = table(chars=("rinka", "seimei"), yokai=("oni", "nue"), battle=5, first=0, shiki=(("omukade",), ()))
    acts(s, "L pick bogyo", "R pick kogeki", "R play kogeki yokai:0")
    assert s.ps[0].bank == 0                            # defended: no damage, nothing stored
    s = table(chars=("rinka", "seimei"), yokai=("oni", "nue"), battle=5, first=0, shiki=(("omukade",), ()))
    acts(s, "L pick jutsu", "R pick bogyo", "L play jutsu yokai:0")
    assert s.ps[0].bank == 2 and hp(s, 0) == 10 - 2 - 3   # 鵺 ① and 鬼 ① both hit her
    acts(s, "L pick kogeki", "R pick kogeki", "L play kogeki yokai:1", "R play kogeki yokai:1")
    assert hp(s, "yokai:1") == 11 - (3 + 2) - (2 - 1)      # her 攻3 + 2 stored (防御無視), then 晴明's
    assert s.ps[0].bank == 0                            # spent; the 後手 took this turn's hits
    # left: 同じ敵に3 more
    s = table(chars=("rinka", "seimei"), yokai=("oni", "nue"), battle=5, first=0,
              equip=({"left": ["omukade"]}, {}))
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:0")
    assert hp(s, "yokai:0") == 12 - 3 - (3 - 1)
    assert totals("omukade", "right") == (3, 3, 1)
    assert totals("omukade", "bottom") == (3, 1, 2)
