"""Where a table's cards sit (part of the kit, re-exported by :mod:`game.ui.kit`):

* :func:`fan_slots` — the cards of a hand across a zone, overlapping when there are many;
* :func:`grid_slots` — a choice of cards in one row, or two smaller rows;
* :func:`grid_fit` — a choice of cards in whichever rows and columns give the largest
  card the room holds (one row of nine, 5 + 4, 3 × 3 …), centred in it.
"""
from __future__ import annotations

import pygame

Slots = tuple[tuple[int, int], list[tuple[int, int]]]


def fan_slots(zone: pygame.Rect, n: int, card_w: int, gap: int = 8, dy: int = 0,
              left: bool = False) -> list[tuple[int, int]]:
    """Centres of ``n`` cards across ``zone``, overlapping when they do not fit; centred,
    or from the zone's ``left`` edge (a row that grows to the right)."""
    step = min(card_w + gap, (zone.width - card_w) // max(1, n - 1)) if n > 1 else 0
    x0 = zone.x + card_w // 2 if left else zone.centerx - (step * (n - 1)) // 2
    return [(x0 + i * step, zone.centery + dy) for i in range(max(0, n))]


def _rows(room: pygame.Rect, n: int, per: int, w: int, h: int, gap: int, below: int, spread: int,
          top: int) -> list[tuple[int, int]]:
    """Centres of ``n`` cards ``w`` × ``h``, ``per`` to a row (the last row may hold fewer),
    each row centred across ``room``, the first row's top at ``top``."""
    if n <= 0:
        return []
    pitch = max(w + gap, min(spread, (room.w - w) // max(1, per - 1)))
    out = []
    for row in range(-(-n // per)):
        k = min(per, n - row * per)
        x0 = room.centerx - ((k - 1) * pitch) // 2
        y = top + h // 2 + row * (h + below + gap)
        out += [(x0 + i * pitch, y) for i in range(k)]
    return out


def grid_slots(room: pygame.Rect, n: int, size: tuple[int, int], gap: int,
               shape: tuple[int, int] | None = None, below: int = 0, spread: int = 0) -> Slots:
    """The size and centres of ``n`` cards laid out in ``room`` from its top, centred: one
    row while they fit at ``size``, else two rows of cards made smaller to fit its width
    and height, in the proportions of ``shape`` (the card's size in layout units, exact
    where the pixel size is rounded; default ``size``) — a choice of many cards, none
    overlapping. For a caption under each card: ``below`` pixels kept free under each row,
    and the cards' centres ``spread`` pixels apart at least where the room is wide enough
    (a caption may be wider than its card)."""
    w, h = size
    shape = shape or size
    rows = 1 if n * (w + gap) - gap <= room.w else 2
    per = -(-n // rows)
    if rows == 2:
        h = min(h, (room.h - gap) // 2 - below)
        w = min(round(h * shape[0] / shape[1]), (room.w - (per - 1) * gap) // max(1, per))
        h = round(w * shape[1] / shape[0])
    return (w, h), _rows(room, n, per, w, h, gap, below, spread, room.y)


def grid_fit(room: pygame.Rect, n: int, shape: tuple[int, int], gap: int, below: int = 0,
             spread: int = 0, most: int | None = None) -> Slots:
    """The size and centres of ``n`` cards in the proportions of ``shape`` (w, h) laid out
    in ``room`` in the arrangement that makes them largest — each number of rows tried,
    a row holding as many as the rows share out evenly (9 in two rows: 5 + 4), the widest
    card that fits both the room's width and its height kept (on a tie, fewer rows) —
    and the whole centred in ``room``. ``below`` pixels are kept free under each row (a
    caption), the centres are ``spread`` pixels apart at least where the row has room for
    it, and a card is never wider than ``most`` pixels (when given)."""
    if n <= 0:
        return (0, 0), []
    best = None
    for rows in range(1, n + 1):
        per = -(-n // rows)
        if -(-n // per) != rows:           # the same columns as fewer rows: nothing new
            continue
        by_width = (room.w - (per - 1) * gap) // per
        by_height = ((room.h - (rows - 1) * gap) // rows - below) * shape[0] // shape[1]
        w = min(by_width, by_height, most if most is not None else by_width)
        if best is None or w > best[0]:
            best = (w, per, rows)
    w, per, rows = best
    w = max(1, w)
    h = max(1, w * shape[1] // shape[0])
    tall = rows * (h + below) + (rows - 1) * gap
    return (w, h), _rows(room, n, per, w, h, gap, below, spread, room.y + max(0, room.h - tall) // 2)
