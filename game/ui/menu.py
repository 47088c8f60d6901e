"""The menu kit every menu page shares: the lacquer backdrop, headings, wrapped text
and a keyboard- and mouse-driven vertical :class:`Menu` of :class:`Item` rows, in a
:class:`MenuScene`.

Every label is an i18n key (or a callable returning text) evaluated at draw
time, so a language switch shows at once in every page. It knows no game and no
menu of its own: the pages in ``game/scenes`` (and a game's extra pages, built
by the menus from its catalogue entry) are made of it.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.scene import Scene

W, H = theme.SCREEN_SIZE
MARGIN = 64

# warm dark lacquer palette (menus only; tables use game.ui.theme)
LACQUER_TOP = (52, 24, 20)
LACQUER_BOTTOM = (14, 9, 9)
ROW = (40, 24, 21)
ROW_FOCUS = (96, 36, 28)
EDGE = (104, 76, 50)
GOLD = theme.GOLD
VERMILION = theme.ACCENT
TEXT = theme.TEXT
DIM = (176, 164, 148)
DISABLED = (116, 104, 94)
WAVE = (70, 36, 30)

Label = str | Callable[[], str]


def label_text(label: Label) -> str:
    return label() if callable(label) else t(label)


def blit_text(surface: pygame.Surface, s: str, size: int, colour=TEXT, bold: bool = False,
              max_width: int | None = None, **anchor) -> pygame.Rect:
    """Draw one cached line anchored like ``Rect`` keywords (``center=(x, y)``...),
    shrinking the size until it fits ``max_width``."""
    img = theme.text(s, size, colour, bold)
    while max_width and img.get_width() > max_width and size > 12:
        size -= 1
        img = theme.text(s, size, colour, bold)
    rect = img.get_rect(**(anchor or {"topleft": (0, 0)}))
    surface.blit(img, rect)
    return rect


_TOKENS = re.compile(r"[^\s\u3000-\u9fff\uff00-\uffef]+|\s+|.")


def wrap(s: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Greedy line wrap: Latin words stay whole, Japanese breaks between characters."""
    f = theme.font(size, bold)
    lines, line = [], ""
    for token in _TOKENS.findall(s):
        trial = line + token
        if f.size(trial)[0] <= max_width or not line.strip():
            line = trial
        else:
            lines.append(line.rstrip())
            line = token.lstrip()
    if line.strip():
        lines.append(line.rstrip())
    return lines


@lru_cache(maxsize=64)
def panel(size: tuple[int, int], fill=(24, 15, 13, 225), edge=EDGE, radius: int = 14) -> pygame.Surface:
    """A translucent rounded panel (cached per size and colour)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
    if edge:
        pygame.draw.rect(surf, edge, surf.get_rect(), 2, border_radius=radius)
    return surf


def seigaiha(width: int, height: int, r: int = 34, colour=WAVE, bg=LACQUER_BOTTOM) -> pygame.Surface:
    """The blue-sea-wave pattern (青海波): rows of concentric arcs, each row
    overlapping the one above."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    surf.fill((*bg[:3], 255))
    row_h = r // 2
    for row in range(height // row_h + 3):
        y = row * row_h
        shift = r if row % 2 else 0
        for x in range(-2 * r + shift, width + 2 * r, 2 * r):
            pygame.draw.circle(surf, bg, (x, y), r)
            for rr in range(r, 4, -8):
                pygame.draw.circle(surf, colour, (x, y), rr, 2)
    return surf


@lru_cache(maxsize=4)
def backdrop(waves: bool = True) -> pygame.Surface:
    """Vertical lacquer gradient with a soft vignette and a wave band (cached)."""
    surf = pygame.Surface((W, H))
    for y in range(H):
        k = y / (H - 1)
        c = [round(a + (b - a) * k) for a, b in zip(LACQUER_TOP, LACQUER_BOTTOM)]
        pygame.draw.line(surf, c, (0, y), (W, y))
    band = seigaiha(W, 120, colour=(40, 22, 19) if waves else LACQUER_BOTTOM)
    fade = pygame.Surface(band.get_size(), pygame.SRCALPHA)
    for y in range(band.get_height()):
        a = round(255 * min(1.0, y / 90))
        pygame.draw.line(fade, (255, 255, 255, a), (0, y), (W, y))
    band.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(band, (0, H - band.get_height()))
    vignette = pygame.Surface((W, H), pygame.SRCALPHA)
    for i in range(24):
        pygame.draw.rect(vignette, (0, 0, 0, 6), vignette.get_rect().inflate(-i * 10, -i * 10), 6)
    surf.blit(vignette, (0, 0))
    return surf.convert() if pygame.display.get_surface() else surf


def draw_heading(surface: pygame.Surface, title: str, subtitle: str | None = None) -> int:
    """Page heading at the top left; returns the y below it."""
    blit_text(surface, title, 40, GOLD, bold=True, topleft=(MARGIN, 34))
    y = 34 + 52
    pygame.draw.line(surface, VERMILION, (MARGIN, y), (MARGIN + 120, y), 3)
    pygame.draw.line(surface, EDGE, (MARGIN + 128, y), (W - MARGIN, y), 1)
    if subtitle:
        blit_text(surface, subtitle, 20, DIM, topleft=(MARGIN, y + 12), max_width=W - 2 * MARGIN)
        return y + 44
    return y + 16


def arrow(surface: pygame.Surface, centre: tuple[int, int], direction: int, colour) -> None:
    x, y = centre
    pts = [(x - 6 * direction, y - 8), (x + 6 * direction, y), (x - 6 * direction, y + 8)]
    pygame.draw.polygon(surface, colour, pts)


# ----------------------------------------------------------------------------
@dataclass(eq=False)
class Item:
    key: str
    label: Label
    action: Callable[[], None] | None = None
    #: for choosers: current value text and an adjuster (delta -1 / +1)
    value: Callable[[], str] | None = None
    adjust: Callable[[int], None] | None = None
    enabled: bool | Callable[[], bool] = True
    #: why it is disabled (shown as a toast when activated anyway)
    why_not: Label | None = None
    #: the page's main action (drawn in vermilion)
    primary: bool = False
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    def is_enabled(self) -> bool:
        return self.enabled() if callable(self.enabled) else self.enabled


class Menu:
    """A vertical list of rows: arrows/Tab move, Enter/Space activate,
    Left/Right adjust choosers, the mouse hovers and clicks."""

    def __init__(self, app, items: list[Item], x: int, y: int, width: int,
                 row_h: int = 54, gap: int = 12, size: int = 24, value_w: int = 300,
                 centred: bool = True) -> None:
        self.app = app
        self.items = items
        self.size = size
        self.value_w = value_w
        self.centred = centred
        self.focus = 0
        self._hovered: Item | None = None     # the row under the pointer at its last move
        self._pressed: Item | None = None
        for i, item in enumerate(items):
            item.rect = pygame.Rect(x, y + i * (row_h + gap), width, row_h)

    @property
    def bottom(self) -> int:
        return self.items[-1].rect.bottom if self.items else 0

    def item(self, key: str) -> Item:
        return next(i for i in self.items if i.key == key)

    def at(self, pos) -> Item | None:
        """The item under ``pos``; a small item laid over a bigger one (a button on a row) wins."""
        return next((i for i in reversed(self.items) if i.rect.collidepoint(pos)), None)

    def move(self, step: int) -> None:
        if self.items:
            self.focus = (self.focus + step) % len(self.items)

    def activate(self, item: Item, delta: int = 0) -> None:
        if not item.is_enabled():
            if item.why_not:
                self.app.toast(label_text(item.why_not), "warn")
            return
        self.app.sounds.play("click")
        if item.adjust is not None and (delta or item.action is None):
            item.adjust(delta or 1)
        elif item.action is not None:
            item.action()

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_UP, pygame.K_w) or (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT):
                self.move(-1)
            elif k in (pygame.K_DOWN, pygame.K_s, pygame.K_TAB):
                self.move(1)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.items:
                self.activate(self.items[self.focus])
            elif k in (pygame.K_LEFT, pygame.K_RIGHT) and self.items:
                item = self.items[self.focus]
                if item.adjust is not None:
                    self.activate(item, -1 if k == pygame.K_LEFT else 1)
                else:
                    return event
            else:
                return event
            return None
        if event.type == pygame.MOUSEMOTION:
            # the pointer takes the focus when it comes onto another row: resting on a row (or
            # trembling on it) leaves the arrow keys in charge
            hit = self.at(event.pos)
            if hit is not None and hit is not self._hovered:
                self.focus = self.items.index(hit)
            self._hovered = hit
            return event
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.at(event.pos)
            if self._pressed is not None:
                self.focus = self.items.index(self._pressed)
                return None
            return event
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit, self._pressed = self.at(event.pos), None
            if hit is None:
                return event
            delta = 0
            if hit.adjust is not None:
                vbox = self.value_box(hit)
                delta = -1 if event.pos[0] < vbox.centerx and vbox.collidepoint(event.pos) else 1
            self.activate(hit, delta)
            return None
        return event

    def value_box(self, item: Item) -> pygame.Rect:
        r = item.rect
        return pygame.Rect(r.right - self.value_w - 10, r.y + 7, self.value_w, r.h - 14)

    def draw(self, surface: pygame.Surface, clock: float = 0.0, skip: tuple[str, ...] = ()) -> None:
        for item in self.items:
            if item.key not in skip:
                self.draw_item(surface, item, clock)

    def focused(self, item: Item) -> bool:
        return bool(self.items) and self.items[self.focus] is item

    def draw_item(self, surface: pygame.Surface, item: Item, clock: float = 0.0) -> None:
        focused = self.focused(item)
        enabled = item.is_enabled()
        r = item.rect
        fill = ROW_FOCUS if focused else ROW
        if item.primary:
            fill = (150, 52, 36) if focused else (118, 40, 30)
        pygame.draw.rect(surface, fill, r, border_radius=10)
        if focused:
            glow = 0.5 + 0.5 * math.sin(clock * 3.0)
            edge = [round(a + (b - a) * glow) for a, b in zip(GOLD, theme.HIGHLIGHT)]
            pygame.draw.rect(surface, edge, r, 2, border_radius=10)
            pygame.draw.rect(surface, VERMILION, (r.x + 8, r.y + 12, 5, r.h - 24), border_radius=2)
        else:
            pygame.draw.rect(surface, EDGE, r, 1, border_radius=10)
        colour = (TEXT if focused else (222, 212, 196)) if enabled else DISABLED
        text = label_text(item.label)
        if item.value is not None:
            blit_text(surface, text, self.size, colour, midleft=(r.x + 26, r.centery),
                      max_width=r.w - self.value_w - 50)
            vbox = self.value_box(item)
            pygame.draw.rect(surface, (28, 17, 15), vbox, border_radius=8)
            acol = GOLD if focused else EDGE
            arrow(surface, (vbox.x + 18, vbox.centery), -1, acol)
            arrow(surface, (vbox.right - 18, vbox.centery), 1, acol)
            blit_text(surface, item.value(), self.size - 2, GOLD if enabled else DISABLED,
                      center=vbox.center, max_width=vbox.w - 70)
        elif self.centred:
            blit_text(surface, text, self.size, colour, center=r.center, max_width=r.w - 40)
        else:
            blit_text(surface, text, self.size, colour, midleft=(r.x + 26, r.centery),
                      max_width=r.w - 40)


class MenuScene(Scene):
    """A full-screen menu page: backdrop, heading, one :class:`Menu`; Esc = back."""

    title_key = ""
    subtitle_key: str | None = None

    def __init__(self, app) -> None:
        super().__init__(app)
        self.clock = 0.0
        self.menu = self.build_menu()

    def build_menu(self) -> Menu:  # pragma: no cover - overridden
        raise NotImplementedError

    def button_rect(self, key: str) -> pygame.Rect:
        return self.menu.item(key).rect

    def back(self) -> None:
        if len(self.app.stack) > 1:
            self.app.stack.pop()

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return None
        return self.menu.handle(event)

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        if self.title_key:
            draw_heading(surface, t(self.title_key), t(self.subtitle_key) if self.subtitle_key else None)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.menu.draw(surface, self.clock)


CARD_W, CARD_H = 118, 172


@lru_cache(maxsize=8)
def card_face(glyph: str, colour: tuple[int, int, int]) -> pygame.Surface:
    """A game's card on the menus (the title's fan, game select): its kanji, large, on a
    face framed in its colour."""
    surf = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, (0, 0, 0, 90), r.move(0, 0), border_radius=10)
    face = r.inflate(-4, -4)
    pygame.draw.rect(surf, theme.CARD_FACE, face, border_radius=9)
    pygame.draw.rect(surf, theme.CARD_EDGE, face, 2, border_radius=9)
    pygame.draw.rect(surf, colour, face.inflate(-14, -14), 2, border_radius=6)
    tint = [round(c * 0.14 + f * 0.86) for c, f in zip(colour, theme.CARD_FACE)]
    pygame.draw.circle(surf, tint, r.center, 40)
    pygame.draw.circle(surf, colour, r.center, 40, 2)
    img = theme.text(glyph, 56, colour, True)
    surf.blit(img, img.get_rect(center=r.center))
    small = theme.text(glyph, 16, colour, True)
    surf.blit(small, (14, 12))
    surf.blit(pygame.transform.rotate(small, 180), small.get_rect(bottomright=(CARD_W - 14, CARD_H - 12)))
    return surf
