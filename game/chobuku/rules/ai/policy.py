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

from ..actions import Challenge, Declare, Draw, Fortune, Retreat, SetShiki, Swap
from ..cards import BOTTLE_COLOUR, BOTTLE_VALUE, STARS, shiki
from ..model import CHAL, PREP, RET
from .lookahead import _hist, _look_memo, lookahead
from ..odds import draw_sums, outcomes, seat_inputs
from ..power import bottle_power, has_colour, reiryoku, retreat_outcome, sealed_colour, shiki_power, taikyu
from .standings import Ctx

# worth of a card to the one who uses it, before its effect on the user's own numbers
CARD_BONUS = {"kikkyo": 0.1, "fukumon": 0.08, "sanshumon": 0.08, "goshuin": 0.1, "hoshiawase": 0.15,
              "kotai": 0.0, "shikyu": -0.05, "urabosi": 0.0}
# a shikigami's worth kept back per point of its value (it rests next round);
# measured against other values in docs/ai-chobuku.md
SHIKI_RESERVE = 0.02


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
        ctx.flex = ctx.flex_many = (0,)
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
