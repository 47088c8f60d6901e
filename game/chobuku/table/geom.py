"""Where things sit on the 鬼調伏 table: each seat's place (the person at the screen at
the bottom, the others clockwise along the top: the next seat on the left), the rows
inside a seat's panel, and the sizes of the pieces."""
from __future__ import annotations

import pygame

from game.ui.kit import fan_slots

# piece sizes (w, h); a resting shikigami lies sideways (BIG_REST: 70 × 50 on screen)
BIG_SLOT, SMALL_SLOT, BIG_BOTTLE, SMALL_BOTTLE = (84, 118), (52, 72), (42, 58), (32, 44)
HAND, BIG_REST, SMALL_REST, MINI_CHARA = (74, 104), (50, 70), (30, 42), (52, 72)
ONI, OMEN, STAR, CHARA = (112, 156), (80, 112), (62, 86), (80, 112)
PILE_STAR, PILE_BOTTLE, TOKEN = (66, 92), (46, 62), (58, 58)


def row_slots(rect: pygame.Rect, n: int, w: int, gap: int = 6) -> list[tuple[int, int]]:
    """Left-aligned centres of ``n`` cards of width ``w`` across ``rect`` (overlapping)."""
    step = min(w + gap, (rect.w - w) // max(1, n - 1)) if n > 1 else 0
    return [(rect.x + w // 2 + i * step, rect.centery) for i in range(max(0, n))]


class SeatGeom:
    """The rects of one seat's place on screen (``pos`` 0 = bottom, the big one)."""

    def __init__(self, pos: int, panel: pygame.Rect, zone: dict) -> None:
        self.pos, self.panel = pos, pygame.Rect(panel)
        self.big = big = pos == 0
        self.bottle_size = BIG_BOTTLE if big else SMALL_BOTTLE
        self.slot_size = BIG_SLOT if big else SMALL_SLOT
        self.rest_size = BIG_REST if big else SMALL_REST
        p = self.panel
        if big:
            self.slot, self.resting = pygame.Rect(zone["slot.0"]), pygame.Rect(zone["resting.0"])
            self.bottles, self.hand = pygame.Rect(zone["bottles.0"]), pygame.Rect(zone["hand"])
            self.header = pygame.Rect(p.x + 10, p.y + 8, p.w - 20, 26)
            self.info = pygame.Rect(p.x + 10, p.y + 38, p.w - 20, 26)
            self.chara = pygame.Rect(p.x + 10, p.y + 72, *MINI_CHARA)
            self.body = pygame.Rect(p.x + 70, p.y + 70, p.w - 80, p.h - 78)
            self.area = self.panel.union(self.slot).union(self.bottles).union(self.resting)
        else:
            self.header = pygame.Rect(p.x + 8, p.y + 6, p.w - 16, 24)
            self.info = pygame.Rect(p.x + 8, p.y + 32, p.w - 16, 20)
            self.slot = pygame.Rect(p.x + 8, p.y + 58, *SMALL_SLOT)
            self.bottles = pygame.Rect(p.x + 68, p.y + 58, p.w - 76, SMALL_BOTTLE[1] + 4)
            self.resting = pygame.Rect(p.x + 68, p.y + 110, min(160, p.w - 170), 56)
            self.hand = self.chara = None
            self.body = pygame.Rect(p.x + 8, p.y + 56, p.w - 16, p.h - 62)
            self.area = self.panel

    def bottle_slots(self, n: int) -> list[tuple[int, int]]:
        """Centres of ``n`` bottles, left-aligned in the row (overlapping when many)."""
        return row_slots(self.bottles, n, self.bottle_size[0])

    def rest_slots(self, n: int) -> list[tuple[int, int]]:
        """Centres of ``n`` sideways cards in the resting row."""
        w, h = self.rest_size
        r = self.resting
        if n <= 0:
            return []
        if self.big:       # stacked down the zone under the slot
            step = min(h // 2 + 6, (r.h - w) // max(1, n - 1)) if n > 1 else 0
            return [(r.centerx, r.y + w // 2 + i * step) for i in range(n)]
        step = min(h + 4, (r.w - h) // max(1, n - 1)) if n > 1 else 0
        return [(r.x + h // 2 + i * step, r.y + w // 2 + 2) for i in range(n)]

    def hand_slots(self, n: int) -> list[tuple[int, int]]:
        return fan_slots(self.hand, n, HAND[0], 8, 4) if self.hand is not None else []

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
