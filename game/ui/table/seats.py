"""Who sits in each seat: a person at this screen, or the computer at a level.

Seats are plain dicts ``{"kind": "human"|"computer", "level": str|None}`` as the
seat-setup scene builds them, with the ``name`` a person typed; saves store them as
``"human"`` / ``"computer:<level>"`` (the names beside, in the record's meta).
Any number of seats (1–5); nothing here assumes two.
"""
from __future__ import annotations

from typing import Any, Sequence

HUMAN = {"kind": "human", "level": None}


def seat_from(meta: Any) -> dict:
    """A seat dict from a dict, or from a save's ``"human"`` / ``"computer:hard"``."""
    if isinstance(meta, dict):
        kind = meta.get("kind", "human")
        seat = dict(HUMAN) if kind == "human" else {"kind": "computer", "level": meta.get("level") or "easy"}
        if isinstance(meta.get("name"), str) and meta["name"].strip():
            seat["name"] = meta["name"].strip()
        return seat
    text = str(meta)
    kind, _, level = text.partition(":")
    if kind in ("computer", "cpu"):
        return {"kind": "computer", "level": level or "easy"}
    return dict(HUMAN)


def seats_from(metas: Sequence[Any] | None, count: int, names: Sequence[Any] = ()) -> list[dict]:
    """``count`` seats from saved descriptions (missing seats: the computer, easy), with the
    players' names where ``names`` keeps them."""
    seats = [seat_from(m) for m in (metas or ())][:count]
    for seat, name in zip(seats, names or ()):
        if isinstance(name, str) and name.strip() and "name" not in seat:
            seat["name"] = name.strip()
    while len(seats) < count:
        seats.append({"kind": "computer", "level": "easy"})
    return seats


def seat_meta(seat: dict) -> str:
    """How a save remembers a seat."""
    return "human" if seat["kind"] == "human" else f"computer:{seat.get('level') or 'easy'}"


def seat_metas(seats: Sequence[dict]) -> list[str]:
    """How a save remembers every seat."""
    return [seat_meta(s) for s in seats]

