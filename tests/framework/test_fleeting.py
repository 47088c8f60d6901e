"""Marks that last a moment over a part of the table (``game.ui.fleeting``): kept on the
table's clock, one call-out at a time over a seat, a count-up's number, and the glow,
flash and call-out drawn around and over a rectangle."""
from __future__ import annotations

import pygame

from game.ui.fleeting import Fleeting, callout, flash, glow

RED, GOLD = (255, 0, 0), (255, 214, 90)


def test_marks_last_their_time_and_a_single_one_replaces_its_kind():
    f = Fleeting()
    assert not f
    f.add("flash", 0, now=1.0, dur=0.5)
    f.add("callout", 0, 1.0, 2.0, single=True, text="one")
    f.add("callout", 1, 1.0, 2.0, single=True, text="other seat")
    f.add("callout", 0, 1.2, 2.0, single=True, text="two")
    assert [(m.kind, m.key, m.text) for m in f] == \
        [("flash", 0, ""), ("callout", 1, "other seat"), ("callout", 0, "two")]
    f.prune(1.6)
    assert [m.kind for m in f] == ["callout", "callout"]
    f.prune(10.0)
    assert not f and list(f) == []


def test_progress_and_a_count_up():
    m = Fleeting().add("count", 2, now=10.0, dur=2.0, value=12, limit=13, span=1.0)
    assert m.progress(10.0) == 0.0 and m.progress(11.0) == 0.5
    assert m.counted(10.0) == 0 and m.counted(10.5) == 6 and m.counted(12.0) == 12
    assert Fleeting().add("count", 0, 0.0, 1.0, value=7).counted(0.0) == 7     # no span: at once


def test_glow_flash_and_callout_draw_around_and_over_the_rect():
    rect = pygame.Rect(100, 100, 200, 100)
    surf = pygame.Surface((400, 300))
    glow(surf, rect, 0.0, 1.0, GOLD)
    assert surf.get_at((rect.centerx, rect.y - 5))[:3] == GOLD          # grown by 5 at the pulse's top
    assert surf.get_at(rect.center)[:3] == (0, 0, 0)                    # only a frame
    surf.fill((0, 0, 0))
    glow(surf, rect, 0.0, 1.0, GOLD, strong=True)
    assert surf.get_at((rect.centerx, rect.y - 8))[:3] == GOLD          # the outer ring
    assert surf.get_at((rect.centerx, rect.y - 5))[:3] == (255, 240, 150)  # the bright one
    surf.fill((0, 0, 0))
    flash(surf, rect, 0.0, 2.0, RED)
    assert surf.get_at((rect.centerx, rect.y - 4))[:3] == RED and surf.get_at(rect.center)[:3] == (0, 0, 0)
    surf.fill((0, 0, 0))
    callout(surf, rect, "!", RED, 1.0, lift=10)
    drawn = [y for y in range(rect.y, rect.bottom) if surf.get_at((rect.centerx, y))[:3] != (0, 0, 0)]
    assert drawn and max(drawn) == rect.bottom - 11 and min(drawn) > rect.y       # low over the rect
