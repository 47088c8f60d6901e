"""Keyboard-only driving helpers (synthetic KEYDOWN events through the app)."""
from __future__ import annotations

import pygame


def frames(app, n=4):
    for _ in range(n):
        app.step(0.25, [])


def press(app, key, shift=False, settle=True):
    mod = pygame.KMOD_SHIFT if shift else 0
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)])
    if settle:
        frames(app)


def tab_to(app, tb, place, limit=40):
    """Tab until the focus ring is on ``place`` (its text form, at a table made of parts)
    (fails if it never gets there)."""
    if isinstance(place, str) and hasattr(tb, "board"):
        from game.engine import Place
        place = Place.parse(place)
    for _ in range(limit):
        if tb.drag.focus == place:
            return
        press(app, pygame.K_TAB, settle=False)
    raise AssertionError(f"focus never reached {place!r} (at {tb.drag.focus!r})")


def enter(app):
    press(app, pygame.K_RETURN)
