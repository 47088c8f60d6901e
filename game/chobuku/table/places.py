"""Where things are on the 鬼調伏 table: the place under the pointer (while a card is
held, the lit target of the seat it is over first), each place's rectangle and the
centre a card settles on. Functions of the table; :class:`ChobukuTable` keeps thin
methods of the same names.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.chobuku.table.geom import OMEN
from game.ui.table import TableScene

if TYPE_CHECKING:
    from game.chobuku.table.scene import ChobukuTable

#: places that are a whole layout zone
ZONE_OF = {"oni": "oni", "board": "board", "deck": "bottle_deck", "deck:stars": "star_deck",
           "discard:stars": "star_discard", "discard:bottles": "bottle_discard", "seal": "seal"}


def place_at(table: "ChobukuTable", pos) -> str | None:
    held = table.drag.held
    lit = table.drag.lit_targets
    if held is not None:
        # over a seat: the target that belongs to that seat (its slot, its bottles, the seat)
        for seat, g in table._geom.items():
            if g.area.collidepoint(pos) or g.panel.collidepoint(pos):
                for cand in (f"slot:{seat}", f"bottles:{seat}", f"seat:{seat}"):
                    if cand in lit:
                        return cand
        for target in ("oni", "discard:stars", "discard:bottles"):
            if target in lit and table.place_rect(target).collidepoint(pos):
                return target
    for key in reversed(table.order):
        sprite = table.sprites.get(key)
        if sprite is not None and sprite.visible and sprite is not table.drag.held_sprite \
                and sprite.rect.collidepoint(pos):
            return table.place_of(key)
    z = table.zone
    if z["oni"].collidepoint(pos):
        return "oni"
    if z["star_discard"].collidepoint(pos):
        return "discard:stars"
    if z["bottle_discard"].collidepoint(pos):
        return "discard:bottles"
    if z["star_deck"].collidepoint(pos):
        return "deck:stars"
    if z["bottle_deck"].collidepoint(pos):
        return "deck"
    for seat, g in table._geom.items():
        if g.slot.collidepoint(pos):
            return f"slot:{seat}"
        if g.bottles.collidepoint(pos):
            return f"bottles:{seat}"
        if g.panel.collidepoint(pos):
            return f"seat:{seat}"
    return None


def place_rect(table: "ChobukuTable", place: str):
    if place is None:
        return None
    sprite = table.sprites.get(place)
    if sprite is not None:
        return sprite.rect
    kind, _, arg = place.partition(":")
    z = table.zone
    if place in ZONE_OF:
        return z[ZONE_OF[place]]
    if kind == "zone" and arg in z:
        return z[arg]
    if kind == "omen":
        i = int(arg)
        return pygame.Rect(0, 0, *OMEN).move(table.omen_slots()[i][0] - OMEN[0] // 2, z["omens"].y)
    if kind in ("slot", "bottles", "seat", "resting") and arg.isdigit() and int(arg) in table._geom:
        g = table._geom[int(arg)]
        return {"slot": g.slot, "bottles": g.bottles, "seat": g.panel, "resting": g.resting}[kind]
    if kind == "hand" and arg.isdigit() and int(arg) in table._geom:
        g = table._geom[int(arg)]
        return g.hand if g.hand is not None else g.slot
    if place.startswith("button:"):
        return TableScene.place_rect(table, place)
    return None


def place_centre(table: "ChobukuTable", place: str, card: str | None = None) -> tuple[int, int]:
    kind, _, arg = (place or "").partition(":")
    if kind == "bottleslot":
        seat, _, i = arg.partition(":")
        g = table._geom.get(int(seat))
        if g is not None:
            c = table.disp.cands[int(seat)]
            slots = g.bottle_slots(len(c.bottles))
            i = int(i)
            return slots[i] if 0 <= i < len(slots) else g.bottles.center
    if place == "stars:end":
        slots = table.star_slots(len(table.disp.stars) + 1)
        return slots[-1]
    if kind == "bottle":
        seat = arg.partition(":")[0]
        if seat.isdigit() and int(seat) in table._geom and place not in table.sprites:
            return table._geom[int(seat)].bottles.center
    if kind == "resting" and arg.isdigit() and int(arg) in table._geom:
        g = table._geom[int(arg)]
        c = table.disp.cands[int(arg)]
        slots = g.rest_slots(len(c.resting) + len(c.lost) + 1)
        return slots[len(c.resting)]
    rect = table.place_rect(place)
    if rect is not None:
        return rect.center
    return table.zone["board"].center
