"""Fixtures for the 式神符陣 "nothing lost" tests: a fresh FUDABA_HOME per test, a headless app."""
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
    from game import saves
    saves.flush_autosaves()
    i18n.set_lang("ja")


@pytest.fixture
def app(table_app):
    """Tables are driven with animations off (tests/conftest.py's ``table_app``)."""
    return table_app
