"""Rulings the engine decided where the rulebook and the reconstruction are silent
(RULINGS.md names each test)."""
from game.hakusura.rules.events import RandomDiscard
from tests.hakusura.helpers import act, acts, hp, legal_texts, logs, pending, restart, table


def test_fallen_players_card_is_put_away():
    """HS-R07: 倒れた人はカードを出せず … a card already laid by a player who falls before acting goes to the used
    pile without resolving."""
    s = table(chars=("rinka", "seimei"), yokai=("gashadokuro", "oni"), battle=5, first=0, hp=(10, 1))
    s.enemy("yokai:0").hp = 1
    acts(s, "L pick kogeki", "R pick kogeki", "L play kogeki yokai:0")   # 両方に2 fells 晴明
    assert s.ps[1].down and s.ps[1].used == ["kogeki"] and s.ps[1].playing == []
    assert hp(s, "yokai:1") == 12


def test_partner_used_for_konran_stays_the_partner():
    """HS-R22: a partner (already counted on every edge) is not offered 混乱・捕食's equip: it stays the partner."""
    s = table(chars=("seimei", "rinka"), yokai=("oni", "ushioni"), battle=5, first=0, evolved=(True, False),
              shiki=(("nue",), ()), partner=("nue", None))
    acts(s, "L pick kogeki", "R pick bogyo", "L use nue yokai:0")
    assert s.pending is None or s.pending[0] != "equip"
    assert s.ps[0].partner == "nue" and "nue" in s.ps[0].flipped


def test_solo_random_discard_draws_from_own_hand():
    """HS-R32 (R25): 1人用の「手札をランダムに1枚捨てる」: 手札を裏向きにして混ぜ、自分で1枚引いて使用済みに置く"""
    s = table(chars=("doman",), players=1, battle=7, final="boss", boss="shuten", minion="oni", start=False)
    s.enemy("boss").count = 2
    s.enemy("minion").hp, s.enemy("minion").alive = 0, False
    restart(s)
    ev = act(s, "L pick kogeki")
    rd = [e for e in ev if isinstance(e, RandomDiscard)]
    assert [e.seat for e in rd] == [0] and rd[0].card in ("bogyo", "jutsu") and rd[0].checkpoint
    # one card was left, so the next turn laid it at once and the hand came back at its end
    assert s.turn == 3


def test_next_turn_bonus_ends_with_the_battle():
    """HS-R43: "次のターン、攻＋2/術＋2" set on a battle's last turn does not reach into the next battle."""
    s = table(chars=("rinka", "seimei"), yokai=("chochin", "kappa"), first=0, equip=({"right": ["kitsunebi"]}, {}))
    s.enemy("yokai:0").hp = 1
    s.enemy("yokai:1").hp = 1
    acts(s, "L pick bogyo", "R pick kogeki", "R play kogeki yokai:0")
    # 梨花 defended (next turn 攻＋2 pending) and the battle goes on; kill the last yokai now
    acts(s, "L pick kogeki", "R pick jutsu")
    while s.pending[0] == "take":
        act(s, sorted(legal_texts(s))[0])
    assert s.battle == 2 and s.ps[0].bonus["atk"] == 0 and s.view(0).seats[0].atk == 3


def test_damage_abilities_need_an_enemy():
    """HS-R44: an ability that deals damage is offered only while an enemy it can hit stands (敵全部: at least one)."""
    s = table(chars=("rinka", "seimei"), yokai=("chochin", "kappa"), first=0, shiki=((), ("kitsunebi", "tsuchigumo")))
    s.enemy("yokai:0").hp = 1
    s.enemy("yokai:1").hp = 1
    acts(s, "L pick kogeki", "R pick kogeki", "L play kogeki yokai:0")
    # 晴明's action with one yokai left: 火渡 and 糸縛 (on it) are offered
    assert "R use kitsunebi" in legal_texts(s) and "R use tsuchigumo yokai:1" in legal_texts(s)
    # 道満's Attack and 狐火's left edge fell both: 梨花's action then offers no 糸縛 (nothing to ask)
    s = table(chars=("doman", "rinka"), yokai=("chochin", "kappa"), first=0,
              equip=({"left": ["kitsunebi"]}, {}), shiki=((), ("tsuchigumo",)))
    s.enemy("yokai:0").hp = 1
    s.enemy("yokai:1").hp = 1
    acts(s, "L pick kogeki", "R pick kogeki", "L play kogeki yokai:0")
    assert s.pending[0] == "take" and s.ps[1].uses == {}


def test_all_enemies_hit_left_to_right_so_the_right_one_falls_later():
    """HS-R47: 敵全部 resolves left to right (取り巻き before the boss); the finisher is whoever brought the HP to 0,
    so when one effect fells both yokai the right one is "あとに倒れた妖"."""
    s = table(chars=("rinka", "seimei"), yokai=("chochin", "kappa"), first=0, shiki=((), ("kitsunebi",)))
    s.enemy("yokai:0").hp = 1
    s.enemy("yokai:1").hp = 1
    acts(s, "L pick bogyo", "R pick kogeki", "R use kitsunebi")
    assert pending(s) == ("take", 1) and s.loot == ["chochin", "kappa"]


def test_empty_seat_cycle_runs_through_the_game():
    """HS-R48: the empty seat's three cards are one cycle for the whole game (3枚使い切ったら混ぜ直す), not reset per battle."""
    s = table(chars=("rinka",), players=1, yokai=("kappa",), battle=1, difficulty=3, hp=(16,))
    s.flip_left = ["jutsu"]
    s.enemy("yokai:0").hp = 1
    act(s, "L pick kogeki")
    assert s.flip_left == [] and s.pending[0] == "take"
    act(s, "L take kappa shiki")
    assert s.battle == 2 and s.flip_left == []


def test_minion_falls_like_a_yokai():
    """HS-R49: the 取り巻き "acts as a normal yokai": its 倒された時 happens (がしゃどくろ: 両方に2), yet it gives no
    shikigami (8.3)."""
    s = table(chars=("rinka", "seimei"), battle=7, final="boss", minion="gashadokuro", first=0)
    s.enemy("minion").hp = 1
    ev = acts(s, "L pick kogeki", "R pick bogyo")
    assert any("両方に2" in t for t in logs(ev))
    assert not s.enemy("minion").alive and s.loot == [] and s.enemy("boss").alive


def test_rengeki_second_card_is_compulsory():
    """HS-R50: 連撃 "手札からもう1枚出して処理する" — declared, so the second card must be played (no pass)."""
    s = table(chars=("rinka", "seimei"), yokai=("nurarihyon", "inugami"), battle=3, first=0, shiki=(("tengu",), ()))
    acts(s, "L pick kogeki", "R pick bogyo", "L use tengu", "L play kogeki yokai:0")
    assert pending(s) == ("renda", 0) and not any("pass" in t for t in legal_texts(s))
