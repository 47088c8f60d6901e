"""The look of the 鬼調伏 table (the board's ``Hud``): the static layer, each seat's panel,
the centre's labels, the marks that last a moment over the seats, the odds, the zoom
panel, the lit targets and the held stack of bottles; from the display model and the
view, never the rules."""
from __future__ import annotations

import pygame

from game.chobuku.rules import actions as A
from game.chobuku.rules.cards import BOTTLE_COLOUR, CHARAS, colour_name
from game.chobuku.rules.view import own_face_down
from game.chobuku.rules.wording import pick, seat_notes, spirit_shown, strength
from game.chobuku.table import faces
from game.chobuku.table.faces import BOTTLE_BACK, STAR_BACK, Face
from game.chobuku.table.geom import BIG_BOTTLE
from game.chobuku.table.judgement import DARK, GOLD_GLOW, draw_judgement
from game.engine import Place
from game.i18n import t
from game.ui import fineprint, theme
from game.ui.fleeting import callout, count_up, cross, flash, glow
from game.ui.kit import boxed, coin, draw_pile, draw_wrapped, fit_text, fitting, fraction_bar, pill, put, under_point
from game.ui.table.layers import Layers
from game.ui.widgets import panel_bg

STATUS_COLOURS = {"prep": (70, 110, 150), "chal": (176, 64, 52), "ret": (96, 96, 96), "out": (40, 30, 30)}
STATUS_MARK = {"prep": "○", "chal": "▲", "ret": "◁", "out": "×"}
PILES = (("star_deck", "chobuku.pile.stars"), ("star_discard", "chobuku.pile.discard"),
         ("bottle_deck", "chobuku.pile.bottles"), ("bottle_discard", "chobuku.pile.discard"))
WHITE = (255, 255, 255)


def pips(surf, x: int, y: int, n: int, r: int, step: int, k: float = 1.0) -> None:
    """護符: three paper tokens marked 符 (``kit.coin``), the lost ones as empty rings."""
    for i in range(3):
        lost = i >= n
        coin(surf, (x + r + i * step, y), r, None if lost else (232, 222, 196), (80, 76, 70) if lost else (150, 40, 40),
             "符", k)


class Hud:
    def __init__(self, board) -> None:
        self.board, self.table, self.zone = board, board.table, board.zone
        self.forget()

    def forget(self) -> None:
        """The language, palette or scale changed: every kept layer is drawn again."""
        self.layers, self._ground = Layers(self.table), None
        self._pips: dict[int, tuple] = {}

    def static_layer(self, size: tuple[int, int]) -> pygame.Surface:
        surf, z, u = pygame.Surface(size), self.zone, self.table.px
        surf.fill(theme.TABLE_DARK)
        pygame.draw.rect(surf, theme.TABLE, z["board"], border_radius=u(14))
        pygame.draw.rect(surf, (60, 96, 78), z["board"], u(2), border_radius=u(14))
        for name in ("log", "zoom", "odds"):
            surf.blit(panel_bg(z[name].size, theme.PANEL_EDGE, 255), z[name])
        for seat, g in self.board.geoms.items():
            colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
            surf.blit(panel_bg(g.panel.size, colour, 255), g.panel)
            if g.big:
                pad = g.slot.union(g.resting).union(g.bottles).union(g.hand).inflate(u(8), u(4))
                pad.width = z["hint"].right - pad.x
                pygame.draw.rect(surf, (30, 54, 44), pad, border_radius=u(10))
                pygame.draw.rect(surf, colour, pad, u(2), border_radius=u(10))
            pygame.draw.rect(surf, (44, 44, 50), g.slot, u(2), border_radius=u(6))
        omens = theme.text(t("chobuku.label.omens"), u(13), theme.TEXT_DIM, True)
        surf.blit(omens, (z["omens"].x, z["omens"].y - omens.get_height() - u(1)))
        surf.blit(theme.text(t("chobuku.label.stars"), u(13), theme.TEXT_DIM, True), (z["stars"].x + u(4), z["stars"].y))
        for r in [self.board.zone_rect(A.omen(i)) for i in range(3)] + [z[name] for name, _label in PILES]:
            pygame.draw.rect(surf, (44, 76, 62), r, u(2), border_radius=u(8))
        return surf

    # -- the table ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        tb, board, u = self.table, self.board, self.table.px
        self._ground = (tb.bottom, tb.state.seats(), surf.get_size())
        self._static = self.layers.static(surf, self._ground, lambda: self.static_layer(surf.get_size()))
        d, show = board.disp, tb.mirror.judge_show
        for seat, g in board.geoms.items():
            self.seat(surf, seat, g)
        self.centre(surf)
        held = tb.drag.held_sprite if tb.drag.mode == "drag" else None
        peek = self.peek_place()
        for place, sprite in board.sprites.items():
            if sprite is not held:
                sprite.draw(surf)
            if sprite is not held and place == peek:
                img = faces.render(sprite.card, sprite.size, True, tb.lang, tb.k).copy()
                img.set_alpha(235)
                pygame.draw.rect(surf, theme.GOLD, put(surf, img, center=sprite.rect.center).inflate(u(4), u(4)),
                                 u(2), border_radius=u(6))
        for seat, g in board.geoms.items():
            if d.cands[seat].slot is None:      # (a word too wide for a small seat's slot is left off)
                put(surf, fineprint.line(t("chobuku.label.slot"), u(12), g.slot.w - u(6), theme.TEXT_DIM, tb.k, False),
                    center=g.slot.center)
        self.effects(surf)
        tb.log.draw(surf)
        if d.odds and board.odds_on and not board.token_slots():
            self.odds(surf, self.zone["odds"])
        else:
            self.odds_idle(surf, self.zone["odds"])
        self.zoom(surf)
        if show is not None:
            draw_judgement(surf, self.zone["board"], show.j, show, tb.k, tb.names, tb.lang)
        self.marks(surf)

    def peek_place(self):
        """The owner's face-down piece under the pointer or the focus: shown face up to them."""
        tb = self.table
        place = tb.drag.focus or tb.hover_place
        return place if not tb.read_only and place is not None and place in own_face_down(self.board.disp) else None

    # -- a seat's panel --------------------------------------------------------------------------
    def pip_centre(self, seat: int, g, i: int) -> tuple[int, int]:
        """Where a seat's ``i``-th 護符 is drawn (recorded when its panel is drawn)."""
        u = self.table.px
        x, y, step = self._pips.get(seat, (g.info.x + u(110), g.info.centery, u(16)))
        return (x + i * step, y)

    def seat(self, surf, seat: int, g) -> None:
        """A seat's panel: its words and numbers are drawn into a layer kept until they change
        (five panels of text every frame would not fit the frame budget)."""
        tb, d, u = self.table, self.board.disp, self.table.px
        c = d.cands[seat]
        active = tb.mirror.judge_show is None and d.result is None and (
            d.to_move == seat if not tb.timeline.busy else d.current == seat and d.phase == "turn")
        thinking = active and tb.flow.thinking and not tb.is_human(seat)
        key = (tb.lang, theme.PALETTE_VERSION, tb.names[seat], c.status, c.star, c.oya, active, thinking, c.chara,
               c.gofu, c.marks, c.reiryoku, c.reiryoku_judge, c.visible_reiryoku, c.slot == "hidden",
               any(b.face_down for b in c.bottles), c.arriving, d.oni, d.shows(A.THE_ONI), d.taikyu, c.six_stop,
               c.last_prep, seat in d.eliminated, self._ground)
        # opaque: the words drawn on the panel's own background from the static layer
        self.layers.blit(surf, f"seat{seat}", key, g.panel,
                         lambda layer, _area: self.seat_words(layer, seat, g.moved(), active, thinking),
                         ground=self._static.subsurface(g.panel))
        if active:
            pygame.draw.rect(surf, theme.HIGHLIGHT, g.panel.inflate(u(4), u(4)), u(3), border_radius=u(12))

    def seat_words(self, surf, seat: int, g, active: bool, thinking: bool) -> None:
        tb, d, k, u = self.table, self.board.disp, self.table.k, self.table.px
        c, h = d.cands[seat], g.header
        pygame.draw.circle(surf, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)], (h.x + u(8), h.centery), u(7))
        right = pill(surf, STATUS_MARK[c.status] + t(f"chobuku.status.{c.status}"), h.right, h.y + u(2),
                      STATUS_COLOURS[c.status], size=14 if g.big else 13, anchor="topright", k=k).x - u(4)
        if c.star:
            right = pill(surf, "☆" + (t("chobuku.label.oya") if c.oya else ""), right, h.y + u(2), (150, 120, 40),
                          DARK, 13, "topright", k).x - u(4)
        tag = (t("ui.table.thinking") if thinking else t("ui.table.to_move")) if active else ""
        name_size = u(18 if g.big else 17)
        need = theme.text(tb.names[seat], name_size, theme.TEXT, True).get_width()
        if tag and (not g.big or need <= right - h.x - u(22) - theme.text(tag, u(12), theme.TEXT, True).get_width()
                    - u(14)):
            # (the bottom seat's name comes first: its lit frame and the hint say whose turn it is)
            right = pill(surf, tag, right, h.y + u(2), (60, 56, 30), theme.HIGHLIGHT, 12, "topright", k).x - u(4)
        name = fit_text(tb.names[seat], name_size, max(u(40), right - h.x - u(22)), theme.TEXT, True, u(12),
                        ellipsis=True)
        surf.blit(name, (h.x + u(20), h.centery - name.get_height() // 2))
        shown = d.oni and d.shows(A.THE_ONI) and not c.arriving
        if not g.big:
            return self.small_seat(surf, seat, g, shown)
        if c.chara:
            surf.blit(faces.render(Face("c", c.chara), g.chara.size, True, tb.lang, k), g.chara)
        body = g.body
        surf.blit(theme.text(t("chobuku.word.gofu"), u(13), theme.TEXT_DIM, True), (body.x, body.y + u(22)))
        pips(surf, body.x, body.y + u(14), c.gofu, u(11), u(28), k)
        self._pips[seat] = (body.x + u(11) + g.offset[0], body.y + u(14) + g.offset[1], u(28))
        coin(surf, (body.x + u(112), body.y + u(14)), u(12), GOLD_GLOW, DARK, "印", k, grow=3)     # 継承印
        surf.blit(theme.text(str(c.marks), u(24), theme.GOLD, True), (body.x + u(130), body.y + u(2)))
        surf.blit(theme.text(t("chobuku.word.marks"), u(13), theme.TEXT_DIM, True), (body.x + u(100), body.y + u(30)))
        if c.reiryoku is not None and shown:          # 霊力 as the owner sees it
            spirit = theme.text(f"{t('chobuku.word.spirit')} {c.reiryoku}", u(24), theme.TEXT, True)
            surf.blit(spirit, (body.x, body.y + u(56)))
            surf.blit(fit_text(f"/ {t('chobuku.face.taikyu')} {d.taikyu}", u(16), body.w - spirit.get_width() - u(8),
                               theme.TEXT_DIM, True, u(12)), (body.x + spirit.get_width() + u(8), body.y + u(64)))
            if c.reiryoku_judge is not None and c.reiryoku_judge != c.reiryoku:
                surf.blit(fit_text(t("chobuku.label.judge_value", n=c.reiryoku_judge), u(14), body.w, theme.GOLD,
                                   False, u(12)), (body.x, body.y + u(86)))
        x = g.panel.x + u(10)
        for text, fill, col in self.notes(c):
            x = pill(surf, text, x, g.panel.bottom - u(30), fill, col, 13, k=k).right + u(4)

    def small_seat(self, surf, seat: int, g, shown: bool) -> None:
        """Another seat: character chip, 護符, 継承印, what shows of 霊力."""
        tb, c, info, k, u = self.table, self.board.disp.cands[seat], g.info, self.table.k, self.table.px
        chara = CHARAS.get(c.chara)
        coloured = chara is not None and chara.element
        chip = f"{chara.name(tb.lang)}·{faces.element_kanji(chara.element) if coloured else '特'}" if chara \
            else t("chobuku.label.no_chara")
        cb = pill(surf, chip, info.x, info.y + u(1), faces.element_colour(chara.element) if coloured
                   else (110, 90, 130), faces.ink_on(chara.element) if coloured else WHITE, 12, k=k)
        pips(surf, cb.right + u(6), info.centery, c.gofu, u(6), u(16), k)
        self._pips[seat] = (cb.right + u(12) + g.offset[0], info.centery + g.offset[1], u(16))
        coin(surf, (cb.right + u(66), info.centery), u(8), GOLD_GLOW, DARK, "印", k, grow=3)
        surf.blit(theme.text(str(c.marks), u(15), theme.GOLD, True), (cb.right + u(77), info.y + u(1)))
        put(surf, fit_text(spirit_shown(c, tb.lang) if shown else "", u(13), info.right - (cb.right + u(100)),
                           theme.TEXT, False, u(12)), topright=(info.right, info.y + u(3)))
        x = g.panel.right - u(8)
        for text, fill, col in self.notes(c):
            x = pill(surf, text, x, g.panel.bottom - u(24), fill, col, 12, "topright", k).x - u(4)

    def notes(self, c) -> list[tuple[str, tuple, tuple]]:
        """The rules' notes on a seat (``wording.seat_notes``) as (text, fill, text colour)."""
        look = {"six_stop": (theme.BAD, WHITE), "six_stop_maybe": ((120, 70, 60), WHITE),
                "last_prep": ((150, 110, 40), DARK), "out": ((40, 30, 30), WHITE)}
        notes = seat_notes(c, self.board.disp.eliminated)
        return [(pick(words, self.table.lang), *look[kind]) for kind, words in notes]

    # -- the centre -------------------------------------------------------------------------------
    def centre(self, surf) -> None:
        tb, d, z, k, u = self.table, self.board.disp, self.zone, self.table.k, self.table.px
        lang, r = tb.lang, z["taikyu"]
        if d.oni:                   # 鬼体力 and its breakdown
            shown = d.shows(A.THE_ONI)
            surf.blit(theme.text(t("chobuku.face.taikyu"), u(14), theme.TEXT_DIM, True), (r.x + u(6), r.y))
            surf.blit(theme.text(str(d.taikyu) if shown else "?", u(44), theme.GOLD, True), (r.x + u(6), r.y + u(14)))
            y = r.y + u(66)
            for text in strength(d.taikyu_parts, lang) if shown else ():
                surf.blit(fit_text(text, u(13), r.w - u(8), theme.TEXT, False, u(12)), (r.x + u(6), y))
                y += u(16)
            if d.sealed_colour:
                surf.blit(fit_text(t("chobuku.label.sealed_now", c=colour_name(d.sealed_colour, lang)), u(13),
                                   r.w - u(8), theme.BAD, True, u(12)), (r.x + u(6), min(y + u(2), r.bottom - u(30))))
        else:
            put(surf, theme.text(t("chobuku.label.no_oni"), u(14), theme.TEXT_DIM, True), center=z["oni"].center)
        surf.blit(fit_text(t("chobuku.label.oni_deck", n=d.oni_deck, past=len(d.oni_past)), u(12), r.w - u(4),
                           theme.TEXT_DIM, False, u(12)), (r.x + u(6), r.bottom - u(15)))
        self.piles(surf)
        if d.phase == "chara" and d.decision is not None:
            r = z["board"]
            surf.blit(panel_bg(r.size, theme.GOLD, 255), r)
            put(surf, fit_text(t("chobuku.label.choose_chara", name=tb.names[d.decision.seat]), u(20), r.w - u(20),
                               theme.GOLD, True, u(12)), midtop=(r.centerx, r.y + u(14)))
            put(surf, fit_text(t("chobuku.label.choose_chara_sub"), u(14), r.w - u(20), theme.TEXT_DIM, False, u(12)),
                midtop=(r.centerx, r.y + u(44)))
            return
        for place, face, count in ((A.BOTTLE_DECK, BOTTLE_BACK, d.bottle_deck), (A.STAR_DECK, STAR_BACK, d.star_deck)):
            sprite = self.board.sprites.get(place)       # the decks look like stacks
            if sprite is not None and count > 1 and sprite is not tb.drag.held_sprite:
                img = faces.render(face, sprite.size, False, lang, k)
                for n in [n for n in (2, 1) if count > n]:
                    put(surf, img, center=(sprite.home[0] + u(3) * n, sprite.home[1] - u(3) * n))
        if d.seal and d.shows(A.THE_SEAL):
            r, active = z["seal"], bool(d.sealed_colour)
            key = "chobuku.label.seal_active" if active else "chobuku.label.seal_shown"
            surf.blit(fit_text(t(key, c=colour_name(BOTTLE_COLOUR[d.seal], lang)), u(13), r.w - u(34),
                               theme.BAD if active else theme.TEXT, True, u(12)), (r.x + u(34), r.y + u(1)))
            if not active:
                surf.blit(fit_text(t("chobuku.label.seal_note"), u(12), r.w - u(34), theme.TEXT_DIM, False, u(12)),
                          (r.x + u(34), r.y + u(19)))
        for i, entry in enumerate(d.stars):                # who used each star card (and a fortune's target)
            sprite = self.board.sprites.get(Place("star", None, i))
            if sprite is not None:
                pygame.draw.circle(surf, theme.SEAT_COLOURS[entry.user % len(theme.SEAT_COLOURS)],
                                   (sprite.rect.x + u(8), sprite.rect.bottom + u(6)), u(5))
            if sprite is not None and entry.target is not None and entry.value is not None:
                surf.blit(theme.text(f"→{entry.target + 1} {entry.value:+d}", u(12), theme.TEXT, True),
                          (sprite.rect.x + u(15), sprite.rect.bottom - u(1)))

    def piles(self, surf) -> None:
        """The decks and discards (the kit's piles): a discard's top card (or an empty pile's
        outline) with its label on it; a deck, laid as a sprite to be picked up, its label under it."""
        tb, d, z = self.table, self.board.disp, self.zone
        tops = {"star_discard": Face("t", d.star_discard[-1]) if d.star_discard else None,
                "bottle_discard": Face("b", d.bottle_discard[-1]) if d.bottle_discard else None}
        counts = {"star_deck": d.star_deck, "star_discard": len(d.star_discard), "bottle_deck": d.bottle_deck,
                  "bottle_discard": len(d.bottle_discard)}
        for zone, label in PILES:
            top = faces.render(tops[zone], z[zone].size, True, tb.lang, tb.k) if tops.get(zone) else None
            draw_pile(surf, z[zone], t(label), counts[zone], top, tb.k, 13, below=top is None and counts[zone] > 0)

    # -- marks that last a moment ------------------------------------------------------------------
    def effects(self, surf) -> None:
        """The mirror's marks over the seats: the framework's glow, flash and call-out, and
        鬼調伏's own: a 護符 crossed out, a retreat's count-up."""
        now, k, u = self.table.clock, self.table.k, self.table.px
        for e in self.table.mirror.effects:
            g = self.board.geoms.get(e.key)
            if g is None:
                continue
            if e.kind == "glow":
                glow(surf, g.panel, now, k, GOLD_GLOW, e.strong)
            elif e.kind == "flash":
                flash(surf, g.panel, e.progress(now), k)
            elif e.kind == "crack":
                cross(surf, self.pip_centre(e.key, g, e.index), u(14 if g.big else 9), e.progress(now), k)
            elif e.kind == "count":      # a retreat's 霊力 against the 鬼体力 (on a big seat: over its 霊力)
                at = {"midleft": (g.body.x - u(8), g.body.y + u(70))} if g.big \
                    else {"center": self.board.seat_anchor(e.key)}
                count_up(surf, e, now, t("chobuku.word.spirit"), t("chobuku.face.taikyu"), k, g.panel, GOLD_GLOW,
                         DARK, **at)
            elif e.kind == "callout":
                callout(surf, g.panel, e.text, e.colour, k, 36 if g.big else 4, DARK)

    # -- the odds and the zoom panel ----------------------------------------------------------------
    def odds(self, surf, r: pygame.Rect) -> None:
        """Drawing 1, 2, 3 bottles: the chance to go over and of an exact hit (from the bottles
        this seat has not seen)."""
        u = self.table.px
        size = u(14)
        title = fit_text(t("chobuku.odds.title"), size, r.w - u(16), theme.GOLD, True, u(12))
        surf.blit(title, (r.x + u(8), r.y + u(6)))
        y = r.y + u(10) + title.get_height()
        row_h, col_w = (r.bottom - u(6) - y) // 3, (r.w - u(16) - u(40)) // 2
        for o in self.board.disp.odds:
            lab = theme.text(t("chobuku.odds.k", n=o.k), size, theme.TEXT, True)
            surf.blit(lab, (r.x + u(8), y + (row_h - lab.get_height()) // 2))
            for i, (frac, key, fill, mark) in enumerate(((o.p_over, "chobuku.odds.over", theme.BAD, "×"),
                                                         (o.p_exact, "chobuku.odds.exact", GOLD_GLOW, "◎"))):
                bar = pygame.Rect(r.x + u(48) + i * col_w, y + u(2), col_w - u(6), row_h - u(6))
                fraction_bar(surf, bar, frac, fill, f"{mark}{t(key)} {round(frac * 100)}%", self.table.k)
            y += row_h

    def odds_idle(self, surf, r: pygame.Rect) -> None:
        """The odds zone when no odds show: the tokens' prompt, or how to turn the odds on."""
        u = self.table.px
        if self.board.token_slots():
            surf.blit(fit_text(self.table.words.token_prompt(), u(15), r.w - u(16), theme.GOLD, True, u(12)),
                      (r.x + u(8), r.y + u(8)))
            return
        key = "chobuku.odds.off" if not self.board.odds_on else "chobuku.odds.none"
        inner = r.inflate(-u(16), -u(16))
        draw_wrapped(surf, t(key), inner, fitting(t(key), u(14), u(12), inner), theme.TEXT_DIM)

    def zoom_size(self, kind: str) -> tuple[int, int]:
        """The size a face of ``kind`` is shown at in the zoom panel (and warmed at), in pixels."""
        r, u = self.zone["zoom"], self.table.px
        inner = r.inflate(-u(16), -u(16))
        if r.h >= u(300):
            w = min(inner.w, u(160))
            return (w, round(w * 1.38)) if kind != "b" else (u(70), u(96))
        w = round(inner.h / 1.38)
        return (w, inner.h) if kind != "b" else (w, round(w * 1.38))

    def zoom(self, surf) -> None:
        tb, r, u = self.table, self.zone["zoom"], self.table.px
        face, text = tb.words.zoom()
        inner, size = r.inflate(-u(16), -u(16)), u(14)
        if face is None:
            text = text or tb.words.idle_help()
            draw_wrapped(surf, text, inner, fitting(text, size, u(12), inner), theme.TEXT_DIM)
            return
        img = faces.render(face, self.zoom_size(faces.kind(face)), True, tb.lang, tb.k)
        if r.h >= u(300):
            put(surf, img, midtop=(inner.centerx, inner.y))
            rest = pygame.Rect(inner.x, inner.y + img.get_height() + u(8), inner.w, inner.h - img.get_height() - u(8))
        else:
            surf.blit(img, inner.topleft)
            rest = pygame.Rect(inner.x + img.get_width() + u(8), inner.y, inner.w - img.get_width() - u(8), inner.h)
        if text:
            draw_wrapped(surf, text, rest, fitting(text, size, u(12), rest), theme.TEXT)

    # -- gestures ---------------------------------------------------------------------------------
    def marks(self, surf) -> None:
        """Lit targets of the held piece; the places a gesture may start from, faintly."""
        tb, drag, u = self.table, self.table.drag, self.table.px
        if drag.holding:                # (the focus ring is the keyboard ring's)
            drag.draw_marks(surf, tb.k, (90, 30, 30), 8, tb.clock, focus_ring=False)
        elif not tb.blocked() and tb.mirror.judge_show is None:
            for place in drag.sources():
                r = self.board.place_rect(place)
                if r is not None:       # a token is round
                    pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(u(6), u(6)), u(2),
                                     border_radius=u(30 if place.kind == "token" else 8))

    def held_stack(self, surf) -> None:
        """Bottles held off the deck: how many (R / wheel / 1–3 change it) and, with the odds
        on, the chance to go over and of an exact hit for that many."""
        tb, n, u = self.table, self.board.draw_count, self.table.px
        x, y = tb.drag.pointer
        back = faces.render(BOTTLE_BACK, tb.card(BIG_BOTTLE), False, tb.lang, tb.k)
        for i in range(n):
            put(surf, back, center=(x - (n - 1) * u(12) + i * u(24), y + i * u(3)))
        label = t("chobuku.held.count", n=n)
        o = next((o for o in self.board.disp.odds if o.k == n), None)
        if self.board.odds_on and o is not None:
            label += "  " + t("chobuku.held.odds", over=round(o.p_over * 100), exact=round(o.p_exact * 100))
        img, keys = theme.text(label, u(16), theme.TEXT, True), theme.text(t("chobuku.held.keys"), u(13), theme.TEXT)
        box, hint = under_point((x, y), img, keys, pygame.Rect((0, 0), tb.app.scene_size(tb)), tb.k)
        boxed(surf, img, box, DARK, u(6), (theme.GOLD, u(2)))
        boxed(surf, keys, hint, DARK, u(4))
