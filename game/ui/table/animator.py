"""Events → animation: default animations for the kernel's events, and floating numbers.

The rules return events; the table turns each into a timeline step (a
callable returning how long to wait before the next). A game's table first
gets :meth:`TableScene.play_event` for every event (its own events, or a
different look for a kernel event); whatever it does not handle (returns
None) gets the default here:

* ``Log`` → the log panel (both languages; it re-words on a language switch);
* ``CardMoved`` / ``CardDrawn`` → a card flies from the source place to the
  destination (face up when the viewer may see it);
* ``CardRotated`` → the sprite at the place turns (quarter turns, the short way);
* ``Revealed`` → the sprite at the place flips face up;
* ``Damaged`` / ``HpChanged`` → a floating number, and the HP card attached to
  the sprite at that place slides to the new value;
* ``TurnStarted`` → a banner naming the seat; ``GameOver`` → a banner;
* ``Shuffled`` → a short pause.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import (CardMoved, CardRotated, Damaged, GameOver, HpChanged, Log, Revealed,
                         Shuffled, TurnStarted)
from game.i18n import t
from game.ui import theme
from game.ui.attachments import HpCard
from game.ui.tween import Tweens, ease_in_quad, ease_out_cubic

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.table.base import TableScene

DAMAGE = (255, 110, 90)
HEAL = (120, 230, 130)


class Floater:
    __slots__ = ("img", "x", "y", "life", "age")

    def __init__(self, img: pygame.Surface, x: float, y: float, life: float = 0.9) -> None:
        self.img, self.x, self.y, self.life, self.age = img, x, y, life, 0.0


class EventAnimator:
    """Builds timeline steps for events; owns the floating numbers and a tween set."""

    def __init__(self, table: "TableScene") -> None:
        self.table = table
        self.tweens = Tweens()
        self.floaters: list[Floater] = []
        self.offsets: dict[str, tuple[float, float]] = {}   # place -> where its sprite leans now

    # -- floating numbers ----------------------------------------------------------
    def float_text(self, pos: tuple[int, int], text: str, colour, size: int = 34) -> None:
        self.floaters.append(Floater(theme.text(text, size, colour, True), pos[0], pos[1] - 10))

    def float_change(self, pos: tuple[int, int], diff: int) -> None:
        self.float_text(pos, f"{diff:+d}", HEAL if diff > 0 else DAMAGE)

    @property
    def busy(self) -> bool:
        return bool(self.floaters) or self.tweens.busy

    def update(self, dt: float, speed: float) -> None:
        self.tweens.update(dt)
        step = dt * (speed if speed > 0 else 100)
        for f in self.floaters:
            f.age += step
        self.floaters = [f for f in self.floaters if f.age < f.life]

    def draw(self, surf: pygame.Surface) -> None:
        for f in self.floaters:
            p = f.age / f.life
            img = f.img
            if p > 0.6:
                img = img.copy()
                img.set_alpha(int(255 * (1 - (p - 0.6) / 0.4)))
            rr = img.get_rect(center=(f.x, f.y - 40 * p))
            pygame.draw.rect(surf, (20, 16, 14), rr.inflate(10, 2), border_radius=8)
            surf.blit(img, rr)

    def lunge(self, place: str, target: str, dur: float = 0.34) -> float:
        """The sprite at ``place`` leans toward ``target`` and back (an attack, a strike);
        the table draws it at ``offset(place)`` from where it rests."""
        a, b = self.table.place_centre(place), self.table.place_centre(target)
        vec = ((b[0] - a[0]) * 0.35, (b[1] - a[1]) * 0.35)
        put = lambda v: self.offsets.__setitem__(place, v)  # noqa: E731

        def back() -> None:
            self.tweens.tween(self.offsets, put, vec, (0.0, 0.0), dur / 2, ease_in_quad,
                              lambda: self.offsets.pop(place, None))
        self.tweens.tween(self.offsets, put, (0.0, 0.0), vec, dur / 2, ease_out_cubic, back)
        return dur

    def offset(self, place: str) -> tuple[float, float]:
        return self.offsets.get(place, (0.0, 0.0))

    # -- events -> steps -----------------------------------------------------------
    def steps_for(self, events) -> list:
        return [lambda e=e: self.play(e) for e in events]

    def play(self, e) -> float:
        own = self.table.play_event(e)
        if own is not None:
            return own
        return self.default(e)

    def default(self, e) -> float:
        tb = self.table
        if isinstance(e, Log):
            if tb.log is not None:
                tb.log.add(e)
            return 0.0
        if isinstance(e, CardMoved):          # CardDrawn included
            return self.fly(e.card, e.src, e.dst, face_up=e.card is not None)
        if isinstance(e, CardRotated):
            sprite = tb.sprite_at(e.place)
            if sprite is not None:
                sprite.rotate_to(tb.quarters_for(e.after, e.place), 0.3)
            tb.sound("turn")
            return 0.32
        if isinstance(e, Revealed):
            sprite = tb.sprite_at(e.zone)
            if sprite is not None:
                if sprite.card != e.card:
                    sprite.set_card(e.card, face_up=False)
                return sprite.flip(True, 0.3)
            return 0.15
        if isinstance(e, (Damaged, HpChanged)):
            pos = tb.place_centre(e.place)
            diff = e.after - e.before
            if diff:
                self.float_change(pos, diff)
            sprite = tb.sprite_at(e.place)
            cards = sprite.attached(HpCard) if sprite is not None else []
            if cards:
                return max(0.3, cards[0].set_value(e.after))
            return 0.3
        if isinstance(e, TurnStarted):
            tb.banner(t("ui.banner.turn", name=tb.names[e.player]),
                      theme.SEAT_COLOURS[e.player % len(theme.SEAT_COLOURS)], 0.5, 44)
            return 0.7
        if isinstance(e, GameOver):
            tb.banner(tb.headline(), theme.GOLD)
            tb.sound("banner")
            return 1.6
        if isinstance(e, Shuffled):
            return 0.1
        return 0.0

    def fly(self, card: Any, src: str, dst: str, face_up: bool = True, dur: float | None = None,
            keep: bool = False, size: tuple[int, int] | None = None) -> float:
        """A card flies from ``src`` to ``dst`` (place ids), landing or staying (``keep``)."""
        tb = self.table
        start, end = tb.place_centre(src, card), tb.place_centre(dst, card)
        to_pile = dst.partition(":")[0] in ("grave", "discard")
        dur = dur if dur is not None else (0.38 if to_pile else 0.26)
        tb.fly(card if face_up else None, start, end, dur, keep=keep, size=size,
               ease=ease_in_quad if to_pile else ease_out_cubic)
        tb.sound("slide")
        return dur
