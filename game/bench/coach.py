"""Bench section ``coach``: the frame loop while the coach thinks (issue #38).

For every game with a coach, a table at a decision of the person at the screen (seat 0
against a random computer, a dozen actions in) asks for a Hint the way a player does;
the coach searches in its worker process while the app draws frames at 60 Hz with the
pointer moving. ``<game>.coach.worst_frame_ms`` is the slowest of those frames (goal
≤ 50 ms: the table stays responsive), ``<game>.coach.wall_s`` how long the advice took.
"""
from __future__ import annotations

import argparse
import importlib
import os
import tempfile
import time

WORST_FRAME_GOAL_MS = 50.0


def main(report, args: list[str]) -> None:
    p = argparse.ArgumentParser(prog="python -m game.bench coach")
    p.add_argument("--game", default=None)
    p.add_argument("--seed", type=int, default=3)
    opts = p.parse_known_args(args)[0]
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("FUDABA_HOME", tempfile.mkdtemp(prefix="fudaba-bench-"))
    import pygame

    from game.app import App
    from game.games import GAMES
    from game.ui.table import runs
    app = App(headless=True, fullscreen=False)
    app.settings.anim_speed = 1.0
    for info in GAMES:
        if not info.coach or (opts.game and info.code != opts.game):
            continue
        table = importlib.import_module(info.table_module)
        tb = runs.cpu_table(table.Table, app, opts.seed, [runs.HUMAN, runs.RANDOM], 10 ** 6,
                            runs.coach_stop(12), {"inline_thinker": False})
        app.stack.clear_to(tb)
        for _ in range(10):             # warm caches
            app.frame(1 / 60)
        tb.coaching.ask()
        started = time.perf_counter()
        times: list[float] = []
        frame = 0
        try:
            while tb.coaching.thinking:
                t0 = time.perf_counter()
                pos = (200 + (frame * 37) % 900, 150 + (frame * 23) % 450)
                app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                                      buttons=(0, 0, 0))])
                times.append((time.perf_counter() - t0) * 1000)
                frame += 1
                if time.perf_counter() - started > 60:
                    raise RuntimeError(f"{info.code}: the coach gave no advice within 60 s")
                rest = 1 / 60 - (time.perf_counter() - t0)
                if rest > 0:
                    time.sleep(rest)
            if tb.coaching.current() is None:
                raise RuntimeError(f"{info.code}: the coach failed: {tb.coaching.error}")
        finally:
            tb.coaching.close()
            tb.flow.close()
        report.add(f"{info.code}.coach.worst_frame_ms", max(times) if times else 0.0, "ms",
                   WORST_FRAME_GOAL_MS)
        report.add(f"{info.code}.coach.wall_s", time.perf_counter() - started, "s")
