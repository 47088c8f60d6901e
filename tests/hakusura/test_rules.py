"""Chapters 3–8 and 10, rule by rule (the examples, FAQ, cards and solo have their own files)."""
import random


from game.hakusura.rules import HakusuraState
from game.hakusura.rules.cards import BY_LV
from tests.hakusura.helpers import act, acts, hp, legal_texts, logs, options, pending, restart, table


# ---------------------------------------------------------------- 3 準備
def test_setup_seats_characters_and_first_player():
    """3章: 左の人・右の人 … 各プレイヤーはキャラクターカードを1枚選び … 最初の HP はキャラクターカードに書いてある数 …
    手札カード3枚(攻撃・防御・術) … 最初の先手: キャラクターカードの HP が低い方が先手。同じなら左の人"""
    s = HakusuraState.new_game(1, options(players=2, left="doman", right="rinka", final="duel"))
    assert [p.char for p in s.ps] == ["doman", "rinka"] and [p.hp for p in s.ps] == [13, 10]
    assert all(p.hand == ["kogeki", "bogyo", "jutsu"] for p in s.ps)
    assert s.first == 1 and s.seat_name(0) == "左" and s.seat_name(1, "en") == "Right"
    s = HakusuraState.new_game(1, options(players=2, left="seimei", right="kuzunoha"))
    assert s.first == 0


def test_setup_same_character_twice_gives_the_right_seat_another():
    """HS-R02: one card of each character: a clash leaves the right player a random other one."""
    for seed in range(5):
        s = HakusuraState.new_game(seed, options(players=2, left="seimei", right="seimei"))
        assert s.ps[0].char == "seimei" and s.ps[1].char != "seimei"


def test_battles_draw_yokai_by_level():
    """4章: 各 Lv は6枚なので、各 Lv で2枚ずつ使わずに残る … (R1: 第1・2戦は Lv1、第3・4戦は Lv2、第5・6戦は Lv3)"""
    for seed in range(6):
        s = HakusuraState.new_game(seed, options(players=2, final="boss"))
        rng = random.Random(seed)
        seen = {}
        while s.to_move() is not None and s.battle <= 6:
            if s.battle not in seen and s.enemies:
                seen[s.battle] = [e.eid for e in s.enemies]
            la = s.legal_actions()
            # keep both players standing: always defend when possible, else anything
            s.apply(next((a for a in la if a.text().endswith("pick bogyo")), la[rng.randrange(len(la))]))
        for b, ys in seen.items():
            assert len(ys) == 2 and all(y in BY_LV[(b + 1) // 2] for y in ys)
        assert all(s.view(0).piles[i][0] == i + 1 for i in range(3))


def test_hp_is_carried_and_capped():
    """4章: HP は戦闘が終わっても回復しない。回復するのは、回復と書いてある効果を使った時と進化した時だけ。
    回復で最初の HP を超えてもよい。HP の上限は 20(HP カードの最大)"""
    s = table(chars=("rinka", "seimei"), yokai=("chochin", "kappa"), hp=(7, 19), first=0)
    s.enemy("yokai:0").hp = 1
    s.enemy("yokai:1").hp = 2
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:0")   # 河童 ① 先手に2 − 防1
    assert hp(s, 0) == 6
    acts(s, "L pick jutsu", "R pick kogeki")                            # 河童 2 → 1 → 0
    assert pending(s) == ("take", 1)
    acts(s, "R take kappa shiki", "L take chochin left")
    assert s.battle == 2 and hp(s, 0) == 6 and hp(s, 1) == 19          # carried, not healed
    restart(s)
    acts(s, "L pick bogyo", "R pick bogyo", "R use kappa")
    assert hp(s, 1) == 20                                               # 19 + 4, capped at 20


def test_both_down_ends_the_game_at_once():
    """4章: 6回の戦闘のどこかで2人とも倒れたら、その時点でゲーム終了(負け) (HS-R04: even as the last yokai falls)"""
    s = table(chars=("rinka", "seimei"), yokai=("gashadokuro", "oni"), battle=5, hp=(1, 1), first=0)
    s.enemy("yokai:0").hp = 1
    s.enemy("yokai:1").hp = 1
    acts(s, "L pick kogeki", "R pick kogeki", "L play kogeki yokai:1")
    # 梨花 fells 鬼; 晴明 then fells がしゃどくろ: "両方に2" downs both: lost, no sharing
    r = s.result()
    assert r is not None and r.reason == "down" and r.outcomes == ("loss", "loss")


def test_after_battle_6_a_lone_survivor_wins_the_duel_or_fights_the_boss_alone():
    """4章: 第6戦が終わった時点で片方が倒れていたら: 決闘なら生きている方の勝ち(最終戦はしない)。ボス戦なら生きている方が
    1人でボスに挑む"""
    for final in ("duel", "boss"):
        s = table(chars=("rinka", "seimei"), yokai=("oni", "nue"), battle=6, final=final, first=0, start=False)
        s.ps[1].hp, s.ps[1].down = 0, True
        s.enemy("yokai:0").hp = 1
        s.enemy("yokai:1").hp = 1
        restart(s)
        acts(s, "L pick kogeki", "L play kogeki yokai:0", "L pick jutsu")
        assert pending(s) == ("take", 0) and s.pending[2] == "only"
        act(s, "L take nue shiki")
        assert "oni" in s.box
        if final == "duel":
            r = s.result()
            assert r.winner == 0 and r.reason == "survivor" and r.outcomes == ("win", "loss")
        else:
            assert s.battle == 7 and s.enemy("boss").alive and not s.ps[1].alive and s.first == 0


# ---------------------------------------------------------------- 5 ターン
def test_used_cards_cannot_be_played_until_the_hand_empties():
    """5.3: 使用済みのカードは次のターンに出せない。使用済みが手札に戻るのはターンの終わり"""
    s = table(chars=("rinka", "seimei"), yokai=("ittan", "karakasa"), first=0)
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:0")
    assert pending(s) == ("pick", 0) and "L pick kogeki" not in legal_texts(s)
    err = s.explain(s.parse_action("L pick kogeki"))
    assert err.rule == "HS-5" and "使用済み" in err.ja


def test_battle_start_returns_every_card_without_the_refill_trigger():
    """5.1: 2人とも手札を3枚に戻す(…この戻しは「手札が0枚になるたび」の効果を起こさない)。「戦闘ごと N 回」の能力の回数を戻す"""
    s = table(chars=("seimei", "rinka"), yokai=("chochin", "kappa"), first=0, shiki=(("kitsunebi",), ()),
              used=(("kogeki",), ()))
    s.ps[0].uses["hiwatari"] = 2
    s.ps[0].bank = 3
    s.steps = [("battle", 2)]
    s.pending = None
    ev = []
    s._advance(ev)
    assert s.ps[0].hand == ["kogeki", "bogyo", "jutsu"] and s.ps[0].uses == {} and s.ps[0].bank == 0
    assert not any("晴明の能力" in t for t in logs(ev))


def test_defence_stat_is_a_per_turn_budget():
    """5.4: 攻撃で受けるダメージが、防の数だけ減る。減らせるのは 1ターンに合計で防の数まで"""
    s = table(chars=("seimei", "rinka"), yokai=("oni", "gashadokuro"), battle=5, first=0)
    acts(s, "L pick kogeki", "R pick bogyo", "L play kogeki yokai:0")
    # がしゃどくろ ① 両方に3 (−防1) then 鬼 ① 先手に3 (no 防 left)
    assert hp(s, 0) == 11 - 2 - 3


def test_ignore_defence_and_defend_card():
    """5.2/5.4: 術: 防御無視 … 防御: 開いた時からこのターンの終わりまで、自分は ダメージを一切受けない(妖の行動も、ボスの技も、
    防御無視のダメージも)"""
    s = table(chars=("rinka", "seimei"), yokai=("kitsunebi", "kamaitachi"), first=1, start=False)
    s.enemy("yokai:0").count = 2          # 狐火 ③ 後手に3(防御無視) → 梨花
    s.enemy("yokai:1").count = 2          # 鎌鼬 ③ 両方に2(防御無視)
    restart(s)
    acts(s, "R pick kogeki", "L pick bogyo", "R play kogeki yokai:0")
    assert hp(s, 0) == 10 and hp(s, 1) == 11 - 2


def test_fallen_target_redirects_and_both_hits_the_living_once():
    """5.5: 狙われた人が倒れていれば、生きている方に当たる (HS-R07: 両方 then hits the living player once)"""
    s = table(chars=("rinka", "seimei"), yokai=("chochin", "karakasa"), first=0, start=False)
    s.ps[0].hp, s.ps[0].down = 0, True
    s.enemy("yokai:0").count = 0          # 提灯お化け ① 後手に2 → 晴明
    s.enemy("yokai:1").count = 0          # 唐傘 ① 左の人に2 → 梨花 is down → 晴明
    restart(s)
    acts(s, "R pick kogeki", "R play kogeki yokai:0")
    assert hp(s, 1) == 11 - 2 - (2 - 1)   # 唐傘 ① 左の人 (梨花 is down) → 晴明, then 提灯お化け ① 後手
    s = table(chars=("rinka", "seimei"), yokai=("chochin", "karakasa"), first=0, start=False)
    s.ps[0].hp, s.ps[0].down = 0, True
    s.enemy("yokai:1").count = 2          # 唐傘 ③ 両方に2
    s.enemy("yokai:0").count = 1          # 提灯お化け ② 両方に2
    restart(s)
    acts(s, "R pick kogeki", "R play kogeki yokai:0")
    assert hp(s, 1) == 11 - (2 - 1) - 2   # once each, not twice


def test_tsuchigumo_killed_at_turn_end_hurts_at_once():
    """R8: ターンの終わりの処理の中で倒した場合は、すぐに受ける"""
    s = table(chars=("kuzunoha", "rinka"), yokai=("tsuchigumo", "nue"), battle=5, first=0,
              evolved=(True, False), used=(("kogeki",), ()))
    s.enemy("yokai:0").hp = 2
    ev = acts(s, "L pick jutsu", "R pick bogyo", "L play jutsu yokai:1", "L return kogeki yokai:0")
    assert not s.enemy("yokai:0").alive and s.ps[0].spider == 0
    assert any("土蜘蛛の呪い" in t for t in logs(ev))
    assert hp(s, 0) == 14 - 3 - 4 - 3             # 鵺 ① 先手に3, 土蜘蛛 ① 左の人に4, then the curse


def test_once_per_turn_and_per_battle_counts():
    """7.1: 戦闘ごと N 回: 1回の戦闘のあいだに N 回まで。… 同じ能力は 1ターンに1回 しか使えない"""
    s = table(chars=("rinka", "seimei"), yokai=("nurarihyon", "inugami"), battle=3, first=0,
              shiki=(("ittan",), ()))
    acts(s, "L pick bogyo", "R pick bogyo", "L use ittan")
    acts(s, "L pick kogeki", "R pick kogeki")
    assert "L use ittan" not in legal_texts(s)
    err = s.explain(s.parse_action("L use ittan"))
    assert err.rule == "HS-7" and "戦闘ごと1回" in err.ja


def test_equipment_ability_cannot_be_used():
    """7.2: 差し込んだ装備 … 見えている辺だけが効く (its ability is not used)"""
    s = table(chars=("rinka", "seimei"), yokai=("nurarihyon", "inugami"), battle=3, first=0,
              equip=({"left": ["ittan"]}, {}))
    acts(s, "L pick kogeki", "R pick bogyo")
    err = s.explain(s.parse_action("L use ittan"))
    assert err.rule == "HS-7" and "装備" in err.ja


def test_bank_vanishes_at_battle_end():
    """10: 次の攻撃に足す: … 戦闘が終わると消える。何回分でも足せる"""
    s = table(chars=("rinka", "seimei"), yokai=("chochin", "kappa"), first=0, shiki=(("omukade",), ()))
    s.ps[0].bank = 4
    s.steps, s.pending = [("battle", 2)], None
    s._advance([])
    assert s.ps[0].bank == 0


# ---------------------------------------------------------------- 6 分ける
def test_lone_survivor_takes_one_and_goes_first():
    """6: 片方が倒れていた場合、生きている人が1体だけ取る。もう1体は捨て札にする … 1人だけが取った場合はその人が先手"""
    s = table(chars=("rinka", "seimei"), yokai=("chochin", "kappa"), first=0, start=False)
    s.ps[0].hp, s.ps[0].down = 0, True
    s.enemy("yokai:0").hp = 1
    s.enemy("yokai:1").hp = 1
    restart(s)
    act(s, "R pick jutsu")
    act(s, "R play jutsu yokai:0")
    act(s, "R pick kogeki")
    assert pending(s) == ("take", 1)
    act(s, "R take kappa left")
    assert "chochin" in s.box and s.first == 1 and s.battle == 2


# ---------------------------------------------------------------- 8.2 決闘
def test_duel_targets_the_opponent_and_first_wins_a_double_knockout():
    """8.2: 攻撃・術は相手のプレイヤーに当てる … 相手の HP を先に 0 にした方の勝ち。同じターンに2人とも 0 になったら、先手の勝ち"""
    s = table(chars=("rinka", "kuzunoha"), battle=7, final="duel", first=0, hp=(5, 5))
    acts(s, "L pick kogeki", "R pick jutsu")
    assert hp(s, 1) == 5 - 3 and hp(s, 0) == 5 - 3
    s = table(chars=("rinka", "kuzunoha"), battle=7, final="duel", first=1, hp=(3, 3))
    acts(s, "R pick jutsu", "L pick kogeki")
    assert s.ps[0].down and s.result() is None             # judged at the end of the turn
    act(s, "R pass")                                       # 葛葉's end-of-turn return
    r = s.result()
    assert r.winner == 1 and r.reason == "duel"            # 先手 葛葉 acted first: 梨花 fell before acting
    assert r.outcomes == ("loss", "win") and not r.coop


def test_duel_double_knockout_first_player_wins():
    """8.2: 同じターンに2人とも 0 になったら、先手の勝ち (HS-R05: judged at the end of the turn)"""
    # 後手 道満(裏) defends and reflects 先手 梨花's Attack: 3 − her 防1 = 2 → 梨花 0; 道満 stays at 1
    s = table(chars=("rinka", "doman"), battle=7, final="duel", first=0, hp=(2, 1), evolved=(False, True),
              shiki=((), ("gashadokuro",)))
    acts(s, "L pick kogeki", "R pick bogyo", "R play bogyo")
    r = s.result()
    assert r.winner == 1
    # both at 0 when the turn is judged: the 先手 wins
    s = table(chars=("rinka", "seimei"), battle=7, final="duel", first=0, hp=(1, 1))
    s.ps[0].hp, s.ps[0].down = 0, True
    s.ps[1].hp, s.ps[1].down = 0, True
    s.steps, s.pending = [("check",)], None
    s._advance([])
    r = s.result()
    assert r.winner == 0 and r.reason == "duel_both"
