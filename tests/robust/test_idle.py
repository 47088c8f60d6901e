"""Idle CPU (issue: ~70% of a core at a waiting table, ~55% on the title): the app
draws only as often as the visible scenes ask, sleeps on the event queue in
between, and still answers a gesture within the frame it arrives in."""
from __future__ import annotations

import time

import pygame

from game.app import FPS, App


def test_a_waiting_table_and_a_quiet_title_ask_for_no_frames(table_app):
    app = table_app
    app.start_title()
    assert app.stack.frame_rate(0.5) == FPS            # just arrived: the title animates
    assert app.stack.frame_rate(30.0) == 0             # nobody there: a still picture
    from game.fujin import table
    tb = table.screenshot_scene(app, 3)[0]
    app.stack.clear_to(tb)
    for _ in range(5):
        app.frame(1 / 60)
    assert tb.my_turn() and not tb.timeline.busy
    assert tb.frame_rate(30.0) == 0                    # a person to move, nothing moving
    tb.drag.focus = next(iter(tb.keys.ring()))         # the keyboard ring pulses gently
    assert 0 < tb.frame_rate(30.0) < FPS
    tb.drag.focus = None
    tb.flow.play(tb.state.legal_actions()[0])          # something happens: full rate
    app.settings.anim_speed = 1.0
    from game.ui import tween
    tween.set_speed(1.0)
    app.step(1 / 60, [])
    assert tb.frame_rate(30.0) == FPS


def test_an_idle_loop_wakes_at_once_for_input():
    app = App(headless=True, fullscreen=False)
    app.start_title()
    pygame.event.clear()
    t0 = time.perf_counter()
    assert app.next_events(0) == []                    # nothing: it slept until the idle wake-up
    slept = time.perf_counter() - t0
    assert slept >= 0.3
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    t0 = time.perf_counter()
    events = app.next_events(0)
    assert any(e.type == pygame.KEYDOWN for e in events) and time.perf_counter() - t0 < 0.05


def test_the_loop_draws_the_frame_a_gesture_arrives_in(monkeypatch):
    app = App(headless=True, fullscreen=False)
    app.start_title()
    pygame.event.clear()                               # the window's own start-up events
    app.frame_rate()                                   # the title's arrival counted...
    app.last_input -= 60                               # ...long ago: the title rests
    drawn = []
    real = app.draw
    monkeypatch.setattr(app, "draw", lambda *a: drawn.append(time.perf_counter()) or real(*a))
    sent = []

    def until():
        if len(drawn) == 2 and not sent:               # idle, then a key press arrives
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
            sent.append(time.perf_counter())
        return len(drawn) >= 3
    app.run(until=until)
    assert drawn[2] - sent[0] < 1 / FPS                 # the very next frame shows it
    assert drawn[1] - drawn[0] > 0.3                    # while idle, frames were far apart
