"""At UI scale ×2 the whole table grows (the window, its zones, the words) and everything
stays in its own zone: the answers panel's text and buttons inside the decision zone, the
table's buttons inside theirs."""
from __future__ import annotations

import pygame

from tests.gestures import frames
from tests.zintrigger_ui.test_answers import ATTACK, attack_with_4, table_at


def test_the_answers_panel_fits_its_zone_at_x2(app):
    try:
        tb = table_at(app, **ATTACK)
        small = tb.zone["decide"].copy()
        app.settings.ui_scale = 2.0
        app.apply_ui_scale()
        frames(app, 2)
        assert tb.k == 2.0
        attack_with_4(app, tb)
        zone = tb.zone["decide"]
        assert zone == pygame.Rect(small.x * 2, small.y * 2, small.w * 2, small.h * 2)
        assert tb.board.panel.names, "the answers are offered"
        for name in tb.board.panel.names:
            assert zone.contains(tb.controls.button(name).rect), name
        for item in tb.board.panel.items:
            if item[0] == "text":
                img, pos = item[1], item[2]
                assert zone.contains(img.get_rect(topleft=pos)), pos
        heads = [it[1].get_height() for it in tb.board.panel.items if it[0] == "text"]
        assert max(heads) > 16, "the words grew (as far as the zone holds them: ×1 headings are 16)"
        for name in ("end", "ability", "undo"):
            b = tb.controls.button(name)
            assert b.rect == tb.zone[{"end": "end_button", "ability": "ability_button",
                                      "undo": "undo_button"}[name]]
        app.draw()
    finally:
        app.settings.ui_scale = 1.0
        app.apply_ui_scale()
