"""Scenes and the stack that drives them (after Tuxemon's state stack).

Only the top scene receives input and updates; scenes below keep drawing
when the top is an overlay (``overlay = True``: popups, curtain, pause menu).
``draw`` must not change anything: it only renders the current state.
"""
from __future__ import annotations

from typing import Any

import pygame


class Scene:
    #: True = the scene below stays visible (drawn first) and keeps its state
    overlay: bool = False
    #: True = it draws at the window's real resolution (its area, ``app.view``), crisp;
    #: False = it draws in 1280×720 logical units and the app scales the picture
    scalable: bool = False
    #: stable name used by ``--screenshot --scene NAME`` and the bench
    name: str = "scene"

    def __init__(self, app: Any) -> None:
        self.app = app         # the host: a ``game.ui.host.Host`` (the application)

    # lifecycle -----------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack (or replaced into it)."""

    def exit(self) -> None:
        """Popped or replaced away."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top was popped; this one is on top again."""

    def on_fault(self) -> bool:
        """The app recovered from a fault and is about to close this scene: put anything
        that must last on disk. True when a game in progress is saved."""
        return False

    # frame ---------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Consume an input event (return None) or pass it on (return it)."""
        return event

    def update(self, dt: float) -> None:
        """Advance animations and logic by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Render; must not change state."""

    def resized(self) -> None:
        """The window (or its scale) changed: a scene that lays itself out does it again."""

    def message_area(self) -> pygame.Rect | None:
        """Where short messages (refusals, hints, notices) go while this scene is on top:
        None for the bottom of the screen."""
        return None

    def frame_rate(self, idle_for: float) -> float:
        """Frames per second this scene needs now, ``idle_for`` seconds after the last
        input: the app draws only as often as the busiest visible scene asks (0 = only
        when something happens), so a screen at rest costs almost nothing. Default:
        full rate for a moment after input (focus glows settle), then rest."""
        return 60.0 if idle_for < 2.0 else 0.0


class ClickAwayOverlay(Scene):
    """An overlay read and then dismissed: a whole click anywhere (its press seen here,
    then the release — so the release of the click that opened it does not close it) or
    any key closes it."""

    overlay = True
    _pressed = False

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = True
        elif (event.type == pygame.MOUSEBUTTONUP and self._pressed) or event.type == pygame.KEYDOWN:
            if self.app.stack.top is self:
                self.app.stack.pop()
        return None


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self.changes = 0          # bumped on every push / pop (a new scene is worth frames)

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        self.changes += 1
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        self.changes += 1
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (the one below is not resumed)."""
        self.changes += 1
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start over with ``scene`` (e.g. back to title)."""
        while self._scenes:
            self._scenes.pop().exit()
        self.push(scene)

    def drop_all(self, on_error) -> None:
        """Close every scene after a fault: one that fails to close is passed to
        ``on_error(scene, exc)`` and the rest still close."""
        while self._scenes:
            self.changes += 1
            scene = self._scenes.pop()
            try:
                scene.exit()
            except Exception as exc:  # a broken scene must not keep the others open
                on_error(scene, exc)

    def find(self, kind: type) -> Any:
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        top = self.top
        return top.handle(event) if top is not None else event

    def update(self, dt: float) -> None:
        top = self.top
        if top is not None:
            top.update(dt)

    def visible(self) -> list[Scene]:
        """The scenes drawn this frame: from the lowest one not covered by an opaque one."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].overlay:
            start -= 1
        return self._scenes[max(start, 0):]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def frame_rate(self, idle_for: float) -> float:
        """The busiest visible scene's frame rate (see ``Scene.frame_rate``)."""
        return max((s.frame_rate(idle_for) for s in self.visible()), default=0.0)
