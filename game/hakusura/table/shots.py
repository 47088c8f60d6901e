"""How ``--screenshot --scene hakusura[:variant]`` reaches its picture (and the bench).

Variants: (none) a seeded mid-battle position of the two-player game; ``boss`` the
final boss battle with its lap counter; ``duel``; ``solo`` the solo table;
``take`` a defeated yokai waiting to be taken; ``edges`` a character with all three
edges equipped; ``evolve`` the evolution's cost being chosen; ``evolving`` the character turning over; ``slide`` HP cards half-way
through a slide; ``drag`` a hand card held over
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


def _edges(s) -> bool:
    v = s.view(None)
    me = v.seat(0)
    return bool(me.left and me.right and me.bottom) and v.pending is not None and v.pending.kind == "pick" \
        and v.pending.seat == 0


def _evolving(s) -> bool:
    v = s.view(None)
    return v.pending is not None and v.pending.kind == "evolve" and v.pending.seat == 0


def _choose_spend(tb) -> None:
    """The evolution's cost being chosen: shikigami stand up, the button adds up their Lv."""
    need = tb.view.seat(0).evolve_need
    for place in tb.spend_places():
        tb.selection.toggle(place)
        if tb.spend_sum(tb.selection.chosen) >= need:
            break
    for sprite in tb.all_sprites():
        sprite.update(1.0)


def _mid_evolution(tb) -> None:
    """The evolution itself, held half-way: the character turning over to its back."""
    from game.ui import tween
    _choose_spend(tb)
    app = tb.app
    app.settings.anim_speed = 1.0
    tween.set_speed(1.0)
    app.stack.clear_to(tb)
    tb.selection.confirm()
    for _ in range(600):
        tb.update(1 / 60)
        sprite = tb.chars.get(0)
        if sprite is not None and 0.2 < sprite.squash < 0.6:
            break
    tb.still = True


def _mid_slide(tb) -> None:
    """Play on with animations until HP cards slide, and hold the picture half-way."""
    from game.ui import tween
    app = tb.app
    app.settings.anim_speed = 1.0
    tween.set_speed(1.0)
    app.stack.clear_to(tb)
    cards = lambda: [c for s in list(tb.chars.values()) + list(tb.enemy_sprites.values())  # noqa: E731
                     for c in s.attachments if type(c).__name__ == "HpCard"]
    for _ in range(3000):
        if sum(1 for c in cards() if c.busy) >= 1 and tb.strikes:
            for _ in range(5):
                tb.update(1 / 60)
            break
        tb.update(1 / 60)
    tb.still = True


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
    if variant == "edges":
        return {"stop": _edges, "plies": 6000, "seats": two}
    if variant == "evolve":
        return {"stop": _evolving, "plies": 6000, "seats": two, "after": _choose_spend}
    if variant == "evolving":
        return {"stop": _evolving, "plies": 6000, "seats": two, "after": _mid_evolution}
    if variant == "slide":
        return {"stop": _mid_battle, "plies": 3000, "seats": [runs.RANDOM, runs.RANDOM], "after": _mid_slide}
    if variant == "drag":
        return {"stop": _mid_battle, "plies": 3000, "seats": two, "after": _hold_pick}
    return {"stop": _mid_battle, "plies": 3000, "seats": two}


def scene(cls, app, seed: int, variant: str | None) -> list:
    if variant == "campaign":
        from game.hakusura.table.campaign import CampaignScene
        from game.scenes.title import TitleScene
        return [TitleScene(app), CampaignScene(app)]
    return runs.screenshot_scene(cls, app, seed, variant)
