"""Colours, sizes and fonts in one place. Never ``SysFont``: the bundled
BIZ UDPGothic covers Japanese and Latin alike."""
from __future__ import annotations

import logging
from collections import OrderedDict, namedtuple
from functools import lru_cache, update_wrapper

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
GOLD = (222, 186, 92)
HIGHLIGHT = (255, 220, 120)
CARD_FACE = (246, 240, 226)
CARD_EDGE = (60, 50, 40)
CARD_BACK = (120, 40, 40)

FONT_REGULAR = "BIZUDPGothic-Regular.ttf"
FONT_BOLD = "BIZUDPGothic-Bold.ttf"


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    name = FONT_BOLD if bold else FONT_REGULAR
    return pygame.font.Font(str(resource_path("assets", "fonts", name)), size)


#: text that did not fit its box is reported here (at DEBUG, so a player never pays for it):
#: the layout tests listen, and a developer can turn it on to see where a translation runs long
TEXT_LOG = logging.getLogger("fudaba.text")


def overflow(text: str, box: tuple[int, int], how: str) -> None:
    """``text`` did not fit a box of ``box`` (w, h) pixels: ``how`` it was made to
    (``squeezed`` narrower, lines ``cut`` off)."""
    if TEXT_LOG.isEnabledFor(logging.DEBUG):
        TEXT_LOG.debug("%s does not fit %s: %s", how, box, text, extra={"text": text, "box": box, "how": how})


def squeeze(img: pygame.Surface, width: int) -> pygame.Surface:
    """``img`` squeezed to ``width`` pixels; an empty image or no room at all is left as
    it is (pygame's smoothscale crashes the whole process on a surface 0 wide)."""
    if img.get_width() == 0 or img.get_height() == 0 or width <= 0:
        return img
    return pygame.transform.smoothscale(img, (width, img.get_height()))


TextCacheInfo = namedtuple("TextCacheInfo", "hits misses maxsize currsize bytes max_bytes")

#: bounds of the rendered-text cache. A frame of the busiest scene draws ~50 distinct
#: lines (~0.6 MB), so this keeps several frames' worth; lines whose words change all the
#: time (counts, 霊力, HP, log lines) age out instead of piling up for the whole session.
TEXT_CACHE_MAX = 384
TEXT_CACHE_MAX_BYTES = 6 * 1024 * 1024


class _SurfaceLRU:
    """``lru_cache`` for functions returning surfaces, bounded by count *and* pixel bytes.

    ``functools.lru_cache`` bounds only the count, and a surface of a long line
    at a large size weighs a hundred KB or more, outside Python's heap: 2048 of
    them were tens of MB that filled up game after game. Same interface as
    ``lru_cache`` for the callers (``cache_clear``, ``cache_info``)."""

    def __init__(self, fn, maxsize: int, max_bytes: int) -> None:
        update_wrapper(self, fn)
        self.maxsize, self.max_bytes = maxsize, max_bytes
        self._items: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._bytes = self.hits = self.misses = 0

    def __call__(self, *args, **kw) -> pygame.Surface:
        key = args + tuple(sorted(kw.items())) if kw else args
        img = self._items.get(key)
        if img is not None:
            self._items.move_to_end(key)
            self.hits += 1
            return img
        self.misses += 1
        img = self.__wrapped__(*args, **kw)
        self._items[key] = img
        self._bytes += _weight(img)
        while len(self._items) > 1 and (len(self._items) > self.maxsize or self._bytes > self.max_bytes):
            self._bytes -= _weight(self._items.popitem(last=False)[1])
        return img

    def cache_clear(self) -> None:
        self._items.clear()
        self._bytes = self.hits = self.misses = 0

    def cache_info(self) -> TextCacheInfo:
        return TextCacheInfo(self.hits, self.misses, self.maxsize, len(self._items), self._bytes,
                             self.max_bytes)


def _weight(img: pygame.Surface) -> int:
    return img.get_pitch() * img.get_height()


def text(s: str, size: int, colour: tuple[int, int, int] = TEXT, bold: bool = False) -> pygame.Surface:
    """A rendered, cached line of text (anti-aliased)."""
    return font(size, bold).render(s, True, colour)


text = _SurfaceLRU(text, TEXT_CACHE_MAX, TEXT_CACHE_MAX_BYTES)


# -- the colours that follow the colour-blind setting (Okabe & Ito) ----------------------------------
_NORMAL = {"ACCENT": (214, 84, 56),        # vermilion
           "ACCENT_2": (72, 112, 190),     # indigo
           "GOOD": (108, 190, 120), "BAD": (220, 80, 80), "ALLY_HIT": (120, 180, 255),
           #: one colour per seat, for up to five players (鬼調伏)
           "SEAT_COLOURS": ((214, 84, 56), (72, 112, 190), (90, 170, 110), (190, 150, 60), (160, 110, 190))}
#: Okabe–Ito: orange / blue seats, vermilion for danger, bluish green for good, sky blue for allies
_CVD = {"ACCENT": (230, 159, 0), "ACCENT_2": (0, 114, 178), "GOOD": (0, 158, 115), "BAD": (213, 94, 0),
        "ALLY_HIT": (86, 180, 233),
        "SEAT_COLOURS": ((230, 159, 0), (0, 114, 178), (0, 158, 115), (204, 121, 167), (240, 228, 66))}


class Palette:
    """The seat, good, bad and ally colours, normal or colour-blind-safe: read as
    ``theme.SEAT_COLOURS`` (and the others) through the module's ``__getattr__``, so a
    switch shows everywhere at once and nothing rewrites the module's names."""

    def __init__(self) -> None:
        self.colorblind = False
        #: bumped on every switch: caches of drawn surfaces key on it
        self.version = 0

    def colour(self, name: str):
        return (_CVD if self.colorblind else _NORMAL)[name]

    def set(self, on: bool) -> bool:
        on = bool(on)
        if on == self.colorblind:
            return False
        self.colorblind = on
        self.version += 1
        text.cache_clear()
        return True


PALETTE = Palette()


def __getattr__(name: str):
    if name in _NORMAL:
        return PALETTE.colour(name)
    if name == "PALETTE_VERSION":
        return PALETTE.version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def colorblind() -> bool:
    return PALETTE.colorblind


def seat_colour(seat: int):
    """A seat's colour in the palette now (the colours go round past the fifth seat)."""
    colours = PALETTE.colour("SEAT_COLOURS")
    return colours[seat % len(colours)]


def set_colorblind(on: bool) -> bool:
    """Switch the seat / good / bad colours to a CVD-safe palette; True if it changed."""
    return PALETTE.set(on)
