"""What a card face prints: only what reads. Every game's faces draw their words through
these calls, so a face never carries print under 12 layout units (12 × ``k`` pixels on a
table drawn at ``k`` pixels per unit) nor a line squeezed narrower than it is written.

A face is a picture of the card at the size the table lays it; the zoom panel (hover,
right click) shows the same card large, whole. So a line, a block of effect text, a word
that does not fit a small card at 12 units is left off it — not shrunk below legibility,
not squeezed — and the card's marks (its number, cost, suit kanji, HP) are drawn at 12
units or more, because they are what a small card must still say at a glance.

* :class:`Units` — layout units to pixels on a face; :func:`least` — the smallest print
  on a face at ``k``;
* :func:`line` — one line from its size down to the least, or nothing; :func:`lines`
  short parts on one line, or stacked where it is too narrow; :func:`name` — a name
  on one line, else whole on two (a long word broken between syllables) before it is cut;
* :func:`block` — wrapped text (an effect) only when all of it fits;
* :func:`mark` — a short mark (a number, a kanji) never under the least.
"""
from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.kit import text_if_it_fits

#: the smallest print on a face, in layout units
LEAST = 12


class Units:
    """Layout units to pixels on a face drawn at ``k`` pixels per unit (never under 1): a
    face's pieces are handed this, and read ``k`` from it for their print."""

    def __init__(self, k: float = 1.0) -> None:
        self.k = k

    def __call__(self, n: float) -> int:
        return max(1, round(n * self.k))


def least(k: float = 1.0) -> int:
    """The smallest text size on a face drawn at ``k`` pixels per layout unit."""
    return max(1, round(LEAST * k))


def nothing() -> pygame.Surface:
    """What a line that does not fit draws: an empty image (placing it moves nothing)."""
    return pygame.Surface((0, 0), pygame.SRCALPHA)


def line(s: str, size: int, width: int, colour, k: float = 1.0, bold: bool = True,
         ellipsis: bool = False) -> pygame.Surface:
    """One line of a face: ``s`` at ``size`` pixels, shrunk to fit ``width`` but not below
    :func:`least`; when it still does not fit, cut with "…" (``ellipsis``: a name, the
    whole of which the zoom panel shows) as long as three characters remain, else
    :func:`nothing`."""
    low = least(k)
    size = max(size, low)
    if not s or width <= 0:
        return nothing()
    img = theme.text(s, size, colour, bold)
    while img.get_width() > width and size > low:
        size -= 1
        img = theme.text(s, size, colour, bold)
    if img.get_width() <= width:
        return img
    if ellipsis:
        cut = s.rstrip()
        while len(cut) > 3:
            cut = cut[:-1].rstrip()
            img = theme.text(cut + "…", size, colour, bold)
            if img.get_width() <= width:
                return img
    return nothing()


def first(texts, size: int, width: int, colour, k: float = 1.0, bold: bool = True) -> pygame.Surface:
    """The first of ``texts`` (longest first: "①first player 2", "① 2") that fits ``width``
    as a :func:`line`, or :func:`nothing`."""
    for s in texts:
        img = line(s, size, width, colour, k, bold)
        if img.get_width():
            return img
    return nothing()


def lines(parts, size: int, width: int, colour, k: float = 1.0, bold: bool = True) -> list[pygame.Surface]:
    """Short ``parts`` (a card's costs, its stats) on one line where they fit, else as few
    lines as hold them, in order (a part too wide even alone is left off): a narrow card
    stacks what a wide one lines up."""
    out, current = [], ""
    for part in parts:
        joined = f"{current} {part}" if current else part
        if current and not fits(joined, width, k, bold):
            out.append(current)
            joined = part
        current = joined
    if current:
        out.append(current)
    return [img for img in (line(s, size, width, colour, k, bold) for s in out) if img.get_width()]


VOWELS = set("aeiouAEIOU")


def _breaks(s: str) -> list[tuple[str, str]]:
    """Where ``s`` may go onto two lines: between its words; else, in a word of Latin
    letters (a romanised name: "Shiro-gane"), after a vowel followed by a consonant, the
    first part hyphenated; else (Japanese) between any two characters."""
    if " " in s.strip():
        cuts = [(s[:i].rstrip(), s[i:].lstrip()) for i, ch in enumerate(s) if ch == " "]
    elif s.isascii():
        cuts = [(s[:i] + "-", s[i:]) for i in range(2, len(s) - 1)
                if s[i - 1] in VOWELS and s[i].isalpha() and s[i] not in VOWELS]
    else:
        cuts = [(s[:i], s[i:]) for i in range(1, len(s))]
    return [c for c in cuts if c[0] and c[1]]


def name(s: str, size: int, width: int, colour, k: float = 1.0, bold: bool = True,
         height: int | None = None) -> list[pygame.Surface]:
    """A name on a card, whole where it can be: one :func:`line` when it fits ``width`` at
    the least size or more; else two lines (see :func:`_breaks`) split where the wider
    of the two is narrowest — so they are as large as they can be, from ``size`` down —
    where the card has ``height`` pixels for them (when given); else one line cut with
    "…" (the zoom panel names it)."""
    low = least(k)
    if not s or width <= 0:
        return []
    if fits(s, width, k, bold):
        return [line(s, size, width, colour, k, bold)]
    font = theme.font(low, bold)
    cuts = sorted(_breaks(s), key=lambda c: max(font.size(c[0])[0], font.size(c[1])[0]))
    if cuts and max(font.size(cuts[0][0])[0], font.size(cuts[0][1])[0]) <= width:
        a, b = cuts[0]
        px = next(n for n in range(max(size, low), low - 1, -1)
                  if max(theme.font(n, bold).size(a)[0], theme.font(n, bold).size(b)[0]) <= width)
        two = [theme.text(a, px, colour, bold), theme.text(b, px, colour, bold)]
        if height is None or sum(img.get_height() for img in two) <= height:
            return two
    return [line(s, size, width, colour, k, bold, ellipsis=True)]


def stack(surf: pygame.Surface, imgs, x: int, y: int, gap: int, centre: int | None = None) -> int:
    """Lines one under another from ``y`` (left at ``x``, or centred on ``centre``); the y below."""
    for img in imgs:
        surf.blit(img, img.get_rect(**({"midtop": (centre, y)} if centre is not None else {"topleft": (x, y)})))
        y += img.get_height() + gap
    return y


def block(surf: pygame.Surface, text: str, rect: pygame.Rect, size: int, colour, k: float = 1.0) -> bool:
    """A card's wrapped text (an effect) in ``rect``, from ``size`` down to :func:`least`,
    drawn only when all of it fits (a rule cut off would mislead). Drawn?"""
    if not text or rect.w <= 0 or rect.h <= 0:
        return False
    return text_if_it_fits(surf, text, rect, max(size, least(k)), least(k), colour)


def mark(s: str, size: int, colour, k: float = 1.0, bold: bool = True) -> pygame.Surface:
    """A short mark a small card must still show (its number, cost, kanji): at ``size``
    pixels, never under :func:`least`."""
    return theme.text(s, max(size, least(k)), colour, bold)


def fits(s: str, width: int, k: float = 1.0, bold: bool = True) -> bool:
    """Does ``s`` fit ``width`` at the least size (is there room to print it at all)?"""
    return theme.font(least(k), bold).size(s)[0] <= width
