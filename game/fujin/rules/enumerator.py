"""The fast enumerator of 式神符陣's legal actions.

It lists exactly the actions :func:`legal.check` accepts, quickly: shared action
instances, no validation calls, no refusal texts. A test proves the two agree on
random positions; seeded games and the AI depend on the order, so keep it.
"""
from __future__ import annotations

from .actions import (ATTACK_AREA, ATTACK_SINGLE, DISCARD_NONE, END, FACES, MULLIGAN_NONE,
                      ROTATE_SELF, Attack, Counter, Discard, Heal, Inherit, Lantern, Mulligan,
                      Rotate, Use, summons_for)
from .board import NEIGHBOURS8, TAIJI, cell_mod
from .cards import CARDS
from .legal import (CHEST, HENMEN, KURYUGAI, UNGAI, arm_target, attr_ok, enemy_in, find,
                    inherit_hp, subsets, summon_hp)


def legal_actions(s) -> list:
    """Every legal action of ``s``, in a fixed order (the AI, replays and seeded tests rely on it)."""
    if s._res is not None:
        return []
    d = s.pending
    if d is not None:
        kind = d[0]
        if kind == "counter":
            return [Counter(find(s, d[1], x)) for x in d[4]]
        if kind == "lantern":
            return [Lantern(c) for c in d[2]]
        return list(FACES)
    ph = s.phase
    me = s.current
    if ph == "mulligan":
        return [Mulligan(x) if x else MULLIGAN_NONE for x in subsets(s.hands[me])]
    if ph == "discard":
        return [Discard(x) if x else DISCARD_NONE for x in subsets(s.hands[me])]
    return _main(s, me)


def _main(s, me: int) -> list:
    b = s.board
    have = s.reiryoku[me]
    out: list = []
    empties = [c for c in range(9) if b[c] is None]
    mine = [c for c in range(9) if b[c] is not None and b[c].owner == me
            and b[c].hidden_by is None]
    visible = [c for c in range(9) if b[c] is not None and b[c].hidden_by is None]
    for cid in s.hands[me]:
        card = CARDS[cid]
        cost = card.cost
        if card.kind == "shikigami":
            if empties and have >= (cost - 1 if cost > 1 else 1):
                tab = summons_for(cid)
                ungai = cid == UNGAI
                for c in empties:
                    if have < (max(1, cost - 1) if c == TAIJI else cost):
                        continue
                    if ungai:
                        for o in range(4):
                            if summon_hp(s, cid, c, o) > 0:
                                out.append(tab[c][o])
                    elif card.endurance + cell_mod(c, card.attr) > 0:
                        out.extend(tab[c])
            if have >= cost:
                for c in mine:
                    p = b[c]
                    if (p.card.cost < cost and attr_ok(card.attr, p.card.attr)
                            and inherit_hp(s, cid, c) > 0):
                        out.append(Inherit(cid, c))
        elif have >= cost:
            _relics(s, cid, me, mine, visible, out)
    win = s.window
    for c in mine:
        p = b[c]
        card = p.card
        if card.attack_cost is not None and not p.attacked and (not p.summoned or win == c):
            k = c * 4 + p.orient
            if p.cid == CHEST:
                out.append(Attack(c, None, "hp"))
                out.append(Attack(c, None, "draw"))
            elif have >= card.attack_cost:
                reach = card.reach_tab[k]
                if card.area:
                    if enemy_in(s, reach, me):
                        out.append(ATTACK_AREA[c])
                        if "konshin" in card.keywords:
                            out.append(Attack(c, None, "konshin"))
                        if "inshu" in card.keywords and have >= card.attack_cost + 2:
                            out.append(Attack(c, None, "inshu"))
                else:
                    row = ATTACK_SINGLE[c]
                    for t in reach:
                        q = b[t]
                        if q is not None and q.owner != me and q.hidden_by is None:
                            out.append(row[t])
                if p.cid == HENMEN:
                    for t in reach:
                        q = b[t]
                        if q is not None and q.owner == me and q.hidden_by is None:
                            out.append(Heal(c, t))
        if (have >= 1 and (not p.summoned or p.inherited) and not p.attacked
                and not p.rotated):
            out.extend(ROTATE_SELF[c])
            if p.cid == KURYUGAI:
                for t in visible:
                    if t != c:
                        out.append(Rotate(c, "L", t))
                        out.append(Rotate(c, "R", t))
    out.append(END)
    return out


def _relics(s, cid: str, me: int, mine, visible, out: list) -> None:
    b = s.board
    if cid == "T-009":
        for c in visible:
            o = b[c].orient
            for k in range(4):
                if k != o:
                    out.append(Use(cid, c, k))
    elif cid == "T-011":
        for c in visible:
            out.append(Use(cid, c))
    elif cid == "T-010":
        if any(q is not None and q.owner == me for q in b):       # hidden ones too (FJ-R29)
            out.append(Use(cid))
    elif cid == "O-010":
        for c in mine:
            if arm_target(s, c) is not None:
                out.append(Use(cid, c, None, "ken"))
                out.append(Use(cid, c, None, "nigiri"))
    elif cid == "O-011":
        for c in mine:
            p = b[c]
            if p.card.clan != "shuten":
                continue
            blind = p.card.blind_tab[c * 4 + p.orient]
            for t in NEIGHBOURS8[c]:
                q = b[t]
                if (q is not None and q.owner != me and q.hidden_by is None
                        and t not in blind):
                    out.append(Use(cid, c, None, "", t))
    elif cid == "O-012":
        for c in visible:
            q = b[c]
            if q.hp != (15 if "inshu" in q.card.keywords else 10):
                out.append(Use(cid, c))
