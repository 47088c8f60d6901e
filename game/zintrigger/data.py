"""ジントリガー data files: the Bambooshoot difficulty levels (``levels/zintrigger/
bambooshoot.toml``) read with tomllib, validated by the rules package's pure
validator, and put into the options ``new_game`` reads (a save carries them)."""
from __future__ import annotations

import tomllib
from typing import Any

from game.paths import resource_path
from game.zintrigger.rules.levels import validate_levels


def load_levels() -> dict[int, dict[str, Any]]:
    path = resource_path("levels", "zintrigger", "bambooshoot.toml")
    with open(path, "rb") as f:
        return validate_levels(tomllib.load(f))


def prepare_options(options: dict) -> dict:
    """Bambooshoot's chosen difficulty (the solo and co-op) as ``options["level"]`` (a dict of
    its elements)."""
    from game.zintrigger.rules.setup import is_bambooshoot
    out = dict(options)
    if is_bambooshoot(out):
        levels = load_levels()
        want = int(out.get("difficulty") or min(levels))
        if want not in levels:
            raise ValueError(f"Bambooshoot has no level {want} (levels: {sorted(levels)})")
        out["difficulty"] = want
        out["level"] = dict(levels[want])
    return out
