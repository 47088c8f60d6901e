"""The table's odds overlay, exactly: drawing 1, 2 or 3 bottles, how likely is
霊力超過 (going over) and how likely an exact hit (完全調伏's number)?

:func:`draw_odds` is pure arithmetic over the bottles a seat has not seen (the deck
and the other seats' face-down 霧鬼 bottles): any k of the deck's bottles are, to
that seat, a uniformly random k-subset of those unseen bottles, so the odds are a
hypergeometric sum. Each unseen bottle is given as ``(delta, mask)``: what it adds
to the seat's judgement 霊力 and which conditional bonuses it would switch on
(火車鬼's fire, 雪童子's 0, a 吉凶占い colour); ``bonuses[i]`` is what bit i adds
once. :func:`seat_odds` builds those inputs from a state for one seat (the value is
the judgement value as things stand, with no optional declaration made). The medium
computer uses the same function.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement
from math import comb
from typing import Sequence

from .cards import BOTTLE_COLOUR, BOTTLE_VALUE, STARS
from .model import CHAL
from .power import bottle_power, has_colour, has_star, reiryoku, sealed_colour, taikyu


@dataclass(frozen=True, slots=True)
class Odds:
    """Drawing ``k`` bottles: probability of going over / of an exact hit / of ending
    under; ``mean`` is the expected 霊力 afterwards."""
    k: int
    p_over: float
    p_exact: float
    p_under: float
    mean: float


def outcomes(base: int, unseen: Sequence[tuple], bonuses: Sequence[int], k: int):
    """Every way of drawing ``k`` of ``unseen``, grouped: yields (霊力 after, weight, sixes)
    where weight counts the k-subsets (out of C(len(unseen), k)) and ``sixes`` how many
    of the drawn bottles carry the third flag (a printed 6) when entries have one."""
    classes: dict[tuple, int] = {}
    for dm in unseen:
        classes[dm] = classes.get(dm, 0) + 1
    keys = list(classes)
    for combo in combinations_with_replacement(range(len(keys)), k):
        w = 1
        delta = 0
        mask = 0
        sixes = 0
        prev = -1
        run = 0
        for i in combo:
            key = keys[i]
            delta += key[0]
            mask |= key[1]
            if len(key) > 2:
                sixes += key[2]
            run = run + 1 if i == prev else 1
            prev = i
            # multiplicity C(c, r), built one factor at a time (always an integer)
            w = w * (classes[key] - run + 1) // run
        if w == 0:
            continue
        value = base + delta
        bit = 0
        while mask >> bit:
            if mask >> bit & 1:
                value += bonuses[bit]
            bit += 1
        yield value, w, sixes


_SUMS: dict[tuple, tuple] = {}


def draw_sums(unseen: Sequence[tuple], k: int, bonuses: Sequence[int] = ()) -> tuple[tuple[int, int, bool], ...]:
    """:func:`outcomes` from 0, merged by (霊力 added, any printed 6): what a look-ahead
    or a draw's value needs, a few dozen rows instead of every combination. Cached by
    the multiset of ``unseen`` and the bonuses (the computer asks about the same few
    multisets again and again, in world after world)."""
    classes: dict[tuple, int] = {}
    for dm in unseen:
        classes[dm] = classes.get(dm, 0) + 1
    key = (k, tuple(bonuses), tuple(sorted(classes.items())))
    rows = _SUMS.get(key)
    if rows is None:
        merged: dict[tuple[int, bool], int] = {}
        for value, w, sixes in outcomes(0, unseen, bonuses, k):
            m = (value, sixes > 0)
            merged[m] = merged.get(m, 0) + w
        rows = tuple((v, w, six) for (v, six), w in sorted(merged.items()))
        if len(_SUMS) > 50_000:     # a long session's playouts: keep memory bounded
            _SUMS.clear()
        _SUMS[key] = rows
    return rows


def draw_odds(base: int, limit: int, n_bottles: int, unseen: Sequence[tuple],
              bonuses: Sequence[int] = (), over_at_least: int | None = None,
              over_at_most: int | None = None, kmax: int = 3) -> tuple[Odds, ...]:
    """Odds of drawing 1..``kmax`` of the ``unseen`` bottles (never more than there are).

    ``base`` = 霊力 now, ``limit`` = 鬼体力; ``n_bottles`` = bottles held now;
    ``unseen`` = ``(delta, mask)`` per bottle; ``over_at_least`` / ``over_at_most`` =
    bottle counts that count as over ([四瓶の禁忌] 4, 九尾 1).
    """
    n = len(unseen)
    out = []
    for k in range(1, min(kmax, n) + 1):
        total = comb(n, k)
        over = exact = 0
        mean = 0.0
        count = n_bottles + k
        count_over = ((over_at_least is not None and count >= over_at_least)
                      or (over_at_most is not None and count <= over_at_most))
        for value, w, _six in outcomes(base, unseen, bonuses, k):
            mean += w * value
            if count_over or value > limit:
                over += w
            elif value == limit:
                exact += w
        out.append(Odds(k, over / total, exact / total, (total - over - exact) / total, mean / total))
    return tuple(out)


def unseen_bottles(s, p: int | None) -> list[str]:
    """Bottles seat ``p`` has not seen: the deck and the others' face-down bottles."""
    out = list(s.bottle_deck)
    for q, c in enumerate(s.cands):
        if q != p and c.initial_down and c.initial is not None:
            out.append(c.initial)
    return out


def seat_inputs(s, p: int):
    """(base, limit, n_bottles, unseen, bonuses, over_at_least, over_at_most) for seat ``p``,
    judged as if ``p`` challenges now with no optional declaration."""
    c = s.cands[p]
    sealed = sealed_colour(s)
    base = reiryoku(s, p, True)
    if c.status != CHAL:   # 吉凶占い on p counts once p challenges
        for card, _user, target, value in s.stars:
            st = STARS[card]
            if st.kind == "kikkyo" and target == p and has_colour(s, p, st.colour):
                base += value
    per_bottle = 1 if (c.slot == "tsukumokagami") else 0
    bits: list[tuple[str, int]] = []      # (condition, bonus)
    if s.oni == "kashaki" and not any(BOTTLE_COLOUR[b] == "ka" for b in c.bottles):
        bits.append(("ka", 2))
    if (c.slot == "yukiwarashi" and sealed != "sui"
            and not any(BOTTLE_VALUE[b] == 0 for b in c.bottles)):
        bits.append(("zero", 3))
    for card, _user, target, value in s.stars:
        st = STARS[card]
        if st.kind == "kikkyo" and target == p and not has_colour(s, p, st.colour):
            bits.append((st.colour, value))
    unseen = []
    for b in unseen_bottles(s, p):
        col = BOTTLE_COLOUR[b]
        d = bottle_power(s, b, sealed) + per_bottle - (1 if s.oni == "suiki" and col == "sui" else 0)
        m = 0
        for i, (cond, _bonus) in enumerate(bits):
            if cond == col or (cond == "zero" and BOTTLE_VALUE[b] == 0):
                m |= 1 << i
        unseen.append((d, m, 1 if BOTTLE_VALUE[b] == 6 else 0))
    return (base, taikyu(s), len(c.bottles), unseen, tuple(b for _, b in bits),
            4 if has_star(s, "yonbin") else None, 1 if c.slot == "kyubi" else None)


def seat_odds(s, p: int, kmax: int = 3) -> tuple[Odds, ...]:
    """The overlay's odds for seat ``p``: draws of 1..3 (never more than the deck holds)."""
    base, limit, n, unseen, bonuses, lo, hi = seat_inputs(s, p)
    kmax = min(kmax, len(s.bottle_deck))
    return draw_odds(base, limit, n, unseen, bonuses, lo, hi, kmax)
