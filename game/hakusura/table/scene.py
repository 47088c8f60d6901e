"""The ハクスラ陰陽師 table on the framework (``game.ui.table.TableScene``).

This game's own: two 陰陽師 side by side at the bottom (left and right seat,
as chapter 3 seats them) with their HP cards tucked behind the character and
their equipment tucked under it (only the chosen edge band shows), the yokai
(or the boss and its 取り巻き) in the middle with their HP cards and action
strips, the phase ribbon, the hidden pick (a hand card dragged face down onto
the slot; both turn over together), targets chosen by dropping on an enemy,
taking a defeated yokai by dropping it on the shikigami row or on a lit edge
of the character, evolution (shikigami chosen with the Lv sum live) and the
solo game's empty seat.

Layouts: ``hakusura-2p`` (yokai battles and the duel), ``hakusura-boss`` (the
two-player boss battle) and ``hakusura-solo``; they share every panel and
button zone, so the table switches between them without moving its panels.
"""
from __future__ import annotations

import random

import pygame

from game.hakusura.rules import actions as A
from game.hakusura.rules.cards import YOKAI
from game.hakusura.table import campaign, display, faces, hud, panels, places, sprites, words
from game.i18n import t
from game.ui import theme
from game.ui.attachments import HpCard
from game.ui.layout import load_layout
from game.ui.sprites import CardSprite
from game.ui.table import TableScene, runs
from game.ui.table.selection import Selection
from game.ui.tween import Tweens, linear

SHARED_ZONES = ("ribbon", "zoom", "log", "undo_button", "rule_chip", "arena", "pass_button", "evolve_button",
                "play_button", "confirm_button", "box", "hint", "enemy.0", "enemy.1", "seat.0", "seat.0.name",
                "seat.0.shiki", "seat.0.char", "seat.0.stats", "seat.0.slot", "seat.0.used", "seat.0.effects",
                "seat.0.hand")


def layout_for(view) -> str:
    """The layout of a view: solo, the two-player boss battle, or the two-player table."""
    if view.mode == "solo":
        return "hakusura-solo"
    if view.battle_kind == "boss":
        return "hakusura-boss"
    return "hakusura-2p"


class HakusuraTable(TableScene):
    code = "hakusura"
    name = "hakusura"
    layout_zones = SHARED_ZONES
    CHAR_SIZE = (100, 140)
    ENEMY_SIZE = (100, 140)
    SHIKI_SIZE = (54, 76)
    HAND_SIZE = (46, 64)
    SLOT_SIZE = (66, 92)
    USED_SIZE = (40, 56)
    FLIP_SIZE = (40, 56)
    LOOT_SIZE = (100, 140)
    card_size = HAND_SIZE

    # -- building --------------------------------------------------------------------------
    def layout_name(self) -> str:
        return layout_for(self.state.view(None))

    def build(self) -> None:
        self.chars: dict[int, CardSprite] = {}
        self.enemy_sprites: dict[str, CardSprite] = {}
        self.cards: dict[str, CardSprite] = {}           # every other card on the table, by place
        self.edges: dict = {}                            # (seat, edge, yokai) -> EdgeCard
        self.strikes: list[list] = []
        self.acted: dict[str, int] = {}
        self.taken_pool: set[str] = set()
        self.loot_places: dict[str, str] = {}            # a defeated yokai lies where it fought
        self.pulses: dict[tuple[int, str], float] = {}
        self.shown_stats: dict[tuple[int, str], int] = {}
        self.fx = Tweens()
        self.still = False                               # a screenshot holds an animation mid-way
        self._static, self._static_key = None, None
        self.disp = None
        self.add_button("pass", self.zone["pass_button"], lambda: t("hakusura.btn.pass"),
                        lambda: self.trigger_button("button:pass"), self.context_disabled, pygame.K_s)
        self.add_button("evolve", self.zone["evolve_button"], self.evolve_label, self.press_evolve,
                        self.context_disabled, pygame.K_v)
        # hotkeys: S pass, V evolve, G go (resolve the revealed card); never P (pause) or Enter
        # (Enter drops a card held with the keyboard)
        self.add_button("play", self.zone["play_button"], lambda: t("hakusura.btn.play"), self.press_play,
                        self.context_disabled, pygame.K_g)
        self.selection = Selection(self, self.spending, self.spend_places, self.confirm_spend, self.spend_label,
                                   self.zone["confirm_button"], frame=theme.GOLD)
        faces.warm(faces.all_keys(), (self.CHAR_SIZE, self.SHIKI_SIZE, self.HAND_SIZE, self.SLOT_SIZE), self.lang)

    def follow_layout(self) -> None:
        """A two-player game's final boss battle has its own layout (same panels)."""
        name = layout_for(self.view)
        if name != self.layout.name:
            self.layout = load_layout(name, required=self.layout_zones)
            self.zone = {n: z.prect for n, z in self.layout.zones.items()}
            self._static_key = None
            self.enemy_sprites.clear()

    def refresh_look(self) -> None:
        self._static_key = None
        for sprite in self.all_sprites():
            sprite.set_card(sprite.card)
        super().refresh_look()

    def face(self, card, size, face_up) -> pygame.Surface:
        return faces.render(card, size, face_up, self.lang)

    def face_cache(self):
        return faces.FACES

    # -- view -> display -------------------------------------------------------------------------
    def sync(self) -> None:
        self.follow_layout()
        view = self.view
        self.disp = display.Disp(view)
        self.acted.clear()
        self.taken_pool.clear()
        for s in view.seats:
            if not s.empty:
                self.sync_char(s)
        self.sync_enemies()
        self.relayout()
        for s in view.seats:
            for stat, value in (("atk", s.atk), ("bo", s.bo), ("jutsu", s.jutsu)):
                key = (s.seat, stat)
                if key in self.shown_stats and self.shown_stats[key] != value:
                    self.pulse(key)
                self.shown_stats[key] = value
        self.button_sizes()

    def button_sizes(self) -> None:
        scale = self.ui_scale()
        for name, button in self.buttons.items():
            size = min(round((16 if name != "undo" else 15) * scale), button.rect.height - 14)
            label = button.label() if callable(button.label) else str(button.label)
            while size > 11 and theme.font(size, True).size(label)[0] > button.rect.width - 14:
                size -= 1                       # a longer label (a language, a count) stays inside
            button.size = size

    def pulse(self, key) -> None:
        self.pulses[key] = 1.0
        self.anim.tweens.tween(self.pulses, lambda v, k=key: self.pulses.__setitem__(k, v), 1.0, 0.0, 0.6, linear)

    def char_rect(self, seat: int) -> pygame.Rect:
        return self.zone[f"seat.{seat}.char"]

    def sync_char(self, s) -> None:
        return sprites.sync_char(self, s)

    def equip_edge(self, seat: int, yid: str, edge: str, animate: bool) -> float:
        return sprites.equip_edge(self, seat, yid, edge, animate)

    def sync_enemies(self) -> None:
        return sprites.sync_enemies(self)

    def new_enemy(self, place: str, key: str, hp: int, laps: int) -> CardSprite:
        return sprites.new_enemy(self, place, key, hp, laps)

    def lap_text(self, sprite) -> str:
        return sprites.lap_text(self, sprite)

    def start_battle(self, e) -> None:
        return sprites.start_battle(self, e)

    def enemy_card_rect(self, place: str) -> pygame.Rect:
        return sprites.enemy_card_rect(self, place)

    def relayout(self) -> None:
        return sprites.relayout(self)

    def pool(self) -> list[str]:
        return sprites.pool(self)

    def hand_visible(self, seat: int) -> bool:
        return sprites.hand_visible(self, seat)

    def slot_sprite(self, seat: int) -> CardSprite | None:
        return sprites.slot_sprite(self, seat)


    def all_sprites(self) -> list[CardSprite]:
        return list(self.chars.values()) + list(self.enemy_sprites.values()) + list(self.cards.values())

    def hp_card(self, place: str) -> HpCard | None:
        if place.startswith("player:"):
            sprite = self.chars.get(int(place[7:]))
        else:
            sprite = self.enemy_sprites.get(place)
        cards = sprite.attached(HpCard) if sprite is not None else []
        return cards[0] if cards else None

    @staticmethod
    def slide_time(card: HpCard, value: int) -> float:
        """A whole-row slide: a short beat per number (within one face)."""
        rows = abs(card.value - value)
        return max(0.25, min(0.9, 0.07 * rows))

    def turn_over(self, sprite: CardSprite, key: str, duration: float = 0.4) -> float:
        return sprites.turn_over(self, sprite, key, duration)

    def timeline_soon(self, delay: float, fn) -> None:
        return sprites.timeline_soon(self, delay, fn)

    def strike(self, src: str, target: str) -> float:
        return sprites.strike(self, src, target)

    # -- places ----------------------------------------------------------------------------------
    def seat_zone_of(self, pos) -> int | None:
        return places.seat_zone_of(self, pos)

    def edge_rect(self, seat: int, edge: str) -> pygame.Rect:
        return places.edge_rect(self, seat, edge)

    def effect_rects(self, seat: int) -> list[tuple[str, pygame.Rect]]:
        return places.effect_rects(self, seat)

    def place_at(self, pos) -> str | None:
        return places.place_at(self, pos)

    def place_rect(self, place: str):
        return places.place_rect(self, place)

    def place_centre(self, place: str, card: str | None = None) -> tuple[int, int]:
        return places.place_centre(self, place, card)

    def zone_centre(self, name: str) -> tuple[int, int]:
        return places.zone_centre(self, name)

    def sprite_at(self, place: str):
        return places.sprite_at(self, place)

    def sprite_for(self, place: str):
        return places.sprite_for(self, place)

    def snaps(self, target: str) -> bool:
        return places.snaps(self, target)

    # -- gestures ---------------------------------------------------------------------------------
    def why(self, src: str, place: str | None):
        err = words.why(self.state, src, place)
        tut = self.tutorial
        if err is None and tut is not None and not tut.finished and place is not None:
            from game.engine import IllegalAction
            return IllegalAction(tut.refusal("ja"), tut.refusal("en"))
        return err

    def describe(self, action) -> str:
        return words.describe(action, self.view)

    def pending_kind(self) -> str | None:
        p = self.view.pending
        return p.kind if p is not None else None

    def context_actions(self, name: str) -> list:
        acts = self.ui_legal()
        if name == "pass":
            return [a for a in acts if isinstance(a, A.Pass)]
        if name == "evolve":
            return [a for a in acts if isinstance(a, A.Evolve)]
        if name == "play":
            return [a for a in acts if isinstance(a, (A.Play, A.After)) and a.target is None]
        return []

    def context_disabled(self) -> str | None:
        return None if self.my_turn() else t("hakusura.why.wait")

    def show_button(self, button) -> bool:
        if not super().show_button(button):
            return False
        for name in ("pass", "evolve", "play"):
            if button is self.buttons.get(name):
                return bool(self.context_actions(name)) and not self.timeline.busy
        return True

    def evolve_label(self) -> str:
        s = self.view.seat(self.bottom) if self.view is not None else None
        if s is None:
            return t("hakusura.btn.evolve", have=0, need=0)
        return t("hakusura.btn.evolve", have=s.evolve_sum, need=s.evolve_need)

    def press_evolve(self) -> None:
        acts = self.context_actions("evolve")
        if acts:
            self.drag.cancel(snap=False)
            self.apply_action(acts[0])

    def press_play(self) -> None:
        acts = self.context_actions("play")
        if not acts:
            return
        self.drag.cancel(snap=False)
        if len(acts) == 1:
            self.apply_action(acts[0])
        else:
            self.choose(acts, lambda a: a is not None and self.apply_action(a))

    def chooser_anchor(self) -> tuple[int, int]:
        return self.zone["arena"].center

    # evolution: the shikigami to spend, with the Lv sum shown live
    def spending(self) -> bool:
        return self.my_turn() and self.pending_kind() == "evolve" and self.view.pending.seat == self.bottom

    def spend_places(self) -> list[str]:
        return [a.source for a in self.ui_legal() if isinstance(a, A.Spend)]

    def spend_sum(self, chosen) -> int:
        spent = self.view.pending.data[0] if self.spending() else ()
        ys = list(spent) + [p.split(":")[2] for p in chosen]
        return sum(YOKAI[y].lv for y in ys)

    def spend_label(self, chosen) -> str:
        s = self.view.seat(self.bottom)
        return t("hakusura.btn.spend", have=self.spend_sum(chosen), need=s.evolve_need)

    def confirm_spend(self, chosen) -> None:
        """Spend the chosen shikigami one by one, then finish the evolution. Each step is
        applied (and animated) as its own action: the rules may finish the evolution by
        themselves once nothing is left to choose."""
        seat = self.bottom

        def evolving() -> bool:
            pend = self.state.pending
            return pend is not None and pend[0] == "evolve" and pend[1] == seat
        for place in [p for p in self.spend_places() if p in chosen]:
            action = A.Spend(seat, place.split(":")[2])
            if evolving() and action in self.state.legal_actions():
                self.apply_action(action)
        if evolving():
            done = A.EvolveDone(seat)
            if done in self.state.legal_actions():
                self.apply_action(done)
            else:
                self.refuse(self.state.explain(done))

    def handle_click(self, event) -> bool:
        """The solo 策謀: a click on one of the empty seat's cards lays it (on release)."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        if self.input_blocked() or self.drag.holding or self.pending_kind() != "flip":
            return False
        place = self.place_at(event.pos)
        if not (place or "").startswith("empty:"):
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            act = next((a for a in self.ui_legal() if a.source == place), None)
            if act is not None:
                self.apply_action(act)
        return True

    def key_pick(self, place: str | None) -> bool:
        """Enter on a piece whose action needs no target (a shikigami's ability used as is,
        the solo empty seat's card): it is done at once, or a chooser offers every action
        of that piece (the mouse drops such a piece anywhere)."""
        if place is None or self.choosing():
            return super().key_pick(place)
        acts = [a for a in self.ui_legal() if a.source == place]
        if acts and any(a.target is None for a in acts):
            self.drag.focus = None
            if len(acts) == 1:
                self.apply_action(acts[0])
            else:
                self.choose(acts, lambda a: a is not None and self.apply_action(a))
            return True
        return super().key_pick(place)

    def curtain_needed(self, seat: int) -> bool:
        """Hands are public (5.3): the only secret is a face-down pick. The curtain goes up
        before a pick (the one who just laid theirs must not watch the other's) and whenever
        the seat taking the device has a face-down card of its own that its view would show;
        otherwise (acting after the reveal, taking a yokai) the table just turns to them."""
        pend = self.state.pending
        if pend is not None and pend[0] == "pick":
            return True
        own = self.state.view(seat).seat(seat)
        return own.committed and not own.pick_open

    def ring_buttons(self) -> tuple[str, ...]:
        return tuple(n for n in ("pass", "evolve", "play", "undo") if n == "undo" or self.context_actions(n))

    def pulsing(self) -> bool:
        return self.my_turn() and not self.timeline.busy

    def log_add(self, line) -> None:
        """Rules log lines (also those of a resumed game) show English without kanji stats."""
        from game.engine import Log
        super().log_add(words.LogLine(line) if isinstance(line, Log) else line)

    # -- words -------------------------------------------------------------------------------------
    def phase_text(self) -> str:
        return words.terms(self.view.phase_en if self.lang == "en" else self.view.phase_ja)

    def hint_text(self) -> str:
        return panels.hint(self)

    def reason_text(self, reason: str) -> str:
        from game.hakusura.rules import reason_text
        return reason_text(reason, self.lang)

    def result_details(self, result) -> list[str]:
        view = self.state.view(None)
        parts = [t("hakusura.result.hp", name=self.names[s.seat], hp=s.hp) for s in view.seats if not s.empty]
        lines = [" / ".join(parts)]
        if view.mode == "solo":
            lines.append(t("hakusura.result.solo", lv=view.difficulty, battle=min(view.battle, 7)))
        return lines

    def stats_extra(self, result) -> dict:
        view = self.state.view(None)
        extra = {"win_by": result.reason}
        if view.mode == "solo":
            extra["difficulty"] = f"Lv{view.difficulty}"
        return extra

    # -- the solo campaign: its own save slot, its progress counted at the end --------------------------
    @property
    def campaign(self) -> bool:
        return bool(self.record.options.get("campaign"))

    def mode(self) -> str:
        return campaign.MODE if self.campaign else super().mode()

    def leave_to_menu(self) -> None:
        """A campaign run ends back at the campaign scene, with its record updated."""
        super().leave_to_menu()
        if self.campaign:
            campaign.start(self.app)

    def finish(self, result=None) -> None:
        if self.campaign and self.tutorial is None and not self.read_only:
            try:
                campaign.record_run(self.state, result or self.state.result())
            except OSError as exc:     # the run still ends; the player learns the record was not kept
                log = self.app.log_problem("save", exc, "recording the campaign run")
                self.app.toast(t("ui.save.end_failed", reason=exc.strerror or str(exc))
                               + (f" ({log})" if log else ""), "error")
        super().finish(result)

    # -- frame ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.still:
            return
        self.fx.update(dt)
        super().update(dt)

    def frame_rate(self, idle_for: float) -> float:
        if self.fx.busy or self.strikes:
            return 60.0
        return super().frame_rate(idle_for)

    def play_event(self, event) -> float | None:
        return display.play_event(self, event)

    def draw_table(self, surf: pygame.Surface) -> None:
        hud.draw(self, surf)

    # -- screenshots, lively positions ---------------------------------------------------------------------
    @classmethod
    def screenshot_plan(cls, variant: str | None) -> dict:
        from game.hakusura.table import shots
        return shots.plan(cls, variant)

    @classmethod
    def screenshot_scene(cls, app, seed: int = 1, variant: str | None = None) -> list:
        from game.hakusura.table import shots
        return shots.scene(cls, app, seed, variant)

    def lively_action(self, state, rng: random.Random):
        legal = list(state.legal_actions())
        v = state.view(state.to_move())
        kind = v.pending.kind if v.pending else ""
        if kind in ("take", "start_shiki"):
            s = v.seat(v.pending.seat)
            empty = [e for e in ("left", "right", "bottom") if not getattr(s, e)]
            want = [a for a in legal if getattr(a, "where", "") in empty]
            if want and rng.random() < 0.8:
                return rng.choice(want)
        if kind == "act":
            evolve = [a for a in legal if isinstance(a, A.Evolve)]
            if evolve and rng.random() < 0.7:
                return evolve[0]
        if rng.random() < 0.25:
            return runs.lively_action(state, rng)
        from game.hakusura.rules.ai_policy import quick
        return quick(state, rng, 0.1)         # sensible play reaches the later battles and the boss

