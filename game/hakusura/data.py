"""ハクスラ陰陽師's data files: the solo difficulty table (``levels/hakusura/difficulty.toml``).

The catalogue's ``prepare`` hook: :func:`prepare_options` reads the table,
validates it with the rules room's pure validator and puts the chosen level's
elements into the options (``solo_level``), so the rules do no I/O and a saved
game carries everything it was played with.
"""
from __future__ import annotations

import tomllib
from functools import lru_cache
from typing import Any

from game.hakusura.rules.difficulty import STANDARD_LEVEL, level_elements, validate
from game.paths import resource_path


@lru_cache(maxsize=1)
def difficulty_table() -> dict[int, dict[str, Any]]:
    """Each difficulty's elements (9.1), as the data file gives them."""
    with open(resource_path("levels", "hakusura", "difficulty.toml"), "rb") as f:
        return validate(tomllib.load(f))


def prepare_options(options: dict[str, Any]) -> dict[str, Any]:
    """``options`` plus ``solo_level`` (the chosen difficulty's elements) for a solo game."""
    out = dict(options)
    if int(out.get("players", 2)) == 1:
        level = int(out.get("difficulty", STANDARD_LEVEL))
        out["difficulty"] = level
        out["solo_level"] = level_elements(difficulty_table(), level)
    else:
        out.pop("solo_level", None)
    return out
