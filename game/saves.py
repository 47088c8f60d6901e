"""Autosave, resume and replay files on disk (uses ``game.storage``; may do I/O).

**Save slots.** Every game keeps one save per *mode* (``"hotseat"``,
``"vs-cpu"``, ``"cpu-vs-cpu"``, ``"solo"``, ``"campaign"``...), so starting a
game in one mode never touches a game in progress in another. A slot is a
name, ``<game>--<mode>`` (``fujin--vs-cpu``; a game saved without a mode uses
``<game>``), and a file ``<user data>/saves/current-<slot>.json``:

* ``autosave(record, seats_meta, mode=..., background=True)`` after every
  applied action writes the record's slot atomically (temp file + fsync +
  rename), so a crash or a kill at any instant leaves the previous or the new
  save, never half of one. The slot is chosen on the record's first save and
  kept in ``record.meta["slot"]`` (a resumed game keeps writing to the file it
  came from). A *new* game whose slot holds an unfinished game of someone else
  does not overwrite it: it takes the next free slot (``fujin--vs-cpu--2``).
  The menus ask first (``would_replace``) and only then ``delete_save``.
* ``list_resumable(validate=...)`` gives the title screen's 続きから / Continue
  entries, newest first; ``validate=True`` replays each file (cached by size
  and time) so a broken save is shown as broken *before* anyone clicks it.
* ``load_save(path_or_game)`` validates and replays the file through
  ``GameRecord.from_json``; a broken, foreign, newer-version or illegal file
  comes back as a ``BadFile`` problem (ja/en words) and is moved aside as
  ``<name>.bad-<timestamp>`` — never overwritten, never raised.
* ``delete_save_for(record)`` when a game ends (its own slot only);
  ``delete_save(game, mode)`` / ``delete_save(path)`` for the menus.
* ``save_replay`` / ``load_replay`` keep finished games as replay text under
  ``<user data>/replays/``.

**What a table does** (every game): after each applied action
``autosave(record, seats_meta, mode=self.mode(), background=True)``; when the
game ends ``delete_save_for(record)``; a tutorial or a demo does not save. Its
``mode`` should be ``mode_for_seats(seats)`` (or the table module declares
``TableSpec.save_mode`` so the seat setup asks about the right slot). A
game with several saves in one mode (campaign runs...) passes ``slot=`` to
``autosave`` (``slot_name(game, mode, n)``).

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


SLOT_SEP = "--"
PREFIX = "current-"


def _safe(part: str) -> str:
    """A file-name-safe slot part (letters, digits, ``-`` and ``_``)."""
    out = "".join(c if c.isascii() and (c.isalnum() or c in "-_") else "_" for c in str(part))
    while SLOT_SEP in out:          # "--" separates the parts
        out = out.replace(SLOT_SEP, "-")
    return out.strip("-") or "_"


def slot_name(game: str, mode: str | None = None, n: int = 1) -> str:
    """``fujin`` / ``fujin--vs-cpu`` / ``fujin--vs-cpu--2``: the slot of a game and mode."""
    parts = [_safe(game)]
    if mode:
        parts.append(_safe(mode))
    if n > 1:
        parts.append(str(n))
    return SLOT_SEP.join(parts)


def slot_path(slot: str) -> Path:
    return saves_dir() / f"{PREFIX}{slot}.json"


def save_path(game: str, mode: str | None = None) -> Path:
    """The file of the slot of ``game`` in ``mode`` (``None``: the slot without a mode)."""
    return slot_path(slot_name(game, mode))


def _slot_of_path(path: Path) -> str | None:
    name = Path(path).name
    if name.startswith(PREFIX) and name.endswith(".json"):
        return name[len(PREFIX):-len(".json")]
    return None


def mode_for_seats(seats: Any) -> str:
    """The save mode a table derives from its seats (``{"kind": ...}`` dicts or
    ``"human"`` / ``"computer:hard"`` strings): ``hotseat`` (every seat human;
    ``solo`` for a single seat), ``vs-cpu`` (some human) or ``cpu-vs-cpu``."""
    kinds = []
    for seat in seats or ():
        kind = seat.get("kind") if isinstance(seat, Mapping) else str(seat).partition(":")[0]
        kinds.append(kind)
    humans = kinds.count("human")
    if kinds and humans == len(kinds):
        return "solo" if len(kinds) == 1 else "hotseat"
    return "vs-cpu" if humans else "cpu-vs-cpu"


@dataclass(frozen=True, slots=True)
class SaveSummary:
    """One 続きから / Continue entry. ``problem`` set = the file looks broken."""

    game: str
    path: Path
    mode: str | None = None
    slot: str = ""
    turn_ja: str = ""
    turn_en: str = ""
    saved_at: float = 0.0
    saved_at_text: str = ""
    moves: int = 0
    seats: Any = None
    problem: BadFile | None = None
    over: bool = False

    def turn(self, lang: str = "ja") -> str:
        return self.turn_en if lang == "en" else self.turn_ja

    @property
    def ok(self) -> bool:
        return self.problem is None


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


def record_slot(record: GameRecord) -> str:
    """The slot ``record`` saves to: the one it was given (``meta["slot"]``), else its game and mode's."""
    slot = record.meta.get("slot")
    if isinstance(slot, str) and slot and _safe_slot(slot) == slot:
        return slot
    mode = record.meta.get("mode")
    return slot_name(record.game_id, mode if isinstance(mode, str) else None)


def _safe_slot(slot: str) -> str:
    return SLOT_SEP.join(_safe(p) for p in slot.split(SLOT_SEP))


def _slot_free_for_new_game(path: Path) -> bool:
    """May a game that never saved before write ``path``? Yes when it is missing or
    holds a finished game; an unfinished (or unreadable) game is someone's: keep it."""
    if not path.exists():
        return path not in _writer_pending()
    try:
        meta = json.loads(path.read_bytes().decode("utf-8")).get("meta") or {}
        return meta.get("over") is True
    except (OSError, ValueError, AttributeError):
        return False


def claim_slot(record: GameRecord, slot: str | None = None) -> str:
    """Give ``record`` its slot (once; kept in ``record.meta["slot"]``) and return it.

    ``slot`` forces one (a game with several saves per mode names them itself).
    Otherwise a record that already has a slot keeps it, and a new one takes
    ``<game>--<mode>`` unless an unfinished game is saved there, in which case
    it takes the first free ``<game>--<mode>--n``: starting a game never
    silently replaces another (the menus ask and ``delete_save`` first).
    """
    if slot:
        record.meta["slot"] = _safe_slot(slot)
        return record.meta["slot"]
    current = record.meta.get("slot")
    if isinstance(current, str) and current and _safe_slot(current) == current:
        return current
    mode = record.meta.get("mode")
    mode = mode if isinstance(mode, str) else None
    n = 1
    while True:
        candidate = slot_name(record.game_id, mode, n)
        if _slot_free_for_new_game(slot_path(candidate)):
            break
        n += 1
    record.meta["slot"] = candidate
    return candidate


def autosave(record: GameRecord, seats_meta: Any = None, *, mode: str | None = None,
             turn: Any = None, background: bool = False, slot: str | None = None) -> Path:
    """Write the record to its slot's file ``saves/current-<slot>.json`` atomically; returns the path.

    ``seats_meta`` describes the seats (e.g. ``["human", "computer:hard"]``);
    ``mode`` names the mode (``"vs-cpu"``, ``"hotseat"``, ``"solo"``,
    ``"campaign"``...) and with the game picks the slot (see :func:`claim_slot`;
    ``slot`` names one explicitly); ``turn`` is the progress text as
    ``(ja, en)`` / ``{"ja":..,"en":..}`` (default: the state's
    ``progress_text()`` if it has one, else "turn n").
    """
    ja, en = _turn_text(record, turn)
    now = time.time()
    if mode is not None:
        record.meta["mode"] = mode
    if seats_meta is not None:
        record.meta["seats"] = seats_meta
    record.meta.update({"turn_ja": ja, "turn_en": en, "saved_at": now, "over": record.state.is_over(),
                        "saved_at_text": time.strftime("%Y-%m-%d %H:%M", time.localtime(now))})
    path = slot_path(claim_slot(record, slot))
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
        self._busy: Path | None = None
        #: the last write of each file that failed, until a later write of it succeeds
        self._problems: dict[Path, OSError] = {}
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
            while self._pending or self._busy is not None:
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
                self._busy = path
            problem: OSError | None = None
            try:
                atomic_write_json(path, data)
            except OSError as exc:   # the previous save stays intact; the table says so (status)
                problem = exc
            finally:
                with self._lock:
                    self._busy = None
                    if problem is None:
                        self._problems.pop(path, None)
                    else:
                        self._problems[path] = problem
                    self._lock.notify_all()

    def status(self, path: Path) -> "OSError | str":
        """``"pending"`` while a write of ``path`` is queued or under way, else the error of
        its last write (an ``OSError``), else ``"ok"``."""
        with self._lock:
            if path in self._pending or self._busy == path:
                return "pending"
            return self._problems.get(path, "ok")


_WRITER: AutosaveWriter | None = None


def _writer_pending() -> set[Path]:
    """Files a background write is still about to create."""
    if _WRITER is None:
        return set()
    with _WRITER._lock:
        return set(_WRITER._pending)


def _writer() -> AutosaveWriter:
    global _WRITER
    if _WRITER is None:
        _WRITER = AutosaveWriter()
        import atexit
        atexit.register(_WRITER.flush)
    return _WRITER


def write_status(path: Path) -> "OSError | str":
    """How the background writes of ``path`` went: ``"pending"``, ``"ok"`` or the ``OSError``
    of the last one (the table shows it until a write succeeds)."""
    return _WRITER.status(path) if _WRITER is not None else "ok"


def flush_autosaves(timeout: float = 5.0) -> bool:
    """Block until background autosaves are written (no-op when none were made)."""
    return _WRITER.flush(timeout) if _WRITER is not None else True


def _header(data: Any) -> None:
    check_version(data, SAVE_FORMAT, SAVE_FORMAT_VERSION)
    if not isinstance(data.get("game"), str) or not isinstance(data.get("actions"), list):
        raise BadFile("セーブデータの中身が足りません。", "The save is missing parts.")


def _damaged(exc: Exception) -> BadFile:
    if isinstance(exc, json.JSONDecodeError):
        return BadFile(f"ファイルが壊れています({exc.lineno}行目で読めません)。",
                       f"The file is damaged (unreadable at line {exc.lineno}).")
    if isinstance(exc, UnicodeDecodeError):
        return BadFile("ファイルが壊れています(文字化け)。", "The file is corrupted (not UTF-8 text).")
    if isinstance(exc, OSError):
        return BadFile(f"ファイルを読めません: {exc.strerror or exc}", f"The file cannot be read: {exc.strerror or exc}")
    return BadFile(f"ファイルが壊れています: {exc}", f"The file is damaged: {exc}")


#: path -> ((size, mtime_ns), problem or None): a listed save is replayed once per version of the file
_CHECKED: dict[Path, tuple[tuple[int, int], BadFile | None]] = {}
_CHECKED_MAX = 64


def _replay_problem(path: Path, data: Any, classes: Classes) -> BadFile | None:
    """Replay ``data`` (a parsed save with a good header) as loading would; the problem, if any."""
    try:
        st = path.stat()
        key = (st.st_size, st.st_mtime_ns)
    except OSError:
        key = None
    cached = _CHECKED.get(path)
    if key is not None and classes is None and cached is not None and cached[0] == key:
        return cached[1]
    problem: BadFile | None = None
    try:
        cls = _state_class(data["game"], classes if classes is not None else games.state_classes())
        GameRecord.from_json(data, cls)
    except BadFile as bad:
        problem = BadFile(bad.ja, bad.en)   # words only: a kept traceback would keep the replayed game alive
    except Exception as exc:  # a rules bug while replaying must not crash the title
        problem = BadFile(f"セーブデータを再生できません: {exc!r}", f"The save cannot be replayed: {exc!r}")
    if key is not None and classes is None:
        if len(_CHECKED) >= _CHECKED_MAX:
            _CHECKED.clear()
        _CHECKED[path] = (key, problem)
    return problem


def list_resumable(validate: bool = False, classes: Classes = None) -> list[SaveSummary]:
    """Summaries of every save slot (``saves/current-*.json``), newest first.

    Cheap by default (headers only). ``validate=True`` also replays every
    action of each file, as loading would (remembered per file size and time,
    so a title that lists saves again pays nothing), so a truncated, hand-edited
    or no longer legal save is listed with its ``problem`` before anyone picks it.
    A file with a problem is listed, not moved (it is moved aside only when
    someone tries to load it). Leftover temp files of interrupted writes are removed.
    """
    flush_autosaves(2.0)   # list what was saved, including a move's save still being written
    folder = saves_dir()
    if not folder.is_dir():
        return []
    for tmp in folder.glob(f"{PREFIX}*.json.*.tmp"):
        try:
            if time.time() - tmp.stat().st_mtime > 60:
                tmp.unlink()
        except OSError:
            pass
    out: list[SaveSummary] = []
    for path in folder.glob(f"{PREFIX}*.json"):
        slot = _slot_of_path(path) or path.stem
        parts = slot.split(SLOT_SEP)
        guess = dict(game=parts[0], mode=parts[1] if len(parts) > 1 else None, slot=slot)
        try:
            mtime = path.stat().st_mtime
        except OSError:
            mtime = 0.0
        try:
            data = json.loads(path.read_bytes().decode("utf-8"))
            _header(data)
        except BadFile as bad:
            out.append(SaveSummary(path=path, problem=BadFile(bad.ja, bad.en), saved_at=mtime, **guess))
            continue
        except (ValueError, OSError) as exc:
            out.append(SaveSummary(path=path, problem=_damaged(exc), saved_at=mtime, **guess))
            continue
        meta = data.get("meta") if isinstance(data.get("meta"), dict) else {}
        saved = meta.get("saved_at")
        mode = meta.get("mode")
        problem = _replay_problem(path, data, classes) if validate else None
        out.append(SaveSummary(
            data["game"], path, mode=mode if isinstance(mode, str) else guess["mode"], slot=slot,
            turn_ja=str(meta.get("turn_ja", "")), turn_en=str(meta.get("turn_en", "")),
            saved_at=float(saved) if isinstance(saved, (int, float)) and not isinstance(saved, bool)
            else mtime,
            saved_at_text=str(meta.get("saved_at_text", "")), moves=len(data["actions"]),
            seats=meta.get("seats", data.get("seats")), problem=problem, over=meta.get("over") is True))
    out.sort(key=lambda s: s.saved_at, reverse=True)
    return out


def would_replace(game: str, mode: str | None) -> SaveSummary | None:
    """The saved game in progress that a *new* game of ``game`` in ``mode`` would take
    the place of (the newest unfinished, readable save of that game and mode), or None.

    Menus ask before starting when there is one; if the player agrees they
    ``delete_save(entry.path)`` first. (Without that, the new game would take
    another slot and keep both; see :func:`claim_slot`.)"""
    for entry in list_resumable(validate=True):
        if entry.game == game and entry.mode == mode and entry.problem is None and not entry.over:
            return entry
    return None


def _resolve(path_or_game: Path | str) -> Path:
    """A path as given; a bare game code means that game's newest save (or its slot without a mode)."""
    text = str(path_or_game)
    if isinstance(path_or_game, Path) or os.sep in text or "/" in text or text.endswith(".json"):
        return Path(path_or_game)
    newest = [s.path for s in list_resumable() if s.game == text]
    return newest[0] if newest else save_path(text)


def load_save(path_or_game: Path | str, classes: Classes = None) -> SaveLoad:
    """Load and replay a save. Never raises: problems come back in words, the file moved aside.

    ``path_or_game`` is a save's path, or a game code (that game's newest save).
    The loaded record keeps the slot of the file it came from (``meta["slot"]``),
    so a resumed game goes on saving there.
    """
    path = _resolve(path_or_game)
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
    record = holder[-1]
    slot = _slot_of_path(path)
    if slot is not None and path.parent == saves_dir():
        record.meta["slot"] = slot
    return SaveLoad(record, None, None, path)


def delete_save(game_or_path: str | Path, mode: str | None = None) -> bool:
    """Remove one save: a save's path, or the slot of ``game`` in ``mode``
    (``None``: the slot without a mode). True if it existed.

    Never more than one file: other modes' saves of the game stay."""
    path = Path(game_or_path) if isinstance(game_or_path, Path) else save_path(str(game_or_path), mode)
    flush_autosaves()  # a write still in flight must not bring the file back
    _CHECKED.pop(path, None)
    try:
        path.unlink()
        return True
    except FileNotFoundError:
        return False


def delete_save_for(record: GameRecord) -> bool:
    """Remove ``record``'s own save (its game ended or was abandoned); other saves stay."""
    if not isinstance(record.meta.get("slot"), str):
        return False   # never saved: nothing of its own to delete
    return delete_save(slot_path(record_slot(record)))


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
