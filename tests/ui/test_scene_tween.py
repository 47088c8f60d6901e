"""Scene stack lifecycle, overlay drawing, tweens, easing and the timeline."""
from __future__ import annotations

import pygame
import pytest

from game.ui import tween
from game.ui.scene import Scene, SceneStack
from game.ui.tween import EASINGS, Timeline, Tween, Tweens


class Rec(Scene):
    def __init__(self, app, name, log, colour=(0, 0, 0), overlay=False):
        super().__init__(app)
        self.name, self.log, self.colour, self.overlay = name, log, colour, overlay

    def enter(self): self.log.append(f"{self.name}.enter")
    def exit(self): self.log.append(f"{self.name}.exit")
    def pause(self): self.log.append(f"{self.name}.pause")
    def resume(self): self.log.append(f"{self.name}.resume")

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")
        if self.overlay:
            pygame.draw.rect(surface, self.colour, (0, 0, 10, 10))
        else:
            surface.fill(self.colour)


def test_stack_lifecycle_order(app):
    log: list[str] = []
    st = SceneStack()
    a, b, c = Rec(app, "a", log), Rec(app, "b", log), Rec(app, "c", log)
    st.push(a)
    st.push(b)
    st.replace(c)
    assert st.pop() is c
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    assert st.top is a


def test_overlay_draws_scene_below_but_opaque_hides_it(app):
    log: list[str] = []
    st = SceneStack()
    st.push(Rec(app, "table", log, (10, 200, 10)))
    st.push(Rec(app, "pop", log, (200, 0, 0), overlay=True))
    surf = pygame.Surface((40, 40))
    st.draw(surf)
    assert log[-2:] == ["table.draw", "pop.draw"]
    assert surf.get_at((5, 5))[:3] == (200, 0, 0) and surf.get_at((30, 30))[:3] == (10, 200, 10)
    st.push(Rec(app, "curtain", log, (0, 0, 90)))
    log.clear()
    st.draw(surf)
    assert log == ["curtain.draw"]
    assert surf.get_at((30, 30))[:3] == (0, 0, 90)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easings_start_at_0_and_end_at_1(name):
    f = EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_tween_reaches_end_value_with_dt_steps(name):
    class O:
        x = 0.0
        p = (0.0, 0.0)
    o, done = O(), []
    Tween(o, "x", 10.0, 50.0, 0.5, name, lambda: done.append(1))
    tw = Tweens()
    tw.add(Tween(o, "x", 10.0, 50.0, 0.5, name, lambda: done.append(1)))
    tw.tween(o, "p", (0, 0), (100, -40), 0.3, name)
    assert o.x == 10.0
    for _ in range(7):
        tw.update(0.1)
    assert o.x == 50.0 and o.p == (100, -40) and done == [1] and not tw.busy


def test_setter_tween_speed_multiplier_and_instant():
    seen = []
    tw = Tween(None, seen.append, 0.0, 1.0, 1.0, "linear")
    tween.set_speed(2.0)
    try:
        tw.update(0.25)
        assert seen[-1] == pytest.approx(0.5)
        tween.set_speed(0)
        assert tw.update(0.0) and seen[-1] == 1.0
    finally:
        tween.set_speed(1.0)


def test_new_tween_on_same_attribute_replaces_old():
    class O:
        x = 0.0
    o, tw = O(), Tweens()
    tw.tween(o, "x", 0.0, 100.0, 1.0)
    tw.tween(o, "x", o.x, -5.0, 0.2)
    for _ in range(12):
        tw.update(0.1)
    assert o.x == -5.0 and len(tw) == 0


def test_timeline_plays_steps_in_order_and_waits():
    order: list[str] = []
    tl = Timeline()
    tl.add(lambda: order.append("a") or 0.5)
    tl.group([lambda: order.append("b1") or 0.2, lambda: order.append("b2") or 0.4])
    tl.call(lambda: order.append("c"))
    assert tl.busy
    tl.update(0.01)
    assert order == ["a"]
    tl.update(0.5)
    assert order == ["a", "b1", "b2"]
    tl.update(0.3)
    assert order == ["a", "b1", "b2"] and tl.busy
    tl.update(0.2)
    assert order == ["a", "b1", "b2", "c"] and not tl.busy


def test_timeline_instant_at_speed_zero():
    order: list[int] = []
    tl = Timeline()
    for i in range(3):
        tl.add(lambda i=i: order.append(i) or 5.0)
    tween.set_speed(0)
    try:
        tl.update(0.0)
    finally:
        tween.set_speed(1.0)
    assert order == [0, 1, 2] and not tl.busy
