"""A step held until the player moves on (``Mirror.hold``): the timeline waits past the
step's animation, a click on the step's zone or Enter / Space moves on (the rest of its
animation at once), other clicks pass by, the cue shows once the animation has played
out, and nobody at the screen means nothing to hold for."""
from __future__ import annotations

import pygame
import pytest

from game import games
from game.ui import tween
from game.ui.table.mirror import HOLD
from tests.framework.test_toy_table import TOY, new_table
from tests.gestures import pass_curtain


@pytest.fixture()
def app(table_app, monkeypatch):
    monkeypatch.setattr(games, "GAMES", games.GAMES + (TOY,))
    tween.set_speed(1.0)
    table_app.settings.anim_speed = 1.0
    yield table_app
    tween.set_speed(0)
    table_app.settings.anim_speed = 0


def held_table(app, released: list):
    tb = new_table(app)
    pass_curtain(app)
    steps(app, 30)
    assert app.stack.top is tb and not tb.timeline.busy and tb.mirror.can_hold()
    tb.timeline.add(lambda: tb.mirror.hold(0.5, "hand", on_release=lambda: released.append(tb.clock)))
    tb.timeline.call(lambda: released.append("next step"))
    return tb


def steps(app, n: int) -> None:
    for _ in range(n):
        app.step(1 / 30, [])


def test_a_held_step_waits_until_a_click_on_its_zone(app):
    released = []
    tb = held_table(app, released)
    steps(app, 30 * 5)
    assert tb.timeline.busy and tb.mirror.waiting.reached and released == []
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tb.zone["log"].center, button=1)])
    assert tb.mirror.waiting is not None                     # a click elsewhere is not moving on
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tb.zone["hand"].center, button=1)])
    assert tb.mirror.waiting is None and len(released) == 2 and released[1] == "next step"
    assert not tb.timeline.busy


def test_enter_moves_on_before_the_animation_has_played_out(app):
    released = []
    tb = held_table(app, released)
    steps(app, 3)
    assert tb.mirror.waiting is not None and not tb.mirror.waiting.reached
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert len(released) == 2 and not tb.timeline.busy


def test_the_cue_shows_in_the_zone_once_the_animation_has_played_out(app):
    tb = held_table(app, [])
    steps(app, 2)
    zone = tb.zone["hand"]
    corner = pygame.Rect(zone.right - zone.w // 2, zone.bottom - tb.px(30), zone.w // 2, tb.px(30))
    before = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    tb.mirror.draw_go_on(before)
    assert before.get_bounding_rect().w == 0                 # not yet
    steps(app, 30)
    after = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    tb.mirror.draw_go_on(after)
    drawn = after.get_bounding_rect()
    assert drawn.w > 0 and corner.contains(drawn)


def test_no_one_to_move_on_means_no_hold(app):
    tb = new_table(app)
    tb.read_only = True
    assert not tb.mirror.can_hold()
    assert tb.mirror.hold(0.5, "hand") == 0.5 + HOLD         # the game asks can_hold first


def test_a_step_not_held_ends_by_itself_and_a_click_may_cut_it_short(app):
    released = []
    tb = new_table(app)
    pass_curtain(app)
    steps(app, 30)
    assert tb.mirror.hold(0.5, "hand", lambda: released.append(1), until_moved_on=False) == 0.5
    steps(app, 30)
    assert tb.mirror.waiting is None and released == []                  # over: no cue, no hold
    tb.timeline.add(lambda: tb.mirror.hold(5.0, "hand", lambda: released.append(2), until_moved_on=False))
    steps(app, 3)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")])
    assert released == [2] and not tb.timeline.busy


def test_with_animations_off_nothing_is_held_and_a_batch_ends_any_hold(app):
    tb = new_table(app)
    pass_curtain(app)
    steps(app, 30)
    tween.set_speed(0)
    assert tb.mirror.hold(0.5, "hand") == 0.5 and tb.mirror.waiting is None
    tween.set_speed(1.0)
    tb.mirror.hold(0.5, "hand")
    tb.resync()
    assert tb.mirror.waiting is None
