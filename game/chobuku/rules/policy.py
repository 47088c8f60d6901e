"""The computer's policies, as functions of a determinized copy ``d`` and the seat ``p``.

Only what the seat may know is read from ``d``: its own pieces, public ones, and the
multiset of unseen bottles (identical in every determinization). ``easy_action`` is a
threshold player; ``medium_action`` values each choice by expected 継承印 gained and
護符 lost with the exact draw distribution (odds.py) and a short look-ahead;
``fast_action`` is the cheap policy of the hard search's playouts outside turn
decisions.
"""
from __future__ import annotations

import random
from math import comb

from .actions import Challenge, Declare, Draw, Fortune, Retreat, SetShiki, Swap
from .cards import BOTTLE_COLOUR, BOTTLE_VALUE, STARS, shiki
from .flow import is_last_prep
from .model import CHAL, OUT, PREP, RET
from .lookahead import _hist, _look_memo, lookahead
from .odds import draw_sums, outcomes, seat_inputs, unseen_bottles
from .power import (bottle_power, goshuin_eligible, has_colour, reiryoku, retreat_outcome, sealed_colour,
                    shiki_power, star_users, taikyu)

# chance that the candidate closest below 鬼体力 at this margin subdues it, against one rival
P_SUCC = (0.97, 0.86, 0.72, 0.56, 0.43, 0.33, 0.25, 0.19, 0.14, 0.1)
P_WEAK = (0.0, 0.1, 0.3, 0.5, 0.65, 0.75, 0.8, 0.85, 0.85, 0.85)
# worth of a card to the one who uses it, before its effect on the user's own numbers
CARD_BONUS = {"kikkyo": 0.1, "fukumon": 0.08, "sanshumon": 0.08, "goshuin": 0.1, "hoshiawase": 0.15,
              "kotai": 0.0, "shikyu": -0.05, "urabosi": 0.0}
# a shikigami's worth kept back per point of its value (it rests next round);
# measured against other values in docs/ai-chobuku.md
SHIKI_RESERVE = 0.02


# ------------------------------------------------------------------ standings
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
        flex = {0}
        if c.slot == "bakegitsune":
            flex |= {3}
        if p in star_users(d, "hoshiawase"):
            flex = {f + e for f in flex for e in (-1, 0, 1)}
        if any(e[0] == "goshuin" for e in d.stars) and goshuin_eligible(d, p):
            flex = flex | {f + 2 for f in flex}
        self.flex = tuple(sorted(flex))
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
        for f in self.flex:
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


# ------------------------------------------------------------------ medium
def _x(d, p: int) -> int:
    """The seat's judgement 霊力 as if it challenged now (its 吉凶占い included)."""
    return seat_inputs(d, p)[0]


def card_worth(ctx: Ctx, card: str, x: int, n: int) -> float:
    """Worth of challenging now while using ``card`` (its effect on the user's numbers)."""
    d, p = ctx.d, ctx.p
    k = STARS[card].kind
    base = ctx.stop(x, n)
    if k in ("takaburi", "shizume"):
        return ctx.stop(x, n, T=max(1, ctx.T + (2 if k == "takaburi" else -2)))
    if k == "migawari":
        return ctx.stop(x, n, doll=True)
    if k == "kakurega":
        return ctx.gain_amulet + 0.05
    if k == "sanbin":
        return ctx.stop(x, n, extra=0.0) + (0.5 * ctx.M if n >= 3 and x <= ctx.T else 0.0)
    if k == "yonbin":
        if n >= 4:
            return ctx.stop(x, n, extra=0.0) if ctx.doll else -ctx.A
        rivals4 = sum(1 for q, c in enumerate(d.cands) if q != p and c.status in (PREP, CHAL) and len(c.bottles) >= 3)
        return base + 0.15 * rivals4
    if k == "kikkyo":
        col = STARS[card].colour
        if has_colour(d, p, col):
            return max(base, ctx.stop(x + 2, n), ctx.stop(x - 2, n)) + 0.05
        return base + 0.1
    if k == "fuji" and d.seal is not None:
        sealed = BOTTLE_COLOUR[d.seal]
        loss = sum(BOTTLE_VALUE[b] + (1 if d.oni == "kobuki" else 0) for b in ctx.c.bottles
                   if BOTTLE_COLOUR[b] == sealed)
        if ctx.c.slot is not None:
            sc = shiki(ctx.c.chara, ctx.c.slot).colour
            if sc == sealed or sc == "all":
                loss += _shiki_part(d, p)
        return ctx.stop(x - loss, n)
    if k == "hikitori":
        opts = [b for b in ctx.c.bottles if BOTTLE_VALUE[b] <= 3]
        return max([base] + [ctx.stop(x - _bp(d, b), n - 1) for b in opts])
    if k == "kokan" and d.bottle_deck and ctx.c.bottles:
        hist = _hist(seat_inputs(d, p)[3])
        best = base
        for b in set(ctx.c.bottles):
            x0 = x - _bp(d, b)
            ev = sum(w * ctx.stop(v, n) for v, w, _s in outcomes(x0, hist, (), 1)) / len(hist)
            best = max(best, ev)
        return best
    if k == "shikyu" and len(d.bottle_deck) >= 1:
        hist = _hist(seat_inputs(d, p)[3])
        return sum(w * ctx.stop(v, n + 1) for v, w, _s in outcomes(x, hist, (), 1)) / len(hist)
    if k == "urabosi":
        return base + (0.25 if ctx.T - x >= 3 else -0.3)
    return base + CARD_BONUS.get(k, 0.0)


def _bp(d, b: str) -> int:
    return bottle_power(d, b, sealed_colour(d))


def _shiki_part(d, p: int) -> int:
    return shiki_power(d, p, True, None)


def challenge_worth(ctx: Ctx, a: Challenge, x: int, n: int) -> float:
    if a.how == "use":
        return card_worth(ctx, ctx.d.omens[a.slot], x, n)
    if a.how == "discard":
        return ctx.stop(x, n) + 0.02 * STARS_DENY.get(STARS[ctx.d.omens[a.slot]].kind, 1)
    if a.how == "draw":
        return ctx.stop(x, n) + 0.01
    return ctx.stop(x, n)


STARS_DENY = {"kakurega": 3, "migawari": 3, "takaburi": 2, "shizume": 2, "sanbin": 2}


def turn_values(d, p: int, legal, exact: bool = False) -> list[tuple[float, object]]:
    ctx = Ctx(d, p, exact)
    base, T, n, unseen, bonuses, lo, hi = seat_inputs(d, p)
    x = base
    c = ctx.c
    six_now = any(BOTTLE_VALUE[b] == 6 for b in c.bottles)
    hist = _hist(unseen)
    memo = _look_memo(ctx, hist)
    out = []
    for a in legal:
        if isinstance(a, Draw):
            total = comb(len(unseen), a.k)
            ev = 0.0
            for delta, w, six in draw_sums(unseen, a.k, bonuses):
                ev += w * lookahead(ctx, x + delta, n + a.k, six_now or six, hist, 1, memo, ctx.last)
            out.append((ev / total, a))
        elif isinstance(a, Challenge):
            out.append((challenge_worth(ctx, a, x, n), a))
        elif isinstance(a, Retreat):
            ok, _power, _why = retreat_outcome(d, p)
            heal_need = 0 if d.oni == "aooni" else 6
            heal = any(BOTTLE_VALUE[b] == heal_need for b in c.bottles) or c.slot == "tsuraraonna"
            if ok:
                out.append(((ctx.gain_amulet if heal else 0.0) + 0.03, a))
            else:
                out.append((ctx.stop(x, n) - 0.01, a))
    return out


def shiki_values(d, p: int, legal) -> list[tuple[float, object]]:
    """Each shikigami's worth: the look-ahead value of starting the round with it."""
    c = d.cands[p]
    saved = c.slot
    out = []
    for a in legal:
        c.slot = a.shiki
        c.hand.remove(a.shiki)
        try:
            ctx = Ctx(d, p)
            base, T, n, unseen, bonuses, lo, hi = seat_inputs(d, p)
            six = any(BOTTLE_VALUE[b] == 6 for b in c.bottles)
            v = lookahead(ctx, base, n, six, _hist(unseen), 2, {})
            # a high shikigami rests next round: keep a little in reserve
            v -= SHIKI_RESERVE * max(0, shiki(c.chara, a.shiki).value)
        finally:
            c.hand.append(a.shiki)
            c.slot = saved
        out.append((v, a))
    return out


def choose_shiki(d, p: int, legal) -> SetShiki:
    return max(shiki_values(d, p, legal), key=lambda t: t[0])[1]


def declare_choice(d, p: int, legal, exact: bool = False) -> Declare:
    ctx = Ctx(d, p, exact)
    c = d.cands[p]
    what = legal[0].what
    if what == "binbo":
        pay_mark = c.gofu <= 1 or (c.gofu == 2 and c.marks >= 3)
        return next(a for a in legal if a.value == ("mark" if pay_mark else "amulet"))
    best = None
    for a in legal:
        saved = dict(c.decl)
        if what == "goshuin":
            c.decl["goshuin"] = a.value == "yes"
        elif what == "hoshiawase":
            c.decl["hoshiawase"] = int(a.value)
        else:
            c.decl["bake"] = int(a.value)
        x = reiryoku(d, p, True)
        ctx.flex = (0,)
        v = ctx.stop(x, len(c.bottles))
        c.decl = saved
        if best is None or v > best[0]:
            best = (v, a)
    return best[1]


def medium_action(d, p: int, legal, rng: random.Random, exact: bool = False):
    """``exact``: rivals who already challenged are weighed by their possible totals (hard's
    knowledge) instead of the generic table."""
    if len(legal) == 1:
        return legal[0]
    kind = d.pending[0] if d.pending is not None else "turn"
    if kind == "chara":
        return legal[rng.randrange(len(legal))]
    if kind in ("shiki", "repick"):
        return choose_shiki(d, p, legal)
    if kind == "declare":
        return declare_choice(d, p, legal, exact)
    if kind in ("turn", "stars"):
        vals = turn_values(d, p, legal, exact)
        return max(vals, key=lambda t: t[0])[1]
    if kind == "fortune":
        return fortune_choice(d, p, legal)
    if kind == "withdraw":
        ctx = Ctx(d, p)
        x, n = _x(d, p), len(d.cands[p].bottles)
        return max(legal, key=lambda a: ctx.stop(x - _bp(d, a.bottle), n - 1))
    if kind == "exchange":
        ctx = Ctx(d, p)
        x = _x(d, p)
        return max(legal, key=lambda a: ctx.stop(x - _bp(d, a.bottle) + 3, len(d.cands[p].bottles)))
    if kind == "swap":
        return swap_choice(d, p, legal)
    if kind == "flee":
        return max(legal, key=lambda a: STARS_DENY.get(STARS[d.omens[a.slot]].kind, 1))
    return legal[rng.randrange(len(legal))]


def fortune_choice(d, p: int, legal) -> Fortune:
    ctx = Ctx(d, p)
    card = d.stars[d.pending[2]][0]
    col = STARS[card].colour
    x, n = _x(d, p), len(d.cands[p].bottles)
    best = None
    for a in legal:
        if a.who == p:
            v = ctx.stop(x + a.sign, n) if has_colour(d, p, col) else ctx.stop(x, n)
        else:
            o = d.cands[a.who]
            # a face-down initial bottle (霧鬼) is not the seat's to see
            vis = sum(BOTTLE_VALUE[b] for b in o.bottles if not (o.initial_down and b == o.initial))
            # push a strong rival over, or pull it down; a retreated rival is out of reach
            v = ctx.stop(x, n) + (0.0 if o.status == RET else
                                  (0.12 if (a.sign > 0) == (vis >= ctx.T - 6) else 0.04) + 0.02 * o.marks)
        if best is None or v > best[0]:
            best = (v, a)
    return best[1]


def swap_choice(d, p: int, legal) -> Swap:
    x = _x(d, p)
    T = taikyu(d)
    if any(a.who == p for a in legal) and x > T:
        return next(a for a in legal if a.who == p)
    others = [a for a in legal if a.who != p and d.cands[a.who].status == CHAL]
    if others:
        return max(others, key=lambda a: d.cands[a.who].marks)
    return legal[0]
