"""Bench section ``tables``: each game table's frame times in a busy sequence.

For every game whose table module offers ``bench_sequence(app, seed, frames)``
(a generator that yields -1 once loaded, then once per frame), frames are
timed headless at 1280×720 with animations at normal speed:
``<game>.table.frame_ms.p50/p99/max`` (goal p99 ≤ 8 ms).
"""
from __future__ import annotations

import argparse
import importlib
import os
import time

FRAME_GOAL_MS = 8.0


def _percentile(sorted_ms: list[float], q: float) -> float:
    return sorted_ms[min(len(sorted_ms) - 1, int(q * len(sorted_ms)))]


def main(report, args: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.bench tables")
    parser.add_argument("--frames", type=int,
                        default=int(os.environ.get("FUDABA_BENCH_FRAMES", "600")))
    parser.add_argument("--seed", type=int, default=7)
    opts, _ = parser.parse_known_args(args)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App
    from game.games import GAMES
    for info in GAMES:
        if not info.playable:
            continue
        table = importlib.import_module(info.table_module)
        seq = getattr(table, "bench_sequence", None)
        if seq is None:
            continue
        app = App(headless=True)
        frames: list[float] = []
        last = None
        for i in seq(app, opts.seed, opts.frames):
            now = time.perf_counter()
            if i >= 0 and last is not None:
                frames.append((now - last) * 1000.0)
            last = now
        if not frames:
            continue
        frames.sort()
        name = f"{info.code}.table.frame_ms"
        report.add(f"{name}.p50", _percentile(frames, 0.50), "ms")
        report.add(f"{name}.p99", _percentile(frames, 0.99), "ms", FRAME_GOAL_MS)
        report.add(f"{name}.max", frames[-1], "ms")
        report.add(f"{info.code}.table.frames", len(frames), "frames")
