"""Where things sit on the 鬼調伏 table: each seat's place (the person at the screen at
the bottom, the others clockwise along the top: the next seat on the left), the rows
inside a seat's panel, and the sizes of the pieces."""
from __future__ import annotations

import pygame

from game.ui.kit import fan_slots

# piece sizes: (w, h)
BIG_SLOT = (84, 118)
SMALL_SLOT = (52, 72)
BIG_BOTTLE = (42, 58)
SMALL_BOTTLE = (32, 44)
HAND = (74, 104)
BIG_REST = (50, 70)          # laid sideways: 70 × 50 on screen
SMALL_REST = (30, 42)
ONI = (112, 156)
OMEN = (80, 112)
STAR = (62, 86)
PILE_STAR = (66, 92)
PILE_BOTTLE = (46, 62)
CHARA = (80, 112)
TOKEN = (58, 58)
MINI_CHARA = (52, 72)


class SeatGeom:
    """The rects of one seat's place on screen (``pos`` 0 = bottom)."""

    def __init__(self, pos: int, panel: pygame.Rect, zone: dict) -> None:
        self.pos = pos
        self.panel = pygame.Rect(panel)
        big = pos == 0
        self.big = big
        p = self.panel
        if big:
            self.slot = pygame.Rect(zone["slot.0"])
            self.resting = pygame.Rect(zone["resting.0"])
            self.bottles = pygame.Rect(zone["bottles.0"])
            self.hand = pygame.Rect(zone["hand"])
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
            self.hand = None
            self.chara = None
            self.body = pygame.Rect(p.x + 8, p.y + 56, p.w - 16, p.h - 62)
            self.area = self.panel

    @property
    def bottle_size(self) -> tuple[int, int]:
        return BIG_BOTTLE if self.big else SMALL_BOTTLE

    @property
    def slot_size(self) -> tuple[int, int]:
        return BIG_SLOT if self.big else SMALL_SLOT

    @property
    def rest_size(self) -> tuple[int, int]:
        return BIG_REST if self.big else SMALL_REST

    def bottle_slots(self, n: int) -> list[tuple[int, int]]:
        """Centres of ``n`` bottles, left-aligned in the row (overlapping when many)."""
        w = self.bottle_size[0]
        r = self.bottles
        if n <= 0:
            return []
        step = min(w + 6, (r.w - w) // max(1, n - 1)) if n > 1 else 0
        return [(r.x + w // 2 + i * step, r.centery) for i in range(n)]

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


def row_slots(rect: pygame.Rect, n: int, w: int, gap: int = 6) -> list[tuple[int, int]]:
    """Left-aligned centres of ``n`` cards of width ``w`` across ``rect`` (overlapping)."""
    if n <= 0:
        return []
    step = min(w + gap, (rect.w - w) // max(1, n - 1)) if n > 1 else 0
    return [(rect.x + w // 2 + i * step, rect.centery) for i in range(n)]
