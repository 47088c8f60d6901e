"""The computer's look-ahead: the worth of a seat's situation when it may still stop,
retreat or draw again (one or two draws deep), over the value-only multiset of the
bottles it has not seen. Its values are kept between decisions (:func:`_look_memo`):
a search asks each seat about the same situation in world after world.
"""
from __future__ import annotations

from math import comb
from typing import TYPE_CHECKING

from ..cards import CHARAS
from ..odds import draw_sums

if TYPE_CHECKING:
    from .standings import Ctx


def _hist(unseen) -> list[tuple]:
    """Value-only classes (no colour bonus) for the look-ahead."""
    return [(dm[0], 0, dm[2]) for dm in unseen]


# Look-ahead values shared between decisions: a search asks the same seat about the same
# situation in world after world (the unseen bottles are the same multiset in every
# determinization), and a look-ahead is most of a playout's time at four seats.
_LOOK: dict[tuple, dict] = {}


def _look_memo(ctx: Ctx, hist: list) -> dict:
    """The look-ahead memo for this seat's numbers and these unseen bottles: keyed by
    everything :meth:`Ctx.stop`, :func:`retreat_worth` and :func:`lookahead` read (the
    unseen bottles as a multiset: their order is the deal's, which a look-ahead ignores)."""
    c = ctx.c
    key = (ctx.T, ctx.doll, ctx.inn, ctx.gain_amulet, ctx.flex, ctx.flex_many, ctx.yonbin, c.slot, c.chara,
           ctx.A, c.marks, ctx.M, ctx.bonus, ctx.sanbin, ctx.win_at, ctx.lead, ctx.rivals,
           ctx.weak, ctx.open_rivals, tuple((par, tuple(t)) for par, t in ctx.finished),
           ctx.can_retreat, ctx.d.oni, ctx.deck, ctx.last, tuple(sorted(hist)))
    memo = _LOOK.get(key)
    if memo is None:
        if len(_LOOK) > 4_000:      # a long session's searches: keep memory bounded
            _LOOK.clear()
        memo = _LOOK[key] = {}
    return memo


def _retreat_heal(ctx: Ctx, x: int, n: int, six: bool) -> float | None:
    """Worth of a retreat that succeeds at ``x`` with ``n`` bottles (a printed 6 heals), or
    None where it would fail and the seat would be judged as if it had challenged."""
    c = ctx.c
    if ctx.d.oni == "sokushitsuki" and x >= 10:
        return None
    shadow = c.slot == "kage" and CHARAS[c.chara].basic and n <= 4
    pipe = c.slot == "kudagitsune" and n <= 3
    if x <= ctx.T or shadow or pipe:
        heal = six or c.slot == "tsuraraonna"
        return (ctx.gain_amulet if heal else 0.0) + 0.03
    return None


def retreat_worth(ctx: Ctx, x: int, n: int, six: bool) -> float:
    v = _retreat_heal(ctx, x, n, six)
    return ctx.stop(x, n) if v is None else v


def lookahead(ctx: Ctx, x: int, n: int, six: bool, hist, depth: int, memo: dict,
              after_draw_last: bool = False) -> float:
    key = (x, n, six, depth, after_draw_last)
    v = memo.get(key)
    if v is not None:
        return v
    best = ctx.stop(x, n)
    if after_draw_last:
        memo[key] = best
        return best
    if ctx.can_retreat:
        # a failed retreat is judged like a challenge: the same worth as ``best``
        v = _retreat_heal(ctx, x, n, six)
        if v is not None and v > best:
            best = v
    if depth > 0 and not (n >= 3 and six) and ctx.deck:
        total_n = len(hist)
        sums = memo.get("sums")     # a memo holds one multiset of unseen bottles
        if sums is None:        # one look-ahead asks for the same few draws again and again
            sums = memo["sums"] = [draw_sums(hist, k) for k in range(1, min(3, total_n) + 1)]
        last = ctx.last
        sub_depth = depth - 1
        get = memo.get
        for k in range(1, min(3, ctx.deck, total_n) + 1):
            ev = 0.0
            nk = n + k
            for delta, w, sixes in sums[k - 1]:
                s6 = six or sixes
                v = get((x + delta, nk, s6, sub_depth, last))
                if v is None:
                    v = lookahead(ctx, x + delta, nk, s6, hist, sub_depth, memo, last)
                ev += w * v
            ev /= comb(total_n, k)
            if ev > best:
                best = ev
    memo[key] = best
    return best
