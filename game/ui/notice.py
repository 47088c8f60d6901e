"""A message the player must see before going on (a fault the app recovered from):
a panel over the scene below, closed by a whole click or any key."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.ui import theme
from game.ui.scene import ClickAwayOverlay
from game.ui.widgets import draw_panel, wrap_text

Text = str | Callable[[], str]


def _s(text: Text) -> str:
    return text() if callable(text) else text


class NoticeScene(ClickAwayOverlay):
    name = "notice"

    def __init__(self, app, title: Text, lines: Sequence[Text], footer: Text = "") -> None:
        super().__init__(app)
        self.title, self.lines, self.footer = title, tuple(lines), footer

    def frame_rate(self, idle_for: float) -> float:
        return 0.0

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        width = min(w - 80, 860)
        size = 20
        body = [row for line in self.lines for row in (wrap_text(_s(line), size, width - 60) or [""])]
        height = 120 + len(body) * (size + 8) + (40 if self.footer else 0)
        rect = pygame.Rect(0, 0, width, min(h - 40, height))
        rect.center = (w // 2, h // 2)
        draw_panel(surface, rect)
        title = theme.text(_s(self.title), 30, theme.GOLD, True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 24)))
        y = rect.y + 80
        for row in body:
            if y + size > rect.bottom - 16:
                break
            img = theme.text(row, size, theme.TEXT)
            surface.blit(img, (rect.x + 30, y))
            y += size + 8
        if self.footer:
            img = theme.text(_s(self.footer), 18, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midbottom=(rect.centerx, rect.bottom - 16)))
