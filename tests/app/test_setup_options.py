"""Seat setup with a game's options: a key declared for different player counts takes the
default of the count on screen until the player sets it; with many rows the options get a
column of their own and the focused option's help is wrapped into the free space, clear
of every row and button (鬼調伏 at five players: five seats and four options)."""
from __future__ import annotations

import pygame

from game.scenes.setup import SetupScene


def test_per_count_default_follows_the_player_count(app):
    setup = SetupScene(app, "chobuku")
    app.stack.push(setup)
    setup.players = 2
    setup.apply_defaults()
    assert setup.values["oya"] is True          # 11-1 is recommended with two (OC-R59)
    setup.set_players(1)
    assert setup.players == 3 and setup.values["oya"] is False
    setup.set_players(-1)
    assert setup.values["oya"] is True
    setup.set_option(next(o for o in setup.game_options if o.key == "oya" and o.applies(2)), 1)
    assert setup.values["oya"] is False and "oya" in setup.chosen
    setup.set_players(1)
    assert setup.values["oya"] is False          # the player's own choice stays
    assert setup.options()["oya"] is False


def test_five_players_help_text_clears_rows_and_buttons(app):
    for lang in ("ja", "en"):
        from game import i18n
        i18n.set_lang(lang)
        setup = SetupScene(app, "chobuku")
        app.stack.clear_to(setup)
        setup.players = 5
        setup.rebuild("players")
        rows = [i.rect for i in setup.menu.items]
        assert len(rows) == len({tuple(r) for r in rows})
        for i, a in enumerate(rows):                 # nothing overlaps
            for b in rows[i + 1:]:
                assert not a.colliderect(b), (a, b)
        assert setup.two_columns()
        for key in [i.key for i in setup.menu.items if i.key.startswith("opt:")]:
            setup.menu.focus = [i.key for i in setup.menu.items].index(key)
            hint = setup.hint_rect()
            assert all(not hint.colliderect(r) for r in rows), (key, hint)
            assert pygame.Rect(0, 0, 1280, 720).contains(hint)
            app.draw()
