"""A game's own pages (its catalogue ``entries``, e.g. a solo campaign), built by the menus.

An entry names a page declaration (``game.pages``): this module builds the page
from it — the choices down the left, the buttons along the bottom (the main one
last, ← back on the left), a panel of named values under the choices, and the
other panels down the right half — and opens it, from game select, on the way
back after a game the page started (``App.open_entry``) and in the UI fuzzer. No
game builds or pushes a menu scene itself.
"""
from __future__ import annotations

import pygame

from game import games
from game.i18n import t
from game.pages import Grid, Lines, Picture, Press
from game.ui import theme
from game.ui.kit import fit_text
from game.ui.menu import MARGIN, H, Item, Menu, MenuScene, W
from game.ui.chooser import Chooser
from game.ui.widgets import panel_bg

RIGHT = pygame.Rect(W // 2 + 10, 146, W // 2 - MARGIN - 10, 0)      # the right half's panels


def open_entry(app, path: str) -> "EntryScene":
    """Build the page the entry ``path`` declares and open it over the current scene."""
    page = EntryScene(app, games.resolve(path)(app))
    app.stack.push(page)
    return page


def _line(surf, text: str, rect, size: int, colour, bold: bool = True, right: bool = False) -> None:
    img = fit_text(text, min(size, max(9, int(rect.height) - 2)), int(rect.width), colour, bold, 9, ellipsis=True)
    surf.blit(img, img.get_rect(midright=rect.midright) if right else img.get_rect(midleft=rect.midleft))


class EntryScene(MenuScene):
    def __init__(self, app, page) -> None:
        self.page = page
        self.name, self.title_key, self.subtitle_key = page.name, page.title, page.subtitle
        self.below = 146            # where the panel under the choices starts
        super().__init__(app)

    def build_menu(self) -> Menu:
        buttons = list(self.page.buttons())
        items = [Item(c.key, c.label, value=c.value, adjust=c.adjust) for c in self.page.choices()]
        items += [Item(b.key, b.label, lambda b=b: self.press(b), primary=b.primary) for b in buttons]
        items.append(Item("back", "menu.back", self.back))
        menu = Menu(self.app, items, MARGIN, 146, W // 2 - MARGIN - 20, 52, 10, size=22, value_w=250)
        self.below = (menu.item(buttons[-1].key) if buttons else items[-1]).rect.y + 8
        for i, b in enumerate(reversed(buttons)):
            menu.item(b.key).rect = pygame.Rect(W - MARGIN - 300 - 320 * i, H - 80, 300, 56)
        menu.item("back").rect = pygame.Rect(MARGIN, H - 80, 220, 56)
        return menu

    def press(self, button: Press) -> None:
        """A button's action, after its question when it asks one (yes: go on)."""
        ask = button.ask() if button.ask is not None else None
        if ask is None:
            button.action()
            return
        question, yes, no = ask
        self.app.stack.push(Chooser(self.app, [(t(yes), True), (t(no), False)],
                                    lambda ok: ok and button.action(), title=t(question)))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.menu.draw(surface, self.clock)
        scale = 1.0         # layout units: the app draws the page at the window's scale
        y = RIGHT.y
        for panel in self.page.panels():
            if isinstance(panel, Lines):
                self.draw_lines(surface, panel, scale)
                continue
            r = pygame.Rect(RIGHT.x, y, RIGHT.width, panel.height)
            surface.blit(panel_bg(r.size, theme.PANEL_EDGE, 255), r)
            (self.draw_grid if isinstance(panel, Grid) else self.draw_picture)(surface, r, panel, scale)
            y = r.bottom + 16

    def draw_lines(self, surf, panel: Lines, scale: float) -> None:
        size = min(round(15 * scale), 22)
        row = size + 8
        r = pygame.Rect(MARGIN, self.below, W // 2 - MARGIN - 20, 0)
        r.height = min(H - 100 - r.y, row * (len(panel.rows) + 1) + 16)
        surf.blit(panel_bg(r.size, theme.PANEL_EDGE, 255), r)
        head = pygame.Rect(r.x + 14, r.y + 8, r.width - 28, row)
        _line(surf, panel.heading, head, size, theme.GOLD)
        for i, (name, value) in enumerate(panel.rows):
            y = head.bottom + i * row
            if y + row > r.bottom:
                break
            _line(surf, name, pygame.Rect(r.x + 14, y, r.width * 0.62, row), size - 1, theme.TEXT, False)
            _line(surf, value, pygame.Rect(r.x + r.width * 0.62, y, r.width * 0.38 - 14, row), size - 1,
                  theme.HIGHLIGHT, True, right=True)

    def draw_grid(self, surf, r: pygame.Rect, panel: Grid, scale: float) -> None:
        size = min(round(15 * scale), 24)
        row = size + 12
        head = pygame.Rect(r.x + 14, r.y + 8, r.width - 28, row)
        _line(surf, panel.heading, head, size, theme.GOLD)
        y, w = head.bottom + 2, r.width - 28
        for text, x, width in panel.columns:
            _line(surf, text, pygame.Rect(r.x + 14 + w * x, y, w * width, row), size - 2, theme.TEXT_DIM, False)
        for cells, marked in panel.rows:
            y += row
            if y + row > r.bottom:
                break
            if marked:
                pygame.draw.rect(surf, (70, 50, 30), (r.x + 8, y - 2, r.width - 16, row), border_radius=6)
                pygame.draw.rect(surf, theme.GOLD, (r.x + 8, y - 2, r.width - 16, row), 2, border_radius=6)
            for (_head, x, width), text in zip(panel.columns, cells):
                _line(surf, text, pygame.Rect(r.x + 14 + w * x, y, w * width, row), size,
                      theme.HIGHLIGHT if marked else theme.TEXT, marked)

    def draw_picture(self, surf, r: pygame.Rect, panel: Picture, scale: float) -> None:
        size = min(round(14 * scale), 22)
        head = pygame.Rect(r.x + 14, r.y + 6, r.width - 28, size + 8)
        _line(surf, panel.heading, head, size, theme.GOLD)
        picture = pygame.Rect(r.x + 10, head.bottom + 20, r.width - 20, r.height - head.height - 30)
        games.resolve(panel.draw)(surf, picture, scale, *panel.args)
