"""ハクスラ陰陽師's solo campaign page (ひとり旅): choose a character and a difficulty
1–10 (each level's elements listed, Lv3 marked as the standard), then three nights
of two battles and the boss on the solo table, the run autosaved after every action
in its own save slot (mode ``campaign``), so it goes on between sessions.

The page shows each character's record (``game.hakusura.progress``), with the night
map of the run in progress. It is made of the menu kit; the catalogue entry names it
(:data:`PAGE`) and the menus build and open it, also after a run.
"""
from __future__ import annotations

import pygame

from game.hakusura import progress
from game.hakusura.data import difficulty_table
from game.hakusura.progress import char_progress, load_progress, saved_run
from game.hakusura.rules.cards import CHARACTERS
from game.hakusura.rules.difficulty import LEVELS, STANDARD_LEVEL
from game.hakusura.table.panels import draw_progress, text_in
from game.i18n import get_lang, t
from game.ui import theme
from game.ui.menu import MARGIN, H, Item, Menu, MenuScene, W
from game.ui.widgets import Chooser, panel_bg

HUMAN = {"kind": "human", "level": None}
#: the catalogue's entry: the page the menus open for it
PAGE = "game.hakusura.table.campaign:CampaignScene"
#: the 9.1 elements in the order the rulebook lists them
ELEMENTS = ("start_hp", "start_shiki", "hits", "pre_boss_heal", "boss_boost", "alone_plus1", "boss_hp")


def finished(table, result) -> None:
    """A run at the table ended: its character's record, kept (``TableSpec.on_finish``)."""
    if not table.record.options.get("campaign"):
        return
    try:
        progress.record_run(table.state, result)
    except OSError as exc:     # the run still ends; the player learns the record was not kept
        log = table.app.log_problem("save", exc, "recording the campaign run")
        table.toast(t("ui.save.end_failed", reason=exc.strerror or str(exc)) + (f" ({log})" if log else ""), "error")


def options(character: str, difficulty: int, seed: int | None = None) -> dict:
    return {"players": 1, "character": character, "difficulty": int(difficulty), "campaign": True,
            "seed": seed}


def begin(app, character: str, difficulty: int, seed: int | None = None):
    """A new run on the solo table."""
    from game.hakusura.table import Table
    return Table.start(app, [HUMAN], options(character, difficulty, seed))


def resume(app, entry):
    from game.hakusura.table import Table
    record = progress.load_run(entry)
    if record is None:
        app.toast(t("hakusura.campaign.broken"), "error")
        return None
    return Table.resume_record(app, record)


# ---------------------------------------------------------------- the page
def element_lines(level: int, lang: str | None = None) -> list[tuple[str, str]]:
    """(element, value) in words for the campaign scene."""
    lv = difficulty_table()[level]
    out = []
    for key in ELEMENTS:
        v = lv[key]
        if key == "start_hp":
            value = f"+{v}"
        elif key == "start_shiki":
            value = t("hakusura.campaign.shiki_lv", lang, lv=v) if v else t("hakusura.campaign.none", lang)
        elif key == "hits":
            value = t(f"hakusura.campaign.hits.{v}", lang)
        elif key == "boss_hp":
            value = str(v)
        else:
            value = t("hakusura.campaign.yes" if v else "hakusura.campaign.no", lang)
        out.append((t(f"hakusura.campaign.el.{key}", lang), value))
    return out


class CampaignScene(MenuScene):
    name = "hakusura-campaign"
    title_key = "hakusura.campaign.title"
    subtitle_key = "hakusura.campaign.subtitle"

    def __init__(self, app) -> None:
        self.progress = load_progress()
        last = self.progress.get("last") or {}
        self.chars = list(CHARACTERS)
        self.char = last.get("character") if last.get("character") in CHARACTERS else self.chars[0]
        self.level = int(last.get("difficulty") or STANDARD_LEVEL)
        if self.level not in LEVELS:
            self.level = STANDARD_LEVEL
        self.saved = saved_run()
        self.saved_battle = self.saved_info()
        self.seed: int | None = None            # a new run's seed (None: random; tests fix it)
        super().__init__(app)

    def saved_info(self) -> tuple[int, str, int] | None:
        """(battle, character, difficulty) of the run in progress, for the map."""
        if self.saved is None:
            return None
        record = progress.load_run(self.saved)
        if record is None:
            self.saved = None
            return None
        v = record.state.view(None)
        return v.battle, v.seats[0].character, int(v.difficulty or 0)

    def build_menu(self) -> Menu:
        items = [Item("char", "hakusura.campaign.character", value=lambda: self.char_name(self.char),
                      adjust=self.set_char),
                 Item("level", "hakusura.campaign.difficulty", value=self.level_label, adjust=self.set_level)]
        if self.saved is not None:
            items.append(Item("continue", "hakusura.campaign.continue", self.go_on))
        items += [Item("start", "hakusura.campaign.start", self.start_run, primary=True),
                  Item("back", "menu.back", self.back)]
        width = W // 2 - MARGIN - 20
        menu = Menu(self.app, items, MARGIN, 146, width, 52, 10, size=22, value_w=250)
        menu.item("start").rect = pygame.Rect(W - MARGIN - 300, H - 80, 300, 56)
        menu.item("back").rect = pygame.Rect(MARGIN, H - 80, 220, 56)
        if self.saved is not None:
            menu.item("continue").rect = pygame.Rect(W - MARGIN - 620, H - 80, 300, 56)
        return menu

    # -- choices ----------------------------------------------------------------------------
    @staticmethod
    def char_name(cid: str) -> str:
        c = CHARACTERS[cid]
        return c.en if get_lang() == "en" else c.ja

    def level_label(self) -> str:
        label = f"Lv{self.level}"
        if self.level == STANDARD_LEVEL:
            label += t("hakusura.campaign.standard")
        return label

    def set_char(self, delta: int) -> None:
        i = self.chars.index(self.char)
        self.char = self.chars[(i + delta) % len(self.chars)]

    def set_level(self, delta: int) -> None:
        self.level = max(LEVELS[0], min(LEVELS[-1], self.level + delta))

    def start_run(self) -> None:
        if self.saved is None:
            begin(self.app, self.char, self.level, self.seed)
            return

        def picked(yes) -> None:
            if yes:
                progress.forget_run(self.saved)
                begin(self.app, self.char, self.level, self.seed)
        self.app.stack.push(Chooser(self.app, [(t("hakusura.campaign.replace_yes"), True),
                                               (t("hakusura.campaign.replace_no"), False)],
                                    picked, title=t("hakusura.campaign.replace")))

    def go_on(self) -> None:
        if self.saved is not None:
            resume(self.app, self.saved)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.menu.draw(surface, self.clock)
        scale = max(1.0, min(2.0, float(getattr(self.app.settings, "ui_scale", 1.0) or 1.0)))
        self.draw_levels(surface, pygame.Rect(MARGIN, 146 + 2 * 62 + (62 if self.saved else 0) + 8,
                                              W // 2 - MARGIN - 20, 0), scale)
        self.draw_progress(surface, pygame.Rect(W // 2 + 10, 146, W // 2 - MARGIN - 10, 300), scale)
        self.draw_map(surface, pygame.Rect(W // 2 + 10, 462, W // 2 - MARGIN - 10, 150), scale)

    def draw_levels(self, surf, top: pygame.Rect, scale: float) -> None:
        lines = element_lines(self.level)
        size = min(round(15 * scale), 22)
        row = size + 8
        r = pygame.Rect(top.x, top.y, top.width, min(H - 100 - top.y, row * (len(lines) + 1) + 16))
        surf.blit(panel_bg(r.size, theme.PANEL_EDGE, 255), r)
        head = pygame.Rect(r.x + 14, r.y + 8, r.width - 28, row)
        text_in(surf, t("hakusura.campaign.elements", lv=self.level) + self.level_note(), head, size,
                    theme.GOLD)
        for i, (name, value) in enumerate(lines):
            y = head.bottom + i * row
            if y + row > r.bottom:
                break
            text_in(surf, name, pygame.Rect(r.x + 14, y, r.width * 0.62, row), size - 1, theme.TEXT, False)
            text_in(surf, value, pygame.Rect(r.x + r.width * 0.62, y, r.width * 0.38 - 14, row), size - 1,
                        theme.HIGHLIGHT, True, "right")

    def level_note(self) -> str:
        return t("hakusura.campaign.standard") if self.level == STANDARD_LEVEL else ""

    def draw_progress(self, surf, r: pygame.Rect, scale: float) -> None:
        surf.blit(panel_bg(r.size, theme.PANEL_EDGE, 255), r)
        size = min(round(15 * scale), 24)
        row = size + 12
        head = pygame.Rect(r.x + 14, r.y + 8, r.width - 28, row)
        text_in(surf, t("hakusura.campaign.progress"), head, size, theme.GOLD)
        cols = (0.0, 0.32, 0.54, 0.77)
        heads = ("hakusura.campaign.col.char", "hakusura.campaign.col.best", "hakusura.campaign.col.runs",
                 "hakusura.campaign.col.hp")
        y = head.bottom + 2
        w = r.width - 28
        for c, key in zip(cols, heads):
            text_in(surf, t(key), pygame.Rect(r.x + 14 + w * c, y, w * 0.21 if c else w * 0.3, row), size - 2,
                        theme.TEXT_DIM, False)
        for cid in self.chars:
            y += row
            if y + row > r.bottom:
                break
            p = char_progress(self.progress, cid)
            on = cid == self.char
            if on:
                pygame.draw.rect(surf, (70, 50, 30), (r.x + 8, y - 2, r.width - 16, row), border_radius=6)
                pygame.draw.rect(surf, theme.GOLD, (r.x + 8, y - 2, r.width - 16, row), 2, border_radius=6)
            cells = (self.char_name(cid), f"Lv{p['best_level']}" if p["best_level"] else "—",
                     t("hakusura.campaign.runs", n=p["runs"], wins=p["wins"]),
                     str(p["best_hp"]) if p["wins"] else "—")
            for c, text in zip(cols, cells):
                text_in(surf, text, pygame.Rect(r.x + 14 + w * c, y, w * 0.21 if c else w * 0.3, row), size,
                            theme.HIGHLIGHT if on else theme.TEXT, on)

    def draw_map(self, surf, r: pygame.Rect, scale: float) -> None:
        surf.blit(panel_bg(r.size, theme.PANEL_EDGE, 255), r)
        size = min(round(14 * scale), 22)
        head = pygame.Rect(r.x + 14, r.y + 6, r.width - 28, size + 8)
        if self.saved_battle is not None:
            battle, cid, lv = self.saved_battle
            text = t("hakusura.campaign.run", name=self.char_name(cid), lv=lv)
        else:
            battle, text = 0, t("hakusura.campaign.no_run")
        text_in(surf, text, head, size, theme.GOLD)
        draw_progress(surf, pygame.Rect(r.x + 10, head.bottom + 20, r.width - 20, r.height - head.height - 30),
                             max(battle, 0), size=min(round(13 * scale), 20))
