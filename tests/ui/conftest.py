"""A tiny stand-in for ``game.app.App`` so UI tests do not depend on it.

The root conftest already set ``SDL_VIDEODRIVER``/``SDL_AUDIODRIVER`` to
``dummy``; they are set again here in case this folder is run on its own.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402
from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.ui import tween  # noqa: E402
from game.ui.scene import SceneStack  # noqa: E402
from game.ui.widgets import Toasts  # noqa: E402

SHOTS = Path("/tmp/ui-shots")


class FakeSounds:
    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> bool:
        self.played.append(name)
        return False


class FakeApp:
    """What tables need from the app: screen, stack, settings, toast, sounds, step."""

    def __init__(self) -> None:
        pygame.init()
        self.screen = pygame.Surface((1280, 720))
        self.stack = SceneStack()
        self.settings = SimpleNamespace(lang="ja", anim_speed=1.0, volume=0.0)
        self.toasts = Toasts()
        self.toast_log: list[tuple[str, str]] = []
        self.sounds = FakeSounds()

    def toast(self, text: str, kind: str = "info") -> None:
        self.toasts.push(text, kind)
        self.toast_log.append((text, kind))

    def step(self, dt: float = 1 / 60, events=()) -> None:
        for event in events:
            self.stack.handle(event)
        self.stack.update(dt)
        self.toasts.update(dt)
        self.stack.draw(self.screen)
        self.toasts.draw(self.screen)

    def settle(self, seconds: float = 2.0, dt: float = 1 / 60) -> None:
        for _ in range(int(seconds / dt)):
            self.step(dt)

    def shot(self, name: str) -> Path:
        SHOTS.mkdir(parents=True, exist_ok=True)
        path = SHOTS / f"{name}.png"
        pygame.image.save(self.screen, str(path))
        return path


@pytest.fixture
def app():
    tween.set_speed(1.0)
    i18n.set_lang("ja")
    yield FakeApp()
    tween.set_speed(1.0)
    i18n.set_lang("ja")
