"""Headless app fixtures for the saves/replays/stats tests (fresh FUDABA_HOME per test)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import i18n  # noqa: E402


@pytest.fixture(autouse=True)
def fresh_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("FUDABA_HOME", str(home))
    yield home
    i18n.set_lang("ja")


@pytest.fixture
def app():
    from game.app import App
    a = App(headless=True, fullscreen=False)
    a.start_title()
    a.frame(1 / 60)
    return a
