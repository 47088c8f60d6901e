"""What the seat setup remembers: the last choices per game (players, who sits where,
the game's options, undo), so the next game starts from them. One small versioned
JSON file in the user data folder, written atomically; a broken file is moved aside
and forgotten (the setup then starts from its defaults). Pure data, no pygame.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game import storage
from game.paths import user_data_dir

FORMAT = "fudaba-setup"
VERSION = 1


def path() -> Path:
    return user_data_dir() / "setup.json"


def _validate(data: Any) -> None:
    storage.check_version(data, FORMAT, VERSION)
    if not isinstance(data.get("games"), dict):
        raise storage.BadFile("席の設定の中身が正しくありません。", "The remembered seat choices are not valid.")


def load_setup(code: str) -> dict[str, Any]:
    """The remembered choices for ``code`` ({} when none): ``players``, ``seats``
    (``"human"`` / ``"computer:<level>"``), ``options``, ``undo``. The caller checks
    every value against what the game allows."""
    res = storage.load_json(path(), _validate)
    entry = (res.data or {}).get("games", {}).get(code) if res.data else None
    return dict(entry) if isinstance(entry, dict) else {}


def save_setup(code: str, choices: dict[str, Any]) -> None:
    res = storage.load_json(path(), _validate)
    data = res.data or {"format": FORMAT, "version": VERSION, "games": {}}
    data["games"][code] = dict(choices)
    try:
        storage.atomic_write_json(path(), data)
    except OSError:
        pass          # remembering is a convenience: a full disk must not stop a game
