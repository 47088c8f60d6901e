"""GameTable: the coordinator every game's table is made of.

A game does not subclass a large base. It declares its parts in a
:class:`~game.ui.table.spec.TableSpec` — a :class:`~game.ui.table.board.Board`
(places, sprites, the look), a :class:`~game.ui.table.mirror.Mirror` (what each
event changes), :class:`~game.ui.table.words.Words`, its controls, a choosing
of several cards, a tutorial — and gets ``GameTable.of(spec)``. The coordinator
composes them with the framework's own parts: the flow of moves
(:class:`~game.ui.table.flow.Flow`: the computer, the curtain, undo, autosave),
the end (:class:`~game.ui.table.endgame.Ending`), drag and drop decided by the
rules (:meth:`gesture`), keyboard play (:class:`~game.ui.table.keyring.KeyRing`),
saving told to the player (:class:`~game.ui.table.saving.SaveWatch`).

The parts talk to the table through the public methods below; nothing reads a
private field of another, and nothing parses a place: places are
:class:`~game.engine.Place` values and the rules say what a gesture means.
"""
from __future__ import annotations

import random
from typing import Any, ClassVar, Sequence

import pygame

from game.engine import IllegalAction, Log, Place
from game.engine.record import GameRecord
from game.i18n import get_lang, t
from game.ui import theme, tween
from game.ui.dragdrop import DragController
from game.ui.layout import load_layout
from game.ui.scene import Scene
from game.ui.sprites import CardSprite
from game.ui.table import seats as seatlib
from game.ui.table import coaching
from game.ui.table.controls import Control, Controls
from game.ui.table.endgame import Ending
from game.ui.table.flow import Flow
from game.ui.table.keyring import KeyRing
from game.ui.table.loading import Loading
from game.ui.table.picking import Picking
from game.ui.table.routing import Routing
from game.ui.table.saving import SaveWatch
from game.ui.table.spec import TableSpec
from game.ui.table.words import NamedLine
from game.ui.tween import Timeline
from game.ui.chooser import Chooser
from game.ui.widgets import Banner, LogPanel

#: options that belong to the table, not to the game's rules
TABLE_OPTIONS = ("seed", "undo", "inline_thinker", "ai_seed", "tutorial", "_log", "players", "coach")


class GameTable(Scene):
    spec: ClassVar[TableSpec]
    name = "table"

    @classmethod
    def of(cls, spec: TableSpec) -> type["GameTable"]:
        """The table class of a game: this coordinator bound to the game's declaration."""
        return type(f"{spec.code.capitalize()}Table", (cls,), {"spec": spec, "name": spec.code,
                                                                "code": spec.code})

    def __init__(self, app, seats: Sequence[Any], options: dict | None = None,
                 record: GameRecord | None = None, thinker=None, tutorial=None,
                 read_only: bool = False) -> None:
        super().__init__(app)
        spec = self.spec
        self.code = spec.code
        self.info = app.game(spec.code)
        self.options = dict(options or {})
        self.tutorial = tutorial
        self.read_only = read_only
        self.scalable = spec.scales           # the app draws this scene at the window's size
        self.show_all = False                 # read-only, game over: every hand face up
        self.record = record if record is not None else self._new_record(len(seats))
        n = self.state.seats()
        self.seats = seatlib.seats_from(list(seats), n, self.record.meta.get("names") or ())
        if self.record.seats is None:
            self.record.seats = seatlib.seat_metas(self.seats)
        self.record.meta["names"] = [s.get("name") for s in self.seats]
        name = spec.layout(self.state) if spec.layout is not None else f"{spec.code}-{n}p"
        self.layout = load_layout(name, required=spec.zones)
        self.zone = self._zones()
        humans = [i for i in range(n) if self.is_human(i)]
        self.hotseat = len(humans) >= 2 and not read_only
        tm = self.state.to_move()
        self.bottom = tm if self.hotseat and tm is not None and self.is_human(tm) else (humans[0] if humans else 0)
        self.curtain_seat: int | None = None if self.hotseat else self.bottom
        self.timeline = Timeline()
        self.cpu_pace = spec.cpu_pace      # the bench shortens it
        self.frozen = read_only          # screenshots and replays: nobody moves
        self.finished = False
        self.banners: list[Banner] = []
        self.flyers: list[CardSprite] = []
        self.clock = 0.0
        self.mouse = (0, 0)
        self.hover_place: Place | None = None
        self.log = LogPanel(self.zone["log"], spec.log_size, backdrop=False) if "log" in self.zone else None
        self.names = [self.seat_label(i) for i in range(n)]
        self.view = self.state.view(self.viewer)
        self.routing = Routing(self)
        route = self.routing
        self.drag = DragController(self.legal, route.place_at, self.commit, self.choose, route.why,
                                   sprite_for=route.sprite_for, place_rect=route.place_rect,
                                   toast=self.toast, on_turn=lambda quarters: self.board.turned(quarters),
                                   narrow=None, is_busy=self.blocked, sound=route.drag_sound,
                                   turn_step=spec.turn_step, can_turn=route.can_turn, snaps=route.snaps,
                                   decide=lambda src, dst: self.gesture(src, dst), refused=self.refuse)
        self.flow = Flow(self, thinker)
        self.ending = Ending(self)
        self.keys = KeyRing(self)
        self.saving = SaveWatch(app)
        self.board = spec.board(self)
        self.controls = Controls(self, ())
        self.coaching = coaching.Coaching(self)
        self.mirror = spec.mirror(self)
        self.words = spec.words(self)
        if "undo_button" in self.zone:
            self.controls.add(Control("undo", "undo_button", lambda: t("ui.table.undo", n=self.flow.undo_depth()),
                                      press=self.flow.undo, why_not=self.flow.undo_why_not, key=pygame.K_u,
                                      size=18))
        self.coaching.add_button(self.controls)
        for control in self.board.controls():
            self.controls.add(control)
        choosing = self.board.choosing()
        self.picking = Picking(self, choosing) if choosing is not None else None
        self._look = None
        self._follow_look()
        self.resync()
        for line in self.options.get("_log", ()):
            self.log_add(line)
        if self.tutorial is not None:
            self.tutorial.attach(self)
            self.coaching.introduce()
        Loading(self).warm()

    # -- the record and the seats -------------------------------------------------------
    def _new_record(self, seats: int) -> GameRecord:
        game = {k: v for k, v in self.options.items() if k not in TABLE_OPTIONS}
        players = self.options.get("players") or seats
        options = self.info.new_options(game, players=players)
        seed = int(self.options.get("seed") or 0)
        return GameRecord(self.code, self.info.state_type(), seed, options)

    @property
    def state(self):
        return self.record.state

    @property
    def lang(self) -> str:
        return get_lang()

    @property
    def viewer(self) -> int | None:
        """Whose view the table shows: the seat at the bottom; None (a spectator) when
        read-only, until the game is over and "show all" is on."""
        if self.read_only and not (self.show_all and self.state.is_over()):
            return None
        return self.bottom

    def visible_seats(self) -> list[int]:
        """Seats whose hidden cards may be drawn face up."""
        if self.read_only:
            return list(range(self.state.seats())) if self.show_all and self.state.is_over() else []
        return [self.bottom]

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat]["kind"] == "human"

    def mode(self) -> str:
        """The mode the game is saved under: the game's own (a campaign, a 2-vs-2 game) or
        the one its seats make. The game's options count too: a game resumed with only the
        table's options (a campaign run continued from the saved games) keeps its mode."""
        by_seats = self.app.seat_mode(self.seats)
        hook = self.spec.save_mode
        return hook(self.seats, {**self.record.options, **self.options}, by_seats) if hook else by_seats

    def seat_label(self, seat: int, lang: str | None = None) -> str:
        """How the table names a seat: the name its player typed, a computer's name with its
        level, else the rulebook's name for the seat (先手, 左, Team A 1)."""
        s = self.seats[seat]
        if s["kind"] == "computer":
            level = s.get("level") if s.get("level") in self.info.levels else self.info.levels[0]
            name = s.get("name") or t(f"ui.cpu_name.{seat % 5}", lang)
            return name + t("ui.seat.cpu", lang, level=t(f"menu.level.{level}", lang))
        return s.get("name") or self.info.seat_name(seat, self.state.seats(), lang or self.lang, self.record.options)

    # -- what the parts ask --------------------------------------------------------------
    def my_turn(self) -> bool:
        st = self.state
        return (not self.frozen and st.result() is None and st.to_move() == self.bottom
                and self.is_human(self.bottom) and (not self.hotseat or self.curtain_seat == self.bottom))

    def blocked(self) -> bool:
        """No input now: an animation plays, or it is not the turn of the person at the screen."""
        return self.timeline.busy or not self.my_turn()

    def legal(self) -> Sequence:
        """The legal actions the person at the screen may take now (a lesson narrows them)."""
        if self.blocked():
            return ()
        acts = self.board.offered(self.state.legal_actions())
        tut = self.tutorial
        if tut is None or tut.finished:
            return acts
        ok = {a.source for a in acts if tut.allows(a)}       # a guided game: only what the step wants
        return [a for a in acts if a.source in ok]

    def gesture(self, source: Place | None, target: Place | None):
        """What a gesture of the person at the screen means (the rules decide; the held
        card's facing counts): the actions, or why not. A lesson refuses what its step
        does not want, in its own words."""
        facing = self.board.facing(self.drag.held_turn, source) if source is not None and self.drag.holding \
            else None
        got = self.state.gesture(self.bottom, source, target, facing)
        tut = self.tutorial
        if tut is not None and not tut.finished and not isinstance(got, IllegalAction):
            wanted = tuple(a for a in got if tut.allows(a))
            return wanted or IllegalAction(tut.refusal("ja"), tut.refusal("en"))
        return got

    def answer(self, place: Place) -> None:
        """A click (or Enter) on a place the pending decision asks for."""
        got = self.gesture(None, place)
        if isinstance(got, IllegalAction):
            self.refuse(got)
        elif len(got) == 1:
            self.drag.focus = None
            self.commit(got[0])
        else:
            self.choose(got, lambda a: a is not None and self.commit(a))

    def commit(self, action) -> None:
        """A gesture chose ``action``: played, after a confirmation where the board asks for one."""
        if self.board.confirm_first(action):
            def confirmed(chosen) -> None:
                self.board.confirming = None
                if chosen is not None:
                    self.flow.play(chosen)
            self.board.confirming = action
            self.choose([action], confirmed)
            return
        self.flow.play(action)

    def choose(self, actions, callback, cancellable: bool = True, title: str | None = None) -> None:
        """A chooser over several actions."""
        opts = [(self.words.describe(a), a) for a in actions]
        if cancellable:
            opts.append((t("ui.chooser.cancel"), None))
        zone = self.zone.get("chooser")
        room = None if zone is None or not zone.w else pygame.Rect(self._logical(zone.topleft), self._logical(zone.size))
        self.app.stack.push(Chooser(self.app, opts, callback, (lambda: callback(None)) if cancellable else None,
                                    title=title or self.words.chooser_title(actions) or t("ui.chooser.title"),
                                    anchor=self._logical(zone.center) if zone is not None else (640, 600), room=room))

    def _logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A point of the table in the 1280×720 units of a scene drawn over it (a chooser)."""
        return round(pos[0] / self.k), round(pos[1] / self.k)

    def refuse(self, err: IllegalAction | None) -> None:
        """Say why a gesture was refused (the rules' reason, with F1 to its rule)."""
        if err is not None and err.specificity >= 0:
            self.keys.toast_refusal(err)
            self.sound("error")

    def toast(self, text: str, kind: str = "info") -> None:
        self.app.toast(text, kind)

    def sound(self, name: str) -> None:
        snd = self.app.sounds       # plays nothing (False) when muted, missing or without a device
        if not snd.play(name) and name in ("slide", "place"):
            snd.play("card_" + name)

    def banner(self, text: str, colour, hold: float = 1.0, size: int = 64) -> None:
        self.banners.append(Banner(text, colour, hold, self.px(size)))

    def log_add(self, line) -> None:
        if self.log is not None:
            self.log.add(self.words.log_line(NamedLine(line, self)) if isinstance(line, Log) else line)

    def fly(self, card, start, end, dur: float, keep: bool = False, size=None, ease=None) -> CardSprite:
        """A card sprite flying between two points (drawn above the table until it lands)."""
        sprite = CardSprite(card, None, start, renderer=self.board.face, size=size or self.card(self.spec.card_size),
                            face_up=card is not None)
        sprite.k = self.k
        sprite.move_to(end, dur, ease or tween.ease_out_cubic,
                       on_done=None if keep else (lambda: sprite in self.flyers and self.flyers.remove(sprite)))
        self.flyers.append(sprite)
        return sprite

    def use_layout(self, name: str) -> None:
        """Another of the game's layouts (ハクスラ陰陽師's boss battle has its own). Its zones
        replace the old ones in ``zone``, the dict every part reads."""
        if name != self.layout.name:
            self.layout = load_layout(name, required=self.spec.zones)
            self.zone.clear()
            self.zone.update(self._zones())

    @property
    def k(self) -> float:
        """Pixels per logical unit (the layouts' 1280×720): the window's scale when the
        game's table scales, else 1 (the app stretches the picture)."""
        return self.app.scale if self.spec.scales else 1.0

    def px(self, n: float) -> int:
        """A length in logical units (a padding, a font size), in pixels."""
        return round(n * self.k)

    def _zones(self) -> dict[str, pygame.Rect]:
        """The layout's zones (logical units) in pixels at the table's scale."""
        k = self.k
        out = {}
        for z, v in self.layout.zones.items():
            r = v.prect
            x, y = round(r.x * k), round(r.y * k)
            out[z] = pygame.Rect(x, y, round(r.right * k) - x, round(r.bottom * k) - y)
        if coaching.offered(self):
            coaching.split_zones(out, self.px(4))
        return out

    def card(self, size: tuple[int, int]) -> tuple[int, int]:
        """A card size in logical units, in pixels."""
        return self.px(size[0]), self.px(size[1])

    def animate(self, events) -> None:
        masked = self.state.mask_events(events, self.viewer)
        self.timeline.extend(self.mirror.steps_for(masked))
        self.timeline.call(self.resync)

    def resync(self) -> None:
        """Rebuild the display from the current view (after every animated batch)."""
        self.view = self.state.view(self.viewer)
        self.flyers.clear()
        self.board.sync(self.view)
        self.mirror.sync(self.view)
        self.mirror.waiting = None         # a held step ends with its batch, however it ended

    # -- look: language, palette, UI scale -----------------------------------------------
    def _follow_look(self) -> None:
        """Language, colour-blind palette and UI scale apply the moment they change."""
        theme.set_colorblind(bool(getattr(self.app.settings, "colorblind", False)))
        key = (self.lang, theme.PALETTE_VERSION, self.k)
        if key != self._look:
            first = self._look is None
            self._look = key
            if self.log is not None:
                self.log.size = self.px(self.spec.log_size)
            if not first:
                self.names = [self.seat_label(i) for i in range(len(self.seats))]
                self.board.refresh_look()
                self.resync()

    # -- the scene -----------------------------------------------------------------------
    def resized(self) -> None:
        """The window (or the UI scale) changed: a table that scales lays itself out again,
        its zones, buttons, log and every sprite at the new size."""
        if not self.spec.scales:
            return
        self.zone.clear()
        self.zone.update(self._zones())
        if self.log is not None:
            self.log.rect = pygame.Rect(self.zone["log"])
        self.controls.relayout()
        self.drag.cancel(snap=False)
        self._look = None
        self._follow_look()
        self.board.resized()
        self.resync()

    def exit(self) -> None:
        self.flow.close()
        self.coaching.close()

    def resume(self) -> None:
        self._follow_look()
        self.names = [self.seat_label(i) for i in range(len(self.seats))]
        self.resync()

    def message_area(self) -> pygame.Rect | None:
        """The table's one message area (its layout's ``message`` zone): refusals, hints and
        notices never cover the hand, the buttons or the board."""
        return self.zone.get("message")

    def on_fault(self) -> bool:
        """The app recovered from a fault: the game goes to disk as the record stands (its
        state rebuilt from the record, in case the fault struck inside a move). True when
        the save is written."""
        if self.tutorial is not None or self.read_only or self.finished or not len(self.record):
            return False
        self.record.state = self.record.replay()
        self.flow.autosave()
        self.app.flush_saves()
        self.saving.poll()
        return self.saving.path is not None and not self.saving.failing

    def handle(self, event):
        return self.routing.route(event)

    def update(self, dt: float) -> None:
        self._follow_look()
        tween.set_speed(self.app.settings.anim_speed)
        speed = tween.get_speed()
        self.clock += dt
        self.timeline.update(dt)
        self.mirror.update(dt, speed)
        self.board.update(dt)
        for sprite in self.flyers:
            sprite.update(dt)
        for b in self.banners:
            b.update(dt)
        self.banners = [b for b in self.banners if not b.done]
        self.flow.advance(dt)
        self.coaching.update()
        self.saving.poll()
        if self.tutorial is not None:
            self.tutorial.check()

    def frame_rate(self, idle_for: float) -> float:
        """Full rate while anything moves; a few frames a second while the computer
        thinks or something pulses; otherwise the table rests until a gesture."""
        if (self.timeline.busy or self.mirror.busy or self.banners or self.flyers or self.drag.holding
                or self.flow.pace > 0 or any(s.busy for s in self.board.all_sprites())):
            return 60.0
        if self.flow.thinking or self.coaching.thinking:
            return 20.0
        if self.drag.focus is not None or self.board.pulsing() or self.keys.offered_rule() \
                or (self.tutorial is not None and not self.tutorial.finished):
            return 15.0
        return Scene.frame_rate(self, idle_for)

    def draw(self, surf: pygame.Surface) -> None:
        self.board.draw(surf)
        if self.picking is not None and self.picking.open():
            self.picking.draw(surf)
        self._draw_hint(surf)
        self.coaching.draw(surf)
        self.controls.draw(surf)
        self.keys.draw_chip(surf)
        for sprite in self.flyers:
            sprite.draw(surf)
        if self.drag.mode == "drag":
            self.board.draw_held(surf)
        self.keys.draw_focus(surf)
        self.mirror.draw(surf)
        for b in self.banners:
            b.draw(surf, self.message_area())
        if self.tutorial is not None:
            self.tutorial.draw(surf, self.clock)
        self.saving.draw(surf, self.k)

    def _draw_hint(self, surf: pygame.Surface) -> None:
        z = self.zone.get("hint")
        text = self.words.hint() if z is not None and not self.read_only else ""
        if not text:
            return
        from game.ui.kit import fit_text
        px = self.px
        img = fit_text(text, min(px(15), z.height - px(6)), z.width - px(14), theme.TEXT, False, px(12))
        box = img.get_rect(midbottom=(z.centerx, z.bottom)).inflate(px(14), px(6))
        box.bottom = z.bottom
        pygame.draw.rect(surf, (20, 16, 14), box, border_radius=px(6))
        surf.blit(img, img.get_rect(center=box.center))

    # -- entry points ----------------------------------------------------------------------
    @classmethod
    def start(cls, app, seats, options: dict | None = None) -> "GameTable":
        options = dict(options or {})
        if options.get("seed") is None:
            options["seed"] = random.randrange(1_000_000_000)
        table = cls(app, seats, options)
        app.stack.clear_to(table)
        return table

    @classmethod
    def resume_record(cls, app, record: GameRecord, seats=None, options: dict | None = None) -> "GameTable":
        """Continue a saved game: same seats and options, the log rebuilt as the bottom seat saw it."""
        n = record.state.seats()
        seats = seats or seatlib.seats_from(record.seats or record.meta.get("seats"), n)
        options = dict(options or {})
        options.setdefault("seed", record.seed)
        table = cls(app, seats, options, record=record)
        table.flow.rebuild_log()
        table.log_add(lambda: t("ui.log.resumed"))
        if table.log is not None:
            table.log.prepare()
        app.stack.clear_to(table)
        return table

    @classmethod
    def viewer_for(cls, app, record: GameRecord) -> "GameTable":
        """The same table, read-only, at the start of ``record`` (the replay viewer steps it)."""
        n = record.state.seats()
        seats = seatlib.seats_from(record.seats or record.meta.get("seats"), n)
        start = GameRecord(record.game_id, record.state_cls, record.seed, record.options, record.seats)
        return cls(app, seats, {"seed": record.seed}, record=start, read_only=True)

    @classmethod
    def start_tutorial(cls, app, inline_thinker: bool = False) -> "GameTable":
        """The guided first game the spec declares."""
        plan = cls.spec.tutorial
        tut = plan.make()
        opts = {"seed": plan.seed, "undo": False, "ai_seed": plan.ai_seed, "tutorial": True, **dict(plan.options)}
        if inline_thinker:
            opts["inline_thinker"] = True
        table = cls(app, [dict(s) for s in plan.seats], opts, tutorial=tut)
        tut.box = table.zone[plan.box]
        tut.on_finish = lambda: app.toast(t("tutorial.finished"), "good")
        app.stack.clear_to(table)
        return table
