"""The toy game's table: all it writes is its layout, its sprites and how its view
looks (about a hundred lines). Seats, hot seat and curtain, the computer,
undo, autosave and resume, keyboard play, the end, replays: the framework."""
from __future__ import annotations

import pygame

from game.engine import IllegalAction
from game.ui import theme
from game.ui.attachments import HpCard
from game.ui.kit import fan_slots
from game.ui.sprites import CardSprite
from game.ui.table import TableScene
from tests.framework.toy_rules import MAX_HP, Play

CARD = (80, 112)


class TrioTable(TableScene):
    code = "toy"
    layout_zones = ("champ.0", "champ.1", "champ.2", "hand", "hint", "log", "end_button", "undo_button")
    turn_step = 2                       # cards are played upright or reversed
    card_size = CARD

    def build(self) -> None:
        self.champions = {}
        self.hp_cards = {}
        for seat in range(3):
            sprite = CardSprite(f"champ{seat}", f"champ:{seat}", self.zone[f"champ.{seat}"].center,
                                size=(110, 150))
            self.hp_cards[seat] = sprite.attach(HpCard(sprite, MAX_HP, faces=((1, MAX_HP),)))
            self.champions[seat] = sprite
        self.hand_sprites: dict[str, CardSprite] = {}
        self.add_button("end", self.zone["end_button"], "pass", lambda: self.trigger_button("button:end"),
                        lambda: None if self.my_turn() else "wait", pygame.K_e)

    def sync(self) -> None:
        for seat, card in self.hp_cards.items():
            if card.value != self.view.hp[seat] and not card.busy:
                card.set_value(self.view.hp[seat], 0.0)
        hand = self.view.hand or ()
        self.hand_sprites = {c: s for c, s in self.hand_sprites.items() if c in hand}
        for card, pos in zip(hand, fan_slots(self.zone["hand"], len(hand), CARD[0])):
            sprite = self.hand_sprites.get(card)
            if sprite is None:
                sprite = self.hand_sprites[card] = CardSprite(card, f"hand:{self.bottom}:{card}", pos, size=CARD)
            sprite.set_pos(pos)
            sprite.home = sprite.pos
            sprite.rotate_to(0, 0.0)

    def all_sprites(self):
        return list(self.champions.values()) + list(self.hand_sprites.values())

    def place_at(self, pos):
        for card, sprite in self.hand_sprites.items():
            if sprite.contains(pos):
                return sprite.place_id
        for seat in range(3):
            if self.zone[f"champ.{seat}"].collidepoint(pos):
                return f"champ:{seat}"
        return None

    def sprite_at(self, place: str):
        kind, _, arg = place.partition(":")
        if kind == "champ":
            return self.champions[int(arg)]
        if kind == "hand":
            return self.hand_sprites.get(arg.partition(":")[2])
        return None

    def place_rect(self, place: str):
        if place.startswith("champ:"):
            return self.zone[f"champ.{place[6:]}"]
        return super().place_rect(place)

    def can_turn(self, place: str) -> bool:
        return place.startswith("hand:")

    def narrow(self, matches):
        reversed_ = self.drag.held_turn == 2
        return [a for a in matches if getattr(a, "reversed", None) == reversed_]

    def why(self, src: str, place: str | None) -> IllegalAction | None:
        if not src.startswith("hand:") or not (place or "").startswith("champ:"):
            return None
        return self.state.explain(Play(src.split(":")[2], int(place[6:]), self.drag.held_turn == 2))

    def hint_text(self) -> str:
        return "drag a card onto a champion (R turns it over)" if self.my_turn() else ""

    def draw_table(self, surf: pygame.Surface) -> None:
        surf.fill(theme.TABLE)
        for seat, sprite in self.champions.items():
            sprite.draw(surf)
            name = theme.text(self.names[seat], 18, theme.SEAT_COLOURS[seat], True)
            surf.blit(name, name.get_rect(midbottom=(sprite.pos[0], sprite.rect.top - 6)))
        for card in self.view.hand or ():
            sprite = self.hand_sprites.get(card)
            if sprite is not None and not (sprite is self.drag.held_sprite and self.drag.mode == "drag"):
                sprite.draw(surf)
        self.log.draw(surf)


Table = TrioTable
