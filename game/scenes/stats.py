"""Statistics: per game (←→ to change) and per mode, drawn as simple bar charts.

One column per mode (hot seat / vs computer / computer vs computer, then any
other mode by name): games, draws, average length, the longest human win
streak, a stacked wins/losses/draws bar per seat type (human, computer at
each level) and the game-specific counters (式神符陣: how games ended, from
``extra={"reason": ...}``). No data: a sentence saying how it fills up.
"""
from __future__ import annotations

import importlib

import pygame

from game import games
from game.i18n import catalogue, get_lang, t
from game.ui.menu import (DIM, EDGE, GOLD, MARGIN, TEXT, VERMILION, H, Item, Menu, MenuScene, W, blit_text,
                          panel, wrap)
from game.scenes import mode_name
from game.stats import ModeSummary, Stats

MODE_ORDER = ("hotseat", "vs-cpu", "cpu-vs-cpu")
WIN, LOSS, DRAW = (108, 178, 112), (200, 78, 64), (150, 140, 128)
BAR_BG = (34, 22, 20)
TOP = 166          # first y of the columns
BOTTOM = H - 82    # last y of the columns


def _has(key: str) -> bool:
    return key in catalogue(get_lang())


def level_name(game: str, level: str) -> str:
    for key in (f"menu.level.{level}", f"saves.level.{level}"):
        if _has(key):
            return t(key)
    try:  # a game's own level names (LEVEL_NAMES beside its agents)
        module = games.get(game).agents.partition(":")[0]
        names = getattr(importlib.import_module(module), "LEVEL_NAMES", {})
        ja, en = names[level]
        return en if get_lang() == "en" else ja
    except (KeyError, AttributeError, ImportError, ValueError):   # a level the game does not name
        return level


def seat_label(game: str, seat: str) -> str:
    """``human`` → 人間; ``human:Aki`` → Aki; ``computer:hard`` → コンピュータ(上級)."""
    kind, _, level = seat.partition(":")
    if kind == "human":
        return level or t("saves.seat.human")
    if kind == "computer":
        return t("saves.seat.computer", level=level_name(game, level)) if level \
            else t("saves.seat.computer_any")
    return seat


def figure_label(game: str, counter: str) -> str:
    key = f"saves.fig.{game}.{counter}"
    if not _has(key) and counter == "coached":      # every game: the Hint was asked (#38)
        key = "saves.coached"
    return t(key) if _has(key) else counter.replace("=", ": ")


def ordered_modes(summary: dict[str, ModeSummary]) -> list[str]:
    known = [m for m in MODE_ORDER if m in summary]
    return known + sorted(m for m in summary if m not in MODE_ORDER)


def seat_sort_key(seat: str) -> tuple:
    order = {"easy": 0, "medium": 1, "hard": 2, "random": 3}
    kind, _, level = seat.partition(":")
    return (kind != "human", order.get(level, 9), seat)


def draw_wld_bar(surface: pygame.Surface, rect: pygame.Rect, w: int, l: int, d: int) -> None:
    """A stacked horizontal bar: wins green, losses red, draws grey."""
    pygame.draw.rect(surface, BAR_BG, rect, border_radius=4)
    total = w + l + d
    if total:
        x = rect.x
        for n, colour in ((w, WIN), (l, LOSS), (d, DRAW)):
            width = round(rect.w * n / total) if n else 0
            width = min(width, rect.right - x)
            if width > 0:
                pygame.draw.rect(surface, colour, (x, rect.y, width, rect.h))
                x += width
    pygame.draw.rect(surface, EDGE, rect, 1, border_radius=4)


def draw_value_bar(surface: pygame.Surface, rect: pygame.Rect, value: float, top: float,
                   colour=GOLD) -> None:
    pygame.draw.rect(surface, BAR_BG, rect, border_radius=4)
    if top > 0 and value > 0:
        pygame.draw.rect(surface, colour, (rect.x, rect.y, max(3, round(rect.w * value / top)), rect.h),
                         border_radius=4)
    pygame.draw.rect(surface, EDGE, rect, 1, border_radius=4)


class StatsScene(MenuScene):
    name = "stats"
    title_key = "saves.stats.title"

    def __init__(self, app, game: str | None = None, stats: Stats | None = None) -> None:
        self.stats = stats or Stats()
        self.codes = [g.code for g in games.GAMES]
        self.index = self.codes.index(game) if game in self.codes else self._first_with_data()
        self._cache: dict[str, dict[str, ModeSummary]] = {}
        super().__init__(app)
        if self.stats.problem is not None:
            app.toast(t("saves.stats.problem", reason=self.stats.problem.message(get_lang())), "warn")

    def _first_with_data(self) -> int:
        played = self.stats.load()["games"]     # a broken file loads as empty (and is kept aside)
        return next((i for i, c in enumerate(self.codes) if played.get(c)), 0)

    # data ---------------------------------------------------------------------
    @property
    def game(self) -> str:
        return self.codes[self.index]

    def summary(self, game: str | None = None) -> dict[str, ModeSummary]:
        game = game or self.game
        if game not in self._cache:
            self._cache[game] = self.stats.summary(game)
            for m in self._cache[game].values():  # tables may say extra={"win_by": reason}
                for k in [k for k in m.counters if k.startswith("win_by=")]:
                    key = "reason=" + k[len("win_by="):]
                    m.counters[key] = m.counters.get(key, 0) + m.counters.pop(k)
        return self._cache[game]

    def change_game(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.codes)

    # menu ---------------------------------------------------------------------
    def build_menu(self) -> Menu:
        items = [Item("game", "saves.stats.game", value=lambda: games.get(self.game).name(get_lang()),
                      adjust=self.change_game),
                 Item("back", "menu.back", self.back)]
        menu = Menu(self.app, items, MARGIN, 100, 560, row_h=48, gap=10, size=22, value_w=360)
        menu.item("game").rect = pygame.Rect(W - MARGIN - 560, 100, 560, 48)
        menu.item("back").rect = pygame.Rect(W - MARGIN - 200, H - 66, 200, 48)
        return menu

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.change_game(-1 if event.key == pygame.K_LEFT else 1)
            return None
        return super().handle(event)

    # drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.menu.draw(surface, self.clock)
        blit_text(surface, t("saves.stats.hint"), 18, DIM, midleft=(MARGIN, H - 42))
        summary = self.summary()
        modes = [m for m in ordered_modes(summary) if summary[m].games > 0]
        if not modes:
            self.draw_empty(surface)
            return
        n = len(modes)
        gap = 20
        col_w = min(520, (W - 2 * MARGIN - gap * (n - 1)) // n)
        x0 = (W - (col_w * n + gap * (n - 1))) // 2
        for i, mode in enumerate(modes):
            rect = pygame.Rect(x0 + i * (col_w + gap), TOP, col_w, BOTTOM - TOP)
            self.draw_mode(surface, rect, mode, summary[mode])

    def draw_empty(self, surface: pygame.Surface) -> None:
        info = games.get(self.game)
        rect = pygame.Rect(0, 0, 760, 220)
        rect.center = (W // 2, (TOP + BOTTOM) // 2)
        surface.blit(panel(rect.size), rect)
        blit_text(surface, t("saves.stats.empty", game=info.name(get_lang())), 28, GOLD, True,
                  midtop=(rect.centerx, rect.y + 34), max_width=rect.w - 60)
        lines = wrap(t("saves.stats.empty_more"), 20, rect.w - 80)
        if not info.playable:
            lines.append(t("saves.stats.not_built", game=info.name(get_lang())))
        for k, line in enumerate(lines[:4]):
            blit_text(surface, line, 20, TEXT, midtop=(rect.centerx, rect.y + 92 + 30 * k))

    def draw_mode(self, surface: pygame.Surface, rect: pygame.Rect, mode: str, m: ModeSummary) -> None:
        surface.blit(panel(rect.size), rect)
        x, right = rect.x + 20, rect.right - 20
        inner = right - x
        blit_text(surface, mode_name(mode), 24, GOLD, True, topleft=(x, rect.y + 14), max_width=inner)
        y = rect.y + 50
        pygame.draw.line(surface, VERMILION, (x, y), (x + 60, y), 2)
        y += 10
        streak = t("saves.stats.streak_none")
        seats = set(m.by_seat)
        if "human" in seats and len(seats) > 1:
            streak = t("saves.stats.streak_value", best=m.human_best_streak, now=m.human_streak)
        for label, value in ((t("saves.stats.games"), str(m.games)),
                             (t("saves.stats.draws"), str(m.draws)),
                             (t("saves.stats.avg"), t("saves.stats.avg_value", n=f"{m.average_length:.1f}")),
                             (t("saves.stats.streak"), streak)):
            blit_text(surface, label, 18, DIM, topleft=(x, y), max_width=inner - 130)
            blit_text(surface, value, 20, TEXT, True, topright=(right, y - 1), max_width=128)
            y += 24
        y += 6
        blit_text(surface, t("saves.stats.by_seat"), 18, GOLD, topleft=(x, y), max_width=inner)
        y += 25
        seat_rows = sorted(m.by_seat, key=seat_sort_key)
        need = 25 + 21 * len(self.figure_keys(m.counters)) if m.counters else 0
        room = max(1, (rect.bottom - y - 28 - need) // 32)
        for seat in seat_rows[:room]:
            rec = m.record(seat)
            w, l, d = rec.get("wins", 0), rec.get("losses", 0), rec.get("draws", 0)
            blit_text(surface, seat_label(self.game, seat), 16, TEXT, topleft=(x, y), max_width=inner - 110)
            blit_text(surface, t("saves.stats.wld", w=w, l=l, d=d), 16, DIM, topright=(right, y))
            draw_wld_bar(surface, pygame.Rect(x, y + 20, inner, 8), w, l, d)
            y += 32
        self.draw_legend(surface, x, y - 2)
        if len(seat_rows) > room:
            blit_text(surface, f"+{len(seat_rows) - room}", 15, DIM, topright=(right, y - 2))
        y += 24
        if m.counters:
            self.draw_figures(surface, pygame.Rect(x, y, inner, rect.bottom - y - 8), m.counters)

    def draw_legend(self, surface: pygame.Surface, x: int, y: int) -> None:
        for colour, key in ((WIN, "saves.stats.wins"), (LOSS, "saves.stats.losses"),
                            (DRAW, "saves.stats.draws_short")):
            pygame.draw.rect(surface, colour, (x, y + 3, 12, 12))
            r = blit_text(surface, t(key), 15, DIM, topleft=(x + 16, y))
            x = r.right + 14

    def draw_figures(self, surface: pygame.Surface, rect: pygame.Rect, counters: dict[str, int]) -> None:
        blit_text(surface, t("saves.stats.figures"), 18, GOLD, topleft=rect.topleft, max_width=rect.w)
        keys = self.figure_keys(counters)
        top = max(counters.get(k, 0) for k in keys) if keys else 0
        y = rect.y + 25
        label_w = min(210, rect.w // 2 + 20)
        for key in keys:
            if y + 18 > rect.bottom:
                break
            n = counters.get(key, 0)
            blit_text(surface, figure_label(self.game, key), 16, TEXT, topleft=(rect.x, y),
                      max_width=label_w - 8)
            bar = pygame.Rect(rect.x + label_w, y + 3, rect.w - label_w - 36, 14)
            draw_value_bar(surface, bar, n, top)
            blit_text(surface, str(n), 16, TEXT, topright=(rect.right, y))
            y += 21

    def figure_keys(self, counters: dict[str, int]) -> list[str]:
        """Known counters of this game first (even at 0), then any others by size."""
        prefix = f"saves.fig.{self.game}."
        known = [k[len(prefix):] for k in catalogue(get_lang()) if k.startswith(prefix)]
        others = sorted((k for k in counters if k not in known), key=lambda k: -counters[k])
        return known + others
