"""A game may allow only some player counts of its range (ジントリガー: 1, 2 or 4, never 3):
the catalogue says so with ``counts``, the seat setup steps over the others and game
select names each allowed count."""
from __future__ import annotations

import pygame

from game import games, i18n
from game.scenes.select import players_text
from game.scenes.setup import SetupScene

SKIPPY = games.GameInfo("skippy", "飛び", "Skippy", (1, 4), "", "", state="game._nothing:X",
                        table="game._nothing", counts=(1, 2, 4))


def test_player_counts_default_to_the_whole_range():
    plain = games.GameInfo("plain", "並", "Plain", (2, 5), "", "", state="game._nothing:X", table="game._nothing")
    assert plain.player_counts() == (2, 3, 4, 5)
    assert SKIPPY.player_counts() == (1, 2, 4)


def test_setup_steps_over_a_count_the_game_does_not_allow(app, monkeypatch):
    monkeypatch.setattr(games, "get", lambda code: SKIPPY)
    setup = SetupScene(app, "skippy")
    app.stack.push(setup)
    app.frame(1 / 60)
    assert setup.players == 2
    setup.menu.focus = [i.key for i in setup.menu.items].index("players")
    seen = []
    for _ in range(4):
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")])
        seen.append(setup.players)
    assert seen == [4, 1, 2, 4], "3 is never offered"
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="")])
    assert setup.players == 2
    assert [i.key for i in setup.menu.items].count("seat2") == 1 and "seat3" not in [i.key for i in setup.menu.items]


def test_setup_recalls_only_an_allowed_count(app, monkeypatch):
    from game import prefs
    monkeypatch.setattr(games, "get", lambda code: SKIPPY)
    prefs.save_setup("skippy", {"players": 3})
    assert SetupScene(app, "skippy").players == 2
    prefs.save_setup("skippy", {"players": 4})
    assert SetupScene(app, "skippy").players == 4


def test_select_names_each_allowed_count():
    assert players_text(SKIPPY) == "1・2・4人"
    i18n.set_lang("en")
    assert players_text(SKIPPY) == "1, 2 or 4 players"
