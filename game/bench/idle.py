"""Bench section ``idle``: how much CPU the app burns while the screen waits for the player.

``idle.title.cpu_pct`` (the title, nobody touching anything) and
``idle.table.cpu_pct`` (the first playable game's table, a person to move,
nothing moving): the app's real main loop runs in a child process for
``--settle`` seconds (animations finish, the screen comes to rest), then
its CPU time is measured over ``--seconds``. Goal ≤ 5% of one core.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

IDLE_GOAL_PCT = 5.0


def child(scene: str, settle: float, seconds: float) -> float:
    """Run the app's loop on ``scene``; the process's CPU share over the measured window."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import games
    from game.app import App
    from game.scenes import registry
    app = App(headless=True, fullscreen=False)
    if scene == "title":
        app.start_title()
    else:
        code = next(g.code for g in games.GAMES if g.playable)
        scenes = registry.build(app, code, 3)
        app.stack.clear_to(scenes[0])
    start = time.perf_counter()
    app.run(until=lambda: time.perf_counter() - start >= settle)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    app.run(until=lambda: time.perf_counter() - wall0 >= seconds)
    return 100.0 * (time.process_time() - cpu0) / (time.perf_counter() - wall0)


def main(report, args: list[str]) -> None:
    p = argparse.ArgumentParser(prog="game.bench idle")
    p.add_argument("--settle", type=float, default=8.0)
    p.add_argument("--seconds", type=float, default=4.0)
    opts = p.parse_known_args(args)[0]
    for scene in ("title", "table"):
        out = subprocess.run([sys.executable, "-m", "game.bench.idle", scene, str(opts.settle), str(opts.seconds)],
                             capture_output=True, text=True, timeout=120, env=dict(os.environ))
        line = next((ln for ln in out.stdout.splitlines() if ln.startswith("IDLE_CPU ")), None)
        if line is None:
            raise RuntimeError(f"idle {scene}: no figure ({out.stderr.strip()[-400:]})")
        report.add(f"idle.{scene}.cpu_pct", float(line.split()[1]), "%", IDLE_GOAL_PCT)


if __name__ == "__main__":
    pct = child(sys.argv[1], float(sys.argv[2]), float(sys.argv[3]))
    print(f"IDLE_CPU {pct:.2f}", flush=True)
