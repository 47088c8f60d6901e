"""The review after a game (issue #38): the coach asked at every decision of one seat,
and the three moments where its estimate of the seat's chance fell the most."""
from __future__ import annotations

import random

from game.engine.ai import decide
from game.engine.coach import coach_agent
from game.engine.record import GameRecord
from game.engine.review import Review, decisions, turning_points
from game.engine.thinker import InlineThinker
from game.fujin.rules import FujinState
from game.fujin.rules.ai import make_agent
from game.fujin.rules.ai.coach import COACH


def tiny_coach(level: str = "review"):
    """The review's coach with a search small enough for a test."""
    return coach_agent(COACH, level, iterations=12, time_budget=None, worlds=1)


def test_turning_points_are_the_largest_falls_to_the_next_decision():
    series = [(0, 0.5), (2, 0.75), (4, 0.25), (6, 0.5), (8, 0.125), (10, 0.375), (12, 0.25)]
    # falls: 2 → 0.5, 6 → 0.375, 10 → 0.125, and the last decision to the loss, 12 → 0.25
    assert turning_points(series, final=0.0) == [(2, 0.5), (6, 0.375), (12, 0.25)]
    assert turning_points([(0, 0.2), (1, 0.6)], final=1.0) == []     # only rises: no drop


def _record(plies: int = 36) -> GameRecord:
    rec = GameRecord("fujin", FujinState, 8, {})
    agent, rng = make_agent("medium"), random.Random(8)
    while len(rec) < plies and not rec.state.is_over():
        rec.apply(decide(agent, rec.state, rec.state.to_move(), rng))
    return rec


def test_the_review_names_the_three_largest_drops_of_the_estimate():
    rec = _record()
    review = Review(rec, 0, "tests.engine.test_review:tiny_coach", InlineThinker(slice_seconds=1.0)).run()
    assert review.error is None and review.progress == 1.0
    assert set(review.advice) == set(decisions(rec, 0))
    series = review.series()
    assert len(series) >= 4
    # the drops, counted here on their own: estimate at a decision minus at the next
    drops = {}
    for k, (i, est) in enumerate(series):
        nxt = series[k + 1][1] if k + 1 < len(series) else review.final()
        drops[i] = est - nxt
    expected = sorted((i for i in drops if drops[i] > 0), key=lambda i: (-drops[i], i))[:3]
    moments = review.moments()
    assert [m.index for m in moments] == expected
    for m in moments:
        assert m.played == rec.actions[m.index]
        assert abs(m.drop - drops[m.index]) < 1e-9
        position = rec.replay(upto=m.index)
        assert position.to_move() == 0
        assert m.preferred in {a.text() for a in position.legal_actions()}
        assert m.advice.best.en
