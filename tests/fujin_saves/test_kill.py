"""kill -9 mid-game: the real 式神符陣 table, headless, computer against computer with
animations on and background autosave, is SIGKILLed after N applied actions (plus a
random few milliseconds); the autosave must load, hold a prefix of what was played,
and lose nothing the writer had finished: every action the child saw written
(``written K``: no write of the file queued or under way after K actions) is in it.
On a quiet machine the writer keeps up, and at most the action in flight is lost."""
from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import saves

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import os, sys
sys.path.insert(0, {root!r})
from game.app import App
from game.engine.thinker import InlineThinker
from game import saves
from game.fujin.table import Table

app = App(headless=True, lang="ja", fullscreen=False)
app.settings.anim_speed = 1.0
seats = [{{"kind": "computer", "level": "random"}}, {{"kind": "computer", "level": "random"}}]
tb = Table(app, seats, {{"seed": {seed}, "ai_seed": {seed}, "inline_thinker": True}}, thinker=InlineThinker())
tb.cpu_pace = 0.05                 # keep the test short; every animation still plays
play = tb.flow.play


def loud(action):
    play(action)                   # applies, autosaves (background), queues the animation
    print("applied", len(tb.record), action.text(), flush=True)


tb.flow.play = loud
app.stack.clear_to(tb)
print("ready", flush=True)
written = 0
while not tb.finished:
    app.frame(1 / 60)
    path = saves.save_path("fujin", "cpu-vs-cpu")
    if len(tb.record) > written and saves.write_status(path) == "ok" and path.exists():
        written = len(tb.record)
        print("written", written, flush=True)
print("END", len(tb.record), flush=True)
"""


def _run_until(seed: int, n: int, home: Path, rng: random.Random) -> tuple[list[str], bool, int]:
    """Start the table; SIGKILL it once ``n`` actions were applied. Returns (actions, killed,
    the actions the child saw written before the kill)."""
    env = dict(os.environ, FUDABA_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    proc = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT), seed=seed)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    actions: list[str] = []
    written = 0
    deadline = time.monotonic() + 30
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([proc.stdout], [], [], 1.0)
            if not ready:
                continue
            line = proc.stdout.readline()
            if not line:
                break
            if line.startswith("END"):
                return actions, False, written
            if line.startswith("written"):
                written = int(line.split()[1])
            if line.startswith("applied"):
                _, count, text = line.rstrip("\n").split(" ", 2)
                actions.append(text)
                assert int(count) == len(actions)
                if len(actions) >= n:
                    time.sleep(rng.uniform(0.0, 0.03))   # somewhere in the animation / the write
                    proc.send_signal(signal.SIGKILL)
                    proc.wait(10)
                    return actions, True, written
        raise AssertionError(f"the table did not reach {n} actions in time: {proc.stderr.read()[-2000:]}")
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            proc.wait(10)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL") or sys.platform == "win32", reason="needs SIGKILL")
def test_kill_9_mid_game_loses_at_most_the_action_in_flight(tmp_path):
    rng = random.Random(1234)
    done = 0
    seed = 100
    started = time.monotonic()
    while done < 3:
        assert time.monotonic() - started < 90, "too slow"
        seed += 1
        n = (6, 11, 17)[done] + rng.randrange(3)
        home = tmp_path / f"home-{seed}"
        actions, killed, written = _run_until(seed, n, home, rng)
        if not killed:
            continue   # the game ended before N: try another seed
        path = home / "saves" / "current-fujin--cpu-vs-cpu.json"  # saves.save_path(fujin, cpu-vs-cpu) there
        assert path.exists(), f"no autosave after {n} actions"
        res = saves.load_save(path)
        assert res.ok, res.problem
        got = res.record.actions
        assert len(got) >= written, ("a finished write was lost", n, written, len(got))
        assert len(got) >= min(n - 1, max(written, 1)), (n, written, len(got))
        assert got == actions[:len(got)], "the save is not a prefix of the game played"
        assert res.record.replay().to_json() == res.record.state.to_json()
        print(f"seed {seed}: killed after {n} (of {len(actions)} printed), save holds {len(got)}")
        done += 1
