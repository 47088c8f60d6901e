"""The enemies' turn (5.5, 8.3): which action comes (①②③, ③ for ever, a boss's ⑤), its
damage with every bonus, whom it hits (先手/後手/両方/左/右, redirects, the solo
game's 受ける行動), and the boss's techniques. Steps run by ``flow``."""
from __future__ import annotations

from ...engine import CardMoved, Log
from . import actions as A
from .cards import BOGYO, CIRCLED, JUTSU, YOKAI, name
from .combat import hurt, is_alone, place_name, who
from .events import EnemyActed, PhaseChanged, RandomDiscard, ShikigamiLost


def _phase(s, name_: str, ev: list) -> None:
    if s.phase != name_:
        s.phase = name_
        ev.append(PhaseChanged(name_, s.battle, s.turn))


def st_enemies(s, step, ev) -> None:
    _phase(s, "enemy", ev)
    s.acting = None
    # 5.3.6: the right yokai, then the left one; 8.3: the 取り巻き, then the boss
    order = ("minion", "boss") if s.final_battle_boss() else ("yokai:1", "yokai:0")
    for place in reversed(order):
        e = s.enemy(place)
        if e is not None and e.alive:
            s.steps.append(("enemy", place))


def act_index(s, e) -> int:
    """Which of ①②③(④⑤) acts now: cycles ①②③; "3ターン目からは③を毎ターン"; bosses stop at ⑤."""
    if e.kind == "boss":
        return min(e.count, 4)
    if YOKAI[e.eid].special == "repeat3":
        return min(e.count, 2)
    return e.count % 3


def act_damage(s, e, a) -> int:
    dmg = a.dmg
    alone = is_alone(s, e)
    if e.kind != "boss" and alone:
        dmg += YOKAI[e.eid].alone_bonus
    if s.solo and alone and s.level["alone_plus1"]:
        dmg += 1
    if e.kind == "boss" and s.solo and s.level["boss_boost"]:
        dmg += 2
    return dmg


def act_targets(s, target: str) -> list[int]:
    """The seats an action hits: 先手/後手/両方/左/右 (3章); a fallen target redirects to the
    living player (5.5). Solo: the 受ける行動 of 9.1 decides what the empty seat misses."""
    if s.solo:
        hits = s.level["hits"]
        ok = target in ("both", "sente", "left") or (target == "right" and hits >= 1) or \
            (target == "gote" and hits >= 2)
        return [0] if ok and s.ps[0].alive else []
    first, second = s.first, 1 - s.first
    if target == "both":
        return [q for q in (first, second) if s.ps[q].alive]
    q = {"sente": first, "gote": second, "left": 0, "right": 1}[target]
    if s.ps[q].alive:
        return [q]
    return [1 - q] if s.ps[1 - q].alive else []


def st_enemy(s, step, ev) -> None:
    e = s.enemy(step[1])
    if e is None or not e.alive:
        return
    nja, nen = place_name(s, e.place)
    if e.flip == BOGYO:                       # solo 防御: no action, and the same one next turn
        ev.append(EnemyActed(A.enemy_place(e.place), act_index(s, e), (), "flip"))
        ev.append(Log(f"{nja}は行動しない(いない席の防御)", f"{nen} does not act (the empty seat's Defend)"))
        return
    idx = act_index(s, e)
    e.count += 1
    if e.stopped:
        ev.append(EnemyActed(A.enemy_place(e.place), idx, (), "stopped"))
        ev.append(Log(f"{nja}は行動できない({CIRCLED[idx]}は飛ばす)", f"{nen} cannot act (action {idx + 1} is lost)"))
        return
    times = 2 if e.kind != "boss" and YOKAI[e.eid].special == "alone2x" and is_alone(s, e) else 1
    for _ in range(times):
        if s._res is None and e.alive:
            enemy_action(s, e, idx, ev)


def enemy_action(s, e, idx: int, ev: list) -> None:
    a = e.card.acts[idx]
    dmg = act_damage(s, e, a)
    ignore = a.ignore or e.flip == JUTSU
    nja, nen = place_name(s, e.place)
    what = (f"{nja}の{CIRCLED[idx]}", f"{nen}'s action {idx + 1}")
    seats = act_targets(s, a.target)
    if not seats:
        ev.append(EnemyActed(A.enemy_place(e.place), idx, (), "miss"))
        ev.append(Log(f"{what[0]}: いない席を狙って空振り", f"{what[1]}: aimed at the empty seat, misses"))
        return
    hits = []
    for q in seats:
        if s._res is not None:
            return
        hits.append((q, hurt(s, q, dmg, ignore, ev, what, src=e.place)))
    ev.append(EnemyActed(A.enemy_place(e.place), idx, tuple(hits)))
    if not a.tech:
        return
    hit_seats = [q for q in seats if s._res is None and s.ps[q].alive and not s.ps[q].defending]
    if a.tech == "shiki":                    # 防御を出している人には技も効かない (8.3)
        for q in reversed(hit_seats):        # a stack: the 先手's choice comes first
            if s.ps[q].shiki:
                s.steps.append(("discard", q))
        return
    for q in hit_seats:
        p = s.ps[q]
        if p.hand:
            c = s.rng.choice(p.hand)
            p.hand.remove(c)
            p.used.append(c)
            wja, wen = who(s, q)
            ev.append(RandomDiscard(q, c))
            ev.append(CardMoved(c, A.hand(q), A.used(q), q))
            ev.append(Log(f"{what[0]}の技: {wja}の手札から{name(c)}を捨てる",
                          f"{what[1]}'s technique: {wen} loses {name(c, 'en')} from hand", q))


def st_discard(s, step, ev) -> None:
    if s.ps[step[1]].alive and s.ps[step[1]].shiki:
        s.pending = ("discard", step[1])


def discard_shiki(s, seat: int, yid: str, ev: list) -> None:
    p = s.ps[seat]
    p.shiki.remove(yid)
    if yid in p.flipped:
        p.flipped.remove(yid)
    if p.partner == yid:
        p.partner = None
    s.box.append(yid)
    wja, wen = who(s, seat)
    ev.append(ShikigamiLost(seat, yid, "box"))
    ev.append(Log(f"{wja}の式神 {name(yid)} を捨て札にする", f"{wen}'s shikigami {name(yid, 'en')} is discarded",
                  seat))
