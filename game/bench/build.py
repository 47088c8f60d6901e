"""Bench section ``build``: the desktop bundle's size and frozen start-up.

Reported only when a bundle exists (``make dist`` → ``dist/fudaba``, or
``--dist PATH``); the source run's start-up is the ``startup`` section's
figure, printed beside it.
"""
from __future__ import annotations

import argparse

from game.bench_build import measure_frozen

BUNDLE_GOAL_MB = 70.0
FROZEN_STARTUP_GOAL_S = 0.8


def main(report, args: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.bench build")
    parser.add_argument("--dist", default="dist/fudaba")
    parser.add_argument("--runs", type=int, default=3)
    opts, _ = parser.parse_known_args(args)
    result = measure_frozen(opts.dist, runs=opts.runs)
    if not result:
        print(f"# build: no bundle in {opts.dist} (run `make dist` first); skipped")
        return
    report.add("build.bundle_mb", result["build.bundle_mb"], "MB", BUNDLE_GOAL_MB)
    if result.get("build.frozen_first_frame_s") is not None:
        report.add("build.frozen_first_frame_s", result["build.frozen_first_frame_s"], "s",
                   FROZEN_STARTUP_GOAL_S)
    if "build.error" in result:
        print(f"# build: {result['build.error']}")
