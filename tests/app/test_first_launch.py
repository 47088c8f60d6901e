"""The first screen a new player meets: the language follows the system on the first
launch (a saved choice wins afterwards), the language row names itself in both
languages, and the arrow keys move the focus even while the mouse rests on a row."""
from __future__ import annotations

import pygame

from game import i18n
from game.app import App, preferred_language
from game.scenes.settings_scene import SettingsScene


def _locales(monkeypatch, *langs):
    monkeypatch.setattr(pygame.system, "get_pref_locales", lambda: [{"language": l, "country": None} for l in langs])


def test_the_first_launch_follows_the_systems_language(monkeypatch):
    _locales(monkeypatch, "fr", "ja")
    assert preferred_language() == "en"            # someone who reads French: English, not Japanese
    _locales(monkeypatch, "ja")
    assert preferred_language() == "ja"
    _locales(monkeypatch)
    assert preferred_language() == "ja"            # nothing known: the games' own language
    _locales(monkeypatch, "en")
    app = App(headless=True, fullscreen=False)
    assert app.settings.lang == "en" and i18n.get_lang() == "en"


def test_a_saved_language_wins_over_the_system(monkeypatch):
    _locales(monkeypatch, "en")
    app = App(headless=True, fullscreen=False)
    app.settings.lang = "ja"
    app.save_settings()
    again = App(headless=True, fullscreen=False)
    assert again.settings.lang == "ja"


def test_the_language_row_is_readable_in_either_language():
    for lang in ("ja", "en"):
        label = i18n.t("menu.settings.lang", lang)
        assert "言語" in label and "Language" in label


def test_the_arrow_keys_move_the_focus_while_the_mouse_rests_on_a_row(app):
    scene = SettingsScene(app)
    app.stack.push(scene)
    row = scene.menu.items[2].rect.center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=row, rel=(3, 0), buttons=(0, 0, 0))])
    assert scene.menu.focus == 2
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="")])
    assert scene.menu.focus == 3
    # the pointer trembles on the same row (a motion of 0 or 1 pixel): the keyboard keeps the focus
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(row[0] + 1, row[1]), rel=(1, 0),
                                         buttons=(0, 0, 0))])
    assert scene.menu.focus == 3
    # moving onto another row takes it
    other = scene.menu.items[5].rect.center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=other, rel=(0, 40), buttons=(0, 0, 0))])
    assert scene.menu.focus == 5
