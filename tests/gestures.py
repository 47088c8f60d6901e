"""Mouse gestures as a real mouse makes them, for table tests: press, motion and
release as separate pygame events fed through the app, with frames in between."""
from __future__ import annotations

import pygame


def ev(kind: str, pos, button: int = 1, held: bool = True):
    """A ``down`` / ``up`` / ``motion`` event at ``pos`` (motion with the button held)."""
    if kind == "motion":
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))
    t = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
    return pygame.event.Event(t, pos=pos, button=button)


def frames(app, n: int = 3, dt: float = 0.5) -> None:
    for _ in range(n):
        app.step(dt, [])


def click(app, pos, button: int = 1) -> None:
    app.step(1 / 60, [ev("down", pos, button)])
    app.step(1 / 60, [ev("up", pos, button)])
    frames(app)


def drag(app, start, end, turns: int = 0) -> None:
    """Press on ``start``, move, turn the held card ``turns`` times with R, release on ``end``."""
    app.step(1 / 60, [ev("down", start)])
    app.step(1 / 60, [ev("motion", (start[0], start[1] - 30))])
    for _ in range(turns):
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")])
    app.step(1 / 60, [ev("motion", end)])
    app.step(1 / 60, [ev("up", end)])
    frames(app)


def key(app, k: int, mod: int = 0, unicode: str = "") -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode)])


def pass_curtain(app) -> None:
    """The hot-seat curtain is up: the next player clicks to sit down."""
    from game.ui.curtain import CurtainScene
    frames(app)
    assert isinstance(app.stack.top, CurtainScene), type(app.stack.top)
    click(app, (640, 360))


def play(table, action) -> None:
    """Play ``action`` at ``table`` through its flow of moves (autosaved, animated), as a
    gesture or the computer would."""
    flow = getattr(table, "flow", None)
    if flow is not None:
        flow.play(action)
    else:                       # a table of the older kind
        table.apply_action(action)
