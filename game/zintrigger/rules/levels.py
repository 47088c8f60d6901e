"""Bambooshoot difficulty levels as data (``levels/zintrigger/bambooshoot.toml``):
the pure validator the data loader uses (no I/O here)."""
from __future__ import annotations

from typing import Any

FIELDS = {"id": int, "ja": str, "en": str, "grove_start": int, "grove_limit": int, "timekeep": int,
          "grown_start": bool}


def validate_levels(data: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """``{level id: level dict}`` from the parsed TOML; ValueError with a clear message."""
    levels = data.get("level") if isinstance(data, dict) else None
    if not isinstance(levels, list) or not levels:
        raise ValueError("bambooshoot.toml: no [[level]] tables")
    out: dict[int, dict[str, Any]] = {}
    for i, lv in enumerate(levels, 1):
        if not isinstance(lv, dict):
            raise ValueError(f"bambooshoot.toml: level #{i} is not a table")
        for k, typ in FIELDS.items():
            if k not in lv:
                raise ValueError(f"bambooshoot.toml: level #{i} lacks {k!r}")
            v = lv[k]
            if typ is int and (isinstance(v, bool) or not isinstance(v, int)):
                raise ValueError(f"bambooshoot.toml: level #{i} {k} must be an integer, not {v!r}")
            if typ is not int and not isinstance(v, typ):
                raise ValueError(f"bambooshoot.toml: level #{i} {k} must be {typ.__name__}, not {v!r}")
        if lv["id"] in out:
            raise ValueError(f"bambooshoot.toml: level id {lv['id']} appears twice")
        if not 0 <= lv["grove_start"] <= 10:
            raise ValueError(f"bambooshoot.toml: level {lv['id']} grove_start {lv['grove_start']} not in 0..10")
        if not lv["grove_start"] < lv["grove_limit"] <= 10:
            raise ValueError(f"bambooshoot.toml: level {lv['id']} grove_limit must exceed grove_start "
                             f"and be at most 10")
        if not 1 <= lv["timekeep"] <= 9:
            raise ValueError(f"bambooshoot.toml: level {lv['id']} timekeep {lv['timekeep']} not in 1..9")
        out[lv["id"]] = {k: lv[k] for k in FIELDS}
    return out
