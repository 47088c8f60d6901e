"""The ``tables`` bench: per-frame best of several passes of a deterministic sequence."""
import pytest

from game.bench import tables


class Report:
    def __init__(self):
        self.figures = {}

    def add(self, name, value, unit, goal=None, higher_is_better=False):
        self.figures[name] = (value, goal)


def _fake_sequence(passes_ms):
    """A bench_sequence whose frames 'take' the given times (one list per pass)."""
    clock = {"t": 0.0}
    runs = iter(passes_ms)

    def seq(app, seed, frames):
        times = next(runs)
        yield -1
        for i, ms in enumerate(times):
            clock["t"] += ms / 1000.0
            yield i
    return seq, clock


def test_a_pause_in_one_pass_does_not_count_but_a_slow_frame_in_every_pass_does(monkeypatch):
    seq, clock = _fake_sequence([[3, 30, 3, 12], [3, 3, 3, 12], [30, 3, 3, 12]])
    monkeypatch.setattr(tables.time, "perf_counter", lambda: clock["t"])
    best = [min(ts) for ts in zip(*(tables._one_pass(seq, lambda: None, 1, 4) for _ in range(3)))]
    assert best == pytest.approx([3, 3, 3, 12])


def test_the_real_sequences_are_deterministic_and_reported(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr(tables, "_noise_ratio", lambda rounds=300: 1.0)
    report = Report()
    tables.main(report, ["--frames", "30", "--passes", "2"])
    for code in ("fujin", "hakusura", "zintrigger", "chobuku"):
        value, goal = report.figures[f"{code}.table.frame_ms.p99"]
        assert goal == tables.FRAME_GOAL_MS and value > 0
        assert report.figures[f"{code}.table.frames"][0] == 30
        assert report.figures[f"{code}.table.frame_ms.p99_one_pass"][0] >= value * 0.5
    assert "tables.noise_p99_over_p50" in report.figures
