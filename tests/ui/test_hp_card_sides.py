"""The HP card attachment tucked in from the top (the host's bottom edge carries
something else) and sliding by whole rows."""
from __future__ import annotations

import pygame
import pytest

from game.ui.attachments import HpCard
from game.ui.sprites import CardSprite

BG = (30, 60, 50)


def run(obj, seconds=1.0, dt=1 / 60):
    for _ in range(int(seconds / dt)):
        obj.update(dt)


def test_top_side_sticks_out_above_with_the_current_value_nearest_the_host(app):
    host = CardSprite("hero", pos=(200, 300), size=(100, 140))
    hp = host.attach(HpCard(host, 14, ((11, 20), (1, 10)), side="top"))
    # 11..14 show above the host: the card's top edge four rows above the host's top
    assert hp.offset == -4 * hp.row_h
    surf = pygame.Surface((400, 600))
    surf.fill(BG)
    host.draw(surf)
    above = host.rect.top - hp.row_h // 2
    assert surf.get_at((200, above)) != BG                 # the current row, just above the host
    assert surf.get_at((200, host.rect.bottom + hp.row_h // 2)) == BG     # nothing below
    # down to 8: slides in, flips to the 1-10 face, slides out: 1..8 above the host
    d = hp.set_value(8)
    assert d > 0.5 and hp.busy
    run(hp, 2)
    assert hp.face == 1 and hp.offset == -8 * hp.row_h
    # healed past 10: back to the 11-20 face
    hp.set_value(12)
    run(hp, 2)
    assert hp.face == 0 and hp.offset == -2 * hp.row_h


def test_stepped_slide_moves_whole_rows(app):
    host = CardSprite("yokai", pos=(200, 200), size=(100, 140))
    hp = host.attach(HpCard(host, 12, ((1, 12),), stepped=True))
    hp.set_value(6, 1.0)
    seen = set()
    for _ in range(60):
        hp.update(1 / 60)
        seen.add(hp.drawn_offset())
    base = host.size[1]
    assert all((off - base) % hp.row_h == 0 for off in seen)   # only whole rows are ever drawn
    assert len(seen) >= 4                                       # ... one number after another
    assert hp.drawn_offset() == hp._offset_for(6)


def test_side_is_checked(app):
    with pytest.raises(ValueError):
        HpCard(CardSprite("x"), 5, side="left")
