"""Resolution of 式神符陣 attacks, counters and 霊具 (reigu, one-shot relic cards).

Plain functions over the state (``s``), written in the primitives of
``effects.py``. Multi-step resolutions run through ``s.steps`` (a list of plain
tuples, front = next) so that a decision mid-way (counter order, 灯籠の精's pick,
僵尸公主's facing) pauses the resolution in a serialisable way; ``s.pending``
holds the question.

Steps::

    ("lantern", owner)                         灯籠の精 destroyed: owner heals an ally +2
    ("jmove", owner, card, dest)               僵尸公主 moves onto the cell it cleared
    ("regen", owner, card)                     茨木童子 【再生】 +1
    ("counters", atk_owner, atk_card, cards)   remaining counters (cards of the defender)
    ("selfdmg", owner, card, n)                【渾身】 self-damage after the attack

Decisions::

    ("counter", player, atk_owner, atk_card, cards)
    ("lantern", player, cells)
    ("face", player, card)
"""
from __future__ import annotations

from ...engine import CardMoved, Log
from .actions import PLAY, zone
from .actions import cell as cell_place
from .actions import hand as hand_place
from .board import CELL_NAMES, FRONT, ORIENTS, cell_mod, step_away, step_toward
from .cards import CARDS
from .effects import (damage, destroy, draw, end_by_deckout, gain_reiryoku, heal, move,
                      pay_reiryoku, set_hp, turn)
from .events import AttackDeclared, Countered, Hidden
from .legal import arm_target, find
from .model import PLAYER_EN, PLAYER_JA, owned

JIANGSHI, KURYUGAI, CHEST, SHOMA, CHOCHIN = "T-006", "T-008", "T-004", "T-005", "T-002"


# ------------------------------------------------------------ attack maths
def power(s, cell: int, mode: str) -> int:
    """攻撃力 of the attacker for this attack (照魔鏡's copy, 渾身 / 飲酒 +1)."""
    p = s.board[cell]
    pw = p.card.power or 0
    if p.cid == SHOMA:
        f = FRONT[cell * 4 + p.orient]
        if f is not None:
            q = s.board[f]
            if q is not None and q.hidden_by is None and not q.card.jutsushiki:
                # a printed ー is copied too: no 攻撃力, so nothing but bonuses (FJ-R02)
                pw = q.card.power or 0
    if mode in ("konshin", "inshu"):
        pw += 1
    return pw


def hits(s, cell: int, target: int | None, mode: str) -> list[tuple[int, int]]:
    """[(cell, damage)] an attack would deal, in cell order (a preview: nothing applied)."""
    b = s.board
    p = b[cell]
    card = p.card
    if target is None:
        tcells = [t for t in card.reach_tab[cell * 4 + p.orient]
                  if b[t] is not None and b[t].hidden_by is None
                  and not (card.jutsushiki and b[t].owner == p.owner)]
    else:
        tcells = [target]
    pw = power(s, cell, mode)
    out = []
    for t in tcells:
        q = b[t]
        d = pw
        if from_blind(s, cell, t):
            d += 2
            if "kageuchi" in card.keywords:
                d += 1
        if p.cid == CHOCHIN and q.card.attr == "yin":
            d += 1
        if "kyogeki" in card.keywords and q.hp < p.hp:
            d += 1
        out.append((t, d))
    return out


def from_blind(s, cell: int, t: int) -> bool:
    """The attacker on ``cell`` strikes ``t`` from its 隙 (+2, no counter), 玖龍街 excepted."""
    q = s.board[t]
    return s.board[cell].cid != KURYUGAI and cell in q.card.blind_tab[t * 4 + q.orient]


def counter_ok(s, atk_cell: int, q_cell: int) -> bool:
    """反撃 conditions of chapter 八 for the piece at ``q_cell`` against the attacker."""
    a = s.board[atk_cell]
    q = s.board[q_cell]
    qc = q.card
    if (qc.power is None or qc.jutsushiki or a.card.jutsushiki or a.cid == KURYUGAI
            or q.owner == a.owner or q.hidden_by is not None):
        return False
    k = q_cell * 4 + q.orient
    return atk_cell in qc.counter_tab[k] and atk_cell not in qc.blind_tab[k]


# ------------------------------------------------------------ attack
def attack(s, a, ev: list) -> None:
    b = s.board
    cell = a.cell
    p = b[cell]
    me = p.owner
    card = p.card
    s.window = None
    s.since = ("attack", p.cid)
    p.attacked = True
    if p.cid == CHEST:
        _chest(s, cell, a.mode, ev)
        return
    cost = card.attack_cost + (2 if a.mode == "inshu" else 0)
    pay_reiryoku(s, me, cost, ev)
    struck = hits(s, cell, a.target_cell, a.mode)
    ev.append(AttackDeclared(me, p.cid, CELL_NAMES[cell],
                             tuple(CELL_NAMES[t] for t, _ in struck),
                             a.target_cell is None, cost))
    parts_ja, parts_en = [], []
    for t, d in struck:
        ja, en = owned(b[t])
        before, after = damage(s, t, d, ev, cell_place(cell))
        gone_ja, gone_en = ("(撃破)", " (destroyed)") if after <= 0 else ("", "")
        parts_ja.append(f"{ja} {before}→{after}{gone_ja}")
        parts_en.append(f"{en} {before}→{after}{gone_en}")
    extra_ja = {"konshin": "(渾身)", "inshu": "(飲酒)"}.get(a.mode, "")
    extra_en = {"konshin": " (All-Out)", "inshu": " (Drinking)"}.get(a.mode, "")
    ev.append(Log(f"{PLAYER_JA[me]}: {card.name_ja}で攻撃{extra_ja} → " + ", ".join(parts_ja),
                  f"{PLAYER_EN[me]}: {card.name_en} attacks{extra_en} → "
                  + ", ".join(parts_en), me))
    steps: list = []
    for t, _ in struck:
        if b[t].hp <= 0:
            destroy(s, t, me, ev, steps)
    if p.cid == JIANGSHI and a.target_cell is not None and b[a.target_cell] is None:
        steps.append(("jmove", me, p.cid, a.target_cell))
    if "saisei" in card.keywords:
        steps.append(("regen", me, p.cid))
    cands = tuple(b[t].cid for t, _ in struck if b[t] is not None and counter_ok(s, cell, t))
    if cands:
        steps.append(("counters", me, p.cid, cands))
    if a.mode == "konshin":
        steps.append(("selfdmg", me, p.cid, 1))
    s.steps[0:0] = steps
    run_steps(s, ev)


def _chest(s, cell: int, mode: str, ev: list) -> None:
    p = s.board[cell]
    me = p.owner
    if mode == "hp":
        before, after = damage(s, cell, 1, ev, cell_place(cell))
        ev.append(Log(f"{PLAYER_JA[me]}: 古箪笥 耐久 {before}→{after}、霊力+1",
                      f"{PLAYER_EN[me]}: Old Chest Endurance {before}→{after}, Spirit +1", me))
        gain_reiryoku(s, me, 1, ev)
        if after <= 0:
            steps: list = []
            destroy(s, cell, None, ev, steps)
            s.steps[0:0] = steps
            run_steps(s, ev)
    else:
        ev.append(Log(f"{PLAYER_JA[me]}: 古箪笥で1枚引く", f"{PLAYER_EN[me]}: Old Chest draws 1",
                      me))
        draw(s, me, 1, ev)
        if s.deckout_pending:
            end_by_deckout(s, ev)


def heal_ally(s, a, ev: list) -> None:
    p = s.board[a.cell]
    me = p.owner
    s.window = None
    s.since = ("heal", p.cid)
    p.attacked = True
    pay_reiryoku(s, me, p.card.attack_cost, ev)
    q = s.board[a.target_cell]
    before, after = heal(s, a.target_cell, power(s, a.cell, ""), ev)
    ja, en = owned(q)
    ev.append(Log(f"{PLAYER_JA[me]}: {p.card.name_ja}が{ja}を回復 {before}→{after}",
                  f"{PLAYER_EN[me]}: {p.card.name_en} heals {en} {before}→{after}", me))


def _counter(s, qcell: int, ao: int, acid: str, ev: list) -> None:
    """One counter by the piece at ``qcell`` against the attacker (``ao``, ``acid``)."""
    q = s.board[qcell]
    atk_cell = find(s, ao, acid)
    a = s.board[atk_cell]
    d = q.card.power
    ev.append(Countered(q.owner, q.cid, CELL_NAMES[qcell], CELL_NAMES[atk_cell], d))
    before, after = damage(s, atk_cell, d, ev, cell_place(qcell))
    (q_ja, q_en), (a_ja, a_en) = owned(q), owned(a)
    ev.append(Log(f"{q_ja}の反撃 → {a_ja} {before}→{after}",
                  f"{q_en} counters → {a_en} {before}→{after}", q.owner))
    steps: list = []
    if after <= 0:
        destroy(s, atk_cell, q.owner, ev, steps)
        if q.cid == JIANGSHI:
            steps.append(("jmove", q.owner, q.cid, atk_cell))
    s.steps[0:0] = steps


# ------------------------------------------------------------ step machine
def run_steps(s, ev: list) -> None:
    b = s.board
    while s.steps and s.pending is None and s._res is None:
        st = s.steps.pop(0)
        kind = st[0]
        if kind == "lantern":
            owner = st[1]
            cands = tuple(c for c in range(9) if b[c] is not None and b[c].owner == owner
                          and b[c].hidden_by is None)
            if len(cands) == 1:
                _lantern_heal(s, owner, cands[0], ev)
            elif len(cands) > 1:
                s.pending = ("lantern", owner, cands)
        elif kind == "jmove":
            _, owner, cid, dest = st
            src = find(s, owner, cid)
            if src is None or b[dest] is not None:
                continue
            p = b[src]
            new = p.hp + cell_mod(dest, p.card.attr) - cell_mod(src, p.card.attr)
            if new <= 0:
                ev.append(Log(f"{p.card.name_ja}は{CELL_NAMES[dest]}へ移動すると撃破されるので移動しない",
                              f"{p.card.name_en} would be destroyed on {CELL_NAMES[dest]}, "
                              f"so it does not move", owner))
                continue
            move(s, src, dest, ev)
            s.pending = ("face", owner, cid)
        elif kind == "regen":
            c = find(s, st[1], st[2])
            if c is not None:
                before, after = heal(s, c, 1, ev)
                ev.append(Log(f"{b[c].card.name_ja}の【再生】 耐久 {before}→{after}",
                              f"{b[c].card.name_en} [Regenerate] Endurance {before}→{after}",
                              st[1]))
        elif kind == "counters":
            _, ao, acid, cands = st
            if find(s, ao, acid) is None:
                continue
            cands = tuple(x for x in cands if find(s, 1 - ao, x) is not None)
            if not cands:
                continue
            if len(cands) == 1:
                _counter(s, find(s, 1 - ao, cands[0]), ao, acid, ev)
            else:
                s.pending = ("counter", 1 - ao, ao, acid, cands)
        elif kind == "selfdmg":
            _, owner, cid, n = st
            c = find(s, owner, cid)
            if c is not None:
                p = b[c]
                before, after = damage(s, c, n, ev, cell_place(c))
                ev.append(Log(f"{p.card.name_ja}の【渾身】 耐久 {before}→{after}",
                              f"{p.card.name_en} [All-Out] Endurance {before}→{after}", owner))
                if after <= 0:
                    steps: list = []
                    destroy(s, c, None, ev, steps)
                    s.steps[0:0] = steps


def _lantern_heal(s, owner: int, cell: int, ev: list) -> None:
    q = s.board[cell]
    before, after = heal(s, cell, 2, ev)
    ev.append(Log(f"灯籠の精の効果: {q.card.name_ja} 耐久 {before}→{after}",
                  f"Lantern Spirit's effect: {q.card.name_en} Endurance {before}→{after}",
                  owner))


def resolve_decision(s, a, ev: list) -> None:
    d = s.pending
    s.pending = None
    kind = d[0]
    if kind == "counter":
        _, player, ao, acid, cands = d
        chosen = s.board[a.cell].cid
        rest = tuple(x for x in cands if x != chosen)
        s.steps.insert(0, ("counters", ao, acid, rest))
        _counter(s, a.cell, ao, acid, ev)
    elif kind == "lantern":
        _lantern_heal(s, d[1], a.cell, ev)
    elif kind == "face":
        c = find(s, d[1], d[2])
        if a.choice != "keep":
            p = s.board[c]
            turn(s, c, p.orient + (1 if a.choice == "R" else 3), ev)
    run_steps(s, ev)


# ------------------------------------------------------------ 霊具
def use_relic(s, a, ev: list) -> None:
    me = s.current
    card = CARDS[a.card]
    s.window = None
    s.since = ("relic", a.card)
    s.hands[me].remove(a.card)
    pay_reiryoku(s, me, card.cost, ev)
    b = s.board
    ev.append(CardMoved(a.card, zone("hand", me), PLAY, me))
    q = b[a.cell] if a.cell is not None else None
    tgt_ja, tgt_en = (f" → {owned(q)[0]}({CELL_NAMES[a.cell]})", f" on {owned(q)[1]} ({CELL_NAMES[a.cell]})") \
        if q is not None else ("", "")
    if a.card == "T-009" and q is not None:              # 家鳴り: say the new facing
        tgt_ja += f" 向き{ORIENTS[q.orient]}→{ORIENTS[a.orient]}"
        tgt_en += f", facing {ORIENTS[q.orient]}→{ORIENTS[a.orient]}"
    ev.append(Log(f"{PLAYER_JA[me]}: {card.name_ja}を使う{tgt_ja}",
                  f"{PLAYER_EN[me]}: uses {card.name_en}{tgt_en}", me))
    steps: list = []
    to_grave = True
    cid = a.card
    if cid == "T-009":                       # 家鳴り
        turn(s, a.cell, a.orient, ev)
    elif cid == "T-011":                     # マヨヒガ
        q = b[a.cell]
        q.hidden_by = me
        s.mayo[me] = a.cell
        to_grave = False
        ev.append(Hidden(me, CELL_NAMES[a.cell], True))
        if q.owner == me:
            heal(s, a.cell, 1, ev)
        else:
            before, after = damage(s, a.cell, 1, ev, hand_place(cid))
            if after <= 0:
                destroy(s, a.cell, me, ev, steps)   # also sends the マヨヒガ away
    elif cid == "T-010":                     # 琵琶牧々
        for c in range(9):
            q = b[c]
            if q is not None and q.owner == me and q.hidden_by is None:
                heal(s, c, 2, ev)
    elif cid == "O-010":                     # 茨木の左腕
        src = a.cell
        t = arm_target(s, src)
        before, after = damage(s, t, 3, ev, hand_place(cid))
        if after <= 0:
            destroy(s, t, me, ev, steps)
        else:
            dst = step_away(src, t) if a.mode == "ken" else step_toward(src, t)
            if dst is not None and dst != src and b[dst] is None:
                if move(s, t, dst, ev) <= 0:
                    destroy(s, dst, me, ev, steps)
    elif cid == "O-011":                     # 閻魔獄卒棒
        before, after = damage(s, a.target_cell, 5, ev, hand_place(cid))
        if after <= 0:
            destroy(s, a.target_cell, me, ev, steps)
    elif cid == "O-012":                     # 鬼の酒
        q = b[a.cell]
        set_hp(s, a.cell, 15 if "inshu" in q.card.keywords else 10, ev)
        # setting 耐久 is not damage: a later 継承召喚 inherits only what follows (FJ-R22)
        q.base = q.hp
    if to_grave:
        s.graves[me].append(cid)
        ev.append(CardMoved(cid, PLAY, zone("grave", me), me))
    s.steps[0:0] = steps
    run_steps(s, ev)
