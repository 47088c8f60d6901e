"""The pass-the-device curtain.

Why opaque (``overlay = False``): in a hot-seat game the next player must
not glimpse the previous player's hand, so nothing below is drawn while the
curtain is up. It waits for a deliberate click or key press (a press that
started before the curtain appeared does not count), then pops itself and
calls ``on_ready`` so the table can show the new seat's view.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.scene import Scene

_IGNORED_KEYS = {pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                 pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI}


class CurtainScene(Scene):
    overlay = False
    name = "curtain"

    def __init__(self, app, seat_name: str, on_ready: Callable[[], object] | None = None,
                 colour: tuple[int, int, int] = theme.ACCENT, message: str | None = None) -> None:
        super().__init__(app)
        self.seat_name = seat_name
        self.on_ready = on_ready
        self.colour = colour
        self.message = message
        self._pressed = False
        self.done = False

    def enter(self) -> None:
        self._pressed = False

    def _ready(self) -> None:
        if self.done:
            return
        self.done = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_ready is not None:
            self.on_ready()

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and self._pressed:
            self._ready()
        elif event.type == pygame.KEYDOWN and event.key not in _IGNORED_KEYS:
            self._ready()
        return None  # nothing gets through to the hidden table

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        w, h = surface.get_size()
        pygame.draw.rect(surface, self.colour, (0, h // 2 - 120, w, 6))
        pygame.draw.rect(surface, self.colour, (0, h // 2 + 114, w, 6))
        title = theme.text(t("ui.curtain.title", seat=self.seat_name), 44, theme.TEXT, True)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - 40)))
        if self.message:
            msg = theme.text(self.message, 22, theme.TEXT_DIM)
            surface.blit(msg, msg.get_rect(center=(w // 2, h // 2 + 20)))
        hint = theme.text(t("ui.curtain.hint"), 24, theme.GOLD)
        surface.blit(hint, hint.get_rect(center=(w // 2, h // 2 + 70)))
