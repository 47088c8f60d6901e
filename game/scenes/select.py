"""Game select: the four games with both names, player counts and a pitch.
A game whose table is not built yet is greyed, locked and explains why."""
from __future__ import annotations

import pygame

from game import games
from game.i18n import get_lang, t
from game.ui.menu import card_face
from game.ui.menu import (DIM, DISABLED, EDGE, GOLD, MARGIN, ROW, ROW_FOCUS, TEXT, VERMILION, H, Item, Menu,
                          MenuScene, W, blit_text)
from game.ui import theme

GLYPH_COLOURS = {"accent": "ACCENT", "accent2": "ACCENT_2", "gold": "GOLD"}


def glyph(info: games.GameInfo) -> tuple[str, tuple[int, int, int]]:
    """The game's select-card kanji and its colour (from the catalogue)."""
    text, colour = info.glyph
    return text, getattr(theme, GLYPH_COLOURS.get(colour, "ACCENT"))


def players_text(info: games.GameInfo) -> str:
    lo, hi = info.players
    if lo == hi:
        return t("menu.select.players_fixed", n=lo)
    counts = info.player_counts()
    if counts != tuple(range(lo, hi + 1)):          # some counts are skipped: name each one
        words = [str(n) for n in counts]
        listed = "・".join(words) if get_lang() == "ja" else ", ".join(words[:-1]) + " or " + words[-1]
        return t("menu.select.players_list", counts=listed)
    return t("menu.select.players_range", lo=lo, hi=hi)


def draw_lock(surface: pygame.Surface, centre: tuple[int, int], colour) -> None:
    """A small padlock (drawn: the font has no lock glyph)."""
    x, y = centre
    pygame.draw.rect(surface, colour, (x - 7, y - 12, 14, 16), 3, border_top_left_radius=7,
                     border_top_right_radius=7)
    pygame.draw.rect(surface, colour, (x - 10, y - 3, 20, 14), border_radius=3)
    pygame.draw.line(surface, ROW, (x, y + 1), (x, y + 6), 2)


class SelectScene(MenuScene):
    name = "select"
    title_key = "menu.select.title"
    subtitle_key = "menu.select.subtitle"

    def build_menu(self) -> Menu:
        items = []
        entries = []
        for info in games.GAMES:
            playable = info.playable
            items.append(Item(info.code, lambda info=info: info.name(get_lang()),
                              lambda code=info.code: self.choose(code), enabled=playable,
                              why_not=lambda info=info: t("menu.select.locked_why", name=info.name(get_lang()))))
            for key, ja, en, path in info.entries if playable else ():
                # another way into the game (a solo campaign): a button on the game's row
                entries.append((info.code, Item(f"{info.code}:{key}", lambda ja=ja, en=en: en if get_lang() == "en"
                                                else ja, lambda path=path: self.open_entry(path))))
                items.append(entries[-1][1])
        items.append(Item("back", "menu.back", self.back))
        menu = Menu(self.app, items, MARGIN, 152, W - 2 * MARGIN, 106, 12, size=24)
        for code, item in entries:
            row = menu.item(code).rect
            item.rect = pygame.Rect(row.right - 300, row.bottom - 48, 280, 40)
        menu.item("back").rect = pygame.Rect(MARGIN, H - 74, 220, 50)
        for i, item in enumerate(items):     # the game rows keep their places; entries sit on them
            if ":" not in item.key and item.key != "back":
                item.rect.y = 152 + [g.code for g in games.GAMES].index(item.key) * 118
        return menu

    def open_entry(self, path: str) -> None:
        """Open a game's other way in (its catalogue ``entries``: a page of its own)."""
        from game.scenes.entry import open_entry
        self.app.toasts.items.clear()
        try:
            open_entry(self.app, path)
        except Exception as exc:  # an entry that will not open: said here, game select stays
            log = self.app.report_fault(exc, f"opening {path}")
            self.app.toast(t("menu.setup.start_failed", reason=str(exc) or type(exc).__name__)
                           + (f" ({log})" if log else ""), "error")

    def choose(self, code: str) -> None:
        from game.scenes.setup import SetupScene
        self.app.toasts.items.clear()      # a "not playable yet" said here must not follow into the setup
        self.app.stack.push(SetupScene(self.app, code))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        lang = get_lang()
        for info in games.GAMES:
            self.draw_game(surface, info, self.menu.item(info.code), lang)
        for item in self.menu.items:
            if ":" in item.key:
                self.menu.draw_item(surface, item, self.clock)
        self.menu.draw_item(surface, self.menu.item("back"), self.clock)
        blit_text(surface, t("menu.hint.nav"), 18, DIM, bottomright=(W - MARGIN, H - 36))

    def draw_game(self, surface, info: games.GameInfo, item: Item, lang: str) -> None:
        r = item.rect
        focused = self.menu.focused(item)
        playable = info.playable
        pygame.draw.rect(surface, ROW_FOCUS if focused and playable else ROW, r, border_radius=12)
        if focused:
            pygame.draw.rect(surface, GOLD if playable else DIM, r, 2, border_radius=12)
        else:
            pygame.draw.rect(surface, EDGE, r, 1, border_radius=12)
        kanji, colour = glyph(info)
        card = pygame.transform.smoothscale_by(card_face(kanji, colour), 0.5)
        if not playable:
            card = card.copy()
            card.fill((110, 110, 110, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(card, card.get_rect(midleft=(r.x + 22, r.centery)))
        x = r.x + 110
        main = TEXT if playable else DISABLED
        ja = blit_text(surface, info.name_ja, 30, GOLD if playable else DISABLED, True, topleft=(x, r.y + 14))
        blit_text(surface, info.name_en, 20, main if lang == "en" else DIM, bottomleft=(ja.right + 16, ja.bottom - 2))
        room = r.right - x - (330 if playable and info.entries else 24)
        blit_text(surface, info.pitch(lang), 20, main if playable else DISABLED, topleft=(x, r.y + 62),
                  max_width=room)
        badge = theme.text(players_text(info), 20, TEXT if playable else DISABLED, False)
        br = badge.get_rect(topright=(r.right - 24, r.y + 18)).inflate(22, 10)
        pygame.draw.rect(surface, (30, 18, 16), br, border_radius=br.h // 2)
        pygame.draw.rect(surface, EDGE, br, 1, border_radius=br.h // 2)
        surface.blit(badge, badge.get_rect(center=br.center))
        if not playable:
            lock = theme.text(t("menu.select.locked"), 20, VERMILION, True)
            lr = pygame.Rect(0, 0, lock.get_width() + 58, br.h)
            lr.topright = (br.x - 12, br.y)
            pygame.draw.rect(surface, (44, 16, 14), lr, border_radius=lr.h // 2)
            pygame.draw.rect(surface, VERMILION, lr, 1, border_radius=lr.h // 2)
            draw_lock(surface, (lr.x + 24, lr.centery), VERMILION)
            surface.blit(lock, lock.get_rect(midright=(lr.right - 14, lr.centery)))
