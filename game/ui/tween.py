"""Time-based tweens and a timeline of steps.

Why dt-based: the frame rate varies (and tests step time by hand), so every
animation advances by seconds, never by frames. Why one global speed: the
player's ``settings.anim_speed`` (0 = skip animations, 0.5..2 multiplier)
must apply to every tween and every timeline wait at once; the app calls
:func:`set_speed` when the setting changes.

The rules never wait for the UI: a table applies an action, receives events
and queues one :class:`Timeline` step per event. While the timeline is
``busy`` the table ignores input, so a player cannot act on a board that is
still sliding into place.
"""
from __future__ import annotations

import math
from collections import deque
from typing import Any, Callable, Iterable, Sequence

# --- easing: f(0) = 0, f(1) = 1 ---------------------------------------------


def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def back_out(t: float, s: float = 1.70158) -> float:
    """Overshoots a little, then settles: a card 'lands'."""
    t -= 1
    return t * t * ((s + 1) * t + s) + 1


def ease_out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def ease_out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2)


EASINGS: dict[str, Callable[[float], float]] = {
    f.__name__: f for f in (linear, ease_in_quad, ease_out_quad, ease_in_out_quad,
                            ease_out_cubic, ease_in_out_cubic, back_out,
                            ease_out_bounce, ease_out_sine)
}

# --- global speed -------------------------------------------------------------

_speed = 1.0


def set_speed(speed: float) -> None:
    """Set the animation speed multiplier (0 = every animation is instant)."""
    global _speed
    _speed = max(0.0, float(speed))


def get_speed() -> float:
    return _speed


def lerp(a: Any, b: Any, t: float) -> Any:
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(a, (tuple, list)):
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


class Tween:
    """Moves ``obj.attr`` (or calls ``setter(value)``) from start to end.

    ``attr`` may be an attribute name or a callable taking the value. The start
    value is written immediately, so a tween never shows a stale frame.
    ``on_done`` runs once, when the end value has been written.
    """

    def __init__(self, obj: Any, attr: str | Callable[[Any], None], start: Any, end: Any,
                 duration: float, ease: Callable[[float], float] | str = ease_out_cubic,
                 on_done: Callable[[], None] | None = None) -> None:
        self.obj = obj
        self.attr = attr
        self.start = start
        self.end = end
        self.duration = max(0.0, float(duration))
        self.ease = EASINGS[ease] if isinstance(ease, str) else ease
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = False
        self._set(start)

    @property
    def key(self) -> tuple[int, Any]:
        """Identity of what this tween drives, so a new tween can replace it."""
        return (id(self.obj), self.attr if isinstance(self.attr, str) else id(self.attr))

    def _set(self, value: Any) -> None:
        if callable(self.attr):
            self.attr(value)
        else:
            setattr(self.obj, self.attr, value)

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` real seconds (scaled by the global speed); True when done."""
        if self.done:
            return True
        speed = get_speed()
        if speed <= 0 or self.duration <= 0:
            return self.finish()
        self.elapsed += dt * speed
        if self.elapsed >= self.duration:
            return self.finish()
        self._set(lerp(self.start, self.end, self.ease(self.elapsed / self.duration)))
        return False

    def finish(self) -> bool:
        """Jump to the end value and fire ``on_done`` (once)."""
        if not self.done:
            self.done = True
            self._set(self.end)
            if self.on_done is not None:
                self.on_done()
        return True

    def cancel(self) -> None:
        """Stop where it is, without writing the end value or calling on_done."""
        self.done = True


class Tweens:
    """A set of running tweens; a new tween on the same target replaces the old."""

    def __init__(self) -> None:
        self._items: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        key = tween.key
        for other in self._items:
            if other.key == key:
                other.cancel()
        self._items = [t for t in self._items if not t.done]
        if get_speed() <= 0:
            tween.finish()  # animations off: no in-between frame at all
        elif not tween.done:
            self._items.append(tween)
        return tween

    def tween(self, *args: Any, **kw: Any) -> Tween:
        return self.add(Tween(*args, **kw))

    def cancel(self, obj: Any, attr: str | None = None) -> None:
        for t in self._items:
            if t.obj is obj and (attr is None or t.attr == attr):
                t.cancel()
        self._items = [t for t in self._items if not t.done]

    def update(self, dt: float) -> None:
        for t in list(self._items):
            t.update(dt)
        self._items = [t for t in self._items if not t.done]

    def finish_all(self) -> None:
        while self._items:
            items, self._items = self._items, []
            for t in items:
                t.finish()

    @property
    def busy(self) -> bool:
        return bool(self._items)

    def __len__(self) -> int:
        return len(self._items)


Step = Callable[[], "float | None"]


class Timeline:
    """Plays queued steps one after another.

    A step is a callable that starts some tweens or sounds and returns how
    long to wait (seconds, before the speed multiplier) before the next step;
    ``None`` means 0. :meth:`group` runs several steps at once and waits for
    the longest. While anything is queued or waiting, :attr:`busy` is True and
    tables ignore input.
    """

    def __init__(self, on_idle: Callable[[], None] | None = None) -> None:
        self._queue: deque[Step] = deque()
        self._wait = 0.0
        self.on_idle = on_idle

    def add(self, step: Step) -> "Timeline":
        self._queue.append(step)
        return self

    def group(self, steps: Iterable[Step]) -> "Timeline":
        steps = list(steps)

        def run_all() -> float:
            return max([s() or 0.0 for s in steps], default=0.0)
        return self.add(run_all)

    def wait(self, seconds: float) -> "Timeline":
        return self.add(lambda: seconds)

    def call(self, fn: Callable[[], Any]) -> "Timeline":
        """A zero-length step (e.g. 'now refresh the sprites')."""
        def step() -> float:
            fn()
            return 0.0
        return self.add(step)

    def extend(self, steps: Sequence[Step]) -> "Timeline":
        for s in steps:
            self.add(s)
        return self

    @property
    def busy(self) -> bool:
        return bool(self._queue) or self._wait > 0

    def update(self, dt: float) -> None:
        was_busy = self.busy
        speed = get_speed()
        if speed <= 0:
            self._wait = 0.0
        else:
            self._wait -= dt * speed
        while self._wait <= 0 and self._queue:
            step = self._queue.popleft()
            d = step() or 0.0
            # a long frame may overrun a step: the overrun carries into the next
            self._wait += d if speed > 0 else 0.0
        if self._wait < 0 and not self._queue:
            self._wait = 0.0
        if was_busy and not self.busy and self.on_idle is not None:
            self.on_idle()

    def release(self) -> None:
        """End the running step's wait now; the queued steps play on as usual (a step that
        holds the table until the player moves on returns a long wait and is released)."""
        self._wait = 0.0

    def skip(self) -> None:
        """Run every queued step now without waiting (tweens are the owner's to finish)."""
        while self._queue:
            self._queue.popleft()()
        self._wait = 0.0
