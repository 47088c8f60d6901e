"""The mirror: what the table shows between two views, changed one event at a time.

The rules answer a move with events; the table plays them in order, each a
step of the timeline that returns how long to wait before the next. A game's
:class:`Mirror` registers a handler per event type (``self.on(Summoned,
self.summoned)``) that changes its display model (a :class:`Copy` of the view,
say) and starts its animation; the kernel's events have defaults here: ``Log``
→ the log, ``CardMoved`` → a card flies, ``CardRotated`` → the sprite turns,
``Revealed`` → it flips, ``Damaged`` / ``HpChanged`` → a floating number and
the HP card slides, ``TurnStarted`` and ``GameOver`` → a banner, ``Shuffled`` →
a short pause. A handler returning None leaves the event to the default. When
the queue is done the table syncs from the new view, so a missed detail never
lingers.

It also owns the things that move for a moment: floating numbers, a sprite
leaning toward its target (``lunge``), tweens of displayed numbers; and a step
that holds the table until the player moves on (``hold``: a result to read
before play goes on), which the coordinator releases on a click or Enter / Space.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Callable

import pygame

from game.engine import (CardMoved, CardRotated, Damaged, Event, GameOver, HpChanged, Log, Place, Revealed,
                         Shuffled, TurnStarted)
from game.i18n import t
from game.ui import theme
from game.ui.attachments import HpCard
from game.ui.kit import fit_text
from game.ui.tween import Tweens, ease_in_quad, ease_out_cubic, get_speed


DAMAGE = (255, 110, 90)
HEAL = (120, 230, 130)
#: kinds of places that are piles: a card flying there falls in, slower
PILES = ("grave", "discard")

Handler = Callable[[Any], "float | None"]

#: how long a held step waits (seconds of animation): in effect, until the player moves on
HOLD = 24 * 3600.0
#: the keys that move on from a held step (a click on its zone does too)
GO_ON_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass
class Waiting:
    """A step held until the player moves on: the zone a click on moves on, what to do then,
    and whether its animation has played out (the cue to move on shows)."""
    zone: str
    on_release: Callable[[], Any] | None = None
    reached: bool = False


class Copy:
    """A mutable copy of a frozen view value (a display model the mirror changes one event
    at a time): its fields, tuples as lists; ``more`` fields of the table's own."""

    def __init__(self, frozen=None, **more) -> None:
        if frozen is not None:
            for f in fields(frozen):
                value = getattr(frozen, f.name)
                setattr(self, f.name, list(value) if isinstance(value, tuple) else value)
        self.__dict__.update(more)


class Floater:
    __slots__ = ("img", "x", "y", "life", "age")

    def __init__(self, img: pygame.Surface, x: float, y: float, life: float = 0.9) -> None:
        self.img, self.x, self.y, self.life, self.age = img, x, y, life, 0.0


class Mirror:
    def __init__(self, table) -> None:
        self.table = table
        self.board = table.board
        self.tweens = Tweens()
        self.floaters: list[Floater] = []
        self.offsets: dict[Place, tuple[float, float]] = {}   # place -> where its sprite leans now
        self._handlers: dict[type, Handler] = {}
        self.waiting: Waiting | None = None

    def on(self, kind: type, handler: Handler) -> None:
        """Play events of ``kind`` (and its subclasses) with ``handler``."""
        self._handlers[kind] = handler

    def sync(self, view) -> None:
        """Start again from ``view`` (after every batch of events, and on any jump)."""

    @property
    def disp(self) -> Any:
        """The display model the handlers change: the board's ``disp``, where it keeps one."""
        return getattr(self.board, "disp", None)

    # -- events -> steps -------------------------------------------------------------
    def steps_for(self, events) -> list:
        return [lambda e=e: self.play(e) for e in events]

    def play(self, event: Event) -> float:
        for kind in type(event).__mro__:
            handler = self._handlers.get(kind)
            if handler is not None:
                took = handler(event)
                if took is not None:
                    return took
                break
        return self.default(event)

    def default(self, e: Event) -> float:
        tb, board = self.table, self.board
        if isinstance(e, Log):
            tb.log_add(e)
            return 0.0
        if isinstance(e, CardMoved):          # CardDrawn included
            return self.fly(e.card, e.src, e.dst, face_up=e.card is not None)
        if isinstance(e, CardRotated):
            sprite = board.sprite_at(e.place)
            if sprite is not None:
                sprite.rotate_to(board.quarters(e.after, e.place), 0.3)
            tb.sound("turn")
            return 0.32
        if isinstance(e, Revealed):
            sprite = board.sprite_at(e.zone)
            if sprite is not None:
                if sprite.card != e.card:
                    sprite.set_card(e.card, face_up=False)
                return sprite.flip(True, 0.3)
            return 0.15
        if isinstance(e, (Damaged, HpChanged)):
            diff = e.after - e.before
            if diff:
                self.float_change(board.place_centre(e.place), diff)
            sprite = board.sprite_at(e.place)
            cards = sprite.attached(HpCard) if sprite is not None else []
            if cards:
                return max(0.3, cards[0].set_value(e.after))
            return 0.3
        if isinstance(e, TurnStarted):
            tb.banner(t("ui.banner.turn", name=tb.names[e.player]),
                      theme.seat_colour(e.player), 0.5, 44)     # logical size
            return 0.7
        if isinstance(e, GameOver):
            tb.banner(tb.ending.headline(), theme.GOLD)
            tb.sound("banner")
            return 1.6
        if isinstance(e, Shuffled):
            return 0.1
        return 0.0

    # -- what moves for a moment ----------------------------------------------------------
    def fly(self, card: Any, src: Place, dst: Place, face_up: bool = True, dur: float | None = None,
            keep: bool = False, size: tuple[int, int] | None = None) -> float:
        """A card flies from ``src`` to ``dst``, landing or staying (``keep``)."""
        start, end = self.board.place_centre(src, card), self.board.place_centre(dst, card)
        to_pile = dst.kind in PILES
        dur = dur if dur is not None else (0.38 if to_pile else 0.26)
        self.table.fly(card if face_up else None, start, end, dur, keep=keep, size=size,
                       ease=ease_in_quad if to_pile else ease_out_cubic)
        self.table.sound("slide")
        return dur

    def later(self, delay: float, fn: Callable[[], Any]) -> None:
        """Run ``fn`` after ``delay`` seconds of animation time (at once when animations are off)."""
        self.tweens.tween(type("Later", (), {})(), "v", 0.0, 1.0, max(0.0, delay), on_done=fn)

    # -- a step held until the player moves on ----------------------------------------------
    def can_hold(self) -> bool:
        """Someone plays at this screen who could move on (a replay, or the computers alone,
        never hold)."""
        tb = self.table
        return not tb.read_only and any(tb.is_human(i) for i in range(len(tb.seats)))

    def hold(self, after: float, zone: str, on_release: Callable[[], Any] | None = None,
             until_moved_on: bool = True) -> float:
        """The wait of a step whose animation plays ``after`` seconds and then holds the table
        until the player moves on (:meth:`moves_on`; ask :meth:`can_hold` first), or, not
        ``until_moved_on``, ends there. Moving on earlier shows the rest at once; ``on_release``
        runs when they do. With animations off the timeline waits for nothing, this neither."""
        if get_speed() <= 0:
            return after
        waiting = self.waiting = Waiting(zone, on_release)

        def played_out() -> None:
            if until_moved_on:
                waiting.reached = True
            elif self.waiting is waiting:          # over by itself: a later click is the board's
                self.waiting = None
        self.later(after, played_out)
        return after + HOLD if until_moved_on else after

    def moves_on(self, event) -> bool:
        """A click on the held step's zone, or Enter / Space: the rest of its animation at
        once, then the queue plays on (True: the event is used)."""
        waiting = self.waiting
        if waiting is None:
            return False
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
            and self.table.zone[waiting.zone].collidepoint(event.pos)
        if not clicked and not (event.type == pygame.KEYDOWN and event.key in GO_ON_KEYS):
            return False
        self.waiting = None
        self.tweens.finish_all()
        if waiting.on_release is not None:
            waiting.on_release()
        self.table.timeline.release()
        return True

    def draw_go_on(self, surf: pygame.Surface) -> None:
        """The cue under a held step that has played out: how to move on, in its zone's corner."""
        if self.waiting is None or not self.waiting.reached:
            return
        rect, px = self.table.zone[self.waiting.zone], self.table.px
        img = fit_text(t("ui.table.go_on"), px(12), rect.w // 2, theme.TEXT_DIM, False, px(12))
        surf.blit(img, img.get_rect(bottomright=(rect.right - px(12), rect.bottom - px(4))))

    def float_text(self, pos: tuple[int, int], text: str, colour, size: int = 34) -> None:
        px = self.table.px
        self.floaters.append(Floater(theme.text(text, px(size), colour, True), pos[0], pos[1] - px(10)))

    def float_change(self, pos: tuple[int, int], diff: int) -> None:
        self.float_text(pos, f"{diff:+d}", HEAL if diff > 0 else DAMAGE)

    def lunge(self, place: Place, target: Place, dur: float = 0.34) -> float:
        """The sprite at ``place`` leans toward ``target`` and back (an attack, a strike);
        the board draws it at ``offset(place)`` from where it rests."""
        a, b = self.board.place_centre(place), self.board.place_centre(target)
        vec = ((b[0] - a[0]) * 0.35, (b[1] - a[1]) * 0.35)
        put = lambda v: self.offsets.__setitem__(place, v)  # noqa: E731

        def back() -> None:
            self.tweens.tween(self.offsets, put, vec, (0.0, 0.0), dur / 2, ease_in_quad,
                              lambda: self.offsets.pop(place, None))
        self.tweens.tween(self.offsets, put, (0.0, 0.0), vec, dur / 2, ease_out_cubic, back)
        return dur

    def offset(self, place: Place) -> tuple[float, float]:
        return self.offsets.get(place, (0.0, 0.0))

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
        self.draw_go_on(surf)
        for f in self.floaters:
            p = f.age / f.life
            img = f.img
            if p > 0.6:
                img = img.copy()
                img.set_alpha(int(255 * (1 - (p - 0.6) / 0.4)))
            px = self.table.px
            rr = img.get_rect(center=(f.x, f.y - px(40) * p))
            pygame.draw.rect(surf, (20, 16, 14), rr.inflate(px(10), px(2)), border_radius=px(8))
            surf.blit(img, rr)
