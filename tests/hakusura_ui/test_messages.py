"""Where the ハクスラ陰陽師 table speaks: its one message place (the layout's ``message``
zone), never over the hand, the buttons or the board, one message at a time."""
from __future__ import annotations

import random

import pygame

from game.hakusura.table import Table
from tests.gestures import click
from tests.hakusura_ui.play import CPU, HUMAN
from tests.ui.test_undo_picture import _rest

#: what a message must never cover
KEEP_CLEAR = ("arena", "pass_button", "evolve_button", "play_button", "confirm_button", "undo_button",
              "seat.0.hand", "seat.0.slot", "seat.0.shiki", "seat.0.char", "seat.1.hand", "seat.1.shiki")


def _pick_with_shikigami(app):
    """A table at the screen seat's card choice (the hidden pick), with shikigami of its own."""
    for seed in range(1, 30):
        tb = Table.start(app, [dict(HUMAN), dict(CPU)], {"seed": seed, "inline_thinker": True, "ai_seed": seed})
        rng = random.Random(seed)
        for _ in range(60):
            _rest(app, tb, rng)
            if tb.state.result() is not None:
                break
            d = tb.view.decision
            if d is not None and d.kind == "pick" and d.seat == 0 and tb.board.disp.seats[0].shiki:
                return tb
            tb.commit(Table.spec.lively(tb.state, rng))
    raise AssertionError("no pick with shikigami reached")


def _layer(app) -> pygame.Surface:
    """The app's toasts alone, drawn where they are drawn."""
    layer = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    area = app.stack.top.message_area()
    app.toasts.draw(layer, area.move(app.view.topleft) if area is not None else None)
    return layer


def _toasts_drawn(app) -> pygame.Rect:
    """Where the app's toasts are drawn now (an empty rect: none)."""
    return _layer(app).get_bounding_rect()


def _boxes(app) -> int:
    """How many toasts are drawn (runs of rows with something drawn)."""
    layer, runs, inside = _layer(app), 0, False
    for y in range(layer.get_height()):
        row = any(layer.get_at((x, y)).a for x in range(0, layer.get_width(), 4))
        runs += row and not inside
        inside = row
    return runs


def test_refusals_during_the_card_choice_stay_in_the_message_place(app):
    tb = _pick_with_shikigami(app)
    for place, sprite in list(tb.board.cards()) * 2:
        if place.kind == "shiki" and place.seat == 0:
            click(app, app.to_window(tb, sprite.rect).center)
    assert app.toasts.items, "clicking a shikigami during the card choice says why nothing happens"
    drawn = _toasts_drawn(app)
    zone = tb.zone.get("message", pygame.Rect(0, 0, 0, 0))
    assert zone.contains(drawn), (drawn, zone)
    for name in KEEP_CLEAR:
        if name in tb.zone:
            assert not drawn.colliderect(tb.zone[name]), name
    assert _boxes(app) == 1, "one message at a time"


def test_v_outside_the_action_step_says_why(app):
    """V (evolve) during the card choice: the button is not shown, and the key says why
    instead of doing nothing."""
    from tests.gestures import key
    tb = _pick_with_shikigami(app)
    assert not tb.controls.visible("evolve")
    key(app, pygame.K_v)
    said = app.toasts.messages
    assert said, "V did nothing and said nothing"
    assert any("進化" in m and "カードを伏せて選ぶ" in m for m in said), said     # why, and what now
