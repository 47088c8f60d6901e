"""Pause menu: an overlay over the table (resume, settings, rules, resign with a
confirmation when a person plays, back to title with a confirmation).
``TableStandIn`` is a plain table used under overlays for screenshots and the bench."""
from __future__ import annotations

import importlib
import random
from typing import Callable

import pygame

from game.i18n import t
from game.ui.menu import DIM, GOLD, TEXT, VERMILION, H, Item, Menu, W, blit_text, panel
from game.ui import theme
from game.ui.scene import Scene

PANEL_W = 520


def dim(surface: pygame.Surface, level: int = 105) -> None:
    """Darken what is below an overlay (multiply: cheaper than an alpha blit)."""
    surface.fill((level, level - 4, level - 6), special_flags=pygame.BLEND_MULT)


class PauseScene(Scene):
    name = "pause"
    overlay = True

    def __init__(self, app, game_code: str | None = None, on_resume: Callable[[], None] | None = None,
                 table=None) -> None:
        super().__init__(app)
        self.game_code = game_code
        self.on_resume = on_resume
        self.table = table
        self.confirming = False
        self.clock = 0.0
        self.menu = self.build_menu()

    def build_menu(self) -> Menu:
        if self.confirming:
            items = [Item("no", "menu.pause.no", self.cancel_confirm),
                     Item("yes", "menu.pause.yes", self.to_title)]
        else:
            items = [Item("resume", "menu.pause.resume", self.resume_game),
                     Item("settings", "menu.pause.settings", self.open_settings),
                     Item("rules", "menu.pause.rules", self.open_rules),
                     Item("to_title", "menu.pause.to_title", self.ask_confirm)]
            if self.table is not None and self.table.ending.can_resign():
                items.insert(3, Item("resign", "menu.pause.resign", self.resign))
        return Menu(self.app, items, (W - PANEL_W) // 2 + 50, self.panel_rect().y + 120 + (44 if self.confirming else 0),
                    PANEL_W - 100, 52, 14, size=24)

    def panel_rect(self) -> pygame.Rect:
        tall = self.table is not None and self.table.ending.can_resign() and not self.confirming
        return pygame.Rect((W - PANEL_W) // 2, (H - (500 if tall else 420)) // 2, PANEL_W, 500 if tall else 420)

    def resign(self) -> None:
        """Ask first: resigning ends the game and cannot be undone."""
        from game.ui.chooser import Chooser
        self.app.stack.push(Chooser(self.app, [(t("menu.pause.resign_yes"), True),
                                               (t("menu.pause.resign_no"), False)],
                                    lambda yes: self.confirm_resign() if yes else None,
                                    title=t("menu.pause.resign_q")))

    def confirm_resign(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        self.table.ending.resign()

    def button_rect(self, key: str) -> pygame.Rect:
        return self.menu.item(key).rect

    # actions ------------------------------------------------------------------
    def resume_game(self) -> None:
        self.app.stack.pop()
        if self.on_resume:
            self.on_resume()

    def open_settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def open_rules(self) -> None:
        try:
            rules = importlib.import_module("game.scenes.rules")
        except ModuleNotFoundError:
            self.app.toast(t("menu.pause.rules_missing"))
            return
        self.app.stack.push(rules.RulesScene(self.app, self.game_code))

    def ask_confirm(self) -> None:
        self.confirming = True
        self.menu = self.build_menu()

    def cancel_confirm(self) -> None:
        self.confirming = False
        self.menu = self.build_menu()
        self.menu.focus = 3

    def to_title(self) -> None:
        self.app.start_title()

    # frame --------------------------------------------------------------------
    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
            self.cancel_confirm() if self.confirming else self.resume_game()
            return None
        self.menu.handle(event)
        return None   # an overlay swallows input: nothing reaches the table below

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        r = self.panel_rect()
        surface.blit(panel(r.size, (26, 16, 14, 240), GOLD, 18), r)
        blit_text(surface, t("menu.pause.title"), 36, GOLD, True, midtop=(r.centerx, r.y + 32))
        pygame.draw.line(surface, VERMILION, (r.centerx - 60, r.y + 88), (r.centerx + 60, r.y + 88), 3)
        if self.confirming:
            blit_text(surface, t("menu.pause.confirm"), 24, TEXT, midtop=(r.centerx, r.y + 112),
                      max_width=r.w - 60)
        self.menu.draw(surface, self.clock)
        blit_text(surface, t("menu.pause.esc_hint"), 18, DIM, midbottom=(r.centerx, r.bottom - 14))


class TableStandIn(Scene):
    """A felt table with a few cards: background for overlay screenshots/bench."""
    name = "table-stand-in"

    def __init__(self, app, seed: int = 1) -> None:
        super().__init__(app)
        rng = random.Random(seed)
        self.slots = [pygame.Rect(430 + c * 150, 110 + r * 172, 120, 156) for r in range(3) for c in range(3)]
        self.cards = [(rect, rng.random() < 0.6, rng.choice((0, 1))) for rect in self.slots if rng.random() < 0.6]

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)
        pygame.draw.rect(surface, theme.TABLE_DARK, (410, 92, 460, 536), border_radius=16)
        for rect in self.slots:
            pygame.draw.rect(surface, (44, 78, 64), rect, 2, border_radius=8)
        for rect, face, seat in self.cards:
            pygame.draw.rect(surface, theme.CARD_FACE if face else theme.CARD_BACK, rect, border_radius=8)
            pygame.draw.rect(surface, theme.SEAT_COLOURS[seat] if face else theme.CARD_EDGE, rect, 3,
                             border_radius=8)
