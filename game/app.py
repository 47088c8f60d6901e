"""The application shell: window, clock, main loop, scene stack, toasts.

``App`` owns the window, at the resolution it really has, and a
:class:`SceneStack`. Layouts are in logical units of 1280×720; the window shows
them in its largest 16:9 area (``view``) at ``scale`` pixels per unit. A scene
that draws at that resolution (``scalable``: the tables) draws straight into
the area, crisp; any other is drawn at 1280×720 and scaled into it. Mouse
positions reach each scene in the units it draws in. Start-up is kept light:
only the display and font modules are initialised, the sound bank is created on
first use, game tables are imported when a game starts.

The command line that opens it is :mod:`game.cli`.
"""
from __future__ import annotations

import os
import time
import warnings
from typing import Callable, Iterable

import pygame

from game import i18n
from game.paths import resource_path
from game.settings import Settings
from game.ui import theme
from game.ui.scene import SceneStack
from game.ui.widgets import Toasts

TITLE = "札場 Fudaba"
#: the logical size layouts are written in
LOGICAL = theme.SCREEN_SIZE
FPS = 60
MAX_DT = 0.1
#: when nothing on screen moves, a frame this often anyway (clocks, timers, the thinker)
IDLE_WAKE = 0.5

_cache_hook_installed = False


def _install_cache_hook() -> None:
    """Rendered text is cached by string; a language switch drops the cache."""
    global _cache_hook_installed
    if not _cache_hook_installed:
        i18n.on_change(lambda _lang: theme.text.cache_clear())
        _cache_hook_installed = True


def preferred_language() -> str:
    """The language the player's system prefers: Japanese if it comes first, else English
    for anyone who asked for another language, else (nothing known) Japanese, the games'
    own."""
    try:
        locales = pygame.system.get_pref_locales()
    except pygame.error:          # SDL cannot tell on this system
        return "ja"
    first = (locales[0].get("language") or "").lower() if locales else ""
    if not first:
        return "ja"
    return "ja" if first == "ja" else "en"


class NullSounds:
    """Stand-in when ``game.ui.sound`` is not available (or audio fails)."""

    def play(self, *_args, **_kw) -> None:
        pass

    def set_volume(self, *_args, **_kw) -> None:
        pass


class App:
    def __init__(self, headless: bool = False, size: tuple[int, int] = theme.SCREEN_SIZE,
                 lang: str | None = None, fullscreen: bool | None = None,
                 contain_faults: bool | None = None) -> None:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        self.headless = headless
        #: a fault in a scene is logged and the app goes back to the title (see ``recover``);
        #: off when headless (tests, --smoke, the bench), where a fault must surface
        self.contain_faults = (not headless) if contain_faults is None else contain_faults
        self._faults: list[float] = []
        self.settings, loaded = Settings.load()
        #: messages to show once the title is up (e.g. a settings file was broken)
        self.notices: list[Callable[[], str]] = []
        if loaded.problem is not None:
            bad, moved = loaded.problem, loaded.moved_to
            self.notices.append(lambda: i18n.t(
                "menu.notice.settings_bad", reason=bad.message(i18n.get_lang()),
                file=moved.name if moved else "settings.json"))
        elif loaded.fixes:   # values out of range: corrected, the original kept aside
            from game.settings import describe_fixes
            fixes, moved = loaded.fixes, loaded.moved_to
            self.notices.append(lambda: i18n.t(
                "menu.notice.settings_fixed", changes=describe_fixes(fixes),
                file=moved.name if moved else "settings.json"))
        _install_cache_hook()
        if lang:   # a --lang override shows in the settings scene (saved only on a change)
            self.settings.lang = lang
        elif loaded.data is None and loaded.problem is None:   # the first launch: the system's language
            self.settings.lang = preferred_language()
        i18n.set_lang(self.settings.lang)
        self.apply_anim_speed()
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen

        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(TITLE)
        icon = resource_path("assets", "icon.png")
        if icon.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(icon)))
            except pygame.error:
                pass
        self.size = tuple(size)
        self.screen = self._open_window(size if headless else self.window_size())
        self._canvas: pygame.Surface | None = None
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.toasts = Toasts()
        self.running = True
        self.last_input = time.perf_counter()    # events and scene changes: the screen wakes up
        self._changes = 0
        self._sounds = None

    # the window ----------------------------------------------------------------
    def window_size(self) -> tuple[int, int]:
        """The window a player gets: the logical size times the UI scale, as much of the
        desktop as that allows (the whole desktop in full screen)."""
        if self.headless:         # no desktop to fit: the size the setting asks for
            scale = float(self.settings.ui_scale)
            return round(LOGICAL[0] * scale), round(LOGICAL[1] * scale)
        desktop = (pygame.display.get_desktop_sizes() or [theme.SCREEN_SIZE])[0]
        if self.settings.fullscreen:
            return desktop
        scale = min(float(self.settings.ui_scale), desktop[0] * 0.95 / LOGICAL[0], desktop[1] * 0.9 / LOGICAL[1])
        scale = max(1.0, scale) if desktop[0] >= LOGICAL[0] else scale
        return round(LOGICAL[0] * scale), round(LOGICAL[1] * scale)

    def _open_window(self, size) -> pygame.Surface:
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and not self.headless:
            flags |= pygame.FULLSCREEN
        with warnings.catch_warnings():   # the dummy driver warns "no fast renderer"
            warnings.simplefilter("ignore")
            screen = pygame.display.set_mode(tuple(size), flags)
        self._fit(screen)
        return screen

    def _fit(self, screen: pygame.Surface) -> None:
        """The largest 16:9 area of the window (letterboxed), and its pixels per unit."""
        w, h = screen.get_size()
        self.scale = min(w / LOGICAL[0], h / LOGICAL[1])
        vw, vh = round(LOGICAL[0] * self.scale), round(LOGICAL[1] * self.scale)
        self.view = pygame.Rect((w - vw) // 2, (h - vh) // 2, vw, vh)

    def resize(self, size: tuple[int, int] | None = None) -> None:
        """The window changed size (or the UI scale did, and with it the window): the area
        and its scale follow, and every scene is told (a table lays itself out again)."""
        if size is not None and (self.headless or not self.settings.fullscreen):
            self.screen = self._open_window(size)
        else:
            self.screen = pygame.display.get_surface() or self.screen
            self._fit(self.screen)
        for scene in self.stack:
            scene.resized()

    def to_scene(self, scene, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event in the units ``scene`` draws in (window pixels in its area, or the
        1280×720 logical units of a scene that does not scale)."""
        pos = getattr(event, "pos", None)
        if pos is None:
            return event
        x, y = pos[0] - self.view.x, pos[1] - self.view.y
        if not scene.scalable:
            x, y = x / self.scale, y / self.scale
        if (x, y) == tuple(pos):
            return event
        data = dict(event.dict, pos=(round(x), round(y)))
        return pygame.event.Event(event.type, data)

    def to_window(self, scene, rect: pygame.Rect) -> pygame.Rect:
        """``rect`` in ``scene``'s units, in window pixels (where a pointer must be to hit it)."""
        if not scene.scalable:
            k = self.scale
            rect = pygame.Rect(round(rect.x * k), round(rect.y * k), round(rect.w * k), round(rect.h * k))
        return pygame.Rect(rect).move(self.view.topleft)

    def scene_size(self, scene) -> tuple[int, int]:
        """The size of the area ``scene`` draws in, in its own units."""
        return self.view.size if scene.scalable else LOGICAL

    # services ----------------------------------------------------------------
    @property
    def sounds(self):
        """The sound bank (``game.ui.sound.Sounds``), created on first use."""
        if self._sounds is None:
            try:
                from game.ui.sound import Sounds
                self._sounds = Sounds(volume=self.settings.volume, muted=self.settings.muted)
            except (ImportError, pygame.error, OSError):  # no module or no audio device: stay silent
                self._sounds = NullSounds()
        return self._sounds

    def apply_volume(self) -> None:
        """Push the volume/mute settings to the sound bank (if it exists yet)."""
        snd = self._sounds
        if snd is None:
            return
        if hasattr(snd, "muted"):
            snd.muted = self.settings.muted
            snd.set_volume(self.settings.volume)
        else:
            snd.set_volume(self.settings.effective_volume)

    def toast(self, text: str, kind: str = "info") -> None:
        self.toasts.add(text, kind, 6.0 if kind in ("warn", "error") else 3.5)

    def show_notices(self) -> None:
        """Toast pending notices once (called by the title scene)."""
        for notice in self.notices:
            self.toast(notice(), "warn")
        self.notices.clear()

    def apply_anim_speed(self) -> None:
        """Every tween reads one global speed (0 = animations skipped)."""
        from game.ui import tween
        tween.set_speed(self.settings.anim_speed)

    def save_settings(self) -> None:
        self.apply_anim_speed()
        try:
            self.settings.save()
        except OSError as exc:
            self.toast(i18n.t("menu.notice.save_failed", reason=exc.strerror or str(exc)), "error")

    def apply_ui_scale(self) -> None:
        """The UI scale setting changed: the window grows or shrinks with it (as far as the
        desktop allows) and the scenes lay themselves out again at the new scale."""
        if not self.settings.fullscreen:
            self.resize(self.window_size())

    def set_fullscreen(self, on: bool) -> None:
        if on != self.settings.fullscreen:
            self.settings.fullscreen = on
            if not self.headless:
                self.screen = self._open_window(self.window_size())
                for scene in self.stack:
                    scene.resized()
        self.save_settings()

    # loop -----------------------------------------------------------------
    def step(self, dt: float, events: Iterable[pygame.event.Event]) -> None:
        """Feed events (top scene first), then advance the top scene by ``dt``."""
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.set_fullscreen(not self.settings.fullscreen)
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.resize()
            else:
                top = self.stack.top
                self.guarded(self.stack.handle, self.to_scene(top, event) if top is not None else event)
        self.guarded(self.stack.update, min(dt, MAX_DT))
        self.toasts.update(min(dt, MAX_DT))
        if not len(self.stack):
            self.quit()

    def draw(self) -> pygame.Surface:
        """The frame: every visible scene in its units (see the module doc), then the toasts."""
        surface = self.screen
        surface.fill(theme.BG)
        self.guarded(self._draw_scenes, surface)
        self.toasts.scale = self.scale
        top = self.stack.top
        area = top.message_area() if top is not None else None
        if area is not None and not top.scalable:
            area = pygame.Rect(round(area.x * self.scale), round(area.y * self.scale),
                               round(area.w * self.scale), round(area.h * self.scale))
        if area is None:            # no message area named: the bottom of the view, as always
            k = self.scale
            area = pygame.Rect(round(80 * k), 0, self.view.w - round(160 * k), self.view.h - round(28 * k))
        self.toasts.draw(surface, area.move(self.view.topleft))
        return surface

    def _draw_scenes(self, surface: pygame.Surface) -> None:
        if self.scale == 1 and self.view.topleft == (0, 0):      # the logical size: no scaling at all
            self.stack.draw(surface)
            return
        area = surface.subsurface(self.view)
        for scene in self.stack.visible():
            if scene.scalable:
                scene.draw(area)
                continue
            # a scene of logical units, drawn at 1280×720 with its alpha kept, then scaled over
            canvas = self._canvas
            if canvas is None:
                canvas = self._canvas = pygame.Surface(LOGICAL, pygame.SRCALPHA)
            canvas.fill((0, 0, 0, 0))
            scene.draw(canvas)
            area.blit(pygame.transform.smoothscale(canvas, self.view.size), (0, 0),
                      special_flags=pygame.BLEND_PREMULTIPLIED)

    # faults ---------------------------------------------------------------
    def guarded(self, fn: Callable, *args):
        """``fn(*args)``; a fault in it, when faults are contained, is recovered from."""
        if not self.contain_faults:
            return fn(*args)
        try:
            return fn(*args)
        except Exception as exc:  # any fault of any scene: logged, told, the app goes on
            self.recover(exc)
            return None

    def recover(self, exc: Exception) -> None:
        """A scene raised: write the traceback to the log, make sure a game in progress is
        on disk, close every scene and go back to the title with a message saying so. A
        fault that keeps coming back (three within ten seconds: the title itself is
        broken) is raised after all: a loop of messages would help nobody."""
        from game import faults
        now = time.monotonic()
        self._faults = [t for t in self._faults if now - t < 10.0] + [now]
        if len(self._faults) > 3:
            raise exc
        saved = False
        for scene in list(self.stack):
            try:
                saved = bool(scene.on_fault()) or saved
            except Exception as inner:  # the scene is broken already: the log says how
                exc.add_note(f"while saving after the fault: {inner!r}")
        log = faults.write_exception("fault", exc, f"scenes: {[type(s).__name__ for s in self.stack]}")
        self.stack.drop_all(lambda scene, inner: faults.write_exception(
            "fault", inner, f"closing {type(scene).__name__} after a fault"))
        self.start_title()
        from game.ui.notice import NoticeScene
        lines = [i18n.t("ui.fault.saved") if saved else i18n.t("ui.fault.unsaved"),
                 i18n.t("ui.fault.log", path=str(log)) if log is not None else i18n.t("ui.fault.nolog")]
        self.stack.push(NoticeScene(self, i18n.t("ui.fault.title"), lines, i18n.t("ui.fault.footer")))

    def frame(self, dt: float, events: Iterable[pygame.event.Event] = ()) -> None:
        self.step(dt, events)
        self.draw()
        pygame.display.flip()

    def frame_rate(self) -> float:
        """How often to draw now: the busiest visible scene's need; toasts fade at full rate."""
        now = time.perf_counter()
        if self.stack.changes != self._changes:
            self._changes, self.last_input = self.stack.changes, now
        rate = self.stack.frame_rate(now - self.last_input)
        return FPS if self.toasts.items else rate

    def next_events(self, rate: float) -> list[pygame.event.Event]:
        """This frame's input. At full rate, whatever arrived; below it, wait for input up to
        the next frame that is due (so an idle screen sleeps, yet answers a gesture at once)."""
        if rate >= FPS:
            self.clock.tick(FPS)
            return pygame.event.get()
        timeout = 1.0 / rate if rate > 0 else IDLE_WAKE
        first = pygame.event.wait(max(1, int(timeout * 1000)))
        events = [] if first.type == pygame.NOEVENT else [first]
        return events + pygame.event.get()

    def run(self, until: Callable[[], bool] | None = None) -> None:
        """The main loop (``until()`` True ends it early: the bench, tests)."""
        if not len(self.stack):
            self.start_title()
        last = time.perf_counter()
        while self.running and not (until is not None and until()):
            events = self.next_events(self.frame_rate())
            now = time.perf_counter()
            dt, last = min(now - last, MAX_DT), now
            if events:
                self.last_input = now
            self.frame(dt, events)
        if until is None:
            pygame.quit()

    def quit(self) -> None:
        self.running = False

    def start_title(self) -> None:
        from game.scenes.title import TitleScene
        self.stack.clear_to(TitleScene(self))

    # what a table asks of the app (game.ui.host.Host): the catalogue, files, statistics and
    # menus live above the framework
    def game(self, code: str):
        from game import games
        return games.get(code)

    def seat_mode(self, seats) -> str:
        from game import saves
        return saves.mode_for_seats(seats)

    def measured(self, code: str, name_ja: str, players: int, values: dict):
        """The lab's figure for a character (``game.measured``: read from the file it publishes)."""
        from game import measured
        return measured.character(code, name_ja, players, values)

    def autosave(self, record, seats_meta, mode: str):
        """Queue the record's save (written off the frame); its path. Raises OSError when
        the data folder cannot even be prepared."""
        from game import saves
        return saves.autosave(record, seats_meta, mode=mode, background=True)

    def flush_saves(self) -> bool:
        """Wait for the background writes (a fault, quitting); False on a timeout."""
        from game import saves
        return saves.flush_autosaves()

    def save_status(self, path):
        """``"pending"``, ``"ok"`` or the OSError of the last write of ``path``."""
        from game import saves
        return saves.write_status(path)

    def keep_finished(self, record, mode: str, seats_meta, result, extra: dict) -> None:
        """A game ended: keep its replay, drop its save, count it in the statistics.
        Raises OSError when the data folder cannot be written (the table says so)."""
        from game import saves, stats
        steps = [lambda: saves.delete_save_for(record),
                 lambda: stats.record_result(record.game_id, mode, seats_meta, result, len(record), extra,
                                             names=record.meta.get("names") or ())]
        if len(record):
            steps.insert(0, lambda: saves.save_replay(record))
        problem: OSError | None = None
        for step in steps:        # each is tried: a replay that cannot be written still counts
            try:
                step()
            except OSError as exc:
                problem = problem or exc
        if problem is not None:
            raise problem

    def report_fault(self, exc: BaseException, context: str = ""):
        """A fault a menu recovers from on its own (a game that would not start): logged,
        its log's path returned; raised again where faults must surface (tests, bench)."""
        if not self.contain_faults:
            raise exc
        return self.log_problem("fault", exc, context)

    def log_problem(self, kind: str, exc: BaseException, context: str = ""):
        """Write ``exc`` to the log folder; its path, or None when that fails too."""
        from game import faults
        return faults.write_exception(kind, exc, context)


    def open_pause(self, table) -> None:
        from game.scenes.pause import PauseScene
        self.stack.push(PauseScene(self, game_code=table.code, table=table))

    def result_scene(self, table, result):
        from game.scenes.result import ResultScene
        return ResultScene.for_table(self, table, result)

    def show_result(self, table, result) -> None:
        self.stack.push(self.result_scene(table, result))

    def prepare_result(self) -> None:
        # the imports are the cost (about 15 ms the first time): paid while a table loads
        import game.scenes.result  # noqa: F401
        import game.stats  # noqa: F401

    def open_entry(self, path: str) -> None:
        """A game's other way in (a catalogue ``entries`` page, ``"module:Page"``): its page,
        built and opened as game select opens it (a campaign run returns there)."""
        from game.scenes.entry import open_entry
        self.start_title()
        open_entry(self, path)

    def open_rules(self, code: str, anchor: str | None = None) -> None:
        from game.scenes.rules import RulesScene
        self.stack.push(RulesScene(self, code, anchor=anchor))
