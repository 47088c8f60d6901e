"""Headless app fixtures: dummy video/audio, a fresh FUDABA_HOME per test,
Japanese restored after every test."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
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


def click(app, pos, button=1):
    """A full mouse click (motion, press, release) through the app, then one frame."""
    pos = tuple(int(v) for v in pos)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])
    app.draw()


def key(app, k, unicode=""):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)])
    app.draw()
