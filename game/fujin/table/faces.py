"""Procedural card faces for 式神符陣 (no art files): legible at every size.

Two layouts from one function, behind the table kit's face cache
(``game.ui.kit.FaceCache``: small faces kept, zoom-size ones in a short LRU):

* compact (board and hand, width < 160): name, number, 召☆/攻☆ (使☆ for 霊具), 属性,
  stats (攻撃力 / 耐久 / 霊力価), 間合 diagram; nothing under 12 units (``game.ui.fineprint``);
* full (the zoom panel): everything above plus 単体/範囲 and the effect text.

A face is laid out in layout units and drawn at the table's scale (``k``
pixels per unit): at 1920×1080 it is the same card, drawn sharper.

The 間合 diagram uses shapes, not colour alone (see :func:`draw_marker`):
間合 = filled triangle, 反撃間合 = ring, both = ring around a dot,
隙 = cross. The same markers are drawn on the board by ``board_view``.
"""
from __future__ import annotations

import math

import pygame

from game.fujin.rules.board import attr_name
from game.fujin.rules.cards import CARDS, Card
from game.fujin.rules.reach import diagram
from game.ui import fineprint, theme
from game.ui.kit import FaceCache, put, text_fits

ATTR_SYMBOL = {"yin": "●", "yang": "☀", "void": "◇", "taiji": "◎"}  # glyphs the bundled font has
CLAN_COLOUR = {"kuryu": (46, 96, 120), "shuten": (150, 40, 40)}
BLIND_C = (60, 60, 60)
INK = (40, 32, 26)
FULL_WIDTH = 160     # faces this wide or wider use the full layout (with the effect text)
#: attribute and reach-marker colours, and their colour-blind-safe variant (Okabe–Ito);
#: attributes keep their symbols ● ☀ ◇ ◎ as well
_NORMAL = {"attr": {"yin": (92, 84, 150), "yang": (206, 136, 52), "void": (120, 130, 140),
                    "taiji": (150, 120, 170)},
           "reach": (200, 60, 40), "counter": (40, 90, 170)}
_CVD = {"attr": {"yin": (0, 114, 178), "yang": (230, 159, 0), "void": (128, 128, 128), "taiji": (204, 121, 167)},
        "reach": (213, 94, 0), "counter": (0, 114, 178)}


def _palette() -> dict:
    return _CVD if theme.colorblind() else _NORMAL


def attr_colour(attr: str) -> tuple[int, int, int]:
    return _palette()["attr"][attr]


def reach_colour() -> tuple[int, int, int]:
    return _palette()["reach"]


def counter_colour() -> tuple[int, int, int]:
    return _palette()["counter"]


def draw_marker(surf: pygame.Surface, kind: str, centre: tuple[int, int], r: int,
                up: tuple[float, float] = (0, -1), colour=None) -> None:
    """One diagram mark: ``reach`` ▲, ``counter`` ○, ``both`` ◉, ``blind`` ×, ``self`` arrow."""
    x, y = centre
    r = max(3, r)
    if kind in ("reach", "self"):
        c = colour or (reach_colour() if kind == "reach" else INK)
        ux, uy = up
        px, py = -uy, ux
        tip = (x + ux * r, y + uy * r)
        b1 = (x - ux * r * 0.7 + px * r * 0.85, y - uy * r * 0.7 + py * r * 0.85)
        b2 = (x - ux * r * 0.7 - px * r * 0.85, y - uy * r * 0.7 - py * r * 0.85)
        if kind == "self":
            pygame.draw.polygon(surf, c, (tip, b1, b2), max(1, r // 4))
        else:
            pygame.draw.polygon(surf, c, (tip, b1, b2))
    elif kind == "counter":
        pygame.draw.circle(surf, colour or counter_colour(), centre, r, max(2, r // 3))
    elif kind == "both":
        pygame.draw.circle(surf, colour or counter_colour(), centre, r, max(2, r // 3))
        pygame.draw.circle(surf, colour or reach_colour(), centre, max(2, r // 2))
    elif kind == "blind":
        w = max(2, r // 3)
        c = colour or BLIND_C
        pygame.draw.line(surf, c, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(surf, c, (x - r, y + r), (x + r, y - r), w)


def draw_diagram(surf: pygame.Surface, card: Card, rect: pygame.Rect) -> None:
    """The 3×3 (3×4 when it reaches two rows ahead) 間合 grid inside ``rect``."""
    marks = diagram(card)
    rows = 4 if any(dy == 2 for _, dy in marks) else 3
    cs = min(rect.width // 3, rect.height // rows)
    gx = rect.centerx - cs * 3 // 2
    gy = rect.centery - cs * rows // 2
    top_dy = rows - 2  # dy of the top row (2 or 1)
    for row in range(rows):
        for col in range(3):
            dx, dy = col - 1, top_dy - row
            cell = pygame.Rect(gx + col * cs, gy + row * cs, cs, cs)
            pygame.draw.rect(surf, (236, 228, 210) if (dx or dy) else (214, 200, 176), cell)
            pygame.draw.rect(surf, (150, 136, 116), cell, 1)
            kind = "self" if (dx, dy) == (0, 0) else marks.get((dx, dy))
            if kind:
                draw_marker(surf, kind, cell.center, cs * 3 // 8)


def render(cid: str | None, size: tuple[int, int], face_up: bool, lang: str = "ja",
           k: float = 1.0) -> pygame.Surface:
    """A face of ``size`` pixels drawn at ``k`` pixels per layout unit (cached per card,
    size, language, palette and scale)."""
    return FACES.face(cid, size, face_up, lang, k)


def back(size: tuple[int, int], k: float = 1.0) -> pygame.Surface:
    return render(None, size, False, "ja", k)


def _back(w: int, h: int, rad: int, u) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (70, 28, 34), (0, 0, w, h), border_radius=rad)
    inner = pygame.Rect(u(5), u(5), w - u(10), h - u(10))
    pygame.draw.rect(surf, theme.GOLD, inner, u(2), border_radius=max(2, rad - u(2)))
    r = min(w, h) // 4
    pygame.draw.circle(surf, theme.GOLD, (w // 2, h // 2), r, u(2))
    points = [math.radians(i * 144 - 90) for i in range(5)]          # a five-pointed star, one point up
    star = [(w // 2 + r * 0.8 * math.cos(a), h // 2 + r * 0.8 * math.sin(a)) for a in points]
    pygame.draw.polygon(surf, theme.GOLD, star, u(2))
    return surf


def _render(cid, size, face_up, lang, k=1.0) -> pygame.Surface:
    """Laid out in layout units (``w / k`` wide): the same card at any scale, only sharper."""
    u = fineprint.Units(k)
    w, h = size
    rad = max(4, w // 14)
    if not face_up or cid is None:
        return _back(w, h, rad, u)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    card = CARDS[cid]
    pygame.draw.rect(surf, theme.CARD_FACE, (0, 0, w, h), border_radius=rad)
    clan_c = CLAN_COLOUR[card.clan]
    lw, lh = w / k, h / k                     # the card's size in layout units
    full = lw >= FULL_WIDTH
    band_h = u(max(18, lh // 7))
    pygame.draw.rect(surf, clan_c, (0, 0, w, band_h + u(4)), border_top_left_radius=rad,
                     border_top_right_radius=rad)
    pygame.draw.rect(surf, clan_c, (0, 0, w, h), u(2), border_radius=rad)
    pad = u(max(4, lw // 24))
    fit = lambda text, size, colour, bold=True: fineprint.line(text, size, w - 2 * pad, colour, k, bold)  # noqa: E731
    nsize = u(22) if full else band_h - u(6)
    name = fineprint.line(card.name(lang), nsize, w - 2 * pad, (250, 246, 236), k, ellipsis=not full)
    surf.blit(name, name.get_rect(midleft=(pad, (band_h + u(4)) // 2)))
    y = band_h + u(6)
    small = u(16 if full else 12)
    if full or lw >= 80:    # the number (a compact face: with the attribute's mark, its name where it fits)
        num = put(surf, fit(f"{card.id} {card.clan_name(lang)}" if full else card.id, small - u(1), (90, 80, 70),
                            False), topleft=(pad, y))
        if card.kind == "shikigami" and not full:
            put(surf, fineprint.first((f"{ATTR_SYMBOL[card.attr]}{attr_name(card.attr, lang)}", ATTR_SYMBOL[card.attr]),
                                      small, w - 2 * pad - num.w - u(4), attr_colour(card.attr), k), topright=(w - pad, y))
        y += small + u(2)
    y = fineprint.stack(surf, fineprint.lines(card.costs(lang).split("  "), small, w - 2 * pad, INK, k), pad, y, u(2))
    if card.kind == "shikigami":
        if full:
            y = fineprint.stack(surf, [fit(f"{ATTR_SYMBOL[card.attr]}{attr_name(card.attr, lang)}  {card.scope(lang)}",
                                           small, attr_colour(card.attr))], pad, y, u(3))
        stats = fineprint.lines(card.stats(lang, short=not full).split(" " if not full else "  "), small,
                                w - 2 * pad, INK, k)
        foot = sum(img.get_height() for img in stats) if not full else 0
        diag = pygame.Rect(pad, y, w - 2 * pad, _diagram_h(card, lang, w, h, y, small, pad, k) if full else h - foot - u(6) - y)
        room = h - u(4) - foot >= y
        if full or min(diag.w // 3, diag.h // 4) >= u(9):        # a diagram too small to read is left off
            draw_diagram(surf, card, diag)
            y = diag.bottom + u(4)
        if full or room:        # (a compact face: the stats at its foot)
            y = fineprint.stack(surf, stats, pad, *((y, u(6)) if full else (h - u(4) - foot, 0, w // 2)))
    else:
        surf.blit(fit("霊具" if lang != "en" else "Relic", small, clan_c), (pad, y))
        y += small + u(4)
    if full:
        fineprint.block(surf, card.text(lang), pygame.Rect(pad, y + u(2), w - 2 * pad, h - y - u(8)), u(15), INK, k)
    return surf


def _diagram_h(card: Card, lang: str, w: int, h: int, y: int, small: int, pad: int, k: float) -> int:
    """The zoom face's diagram: 112 units tall, less (down to 64) where the effect would not fit under it."""
    u = fineprint.Units(k)
    tops = [(n, y + u(n + 12) + small) for n in range(112, 63, -8)]
    return next((u(n) for n, top in tops if text_fits(card.text(lang), fineprint.least(k),
                                                       pygame.Rect(pad, top, w - 2 * pad, h - top - u(6)))), u(64))


#: every 式神符陣 face goes through this cache (the full layout, ~0.5 MB each, only in its LRU)
FACES = FaceCache(_render, big_width=FULL_WIDTH, big_keep=32)   # the zooms of a table's cards, warmed
