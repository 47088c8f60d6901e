"""Input helpers for the menu tests (the ``app`` and fresh-home fixtures live
in tests/conftest.py)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402


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
