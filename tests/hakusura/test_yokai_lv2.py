"""The six Lv2 yokai (reconstruction §4.2): yokai face, action cycle, ability, three edges."""
from tests.hakusura.helpers import act, acts, hp, legal_texts, logs, pending, restart, table
from tests.hakusura.yokai_helpers import cycle, expected, face, totals


def test_nekomata():
    """猫又: HP8 防0 ／ ① 先手に2 ② 後手に4 ③ 両方に2。能力「九生」〔自動・ゲーム中1回〕HP が 0 になる時、倒れずに
    HP 3 になる。辺: 左「攻＋2」 右「防＋1」 下「術＋1」"""
    assert face("nekomata") == (2, 8, 0, (("sente", 2, False), ("gote", 4, False), ("both", 2, False)), "")
    assert cycle("nekomata") == expected("nekomata")
    s = table(chars=("rinka", "seimei"), yokai=("oni", "nue"), battle=5, first=0, hp=(2, 11),
              shiki=(("nekomata",), ()))
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:0")
    # 鵺 ① 先手に3 (−防1 = 2): HP 2 → 0 → 九生 → 3; then 鬼 ① 先手に3 → 3 − (no 防 left) = 0 → down
    assert "nekomata" in s.ps[0].flipped
    assert s.ps[0].down and hp(s, 0) == 0
    s = table(chars=("rinka", "seimei"), yokai=("oni", "nue"), battle=5, first=0, hp=(2, 11),
              shiki=(("nekomata",), ()))
    acts(s, "L pick bogyo", "R pick kogeki", "R play kogeki yokai:0")
    assert not s.ps[0].flipped                          # no damage, no Nine Lives
    assert totals("nekomata", "left") == (5, 1, 1)
    assert totals("nekomata", "right") == (3, 2, 1)
    assert totals("nekomata", "bottom") == (3, 1, 2)


def test_yukionna():
    """雪女: HP7 防1 ／ ① 先手に3 ② 後手に4 ③ 両方に1(防御無視) ／ 3ターン目からは③を毎ターン。能力「吹雪」
    〔アクション時・戦闘ごと1回〕このターン、術のステータス合計を2倍にする。辺: 左「攻＋1」 右「防＋1」
    下「術＋1。術の後、このターン受けるダメージ−2」"""
    assert face("yukionna") == (2, 7, 1, (("sente", 3, False), ("gote", 4, False), ("both", 1, True)), "repeat3")
    assert [c[0] for c in cycle("yukionna")] == [0, 1, 2, 2, 2, 2]
    assert cycle("yukionna") == expected("yukionna")
    s = table(chars=("kuzunoha", "rinka"), yokai=("nurarihyon", "inugami"), battle=3, first=0,
              shiki=(("yukionna",), ()))
    acts(s, "L pick jutsu", "R pick bogyo", "L use yukionna", "L play jutsu yokai:0")
    assert hp(s, "yokai:0") == 9 - 6
    assert totals("yukionna", "left") == (4, 1, 1)
    assert totals("yukionna", "right") == (3, 2, 1)
    assert totals("yukionna", "bottom") == (3, 1, 2)
    # bottom: after 術, −2 this turn (犬神 ① 後手に4 → 4 − 防1 − 2 = 1)
    s = table(chars=("rinka", "kuzunoha"), yokai=("nurarihyon", "inugami"), battle=3, first=0,
              equip=({}, {"bottom": ["yukionna"]}), start=False)
    s.enemy("yokai:0").count = 1                       # ぬらりひょん ② 先手に2 (梨花 defends)
    restart(s)
    acts(s, "L pick bogyo", "R pick jutsu", "R play jutsu yokai:0")
    assert hp(s, 1) == 12 - (4 - 2)                    # 葛葉 防0: 4 − 2


def test_aoandon():
    """青行燈: HP8 防0 ／ ① 両方に2 ② 後手に4(防御無視) ③ 先手に2。能力「百物語」〔アクション時・ゲーム中1回〕
    このターン、妖はすべて行動しない(ボスも)。(決闘: このターン受けるダメージ−3)
    辺: 左「攻撃の後、このターン防＋3」 右「次のターン、術＋2」 下「術＋1」"""
    assert face("aoandon") == (2, 8, 0, (("both", 2, False), ("gote", 4, True), ("sente", 2, False)), "")
    assert cycle("aoandon") == expected("aoandon")
    # the boss too
    s = table(chars=("rinka", "seimei"), battle=7, final="boss", minion="oni", first=0,
              shiki=(("aoandon",), ()))
    acts(s, "L pick kogeki", "R pick kogeki", "L use aoandon")   # the Attacks then go to the minion
    assert hp(s, 0) == 10 and hp(s, 1) == 11
    assert s.enemy("boss").count == 1 and s.enemy("minion").count == 1
    # duel: −3 this turn instead
    s = table(chars=("rinka", "kuzunoha"), battle=7, final="duel", first=1, shiki=(("aoandon",), ()))
    acts(s, "R pick jutsu", "L pick kogeki")
    assert hp(s, 0) == 10 - 3                           # 葛葉's 術3 came first
    act(s, "L use aoandon")
    assert s.ps[0].reduce == 3
    # left edge: after Attack, 防＋3 this turn
    s = table(chars=("rinka", "seimei"), yokai=("nurarihyon", "inugami"), battle=3, first=0,
              equip=({"left": ["aoandon"]}, {}), start=False)
    s.enemy("yokai:1").count = 1                        # 犬神 ② 左の人に2
    restart(s)
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:0")
    assert hp(s, 0) == 10 - (2 + 3 - (1 + 3))           # 犬神 ② 左2 then ぬらりひょん ① 左3 vs 防1+3
    assert totals("aoandon", "bottom") == (3, 1, 2)
    # right edge: next turn 術＋2
    s = table(chars=("rinka", "seimei"), yokai=("nurarihyon", "inugami"), battle=3, first=0,
              equip=({"right": ["aoandon"]}, {}))
    acts(s, "L pick bogyo", "R pick bogyo")
    assert s.view(0).seats[0].jutsu == 1 + 2


def test_tengu():
    """天狗: HP7 防1 ／ ① 先手に2 ② 後手に4 ③ 右の人に3 ／ 他に妖がいない時、1ターンで2回同じ行動をする。能力「連撃」
    〔アクション時・戦闘ごと1回〕このカードの処理の後、手札からもう1枚出して処理する。
    辺: 左「このターン攻＋2」 右「防御の後、2を次の攻撃に足す」 下「術＋1」"""
    assert face("tengu") == (2, 7, 1, (("sente", 2, False), ("gote", 4, False), ("right", 3, False)), "alone2x")
    assert cycle("tengu") == expected("tengu")
    assert cycle("tengu", alone=True) == expected("tengu", times=2)
    s = table(chars=("rinka", "seimei"), yokai=("tengu",), battle=3, first=0)
    ev = acts(s, "L pick kogeki", "R pick kogeki")
    assert sum(t.startswith("天狗の①") for t in logs(ev)) == 2       # twice, 防 from what is left
    assert hp(s, 0) == 10 - (2 - 1) - 2
    # 連撃: a second card from hand after the first
    s = table(chars=("rinka", "seimei"), yokai=("nurarihyon", "inugami"), battle=3, first=0,
              shiki=(("tengu",), ()))
    acts(s, "L pick kogeki", "R pick bogyo", "L use tengu", "L play kogeki yokai:0")
    assert pending(s) == ("renda", 0)
    act(s, "L renda jutsu yokai:0")
    assert hp(s, "yokai:0") == 9 - 3 - 1 and s.ps[0].hand == ["bogyo"]
    # left: このターン攻＋2 only on a turn Attack is played
    s = table(chars=("rinka", "seimei"), yokai=("nurarihyon", "inugami"), battle=3, first=0,
              equip=({"left": ["tengu"]}, {}))
    assert s.view(0).seats[0].atk == 3
    acts(s, "L pick kogeki", "R pick bogyo")
    assert s.view(0).seats[0].atk == 5
    # right: after 防御, 2 onto the next Attack
    s = table(chars=("rinka", "seimei"), yokai=("nurarihyon", "inugami"), battle=3, first=0,
              equip=({"right": ["tengu"]}, {}))
    acts(s, "L pick bogyo", "R pick bogyo")
    assert s.ps[0].bank == 2
    acts(s, "L pick kogeki", "R pick kogeki", "L play kogeki yokai:0")
    assert hp(s, "yokai:0") == 9 - 5 and s.ps[0].bank == 0
    assert totals("tengu", "bottom") == (3, 1, 2)


def test_inugami():
    """犬神: HP7 防1 ／ ① 後手に4 ② 左の人に2 ③ 両方に2 ／ 他に妖がいない時、各ダメージ＋1。能力「呪詛」
    〔アクション時・戦闘ごと1回〕HP 1 を払う。このターン、術のダメージを2回与える。
    辺: 左「攻撃の後、同じ敵に2の追加ダメージ」 右「防＋1」 下「術＋1」"""
    assert face("inugami") == (2, 7, 1, (("gote", 4, False), ("left", 2, False), ("both", 2, False)), "alone+1")
    assert cycle("inugami") == expected("inugami")
    assert cycle("inugami", alone=True) == expected("inugami", bonus=1)
    s = table(chars=("kuzunoha", "rinka"), yokai=("nurarihyon", "tengu"), battle=3, first=0,
              shiki=(("inugami",), ()))
    acts(s, "L pick jutsu", "R pick bogyo", "L use inugami", "L play jutsu yokai:0")
    assert hp(s, "yokai:0") == 9 - 6 and hp(s, 0) <= 11
    s = table(chars=("kuzunoha", "rinka"), yokai=("nurarihyon", "tengu"), battle=3, first=0,
              shiki=(("inugami",), ()), hp=(1, 10))
    acts(s, "L pick jutsu", "R pick bogyo")
    assert "L use inugami" not in legal_texts(s)
    assert s.explain(s.parse_action("L use inugami")).rule == "HS-10"
    # left: 同じ敵に2 more, reduced by what is left of its 防
    s = table(chars=("rinka", "seimei"), yokai=("nurarihyon", "tengu"), battle=3, first=0,
              equip=({"left": ["inugami"]}, {}))
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:1")
    assert hp(s, "yokai:1") == 7 - 3 - (2 - 1)          # 梨花's Attack ignores 防; the extra 2 meets 防1
    assert totals("inugami", "right") == (3, 2, 1)
    assert totals("inugami", "bottom") == (3, 1, 2)


def test_nurarihyon():
    """ぬらりひょん: HP9 防0 ／ ① 左の人に3 ② 先手に2 ③ 後手に4。能力「策謀」〔ターン開始時・戦闘ごと1回〕決闘: …
    相手は先にカードを選んで表向きで出す。1人用: このターンのいない席のめくりは、残りの中から好きな1枚を選んで置く。
    (2人で妖と戦っている時は使えない) 辺: 左「攻＋1」 右「防＋1」 下「術＋2」"""
    assert face("nurarihyon") == (2, 9, 0, (("left", 3, False), ("sente", 2, False), ("gote", 4, False)), "")
    assert cycle("nurarihyon") == expected("nurarihyon")
    # solo: choose the empty seat's card
    s = table(chars=("rinka",), players=1, yokai=("tengu",), battle=3, shiki=(("nurarihyon",),))
    assert pending(s) == ("start", 0)
    act(s, "L use nurarihyon")
    act(s, "L pick kogeki")
    assert pending(s) == ("flip", 0)
    assert legal_texts(s) == {"L flip kogeki", "L flip bogyo", "L flip jutsu"}
    act(s, "L flip kogeki")
    assert "kogeki" not in s.flip_left
    # not in a solo 2-yokai turn (no flip)
    s = table(chars=("rinka",), players=1, yokai=("tengu", "inugami"), battle=4, shiki=(("nurarihyon",),))
    assert pending(s) == ("pick", 0)
    assert totals("nurarihyon", "left") == (4, 1, 1)
    assert totals("nurarihyon", "right") == (3, 2, 1)
    assert totals("nurarihyon", "bottom") == (3, 1, 3)
