"""戻す / Undo in every game's guided first game looks as it acts (issue 33: "in the
tutorial Undo looks active but says it is off"): at each moment the button is drawn
disabled exactly when a press on it — press, motion, release, as a mouse makes them — is
refused, and a press it looks ready for undoes. Undo is off in a lesson, so it must look
off there from the first frame to after the player's own moves.

The look is read from the drawn screen (a disabled button is drawn on the panel colour,
``game.ui.widgets.Button``), not from the button's state."""
from __future__ import annotations

import pygame
import pytest

from game import games
from game.ui import theme
from game.ui.table.table import GameTable
from tests.gestures import ev, frames

CODES = [g.code for g in games.GAMES if g.playable]


@pytest.fixture()
def app(table_app):
    return table_app


def _table_class(code: str):
    import importlib
    return importlib.import_module(games.get(code).table).Table


def looks_enabled(app, button) -> bool:
    """Is the button drawn as one that can be pressed (with the pointer resting on it)?"""
    app.step(1 / 60, [ev("motion", button.rect.center, held=False)])
    screen = app.draw()
    return tuple(screen.get_at((button.rect.x + round(6 * app.stack.top.k), button.rect.centery)))[:3] \
        != tuple(theme.PANEL)[:3]


def press(app, pos) -> None:
    """A press, a small motion with the button held, a release: a click as a hand makes it."""
    app.step(1 / 60, [ev("down", pos)])
    app.step(1 / 60, [ev("motion", (pos[0] + 1, pos[1]))])
    app.step(1 / 60, [ev("up", (pos[0] + 1, pos[1]))])
    frames(app, 2)


def check_undo_look(app, tb: GameTable, where: str) -> None:
    """The look agrees with a press: disabled and refused with its reason, or enabled and undone."""
    button = tb.controls.button("undo")
    assert button is not None, f"{tb.code}: no Undo button"
    looked = looks_enabled(app, button)
    before = list(tb.record.actions)
    app.toasts.items.clear()                    # what the press says is all that is shown after it
    press(app, button.rect.center)
    undone = list(tb.record.actions) != before
    refusal = app.toasts.texts()
    assert looked == undone, f"{tb.code} {where}: Undo looks {'enabled' if looked else 'disabled'} " \
                             f"but a press {'undid' if undone else 'was refused'} ({refusal})"
    assert undone or refusal, f"{tb.code} {where}: a refused press said nothing"
    assert not looked, f"{tb.code} {where}: undo is off in the lesson"


def human_moves(app, tb: GameTable, n: int) -> int:
    """Let the lesson run, the player reading its captions and making ``n`` of the moves its
    steps ask for."""
    made = 0
    for _ in range(60):
        if made >= n or tb.state.result() is not None:
            break
        frames(app, 2)
        step = tb.tutorial.step
        if tb.my_turn() and not tb.blocked() and tb.legal():
            tb.flow.play(tb.legal()[0])                 # what the step asks for (the lesson narrows legal())
            made += 1
        elif step is not None and step.keys:           # a caption: read, then on
            key = next(iter(step.keys))
            app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
    frames(app, 4)
    return made


@pytest.mark.parametrize("code", CODES)
def test_tutorial_undo_looks_as_a_press_acts(app, code):
    tb = _table_class(code).start_tutorial(app, inline_thinker=True)
    frames(app, 4)
    check_undo_look(app, tb, "at the start")
    assert human_moves(app, tb, 3) > 0, f"{code}: the lesson never let the player move"
    check_undo_look(app, tb, "after the player's moves")


def test_zintrigger_lesson_undo_looks_off_at_each_step_by_mouse(app):
    """ジントリガー's lesson played by mouse as a newcomer plays it: after each step the
    Undo button looks off and a click on it says so."""
    from game.zintrigger.table import Table
    from tests.gestures import click, drag
    from tests.zintrigger_ui.driver import centre, pl, settle, sprite_pos
    tb = Table.start_tutorial(app, inline_thinker=True)
    tut = tb.tutorial
    frames(app, 4)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)])
    settle(app, tb)
    check_undo_look(app, tb, "step 1")
    click(app, tut.target_rect().center)                              # no items: the panel's button
    settle(app, tb)
    check_undo_look(app, tb, "step 2")
    click(app, sprite_pos(tb, pl("hand@0:雷1")))
    click(app, sprite_pos(tb, pl("hand@0:風2")))
    drag(app, sprite_pos(tb, pl("hand@0:風2")), centre(tb, pl("hold@0")))
    settle(app, tb)
    assert tut.index == 3 and len(tb.record) > 0
    check_undo_look(app, tb, "step 3, two cards held")
    drag(app, sprite_pos(tb, pl("hold@0:風2")), centre(tb, pl("field@0")))
    settle(app, tb)
    assert tut.index == 4
    check_undo_look(app, tb, "step 4, the field card played")
