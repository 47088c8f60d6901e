"""TableScene: the base of every game's table.

The base owns everything that is not one game's: the seats and the mode (hot
seat, against the computer, any mix, 1–5 seats), the game record (applying
actions, autosave after each, fair undo), the computer's turn off the frame
loop (a worker process; a thinking indicator), the curtain between hot-seat
players, pause and resign, the end of the game (statistics, the replay kept,
the result), the focus ring and keyboard play, "why not" with F1 to the cited
rule, and read-only viewing (the replay viewer is the same table). Its larger
pieces live beside it as functions of the table, each behind a thin method a
game may override: ``turns`` (the flow of moves, the computer, the curtain,
undo), ``ending`` (the result, resigning, playing again, seeking a replay),
``frame`` (event routing, updating, drawing); the screenshot, smoke and bench
entry points live in ``runs``.

A game's table (``game/<g>/table/``) subclasses it and supplies only:

* ``code`` (its catalogue code) and ``layout_zones`` (required layout zones);
* ``build()`` (its geometry, sprites, extra buttons) and ``sync()`` (rebuild
  its display from ``self.view``, the view of ``self.viewer``);
* ``draw_table(surface)`` (its whole look), ``play_event(event)`` (its own
  animations; None = the default of ``game.ui.table.animator``);
* the place protocol of drag and drop: ``place_at(pos)``, ``place_rect(place)``,
  ``place_centre(place, card)``, ``sprite_at(place)``, ``sprite_for(place)``;
* words: ``hint_text()``, ``describe(action)``, ``why(src, place)``,
  ``reason_text(reason)``, ``result_details(result)``, ``phase_text()``.

It never imports a menu or a game: pause, result and the rules viewer are
asked of the app (``app.open_pause`` / ``show_result`` / ``open_rules``).
"""
from __future__ import annotations

import random
from typing import Any, Callable, ClassVar, Sequence

import pygame

from game import games
from game.engine import IllegalAction, Log
from game.engine.record import GameRecord
from game.engine.thinker import InlineThinker, make_thinker
from game.i18n import get_lang, t
from game.ui import theme, tween
from game.ui.dragdrop import DragController
from game.ui.layout import load_layout
from game.ui.scene import Scene
from game.ui.sprites import CardSprite
from game.ui.table import ending, frame, runs, turns
from game.ui.table import seats as seatlib
from game.ui.table.animator import EventAnimator
from game.ui.table.keys import KeyRing
from game.ui.table.saving import SaveWatch
from game.ui.tween import Timeline
from game.ui.widgets import Banner, Button, Chooser, LogPanel

#: options that belong to the table, not to the game's rules
TABLE_OPTIONS = ("seed", "undo", "inline_thinker", "ai_seed", "tutorial", "_log", "players")


class TableScene(Scene):
    code: ClassVar[str] = ""
    name = "table"
    layout_zones: ClassVar[tuple[str, ...]] = ()
    #: 0: held cards never turn; 1: a quarter turn at a time; 2: upright / reversed
    turn_step: ClassVar[int] = 0
    #: seconds after a computer's move before the next, so people can follow it
    cpu_pace: float = 0.6
    card_size: ClassVar[tuple[int, int]] = (94, 132)
    log_size: ClassVar[int] = 14

    def __init__(self, app, seats: Sequence[Any], options: dict | None = None,
                 record: GameRecord | None = None, thinker=None, tutorial=None,
                 read_only: bool = False) -> None:
        super().__init__(app)
        self.info = games.get(self.code)
        self.options = dict(options or {})
        self.tutorial = tutorial
        self.read_only = read_only
        self.show_all = False                 # read-only, game over: every hand face up
        if record is None:
            record = self.new_record(len(seats))
        self.record = record
        n = self.state.seats()
        self.seats = seatlib.seats_from(list(seats), n)
        if record.seats is None:
            record.seats = self.seat_meta()
        self.layout = load_layout(self.layout_name(), required=self.layout_zones)
        self.zone = {name: z.prect for name, z in self.layout.zones.items()}
        humans = [i for i in range(n) if self.is_human(i)]
        self.hotseat = len(humans) >= 2 and not read_only
        tm = self.state.to_move()
        self.bottom = tm if self.hotseat and tm is not None and self.is_human(tm) else (humans[0] if humans else 0)
        self.curtain_seat: int | None = None if self.hotseat else self.bottom
        self.timeline = Timeline()
        self.anim = EventAnimator(self)
        self.thinker = thinker
        self.pace = 0.0
        self.frozen = read_only          # screenshots and replays: nobody moves
        self.finished = False
        self.banners: list[Banner] = []
        self.flyers: list[CardSprite] = []
        self.clock = 0.0
        self.mouse = (0, 0)
        self.hover_place: str | None = None
        self.log = LogPanel(self.zone["log"], self.log_size, backdrop=False) if "log" in self.zone else None
        self.drag = DragController(self.ui_legal, self.place_at, self.commit, self.choose, self.why,
                                   sprite_for=self.sprite_for, place_rect=self.place_rect,
                                   toast=lambda s, kind="info": self.toast_refusal(s, kind),
                                   on_turn=self.on_turn, narrow=self.narrow, is_busy=self.input_blocked,
                                   sound=self._drag_sound, turn_step=self.turn_step, can_turn=self.can_turn,
                                   snaps=self.snaps)
        self.keys = KeyRing(self)
        self.saving = SaveWatch(app)
        self.ending = self      # the menus ask for the end through ``ending`` (the new tables' part)
        self.selection = None        # a game.ui.table.selection.Selection, when the game chooses cards
        self.piles: dict[str, tuple] = {}   # zone -> (title(), cards()): opens as a card list on a click
        self.pile_turned: dict[str, Callable] = {}   # zone -> turned(card): listed half round
        self.buttons: dict[str, Button] = {}
        self.reviewing: object = None      # the result, while the final board is looked at
        if "undo_button" in self.zone:
            self.add_button("undo", self.zone["undo_button"], lambda: t("ui.table.undo", n=self.undo_depth()),
                            self.press_undo, self.undo_disabled, pygame.K_u, size=18)
        self.names = [self.seat_label(i) for i in range(n)]
        self._look = None
        self.build()
        self.follow_look()
        self.view = self.state.view(self.viewer)
        self.resync()
        for line in self.options.get("_log", ()):
            self.log_add(line)
        if self.tutorial is not None:
            self.tutorial.attach(self)
        # draw once off-screen while loading: text layout and faces get cached
        # before the first frame the player sees
        self.draw(pygame.Surface(app.screen.get_size()))
        sounds = app.sounds
        if hasattr(sounds, "get"):       # the silent stand-in has nothing to load
            for name in ("card_slide", "card_place", "turn", "hit", "destroy", "banner", "click"):
                sounds.get(name)

    # -- the record ------------------------------------------------------------------------
    def new_record(self, seats: int) -> GameRecord:
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

    def layout_name(self) -> str:
        return f"{self.code}-{self.state.seats()}p"

    # -- seats -------------------------------------------------------------------------------
    def is_human(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat]["kind"] == "human"

    def seat_meta(self) -> list[str]:
        return [seatlib.seat_meta(s) for s in self.seats]

    def mode(self) -> str:
        return self.save_mode(self.seats, self.options)

    @classmethod
    def save_mode(cls, seats, options: dict) -> str:
        """The mode a game with these seats and options is saved under (one save per mode);
        a game with modes of its own (a campaign, a final battle) overrides it."""
        return seatlib.mode_of(seats)

    def seat_label(self, seat: int, lang: str | None = None) -> str:
        base = self.info.seat_name(seat, self.state.seats(), lang or self.lang)
        s = self.seats[seat]
        if s["kind"] == "computer":
            level = s.get("level") if s.get("level") in self.info.levels else self.info.levels[0]
            return base + t("ui.seat.cpu", lang, level=t(f"menu.level.{level}", lang))
        return base

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

    # -- hooks a game overrides ----------------------------------------------------------------
    def build(self) -> None:
        """Geometry, buttons and sprite holders (after the layout is loaded)."""

    def sync(self) -> None:
        """Rebuild the display (sprites, display model) from ``self.view``."""

    def draw_table(self, surf: pygame.Surface) -> None:
        """Draw the game: board, hands, panels (everything but the shared overlays)."""

    def play_event(self, event) -> float | None:
        """Animate one (masked) event; None = the default animation."""
        return None

    def place_at(self, pos) -> str | None:
        return None

    def place_rect(self, place: str) -> pygame.Rect | None:
        if place.startswith("button:"):
            button = self.buttons.get(place[7:])
            return button.rect if button is not None else None
        sprite = self.sprite_at(place)
        return sprite.rect if sprite is not None else None

    def place_centre(self, place: str, card: str | None = None) -> tuple[int, int]:
        rect = self.place_rect(place)
        return rect.center if rect is not None else (theme.SCREEN_SIZE[0] // 2, theme.SCREEN_SIZE[1] // 2)

    def sprite_at(self, place: str) -> CardSprite | None:
        return None

    def sprite_for(self, place: str) -> CardSprite | None:
        """The sprite a gesture from ``place`` picks up (the drag controller moves it)."""
        return self.sprite_at(place)

    def quarters_for(self, orientation: Any, place: str) -> int:
        """Screen quarter turns of a card lying ``orientation`` at ``place``."""
        return int(orientation) % 4 if isinstance(orientation, int) else 0

    def can_turn(self, place: str) -> bool:
        return self.turn_step > 0

    def snaps(self, target: str) -> bool:
        """Does the held card show itself landed on ``target`` while hovering it?"""
        return True

    def on_turn(self, held_turn: int) -> None:
        """The held card was turned to ``held_turn`` screen quarters."""

    def narrow(self, matches: Sequence) -> Sequence:
        """Several actions match a drop: keep those the held card's facing says."""
        return matches

    def why(self, src: str, place: str | None) -> IllegalAction | None:
        """Why a gesture from ``src`` onto ``place`` is refused (the rules' own reason)."""
        return None

    def describe(self, action) -> str:
        return action.text()

    def hint_text(self) -> str:
        return ""

    def phase_text(self) -> str:
        return ""

    def reason_text(self, reason: str) -> str:
        return reason

    def result_details(self, result) -> list[str]:
        return []

    def stats_extra(self, result) -> dict:
        return {"win_by": result.reason}

    def on_human_turn(self) -> None:
        """A person at the screen is to decide (e.g. open a chooser for a forced decision)."""

    def handle_click(self, event) -> bool:
        """Clicks the drag controller does not own (piles, handles, selections); True = used."""
        return False

    def choosing(self) -> bool:
        """A selection of several cards is open (clicks toggle cards, Enter confirms)."""
        return self.selection is not None and not self.input_blocked() and self.selection.active()

    def ring(self) -> list[str]:
        """The keyboard focus ring: places a gesture may start from, then the buttons."""
        if self.drag.holding or self.input_blocked():
            return []
        if self.choosing():
            return self.selection.ring()
        return self.drag.sources() + [f"button:{k}" for k, b in self.buttons.items()
                                      if b.enabled and k in self.ring_buttons()]

    def ring_buttons(self) -> tuple[str, ...]:
        return tuple(self.buttons)

    def key_pick(self, place: str | None) -> bool:
        """Enter on ``place`` (None: nothing focused); True when the table handled it."""
        if self.choosing():
            if place is None:
                self.selection.confirm()
            elif place in self.selection.places():
                self.selection.toggle(place)
            else:
                return False
            return True
        return False

    def key_extra(self, event, focus: str | None) -> bool:
        """Game keys (R on a focused piece...); True when consumed."""
        return False

    def add_pile(self, zone: str, title, cards, turned=None) -> None:
        """A pile anyone may look through (a discard, a graveyard): a click on ``zone``
        opens ``cards()`` as a list headed ``title()``; ``turned(card)`` (optional) says
        a card lies half round (it is listed so)."""
        self.piles[zone] = (title, cards)
        if turned is not None:
            self.pile_turned[zone] = turned

    def face_cache(self):
        """The faces a card list shows (a game with a ``game.ui.kit.FaceCache`` returns it)."""
        from game.ui.kit import FaceCache
        return FaceCache(lambda card, size, up, _lang, _scale: self.face(card, size, up))

    def open_pile(self, zone: str) -> None:
        from game.ui.kit import CardListOverlay
        title, cards = self.piles[zone]
        self.app.stack.push(CardListOverlay(self.app, title(), cards(), self.face_cache(), t("ui.list.empty"),
                                            turned=self.pile_turned.get(zone)))

    # -- buttons -------------------------------------------------------------------------------
    def add_button(self, name: str, rect, label, on_press, disabled=None, hotkey: int | None = None,
                   size: int = 20) -> Button:
        button = Button(rect, label, on_press, disabled=disabled, size=size, hotkey=hotkey,
                        on_refused=self.button_refused)
        self.buttons[name] = button
        return button

    def button_refused(self, why: str) -> None:
        """A disabled button (or its key) was pressed: say why, the way refusals are said."""
        if why:
            self.app.toast(why, "info")
            self.sound("error")

    def trigger_button(self, place: str) -> None:
        """A button standing for ``button:...`` actions (end turn): run them if legal now."""
        if not self.input_blocked():
            self.drag.cancel(snap=False)
            self.drag.trigger(place)

    # -- input state ---------------------------------------------------------------------------
    def my_turn(self) -> bool:
        st = self.state
        return (not self.frozen and st.result() is None and st.to_move() == self.bottom
                and self.is_human(self.bottom) and (not self.hotseat or self.curtain_seat == self.bottom))

    def input_blocked(self) -> bool:
        return self.timeline.busy or not self.my_turn()

    def ui_legal(self) -> Sequence:
        if self.input_blocked():
            return ()
        acts = self.state.legal_actions()
        tut = self.tutorial
        if tut is None or tut.finished:
            return acts
        ok = {a.source for a in acts if tut.allows(a)}       # a guided game: only what the step wants
        return [a for a in acts if a.source in ok]

    def ui_scale(self) -> float:
        try:
            return max(1.0, min(2.0, float(self.app.settings.ui_scale)))
        except (TypeError, ValueError):
            return 1.0

    # -- applying actions -------------------------------------------------------------------------
    def tutorial_refuses(self, action) -> bool:
        tut = self.tutorial
        if tut is None or tut.finished or tut.allows(action):
            return False
        self.app.toast(tut.refusal(self.lang), "warn")
        self.sound("error")
        return True

    def commit(self, action) -> None:
        """A gesture chose ``action`` (games may confirm first, e.g. an area attack)."""
        self.apply_action(action)

    def choose(self, matches, callback, cancellable: bool = True, title: str | None = None) -> None:
        """A chooser over several actions (a drop that matches more than one)."""
        opts = [(self.describe(a), a) for a in matches]
        if cancellable:
            opts.append((t("ui.chooser.cancel"), None))
        self.app.stack.push(Chooser(self.app, opts, callback, (lambda: callback(None)) if cancellable else None,
                                    title=title or t("ui.chooser.title"), anchor=self.chooser_anchor()))

    def chooser_anchor(self) -> tuple[int, int]:
        return (640, 600)

    def apply_action(self, action) -> None:
        turns.apply_action(self, action)

    def animate(self, events) -> None:
        masked = self.state.mask_events(events, self.viewer)
        self.timeline.extend(self.anim.steps_for(masked))
        self.timeline.call(self.resync)

    def autosave(self) -> None:
        turns.autosave(self)

    def on_fault(self) -> bool:
        """The app recovered from a fault: the game goes to disk as the record stands (its
        state rebuilt from the record, in case the fault struck inside a move). True when
        the save is written."""
        if self.tutorial is not None or self.read_only or self.finished or not len(self.record):
            return False
        self.record.state = self.record.replay()
        self.autosave()
        self.app.flush_saves()
        self.saving.poll()
        return self.saving.path is not None and not self.saving.failing

    # -- undo ---------------------------------------------------------------------------------------
    def undo_allowed(self) -> bool:
        return self.hotseat or bool(self.options.get("undo"))

    def undo_depth(self) -> int:
        if not self.undo_allowed() or not self.is_human(self.bottom):
            return 0
        return self.record.undo_depth(self.bottom)

    def undo_disabled(self) -> str | None:
        return turns.undo_disabled(self)

    def press_undo(self) -> None:
        turns.press_undo(self)

    # -- the computer, the curtain, the end -------------------------------------------------------------
    def thinker_get(self):
        if self.thinker is None:
            self.thinker = InlineThinker() if self.options.get("inline_thinker") else make_thinker(True)
        return self.thinker

    def agent_seed(self) -> int | None:
        """The computer's seed for this move: None (fresh) unless the options fix ``ai_seed``;
        then the same game plays the same way, but each move rolls anew (a seed repeated on
        every move makes a random choice the same one each time: a free action forever)."""
        seed = self.options.get("ai_seed")
        return None if seed is None else int(seed) * 100_003 + len(self.record)

    @property
    def thinking(self) -> bool:
        return self.thinker is not None and self.thinker.busy

    def advance(self, dt: float) -> None:
        """Whose move is it, and does the table need to do something about it?"""
        turns.advance(self, dt)

    def curtain_needed(self, seat: int) -> bool:
        """Must the curtain go up before ``seat`` (a person, in hot seat) takes the device?
        Yes by default; a game whose only secrets are some decisions (a hidden pick) may
        say no when the decision ahead hides nothing and nothing hidden would show."""
        return True

    def show_curtain(self, seat: int) -> None:
        turns.show_curtain(self, seat)

    def headline(self, result=None) -> str:
        """The end in one line: who won (a seat, a team, the co-op players) or a draw."""
        return ending.headline(self, result)

    def finish(self, result=None) -> None:
        """The game ended (or a seat resigned): statistics, the replay kept, the result shown."""
        ending.finish(self, result)

    def leave_to_menu(self) -> None:
        """The result's "back to menu": the title, unless a game started from a menu of
        its own (a campaign) goes back there."""
        self.app.start_title()

    def review_board(self) -> None:
        """After the end: the table, read-only, until the player asks for the result again."""
        ending.review_board(self)

    def back_rect(self) -> pygame.Rect:
        z = self.zone.get("end_button") or self.zone.get("hint") or pygame.Rect(1100, 640, 160, 56)
        return pygame.Rect(z.right - 220, z.y, 220, max(44, z.height)).clamp(
            pygame.Rect((0, 0), theme.SCREEN_SIZE))

    def back_to_result(self) -> None:
        if self.reviewing is not None:
            self.app.show_result(self, self.reviewing)

    def can_resign(self) -> bool:
        return not self.finished and not self.read_only and any(self.is_human(i) for i in range(len(self.seats)))

    def resign(self) -> None:
        """The person at the bottom gives up: the rules say what that means for each seat."""
        ending.resign(self)

    def play_again(self) -> None:
        ending.play_again(self)

    def close_thinker(self) -> None:
        if self.thinker is not None:
            self.thinker.close()
            self.thinker = None

    def exit(self) -> None:
        self.close_thinker()

    def open_pause(self) -> None:
        self.drag.cancel(snap=False)
        self.app.open_pause(self)

    # -- look: language, palette, UI scale ----------------------------------------------------------
    def look_key(self) -> tuple:
        theme.set_colorblind(bool(getattr(self.app.settings, "colorblind", False)))
        return (self.lang, theme.PALETTE_VERSION, self.ui_scale())

    def follow_look(self) -> None:
        """Language, colour-blind palette and UI scale apply the moment they change."""
        key = self.look_key()
        if key != self._look:
            first = self._look is None
            self._look = key
            if self.log is not None:
                self.log.set_scale(key[2])
            if not first:
                self.refresh_look()

    def refresh_look(self) -> None:
        self.names = [self.seat_label(i) for i in range(len(self.seats))]
        self.resync()

    def resume(self) -> None:
        if self.look_key() != self._look:     # back from the settings
            self.follow_look()
        self.names = [self.seat_label(i) for i in range(len(self.seats))]
        self.resync()

    # -- small services ----------------------------------------------------------------------------
    def resync(self) -> None:
        """Rebuild the display from the current view (after every animated batch)."""
        self.view = self.state.view(self.viewer)
        self.flyers.clear()
        self.sync()

    def sound(self, name: str) -> None:
        snd = self.app.sounds       # plays nothing (False) when muted, missing or without a device
        if not snd.play(name) and name in ("slide", "place"):
            snd.play("card_" + name)

    def _drag_sound(self, name: str) -> None:
        self.sound({"pick": "click", "drop": "place", "error": "error"}.get(name, name))

    def rebuild_log(self) -> None:
        """The log as the seat at the screen saw the game, from the record: on resuming,
        and in hot seat when the next person sits down (the last one's secret lines, such
        as the card they placed face down, must not stay on screen for the next)."""
        if self.log is None:
            return
        self.log.clear()
        try:
            for _i, _text, events, state in self.record.iter_replay():
                for e in state.mask_events(events, self.viewer):
                    if isinstance(e, Log):
                        self.log_add(e)          # a game may word its lines (``log_add``)
        except (IllegalAction, ValueError):
            # a record that does not replay from its seed (a position set up by hand, a
            # damaged file): the lines read so far stay, nothing of the last viewer's does
            pass

    def log_add(self, line) -> None:
        if self.log is not None:
            self.log.add(line)

    def banner(self, text: str, colour, hold: float = 1.0, size: int = 64) -> None:
        self.banners.append(Banner(text, colour, hold, size))

    def fly(self, card, start, end, dur: float, keep: bool = False, size=None, ease=None) -> CardSprite:
        """A card sprite flying between two points (drawn above the table until it lands)."""
        sprite = CardSprite(card, None, start, renderer=self.face, size=size or self.card_size,
                            face_up=card is not None)
        sprite.move_to(end, dur, ease or tween.ease_out_cubic,
                       on_done=None if keep else (lambda: sprite in self.flyers and self.flyers.remove(sprite)))
        self.flyers.append(sprite)
        return sprite

    def face(self, card, size, face_up) -> pygame.Surface:
        """The sprites' renderer: a game with faces overrides it (``game.ui.kit.FaceCache``)."""
        from game.ui.sprites import fallback_renderer
        return fallback_renderer(card, size, face_up)

    def toast_refusal(self, text: str, kind: str = "info", err: IllegalAction | None = None) -> None:
        self.keys.toast_refusal(text, kind, err)

    def refuse(self, err: IllegalAction | None) -> None:
        """Say why a gesture was refused (the rules' reason, with F1 to its rule)."""
        if err is not None:
            self.toast_refusal(err.reason(self.lang), "error", err)
            self.sound("error")

    @property
    def rule_offer(self):
        return self.keys.rule_offer

    @rule_offer.setter
    def rule_offer(self, offer) -> None:
        self.keys.rule_offer = offer

    def offered_rule(self) -> str | None:
        return self.keys.offered_rule()

    def open_rule(self, rule: str | None = None) -> bool:
        return self.keys.open_rule(rule)

    def rule_chip_rect(self) -> pygame.Rect:
        if "rule_chip" in self.zone:
            return self.zone["rule_chip"]
        z = self.zone.get("hint", pygame.Rect(0, 680, 400, 30))
        return pygame.Rect(z.x, z.top - 40, 220, 34)

    # -- frame ---------------------------------------------------------------------------------------
    def handle(self, event):
        return frame.handle(self, event)

    def update(self, dt: float) -> None:
        frame.update(self, dt)

    def frame_rate(self, idle_for: float) -> float:
        """Full rate while anything moves; the thinker is polled a few times a second;
        pulsing marks (the focus ring, a pending choice, a lesson, a rule offered) at a
        gentle rate; otherwise the table rests until a gesture."""
        return frame.frame_rate(self, idle_for)

    def pulsing(self) -> bool:
        """Something on the table pulses to draw the eye (a game's pending choice)."""
        return False

    def all_sprites(self) -> list[CardSprite]:
        """Every resting sprite of the table (updated each frame)."""
        return []

    def draw(self, surf: pygame.Surface) -> None:
        frame.draw(self, surf)

    def show_button(self, button: Button) -> bool:
        if self.reviewing is not None:
            return button is self.buttons.get("back_to_result")
        if self.selection is not None and button is self.selection.button:
            return self.choosing()
        return not self.read_only

    def draw_drag(self, surf: pygame.Surface) -> None:
        """The dragged card, on top of everything (games add arrows, previews)."""
        self.drag.draw_held(surf)

    def draw_hint(self, surf: pygame.Surface) -> None:
        """What to do now, in the ``hint`` zone, as large as the UI scale asks and the zone
        allows: it never grows over the board (a larger copy can go where there is room,
        see ``game.ui.kit.draw_zoom``'s hint)."""
        frame.draw_hint(self, surf)

    # -- entry points -------------------------------------------------------------------------------
    @classmethod
    def start(cls, app, seats, options: dict | None = None) -> "TableScene":
        options = dict(options or {})
        if options.get("seed") is None:
            options["seed"] = random.randrange(1_000_000_000)
        table = cls(app, seats, options)
        app.stack.clear_to(table)
        return table

    @classmethod
    def resume_record(cls, app, record: GameRecord, seats=None, options: dict | None = None) -> "TableScene":
        """Continue a saved game: same seats and options, the log rebuilt as the bottom seat saw it."""
        n = record.state.seats()
        seats = seats or seatlib.seats_from(record.seats or record.meta.get("seats"), n)
        options = dict(options or {})
        options.setdefault("seed", record.seed)
        table = cls(app, seats, options, record=record)
        table.rebuild_log()
        table.log_add(lambda: t("ui.log.resumed"))
        app.stack.clear_to(table)
        return table

    @classmethod
    def default_players(cls) -> int:
        lo, hi = games.get(cls.code).players
        return max(lo, min(2, hi))

    @classmethod
    def screenshot_plan(cls, variant: str | None) -> dict:
        """How ``--screenshot --scene <game>:<variant>`` reaches its picture: ``plies`` of
        lively random play or until ``stop(state)``, ``seats``, ``result`` (show the
        result over the end), ``after(table)`` (e.g. start a drag)."""
        if variant == "opening":
            return {"plies": 2}
        if variant == "result":
            return {"plies": 5000, "seats": [runs.RANDOM] * cls.default_players(), "result": True}
        return {"plies": 60}

    def lively_action(self, state, rng: random.Random):
        return runs.lively_action(state, rng)

    @classmethod
    def screenshot_scene(cls, app, seed: int = 1, variant: str | None = None) -> list:
        return runs.screenshot_scene(cls, app, seed, variant)

    @classmethod
    def smoke(cls, app, seed: int = 1, actions: int = 40) -> None:
        runs.smoke(cls, app, seed, actions)

    @classmethod
    def bench_sequence(cls, app, seed: int = 1, frames: int = 600):
        return runs.bench_sequence(cls, app, seed, frames)

    def seek(self, source: GameRecord, pos: int) -> None:
        """Read-only: show ``source`` after its first ``pos`` actions. One step forward
        animates that action's events as a spectator saw them; any other jump redraws."""
        ending.seek(self, source, pos)

    @classmethod
    def viewer_for(cls, app, record: GameRecord) -> "TableScene":
        """The same table, read-only, at the start of ``record`` (the replay viewer steps it)."""
        n = record.state.seats()
        seats = seatlib.seats_from(record.seats or record.meta.get("seats"), n)
        start = GameRecord(record.game_id, record.state_cls, record.seed, record.options, record.seats)
        return cls(app, seats, {"seed": record.seed}, record=start, read_only=True)
