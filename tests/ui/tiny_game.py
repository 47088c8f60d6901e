"""A test-only game and table that exercise the whole table framework.

Game: a 1x3 board (cells a1..a3); each player holds chips. On your turn you
drag a chip from your hand to a free cell. Cell a2 is a shrine: a chip
placed there goes upright (N) or reversed (R), so a drop there matches two
actions and opens the chooser. a3 starts taken by an opponent chip, so a
drop there is refused with the engine's own reason. ``button:end`` passes.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine import (Action, CardMoved, GameState, IllegalAction, Log, Result,
                         TurnStarted, copy_rng, rng_from_json, rng_to_json)
from game.i18n import get_lang, t
from game.ui import theme
from game.ui.dragdrop import DragController
from game.ui.layout import load_layout
from game.ui.scene import Scene
from game.ui.sprites import CardSprite
from game.ui.tween import Timeline
from game.ui.chooser import Chooser
from game.ui.widgets import Button, LogPanel, draw_panel

CELLS = ("a1", "a2", "a3")
SHRINE = "a2"


@dataclass(frozen=True, slots=True)
class Place(Action):
    chip: str
    cell: str
    mode: str = "N"

    def text(self) -> str:
        return f"place {self.chip} {self.cell} {self.mode}"

    @property
    def source(self) -> str:
        return f"hand:{self.chip}"

    @property
    def target(self) -> str:
        return f"cell:{self.cell}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    def text(self) -> str:
        return "pass"

    @property
    def source(self) -> str:
        return "button:end"


class TinyState(GameState):
    game_id = "tiny"
    num_players = 2

    def __init__(self, hands, board, player=0, rng=None, turn=1):
        self.hands = [list(h) for h in hands]
        self.board = dict(board)            # cell -> (chip, mode)
        self.player = player
        self.rng = rng or random.Random(0)
        self.turn = turn

    @classmethod
    def new_game(cls, seed: int, options: dict[str, Any] | None = None) -> "TinyState":
        return cls([["c1", "c2"], ["d1", "d2"]], {"a3": ("x9", "N")}, 0, random.Random(seed))

    def to_move(self):
        return None if len(self.board) == len(CELLS) else self.player

    def _generate(self):
        if self.to_move() is None:
            return []
        out: list[Action] = []
        for chip in self.hands[self.player]:
            for cell in CELLS:
                if cell not in self.board:
                    out += [Place(chip, cell, m) for m in (("N", "R") if cell == SHRINE else ("N",))]
        return out + [Pass()]

    def check(self, action: Action) -> None:
        if self.to_move() is None:
            raise IllegalAction("ゲームは終わっています", "The game is over")
        if isinstance(action, Pass):
            return
        if not isinstance(action, Place):
            raise IllegalAction("この遊びの手ではありません", "Not a move of this game")
        if action.chip not in self.hands[self.player]:
            raise IllegalAction("自分の手札の札ではありません", "That chip is not in your hand", rule="TG-1")
        if action.cell not in CELLS:
            raise IllegalAction("盤の外です", "That is off the board")
        if action.cell in self.board:
            raise IllegalAction(f"{action.cell} はもう埋まっています", f"{action.cell} is already taken",
                                rule="TG-2")
        modes = ("N", "R") if action.cell == SHRINE else ("N",)
        if action.mode not in modes:
            raise IllegalAction("その向きでは置けません", "Not in that orientation", rule="TG-3")

    def _apply(self, action: Action):
        self.check(action)
        mover = self.player
        events: list = []
        if isinstance(action, Place):
            self.hands[mover].remove(action.chip)
            self.board[action.cell] = (action.chip, action.mode)
            events += [CardMoved(action.chip, action.source, action.target, mover),
                       Log(f"{action.chip} を {action.cell} に置いた", f"placed {action.chip} on {action.cell}", mover)]
        else:
            events.append(Log("パス", "pass", mover))
        self.player = 1 - mover
        self.turn += 1
        events.append(TurnStarted(self.player, self.turn))
        return tuple(events)

    def view(self, player):
        return {"board": dict(self.board), "hands": [h if i == player else len(h) for i, h in enumerate(self.hands)]}

    def _determinize(self, player, rng):
        return self.clone()

    def result(self):
        return None if self.to_move() is not None else Result(None, "full", draw=True)

    def clone(self):
        return TinyState(self.hands, self.board, self.player, copy_rng(self.rng), self.turn)

    def to_json(self):
        return {"hands": self.hands, "board": {k: list(v) for k, v in self.board.items()},
                "player": self.player, "turn": self.turn, "rng": rng_to_json(self.rng)}

    @classmethod
    def from_json(cls, d):
        return cls(d["hands"], {k: tuple(v) for k, v in d["board"].items()}, d["player"],
                   rng_from_json(d["rng"]), d["turn"])

    @classmethod
    def parse_action(cls, text):
        if text == "pass":
            return Pass()
        m = re.fullmatch(r"place (\w+) (\w+) ([NR])", text)
        if not m:
            raise IllegalAction("読めません", "Cannot read it")
        return Place(*m.groups())


class TinyTable(Scene):
    """The reference table: layout zones -> sprites -> DragController -> timeline."""

    name = "tiny-table"

    def __init__(self, app, state: TinyState | None = None) -> None:
        super().__init__(app)
        self.state = state or TinyState.new_game(1)
        self.layout = load_layout("test-2p", required=("board", "hand.0", "hand.1", "deck.0", "log"))
        self.cells = dict(zip((f"cell:{c}" for c in CELLS), self.layout["board"].grid(3, 1)[0]))
        self.timeline = Timeline()
        self.log = LogPanel(self.layout["log"].prect)
        self.sprites: dict[str, CardSprite] = {}
        self.applied: list[Action] = []
        self.turn_delta = 0
        self.end_button = Button((40, 320, 200, 48), lambda: t("ui.button.end_turn"),
                                 lambda: self.drag.trigger("button:end"))
        self.drag = DragController(
            self.state.legal_actions, self.place_at, self.apply_action, self.choose, self.explain,
            sprite_for=self.sprites.get, place_rect=self.place_rect, toast=app.toast,
            on_turn=self.on_turn, is_busy=lambda: self.timeline.busy, sound=app.sounds.play,
            turn_step=2)
        self.sync(instant=True)

    # state -> sprites ---------------------------------------------------------
    def home_of(self, place: str) -> tuple[int, int]:
        if place in self.cells:
            return self.cells[place].center
        chip = place.split(":", 1)[1]
        for seat in (0, 1):
            hand = self.state.hands[seat]
            if chip in hand:
                slots = self.layout[f"hand.{seat}"].split(6)
                return slots[hand.index(chip)].center
        return self.layout["deck.0"].center

    def sync(self, instant: bool = False) -> float:
        """Match sprites to the state: one per chip, keyed by its place id."""
        wanted: dict[str, tuple[str, bool, int]] = {}
        for seat in (0, 1):
            for chip in self.state.hands[seat]:
                wanted[f"hand:{chip}"] = (chip, seat == self.state.player, 0)
        for cell, (chip, mode) in self.state.board.items():
            wanted[f"cell:{cell}"] = (chip, True, 2 if mode == "R" else 0)
        old = {sp.card: sp for sp in self.sprites.values()}
        self.sprites.clear()
        for place, (chip, face_up, quarters) in wanted.items():
            sp = old.get(chip) or CardSprite(chip, place, self.home_of(place))
            sp.place_id = place
            sp.draggable = place.startswith("hand:")
            self.sprites[place] = sp
            if instant:
                sp.face_up, sp.angle, sp.rot, sp.pos = face_up, quarters, 90.0 * quarters, self.home_of(place)
                sp.home = sp.pos
            else:
                sp.move_to(self.home_of(place))
                sp.flip(face_up)
                if sp.angle != quarters:
                    sp.rotate_to(quarters)
        return 0.35

    # hooks for the DragController -----------------------------------------------
    def place_at(self, pos) -> str | None:
        for place, sp in reversed(list(self.sprites.items())):
            if sp.contains(pos):
                return place
        for place, rect in self.cells.items():
            if rect.collidepoint(pos):
                return place
        return None

    def place_rect(self, place: str) -> pygame.Rect | None:
        if place in self.cells:
            return self.cells[place]
        sp = self.sprites.get(place)
        # the resting rect, so the focus order does not shift while a card lifts
        return sp.image.get_rect(center=sp.home) if sp is not None else None

    def explain(self, src: str, dst: str | None) -> IllegalAction | None:
        chip = src.split(":", 1)[1]
        if dst is None:
            if src.startswith("hand:") and chip not in self.state.hands[self.state.player]:
                return IllegalAction("相手の札は動かせません", "That is your opponent's chip", rule="TG-1")
            return None
        try:
            self.state.clone().apply(Place(chip, dst.split(":", 1)[1]))
        except IllegalAction as err:
            return err
        return None

    def choose(self, actions, on_pick) -> None:
        def label(a: Action) -> str:
            if isinstance(a, Place):
                return t("ui.seat", n=1) + f" {a.chip} → {a.cell} " + ("↑" if a.mode == "N" else "↓")
            return a.text()
        self.app.stack.push(Chooser(self.app, [(label(a), a) for a in actions], on_pick,
                                    on_cancel=lambda: on_pick(None)))

    def on_turn(self, held_turn: int) -> None:
        """The controller turned the held chip a half turn (upright <-> reversed)."""
        self.turn_delta += 1

    def apply_action(self, action: Action) -> None:
        events = self.state.apply(action)
        self.applied.append(action)
        for ev in events:
            if isinstance(ev, Log):
                self.timeline.call(lambda ev=ev: self.log.add(ev.line(get_lang())))
        self.timeline.add(self.sync)

    # scene -------------------------------------------------------------------------
    def handle(self, event):
        if self.timeline.busy:
            return None if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) else event
        if self.end_button.handle(event):
            return None
        return self.drag.handle(event)

    def update(self, dt: float) -> None:
        self.timeline.update(dt)
        for sp in self.sprites.values():
            sp.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)
        for zone in self.layout.zones.values():
            if zone.kind != "log":
                pygame.draw.rect(surface, theme.TABLE_DARK, zone.prect, border_radius=8)
                surface.blit(theme.text(zone.name, 14, theme.TEXT_DIM), (zone.rect[0] + 6, zone.rect[1] + 4))
        for place, rect in self.cells.items():
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect.inflate(-8, -8), 2, border_radius=6)
            surface.blit(theme.text(place, 14, theme.TEXT_DIM), (rect.left + 10, rect.bottom - 26))
        self.drag.draw_marks(surface)
        for sp in self.sprites.values():
            if not (sp is self.drag.held_sprite and self.drag.mode == "drag"):
                sp.draw(surface)
        self.end_button.draw(surface)
        self.log.draw(surface)
        who = theme.text(t("ui.seat", n=self.state.player + 1), 22, theme.SEAT_COLOURS[self.state.player], True)
        draw_panel(surface, pygame.Rect(36, 250, 210, 50))
        surface.blit(who, (48, 262))
        self.drag.draw_held(surface)
