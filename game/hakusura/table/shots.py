"""How ``--screenshot --scene hakusura[:variant]`` reaches its picture (and the bench)."""
from __future__ import annotations

from game.ui.table import runs


def _mid_battle(s) -> bool:
    v = s.view(None)
    return v.battle >= 2 and v.phase == "choose" and v.to_move == 0 and v.turn >= 2


def plan(cls, variant: str | None) -> dict:
    if variant in ("opening", "result"):
        return cls.__mro__[1].screenshot_plan.__func__(cls, variant)
    return {"stop": _mid_battle, "plies": 3000, "seats": [runs.HUMAN, runs.RANDOM]}
