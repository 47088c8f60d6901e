"""The computer's knowledge of ハクスラ陰陽師: what a yokai is worth, how a position
stands (:func:`evaluate`) and a cheap rule-based choice for every decision
(:func:`quick`), used by every level and by the search's playouts.

Everything here reads a *full* state (a determinized copy the agent owns); the
pick rule never looks at another seat's face-down card.
"""
from __future__ import annotations

import math
import random

from .. import actions as A
from ..cards import BOGYO, CHARACTERS, EDGE_OF, EDGES, JUTSU, KOGEKI, YOKAI
from ..combat import atk_total, bo_total, enemy_targets, is_alone, jutsu_hits, jutsu_total

ABILITY_VALUE = {"tomoshibi": 1.5, "hiwatari": 3.0, "ippon": 1.5, "makitsuki": 2.0, "fui": 2.0,
                 "myoyaku": 3.0, "kusho": 4.0, "fubuki": 3.5, "hyakumonogatari": 4.0, "rengeki": 3.5,
                 "juso": 3.5, "sakubo": 0.5, "goriki": 3.5, "itobaku": 3.5, "konran": 4.0, "hoshoku": 5.0,
                 "dokuiki": 5.0, "gyakushu": 2.0}
TEXT_VALUE = {"other1": 1.0, "next_atk2": 1.0, "chain_attack": 1.5, "reduce1": 0.8, "same1i": 1.0,
              "heal1": 0.8, "bo3": 1.2, "next_jutsu2": 1.0, "atk2": 1.5, "bank2": 1.2, "same2": 1.5,
              "oni_hit": 2.5, "nue_hit": 2.5, "jutsu_twice": 3.0, "atk3": 2.0, "same3": 2.0, "reduce2": 1.2}
#: how much each character gains from 攻 / 術 (the stat it plays most)
STAT_WEIGHT = {"rinka": (1.5, 0.7), "doman": (1.3, 1.0), "kuzunoha": (0.8, 1.5), "seimei": (1.0, 1.0)}


def edge_value(yid: str, edge: str, char: str) -> float:
    e = YOKAI[yid].edge(edge)
    wa, wj = STAT_WEIGHT[char]
    v = TEXT_VALUE.get(e.text, 0.0)
    if e.stat == "atk":
        v += e.amount * wa
    elif e.stat == "jutsu":
        v += e.amount * wj
    elif e.stat == "bo":
        v += e.amount * 1.1
    return v


def shiki_value(yid: str, char: str, evolved: bool = False, duel: bool = True, fuel: int = 0) -> float:
    """Worth as a shikigami; ``fuel``: Lv still missing for evolution (Lv then counts double)."""
    y = YOKAI[yid]
    v = ABILITY_VALUE[y.ability_key]
    if y.ability_key == "sakubo" and not duel:
        v = 0.0
    if not evolved:
        v += 0.6 * y.lv + (0.0 * min(y.lv, fuel))     # evolution fuel
        if char == "seimei":
            v += 1.0                     # 式神の数
    return v


def placement(yid: str, char: str, evolved: bool = False, duel: bool = True) -> tuple[str, float]:
    best = ("shiki", shiki_value(yid, char, evolved, duel))
    for e in EDGES:
        v = edge_value(yid, e, char)
        if v > best[1]:
            best = (e, v)
    return best


# ---------------------------------------------------------------- reading the position
def incoming(s, q: int, ahead: int = 0, fresh: bool = False) -> int:
    """Damage ``q`` should expect from the enemies' actions ``ahead`` turns from now
    (0 = this turn; ``fresh``: as if nothing was spent or declared this turn yet)."""
    from ..enemies import act_damage, act_targets
    p = s.ps[q]
    if not p.alive:
        return 0
    if s.duel:
        o = s.ps[1 - q]
        if not o.alive:
            return 0
        best = 0
        if KOGEKI in o.hand or ahead:
            best = max(best, atk_total(o) - (0 if o.char == "rinka" else bo_total(p)))
        if JUTSU in o.hand or ahead:
            best = max(best, jutsu_total(o) * jutsu_hits(o))
        return max(0, best)
    total = 0
    left = bo_total(p) if (ahead or fresh) else max(0, bo_total(p) - p.bo_used)
    for e in s.enemies:
        if not e.alive or (not ahead and (e.stopped or e.flip == BOGYO)):
            continue
        a = e.card.acts[_index_at(e, ahead)]
        if q not in act_targets(s, a.target):
            continue
        times = 2 if e.kind != "boss" and YOKAI[e.eid].special == "alone2x" and is_alone(s, e) else 1
        for _ in range(times):
            d = act_damage(s, e, a)
            if not (a.ignore or (not ahead and e.flip == JUTSU)):
                cut = min(d, left)
                left -= cut
                d -= cut
            total += d
    return max(0, total - (0 if (ahead or fresh) else p.reduce))


def _index_at(e, ahead: int) -> int:
    c = e.count + ahead
    if e.kind == "boss":
        return min(c, 4)
    if YOKAI[e.eid].special == "repeat3":
        return min(c, 2)
    return c % 3


def threat(s, place: str) -> int:
    """How much an enemy will hurt over the next three turns (a kill removes it)."""
    if place.startswith("player:"):
        return 5
    e = s.enemy(place)
    if e is None or not e.alive:
        return 0
    from ..enemies import act_damage, act_targets
    t = 0
    for k in range(3):
        a = e.card.acts[_index_at(e, k)]
        t += act_damage(s, e, a) * len(act_targets(s, a.target))
    return t


def _hp_of(s, place: str) -> int:
    if place.startswith("player:"):
        return s.ps[int(place[7:])].hp
    e = s.enemy(place)
    return e.hp if e is not None else 0


def _bo_left(s, place: str) -> int:
    if place.startswith("player:"):
        o = s.ps[int(place[7:])]
        return max(0, bo_total(o) - o.bo_used)
    e = s.enemy(place)
    return max(0, e.bo - e.bo_used) if e is not None else 0


def card_damage(s, q: int, card: str, place: str) -> int:
    p = s.ps[q]
    if place.startswith("player:") and s.ps[int(place[7:])].defending:
        return 0
    e = None if place.startswith("player:") else s.enemy(place)
    if e is not None and e.flip == BOGYO:
        return 0
    if card == KOGEKI:
        d = atk_total(p) + p.bank
        return d if p.char == "rinka" else max(0, d - _bo_left(s, place))
    if card == JUTSU:
        return jutsu_total(p) * jutsu_hits(p)
    return 0


def best_target(s, q: int, dmg_of, targets=None) -> str:
    """The enemy to hit: one that falls (the most dangerous of those), else the one whose
    damage per remaining HP is worst for us."""
    ts = targets if targets is not None else enemy_targets(s, q)
    if not ts:
        return ""
    best, key = ts[0], None
    for t in ts:
        d = dmg_of(t)
        hp = _hp_of(s, t)
        th = threat(s, t)
        k = (1, th, -hp) if d >= hp else (0, (th + 1) * min(d, hp) / max(1, hp), -hp)
        if key is None or k > key:
            best, key = t, k
    return best


# ---------------------------------------------------------------- evaluation
def _sig(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def power(p) -> float:
    """A seat's fighting strength beyond HP: stats, abilities, equipment."""
    if not p.alive:
        return 0.0
    wa, wj = STAT_WEIGHT[p.char]
    v = wa * atk_total(p) + wj * jutsu_total(p) + 1.1 * bo_total(p) + 0.3 * p.bank
    for y in p.shiki:
        if y not in p.flipped:
            v += 0.5 * ABILITY_VALUE[YOKAI[y].ability_key]
        if not p.evolved:
            v += 0.5 * YOKAI[y].lv + (0.8 if p.char == "seimei" else 0.0)
    for e in EDGES:
        for y in p.equip[e]:
            v += 0.4 * TEXT_VALUE.get(YOKAI[y].edge(e).text, 0.0)
    if p.evolved:
        v += 2.0
    else:
        need = CHARACTERS[p.char].evolve_lv
        have = sum(YOKAI[y].lv for y in p.shiki)
        # the evolution still to come: a heal to the back's HP and better numbers
        v += min(1.0, have / need) * (4.0 + 0.4 * CHARACTERS[p.char].back.hp)
    return v


def _race(s, me: int) -> float:
    """Duel edge: how many turns each needs to bring the other to 0."""
    a, b = s.ps[me], s.ps[1 - me]

    def dmg(x, y) -> float:
        atk = atk_total(x) + x.bank - (0 if x.char == "rinka" else bo_total(y))
        return max(1.0, max(atk, jutsu_total(x)) * 0.8 + 0.2 * (atk + jutsu_total(x)) / 2)
    mine = b.hp / dmg(a, b)
    theirs = a.hp / dmg(b, a)
    return theirs - mine


def evaluate(s, me: int) -> float:
    """How well ``me`` stands, in [0, 1] (a finished game: its reward)."""
    r = s.result()
    if r is not None:
        return r.reward(me)
    if s.final == "duel" and not s.solo:
        return _duel_value(s, me)
    return _coop_value(s)


def _enemy_left(s) -> float:
    """Share of this battle's enemy HP still standing (the boss counted by its own HP)."""
    tot = left = 0
    for e in s.enemies:
        tot += e.max_hp
        left += e.hp
    return left / tot if tot else 0.0


def _coop_value(s) -> float:
    seats = range(s.nseats)
    alive = [q for q in seats if s.ps[q].alive]
    if not alive:
        return 0.0
    hp = sum(s.ps[q].hp for q in alive)
    pw = sum(power(s.ps[q]) for q in alive)
    downs = s.nseats - len(alive)
    progress = (s.battle - 1 + (1 - _enemy_left(s))) / 7.0
    if s.battle == 7:
        progress = 6 / 7 + (1 - _enemy_left(s)) / 7 * 1.6
    x = 3.5 * progress + 0.18 * hp / s.nseats + 0.06 * pw / s.nseats - 1.2 * downs - 2.4
    return _sig(x)


def _duel_value(s, me: int) -> float:
    """Until battle 6 is over both must stand (both down = both lose), so the six battles
    are played for the team, with an eye on one's own HP and strength for the duel; the
    duel itself is a race of HP against damage."""
    pm, po = s.ps[me], s.ps[1 - me]
    if not pm.alive:
        return 0.02
    if s.battle <= 6:
        team = _coop_value(s)
        if not po.alive:
            return 0.1 + 0.85 * team
        edge = (pm.hp - po.hp) * 0.2 + (power(pm) - power(po)) * 0.12 + _race(s, me) * 0.25
        return team * (0.55 + 0.45 * _sig(edge))
    return _sig(_race(s, me) * 0.9 + (pm.hp - po.hp) * 0.05 + (power(pm) - power(po)) * 0.05)


# ---------------------------------------------------------------- the rule-based policy
def _pick(s, q: int, rng: random.Random, noise: float) -> str:
    p = s.ps[q]
    hand = p.hand
    if len(hand) == 1 or (noise and rng.random() < noise):
        return hand[rng.randrange(len(hand))]
    attack = None
    av = -1.0
    kills = False
    for c in (KOGEKI, JUTSU):
        if c in hand:
            v = 0.0
            for t in enemy_targets(s, q):
                d = card_damage(s, q, c, t)
                k = d >= _hp_of(s, t) and d > 0
                val = min(d, _hp_of(s, t)) + (4 + threat(s, t) * 0.5 if k else 0)
                if val > v:
                    v, kk = val, k
            if v > av:
                attack, av, kills = c, v, v > 0 and kk
    if BOGYO not in hand:
        return attack or hand[0]
    if attack is None:
        return BOGYO
    now = incoming(s, q, fresh=True)
    if s.duel:
        # the duel is a guessing game: defend against a big hit now and then
        if now >= p.hp or (now >= 3 and rng.random() < 0.4):
            return BOGYO
        return attack
    if now >= p.hp:
        return BOGYO
    later = max((incoming(s, q, k) for k in range(1, len(hand))), default=0)
    if now >= 2 and now >= later and not (kills and now < p.hp // 2):
        return BOGYO
    return attack


def _ability_ok(s, q: int, a, card: str) -> bool:
    p = s.ps[q]
    key = YOKAI[a.yokai].ability_key
    inc = incoming(s, q)
    ts = enemy_targets(s, q)
    if key == "hiwatari":
        return len(ts) >= 2 or any(_hp_of(s, t) <= 1 for t in ts)
    if key == "makitsuki":
        return inc >= 2
    if key == "myoyaku":
        return p.hp <= min(p.face.hp - 3, 8)
    if key == "fubuki":
        return card == JUTSU
    if key == "goriki":
        return card == KOGEKI
    if key == "juso":
        return card == JUTSU and p.hp >= 5
    if key == "rengeki":
        return card in (KOGEKI, JUTSU) and any(c in p.hand for c in (KOGEKI, JUTSU))
    if key == "hyakumonogatari":
        return inc >= (3 if s.duel else 5)
    if key == "konran":
        return inc >= (3 if s.duel else 4)
    if key in ("itobaku", "hoshoku"):
        return True
    if key == "dokuiki":
        return a.arg != BOGYO or inc < 2
    return True


def quick(s, rng: random.Random, noise: float = 0.0):
    """A sensible action for whoever is to move on the full state ``s`` (cheap: no lookahead)."""
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if noise and rng.random() < noise * 0.5:
        return legal[rng.randrange(len(legal))]
    kind, q = s.pending[0], s.pending[1]
    p = s.ps[q]
    duel_game = s.final == "duel" and not s.solo
    if kind == "pick":
        c = _pick(s, q, rng, noise)
        return next(a for a in legal if a.card == c)
    if kind in ("act", "renda"):
        card = p.playing[0] if kind == "act" and p.playing else None
        for a in legal:
            if type(a) is A.Evolve:
                return a
        uses = [a for a in legal if type(a) is A.Use and _ability_ok(s, q, a, card)]
        if uses:
            u = uses[0]
            same = [a for a in uses if a.yokai == u.yokai]
            if len(same) > 1 and same[0].arg.startswith(("yokai", "boss", "minion", "player")):
                dmg = 4 if u.yokai == "gashadokuro" else 2 * len(p.used)
                t = best_target(s, q, lambda t: dmg, [a.arg for a in same])
                return next(a for a in same if a.arg == t)
            return u
        plays = [a for a in legal if type(a) is A.Play]
        if kind == "renda":
            c = _pick(s, q, rng, noise) if p.hand else None
            plays = [a for a in plays if a.card == c] or plays
        if len(plays) > 1:
            c = plays[0].card
            t = best_target(s, q, lambda t: card_damage(s, q, c, t) or 2, [a.enemy for a in plays])
            return next(a for a in plays if a.enemy == t)
        return plays[0]
    if kind == "start":
        return next((a for a in legal if type(a) is A.Use and (a.arg != KOGEKI or BOGYO not in p.used)),
                    legal[-1])
    if kind == "evolve":
        spends = [a for a in legal if type(a) is A.Spend]
        done = [a for a in legal if type(a) is A.EvolveDone]
        if done:
            return done[0]
        return min(spends, key=lambda a: (a.yokai not in p.flipped,
                                          shiki_value(a.yokai, p.char, False, duel_game) / YOKAI[a.yokai].lv))
    if kind == "partner":
        return max(legal, key=lambda a: sum(edge_value(a.yokai, e, p.char) for e in EDGES))
    if kind == "equip":
        return max(legal, key=lambda a: edge_value(a.yokai, a.where, p.char) if a.where != "keep" else 0.3)
    if kind == "discard":
        return min(legal, key=lambda a: shiki_value(a.yokai, p.char, p.evolved, duel_game))
    if kind == "start_shiki":
        # the solo 初期式神 (9) is equipped, never put in the 式神 row: in the row it only
        # hastens an evolution that spends it (晴明 then loses his 表 refill burst before the
        # first battle). Measured, 中級 autopilot, Lv5, 100 runs each, row → equipped:
        # 晴明 0.455 → 1.00, 道満 0.68 → 0.99, 梨花 0.945 → 0.98, 葛葉 0.90 → 0.97 (issue 37)
        gear = [a for a in legal if a.where != "shiki"] or legal
        return max(gear, key=lambda a: edge_value(a.yokai, a.where, p.char) if a.where != "shiki" else 0.0)
    if kind == "take":
        fuel = max(0, CHARACTERS[p.char].evolve_lv - sum(YOKAI[y].lv for y in p.shiki))

        def val(a):
            if a.where == "shiki":
                return shiki_value(a.yokai, p.char, p.evolved, duel_game, fuel)
            return edge_value(a.yokai, a.where, p.char)
        return max(legal, key=val)
    if kind in ("after", "hit"):
        best, bv = legal[0], -1e9
        for a in legal:
            e = a.enemy
            v = 0.0
            if e:
                hp = _hp_of(s, e)
                v = (10 - hp) + (20 if hp <= 3 else 0)
            if v > bv:
                best, bv = a, v
        return best
    if kind == "kuzu":
        rets = [a for a in legal if type(a) is A.Return]
        if not rets:
            return legal[-1]
        if p.evolved:
            t = best_target(s, q, lambda t: 2, [a.enemy for a in rets if a.enemy]) if rets[0].enemy else ""
            return next((a for a in rets if a.enemy == t), rets[0])
        order = (JUTSU, KOGEKI, BOGYO) if p.char == "kuzunoha" else (KOGEKI, JUTSU, BOGYO)
        return min(rets, key=lambda a: order.index(a.card))
    if kind == "flip":
        e = next(e for e in s.enemies if e.alive)
        want = BOGYO if incoming(s, q) >= 3 and e.hp > card_damage(s, q, p.pick or KOGEKI, e.place) else KOGEKI
        return next((a for a in legal if a.card == want), legal[0])
    return legal[rng.randrange(len(legal))]


assert EDGE_OF
