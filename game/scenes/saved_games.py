"""Saved games: every save slot (one per game and mode), newest first, with the
game's name, mode, progress and time; a save that cannot be read says why.

Enter / click continues a game, the Delete key or the row's 削除 / Delete
button removes one (after asking). :class:`AskScene` is the small question
overlay the menus use before anything is deleted or replaced (also the seat
setup's "there is a saved game" question), and :func:`resume_entry` is the one
way a listed save is resumed (the title's Continue, this list, the setup).
"""
from __future__ import annotations

import importlib
from typing import Callable, Sequence

import pygame

from game import games
from game.i18n import get_lang, t
from game.ui.menu import (DIM, GOLD, MARGIN, TEXT, VERMILION, H, Item, Menu, MenuScene, W, blit_text, panel,
                          wrap)
from game.scenes import game_name, mode_name
from game.ui import theme
from game.ui.scene import Scene

WARN = (236, 150, 80)
PAGE = 7


# ----------------------------------------------------------------------------- words
def sep() -> str:
    return "・" if get_lang() == "ja" else " · "


def describe(entry, with_game: bool = True, with_time: bool = True) -> str:
    """Game, mode, progress and time of a listed save, in the current language."""
    parts = [game_name(entry.game)] if with_game else []
    if entry.mode:
        parts.append(mode_name(entry.mode))
    if entry.problem is None and entry.turn(get_lang()):
        parts.append(entry.turn(get_lang()))
    if with_time and entry.saved_at_text:
        parts.append(entry.saved_at_text)
    return sep().join(parts)


def problem_text(entry) -> str:
    return t("saves.list.broken", reason=entry.problem.message(get_lang())) if entry.problem else ""


def draw_warning(surface: pygame.Surface, centre: tuple[int, int], colour=WARN, size: int = 9) -> None:
    """A small warning triangle with "!" (drawn: no font glyph needed)."""
    x, y = centre
    pygame.draw.polygon(surface, colour, [(x, y - size), (x + size + 1, y + size - 1), (x - size - 1, y + size - 1)])
    pygame.draw.line(surface, (30, 18, 14), (x, y - size + 5), (x, y + size - 7), 2)
    pygame.draw.circle(surface, (30, 18, 14), (x, y + size - 4), 1)


# ----------------------------------------------------------------------------- resume
def resume_entry(app, entry) -> bool:
    """Load a listed save (replaying and validating every action) and hand it to its
    game's table ``resume(app, record, seats, options)``. A broken save is explained
    in words, kept aside (``<name>.bad-<time>``) and False returned; never raises."""
    from game import saves
    try:
        info = games.get(entry.game)
        loaded = saves.load_save(entry.path)
        if loaded.problem is not None:
            where = f" → {loaded.moved_to.name}" if loaded.moved_to else ""
            app.toast(t("menu.title.continue_failed", reason=loaded.problem.message(get_lang()) + where), "error")
            return False
        table = importlib.import_module(info.table_module)
        record = loaded.record
        table.Table.resume_record(app, record, None, dict(record.meta.get("table_options") or {}))
        return True
    except Exception as exc:  # a save the rules cannot resume: told here, the menus stay up
        log = app.report_fault(exc, f"resuming {entry.path}")
        app.toast(t("menu.title.continue_failed", reason=str(exc) or type(exc).__name__)
                  + (f" ({log})" if log else ""), "error")
        return False


# ----------------------------------------------------------------------------- question
class AskScene(Scene):
    """A question over the current scene: a title, a few wrapped lines, and
    choices ``(key, label, action)`` (``action`` None = just close). Keyboard
    (↑↓/Tab, Enter, Esc = the last choice) and mouse, like every menu."""

    overlay = True
    name = "ask"
    PANEL_W = 700

    def __init__(self, app, title: str | Callable[[], str], lines: Sequence[str | Callable[[], str]],
                 choices: Sequence[tuple[str, str | Callable[[], str], Callable[[], None] | None]],
                 focus: int = 0) -> None:
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.choices = list(choices)
        self.clock = 0.0
        items = [Item(key, label if callable(label) else (lambda s=label: s), lambda a=action: self.choose(a))
                 for key, label, action in self.choices]
        self.menu = Menu(app, items, 0, 0, self.PANEL_W - 120, 50, 12, size=22)
        self.menu.focus = focus
        self.layout()

    def _text(self, s) -> str:
        return s() if callable(s) else s

    def wrapped(self) -> list[tuple[str, int, tuple[int, int, int], int]]:
        """(line, size, colour, space above) for every wrapped line of every paragraph."""
        out = []
        for i, line in enumerate(self.lines):
            size, colour = (22, TEXT) if i == 0 else (20, DIM)
            parts = wrap(self._text(line), size, self.PANEL_W - 80)
            out += [(part, size, colour, 12 if i and not k else 0) for k, part in enumerate(parts)]
        return out

    def panel_rect(self) -> pygame.Rect:
        body = sum(size + 8 + gap for _s, size, _c, gap in self.wrapped())
        h = 100 + body + 20 + len(self.choices) * 62 + 40
        return pygame.Rect((W - self.PANEL_W) // 2, (H - h) // 2, self.PANEL_W, h)

    def layout(self) -> None:
        r = self.panel_rect()
        y = r.bottom - 40 - len(self.choices) * 62 + 12
        for i, item in enumerate(self.menu.items):
            item.rect = pygame.Rect(r.x + 60, y + i * 62, r.w - 120, 50)

    def choose(self, action) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        if action is not None:
            action()

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose(self.choices[-1][2])
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.choose(self.choices[-1][2])
            return None
        self.menu.handle(event)
        return None  # modal

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((110, 106, 104), special_flags=pygame.BLEND_MULT)
        self.layout()   # the language may have changed the wrapping
        r = self.panel_rect()
        surface.blit(panel(r.size, (26, 16, 14, 244), GOLD, 18), r)
        blit_text(surface, self._text(self.title), 28, GOLD, True, midtop=(r.centerx, r.y + 26), max_width=r.w - 60)
        pygame.draw.line(surface, VERMILION, (r.centerx - 60, r.y + 76), (r.centerx + 60, r.y + 76), 3)
        y = r.y + 96
        for line, size, colour, gap in self.wrapped():
            y += gap
            blit_text(surface, line, size, colour, midtop=(r.centerx, y))
            y += size + 8
        self.menu.draw(surface, self.clock)
        blit_text(surface, t("menu.hint.nav"), 16, DIM, midbottom=(r.centerx, r.bottom - 12))


# ----------------------------------------------------------------------------- the list
class SavedGamesScene(MenuScene):
    """Every saved game (validated: a broken one is marked and says why)."""

    name = "saved-games"
    title_key = "saves.list.title"
    subtitle_key = "saves.list.subtitle"

    def __init__(self, app) -> None:
        self.offset = 0
        self.entries = self.load()
        super().__init__(app)

    @staticmethod
    def load() -> list:
        from game import saves
        return saves.list_resumable(validate=True)   # unreadable saves come back with their problem

    # menu -------------------------------------------------------------------
    def build_menu(self) -> Menu:
        items = []
        shown = self.entries[self.offset:self.offset + PAGE]
        for entry in shown:
            items.append(Item(f"slot:{entry.slot}", lambda: "", lambda e=entry: self.open(e)))
            items.append(Item(f"del:{entry.slot}", "saves.list.delete", lambda e=entry: self.ask_delete(e)))
        items.append(Item("back", "menu.back", self.back))
        menu = Menu(self.app, items, MARGIN, 150, W - 2 * MARGIN, 56, 8, size=20, centred=False)
        for i, entry in enumerate(shown):
            y = 150 + i * 64
            menu.item(f"slot:{entry.slot}").rect = pygame.Rect(MARGIN, y, W - 2 * MARGIN - 150, 56)
            menu.item(f"del:{entry.slot}").rect = pygame.Rect(W - MARGIN - 136, y + 6, 136, 44)
        menu.item("back").rect = pygame.Rect(MARGIN, H - 80, 220, 56)
        return menu

    def refresh(self, focus_key: str | None = None) -> None:
        self.entries = self.load()
        self.offset = max(0, min(self.offset, len(self.entries) - PAGE))
        self.menu = self.build_menu()
        keys = [i.key for i in self.menu.items]
        self.menu.focus = keys.index(focus_key) if focus_key in keys else 0

    def scroll(self, delta: int) -> bool:
        new = max(0, min(self.offset + delta, max(0, len(self.entries) - PAGE)))
        if new == self.offset:
            return False
        key = self.menu.items[self.menu.focus].key
        self.offset = new
        self.menu = self.build_menu()
        keys = [i.key for i in self.menu.items]
        self.menu.focus = keys.index(key) if key in keys else (0 if delta < 0 else max(0, len(keys) - 3))
        return True

    def newest(self):
        """The save the title's Continue resumes: the newest one that can be read."""
        return next((e for e in self.entries if e.problem is None), None)

    def focused_entry(self):
        key = self.menu.items[self.menu.focus].key if self.menu.items else ""
        slot = key.partition(":")[2]
        return next((e for e in self.entries if e.slot == slot), None) if ":" in key else None

    # actions ----------------------------------------------------------------
    def open(self, entry) -> None:
        if entry.problem is not None:
            # loading moves the broken file aside and says why; the list then forgets it
            resume_entry(self.app, entry)
            self.refresh()
            return
        if not resume_entry(self.app, entry):
            self.refresh()

    def ask_delete(self, entry) -> None:
        what = describe(entry)
        self.app.stack.push(AskScene(
            self.app, lambda: t("saves.ask.delete_title"),
            [what, problem_text(entry)] if entry.problem else [what],
            [("delete", lambda: t("saves.ask.delete_yes"), lambda: self.delete(entry)),
             ("cancel", lambda: t("saves.ask.no"), None)], focus=1))

    def delete(self, entry) -> None:
        from game import saves
        what = describe(entry)
        saves.delete_save(entry.path)
        self.app.toast(t("saves.ask.deleted", what=what))
        self.refresh("back" if not self.entries else None)

    def resume(self) -> None:
        key = self.menu.items[self.menu.focus].key if self.menu.items else None
        self.refresh(key)

    # input ------------------------------------------------------------------
    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_DELETE:
                entry = self.focused_entry()
                if entry is not None:
                    self.ask_delete(entry)
                return None
            keys = [i.key for i in self.menu.items]
            rows = [k for k in keys if k.startswith("slot:")]
            focus = keys[self.menu.focus] if keys else ""
            if event.key == pygame.K_DOWN and rows and focus in (rows[-1], "del:" + rows[-1][5:]) \
                    and self.scroll(1):
                return None
            if event.key == pygame.K_UP and rows and focus in (rows[0], "del:" + rows[0][5:]) and self.scroll(-1):
                return None
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.scroll(PAGE if event.key == pygame.K_PAGEDOWN else -PAGE)
                return None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return None
        return super().handle(event)

    # drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        if not self.entries:
            blit_text(surface, t("saves.list.empty"), 26, GOLD, True, center=(W // 2, H // 2 - 40))
        deletes = tuple(i.key for i in self.menu.items if not i.key.startswith("slot:"))
        self.menu.draw(surface, self.clock, skip=deletes)
        self.menu.centred = True    # the Delete and Back buttons read centred
        for key in deletes:
            self.menu.draw_item(surface, self.menu.item(key), self.clock)
        self.menu.centred = False
        for entry in self.entries[self.offset:self.offset + PAGE]:
            self.draw_row(surface, entry, self.menu.item(f"slot:{entry.slot}").rect)
        if self.offset > 0:
            blit_text(surface, "▲", 18, DIM, midbottom=(W // 2, 148))
        if self.offset + PAGE < len(self.entries):
            blit_text(surface, "▼", 18, DIM, midtop=(W // 2, 150 + PAGE * 64 - 4))
        blit_text(surface, t("saves.list.hint"), 18, DIM, bottomright=(W - MARGIN, H - 36),
                  max_width=W - 2 * MARGIN - 260)

    def draw_row(self, surface: pygame.Surface, entry, r: pygame.Rect) -> None:
        x = r.x + 30
        if entry is self.newest():
            img = theme.text(t("saves.list.newest"), 15, (30, 18, 14), True)
            tag = img.get_rect(midleft=(x + 7, r.centery))
            pygame.draw.rect(surface, GOLD, tag.inflate(14, 8), border_radius=6)
            surface.blit(img, tag)
            x = tag.right + 20
        name = blit_text(surface, game_name(entry.game), 22, TEXT, True, midleft=(x, r.centery), max_width=300)
        x = name.right + 20
        if entry.problem is not None:
            draw_warning(surface, (x + 8, r.centery))
            blit_text(surface, sep().join(p for p in (mode_name(entry.mode), problem_text(entry)) if p), 18, WARN,
                      midleft=(x + 26, r.centery), max_width=r.right - x - 40)
            return
        when = blit_text(surface, entry.saved_at_text, 18, DIM, midright=(r.right - 20, r.centery))
        detail = describe(entry, with_game=False, with_time=False)
        blit_text(surface, detail, 20, GOLD, midleft=(x, r.centery), max_width=when.left - x - 20)
