"""The toy game's table: every part a game supplies, and nothing more — a board (its
layout, sprites and look), a mirror (one event of its own), a control, a pending
decision answered on the table, "why not" from the rules, a tutorial script.
Seats, hot seat and curtain, the computer, undo, autosave and resume, keyboard
play, the end, replays: the framework."""
from __future__ import annotations

from functools import partial

import pygame

from game.engine import Custom, Place, button
from game.ui import theme
from game.ui.attachments import HpCard
from game.ui.kit import fan_slots
from game.ui.sprites import CardSprite
from game.ui.table import runs
from game.ui.table.board import Board
from game.ui.table.controls import Control
from game.ui.table.mirror import Mirror
from game.ui.table.spec import TableSpec, TutorialPlan
from game.ui.table.table import GameTable
from game.ui.table.words import Words
from game.ui.tutorial import Step, Tutorial
from tests.framework.toy_rules import MAX_HP, champ

CARD = (80, 112)
ZONES = ("champ.0", "champ.1", "champ.2", "hand", "hint", "log", "end_button", "undo_button")


class TrioBoard(Board):
    zone_places = tuple((champ(seat), f"champ.{seat}") for seat in range(3))

    def __init__(self, table) -> None:
        super().__init__(table)
        self.hp_cards = {}
        for seat in range(3):
            sprite = self.put(champ(seat), CardSprite(f"champ{seat}", champ(seat), self.zone[f"champ.{seat}"].center,
                                                      size=(110, 150)))
            self.hp_cards[seat] = sprite.attach(HpCard(sprite, MAX_HP, faces=((1, MAX_HP),)))

    def controls(self) -> tuple:
        return (Control("end", "end_button", "pass", place=button("end"), key=pygame.K_e),)

    def sync(self, view) -> None:
        for seat, card in self.hp_cards.items():
            if card.value != view.hp[seat] and not card.busy:
                card.set_value(view.hp[seat], 0.0)
        bottom = self.table.bottom
        hand = view.hand or ()
        self.keep_only([champ(s) for s in range(3)] + [Place("hand", bottom, c) for c in hand])
        for card, pos in zip(hand, fan_slots(self.zone["hand"], len(hand), CARD[0])):
            place = Place("hand", bottom, card)
            sprite = self.sprites.get(place) or self.put(place, CardSprite(card, place, pos, size=CARD))
            sprite.set_pos(pos)
            sprite.home = sprite.pos
            sprite.rotate_to(0, 0.0)

    def sprite_for(self, place: Place):
        return self.sprites.get(place) if place.kind == "hand" else None

    def can_turn(self, place: Place) -> bool:
        return place.kind == "hand"

    def facing(self, quarters: int, place: Place) -> bool:
        return quarters == 2                  # upright, or reversed (half a turn)

    def pulsing(self) -> bool:
        return self.table.view.decision is not None

    def draw(self, surf: pygame.Surface) -> None:
        tb = self.table
        surf.fill(theme.TABLE)
        decision = tb.view.decision
        for seat in range(3):
            sprite = self.sprites[champ(seat)]
            if decision is not None and champ(seat) in decision.places:
                pygame.draw.rect(surf, theme.HIGHLIGHT, sprite.rect.inflate(14, 14), 4, border_radius=10)
            sprite.draw(surf)
            name = theme.text(tb.names[seat], 18, theme.SEAT_COLOURS[seat], True)
            surf.blit(name, name.get_rect(midbottom=(sprite.pos[0], sprite.rect.top - 6)))
        held = tb.drag.held_sprite if tb.drag.mode == "drag" else None
        for place, sprite in self.sprites.items():
            if place.kind == "hand" and sprite is not held:
                sprite.draw(surf)
        tb.log.draw(surf)


class TrioMirror(Mirror):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.on(Custom, self.braced)

    def braced(self, e) -> float:
        """The champion braced shows it at once (then the kernel's HP change slides its card)."""
        self.float_text(self.board.place_centre(champ(e.data["seat"])), "+1", (120, 230, 130))
        return 0.2


class TrioWords(Words):
    def hint(self) -> str:
        if self.table.my_turn() and self.table.view.decision is None:
            return "drag a card onto a champion (R turns it over)"
        return super().hint()                 # the decision's prompt, when it is ours


def _tutorial() -> Tutorial:
    return Tutorial([Step("tutorial.toy.play", "champ:1", expect=("play * 1 up",)),
                     Step("tutorial.toy.end", "button:end", expect=("pass",))])


SPEC = TableSpec(
    "toy", ZONES, board=TrioBoard, mirror=TrioMirror, words=TrioWords, turn_step=2, card_size=CARD,
    tutorial=TutorialPlan(_tutorial, ({"kind": "human", "level": None},) + ({"kind": "computer", "level": "easy"},) * 2,
                          seed=3, ai_seed=1))

Table = TrioTable = GameTable.of(SPEC)
start_tutorial = Table.start_tutorial
screenshot_scene = partial(runs.screenshot_scene, Table)
