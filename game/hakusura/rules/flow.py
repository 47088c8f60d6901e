"""The game's course as a stack of small steps (chapters 4, 5, 6, 8, 9).

``s.steps`` is a stack (the end runs next) of JSON-able tuples; :func:`run`
executes steps until one needs a decision (``s.pending``) or the game ends.
A step that asks sets ``s.pending = (kind, seat, ...)``; the action that
answers it (``state.apply``) changes the position, may push more steps, and
calls :func:`run` again.
"""
from __future__ import annotations

from ...engine import CardMoved, Log, Shuffled
from . import actions as A
from .cards import BOGYO, BOSSES, BY_LV, HAND_CARDS, JUTSU, KOGEKI, YOKAI, name
from .combat import enemy_targets, heal, hit_all, hurt, who
from .effects import (after_pool, do_after, effect_choices, finish_card, pool_key, resolve,
                      TARGETED)
from .events import ActionStarted, BattleStarted, EmptySeatFlip, PhaseChanged, PicksRevealed
from .enemies import st_discard, st_enemies, st_enemy
from .legal import kuzu_options, start_options
from .model import Enemy

ORDER = {c: i for i, c in enumerate(HAND_CARDS)}


def run(s, ev: list) -> None:
    while s._res is None and s.pending is None and s.steps:
        step = s.steps.pop()
        STEPS[step[0]](s, step, ev)


def phase(s, name_: str, ev: list) -> None:
    if s.phase != name_:
        s.phase = name_
        ev.append(PhaseChanged(name_, s.battle, s.turn))


# ---------------------------------------------------------------- battles
def st_battle(s, step, ev) -> None:
    n = step[1]
    s.battle = n
    s.turn = 0
    s.enemies = []
    s.defeats = 0
    s.loot = []
    for p in s.ps:
        p.hand = [c for c in HAND_CARDS]       # 5.1.3: every card back (no 手札0枚 trigger)
        p.used = []
        p.playing = []
        p.uses = {}
        p.bank = p.bank_live = 0
        p.next_bonus = {"atk": 0, "jutsu": 0}
        p.spider = 0
    if n <= 6:
        lv = (n + 1) // 2
        k = 2 if s.nseats == 2 or n % 2 == 0 else 1
        pile = s.piles[lv]
        drawn = s.rng.sample(pile, k)
        for i, y in enumerate(drawn):
            pile.remove(y)
            s.enemies.append(Enemy(f"yokai:{i}", y, "yokai", YOKAI[y].hp))
        kind = "yokai"
    elif s.final == "boss":
        pile = s.piles[3]
        m = s.rng.choice(pile)
        pile.remove(m)
        s.enemies.append(Enemy("minion", m, "minion", YOKAI[m].hp))
        s.enemies.append(Enemy("boss", s.boss, "boss", s.boss_hp))
        kind = "boss"
    else:
        kind = "duel"
    s.duel = kind == "duel"
    enemies = tuple((A.enemy_place(e.place), e.eid, e.hp) for e in s.enemies)
    ev.append(BattleStarted(n, kind, enemies, s.first))
    fja, fen = who(s, s.first)
    if kind == "yokai":
        names = "・".join(f"{name(e.eid)}(HP{e.hp})" for e in s.enemies)
        names_en = ", ".join(f"{name(e.eid, 'en')} (HP {e.hp})" for e in s.enemies)
        ev.append(Log(f"── 第{n}戦: {names}。先手 {fja} ──", f"── Battle {n}: {names_en}. First: {fen} ──"))
    elif kind == "boss":
        m, b = s.enemies
        ev.append(Log(f"── 最終戦(ボス戦): {name(b.eid)} HP{b.hp}・取り巻き {name(m.eid)}。先手 {fja} ──",
                      f"── Final battle (boss): {name(b.eid, 'en')} HP {b.hp}, minion {name(m.eid, 'en')}. "
                      f"First: {fen} ──"))
    else:
        ev.append(Log(f"── 最終戦(決闘)。先手 {fja} ──", f"── Final battle (duel). First: {fen} ──"))
    s.steps.append(("turn",))


def st_turn(s, step, ev) -> None:
    s.turn += 1
    for p in s.ps:
        p.turn_used = []
        p.played = []
        p.defending = False
        p.bo_used = 0
        p.reduce = 0
        p.bonus = {"atk": p.next_bonus["atk"], "bo": 0, "jutsu": p.next_bonus["jutsu"]}
        p.next_bonus = {"atk": 0, "jutsu": 0}
        p.flags = []
        p.pick = None
        p.pick_open = False
    for e in s.enemies:
        e.bo_used = 0
        e.stopped = False
        e.flip = None
    s.order = ()
    s.acting = None
    phase(s, "turn_start", ev)
    first, second = s.first, 1 - s.first
    s.steps.extend((("check",), ("endturn",), ("enemies",), ("actstep",), ("defstep",), ("reveal",),
                    ("choose",), ("start", second), ("start", first)))


def st_start(s, step, ev) -> None:
    seat = step[1]
    if s.ps[seat].alive and s.ps[seat].shiki and start_options(s, seat):
        s.pending = ("start", seat)     # a use asks again (several abilities may be used)


def choose_order(s) -> list[int]:
    order = [s.first, 1 - s.first]
    for seat in (0, 1):
        if "sakubo" in s.ps[seat].flags and s.duel:
            order = [1 - seat, seat]          # 策謀: the opponent lays first, face up
    return [q for q in order if s.ps[q].alive]


def st_choose(s, step, ev) -> None:
    phase(s, "choose", ev)
    for seat in choose_order(s):
        if s.ps[seat].pick is None:
            s.steps.append(step)
            s.pending = ("pick", seat)
            return
    if s.solo and s.battle <= 6:
        alive = [e for e in s.enemies if e.alive]
        if len(alive) == 1:
            if "sakubo" in s.ps[0].flags:
                if not s.flip_left:
                    _reshuffle(s, ev)
                s.pending = ("flip", 0)
            else:
                flip(s, None, ev)


def _reshuffle(s, ev) -> None:
    s.flip_left = list(HAND_CARDS)
    ev.append(Shuffled("empty", None))
    ev.append(Log("いない席の3枚を混ぜ直す", "The empty seat's three cards are shuffled again"))


def flip(s, card: str | None, ev: list) -> None:
    """Solo: lay the empty seat's card before the lone yokai (9; 策謀 chooses it)."""
    if not s.flip_left:
        _reshuffle(s, ev)
    e = next(e for e in s.enemies if e.alive)
    if card is None:
        card = s.rng.choice(s.flip_left)
    s.flip_left.remove(card)
    e.flip = card
    ev.append(EmptySeatFlip(card, A.enemy_place(e.place), False))
    y = name(e.eid, "en")
    effect = {BOGYO: ("ダメージを受けず、行動しない(次も同じ行動)",
                      f"{y} takes no damage and does not act (the same action next turn)"),
              JUTSU: ("行動が防御無視になる", f"{y}'s actions ignore 防"),
              KOGEKI: ("変わらない", f"no change for {y}")}[card]
    ev.append(Log(f"いない席のめくり: {name(card)} → {name(e.eid)}は{effect[0]}",
                  f"Empty seat flips {name(card, 'en')}: {effect[1]}"))


def st_reveal(s, step, ev) -> None:
    cards = []
    for p in s.ps:
        if p.pick is not None:
            c = p.pick
            p.hand.remove(c)
            p.playing.append(c)
            p.played.append(c)
            if c == BOGYO:
                p.defending = True          # 防御 protects from the moment it is opened
            cards.append((p.seat, c))
            p.pick = None
            p.pick_open = False
            ev.append(CardMoved(c, A.hand(p.seat), A.slot(p.seat), p.seat))
    ev.append(PicksRevealed(tuple(cards)))
    ev.append(Log("開く: " + "・".join(f"{who(s, q)[0]}={name(c)}" for q, c in cards),
                  "Reveal: " + ", ".join(f"{who(s, q)[1]}={name(c, 'en')}" for q, c in cards)))


def st_defstep(s, step, ev) -> None:
    phase(s, "defence", ev)
    for seat in reversed((s.first, 1 - s.first)):
        p = s.ps[seat]
        if p.alive and p.playing and p.playing[0] == BOGYO:
            s.steps.append(("action", seat, "defence"))


def action_order(s) -> tuple[int, ...]:
    order = [s.first, 1 - s.first]
    fui = [q for q in order if "fui" in s.ps[q].flags]
    if len(fui) == 1:
        order = [fui[0], 1 - fui[0]]
    return tuple(q for q in order if s.ps[q].playing and s.ps[q].playing[0] in (KOGEKI, JUTSU))


def st_actstep(s, step, ev) -> None:
    phase(s, "action", ev)
    order = action_order(s)
    s.order = order
    for seat in reversed(order):
        s.steps.append(("action", seat, "action"))


def st_action(s, step, ev) -> None:
    _, seat, _kind = step
    p = s.ps[seat]
    if not p.playing:
        return
    if not p.alive:
        for c in list(p.playing):        # a fallen player's card is simply put away (5.6)
            finish_card(s, seat, c, ev)
        return
    s.acting = seat
    ev.append(ActionStarted(seat, p.playing[0], _kind))
    s.steps.append(("act", seat))


def st_act(s, step, ev) -> None:
    s.acting = step[1]
    s.pending = ("act", step[1])


def st_resolve(s, step, ev) -> None:
    _, seat, card, enemy = step
    if enemy and enemy not in enemy_targets(s, seat):
        enemy = ""                       # fell since it was named
    resolve(s, seat, card, enemy, ev)


def st_after_build(s, step, ev) -> None:
    _, seat, card, same = step
    pool = after_pool(s, seat, card)
    if pool:
        s.steps.append(("after", seat, card, same, pool))


def st_after(s, step, ev) -> None:
    """Edge texts in the player's order (5.2 "任意の順番"): asked only while a text that
    names an enemy is among them; texts that name none commute, so they run in order."""
    _, seat, card, same, pool = step
    p = s.ps[seat]
    if not pool or not p.alive:
        return
    keys = [pool_key(p, src, card) for src in pool]
    if any(k in TARGETED for k in keys):
        if len(pool) > 1 or len(effect_choices(s, seat, card, pool[0])) > 1:
            s.pending = ("after", seat, card, same, pool)
            return
    src = pool[0]
    rest = tuple(pool[1:])
    if rest:
        s.steps.append(("after", seat, card, same, rest))
    do_after(s, seat, card, src, same, effect_choices(s, seat, card, src)[0], ev)


def st_finish_card(s, step, ev) -> None:
    finish_card(s, step[1], step[2], ev)


def st_renda(s, step, ev) -> None:
    seat = step[1]
    p = s.ps[seat]
    if "renda" in p.flags:
        p.flags.remove("renda")
        if p.alive and p.hand:
            s.pending = ("renda", seat)


def st_equip_offer(s, step, ev) -> None:
    _, seat, yid = step
    if s.ps[seat].alive and yid in s.ps[seat].shiki:
        s.pending = ("equip", seat, yid)


def st_partner(s, step, ev) -> None:
    if s.ps[step[1]].shiki:
        s.pending = ("partner", step[1])


# ---------------------------------------------------------------- end of the turn (5.3.7, R9)
def st_endturn(s, step, ev) -> None:
    phase(s, "end", ev)
    s.acting = None
    order = s.seats_in_order()
    s.steps.append(("kuzu_all",))
    for q in reversed(order):
        s.steps.append(("hand0", q))
    s.steps.append(("refill",))
    for q in reversed(order):
        s.steps.append(("spider", q))


def st_spider(s, step, ev) -> None:
    p = s.ps[step[1]]
    n, p.spider = p.spider, 0
    if n and p.alive:
        hurt(s, step[1], n, False, ev, ("土蜘蛛の呪い", "Tsuchigumo's curse"), src="dead")


def st_refill(s, step, ev) -> None:
    for p in s.ps:
        if p.alive and not p.hand and p.used:
            p.hand = sorted(p.used, key=ORDER.__getitem__)
            p.used = []
            p.flags.append("refilled")
            wja, wen = who(s, p.seat)
            ev.append(CardMoved(None, A.used(p.seat), A.hand(p.seat), p.seat))
            ev.append(Log(f"{wja}の手札が0枚: 使用済みを全部手札に戻す", f"{wen}'s hand is empty: all used cards "
                          "return", p.seat))


def st_hand0(s, step, ev) -> None:
    """"手札が0枚になるたび": 晴明(表) first, then 灯火 (HS-R17)."""
    seat = step[1]
    p = s.ps[seat]
    if "refilled" not in p.flags or not p.alive:
        return
    if "chochin" in p.shiki:
        s.steps.append(("tomoshibi", seat))
    if p.char == "seimei" and not p.evolved and p.shiki:
        hit_all(s, seat, len(p.shiki), True, ev, ("晴明の能力", "Seimei's ability"))


def st_tomoshibi(s, step, ev) -> None:
    seat = step[1]
    ts = enemy_targets(s, seat)
    if ts and s.ps[seat].alive:
        s.pending = ("hit", seat, "chochin")


def st_kuzu_all(s, step, ev) -> None:
    for q in reversed(s.seats_in_order()):
        if s.ps[q].char == "kuzunoha":
            s.steps.append(("kuzu", q))


def st_kuzu(s, step, ev) -> None:
    if s.ps[step[1]].alive and kuzu_options(s, step[1]):
        s.pending = ("kuzu", step[1])


# ---------------------------------------------------------------- judging (5.3.8, 8.2)
def st_check(s, step, ev) -> None:
    if s._res is not None:
        return
    if s.duel:
        down = [p.down for p in s.ps]
        if any(down):
            if all(down):
                w = s.first
                s.finish_duel(w, "duel_both", "同じターンに2人とも倒れた: 先手の勝ち",
                              "Both fell in the same turn: the first player wins", ev)
            else:
                w = down.index(False)
                s.finish_duel(w, "duel", "相手の HP を 0 にした", "brought the opponent's HP to 0", ev)
            return
        s.steps.append(("turn",))
        return
    if all(not e.alive for e in s.enemies):
        s.steps.append(("loot",))
    else:
        s.steps.append(("turn",))


# ---------------------------------------------------------------- after a battle (6)
def st_loot(s, step, ev) -> None:
    phase(s, "loot", ev)
    defeated = sorted((e for e in s.enemies if e.kind == "yokai"), key=lambda e: e.order)
    s.loot = [e.eid for e in defeated]
    s.enemies = []
    living = [q for q in (0, 1) if s.ps[q].alive]
    s.steps.append(("next_battle",))
    if s.solo or len(living) == 1 or len(s.loot) == 1:
        s.pending = ("take", living[0], "only")
        return
    last = defeated[-1]
    chooser = last.killer if last.killer in living else living[0]
    s.pending = ("take", chooser, "first")


def st_next_battle(s, step, ev) -> None:
    for y in s.loot:
        s.box.append(y)
    s.loot = []
    if s.battle < 6:
        s.steps.append(("battle", s.battle + 1))
        return
    living = [q for q in range(s.nseats) if s.ps[q].alive]
    if s.final == "duel" and len(living) == 1:
        s.finish_duel(living[0], "survivor", "第6戦のあと1人だけ立っていた", "the only one standing after battle 6",
                      ev)
        return
    if s.solo and s.level["pre_boss_heal"]:
        p = s.ps[0]
        if p.hp < p.face.hp:
            heal(s, 0, p.face.hp - p.hp, ev, ("ボス前の回復", "pre-boss recovery"))
    s.steps.append(("battle", 7))


STEPS = {
    "battle": st_battle, "turn": st_turn, "start": st_start, "choose": st_choose,
    "reveal": st_reveal, "defstep": st_defstep, "actstep": st_actstep, "action": st_action,
    "act": st_act, "resolve": st_resolve, "after_build": st_after_build, "after": st_after,
    "finish_card": st_finish_card, "renda": st_renda, "equip_offer": st_equip_offer,
    "partner": st_partner, "enemies": st_enemies, "enemy": st_enemy, "discard": st_discard,
    "endturn": st_endturn, "spider": st_spider, "refill": st_refill, "hand0": st_hand0,
    "tomoshibi": st_tomoshibi, "kuzu_all": st_kuzu_all, "kuzu": st_kuzu, "check": st_check,
    "loot": st_loot, "next_battle": st_next_battle,
}
assert set(BOSSES) and BY_LV
