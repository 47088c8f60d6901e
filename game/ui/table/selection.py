"""Choosing several cards, then confirming: a mulligan, a discard, the cards to keep.

While ``active()`` says so, clicking a card (or Enter on it in the focus ring)
picks it out of its row — it stands up and gets a frame — and clicking it
again puts it back; the confirm button (or Enter with nothing focused) hands
the chosen places to ``confirm(chosen)``. The button says what will happen
(``label(chosen)``). A collaborator of ``TableScene``: the table registers it
and the base routes clicks, keys and drawing to it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.ui import theme

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.table.base import TableScene

RAISE = 18


class Selection:
    def __init__(self, table: "TableScene", active: Callable[[], bool], places: Callable[[], list[str]],
                 confirm: Callable[[set[str]], None], label: Callable[[set[str]], str], rect: pygame.Rect,
                 frame=None) -> None:
        self.table, self.active, self.places, self.on_confirm = table, active, places, confirm
        self.chosen: set[str] = set()
        self.frame = frame if frame is not None else theme.BAD
        self.button = table.add_button("confirm", rect, lambda: label(self.chosen), self.confirm, size=18)

    def toggle(self, place: str) -> None:
        self.chosen.symmetric_difference_update({place})
        self.table.sound("click")
        sprite = self.table.sprite_at(place)
        if sprite is not None:
            sprite.raise_to(RAISE if place in self.chosen else 0)

    def confirm(self) -> None:
        if not self.active() or self.table.timeline.busy:
            return
        chosen = set(self.chosen)
        self.clear()
        self.on_confirm(chosen)

    def clear(self) -> None:
        for place in self.chosen:
            sprite = self.table.sprite_at(place)
            if sprite is not None:
                sprite.raise_to(0, 0.0)
        self.chosen.clear()

    def click(self, pos) -> bool:
        """A click while choosing: toggles the card under it; True when used."""
        place = self.table.place_at(pos)
        if place in self.places():
            self.toggle(place)
            return True
        return False

    def ring(self) -> list[str]:
        return self.places() + ["button:confirm"]

    def draw(self, surf: pygame.Surface) -> None:
        for place in self.chosen:
            sprite = self.table.sprite_at(place)
            if sprite is not None:
                pygame.draw.rect(surf, self.frame, sprite.rect.inflate(6, 6), 4, border_radius=8)
