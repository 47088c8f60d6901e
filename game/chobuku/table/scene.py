"""The 鬼調伏 table on the framework (``game.ui.table.TableScene``).

鬼調伏's own: the oni with its 鬼体力 breakdown, the 予兆 row and the growing 星の定め,
the bottle and star piles, the seal's bottle; each candidate's place (character,
護符, 継承印, bottles with their 五行 kanji, the face-down shikigami only its owner
may peek at, resting and lost shikigami, ☆ / 親, the state badge and 6ストップ);
drawing 1–3 bottles by dragging them off the deck (R / wheel / right click or 1–3
while holding: how many) or with the 1 / 2 / 3 buttons, 挑む and 退く, the
sub-decisions (吉凶占い and 式神交代 tokens dragged onto a seat, a bottle dragged
to the discard, an omen dropped on the discard), the judgement played as a
sequence, and the odds overlay.
"""
from __future__ import annotations

import random

import pygame

from game.chobuku.rules import actions as A
from game.chobuku.table import controls, display, hud, judgement, places, shots, words
from game.chobuku.table import faces
from game.chobuku.table.geom import CHARA, HAND, OMEN, ONI, PILE_BOTTLE, PILE_STAR, STAR, TOKEN, SeatGeom, row_slots
from game.i18n import t
from game.ui import theme
from game.ui.attachments import Badge
from game.ui.sprites import CardSprite
from game.ui.table import TableScene

ZONES = ("board", "oni", "taikyu", "omens", "star_deck", "star_discard", "seal", "bottle_deck",
         "bottle_discard", "stars", "log", "zoom", "odds", "hint", "rule_chip", "seat.0", "slot.0",
         "resting.0", "bottles.0", "hand", "draw1", "draw2", "draw3", "challenge", "retreat",
         "odds_button", "judge_button", "undo_button")


class ChobukuTable(TableScene):
    code = "chobuku"
    name = "chobuku"
    layout_zones = ZONES
    turn_step = 1            # only the bottle deck "turns": R / wheel / right click = how many
    card_size = OMEN
    cpu_pace = 0.45

    # -- building ------------------------------------------------------------------------------------
    def build(self) -> None:
        n = self.state.seats()
        self.n = n
        self.sprites: dict[str, CardSprite] = {}
        self.order: list[str] = []          # sprite keys in drawing order
        self.batch: tuple = ()
        self.batch_cut: int | None = None
        self.batch_judgement = None
        self.judged_played = False
        self.post = None
        self.judge_show = None              # the judgement sequence on screen (judgement.JudgeShow)
        self.effects: list = []             # short-lived marks: cracks, glows, call-outs
        self.draw_count = 1                 # bottles held off the deck
        self._last_turn = 0
        self._static = None
        self._static_key = None
        self._seat_layers: dict[int, tuple] = {}
        self._pips: dict[int, tuple] = {}
        self.odds_on = bool(self.options.get("tutorial")) or bool(getattr(self.app.settings, "show_odds", False))
        for k in (1, 2, 3):
            self.add_button(f"draw{k}", self.zone[f"draw{k}"], lambda k=k: t("chobuku.btn.draw", n=k),
                            lambda k=k: self.press_draw(k), lambda k=k: self.draw_disabled(k), pygame.K_1 + k - 1,
                            size=18)
        self.add_button("challenge", self.zone["challenge"], self.challenge_label, self.press_challenge,
                        self.challenge_disabled, pygame.K_c, size=20)
        self.add_button("retreat", self.zone["retreat"], lambda: t("chobuku.btn.retreat"),
                        lambda: self.trigger_button("button:retreat"), self.retreat_disabled, pygame.K_t,
                        size=20)
        self.add_button("odds", self.zone["odds_button"], lambda: t("chobuku.btn.odds_on" if self.odds_on
                                                                     else "chobuku.btn.odds_off"),
                        self.toggle_odds, None, pygame.K_o, size=16)
        self.add_button("judge", self.zone["judge_button"], lambda: t("chobuku.btn.judge"), self.open_judgement,
                        lambda: None if self.view.judgement is not None else t("chobuku.why.no_judgement"),
                        pygame.K_j, size=16)
        self.add_pile("bottle_discard", lambda: t("chobuku.pile.bottle_discard"),
                      lambda: [f"b:{b}" for b in self.disp.bottle_discard])
        self.add_pile("star_discard", lambda: t("chobuku.pile.star_discard"),
                      lambda: [f"t:{c}" for c in self.disp.star_discard])
        self.disp = None

    def seat_geom(self) -> dict[int, SeatGeom]:
        return self._geom

    def layout_seats(self) -> None:
        """Screen positions: the person at the screen at the bottom, the next seats
        clockwise from the left along the top."""
        n = self.state.seats()
        self._geom = {}
        for pos in range(n):
            seat = (self.bottom + pos) % n
            self._geom[seat] = SeatGeom(pos, self.zone[f"seat.{pos}"], self.zone)
        self._geom_bottom = self.bottom

    def face(self, card, size, face_up) -> pygame.Surface:
        return faces.render(card, size, face_up, self.lang)

    def face_cache(self):
        return faces.FACES

    def refresh_look(self) -> None:
        self._static_key = None
        for sprite in self.sprites.values():
            sprite.set_card(sprite.card)
        super().refresh_look()

    # -- view -> display -------------------------------------------------------------------------------
    def sync(self) -> None:
        if getattr(self, "_geom_bottom", None) != self.bottom:
            self.layout_seats()
        warm = (self.lang, theme.PALETTE_VERSION, tuple(c.chara for c in self.view.cands))
        if warm != getattr(self, "_warm", None):
            self._warm = warm
            faces.warm(self.lang, warm[2], zoom=lambda kind: hud.zoom_face_size(self.zone["zoom"], kind))
        self.disp = display.Disp(self.view)
        self.judged_played = False
        self.batch = ()
        self.batch_cut = None
        self.batch_judgement = None
        self.post = None
        self.relayout()

    def animate(self, events) -> None:
        """Keep the whole batch at hand: a judgement batch plays over the old board until
        its clean-up, then shows the next round as the set-up deals it."""
        masked = self.state.mask_events(events, self.viewer)
        self.batch = tuple(masked)
        self.batch_cut = display.cut_index(self.batch)
        self.batch_judgement = display.judgement_in(self.batch)
        self.judged_played = False
        self.post = self.state.view(self.viewer)
        self.timeline.extend(self.anim.steps_for(masked))
        self.timeline.call(self.resync)

    def batch_pos(self, e) -> int:
        for i, x in enumerate(self.batch):
            if x is e:
                return i
        return -1

    def same_round(self) -> bool:
        """Is the view after this batch still the round on screen (no clean-up pending)?"""
        return self.post is not None and (self.batch_cut is None or self.disp.view is self.post)

    def post_bottle(self, seat: int, card: str | None):
        if card is None or not self.same_round():
            return None
        for b in self.post.cands[seat].bottles:
            if b.id == card:
                return display.BottleD.of(b)
        return None

    def refresh_derived(self, seat: int) -> None:
        """Numbers the rules derive for a seat (霊力, 6ストップ), from the view after the batch."""
        if not self.same_round():
            return
        c, s = self.post.cands[seat], self.disp.cands[seat]
        s.reiryoku, s.reiryoku_judge, s.visible_reiryoku = c.reiryoku, c.reiryoku_judge, c.visible_reiryoku
        s.six_stop, s.last_prep = c.six_stop, c.last_prep

    def refresh_board(self) -> None:
        """鬼体力 and the seal in force, from the view after the batch (or the judgement)."""
        d = self.disp
        if self.same_round():
            d.taikyu, d.taikyu_parts, d.sealed_colour = self.post.taikyu, list(self.post.taikyu_parts), \
                self.post.sealed_colour
            for i in range(d.players):
                self.refresh_derived(i)
        elif self.batch_judgement is not None:
            d.taikyu, d.taikyu_parts = self.batch_judgement.taikyu, list(self.batch_judgement.taikyu_parts)

    # -- sprites ----------------------------------------------------------------------------------------
    def relayout(self) -> None:
        """Every piece on the table as a sprite at its place (kept across calls so animations
        carry on); drawing order = ``self.order``."""
        d = self.disp
        if d is None:
            return
        want: list[tuple] = []        # (key, face, face_up, size, pos, angle, alpha)
        z = self.zone
        # the centre
        if d.oni and d.shows("oni"):
            want.append(("oni", f"o:{d.oni}", True, ONI, z["oni"].center, 0, 255))
        if d.oni_bottle and d.shows("oni_bottle") and d.oni:
            r = z["oni"]
            want.append(("oni_bottle", f"b:{d.oni_bottle}", True, PILE_BOTTLE[0] - 10, (r.right - 6, r.bottom - 18),
                         0, 255))
        for i, (card, pos) in enumerate(zip(d.omens, self.omen_slots())):
            if card and d.shows(f"omen:{i}"):
                want.append((f"omen:{i}", f"t:{card}", True, OMEN, pos, 0, 255))
        for k, (entry, pos) in enumerate(zip(d.stars, self.star_slots(len(d.stars)))):
            want.append((f"star:{k}", f"t:{entry.card}", True, STAR, pos, 0, 255))
        choosing = d.phase == "chara" and d.pending is not None
        if d.star_deck > 0 and not choosing:
            want.append(("deck:stars", "t:?", False, PILE_STAR, z["star_deck"].center, 0, 255))
        if d.bottle_deck > 0 and not choosing:
            want.append(("deck", "b:?", False, PILE_BOTTLE, z["bottle_deck"].center, 0, 255))
        if d.seal and d.shows("seal"):
            r = z["seal"]
            want.append(("seal", f"b:{d.seal}", True, (26, 36), (r.x + 16, r.centery), 0, 255))
        if d.phase == "chara" and d.pending is not None:
            taken = {c.chara for c in d.cands if c.chara}
            free = [c for c in words.CHARA_IDS if c not in taken]
            row = self.zone["board"].inflate(-24, 0)
            width = len(free) * (CHARA[0] + 8) - 8
            row = pygame.Rect(row.centerx - width // 2, row.y, width, row.h)
            for cid, pos in zip(free, row_slots(row, len(free), CHARA[0], 8)):
                want.append((f"chara:{cid}", f"c:{cid}", True, CHARA, (pos[0], self.zone["board"].y + 150), 0, 255))
        for place, pos in self.token_slots():
            want.append((place, f"k:{place[len('button:'):].replace('fortune', '')}", True, TOKEN, pos, 0, 255))
        # the seats
        for seat, g in self._geom.items():
            c = d.cands[seat]
            if c.slot is not None:
                face = self.shiki_face(seat, c.slot)
                want.append((f"slot:{seat}", face, c.slot_up, g.slot_size, g.slot.center, 0, 255))
            shown = c.shown_bottles()
            for i, (b, pos) in enumerate(zip(shown, g.bottle_slots(len(shown)))):
                key = f"bottle:{seat}:{b.id}" if b.id else f"bottle:{seat}:?{i}"
                want.append((key, faces.bottle_id(b.id, bool(b.sealed)), not b.face_down, g.bottle_size, pos, 0, 255))
            rest = [("resting", s) for s in c.resting] + [("lost", s) for s in c.lost]
            for (kind, sid), pos in zip(rest, g.rest_slots(len(rest))):
                want.append((f"{kind}:{seat}:{sid}", self.shiki_face(seat, sid), True, g.rest_size, pos, 1,
                             255 if kind == "resting" else 110))
            if g.hand is not None and c.hand is not None:
                for sid, pos in zip(c.hand, g.hand_slots(len(c.hand))):
                    want.append((f"hand:{seat}:{sid}", self.shiki_face(seat, sid), True, HAND, pos, 0, 255))
        keep = {}
        order = []
        held = self.drag.held_sprite
        for key, face, up, size, pos, angle, alpha in want:
            if isinstance(size, int):
                size = (size, round(size * 1.36))
            sprite = self.sprites.get(key)
            if sprite is None or sprite.size != tuple(size):
                sprite = CardSprite(face, key, pos, renderer=self.face, size=tuple(size), face_up=up, angle=angle)
            else:
                if sprite.card != face:
                    sprite.set_card(face, up)
                elif sprite.face_up != up and not sprite.busy:
                    sprite.face_up = up
                if sprite is not held:
                    if (round(sprite.home[0]), round(sprite.home[1])) != (round(pos[0]), round(pos[1])):
                        sprite.move_to(pos, 0.18)
                    if sprite.angle != angle:
                        sprite.rotate_to(angle, 0.0)
            sprite.alpha = alpha
            self.decorate(sprite)
            keep[key] = sprite
            order.append(key)
        self.sprites = keep
        self.order = order

    def decorate(self, sprite: CardSprite) -> None:
        """Badges riding on a piece: a bottle's 鼓舞鬼 +1 and seal, a face-down 伏."""
        sprite.attachments = [a for a in sprite.attachments if not isinstance(a, Badge)]
        key = sprite.place_id or ""
        kind, _, rest = key.partition(":")
        d = self.disp
        if kind == "bottle":
            seat_s, _, bid = rest.partition(":")
            b = next((x for x in d.cands[int(seat_s)].bottles if x.id == bid), None) if not bid.startswith("?") else None
            small = sprite.size[0] < 40
            if b is not None and b.sealed:
                pass          # its face is greyed and stamped 封 (faces.bottle_id(..., sealed=True))
            elif b is not None and b.power is not None and b.value is not None and b.power > b.value:
                sprite.attach(Badge(f"+{b.power - b.value}", theme.GOOD, "topright", 11 if small else 13,
                                    (255, 255, 255), edge=(20, 16, 14)))
            if b is not None and b.face_down and int(seat_s) == d.viewer:
                sprite.attach(Badge(t("chobuku.badge.down"), (60, 50, 80), "bottomleft", 11, theme.GOLD))
        elif kind == "slot":
            seat = int(rest)
            c = d.cands[seat]
            if not c.slot_up and c.slot not in (None, "hidden") and seat == d.viewer:
                sprite.attach(Badge(t("chobuku.badge.peek"), (60, 50, 80), "bottom", 12, theme.GOLD))
        elif kind == "lost":
            sprite.attach(Badge(t("chobuku.badge.lost"), (80, 30, 30), "center", 11, (255, 255, 255)))

    def shiki_face(self, seat: int, sid: str | None) -> str:
        return faces.shiki_id(self.disp.cands[seat].chara if self.disp else "", sid)

    def omen_slots(self) -> list[tuple[int, int]]:
        r = self.zone["omens"]
        return [(r.x + OMEN[0] // 2 + i * (OMEN[0] + 8), r.y + OMEN[1] // 2) for i in range(3)]

    def star_slots(self, n: int) -> list[tuple[int, int]]:
        r = self.zone["stars"]
        inner = pygame.Rect(r.x + 4, r.y + 16, r.w - 8, STAR[1])
        return row_slots(inner, n, STAR[0], 6)

    def token_slots(self) -> list[tuple[str, tuple[int, int]]]:
        d = self.disp
        p = d.pending
        if p is None or p.seat != self.bottom or not self.is_human(self.bottom) or self.read_only:
            return []
        r = self.zone["odds"]
        if p.kind == "fortune":
            return [("button:fortune+2", (r.x + 70, r.y + 90)), ("button:fortune-2", (r.x + 150, r.y + 90))]
        if p.kind == "swap":
            return [("button:swap", (r.x + 110, r.y + 90))]
        return []

    def all_sprites(self) -> list[CardSprite]:
        return list(self.sprites.values())

    # -- places ----------------------------------------------------------------------------------------
    def place_at(self, pos) -> str | None:
        return places.place_at(self, pos)

    @staticmethod
    def place_of(key: str) -> str:
        """A sprite's key is its place id, except the stars row (``star:k``: shown, not moved)."""
        return key

    def place_rect(self, place: str):
        return places.place_rect(self, place)

    def place_centre(self, place: str, card: str | None = None) -> tuple[int, int]:
        return places.place_centre(self, place, card)

    def sprite_at(self, place: str):
        return self.sprites.get(place)

    def sprite_for(self, place: str):
        if place == "deck":
            return None            # the held stack is drawn by the table (how many, the odds)
        return self.sprites.get(place)

    # -- gestures ----------------------------------------------------------------------------------------
    def can_turn(self, place: str) -> bool:
        return place == "deck"

    def on_turn(self, held_turn: int) -> None:
        step = 1 if (held_turn - self._last_turn) % 4 == 1 else -1
        self._last_turn = held_turn
        self.set_draw_count((self.draw_count - 1 + step) % 3 + 1)

    def set_draw_count(self, k: int) -> None:
        self.draw_count = max(1, min(3, k))
        self.sound("click")

    def snaps(self, target: str) -> bool:
        return target.startswith("slot:") and (self.drag.held or "").startswith("hand:")

    def narrow(self, matches):
        draws = [a for a in matches if isinstance(a, A.Draw)]
        if draws:
            return [a for a in draws if a.k == self.draw_count]
        return matches

    def why(self, src: str, place: str | None):
        return words.why(self, src, place)

    def describe(self, action) -> str:
        return words.describe(self, action)

    def choose(self, matches, callback, cancellable: bool = True, title: str | None = None) -> None:
        super().choose(matches, callback, cancellable, title)

    def chooser_anchor(self) -> tuple[int, int]:
        return self.zone["board"].center

    def ui_legal(self):
        if self.disp is not None and self.judge_show is not None:
            return ()
        return super().ui_legal()

    def handle(self, event):
        if event.type == pygame.KEYDOWN and self.drag.held == "deck" \
                and event.key in (pygame.K_1, pygame.K_2, pygame.K_3):
            self.set_draw_count(event.key - pygame.K_1 + 1)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.judge_show is not None \
                and self.zone["board"].collidepoint(event.pos):
            self.judge_show.hurry = True      # a click on the judgement: skip to its end
            return None
        return super().handle(event)

    def update(self, dt: float) -> None:
        if self.drag.held is None:
            self.draw_count = 1
            self._last_turn = 0
        super().update(dt)
        if self.judge_show is not None and self.judge_show.hurry:
            # a click on the judgement: its end at once, and the rest of the batch with it
            self.anim.tweens.finish_all()
            self.judge_show = None
            self.timeline.skip()
            self.anim.tweens.finish_all()
        now = self.clock
        if self.effects:
            self.effects = [e for e in self.effects if e.until > now]

    def pulsing(self) -> bool:
        if self.effects:        # a glow, a crack, a count-up or a call-out still showing
            return True
        p = self.view.pending if self.view is not None else None
        return self.my_turn() and p is not None and p.kind not in ("turn",)

    # -- buttons ---------------------------------------------------------------------------------------------
    def choice(self, text: str):
        return next((c for c in (self.view.choices or ()) if c.text == text), None)

    def turn_refusal(self) -> str | None:
        """Why the turn's buttons are off now (not your turn, a step to finish first)."""
        return controls.turn_refusal(self)

    def draw_disabled(self, k: int) -> str | None:
        return controls.draw_disabled(self, k)

    def press_draw(self, k: int) -> None:
        controls.press_draw(self, k)

    def challenge_actions(self) -> list:
        return [a for a in self.ui_legal() if isinstance(a, A.Challenge)]

    def challenge_label(self) -> str:
        return controls.challenge_label(self)

    def challenge_disabled(self) -> str | None:
        return controls.challenge_disabled(self)

    def press_challenge(self) -> None:
        controls.press_challenge(self)

    def retreat_disabled(self) -> str | None:
        return controls.retreat_disabled(self)

    def toggle_odds(self) -> None:
        self.odds_on = not self.odds_on
        self.sound("click")
        if self.tutorial is None and hasattr(self.app.settings, "show_odds"):
            self.app.settings.show_odds = self.odds_on
            self.app.save_settings()     # a settings file that cannot be written is toasted there

    def open_judgement(self) -> None:
        j = self.view.judgement
        if j is not None:
            self.drag.cancel(snap=False)
            self.app.stack.push(judgement.JudgementOverlay(self.app, self, j))

    def ring_buttons(self) -> tuple[str, ...]:
        return ("draw1", "draw2", "draw3", "challenge", "retreat", "odds", "judge", "undo")

    def ring(self) -> list[str]:
        ring = super().ring()
        if self.drag.holding or self.choosing():
            return ring
        if self.input_blocked():
            return self.look_places()
        tokens = [place for place, _pos in self.token_slots() if self.drag.actions_from(place)]
        return tokens + ring + self.look_places()

    def look_places(self) -> list[str]:
        """Your own face-down pieces, last in the focus ring: focused, they show face up to
        you (the keyboard's way to peek; the mouse points at them)."""
        d = self.disp
        if self.read_only or d is None or d.viewer is None or d.viewer != self.bottom \
                or not self.is_human(self.bottom) or self.judge_show is not None:
            return []
        c = d.cands[self.bottom]
        out = [f"slot:{self.bottom}"] if c.slot not in (None, "hidden") and not c.slot_up else []
        out += [f"bottle:{self.bottom}:{b.id}" for b in c.bottles if b.face_down and b.id]
        return [p for p in out if p in self.sprites]

    def key_pick(self, place: str | None) -> bool:
        if place is not None and place in self.look_places() and not self.drag.actions_from(place):
            return True            # a place to look at: the focus shows it; Enter does nothing
        return super().key_pick(place)

    def on_human_turn(self) -> None:
        p = self.view.pending
        if p is None or p.seat != self.bottom or self.timeline.busy:
            return
        if p.kind == "declare":
            acts = list(self.ui_legal())
            if acts:
                self.choose(acts, lambda a: a is not None and self.apply_action(a), cancellable=False,
                            title=words.declare_title(self, p.what))

    # -- words -------------------------------------------------------------------------------------------------
    def hint_text(self) -> str:
        return words.hint(self)

    def phase_text(self) -> str:
        return words.phase(self)

    def reason_text(self, reason: str) -> str:
        return words.reason(reason, self.lang)

    def result_details(self, result) -> list[str]:
        return words.result_details(self, result)

    def stats_extra(self, result) -> dict:
        return {"reason": result.reason}

    # -- animation hooks (display.play_event) -----------------------------------------------------------------
    def play_event(self, event) -> float | None:
        if self.disp is None:
            return None
        return display.play_event(self, event)

    def later(self, delay: float, fn) -> None:
        """Run ``fn`` after ``delay`` seconds of animation time (at once when animations are off)."""
        holder = type("Later", (), {})()
        self.anim.tweens.tween(holder, "v", 0.0, 1.0, max(0.0, delay), on_done=fn)

    def fly_card(self, face: str, src: str | None, dst: str, on_land=None, dur: float = 0.26,
                 face_up: bool = True, start=None) -> float:
        start = start or self.place_centre(src)
        if dst.startswith("bottle:") and dst.endswith("#"):
            seat, _, i = dst[7:-1].partition(":")
            end = self.place_centre(f"bottleslot:{seat}:{i}")
        else:
            end = self.place_centre(dst)
        size = self.flight_size(face, dst)
        self.fly(face, start, end, dur, size=size)
        if not face_up and self.flyers:
            self.flyers[-1].face_up = False
        self.sound("slide")
        if on_land is not None:
            self.later(dur, on_land)
        return dur

    def flight_size(self, face: str, dst: str) -> tuple[int, int]:
        kind = faces.kind(face)
        seat = None
        for prefix in ("bottle:", "slot:", "resting:"):
            if dst.startswith(prefix):
                seat = int(dst[len(prefix):].split(":")[0].rstrip("#"))
        g = self._geom.get(seat) if seat is not None else None
        if kind == "b":
            return g.bottle_size if g is not None else PILE_BOTTLE
        if kind == "s":
            if dst.startswith("resting:") and g is not None:
                return g.rest_size
            return g.slot_size if g is not None else (52, 72)
        if kind == "t":
            return STAR if dst in ("stars:end", "discard:stars") else OMEN
        return OMEN

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a number floats up over a seat (clear of the screen's top edge)."""
        g = self._geom[seat]
        return (g.info.centerx, g.info.centery) if g.big else (g.panel.centerx, g.panel.centery + 20)

    # -- drawing ------------------------------------------------------------------------------------------------
    def draw_table(self, surf: pygame.Surface) -> None:
        hud.draw_table(self, surf)

    def draw_drag(self, surf: pygame.Surface) -> None:
        hud.draw_marks(self, surf)
        if self.drag.held == "deck" and self.drag.mode == "drag":
            hud.draw_held_stack(self, surf)
            return
        super().draw_drag(surf)

    # -- screenshots and lively positions ---------------------------------------------------------------------
    @classmethod
    def default_players(cls) -> int:
        return 5

    @classmethod
    def screenshot_plan(cls, variant: str | None) -> dict:
        return shots.screenshot_plan(variant, super().screenshot_plan)

    def lively_action(self, state, rng: random.Random):
        return shots.lively_action(state, rng)
