"""Atomic JSON files that never lose data and never crash the app.

Writes go to a temporary file in the same folder, are flushed and fsynced,
then renamed over the target, so a crash at any moment leaves either the old
or the new file. Reads parse JSON as data only (no pickle, no eval); a file
that is unreadable, malformed, fails its validator or comes from a newer
version is moved aside with a timestamp and reported in words.
"""
from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from game.engine.errors import BadFile, check_version  # noqa: F401  (re-exported)


@dataclass(frozen=True, slots=True)
class LoadResult:
    data: Any | None
    problem: BadFile | None = None
    moved_to: Path | None = None
    #: values that were not allowed and were corrected (the file was readable;
    #: the original is kept at ``moved_to``), e.g. ``settings.Fix`` records
    fixes: tuple = ()


def atomic_write_json(path: Path, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True))


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8, ``\n`` line ends) so that ``path`` is always whole."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``name.bad-YYYYmmdd-HHMMSS[-n]`` and return the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    os.replace(path, target)
    return target


def load_json(path: Path, validate: Callable[[Any], None] | None = None) -> LoadResult:
    """Load ``path``; missing → ``LoadResult(None)``; bad → moved aside with a problem.

    ``validate`` raises ``BadFile`` (or ValueError/KeyError/TypeError) for data
    that parses but cannot be used.
    """
    path = Path(path)
    if not path.exists():
        return LoadResult(None)
    try:
        raw = path.read_bytes()
        data = json.loads(raw.decode("utf-8"))
        if validate is not None:
            validate(data)
    except BadFile as bad:
        return LoadResult(None, bad, move_aside(path))
    except UnicodeDecodeError:
        return LoadResult(None, BadFile("ファイルが壊れています(文字化け)。",
                                        "The file is corrupted (not UTF-8 text)."),
                          move_aside(path))
    except json.JSONDecodeError as exc:
        return LoadResult(None, BadFile(f"ファイルが壊れています({exc.lineno}行目で読めません)。",
                                        f"The file is damaged (unreadable at line {exc.lineno})."),
                          move_aside(path))
    except (ValueError, KeyError, TypeError) as exc:
        return LoadResult(None, BadFile(f"ファイルの内容が正しくありません: {exc}",
                                        f"The file's contents are not valid: {exc}"),
                          move_aside(path))
    except OSError as exc:
        return LoadResult(None, BadFile(f"ファイルを読めません: {exc.strerror}",
                                        f"The file cannot be read: {exc.strerror}"))
    return LoadResult(data)


@contextmanager
def private_home(prefix: str = "fudaba-run-") -> Iterator[Path]:
    """A data folder of its own for a program run that is not a player's (smoke
    test, benchmarks): unless ``FUDABA_HOME`` is set explicitly, a fresh
    temporary folder becomes ``FUDABA_HOME`` (child processes inherit it) and
    is removed afterwards, so the player's statistics, saves and replays are
    never touched. Yields the folder in use."""
    given = os.environ.get("FUDABA_HOME")
    if given:
        yield Path(given)
        return
    folder = tempfile.mkdtemp(prefix=prefix)
    os.environ["FUDABA_HOME"] = folder
    try:
        yield Path(folder)
    finally:
        saves = sys.modules.get("game.saves")
        if saves is not None:   # a background autosave must not land after the folder is gone
            saves.flush_autosaves()
        if os.environ.get("FUDABA_HOME") == folder:
            del os.environ["FUDABA_HOME"]
        shutil.rmtree(folder, ignore_errors=True)
