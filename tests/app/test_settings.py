"""Settings: persisted atomically, survive a restart, broken files kept aside."""
from __future__ import annotations

import json

import pygame

from game.app import App
from game.scenes.settings_scene import SettingsScene
from game.settings import FILENAME, Settings
from tests.app.conftest import click, key


def test_defaults():
    s = Settings()
    assert (s.lang, s.fullscreen, s.anim_speed, s.volume, s.muted, s.ui_scale, s.colorblind,
            s.undo_vs_computer) == ("ja", False, 1.0, 0.7, False, 1.0, False, True)


def test_unknown_keys_ignored_and_values_clamped():
    s = Settings.from_json({"format": "fudaba-settings", "version": 1, "lang": "fr", "volume": 7,
                            "anim_speed": 1.4, "ui_scale": 0.2, "muted": "yes", "shiny": True})
    assert s.lang == "ja" and s.volume == 1.0 and s.anim_speed == 1.5 and s.ui_scale == 1.0
    assert s.muted is False and not hasattr(s, "shiny")


def test_settings_survive_a_restart(fresh_home):
    app = App(headless=True)
    app.start_title()
    click(app, app.stack.top.button_rect("settings").center)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    scene.menu.focus = [i.key for i in scene.menu.items].index("volume")
    key(app, pygame.K_LEFT)             # 0.7 → 0.6
    scene.menu.focus = [i.key for i in scene.menu.items].index("anim")
    key(app, pygame.K_RIGHT)            # ×1 → ×1.5
    scene.menu.focus = [i.key for i in scene.menu.items].index("colorblind")
    key(app, pygame.K_RETURN)
    data = json.loads((fresh_home / FILENAME).read_text(encoding="utf-8"))
    assert data["format"] == "fudaba-settings" and data["version"] == 1
    again = App(headless=True)
    assert again.settings.volume == 0.6 and again.settings.anim_speed == 1.5 and again.settings.colorblind


def test_corrupted_settings_file_is_kept_aside_and_reported(fresh_home):
    fresh_home.mkdir(parents=True, exist_ok=True)
    (fresh_home / FILENAME).write_text('{"format": "fudaba-settings", "vers', encoding="utf-8")
    app = App(headless=True)
    assert app.settings == Settings()
    kept = list(fresh_home.glob(FILENAME + ".bad-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8").startswith('{"format"')
    app.start_title()
    texts = app.toasts.texts()
    assert len(texts) == 1 and "設定ファイル" in texts[0] and kept[0].name in texts[0]
    app.frame(1 / 60)
    app.start_title()                   # shown once only
    assert len(app.toasts.texts()) == 1


def test_newer_settings_version_is_not_overwritten(fresh_home):
    fresh_home.mkdir(parents=True, exist_ok=True)
    (fresh_home / FILENAME).write_text(json.dumps({"format": "fudaba-settings", "version": 99}),
                                       encoding="utf-8")
    app = App(headless=True, lang="en")
    app.start_title()
    assert any("newer" in text for text in app.toasts.texts())
    assert list(fresh_home.glob(FILENAME + ".bad-*"))
