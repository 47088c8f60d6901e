"""The Hint at the table (issue #38), in all four games, driven as a player does: the
button pressed and released as separate mouse events, or H; the advice arrives off the
frame loop, is shown in the message area, and Enter or a click on it plays exactly the
advised move; a move made meanwhile drops the question."""
from __future__ import annotations

import pygame
import pytest

from game.ui.table import runs
from tests.gestures import click, frames, key

SEATS = [runs.HUMAN, runs.RANDOM]


def _table(app, code, seed=3, seats=SEATS, options=None, searched=False):
    mod = __import__(f"game.{code}.table", fromlist=["Table"])
    stop = runs.coach_stop(12)
    if searched:          # a decision the hard level searches (not a scripted discard)
        first = stop
        stop = lambda st: first(st) and type(st.legal_actions()[0]).__name__ not in ("Mulligan", "Discard")  # noqa: E731
    tb = runs.cpu_table(mod.Table, app, seed, list(seats), 10 ** 6, stop, options)
    app.stack.clear_to(tb)
    frames(app, 2, 1 / 60)
    assert tb.my_turn()
    return tb


def _wait_advice(app, tb, limit=4000):
    for _ in range(limit):
        app.step(1 / 60, [])
        if tb.coaching.current() is not None:
            return tb.coaching.current()
        assert tb.coaching.thinking, tb.coaching.error
    raise AssertionError("no advice")


@pytest.mark.parametrize("code", ["fujin", "hakusura", "zintrigger", "chobuku"])
def test_hint_by_mouse_then_enter_plays_the_advised_move(table_app, code):
    app = table_app
    tb = _table(app, code)
    button = tb.controls.button("coach")
    assert button is not None and tb.controls.visible("coach")
    click(app, button.rect.center)
    adv = _wait_advice(app, tb)
    legal = {a.text() for a in tb.state.legal_actions()}
    assert adv.moves and all(m.action in legal for m in adv.moves)
    assert tb.record.meta.get("coached") is True
    n = len(tb.record)
    key(app, pygame.K_RETURN)
    assert tb.record.actions[n] == adv.best.action
    assert tb.coaching.current() is None


@pytest.mark.parametrize("code", ["fujin", "chobuku"])
def test_hint_by_key_then_a_click_on_the_advice_plays_it(table_app, code):
    app = table_app
    tb = _table(app, code, seed=5)
    key(app, pygame.K_h)
    adv = _wait_advice(app, tb)
    area = tb.message_area()
    n = len(tb.record)
    click(app, area.center)
    assert tb.record.actions[n] == adv.best.action


def test_a_move_made_while_the_coach_thinks_drops_the_question(table_app):
    app = table_app
    tb = _table(app, "fujin", seed=3, searched=True)
    key(app, pygame.K_h)
    assert tb.coaching.thinking
    other = next(a for a in tb.legal())
    tb.flow.play(other)
    frames(app, 3, 1 / 60)
    assert not tb.coaching.thinking and tb.coaching.current() is None


def test_hot_seat_has_no_hint_unless_turned_on(table_app):
    app = table_app
    from game.fujin import table
    humans = [runs.HUMAN, runs.HUMAN]
    off = table.Table(app, humans, {"seed": 1, "inline_thinker": True})
    assert off.controls.button("coach") is None
    on = table.Table(app, humans, {"seed": 1, "inline_thinker": True, "coach": True})
    assert on.controls.button("coach") is not None


def test_the_guided_first_game_offers_the_hint_and_explains_it(table_app):
    from game.fujin import table
    from game.i18n import t
    tb = table.Table.start_tutorial(table_app, inline_thinker=True)
    assert tb.controls.button("coach") is not None
    assert t("ui.coach.intro") in tb.log.texts()


def test_the_advice_lights_its_card_its_target_and_the_button_that_plays_it(table_app):
    from game.engine import Place
    from game.engine.coach import Advice, Suggestion
    app = table_app
    draws = lambda st: any(a.text().endswith("draw 2") for a in st.legal_actions())  # noqa: E731
    from game.chobuku import table
    tb = runs.cpu_table(table.Table, app, 3, list(SEATS), 10 ** 6,
                        lambda st: st.to_move() == 0 and draws(st))
    app.stack.clear_to(tb)
    frames(app, 2, 1 / 60)
    text = next(a.text() for a in tb.state.legal_actions() if a.text().endswith("draw 2"))
    # the advice as the coach's worker would send it, for this position
    tb.coaching.take(Advice(0, (Suggestion(text, 0.5, 10, "事実", "a fact"),), 10, 1))
    places = tb.coaching.places()
    assert Place("button", None, "draw2") in places
    assert tb.coaching.rect_of(Place("button", None, "draw2")) == tb.controls.button("draw2").rect
    assert all(tb.coaching.rect_of(p) is not None for p in places)
    n = len(tb.record)
    key(app, pygame.K_RETURN)
    assert tb.record.actions[n] == text
