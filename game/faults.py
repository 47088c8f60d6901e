"""The record of what went wrong: tracebacks written to ``logs/`` in the data folder.

A fault caught by the app (a scene that raised while handling a gesture,
updating or drawing) and a save that could not be written are both told to
the player in words and written here in full, so a bug report can carry the
details. The folder keeps the newest :data:`KEEP` files; older ones go, so
logs never grow without bound.
"""
from __future__ import annotations

import time
import traceback
from pathlib import Path

from game.paths import user_data_dir

KEEP = 5


def logs_dir() -> Path:
    path = user_data_dir() / "logs"
    path.mkdir(parents=True, exist_ok=True)
    return path


def write(kind: str, text: str) -> Path | None:
    """Write ``text`` to a new ``<kind>-<time>.log``; the path, or None when even the log
    cannot be written (a read-only or full data folder: the caller says so in words)."""
    try:
        folder = logs_dir()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = folder / f"{kind}-{stamp}.log"
        n = 1
        while path.exists():
            n += 1
            path = folder / f"{kind}-{stamp}-{n}.log"
        path.write_text(text, encoding="utf-8")
        _rotate(folder)
        return path
    except OSError:
        return None


def write_exception(kind: str, exc: BaseException, context: str = "") -> Path | None:
    body = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    return write(kind, (context + "\n\n" if context else "") + body)


def _rotate(folder: Path) -> None:
    logs = sorted(folder.glob("*.log"), key=lambda p: (p.stat().st_mtime, p.name))
    for old in logs[:-KEEP]:
        try:
            old.unlink()
        except OSError:   # another copy of the app removed it first, or it is locked: next time
            continue
