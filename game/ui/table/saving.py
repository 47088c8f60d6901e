"""Whether the game at a table is really on disk, told to the player.

The table saves after every move, off the frame (the app's writer thread).
When a write fails (a full disk, a data folder that cannot be written), the
game goes on and every move tries again, but the player must know that what
they play is not being kept: a banner stays on the table from the first
failure until a write succeeds, and the first failure is written to the log
with its details.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.widgets import draw_panel, wrap_text


class SaveWatch:
    def __init__(self, app) -> None:
        self.app = app
        self.path: Path | None = None           # the save file the last attempt went to
        self.problem: OSError | None = None
        self.log: Path | None = None
        self._logged = False

    @property
    def failing(self) -> bool:
        return self.problem is not None

    def queued(self, path: Path) -> None:
        self.path = path

    def failed(self, exc: OSError) -> None:
        if self.problem is None and not self._logged:
            self._logged = True
            self.log = self.app.log_problem("save", exc, f"could not save {self.path or 'the game'}")
        self.problem = exc

    def poll(self) -> None:
        """Learn how the background write went (called every frame; cheap)."""
        if self.path is None:
            return
        status = self.app.save_status(self.path)
        if isinstance(status, OSError):
            self.failed(status)
        elif status == "ok" and self.problem is not None:
            self.problem = None
            self.app.toast(t("ui.save.recovered"), "good")

    def reason(self) -> str:
        exc = self.problem
        if exc is None:
            return ""
        return exc.strerror or str(exc) or type(exc).__name__

    def draw(self, surf: pygame.Surface, scale: float = 1.0) -> None:
        """The banner across the top of the table (nothing to draw while saves succeed)."""
        if self.problem is None:
            return
        u = lambda n: round(n * scale)  # noqa: E731
        size = u(16)
        w = surf.get_width()
        lines = wrap_text(t("ui.save.failed", reason=self.reason()), size, w - u(120), True)
        if self.log is not None:
            lines += wrap_text(t("ui.save.failed_log", path=str(self.log)), size - u(2), w - u(120))
        rect = pygame.Rect(u(40), u(6), w - u(80), u(14) + len(lines) * (size + u(6)))
        draw_panel(surf, rect, 245, theme.BAD)
        y = rect.y + u(8)
        for line in lines:
            img = theme.text(line, size, theme.TEXT, True)
            surf.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += size + u(6)
