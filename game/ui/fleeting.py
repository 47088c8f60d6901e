"""Marks that last a moment over a part of the table: a seat's panel glowing for a
winner, flashing when its turn or status changes, a call-out over it. A table keeps
them in a :class:`Fleeting` on its clock and draws each over the rectangle it belongs
to (``key`` says which: a seat). A game may add kinds of its own (a token crossed out,
a number counting up) and draw those itself; :meth:`Mark.progress` and
:meth:`Mark.counted` time them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

import pygame

from game.ui.kit import boxed, fit_text

WHITE = (255, 255, 255)


@dataclass
class Mark:
    kind: str
    key: Any                  # what it is over (a seat)
    start: float
    until: float
    text: str = ""            # a call-out's words
    colour: tuple = WHITE
    strong: bool = False      # a glow: brighter, with a second ring
    index: int = 0            # which piece of what it is over (a token of a row)
    value: int = 0            # a count-up: the number it reaches
    limit: int = 0            # ... and what it is measured against
    span: float = 0.0         # ... and the seconds it takes

    def progress(self, now: float) -> float:
        """How far through its life the mark is at ``now``: 0 to 1."""
        return (now - self.start) / max(0.01, self.until - self.start)

    def counted(self, now: float) -> int:
        """The number a count-up shows at ``now``."""
        if self.span <= 0:
            return self.value
        return round(self.value * min(1.0, (now - self.start) / self.span))


class Fleeting:
    """The marks showing now, oldest first."""

    def __init__(self) -> None:
        self.marks: list[Mark] = []

    def add(self, kind: str, key, now: float, dur: float, single: bool = False, **fields) -> Mark:
        """A mark of ``kind`` over ``key`` for ``dur`` seconds from ``now``; ``single``: it
        replaces one of its kind over the same key (one call-out at a time reads)."""
        if single:
            self.marks = [m for m in self.marks if not (m.kind == kind and m.key == key)]
        mark = Mark(kind, key, now, now + dur, **fields)
        self.marks.append(mark)
        return mark

    def prune(self, now: float) -> None:
        """Forget the marks whose time is over."""
        if self.marks:
            self.marks = [m for m in self.marks if m.until > now]

    def __iter__(self) -> Iterator[Mark]:
        return iter(self.marks)

    def __bool__(self) -> bool:
        return bool(self.marks)


def glow(surf: pygame.Surface, rect: pygame.Rect, now: float, k: float, colour, strong: bool = False,
         bright=(255, 240, 150)) -> None:
    """A pulsing frame around ``rect`` (``k`` pixels per layout unit); ``strong``: thicker,
    ``bright``, and ringed once more in ``colour``."""
    u = _units(k)
    pulse = 0.5 + 0.5 * abs((now * 2) % 2 - 1)
    grow = u(6 + 4 * pulse)
    pygame.draw.rect(surf, bright if strong else colour, rect.inflate(grow, grow), u(5 if strong else 3),
                     border_radius=u(14))
    if strong:
        pygame.draw.rect(surf, colour, rect.inflate(u(16), u(16)), u(2), border_radius=u(16))


def flash(surf: pygame.Surface, rect: pygame.Rect, progress: float, k: float, colour=WHITE) -> None:
    """A frame around ``rect`` that thins away as ``progress`` goes from 0 to 1."""
    u = _units(k)
    pygame.draw.rect(surf, colour, rect.inflate(u(4), u(4)), max(1, u(4 * (1 - progress))), border_radius=u(12))


def callout(surf: pygame.Surface, rect: pygame.Rect, text: str, colour, k: float, lift: int = 4,
            fill=(20, 16, 14)) -> None:
    """``text`` in a box edged with ``colour``, centred low over ``rect``, ``lift`` layout
    units above its bottom edge (clear of what the game draws there)."""
    u = _units(k)
    img = fit_text(text, u(16), rect.w - u(24), WHITE, True, u(12))
    box = img.get_rect().inflate(u(16), u(8))
    box.midbottom = (rect.centerx, rect.bottom - u(lift))
    boxed(surf, img, box, fill, u(8), (colour, u(2)))


def _units(k: float):
    """Layout units to pixels, rounded like the table's ``px``."""
    return lambda n: round(n * k)

