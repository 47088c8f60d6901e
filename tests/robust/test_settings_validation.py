"""Every setting is checked against its allowed values: out-of-range values are
clamped (or reset when of the wrong kind) with a visible notice on the title,
in Japanese and English, and the original file is kept aside."""
from __future__ import annotations

import json

import pytest

from game.app import App
from game.settings import ALLOWED, FILENAME, Settings
from game.ui import tween

BAD = {"format": "fudaba-settings", "version": 1, "lang": "en", "anim_speed": -5, "ui_scale": 100,
       "volume": "loud", "muted": "yes", "fullscreen": False, "colorblind": True}


@pytest.fixture(autouse=True)
def _speed():
    yield
    tween.set_speed(1.0)


def _write(home, data) -> str:
    home.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data)
    (home / FILENAME).write_text(text, encoding="utf-8")
    return text


def test_out_of_range_settings_are_corrected_kept_aside_and_told(fresh_home):
    original = _write(fresh_home, BAD)
    app = App(headless=True)
    s = app.settings
    assert (s.anim_speed, s.ui_scale, s.volume, s.muted) == (0.0, 2.0, 0.7, False)
    assert (s.lang, s.colorblind) == ("en", True)          # allowed values stay as they were
    kept = list(fresh_home.glob(FILENAME + ".bad-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == original
    rewritten = json.loads((fresh_home / FILENAME).read_text(encoding="utf-8"))
    assert rewritten["anim_speed"] == 0.0 and rewritten["ui_scale"] == 2.0 and rewritten["volume"] == 0.7
    app.start_title()
    texts = app.toasts.texts()
    assert len(texts) == 1
    text = texts[0]
    for words in ("Animation speed -5 → Off", "UI scale 100 → ×2", 'Volume "loud" → 70%', 'Mute "yes" → Off',
                  kept[0].name):
        assert words in text, (words, text)
    again = App(headless=True)                             # corrected once: no notice next time
    again.start_title()
    assert again.toasts.texts() == [] and len(list(fresh_home.glob(FILENAME + ".bad-*"))) == 1


def test_the_notice_speaks_japanese(fresh_home):
    _write(fresh_home, {**BAD, "lang": "ja"})
    app = App(headless=True)
    app.start_title()
    (text,) = app.toasts.texts()
    assert "アニメーション速度 -5 → なし（省略）" in text and "文字と札の大きさ 100 → ×2" in text
    assert "元のファイル" in text


def test_allowed_values_load_silently(fresh_home):
    _write(fresh_home, {"format": "fudaba-settings", "version": 1, "anim_speed": 1.5, "ui_scale": 1.25,
                        "volume": 0.3, "lang": "ja", "undo_vs_computer": False, "future_key": 1})
    app = App(headless=True)
    app.start_title()
    assert app.toasts.texts() == [] and not list(fresh_home.glob(FILENAME + ".bad-*"))
    assert (app.settings.anim_speed, app.settings.ui_scale, app.settings.volume) == (1.5, 1.25, 0.3)


@pytest.mark.parametrize("field,bad", [
    ("lang", "fr"), ("lang", 3), ("fullscreen", 1), ("anim_speed", 9), ("anim_speed", "fast"), ("anim_speed", 1.4),
    ("volume", -1), ("volume", float("nan")), ("ui_scale", 0.2), ("ui_scale", 1.3), ("colorblind", None),
    ("undo_vs_computer", "no"), ("muted", [])])
def test_every_field_is_checked(field, bad):
    s, fixes = Settings.checked({field: bad})
    assert [f.field for f in fixes] == [field]
    value = getattr(s, field)
    allowed = ALLOWED[field]
    if field == "volume":
        assert allowed[0] <= value <= allowed[1]
    else:
        assert value in allowed and type(value) is type(allowed[0])
