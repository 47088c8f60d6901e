"""Bench section ``soak``: computer-vs-computer games through the real table scenes.

``python -m game.bench soak [--minutes N] [--game G] [--levels easy,medium]
[--inline] [--anim-speed X]``: builds the headless :class:`game.app.App`, starts
each game whose table module exists (``game.<code>.table.start(app, seats,
options)``) with computer seats, and runs the app's real frame loop
(events → update → draw → flip, animations on at the given speed, 1/60 s per
frame but not throttled to real time), cycling through the games until the
time is up. The computer seats think in the table's own thinker (a worker
process, like the app; ``--inline`` for the in-frame thinker). When a game
ends (its result scene is up) the next one starts.

Figures: ``soak.frames``, ``soak.games_finished``, ``soak.exceptions`` (goal 0;
exceptions escaping a frame, plus thinker errors the table had to paper over),
``soak.frame_ms.p99``/``max`` and ``soak.rss_growth_mb_per_h`` (goal < 5): the
least-squares slope of this process's resident memory over the run, sampled
once per game after the first two (start-up caches excluded); it needs a
run of ten minutes or more to mean much.
"""
from __future__ import annotations

import argparse
import gc
import importlib
import os
import tempfile
import time
import traceback

from game import games

EXCEPTION_GOAL = 0
RSS_GROWTH_GOAL_MB_H = 5.0
WARMUP_GAMES = 2      # caches (faces, fonts, the thinker's imports) fill during these


def rss_mb() -> float:
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024)
    except OSError:  # not Linux: peak RSS is the best we have
        import resource
        import sys
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def slope_per_hour(samples: list[tuple[float, float]]) -> float:
    """Least-squares slope of (seconds, MB) samples, in MB per hour."""
    if len(samples) < 3:
        return 0.0
    n = len(samples)
    mx = sum(t for t, _ in samples) / n
    my = sum(m for _, m in samples) / n
    var = sum((t - mx) ** 2 for t, _ in samples)
    if var == 0:
        return 0.0
    cov = sum((t - mx) * (m - my) for t, m in samples)
    return cov / var * 3600.0


class FrameHistogram:
    """Frame times in 0.1 ms bins up to 500 ms (fixed memory for runs of hours)."""

    def __init__(self, width_ms: float = 0.1, top_ms: float = 500.0) -> None:
        self.width = width_ms
        self.bins = [0] * (int(top_ms / width_ms) + 1)
        self.n = 0
        self.max = 0.0

    def add(self, ms: float) -> None:
        self.bins[min(len(self.bins) - 1, int(ms / self.width))] += 1
        self.n += 1
        if ms > self.max:
            self.max = ms

    def percentile(self, q: float) -> float:
        want = q / 100 * self.n
        seen = 0
        for i, c in enumerate(self.bins):
            seen += c
            if seen >= want and c:
                return (i + 0.5) * self.width
        return self.max


def playable_tables() -> list[games.GameInfo]:
    return [g for g in games.GAMES if g.playable]


def _seats(info: games.GameInfo, levels: list[str], k: int) -> list[dict]:
    n = max(2, info.players[0]) if info.players[1] >= 2 else 1
    return [{"kind": "computer", "level": levels[(k + i) % len(levels)]} for i in range(n)]


def _finished(app, table) -> bool:
    return bool(getattr(table, "finished", False)) or app.stack.top is not table


def main(report, args: list[str]) -> None:
    p = argparse.ArgumentParser(prog="game.bench soak")
    p.add_argument("--minutes", type=float, default=2.0)
    p.add_argument("--game")
    p.add_argument("--levels", default="easy,medium")
    p.add_argument("--inline", action="store_true", help="think inside the frame loop")
    p.add_argument("--anim-speed", type=float, default=None,
                   help="animation speed (default: the settings' value)")
    p.add_argument("--max-game-frames", type=int, default=30_000)
    opts = p.parse_known_args(args)[0]
    infos = [g for g in playable_tables() if not opts.game or g.code == opts.game]
    if not infos:
        print("soak: skipped: no game has a table yet (game.<code>.table missing)", flush=True)
        report.add("soak.skipped", 1, "")
        return
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["FUDABA_HOME"] = tempfile.mkdtemp(prefix="fudaba-soak-")   # saves and stats
    import pygame

    from game.app import App
    app = App(headless=True, fullscreen=False)
    if opts.anim_speed is not None:
        app.settings.anim_speed = opts.anim_speed
    levels = [x for x in opts.levels.split(",") if x]
    deadline = time.perf_counter() + opts.minutes * 60
    frames = finished = exceptions = thinker_errors = aborted = 0
    hist = FrameHistogram()     # bounded: a list of every frame time would itself grow
    samples: list[tuple[float, float]] = []
    t_start = time.perf_counter()
    rss0 = rss_mb()
    k = 0
    move = [pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(1, 1), buttons=(0, 0, 0))]
    while time.perf_counter() < deadline:
        info = infos[k % len(infos)]
        table_mod = importlib.import_module(info.table_module)
        options = {"seed": 1000 + k, "undo": False, "ai_seed": k, "players": len(_seats(info, levels, k))}
        if opts.inline:
            options["inline_thinker"] = True
        try:
            table = table_mod.start(app, _seats(info, levels, k), options)
        except Exception:
            exceptions += 1
            traceback.print_exc()
            k += 1
            continue
        n = 0
        while time.perf_counter() < deadline and n < opts.max_game_frames:
            t0 = time.perf_counter()
            try:
                app.frame(1 / 60, move if n % 30 == 0 else ())
            except Exception:
                exceptions += 1
                traceback.print_exc()
                break
            hist.add((time.perf_counter() - t0) * 1000)
            frames += 1
            n += 1
            flow = getattr(table, "flow", None)
            th = flow.thinker if flow is not None else getattr(table, "thinker", None)
            if th is not None and getattr(th, "error", None):
                thinker_errors += 1
                print(f"soak: {info.code}: thinker error:\n{th.error}", flush=True)
                th.error = None
            if _finished(app, table):
                finished += 1
                for _ in range(10):        # the result scene shows for a moment
                    app.frame(1 / 60)
                    frames += 1
                break
        else:
            if n >= opts.max_game_frames:
                aborted += 1
        closer = table.flow.close if hasattr(table, "flow") else getattr(table, "close_thinker", None)
        if callable(closer):
            closer()
        app.start_title()
        app.frame(1 / 60)
        gc.collect()
        k += 1
        if k >= WARMUP_GAMES:   # one sample per game, at the same point of the cycle
            samples.append((time.perf_counter() - t_start, rss_mb()))
    report.add("soak.games_started", k, "games")
    report.add("soak.games_finished", finished, "games", 1, higher_is_better=True)
    report.add("soak.games_cut_off", aborted, "games")
    report.add("soak.frames", frames, "frames")
    report.add("soak.exceptions", exceptions + thinker_errors, "exceptions", EXCEPTION_GOAL)
    if hist.n:
        report.add("soak.frame_ms.p50", hist.percentile(50), "ms")
        report.add("soak.frame_ms.p99", hist.percentile(99), "ms")
        report.add("soak.frame_ms.max", hist.max, "ms")
    report.add("soak.rss_start_mb", rss0, "MB")
    report.add("soak.rss_end_mb", rss_mb(), "MB")
    report.add("soak.minutes", (time.perf_counter() - t_start) / 60, "min")
    if len(samples) >= 3:
        report.add("soak.rss_growth_mb_per_h", slope_per_hour(samples), "MB/h", RSS_GROWTH_GOAL_MB_H)
    else:
        print(f"soak: only {len(samples)} memory samples after the {WARMUP_GAMES} warm-up games: "
              "run longer (--minutes 10+) for soak.rss_growth_mb_per_h", flush=True)
