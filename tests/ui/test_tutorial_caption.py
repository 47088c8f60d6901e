"""A guided game's caption is laid out in layout units and drawn at the table's scale
(``k``): at ×2 the table gives it a box twice as large and it fills it the same way; in
a box too small it shrinks rather than spill over the play area."""
from __future__ import annotations

import pygame

from game.ui.tutorial import Step, Tutorial

LONG = ("Drag your Attack card onto the lit slot: it is laid face down, and your partner "
        "cannot see which card it is. Then wait for the reveal.")


def test_caption_fills_its_box_the_same_way_at_twice_the_size():
    pygame.font.init()
    size1, lines1, box1 = Tutorial([Step("x")], box=pygame.Rect(6, 44, 262, 300)).caption_layout(LONG, 1.0)
    size2, lines2, box2 = Tutorial([Step("x")], box=pygame.Rect(12, 88, 524, 600)).caption_layout(LONG, 2.0)
    assert size1 == 20 and box1.height <= 300
    assert size2 == 40 and box2.height <= 600 and box2.width == 524 and abs(len(lines2) - len(lines1)) <= 1
    free = Tutorial([Step("x")])
    size, _lines, box = free.caption_layout(LONG, 2.0)
    assert size == 40 and box.width == 2 * free.caption_layout(LONG, 1.0)[2].width


def test_a_caption_in_a_small_box_shrinks_but_stays_readable():
    pygame.font.init()
    size, _lines, box = Tutorial([Step("x")], box=pygame.Rect(6, 44, 262, 150)).caption_layout(LONG, 1.0)
    assert 14 <= size < 20 and box.height <= 150
