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
from game.hakusura.rules.cards import CIRCLED, HP_CAP, YOKAI
from game.hakusura.table import display, faces, hud, words
from game.i18n import t
from game.ui import theme
from game.ui.attachments import Badge, EdgeCard, HpCard
from game.ui.layout import load_layout
from game.ui.sprites import CardSprite
from game.ui.table import TableScene, runs
from game.ui.table.selection import Selection
from game.ui.tween import Tweens, ease_in_quad, ease_out_cubic, linear

SHARED_ZONES = ("ribbon", "zoom", "log", "undo_button", "rule_chip", "arena", "pass_button", "evolve_button",
                "play_button", "confirm_button", "box", "hint", "enemy.0", "enemy.1", "seat.0", "seat.0.name",
                "seat.0.shiki", "seat.0.char", "seat.0.stats", "seat.0.slot", "seat.0.used", "seat.0.effects",
                "seat.0.hand")
ENEMY_ZONE = {"yokai:0": "enemy.0", "yokai:1": "enemy.1", "minion": "enemy.0", "boss": "enemy.1"}


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
    HAND_SIZE = (56, 78)
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
        self.edges: dict[tuple[int, str, str], EdgeCard] = {}
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
                        lambda: self.trigger_button("button:pass"), self.context_disabled, pygame.K_p)
        self.add_button("evolve", self.zone["evolve_button"], self.evolve_label, self.press_evolve,
                        self.context_disabled, pygame.K_v)
        self.add_button("play", self.zone["play_button"], lambda: t("hakusura.btn.play"), self.press_play,
                        self.context_disabled, pygame.K_RETURN)
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
            button.size = min(round((16 if name != "undo" else 15) * scale), button.rect.height - 14)

    def pulse(self, key) -> None:
        self.pulses[key] = 1.0
        self.anim.tweens.tween(self.pulses, lambda v, k=key: self.pulses.__setitem__(k, v), 1.0, 0.0, 0.6, linear)

    def char_rect(self, seat: int) -> pygame.Rect:
        return self.zone[f"seat.{seat}.char"]

    def sync_char(self, s) -> None:
        key = f"c:{s.character}:{1 if s.evolved else 0}"
        sprite = self.chars.get(s.seat)
        home = self.char_rect(s.seat).center
        if sprite is None or sprite.card[:-1] != key[:-1]:
            sprite = CardSprite(key, f"char:{s.seat}", home, renderer=self.face, size=self.CHAR_SIZE)
            sprite.attach(HpCard(sprite, s.hp, ((11, HP_CAP), (1, 10)), side="top", stepped=True))
            self.chars[s.seat] = sprite
            for k in [k for k in self.edges if k[0] == s.seat]:
                del self.edges[k]
        elif not sprite.busy:
            if sprite.card != key:
                sprite.set_card(key)
            sprite.set_pos(home)
            sprite.home = sprite.pos
        if not sprite.busy:
            sprite.alpha = 110 if s.down else 255
        card = sprite.attached(HpCard)[0]
        if card.value != s.hp and not card.busy:
            card.set_value(s.hp, 0.0)
        want = {(s.seat, e, y) for e in ("left", "right", "bottom") for y in getattr(s, e)}
        for k in list(self.edges):
            if k[0] == s.seat and k not in want:
                sprite.detach(self.edges.pop(k))
        for edge in ("left", "right", "bottom"):
            for y in getattr(s, edge):
                if (s.seat, edge, y) not in self.edges:
                    self.equip_edge(s.seat, y, edge, animate=False)

    def equip_edge(self, seat: int, yid: str, edge: str, animate: bool) -> float:
        """Tuck ``yid`` under seat's character with its ``edge`` band showing."""
        host = self.chars.get(seat)
        if host is None or (seat, edge, yid) in self.edges:
            return 0.0
        index = sum(1 for k in self.edges if k[0] == seat and k[1] == edge)
        size = self.CHAR_SIZE
        card = EdgeCard(yid, lambda y=yid: faces.render("s:" + y, size, True, self.lang), edge,
                        band=faces.band_width(size[0]), index=index)
        # under the character, after its HP card: the HP card stays nearest the host
        host.attachments.insert(0, card)
        self.edges[(seat, edge, yid)] = card
        self.pulse((seat, words.EDGE_STAT[edge]))
        return card.slide_in(0.45) if animate else 0.0

    def sync_enemies(self) -> None:
        view = self.view
        live = set()
        for e in view.enemies:
            live.add(e.place)
            key = ("b:" if e.kind == "boss" else "y:") + e.card
            sprite = self.enemy_sprites.get(e.place)
            if sprite is None or sprite.card not in (key, "s:" + e.card):
                sprite = self.new_enemy(e.place, key, e.hp, e.laps if e.kind == "boss" else 1)
            card = self.hp_card(e.place)
            if card is not None and card.value != e.hp and not card.busy:
                card.set_value(e.hp, 0.0)
            if not sprite.busy:
                sprite.alpha = 255 if e.alive else 120
        for place in [p for p in self.enemy_sprites if p not in live]:
            del self.enemy_sprites[place]

    def new_enemy(self, place: str, key: str, hp: int, laps: int) -> CardSprite:
        r = self.enemy_card_rect(place)
        sprite = CardSprite(key, place, r.center, renderer=self.face, size=self.ENEMY_SIZE)
        sprite.attach(HpCard(sprite, hp, ((1, 12),), laps=laps, stepped=True))
        if laps > 1:
            sprite.attach(Badge(lambda s=sprite: self.lap_text(s), (110, 20, 30), "top", 14, outside=False,
                                inset=(0, -16), edge=theme.GOLD))
        self.enemy_sprites[place] = sprite
        return sprite

    def lap_text(self, sprite) -> str:
        cards = sprite.attached(HpCard)
        if not cards:
            return ""
        c = cards[0]
        return t("hakusura.lap", lap=c.laps - c.lap + 1, laps=c.laps)

    def start_battle(self, e) -> None:
        """A battle begins: its enemies come in (the layout may change for the boss)."""
        self.enemy_sprites.clear()
        self.disp.loot = []
        self.loot_places.clear()
        self.acted.clear()
        kind = e.kind
        name = "hakusura-solo" if self.view.mode == "solo" else ("hakusura-boss" if kind == "boss" else "hakusura-2p")
        if name != self.layout.name:
            self.layout = load_layout(name, required=self.layout_zones)
            self.zone = {n: z.prect for n, z in self.layout.zones.items()}
            self._static_key = None
        for place, card, hp in e.enemies:
            boss = place == "boss"
            sprite = self.new_enemy(place, ("b:" if boss else "y:") + card, hp, hp // 12 if boss else 1)
            end = sprite.pos
            sprite.pos = (end[0], end[1] - 260)
            sprite.move_to(end, 0.45, ease_out_cubic)
        self.relayout()

    def enemy_card_rect(self, place: str) -> pygame.Rect:
        z = self.zone[ENEMY_ZONE.get(place, "enemy.0")]
        w, h = self.ENEMY_SIZE
        return pygame.Rect(z.x + 12, z.y + 8, w, h)

    # -- the cards that move: laid out from the display mirror ---------------------------------------
    def relayout(self) -> None:
        view, d = self.view, self.disp
        cards: dict[str, CardSprite] = {}
        held = self.drag.held_sprite

        def put(place, key, pos, size, face_up=True):
            old = self.cards.get(place)
            if old is not None and old is held:
                cards[place] = old
                return old
            if old is not None and old.card == key and old.face_up == face_up and old.size == size:
                sprite = old
                if not sprite.tweens.busy:
                    sprite.set_pos(pos)
                sprite.home = (float(pos[0]), float(pos[1]))
            else:
                sprite = CardSprite(key, place, pos, renderer=self.face, size=size, face_up=face_up)
            cards[place] = sprite
            return sprite

        for s in view.seats:
            if s.empty:
                continue
            sd = d.seats[s.seat]
            seat = s.seat
            hand = self.zone[f"seat.{seat}.hand"]
            shown = sd.hand if self.hand_visible(seat) else []
            for card, pos in zip(shown, hud.row_slots(hand, len(shown), self.HAND_SIZE[0])):
                put(f"hand:{seat}:{card}", "h:" + card, pos, self.HAND_SIZE)
            slot = self.zone[f"seat.{seat}.slot"]
            for i, (card, up) in enumerate(sd.slot):
                pos = (slot.centerx + 10 * i, slot.centery + 6 * i)
                sp = put(f"slot:{seat}" if i == 0 else f"slot:{seat}:{i}", "h:" + card if card else None, pos,
                         self.SLOT_SIZE, up)
                sp.peek = card if (card and not up and seat == self.viewer) else None
            used = self.zone[f"seat.{seat}.used"]
            for i, card in enumerate(sd.used):
                put(f"used:{seat}:{card}", "h:" + card, (used.centerx, used.y + 30 + i * 22), self.USED_SIZE)
            zone = self.zone[f"seat.{seat}.shiki"]
            for y, pos in zip(sd.shiki, hud.grid_slots(zone, len(sd.shiki), self.SHIKI_SIZE)):
                key = ("u:" if y in sd.flipped else "s:") + y
                put(f"shiki:{seat}:{y}", key, pos, self.SHIKI_SIZE)
        arena = self.zone["arena"]
        if d.loot:
            free = [p for p in ("yokai:0", "yokai:1") if p not in self.loot_places.values()]
            for y in d.loot:
                place = self.loot_places.get(y) or (free.pop(0) if free else "yokai:0")
                put(f"loot:{y}", "s:" + y, self.enemy_card_rect(place).center, self.LOOT_SIZE)
        pool = self.pool()
        if pool:
            size = (88, 124)
            for y, pos in zip(pool, hud.row_slots(arena, len(pool), size[0], 12)):
                put(f"pool:{y}", "s:" + y, pos, size)
        if view.mode == "solo" and "empty" in self.zone:
            z = self.zone["empty"]
            for i, card in enumerate(view.flips_left):
                put(f"empty:{card}", "h:" + card, (z.x + 60 + i * 50, z.y + 92), self.FLIP_SIZE)
        for place, card in d.flips.items():
            if card and place in self.enemy_sprites:
                put(f"flip:{place}", "h:" + card, self.place_centre(f"flip:{place}"), self.FLIP_SIZE)
        self.cards = cards

    def pool(self) -> list[str]:
        """The solo game's starting shikigami to choose from (the level's pile), while asked."""
        view = self.view
        if view.pending is None or view.pending.kind != "start_shiki":
            return []
        lv = dict(view.level).get("start_shiki", 0)
        pile = dict(view.piles).get(lv, ())
        return [y for y in pile if y not in self.taken_pool]

    def hand_visible(self, seat: int) -> bool:
        """Hands are public (5.3), but a seat that laid a card face down keeps the rest in hand
        unseen: the others see backs, never which card is missing."""
        s = self.view.seat(seat)
        if seat == self.viewer or seat in self.visible_seats():
            return True
        return not (s.committed and s.pick is None)

    def slot_sprite(self, seat: int) -> CardSprite | None:
        return self.cards.get(f"slot:{seat}")

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
        """Turn ``sprite`` over to show ``key`` (a yokai to its shikigami face, a character
        to its back): it narrows, changes face at the middle and widens again."""
        done = [False]

        def progress(p: float) -> None:
            sprite.squash = abs(1.0 - 2.0 * p)
            if p >= 0.5 and not done[0]:
                done[0] = True
                sprite.set_card(key, face_up=True)

        def end() -> None:
            sprite.squash = 1.0
            if not done[0]:
                sprite.set_card(key, face_up=True)
        sprite.tweens.tween(sprite, progress, 0.0, 1.0, duration, linear, end)
        return duration

    def timeline_soon(self, delay: float, fn) -> None:
        """Run ``fn`` after ``delay`` seconds without holding up the event queue."""
        self.fx.tween(object(), lambda v: None, 0.0, 1.0, delay, linear, fn)

    def strike(self, src: str, target: str) -> float:
        """A blow: the striker leans in and a slash travels to its target."""
        start, end = self.place_centre(src), self.place_centre(target)
        self.anim.lunge(src, target, 0.3)
        item = [start, end, 0.0]
        self.strikes.append(item)
        self.fx.tween(item, lambda v, it=item: it.__setitem__(2, v), 0.0, 1.0, 0.3, ease_in_quad,
                      lambda it=item: it in self.strikes and self.strikes.remove(it))
        return 0.3

    # -- places ----------------------------------------------------------------------------------
    def seat_zone_of(self, pos) -> int | None:
        for seat in (0, 1):
            z = self.zone.get(f"seat.{seat}")
            if z is not None and z.collidepoint(pos):
                return seat
        return None

    def edge_rect(self, seat: int, edge: str) -> pygame.Rect:
        r = self.char_rect(seat)
        b = faces.band_width(self.CHAR_SIZE[0]) + 6
        if edge == "left":
            return pygame.Rect(r.x - b, r.y, b, r.height)
        if edge == "right":
            return pygame.Rect(r.right, r.y, b, r.height)
        return pygame.Rect(r.x, r.bottom, r.width, b)

    def effect_rects(self, seat: int) -> list[tuple[str, pygame.Rect]]:
        """The edge texts waiting to be ordered (``after``): one chip each."""
        view = self.view
        pend = view.pending
        if pend is None or pend.kind != "after" or pend.seat != seat:
            return []
        pool = pend.data[2]
        z = self.zone[f"seat.{seat}.effects"]
        h = min(30, max(20, z.height // max(1, (len(pool) + 1) // 2)))
        out = []
        for i, src in enumerate(pool):
            col, row = i % 2, i // 2
            out.append((f"effect:{seat}:{src}", pygame.Rect(z.x + col * (z.width // 2), z.y + row * (h + 2),
                                                            z.width // 2 - 2, h)))
        return out

    def place_at(self, pos) -> str | None:
        if self.drag.holding:
            for place in self.drag.lit_targets:
                r = self.place_rect(place)
                if r is not None and r.collidepoint(pos):
                    return place
        for seat in (0, 1):
            for place, r in self.effect_rects(seat):
                if r.collidepoint(pos):
                    return place
        for place in reversed(list(self.cards)):          # the card drawn last lies on top
            sprite = self.cards[place]
            if sprite is not self.drag.held_sprite and sprite.contains(pos) and not place.startswith("flip:"):
                return place.rsplit(":", 1)[0] if place.count(":") == 2 and place.startswith("slot:") else place
        for seat, sprite in self.chars.items():
            if sprite.contains(pos):
                return f"char:{seat}"
            for edge in ("left", "right", "bottom"):
                if self.edge_rect(seat, edge).collidepoint(pos):
                    return f"edge:{seat}:{edge}"
        for place, sprite in self.enemy_sprites.items():
            if sprite.contains(pos):
                return place
        for seat in (0, 1):
            for kind in ("shiki", "hand", "slot", "used"):
                z = self.zone.get(f"seat.{seat}.{kind}")
                if z is not None and z.collidepoint(pos):
                    return f"{kind}:{seat}"
        if self.zone["box"].collidepoint(pos):
            return "box"
        if self.zone["arena"].collidepoint(pos) or self.seat_zone_of(pos) is not None:
            return "table"
        return None

    def place_rect(self, place: str):
        if place.startswith("button:"):
            return super().place_rect(place)
        kind, _, arg = place.partition(":")
        if kind in ("yokai", "boss", "minion"):
            sprite = self.enemy_sprites.get(place)
            return sprite.rect if sprite is not None else self.enemy_card_rect(place)
        if kind in ("char", "player"):
            seat = int(arg)
            sprite = self.chars.get(seat)
            return sprite.rect if sprite is not None else self.char_rect(seat)
        if kind == "edge":
            seat, edge = arg.split(":")
            return self.edge_rect(int(seat), edge)
        if kind == "effect":
            seat = int(arg.split(":")[0])
            return next((r for p, r in self.effect_rects(seat) if p == place), None)
        if kind in ("shiki", "hand", "slot", "used") and arg.isdigit():
            sprite = self.cards.get(place) if kind == "slot" else None
            return sprite.rect if sprite is not None else self.zone[f"seat.{arg}.{kind}"]
        if kind == "box":
            return self.zone["box"]
        if kind == "table":
            return self.zone["arena"]
        sprite = self.cards.get(place)
        if sprite is not None:
            return sprite.rect
        return None

    def place_centre(self, place: str, card: str | None = None) -> tuple[int, int]:
        kind, _, arg = place.partition(":")
        if kind == "flip":
            r = self.enemy_card_rect(arg)
            return (r.right + 200, r.bottom + 40)
        if kind in ("char", "player"):
            r = self.char_rect(int(arg))
            off = self.anim.offset(f"char:{arg}")
            return (r.centerx + int(off[0]), r.centery + int(off[1]))
        if kind in ("hand", "used") and ":" in arg:
            sprite = self.cards.get(place)
            if sprite is not None:
                return (int(sprite.pos[0]), int(sprite.pos[1]))
            return self.zone[f"seat.{arg.split(':')[0]}.{kind}"].center
        r = self.place_rect(place)
        return r.center if r is not None else self.zone["arena"].center

    def zone_centre(self, name: str) -> tuple[int, int]:
        z = self.zone.get(name)
        return z.center if z is not None else self.zone["arena"].center

    def sprite_at(self, place: str):
        kind, _, arg = place.partition(":")
        if kind in ("char", "player"):
            return self.chars.get(int(arg))
        if kind in ("yokai", "boss", "minion"):
            return self.enemy_sprites.get(place)
        return self.cards.get(place)

    def sprite_for(self, place: str):
        if place.startswith(("char:", "effect:")):
            return None                 # the character stays put: an arrow shows where it goes
        return self.sprite_at(place)

    def snaps(self, target: str) -> bool:
        return target.startswith(("slot:", "shiki:")) and target.count(":") == 1

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
        seat = self.bottom
        order = [p for p in self.spend_places() if p in chosen]
        for place in order:
            action = A.Spend(seat, place.split(":")[2])
            if action in self.state.legal_actions():
                self.record.apply(action)
        done = A.EvolveDone(seat)
        if self.state.pending is not None and self.state.pending[0] == "evolve":
            if done in self.state.legal_actions():
                self.apply_action(done)
                return
            self.autosave()
            self.refuse(self.state.explain(done))
            self.resync()
            return
        self.autosave()
        self.resync()

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
        if place is not None and place.startswith("empty:") and not self.choosing():
            act = next((a for a in self.ui_legal() if a.source == place), None)
            if act is not None:
                self.apply_action(act)
                return True
        return super().key_pick(place)

    def ring_buttons(self) -> tuple[str, ...]:
        return tuple(n for n in ("pass", "evolve", "play", "undo") if n == "undo" or self.context_actions(n))

    def pulsing(self) -> bool:
        return self.my_turn() and not self.timeline.busy

    # -- words -------------------------------------------------------------------------------------
    def phase_text(self) -> str:
        return words.terms(self.view.phase_en if self.lang == "en" else self.view.phase_ja)

    def hint_text(self) -> str:
        return hud.hint(self)

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

    def draw_table(self, surf: pygame.Surface) -> None:
        hud.draw(self, surf)

    # -- screenshots, lively positions ---------------------------------------------------------------------
    @classmethod
    def screenshot_plan(cls, variant: str | None) -> dict:
        from game.hakusura.table import shots
        return shots.plan(cls, variant)

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
        return runs.lively_action(state, rng)


assert CIRCLED and ease_in_quad
