"""Where things sit on the 鬼調伏 table: each seat's place (the person at the screen at
the bottom, the others clockwise along the top: the next seat on the left), the rows
inside a seat's panel, and the sizes of the pieces. Sizes are in layout units (1280×720);
``SeatGeom`` holds pixels at the table's scale ``k``."""
from __future__ import annotations

import pygame

from game.ui.kit import fan_slots

# piece sizes (w, h) in layout units; a resting shikigami lies sideways (BIG_REST: 70 × 50)
BIG_SLOT, SMALL_SLOT, BIG_BOTTLE, SMALL_BOTTLE = (84, 118), (52, 72), (42, 58), (32, 44)
HAND, BIG_REST, SMALL_REST, MINI_CHARA = (74, 104), (50, 70), (30, 42), (52, 72)
ONI, OMEN, STAR, CHARA = (112, 156), (80, 112), (62, 86), (80, 112)
PILE_STAR, PILE_BOTTLE, TOKEN, SEAL = (66, 92), (46, 62), (58, 58), (26, 36)


def scaled(size: tuple[int, int], k: float) -> tuple[int, int]:
    """A size in layout units, in pixels."""
    return round(size[0] * k), round(size[1] * k)


class SeatGeom:
    """The rects of one seat's place on screen (``pos`` 0 = bottom, the big one), in
    pixels at ``k`` pixels per layout unit."""

    def __init__(self, pos: int, panel: pygame.Rect, zone: dict, k: float = 1.0) -> None:
        self.pos, self.panel, self.k = pos, pygame.Rect(panel), k
        self.big = big = pos == 0
        u = lambda n: round(n * k)  # noqa: E731
        self.bottle_size = scaled(BIG_BOTTLE if big else SMALL_BOTTLE, k)
        self.slot_size = scaled(BIG_SLOT if big else SMALL_SLOT, k)
        self.rest_size = scaled(BIG_REST if big else SMALL_REST, k)
        self.hand_size = scaled(HAND, k)
        p = self.panel
        if big:
            self.slot, self.resting = pygame.Rect(zone["slot.0"]), pygame.Rect(zone["resting.0"])
            self.bottles, self.hand = pygame.Rect(zone["bottles.0"]), pygame.Rect(zone["hand"])
            self.header = pygame.Rect(p.x + u(10), p.y + u(8), p.w - u(20), u(26))
            self.info = pygame.Rect(p.x + u(10), p.y + u(38), p.w - u(20), u(26))
            self.chara = pygame.Rect((p.x + u(10), p.y + u(72)), scaled(MINI_CHARA, k))
            self.body = pygame.Rect(p.x + u(70), p.y + u(70), p.w - u(80), p.h - u(78))
            self.area = self.panel.union(self.slot).union(self.bottles).union(self.resting)
        else:
            self.header = pygame.Rect(p.x + u(8), p.y + u(6), p.w - u(16), u(24))
            self.info = pygame.Rect(p.x + u(8), p.y + u(32), p.w - u(16), u(20))
            self.slot = pygame.Rect((p.x + u(8), p.y + u(58)), self.slot_size)
            self.bottles = pygame.Rect(p.x + u(68), p.y + u(58), p.w - u(76), self.bottle_size[1] + u(4))
            self.resting = pygame.Rect(p.x + u(68), p.y + u(110), min(u(160), p.w - u(170)), u(56))
            self.hand = self.chara = None
            self.body = pygame.Rect(p.x + u(8), p.y + u(56), p.w - u(16), p.h - u(62))
            self.area = self.panel

    def bottle_slots(self, n: int) -> list[tuple[int, int]]:
        """Centres of ``n`` bottles, left-aligned in the row (overlapping when many)."""
        return fan_slots(self.bottles, n, self.bottle_size[0], round(6 * self.k), left=True)

    def rest_slots(self, n: int) -> list[tuple[int, int]]:
        """Centres of ``n`` sideways cards in the resting row."""
        w, h = self.rest_size
        r, k = self.resting, self.k
        if n <= 0:
            return []
        if self.big:       # stacked down the zone under the slot
            step = min(h // 2 + round(6 * k), (r.h - w) // max(1, n - 1)) if n > 1 else 0
            return [(r.centerx, r.y + w // 2 + i * step) for i in range(n)]
        step = min(h + round(4 * k), (r.w - h) // max(1, n - 1)) if n > 1 else 0
        return [(r.x + h // 2 + i * step, r.y + w // 2 + round(2 * k)) for i in range(n)]

    def hand_slots(self, n: int) -> list[tuple[int, int]]:
        k = self.k
        return fan_slots(self.hand, n, self.hand_size[0], round(8 * k), round(4 * k)) if self.hand is not None else []

    def moved(self) -> "SeatGeom":
        """The same geometry moved so that its panel starts at (0, 0) (a cached layer of it),
        with ``offset`` to put it back."""
        out = object.__new__(SeatGeom)
        out.__dict__.update(self.__dict__)
        dx, dy = out.offset = self.panel.topleft
        for name in ("panel", "header", "info", "chara", "body", "slot", "bottles", "resting", "hand", "area"):
            if getattr(self, name) is not None:
                setattr(out, name, getattr(self, name).move(-dx, -dy))
        return out
