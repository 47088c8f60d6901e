"""Resolution of 式神符陣 effects: damage, destruction, moves, attacks, counters, 霊具.

A mixin of :class:`game.fujin.rules.FujinState`. Multi-step resolutions run
through ``self.steps`` (a list of plain tuples, front = next) so that a
decision mid-way (counter order, 灯籠の精's pick, 僵尸公主's facing) pauses
the resolution in a serialisable way; ``self.decision`` holds the question.

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

from ...engine import CardMoved, CardRotated, Damaged, HpChanged, Log, ResourceChanged
from .board import (CELL_NAMES, FRONT, LINES, ORIENTS, cell_mod, step_away, step_toward)
from .cards import CARDS
from .events import AttackDeclared, Countered, Destroyed, Hidden, Moved
from .model import HP_CAP, PLAYER_EN, PLAYER_JA, SP_CAP, Piece

JIANGSHI, KURYUGAI, LANTERN, CHEST, HENMEN, SHOMA, UNGAI = (
    "T-006", "T-008", "T-001", "T-004", "T-003", "T-005", "T-007")
CHOCHIN = "T-002"


class ResolveMixin:
    __slots__ = ()

    # ------------------------------------------------------------ basics
    def _find(self, owner: int, cid: str) -> int | None:
        b = self.board
        for c in range(9):
            p = b[c]
            if p is not None and p.owner == owner and p.cid == cid:
                return c
        return None

    def _gain(self, player: int, n: int, ev: list) -> None:
        before = self.sp[player]
        after = min(SP_CAP, before + n)
        self.sp[player] = after
        if after != before or n:
            ev.append(ResourceChanged(player, "reiryoku", before, after))

    def _spend(self, player: int, n: int, ev: list) -> None:
        if n:
            before = self.sp[player]
            self.sp[player] = before - n
            ev.append(ResourceChanged(player, "reiryoku", before, before - n))

    def _set_hp(self, cell: int, value: int, ev: list) -> None:
        p = self.board[cell]
        before = p.hp
        p.hp = min(HP_CAP, value)
        if p.hp != before:
            ev.append(HpChanged("cell:" + CELL_NAMES[cell], before, p.hp))

    def _heal(self, cell: int, n: int, ev: list) -> tuple[int, int]:
        p = self.board[cell]
        before = p.hp
        self._set_hp(cell, before + n, ev)
        return before, p.hp

    def _damage(self, cell: int, n: int, ev: list, source: str | None = None) -> tuple[int, int]:
        p = self.board[cell]
        before = p.hp
        p.hp = before - n
        ev.append(Damaged("cell:" + CELL_NAMES[cell], n, before, p.hp, source))
        return before, p.hp

    def _destroy(self, cell: int, by: int | None, ev: list, steps: list) -> None:
        """撃破: to the owner's graveyard; ``by`` gains the 霊力価 (None = nobody)."""
        p = self.board[cell]
        self.board[cell] = None
        self.graves[p.owner].append(p.cid)
        if p.hidden_by is not None:   # a マヨヒガ that killed with its -1 goes too
            h = p.hidden_by
            self.mayo[h] = None
            self.graves[h].append("T-011")
            ev.append(Hidden(h, CELL_NAMES[cell], False))
        bounty = p.card.bounty if by is not None else 0
        ev.append(CardMoved(p.cid, "cell:" + CELL_NAMES[cell], f"grave:{p.owner}", p.owner))
        ev.append(Destroyed(p.owner, p.cid, CELL_NAMES[cell], by, bounty))
        if by is not None:
            ev.append(Log(f"{PLAYER_JA[p.owner]}の{p.card.name_ja}を撃破 → "
                          f"{PLAYER_JA[by]} 霊力+{bounty}",
                          f"{PLAYER_EN[p.owner]}'s {p.card.name_en} destroyed → "
                          f"{PLAYER_EN[by]} Spirit +{bounty}", by))
            self._gain(by, bounty, ev)
        else:
            ev.append(Log(f"{PLAYER_JA[p.owner]}の{p.card.name_ja}を撃破(霊力価なし)",
                          f"{PLAYER_EN[p.owner]}'s {p.card.name_en} destroyed (no Bounty)",
                          p.owner))
        if p.cid == LANTERN:
            steps.append(("lantern", p.owner))

    def _move(self, src: int, dst: int, ev: list) -> int:
        """Move a piece to an empty cell, re-applying the cell modifier (chapter 四).
        Returns the new 耐久 (may be <= 0: the caller destroys)."""
        p = self.board[src]
        delta = cell_mod(dst, p.card.attr) - cell_mod(src, p.card.attr)
        before = p.hp
        p.hp = min(HP_CAP, p.hp + delta)
        p.base = min(HP_CAP, p.base + delta)
        self.board[src] = None
        self.board[dst] = p
        ev.append(Moved(p.owner, p.cid, CELL_NAMES[src], CELL_NAMES[dst], before, p.hp))
        ev.append(Log(f"{PLAYER_JA[p.owner]}の{p.card.name_ja}: {CELL_NAMES[src]}→"
                      f"{CELL_NAMES[dst]} 耐久 {before}→{p.hp}",
                      f"{PLAYER_EN[p.owner]}'s {p.card.name_en}: {CELL_NAMES[src]}→"
                      f"{CELL_NAMES[dst]} Endurance {before}→{p.hp}", p.owner))
        return p.hp

    def _turn(self, cell: int, new: int, ev: list) -> None:
        p = self.board[cell]
        before = p.orient
        p.orient = new & 3
        ev.append(CardRotated("cell:" + CELL_NAMES[cell], ORIENTS[before], ORIENTS[p.orient],
                              p.owner))

    # ------------------------------------------------------------ attack maths
    def _power(self, cell: int, mode: str) -> int:
        """攻撃力 of the attacker for this attack (照魔鏡's copy, 渾身 / 飲酒 +1)."""
        p = self.board[cell]
        pw = p.card.power or 0
        if p.cid == SHOMA:
            f = FRONT[cell * 4 + p.orient]
            if f is not None:
                q = self.board[f]
                if (q is not None and q.hidden_by is None and not q.card.jutsushiki
                        and q.card.power is not None):
                    pw = q.card.power
        if mode in ("konshin", "inshu"):
            pw += 1
        return pw

    def _hits(self, cell: int, target: int | None, mode: str) -> list[tuple[int, int]]:
        """[(cell, damage)] an attack would deal, in cell order (a preview: nothing applied)."""
        b = self.board
        p = b[cell]
        card = p.card
        if target is None:
            tcells = [t for t in card.reach_tab[cell * 4 + p.orient]
                      if b[t] is not None and b[t].hidden_by is None
                      and not (card.jutsushiki and b[t].owner == p.owner)]
        else:
            tcells = [target]
        pw = self._power(cell, mode)
        out = []
        kuryu = p.cid == KURYUGAI
        for t in tcells:
            q = b[t]
            d = pw
            if not kuryu and cell in q.card.blind_tab[t * 4 + q.orient]:
                d += 2
                if "kageuchi" in card.keywords:
                    d += 1
            if p.cid == CHOCHIN and q.card.attr == "yin":
                d += 1
            if "kyogeki" in card.keywords and q.hp < p.hp:
                d += 1
            out.append((t, d))
        return out

    def _counter_ok(self, atk_cell: int, q_cell: int) -> bool:
        """反撃 conditions of chapter 八 for the piece at ``q_cell`` against the attacker."""
        a = self.board[atk_cell]
        q = self.board[q_cell]
        qc = q.card
        if (qc.power is None or qc.jutsushiki or a.card.jutsushiki or a.cid == KURYUGAI
                or q.owner == a.owner or q.hidden_by is not None):
            return False
        k = q_cell * 4 + q.orient
        return atk_cell in qc.counter_tab[k] and atk_cell not in qc.blind_tab[k]

    # ------------------------------------------------------------ attack
    def _do_attack(self, a, ev: list) -> None:
        b = self.board
        cell = a.cell
        p = b[cell]
        me = p.owner
        card = p.card
        self.window = None
        p.attacked = True
        if p.cid == CHEST:
            self._chest(cell, a.mode, ev)
            return
        cost = card.attack_cost + (2 if a.mode == "inshu" else 0)
        self._spend(me, cost, ev)
        hits = self._hits(cell, a.target_cell, a.mode)
        ev.append(AttackDeclared(me, p.cid, CELL_NAMES[cell],
                                 tuple(CELL_NAMES[t] for t, _ in hits),
                                 a.target_cell is None, cost))
        parts_ja, parts_en = [], []
        for t, d in hits:
            q = b[t]
            before, after = self._damage(t, d, ev, "cell:" + CELL_NAMES[cell])
            parts_ja.append(f"{q.card.name_ja} {before}→{after}")
            parts_en.append(f"{q.card.name_en} {before}→{after}")
        extra_ja = {"konshin": "(渾身)", "inshu": "(飲酒)"}.get(a.mode, "")
        extra_en = {"konshin": " (All-Out)", "inshu": " (Drinking)"}.get(a.mode, "")
        ev.append(Log(f"{PLAYER_JA[me]}: {card.name_ja}で攻撃{extra_ja} → " + ", ".join(parts_ja),
                      f"{PLAYER_EN[me]}: {card.name_en} attacks{extra_en} → "
                      + ", ".join(parts_en), me))
        steps: list = []
        for t, _ in hits:
            if b[t].hp <= 0:
                self._destroy(t, me, ev, steps)
        if p.cid == JIANGSHI and a.target_cell is not None and b[a.target_cell] is None:
            steps.append(("jmove", me, p.cid, a.target_cell))
        if "saisei" in card.keywords:
            steps.append(("regen", me, p.cid))
        cands = tuple(b[t].cid for t, _ in hits if b[t] is not None and self._counter_ok(cell, t))
        if cands:
            steps.append(("counters", me, p.cid, cands))
        if a.mode == "konshin":
            steps.append(("selfdmg", me, p.cid, 1))
        self.steps[0:0] = steps
        self._run_steps(ev)

    def _chest(self, cell: int, mode: str, ev: list) -> None:
        p = self.board[cell]
        me = p.owner
        if mode == "hp":
            before, after = self._damage(cell, 1, ev, "cell:" + CELL_NAMES[cell])
            ev.append(Log(f"{PLAYER_JA[me]}: 古箪笥 耐久 {before}→{after}、霊力+1",
                          f"{PLAYER_EN[me]}: Old Chest Endurance {before}→{after}, Spirit +1", me))
            self._gain(me, 1, ev)
            if after <= 0:
                steps: list = []
                self._destroy(cell, None, ev, steps)
                self.steps[0:0] = steps
                self._run_steps(ev)
        else:
            ev.append(Log(f"{PLAYER_JA[me]}: 古箪笥で1枚引く", f"{PLAYER_EN[me]}: Old Chest draws 1",
                          me))
            self._draw(me, 1, ev)
            if self.deckout_pending:
                self._end_by_deckout(ev)

    def _do_heal(self, a, ev: list) -> None:
        p = self.board[a.cell]
        me = p.owner
        self.window = None
        p.attacked = True
        self._spend(me, p.card.attack_cost, ev)
        q = self.board[a.target_cell]
        before, after = self._heal(a.target_cell, self._power(a.cell, ""), ev)
        ev.append(Log(f"{PLAYER_JA[me]}: {p.card.name_ja}が{q.card.name_ja}を回復 {before}→{after}",
                      f"{PLAYER_EN[me]}: {p.card.name_en} heals {q.card.name_en} "
                      f"{before}→{after}", me))

    def _do_counter(self, qcell: int, ao: int, acid: str, ev: list) -> None:
        """One counter by the piece at ``qcell`` against the attacker (``ao``, ``acid``)."""
        q = self.board[qcell]
        atk_cell = self._find(ao, acid)
        a = self.board[atk_cell]
        d = q.card.power
        ev.append(Countered(q.owner, q.cid, CELL_NAMES[qcell], CELL_NAMES[atk_cell], d))
        before, after = self._damage(atk_cell, d, ev, "cell:" + CELL_NAMES[qcell])
        ev.append(Log(f"{q.card.name_ja}の反撃 → {a.card.name_ja} {before}→{after}",
                      f"{q.card.name_en} counters → {a.card.name_en} {before}→{after}", q.owner))
        steps: list = []
        if after <= 0:
            self._destroy(atk_cell, q.owner, ev, steps)
            if q.cid == JIANGSHI:
                steps.append(("jmove", q.owner, q.cid, atk_cell))
        self.steps[0:0] = steps

    # ------------------------------------------------------------ step machine
    def _run_steps(self, ev: list) -> None:
        b = self.board
        while self.steps and self.decision is None and self._res is None:
            st = self.steps.pop(0)
            kind = st[0]
            if kind == "lantern":
                owner = st[1]
                cands = tuple(c for c in range(9) if b[c] is not None and b[c].owner == owner
                              and b[c].hidden_by is None)
                if len(cands) == 1:
                    self._lantern_heal(owner, cands[0], ev)
                elif len(cands) > 1:
                    self.decision = ("lantern", owner, cands)
            elif kind == "jmove":
                _, owner, cid, dest = st
                src = self._find(owner, cid)
                if src is None or b[dest] is not None:
                    continue
                p = b[src]
                new = p.hp + cell_mod(dest, p.card.attr) - cell_mod(src, p.card.attr)
                if new <= 0:
                    ev.append(Log(f"{p.card.name_ja}は{CELL_NAMES[dest]}へ移動すると撃破されるので移動しない",
                                  f"{p.card.name_en} would be destroyed on {CELL_NAMES[dest]}, "
                                  f"so it does not move", owner))
                    continue
                self._move(src, dest, ev)
                self.decision = ("face", owner, cid)
            elif kind == "regen":
                c = self._find(st[1], st[2])
                if c is not None:
                    before, after = self._heal(c, 1, ev)
                    ev.append(Log(f"{b[c].card.name_ja}の【再生】 耐久 {before}→{after}",
                                  f"{b[c].card.name_en} [Regenerate] Endurance {before}→{after}",
                                  st[1]))
            elif kind == "counters":
                _, ao, acid, cands = st
                if self._find(ao, acid) is None:
                    continue
                cands = tuple(x for x in cands if self._find(1 - ao, x) is not None)
                if not cands:
                    continue
                if len(cands) == 1:
                    self._do_counter(self._find(1 - ao, cands[0]), ao, acid, ev)
                else:
                    self.decision = ("counter", 1 - ao, ao, acid, cands)
            elif kind == "selfdmg":
                _, owner, cid, n = st
                c = self._find(owner, cid)
                if c is not None:
                    p = b[c]
                    before, after = self._damage(c, n, ev, "cell:" + CELL_NAMES[c])
                    ev.append(Log(f"{p.card.name_ja}の【渾身】 耐久 {before}→{after}",
                                  f"{p.card.name_en} [All-Out] Endurance {before}→{after}", owner))
                    if after <= 0:
                        steps: list = []
                        self._destroy(c, None, ev, steps)
                        self.steps[0:0] = steps

    def _lantern_heal(self, owner: int, cell: int, ev: list) -> None:
        q = self.board[cell]
        before, after = self._heal(cell, 2, ev)
        ev.append(Log(f"灯籠の精の効果: {q.card.name_ja} 耐久 {before}→{after}",
                      f"Lantern Spirit's effect: {q.card.name_en} Endurance {before}→{after}",
                      owner))

    def _resolve_decision(self, a, ev: list) -> None:
        d = self.decision
        self.decision = None
        kind = d[0]
        if kind == "counter":
            _, player, ao, acid, cands = d
            chosen = self.board[a.cell].cid
            rest = tuple(x for x in cands if x != chosen)
            self.steps.insert(0, ("counters", ao, acid, rest))
            self._do_counter(a.cell, ao, acid, ev)
        elif kind == "lantern":
            self._lantern_heal(d[1], a.cell, ev)
        elif kind == "face":
            c = self._find(d[1], d[2])
            if a.choice != "keep":
                p = self.board[c]
                self._turn(c, p.orient + (1 if a.choice == "R" else 3), ev)
        self._run_steps(ev)

    # ------------------------------------------------------------ 霊具
    def _do_use(self, a, ev: list) -> None:
        me = self.current
        card = CARDS[a.card]
        self.window = None
        self.hands[me].remove(a.card)
        self._spend(me, card.cost, ev)
        b = self.board
        ev.append(CardMoved(a.card, f"hand:{me}", "play", me))
        tgt = "" if a.cell is None else " " + CELL_NAMES[a.cell]
        ev.append(Log(f"{PLAYER_JA[me]}: {card.name_ja}を使う{tgt}",
                      f"{PLAYER_EN[me]}: uses {card.name_en}{tgt}", me))
        steps: list = []
        to_grave = True
        cid = a.card
        if cid == "T-009":                       # 家鳴り
            self._turn(a.cell, a.orient, ev)
        elif cid == "T-011":                     # マヨヒガ
            q = b[a.cell]
            q.hidden_by = me
            self.mayo[me] = a.cell
            to_grave = False
            ev.append(Hidden(me, CELL_NAMES[a.cell], True))
            if q.owner == me:
                self._heal(a.cell, 1, ev)
            else:
                before, after = self._damage(a.cell, 1, ev, "hand:" + cid)
                if after <= 0:
                    self._destroy(a.cell, me, ev, steps)   # also sends the マヨヒガ away
        elif cid == "T-010":                     # 琵琶牧々
            for c in range(9):
                q = b[c]
                if q is not None and q.owner == me and q.hidden_by is None:
                    self._heal(c, 2, ev)
        elif cid == "O-010":                     # 茨木の左腕
            src = a.cell
            t = self._arm_target(src)
            before, after = self._damage(t, 3, ev, "hand:" + cid)
            if after <= 0:
                self._destroy(t, me, ev, steps)
            else:
                dst = step_away(src, t) if a.mode == "ken" else step_toward(src, t)
                if dst is not None and dst != src and b[dst] is None:
                    if self._move(t, dst, ev) <= 0:
                        self._destroy(dst, me, ev, steps)
        elif cid == "O-011":                     # 閻魔獄卒棒
            before, after = self._damage(a.target_cell, 5, ev, "hand:" + cid)
            if after <= 0:
                self._destroy(a.target_cell, me, ev, steps)
        elif cid == "O-012":                     # 鬼の酒
            q = b[a.cell]
            self._set_hp(a.cell, 15 if "inshu" in q.card.keywords else 10, ev)
        if to_grave:
            self.graves[me].append(cid)
            ev.append(CardMoved(cid, "play", f"grave:{me}", me))
        self.steps[0:0] = steps
        self._run_steps(ev)

    def _arm_target(self, src: int) -> int | None:
        """茨木の左腕: nearest non-hidden enemy along the chosen shikigami's facing line."""
        p = self.board[src]
        for c in LINES[src * 4 + p.orient]:
            q = self.board[c]
            if q is not None and q.owner != p.owner and q.hidden_by is None:
                return c
        return None
