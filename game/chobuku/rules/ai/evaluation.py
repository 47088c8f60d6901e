"""The hard search's evaluation between rounds: the chance of winning the game from
the standings (継承印, 護符) and the oni still to come.

A round moves the standings by a small joint step (one candidate subdues: +1, +2 on an
exact hit, +3 with a bonus; the over ones lose a 護符; a retreat with a 6 heals one).
``ROUND_STEPS`` is the distribution of (Δmarks, Δ護符) of one seat and one rival per
round, measured in medium self-play (150 two-player games, 80 four-player games). From
it a small dynamic programme gives, for any pair of seats, the chance that the first
finishes ahead of the second when the game ends (章8: 6 marks, a 護符 at 0 or the last
oni; most marks, then most 護符). In two-player games that is the win chance; with more
seats a ranked result's reward is the share of rivals one finishes ahead of, so the
pairwise chances averaged over the rivals estimate it (the other seats' own ends of
the game are ignored).
"""
from __future__ import annotations

from functools import lru_cache

from ..model import MAX_GOFU, OUT, shouhai_key

MARKS = 6          # flow.MARKS_TO_WIN

# (Δmarks me, Δ護符 me, Δmarks rival, Δ護符 rival) → chance per round
ROUND_STEPS = {
    2: {(1, 0, 0, 0): 0.2102, (0, 0, 1, 0): 0.2102, (0, 0, 2, 0): 0.2001, (2, 0, 0, 0): 0.2001,
        (1, 0, 0, -1): 0.0348, (0, -1, 1, 0): 0.0348, (0, 0, 3, 0): 0.0258, (3, 0, 0, 0): 0.0258,
        (2, 0, 0, -1): 0.0151, (0, -1, 2, 0): 0.0151, (0, -1, 0, -1): 0.0067,
        (1, 0, 0, 1): 0.0034, (0, 1, 1, 0): 0.0034, (0, -1, 3, 0): 0.0028, (3, 0, 0, -1): 0.0028},
    4: {(0, -1, 0, -1): 0.0998, (0, -1, 2, 0): 0.0773, (2, 0, 0, -1): 0.0773, (0, -1, 0, 0): 0.0677,
        (0, 0, 0, -1): 0.0677, (2, 0, 0, 0): 0.0514, (0, 0, 2, 0): 0.0514, (2, 0, 2, 0): 0.0455,
        (1, 0, 0, -1): 0.0405, (0, -1, 1, 0): 0.0405, (0, 0, 0, 0): 0.0397, (0, -1, 0, 1): 0.032,
        (0, 1, 0, -1): 0.032, (1, 0, 0, 0): 0.028, (0, 0, 1, 0): 0.028, (1, 0, 1, 0): 0.0259,
        (0, 1, 2, 0): 0.0249, (2, 0, 0, 1): 0.0249, (0, -1, 3, 0): 0.0165, (3, 0, 0, -1): 0.0165,
        (1, 0, 0, 1): 0.0138, (0, 1, 1, 0): 0.0138, (0, 0, 0, 1): 0.0134, (0, 1, 0, 0): 0.0134,
        (0, 1, 0, 1): 0.0113, (0, 0, 3, 0): 0.0086, (3, 0, 0, 0): 0.0086, (3, 0, 3, 0): 0.005,
        (2, 0, 3, 0): 0.004, (3, 0, 2, 0): 0.004, (0, 1, 3, 0): 0.0033, (3, 0, 0, 1): 0.0033,
        (2, 0, 1, 0): 0.0033, (1, 0, 2, 0): 0.0033},
}
# chance per round that a seat on its last 護符 loses it (ending the game for everyone)
P_LAST = {2: 0.06, 4: 0.33}


def _normalised(steps: dict) -> tuple:
    tot = sum(steps.values())
    return tuple((k, v / tot) for k, v in steps.items())


@lru_cache(maxsize=None)
def _steps(n: int) -> tuple:
    return _normalised(ROUND_STEPS.get(n, ROUND_STEPS[max(k for k in ROUND_STEPS if k <= max(n, 2))]))


def _final(m0: int, g0: int, m1: int, g1: int) -> float:
    a, b = shouhai_key(m0, g0), shouhai_key(m1, g1)
    return 1.0 if a > b else 0.5 if a == b else 0.0


TOP = MARKS + 2    # marks beyond the goal never matter more than this
ROUNDS = 10        # 10 oni per game: never more rounds than this


@lru_cache(maxsize=None)
def _table(n: int, hazard: int) -> list:
    """``t[r][m0][g0][m1][g1]``: :func:`ahead` for every standing, built round by round."""
    steps = _steps(n)
    h = hazard / 20.0
    fin = [[[[_final(m0, g0, m1, g1) for g1 in range(MAX_GOFU + 1)] for m1 in range(TOP + 1)]
            for g0 in range(MAX_GOFU + 1)] for m0 in range(TOP + 1)]
    tables = [fin]
    for _r in range(ROUNDS):
        prev = tables[-1]
        cur = [[[row[:] for row in a] for a in b] for b in fin]
        for m0 in range(MARKS):
            for g0 in range(1, MAX_GOFU + 1):
                for m1 in range(MARKS):
                    for g1 in range(1, MAX_GOFU + 1):
                        v = 0.0
                        for (dm0, dg0, dm1, dg1), w in steps:
                            a, b = min(TOP, m0 + dm0), min(TOP, m1 + dm1)
                            ga = max(0, min(MAX_GOFU, g0 + dg0))
                            gb = max(0, min(MAX_GOFU, g1 + dg1))
                            nxt = prev[a][ga][b][gb]
                            if h:
                                nxt = h * fin[a][ga][b][gb] + (1 - h) * nxt
                            v += w * nxt
                        cur[m0][g0][m1][g1] = v
        tables.append(cur)
    return tables


def ahead(n: int, m0: int, g0: int, m1: int, g1: int, rounds: int, hazard: int = 0) -> float:
    """Chance that a seat at (m0, g0) ends ahead of a rival at (m1, g1) (a tie counts a
    half) with ``rounds`` rounds still to play, ``n`` seats at the table; ``hazard`` is
    the per-round chance (in twentieths) that a third seat ends the game."""
    t = _table(n, max(0, min(20, hazard)))
    r = max(0, min(ROUNDS, rounds))
    return t[r][min(TOP, max(0, m0))][max(0, min(MAX_GOFU, g0))][min(TOP, max(0, m1))][max(0, min(MAX_GOFU, g1))]


def warm() -> None:
    """Build the common tables (two seats; more seats without a third-seat hazard)."""
    _table(2, 0)
    _table(4, 0)


def rounds_left(s) -> int:
    """Rounds still to play after the current one's judgement, as seen between rounds
    (the cut-off is the start of the next round, whose oni has appeared)."""
    return len(s.oni_deck) + 1


def standings_value(s, player: int) -> float:
    """The estimated reward of ``player`` from the standings of an unfinished game."""
    r = s.result()
    if r is not None:
        return r.reward(player)
    me = s.cands[player]
    if me.status == OUT:
        return 0.0
    left = rounds_left(s)
    n = 2 if s.n <= 2 else 4
    vals = []
    for q, c in enumerate(s.cands):
        if q == player:
            continue
        if c.status == OUT:
            vals.append(1.0)
            continue
        keep = 1.0             # the others on their last 護符 may end the game any round
        for r, o in enumerate(s.cands):
            if r != player and r != q and o.status != OUT and o.gofu == 1:
                keep *= 1.0 - P_LAST[n]
        vals.append(ahead(n, me.marks, me.gofu, c.marks, c.gofu, left, round(20 * (1.0 - keep))))
    return sum(vals) / len(vals) if vals else 0.5
