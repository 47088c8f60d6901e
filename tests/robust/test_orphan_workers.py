"""Killing the app (SIGKILL: no atexit, no cleanup) while the computer thinks in
its worker process leaves nothing running: the worker, and multiprocessing's
helper (the resource tracker), exit within 2 s of losing their parent."""
from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import os, sys, time
sys.path.insert(0, {root!r})
from game.app import App
from game.fujin.table import Table as FujinTable

app = App(headless=True, lang="ja", fullscreen=False)
seats = [{{"kind": "computer", "level": "hard"}}, {{"kind": "computer", "level": "hard"}}]
tb = FujinTable(app, seats, {{"seed": 3, "ai_seed": 3}})
app.stack.clear_to(tb)
told = False
while True:
    app.frame(1 / 60)
    th = tb.flow.thinker
    proc = getattr(th, "process", None)
    if not told and th is not None and th.busy and proc is not None and proc.is_alive():
        print("WORKER", proc.pid, flush=True)
        told = True
    time.sleep(0.005)
"""


def _processes() -> dict[int, tuple[int, str]]:
    """pid -> (parent pid, state letter) of every process (``ps`` on Linux and macOS)."""
    out = subprocess.run(["ps", "-A", "-o", "pid=,ppid=,stat="], capture_output=True, text=True,
                         check=True).stdout
    table = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[0].isdigit() and parts[1].isdigit():
            table[int(parts[0])] = (int(parts[1]), parts[2])
    return table


def _descendants(root: int) -> set[int]:
    table = _processes()
    found, frontier = set(), {root}
    while frontier:
        children = {pid for pid, (ppid, _st) in table.items() if ppid in frontier} - found
        found |= children
        frontier = children
    return found


def _running(pids: set[int]) -> set[int]:
    table = _processes()
    return {pid for pid in pids if pid in table and not table[pid][1].startswith("Z")}


@pytest.mark.skipif(sys.platform == "win32" or not hasattr(signal, "SIGKILL"),
                    reason="SIGKILL and ps: Linux and macOS (on Windows the worker watches the same pipe)")
def test_no_process_survives_the_app_being_killed(tmp_path):
    env = dict(os.environ, FUDABA_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    app = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT))], cwd=ROOT, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    family: set[int] = set()
    try:
        deadline = time.monotonic() + 60
        worker = None
        while worker is None and time.monotonic() < deadline:
            ready, _, _ = select.select([app.stdout], [], [], 1.0)
            if ready:
                line = app.stdout.readline()
                assert line, "the app ended before its worker started"
                if line.startswith("WORKER"):
                    worker = int(line.split()[1])
        assert worker is not None, "no worker started in time"
        time.sleep(0.3)                         # the worker is deep in its search now
        family = _descendants(app.pid)
        assert worker in family and len(family) >= 1
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        killed = time.monotonic()
        left = _running(family)
        while left and time.monotonic() - killed < 2.0:
            time.sleep(0.05)
            left = _running(family)
        assert not left, f"still running 2 s after the app was killed: {sorted(left)} of {sorted(family)}"
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(10)
        for pid in _running(family):            # never leave anything behind, even when failing
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
