"""Where things are on the ハクスラ陰陽師 table: place ids <-> rectangles and points
(the drag-and-drop place protocol of ``game.ui.table.TableScene``)."""
from __future__ import annotations

import pygame

from game.hakusura.table import faces

def seat_zone_of(tb, pos) -> int | None:
    for seat in (0, 1):
        z = tb.zone.get(f"seat.{seat}")
        if z is not None and z.collidepoint(pos):
            return seat
    return None



def edge_rect(tb, seat: int, edge: str) -> pygame.Rect:
    r = tb.char_rect(seat)
    b = faces.band_width(tb.CHAR_SIZE[0]) + 6
    if edge == "left":
        return pygame.Rect(r.x - b, r.y, b, r.height)
    if edge == "right":
        return pygame.Rect(r.right, r.y, b, r.height)
    return pygame.Rect(r.x, r.bottom, r.width, b)



def effect_rects(tb, seat: int) -> list[tuple[str, pygame.Rect]]:
    """The edge texts waiting to be ordered (``after``): one chip each."""
    view = tb.view
    pend = view.pending
    if pend is None or pend.kind != "after" or pend.seat != seat:
        return []
    pool = pend.data[2]
    z = tb.zone[f"seat.{seat}.effects"]
    h = min(30, max(20, z.height // max(1, (len(pool) + 1) // 2)))
    out = []
    for i, src in enumerate(pool):
        col, row = i % 2, i // 2
        out.append((f"effect:{seat}:{src}", pygame.Rect(z.x + col * (z.width // 2), z.y + row * (h + 2),
                                                        z.width // 2 - 2, h)))
    return out


def place_at(tb, pos) -> str | None:
    """The place under ``pos``; while a card is held, a lit target under it wins (the
    one drawn on top, when lit cards overlap, as the used cards do)."""
    natural = _under(tb, pos)
    if tb.drag.holding:
        lit = tb.drag.lit_targets
        if natural in lit:
            return natural
        order = list(tb.cards)
        hits = [p for p in lit if (r := tb.place_rect(p)) is not None and r.collidepoint(pos)]
        if hits:
            return max(hits, key=lambda p: (order.index(p) if p in order else -1, p))
    return natural


def _under(tb, pos) -> str | None:
    for seat in (0, 1):
        for place, r in tb.effect_rects(seat):
            if r.collidepoint(pos):
                return place
    for place in reversed(list(tb.cards)):          # the card drawn last lies on top
        sprite = tb.cards[place]
        if sprite is not tb.drag.held_sprite and sprite.contains(pos) and not place.startswith("flip:"):
            return place.rsplit(":", 1)[0] if place.count(":") == 2 and place.startswith("slot:") else place
    for seat, sprite in tb.chars.items():
        if sprite.contains(pos):
            return f"char:{seat}"
        for edge in ("left", "right", "bottom"):
            if tb.edge_rect(seat, edge).collidepoint(pos):
                return f"edge:{seat}:{edge}"
    for place, sprite in tb.enemy_sprites.items():
        if sprite.contains(pos):
            return place
    for seat in (0, 1):
        for kind in ("shiki", "hand", "slot", "used"):
            z = tb.zone.get(f"seat.{seat}.{kind}")
            if z is not None and z.collidepoint(pos):
                return f"{kind}:{seat}"
    if tb.zone["box"].collidepoint(pos):
        return "box"
    if tb.zone["arena"].collidepoint(pos) or tb.seat_zone_of(pos) is not None:
        return "table"
    return None



def place_rect(tb, place: str):
    if place.startswith("button:"):
        button = tb.buttons.get(place[7:])
        return button.rect if button is not None else None
    kind, _, arg = place.partition(":")
    if kind in ("yokai", "boss", "minion"):
        sprite = tb.enemy_sprites.get(place)
        return sprite.rect if sprite is not None else tb.enemy_card_rect(place)
    if kind in ("char", "player"):
        seat = int(arg)
        sprite = tb.chars.get(seat)
        return sprite.rect if sprite is not None else tb.char_rect(seat)
    if kind == "edge":
        seat, edge = arg.split(":")
        return tb.edge_rect(int(seat), edge)
    if kind == "effect":
        seat = int(arg.split(":")[0])
        return next((r for p, r in tb.effect_rects(seat) if p == place), None)
    if kind in ("shiki", "hand", "slot", "used") and arg.isdigit():
        sprite = tb.cards.get(place) if kind == "slot" else None
        return sprite.rect if sprite is not None else tb.zone[f"seat.{arg}.{kind}"]
    if kind == "box":
        return tb.zone["box"]
    if kind == "table":
        return tb.zone["arena"]
    sprite = tb.cards.get(place)
    if sprite is not None:
        return sprite.rect
    return None



def place_centre(tb, place: str, card: str | None = None) -> tuple[int, int]:
    kind, _, arg = place.partition(":")
    if kind == "flip":
        r = tb.enemy_card_rect(arg)
        return (r.right + 200, r.bottom + 40)
    if kind in ("char", "player"):
        r = tb.char_rect(int(arg))
        off = tb.anim.offset(f"char:{arg}")
        return (r.centerx + int(off[0]), r.centery + int(off[1]))
    if kind in ("hand", "used") and ":" in arg:
        sprite = tb.cards.get(place)
        if sprite is not None:
            return (int(sprite.pos[0]), int(sprite.pos[1]))
        return tb.zone[f"seat.{arg.split(':')[0]}.{kind}"].center
    r = tb.place_rect(place)
    return r.center if r is not None else tb.zone["arena"].center



def zone_centre(tb, name: str) -> tuple[int, int]:
    z = tb.zone.get(name)
    return z.center if z is not None else tb.zone["arena"].center



def sprite_at(tb, place: str):
    kind, _, arg = place.partition(":")
    if kind in ("char", "player"):
        return tb.chars.get(int(arg))
    if kind in ("yokai", "boss", "minion"):
        return tb.enemy_sprites.get(place)
    return tb.cards.get(place)



def sprite_for(tb, place: str):
    if place.startswith(("char:", "effect:")):
        return None                 # the character stays put: an arrow shows where it goes
    return tb.sprite_at(place)



def snaps(tb, target: str) -> bool:
    return target.startswith(("slot:", "shiki:")) and target.count(":") == 1
