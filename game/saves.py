"""Autosave, resume and replay files on disk (uses ``game.storage``; may do I/O).

* ``autosave(record, seats_meta)`` after every applied action writes
  ``<user data>/saves/current-<game>.json`` atomically (temp file + fsync +
  rename), so a crash or a kill at any instant leaves the previous or the new
  save, never half of one.
* ``list_resumable()`` gives the title screen's 続きから / Continue entries.
* ``load_save(path_or_game)`` validates and replays the file through
  ``GameRecord.from_json``; a broken, foreign, newer-version or illegal file
  comes back as a ``BadFile`` problem (ja/en words) and is moved aside as
  ``<name>.bad-<timestamp>`` — never overwritten, never raised.
* ``delete_save(game)`` when the game ends; ``save_replay`` / ``load_replay``
  keep finished games as replay text under ``<user data>/replays/``.

State classes come from the catalogue (``game.games.state_classes()``)
unless a mapping ``{code: StateClass}`` is passed (tests, toy games).
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from . import games
from .engine.record import SAVE_FORMAT, GameRecord, _state_class, export_replay, import_replay
from .engine.state import SAVE_FORMAT_VERSION, GameState
from .paths import user_data_dir
from .storage import BadFile, atomic_write_json, atomic_write_text, check_version, load_json

Classes = Mapping[str, type[GameState]] | None


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def replays_dir() -> Path:
    return user_data_dir() / "replays"


def save_path(game: str) -> Path:
    return saves_dir() / f"current-{game}.json"


@dataclass(frozen=True, slots=True)
class SaveSummary:
    """One 続きから / Continue entry. ``problem`` set = the file looks broken."""

    game: str
    path: Path
    mode: str | None = None
    turn_ja: str = ""
    turn_en: str = ""
    saved_at: float = 0.0
    saved_at_text: str = ""
    moves: int = 0
    seats: Any = None
    problem: BadFile | None = None

    def turn(self, lang: str = "ja") -> str:
        return self.turn_en if lang == "en" else self.turn_ja


@dataclass(frozen=True, slots=True)
class SaveLoad:
    record: GameRecord | None
    problem: BadFile | None = None
    moved_to: Path | None = None
    path: Path | None = None

    @property
    def ok(self) -> bool:
        return self.record is not None


def _turn_text(record: GameRecord, turn: Any) -> tuple[str, str]:
    if turn is None:
        hook = getattr(record.state, "progress_text", None)
        if callable(hook):
            turn = hook()
    if isinstance(turn, Mapping):
        return str(turn.get("ja", "")), str(turn.get("en", turn.get("ja", "")))
    if isinstance(turn, (tuple, list)) and len(turn) == 2:
        return str(turn[0]), str(turn[1])
    if isinstance(turn, str):
        return turn, turn
    n = record.turn_number()
    if record.state.is_over():
        return "終了", "finished"
    return f"{n}手番目", f"turn {n}"


def autosave(record: GameRecord, seats_meta: Any = None, *, mode: str | None = None,
             turn: Any = None, background: bool = False) -> Path:
    """Write the record to ``saves/current-<game>.json`` atomically; returns the path.

    ``seats_meta`` describes the seats (e.g. ``["human", "computer:hard"]``);
    ``mode`` names the mode (``"vs-cpu"``, ``"hotseat"``, ``"solo-3"``...);
    ``turn`` is the progress text as ``(ja, en)`` / ``{"ja":..,"en":..}``
    (default: the state's ``progress_text()`` if it has one, else "turn n").
    """
    ja, en = _turn_text(record, turn)
    now = time.time()
    if mode is not None:
        record.meta["mode"] = mode
    if seats_meta is not None:
        record.meta["seats"] = seats_meta
    record.meta.update({"turn_ja": ja, "turn_en": en, "saved_at": now,
                        "saved_at_text": time.strftime("%Y-%m-%d %H:%M", time.localtime(now))})
    path = save_path(record.game_id)
    if background:
        _writer().submit(path, record.to_json())
    else:
        atomic_write_json(path, record.to_json())
    return path


class AutosaveWriter:
    """Writes snapshots on a background thread so a frame never waits on fsync.

    The snapshot (``record.to_json()``: seed + action texts, a fraction of a
    millisecond) is taken on the caller's thread; only the JSON encoding and
    the atomic write happen here. When writes queue up, only the newest
    snapshot per file is written. A crash can lose at most the snapshot in
    flight — the file itself is always the old or the new one (atomic rename).
    """

    def __init__(self) -> None:
        import threading
        self._lock = threading.Condition()
        self._pending: dict[Path, Any] = {}
        self._busy = False
        self._thread = threading.Thread(target=self._run, name="fudaba-autosave", daemon=True)
        self._thread.start()

    def submit(self, path: Path, data: Any) -> None:
        with self._lock:
            self._pending[path] = data
            self._lock.notify()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every submitted snapshot is on disk (tests, quitting)."""
        deadline = time.monotonic() + timeout
        with self._lock:
            while self._pending or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._lock.wait(left)
        return True

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._pending:
                    self._lock.wait()
                path, data = self._pending.popitem()
                self._busy = True
            try:
                atomic_write_json(path, data)
            except OSError:
                pass  # the previous save stays intact; the next action tries again
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()


_WRITER: AutosaveWriter | None = None


def _writer() -> AutosaveWriter:
    global _WRITER
    if _WRITER is None:
        _WRITER = AutosaveWriter()
        import atexit
        atexit.register(_WRITER.flush)
    return _WRITER


def flush_autosaves(timeout: float = 5.0) -> bool:
    """Block until background autosaves are written (no-op when none were made)."""
    return _WRITER.flush(timeout) if _WRITER is not None else True


def _header(data: Any) -> None:
    check_version(data, SAVE_FORMAT, SAVE_FORMAT_VERSION)
    if not isinstance(data.get("game"), str) or not isinstance(data.get("actions"), list):
        raise BadFile("セーブデータの中身が足りません。", "The save is missing parts.")


def list_resumable() -> list[SaveSummary]:
    """Summaries of ``saves/current-*.json``, newest first. Cheap: no replay.

    A file whose header is unusable is listed with ``problem`` set (it is moved
    aside only when someone tries to load it). Leftover temp files of
    interrupted writes are removed.
    """
    folder = saves_dir()
    if not folder.is_dir():
        return []
    for tmp in folder.glob("current-*.json.*.tmp"):
        try:
            if time.time() - tmp.stat().st_mtime > 60:
                tmp.unlink()
        except OSError:
            pass
    out: list[SaveSummary] = []
    for path in folder.glob("current-*.json"):
        game = path.name[len("current-"):-len(".json")]
        try:
            data = json.loads(path.read_bytes().decode("utf-8"))
            _header(data)
        except BadFile as bad:
            out.append(SaveSummary(game, path, problem=bad))
            continue
        except (ValueError, OSError) as exc:
            out.append(SaveSummary(game, path, problem=BadFile(
                f"ファイルが壊れています: {exc}", f"The file is damaged: {exc}")))
            continue
        meta = data.get("meta") if isinstance(data.get("meta"), dict) else {}
        saved = meta.get("saved_at")
        out.append(SaveSummary(
            data["game"], path, mode=meta.get("mode"), turn_ja=str(meta.get("turn_ja", "")),
            turn_en=str(meta.get("turn_en", "")),
            saved_at=float(saved) if isinstance(saved, (int, float)) else 0.0,
            saved_at_text=str(meta.get("saved_at_text", "")), moves=len(data["actions"]),
            seats=meta.get("seats", data.get("seats"))))
    out.sort(key=lambda s: s.saved_at, reverse=True)
    return out


def load_save(path_or_game: Path | str, classes: Classes = None) -> SaveLoad:
    """Load and replay a save. Never raises: problems come back in words, the file moved aside."""
    path = Path(path_or_game) if isinstance(path_or_game, Path) or os.sep in str(path_or_game) \
        or str(path_or_game).endswith(".json") else save_path(str(path_or_game))
    holder: list[GameRecord] = []

    def validate(data: Any) -> None:
        _header(data)
        cls = _state_class(data["game"], classes if classes is not None else games.state_classes())
        holder.append(GameRecord.from_json(data, cls))

    try:
        res = load_json(path, validate)
    except Exception as exc:  # a rules bug while replaying must not crash the title
        from .storage import move_aside
        moved = None
        try:
            moved = move_aside(path)
        except OSError:
            pass
        return SaveLoad(None, BadFile(f"セーブデータを再生できません: {exc!r}",
                                      f"The save cannot be replayed: {exc!r}"), moved, path)
    if res.problem is not None:
        return SaveLoad(None, res.problem, res.moved_to, path)
    if res.data is None:
        return SaveLoad(None, BadFile("セーブデータがありません。", "There is no saved game."), None, path)
    return SaveLoad(holder[-1], None, None, path)


def delete_save(game: str) -> bool:
    """Remove the game's autosave (the game ended or was abandoned). True if one existed."""
    flush_autosaves()  # a write still in flight must not bring the file back
    try:
        save_path(game).unlink()
        return True
    except FileNotFoundError:
        return False


# ------------------------------------------------------------------ replays
def save_replay(record: GameRecord, name: str | None = None) -> Path:
    """Keep a (finished) game as replay text; returns the path."""
    stem = name or f"{record.game_id}-{time.strftime('%Y%m%d-%H%M%S')}"
    path = replays_dir() / f"{stem}.txt"
    n = 1
    while name is None and path.exists():
        n += 1
        path = replays_dir() / f"{stem}-{n}.txt"
    atomic_write_text(path, export_replay(record))
    return path


def list_replays() -> list[Path]:
    folder = replays_dir()
    return sorted(folder.glob("*.txt"), reverse=True) if folder.is_dir() else []


def load_replay(path: Path, classes: Classes = None) -> SaveLoad:
    """Read a replay file (any location, so it is never moved). Never raises."""
    path = Path(path)
    try:
        text = path.read_bytes().decode("utf-8")
        return SaveLoad(import_replay(text, classes if classes is not None else games.state_classes()),
                        path=path)
    except BadFile as bad:
        return SaveLoad(None, bad, path=path)
    except UnicodeDecodeError:
        return SaveLoad(None, BadFile("ファイルが壊れています(文字化け)。",
                                      "The file is corrupted (not UTF-8 text)."), path=path)
    except OSError as exc:
        return SaveLoad(None, BadFile(f"ファイルを読めません: {exc.strerror}",
                                      f"The file cannot be read: {exc.strerror}"), path=path)
    except Exception as exc:
        return SaveLoad(None, BadFile(f"リプレイを再生できません: {exc!r}",
                                      f"The replay cannot be played: {exc!r}"), path=path)
