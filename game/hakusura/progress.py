"""ハクスラ陰陽師's solo campaign on disk: each character's record and the run in progress.

The record lives in ``hakusura-campaign.json`` (the framework's atomic storage, in
the user's data folder): per character the runs, the wins, the highest difficulty
cleared and the best HP left at a win, and the last choice of character and
difficulty. A run in progress is an ordinary autosave in its own slot (mode
``campaign``). The campaign page (``game.hakusura.campaign``) reads and
changes them only through here, so the table room opens no file.
"""
from __future__ import annotations

from pathlib import Path

from game import saves, storage
from game.hakusura.rules.difficulty import STANDARD_LEVEL
from game.paths import user_data_dir

FILE = "hakusura-campaign.json"
VERSION = 1
MODE = "campaign"


def progress_path() -> Path:
    return user_data_dir() / FILE


def _validate(data) -> None:
    if not isinstance(data, dict) or not isinstance(data.get("chars", {}), dict):
        raise ValueError("not a campaign progress file")


def load_progress() -> dict:
    res = storage.load_json(progress_path(), _validate)
    data = res.data if isinstance(res.data, dict) else {}
    data.setdefault("version", VERSION)
    data.setdefault("chars", {})
    data.setdefault("last", {})
    return data


def char_progress(data: dict, cid: str) -> dict:
    p = data["chars"].get(cid) or {}
    return {"runs": int(p.get("runs", 0)), "wins": int(p.get("wins", 0)),
            "best_level": int(p.get("best_level", 0)), "best_hp": int(p.get("best_hp", 0))}


def record_run(state, result) -> dict:
    """A campaign run ended (won, lost or given up): count it for its character."""
    view = state.view(None)
    me = view.seats[0]
    data = load_progress()
    p = char_progress(data, me.character)
    p["runs"] += 1
    if result is not None and result.outcome(0) == "win":
        p["wins"] += 1
        p["best_level"] = max(p["best_level"], int(view.difficulty or 0))
        p["best_hp"] = max(p["best_hp"], me.hp)
    data["chars"][me.character] = p
    data["last"] = {"character": me.character, "difficulty": int(view.difficulty or STANDARD_LEVEL)}
    storage.atomic_write_json(progress_path(), data)
    return p


def saved_run():
    """The campaign run in progress (its save summary), if there is one that loads."""
    for entry in saves.list_resumable():
        if entry.game == "hakusura" and entry.mode == MODE and entry.ok and not entry.over:
            return entry
    return None


def load_run(entry):
    """The record of the run ``entry`` summarises (None: it does not load)."""
    return saves.load_save(entry.path).record


def forget_run(entry) -> None:
    """A new run replaces the one in progress."""
    saves.delete_save(entry.path)
