"""Choosing several cards, then confirming: a mulligan, a discard, the cards to play.

A game declares a :class:`Choosing`: when it is open, which places may be
picked, what the confirm button says, and which action the chosen places make
(the rules decide: an action, or a refusal that keeps the choice on screen). Where
the rules take the chosen cards one move at a time (ハクスラ陰陽師's evolution: a
shikigami spent per move, then the evolution), the chosen places make a tuple of
actions, each played as its own move while the decision they answer lasts.
While it is open a click on a card picks it out of its row (it stands up,
framed) and a second click puts it back; the confirm button, or Enter with
nothing focused, plays the action.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.engine import IllegalAction, Place
from game.ui import theme
from game.ui.table.controls import Control


RAISE = 18


@dataclass(frozen=True)
class Choosing:
    active: Callable[[], bool]
    places: Callable[[], list[Place]]
    #: the chosen places -> the action (or the tuple of moves) they make, or why not
    action: Callable[[frozenset[Place]], object]
    label: Callable[[frozenset[Place]], str]
    zone: str = "confirm_button"
    #: the frame around a chosen card (None: the warning red of cards given away)
    frame: tuple[int, int, int] | None = None


class Picking:
    def __init__(self, table, choosing: Choosing) -> None:
        self.table, self.choosing = table, choosing
        self.chosen: set[Place] = set()
        self.frame = choosing.frame if choosing.frame is not None else theme.BAD
        table.controls.add(Control("confirm", choosing.zone, lambda: choosing.label(frozenset(self.chosen)),
                                   press=self.confirm, shown=self.open, size=18))

    def open(self) -> bool:
        tb = self.table
        return not tb.blocked() and self.choosing.active()

    def places(self) -> list[Place]:
        return self.choosing.places()

    def toggle(self, place: Place) -> None:
        self.chosen.symmetric_difference_update({place})
        self.table.sound("click")
        sprite = self.table.board.sprite_at(place)
        if sprite is not None:
            sprite.raise_to(RAISE if place in self.chosen else 0)

    def confirm(self) -> None:
        if not self.open():
            return
        got = self.choosing.action(frozenset(self.chosen))
        if isinstance(got, IllegalAction):
            self.table.refuse(got)
            return
        moves = got if isinstance(got, tuple) else (got,)
        if got is None or any(self.table.flow.tutorial_refuses(a) for a in moves):
            return              # the choice stays on screen
        self.clear()
        if isinstance(got, tuple):
            self.play_each(got)
        else:
            self.table.commit(got)

    def play_each(self, moves: tuple) -> None:
        """Each move in turn while the decision it answers lasts; one the rules refuse is
        said, and the rest are not played."""
        tb = self.table
        asked = tb.state.decision()
        for action in moves:
            now = tb.state.decision()
            if asked is not None and (now is None or (now.kind, now.seat) != (asked.kind, asked.seat)):
                return          # the rules closed the decision by themselves (nothing left to choose)
            err = tb.state.explain(action)
            if err is not None:
                tb.refuse(err)
                return
            tb.commit(action)

    def clear(self) -> None:
        for place in self.chosen:
            sprite = self.table.board.sprite_at(place)
            if sprite is not None:
                sprite.raise_to(0, 0.0)
        self.chosen.clear()

    def click(self, pos) -> bool:
        """A click while choosing: toggles the card under it; True when used."""
        place = self.table.board.place_at(pos)
        if place in self.places():
            self.toggle(place)
            return True
        return False

    def ring(self) -> list[Place]:
        return self.places() + [Place("button", None, "confirm")]

    def draw(self, surf: pygame.Surface) -> None:
        for place in self.chosen:
            sprite = self.table.board.sprite_at(place)
            if sprite is not None:
                px = self.table.px
                pygame.draw.rect(surf, self.frame, sprite.rect.inflate(px(6), px(6)), px(4), border_radius=px(8))
