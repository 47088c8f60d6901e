"""Things a card carries: they move, turn and fade with it.

A :class:`~game.ui.sprites.CardSprite` keeps a list of attachments and draws
the ``"under"`` ones before itself and the ``"over"`` ones after, every frame,
at positions computed from its own centre, size, turn (``rot``), lift and
``alpha``. So when the table slides, turns or fades a card, everything tucked
behind it or stuck on it follows without the table doing anything.

* :class:`HpCard` — an HP card tucked behind its host, one row per point,
  sliding by whole rows when the value changes and flipping between its faces
  (ハクスラ陰陽師's character HP card: 11–20 / 1–10) or counting laps (the
  boss's 12-point laps);
* :class:`EdgeCard` — a card tucked under the host so that only one edge
  band shows (an equipped shikigami on the left, right or bottom edge);
  several on one edge fan out slightly;
* :class:`Badge` — a small label at a corner (攻済, ×3, a seal mark);
* :class:`Veil` — a dark veil over the host while it cannot be used (a hand card
  out of reach);
* :class:`Caption` — a line of words just under the host (a character's measured win
  rate under its card in a choice of characters);

Why here and not per game: every one of these is "a thing that rides on a
card"; drawing it in the table's own loop, as tables used to, means every
animation of the host must be repeated for it.
"""
from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from game.ui import theme
from game.ui.kit import fit_text
from game.ui.tween import Tweens, linear

#: the card sprite an attachment rides on (a ``game.ui.sprites.CardSprite``)
CardLike = Any

Anchor = str   # "topleft", "top", "topright", "left", "right", "bottomleft", "bottom", "bottomright"

_ANCHORS = {"topleft": (-1, -1), "top": (0, -1), "topright": (1, -1), "left": (-1, 0),
            "center": (0, 0), "right": (1, 0), "bottomleft": (-1, 1), "bottom": (0, 1),
            "bottomright": (1, 1)}


class Attachment:
    """Base: ``layer`` is ``"under"`` (drawn before the host) or ``"over"``."""

    layer = "over"

    def __init__(self) -> None:
        self.tweens = Tweens()

    @property
    def busy(self) -> bool:
        return self.tweens.busy

    def update(self, dt: float) -> None:
        self.tweens.update(dt)

    def draw(self, surface: pygame.Surface, host: CardLike) -> None:  # pragma: no cover
        raise NotImplementedError


def host_point(host: CardLike, dx: float, dy: float) -> tuple[float, float]:
    """A point ``(dx, dy)`` from the host's centre in its own (unturned) frame, on screen."""
    a = math.radians(host.rot)
    c, s = math.cos(a), math.sin(a)
    x, y = host.pos[0], host.pos[1] - host.lift
    return (x + dx * c - dy * s, y + dx * s + dy * c)


def _faded(img: pygame.Surface, alpha: int) -> pygame.Surface:
    if alpha >= 255:
        return img
    img = img.copy()
    img.set_alpha(max(0, alpha))
    return img


class HpCard(Attachment):
    """An HP card behind its host: the row of the current value shows at the host's
    bottom edge, lower values below it.

    ``faces`` lists the value range of each face, highest first (a character:
    ``((11, 20), (1, 10))``; a yokai: ``((1, 12),)``). With ``laps`` > 1 the
    card has one face and the value counts down in laps of its rows (the boss:
    36 HP = 3 laps of 12): at each lap the card slides back in to its top row
    and the lap counter beside it ticks down.

    ``side`` is where the card sticks out: ``"bottom"`` (the current value's row just
    below the host, lower values further down) or ``"top"`` (just above the host,
    lower values further up: the card tucked in from the top, as on a table where
    the host's bottom edge carries something else). ``stepped`` makes a slide move
    by whole rows, one number at a time, instead of gliding. ``row``: the height of a
    row in pixels (by default the host's height shared among its rows, and one more).
    """

    layer = "under"

    def __init__(self, host: CardLike, value: int, faces: tuple[tuple[int, int], ...] = ((11, 20), (1, 10)),
                 laps: int = 1, colours: tuple[tuple[int, int, int], ...] | None = None,
                 side: str = "bottom", stepped: bool = False, row: int | None = None) -> None:
        super().__init__()
        if side not in ("bottom", "top"):
            raise ValueError("side must be 'bottom' or 'top'")
        self.host = host
        self.side = side
        self.stepped = stepped
        self._row = row
        self.faces = tuple(faces)
        self.rows = max(hi - lo + 1 for lo, hi in self.faces)
        self.laps = max(1, laps)
        self.max_value = max(hi for _lo, hi in self.faces) * self.laps
        self.colours = colours or (theme.BAD, theme.ACCENT_2, theme.GOLD)
        self.value = max(0, min(value, self.max_value))
        self.face = self._face_of(self.value)
        self.lap = self._lap_of(self.value)
        self.offset = float(self._offset_for(self.value))
        self.squash = 1.0
        self._surfs: dict[int, pygame.Surface] = {}

    # -- geometry ---------------------------------------------------------------
    @property
    def row_h(self) -> int:
        if self._row:
            return self._row
        return max(round(8 * getattr(self.host, "k", 1.0)), self.host.size[1] // (self.rows + 1))

    def _lap_of(self, value: int) -> int:
        lap_size = self.faces[0][1]
        return max(1, math.ceil(value / lap_size)) if self.laps > 1 else 1

    def shown(self, value: int) -> int:
        """The number printed on the row that shows ``value`` (its lap's remainder)."""
        if self.laps > 1 and value > 0:
            return (value - 1) % self.faces[0][1] + 1
        return value

    def _face_of(self, value: int) -> int:
        v = self.shown(value)
        for i, (lo, hi) in enumerate(self.faces):
            if lo <= v <= hi:
                return i
        return len(self.faces) - 1

    def _offset_for(self, value: int) -> int:
        """How far the card's top edge sits below the host's top edge (above it: negative)."""
        if value <= 0:
            return 0
        lo, hi = self.faces[self._face_of(value)]
        if self.side == "top":                       # lo .. value stick out above the host
            return -(self.shown(value) - lo + 1) * self.row_h
        row = hi - self.shown(value)                 # 0 = top row
        return self.host.size[1] - row * self.row_h

    def _base(self) -> int:
        """The offset whole-row slides are counted from."""
        return 0 if self.side == "top" else self.host.size[1]

    def drawn_offset(self) -> float:
        """The offset as drawn: ``stepped`` cards move a whole row at a time."""
        if not self.stepped:
            return self.offset
        base = self._base()
        return base + round((self.offset - base) / self.row_h) * self.row_h

    def _image(self, face: int) -> pygame.Surface:
        img = self._surfs.get(face)
        if img is None:
            k = getattr(self.host, "k", 1.0)
            w, h = self.host.size[0], self.row_h * self.rows + round(6 * k)
            img = pygame.Surface((w, h), pygame.SRCALPHA)
            tint = ((250, 236, 236), (236, 240, 250), (246, 240, 220))[face % 3]
            pygame.draw.rect(img, tint, img.get_rect(), border_radius=round(6 * k))
            pygame.draw.rect(img, theme.CARD_EDGE, img.get_rect(), max(1, round(2 * k)), border_radius=round(6 * k))
            lo, hi = self.faces[face]
            colour = self.colours[face % len(self.colours)]
            for row in range(hi - lo + 1):
                n = lo + row if self.side == "top" else hi - row
                # never under 12 units: a row of 10 still holds a figure that size (no descenders)
                num = theme.text(str(n), max(round(12 * k), self.row_h - round(2 * k)), colour, True)
                ink = num.get_bounding_rect()       # the figure itself centred in its row
                img.blit(num, (w // 2 - ink.centerx, row * self.row_h + self.row_h // 2 - ink.centery))
            self._surfs[face] = img
        return img

    # -- animation ---------------------------------------------------------------
    def set_value(self, value: int, duration: float = 0.35) -> float:
        """Slide (and flip, or start a new lap) to ``value``; returns the animation length."""
        value = max(0, min(value, self.max_value))
        face, lap = self._face_of(value), self._lap_of(value)
        self.value = value
        target = float(self._offset_for(value))
        if face == self.face and lap == self.lap:
            self.tweens.tween(self, "offset", self.offset, target, duration)
            return duration

        def turn(p: float) -> None:
            self.squash = abs(1 - 2 * p)
            if p >= 0.5:
                self.face, self.lap = face, lap

        def slide_out() -> None:
            self.squash = 1.0
            self.tweens.tween(self, "offset", self.offset, target, duration)

        def change() -> None:
            if face != self.face:
                self.tweens.tween(self, turn, 0.0, 1.0, duration, linear, slide_out)
            else:
                self.lap = lap
                slide_out()
        self.tweens.tween(self, "offset", self.offset, 0.0, duration, on_done=change)
        return duration * 3

    # -- drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, host: CardLike) -> None:
        if self.value <= 0 and host.alpha < 255 and not self.tweens.busy:
            return      # all tucked away; under a faded host (down, defeated) it would show through
        img = self._image(self.face)
        if self.squash < 0.999:
            img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * self.squash)),
                                                     img.get_height()))
        w, h = host.size
        k = getattr(host, "k", 1.0)
        # centre of the card in the host frame: its top edge ``offset`` below the host's top
        cy = -h / 2 + self.drawn_offset() + img.get_height() / 2
        if host.rot % 360:
            img = pygame.transform.rotate(img, -host.rot)
        centre = host_point(host, 0, cy)
        surface.blit(_faded(img, host.alpha), img.get_rect(center=(round(centre[0]), round(centre[1]))))
        if self.value > 0 and not self.tweens.busy and not host.rot % 360:
            if self.side == "top":
                top = host.pos[1] - h / 2 - host.lift - self.row_h
            else:
                top = host.pos[1] + h / 2 - host.lift
            mark = pygame.Rect(round(host.pos[0] - w / 2 + 3 * k), round(top), w - round(6 * k), self.row_h)
            pygame.draw.rect(surface, theme.BAD, mark, max(1, round(2 * k)), border_radius=round(3 * k))
        if self.laps > 1:
            lap = theme.text(f"×{self.lap}", max(round(12 * k), self.row_h), (255, 255, 255), True)
            x, y = host_point(host, w / 2 + 4 * k, (h / 2 + self.row_h) * (-1 if self.side == "top" else 1))
            box = lap.get_rect(midleft=(round(x), round(y))).inflate(round(10 * k), round(4 * k))
            pygame.draw.rect(surface, theme.CARD_EDGE, box, border_radius=box.height // 2)
            surface.blit(lap, lap.get_rect(center=box.center))


class HpOverlaySprite(HpCard):
    """The two-faced character HP card (11–20 / 1–10) under ``host``; ``set_hp`` animates it."""

    ROWS = 10

    def __init__(self, host: CardLike, hp: int, max_hp: int = 20) -> None:
        faces = ((11, max_hp), (1, 10)) if max_hp > 10 else ((1, max_hp),)
        super().__init__(host, hp, faces)

    @property
    def hp(self) -> int:
        return self.value

    @property
    def high(self) -> bool:
        return self.face == 0 and len(self.faces) > 1

    def set_hp(self, hp: int, duration: float = 0.35) -> float:
        return self.set_value(hp, duration)

    def draw(self, surface: pygame.Surface, host: "CardLike | None" = None) -> None:
        super().draw(surface, host or self.host)


class EdgeCard(Attachment):
    """A card tucked under the host with one edge band showing (``edge``: left,
    right, bottom or top); ``band`` pixels of it stick out. ``index`` fans
    several on one edge. ``slide_in()`` animates it from fully hidden."""

    layer = "under"
    _NORMAL = {"left": (-1, 0), "right": (1, 0), "bottom": (0, 1), "top": (0, -1)}

    def __init__(self, card: str | None, image: Callable[[], pygame.Surface], edge: str,
                 band: int = 22, index: int = 0) -> None:
        super().__init__()
        if edge not in self._NORMAL:
            raise ValueError(f"edge must be one of {sorted(self._NORMAL)}")
        self.card, self.image, self.edge, self.band, self.index = card, image, edge, band, index
        self.reveal = 1.0      # 0 = fully under the host, 1 = the band shows

    def slide_in(self, duration: float = 0.4) -> float:
        self.tweens.tween(self, "reveal", 0.0, 1.0, duration)
        return duration

    def draw(self, surface: pygame.Surface, host: CardLike) -> None:
        img = self.image()
        nx, ny = self._NORMAL[self.edge]
        w, h = host.size
        k = getattr(host, "k", 1.0)
        out = self.reveal * (self.band + 6 * self.index) * k
        fan = 5 * self.index * k
        dx = nx * (w / 2 - img.get_width() / 2 + out) + (fan if ny else 0)
        dy = ny * (h / 2 - img.get_height() / 2 + out) + (fan if nx else 0)
        if host.rot % 360:
            img = pygame.transform.rotate(img, -host.rot)
        x, y = host_point(host, dx, dy)
        surface.blit(_faded(img, host.alpha), img.get_rect(center=(round(x), round(y))))


class Badge(Attachment):
    """A small pill of text at a corner of the host (it stays upright when the host turns).
    ``text`` may be a callable (re-read every frame; "" hides the badge). ``outside`` puts
    it just beyond the host's side instead of on the card (so it covers nothing printed)."""

    def __init__(self, text: str | Callable[[], str], fill=(40, 40, 40), anchor: Anchor = "topleft",
                 size: int = 13, colour=(255, 255, 255), inset: tuple[int, int] = (4, 4),
                 outside: bool = False, edge=None) -> None:
        super().__init__()
        self.text, self.fill, self.anchor, self.size, self.colour = text, fill, anchor, size, colour
        self.inset, self.outside, self.edge = inset, outside, edge
        self.visible = True

    def draw(self, surface: pygame.Surface, host: CardLike) -> None:
        if not self.visible:
            return
        label = self.text() if callable(self.text) else self.text
        if not label:
            return
        k = getattr(host, "k", 1.0)
        img = theme.text(label, round(self.size * k), self.colour, True)
        ax, ay = _ANCHORS[self.anchor]
        rect = host.rect
        if self.outside:        # beyond the side it is anchored to
            x = rect.centerx + ax * (rect.width / 2 + img.get_width() / 2 + 5 * k)
        else:
            x = rect.centerx + ax * (rect.width / 2 - (self.inset[0] + 3) * k - img.get_width() / 2)
        y = rect.centery + ay * (rect.height / 2 - (self.inset[1] + 1) * k - img.get_height() / 2)
        box = img.get_rect(center=(round(x), round(y))).inflate(round(8 * k), round(4 * k))
        box.width = max(box.width, box.height)
        box.center = (round(x), round(y))
        pygame.draw.rect(surface, self.fill, box, border_radius=box.height // 2)
        if self.edge is not None:
            pygame.draw.rect(surface, self.edge, box, max(1, round(2 * k)), border_radius=box.height // 2)
        surface.blit(_faded(img, host.alpha), img.get_rect(center=box.center))


class Veil(Attachment):
    """A translucent ``colour`` over the whole host while ``on()`` says so (a hand card that
    cannot be played now is darkened)."""

    def __init__(self, on: Callable[[], bool], colour=(10, 14, 18, 120)) -> None:
        super().__init__()
        self.on, self.colour = on, colour

    def draw(self, surface: pygame.Surface, host: CardLike) -> None:
        if self.on():
            veil = pygame.Surface(host.rect.size, pygame.SRCALPHA)
            veil.fill(self.colour)
            surface.blit(veil, host.rect)


class Caption(Attachment):
    """A line of words just under the host, outside it (it covers nothing printed): at
    ``size`` units, shrunk to the host's width and ``spill`` units either side but never
    under 12 units (a word too wide is reported by ``fit_text``). ``text`` may be a
    callable (re-read every frame; "" shows nothing)."""

    def __init__(self, text: str | Callable[[], str], size: int = 13, colour=theme.TEXT, spill: int = 4) -> None:
        super().__init__()
        self.text, self.size, self.colour, self.spill = text, size, colour, spill

    def image(self, host: CardLike) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The caption's line and where it goes under ``host``; None when it says nothing."""
        label = self.text() if callable(self.text) else self.text
        if not label:
            return None
        k = getattr(host, "k", 1.0)
        width = host.rect.width + round(2 * self.spill * k)
        img = fit_text(label, round(self.size * k), width, self.colour, True, round(12 * k))
        return img, img.get_rect(midtop=(host.rect.centerx, host.rect.bottom + round(2 * k)))

    def draw(self, surface: pygame.Surface, host: CardLike) -> None:
        line = self.image(host)
        if line is not None:
            surface.blit(_faded(line[0], host.alpha), line[1])
