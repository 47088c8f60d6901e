"""A judgement is told in the rules' order (章7-1): each row, the success, the weakest,
the marks gained, then the rest; [裏星の導き]'s exact hits that count as weakest."""
from __future__ import annotations

from game.chobuku.rules.judgement import JudgeEntryView, JudgementView, steps


def entry(seat, reiryoku, success=False, perfect=False, weakest=False, marks=0, over=None):
    return JudgeEntryView(seat, None, reiryoku, (), over, False, success, perfect, weakest, marks,
                          -1 if weakest else 0, ())


def judgement(*entries, taikyu=12):
    return JudgementView(2, taikyu, (), entries, False, False, None, (), ())


def test_rows_then_success_weakest_marks_and_the_rest():
    a, b, c = entry(0, 12, True, True, marks=2), entry(1, 9), entry(2, 4, weakest=True)
    told = steps(judgement(a, b, c))
    assert [s.kind for s in told] == ["row", "row", "row", "success", "weakest", "marks", "final"]
    assert [s.entries for s in told[:3]] == [(a,), (b,), (c,)]
    assert told[3].entries == (a,) and told[3].perfect
    assert told[4].entries == (c,) and told[5].entries == (a,) and told[6].entries == (a, b, c)


def test_no_weakest_and_no_marks_leave_their_steps_out():
    a, b = entry(0, 10, True), entry(1, 14, over="power")
    told = steps(judgement(a, b))
    assert [s.kind for s in told] == ["row", "row", "success", "final"] and not told[2].perfect


def test_an_exact_hit_made_weakest_is_named():
    exact, low = entry(0, 12, weakest=True), entry(1, 3, weakest=True)
    assert judgement(exact, low, entry(2, 11, True)).exact_weakest() == (exact,)
