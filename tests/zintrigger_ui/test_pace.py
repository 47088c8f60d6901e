"""The pace of a turn, as a player keeping up with it meets it: when the actions run out the
turn ends by itself and the next one begins at once (the solo), so an E pressed out of
habit a moment later does not end the new turn unplayed; and ending a turn with actions
left asks once, unless the player turned the question off in the settings."""
from __future__ import annotations

import pygame

from game.i18n import t
from game.ui.chooser import Chooser
from game.zintrigger.table.buttons import GRACE
from tests.gestures import click, frames
from tests.zintrigger_ui.driver import Policy, answer_set, perform, settle
from tests.zintrigger_ui.test_answers import ATTACK, table_at

SOLO = [{"kind": "human", "level": None}]


def press(app, key) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
    frames(app)


def _until_a_turn_begins_by_itself(app, tb) -> None:
    policy = Policy(3)
    for _ in range(400):
        settle(app, tb)
        if tb.board.turn_began is not None and tb.view.pending is None and tb.view.phase == "main":
            return
        st = tb.state
        if not answer_set(app, tb, 0):
            a = policy.choose(st, 0)
            if a.verb == "end":         # play on until the actions run out by themselves
                a = next((x for x in st.legal_actions() if x.verb == "play"), a)
            perform(app, tb, a)
        frames(app, 1)
    raise AssertionError("no turn began by itself")


def test_a_key_pressed_as_a_new_turn_begins_does_not_end_it(app):
    from game.zintrigger.table import Table
    # seed 4 (カゲマル and ガンテツ): with seed 5 (テンコ, 行動2 since ZT-R59) the first turn that
    # began by itself was met only after its moment of grace had passed
    tb = Table.start(app, SOLO, {"seed": 4, "players": 1, "difficulty": 1, "undo": True})
    frames(app, 2)
    _until_a_turn_begins_by_itself(app, tb)
    turn, n = tb.view.turn, len(tb.record)
    press(app, pygame.K_e)                          # the habitual E, for the turn just gone
    assert len(tb.record) == n and tb.view.turn == turn and not isinstance(app.stack.top, Chooser)
    assert t("ui.table.turn_just_began") in app.toasts.texts()
    for _ in range(round(GRACE * 60) + 6):
        frames(app, 1)
    press(app, pygame.K_e)                          # a moment later, E does what it says
    if isinstance(app.stack.top, Chooser):
        press(app, pygame.K_RETURN)
    settle(app, tb)
    assert tb.record.actions[n] == "0:end"


def test_ending_a_turn_with_actions_left_asks_once_unless_turned_off(app):
    tb = table_at(app, **ATTACK)
    left, n = tb.view.actions_left, len(tb.record)
    assert left > 0
    click(app, tb.controls.button("end").rect.center)
    ask = app.stack.top
    assert isinstance(ask, Chooser) and ask.title == t("ui.table.end_early", n=left)
    assert [a.text() for _label, a in ask.options if a is not None] == ["0:end"]
    press(app, pygame.K_ESCAPE)                     # no: the turn goes on
    assert len(tb.record) == n and not isinstance(app.stack.top, Chooser)
    app.settings.confirm_early_end = False
    try:
        click(app, tb.controls.button("end").rect.center)
        assert not isinstance(app.stack.top, Chooser) and tb.record.actions[n] == "0:end"
    finally:
        app.settings.confirm_early_end = True
