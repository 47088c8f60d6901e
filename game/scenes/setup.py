"""Seat setup: who sits in each seat (human, or computer at a level), the
player count where the game allows a range, the game's own options (its
rules package's ``OPTIONS``, shown for the chosen player count), undo against
the computer and an optional seed. Start hands over to the game's table:

``Table.start(app, seats, options)`` with
``seats = [{"kind": "human"|"computer", "level": <one of the catalogue's levels>|None}, ...]``
and ``options = {"seed": int, "undo": bool, "players": int, <option key>: value...}``.
A game whose table module has a ``tutorial`` offers its guided first game here.

Before a new game would be saved over an unfinished one (each game keeps one
save per mode: ``game.saves.would_replace``), the player is asked: continue
the saved game, start anew (the saved one is deleted), or go back. The mode is
the table's ``TableSpec.save_mode(seats, options, by_seats)`` if it has one, else
the mode the seats make (``game.saves.mode_for_seats``).
"""
from __future__ import annotations

import importlib
import importlib.util
import random

import pygame

from game import games
from game.i18n import get_lang, t
from game.ui.menu import DIM, H, MARGIN, Item, Menu, MenuScene, W, backdrop, blit_text, draw_heading, wrap
from game.ui import figures, theme

LEVELS = ("easy", "medium", "hard")     # the levels of a game whose entry names none
NAME_MAX = 16


def seat_choices(levels: tuple[str, ...] = LEVELS) -> tuple[tuple[str, str | None], ...]:
    """A seat's choices: a person, or the computer at each of the game's levels (weakest first)."""
    return (("human", None),) + tuple(("computer", lvl) for lvl in levels)


def clean_name(name: str) -> str:
    """A player's name being typed: printable characters on one line, at most
    :data:`NAME_MAX` of them."""
    return "".join(ch for ch in name if ch.isprintable()).lstrip()[:NAME_MAX]


class SetupScene(MenuScene):
    name = "setup"
    title_key = "menu.setup.title"

    def __init__(self, app, code: str) -> None:
        self.info = games.get(code)
        self.choices = seat_choices(tuple(self.info.levels) or LEVELS)
        lo, hi = self.info.players
        counts = self.info.player_counts()
        self.players = 2 if 2 in counts else counts[0]
        # seat 1 a person, the rest the computer: 入門 for someone who has not finished a game
        # of this one yet, else 中級 (a first game against 中級 was over in five rounds)
        level = 1 if self.newcomer() else 2
        self.choice = [0] + [level] * (hi - 1)
        #: the name each person at the screen goes by ("" : the seat's own name, 先手...)
        self.player_names = [""] * hi
        self.undo = app.settings.undo_vs_computer
        #: the Hint in hot seat (off unless the players turn it on: it sees one seat's hand)
        self.coach = False
        self.seed = ""
        self.game_options = self.info.option_list()
        self.values = {o.key: o.default for o in self.game_options}
        self.chosen: set[str] = set()      # options the player set (kept when the count changes)
        self.recall()
        self.apply_defaults()
        super().__init__(app)

    def apply_defaults(self) -> None:
        """Options the player has not set take the default for this player count (a game
        may declare one key twice, e.g. a rule on by default with two players only)."""
        for opt in self.game_options:
            if opt.applies(self.players) and opt.key not in self.chosen:
                self.values[opt.key] = opt.default

    def newcomer(self) -> bool:
        from game import stats
        return not any(m.games for m in stats.summary(self.info.code).values())

    def recall(self) -> None:
        """Start from the choices made last time for this game (each checked again)."""
        from game import prefs
        last = prefs.load_setup(self.info.code)
        if isinstance(last.get("players"), int) and last["players"] in self.info.player_counts():
            self.players = last["players"]
        for i, seat in enumerate(last.get("seats") or ()):
            if i < len(self.choice) and seat in self.seat_metas():
                self.choice[i] = self.seat_metas().index(seat)
        for opt in self.game_options:
            value = (last.get("options") or {}).get(opt.key)
            if any(c.value == value for c in opt.choices) and opt.key in (last.get("options") or {}):
                self.values[opt.key] = value
                self.chosen.add(opt.key)
        if isinstance(last.get("undo"), bool):
            self.undo = last["undo"]
        if isinstance(last.get("coach"), bool):
            self.coach = last["coach"]
        for i, name in enumerate(last.get("names") or ()):
            if i < len(self.player_names) and isinstance(name, str):
                self.player_names[i] = clean_name(name)

    def seat_metas(self) -> list[str]:
        return ["human" if kind == "human" else f"computer:{lvl}" for kind, lvl in self.choices]

    def remember(self) -> None:
        from game import prefs
        prefs.save_setup(self.info.code, {
            "players": self.players, "seats": [self.seat_metas()[c] for c in self.choice],
            "options": {k: v for k, v in self.values.items() if k in self.chosen}, "undo": self.undo,
            "coach": self.coach, "names": list(self.player_names)})

    # labels ---------------------------------------------------------------
    def seat_label(self, i: int) -> str:
        role = self.info.seat_name(i, self.players, get_lang(), self.values)
        if self.choices[self.choice[i]][0] != "human":
            return role
        name = self.player_names[i]
        if not name:
            return role
        return f"{role}: {name}{'|' if self.menu_focus_key() == f'seat{i + 1}' else ''}"

    def menu_focus_key(self) -> str | None:
        menu = getattr(self, "menu", None)
        return menu.items[menu.focus].key if menu is not None and menu.items else None

    def seat_value(self, i: int) -> str:
        kind, level = self.choices[self.choice[i]]
        if kind == "human":
            return t("menu.setup.human")
        return t("menu.setup.computer", level=t(f"menu.level.{level}"))

    def measured(self, opt):
        """The balance lab's figure for the option's chosen value when it is a character
        the lab measured (``game.measured``: its win rate, or a solo level's clear rate)."""
        from game import measured
        return measured.character(self.info.code, opt.choice(self.values.get(opt.key)).label("ja"),
                                  self.players, self.values)

    def option_label(self, opt) -> str:
        """An option's label; a seat's own (its character) names the seat as the catalogue
        does at this player count and mode (co-op has players, 2 vs 2 has teams)."""
        lang = get_lang()
        if opt.seat is None:
            return opt.label(lang)
        return t("menu.setup.seat_option", label=opt.label(lang),
                 seat=self.info.seat_name(opt.seat, self.players, lang, self.values))

    def option_value(self, opt) -> str:
        """An option's value; a character with its measured win (or clear) rate beside it."""
        name = opt.choice(self.values.get(opt.key)).label(get_lang())
        return figures.beside(name, self.measured(opt))

    def seats(self) -> list[dict]:
        out = []
        for i, c in enumerate(self.choice[:self.players]):
            kind, level = self.choices[c]
            seat = {"kind": kind, "level": level}
            if kind == "human" and self.player_names[i].strip():
                seat["name"] = self.player_names[i].strip()
            out.append(seat)
        return out

    # menu -----------------------------------------------------------------
    def build_menu(self) -> Menu:
        items = []
        if len(self.info.player_counts()) > 1:
            items.append(Item("players", "menu.setup.players", value=lambda: str(self.players),
                              adjust=self.set_players))
        for i in range(self.players):
            items.append(Item(f"seat{i + 1}", lambda i=i: self.seat_label(i), value=lambda i=i: self.seat_value(i),
                              adjust=lambda d, i=i: self.set_seat(i, d)))
        for opt in self.game_options:
            if opt.shown(self.players, self.values, self.game_options):
                items.append(Item(f"opt:{opt.key}", lambda opt=opt: self.option_label(opt),
                                  value=lambda opt=opt: self.option_value(opt),
                                  adjust=lambda d, opt=opt: self.set_option(opt, d)))
        items.append(Item("undo", "menu.setup.undo", value=lambda: t("menu.on") if self.undo else t("menu.off"),
                          adjust=self.toggle_undo))
        if self.hot_seat() and self.info.coach:
            items.append(Item("coach", "menu.setup.coach", value=lambda: t("menu.on") if self.coach else t("menu.off"),
                              adjust=self.toggle_coach))
        items.append(Item("seed", "menu.setup.seed", value=lambda: self.seed or t("menu.setup.seed_random"),
                          adjust=self.bump_seed))
        extra = 0
        if self.has_tutorial():          # the game's guided first game (game/<g>/table/tutorial.py)
            items.append(Item("tutorial", "tutorial.entry", self.start_tutorial))
            extra = 1
        items += [Item("start", "menu.setup.start", self.start, primary=True), Item("back", "menu.back", self.back)]
        rows = len(items) - 2 - extra
        row_h, gap = (48, 8) if rows <= 8 else (42, 6)
        menu = Menu(self.app, items, (W - 820) // 2, 146, 820, row_h, gap, size=22, value_w=380)
        options = [i for i in items if i.key.startswith("opt:")]
        column = items[:len(items) - 2 - extra]       # the rows under the tutorial button
        if rows > 8 and options:
            # many seats and options: seats on the left, the game's options on the right, the
            # rows as tall as the longer column allows above Back and Start (ジントリガー at two
            # players has ten options)
            left = [i for i in items[:len(items) - 2 - extra] if i not in options]
            pitch = min(row_h + gap, (H - 92 - 146) // max(len(left), len(options)))
            row_h, col_w = pitch - gap, (W - 2 * MARGIN) // 2 - 12
            for col, rows_of in ((0, left), (1, options)):
                for k, item in enumerate(rows_of):
                    item.rect = pygame.Rect(MARGIN + col * (col_w + 24), 146 + k * pitch, col_w, row_h)
            menu.value_w = 250
            column = left
        menu.item("start").rect = pygame.Rect(W - MARGIN - 280, H - 80, 280, 56)
        menu.item("back").rect = pygame.Rect(MARGIN, H - 80, 220, 56)
        if extra:  # its own row under its column of rows, clear of the hint line at the bottom
            last = max((i.rect for i in column), key=lambda r: r.bottom)
            width = min(440, last.width)
            menu.item("tutorial").rect = pygame.Rect(last.centerx - width // 2, last.bottom + 28, width, 52)
        return menu

    def rebuild(self, focus_key: str) -> None:
        self.menu = self.build_menu()
        keys = [i.key for i in self.menu.items]
        self.menu.focus = keys.index(focus_key) if focus_key in keys else 0

    def set_players(self, delta: int) -> None:
        """The next allowed player count (a game may skip some, e.g. 1, 2 or 4)."""
        counts = self.info.player_counts()
        i = counts.index(self.players) if self.players in counts else 0
        self.players = counts[(i + delta) % len(counts)]
        self.apply_defaults()
        self.rebuild("players")

    def hot_seat(self) -> bool:
        """Two people or more at this screen?"""
        return sum(1 for c in self.choice[:self.players] if self.choices[c][0] == "human") >= 2

    def set_seat(self, i: int, delta: int) -> None:
        was = self.hot_seat()
        self.choice[i] = (self.choice[i] + delta) % len(self.choices)
        if was != self.hot_seat():      # the Hint's row comes or goes with hot seat
            self.rebuild(f"seat{i + 1}")

    def set_option(self, opt, delta: int) -> None:
        """The next choice; in a pool (each player's character) the values held by the options
        before it are skipped, and a later option holding the new value gives it up."""
        from game.engine.options import pool_taken
        i = opt.index(self.values.get(opt.key, opt.default))
        taken = pool_taken(self.game_options, self.values, self.players, opt)
        for _ in range(len(opt.choices)):
            i = (i + delta) % len(opt.choices)
            if opt.choices[i].value not in taken:
                break
        self.values[opt.key] = opt.choices[i].value
        self.chosen.add(opt.key)
        if any(key == opt.key for other in self.game_options for key, _ in other.when):
            self.rebuild(f"opt:{opt.key}")      # rows that depend on this one come or go
        for later in self.game_options:
            if later is not opt and later.pool and later.pool == opt.pool \
                    and later.shown(self.players, self.values, self.game_options) \
                    and self.values.get(later.key) in pool_taken(self.game_options, self.values, self.players, later):
                self.values[later.key] = later.default

    def has_tutorial(self) -> bool:
        try:
            return importlib.util.find_spec(f"{self.info.table_module}.tutorial") is not None
        except ModuleNotFoundError:
            return False

    def toggle_undo(self, _delta: int) -> None:
        self.undo = not self.undo

    def toggle_coach(self, _delta: int) -> None:
        self.coach = not self.coach

    def bump_seed(self, delta: int) -> None:
        value = int(self.seed) if self.seed else random.randrange(1, 100000)
        self.seed = str(max(0, value + (delta if self.seed else 0)))

    # start ----------------------------------------------------------------
    def options(self) -> dict:
        seed = int(self.seed) if self.seed else random.randrange(1, 2 ** 31)
        chosen = {o.key: self.values.get(o.key, o.default) for o in self.game_options
                  if o.shown(self.players, self.values, self.game_options)}
        coach = {"coach": True} if self.coach and self.hot_seat() else {}
        return {"seed": seed, "undo": self.undo, "players": self.players, **coach, **chosen}

    def start(self) -> None:
        name = self.info.name(get_lang())
        if not self.info.playable:
            self.app.toast(t("menu.setup.missing", name=name), "warn")
            return
        try:
            table = importlib.import_module(self.info.table_module)
        except ModuleNotFoundError:
            self.app.toast(t("menu.setup.missing", name=name), "warn")
            return
        seats, options = self.seats(), self.options()
        self.remember()
        existing = self.saved_game_in_the_way(table, seats, options)
        if existing is not None:
            self.ask_replace(table, seats, options, existing)
            return
        self.launch(table, seats, options)

    def saved_game_in_the_way(self, table, seats: list[dict], options: dict):
        """The unfinished saved game this new game would be saved over, or None."""
        from game import saves
        by_seats = saves.mode_for_seats(seats)
        spec = getattr(getattr(table, "Table", None), "spec", None)     # a table module may be a bare start()
        hook = spec.save_mode if spec is not None else None
        mode = hook(seats, options, by_seats) if hook is not None else by_seats
        return saves.would_replace(self.info.code, mode)

    def ask_replace(self, table, seats: list[dict], options: dict, entry) -> None:
        from game.scenes.saved_games import AskScene, describe, resume_entry

        def replace() -> None:
            from game import saves
            saves.delete_save(entry.path)
            self.launch(table, seats, options)

        self.app.stack.push(AskScene(
            self.app, lambda: t("menu.setup.replace_title"),
            [lambda: describe(entry), lambda: t("menu.setup.replace_body")],
            [("continue", lambda: t("menu.setup.replace_continue"), lambda: resume_entry(self.app, entry)),
             ("replace", lambda: t("menu.setup.replace_yes"), replace),
             ("back", lambda: t("menu.setup.replace_no"), None)]))

    def launch(self, table, seats: list[dict], options: dict) -> None:
        try:
            getattr(table, "Table", table).start(self.app, seats, options)
        except Exception as exc:  # a game that will not start: said here, seat setup stays
            self.start_failed(exc)

    def start_tutorial(self) -> None:
        try:
            table = importlib.import_module(self.info.table_module)
            starter = getattr(table, "start_tutorial", None) or \
                importlib.import_module(f"{self.info.table_module}.tutorial").start
            starter(self.app)
        except Exception as exc:  # a lesson that will not start: said here, seat setup stays
            self.start_failed(exc)

    def start_failed(self, exc: Exception) -> None:
        log = self.app.report_fault(exc, f"starting {self.info.code}")
        self.app.toast(t("menu.setup.start_failed", reason=str(exc) or type(exc).__name__)
                       + (f" ({log})" if log else ""), "error")

    # input / drawing ------------------------------------------------------
    def handle(self, event):
        focus = self.menu.items[self.menu.focus].key
        if focus.startswith("seat") and focus[4:].isdigit() and self.type_name(int(focus[4:]) - 1, event):
            return None
        if event.type == pygame.KEYDOWN and focus == "seed":
            if event.unicode.isdigit() and len(self.seed) < 10:
                self.seed = (self.seed + event.unicode).lstrip("0") or "0"
                return None
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self.seed = self.seed[:-1] if event.key == pygame.K_BACKSPACE else ""
                return None
        return super().handle(event)

    def type_name(self, i: int, event) -> bool:
        """A person's seat is focused: typing writes their name (a text input, so a
        Japanese IME works too), Backspace takes a letter back. True when used."""
        if self.choices[self.choice[i]][0] != "human":
            return False
        if event.type == pygame.TEXTINPUT:
            self.player_names[i] = clean_name(self.player_names[i] + event.text)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE and self.player_names[i]:
            self.player_names[i] = self.player_names[i][:-1]
            return True
        return False

    def draw(self, surface) -> None:
        surface.blit(backdrop(), (0, 0))
        draw_heading(surface, t(self.title_key), t("menu.setup.subtitle", game=self.info.name(get_lang())))
        self.menu.draw(surface, self.clock)
        for i in range(self.players):
            r = self.menu.item(f"seat{i + 1}").rect
            pygame.draw.circle(surface, theme.SEAT_COLOURS[i % len(theme.SEAT_COLOURS)], (r.x - 20, r.centery), 8)
        focus = self.menu.items[self.menu.focus].key
        hint = t("menu.setup.seed_hint") if focus == "seed" else t("menu.hint.nav_adjust")
        if focus.startswith("seat") and focus[4:].isdigit() and self.choices[self.choice[int(focus[4:]) - 1]][0] == "human":
            hint = t("menu.setup.name_hint")
        if focus.startswith("opt:"):
            opt = next(o for o in self.game_options if o.key == focus[4:]   # (a key may be declared per mode)
                       and o.shown(self.players, self.values, self.game_options))
            hint = opt.help(get_lang()) or hint
            fig = self.measured(opt)
            if fig is not None:
                hint += " " + figures.note(fig)
        rect = self.hint_rect()
        lines = wrap(hint, 18, rect.width)
        size = 18
        while len(lines) * (size + 6) > rect.height and size > 13:
            size -= 1
            lines = wrap(hint, size, rect.width)
        y = rect.bottom - len(lines) * (size + 6) if not self.two_columns() else rect.top
        for line in lines:
            blit_text(surface, line, size, DIM, midtop=(rect.centerx, y), max_width=rect.width)
            y += size + 6

    def two_columns(self) -> bool:
        item = next((i for i in self.menu.items if i.key.startswith("opt:")), None)
        return item is not None and item.rect.x > W // 3

    def hint_rect(self) -> pygame.Rect:
        """Where the help line goes: under the options' column when the options have a column
        of their own (there is room), else between Back and Start; wrapped, never over a row
        or a button."""
        start, back = self.menu.item("start").rect, self.menu.item("back").rect
        if self.two_columns():
            opts = [i.rect for i in self.menu.items if i.key.startswith("opt:")]
            col = opts[0].unionall(opts[1:])
            top = col.bottom + 24
            # down to the first row or button under the column (Start, a tutorial button...)
            under = [i.rect.top for i in self.menu.items if not i.key.startswith("opt:")
                     and i.rect.top >= col.bottom and i.rect.right > col.x and i.rect.x < col.right]
            bottom = min(under + [start.top]) - 16
            if bottom - top >= 40:
                return pygame.Rect(col.x + 12, top, col.width - 24, bottom - top)
            # no room under the column (a row or a button right below it): between Back and Start
        x0, x1 = back.right + 16, start.left - 16
        top = start.top - 6
        for item in self.menu.items:     # under a button that reaches down between them (a tutorial)
            r = item.rect
            if item.key not in ("start", "back") and r.right > x0 and r.x < x1 and r.bottom > top:
                top = r.bottom + 6
        return pygame.Rect(x0, top, x1 - x0, H - 4 - top)
