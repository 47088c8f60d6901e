"""The colour-blind palette: the table redraws in it, and the two teams' marks differ by
shape (circle A, diamond B) and letter, never by colour alone."""
from __future__ import annotations

import pygame

from tests.gestures import frames


def test_the_table_redraws_in_the_colour_blind_palette(app):
    from game.ui import theme
    from game.zintrigger.table import screenshot_scene
    tb = screenshot_scene(app, 3, None)[0]
    app.stack.clear_to(tb)
    frames(app, 2)
    before = pygame.image.tobytes(app.draw(), "RGB")
    app.settings.colorblind = True
    try:
        frames(app, 2)
        assert theme.colorblind()
        assert pygame.image.tobytes(app.draw(), "RGB") != before
    finally:
        app.settings.colorblind = False
        frames(app, 1)


def test_team_marks_differ_by_shape_not_colour_only(app):
    from game.zintrigger.table import faces
    masks = []
    for team in (0, 1):
        img = pygame.Surface((40, 40), pygame.SRCALPHA)
        faces.draw_team_shape(img, team, (20, 20), 12, letter=False)
        masks.append(pygame.mask.from_surface(img))
    assert masks[0].count() and masks[1].count()
    circle, diamond = masks
    assert circle.get_at((28, 12)) == 1 and diamond.get_at((28, 12)) == 0, "the circle's shoulder"
    assert diamond.get_at((20, 7)) == 1 and circle.get_at((20, 7)) == 0, "the diamond's point"
