"""The benchmark's intervals: from the deals of the duplicate format, not single games."""
from __future__ import annotations

from game.bench.ai import paired_interval, wilson


def test_paired_interval_counts_each_deal_once_and_cancels_its_luck():
    """Each deal is played twice with the seats swapped. A lucky deal gives both games a
    high score for level A, an unlucky one low: the luck cancels inside the deal, so the
    deal means (all 0.6 here) have no spread and the interval is tight, where Wilson's,
    counting each game as a coin toss, is not."""
    rs = []
    for seed in range(50):
        luck = 0.35 if seed % 2 else -0.35
        rs += [{"seed": seed, "s": 0.6 + luck}, {"seed": seed, "s": 0.6 - luck}]
    mean, lo, hi = paired_interval(rs, "s")
    assert abs(mean - 0.6) < 1e-9 and hi - lo < 1e-9
    wlo, whi = wilson(sum(r["s"] for r in rs), len(rs))
    assert whi - wlo > 0.15


def test_paired_interval_widens_with_the_spread_between_deals():
    rs = [{"seed": s, "s": (1.0 if s % 2 else 0.0)} for s in range(40) for _ in range(2)]
    mean, lo, hi = paired_interval(rs, "s")
    assert abs(mean - 0.5) < 1e-9 and lo < 0.4 and hi > 0.6
    assert paired_interval([], "s") == (0.0, 0.0, 1.0)
    assert paired_interval([{"seed": 1, "s": 0.7}], "s") == (0.7, 0.0, 1.0)
