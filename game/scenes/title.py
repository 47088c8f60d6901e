"""Title: 札場 over a gently breathing fan of cards, rolling seigaiha waves and
drifting gold motes; menu on the right.

Continue resumes the newest saved game that can be read (its mode, progress
and time above it); 保存したゲーム / Saved games lists them all (one save per
game and mode) when there is more than one, or when one cannot be read. Saves
are validated (replayed) when the title lists them, so a broken one is shown
here, with its reason, before anyone clicks it."""
from __future__ import annotations

import importlib
import math
import random
from functools import lru_cache

import pygame

from game import games
from game.i18n import get_lang, t
from game.ui.menu import CARD_H, card_face
from game.ui.menu import (DIM, EDGE, GOLD, LACQUER_BOTTOM, TEXT, VERMILION, H, Item, Menu, MenuScene, W,
                          backdrop, blit_text, seigaiha, wrap)
from game.scenes.saved_games import WARN, describe, draw_warning, resume_entry
from game.ui import theme

# left to right (positive angle = leaning left), drawn in order like a held hand
FAN = (("式", VERMILION, 36), ("陰", theme.ACCENT_2, 18), ("札", (150, 40, 36), 0),
       ("陣", theme.ACCENT_2, -18), ("鬼", VERMILION, -36))
FAN_PIVOT = (400, 388)
WAVE_R = 30
WAVE_TOP = 624


@lru_cache(maxsize=160)
def rotated_card(index: int, angle_q: int) -> pygame.Surface:
    glyph, colour, _ = FAN[index]
    return pygame.transform.rotozoom(card_face(glyph, colour), angle_q / 4, 1.0)


@lru_cache(maxsize=1)
def wave_band() -> pygame.Surface:
    band = seigaiha(W + 2 * WAVE_R, H - WAVE_TOP, WAVE_R, colour=(84, 40, 32), bg=LACQUER_BOTTOM)
    fade = pygame.Surface(band.get_size(), pygame.SRCALPHA)
    for y in range(band.get_height()):
        pygame.draw.line(fade, (255, 255, 255, round(255 * min(1.0, y / 70))), (0, y), (band.get_width(), y))
    band.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return band


class TitleScene(MenuScene):
    name = "title"

    def __init__(self, app) -> None:
        self._resumable = self.resumable()
        super().__init__(app)
        rng = random.Random(7)
        self.motes = [[rng.uniform(0, W), rng.uniform(0, H), rng.uniform(8, 22), rng.uniform(0, 6.3),
                       rng.choice((1, 2, 2, 3))] for _ in range(34)]

    # hooks ----------------------------------------------------------------
    @staticmethod
    def resumable() -> list:
        """Every saved game (``game.saves.list_resumable(validate=True)``), newest first;
        those that cannot be read carry their ``problem``."""
        try:
            saves = importlib.import_module("game.saves")
        except ModuleNotFoundError:
            return []
        return list(saves.list_resumable(validate=True))   # unreadable saves come back with their problem

    @property
    def playable_saves(self) -> list:
        return [e for e in self._resumable if getattr(e, "problem", None) is None]

    @property
    def broken_saves(self) -> list:
        return [e for e in self._resumable if getattr(e, "problem", None) is not None]

    def continue_game(self) -> None:
        """Resume the newest save that can be read (see ``saved_games.resume_entry``).
        A save that fails anyway is explained in words, kept aside, and the menu refreshed."""
        entries = self.playable_saves
        if not entries:
            self.open_saved_games()
            return
        if not resume_entry(self.app, entries[0]):
            self.resume()

    def open_saved_games(self) -> None:
        from game.scenes.saved_games import SavedGamesScene
        self.app.stack.push(SavedGamesScene(self.app))

    def open_stats(self) -> None:
        try:
            stats = importlib.import_module("game.scenes.stats")
        except ModuleNotFoundError:
            self.app.toast(t("menu.title.stats_missing"))
            return
        self.app.stack.push(stats.StatsScene(self.app))

    def open_replays(self) -> None:
        from game.scenes.replays import ReplaysScene
        self.app.stack.push(ReplaysScene(self.app))

    def new_game(self) -> None:
        from game.scenes.select import SelectScene
        self.app.stack.push(SelectScene(self.app))

    def open_settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    # menu -----------------------------------------------------------------
    def continue_label(self) -> str:
        """「続きから：<game>」; the mode and progress are drawn above it (continue_details)."""
        entry = self.playable_saves[0] if self.playable_saves else None
        try:
            return t("menu.title.continue_game", game=games.get(entry.game).name(get_lang()))
        except (AttributeError, KeyError):
            return t("menu.title.continue")

    def continue_details(self) -> str:
        """Mode, progress and time of the game Continue resumes (drawn above the menu)."""
        entries = self.playable_saves
        return describe(entries[0], with_game=False) if entries else ""

    def saved_games_label(self) -> str:
        return t("menu.title.saved_games", n=len(self._resumable))

    def problem_line(self) -> str:
        """What is wrong with the newest save that cannot be read (drawn under the menu)."""
        bad = self.broken_saves
        if not bad:
            return ""
        text = t("menu.title.save_problem", what=describe(bad[0], with_time=False),
                 reason=bad[0].problem.message(get_lang()))
        if len(bad) > 1:
            text += " " + t("menu.title.save_problem_more", n=len(bad) - 1)
        return text

    def build_menu(self) -> Menu:
        items = []
        if self.playable_saves:
            items.append(Item("continue", self.continue_label, self.continue_game))
        if len(self._resumable) > 1 or self.broken_saves:
            items.append(Item("saved_games", self.saved_games_label, self.open_saved_games))
        items += [Item("new_game", "menu.title.new_game", self.new_game),
                  Item("stats", "menu.title.stats", self.open_stats),
                  Item("replays", "saves.title.replays", self.open_replays),
                  Item("settings", "menu.title.settings", self.open_settings),
                  Item("quit", "menu.title.quit", self.app.quit)]
        row_h, gap = (58, 16) if len(items) <= 6 else (54, 12)
        total = len(items) * (row_h + gap) - gap
        centre = 372 if not self.broken_saves else 340   # room below for what is wrong
        return Menu(self.app, items, 820, centre - total // 2, 380, row_h, gap, size=26)

    def enter(self) -> None:
        self.app.show_notices()

    def resume(self) -> None:
        self._resumable = self.resumable()
        focus = self.menu.focus
        self.menu = self.build_menu()
        self.menu.focus = min(focus, len(self.menu.items) - 1)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return None   # Esc on the title does nothing (Quit is a menu choice)
        return super().handle(event)

    def frame_rate(self, idle_for: float) -> float:
        """The fan breathes and the motes drift while someone is at the screen; after a
        few quiet seconds the title rests (a still picture costs no CPU)."""
        return 60.0 if idle_for < 6.0 else 0.0

    def update(self, dt: float) -> None:
        super().update(dt)
        for m in self.motes:
            m[1] -= m[2] * dt
            if m[1] < -4:
                m[1], m[0] = H + 4, (m[0] * 7.31 + 97) % W

    # drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        c = self.clock
        surface.blit(backdrop(False), (0, 0))
        halo = _halo()
        surface.blit(halo, halo.get_rect(center=(FAN_PIVOT[0], FAN_PIVOT[1] - 90)))
        for x, y, _speed, phase, size in self.motes:
            glow = 0.55 + 0.45 * math.sin(c * 1.7 + phase)
            col = [round(v * glow + 40 * (1 - glow)) for v in GOLD]
            pygame.draw.circle(surface, col, (x + 8 * math.sin(c * 0.5 + phase), y), size)
        breath = 1.0 + 0.06 * math.sin(c * 0.9)
        px, py = FAN_PIVOT
        for i, (_g, _col, base) in enumerate(FAN):
            angle = base * breath + 1.2 * math.sin(c * 0.7 + i)
            img = rotated_card(i, round(angle * 2) * 2)
            offset = pygame.math.Vector2(0, -CARD_H * 0.78).rotate(-angle)
            surface.blit(img, img.get_rect(center=(px + offset.x, py + offset.y)))
        band = wave_band()
        surface.blit(band, (-((c * 14) % (2 * WAVE_R)), WAVE_TOP))
        blit_text(surface, "札場", 132, (60, 20, 16), True, center=(px + 4, 448 + 5))
        blit_text(surface, "札場", 132, GOLD, True, center=(px, 448))
        blit_text(surface, "F U D A B A", 30, TEXT, True, center=(px, 538))
        pygame.draw.line(surface, VERMILION, (px - 150, 566), (px + 150, 566), 2)
        blit_text(surface, t("menu.title.tagline"), 22, DIM, center=(px, 592))
        self.menu.draw(surface, c)
        details = self.continue_details()
        if details and self.menu.items and self.menu.items[0].key == "continue":
            top = self.menu.items[0].rect
            lines = [details]
            if len(wrap(details, 18, top.w + 100)) > 1:   # progress on one line, the time under it
                entry = self.playable_saves[0]
                lines = wrap(describe(entry, with_game=False, with_time=False), 18, top.w + 100)[:2]
                lines.append(entry.saved_at_text)
            for k, line in enumerate(reversed(lines)):
                blit_text(surface, line, 18, DIM, midbottom=(top.centerx, top.top - 10 - k * 24))
        problem = self.problem_line()
        if problem and self.menu.items:
            item = next((i for i in self.menu.items if i.key == "saved_games"), self.menu.items[-1])
            r = self.menu.items[-1].rect
            lines = wrap(problem, 17, r.w + 60 - 30)[:3]
            if len(wrap(problem, 17, r.w + 60 - 30)) > 3:
                lines[-1] = lines[-1][:-1] + "…"
            draw_warning(surface, (r.x - 30 + 9, r.bottom + 26))
            for k, line in enumerate(lines):
                blit_text(surface, line, 17, WARN, topleft=(r.x - 30 + 26, r.bottom + 16 + k * 23))
            if item.key == "saved_games":   # the way to see (and remove) it
                draw_warning(surface, (item.rect.right - 26, item.rect.centery))
        blit_text(surface, t("menu.hint.nav_title"), 18, DIM, bottomright=(W - 40, H - 18))
        pygame.draw.line(surface, EDGE, (780, 200), (780, 544), 1)


@lru_cache(maxsize=1)
def _halo() -> pygame.Surface:
    surf = pygame.Surface((560, 400), pygame.SRCALPHA)
    for i in range(20, 0, -1):
        k = i / 20
        pygame.draw.ellipse(surf, (150, 60, 36, round(7 * (1 - k) + 2)),
                            pygame.Rect(0, 0, 560 * k, 400 * k).move(280 * (1 - k), 200 * (1 - k)))
    return surf
