"""A pile opened as a list (``game.ui.kit.CardListOverlay``): every card of a long pile
fits, in its order, and a card that lies half round on the table is listed so."""
from __future__ import annotations

import pygame

from game.ui.kit import CardListOverlay, FaceCache


def _faces(drawn: list):
    def render(card, size, face_up, _lang, _scale):
        img = pygame.Surface(size)
        img.fill((255, 255, 255))
        pygame.draw.rect(img, (255, 0, 0), (0, 0, size[0], 6))      # a red band at the top
        drawn.append((card, size))
        return img
    return FaceCache(render)


def test_a_short_pile_keeps_the_full_size(app):
    lst = CardListOverlay(app, "pile", ["a", "b", "c"], _faces([]))
    assert lst.card_size == CardListOverlay.CARD
    assert [lst.slot(i).x for i in range(3)] == sorted(lst.slot(i).x for i in range(3))


def test_every_card_of_a_long_pile_fits_in_its_order(app):
    cards = [f"c{i}" for i in range(70)]
    drawn: list = []
    lst = CardListOverlay(app, "pile", cards, _faces(drawn))
    assert lst.card_size[0] < CardListOverlay.CARD[0]
    area = lst.rect.inflate(-8, -8)
    slots = [lst.slot(i) for i in range(len(cards))]
    assert all(area.contains(r) for r in slots), "a card falls off the list"
    assert all(not a.colliderect(b) for a, b in zip(slots, slots[1:]))
    order = [(r.y, r.x) for r in slots]
    assert order == sorted(order), "read left to right, top to bottom: the pile's order"
    surf = pygame.Surface((1280, 720))
    lst.draw(surf)
    assert [c for c, _ in drawn] == cards


def test_a_turned_card_is_listed_half_round(app):
    lst = CardListOverlay(app, "pile", ["up", "down"], _faces([]), turned=lambda c: c == "down")
    surf = pygame.Surface((1280, 720))
    lst.draw(surf)
    up, down = lst.slot(0), lst.slot(1)
    assert surf.get_at((up.centerx, up.y + 2))[:3] == (255, 0, 0)
    assert surf.get_at((down.centerx, down.bottom - 3))[:3] == (255, 0, 0)
    assert surf.get_at((down.centerx, down.y + 2))[:3] != (255, 0, 0)
