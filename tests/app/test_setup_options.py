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


def test_the_help_line_clears_every_row_and_button_in_every_game_and_seat_count(app):
    """ジントリガー at two players put "↑↓ move…" over the tutorial button: the help line
    keeps clear of every row and button whatever the game, the count and the focus."""
    from game import games
    for info in games.GAMES:
        if not info.playable:
            continue
        setup = SetupScene(app, info.code)
        app.stack.clear_to(setup)
        for players in range(info.players[0], info.players[1] + 1):
            setup.players = players
            setup.apply_defaults()
            setup.rebuild("players")
            rows = [i.rect for i in setup.menu.items]
            for focus in range(len(setup.menu.items)):
                setup.menu.focus = focus
                hint = setup.hint_rect()
                assert hint.height >= 26, (info.code, players, hint)
                assert all(not hint.colliderect(r) for r in rows), (info.code, players, hint)


def test_the_character_rows_say_they_choose_characters():
    """The set-up column read "Team A 1 / random": a row choosing a character says so."""
    from game.zintrigger.rules import OPTIONS_ONE_TO_FOUR
    rows = [o for o in OPTIONS_ONE_TO_FOUR if o.key.startswith("char")]
    assert rows
    for o in rows:
        assert "キャラ" in o.label("ja") and "character" in o.label("en").lower(), o.key


def test_the_hint_in_hot_seat_is_a_row_of_its_own_off_until_turned_on(app):
    """Issue #38: the coach sees one seat's hand, so in hot seat it is off unless the
    players turn it on here; the row shows only when two people share the screen."""
    setup = SetupScene(app, "fujin")
    app.stack.push(setup)
    setup.players = 2
    setup.choice = [0, 2]
    setup.rebuild("seat1")
    assert "coach" not in [i.key for i in setup.menu.items]
    assert "coach" not in setup.options()
    human = next(k for k, (kind, _) in enumerate(setup.choices) if kind == "human")
    setup.set_seat(1, human - setup.choice[1])
    assert setup.hot_seat() and "coach" in [i.key for i in setup.menu.items]
    assert "coach" not in setup.options()
    setup.menu.item("coach").adjust(1)
    assert setup.options()["coach"] is True


def test_a_row_that_only_one_mode_plays_shows_only_in_that_mode(app):
    """ジントリガー at two: the bamboo's difficulty and the partners' open hands mean nothing in
    versus, R-34 and the base-game-only rule nothing in co-op (their help says "versus
    only"): each row comes and goes with the Mode row, changed by its key (→), and the
    game starts with only the rows on screen."""
    from tests.ui.synth import key
    setup = SetupScene(app, "zintrigger")
    app.stack.clear_to(setup)
    setup.players = 2
    setup.apply_defaults()
    setup.rebuild("players")
    rows = lambda: [i.key for i in setup.menu.items]  # noqa: E731
    assert "opt:mode" in rows() and setup.values["mode"] == "versus"
    assert {"opt:r34", "opt:basic"} <= set(rows()) and not {"opt:difficulty", "opt:open_hands"} & set(rows())
    assert "difficulty" not in setup.options() and "r34" in setup.options()
    setup.menu.focus = rows().index("opt:mode")
    app.step(1 / 60, [key(pygame.K_RIGHT)])
    app.step(1 / 60, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)])
    assert setup.values["mode"] == "bamboo"
    assert {"opt:difficulty", "opt:open_hands"} <= set(rows()) and not {"opt:r34", "opt:basic"} & set(rows())
    assert rows()[setup.menu.focus] == "opt:mode", "the focus stays on the row just changed"
    started = setup.options()
    assert started["mode"] == "bamboo" and started["difficulty"] == 1 and "r34" not in started
    setup.players = 1                         # the solo: no Mode row, so the difficulty shows
    setup.apply_defaults()
    setup.rebuild("players")
    assert "opt:difficulty" in rows() and "opt:mode" not in rows()
