"""Session-wide test set-up.

The environment is fixed at *import time* of this file -- before any test
module (or anything it imports) can import pygame -- so every test, on every
xdist worker, runs headless, silent, and away from the real user data dir:

* ``SDL_VIDEODRIVER=dummy`` / ``SDL_AUDIODRIVER=dummy``: no display or sound
  card needed (CI runs as root without either);
* ``FUDABA_HOME``: a fresh temporary folder per test process, removed at exit.

Tests marked ``@pytest.mark.build`` (the frozen-app smoke test) are skipped
with ``--no-build`` or ``FUDABA_SKIP_BUILD=1``.
"""
from __future__ import annotations

import atexit
import os
import shutil
import tempfile

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_HOME = tempfile.mkdtemp(prefix="fudaba-home-")
os.environ["FUDABA_HOME"] = _HOME
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--no-build", action="store_true", default=False,
        help="skip tests marked 'build' (the PyInstaller bundle smoke test); "
             "FUDABA_SKIP_BUILD=1 does the same",
    )


def _skip_build(config: pytest.Config) -> bool:
    return bool(config.getoption("--no-build")) or os.environ.get("FUDABA_SKIP_BUILD", "") not in ("", "0")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # the frozen-app build is the slowest test: start it first so that, under
    # pytest-xdist, the other workers get through the rest meanwhile
    items.sort(key=lambda item: "build" not in item.keywords)
    if not _skip_build(config):
        return
    skip = pytest.mark.skip(reason="frozen-app build skipped (--no-build / FUDABA_SKIP_BUILD=1)")
    for item in items:
        if "build" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def fresh_home(tmp_path, monkeypatch):
    """Every test gets its own user data folder (settings, saves, stats) and
    leaves the language as it found it (Japanese, the default)."""
    home = tmp_path / "home"
    monkeypatch.setenv("FUDABA_HOME", str(home))
    yield home
    from game import i18n
    i18n.set_lang("ja")


@pytest.fixture
def app():
    """A headless App showing the title (tests that need other settings override it)."""
    from game.app import App
    a = App(headless=True, fullscreen=False)
    a.start_title()
    a.frame(1 / 60)
    return a


@pytest.fixture
def table_app():
    """A headless App in Japanese with animations off (tween speed 0), for driving
    game tables frame by frame; restores the speed afterwards."""
    from game.app import App
    from game.ui import tween
    a = App(headless=True, lang="ja", fullscreen=False)
    a.settings.anim_speed = 0
    tween.set_speed(0)
    yield a
    tween.set_speed(1.0)
