"""Where things are on the ジントリガー table: the places under a point (a card first,
then the zone around it), each place's rectangle and the centre a card flies to."""
from __future__ import annotations


def zone_places(tb, pos) -> list[str]:
    """Every place under ``pos``: a card first, then the zone around it."""
    out: list[str] = []
    v = tb.view
    b = tb.bottom
    order = [p for p in tb.sprites if p.startswith("hand:")][::-1] + \
        [p for p in tb.sprites if p.startswith(("zone:", "base:", "bamboo:", "harvest:"))][::-1] + \
        [p for p in tb.sprites if p.startswith("discard:")][::-1] + \
        [p for p in tb.sprites if p.startswith(("field:", "char:"))]
    held = tb.drag.held_sprite if tb.drag.mode == "drag" else None
    for place in order:
        sp = tb.sprites[place]
        if sp is not held and sp.visible and sp.rect.collidepoint(pos):
            out.append(place)
            break
    g = tb.geom
    if tb.zone["hand"].collidepoint(pos):
        out.append(f"hand:{b}")
    for sv in v.seats:
        p = sv.seat
        for kind, place in (("field", f"field:{p}"), ("hold", f"zone:{p}"), ("main", f"char:{p}:main"),
                            ("sub", f"char:{p}:sub")):
            z = g.seat_zone(kind, p)
            if z is not None and z.collidepoint(pos):
                out.append(place)
    for team in (0, 1):
        for rect, place in ((g.deck_rect(team), f"deck:{team}"), (g.base_rect(team), f"base:{team}")):
            if rect is not None and rect.collidepoint(pos):
                out.append(place)
    if tb.zone["discard"].collidepoint(pos):
        out.append("discard")
    if "grove" in tb.zone and tb.zone["grove"].collidepoint(pos):
        out.append("grove")
    ab = tb.buttons.get("ability")
    if ab is not None and ab.rect.collidepoint(pos):
        out.append("button:ability")
    return out


def place_rect(tb, place: str):
    """The rectangle of ``place``; KeyError for a kind this table does not know (the base knows it)."""
    if place in tb.sprites:
        return tb.sprites[place].rect
    kind, _, rest = place.partition(":")
    g = tb.geom
    if kind == "hand":
        seat = int(rest.split(":")[0])
        return tb.zone["hand"] if seat == tb.bottom else (tb.hand_chip.get(seat) or g.plate(seat))
    if kind in ("field", "zone"):
        seat = int(rest.split(":")[0])
        return g.seat_zone("field" if kind == "field" else "hold", seat)
    if kind == "char":
        seat, _, which = rest.partition(":")
        return g.seat_zone(which, int(seat))
    if kind == "deck":
        return g.deck_rect(int(rest.split(":")[0]))
    if kind == "base":
        return g.base_rect(int(rest.split(":")[0]))
    if kind == "discard":
        return tb.zone["discard"]
    if kind in ("grove", "pool"):
        return tb.zone.get("grove") or tb.zone["discard"]
    if kind == "button":
        if rest in tb.buttons:
            return tb.buttons[rest].rect
        for name in tb.panel.names:       # an answer (button:cover...) is an option of the panel
            btn = tb.buttons.get(name)
            if btn is not None and getattr(btn.opt.action, "source", None) == place:
                return btn.rect
        return None
    raise KeyError(place)


def place_centre(tb, place: str, card: str | None = None) -> tuple[int, int]:
    kind, _, rest = place.partition(":")
    if card is not None:
        sp = tb.sprites.get(f"{place}:{card}")
        if sp is not None:
            return (round(sp.pos[0]), round(sp.pos[1]))
    if kind == "base":
        team = int(rest.split(":")[0])
        slots = tb.geom.base_slots(team, len(tb.view.bases[team]) + 1)
        return slots[min(len(tb.view.bases[team]), len(slots) - 1)].center
    if kind == "discard" and not rest:
        slots = tb.geom.discard_slots(len(tb.view.discard) + 1)
        return slots[-1]
    if kind == "zone" and rest.isdigit():
        seat = int(rest)
        n = sum(1 for _cv, s in tb.view.hold if s == seat)
        slots = tb.geom.hold_slots(seat, n + 1)
        return slots[-1] if slots else tb.place_rect(place).center
    if kind == "pool":
        return tb.zone["score"].center
    rect = tb.place_rect(place)
    return rect.center if rect is not None else (640, 360)
