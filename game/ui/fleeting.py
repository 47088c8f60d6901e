"""Marks that last a moment over a part of the table: a seat's panel glowing for a
winner, flashing when its turn or status changes, a call-out over it. A table keeps
them in a :class:`Fleeting` on its clock and draws each over the rectangle it belongs
to (``key`` says which: a seat). A token crossed out (:func:`cross`) and a number
counting up against a limit (:func:`count_up`) are drawn here too; a game may add kinds
of its own and draw those itself: :meth:`Mark.progress` and :meth:`Mark.counted` time
them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

import pygame

from game.ui import theme
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


def cross(surf: pygame.Surface, centre: tuple[int, int], r: int, progress: float, k: float, colour=None) -> None:
    """A token of radius ``r`` pixels crossed out, the cross drawn in the first half of
    ``progress`` (red unless ``colour``: the colour-blind palette's when it is on)."""
    (x, y), f, width = centre, min(1.0, progress * 2), _units(k)(4)
    colour = colour or theme.BAD
    pygame.draw.line(surf, colour, (x - r * f, y - r * f), (x + r * f, y + r * f), width)
    pygame.draw.line(surf, colour, (x + r * f, y - r * f), (x - r * f, y + r * f), width)


def count_up(surf: pygame.Surface, mark: Mark, now: float, label: str, against: str, k: float,
             within: pygame.Rect, counting=(255, 214, 90), fill=(20, 16, 14), **at) -> pygame.Rect:
    """A count-up mark (``value``, ``limit``, ``span``): ``label`` and the number counted so far
    (in ``counting``; once counted green within the limit, red over) beside ``against`` and
    the limit, in a box put by one of its points (``at``: ``center=(x, y)``), kept inside
    ``within`` where it fits. The box."""
    u = _units(k)
    done = now - mark.start >= mark.span
    colour = counting if not done else (theme.GOOD if mark.value <= mark.limit else theme.BAD)
    big = theme.text(f"{label} {mark.counted(now)}", u(30), colour, True)
    small = theme.text(f"/ {against} {mark.limit}", u(18), theme.TEXT, True)
    box = pygame.Rect(0, 0, big.get_width() + small.get_width() + u(30), big.get_height() + u(10))
    (point, pos), = at.items()
    setattr(box, point, pos)
    if box.w < within.w - u(12):
        box.clamp_ip(within.inflate(-u(6), -u(6)))
    pygame.draw.rect(surf, fill, box, border_radius=u(10))
    pygame.draw.rect(surf, colour, box, u(2), border_radius=u(10))
    surf.blit(big, (box.x + u(10), box.centery - big.get_height() // 2))
    surf.blit(small, (box.x + u(20) + big.get_width(), box.centery - small.get_height() // 2 + u(4)))
    return box


def _units(k: float):
    """Layout units to pixels, rounded like the table's ``px``."""
    return lambda n: round(n * k)

