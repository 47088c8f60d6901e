"""Title: 札場 over a gently breathing fan of cards, rolling seigaiha waves and
drifting gold motes; menu on the right (Continue only when a save exists)."""
from __future__ import annotations

import importlib
import math
import random
from functools import lru_cache

import pygame

from game import games
from game.i18n import get_lang, t
from game.scenes import (DIM, EDGE, GOLD, LACQUER_BOTTOM, TEXT, VERMILION, H, Item, Menu, MenuScene, W,
                         backdrop, blit_text, seigaiha)
from game.ui import theme

CARD_W, CARD_H = 118, 172
# left to right (positive angle = leaning left), drawn in order like a held hand
FAN = (("式", VERMILION, 36), ("陰", theme.ACCENT_2, 18), ("札", (150, 40, 36), 0),
       ("陣", theme.ACCENT_2, -18), ("鬼", VERMILION, -36))
FAN_PIVOT = (400, 388)
WAVE_R = 30
WAVE_TOP = 624


@lru_cache(maxsize=8)
def card_face(glyph: str, colour: tuple[int, int, int]) -> pygame.Surface:
    surf = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, (0, 0, 0, 90), r.move(0, 0), border_radius=10)
    face = r.inflate(-4, -4)
    pygame.draw.rect(surf, theme.CARD_FACE, face, border_radius=9)
    pygame.draw.rect(surf, theme.CARD_EDGE, face, 2, border_radius=9)
    pygame.draw.rect(surf, colour, face.inflate(-14, -14), 2, border_radius=6)
    tint = [round(c * 0.14 + f * 0.86) for c, f in zip(colour, theme.CARD_FACE)]
    pygame.draw.circle(surf, tint, r.center, 40)
    pygame.draw.circle(surf, colour, r.center, 40, 2)
    img = theme.text(glyph, 56, colour, True)
    surf.blit(img, img.get_rect(center=r.center))
    small = theme.text(glyph, 16, colour, True)
    surf.blit(small, (14, 12))
    surf.blit(pygame.transform.rotate(small, 180), small.get_rect(bottomright=(CARD_W - 14, CARD_H - 12)))
    return surf


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
        """Saved games that can be resumed (``game.saves.list_resumable()``), newest first."""
        try:
            saves = importlib.import_module("game.saves")
        except ModuleNotFoundError:
            return []
        try:
            return list(saves.list_resumable())
        except Exception:
            return []

    def continue_game(self) -> None:
        """Load the newest autosave (replaying and validating every action) and
        hand it to its game's table ``resume(app, record, seats, options)``.
        A broken save is explained in words, kept aside, and the menu refreshed."""
        entry = self._resumable[0]
        try:
            from game import saves
            info = games.get(entry.game)
            loaded = saves.load_save(entry.path)
            if loaded.problem is not None:
                where = f" → {loaded.moved_to.name}" if loaded.moved_to else ""
                self.app.toast(t("menu.title.continue_failed",
                                 reason=loaded.problem.message(get_lang()) + where), "error")
                self.resume()
                return
            table = importlib.import_module(info.table_module)
            record = loaded.record
            table.Table.resume_record(self.app, record, None, dict(record.meta.get("table_options") or {}))
        except Exception as exc:  # a bad save must never crash the title
            self.app.toast(t("menu.title.continue_failed", reason=str(exc) or type(exc).__name__), "error")
            self.resume()

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
        entry = self._resumable[0] if self._resumable else None
        try:
            return t("menu.title.continue_game", game=games.get(entry.game).name(get_lang()))
        except (AttributeError, KeyError):
            return t("menu.title.continue")

    def continue_details(self) -> str:
        """Mode, progress and time of the resumable game (drawn above the menu)."""
        entry = self._resumable[0] if self._resumable else None
        if entry is None:
            return ""
        details = []
        if getattr(entry, "mode", None):
            details.append(t(f"saves.mode.{entry.mode}"))
        if entry.turn(get_lang()):
            details.append(entry.turn(get_lang()))
        if getattr(entry, "saved_at_text", ""):
            details.append(entry.saved_at_text)
        return ("・" if get_lang() == "ja" else " · ").join(details)

    def build_menu(self) -> Menu:
        items = []
        if self._resumable:
            items.append(Item("continue", self.continue_label, self.continue_game))
        items += [Item("new_game", "menu.title.new_game", self.new_game),
                  Item("stats", "menu.title.stats", self.open_stats),
                  Item("replays", "saves.title.replays", self.open_replays),
                  Item("settings", "menu.title.settings", self.open_settings),
                  Item("quit", "menu.title.quit", self.app.quit)]
        row_h, gap = 58, 16
        total = len(items) * (row_h + gap) - gap
        return Menu(self.app, items, 820, 372 - total // 2, 380, row_h, gap, size=26)

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
            blit_text(surface, details, 18, DIM, midbottom=(top.centerx, top.top - 10))
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
