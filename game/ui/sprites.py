"""Card, token, counter and HP-overlay sprites.

Why the renderer callable: each game draws its own faces (``game/<g>/
cards_render.py``); a sprite only needs "give me the face/back of this card
at this size". :func:`fallback_renderer` is a plain, legible default used by
tests and by games before their art exists.

Why the image cache: rotating and scaling every frame is the main cost of a
card table. A sprite keeps its transformed images keyed by (face, angle,
zoom, squash) with angles and factors quantised, so a resting card costs one
dictionary lookup and a turning card reuses frames after the first time.

A sprite's ``place_id`` is the same place id the engine's actions use
(``hand:T-006``, ``cell:b2``), which is how drag and drop maps gestures to
legal actions without knowing the rules.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable

import pygame

from game.ui import theme
from game.ui.tween import Tweens, back_out, ease_in_out_quad, ease_out_cubic, linear

CARD_SIZE = (90, 126)
#: renderer(card, (w, h), face_up) -> Surface of exactly that size
Renderer = Callable[[str | None, tuple[int, int], bool], pygame.Surface]

HOVER_ZOOM = 1.08
HOVER_LIFT = 8.0
_CACHE_MAX = 48


def fallback_renderer(card: str | None, size: tuple[int, int], face_up: bool) -> pygame.Surface:
    """A legible generic face (the card id, centred) or a patterned back."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = max(4, w // 12)
    if face_up:
        pygame.draw.rect(surf, theme.CARD_FACE, (0, 0, w, h), border_radius=r)
        pygame.draw.rect(surf, theme.CARD_EDGE, (0, 0, w, h), 2, border_radius=r)
        label = str(card) if card is not None else "?"
        img = theme.text(label, max(12, w // 5), theme.CARD_EDGE, True)
        if img.get_width() > w - 8:
            img = pygame.transform.smoothscale(
                img, (w - 8, max(1, img.get_height() * (w - 8) // img.get_width())))
        surf.blit(img, img.get_rect(center=(w // 2, h // 2)))
        corner = theme.text(label[:2], max(10, w // 8), theme.ACCENT, True)
        surf.blit(corner, (6, 4))
    else:
        pygame.draw.rect(surf, theme.CARD_BACK, (0, 0, w, h), border_radius=r)
        inner = pygame.Rect(6, 6, w - 12, h - 12)
        pygame.draw.rect(surf, theme.GOLD, inner, 2, border_radius=max(2, r - 3))
        for x in range(inner.left - inner.height, inner.right, 12):
            pygame.draw.line(surf, (150, 60, 55), (x, inner.bottom - 3), (x + inner.height, inner.top + 3), 2)
        pygame.draw.rect(surf, theme.CARD_EDGE, (0, 0, w, h), 2, border_radius=r)
    return surf


class CardSprite(pygame.sprite.Sprite):
    """A card on the table: face/back, flip, quarter turns, hover zoom, tweened moves.

    ``pos`` is the centre; ``home`` is where it snaps back after a refused
    drop. ``angle`` is the logical orientation in clockwise quarter turns;
    ``rot`` the drawn angle in degrees (it differs only while turning).
    """

    def __init__(self, card: str | None, place_id: str | None = None,
                 pos: tuple[float, float] = (0, 0), *, renderer: Renderer = fallback_renderer,
                 size: tuple[int, int] = CARD_SIZE, face_up: bool = True, angle: int = 0,
                 draggable: bool = False) -> None:
        super().__init__()
        self.card = card
        self.place_id = place_id
        self.renderer = renderer
        self.size = size
        self.face_up = face_up
        self.angle = angle % 4
        self.rot = 90.0 * self.angle
        self.pos = (float(pos[0]), float(pos[1]))
        self.home = self.pos
        self.draggable = draggable
        self.zoom = 1.0
        self.lift = 0.0
        self.raised = 0.0         # picked out of a row (a selection), apart from the hover lift
        self.squash = 1.0
        self.highlight: tuple[int, int, int] | None = None
        self.alpha = 255
        self.attachments: list = []       # game.ui.attachments: ride with the card
        self.hovered = False
        self.selected = False
        self.visible = True
        #: pixels per layout unit of the table it lies on (lifts, shadows and what it
        #: carries grow with it)
        self.k = 1.0
        self.tweens = Tweens()
        self._faces: dict[bool, pygame.Surface] = {}
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    # images ----------------------------------------------------------------
    def set_card(self, card: str | None, face_up: bool | None = None) -> None:
        """Show a different card (e.g. a hidden card revealed); drops the caches."""
        self.card = card
        if face_up is not None:
            self.face_up = face_up
        self._faces.clear()
        self._cache.clear()

    def base(self, face_up: bool) -> pygame.Surface:
        if face_up not in self._faces:
            self._faces[face_up] = self.renderer(self.card, self.size, face_up)
        return self._faces[face_up]

    def image_for(self, face_up: bool, degrees: float, zoom: float = 1.0,
                  squash: float = 1.0) -> pygame.Surface:
        """The transformed image, cached: the same object for the same request."""
        key = (face_up, int(round(degrees)) % 360, round(zoom, 2), round(squash, 2))
        img = self._cache.get(key)
        if img is not None:
            self._cache.move_to_end(key)
            return img
        img = self.base(face_up)
        w, h = self.size
        sw, sh = max(1, round(w * key[2] * key[3])), max(1, round(h * key[2]))
        if (sw, sh) != (w, h):
            img = pygame.transform.smoothscale(img, (sw, sh))
        if key[1]:
            img = pygame.transform.rotate(img, -key[1])  # clockwise
        self._cache[key] = img
        if len(self._cache) > _CACHE_MAX:
            self._cache.popitem(last=False)
        return img

    @property
    def image(self) -> pygame.Surface:  # type: ignore[override]
        return self.image_for(self.face_up, self.rot, self.zoom, self.squash)

    @property
    def rect(self) -> pygame.Rect:  # type: ignore[override]
        return self.image.get_rect(center=(round(self.pos[0]), round(self.pos[1] - self.lift - self.raised)))

    def contains(self, point: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(point)

    # animations --------------------------------------------------------------
    def move_to(self, pos: tuple[float, float], duration: float = 0.3, ease=ease_out_cubic,
                on_done: Callable[[], None] | None = None, home: bool = True) -> float:
        """Slide to ``pos`` (and make it the new home unless ``home=False``)."""
        target = (float(pos[0]), float(pos[1]))
        if home:
            self.home = target
        self.tweens.tween(self, "pos", self.pos, target, duration, ease, on_done)
        return duration

    def snap_back(self, duration: float = 0.25) -> float:
        return self.move_to(self.home, duration, back_out)

    def set_pos(self, pos: tuple[float, float]) -> None:
        """Jump (used while the pointer drags the card); cancels a running move."""
        self.tweens.cancel(self, "pos")
        self.pos = (float(pos[0]), float(pos[1]))

    def rotate_to(self, quarters: int, duration: float = 0.25) -> float:
        """Turn to ``quarters`` clockwise quarter turns, the short way round."""
        quarters %= 4
        start = self.rot
        end = 90.0 * quarters
        while end - start > 180:
            end -= 360
        while start - end > 180:
            end += 360
        self.angle = quarters
        self.tweens.tween(self, "rot", start, end, duration, ease_in_out_quad,
                          lambda: setattr(self, "rot", 90.0 * quarters))
        return duration

    def flip(self, face_up: bool | None = None, duration: float = 0.3) -> float:
        """Turn the card over with a scale-x squash; the face swaps at the midpoint."""
        target = (not self.face_up) if face_up is None else face_up
        if target == self.face_up:
            return 0.0

        def progress(p: float) -> None:
            self.squash = abs(1.0 - 2.0 * p)
            if p >= 0.5:
                self.face_up = target

        def done() -> None:
            self.face_up, self.squash = target, 1.0
        self.tweens.tween(self, progress, 0.0, 1.0, duration, linear, done)
        return duration

    def set_hover(self, on: bool) -> None:
        """Zoom slightly and lift, so the player sees what a click would take."""
        if on == self.hovered:
            return
        self.hovered = on
        self.tweens.tween(self, "zoom", self.zoom, HOVER_ZOOM if on else 1.0, 0.12)
        self.tweens.tween(self, "lift", self.lift, HOVER_LIFT * self.k if on else 0.0, 0.12)

    def fade_to(self, alpha: int, duration: float = 0.3, on_done: Callable[[], None] | None = None) -> float:
        """Fade the card (and everything attached to it) to ``alpha``."""
        self.tweens.tween(self, "alpha", float(self.alpha), float(alpha), duration, linear, on_done)
        return duration

    # attachments ---------------------------------------------------------------
    def attach(self, attachment):
        """Carry ``attachment`` (see game.ui.attachments); returns it."""
        self.attachments.append(attachment)
        return attachment

    def detach(self, attachment) -> None:
        if attachment in self.attachments:
            self.attachments.remove(attachment)

    def attached(self, kind: type) -> list:
        return [a for a in self.attachments if isinstance(a, kind)]

    def raise_to(self, px: float, duration: float = 0.12) -> float:
        """Stand ``px`` above its place (a card picked out of a hand), or back down with 0."""
        self.tweens.tween(self, "raised", self.raised, float(px) * self.k, duration)
        return duration

    @property
    def busy(self) -> bool:
        return self.tweens.busy or any(a.busy for a in self.attachments)

    def update(self, dt: float) -> None:  # type: ignore[override]
        self.tweens.update(dt)
        for a in self.attachments:
            a.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.alpha <= 0:
            return
        for a in self.attachments:
            if a.layer == "under":
                a.draw(surface, self)
        img = self.image
        rect = self.rect
        if (self.lift > 1 or self.selected) and self.alpha >= 255:
            shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 70))
            surface.blit(shadow, rect.move(round(4 * self.k), round(6 * self.k) + int(self.lift)))
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(round(self.alpha))
        surface.blit(img, rect)
        colour = theme.HIGHLIGHT if self.selected else self.highlight
        if colour is not None:
            k = self.k
            pygame.draw.rect(surface, colour, rect.inflate(round(6 * k), round(6 * k)), round(3 * k),
                             border_radius=round(8 * k))
        for a in self.attachments:
            if a.layer != "under":
                a.draw(surface, self)


class Token(pygame.sprite.Sprite):
    """A round marker (damage, ownership, a chip) that can slide between places."""

    def __init__(self, pos: tuple[float, float], label: str = "", colour=theme.GOLD,
                 radius: int = 18, place_id: str | None = None) -> None:
        super().__init__()
        self.pos = (float(pos[0]), float(pos[1]))
        self.label = label
        self.colour = colour
        self.radius = radius
        self.place_id = place_id
        self.tweens = Tweens()

    @property
    def rect(self) -> pygame.Rect:  # type: ignore[override]
        r = self.radius
        return pygame.Rect(round(self.pos[0]) - r, round(self.pos[1]) - r, 2 * r, 2 * r)

    def move_to(self, pos: tuple[float, float], duration: float = 0.3) -> float:
        self.tweens.tween(self, "pos", self.pos, (float(pos[0]), float(pos[1])), duration)
        return duration

    def update(self, dt: float) -> None:  # type: ignore[override]
        self.tweens.update(dt)

    def _text(self) -> str:
        return self.label

    def draw(self, surface: pygame.Surface) -> None:
        c = (round(self.pos[0]), round(self.pos[1]))
        pygame.draw.circle(surface, (0, 0, 0), (c[0] + 2, c[1] + 3), self.radius)
        pygame.draw.circle(surface, self.colour, c, self.radius)
        pygame.draw.circle(surface, theme.CARD_EDGE, c, self.radius, 2)
        s = self._text()
        if s:
            img = theme.text(s, max(10, int(self.radius * 1.1)), theme.CARD_EDGE, True)
            surface.blit(img, img.get_rect(center=c))


class Counter(Token):
    """A number that ticks to its new value (霊力, HP, score) instead of jumping."""

    def __init__(self, pos: tuple[float, float], value: int = 0, label: str = "",
                 colour=theme.GOLD, radius: int = 20) -> None:
        super().__init__(pos, label, colour, radius)
        self.value = value
        self.display = float(value)

    def set_value(self, value: int, duration: float = 0.4) -> float:
        self.value = value
        self.tweens.tween(self, "display", self.display, float(value), duration, ease_out_cubic)
        return duration

    def _text(self) -> str:
        return str(int(round(self.display)))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.label:
            img = theme.text(self.label, 14, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(round(self.pos[0]), self.rect.bottom + 2)))
