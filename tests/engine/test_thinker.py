"""Thinking off the render loop: a spawned worker process, and the inline fallback."""
from __future__ import annotations

import multiprocessing
import os
import sys
import time

import pytest

from game.engine.thinker import AgentSpec, InlineThinker, Thinker, make_thinker, resolve
from tests.toys.kuhn import KuhnState
from tests.toys.nim import NimState

NIM = "tests.toys.nim:make_agent"
KUHN = "tests.toys.kuhn:make_agent"


class SleepyAgent:
    """Not steppable and deaf to should_stop: the worker must be killed to get rid of it."""

    def choose(self, state, player, rng):
        time.sleep(30)
        return state.legal_actions()[0]


def make_sleepy(level):
    return SleepyAgent()


def _wait(thinker, timeout=20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        action = thinker.poll()
        if action is not None:
            return action
        if not thinker.busy:
            return None
        time.sleep(0.005)
    raise AssertionError("thinker did not answer in time")


def _gone(pid: int) -> bool:
    if not sys.platform.startswith("linux"):
        return True
    # a zombie (exited, never waited for) would still be listed in /proc
    return not os.path.exists(f"/proc/{pid}")


def test_resolve_paths() -> None:
    assert resolve("tests.toys.nim:NimState") is NimState
    with pytest.raises(ValueError):
        resolve("tests.toys.nim")


def test_process_thinker_answers_cancels_and_leaves_no_zombie() -> None:
    state = NimState.new_game(3)
    th = Thinker()
    try:
        assert not th.busy
        th.start(state, 0, AgentSpec(NIM, "300", seed=1))
        assert th.busy
        action = _wait(th)
        assert action is not None and action in state.legal_actions(), th.error
        assert not th.busy and th.last_info["iterations"] == 300
        # the same worker serves the next job; a hidden-information game too
        kuhn = KuhnState.new_game(4)
        th.start(kuhn, kuhn.to_move(), (KUHN, "200", 2))
        assert _wait(th) in kuhn.legal_actions()
        # cancel a long search mid-think: the worker stops early and takes the next job
        th.start(state, 0, AgentSpec(NIM, "slow", seed=1))
        time.sleep(0.3)
        th.cancel()
        assert not th.busy and th.poll() is None
        t0 = time.monotonic()
        th.start(state, 0, AgentSpec(NIM, "50", seed=2))
        assert _wait(th, timeout=10) in state.legal_actions()
        assert time.monotonic() - t0 < 10
        pid = th.process.pid
    finally:
        th.close()
    assert th.process is None and not th.busy
    assert pid not in [p.pid for p in multiprocessing.active_children()]
    assert _gone(pid)
    th.close()  # twice is fine


def test_worker_errors_are_reported_not_raised() -> None:
    with Thinker() as th:
        th.start(NimState.new_game(0), 0, AgentSpec("tests.toys.nim:no_such_factory", "x"))
        assert _wait(th) is None
        assert not th.busy and "no_such_factory" in th.error


def test_a_stuck_cancelled_job_gets_its_worker_replaced() -> None:
    state = NimState.new_game(0)
    with Thinker(stop_grace=0.3) as th:
        job = th.start(state, 0, AgentSpec("tests.engine.test_thinker:make_sleepy", "x"))
        deadline = time.monotonic() + 15
        while th._running.value != job:  # wait until the worker is asleep inside choose()
            assert time.monotonic() < deadline
            time.sleep(0.01)
        old = th.process.pid
        th.cancel()
        th.start(state, 0, AgentSpec(NIM, "30", seed=0))
        assert _wait(th, timeout=20) in state.legal_actions()
        assert th.process.pid != old
        assert _gone(old)


def test_inline_thinker_thinks_in_slices_and_cancels() -> None:
    state = KuhnState.new_game(2)
    th = InlineThinker(slice_seconds=0.002)
    th.start(state, state.to_move(), AgentSpec(KUHN, "400", seed=3))
    polls = 0
    action = None
    while action is None:
        assert th.busy
        t0 = time.process_time()       # this process's own time: another's load is not ours
        action = th.poll()
        assert time.process_time() - t0 < 0.1  # never a long frame
        polls += 1
    assert polls > 1 and action in state.legal_actions()
    assert not th.busy and th.last_info["iterations"] == 400
    th.start(state, state.to_move(), AgentSpec(NIM.replace("nim", "kuhn"), "100000", seed=3))
    th.poll()
    th.cancel()
    assert not th.busy and th.poll() is None
    # non-steppable agents answer in one poll
    th.start(state, state.to_move(), AgentSpec(KUHN, "random", seed=3))
    assert th.poll() in state.legal_actions()


def test_inline_answers_match_the_process_answers() -> None:
    """Same spec and seed: the worker and the inline thinker decide alike (determinism)."""
    state = NimState.new_game(9)
    spec = AgentSpec(NIM, "200", seed=11)
    inline = InlineThinker()
    inline.start(state, 0, spec)
    a = None
    while a is None:
        a = inline.poll()
    with Thinker() as th:
        th.start(state, 0, spec)
        assert _wait(th) == a


def test_make_thinker_prefers_a_process() -> None:
    th = make_thinker()
    try:
        assert isinstance(th, Thinker)
    finally:
        th.close()
    assert isinstance(make_thinker(prefer_process=False), InlineThinker)
