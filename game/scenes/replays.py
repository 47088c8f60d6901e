"""Replays: a browser of saved replays (plus import by typed path or file drop)
and a viewer that steps through a game with its log beside the board.

The board comes from the game's table module when it offers
``replay_view(app, state, viewer)`` returning something with
``draw(surface, rect)``; ``viewer`` is the :class:`ReplayViewer` (read
``viewer.visible_seats()``: the seats whose hidden cards may be shown, empty
= spectator). Otherwise a generic text summary of ``state.view(None)`` is
drawn. Hidden cards stay hidden unless the game is over and "show all" is on.
"""
from __future__ import annotations

import dataclasses
import importlib
from pathlib import Path
from typing import Any

import pygame

from game import games, saves
from game.engine.events import Log
from game.engine.record import GameRecord
from game.i18n import get_lang, t
from game.ui.menu import (DIM, EDGE, GOLD, MARGIN, TEXT, H, Item, Menu, MenuScene, W, backdrop, blit_text,
                          draw_heading, panel, wrap)
from game.scenes import game_name
from game.ui.scene import Scene
from game.ui.widgets import Button, LogPanel

LIST_ROWS = 7
STEP_SECONDS = 0.7


def replay_header(path: Path) -> tuple[str, int]:
    """(game code, number of moves) from a replay file, cheaply (no replay); ("?", 0) if unreadable."""
    code, moves, _fields = replay_fields(path)
    return code, moves


def replay_fields(path: Path) -> tuple[str, int, dict[str, str]]:
    """(game code, number of moves, the header's fields: ``coached`` and the rest)."""
    try:
        lines = [ln.strip() for ln in path.read_text(encoding="utf-8").splitlines()]
    except (OSError, UnicodeDecodeError):
        return "?", 0, {}
    body = [ln for ln in lines if ln and not ln.startswith("#")]
    if not body:
        return "?", 0, {}
    fields = dict(tok.partition("=")[::2] for tok in body[0].split() if "=" in tok)
    moves = [ln for ln in body[1:] if not ln.startswith(("options=", "seats="))]
    return fields.get("game", "?"), len(moves), fields


class TextField:
    """A one-line text input: click to focus, type, Backspace, Enter submits, Esc leaves."""

    def __init__(self, rect: pygame.Rect, placeholder: str) -> None:
        self.rect, self.placeholder = rect, placeholder
        self.text, self.active = "", False

    def handle(self, event) -> str | None:
        """"submit", "used" or None (not this field's event)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.active = self.rect.collidepoint(event.pos)
            if self.active:
                pygame.key.start_text_input()
            return "used" if self.active else None
        if not self.active:
            return None
        if event.type == pygame.TEXTINPUT:
            self.text += event.text
            return "used"
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return "submit"
            if event.key == pygame.K_ESCAPE:
                self.active = False
            elif event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
            elif event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                self.text += _clipboard()
            return "used"
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (28, 17, 15), self.rect, border_radius=8)
        pygame.draw.rect(surface, GOLD if self.active else EDGE, self.rect, 2, border_radius=8)
        shown = self.text or ("" if self.active else t(self.placeholder))
        colour = TEXT if self.text else DIM
        img_rect = blit_text(surface, shown[-90:], 18, colour, midleft=(self.rect.x + 14, self.rect.centery),
                             max_width=self.rect.w - 28)
        if self.active and pygame.time.get_ticks() // 500 % 2 == 0:
            x = img_rect.right + 2 if self.text else self.rect.x + 14
            pygame.draw.line(surface, TEXT, (x, self.rect.y + 10), (x, self.rect.bottom - 10), 2)


def _clipboard() -> str:
    try:
        return pygame.scrap.get_text() or ""
    except pygame.error:       # no clipboard on this system (or not initialised): nothing to paste
        return ""


# ----------------------------------------------------------------------------- browser
class ReplaysScene(MenuScene):
    name = "replays"
    title_key = "saves.replays.title"
    subtitle_key = "saves.replays.subtitle"

    def __init__(self, app) -> None:
        self.field = TextField(pygame.Rect(MARGIN, H - 134, W - 2 * MARGIN - 180, 48), "saves.replays.path_hint")
        super().__init__(app)

    def build_menu(self) -> Menu:
        self.files = saves.list_replays()
        items = []
        # games in progress (the autosaves) can be watched too, up to the last move
        in_progress = [e for e in saves.list_resumable() if e.problem is None]
        for entry in in_progress:
            items.append(Item(f"save:{entry.game}", self._save_label(entry),
                              lambda e=entry: self.open_save(e)))
        for path in self.files[:max(0, LIST_ROWS - len(in_progress))]:
            code, moves, fields = replay_fields(path)
            items.append(Item(f"file:{path.name}", self._row_label(path, code, moves, fields.get("coached") == "1"),
                              lambda p=path: self.open_path(p)))
        items += [Item("open", "saves.replays.open", self.open_typed, primary=True),
                  Item("back", "menu.back", self.back)]
        menu = Menu(self.app, items, MARGIN, 142, W - 2 * MARGIN, row_h=46, gap=8, size=20, centred=False)
        menu.item("open").rect = pygame.Rect(W - MARGIN - 164, H - 134, 164, 48)
        menu.item("back").rect = pygame.Rect(W - MARGIN - 200, H - 68, 200, 48)
        return menu

    @staticmethod
    def _save_label(entry):
        return lambda: (f"{t('saves.replays.in_progress')}   ·   {game_name(entry.game)}   ·   "
                        f"{t('saves.replays.moves', n=entry.moves)}   ·   {entry.turn(get_lang())}")

    def open_save(self, entry) -> bool:
        """Watch the game in progress (its autosave) from the start to the last move."""
        res = saves.load_save(entry.path)
        if res.record is None:
            reason = res.problem.message(get_lang()) if res.problem else "?"
            self.app.toast(t("saves.replays.bad", file=entry.path.name, reason=reason), "error")
            self.menu = self.build_menu()
            return False
        self.app.stack.push(ReplayViewer(self.app, res.record, entry.path))
        return True

    @staticmethod
    def _row_label(path: Path, code: str, moves: int, coached: bool = False):
        mark = f"   ·   {t('saves.coached')}" if coached else ""
        return lambda: f"{path.stem}   ·   {game_name(code)}   ·   {t('saves.replays.moves', n=moves)}{mark}"

    def resume(self) -> None:
        self.menu = self.build_menu()

    def open_typed(self) -> None:
        text = self.field.text.strip().strip('"').strip("'")
        if text:
            self.open_path(Path(text).expanduser())
        else:
            self.field.active = True

    def open_path(self, path: Path | str) -> bool:
        """Import a replay file and show it; a bad file is explained in a toast. True if opened."""
        path = Path(path)
        res = saves.load_replay(path)
        if not res.ok:
            self.app.toast(t("saves.replays.bad", file=path.name, reason=res.problem.message(get_lang())),
                           "error")
            return False
        self.app.stack.push(ReplayViewer(self.app, res.record, path))
        return True

    def handle(self, event):
        if event.type == pygame.DROPFILE:
            self.open_path(event.file)
            return None
        used = self.field.handle(event)
        if used == "submit":
            self.open_typed()
            return None
        if used is not None:
            return None
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.menu.draw(surface, self.clock)
        if not self.files:
            box = pygame.Rect(MARGIN, 150, W - 2 * MARGIN, 120)
            surface.blit(panel(box.size), box)
            for k, line in enumerate(wrap(t("saves.replays.none"), 20, box.w - 60)[:3]):
                blit_text(surface, line, 20, TEXT, topleft=(box.x + 30, box.y + 28 + 30 * k))
        elif len(self.files) > LIST_ROWS:
            blit_text(surface, f"+{len(self.files) - LIST_ROWS}", 18, DIM,
                      topright=(W - MARGIN, self.menu.items[LIST_ROWS - 1].rect.bottom + 6))
        blit_text(surface, t("saves.replays.path"), 18, GOLD, bottomleft=(MARGIN, self.field.rect.y - 6))
        self.field.draw(surface)
        blit_text(surface, t("saves.replays.hint"), 18, DIM, midleft=(MARGIN, H - 44), max_width=W - 2 * MARGIN - 220)


# ----------------------------------------------------------------------------- viewer
def _fmt(value: Any) -> str:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        parts = [f"{f.name}={_fmt(getattr(value, f.name))}" for f in dataclasses.fields(value)
                 if getattr(value, f.name) not in (None, False, (), "", 0)]
        return " ".join(parts)
    if isinstance(value, (tuple, list)):
        return "[" + ", ".join("—" if v is None else _fmt(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_fmt(v)}" for k, v in value.items()) + "}"
    return str(value)


def _fields(view: Any) -> list[tuple[str, Any]]:
    if dataclasses.is_dataclass(view) and not isinstance(view, type):
        return [(f.name, getattr(view, f.name)) for f in dataclasses.fields(view)]
    if isinstance(view, dict):
        return list(view.items())
    return [("view", view)]


def summary_lines(state: Any, seats: list[int]) -> list[str]:
    """Text summary of the spectator's view, plus what each seat in ``seats`` sees beyond it."""
    public = dict(_fields(state.view(None)))
    lines: list[str] = []
    for name, value in public.items():
        if name == "player":
            continue
        if isinstance(value, (tuple, list)) and any(dataclasses.is_dataclass(v) for v in value):
            lines.append(f"{name}:")
            lines += [f"   {i}: {_fmt(v)}" for i, v in enumerate(value) if v is not None]
        else:
            lines.append(f"{name}: {_fmt(value)}")
    for p in seats:
        for name, value in _fields(state.view(p)):
            if name != "player" and public.get(name) != value:
                lines.append(f"{t('saves.viewer.seat', n=p + 1)} {name}: {_fmt(value)}")
    return lines


def fit(s: str, size: int, width: int) -> str:
    """``s`` cut with an ellipsis so that it fits ``width`` pixels at ``size``."""
    from game.ui import theme
    f = theme.font(size)
    if f.size(s)[0] <= width:
        return s
    while s and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s + "…"


class TextBoard:
    """The generic board: the view as text; long and nested lines full width, short ones in columns."""

    SIZE, STEP = 15, 18

    def __init__(self, state: Any, viewer: "ReplayViewer") -> None:
        self.lines = summary_lines(state, viewer.visible_seats())

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        from game.ui import theme
        f = theme.font(self.SIZE)
        cols = 3
        col_w = (rect.w - 30) // cols
        wide = [ln for ln in self.lines if ln.startswith(" ") or ln.endswith(":") or f.size(ln)[0] > col_w - 12]
        short = [ln for ln in self.lines if ln not in wide]
        x, y = rect.x + 15, rect.y + 8
        for line in wide:
            if y + self.STEP > rect.bottom:
                break
            blit_text(surface, fit(line, self.SIZE, rect.w - 30), self.SIZE,
                      DIM if line.startswith(" ") else TEXT, topleft=(x, y))
            y += self.STEP
        per_col = max(1, -(-len(short) // cols))
        for i, line in enumerate(short):
            c, r = divmod(i, per_col)
            if y + (r + 1) * self.STEP > rect.bottom + 4:
                continue
            blit_text(surface, line, self.SIZE, TEXT, topleft=(x + c * col_w, y + 4 + r * self.STEP))


class ReplayViewer(Scene):
    """Steps through a recorded game on the game's own table, read-only.

    The table (``GameTable.viewer_for``) draws exactly what a spectator at
    the real table sees — one renderer for play and replay — scaled into the
    upper part of the screen; the controls sit in a bar below it, and the
    table's log panel lists the moves by number. A step forward animates that
    move's events; a jump redraws. Games without a table yet fall back to a
    text summary of the spectator's view.
    """

    name = "replay-viewer"
    SCALE = 0.84

    def __init__(self, app, record: GameRecord, source: Path | None = None) -> None:
        super().__init__(app)
        self.record, self.source = record, source
        self.n = len(record)
        # the log as a spectator saw it: masked like the table's own events
        self.logs: list[list[Log]] = [[e for e in state.mask_events(events, None) if isinstance(e, Log)]
                                      for _i, _text, events, state in record.iter_replay()]
        self.pos = 0
        self._state = record.initial_state()
        self.playing = False
        self.timer = 0.0
        self.show_all = False
        self.jump_text = ""
        self.exported: Path | None = None
        self.table = self._make_table()
        tw, th = round(W * self.SCALE), round(H * self.SCALE)
        self.board_rect = pygame.Rect((W - tw) // 2, 4, tw, th) if self.table is not None \
            else pygame.Rect(MARGIN - 24, 160, 820, 392)
        self.canvas = pygame.Surface((W, H)) if self.table is not None else None
        if self.table is not None and self.table.log is not None:
            self.log = self.table.log
            self.log.max_lines = 5000
        else:
            self.log = LogPanel((self.board_rect.right + 16, 160, W - MARGIN + 24 - self.board_rect.right - 16, 392),
                                size=15, max_lines=5000)
        y, s = (self.board_rect.bottom + 14, 18) if self.table is not None else (H - 128, 20)
        row = [("first", "|◀", lambda: self.seek(0), pygame.K_HOME),
               ("back", "◀", lambda: self.seek(self.pos - 1), None),
               ("play", lambda: t("saves.viewer.pause" if self.playing else "saves.viewer.play"), self.toggle_play,
                None),
               ("forward", "▶", lambda: self.seek(self.pos + 1), None),
               ("last", "▶|", lambda: self.seek(self.n), pygame.K_END)]
        self.buttons: dict[str, Button] = {}
        x = MARGIN - 24
        for key, label, fn, hotkey in row:
            w = 112 if key == "play" else 60
            self.buttons[key] = Button((x, y, w, 42), label, fn, size=s, hotkey=hotkey)
            x += w + 8
        self.jump_rect = pygame.Rect(x, y, 130, 42)
        if games.get(record.game_id).coach and self.n:
            self.buttons["review"] = Button((x + 140 + 212, y, 96, 42), lambda: t("menu.result.review"),
                                            self.open_review, size=17)
        self.buttons["show_all"] = Button((x + 140, y, 204, 42), self._show_all_label, self.toggle_show_all,
                                          disabled=lambda: "" if self.state.is_over()
                                          else t("saves.viewer.show_all_locked"), size=17)
        self.buttons["export"] = Button((W - MARGIN + 24 - 330, y, 150, 42), lambda: t("saves.viewer.export"),
                                        self.export, size=s)
        self.buttons["exit"] = Button((W - MARGIN + 24 - 170, y, 170, 42), lambda: t("saves.viewer.back"),
                                      self.close, size=s)
        self.refresh()

    @property
    def state(self):
        return self.table.state if self.table is not None else self._state

    def _make_table(self):
        """The game's table, read-only, if the game has one that loads."""
        try:
            module = importlib.import_module(games.get(self.record.game_id).table_module)
        except ImportError:   # a game without its table yet: the text board will do
            return None
        return module.Table.viewer_for(self.app, self.record)

    # hooks for tables --------------------------------------------------------------
    def visible_seats(self) -> list[int]:
        """Seats whose hidden cards may be drawn: all once the game is over and "show all" is on."""
        if self.show_all and self.state.is_over():
            return list(range(self.state.seats()))
        return []

    def open_review(self) -> None:
        """振り返り of this record for the seat a person played (the first; else seat 0)."""
        from game.scenes.review import ReviewScene
        metas = [str(s) for s in (self.record.seats or ())]
        seat = next((i for i, m in enumerate(metas) if m.startswith("human")), 0)
        def open_at(index: int) -> None:     # back to this viewer, at that moment
            if self.app.stack.top is not self:
                self.app.stack.pop()
            self.seek(index)
        self.app.stack.push(ReviewScene(self.app, self.record, seat, open_at))

    # stepping ------------------------------------------------------------------
    def seek(self, k: int) -> None:
        k = max(0, min(self.n, int(k)))
        if k == self.pos:
            return
        if self.table is not None:
            self.table.ending.seek(self.record, k)
        elif k == self.pos + 1:
            self._state.apply(self._state.parse_action(self.record.actions[self.pos]))
        else:
            self._state = self.record.replay(upto=k)
        self.pos = k
        if self.pos >= self.n:
            self.playing = False
        self.refresh()

    def toggle_play(self) -> None:
        if self.pos >= self.n:
            self.seek(0)
        self.playing = not self.playing
        self.timer = 0.0

    def toggle_show_all(self) -> None:
        self.show_all = not self.show_all
        self.refresh()

    def _show_all_label(self) -> str:
        return ("■ " if self.show_all and self.state.is_over() else "□ ") + t("saves.viewer.show_all")

    def refresh(self) -> None:
        if self.table is not None:
            shown = self.show_all and self.state.is_over()
            if self.table.show_all != shown:
                self.table.show_all = shown
                self.table.resync()
            self.board = self.table
        else:
            self.board = TextBoard(self.state, self)
        self._log_key = None

    def log_lines(self, lang: str) -> list[str]:
        out = [t("saves.viewer.start")]
        for i, events in enumerate(self.logs[:self.pos]):
            lines = [e.line(lang) for e in events] or [self.record.actions[i]]
            out += [f"{i + 1}. {lines[0]}"] + [f"· {ln}" for ln in lines[1:]]
        return out

    def export(self) -> None:
        try:
            self.exported = saves.save_replay(self.record)
        except OSError as exc:
            self.app.toast(t("saves.viewer.export_failed", reason=exc.strerror or str(exc)), "error")
            return
        self.app.toast(t("saves.viewer.exported", path=str(self.exported)), "good")

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    # frame ------------------------------------------------------------------------
    def table_event(self, event):
        """Pointer events over the scaled table, in the table's own coordinates (hover,
        the zoom panel, opening a pile)."""
        if self.table is None or not hasattr(event, "pos") or not self.board_rect.collidepoint(event.pos):
            return event
        r = self.board_rect
        pos = (round((event.pos[0] - r.x) * W / r.w), round((event.pos[1] - r.y) * H / r.h))
        attrs = {k: v for k, v in event.dict.items() if k != "pos"}
        return self.table.handle(pygame.event.Event(event.type, pos=pos, **attrs))

    def handle(self, event):
        if event.type == pygame.MOUSEWHEEL and self.log.handle(event):
            return None
        for button in self.buttons.values():
            if button.handle(event):
                return None
        if event.type != pygame.KEYDOWN:
            return self.table_event(event) if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                                             pygame.MOUSEBUTTONUP) else event
        k = event.key
        if k == pygame.K_ESCAPE:
            self.close()
        elif k == pygame.K_BACKSPACE:
            if self.jump_text:
                self.jump_text = self.jump_text[:-1]
            else:
                self.close()
        elif k in (pygame.K_RIGHT, pygame.K_LEFT):
            self.seek(self.pos + (1 if k == pygame.K_RIGHT else -1))
        elif k == pygame.K_SPACE:
            self.toggle_play()
        elif getattr(event, "unicode", "").isdigit():
            self.jump_text = (self.jump_text + event.unicode)[-5:]
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.jump_text:
            self.seek(int(self.jump_text))
            self.jump_text = ""
        elif k == pygame.K_a:
            self.buttons["show_all"].press()
        elif k == pygame.K_e:
            self.export()
        else:
            return event
        return None

    def update(self, dt: float) -> None:
        if self.playing:
            self.timer += dt
            while self.timer >= STEP_SECONDS and self.playing:
                self.timer -= STEP_SECONDS
                self.seek(self.pos + 1)
        if self.table is not None:
            self.table.update(dt)
        lang = get_lang()
        if self._log_key != (self.pos, lang):
            self.log.lines = self.log_lines(lang)[-self.log.max_lines:]
            self.log.scroll = 0
            self._log_key = (self.pos, lang)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        r = self.board_rect
        if self.table is not None:
            self.table.draw(self.canvas)
            surface.blit(pygame.transform.smoothscale(self.canvas, r.size), r)
            pygame.draw.rect(surface, GOLD, r.inflate(4, 4), 2, border_radius=4)
            top = r.bottom + 62
        else:
            sub = self.source.name if self.source else ""
            draw_heading(surface, t("saves.viewer.title", game=game_name(self.record.game_id)), sub)
            surface.blit(panel(r.size), r)
            self.board.draw(surface, r.inflate(-8, -8))
            blit_text(surface, t("saves.viewer.log"), 16, GOLD, bottomleft=(self.log.rect.x + 4, r.y - 4))
            self.log.draw(surface)
            top = r.bottom + 6
        head = t("saves.viewer.title", game=game_name(self.record.game_id))
        who = t("saves.viewer.spectator") if not self.visible_seats() else t("saves.viewer.all_seats")
        if self.record.meta.get("coached"):
            who += "  ·  " + t("saves.coached")
        blit_text(surface, f"{head}  ·  {who}", 16, DIM, topleft=(MARGIN - 24, top), max_width=W // 2)
        blit_text(surface, t("saves.viewer.position", i=self.pos, n=self.n), 20, TEXT, True,
                  topright=(W - MARGIN + 24, top - 2))
        blit_text(surface, self.status_text(), 18, GOLD, topleft=(MARGIN - 24, top + 24), max_width=W // 2)
        for button in self.buttons.values():
            button.draw(surface)
        jr = self.jump_rect
        pygame.draw.rect(surface, (28, 17, 15), jr, border_radius=8)
        pygame.draw.rect(surface, GOLD if self.jump_text else EDGE, jr, 2, border_radius=8)
        blit_text(surface, t("saves.viewer.jump"), 14, DIM, topleft=(jr.x + 10, jr.y + 3))
        blit_text(surface, self.jump_text or t("saves.viewer.jump_hint"), 16 if self.jump_text else 13,
                  TEXT if self.jump_text else DIM, bottomleft=(jr.x + 10, jr.bottom - 4), max_width=jr.w - 20)
        hint = t("saves.viewer.hint") if self.exported is None else t("saves.viewer.exported", path=str(self.exported))
        blit_text(surface, hint, 15, DIM, bottomright=(W - MARGIN + 24, H - 8), max_width=W // 2)

    def status_text(self) -> str:
        from game.cli_replay import result_text
        if self.state.is_over():
            return t("saves.viewer.result", text=result_text(self.state, get_lang()))
        mover = self.state.to_move()
        if mover is None:
            return ""
        name = games.get(self.record.game_id).seat_name(mover, self.state.seats(), get_lang(), self.record.options)
        return t("saves.viewer.to_move_name", name=name)
