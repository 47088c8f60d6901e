"""Small pieces of the table kit and framework parts that several tables share: rows
of cards, images put by a point or on a box, sprites kept across layouts, a delayed
step of the mirror."""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.engine import Place
from game.ui.kit import boxed, fan_slots, put
from game.ui.table.board import Board
from game.ui.table.mirror import Mirror


def test_a_row_from_the_left_edge_and_a_centred_fan():
    zone = pygame.Rect(100, 0, 400, 50)
    assert fan_slots(zone, 3, 40, 10, left=True) == [(120, 25), (170, 25), (220, 25)]
    assert fan_slots(zone, 3, 40, 10) == [(250, 25), (300, 25), (350, 25)]
    assert fan_slots(zone, 0, 40, left=True) == []
    crowded = fan_slots(zone, 20, 40, 10, left=True)
    assert crowded[0][0] == 120 and crowded[-1][0] <= zone.right - 20


def test_put_and_boxed_place_an_image_and_say_where():
    surf, img = pygame.Surface((100, 100)), pygame.Surface((10, 6))
    img.fill((255, 0, 0))
    assert put(surf, img, midtop=(50, 20)) == pygame.Rect(45, 20, 10, 6)
    box = pygame.Rect(10, 10, 30, 20)
    assert boxed(surf, img, box, (0, 0, 255), 4, ((0, 255, 0), 1)) is box
    assert surf.get_at(box.center)[:3] == (255, 0, 0) and surf.get_at((14, 25))[:3] == (0, 0, 255)


def _board() -> Board:
    table = SimpleNamespace(zone={}, k=1.0, drag=SimpleNamespace(held_sprite=None))
    return Board(table)


def test_lay_out_keeps_a_places_sprite_and_glides_it_to_its_new_spot():
    board, a, b = _board(), Place("hand", 0, "x"), Place("hand", 0, "y")
    board.lay_out([(a, "x", True, (40, 56), (10, 10), 0, 255), (b, "y", True, 40, (60, 10), 0, 120)])
    first = board.sprites[a]
    assert board.sprites[b].size == (40, 54) and board.sprites[b].alpha == 120
    board.lay_out([(b, "y", True, 40, (60, 10), 0, 255), (a, "z", True, (40, 56), (30, 10), 0, 255)])
    assert list(board.sprites) == [b, a] and board.sprites[a] is first and first.card == "z"
    assert first.home == (30.0, 10.0)
    board.lay_out([(a, "z", True, (50, 70), (30, 10), 0, 255)])
    assert list(board.sprites) == [a] and board.sprites[a] is not first


def test_later_runs_a_step_after_its_delay_of_animation_time():
    table = SimpleNamespace(board=None)
    mirror, ran = Mirror(table), []
    mirror.later(0.5, lambda: ran.append(1))
    mirror.tweens.update(0.4)
    assert ran == []
    mirror.tweens.update(0.2)
    assert ran == [1]
