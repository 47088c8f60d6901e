"""What one seat's decision weighs in 鬼調伏 (the standings): 鬼体力, the worth of a mark
and of an amulet (``Ctx``), and what a finished rival may have scored (``rival_totals``).
Shared by the policies and their look-ahead, which both read a ``Ctx``."""
from __future__ import annotations

from ..cards import BAKE_MAX_BOTTLES, BAKE_VALUES, STARS
from ..flow import is_last_prep
from ..model import CHAL, OUT, PREP, RET
from ..odds import unseen_bottles
from ..power import goshuin_eligible, reiryoku, star_users, taikyu

# chance that the candidate closest below 鬼体力 at this margin subdues it, against one rival
P_SUCC = (0.97, 0.86, 0.72, 0.56, 0.43, 0.33, 0.25, 0.19, 0.14, 0.1)
P_WEAK = (0.0, 0.1, 0.3, 0.5, 0.65, 0.75, 0.8, 0.85, 0.85, 0.85)

class Ctx:
    """What one seat's decision weighs: 鬼体力, the worth of a mark and of an amulet."""

    def __init__(self, d, p: int, exact: bool = False, standings: bool | None = None):
        self.d = d
        self.p = p
        c = d.cands[p]
        self.c = c
        self.T = taikyu(d)
        live = [q for q in range(d.n) if d.cands[q].status != OUT]
        others = [q for q in live if q != p]
        self.rivals = sum(1 for q in others if d.cands[q].status != RET)
        self.weak = d.counted > 2
        best_other = max((d.cands[q].marks for q in others), default=-1)
        lead = c.marks - best_other
        standings = exact if standings is None else standings
        self.lead = lead
        self.win_at = None
        zeroing = d.dropout is None and not (d.migawari and c.unlost() >= 3)
        if not standings:           # medium: an amulet is worth more the fewer are left
            self.A = (0.6, 0.9, 2.0)[max(0, 3 - c.gofu) if c.gofu else 2]
        elif c.gofu == 1 and zeroing:
            # losing the last amulet ends the game: a win while leading (R-14, 15-3)
            self.A = -1.5 if lead > 0 else (2.5 if lead == 0 else 3.5)
        elif c.gofu == 1:
            self.A = 4.0 if d.dropout is not None else 1.2
        else:
            self.A = 0.9 if c.gofu == 2 else 0.6
        if standings:
            self.win_at = 6 - c.marks if c.marks + 2 >= 6 else None
            danger = any(d.cands[q].gofu == 1 and d.cands[q].marks > c.marks for q in others)
            self.urgency = 1.4 if danger or best_other >= 5 else 1.0
        else:
            self.urgency = 1.0
        self.gain_amulet = 0.0 if c.gofu >= 3 else (0.8 if c.gofu == 1 else 0.35)
        self.M = (1.0 + (0.8 if c.marks >= 4 else 0.0)) * self.urgency
        self.doll = p in star_users(d, "migawari")
        self.inn = p in star_users(d, "kakurega")
        self.sanbin = p in star_users(d, "sanbin")
        self.yonbin = any(STARS[e[0]].kind == "yonbin" for e in d.stars)
        self.last = is_last_prep(d, p)
        self.can_retreat = (not self.last and not (d.oya and d.star == p) and c.status == PREP)
        self.bonus = (1 if c.slot == "zashikiwarashi" else 0) + (1 if d.oni == "hozoki" else 0)
        fox = c.slot == "bakegitsune"
        self.flex = self._flex(d, p, fox)
        # with more bottles than 化け狐 allows it keeps its printed value (OC-R64)
        self.flex_many = self._flex(d, p, False) if fox else self.flex
        self.deck = len(d.bottle_deck)
        # exact: the finished rivals' possible totals (their face-down shikigami unknown)
        self.finished: list[tuple[bool, list[tuple[int, bool]]]] = []
        self.open_rivals = self.rivals
        if exact:
            self.open_rivals = 0
            for q in others:
                cq = d.cands[q]
                if cq.status == CHAL:
                    self.finished.append((d.oya and d.star == q, rival_totals(d, q, p)))
                elif cq.status == PREP:
                    self.open_rivals += 1

    @staticmethod
    def _flex(d, p: int, fox: bool) -> tuple[int, ...]:
        """What the optional declarations may add to the seat's Spirit: 化け狐's other value
        (``fox``), [星合わせ]'s ±1, [式神の五主印]'s +2."""
        flex = {0}
        if fox:
            flex |= {BAKE_VALUES[1] - BAKE_VALUES[0]}
        if p in star_users(d, "hoshiawase"):
            flex = {f + e for f in flex for e in (-1, 0, 1)}
        if any(e[0] == "goshuin" for e in d.stars) and goshuin_eligible(d, p):
            flex = flex | {f + 2 for f in flex}
        return tuple(sorted(flex))

    def p_succ(self, margin: int, x: int | None = None, T: int | None = None) -> float:
        if self.rivals == 0:
            return 1.0
        q = P_SUCC[min(margin, len(P_SUCC) - 1)]
        if not self.finished:
            return q ** self.rivals if self.rivals > 1 else q
        prob = q ** self.open_rivals if self.open_rivals else 1.0
        T = self.T if T is None else T
        x = T - margin if x is None else x
        for parent, totals in self.finished:
            ok = tot = 0.0
            for v, forced_over, w in totals:
                tot += w
                if forced_over or v > T or v < x or (v == x and not parent):
                    ok += w
            prob *= ok / tot
        return prob

    def p_weak(self, margin: int, x: int, T: int) -> float:
        """Chance of being the weakest at ``x``: the table, or (exact) the finished rivals'
        totals times a per-rival share of the table for those still open."""
        w = P_WEAK[min(margin, len(P_WEAK) - 1)]
        if not self.finished:
            return w
        per_rival = w ** (1 / 3)
        prob = per_rival ** self.open_rivals if self.open_rivals else 1.0
        for _parent, totals in self.finished:
            safe = tot = 0.0
            for v, forced_over, wt in totals:
                tot += wt
                if not (forced_over or v > T) and v < x:
                    continue          # a lower rival takes the weakest place
                safe += wt
            prob *= safe / tot
        return prob

    def stop(self, x: int, n: int, T: int | None = None, doll: bool | None = None,
             extra: float = 0.0) -> float:
        """Worth of being judged at 霊力 ``x`` with ``n`` bottles (best optional declaration)."""
        T = self.T if T is None else T
        doll = self.doll if doll is None else doll
        if self.inn:
            return self.gain_amulet
        best = -99.0
        for f in (self.flex if n <= BAKE_MAX_BOTTLES else self.flex_many):
            v = x + f
            over = v > T or (self.yonbin and n >= 4) or (self.c.slot == "kyubi" and n <= 1)
            if over:
                u = 0.0 if doll else -self.A
                if self.c.slot == "binbogami" and self.c.marks >= 1 and not doll:
                    u = max(u, -self.M)
            else:
                m = T - v
                g = (2 if m == 0 else 1) + self.bonus + (1 if self.sanbin and n >= 3 else 0)
                worth = g * self.M
                if self.win_at is not None and g >= self.win_at and self.lead + g > 0:
                    worth += 3.0          # this success ends the game with the most marks
                u = self.p_succ(m, v, T) * worth
                if self.weak and not doll and self.c.slot != "manekineko":
                    u -= self.p_weak(m, v, T) * self.A
            best = max(best, u + extra)
        return best


def rival_totals(d, q: int, viewer: int) -> list[tuple[int, bool, float]]:
    """A finished rival's possible judgement totals, one per shikigami it may have placed,
    weighted by how likely a sensible player would have stopped there (it knew its total:
    few challenge far below the oni or over it unless forced). Under 霧鬼 the rival's
    face-down initial bottle is any of the bottles ``viewer`` has not seen, each as
    likely (the determinization's own guess would be a peek at one sampled world)."""
    c = d.cands[q]
    hidden = not (c.slot_up or c.slot is None)
    options = c.hand + [c.slot] if hidden else [c.slot]
    initials = [c.initial]
    if c.initial_down and c.initial is not None and viewer != q:
        initials = unseen_bottles(d, viewer)
    saved, saved_hand, saved_initial, saved_bottles = c.slot, c.hand, c.initial, c.bottles
    T = taikyu(d)
    merged: dict[tuple[int, bool], float] = {}
    n = len(c.bottles)
    four_over = n >= 4 and any(STARS[e[0]].kind == "yonbin" for e in d.stars)
    try:
        for b in initials:
            c.initial = b
            c.bottles = saved_bottles if b == saved_initial else \
                [b if x == saved_initial else x for x in saved_bottles]
            for sid in options:
                c.slot = sid
                if hidden:      # the hand it kept (some shikigami count it)
                    c.hand = [h for h in options if h != sid]
                v = reiryoku(d, q, True)
                forced = four_over or (sid == "kyubi" and n <= 1)
                if not hidden:
                    w = 1.0
                elif v > T:
                    w = 0.2
                else:
                    w = 0.35 ** max(0, (T - 3 - v) / 2)
                merged[(v, forced)] = merged.get((v, forced), 0.0) + w
    finally:
        c.slot, c.hand, c.initial, c.bottles = saved, saved_hand, saved_initial, saved_bottles
    return [(v, forced, w) for (v, forced), w in merged.items()]
