"""8.3 ボス戦 and the two bosses (reconstruction §5)."""
from game.hakusura.rules.cards import BOSSES
from game.hakusura.rules.events import BossLap, RandomDiscard
from tests.hakusura.helpers import act, acts, hp, logs, pending, restart, table


def _boss(boss="shuten", minion_down=True, **kw):
    s = table(chars=kw.pop("chars", ("doman", "kuzunoha")), battle=7, final="boss", boss=boss,
              minion=kw.pop("minion", "oni"), first=kw.pop("first", 0), start=False, **kw)
    if minion_down:
        m = s.enemy("minion")
        m.hp, m.alive = 0, False
    return s


def test_shuten_doji_actions():
    """酒呑童子 ボス HP36 防2: ① 両方に5 ② 後手に6 ③ 先手に5・手札をランダムに1枚捨てる ④ 両方に4・式神を1体選んで
    捨て札にする ⑤ 後手に5(以後、毎ターン⑤)"""
    b = BOSSES["shuten"]
    assert (b.hp, b.bo) == (36, 2)
    assert [(a.target, a.dmg, a.ignore, a.tech) for a in b.acts] == [
        ("both", 5, False, ""), ("gote", 6, False, ""), ("sente", 5, False, "hand"),
        ("both", 4, False, "shiki"), ("gote", 5, False, "")]
    seq = []
    for k in range(8):
        s = _boss()
        s.enemy("boss").count = k
        restart(s)
        n = s.view(0).enemy("boss").next
        seq.append(n.index)
    assert seq == [0, 1, 2, 3, 4, 4, 4, 4]             # 最後の行動まで行ったら、以後はその行動を毎ターン


def test_hashihime_actions():
    """橋姫 ボス HP36 防1: ① 両方に3(防御無視) ② 後手に5(防御無視) ③ 先手に3(防御無視)・式神を1体選んで捨て札にする
    ④ 両方に3(防御無視)・手札をランダムに1枚捨てる ⑤ 後手に4(防御無視)(以後、毎ターン⑤)"""
    b = BOSSES["hashihime"]
    assert (b.hp, b.bo) == (36, 1)
    assert [(a.target, a.dmg, a.ignore, a.tech) for a in b.acts] == [
        ("both", 3, True, ""), ("gote", 5, True, ""), ("sente", 3, True, "shiki"),
        ("both", 3, True, "hand"), ("gote", 4, True, "")]


def test_minion_guards_the_boss_and_acts_first():
    """ボスは戦闘の最初に、Lv3 の残りからランダムに1枚選んで 取り巻き にする … 取り巻きがいる間、ボスはダメージを受けない
    (攻撃も術も取り巻きにしか当たらない) … 妖の行動は 取り巻き → ボス の順"""
    s = _boss(minion_down=False)
    restart(s)
    ev = acts(s, "L pick jutsu", "R pick jutsu")
    assert hp(s, "boss") == 36
    assert hp(s, "minion") == 12 - 2 - 3
    text = logs(ev)
    i_m = next(i for i, t in enumerate(text) if t.startswith("取り巻きの鬼の①"))
    i_b = next(i for i, t in enumerate(text) if t.startswith("酒呑童子の①"))
    assert i_m < i_b
    # the minion is not alone (no 他に妖がいない時) and yields no shikigami
    s = _boss(minion_down=False, minion="ushioni")
    restart(s)
    assert s.view(0).enemy("minion").next.damage == 5 and not s.view(0).enemy("minion").alone


def test_new_boss_battle_draws_the_minion_from_the_lv3_left():
    """ボスは戦闘の最初に、Lv3 の残りからランダムに1枚選んで 取り巻き にする"""
    from game.hakusura.rules import HakusuraState
    from tests.hakusura.helpers import options
    s = HakusuraState.new_game(5, options(players=2, final="boss"))
    s.steps = [("battle", 7)]
    s.pending = None
    pile = list(s.piles[3])
    s._advance([])
    m = s.enemy("minion")
    assert m.eid in pile and m.eid not in s.piles[3] and s.enemy("boss").hp == 36


def test_boss_laps_of_twelve():
    """ボスの HP は妖HPカード(1〜12)で数える。取り巻きを倒したら … 12 から数え始める。0 になったら 12 に戻して次の周へ
    (越えた分は次の周から引く)。HP 36 なら 12 を3周。何周目かは覚えておく"""
    s = _boss(chars=("kuzunoha", "doman"), shiki=(("yukionna",), ()))
    restart(s)
    v = s.view(0).enemy("boss")
    assert (v.hp, v.hp_card, v.lap, v.laps) == (36, 12, 1, 3)
    ev = acts(s, "L pick jutsu", "R pick bogyo", "L use yukionna")   # 術3×2 = 6
    s.enemy("boss").hp = 26
    v = s.view(0).enemy("boss")
    assert (v.hp_card, v.lap) == (2, 1)                # 25..36 is the first lap
    s2 = _boss(chars=("kuzunoha", "seimei"), shiki=(("yukionna",), ()))
    s2.enemy("boss").hp = 27
    restart(s2)
    ev = acts(s2, "L pick jutsu", "R pick bogyo", "L use yukionna")   # 27 → 21: over a lap edge
    assert any(isinstance(e, BossLap) and e.lap == 2 for e in ev)
    v = s2.view(0).enemy("boss")
    assert (v.hp, v.hp_card, v.lap) == (21, 9, 2)


def test_boss_hand_technique():
    """「手札をランダムに1枚捨てる」は、狙われた人が手札を裏向きにして相手プレイヤーが1枚引き、使用済みに置く。
    防御カードを出している人には能力も効かない"""
    s = _boss()
    s.enemy("boss").count = 2                           # ③ 先手に5・手札をランダムに1枚捨てる
    restart(s)
    ev = acts(s, "L pick kogeki", "R pick bogyo")
    rd = [e for e in ev if isinstance(e, RandomDiscard)]
    assert len(rd) == 1 and rd[0].seat == 0 and rd[0].checkpoint
    assert len(s.ps[0].hand) == 1 and len(s.ps[0].used) == 2
    s = _boss()
    s.enemy("boss").count = 2
    restart(s)
    ev = acts(s, "L pick bogyo", "R pick bogyo")
    assert not any(isinstance(e, RandomDiscard) for e in ev) and s.ps[0].hand == ["kogeki", "jutsu"]


def test_boss_shikigami_technique_both_targets_choose():
    """「式神を1体選んで捨て札にする」は狙われた人が選ぶ。(④ 両方に4: both targets choose, 先手 first)"""
    s = _boss(shiki=(("kappa", "chochin"), ("tengu", "inugami")), hp=(15, 14))
    s.enemy("boss").count = 3
    restart(s)
    acts(s, "L pick kogeki", "R pick kogeki", "L play kogeki boss", "R play kogeki boss")
    assert pending(s) == ("discard", 0)
    act(s, "L discard chochin")
    assert pending(s) == ("discard", 1)
    act(s, "R discard inugami")
    assert s.ps[0].shiki == ["kappa"] and s.ps[1].shiki == ["tengu"]
    assert {"chochin", "inugami"} <= set(s.box)


def test_boss_defeated_wins_both():
    """ボスの HP を 0 にしたら2人の勝ち。"""
    s = _boss(chars=("rinka", "doman"))
    s.enemy("boss").hp = 3
    restart(s)
    acts(s, "L pick kogeki", "R pick bogyo")
    r = s.result()
    assert r is not None and r.coop and r.outcomes == ("win", "win") and r.reason == "boss"


def test_both_down_in_boss_battle_lose():
    """2人とも倒れたら負け。"""
    s = _boss(hp=(1, 1))
    restart(s)
    acts(s, "L pick kogeki", "R pick kogeki")          # ① 両方に5
    r = s.result()
    assert r.coop and r.outcomes == ("loss", "loss") and r.reason == "down"
