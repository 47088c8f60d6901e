"""The odds-overlay setting: checked like every setting, shown in the settings scene,
and what a table with odds starts from (its toggle writes it back)."""
from __future__ import annotations

from game.settings import ALLOWED, LABEL_KEYS, Settings


def test_show_odds_is_a_checked_setting():
    assert ALLOWED["show_odds"] == (False, True) and LABEL_KEYS["show_odds"] == "menu.settings.odds"
    s, fixes = Settings.checked({"show_odds": "yes"})
    assert s.show_odds is False and [f.field for f in fixes] == ["show_odds"]
    s, fixes = Settings.checked({"show_odds": True})
    assert s.show_odds is True and not fixes
    assert Settings().show_odds is False           # off by default


def test_settings_scene_row_toggles_it(app):
    from game.scenes.settings_scene import SettingsScene
    scene = SettingsScene(app)
    app.stack.push(scene)
    item = scene.menu.item("odds")
    assert item.rect.bottom <= scene.menu.item("back").rect.top
    before = app.settings.show_odds
    item.adjust(1)
    assert app.settings.show_odds is (not before)
    assert Settings.load()[0].show_odds is (not before)      # saved at once
