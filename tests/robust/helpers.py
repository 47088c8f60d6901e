"""Input as a real mouse and keyboard give it: motion, press and release are
separate events, each in its own frame."""
from __future__ import annotations

import pygame

from tests.gestures import play


def frame(app, events=()) -> None:
    app.step(1 / 60, list(events))
    app.draw()


def click(app, pos, button: int = 1) -> None:
    pos = tuple(int(v) for v in pos)
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def key(app, k, unicode: str = "") -> None:
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)])
    frame(app, [pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=unicode, scancode=0)])


def play_moves(table, n: int, seed: int = 0) -> list[str]:
    """Apply ``n`` legal actions at a table (as its players would) and return their texts."""
    import random
    rng = random.Random(seed)
    for _ in range(n):
        if table.state.to_move() is None:
            break
        legal = table.state.legal_actions()
        play(table, legal[rng.randrange(len(legal))])
    return list(table.record.actions)
