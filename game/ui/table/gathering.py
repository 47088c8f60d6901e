"""Cards gathered for one action: clicked one by one (each stands up, framed), then played
together by dragging any of them onto the action's target, a click on the target, the
gathering's button or Enter.

ジントリガー's A (a play of several area cards) is made this way, beside gestures of
its own: a card dragged without being gathered plays alone, as the rules say. A game
declares a :class:`Gathering`: ``open()`` whether cards may be gathered now (when not,
the gathering is over and forgotten), ``places()`` which, ``refusal(place)`` why a card may not join
(the rules' words; None: it may), ``action(places, led_by)`` the action the gathered
cards make — led by the dragged one — or why not, ``target()`` where they go, and the
button's words. The board hands its clicks to :meth:`Gathered.click` first and offers
the gathered set led by any of its cards to the drag controller (``Board.offered``).

A press on a card no gesture starts from gathers it at once; on a card that starts a
gesture of its own, a release without a drag gathers it. A lesson that wants none of
the actions a card can join says so in its own words.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.engine import IllegalAction, Place
from game.ui import theme
from game.ui.table.controls import Control

#: how far a gathered card stands up (layout units)
RAISE = 18
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass(frozen=True)
class Gathering:
    #: may cards be gathered now (the player's main decision, say)
    open: Callable[[], bool]
    places: Callable[[], list[Place]]
    refusal: Callable[[Place], IllegalAction | None]
    action: Callable[[tuple[Place, ...], Place | None], Any]
    target: Callable[[], Place]
    #: the button: its words for ``n`` cards gathered, and why it cannot be pressed while
    #: nothing may be gathered (``not_now``) or nothing is yet (``none``)
    label: Callable[[int], str]
    not_now: Callable[[], str]
    none: Callable[[], str]
    #: may ``action`` join a play the lesson wants (a card no such play uses is refused)
    wanted: Callable[[Place, Any], bool] = lambda place, action: True
    zone: str = "confirm_button"


class Gathered:
    def __init__(self, table, gathering: Gathering) -> None:
        self.table, self.g = table, gathering
        self.chosen: list[Place] = []

    def control(self, shown: Callable[[], bool]) -> Control:
        """The button that plays the gathered cards (greyed with why not)."""
        return Control("play", self.g.zone, lambda: self.g.label(len(self.chosen)), press=self.play,
                       why_not=self.why_not, shown=shown)

    def why_not(self) -> str | None:
        if not self.g.open():
            return self.g.not_now()
        if not self.chosen:
            return self.g.none()
        got = self.action()
        return got.reason(self.table.lang) if isinstance(got, IllegalAction) else None

    def sync(self) -> None:
        """A new view: only the cards still gatherable stay gathered (the board stands them
        up, ``RAISE``, as it lays them out)."""
        places = self.g.places() if self.g.open() else []
        self.chosen = [p for p in self.chosen if p in places]

    def may(self, place: Place | None) -> bool:
        """May a click on ``place`` gather (or put back) a card now?"""
        return place is not None and not self.table.blocked() and self.g.open() and place in self.g.places()

    def toggle(self, place: Place) -> None:
        tb = self.table
        if place in self.chosen:
            self.chosen.remove(place)
        else:
            why = self.g.refusal(place)
            if why is not None:
                tb.refuse(why)
                return
            self.chosen.append(place)
        tb.sound("click")
        sprite = tb.board.sprite_at(place)
        if sprite is not None:
            sprite.raise_to(RAISE if place in self.chosen else 0)

    def pick(self, place: Place) -> bool:
        """A click choosing ``place`` (or putting it back); a lesson may refuse it."""
        tb, tut = self.table, self.table.tutorial
        if tut is not None and not tut.finished and place not in self.chosen and not any(
                tut.allows(a) and self.g.wanted(place, a) for a in tb.state.legal_actions()):
            tb.toast(tut.refusal(tb.lang), "warn")
            tb.sound("error")
            return True
        self.toggle(place)
        return True

    def action(self, led_by: Place | None = None):
        return self.g.action(tuple(self.chosen), led_by)

    def play(self, led_by: Place | None = None) -> None:
        tb = self.table
        got = self.action(led_by)
        if tb.blocked():
            return
        tb.drag.cancel(snap=False)
        if isinstance(got, IllegalAction):
            tb.refuse(got)
        else:
            self.chosen = []
            tb.commit(got)

    def click(self, event) -> bool:
        """The board's clicks and Enter, before the drag controller; True when used."""
        tb, drag = self.table, self.table.drag
        if event.type == pygame.KEYDOWN and event.key in ENTER and drag.focus is None and not drag.holding \
                and self.chosen and self.g.open():
            self.play()                         # Enter with nothing focused plays the gathered cards
            return True
        down = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        up = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        if (down and drag.mode == "selected") or (up and drag.mode == "drag"):
            return self.dropped(event.pos)
        if down and not drag.holding:
            place = tb.board.place_at(event.pos)
            if self.may(place) and not drag.actions_from(place):
                return self.pick(place)         # no gesture starts there on its own: a click gathers it
            if self.chosen and self.g.open() and place == self.g.target():
                self.play()
                return True
        if up and drag.mode == "press" and self.may(drag.held):
            place = drag.held
            drag.cancel(snap=False)            # a click gathers the card (a drag plays it)
            self.toggle(place)
            return True
        return False

    def dropped(self, pos) -> bool:
        """A gathered card dropped on the target plays every gathered card."""
        tb = self.table
        held = tb.drag.held
        if len(self.chosen) < 2 or held not in self.chosen or not self.may(held) \
                or self.g.target() not in tb.board.places_at(pos):
            return False
        self.play(held)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        """A frame around each gathered card."""
        px = self.table.px
        for place in self.chosen:
            sprite = self.table.board.sprite_at(place)
            if sprite is not None:
                pygame.draw.rect(surf, theme.HIGHLIGHT, sprite.rect.inflate(px(6), px(6)), px(3),
                                 border_radius=px(8))
