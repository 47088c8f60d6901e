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


def _series(monkeypatch, results, label="4p"):
    from types import SimpleNamespace
    from game.bench import Report
    from game.bench import ai as bench_ai
    from game.engine.options import LabSetup
    monkeypatch.setattr(bench_ai, "run_jobs", lambda jobs, processes, progress=None, **_kw: results)
    report = Report(echo=False)
    opts = SimpleNamespace(games=len(results), seed=0, jobs=1, quiet=True)
    bench_ai._setup_series(report, "chobuku", LabSetup(label), [("hard", "medium")], opts, {})
    return report.figures


def _game(seed, seat_a, score, win, split):
    return {"pair": ("hard", "medium"), "seed": seed, "seat_a": seat_a, "score_a": score,
            "win_a": win, "seats_a": (seat_a, seat_a + 2), "split": split, "reason": "stars",
            "rounds": 5, "thinks": {"hard": [], "medium": []}}


def test_every_seat_for_itself_is_judged_by_the_share_of_the_wins(monkeypatch):
    """鬼調伏 at four: the two hard seats play for themselves (one may win while the other
    loses), so the head-to-head goal (0.75) does not apply; being clearly ahead does, the
    lower end of the paired win-share interval at 0.50 or above."""
    rs = [_game(s, a, 0.5, 0.75 if (s + a) % 2 else 0.5, True) for s in range(10) for a in (0, 1)]
    figs = _series(monkeypatch, rs)
    assert figs["chobuku.4p.ai.hard_vs_medium.winrate"].goal is None
    lo = figs["chobuku.4p.ai.hard_vs_medium.win_share.paired_lo95"]
    assert lo.goal == 0.5 and lo.value > 0.5
    # partners who always share their fate (a 2-vs-2 team game): the duel's goal stands
    teams = [_game(s, a, 1.0 if a == 0 else 0.0, 1.0 if a == 0 else 0.0, False)
             for s in range(10) for a in (0, 1)]
    figs = _series(monkeypatch, teams)
    assert figs["chobuku.4p.ai.hard_vs_medium.winrate"].goal == 0.75
    assert figs["chobuku.4p.ai.hard_vs_medium.winrate.lo95"].goal == 0.70
    assert figs["chobuku.4p.ai.hard_vs_medium.win_share.paired_lo95"].goal is None


def test_a_series_run_again_with_its_results_file_plays_only_the_missing_games(monkeypatch, tmp_path):
    """A long series (hours for the search levels) is stopped and resumed: the games its
    results file holds for this game, set-up and caps count, and only the others are played."""
    import json
    from types import SimpleNamespace
    from game.bench import Report
    from game.bench import ai as bench_ai
    from game.engine.options import LabSetup
    path = tmp_path / "series.jsonl"
    old = [dict(_game(s, a, 1.0, 1.0, False), game="chobuku", options={}, caps=False)
           for s in range(3) for a in (0, 1)]
    other = [dict(_game(9, 0, 0.0, 0.0, False), game="fujin", options={}, caps=False),
             dict(_game(3, 0, 0.0, 0.0, False), game="chobuku", options={}, caps=True)]
    path.write_text("".join(json.dumps(r) + "\n" for r in old + other), encoding="utf-8")
    played = []

    def run(jobs, processes, progress=None, **_kw):
        played.extend(jobs)
        return [dict(_game(j[3], j[4], 0.0, 0.0, False)) for j in jobs]
    monkeypatch.setattr(bench_ai, "run_jobs", run)
    report = Report(echo=False)
    opts = SimpleNamespace(games=10, seed=0, jobs=1, quiet=True, results=str(path), caps=False)
    bench_ai._setup_series(report, "chobuku", LabSetup(""), [("hard", "medium")], opts, {})
    assert [(j[3], j[4]) for j in played] == [(s, a) for s in range(3, 5) for a in (0, 1)]
    figs = report.figures
    assert figs["chobuku.ai.hard_vs_medium.games"].value == 10
    assert abs(figs["chobuku.ai.hard_vs_medium.winrate"].value - 0.6) < 1e-9


def test_a_co_op_series_reports_the_score_over_the_games_that_told_the_levels_apart(monkeypatch):
    """ハクスラ: an end both seats share (the team down in the co-op battles) counts as a
    draw in the head-to-head score; the bench also reports the score over the other games."""
    rs = [dict(_game(s, a, 0.5, 0.0, False), shared=True) for s in range(3) for a in (0, 1)]
    rs += [dict(_game(s, a, 1.0 if s % 4 else 0.0, 0.0, False), shared=False) for s in range(3, 7) for a in (0, 1)]
    figs = _series(monkeypatch, rs, label="")
    assert figs["chobuku.ai.hard_vs_medium.shared_ends"].value == 6
    assert abs(figs["chobuku.ai.hard_vs_medium.winrate"].value - (3 + 6) / 14) < 1e-4
    assert abs(figs["chobuku.ai.hard_vs_medium.winrate_apart"].value - 6 / 8) < 1e-4
    lo, hi = wilson(6, 8)
    assert abs(figs["chobuku.ai.hard_vs_medium.winrate_apart.lo95"].value - lo) < 1e-4
    assert abs(figs["chobuku.ai.hard_vs_medium.winrate_apart.hi95"].value - hi) < 1e-4
