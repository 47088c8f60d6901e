"""The ジントリガー table on the framework (``game.ui.table.TableScene``).

ジントリガー's own: every card lies upright or turned half round as it faces the
bottom team or the other (``geom``), with the shape of the team it faces
(``faces.FacingMark``); a multi-card play is chosen by clicking hand cards (they
stand up) and dragging one of them — or pressing 「出す」 — onto your 保留域; items
drag onto their targets; the main's ability is a button with its 拠点 cost; the
answers to an attack, the 拠点 limit, draws and every other decision are in the
decision panel (``panel``), with the matching cards lit on the table; Bambooshoot
shows the grove with each bamboo's growth as its rotation.
"""
from __future__ import annotations

import random

import pygame

from game.engine import IllegalAction
from game.i18n import t
from game.ui import theme
from game.ui.attachments import Attachment, Badge
from game.ui.kit import draw_zoom, zoom_size
from game.ui.sprites import CardSprite
from game.ui.table import TableScene, runs
from game.ui.table.selection import Selection
from game.zintrigger.rules.actions import Act
from game.zintrigger.rules.cards import ALL_CARDS, AREAS, BAMBOO, CHARACTERS, ITEM_IDS, TIMEKEEP
from game.zintrigger.table import controls, display, faces, hud, motion, places, shots, words
from game.zintrigger.table.geom import BOARD, DISCARD, HAND, HOLD, MINI, Geom
from game.zintrigger.table.panel import DecisionPanel

ZONES = ("log", "decide", "status", "zoom", "rule_chip", "confirm_button", "end_button", "undo_button", "hint",
         "hand", "discard", "discard_label", "score", "plate.s0", "field.s0", "main.s0", "hold.s0", "deck.near",
         "base.near", "ability_button")
FACE_SIZES = (BOARD, HOLD, HAND, MINI)


class Shade(Attachment):
    """Darkens a hand card that cannot be played now (out of reach), with the distance."""

    def __init__(self, on) -> None:
        super().__init__()
        self.on = on

    def draw(self, surface: pygame.Surface, host) -> None:
        if not self.on():
            return
        r = host.rect
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        veil.fill((10, 14, 18, 120))
        surface.blit(veil, r)


class ZintriggerTable(TableScene):
    code = "zintrigger"
    name = "zintrigger"
    layout_zones = ZONES
    turn_step = 0           # the player never turns a card: its facing is the rules'
    card_size = BOARD

    # -- building ----------------------------------------------------------------------------------
    def build(self) -> None:
        self.geom = Geom(self.zone, self.state.seats(), self.bottom)
        self.sprites: dict[str, CardSprite] = {}
        self.by_card: dict[str, CardSprite] = {}
        self.facing: dict[str, int] = {}
        self.chosen: list[str] = []             # hand cards picked for one A (main phase)
        self.queue: list[str] = []              # actions a confirmed choice still applies, in order
        self.hand_chip: dict[int, pygame.Rect] = {}
        self.arrows: list[list] = []            # [start, end, until]
        self.reveal = None                      # the end's card-by-card count (motion.Reveal)
        self._static, self._static_key = None, None
        self.panel = DecisionPanel(self, self.zone["decide"])
        self.add_button("end", self.zone["end_button"], lambda: t("zintrigger.btn.end"),
                        lambda: self.trigger_button("button:end"), self.end_disabled, pygame.K_e)
        # no key of its own: P already pauses; Enter on the focused button plays
        self.add_button("play", self.zone["confirm_button"], self.play_label, self.play_chosen, self.play_disabled)
        self.add_button("ability", self.zone["ability_button"], self.ability_label, self.press_ability,
                        self.ability_disabled, pygame.K_b)
        if "swap_button" in self.zone:
            self.add_button("swap", self.zone["swap_button"], lambda: t("zintrigger.btn.swap"), self.press_swap,
                            self.swap_disabled, pygame.K_x)
        self._fits: dict = {}
        self._panels: dict = {}                 # hud.cached: panels drawn once per change of words
        self._plate_chips: dict = {}
        self.selection = Selection(self, lambda: self.select_mode() is not None, self.select_places,
                                   self.confirm_select, self.select_label, self.zone["confirm_button"])
        self.selection.button.disabled = self.select_disabled
        self.add_pile("discard_label", lambda: t("zintrigger.pile.discard_title", n=len(self.view.discard)),
                      lambda: [c.id for c in self.view.discard],
                      lambda c: self.geom.quarters(self.facing.get(c, self.geom.near)) == 2)
        self.warm_faces()

    def warm_faces(self) -> None:
        """Render every face at the table's sizes while loading: no hitch mid-animation."""
        cards = [c for c in ALL_CARDS]
        faces.warm(cards, (BOARD, HOLD, HAND), self.lang)
        faces.warm(["respawn"] + [f"char:{k}" for k in CHARACTERS], (BOARD,), self.lang)
        if self.state.seats() == 1:
            faces.warm(list(BAMBOO), (BOARD, MINI), self.lang)

    def refresh_look(self) -> None:
        self._static_key = None
        self._panels.clear()
        self.warm_faces()
        for sprite in list(self.sprites.values()):
            sprite.set_card(sprite.card)
        super().refresh_look()

    def layout_name(self) -> str:
        """``zintrigger-2p``, ``-4p`` and the solo grove's own ``zintrigger-solo``."""
        return "zintrigger-solo" if self.state.seats() == 1 else super().layout_name()

    def face(self, card, size, face_up) -> pygame.Surface:
        return faces.render(card, size, face_up, self.lang)

    def face_cache(self):
        return faces.FACES

    def short_name(self, seat: int) -> str:
        return self.info.seat_name(seat, self.state.seats(), self.lang)

    # -- view -> sprites ------------------------------------------------------------------------------
    def sync(self) -> None:
        v = self.view
        self.geom.set_bottom(self.bottom)
        self.facing = {}
        keep = self.sprites
        self.sprites = {}
        self.by_card = {}
        g = self.geom

        def put(place: str, key: str | None, pos, size, quarters: int, facing: int | None = None,
                card: str | None = None) -> CardSprite:
            sprite = keep.get(place)
            if sprite is None or sprite.card != key or sprite.size != size:
                sprite = CardSprite(key, place, pos, renderer=self.face, size=size, angle=quarters,
                                    face_up=key is not None)
                if card is not None and (card in AREAS or card in ITEM_IDS or card == TIMEKEEP):
                    sprite.attach(faces.FacingMark(lambda c=card: self.facing.get(c)))
            else:
                sprite.visible = True
                sprite.alpha = 255
                moving_home = sprite.busy and sprite.home == (float(pos[0]), float(pos[1])) \
                    and sprite.angle == quarters        # a slide to this very place: let it finish
                if not moving_home:
                    sprite.set_pos(pos)
                    sprite.home = sprite.pos
                if not moving_home and (sprite.angle != quarters or round(sprite.rot) % 360 != 90 * quarters):
                    sprite.rotate_to(quarters, 0.0)
                    sprite.rot = 90.0 * quarters
            self.sprites[place] = sprite
            if card is not None:
                self.by_card[card] = sprite
                if facing is not None:
                    self.facing[card] = facing
            return sprite

        for sv in v.seats:
            p = sv.seat
            fz = g.seat_zone("field", p)
            if fz is not None:
                if sv.field is None:
                    put(f"field:{p}", "respawn", fz.center, BOARD, g.char_quarters(p))
                else:
                    put(f"field:{p}", sv.field.id, fz.center, BOARD, g.quarters(sv.field.facing), sv.field.facing,
                        sv.field.id)
            mz = g.seat_zone("main", p)
            if mz is not None:
                sp = put(f"char:{p}:main", f"char:{sv.main}", mz.center, BOARD, g.char_quarters(p, tilted=sv.tilted))
                self._char_badges(sp, p)
            sz = g.seat_zone("sub", p)
            if sz is not None and sv.sub:
                put(f"char:{p}:sub", f"char:{sv.sub}", sz.center, BOARD, g.char_quarters(p, sub=True))
                self._swap_motion(keep, p)
            held = [cv for cv, s in v.hold if s == p]
            for cv, pos in zip(held, g.hold_slots(p, len(held))):
                put(f"zone:{p}:{cv.id}", cv.id, pos, HOLD, g.quarters(cv.facing), cv.facing, cv.id)
        for team in (0, 1):
            cards = v.bases[team]
            for cv, slot in zip(cards, g.base_slots(team, len(cards))):
                put(f"base:{team}:{cv.id}", cv.id, slot.center, BOARD, g.quarters(cv.facing), cv.facing, cv.id)
        for cv, pos in zip(v.discard, g.discard_slots(len(v.discard))):
            put(f"discard:{cv.id}", cv.id, pos, DISCARD, g.quarters(cv.facing), cv.facing, cv.id)
        for b, pos in zip(v.grove, g.grove_slots(len(v.grove))):
            sp = put(f"bamboo:{b.id}", b.id, pos, BOARD, b.growth)
            if not sp.attached(Badge):
                sp.attach(Badge(lambda bid=b.id: self.bamboo_badge(bid), (120, 40, 40), "top", 12))
        for b, pos in zip(v.harvest, g.harvest_slots(len(v.harvest))):
            put(f"harvest:{b}", b, pos, MINI, 0)
        # the bottom seat's hand, in its order
        hand = list(v.hand or ()) if not self.read_only or self.viewer is not None else []
        self.chosen = [c for c in self.chosen if any(h.card.id == c for h in hand) and self.main_mine()]
        for hc, pos in zip(hand, g.hand_slots(len(hand))):
            c = hc.card.id
            place = f"hand:{self.bottom}:{c}"
            fresh = place not in keep
            sp = put(place, c, pos, HAND, g.quarters(hc.card.facing), hc.card.facing, c)
            if fresh or not sp.attached(Shade):
                sp.attach(Shade(lambda c=c: self.hand_dim(c)))
                sp.attach(Badge(lambda c=c: self.hand_tag(c), (40, 40, 40), "center", 14, outside=False,
                                edge=theme.GOLD))
            sp.raised = controls.RAISE if c in self.chosen else 0.0
        if self.selection is not None:
            self.selection.chosen &= set(self.select_places())
        self.panel.rebuild()

    def _swap_motion(self, keep: dict, seat: int) -> None:
        """Main and sub just changed places: each card slides from where the other lay,
        turning upright / sideways on the way (the actions left show on the new main)."""
        was_main, was_sub = keep.get(f"char:{seat}:main"), keep.get(f"char:{seat}:sub")
        main, sub = self.sprites.get(f"char:{seat}:main"), self.sprites.get(f"char:{seat}:sub")
        if None in (was_main, was_sub, main, sub) or main is was_main or \
                (was_main.card, was_sub.card) != (sub.card, main.card):
            return
        for new, old in ((main, was_sub), (sub, was_main)):
            home, quarters = new.home, new.angle
            new.pos, new.rot = old.pos, old.rot
            new.move_to(home, 0.35)
            new.rotate_to(quarters, 0.35)
        self.sound("turn")

    def _char_badges(self, sprite: CardSprite, seat: int) -> None:
        if sprite.attached(Badge):
            return
        sprite.attach(Badge(lambda: self.actions_badge(seat), (150, 40, 36), "bottom", 13, outside=False))

    def actions_badge(self, seat: int) -> str:
        v = self.view
        if v.phase != "main" or v.current != seat or v.result is not None:
            return t("zintrigger.chip.reload") if v.seats[seat].tilted else ""
        return t("zintrigger.badge.actions", n=v.actions_left)

    def bamboo_badge(self, bid: str) -> str:
        b = next((x for x in self.view.grove if x.id == bid), None)
        if b is None:
            return ""
        return t("zintrigger.badge.wounded") if b.wounded else ""

    def all_sprites(self) -> list[CardSprite]:
        return list(self.sprites.values())

    # -- the hand ---------------------------------------------------------------------------------------
    def hand_card(self, c: str):
        return next((h for h in (self.view.hand or ()) if h.card.id == c), None)

    def main_mine(self) -> bool:
        v = self.view
        return self.my_turn() and v.pending is None and v.phase == "main"

    def hand_dim(self, c: str) -> bool:
        return controls.hand_dim(self, c)

    def hand_tag(self, c: str) -> str:
        return controls.hand_tag(self, c)

    def chosen_cards(self) -> list[str]:
        return list(self.chosen)

    def chosen_places(self) -> list[str]:
        return [f"hand:{self.bottom}:{c}" for c in self.chosen]

    def toggle_chosen(self, c: str) -> None:
        controls.toggle_chosen(self, c)

    def play_action(self, cards) -> Act | None:
        want = set(cards)
        return next((a for a in self.ui_legal() if a.verb == "play" and set(a.args) == want), None)

    def play_label(self) -> str:
        n = len(self.chosen)
        return t("zintrigger.btn.play", n=n) if n else t("zintrigger.btn.play_none")

    def play_disabled(self) -> str | None:
        return controls.play_disabled(self)

    def play_chosen(self) -> None:
        controls.play_chosen(self)

    # -- places ---------------------------------------------------------------------------------------------
    def zone_places(self, pos) -> list[str]:
        """Every place under ``pos``: a card first, then the zone around it."""
        return places.zone_places(self, pos)

    def place_at(self, pos) -> str | None:
        places = self.zone_places(pos)
        if not places:
            return None
        if self.drag.holding:
            lit = self.drag.lit_targets
            return next((p for p in places if p in lit), places[0])
        sources = set(self.drag.sources()) if not self.input_blocked() else set()
        return next((p for p in places if p in sources), places[0])

    def place_rect(self, place: str):
        try:
            return places.place_rect(self, place)
        except KeyError:
            return super().place_rect(place)

    def place_centre(self, place: str, card: str | None = None) -> tuple[int, int]:
        return places.place_centre(self, place, card)

    def sprite_at(self, place: str):
        return self.sprites.get(place)

    def sprite_for(self, place: str):
        if place and place.startswith(("hand:", "base:", "zone:", "discard:", "char:")) and place.count(":") >= 2:
            return self.sprites.get(place)
        return None

    def snaps(self, target: str) -> bool:
        return target.startswith(("zone:", "field:", "discard", "base:"))

    # -- gestures ---------------------------------------------------------------------------------------------
    def ui_legal(self):
        if self.queue:
            return ()
        acts = list(super().ui_legal())
        if len(self.chosen) > 1 and acts:
            base = self.play_action_raw(acts, self.chosen)
            if base is not None:        # the same set led by each chosen card: drag any of them
                rest = sorted(self.chosen)
                for c in self.chosen:
                    if c != base.args[0]:
                        acts.append(Act(base.seat, "play", (c,) + tuple(x for x in rest if x != c)))
        return acts

    @staticmethod
    def play_action_raw(acts, cards):
        want = set(cards)
        return next((a for a in acts if a.verb == "play" and set(a.args) == want), None)

    def narrow(self, matches):
        plays = [a for a in matches if a.verb == "play"]
        if plays:
            held = (self.drag.held or "").rpartition(":")[2]
            want = set(self.chosen) if held in self.chosen else {held}
            return [a for a in plays if set(a.args) == want][:1]
        jets = [a for a in matches if a.verb == "item" and len(a.args) > 1 and a.args[1] in AREAS]
        if len(jets) > 1:
            picked = [a for a in jets if a.args[1] in self.chosen]
            if len(picked) == 1:
                return picked
        return matches

    def commit(self, action) -> None:
        self.chosen = []
        self.apply_action(action)

    def choose_option(self, opt) -> None:
        """A decision panel button."""
        if self.input_blocked() or opt.action is None:
            return
        self.drag.cancel(snap=False)
        self.drag.focus = None
        self.apply_action(opt.action)

    def why(self, src: str, place: str | None) -> IllegalAction | None:
        tut = self.tutorial
        if tut is not None and not tut.finished and place is not None:
            return IllegalAction(tut.refusal("ja"), tut.refusal("en"))
        if not self.my_turn():
            return None
        cand = words.candidate(self, src, place)
        if cand is None:
            return None
        err = self.state.explain(cand)
        if err is None and place is not None and cand.target != place:
            return IllegalAction(t("zintrigger.why.wrong_place", lang="ja"), t("zintrigger.why.wrong_place", lang="en"),
                                 rule="ZT-5")
        return err

    def describe(self, action) -> str:
        return words.describe(self, action)

    def handle_click(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.drag.holding \
                and self.zone["discard"].collidepoint(event.pos):
            place = self.place_at(event.pos) or ""
            if not self.drag.actions_from(place):     # nothing to pick up there: read the discard
                self.open_pile("discard_label")
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.drag.holding \
                and self.main_mine() and not self.input_blocked():
            place = self.place_at(event.pos) or ""
            c = place.rpartition(":")[2]
            if place.startswith(f"hand:{self.bottom}:") and c in AREAS and not self.drag.actions_from(place):
                tut = self.tutorial              # no gesture starts here on its own: a click picks it
                if tut is not None and not tut.finished and c not in self.chosen and not any(
                        a.verb == "play" and c in a.args and tut.allows(a) for a in self.state.legal_actions()):
                    self.app.toast(tut.refusal(self.lang), "warn")
                    self.sound("error")
                    return True
                self.toggle_chosen(c)
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.mode == "press":
            place = self.drag.held or ""
            if self.main_mine() and place.startswith(f"hand:{self.bottom}:"):
                c = place.rpartition(":")[2]
                if c in AREAS:                       # a click picks a card for the A (a drag plays)
                    self.drag.cancel(snap=False)
                    self.toggle_chosen(c)
                    return True
            acts = self.drag.actions_from(place)
            if len(acts) == 1 and (self.view.pending is not None or place.startswith("char:")):
                self.drag.cancel(snap=False)
                self.apply_action(acts[0])
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.drag.holding \
                and self.main_mine() and self.chosen and self.place_at(event.pos) == f"zone:{self.bottom}":
            self.play_chosen()
            return True
        return False

    def key_pick(self, place: str | None) -> bool:
        if self.choosing():
            return super().key_pick(place)
        if self.main_mine() and place and place.startswith(f"hand:{self.bottom}:") and \
                place.rpartition(":")[2] in AREAS:
            self.toggle_chosen(place.rpartition(":")[2])
            return True
        if place is None and self.main_mine() and self.chosen:
            self.play_chosen()
            return True
        return False

    def key_extra(self, event, focus: str | None) -> bool:
        if event.key == pygame.K_d and not self.drag.holding:      # D: the discard, in its order
            self.open_pile("discard_label")
            return True
        return False

    def ring(self) -> list[str]:
        if self.drag.holding or self.input_blocked() or self.choosing():
            return super().ring()
        options = [f"button:{n}" for n in self.panel.names]
        rest = [p for p in super().ring() if p not in options]
        return options + rest

    def ring_buttons(self) -> tuple[str, ...]:
        names = ["play", "ability", "swap", "end", "undo"]
        return tuple(n for n in names if n in self.buttons)

    # -- buttons -----------------------------------------------------------------------------------------------
    def end_disabled(self) -> str | None:
        return controls.end_disabled(self)

    def ability_label(self) -> str:
        return controls.ability_label(self)

    def ability_disabled(self) -> str | None:
        return controls.ability_disabled(self)

    def press_ability(self) -> None:
        controls.press_ability(self)

    def swap_disabled(self) -> str | None:
        return controls.swap_disabled(self)

    def press_swap(self) -> None:
        controls.press_swap(self)

    def show_button(self, button) -> bool:
        if self.view.result is not None and button in (self.buttons.get(n) for n in ("play", "ability", "swap", "end")):
            return False                        # the game is over: the count, not the turn's buttons
        if button is self.buttons.get("play"):
            return super().show_button(button) and not self.choosing()
        return super().show_button(button)

    # -- choosing a set: the hand limit, a reload, the three that stay in the 拠点 --------------------------------
    def select_mode(self) -> str | None:
        return controls.select_mode(self)

    def select_places(self) -> list[str]:
        return controls.select_places(self)

    def select_need(self) -> int | None:
        return controls.select_need(self)

    def select_label(self, chosen) -> str:
        return controls.select_label(self, chosen)

    def select_disabled(self) -> str | None:
        return controls.select_disabled(self)

    def confirm_select(self, chosen) -> None:
        controls.confirm_select(self, chosen)

    def run_queue(self) -> None:
        controls.run_queue(self)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.queue:
            self.run_queue()
        self.arrows = [a for a in self.arrows if a[2] > self.clock]
        if self.reveal is not None:
            self.reveal.update(dt)

    def frame_rate(self, idle_for: float) -> float:
        if self.arrows or (self.reveal is not None and self.reveal.busy) or self.queue:
            return 60.0
        return super().frame_rate(idle_for)

    # -- events -------------------------------------------------------------------------------------------------
    def animate(self, events) -> None:
        super().animate(motion.with_field_moves(self.state.mask_events(events, self.viewer)))

    def play_event(self, event) -> float | None:
        return motion.play_event(self, event)

    def review_board(self) -> None:
        self.reveal = None
        super().review_board()

    # -- words --------------------------------------------------------------------------------------------------
    def phase_text(self) -> str:
        return words.phase_text(self)

    def hint_text(self) -> str:
        return words.hint_text(self)

    def reason_text(self, reason: str) -> str:
        """How the game ended, in words (the statistics' own words for it)."""
        key = f"saves.fig.zintrigger.reason={reason}"
        text = t(key)
        return reason if text == key else text

    def result_details(self, result) -> list[str]:
        v = self.state.view(self.viewer)
        if v.players == 1:
            share = result.scores[0] if result.scores else 0
            return [t("zintrigger.result.solo", n=len(v.harvest), share=share)]
        if v.final_score is None:
            return []
        a, b = v.final_score
        return [t("zintrigger.result.score", a=a, b=b)]

    def stats_extra(self, result) -> dict:
        """How the game ended (time keep, turn limit, resignation; the solo: harvest, the grove
        overflowing) and, in the solo, its level and how many bamboo were harvested."""
        extra: dict = {"reason": result.reason}
        if self.state.seats() == 1:
            v = self.state.view(None)
            extra["level"] = str(v.level)
            extra["harvested"] = len(v.harvest)
        return extra

    @classmethod
    def save_mode(cls, seats, options: dict) -> str:
        """Bambooshoot and the 2-vs-2 game keep their own save slots and statistics."""
        from game.ui.table import seats as seatlib
        n = int(options.get("players") or len(seats))
        if n == 1:
            return "bambooshoot"
        mode = seatlib.mode_of(seats)
        return f"team-{mode}" if n == 4 else mode

    # -- drawing ---------------------------------------------------------------------------------------------------
    def draw_table(self, surf: pygame.Surface) -> None:
        self.fit_buttons()
        display.draw_table(self, surf)

    def fit_buttons(self) -> None:
        """The table's buttons' words grow with the UI scale, as large as their zone allows."""
        want = round(18 * min(1.7, self.ui_scale()))
        for name in ("end", "play", "ability", "swap", "undo", "confirm"):
            b = self.buttons.get(name)
            if b is None:
                continue
            label = b.label() if callable(b.label) else b.label
            key = (label, want, b.rect.size)
            size = self._fits.get(key)
            if size is None:
                lines = label.split("\n")
                size = want
                while size > 11:
                    f = theme.font(size, True)
                    if max(f.size(line)[0] for line in lines) <= b.rect.width - 12 and \
                            len(lines) * f.get_linesize() <= b.rect.height - 4:
                        break
                    size -= 1
                if len(self._fits) > 200:
                    self._fits.clear()
                self._fits[key] = size
            b.size = size

    def draw_drag(self, surf: pygame.Surface) -> None:
        display.draw_marks(self, surf)
        super().draw_drag(surf)

    def zoom_card(self) -> tuple[str | None, str]:
        return display.zoom_card(self)

    def draw_zoom(self, surf: pygame.Surface) -> None:
        rect, scale = self.zone["zoom"], self.ui_scale()
        key, extra = self.zoom_card()
        if key is None:          # the idle words: drawn once, as large as the panel holds them
            look = (scale, self.lang, theme.PALETTE_VERSION)
            fit = hud.fit_scale(t("zintrigger.hint.zoom"), 16, rect.inflate(-28, -28), scale)
            surf.blit(hud.cached(self, "zoom", look, rect.size, lambda img, local: draw_zoom(
                img, local, None, "", t("zintrigger.hint.zoom"), fit), rect.topleft), rect)
            return
        lines = 0 if not extra else 2 + (len(extra) // 24)
        face = faces.render(key, zoom_size(rect, lines, scale, ratio=BOARD[1] / BOARD[0]), True, self.lang,
                            scale) if key else None
        draw_zoom(surf, rect, face, extra, t("zintrigger.hint.zoom"), scale)

    # -- screenshots and lively positions -------------------------------------------------------------------------
    @classmethod
    def default_players(cls) -> int:
        return 2

    @classmethod
    def screenshot_plan(cls, variant: str | None) -> dict:
        return shots.screenshot_plan(variant)

    @classmethod
    def screenshot_scene(cls, app, seed: int = 1, variant: str | None = None) -> list:
        return shots.screenshot_scene(cls, app, seed, variant)

    def lively_action(self, state, rng: random.Random):
        legal = list(state.legal_actions())
        if len(legal) > 1 and rng.random() < 0.85:
            busy = [a for a in legal if a.verb not in ("end", "noreload") and a.args[:1] != ("-",)]
            legal = busy or legal
        return rng.choice(legal)

    @classmethod
    def bench_sequence(cls, app, seed: int = 1, frames: int = 600):
        return runs.bench_sequence(cls, app, seed, frames)


def bamboo_number(bid: str) -> int:
    return BAMBOO[bid].number
