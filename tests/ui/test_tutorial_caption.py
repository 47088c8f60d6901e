"""A guided game's caption grows with the UI scale but stays inside the zone the
table gave it (``Tutorial.box``): at ×2 it shrinks back rather than spill over
the play area; without a box it is as large as the scale asks."""
from __future__ import annotations

import pygame

from game.ui.tutorial import Step, Tutorial

LONG = ("Drag your Attack card onto the lit slot: it is laid face down, and your partner "
        "cannot see which card it is. Then wait for the reveal.")


def test_caption_stays_in_its_box_at_twice_the_size():
    pygame.font.init()
    tut = Tutorial([Step("x")], box=pygame.Rect(6, 44, 262, 300))
    size1, _lines, box1 = tut.caption_layout(LONG, 1.0)
    size2, _lines, box2 = tut.caption_layout(LONG, 2.0)
    assert size1 == 20 and box1.height <= 300
    assert 14 <= size2 < 40 and size2 >= size1 and box2.height <= 300 and box2.width == 262
    free = Tutorial([Step("x")])
    size, _lines, _box = free.caption_layout(LONG, 2.0)
    assert size == 40
