"""The ジントリガー table's board: every card of the view laid out from the seat at the
bottom (``geom``), each sprite registered under its place, and the table's own input.

ジントリガー's own: every card lies upright or turned half round as it faces the
bottom team or the other, with the shape of the team it faces
(``faces.FacingMark``); a play of several area cards (A) is gathered by clicking hand
cards (they stand up) and dragging one of them — or pressing 「出す」 — onto the
保留域 (hold) (the framework's ``Gathered``); a click on a card that has one thing to do in a decision does it
(a 拠点 card to the discard, a draw); the decision panel (``panel``) lists every
answer; the end's count is shown card by card (the framework's ``Tally``).
"""
from __future__ import annotations

import pygame

from game.engine import IllegalAction, Place
from game.engine.gestures import NOTHING_THERE
from game.i18n import pick, t
from game.ui import theme
from game.ui.attachments import Badge, Veil
from game.ui.sprites import CardSprite
from game.ui.table.board import Board, Pile
from game.ui.table.gathering import RAISE, Gathered, Gathering
from game.ui.table.layers import Layers
from game.zintrigger.rules import places as P
from game.zintrigger.rules.gestures import chosen_set, gathered_play, led_by_each
from game.zintrigger.rules.wording import WOUNDED
from game.zintrigger.rules.cards import ALL_CARDS, AREAS, BAMBOO, ITEM_IDS, TIMEKEEP
from game.zintrigger.table import faces
from game.zintrigger.table.geom import BOARD, HAND, HOLD, MINI, Geom
from game.zintrigger.table.buttons import Buttons
from game.zintrigger.table.hud import Hud
from game.zintrigger.table.panel import Questions

#: the order places are tried under the pointer: hand cards on top, characters below
ORDER = (("hand",), ("hold", "base", "bamboo", "harvest"), ("discard",))
MARKED = (*AREAS, *ITEM_IDS, TIMEKEEP)


class ZintriggerBoard(Board):
    faces = faces.FACES

    def __init__(self, table) -> None:
        super().__init__(table)
        self.geom = self.make_geom()
        self.by_card: dict[str, CardSprite] = {}
        self.faced: dict[str, int] = {}         # card -> the team it faces now
        self.arrows: list[list] = []            # [start, end, until, colour]
        self.reveal = None                      # the end's card-by-card count (a Tally)
        self.turn_seen = None                   # (turn, seat) of the view last synced
        self.turn_began: float | None = None    # the table's clock when a turn of ours began by itself
        self.layers = Layers(table)
        self.hud = Hud(self)
        self.panel = Questions(self).panel()
        self.gather = Gathered(table, Gathering(   # the area cards of one A, played on the 保留域
            open=self.main_mine, places=lambda: [P.hand(table.bottom, h.card.id) for h in table.view.hand or ()
                                                 if h.area],
            refusal=self.not_playable, action=self.chosen_play, target=lambda: P.hold(table.bottom),
            label=lambda n: t("zintrigger.btn.play", n=n) if n else t("zintrigger.btn.play_none"),
            not_now=lambda: t("zintrigger.why.not_now"), none=lambda: t("zintrigger.why.choose_cards"),
            wanted=lambda place, a: a.verb == "play" and place.key in a.args))

    def warming(self) -> list[tuple[tuple, tuple]]:
        """Every card at the table's sizes, the characters and the respawn point on the board,
        the bamboo in Bambooshoot."""
        groups = [(ALL_CARDS, (BOARD, HOLD, HAND)), (("respawn", *faces.CHAR_FACES), (BOARD,))]
        return groups + [(tuple(BAMBOO), (BOARD, MINI))] if self.table.view.bambooshoot else groups

    def resized(self) -> None:
        self.geom = self.make_geom()
        self.forget_drawn()
        self.panel.resized()
        super().resized()

    def make_geom(self) -> Geom:
        tb = self.table
        return Geom(self.zone, tb.state.seats(), tb.bottom, tb.k, coop=tb.view.bambooshoot)

    def controls(self):
        return Buttons(self).controls()

    def choosing(self):
        return Buttons(self).choosing()

    def forget_drawn(self) -> None:
        """Draw every panel anew on the next frame (its words are read again)."""
        self.layers = Layers(self.table)
        self.panel.forget()

    def short_name(self, seat: int) -> str:
        tb = self.table
        return tb.info.seat_name(seat, tb.state.seats(), tb.lang, tb.record.options)

    # -- view -> sprites -------------------------------------------------------------------
    def sync(self, view) -> None:
        tb, g = self.table, self.geom
        self.note_turn(view)
        g.set_bottom(tb.bottom)
        keep, self.sprites, self.by_card, self.faced = self.sprites, {}, {}, {}

        def put(place: Place, key, pos, size, quarters: int, facing: int | None = None) -> CardSprite:
            sprite, fresh = self.relay(keep, place, key, pos, size, quarters)
            card = key if facing is not None else None
            if fresh and card in MARKED:
                sprite.attach(faces.FacingMark(lambda c=card: self.faced.get(c), self.table.k))
            if card is not None:
                self.by_card[card] = sprite
                self.faced[card] = facing
            return sprite

        for sv in view.seats:
            p = sv.seat
            fz = g.seat_zone("field", p)
            if fz is not None:
                if sv.field is None:
                    put(P.field(p), "respawn", fz.center, g.board, g.char_quarters(p))
                else:
                    put(P.field(p), sv.field.id, fz.center, g.board, g.quarters(sv.field.facing), sv.field.facing)
            mz = g.seat_zone("main", p)
            if mz is not None and sv.main:      # none while the characters are still being picked
                sp = put(P.char(p), f"char:{sv.main}", mz.center, g.board, g.char_quarters(p, tilted=sv.tilted))
                if not sp.attached(Badge):
                    sp.attach(Badge(lambda s=p: self.actions_badge(s), (150, 40, 36), "bottom", 13, outside=False))
            sz = g.seat_zone("sub", p)
            if sz is not None and sv.sub:
                put(P.char(p, "sub"), f"char:{sv.sub}", sz.center, g.board, g.char_quarters(p, sub=True))
                if self.swapped(keep, P.char(p), P.char(p, "sub")):     # main and sub changed places
                    self.table.sound("turn")
            held = [cv for cv, s in view.hold if s == p]
            for cv, pos in zip(held, g.hold_slots(p, len(held))):
                put(P.hold(p, cv.id), cv.id, pos, g.hold, g.quarters(cv.facing), cv.facing)
        for team in (0, 1):
            cards = view.bases[team]
            for cv, slot in zip(cards, g.base_slots(team, len(cards))):
                put(P.base(team, cv.id), cv.id, slot.center, slot.size, g.quarters(cv.facing), cv.facing)
        for cv, pos in zip(view.discard, g.discard_slots(len(view.discard))):
            put(P.discard(cv.id), cv.id, pos, g.discard, g.quarters(cv.facing), cv.facing)
        for b, pos in zip(view.grove, g.grove_slots(len(view.grove))):
            sp = put(P.bamboo(b.id), b.id, pos, g.board, b.growth)
            if not sp.attached(Badge):
                sp.attach(Badge(lambda bid=b.id: self.bamboo_badge(bid), (120, 40, 40), "top", 12))
        for b, pos in zip(view.harvest, g.harvest_slots(len(view.harvest))):
            put(P.harvest(b), b, pos, g.mini, 0)
        for p, cards in view.partner_hands:
            for cv, pos in zip(cards, g.partner_hand_slots(p, len(cards))):
                put(P.hand(p, cv.id), cv.id, pos, g.hold, 0, cv.facing)
        hand = list(view.hand or ()) if not tb.read_only or tb.viewer is not None else []
        self.gather.sync()
        for hc, pos in zip(hand, g.hand_slots(len(hand))):
            c = hc.card.id
            place = P.hand(tb.bottom, c)
            fresh = place not in keep
            sp = put(place, c, pos, g.hand, g.quarters(hc.card.facing), hc.card.facing)
            if fresh or not sp.attached(Veil):
                sp.attach(Veil(lambda c=c: self.hand_dim(c)))
                sp.attach(Badge(lambda c=c: self.hand_tag(c), (40, 40, 40), "center", 14, outside=False,
                                edge=theme.GOLD))
            sp.raised = RAISE * tb.k if place in self.gather.chosen else 0.0
        self.panel.rebuild()

    def note_turn(self, view) -> None:
        """A turn of ours that began straight after our own last action (the turn before ended
        by itself when its actions ran out): when, so that End turn waits a moment."""
        tb, now = self.table, (view.turn, view.current)
        if now == self.turn_seen:
            return
        before, self.turn_seen, self.turn_began = self.turn_seen, now, None
        actions = tb.record.actions
        if before is not None and before[0] >= 1 and before[1] == view.current == tb.bottom \
                and tb.is_human(tb.bottom) and actions and not tb.read_only:
            last = tb.state.parse_action(actions[-1])
            if last.seat == tb.bottom and last.verb != "end":
                self.turn_began = tb.clock

    def actions_badge(self, seat: int) -> str:
        v = self.table.view
        if v.phase != "main" or v.current != seat or v.result is not None:
            return t("zintrigger.chip.reload") if v.seats[seat].tilted else ""
        return t("zintrigger.badge.actions", n=v.actions_left)

    def bamboo_badge(self, bid: str) -> str:
        b = next((x for x in self.table.view.grove if x.id == bid), None)
        return pick(*WOUNDED, self.table.lang) if b is not None and b.wounded else ""

    # -- the hand and the cards chosen for one A ---------------------------------------------------
    def hand_card(self, c: str):
        return next((h for h in (self.table.view.hand or ()) if h.card.id == c), None)

    def main_mine(self) -> bool:
        v = self.table.view
        return self.table.my_turn() and v.pending is None and v.phase == "main"

    def hand_dim(self, c: str) -> bool:
        h = self.hand_card(c)
        return h is not None and self.main_mine() and h.area and not h.playable

    def hand_tag(self, c: str) -> str:
        tb, h = self.table, self.hand_card(c)
        if h is None:
            return ""
        p = tb.view.pending
        if p is not None and p.kind in ("respond", "window") and tb.my_turn():
            kinds = {a.verb for a in tb.legal() if a.source == P.hand(tb.bottom, c)}
            return " ".join(t(f"zintrigger.tag.{k}") for k in ("dodge", "counter") if k in kinds)
        if self.main_mine() and h.area and not h.playable and h.distance is not None:
            return t("zintrigger.tag.distance", n=h.distance)
        return ""

    @property
    def chosen(self) -> list[str]:
        """The hand cards gathered for one A (main phase), in the order chosen."""
        return [p.key for p in self.gather.chosen]

    def not_playable(self, place: Place):
        """Why a hand card cannot join the A (out of reach: the rules' words); None: it can."""
        h = self.hand_card(place.key)
        if h is None or h.playable:
            return None
        got = self.table.gesture(place, P.hold(self.table.bottom))
        return got if isinstance(got, IllegalAction) else NOTHING_THERE

    def offered(self, legal):
        """The chosen set led by any of its cards: any of them may be dragged onto the 保留域."""
        return led_by_each(legal, self.chosen)

    def chosen_play(self, chosen, held: Place | None = None):
        """The legal A of the chosen cards (the one led by the card dragged, ``held``), or why not."""
        tb = self.table
        return gathered_play(tb.state, tb.bottom, tb.legal(), [p.key for p in chosen], held)

    def select_mode(self) -> str | None:
        """Choosing a set of cards (the hand limit, a reload, the three that stay in the 拠点)."""
        return chosen_set(self.table.view.pending) if self.table.my_turn() else None

    # -- places ---------------------------------------------------------------------------------
    def places_at(self, pos) -> list[Place]:
        """Every place under ``pos``: a card first, then the zone around it."""
        tb = self.table
        out: list[Place] = []
        held = tb.drag.held_sprite if tb.drag.mode == "drag" else None
        order = [p for kinds in ORDER for p in reversed(list(self.sprites)) if p.kind in kinds]
        order += [p for p in self.sprites if p.kind in ("field", "char")]
        hit = next((p for p in order if self.sprites[p] is not held and self.sprites[p].visible
                    and self.sprites[p].rect.collidepoint(pos)), None)
        if hit is not None:
            out.append(hit)
        if self.zone["hand"].collidepoint(pos):
            out.append(P.hand(tb.bottom))
        out += [place for place, rect in self.zones() if rect.collidepoint(pos)]
        ability = tb.controls.button("ability")
        if ability is not None and ability.rect.collidepoint(pos):
            out.append(P.button("ability"))
        return out

    def zones(self) -> list[tuple[Place, pygame.Rect]]:
        """The places that are a zone of the layout (a card may lie there or not) with their
        rectangles, in the order the pointer tries them."""
        g = self.geom
        found = [(place, g.seat_zone(kind, sv.seat)) for sv in self.table.view.seats
                 for kind, place in (("field", P.field(sv.seat)), ("hold", P.hold(sv.seat)),
                                     ("main", P.char(sv.seat)), ("sub", P.char(sv.seat, "sub")))]
        found += [(place, rect) for team in (0, 1)
                  for place, rect in ((P.deck(team), g.deck_rect(team)), (P.base(team), g.base_rect(team)))]
        found += [(P.DISCARD, self.zone.get("discard")), (P.GROVE, self.zone.get("grove"))]
        return [(place, rect) for place, rect in found if rect is not None]

    def place_at(self, pos) -> Place | None:
        """The place under ``pos``: a lit target (holding) or a source first, else the topmost."""
        return self.wanted_first(self.places_at(pos))

    def place_rect(self, place: Place) -> pygame.Rect | None:
        sprite = self.sprites.get(place)
        if sprite is not None:
            return sprite.rect
        g, kind, seat = self.geom, place.kind, place.seat
        if kind == "hand":
            return self.zone["hand"] if seat == self.table.bottom else (self.hud.plate_chips.get(seat) or g.plate(seat))
        if kind in ("grove", "pool"):
            return self.zone.get("grove") or self.zone["discard"]
        if kind == "button":
            button = self.table.controls.button(place.key) or self.panel.button_for(place)
            return button.rect if button is not None else None
        zones = dict(self.zones())          # a card's place without its sprite: the zone it lies in
        return zones.get(place) or zones.get(place.zone())

    def place_centre(self, place: Place, card=None) -> tuple[int, int]:
        """Where a card going to ``place`` lands: its own sprite there, the next free slot of
        a row, else the middle of the place."""
        v, g = self.table.view, self.geom
        if card is not None:
            sprite = self.sprites.get(Place(place.kind, place.seat, card))
            if sprite is not None:
                return round(sprite.pos[0]), round(sprite.pos[1])
        if place.key is None:
            if place.kind == "base":
                slots = g.base_slots(place.seat, len(v.bases[place.seat]) + 1)
                return slots[min(len(v.bases[place.seat]), len(slots) - 1)].center
            if place.kind == "discard":
                return g.discard_slots(len(v.discard) + 1)[-1]
            if place.kind == "hold":
                slots = g.hold_slots(place.seat, sum(1 for _cv, s in v.hold if s == place.seat) + 1)
                if slots:
                    return slots[-1]
        if place.kind == "pool":
            return self.zone["score"].center
        rect = self.place_rect(place)
        return rect.center if rect is not None else self.zone["discard"].center

    def sprite_for(self, place: Place):
        return self.sprites.get(place) if place.kind in ("hand", "base", "hold", "discard", "char") \
            and place.key is not None else None

    def snaps(self, target: Place) -> bool:
        return target.kind in ("hold", "field", "discard", "base")

    # -- the table's own input ------------------------------------------------------------------------
    def piles(self) -> dict[str, Pile]:
        """The discard, in its order (D): its label always; the pile itself when nothing is picked up there."""
        pile = Pile(lambda: t("zintrigger.pile.discard_title", n=len(self.table.view.discard)),
                    lambda: [c.id for c in self.table.view.discard],
                    lambda c: self.geom.quarters(self.faced.get(c, self.geom.near)) == 2, pygame.K_d)
        tb = self.table
        busy = any(p.kind == "discard" for p in tb.drag.sources()) if not tb.blocked() else False
        return {"discard_label": pile} if busy else {"discard_label": pile, "discard": pile}

    def click(self, event) -> bool:
        """The chosen cards' clicks and drops first; then a click on a card with one thing to
        do in a decision (or the sub's swap) does it."""
        tb, drag = self.table, self.table.drag
        if self.gather.click(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and drag.mode == "press":
            place = drag.held
            acts = drag.actions_from(place)
            if len(acts) == 1 and (tb.view.pending is not None or place.kind == "char"):
                drag.cancel(snap=False)
                tb.commit(acts[0])
                return True
        return False

    def enter(self, place: Place) -> bool:
        return self.gather.may(place) and self.gather.pick(place)

    def ring(self) -> list[Place] | None:
        """The decision panel's answers first, then what the framework offers."""
        return self.panel.ring()

    # -- every frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.arrows = [a for a in self.arrows if a[2] > self.table.clock]
        if self.reveal is not None:
            self.reveal.update(dt)

    def draw(self, surf: pygame.Surface) -> None:
        self.hud.draw(surf)

    def draw_held(self, surf: pygame.Surface) -> None:
        if self.table.drag.holding:
            self.table.drag.draw_marks(surf)
        super().draw_held(surf)
