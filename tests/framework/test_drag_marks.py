"""The drag layer's lit targets (``DragController.draw_marks``): by default as every game
drew them; at a table's scale ``k`` with a game's own glow, corners and clock when it
asks, and without the focus ring when the keyboard ring draws its own."""
from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.dragdrop import DragController

RECTS = {"a": pygame.Rect(20, 20, 40, 40), "b": pygame.Rect(100, 20, 40, 40)}


def controller(focus=None) -> DragController:
    drag = DragController(lambda: (), lambda pos: None, lambda a: None, lambda acts, cb: None,
                          lambda s, t: None, place_rect=RECTS.get)
    drag.lit_targets, drag.hover, drag.focus = frozenset(RECTS), "a", focus
    return drag


def test_the_defaults_draw_as_before():
    surf = pygame.Surface((200, 100))
    controller(focus="b").draw_marks(surf)
    a, b = RECTS["a"], RECTS["b"]
    assert surf.get_at((a.x - 2, a.centery))[:3] == theme.HIGHLIGHT           # a 4-pixel frame (inflated by 4)
    assert surf.get_at((b.x - 6, b.centery))[:3] == theme.ALLY_HIT            # the focus ring
    assert abs(surf.get_at(a.center)[0] - theme.HIGHLIGHT[0] * 110 / 255) <= 1  # the strong glow's alpha


def test_a_scaled_table_s_frames_glow_and_clock():
    surf = pygame.Surface((200, 100))
    controller(focus="b").draw_marks(surf, k=2.0, alphas=(90, 30, 30), radius=8, now=0.0, focus_ring=False)
    a, b = RECTS["a"], RECTS["b"]
    assert surf.get_at((a.x - 4, a.centery))[:3] == theme.HIGHLIGHT           # inflated by 8, 8 wide
    assert abs(surf.get_at(a.center)[0] - theme.HIGHLIGHT[0] * 90 / 255) <= 1  # the strong glow's alpha
    assert abs(surf.get_at(b.center)[0] - theme.HIGHLIGHT[0] * 90 / 255) <= 1  # focused: strong too
    assert surf.get_at((b.x - 10, b.centery))[:3] == (0, 0, 0)                 # no focus ring
    drag = controller()
    for now, alpha in ((0.0, 60), (2 / 3, 45)):                                 # the pulse on the given clock
        surf.fill((0, 0, 0))
        drag.draw_marks(surf, alphas=(90, 30, 30), now=now)
        assert abs(surf.get_at(RECTS["b"].center)[0] - theme.HIGHLIGHT[0] * alpha / 255) <= 1
