"""Running an agent's search off the render loop.

Two thinkers share one interface, so a table never cares which it holds::

    thinker.start(state, player, AgentSpec("game.fujin.rules.ai:make_agent", "hard", seed=7))
    ...each frame...
    action = thinker.poll()      # None while thinking
    if action is not None: apply it
    thinker.busy                 # True between start and the answer
    thinker.cancel()             # forget the current job (undo, leaving the table)
    thinker.close()              # at exit: stop the worker, no zombie left behind

:class:`Thinker` searches in a worker *process* started with the ``spawn``
context (a pygame app must never ``fork``: the child would inherit the
window, the audio device and the SDL threads). The worker receives only
picklable data: the job id, the state class path (``"pkg.mod:Class"``),
``state.to_json()``, the seat and an :class:`AgentSpec`; it rebuilds the
state with ``from_json``, builds the agent with the spec's factory
(``factory(level) -> Agent``) and hands the rebuilt state to the agent, which
keeps to ``view``/``determinize``/``legal_actions``/``to_move`` as everywhere.
Results come back through a queue tagged with the job id; a cancelled or
superseded job sees its id go stale (a shared counter the worker's
``should_stop`` polls) and stops early, and anything it still sends is
ignored. A worker that does not answer a stop in time is terminated and a new
one spawned on the next job.

**No orphans.** A worker whose app dies without closing it (a crash, SIGKILL,
a killed terminal) exits by itself within a fraction of a second: a daemon
thread in the worker waits on ``multiprocessing.parent_process().sentinel``
(the end of a pipe the app holds on Linux and macOS, the app's process handle
on Windows) and also notices its parent pid changing, then ends the process
with ``os._exit`` even in the middle of a search. With the worker gone, the
last holder of multiprocessing's resource-tracker pipe is gone too, so that
helper process exits as well.

**Frozen app (PyInstaller).** ``spawn`` re-executes the program in the child;
the app's entry point (``game/__main__.py``) must call
``multiprocessing.freeze_support()`` first thing under
``if __name__ == "__main__":`` so the frozen child runs the worker instead of a
second window. Agent factories and state classes are found by their
``"module:name"`` strings, which PyInstaller's import analysis cannot see:
list those modules (``game.<g>.rules``, ``game.<g>.ai``) in the spec's
``hiddenimports``. If processes cannot be started at all (sandboxes, broken
bundles) :func:`make_thinker` falls back to :class:`InlineThinker`, which runs
the agent in budgeted slices inside ``poll()`` on the render thread.
"""
from __future__ import annotations

import importlib
import multiprocessing as mp
import multiprocessing.connection
import os
import queue
import random
import threading
import time
import traceback
from dataclasses import dataclass
from typing import Any, Callable

from .actions import Action
from .ai import SeatView
from .state import GameState, PlayerId


@dataclass(frozen=True, slots=True)
class AgentSpec:
    """A picklable recipe for an agent: ``factory`` is ``"module:function"``,
    called as ``function(level)``; ``seed`` seeds the agent's RNG (None: fresh)."""

    factory: str
    level: str = "normal"
    seed: int | None = None


def resolve(path: str) -> Any:
    """``"package.module:Name"`` → the object (``Name`` may be dotted)."""
    module, _, name = path.partition(":")
    if not name:
        raise ValueError(f"expected 'module:name', got {path!r}")
    obj: Any = importlib.import_module(module)
    for part in name.split("."):
        obj = getattr(obj, part)
    return obj


def class_path(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def build_agent(spec: AgentSpec | tuple) -> Any:
    """The agent a spec names; level ``"random"`` is the kernel's uniform random
    agent for every game (screenshots, smoke runs, tests)."""
    spec = _spec(spec)
    if spec.level == "random":
        from .ai import RandomAgent
        return RandomAgent()
    return resolve(spec.factory)(spec.level)


def _spec(spec: AgentSpec | tuple) -> AgentSpec:
    return spec if isinstance(spec, AgentSpec) else AgentSpec(*spec)


def _rng(spec: AgentSpec) -> random.Random:
    return random.Random(spec.seed) if spec.seed is not None else random.Random()


def think(state: GameState, player: PlayerId, agent: Any, rng: random.Random,
          should_stop: Callable[[], bool] | None = None) -> Action:
    """Run ``agent`` to a decision, honouring ``should_stop`` if it is steppable.

    The agent is handed ``player``'s :class:`~game.engine.ai.SeatView`, not the state.
    """
    state = SeatView(state, player)
    if hasattr(agent, "begin") and hasattr(agent, "step"):
        agent.begin(state, player, rng, should_stop)
        while not agent.step(max_seconds=0.05):
            pass
        return agent.best()
    return agent.choose(state, player, rng)


# ---------------------------------------------------------------- worker side
#: how often the worker looks at its parent (it also wakes at once when the pipe closes)
PARENT_POLL_S = 0.2


def watch_parent(poll: float = PARENT_POLL_S, on_lost: Callable[[], None] | None = None) -> threading.Thread | None:
    """In a spawned child: end this process as soon as its parent is gone.

    Waits on the parent's sentinel (a pipe on POSIX, a process handle on
    Windows) and checks ``os.getppid()`` every ``poll`` seconds, in a daemon
    thread, so it works while the main thread is busy searching. Returns the
    thread (None when this process has no multiprocessing parent).
    """
    parent = mp.parent_process()
    if parent is None:
        return None
    sentinel = getattr(parent, "sentinel", None)
    ppid = os.getppid()

    def lost() -> bool:
        if sentinel is not None:
            try:
                if mp.connection.wait([sentinel], timeout=poll):
                    return True
            except (OSError, ValueError):
                return True
        else:
            time.sleep(poll)
        return os.name != "nt" and os.getppid() != ppid   # re-parented: the app is gone

    def run() -> None:
        while not lost():
            pass
        if on_lost is not None:
            on_lost()
        os._exit(0)   # no cleanup to wait for: the app that wanted the answer is gone

    thread = threading.Thread(target=run, name="fudaba-parent-watch", daemon=True)
    thread.start()
    return thread


def _worker_main(jobs: Any, results: Any, current: Any, running: Any, nice: int = 0) -> None:
    """Worker process loop: one job at a time until it receives None.

    ``current`` holds the id of the job the UI still wants (0: none);
    ``running`` the id of the job being worked on (0: idle). The worker ends
    itself when the app that started it is gone (:func:`watch_parent`). ``nice``
    lowers its priority (work the player did not wait for, such as the coach's,
    yields the cores to the frame loop on a busy machine).
    """
    watch_parent()
    if nice and hasattr(os, "nice"):
        try:
            os.nice(nice)
        except OSError:     # not allowed here: the search runs at the app's priority
            pass
    while True:
        job = jobs.get()
        if job is None:
            return
        job_id, cls_path, data, player, spec = job
        if current.value != job_id:
            continue  # cancelled before it started
        running.value = job_id
        try:
            cls = resolve(cls_path)
            state = cls.from_json(data)
            spec = _spec(spec)
            agent = build_agent(spec)
            started = time.perf_counter()
            action = think(state, player, agent, _rng(spec),
                           should_stop=lambda: current.value != job_id)
            stats = getattr(agent, "stats", None)
            info = stats.to_json() if hasattr(stats, "to_json") else {}
            info["wall"] = time.perf_counter() - started
            results.put((job_id, "ok", action.text(), info))
        except BaseException:  # report, never die silently
            results.put((job_id, "error", traceback.format_exc(), {}))
        finally:
            running.value = 0


# ---------------------------------------------------------------- UI side
class Thinker:
    """Searches in one reusable spawned worker process (see module docstring)."""

    def __init__(self, stop_grace: float = 1.0, nice: int = 0):
        self._ctx = mp.get_context("spawn")
        self.nice = nice
        self._proc: Any = None
        self._jobs: Any = None
        self._results: Any = None
        self._current: Any = None
        self._running: Any = None
        self._pending: tuple | None = None
        self._job = 0
        self._cls: type | None = None
        self._busy = False
        self._cancelled_at: float | None = None
        self.stop_grace = stop_grace
        self.error: str | None = None
        self.last_info: dict[str, Any] = {}

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def process(self) -> Any:
        return self._proc

    def _ensure_worker(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            return
        self._shutdown(hard=True)
        self._jobs = self._ctx.Queue()
        self._results = self._ctx.Queue()
        self._current = self._ctx.Value("q", 0, lock=False)
        self._running = self._ctx.Value("q", 0, lock=False)
        self._proc = self._ctx.Process(target=_worker_main, name="fudaba-thinker",
                                       args=(self._jobs, self._results, self._current,
                                             self._running, self.nice),
                                       daemon=True)
        self._proc.start()

    def start(self, state: GameState, player: PlayerId, agent_spec: AgentSpec | tuple) -> int:
        """Begin thinking for ``player``; returns the job id. Cancels any job in progress."""
        if self._busy:
            self.cancel()
        self._ensure_worker()
        self._job += 1
        self._cls = type(state)
        self.error = None
        self._current.value = self._job
        self._pending = (self._job, class_path(type(state)), state.to_json(), player,
                         _spec(agent_spec))
        self._jobs.put(self._pending)
        self._busy = True
        return self._job

    def poll(self) -> Action | None:
        """The answer if it has arrived (once), else None. Never blocks.

        On a failure in the worker, ``busy`` turns False and ``error`` holds the
        traceback text; the caller may fall back to another agent.
        """
        if self._results is None:
            return None
        while True:
            try:
                job_id, kind, payload, info = self._results.get_nowait()
            except queue.Empty:
                break
            except (EOFError, OSError):
                break
            if job_id != self._job or not self._busy:
                continue  # stale answer of a cancelled job
            self._busy = False
            self._cancelled_at = None
            if kind == "ok":
                self.last_info = info
                assert self._cls is not None
                return self._cls.parse_action(payload)
            self.error = payload
            return None
        if self._busy and not self._proc.is_alive():
            self._busy = False
            self.error = f"worker process died (exit code {self._proc.exitcode})"
        elif self._busy and self._cancelled_at is not None:
            self._reap_stuck()
        return None

    def cancel(self) -> None:
        """Forget the current job; the worker notices within one iteration."""
        if not self._busy:
            return
        self._busy = False
        if self._current is not None:
            self._current.value = 0
        self._cancelled_at = time.monotonic()

    def _reap_stuck(self) -> None:
        """A cancelled job still running after ``stop_grace`` seconds (an agent
        that ignores ``should_stop``) blocks the new job: kill the worker, spawn
        a fresh one and resubmit the current job."""
        assert self._cancelled_at is not None
        running = self._running.value
        if running == 0 or running == self._job:
            self._cancelled_at = None
            return
        if time.monotonic() - self._cancelled_at < self.stop_grace:
            return
        self._cancelled_at = None
        pending = self._pending
        self._shutdown(hard=True)
        self._ensure_worker()
        if pending is not None:
            self._current.value = pending[0]
            self._jobs.put(pending)
            self._busy = True

    def close(self, timeout: float = 2.0) -> None:
        """Stop the worker and wait for it (no zombie). Safe to call twice."""
        self.cancel()
        self._shutdown(hard=False, timeout=timeout)

    def _shutdown(self, hard: bool, timeout: float = 2.0) -> None:
        proc = self._proc
        if proc is not None:
            if proc.is_alive() and not hard:
                try:
                    self._jobs.put(None)
                except (OSError, ValueError):
                    pass
                proc.join(timeout)
            if proc.is_alive():
                proc.terminate()
                proc.join(timeout)
            if proc.is_alive():  # pragma: no cover - last resort
                proc.kill()
                proc.join(timeout)
            try:
                proc.close()
            except ValueError:  # pragma: no cover
                pass
        for q in (self._jobs, self._results):
            if q is not None:
                q.cancel_join_thread()
                q.close()
        self._proc = self._jobs = self._results = self._current = self._running = None
        self._busy = False

    def __enter__(self) -> "Thinker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:  # pragma: no cover - best effort
        try:
            if self._proc is not None:
                self._shutdown(hard=True, timeout=0.5)
        except Exception:  # at interpreter exit the modules it needs may be gone; the OS reaps the worker
            pass


class InlineThinker:
    """Same interface as :class:`Thinker`, thinking inside ``poll()``.

    Each ``poll()`` runs the agent for at most ``slice_seconds`` (steppable
    agents such as ISMCTS); an agent without ``begin``/``step`` is asked for
    its whole decision in the first ``poll()``. Used by tests, and as the
    fallback when worker processes are unavailable.
    """

    def __init__(self, slice_seconds: float = 0.008):
        self.slice_seconds = slice_seconds
        self._agent: Any = None
        self._busy = False
        self._job = 0
        self.error: str | None = None
        self.last_info: dict[str, Any] = {}
        self._state: GameState | None = None
        self._player: PlayerId = 0
        self._rng: random.Random | None = None

    @property
    def busy(self) -> bool:
        return self._busy

    def start(self, state: GameState, player: PlayerId, agent_spec: AgentSpec | tuple) -> int:
        spec = _spec(agent_spec)
        self.cancel()
        self._job += 1
        self.error = None
        self._agent = build_agent(spec)
        # a private copy (the table may keep animating the real state), seen
        # by the agent only as the seat's view
        self._state = SeatView(state.clone(), player)
        self._player = player
        self._rng = _rng(spec)
        if hasattr(self._agent, "begin"):
            self._agent.begin(self._state, player, self._rng)
        self._busy = True
        return self._job

    def poll(self) -> Action | None:
        if not self._busy:
            return None
        agent = self._agent
        try:
            if hasattr(agent, "step"):
                if not agent.step(max_seconds=self.slice_seconds):
                    return None
                action = agent.best()
            else:
                action = agent.choose(self._state, self._player, self._rng)
        except Exception:  # an agent's fault is told through ``error``, as the worker process tells one
            self._busy = False
            self.error = traceback.format_exc()
            return None
        stats = getattr(agent, "stats", None)
        self.last_info = stats.to_json() if hasattr(stats, "to_json") else {}
        self._busy = False
        self._agent = None
        return action

    def cancel(self) -> None:
        self._busy = False
        self._agent = None

    def close(self) -> None:
        self.cancel()

    def __enter__(self) -> "InlineThinker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def make_thinker(prefer_process: bool = True, nice: int = 0) -> Thinker | InlineThinker:
    """A process thinker if a spawned worker can start, else an inline one (``nice``: the
    worker's lower priority, see :func:`_worker_main`)."""
    if prefer_process:
        try:
            t = Thinker(nice=nice)
            t._ensure_worker()
            return t
        except (OSError, RuntimeError, EOFError):
            # no worker process here (a sandbox without process spawning, a frozen app
            # still bootstrapping): the computer thinks between frames instead
            pass
    return InlineThinker()
