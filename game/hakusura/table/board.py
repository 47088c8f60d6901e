"""The ハクスラ陰陽師 table's board: two 陰陽師 side by side at the bottom (left and
right seat, as chapter 3 seats them) with their HP cards tucked behind the
character and their equipment under it (only the chosen edge band shows), the
yokai (or the boss and its 取り巻き) in the middle, and every card laid out from
the display model (hands, slots, used cards, shikigami, loot, the solo pool and
the empty seat's cards), each sprite registered under its place.

Layouts: ``hakusura-2p`` (yokai battles and the duel), ``hakusura-boss`` (the
two-player boss battle) and ``hakusura-solo``; they share every panel and
button zone, so the board switches between them without moving its panels.
"""
from __future__ import annotations

import pygame

from game.engine import Place
from game.hakusura import progress
from game.hakusura.rules import actions as A
from game.hakusura.rules import legal
from game.hakusura.rules.cards import HP_CAP
from game.hakusura.rules import card_words as W
from game.hakusura.table import faces
from game.hakusura.table.display import Disp
from game.hakusura.table.hud import Hud, grid_slots
from game.i18n import t
from game.ui import theme
from game.ui.attachments import Badge, EdgeCard, HpCard
from game.ui.kit import fan_slots
from game.ui.sprites import CardSprite
from game.ui.table.board import Board
from game.ui.table.controls import Control
from game.ui.table.picking import Choosing
from game.ui.tween import ease_out_cubic, linear

#: card sizes in layout units (``table.card`` gives them in pixels)
CHAR, ENEMY, SHIKI, HAND, SLOT = faces.CHAR, faces.CHAR, faces.SHIKI, faces.HAND, faces.SLOT
LOOT, USED, FLIP, POOL = faces.CHAR, (40, 56), (40, 56), (88, 124)
#: the places of cards laid out from the display model (rebuilt by ``relayout``)
CARDS = ("hand", "slot", "used", "shiki", "loot", "pool", "empty", "flip")
EDGES = ("left", "right", "bottom")
TABLE = Place("table")          # a drop anywhere on the arena or a seat (an ability used as is)
YOKAI_0, YOKAI_1 = Place("yokai", None, 0), Place("yokai", None, 1)
RIGHT_ENEMY = {YOKAI_1: "enemy.1", Place("boss"): "enemy.1"}      # the others stand left


def layout_for(view) -> str:
    """The layout of a view: solo, the two-player boss battle, or the two-player table."""
    if view.mode == "solo":
        return "hakusura-solo"
    return "hakusura-boss" if view.battle_kind == "boss" else "hakusura-2p"


def turn_over(sprite: CardSprite, key: tuple, duration: float = 0.4) -> float:
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


def settle(sprite: CardSprite, hp: int, alpha: int) -> None:
    """A character or enemy as the view has it: HP card at ``hp``, grey or not (``alpha``).
    After an undo they are elsewhere, and a slide or fade still running must not keep them so."""
    for card in sprite.attached(HpCard):
        if card.value != hp:
            card.tweens.finish_all()
            card.set_value(hp, 0.0)
            card.tweens.finish_all()
    if round(sprite.alpha) != alpha:
        sprite.tweens.cancel(sprite, "alpha")
        sprite.alpha = alpha


class HakusuraBoard(Board):
    faces = faces.FACES

    def __init__(self, table) -> None:
        super().__init__(table)
        self.disp = Disp(table.view)
        self.edges: dict[tuple[int, str, str], EdgeCard] = {}
        self.loot_places: dict[str, Place] = {}     # a defeated yokai lies where it fought
        self.pulses: dict[tuple[int, str], float] = {}
        self.shown_stats: dict[tuple[int, str], int] = {}
        self.hud = Hud(self)
        self._warm()

    def _warm(self) -> None:
        tb = self.table
        faces.FACES.warm(faces.all_keys(), [tb.card(s) for s in (CHAR, SHIKI, HAND, SLOT)], tb.lang, tb.k)

    def resized(self) -> None:
        """The scale changed: every card is made again at its new size (the edges and HP
        cards ride on the characters and enemies, so they are made again with them)."""
        self._warm()
        super().resized()

    # -- what is where ---------------------------------------------------------------------
    def char(self, seat: int) -> CardSprite | None:
        return self.sprites.get(A.char(seat))

    def enemies(self) -> dict[Place, CardSprite]:
        return {p: s for p, s in self.sprites.items() if p.kind in A.ENEMY_KINDS}

    def cards(self) -> list[tuple[Place, CardSprite]]:
        return [(p, s) for p, s in self.sprites.items() if p.kind in CARDS]

    def hp_card(self, place: Place) -> HpCard | None:
        sprite = self.sprites.get(place)
        cards = sprite.attached(HpCard) if sprite is not None else []
        return cards[0] if cards else None

    def char_rect(self, seat: int) -> pygame.Rect:
        return self.zone[f"seat.{seat}.char"]

    def enemy_zone(self, place: Place) -> pygame.Rect:
        """The zone of an enemy, its card and its action strip (the minion left, the boss right)."""
        return self.zone[RIGHT_ENEMY.get(place, "enemy.0")]

    def enemy_rect(self, place: Place) -> pygame.Rect:
        z, px = self.enemy_zone(place), self.table.px
        return pygame.Rect(z.x + px(12), z.y + px(8), *self.table.card(ENEMY))

    def edge_rect(self, seat: int, edge: str) -> pygame.Rect:
        r = self.char_rect(seat)
        b = self.table.px(faces.band_width(CHAR[0]) + 6)
        if edge == "left":
            return pygame.Rect(r.x - b, r.y, b, r.height)
        if edge == "right":
            return pygame.Rect(r.right, r.y, b, r.height)
        return pygame.Rect(r.x, r.bottom, r.width, b)

    def effect_rects(self, seat: int) -> list[tuple[Place, pygame.Rect]]:
        """The edge texts waiting to be ordered (``after``): one chip each."""
        pend = self.table.view.pending
        if pend is None or pend.kind != "after" or pend.seat != seat:
            return []
        pool = pend.data[2]
        z, px = self.zone[f"seat.{seat}.effects"], self.table.px
        h = min(px(30), max(px(20), z.height // max(1, (len(pool) + 1) // 2)))
        return [(A.effect(seat, src), pygame.Rect(z.x + (i % 2) * (z.width // 2), z.y + (i // 2) * (h + px(2)),
                                                   z.width // 2 - px(2), h)) for i, src in enumerate(pool)]

    def place_at(self, pos) -> Place | None:
        """The place under ``pos``; while a card is held, a lit target under it wins (the
        one drawn on top, when lit cards overlap, as the used cards do)."""
        natural = self._under(pos)
        drag = self.table.drag
        if drag.holding and natural not in drag.lit_targets:
            order = list(self.sprites)
            hits = [p for p in drag.lit_targets if (r := self.place_rect(p)) is not None and r.collidepoint(pos)]
            if hits:
                return max(hits, key=lambda p: (order.index(p) if p in order else -1, str(p)))
        return natural

    def _under(self, pos) -> Place | None:
        for seat in (0, 1):
            for place, r in self.effect_rects(seat):
                if r.collidepoint(pos):
                    return place
        held = self.table.drag.held_sprite
        for place, sprite in reversed(self.cards()):          # the card drawn last lies on top
            if sprite is not held and sprite.contains(pos) and place.kind != "flip":
                return A.slot(place.seat) if place.kind == "slot" else place
        for seat in (0, 1):
            sprite = self.char(seat)
            if sprite is not None and sprite.contains(pos):
                return A.char(seat)
            if sprite is not None:
                for edge in EDGES:
                    if self.edge_rect(seat, edge).collidepoint(pos):
                        return A.edge(seat, edge)
        for place, sprite in self.enemies().items():
            if sprite.contains(pos):
                return place
        for seat in (0, 1):
            for kind in ("shiki", "hand", "slot", "used"):
                z = self.zone.get(f"seat.{seat}.{kind}")
                if z is not None and z.collidepoint(pos):
                    return Place(kind, seat)
        if self.zone["box"].collidepoint(pos):
            return A.BOX
        seats = (self.zone.get(f"seat.{s}") for s in (0, 1))
        if self.zone["arena"].collidepoint(pos) or any(z is not None and z.collidepoint(pos) for z in seats):
            return TABLE
        return None

    def zone_rect(self, place: Place) -> pygame.Rect | None:
        kind = place.kind
        if kind in A.ENEMY_KINDS:
            return self.enemy_rect(place)
        if kind == "char":
            return self.char_rect(place.seat)
        if kind == "edge":
            return self.edge_rect(place.seat, place.key)
        if kind == "effect":
            return next((r for p, r in self.effect_rects(place.seat) if p == place), None)
        if kind in ("shiki", "hand", "slot", "used") and place.key is None:
            return self.zone[f"seat.{place.seat}.{kind}"]
        return self.zone["box"] if place == A.BOX else self.zone["arena"] if place == TABLE else None

    def place_centre(self, place: Place, card=None) -> tuple[int, int]:
        if place.kind == "flip":
            r = self.enemy_rect(Place("yokai", None, place.key))     # the yokai it was laid before
            return (r.right + self.table.px(200), r.bottom + self.table.px(40))
        if place.kind == "char":
            r, off = self.char_rect(place.seat), self.table.mirror.offset(place)
            return (r.centerx + int(off[0]), r.centery + int(off[1]))
        if place.kind in ("hand", "used") and place.key is not None:
            sprite = self.sprites.get(place)
            if sprite is not None:
                return (int(sprite.pos[0]), int(sprite.pos[1]))
            return self.zone[f"seat.{place.seat}.{place.kind}"].center
        r = self.place_rect(place)
        return r.center if r is not None else self.zone["arena"].center

    def sprite_for(self, place: Place):
        """The character stays put (an arrow shows where it goes); so does an edge text."""
        return None if place.kind in ("char", "effect") else self.sprites.get(place)

    def snaps(self, target: Place) -> bool:
        return target.kind in ("slot", "shiki") and target.key is None

    def enter(self, place: Place) -> bool:
        """Enter on a piece whose action needs no target (a shikigami's ability used as is):
        done at once, or a chooser offers every action of that piece (the mouse drops such
        a piece anywhere)."""
        tb = self.table
        acts = [a for a in tb.legal() if a.source == place]
        if not any(a.target is None for a in acts):
            return False
        tb.drag.focus = None
        if len(acts) == 1:
            tb.commit(acts[0])
        else:
            tb.choose(acts, lambda a: a is not None and tb.commit(a))
        return True

    def click(self, event) -> bool:
        """A card pressed while the picks are revealed and the defence step plays (seconds in
        which nothing moves): the table says to wait rather than ignoring the press."""
        tb = self.table
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not tb.timeline.busy:
            return False
        if self.disp.phase not in ("reveal", "defence") or tb.state.result() is not None:
            return False
        place = self.place_at(event.pos)
        if place is None or place == TABLE:
            return False
        tb.toast(t("hakusura.revealing"), "info")
        return True

    def key(self, event, focus) -> bool:
        """V while there is no evolution to declare (its button shows only while there is
        one): the rules say why not, rather than nothing happening."""
        tb = self.table
        if event.key != pygame.K_v or tb.timeline.busy or tb.state.result() is not None:
            return False
        if any(isinstance(a, A.Evolve) for a in tb.legal()):
            return False
        tb.refuse(legal.refusal(tb.state, A.Evolve(tb.bottom)))
        return True

    def pulsing(self) -> bool:
        return self.table.my_turn() and not self.table.timeline.busy

    def hand_visible(self, seat: int) -> bool:
        """Hands are public (5.3), but a seat that laid a card face down keeps the rest in hand
        unseen: the others see backs, never which card is missing."""
        tb = self.table
        if seat == tb.viewer or seat in tb.visible_seats():
            return True
        s = tb.view.seat(seat)
        return not (s.committed and s.pick is None)

    # -- view -> sprites ----------------------------------------------------------------------
    def sync(self, view) -> None:
        tb = self.table
        name = tb.layout.name
        tb.use_layout(layout_for(view))
        if tb.layout.name != name:            # the enemies come in at the new layout's places
            self.keep_only(p for p in self.sprites if p.kind not in A.ENEMY_KINDS)
        self.disp = Disp(view)
        for s in view.seats:
            if not s.empty:
                self.sync_char(s)
        self.sync_enemies(view)
        self.relayout()
        for s in view.seats:
            for stat, value in (("atk", s.atk), ("bo", s.bo), ("jutsu", s.jutsu)):
                key = (s.seat, stat)
                if key in self.shown_stats and self.shown_stats[key] != value:
                    self.pulse(key)
                self.shown_stats[key] = value

    def pulse(self, key) -> None:
        self.pulses[key] = 1.0
        self.table.mirror.tweens.tween(self.pulses, lambda v, k=key: self.pulses.__setitem__(k, v), 1.0, 0.0, 0.6,
                                       linear)

    def sync_char(self, s) -> None:
        key = faces.char_key(s.character, s.evolved)
        place = A.char(s.seat)
        sprite = self.sprites.get(place)
        home = self.char_rect(s.seat).center
        if sprite is None or sprite.card not in (faces.char_key(s.character, False), faces.char_key(s.character, True)):
            sprite = self.put(place, CardSprite(key, place, home, renderer=self.face, size=self.table.card(CHAR)))
            sprite.attach(HpCard(sprite, s.hp, ((11, HP_CAP), (1, 10)), side="top", stepped=True))
            for k in [k for k in self.edges if k[0] == s.seat]:
                del self.edges[k]
        else:
            if sprite.card != key and sprite.squash >= 1.0:      # not while it turns over
                sprite.set_card(key)
            if not sprite.tweens.busy:
                sprite.set_pos(home)
                sprite.home = sprite.pos
        settle(sprite, s.hp, 110 if s.down else 255)
        want = {(s.seat, e, y) for e in EDGES for y in getattr(s, e)}
        for k in [k for k in self.edges if k[0] == s.seat and k not in want]:
            sprite.detach(self.edges.pop(k))
        for edge in EDGES:
            for y in getattr(s, edge):
                if (s.seat, edge, y) not in self.edges:
                    self.equip_edge(s.seat, y, edge, animate=False)

    def equip_edge(self, seat: int, yid: str, edge: str, animate: bool) -> float:
        """Tuck ``yid`` under seat's character with its ``edge`` band showing."""
        host = self.char(seat)
        if host is None or (seat, edge, yid) in self.edges:
            return 0.0
        index = sum(1 for k in self.edges if k[0] == seat and k[1] == edge)
        tb = self.table
        card = EdgeCard(yid, lambda y=yid: faces.FACES.face(faces.key("s", y), tb.card(CHAR), True, tb.lang, tb.k),
                        edge, band=faces.band_width(CHAR[0]), index=index)
        host.attachments.insert(0, card)       # under the character, after its HP card
        self.edges[(seat, edge, yid)] = card
        self.pulse((seat, W.EDGE_STAT[edge]))
        return card.slide_in(0.45) if animate else 0.0

    def sync_enemies(self, view) -> None:
        live = set()
        for e in view.enemies:
            live.add(e.at)
            key = faces.key("b" if e.kind == "boss" else "y", e.card)
            sprite = self.sprites.get(e.at)
            if sprite is None or sprite.card not in (key, faces.key("s", e.card)):
                sprite = self.new_enemy(e.at, key, e.hp, e.laps if e.kind == "boss" else 1)
            settle(sprite, e.hp, 255 if e.alive else 120)
        self.keep_only(p for p in self.sprites if p.kind not in A.ENEMY_KINDS or p in live)

    def new_enemy(self, place: Place, key: tuple, hp: int, laps: int) -> CardSprite:
        sprite = self.put(place, CardSprite(key, place, self.enemy_rect(place).center, renderer=self.face,
                                            size=self.table.card(ENEMY)))
        # rows as tall as the character's (12 units, its figures readable), not 12 in one card
        sprite.attach(HpCard(sprite, hp, ((1, 12),), laps=laps, stepped=True, row=self.table.px(12)))
        if laps > 1:
            sprite.attach(Badge(lambda: self.lap_text(sprite), (110, 20, 30), "top", 14, outside=False,
                                inset=(0, -16), edge=theme.GOLD))
        return sprite

    @staticmethod
    def lap_text(sprite) -> str:
        cards = sprite.attached(HpCard)
        return t("hakusura.lap", lap=cards[0].laps - cards[0].lap + 1, laps=cards[0].laps) if cards else ""

    def start_battle(self, e) -> None:
        """A battle begins: its enemies come in (the layout may change for the boss)."""
        tb = self.table
        self.keep_only(p for p in self.sprites if p.kind not in A.ENEMY_KINDS)
        self.disp.loot = []
        self.loot_places.clear()
        self.disp.acted.clear()
        tb.use_layout("hakusura-solo" if tb.view.mode == "solo" else
                      "hakusura-boss" if e.kind == "boss" else "hakusura-2p")
        for place, card, hp in e.enemies:
            boss = place.kind == "boss"
            sprite = self.new_enemy(place, faces.key("b" if boss else "y", card), hp, hp // 12 if boss else 1)
            end = sprite.pos
            sprite.pos = (end[0], end[1] - tb.px(260))
            sprite.move_to(end, 0.45, ease_out_cubic)
        self.relayout()

    def relayout(self) -> None:
        """Every card of the display model at its place (a card moving keeps its sprite)."""
        tb, view, d = self.table, self.table.view, self.disp
        old = dict(self.cards())
        self.keep_only(p for p in self.sprites if p.kind not in CARDS)
        held, px = tb.drag.held_sprite, tb.px

        def put(place: Place, key, pos, size, face_up: bool = True) -> CardSprite:
            size = tb.card(size)
            sprite = old.get(place)
            if sprite is not None and sprite is held:
                return self.put(place, sprite)
            if sprite is not None and sprite.card == key and sprite.face_up == face_up and sprite.size == size:
                if not sprite.tweens.busy:
                    sprite.set_pos(pos)
                sprite.home = (float(pos[0]), float(pos[1]))
            else:
                sprite = CardSprite(key, place, pos, renderer=self.face, size=size, face_up=face_up)
            return self.put(place, sprite)

        for s in view.seats:
            if s.empty:
                continue
            seat, sd = s.seat, d.seats[s.seat]
            shown = sd.hand if self.hand_visible(seat) else []
            for card, pos in zip(shown, fan_slots(self.zone[f"seat.{seat}.hand"], len(shown), px(HAND[0]), px(6))):
                put(A.hand(seat, card), faces.key("h", card), pos, HAND)
            slot = self.zone[f"seat.{seat}.slot"]
            for i, (card, up) in enumerate(sd.slot):
                sp = put(Place("slot", seat, i) if i else A.slot(seat), faces.key("h", card) if card else None,
                         (slot.centerx + px(10) * i, slot.centery + px(6) * i), SLOT, up)
                sp.peek = card if (card and not up and seat == tb.viewer) else None
            used = self.zone[f"seat.{seat}.used"]
            for i, card in enumerate(sd.used):
                put(A.used(seat, card), faces.key("h", card), (used.centerx, used.y + px(30) + i * px(22)), USED)
            for y, pos in zip(sd.shiki, grid_slots(self.zone[f"seat.{seat}.shiki"], len(sd.shiki), tb.card(SHIKI), px)):
                put(A.shiki(seat, y), faces.key("u" if y in sd.flipped else "s", y), pos, SHIKI)
        free = [p for p in (YOKAI_0, YOKAI_1) if p not in self.loot_places.values()]
        for y in d.loot:
            spot = self.loot_places.get(y) or (free.pop(0) if free else YOKAI_0)
            put(A.loot(y), faces.key("s", y), self.enemy_rect(spot).center, LOOT)
        offer = [y for y in view.start_pool if y not in d.taken]
        for y, pos in zip(offer, fan_slots(self.zone["arena"], len(offer), px(POOL[0]), px(12))):
            put(A.pool(y), faces.key("s", y), pos, POOL)
        if view.mode == "solo" and "empty" in self.zone:
            z = self.zone["empty"]
            for i, card in enumerate(view.flips_left):
                put(A.empty(card), faces.key("h", card), (z.x + px(60) + i * px(50), z.y + px(92)), FLIP)
        for enemy, card in d.flips.items():
            if card and enemy in self.sprites:
                place = Place("flip", None, enemy.key)
                put(place, faces.key("h", card), self.place_centre(place), FLIP)

    # -- the look -------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.hud.draw(surf)

    def controls(self) -> tuple[Control, ...]:
        """使わない, 進化 and 処理する (the revealed card, or the next edge text, naming no enemy)
        show while they stand for a legal action. Keys: S pass, V evolve, G go; never P (pause)
        or Enter (Enter drops a card held with the keyboard). A longer label (a language, a
        count) is drawn smaller to stay inside (the buttons' own fitting)."""
        tb = self.table

        def kinds(*kinds) -> list:
            return [a for a in tb.legal() if isinstance(a, kinds) and a.target is None]

        def evolve_label() -> str:
            s = tb.view.seat(tb.bottom)
            return t("hakusura.btn.evolve", have=s.evolve_sum, need=s.evolve_need)
        return (Control("pass", "pass_button", lambda: t("hakusura.btn.pass"), acts=lambda: kinds(A.Pass),
                        key=pygame.K_s, size=16),
                Control("evolve", "evolve_button", evolve_label, acts=lambda: kinds(A.Evolve)[:1],
                        key=pygame.K_v, size=16),
                Control("play", "play_button", lambda: t("hakusura.btn.play"), acts=lambda: kinds(A.Play, A.After),
                        key=pygame.K_g, size=16))

    def choosing(self) -> Choosing:
        """The evolution's cost: shikigami clicked to spend, the Lv they add up to on the button;
        each is spent as its own move (the rules may finish the evolution by themselves once
        nothing is left to choose), then the evolution."""
        tb = self.table

        def active() -> bool:
            d = tb.view.decision
            return tb.my_turn() and d is not None and d.kind == "evolve" and d.seat == tb.bottom

        def places() -> list:
            return [a.source for a in tb.legal() if isinstance(a, A.Spend)]

        def action(chosen) -> tuple:
            seat = tb.bottom
            return tuple(A.Spend(seat, p.key) for p in places() if p in chosen) + (A.EvolveDone(seat),)

        def label(chosen) -> str:
            return t("hakusura.btn.spend", have=tb.view.spend_total(tb.bottom, [p.key for p in chosen]),
                     need=tb.view.seat(tb.bottom).evolve_need)
        return Choosing(active, places, action, label, frame=theme.GOLD)

    def finished(self, result) -> None:
        """A campaign run ended: its character's record, kept."""
        table = self.table
        if not table.record.options.get("campaign"):
            return
        try:
            progress.record_run(table.state, result)
        except OSError as exc:     # the run still ends; the player learns the record was not kept
            log = table.app.log_problem("save", exc, "recording the campaign run")
            table.toast(t("ui.save.end_failed", reason=exc.strerror or str(exc)) + (f" ({log})" if log else ""),
                        "error")
