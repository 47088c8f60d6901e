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


# -- colour-blind-safe palette (Okabe & Ito) ------------------------------------------------------
#: bumped on every palette switch: caches of drawn surfaces key on it
PALETTE_VERSION = 0
_NORMAL = {"ACCENT": ACCENT, "ACCENT_2": ACCENT_2, "GOOD": GOOD, "BAD": BAD, "ALLY_HIT": ALLY_HIT,
           "SEAT_COLOURS": SEAT_COLOURS}
#: Okabe–Ito: orange / blue seats, vermilion for danger, bluish green for good, sky blue for allies
_CVD = {"ACCENT": (230, 159, 0), "ACCENT_2": (0, 114, 178), "GOOD": (0, 158, 115), "BAD": (213, 94, 0),
        "ALLY_HIT": (86, 180, 233),
        "SEAT_COLOURS": ((230, 159, 0), (0, 114, 178), (0, 158, 115), (204, 121, 167))}
_colorblind = False


def colorblind() -> bool:
    return _colorblind


def set_colorblind(on: bool) -> bool:
    """Switch the seat / good / bad colours to a CVD-safe palette; True if it changed."""
    global _colorblind, PALETTE_VERSION
    on = bool(on)
    if on == _colorblind:
        return False
    _colorblind = on
    globals().update(_CVD if on else _NORMAL)
    PALETTE_VERSION += 1
    text.cache_clear()
    return True
