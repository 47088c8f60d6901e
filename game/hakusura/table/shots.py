"""How ``--screenshot --scene hakusura[:variant]`` reaches its picture (and the bench).

Variants: (none) a seeded mid-battle position of the two-player game; ``boss`` the
final boss battle with its lap counter; ``duel``; ``solo`` the solo table;
``take`` a defeated yokai waiting to be taken; ``drag`` a hand card held over
the slot (a gesture in progress); ``campaign`` the campaign scene;
``opening`` / ``result`` as every table.
"""
from __future__ import annotations

from game.ui.table import runs


def _mid_battle(s) -> bool:
    v = s.view(None)
    return v.battle >= 2 and v.phase == "choose" and v.to_move == 0 and v.turn >= 2 and v.pending is not None \
        and v.pending.kind == "pick"


def _boss(s) -> bool:
    v = s.view(None)
    return v.battle == 7 and v.phase == "choose" and v.turn >= 2 and v.pending is not None \
        and v.pending.kind == "pick" and v.pending.seat == 0


def _duel(s) -> bool:
    v = s.view(None)
    return v.battle == 7 and v.phase == "choose" and v.pending is not None and v.pending.seat == 0


def _take(s) -> bool:
    v = s.view(None)
    return v.battle >= 3 and v.pending is not None and v.pending.kind == "take" and v.pending.seat == 0


def _solo(s) -> bool:
    v = s.view(None)
    return v.battle >= 3 and v.phase == "choose" and v.pending is not None and v.pending.kind == "pick"


def _hold_pick(tb) -> None:
    seat = tb.bottom
    hand = [p for p in tb.cards if p.startswith(f"hand:{seat}:")]
    if hand:
        runs.hold_over(tb, hand[0], f"slot:{seat}")


def plan(cls, variant: str | None) -> dict:
    if variant in ("opening", "result"):
        return cls.__mro__[1].screenshot_plan.__func__(cls, variant)
    two = [runs.HUMAN, runs.RANDOM]
    if variant == "boss":
        return {"stop": _boss, "plies": 6000, "seats": two, "options": {"final": "boss"}}
    if variant == "duel":
        return {"stop": _duel, "plies": 6000, "seats": two, "options": {"final": "duel"}}
    if variant == "take":
        return {"stop": _take, "plies": 3000, "seats": two}
    if variant == "solo":
        return {"stop": _solo, "plies": 3000, "seats": [runs.HUMAN],
                "options": {"players": 1, "difficulty": 1, "campaign": True}}
    if variant == "drag":
        return {"stop": _mid_battle, "plies": 3000, "seats": two, "after": _hold_pick}
    return {"stop": _mid_battle, "plies": 3000, "seats": two}


def scene(cls, app, seed: int, variant: str | None) -> list:
    if variant == "campaign":
        from game.hakusura.table.campaign import CampaignScene
        from game.scenes.title import TitleScene
        return [TitleScene(app), CampaignScene(app)]
    return runs.screenshot_scene(cls, app, seed, variant)
