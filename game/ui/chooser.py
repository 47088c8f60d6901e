"""The chooser: a popup list of labelled options over a scene, or laid out in a room a
table's layout gives it. Keys 1–9, arrows + Enter and Esc as well as the mouse."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import draw_panel, wrap_cached


# --- chooser ---------------------------------------------------------------------


class Chooser(Scene):
    """A popup list of labelled options (an overlay scene).

    Mouse: click an option (outside = cancel). Keys: 1–9 pick directly,
    arrows + Enter, Esc cancels. The chooser pops itself *before* calling
    ``on_pick(value)`` / ``on_cancel()`` so the callback may push a scene.
    """

    overlay = True
    name = "chooser"
    ROW = 44

    def __init__(self, app, options: Sequence[tuple[str, Any]], on_pick: Callable[[Any], Any],
                 on_cancel: Callable[[], Any] | None = None, title: str | None = None,
                 anchor: tuple[int, int] | None = None, room: pygame.Rect | None = None) -> None:
        super().__init__(app)
        self.options = list(options)
        self.on_pick = on_pick
        self.on_cancel = on_cancel
        self.title = title if title is not None else t("ui.chooser.title")
        self.index = 0
        self._pressed: int | None = None     # mouse button pressed while open
        self._moved = False                  # the pointer moved while open
        # in layout units: the app draws the chooser at the window's scale
        self.scale = 1.0
        self.size = round(20 * self.scale)
        self.row_h = round(self.ROW * self.scale)
        w = max([theme.font(self.size).size(f"9. {label}")[0] for label, _ in self.options] + [260]) + 48
        h = round(64 * self.scale) + self.row_h * len(self.options) + 28
        self.rect = pygame.Rect(0, 0, min(w, 1200), h)
        self.rect.center = anchor if anchor else (640, 360)
        self.rect.clamp_ip(pygame.Rect(0, 0, *theme.SCREEN_SIZE))
        #: laid out inside a place of its own (the layout's ``chooser`` zone): the table
        #: around it stays in view, undimmed, and nothing of it is covered
        self.room = None
        if room is not None and self._fit_room(pygame.Rect(room)):
            self.room = pygame.Rect(room)
            self.rect = pygame.Rect(room)

    def _fit_room(self, room: pygame.Rect) -> bool:
        """The largest text (20 down to 12) at which the title, every option (wrapped to the
        room's width) and the hint fit ``room``; False when none does (the chooser is then
        centred over the table, which dims under it)."""
        labels = [f"{i + 1}. {label}" if i < 9 else label for i, (label, _) in enumerate(self.options)]
        for size in range(20, 11, -1):
            wrapped = [wrap_cached(label, size, room.w - 44) for label in labels]
            if any(theme.font(size).size(line)[0] > room.w - 44 for lines in wrapped for line in lines):
                continue                                    # a word wider than the room
            heights = [len(lines) * (size + 4) + size for lines in wrapped]
            if round(size * 2.8) + sum(heights) + 22 <= room.h:
                self.size, self._lines = size, wrapped
                self._tops = [round(size * 2.8) + sum(heights[:i]) for i in range(len(heights) + 1)]
                return True
        return False

    def row_rect(self, i: int) -> pygame.Rect:
        if self.room is not None:
            return pygame.Rect(self.rect.left + 12, self.rect.top + self._tops[i], self.rect.width - 24,
                               self._tops[i + 1] - self._tops[i] - 6)
        return pygame.Rect(self.rect.left + 12, self.rect.top + round(56 * self.scale) + i * self.row_h,
                           self.rect.width - 24, self.row_h - 6)

    def _finish(self, value: Any, cancelled: bool) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        if cancelled:
            if self.on_cancel is not None:
                self.on_cancel()
        else:
            self.on_pick(value)

    def pick(self, i: int) -> None:
        if 0 <= i < len(self.options):
            self._finish(self.options[i][1], False)

    def cancel(self) -> None:
        self._finish(None, True)

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
            elif pygame.K_1 <= event.key <= pygame.K_9:
                self.pick(event.key - pygame.K_1)
            elif event.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_RIGHT):
                self.index = (self.index + 1) % len(self.options)
            elif event.key in (pygame.K_UP, pygame.K_LEFT):
                self.index = (self.index - 1) % len(self.options)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.pick(self.index)
        elif event.type == pygame.MOUSEMOTION:
            self._moved = True
            for i in range(len(self.options)):
                if self.row_rect(i).collidepoint(event.pos):
                    self.index = i
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = event.button
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            # The release of the click that opened the chooser (on a ⟳ handle, a
            # card...) must neither pick nor cancel: a release counts after a press
            # made while the chooser is open, or after the pointer moved onto a row
            # (press on the handle, slide to the row, release: a native menu's drag-select).
            pressed, self._pressed = self._pressed == 1, None
            if not (pressed or self._moved):
                return None
            for i in range(len(self.options)):
                if self.row_rect(i).collidepoint(event.pos):
                    self.pick(i)
                    return None
            if pressed and not self.rect.collidepoint(event.pos):
                self.cancel()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self._pressed == 3:
            self._pressed = None
            self.cancel()
        return None  # modal: nothing reaches the scene below

    def draw(self, surface: pygame.Surface) -> None:
        if self.room is None:               # over the table: the table dims under it
            dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            dim.fill((0, 0, 0, 110))
            surface.blit(dim, (0, 0))
        draw_panel(surface, self.rect, 245 if self.room is None else 255, theme.GOLD)
        if self.room is None:
            surface.blit(theme.text(self.title, round(22 * self.scale), theme.GOLD, True),
                         (self.rect.left + 18, self.rect.top + 16))
        else:
            surface.blit(_within(self.title, self.size + 2, self.rect.width - 30, theme.GOLD, True),
                         (self.rect.left + 18, self.rect.top + self.size // 2 + 2))
        for i, (label, _) in enumerate(self.options):
            r = self.row_rect(i)
            if i == self.index:
                pygame.draw.rect(surface, (70, 60, 40), r, border_radius=6)
                pygame.draw.rect(surface, theme.HIGHLIGHT, r, 2, border_radius=6)
            prefix = f"{i + 1}. " if i < 9 else "   "
            if self.room is None:
                img = theme.text(prefix + label, self.size, theme.TEXT)
                surface.blit(img, img.get_rect(midleft=(r.left + 10, r.centery)))
                continue
            y = r.centery - len(self._lines[i]) * (self.size + 4) // 2
            for line in self._lines[i]:
                surface.blit(theme.text(line, self.size, theme.TEXT), (r.left + 10, y))
                y += self.size + 4
        hint = theme.text(t("ui.chooser.hint"), 14, theme.TEXT_DIM) if self.room is None else \
            _within(t("ui.chooser.hint"), 14, self.rect.width - 24, theme.TEXT_DIM, False)
        surface.blit(hint, hint.get_rect(bottomright=(self.rect.right - 12, self.rect.bottom - 6)))


def _within(text: str, size: int, width: int, colour, bold: bool) -> pygame.Surface:
    """A line from ``size`` down to 12 px to fit ``width``, then cut with "…" (a title, a hint)."""
    img = theme.text(text, size, colour, bold)
    while img.get_width() > width and size > 12:
        size -= 1
        img = theme.text(text, size, colour, bold)
    while img.get_width() > width and len(text) > 1:
        text = text[:-1].rstrip()
        img = theme.text(text + "…", size, colour, bold)
    return img
