"""Benchmarks as a command: ``python -m game.bench [--json] [--full] [--frames N]``.

Each *section* adds figures to a :class:`Report`. ``python -m game.bench``
runs the default sections; ``python -m game.bench <section> [args]`` runs one.
Register a section either in :data:`SECTIONS` (``name -> ("module:function",
default?)``, imported lazily, so a missing module only fails when asked for)
or with :func:`section` from an imported module. A section is
``fn(report: Report, args: list[str]) -> None`` and parses its own ``args``
(use ``parse_known_args``: default runs pass every section the same extra
arguments, ``--full`` among them when the long series are asked for).
Printed: ``name value unit  (goal ≤ g) [MISS]``; with ``--json`` one object
``{name: {"value": v, "unit": u, "goal": g}}`` (``"better": "higher"`` is
added for figures whose goal is a minimum).
"""
from __future__ import annotations

import importlib
import json
import math
from dataclasses import dataclass
from typing import Callable

SectionFn = Callable[["Report", list[str]], None]

#: name -> ("module:function", runs by default)
SECTIONS: dict[str, tuple[str | SectionFn, bool]] = {
    "menus": ("game.bench.menus:frames", True),
    "startup": ("game.bench.menus:startup", True),
    "tables": ("game.bench.tables:main", True),     # <game>.table.frame_ms.*
    "build": ("game.bench.build:main", True),         # only when dist/fudaba exists
    "rules": ("game.bench.rules:main", True),
    "fuzz": ("game.bench.fuzz:main", True),           # 200 + 20 games a game; --full: 2,000 + 200
    "think-frames": ("game.bench.ai:think_frames", True),
    "coach": ("game.bench.coach:main", True),        # <game>.coach.worst_frame_ms while the Hint thinks
    "idle": ("game.bench.idle:main", True),          # idle.<screen>.cpu_pct
    "process": ("game.bench.menus:process", True),   # last: peak RSS of everything before
    "ai": ("game.bench.ai:main", False),             # 200 games with hard: several minutes
    "soak": ("game.bench.soak:main", False),         # --minutes N
    "uifuzz": ("game.bench.uifuzz:main", False),     # every table through real input events
}


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (``successes`` may be fractional). Here
    rather than in a section so that any section may use it without importing another
    (``ai`` imports ``fuzz``)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def worker_pool(processes: int):
    """A pool of spawned worker processes that dies with the bench: the workers ignore
    Ctrl-C (so one key press does not print a traceback per worker) and leave it to the
    parent, whose ``with`` block terminates them on Ctrl-C or SIGTERM (see
    :func:`stop_on_sigterm`)."""
    import multiprocessing as mp
    return mp.get_context("spawn").Pool(processes, initializer=_ignore_sigint)


def _ignore_sigint() -> None:
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def stop_on_sigterm() -> None:
    """SIGTERM ends the bench as Ctrl-C does: a KeyboardInterrupt in the main thread, so
    every ``with worker_pool(...)`` block terminates its workers on the way out (by
    default SIGTERM would end this process alone and leave the pool's workers running)."""
    import signal

    def interrupt(_signum, _frame):
        raise KeyboardInterrupt
    signal.signal(signal.SIGTERM, interrupt)


def section(name: str, default: bool = False) -> Callable[[SectionFn], SectionFn]:
    """Decorator: register ``fn`` as section ``name``."""
    def deco(fn: SectionFn) -> SectionFn:
        SECTIONS[name] = (fn, default)
        return fn
    return deco


def resolve(name: str) -> SectionFn:
    target, _default = SECTIONS[name]
    if callable(target):
        return target
    module_name, _, func = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        raise LookupError(f"bench section '{name}' is not available yet ({module_name} is missing)") from exc
    return getattr(module, func or "main")


@dataclass
class Figure:
    value: float
    unit: str
    goal: float | None = None
    higher_is_better: bool = False

    @property
    def missed(self) -> bool:
        if self.goal is None:
            return False
        return self.value < self.goal if self.higher_is_better else self.value > self.goal


class Report:
    def __init__(self, echo: bool = False) -> None:
        self.figures: dict[str, Figure] = {}
        self.echo = echo

    def add(self, name: str, value: float, unit: str, goal: float | None = None,
            higher_is_better: bool = False) -> Figure:
        fig = Figure(round(float(value), 4), unit, goal, higher_is_better)
        self.figures[name] = fig
        if self.echo:
            print(self.line(name, fig), flush=True)
        return fig

    @staticmethod
    def line(name: str, fig: Figure) -> str:
        out = f"{name} {fig.value:g} {fig.unit}"
        if fig.goal is not None:
            out += f"  (goal {'≥' if fig.higher_is_better else '≤'} {fig.goal:g})"
            if fig.missed:
                out += " [MISS]"
        return out

    def lines(self) -> list[str]:
        return [self.line(n, f) for n, f in self.figures.items()]

    def to_json(self) -> dict:
        out = {}
        for name, fig in self.figures.items():
            out[name] = {"value": fig.value, "unit": fig.unit, "goal": fig.goal}
            if fig.higher_is_better:
                out[name]["better"] = "higher"
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)
