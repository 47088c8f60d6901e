"""The six Lv1 yokai (reconstruction §4.1): yokai face, action cycle, ability, three edges."""
from game.hakusura.rules.cards import YOKAI
from tests.hakusura.helpers import act, acts, hp, legal_texts, logs, pending, restart, table
from tests.hakusura.yokai_helpers import cycle, expected, face, totals


def test_chochin_lantern_ghost():
    """提灯お化け: HP5 防0 ／ ① 後手に2 ② 両方に2 ③ 先手に3。能力「灯火」〔常時〕手札が0枚になるたび、敵1体に
    1ダメージ(防御無視)。辺: 左「攻＋1」 右「防＋1」 下「術＋1」"""
    assert face("chochin") == (1, 5, 0, (("gote", 2, False), ("both", 2, False), ("sente", 3, False)), "")
    assert cycle("chochin") == expected("chochin")
    # 灯火: the hand refills at the end of the turn -> one enemy takes 1 (防御無視)
    s = table(chars=("rinka", "seimei"), yokai=("kappa", "ittan"), first=0, shiki=(("chochin",), ()),
              used=(("kogeki", "bogyo"), ()))
    acts(s, "R pick bogyo", "L play jutsu yokai:1")
    assert s.ps[0].hand == ["kogeki", "bogyo", "jutsu"]
    assert pending(s) == ("hit", 0) and legal_texts(s) == {"L hit chochin yokai:0", "L hit chochin yokai:1"}
    act(s, "L hit chochin yokai:0")
    assert hp(s, "yokai:0") == 4 - 1                       # 河童's 防1 does not reduce it
    # edges: +1 on each (梨花 攻3 防1 術1)
    assert totals("chochin", "left") == (4, 1, 1)
    assert totals("chochin", "right") == (3, 2, 1)
    assert totals("chochin", "bottom") == (3, 1, 2)


def test_kitsunebi_fox_fire():
    """狐火: HP4 防0 ／ ① 先手に2 ② 右の人に2 ③ 後手に3(防御無視)。能力「火渡」〔アクション時・戦闘ごと2回〕
    敵全部に1ダメージ(防御無視)。辺: 左「攻撃の後、もう1体の妖に1ダメージ(防御無視)」 右「次のターン、攻＋2」 下「術＋1」"""
    assert face("kitsunebi") == (1, 4, 0, (("sente", 2, False), ("right", 2, False), ("gote", 3, True)), "")
    assert cycle("kitsunebi") == expected("kitsunebi")
    s = table(chars=("rinka", "seimei"), yokai=("nurarihyon", "inugami"), first=0, battle=3,
              shiki=(("kitsunebi",), ()))
    acts(s, "L pick bogyo", "R pick bogyo", "L use kitsunebi")
    assert (hp(s, "yokai:0"), hp(s, "yokai:1")) == (8, 6)       # 防御無視: 犬神's 防1 does not help
    acts(s, "L pick kogeki", "R pick jutsu")
    act(s, "L use kitsunebi")                                    # the second use of this battle
    assert "L use kitsunebi" not in legal_texts(s)               # 同じ能力は1ターンに1回
    acts(s, "L play kogeki yokai:0", "R play jutsu yokai:0")
    assert s.ps[0].uses["hiwatari"] == 2
    # turn 3: each holds one card (laid at once); at 梨花's action 火渡 is spent for this battle
    assert pending(s) == ("act", 0) and not any("kitsunebi" in t for t in legal_texts(s))  # 戦闘ごと2回
    # left edge: after Attack, 1 to the other yokai
    s = table(chars=("rinka", "seimei"), yokai=("kappa", "ittan"), first=0, equip=({"left": ["kitsunebi"]}, {}))
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:1")
    assert hp(s, "yokai:1") == 6 - 3 and hp(s, "yokai:0") == 4 - 1
    # bottom: 術＋1; the other edges add no number
    assert totals("kitsunebi", "bottom") == (3, 1, 2)
    assert totals("kitsunebi", "left") == (3, 1, 1) == totals("kitsunebi", "right")
    # right: next turn 攻＋2 (see also FAQ 8)
    s = table(chars=("rinka", "seimei"), yokai=("kappa", "ittan"), first=0, equip=({"right": ["kitsunebi"]}, {}))
    acts(s, "L pick bogyo", "R pick bogyo")
    assert s.view(0).seats[0].atk == 3 + 2


def test_karakasa_umbrella():
    """唐傘: HP5 防0 ／ ① 左の人に2 ② 右の人に2 ③ 両方に2。能力「一本足」〔ターン開始時・戦闘ごと1回〕使用済みの
    カードを1枚、手札に戻す。辺: 左「攻＋1」 右「防＋1」 下「手札に攻撃があれば、続けて出して処理する」"""
    assert face("karakasa") == (1, 5, 0, (("left", 2, False), ("right", 2, False), ("both", 2, False)), "")
    assert cycle("karakasa") == expected("karakasa")
    s = table(chars=("rinka", "seimei"), yokai=("kappa", "ittan"), first=0, shiki=(("karakasa",), ()),
              used=(("kogeki",), ()))
    assert pending(s) == ("start", 0)
    assert legal_texts(s) == {"L use karakasa kogeki", "L pass"}
    act(s, "L use karakasa kogeki")
    assert s.ps[0].hand == ["kogeki", "bogyo", "jutsu"]
    assert pending(s) == ("pick", 0) and "L pick kogeki" in legal_texts(s)   # may be played at once (R17)
    # the used-card place id of the gesture
    a = s.parse_action("L use karakasa jutsu")
    assert (str(a.source), str(a.target)) == ("shiki@0:karakasa", "used@0:jutsu")
    assert totals("karakasa", "left") == (4, 1, 1)
    assert totals("karakasa", "right") == (3, 2, 1)
    assert totals("karakasa", "bottom") == (3, 1, 1)
    # bottom: a 術 is followed by the Attack in hand (FAQ 1)
    s = table(chars=("kuzunoha", "seimei"), yokai=("kappa", "ittan"), first=0,
              equip=({"bottom": ["karakasa"]}, {}))
    acts(s, "L pick jutsu", "R pick bogyo", "L play jutsu yokai:1", "L after karakasa yokai:1")
    assert hp(s, "yokai:1") == 6 - 3 - 2 and s.ps[0].hand == ["bogyo"]


def test_ittan_momen():
    """一反木綿: HP6 防0 ／ ① 先手に2 ② 後手に2 ③ 両方に2。能力「巻付」〔アクション時・戦闘ごと1回〕このターン受ける
    ダメージ−2。辺: 左「攻＋1」 右「防＋1」 下「術の後、このターン受けるダメージ−1」"""
    assert face("ittan") == (1, 6, 0, (("sente", 2, False), ("gote", 2, False), ("both", 2, False)), "")
    assert cycle("ittan") == expected("ittan")
    # −2 also cuts 防御無視 damage: 狐火 ③ 後手に3(防御無視)
    s = table(chars=("rinka", "kuzunoha"), yokai=("kitsunebi", "kappa"), first=0, shiki=((), ("ittan",)),
              start=False)
    s.enemy("yokai:0").count = 2
    s.enemy("yokai:1").count = 2          # 河童 ③ 後手に2
    restart(s)
    acts(s, "L pick bogyo", "R pick kogeki", "R use ittan", "R play kogeki yokai:1")
    assert hp(s, 1) == 12 - (2 - 2) - (3 - 0)        # 河童 first (right): 2−2=0; then 狐火 3!
    # bottom: after 術, −1 this turn
    s = table(chars=("rinka", "kuzunoha"), yokai=("kitsunebi", "kappa"), first=0,
              equip=({}, {"bottom": ["ittan"]}), start=False)
    s.enemy("yokai:1").count = 2
    restart(s)
    acts(s, "L pick bogyo", "R pick jutsu", "R play jutsu yokai:0")
    assert hp(s, 1) == 12 - (2 - 1)                  # 河童 ③ 後手に2 − 1 (狐火 ① hits the defending 先手)
    assert totals("ittan", "left") == (4, 1, 1)
    assert totals("ittan", "right") == (3, 2, 1)
    assert totals("ittan", "bottom") == (3, 1, 1)


def test_kamaitachi_sickle_weasel():
    """鎌鼬: HP4 防0 ／ ① 左の人に2 ② 右の人に2 ③ 両方に2(防御無視)。能力「不意」〔ターン開始時・戦闘ごと1回〕
    このターン、他プレイヤーより先に動く。攻・術のステータス＋1。辺: 左「攻撃の後、同じ敵に1の追加ダメージ(防御無視)」
    右「防＋1」 下「術の後、HP を1回復」"""
    assert face("kamaitachi") == (1, 4, 0, (("left", 2, False), ("right", 2, False), ("both", 2, True)), "")
    assert cycle("kamaitachi") == expected("kamaitachi")
    # 不意: 後手 acts first in the action step (only there) with 攻＋1
    s = table(chars=("rinka", "kuzunoha"), yokai=("ittan", "karakasa"), first=0, shiki=((), ("kamaitachi",)))
    assert pending(s) == ("start", 1)
    act(s, "R use kamaitachi")
    acts(s, "L pick kogeki", "R pick kogeki")
    v = s.view(0)
    assert v.action_order == (1, 0) and v.fui_reordered and v.first == 0
    assert pending(s) == ("act", 1) and v.seats[1].atk == 2 + 1 and v.seats[1].jutsu == 3 + 1
    # left edge: 同じ敵に1 (防御無視)
    s = table(chars=("rinka", "kuzunoha"), yokai=("kappa", "ittan"), first=0, equip=({}, {"left": ["kamaitachi"]}))
    acts(s, "L pick bogyo", "R pick kogeki", "R play kogeki yokai:0")
    assert hp(s, "yokai:0") == 4 - (2 - 1) - 1
    # bottom: 術の後 HP 1
    s = table(chars=("rinka", "kuzunoha"), yokai=("kappa", "ittan"), first=0, hp=(10, 5),
              equip=({}, {"bottom": ["kamaitachi"]}))
    ev = acts(s, "L pick bogyo", "R pick jutsu", "R play jutsu yokai:1")
    assert any("鎌鼬の辺: HP 5→6" in t for t in logs(ev))
    assert totals("kamaitachi", "right") == (3, 2, 1)
    assert totals("kamaitachi", "left") == (3, 1, 1) == totals("kamaitachi", "bottom")


def test_kappa():
    """河童: HP4 防1 ／ ① 先手に2 ② 左の人に2 ③ 後手に2。能力「妙薬」〔アクション時・ゲーム中1回〕HP を4回復。
    辺: 左「攻＋1」 右「防御の後、HP を1回復」 下「術＋1」"""
    assert face("kappa") == (1, 4, 1, (("sente", 2, False), ("left", 2, False), ("gote", 2, False)), "")
    assert cycle("kappa") == expected("kappa")
    s = table(chars=("rinka", "kuzunoha"), yokai=("ittan", "karakasa"), first=0, shiki=(("kappa",), ()),
              hp=(3, 12))
    acts(s, "L pick bogyo", "R pick bogyo", "L use kappa")
    assert hp(s, 0) == 7 and "kappa" in s.ps[0].flipped            # used up: flipped
    assert s.view(0).seats[0].shikigami[0].used_up
    # the cap: HP never passes 20
    s = table(chars=("rinka", "kuzunoha"), yokai=("ittan", "karakasa"), first=0, shiki=(("kappa",), ()),
              hp=(18, 12))
    acts(s, "L pick bogyo", "R pick bogyo", "L use kappa")
    assert hp(s, 0) == 20
    # right edge: after 防御, heal 1
    s = table(chars=("rinka", "kuzunoha"), yokai=("ittan", "karakasa"), first=0, hp=(5, 12),
              equip=({"right": ["kappa"]}, {}))
    acts(s, "L pick bogyo", "R pick bogyo")
    assert hp(s, 0) == 6
    assert totals("kappa", "left") == (4, 1, 1)
    assert totals("kappa", "bottom") == (3, 1, 2)
    assert totals("kappa", "right") == (3, 1, 1)
    assert YOKAI["kappa"].ability.count == "g1"
