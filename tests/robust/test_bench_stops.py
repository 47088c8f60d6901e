"""Ctrl-C or SIGTERM stops the bench and its worker pool within 2 s (by default SIGTERM
ends the parent alone and its spawned workers run on)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.robust.test_orphan_workers import _descendants, _running

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM and ps: Linux and macOS")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_the_bench_and_its_workers_stop_within_two_seconds(tmp_path, sig):
    env = dict(os.environ, FUDABA_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    bench = subprocess.Popen([sys.executable, "-m", "game.bench", "fuzz", "--game", "fujin", "--games", "100000",
                              "--ai-games", "0", "--jobs", "2"], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    family: set[int] = set()
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:      # the pool is up: two workers (and the tracker)
            family = _descendants(bench.pid)
            if len(_running(family)) >= 2:
                break
            time.sleep(0.2)
        assert len(_running(family)) >= 2, "the bench's workers never started"
        time.sleep(0.5)
        bench.send_signal(sig)
        stopped = time.monotonic()
        bench.wait(timeout=10)
        while _running(family) and time.monotonic() - stopped < 5:
            time.sleep(0.05)
        took = time.monotonic() - stopped
        assert not _running(family), f"still running {took:.1f} s after the signal: {_running(family)}"
        assert took <= 2.0, f"the workers took {took:.1f} s to stop"
    finally:
        if bench.poll() is None:
            bench.kill()
        for pid in _running(family):
            os.kill(pid, signal.SIGKILL)
