"""Colours, sizes and fonts in one place. Never ``SysFont``: the bundled
BIZ UDPGothic covers Japanese and Latin alike."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.paths import resource_path

SCREEN_SIZE = (1280, 720)

# palette: lacquer table, washi cards, vermilion/indigo for the two seats
BG = (28, 34, 40)
TABLE = (36, 64, 52)
TABLE_DARK = (26, 46, 38)
PANEL = (20, 24, 30)
PANEL_EDGE = (90, 100, 110)
TEXT = (236, 232, 220)
TEXT_DIM = (160, 160, 150)
ACCENT = (214, 84, 56)       # vermilion
ACCENT_2 = (72, 112, 190)    # indigo
GOLD = (222, 186, 92)
GOOD = (108, 190, 120)
BAD = (220, 80, 80)
HIGHLIGHT = (255, 220, 120)
ALLY_HIT = (120, 180, 255)
CARD_FACE = (246, 240, 226)
CARD_EDGE = (60, 50, 40)
CARD_BACK = (120, 40, 40)
SEAT_COLOURS = (ACCENT, ACCENT_2, (90, 170, 110), (190, 150, 60))

FONT_REGULAR = "BIZUDPGothic-Regular.ttf"
FONT_BOLD = "BIZUDPGothic-Bold.ttf"


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    name = FONT_BOLD if bold else FONT_REGULAR
    return pygame.font.Font(str(resource_path("assets", "fonts", name)), size)


@lru_cache(maxsize=2048)
def text(s: str, size: int, colour: tuple[int, int, int] = TEXT, bold: bool = False) -> pygame.Surface:
    """A rendered, cached line of text (anti-aliased)."""
    return font(size, bold).render(s, True, colour)
