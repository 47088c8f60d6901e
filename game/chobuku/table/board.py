"""The 鬼調伏 table's board: every piece a sprite under its place (the oni, the omens,
星の定め, the piles; each seat's shikigami, bottles, resting and lost ones, hand), where
places are, the held bottle deck (turned, or 1–3 pressed, to say how many), the
keyboard ring. The look is the ``Hud``'s."""
from __future__ import annotations

import pygame

from game.chobuku.rules import actions as A
from game.chobuku.rules.cards import CHARAS
from game.chobuku.rules.view import own_face_down
from game.chobuku.table import faces
from game.chobuku.table.faces import BOTTLE_BACK, STAR_BACK, Face
from game.chobuku.table.display import ONI_BOTTLE, Disp
from game.chobuku.table.geom import CHARA, OMEN, ONI, PILE_BOTTLE, PILE_STAR, SEAL, STAR, TOKEN, SeatGeom
from game.chobuku.table.hud import Hud
from game.chobuku.table.judgement import JudgementOverlay
from game.engine import Place, button
from game.i18n import t
from game.ui import theme
from game.ui.attachments import Badge, Caption
from game.ui.figures import TableFigures
from game.ui.kit import fan_slots, grid_fit
from game.ui.sprites import CardSprite
from game.ui.table.board import Board, Pile
from game.ui.table.controls import Control

DRAW_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3}


class ChobukuBoard(Board):
    faces = faces.FACES
    zone_places = ((A.THE_ONI, "oni"), (A.STAR_DISCARD, "star_discard"), (A.BOTTLE_DISCARD, "bottle_discard"),
                   (A.STAR_DECK, "star_deck"), (A.BOTTLE_DECK, "bottle_deck"))

    def __init__(self, table) -> None:
        super().__init__(table)
        self.geoms: dict[int, SeatGeom] = {}
        self.disp: Disp | None = None
        self.draw_count = 1               # bottles held off the deck
        self._last_turn = 0
        self._laid_for = self._warm = None
        self.odds_on = bool(table.options.get("tutorial")) or bool(getattr(table.app.settings, "show_odds", False))
        self.hud = Hud(self)
        # the lab deals its characters from all nine (LAB): a chosen one's figure is that run's
        self.figures = TableFigures(table, characters="all")

    # -- view -> sprites ---------------------------------------------------------------------
    def sync(self, view) -> None:
        tb = self.table
        if self._laid_for != (tb.bottom, tb.k):
            n = view.players
            self.geoms = {(tb.bottom + pos) % n: SeatGeom(pos, self.zone[f"seat.{pos}"], self.zone, tb.k)
                          for pos in range(n)}
            self._laid_for = (tb.bottom, tb.k)
        warm = (tb.lang, theme.PALETTE_VERSION, tuple(c.chara for c in view.cands), tb.k)
        if warm != self._warm:
            self._warm = warm
            faces.warm(tb.lang, warm[2], self.hud.zoom_size, tb.k)
        self.disp = Disp(view)
        self.relayout()

    def relayout(self) -> None:
        """Every piece on the table as a sprite at its place (``Board.lay_out`` keeps them
        across calls so animations carry on); the registry's order is the drawing order."""
        d, z, want, tb = self.disp, self.zone, [], self.table
        card, px = tb.card, tb.px

        def lay(place, face, size, pos, up=True, angle=0, alpha=255) -> None:
            want.append((place, face, up, size, pos, angle, alpha))
        if d.oni and d.shows(A.THE_ONI):
            lay(A.THE_ONI, Face("o", d.oni), card(ONI), z["oni"].center)
        if d.oni and d.oni_bottle and d.shows("oni_bottle"):
            lay(ONI_BOTTLE, Face("b", d.oni_bottle), px(PILE_BOTTLE[0] - 10),
                (z["oni"].right - px(6), z["oni"].bottom - px(18)))
        for i, (face, pos) in enumerate(zip(d.omens, self.omen_slots())):
            if face and d.shows(A.omen(i)):
                lay(A.omen(i), Face("t", face), card(OMEN), pos)
        for i, (entry, pos) in enumerate(zip(d.stars, self.star_slots(len(d.stars)))):
            lay(Place("star", None, i), Face("t", entry.card), card(STAR), pos)
        choosing = d.phase == "chara" and d.decision is not None
        if d.star_deck > 0 and not choosing:
            lay(A.STAR_DECK, STAR_BACK, card(PILE_STAR), z["star_deck"].center, False)
        if d.bottle_deck > 0 and not choosing:
            lay(A.BOTTLE_DECK, BOTTLE_BACK, card(PILE_BOTTLE), z["bottle_deck"].center, False)
        if d.seal and d.shows(A.THE_SEAL):
            lay(A.THE_SEAL, Face("b", d.seal), card(SEAL), (z["seal"].x + px(16), z["seal"].centery))
        if choosing:
            free = [c for c in CHARAS if c not in {c.chara for c in d.cands if c.chara}]
            size, slots = self.chara_slots(len(free))
            for cid, pos in zip(free, slots):
                lay(A.chara(cid), Face("c", cid), size, pos)
        for place, pos in self.token_slots():
            lay(place, Face("k", place.key), card(TOKEN), pos)
        for seat, g in self.geoms.items():
            c = d.cands[seat]
            if c.slot is not None:
                lay(A.slot(seat), self.shiki_face(seat, c.slot), g.slot_size, g.slot.center, c.slot_up)
            shown = c.shown_bottles()
            for i, (b, pos) in enumerate(zip(shown, g.bottle_slots(len(shown)))):
                lay(A.bottle(seat, b.id or i), faces.bottle_id(b.id, bool(b.sealed)), g.bottle_size, pos,
                    not b.face_down)
            rest = [("resting", s) for s in c.resting] + [("lost", s) for s in c.lost]
            for (kind, sid), pos in zip(rest, g.rest_slots(len(rest))):
                lay(Place(kind, seat, sid), self.shiki_face(seat, sid), g.rest_size, pos, True, 1,
                    255 if kind == "resting" else 110)
            if g.hand is not None and c.hand is not None:
                for sid, pos in zip(c.hand, g.hand_slots(len(c.hand))):
                    lay(A.hand(seat, sid), self.shiki_face(seat, sid), g.hand_size, pos)
        self.lay_out(want)
        for place, sprite in self.sprites.items():
            self.decorate(place, sprite)

    def decorate(self, place: Place, sprite: CardSprite) -> None:
        """Badges riding on a piece: a bottle's 鼓舞鬼 +1, your own face-down bottle and
        shikigami, a lost shikigami (a sealed bottle's face is greyed and stamped 封); a
        caption under a character on offer."""
        sprite.attachments = [a for a in sprite.attachments if not isinstance(a, (Badge, Caption))]
        d = self.disp
        own = place.seat == d.viewer
        if place.kind == "chara":           # a character on offer: its measured win rate, if any
            sprite.attach(Caption(self.figures.rate(CHARAS[place.key].name_ja)))
        if place.kind == "bottle":
            b = next((x for x in d.cands[place.seat].bottles if x.id == place.key), None)
            if b is not None and not b.sealed and b.power is not None and b.value is not None and b.power > b.value:
                sprite.attach(Badge(f"+{b.power - b.value}", theme.GOOD, "topright", 12, (255, 255, 255),
                                    edge=(20, 16, 14)))
            if b is not None and b.face_down and own:
                sprite.attach(Badge(t("chobuku.badge.down"), (60, 50, 80), "bottomleft", 12, theme.GOLD))
        elif place.kind == "slot":
            c = d.cands[place.seat]
            if not c.slot_up and c.slot not in (None, "hidden") and own:
                sprite.attach(Badge(t("chobuku.badge.peek"), (60, 50, 80), "bottom", 12, theme.GOLD))
        elif place.kind == "lost":
            sprite.attach(Badge(t("chobuku.badge.lost"), (80, 30, 30), "center", 12, (255, 255, 255)))

    def shiki_face(self, seat: int, sid: str | None) -> Face:
        return faces.shiki_id(self.disp.cands[seat].chara if self.disp else "", sid)

    def refresh_look(self) -> None:
        self.hud.forget()
        super().refresh_look()

    def resized(self) -> None:
        self._laid_for = self._warm = None        # seats and faces again at the new scale
        super().resized()

    # -- where things are --------------------------------------------------------------------
    def omen_slots(self) -> list[tuple[int, int]]:
        r, (w, h), px = self.zone["omens"], self.table.card(OMEN), self.table.px
        return [(r.x + w // 2 + i * (w + px(8)), r.y + h // 2) for i in range(3)]

    def star_slots(self, n: int) -> list[tuple[int, int]]:
        r, (w, h), px = self.zone["stars"], self.table.card(STAR), self.table.px
        return fan_slots(pygame.Rect(r.x + px(4), r.y + px(16), r.w - px(8), h), n, w, px(6), left=True)

    def chara_slots(self, n: int) -> tuple[tuple[int, int], list[tuple[int, int]]]:
        """The character cards' size and centres under the choice's title, in the rows that
        make them largest (``kit.grid_fit``), with a line under each for its measured figure
        when there are figures at this count."""
        r, px = self.zone["board"], self.table.px
        top = r.y + px(68)
        shown = any(self.figures.rate(c.name_ja) for c in CHARAS.values())
        return grid_fit(pygame.Rect(r.x + px(10), top, r.w - px(20), r.bottom - px(6) - top), n, CHARA, px(6),
                        below=px(16) if shown else 0, spread=px(84) if shown else 0)

    def token_slots(self) -> list[tuple[Place, tuple[int, int]]]:
        """The tokens of the person at the screen's 吉凶占い / 式神交代, beside the odds."""
        tb, d = self.table, self.disp.decision
        if d is None or d.seat != tb.bottom or not tb.is_human(tb.bottom) or tb.read_only:
            return []
        r, px = self.zone["odds"], tb.px
        if d.kind == "fortune":
            return [(A.token("+2"), (r.x + px(70), r.y + px(90))), (A.token("-2"), (r.x + px(150), r.y + px(90)))]
        return [(A.token("swap"), (r.x + px(110), r.y + px(90)))] if d.kind == "swap" else []

    def bottle_point(self, seat: int, i: int) -> tuple[int, int]:
        """Where the ``i``-th bottle of ``seat``'s row lands."""
        g = self.geoms[seat]
        slots = g.bottle_slots(len(self.disp.cands[seat].bottles))
        return slots[i] if 0 <= i < len(slots) else g.bottles.center

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a number floats up over a seat (clear of the screen's top edge)."""
        g = self.geoms[seat]
        return (g.info.centerx, g.info.centery) if g.big else (g.panel.centerx, g.panel.centery + self.table.px(20))

    def place_at(self, pos) -> Place | None:
        """While a card is held, the lit target of the seat it is over first."""
        drag = self.table.drag
        if drag.held is not None:
            for seat, g in self.geoms.items():
                if g.area.collidepoint(pos) or g.panel.collidepoint(pos):
                    lit = [p for p in (A.slot(seat), A.bottles(seat), A.seat(seat)) if p in drag.lit_targets]
                    if lit:
                        return lit[0]
            for target in (A.THE_ONI, A.STAR_DISCARD, A.BOTTLE_DISCARD):
                if target in drag.lit_targets and self.place_rect(target).collidepoint(pos):
                    return target
        place = super().place_at(pos)
        if place is not None:
            return place
        for seat, g in self.geoms.items():
            for kind, rect in (("slot", g.slot), ("bottles", g.bottles), ("seat", g.panel)):
                if rect.collidepoint(pos):
                    return Place(kind, seat)
        return None

    def zone_rect(self, place: Place) -> pygame.Rect | None:
        g = self.geoms.get(place.seat)
        if place.kind == "zone":
            return self.zone.get(place.key)
        if place == A.THE_SEAL:
            return self.zone["seal"]
        if place.kind == "omen":
            w, h = self.table.card(OMEN)
            return pygame.Rect(self.omen_slots()[place.key][0] - w // 2, self.zone["omens"].y, w, h)
        if g is not None and place.key is None:
            return {"slot": g.slot, "bottles": g.bottles, "seat": g.panel, "resting": g.resting,
                    "hand": g.hand or g.slot}.get(place.kind)
        return super().zone_rect(place)

    def place_centre(self, place: Place, card=None) -> tuple[int, int]:
        if place == A.FIXED_STARS:                # the next card of 星の定め
            return self.star_slots(len(self.disp.stars) + 1)[-1]
        g = self.geoms.get(place.seat)
        if place.kind == "bottle" and g is not None and place not in self.sprites:
            return g.bottles.center
        if place.kind == "resting" and g is not None and place.key is None:
            c = self.disp.cands[place.seat]
            return g.rest_slots(len(c.resting) + len(c.lost) + 1)[len(c.resting)]
        rect = self.place_rect(place)
        return rect.center if rect is not None else self.zone["board"].center

    def sprite_for(self, place: Place):
        """The deck stays where it is: the held bottles are drawn as a stack (how many, the odds)."""
        return None if place == A.BOTTLE_DECK else self.sprites.get(place)

    def piles(self) -> dict[str, Pile]:
        if self.table.mirror.judge_show is not None:      # under the judgement: a click skips it
            return {}
        return {"bottle_discard": Pile(lambda: t("chobuku.pile.bottle_discard"),
                                       lambda: [Face("b", b) for b in self.disp.bottle_discard]),
                "star_discard": Pile(lambda: t("chobuku.pile.star_discard"),
                                     lambda: [Face("t", c) for c in self.disp.star_discard])}

    # -- the held bottle deck: how many ---------------------------------------------------------
    def can_turn(self, place: Place) -> bool:
        return place == A.BOTTLE_DECK

    def facing(self, quarters: int, place: Place):
        return self.draw_count if place == A.BOTTLE_DECK else None

    def turned(self, quarters: int) -> None:
        step = 1 if (quarters - self._last_turn) % 4 == 1 else -1
        self._last_turn = quarters
        self.count((self.draw_count - 1 + step) % 3 + 1)

    def held_key(self, event) -> bool:
        if self.table.drag.held == A.BOTTLE_DECK and event.key in DRAW_KEYS:
            self.count(DRAW_KEYS[event.key])
            return True
        return False

    def count(self, k: int) -> None:
        self.draw_count = max(1, min(3, k))
        self.table.sound("click")

    def snaps(self, target: Place) -> bool:
        held = self.table.drag.held
        return target.kind == "slot" and held is not None and held.kind == "hand"

    def update(self, dt: float) -> None:
        if self.table.drag.held is None:
            self.draw_count, self._last_turn = 1, 0
        super().update(dt)

    # -- the keyboard ring, the buttons' doings -------------------------------------------------
    def ring(self) -> list[Place]:
        tb = self.table
        if tb.blocked():
            return self.look_places()
        tokens = [p for p, _pos in self.token_slots() if tb.drag.actions_from(p)]
        return tokens + [p for p in tb.drag.sources() if p not in tokens] + tb.controls.ring() + self.look_places()

    def look_places(self) -> list[Place]:
        """Your own face-down pieces (the rules' ``own_face_down``), last in the focus ring:
        focused, they show face up to you (the keyboard's way to peek; the mouse points at them)."""
        tb = self.table
        if tb.read_only or self.disp.viewer != tb.bottom or not tb.is_human(tb.bottom) \
                or tb.mirror.judge_show is not None:
            return []
        return [p for p in own_face_down(self.disp) if p in self.sprites]

    def controls(self) -> tuple[Control, ...]:
        """Draw 1–3, 挑む (or to the stars) and 退く stand for the rules' own buttons: greyed
        with the table's reason while the turn is not the player's, else the rules' refusal."""
        words, tb = self.table.words, self.table
        draws = tuple(Control(f"draw{k}", f"draw{k}", lambda k=k: t("chobuku.btn.draw", n=k),
                              place=button(f"draw{k}"), why_not=words.turn_refusal, key=pygame.K_1 + k - 1, size=18)
                      for k in (1, 2, 3))
        return draws + (
            Control("challenge", "challenge", words.challenge_label, place=button("challenge"),
                    why_not=words.challenge_refusal, key=pygame.K_c),
            Control("retreat", "retreat", lambda: t("chobuku.btn.retreat"), place=button("retreat"),
                    why_not=words.turn_refusal, key=pygame.K_t),
            Control("odds", "odds_button", lambda: t("chobuku.btn.odds_on" if self.odds_on else "chobuku.btn.odds_off"),
                    press=self.toggle_odds, key=pygame.K_o, size=16),
            Control("judge", "judge_button", lambda: t("chobuku.btn.judge"), press=self.open_judgement,
                    why_not=lambda: None if tb.view.judgement is not None else t("chobuku.why.no_judgement"),
                    key=pygame.K_j, size=16))

    def toggle_odds(self) -> None:
        tb = self.table
        self.odds_on = not self.odds_on
        tb.sound("click")
        if tb.tutorial is None and hasattr(tb.app.settings, "show_odds"):
            tb.app.settings.show_odds = self.odds_on
            tb.app.save_settings()     # a settings file that cannot be written is toasted there

    def open_judgement(self) -> None:
        tb = self.table
        tb.drag.cancel(snap=False)
        tb.app.stack.push(JudgementOverlay(tb.app, tb, tb.view.judgement))

    def pulsing(self) -> bool:
        """A glow, a crack, a count-up or a call-out still showing, or a decision to answer."""
        tb = self.table
        return bool(tb.mirror.effects) or (tb.my_turn() and tb.view.decision is not None)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.hud.draw(surf)

    def draw_held(self, surf: pygame.Surface) -> None:
        if self.table.drag.held == A.BOTTLE_DECK:
            self.hud.held_stack(surf)
        else:
            self.table.drag.draw_held(surf)
