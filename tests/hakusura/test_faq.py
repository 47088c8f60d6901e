"""11 よくある質問: every question as its own test."""
import pytest

from game.engine import IllegalAction
from game.hakusura.rules.events import EmptySeatFlip, EnemyActed
from tests.hakusura.helpers import act, acts, hp, legal_texts, logs, pending, restart, table


def test_faq01_rengeki_second_card_defend():
    """Q. 連撃で2枚目に防御カードを出したら? → 出した時点から守る。それより前に受けたダメージは戻らない。
    2枚目の辺の効果も起きる。唐傘の下の辺「手札に攻撃があれば、続けて出して処理する」は、手札にあれば必ず出す"""
    # 左 梨花 (先手) fells がしゃどくろ: "倒された時、両方に2" hits 右 葛葉 before her action
    s = table(chars=("rinka", "kuzunoha"), yokai=("gashadokuro", "oni"), battle=5,
              shiki=((), ("tengu",)), equip=({}, {"right": ["kappa"]}), first=0, start=False)
    s.enemy("yokai:0").hp = 1
    s.enemy("yokai:1").count = 1                      # 鬼 ② 後手に6 (葛葉)
    restart(s)
    acts(s, "L pick kogeki", "R pick kogeki", "L play kogeki yokai:0")
    assert hp(s, 1) == 12 - 2                         # taken before she defends: stays
    act(s, "R use tengu")                             # then her Attack has one enemy: resolved
    assert hp(s, "yokai:1") == 12 - (2 - 1)           # 攻2 − 鬼's 防1
    assert pending(s) == ("renda", 1)
    assert "R renda bogyo" in legal_texts(s)
    ev = act(s, "R renda bogyo")
    assert hp(s, 1) == 12 - 2 + 1                     # 河童's right edge "防御の後、HP を1回復" happened
    assert any(t.startswith("鬼の②") and "防御中で0" in t for t in logs(ev))   # 後手に6: blocked
    assert s.ps[1].hand == ["jutsu"]                  # both cards went to used


def test_faq01_karakasa_bottom_forces_the_attack():
    """唐傘の下の辺「手札に攻撃があれば、続けて出して処理する」は、手札にあれば必ず出す"""
    s = table(chars=("rinka", "kuzunoha"), yokai=("nurarihyon", "inugami"), battle=3,
              equip=({}, {"bottom": ["karakasa"]}), first=0)
    acts(s, "L pick bogyo", "R pick jutsu", "R play jutsu yokai:0")
    # no "skip": the only choices are where the chained Attack goes
    assert pending(s) == ("after", 1)
    assert legal_texts(s) == {"R after karakasa yokai:0", "R after karakasa yokai:1"}
    act(s, "R after karakasa yokai:1")
    assert hp(s, "yokai:0") == 9 - 3 and hp(s, "yokai:1") == 7 - (2 - 1)
    assert s.ps[1].used == ["kogeki", "jutsu"] and s.ps[1].hand == ["bogyo"]
    # without Attack in hand, nothing is played
    s = table(chars=("rinka", "kuzunoha"), yokai=("nurarihyon", "inugami"), battle=3,
              equip=({}, {"bottom": ["karakasa"]}), first=0, used=((), ("kogeki",)))
    acts(s, "L pick bogyo", "R pick jutsu", "R play jutsu yokai:0")
    assert s.ps[1].hand == ["bogyo"] and hp(s, "yokai:1") == 7


def test_faq02_reduction_does_not_reach_back():
    """Q. 「このターン受けるダメージ−N」「このターン防＋N」…は、同じターンに先に受けたダメージも減らす? → 減らさない。
    自分のアクションの時から効く … 決闘で2人とも攻撃か術を出して自分が後手なら、先手の攻撃は減らせない。
    妖の行動(ターンの最後)は減らせる"""
    # duel: 右 葛葉 is 後手 with 一反木綿; 左 梨花's attack comes first and is not reduced
    s = table(chars=("rinka", "kuzunoha"), battle=7, final="duel", first=0,
              shiki=((), ("ittan",)), hp=(15, 15))
    acts(s, "L pick kogeki", "R pick jutsu")
    assert hp(s, 1) == 15 - 3                         # 梨花 攻3 (葛葉 防0), before 巻付
    act(s, "R use ittan")                             # then her 術 has one target: resolved
    assert hp(s, 1) == 15 - 3 and hp(s, 0) == 15 - 3
    # co-op: 巻付 declared at her action reduces the yokai's actions at the end of the turn
    s = table(chars=("rinka", "kuzunoha"), yokai=("kappa", "chochin"), first=1, shiki=((), ("ittan",)))
    acts(s, "R pick kogeki", "L pick kogeki", "R use ittan", "R play kogeki yokai:1", "L play kogeki yokai:0")
    assert hp(s, 1) == 12                             # 河童 ① 先手に2 − 2 = 0
    assert hp(s, 0) == 10 - 1                         # 提灯お化け ① 後手に2 − 梨花's 防1


def test_faq03_stopped_yokai_still_advance():
    """Q. 百物語や混乱で行動できなかった妖の行動は、次のターンどうなる? → 数は進む(①の行動ができなかったら次は②)。
    1人用の「防御」のめくりだけは、同じ行動をもう一度行う"""
    s = table(chars=("rinka", "kuzunoha"), yokai=("kappa", "chochin"), first=0, shiki=(("aoandon",), ()))
    acts(s, "L pick kogeki", "R pick bogyo", "L use aoandon", "L play kogeki yokai:1")
    assert all(e.count == 1 for e in s.enemies)      # ① was lost, the count moved on
    v = s.view(0)
    assert v.enemy("yokai:0").next.index == 1 and v.enemy("yokai:1").next.index == 1
    assert hp(s, 0) == 10
    # solo: the empty seat's 防御 makes the yokai repeat the same action
    s = table(chars=("rinka",), players=1, yokai=("kappa",), battle=1, difficulty=3, hp=(16,))
    s.flip_left = ["bogyo"]
    ev = act(s, "L pick kogeki")
    e = s.enemy("yokai:0")
    assert any(isinstance(x, EmptySeatFlip) and x.card == "bogyo" for x in ev)
    assert any(isinstance(x, EnemyActed) and x.skipped == "flip" for x in ev)
    assert e.count == 0 and e.hp == 4 and hp(s, 0) == 16      # no damage, no action
    assert s.view(0).enemy("yokai:0").next.index == 0         # ① again


def test_faq04_goriki_doubles_after_every_addition():
    """Q. 剛力・吹雪の2倍はいつ計算する? → そのターンの攻(剛力)／術(吹雪)のステータス合計を2倍にする。辺の「攻＋N」
    「このターン攻＋N」「次の攻撃に足す」「次のターン、攻＋2」と、不意の「攻・術のステータス＋1」は全部足してから2倍。
    そのあと相手の防で減る(術は減らない)。"""
    s = table(chars=("doman", "seimei"), battle=7, final="boss", boss="shuten", minion="nue", first=0,
              shiki=(("oni", "kamaitachi"), ()), equip=({"left": ["nekomata", "tengu"]}, {}), start=False)
    m = s.enemy("minion")
    m.hp, m.alive = 0, False
    s.ps[0].bank = 2
    s.ps[0].next_bonus["atk"] = 2
    restart(s)
    assert pending(s) == ("start", 0)
    act(s, "L use kamaitachi")
    acts(s, "L pick kogeki", "R pick bogyo", "L use oni")   # then the Attack resolves on the boss
    # (攻3 + 猫又2 + 天狗 このターン2 + 次の攻撃2 + 次のターン2 + 不意1) × 2 = 24, − 防2
    assert hp(s, "boss") == 36 - 22
    # 吹雪: (術2 + 不意1) × 2 = 6, not reduced by 防
    s = table(chars=("doman", "seimei"), battle=7, final="boss", boss="shuten", minion="nue", first=0,
              shiki=(("yukionna", "kamaitachi"), ()), start=False)
    s.enemy("minion").hp, s.enemy("minion").alive = 0, False
    restart(s)
    acts(s, "L use kamaitachi", "L pick jutsu", "R pick bogyo", "L use yukionna")
    assert hp(s, "boss") == 36 - 6


def test_faq04_goriki_reaches_rinka_second_strike():
    """ステータス合計を使う他の効果 … にも、宣言したターンなら2倍が乗る。梨花(進化後)の2回目の攻撃にも乗る。"""
    s = table(chars=("rinka", "seimei"), battle=7, final="boss", boss="shuten", minion="nue", first=0,
              shiki=(("oni",), ()), evolved=(True, False), start=False)
    s.enemy("minion").hp, s.enemy("minion").alive = 0, False
    restart(s)
    acts(s, "L pick kogeki", "R pick bogyo", "L use oni")
    # 攻4×2 = 8 (防御無視: 梨花) and the after-Attack strike 8 (防御無視)
    assert hp(s, "boss") == 36 - 16


def test_faq05_juso_and_gashadokuro_hit_three_times():
    """Q. 呪詛と、がしゃどくろの下の辺「術のダメージを2回与える」が重なったら? → 3回与える。どちらもダメージだけで、
    辺の効果は増えない"""
    s = table(chars=("kuzunoha", "seimei"), battle=7, final="boss", boss="shuten", minion="nue", first=0,
              shiki=(("inugami",), ()), equip=({"bottom": ["gashadokuro", "kamaitachi"]}, {}), start=False)
    s.enemy("minion").hp, s.enemy("minion").alive = 0, False
    restart(s)
    ev = acts(s, "L pick jutsu", "R pick bogyo", "L use inugami")  # the 術 then resolves on the boss
    assert any("HP 1 を払う(12→11)" in t for t in logs(ev))
    assert hp(s, "boss") == 36 - 3 * 3                 # 術3, three times, 防御無視
    assert sum("鎌鼬の辺: HP" in t for t in logs(ev)) == 1   # "術の後、HP を1回復" once
    assert hp(s, 0) == 12 - 1 + 1 - 5                  # and 酒呑童子 ① 両方に5


def test_faq06_doman_front_strikes_in_the_defence_step():
    """Q. 道満(表)の「防御を出した時」のダメージはいつ? → 防御の段。道満の防御のアクションの中で与える(攻撃や術より先)"""
    s = table(chars=("doman", "rinka"), yokai=("oni", "nue"), battle=5, first=1)
    acts(s, "R pick kogeki", "L pick bogyo")
    assert pending(s) == ("act", 0) and s.phase == "defence"
    assert legal_texts(s) == {"L play bogyo yokai:0", "L play bogyo yokai:1"}
    ev = act(s, "L play bogyo yokai:1")
    assert hp(s, "yokai:1") == 11 - 1                 # 術2 − 1, 防御無視
    assert pending(s) == ("act", 1) and s.phase == "action"
    text = logs(ev)
    assert any("特性の術" in t for t in text)


def test_faq07_doman_back_reflects_everything():
    """Q. 道満(進化後)の「その敵に与える」はどの行動に効く? → 防御を出したターンに受けるはずだったダメージ全部。妖の行動は
    「(防御無視)」のものも与える。決闘では相手の攻撃も術も与える。与えるダメージは相手の防で減る"""
    s = table(chars=("doman", "rinka"), yokai=("kitsunebi", "yukionna"), battle=3, first=1,
              evolved=(True, False), start=False)
    s.enemy("yokai:0").count = 2          # 狐火 ③ 後手に3(防御無視)
    s.enemy("yokai:1").count = 1          # 雪女 ② 後手に4
    restart(s)
    acts(s, "R pick bogyo", "L pick bogyo")
    assert hp(s, 0) == 15
    assert hp(s, "yokai:1") == 7 - (4 - 1)            # reflected 4, 雪女's 防1
    assert hp(s, "yokai:0") == 4 - 3                  # reflected 3 (防御無視 too), 狐火 防0
    # duel: the opponent's Attack and Jutsu are reflected, reduced by the opponent's 防
    s = table(chars=("doman", "rinka"), battle=7, final="duel", first=0, evolved=(True, False), hp=(15, 12))
    acts(s, "L pick bogyo", "R pick kogeki")
    assert hp(s, 0) == 15 and hp(s, 1) == 12 - (3 - 1)   # 梨花's 攻3 comes back, less her 防1
    s = table(chars=("doman", "kuzunoha"), battle=7, final="duel", first=0, evolved=(True, False), hp=(15, 12))
    acts(s, "L pick bogyo", "R pick jutsu")
    assert hp(s, 0) == 15 and hp(s, 1) == 12 - 3         # 葛葉's 術3 comes back (her 防0)


def test_faq08_next_turn_bonus_lasts_one_turn():
    """Q. 狐火・青行燈の防の辺「次のターン、攻＋2/術＋2」はいつまで? → 防御を出したターンの次のターンの間だけ、
    攻/術のステータスが＋2。そのターンに攻撃/術を使わなければ消える。ステータスなので、道満(表)の特性の術や
    ステータス合計を使う効果にも乗る。"""
    s = table(chars=("rinka", "seimei"), yokai=("nurarihyon", "inugami"), battle=3, first=0,
              equip=({"right": ["kitsunebi"]}, {}))
    ev = acts(s, "L pick bogyo", "R pick bogyo")
    assert any("次のターン攻＋2" in t for t in logs(ev))
    assert s.turn == 2 and s.view(0).seats[0].atk == 3 + 2
    acts(s, "L pick jutsu", "R pick jutsu", "L play jutsu yokai:0", "R play jutsu yokai:0")
    assert s.turn == 3 and s.view(0).seats[0].atk == 3      # gone, unused
    # 青行燈's right: 術＋2 next turn feeds 道満(表)'s Defend-jutsu (術 total − 1)
    s = table(chars=("doman", "seimei"), yokai=("nurarihyon", "inugami"), battle=3, first=0,
              equip=({"right": ["aoandon"]}, {}), shiki=(("karakasa",), ()))
    acts(s, "L pick bogyo", "R pick bogyo", "L play bogyo yokai:0")
    assert hp(s, "yokai:0") == 9 - 1
    act(s, "L use karakasa bogyo")                  # 一本足: 防御 back to hand
    acts(s, "L pick bogyo", "R pick jutsu", "L play bogyo yokai:0")
    assert hp(s, "yokai:0") == 9 - 1 - (2 + 2 - 1)


def test_faq09_sakubo_not_in_coop():
    """Q. 策謀は2人で妖と戦っている時に使える? → 使えない。決闘か1人用でだけ意味がある"""
    s = table(chars=("rinka", "seimei"), shiki=(("nurarihyon",), ()), first=0)
    assert pending(s) == ("pick", 0)                  # no turn-start choice at all
    err = s.explain(s.parse_action("L use nurarihyon"))
    assert err is not None and err.rule == "HS-R23"
    s = table(chars=("rinka", "seimei"), shiki=(("nurarihyon",), ()), first=0, battle=7, final="duel")
    assert pending(s) == ("start", 0) and "L use nurarihyon" in legal_texts(s)
    act(s, "L use nurarihyon")
    # the opponent lays first, face up; then the user chooses knowing it
    assert pending(s) == ("pick", 1)
    act(s, "R pick bogyo")
    assert s.view(0).seats[1].pick == "bogyo" and s.view(0).seats[1].pick_open
    with pytest.raises(IllegalAction) as info:
        act(s, "L use nurarihyon")
    assert info.value.rule == "HS-7"


def test_faq10_boss_behind_its_minion_is_no_target():
    """Q. 取り巻きがいる間、ボスは「敵1体」に選べる? → 選べない(ダメージを受けないので、取り巻きを選ぶ)"""
    s = table(chars=("rinka", "seimei"), battle=7, final="boss", boss="hashihime", minion="oni", first=0)
    acts(s, "L pick kogeki", "R pick bogyo")
    # the only 敵1体 is the 取り巻き: the attack resolves on it at once
    assert hp(s, "minion") == 12 - 3 and hp(s, "boss") == 36
    s = table(chars=("rinka", "seimei"), battle=7, final="boss", boss="hashihime", minion="oni", first=0,
              shiki=(("tsuchigumo",), ()))
    acts(s, "L pick kogeki", "R pick bogyo")
    assert legal_texts(s) == {"L use tsuchigumo minion", "L play kogeki minion"}
    err = s.explain(s.parse_action("L play kogeki boss"))
    assert err.rule == "HS-8" and "取り巻き" in err.ja


def test_faq11_flipped_shikigami_are_still_shikigami():
    """Q. 式神を裏返した(使い切った)あとも式神? → そのまま式神。進化のコストや晴明の「式神の数」に数える。混乱・捕食だけは、
    使ったその時に装備に差し替えられる(「効果適用後に、装備できる。」)"""
    s = table(chars=("seimei", "rinka"), yokai=("oni", "nue"), battle=5, first=0,
              shiki=(("kappa", "nekomata"), ()), used=(("kogeki", "bogyo"), ()), hp=(5, 10))
    acts(s, "R pick bogyo", "L use kappa")             # 晴明 holds only 術: laid at once
    assert "kappa" in s.ps[0].flipped and "kappa" in s.ps[0].shiki
    assert "L evolve" in legal_texts(s)                # Lv1 + Lv2 = 3 ≥ 3 with the flipped 河童
    ev = act(s, "L play jutsu yokai:0")
    # hand empty → refilled; 晴明(表): 敵全部に式神の数(2)
    assert any("晴明の能力" in t for t in logs(ev))
    assert hp(s, "yokai:1") == 11 - 2
    # 捕食 may be equipped right after use, never later
    s = table(chars=("seimei", "rinka"), yokai=("oni", "nue"), battle=5, first=0,
              shiki=(("gashadokuro",), ()))
    acts(s, "L pick kogeki", "R pick bogyo", "L use gashadokuro yokai:0")
    assert pending(s) == ("equip", 0)
    act(s, "L equip gashadokuro keep")
    assert "gashadokuro" in s.ps[0].flipped
    assert not any(t.startswith("L equip") for t in legal_texts(s))


def test_faq12_solo_boss_discards_your_shikigami():
    """Q. 1人用でボスの技「式神を1体捨て札にする」を受けたら? → 自分の式神から1体選んで捨て札にする。式神がいなければ
    何も起きない"""
    s = table(chars=("rinka",), players=1, battle=7, final="boss", boss="hashihime", minion="oni",
              shiki=(("kappa", "tengu"),), start=False)
    s.enemy("boss").count = 2                          # ③ 先手に3(防御無視)・式神を1体選んで捨て札
    s.enemy("minion").hp, s.enemy("minion").alive = 0, False
    restart(s)
    acts(s, "L pick kogeki", "L play kogeki boss")
    assert pending(s) == ("discard", 0)
    assert legal_texts(s) == {"L discard kappa", "L discard tengu"}
    act(s, "L discard tengu")
    assert s.ps[0].shiki == ["kappa"] and "tengu" in s.box
    s = table(chars=("rinka",), players=1, battle=7, final="boss", boss="hashihime", minion="oni", start=False)
    s.enemy("boss").count = 2
    s.enemy("minion").hp, s.enemy("minion").alive = 0, False
    restart(s)
    act(s, "L pick kogeki")
    assert s.pending is None or s.pending[0] != "discard"
