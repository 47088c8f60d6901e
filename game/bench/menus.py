"""Default bench sections: menu frame times, start-up time, peak memory."""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FRAME_GOAL_MS = 8.0
STARTUP_GOAL_S = 0.8
RSS_GOAL_MB = 250.0
ROOT = Path(__file__).resolve().parents[2]

BARE = ("import time, pygame\n"
        "pygame.display.init()\n"
        "pygame.display.set_mode((1280, 720), pygame.SCALED | pygame.RESIZABLE)\n"
        "pygame.display.flip()\n"
        "print('FIRST_FRAME', f'{time.time():.6f}', flush=True)\n")


def _args(args: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="game.bench")
    p.add_argument("--frames", type=int, default=int(os.environ.get("FUDABA_BENCH_FRAMES", 600)))
    p.add_argument("--runs", type=int, default=int(os.environ.get("FUDABA_BENCH_RUNS", 3)))
    return p.parse_known_args(args)[0]


def _headless_env() -> dict[str, str]:
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    return env


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))]


def frames(report, args: list[str]) -> None:
    """p50/p99/max frame time (update + draw + flip) of every menu scene at 1280×720."""
    opts = _args(args)
    os.environ.update({k: v for k, v in _headless_env().items() if k.startswith("SDL_")})
    os.environ.setdefault("FUDABA_HOME", tempfile.mkdtemp(prefix="fudaba-bench-"))
    import pygame

    from game.app import App
    from game.scenes import registry
    app = App(headless=True, fullscreen=False)
    for name in registry.MENU_SCENES:
        scenes = registry.build(app, name, 1)
        app.stack.clear_to(scenes[0])
        for scene in scenes[1:]:
            app.stack.push(scene)
        times = []
        for i in range(opts.frames + 10):
            pos = (200 + (i * 37) % 900, 150 + (i * 23) % 450)
            events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
            t0 = time.perf_counter()
            app.frame(1 / 60, events)
            if i >= 10:   # first frames fill caches
                times.append((time.perf_counter() - t0) * 1000)
        report.add(f"scene.{name}.frame_ms.p50", percentile(times, 50), "ms")
        report.add(f"scene.{name}.frame_ms.p99", percentile(times, 99), "ms", FRAME_GOAL_MS)
        report.add(f"scene.{name}.frame_ms.max", max(times), "ms")


def _first_frame(cmd: list[str], runs: int) -> float:
    env = _headless_env()
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    results = []
    with tempfile.TemporaryDirectory(prefix="fudaba-bench-") as home:   # a fresh, empty data folder
        env["FUDABA_HOME"] = home
        for i in range(runs + 1):   # run 0 warms the byte-code and file caches
            t0 = time.time()
            out = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
            stamp = next((ln.split()[1] for ln in out.stdout.splitlines() if ln.startswith("FIRST_FRAME")), None)
            if stamp is None:
                raise RuntimeError(f"no first frame from {cmd}: {out.stderr[-2000:]}")
            if i:
                results.append(float(stamp) - t0)
    return statistics.median(results)


def startup(report, args: list[str]) -> None:
    """Seconds from process launch to the first title frame (median), and a bare pygame window."""
    opts = _args(args)
    report.add("startup.first_frame_s", _first_frame([sys.executable, "-m", "game", "--first-frame"], opts.runs),
               "s", STARTUP_GOAL_S)
    report.add("startup.bare_pygame_s", _first_frame([sys.executable, "-c", BARE], opts.runs), "s")


def process(report, args: list[str]) -> None:
    """Peak resident memory of this process (after the sections run before it)."""
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    mb = peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024
    report.add("process.peak_rss_mb", mb, "MB", RSS_GOAL_MB)
