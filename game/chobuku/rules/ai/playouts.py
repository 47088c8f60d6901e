"""The cheap policies: ``easy_action`` (a threshold player), ``greedy_action`` (one-step
odds, used for experiments), ``fast_action`` (the hard search's playouts outside turn
decisions) and ``scripted`` (decisions hard leaves to medium's judgement)."""
from __future__ import annotations

import random
from math import comb

from ..actions import Challenge, Draw, Retreat
from ..cards import BOTTLE_VALUE, STARS, shiki
from .lookahead import _hist, retreat_worth
from ..odds import outcomes, seat_inputs
from .policy import Ctx, _x, card_worth, challenge_worth, declare_choice, medium_action
from ..power import reiryoku, retreat_outcome, taikyu


# ------------------------------------------------------------------ easy and the playouts
def easy_action(d, p: int, legal, rng: random.Random):
    if len(legal) == 1:
        return legal[0]
    kind = d.pending[0] if d.pending is not None else "turn"
    if kind in ("turn",):
        x = reiryoku(d, p, False)
        T = taikyu(d)
        draws = {a.k: a for a in legal if isinstance(a, Draw)}
        if x <= T - 7 and 2 in draws:
            return draws[2]
        if x <= T - 4 and 1 in draws:
            return draws[1]
        ch = [a for a in legal if isinstance(a, Challenge)]
        rt = [a for a in legal if isinstance(a, Retreat)]
        if rt and (x > T or (not draws and x <= T - 5)):
            return rt[0]
        return ch[0] if ch else legal[0]
    if kind == "declare":
        return legal[0]
    return legal[rng.randrange(len(legal))]


def _greedy_turn(d, p: int, legal, ctx: Ctx | None = None, exact: bool = False):
    """One-step expected value: stop now (challenge / retreat) against drawing 1 or 2 and
    then stopping, over the value-only distribution of the unseen bottles."""
    ctx = ctx or Ctx(d, p, exact)
    base, T, n, unseen, bonuses, lo, hi = seat_inputs(d, p)
    x = base
    hist = _hist(unseen)
    best_v, best_a = -99.0, None
    draws = {}
    for a in legal:
        if isinstance(a, Draw):
            draws[a.k] = a
        elif isinstance(a, Retreat):
            ok = retreat_outcome(d, p)[0]
            v = (ctx.gain_amulet if ok and any(BOTTLE_VALUE[b] == 6 for b in ctx.c.bottles) else 0.0) + 0.03 \
                if ok else ctx.stop(x, n) - 0.01
            if v > best_v:
                best_v, best_a = v, a
        elif isinstance(a, Challenge) and a.how != "use":
            v = ctx.stop(x, n) + (0.01 if a.how == "draw" else 0.0)
            if v > best_v:
                best_v, best_a = v, a
        elif isinstance(a, Challenge):
            kind = STARS[d.omens[a.slot]].kind
            if kind in ("migawari", "takaburi", "shizume", "kakurega", "sanbin", "yonbin", "hikitori"):
                v = card_worth(ctx, d.omens[a.slot], x, n)
                if v > best_v:
                    best_v, best_a = v, a
    if hist:
        for k, a in draws.items():
            if k > 2:
                continue
            total = comb(len(hist), k)
            ev = 0.0
            for value, w, _s in outcomes(x, hist, (), k):
                v = ctx.stop(value, n + k)
                if ctx.can_retreat and not ctx.last and value > ctx.T:
                    v = max(v, retreat_worth(ctx, value, n + k, False))
                ev += w * v
            ev /= total
            if ev > best_v:
                best_v, best_a = ev, a
    return best_a if best_a is not None else legal[0]


def fast_action(d, p: int, legal, rng: random.Random):
    """A cheap, sensible policy for the search's playouts (greedy one-step values)."""
    if len(legal) == 1:
        return legal[0]
    kind = d.pending[0] if d.pending is not None else "turn"
    if kind in ("turn", "stars"):
        return _greedy_turn(d, p, legal)
    if kind in ("shiki", "repick"):
        c = d.cands[p]
        best = None
        for a in legal:
            c.slot = a.shiki
            x = _x(d, p)
            c.slot = None
            v = -abs(taikyu(d) - 6 - x) - 0.3 * max(0, shiki(c.chara, a.shiki).value)
            if best is None or v > best[0]:
                best = (v, a)
        return best[1]
    if kind == "declare":
        return declare_choice(d, p, legal)
    return legal[rng.randrange(len(legal))]


def greedy_action(d, p: int, legal, rng: random.Random):
    """Risk-aware but myopic: exact odds of the next draw only, no rival modelling."""
    if len(legal) == 1:
        return legal[0]
    kind = d.pending[0] if d.pending is not None else "turn"
    if kind in ("turn", "stars"):
        ctx = Ctx(d, p)
        base, T, n, unseen, bonuses, lo, hi = seat_inputs(d, p)
        best = None
        for a in legal:
            if isinstance(a, Challenge):
                v = challenge_worth(ctx, a, base, n)
            elif isinstance(a, Retreat):
                ok = retreat_outcome(d, p)[0]
                v = 0.03 if ok else ctx.stop(base, n) - 0.01
            else:
                total = comb(len(unseen), a.k)
                v = sum(w * ctx.stop(value, n + a.k) for value, w, _s in outcomes(base, unseen, bonuses, a.k)) / total
            if best is None or v > best[0]:
                best = (v, a)
        return best[1]
    if kind in ("shiki", "repick"):
        return fast_action(d, p, legal, rng)
    return medium_action(d, p, legal, rng)


def scripted(d, p: int, legal, rng: random.Random):
    """Decisions the hard search leaves to medium's judgement (or forced ones)."""
    if len(legal) == 1:
        return legal[0]
    kind = d.pending[0] if d.pending is not None else "turn"
    if kind in ("chara", "declare", "flee", "withdraw", "exchange", "fortune", "swap"):
        return medium_action(d, p, legal, rng)
    return None

