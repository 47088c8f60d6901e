"""The look of the 鬼調伏 table (the board's ``Hud``): the static layer, each seat's panel,
the centre's labels, the marks that last a moment over the seats, the odds, the zoom
panel, the lit targets and the held stack of bottles; from the display model and the
view, never the rules."""
from __future__ import annotations

import pygame

from game.chobuku.rules import actions as A
from game.chobuku.rules.cards import BOTTLE_COLOUR, CHARAS, colour_name
from game.chobuku.table import faces
from game.chobuku.table.faces import boxed, put
from game.chobuku.table.judgement import DARK, GOLD_GLOW, counted, draw_judgement
from game.engine import Place
from game.i18n import t
from game.ui import theme
from game.ui.kit import draw_wrapped, fit_text
from game.ui.widgets import panel_bg, wrap_cached

STATUS_COLOURS = {"prep": (70, 110, 150), "chal": (176, 64, 52), "ret": (96, 96, 96), "out": (40, 30, 30)}
STATUS_MARK = {"prep": "○", "chal": "▲", "ret": "◁", "out": "×"}
PILES = (("star_deck", "chobuku.pile.stars"), ("star_discard", "chobuku.pile.discard"),
         ("bottle_deck", "chobuku.pile.bottles"), ("bottle_discard", "chobuku.pile.discard"))
WHITE = (255, 255, 255)


def badge(surf, text: str, x: int, y: int, fill, colour=WHITE, size: int = 13, anchor: str = "topleft"):
    img = theme.text(text, size, colour, True)
    box = img.get_rect().inflate(10, 4)
    setattr(box, anchor, (x, y))
    return boxed(surf, img, box, fill, box.height // 2)


def token(surf, c, r: int, fill, edge, mark: str, lost: bool = False) -> None:
    """A round token: 継承印 (gold, 印), 護符 (paper, 符; a lost one an empty ring)."""
    if lost:
        pygame.draw.circle(surf, (80, 76, 70), c, r, 2)
        return
    pygame.draw.circle(surf, fill, c, r)
    pygame.draw.circle(surf, edge, c, r, 2)
    put(surf, theme.text(mark, max(9, r + (3 if mark == "印" else 2)), edge, True), center=c)


def pips(surf, x: int, y: int, n: int, r: int, step: int) -> None:
    """護符: three tokens, the lost ones as empty rings."""
    for i in range(3):
        token(surf, (x + r + i * step, y), r, (232, 222, 196), (150, 40, 40), "符", lost=i >= n)


class Hud:
    def __init__(self, board) -> None:
        self.board, self.table, self.zone = board, board.table, board.zone
        self.forget()

    def forget(self) -> None:
        """The language, palette or scale changed: every cached layer is drawn again."""
        self._static = self._static_key = None
        self._seat_layers: dict[int, tuple] = {}
        self._pips: dict[int, tuple] = {}

    def static_layer(self) -> pygame.Surface:
        surf, z = pygame.Surface(theme.SCREEN_SIZE), self.zone
        surf.fill(theme.TABLE_DARK)
        pygame.draw.rect(surf, theme.TABLE, z["board"], border_radius=14)
        pygame.draw.rect(surf, (60, 96, 78), z["board"], 2, border_radius=14)
        for name in ("log", "zoom", "odds"):
            surf.blit(panel_bg(z[name].size, theme.PANEL_EDGE, 255), z[name])
        for seat, g in self.board.geoms.items():
            colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
            surf.blit(panel_bg(g.panel.size, colour, 255), g.panel)
            if g.big:
                pad = g.slot.union(g.resting).union(g.bottles).union(g.hand).inflate(8, 4)
                pad.width = z["hint"].right - pad.x
                pygame.draw.rect(surf, (30, 54, 44), pad, border_radius=10)
                pygame.draw.rect(surf, colour, pad, 2, border_radius=10)
            pygame.draw.rect(surf, (44, 44, 50), g.slot, 2, border_radius=6)
        surf.blit(theme.text(t("chobuku.label.omens"), 13, theme.TEXT_DIM, True), (z["omens"].x, z["omens"].y - 17))
        surf.blit(theme.text(t("chobuku.label.stars"), 13, theme.TEXT_DIM, True), (z["stars"].x + 4, z["stars"].y))
        for r in [self.board.zone_rect(A.omen(i)) for i in range(3)] + [z[name] for name, _label in PILES]:
            pygame.draw.rect(surf, (44, 76, 62), r, 2, border_radius=8)
        return surf

    # -- the table ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        tb, board = self.table, self.board
        key = (tb.bottom, tb.lang, theme.PALETTE_VERSION, tb.state.seats())
        if self._static_key != key:
            self._static, self._static_key = self.static_layer(), key
        surf.blit(self._static, (0, 0))
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
                img = faces.render(sprite.card, sprite.size, True, tb.lang).copy()
                img.set_alpha(235)
                pygame.draw.rect(surf, theme.GOLD, put(surf, img, center=sprite.rect.center).inflate(4, 4), 2,
                                 border_radius=6)
        for seat, g in board.geoms.items():
            if d.cands[seat].slot is None:
                put(surf, fit_text(t("chobuku.label.slot"), 12, g.slot.w - 6, theme.TEXT_DIM, False, min_size=9),
                    center=g.slot.center)
        self.effects(surf)
        tb.log.draw(surf)
        if d.odds and board.odds_on and not board.token_slots():
            self.odds(surf, self.zone["odds"])
        else:
            self.odds_idle(surf, self.zone["odds"])
        self.zoom(surf)
        if show is not None:
            draw_judgement(surf, self.zone["board"], show.j, show, tb.ui_scale(), tb.names, tb.words)
        self.marks(surf)

    def peek_place(self):
        """The owner's face-down card under the pointer or the focus: shown face up to them."""
        tb, d = self.table, self.board.disp
        place = tb.drag.focus or tb.hover_place
        if tb.read_only or d.viewer is None or place is None or place.seat != d.viewer:
            return None
        c = d.cands[d.viewer]
        if place == A.slot(d.viewer):
            return place if c.slot not in (None, "hidden") and not c.slot_up else None
        return place if place.kind == "bottle" and any(b.id == place.key and b.face_down for b in c.bottles) else None

    # -- a seat's panel --------------------------------------------------------------------------
    def pip_centre(self, seat: int, g, i: int) -> tuple[int, int]:
        """Where a seat's ``i``-th 護符 is drawn (recorded when its panel is drawn)."""
        x, y, step = self._pips.get(seat, (g.info.x + 110, g.info.centery, 16))
        return (x + i * step, y)

    def seat(self, surf, seat: int, g) -> None:
        """A seat's panel: its words and numbers are drawn into a layer kept until they change
        (five panels of text every frame would not fit the frame budget)."""
        tb, d = self.table, self.board.disp
        c = d.cands[seat]
        active = tb.mirror.judge_show is None and d.result is None and (
            d.to_move == seat if not tb.timeline.busy else d.current == seat and d.phase == "turn")
        thinking = active and tb.flow.thinking and not tb.is_human(seat)
        key = (tb.lang, theme.PALETTE_VERSION, tb.names[seat], c.status, c.star, c.oya, active, thinking, c.chara,
               c.gofu, c.marks, c.reiryoku, c.reiryoku_judge, c.visible_reiryoku, c.slot == "hidden",
               any(b.face_down for b in c.bottles), c.arriving, d.oni, d.shows(A.THE_ONI), d.taikyu, c.six_stop,
               c.last_prep, seat in d.eliminated, g.panel.size, self._static_key)
        cached = self._seat_layers.get(seat)
        if cached is None or cached[0] != key:
            # opaque: the panel's own background from the static layer, the words drawn on it
            layer = self._static.subsurface(g.panel).copy()
            self.seat_words(layer, seat, g.moved(), active, thinking)
            cached = self._seat_layers[seat] = (key, layer)
        surf.blit(cached[1], g.panel)
        if active:
            pygame.draw.rect(surf, theme.HIGHLIGHT, g.panel.inflate(4, 4), 3, border_radius=12)

    def seat_words(self, surf, seat: int, g, active: bool, thinking: bool) -> None:
        tb, d = self.table, self.board.disp
        c, h = d.cands[seat], g.header
        pygame.draw.circle(surf, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)], (h.x + 8, h.centery), 7)
        right = badge(surf, STATUS_MARK[c.status] + t(f"chobuku.status.{c.status}"), h.right, h.y + 2,
                      STATUS_COLOURS[c.status], size=14 if g.big else 13, anchor="topright").x - 4
        if c.star:
            right = badge(surf, "☆" + (t("chobuku.label.oya") if c.oya else ""), right, h.y + 2, (150, 120, 40),
                          DARK, 13, "topright").x - 4
        tag = (t("ui.table.thinking") if thinking else t("ui.table.to_move")) if active else ""
        need = theme.text(tb.names[seat], 18 if g.big else 17, theme.TEXT, True).get_width()
        if tag and (not g.big or need <= right - h.x - 22 - theme.text(tag, 12, theme.TEXT, True).get_width() - 14):
            # (the bottom seat's name comes first: its lit frame and the hint say whose turn it is)
            right = badge(surf, tag, right, h.y + 2, (60, 56, 30), theme.HIGHLIGHT, 12, "topright").x - 4
        name = fit_text(tb.names[seat], 18 if g.big else 17, max(40, right - h.x - 22), theme.TEXT, True,
                        ellipsis=True)
        surf.blit(name, (h.x + 20, h.centery - name.get_height() // 2))
        shown = d.oni and d.shows(A.THE_ONI) and not c.arriving
        if not g.big:
            return self.small_seat(surf, seat, g, shown)
        if c.chara:
            surf.blit(faces.render(f"c:{c.chara}", g.chara.size, True, tb.lang), g.chara)
        body = g.body
        surf.blit(theme.text(t("chobuku.word.gofu"), 13, theme.TEXT_DIM, True), (body.x, body.y - 2 + 24))
        pips(surf, body.x, body.y + 14, c.gofu, 11, 28)
        self._pips[seat] = (body.x + 11 + g.offset[0], body.y + 14 + g.offset[1], 28)
        token(surf, (body.x + 112, body.y + 14), 12, GOLD_GLOW, DARK, "印")
        surf.blit(theme.text(str(c.marks), 24, theme.GOLD, True), (body.x + 130, body.y + 2))
        surf.blit(theme.text(t("chobuku.word.marks"), 13, theme.TEXT_DIM, True), (body.x + 100, body.y + 30))
        if c.reiryoku is not None and shown:          # 霊力 as the owner sees it
            spirit = theme.text(f"{t('chobuku.word.spirit')} {c.reiryoku}", 24, theme.TEXT, True)
            surf.blit(spirit, (body.x, body.y + 56))
            surf.blit(theme.text(f"/ {t('chobuku.face.taikyu')} {d.taikyu}", 16, theme.TEXT_DIM, True),
                      (body.x + spirit.get_width() + 8, body.y + 64))
            if c.reiryoku_judge is not None and c.reiryoku_judge != c.reiryoku:
                surf.blit(fit_text(t("chobuku.label.judge_value", n=c.reiryoku_judge), 14, body.w, theme.GOLD,
                                   False), (body.x, body.y + 86))
        x = g.panel.x + 10
        for text, fill, col in self.notes(c):
            x = badge(surf, text, x, g.panel.bottom - 30, fill, col, 13).right + 4

    def small_seat(self, surf, seat: int, g, shown: bool) -> None:
        """Another seat: character chip, 護符, 継承印, what shows of 霊力."""
        tb, c, info = self.table, self.board.disp.cands[seat], g.info
        chara = CHARAS.get(c.chara)
        coloured = chara is not None and chara.element
        chip = f"{chara.name(tb.lang)}·{faces.element_kanji(chara.element) if coloured else '特'}" if chara \
            else t("chobuku.label.no_chara")
        cb = badge(surf, chip, info.x, info.y + 1, faces.element_colour(chara.element) if coloured else (110, 90, 130),
                   faces.ink_on(chara.element) if coloured else WHITE, 12)
        pips(surf, cb.right + 6, info.centery, c.gofu, 6, 16)
        self._pips[seat] = (cb.right + 12 + g.offset[0], info.centery + g.offset[1], 16)
        token(surf, (cb.right + 66, info.centery), 8, GOLD_GLOW, DARK, "印")
        surf.blit(theme.text(str(c.marks), 15, theme.GOLD, True), (cb.right + 77, info.y + 1))
        put(surf, fit_text(tb.words.visible_spirit(c) if shown else "", 13, info.right - (cb.right + 100), theme.TEXT,
                           False), topright=(info.right, info.y + 3))
        x = g.panel.right - 8
        for text, fill, col in self.notes(c):
            x = badge(surf, text, x, g.panel.bottom - 24, fill, col, 12, "topright").x - 4

    def notes(self, c) -> list[tuple[str, tuple, tuple]]:
        out = []
        if c.six_stop or c.six_stop is None:
            out.append((t("chobuku.note.six_stop"), theme.BAD, WHITE) if c.six_stop else
                       (t("chobuku.note.six_stop_maybe"), (120, 70, 60), WHITE))
        if c.last_prep and c.status == "prep":
            out.append((t("chobuku.note.last_prep"), (150, 110, 40), DARK))
        if c.seat in self.board.disp.eliminated:
            out.append((t("chobuku.status.out"), (40, 30, 30), WHITE))
        return out

    # -- the centre -------------------------------------------------------------------------------
    def centre(self, surf) -> None:
        tb, d, z = self.table, self.board.disp, self.zone
        lang, r = tb.lang, z["taikyu"]
        if d.oni:                   # 鬼体力 and its breakdown
            shown = d.shows(A.THE_ONI)
            surf.blit(theme.text(t("chobuku.face.taikyu"), 14, theme.TEXT_DIM, True), (r.x + 6, r.y))
            surf.blit(theme.text(str(d.taikyu) if shown else "?", 44, theme.GOLD, True), (r.x + 6, r.y + 14))
            y = r.y + 66
            for text in tb.words.strength(d.taikyu_parts) if shown else ():
                surf.blit(fit_text(text, 13, r.w - 8, theme.TEXT, False), (r.x + 6, y))
                y += 16
            if d.sealed_colour:
                surf.blit(fit_text(t("chobuku.label.sealed_now", c=colour_name(d.sealed_colour, lang)), 13,
                                   r.w - 8, theme.BAD, True), (r.x + 6, min(y + 2, r.bottom - 30)))
        else:
            put(surf, theme.text(t("chobuku.label.no_oni"), 14, theme.TEXT_DIM, True), center=z["oni"].center)
        surf.blit(fit_text(t("chobuku.label.oni_deck", n=d.oni_deck, past=len(d.oni_past)), 12, r.w - 4,
                           theme.TEXT_DIM, False), (r.x + 6, r.bottom - 14))
        tops = {"star_discard": f"t:{d.star_discard[-1]}" if d.star_discard else None,
                "bottle_discard": f"b:{d.bottle_discard[-1]}" if d.bottle_discard else None}
        counts = {"star_deck": d.star_deck, "star_discard": len(d.star_discard), "bottle_deck": d.bottle_deck,
                  "bottle_discard": len(d.bottle_discard)}
        for zone, label in PILES:
            rect, count = z[zone], counts[zone]
            top = faces.render(tops[zone], rect.size, True, lang) if tops.get(zone) else None
            if top is not None or count == 0:
                # the pile, its label fitted to the pile's width (English words run long)
                if top is not None:
                    surf.blit(top, rect)
                else:
                    pygame.draw.rect(surf, (50, 50, 50), rect, 2, border_radius=8)
                tag = fit_text(f"{t(label)} {count}", 13, rect.w - 4, theme.TEXT, True)
                boxed(surf, tag, tag.get_rect(midbottom=(rect.centerx, rect.bottom - 4)).inflate(6, 2), DARK, 5)
            else:
                tag = fit_text(f"{t(label)} {count}", 13, rect.w + 16, theme.TEXT, True)
                boxed(surf, tag, tag.get_rect(midtop=(rect.centerx, rect.bottom + 2)).inflate(8, 2), DARK, 5)
        if d.phase == "chara" and d.decision is not None:
            r = z["board"]
            surf.blit(panel_bg(r.size, theme.GOLD, 255), r)
            put(surf, fit_text(t("chobuku.label.choose_chara", name=tb.names[d.decision.seat]), 20, r.w - 20,
                               theme.GOLD), midtop=(r.centerx, r.y + 14))
            put(surf, fit_text(t("chobuku.label.choose_chara_sub"), 14, r.w - 20, theme.TEXT_DIM, False),
                midtop=(r.centerx, r.y + 44))
            return
        for place, face, count in ((A.BOTTLE_DECK, "b:?", d.bottle_deck), (A.STAR_DECK, "t:?", d.star_deck)):
            sprite = self.board.sprites.get(place)       # the decks look like stacks
            if sprite is not None and count > 1 and sprite is not tb.drag.held_sprite:
                img = faces.render(face, sprite.size, False, lang)
                for k in [k for k in (2, 1) if count > k]:
                    put(surf, img, center=(sprite.home[0] + 3 * k, sprite.home[1] - 3 * k))
        if d.seal and d.shows(A.THE_SEAL):
            r, active = z["seal"], bool(d.sealed_colour)
            key = "chobuku.label.seal_active" if active else "chobuku.label.seal_shown"
            surf.blit(fit_text(t(key, c=colour_name(BOTTLE_COLOUR[d.seal], lang)), 13, r.w - 34,
                               theme.BAD if active else theme.TEXT, True), (r.x + 34, r.y + 2))
            if not active:
                surf.blit(fit_text(t("chobuku.label.seal_note"), 11, r.w - 34, theme.TEXT_DIM, False),
                          (r.x + 34, r.y + 19))
        for k, entry in enumerate(d.stars):                # who used each star card (and a fortune's target)
            sprite = self.board.sprites.get(Place("star", None, k))
            if sprite is not None:
                pygame.draw.circle(surf, theme.SEAT_COLOURS[entry.user % len(theme.SEAT_COLOURS)],
                                   (sprite.rect.x + 8, sprite.rect.bottom + 6), 5)
            if sprite is not None and entry.target is not None:
                tag = f"→{entry.target + 1} {entry.value:+d}" if entry.value is not None else ""
                surf.blit(theme.text(tag, 11, theme.TEXT, True), (sprite.rect.x + 15, sprite.rect.bottom))

    # -- marks that last a moment ------------------------------------------------------------------
    def effects(self, surf) -> None:
        now = self.table.clock
        for e in self.table.mirror.effects:
            g = self.board.geoms.get(e.seat)
            if g is None:
                continue
            p = (now - e.start) / max(0.01, e.until - e.start)
            if e.kind == "glow":
                pulse = 0.5 + 0.5 * abs((now * 2) % 2 - 1)
                pygame.draw.rect(surf, (255, 240, 150) if e.strong else GOLD_GLOW,
                                 g.panel.inflate(6 + 4 * pulse, 6 + 4 * pulse), 5 if e.strong else 3, border_radius=14)
                if e.strong:
                    pygame.draw.rect(surf, GOLD_GLOW, g.panel.inflate(16, 16), 2, border_radius=16)
            elif e.kind == "flash":
                pygame.draw.rect(surf, WHITE, g.panel.inflate(4, 4), max(1, round(4 * (1 - p))), border_radius=12)
            elif e.kind == "crack":
                (x, y), r, k = self.pip_centre(e.seat, g, e.pip), (14 if g.big else 9), min(1.0, p * 2)
                pygame.draw.line(surf, theme.BAD, (x - r * k, y - r * k), (x + r * k, y + r * k), 4)
                pygame.draw.line(surf, theme.BAD, (x + r * k, y - r * k), (x - r * k, y + r * k), 4)
            elif e.kind == "count":
                self.count(surf, e, g, now)
            elif e.kind == "callout":
                img = fit_text(e.text, 16, g.panel.w - 24, WHITE)
                box = img.get_rect().inflate(16, 8)
                box.midbottom = (g.panel.centerx, g.panel.bottom - (36 if g.big else 4))
                boxed(surf, img, box, DARK, 8, (e.colour, 2))

    def count(self, surf, e, g, now: float) -> None:
        """A retreat's 霊力 counting up against the 鬼体力, then held green (within) or red (over)."""
        done = now - e.start >= e.span
        colour = GOLD_GLOW if not done else (theme.GOOD if e.value <= e.limit else theme.BAD)
        big = theme.text(f"{t('chobuku.word.spirit')} {counted(e, now)}", 30, colour, True)
        small = theme.text(f"/ {t('chobuku.face.taikyu')} {e.limit}", 18, theme.TEXT, True)
        box = pygame.Rect(0, 0, big.get_width() + small.get_width() + 30, big.get_height() + 10)
        if g.big:          # over the seat's own 霊力 line
            box.midleft = (g.body.x - 8, g.body.y + 70)
        else:
            box.center = self.board.seat_anchor(e.seat)
        if box.w < g.panel.w - 12:
            box.clamp_ip(g.panel.inflate(-6, -6))
        pygame.draw.rect(surf, DARK, box, border_radius=10)
        pygame.draw.rect(surf, colour, box, 2, border_radius=10)
        surf.blit(big, (box.x + 10, box.centery - big.get_height() // 2))
        surf.blit(small, (box.x + 20 + big.get_width(), box.centery - small.get_height() // 2 + 4))

    # -- the odds and the zoom panel ----------------------------------------------------------------
    def odds(self, surf, r: pygame.Rect) -> None:
        """Drawing 1, 2, 3 bottles: the chance to go over and of an exact hit (from the bottles
        this seat has not seen)."""
        scale = min(self.table.ui_scale(), 1.5)
        size = round(14 * scale)
        title = fit_text(t("chobuku.odds.title"), size, r.w - 16, theme.GOLD)
        surf.blit(title, (r.x + 8, r.y + 6))
        y = r.y + 10 + title.get_height()
        row_h, col_w = (r.bottom - 6 - y) // 3, (r.w - 16 - round(40 * scale)) // 2
        for o in self.board.disp.odds:
            lab = theme.text(t("chobuku.odds.k", n=o.k), size, theme.TEXT, True)
            surf.blit(lab, (r.x + 8, y + (row_h - lab.get_height()) // 2))
            for i, (frac, key, fill, mark) in enumerate(((o.p_over, "chobuku.odds.over", theme.BAD, "×"),
                                                         (o.p_exact, "chobuku.odds.exact", GOLD_GLOW, "◎"))):
                bar = pygame.Rect(r.x + 8 + round(40 * scale) + i * col_w, y + 2, col_w - 6, row_h - 6)
                pygame.draw.rect(surf, (44, 44, 50), bar, border_radius=4)
                pygame.draw.rect(surf, fill, (bar.x, bar.y, round(bar.w * frac), bar.h), border_radius=4)
                img = fit_text(f"{mark}{t(key)} {round(frac * 100)}%", max(11, size - 1), bar.w - 6, WHITE)
                boxed(surf, img, img.get_rect(midleft=(bar.x + 4, bar.centery)).inflate(6, 0), DARK, 3)
            y += row_h

    def odds_idle(self, surf, r: pygame.Rect) -> None:
        """The odds zone when no odds show: the tokens' prompt, or how to turn the odds on."""
        if self.board.token_slots():
            surf.blit(fit_text(self.table.words.token_prompt(), 15, r.w - 16, theme.GOLD), (r.x + 8, r.y + 8))
            return
        key = "chobuku.odds.off" if not self.board.odds_on else "chobuku.odds.none"
        draw_wrapped(surf, t(key), r.inflate(-16, -16), round(14 * min(self.table.ui_scale(), 1.5)), theme.TEXT_DIM)

    def zoom_size(self, kind: str) -> tuple[int, int]:
        """The size a face of ``kind`` is shown at in the zoom panel (and warmed at)."""
        r = self.zone["zoom"]
        inner = r.inflate(-16, -16)
        if r.h >= 300:
            w = min(inner.w, 160)
            return (w, round(w * 1.38)) if kind != "b" else (70, 96)
        w = round(inner.h / 1.38)
        return (w, inner.h) if kind != "b" else (w, round(w * 1.38))

    def zoom(self, surf) -> None:
        tb, r = self.table, self.zone["zoom"]
        face, text = tb.words.zoom()
        inner, size = r.inflate(-16, -16), round(14 * tb.ui_scale())
        if face is None:             # ×2: as large as the panel holds, never cut off
            text = text or tb.words.idle_help()
            draw_wrapped(surf, text, inner, self.fitting(text, size, 11, inner), theme.TEXT_DIM)
            return
        img = faces.render(face, self.zoom_size(faces.kind(face)), True, tb.lang)
        if r.h >= 300:
            put(surf, img, midtop=(inner.centerx, inner.y))
            rest = pygame.Rect(inner.x, inner.y + img.get_height() + 8, inner.w, inner.h - img.get_height() - 8)
        else:
            surf.blit(img, inner.topleft)
            rest = pygame.Rect(inner.x + img.get_width() + 8, inner.y, inner.w - img.get_width() - 8, inner.h)
        if text:
            draw_wrapped(surf, text, rest, self.fitting(text, size, 10, rest), theme.TEXT)

    @staticmethod
    def fitting(text: str, size: int, least: int, rect: pygame.Rect) -> int:
        """The largest text size down to ``least`` at which ``draw_wrapped`` fits ``text`` in ``rect``."""
        while size > least and len(wrap_cached(text, size, rect.w)) * (size + 4) > rect.h:
            size -= 1
        return size

    # -- gestures ---------------------------------------------------------------------------------
    def marks(self, surf) -> None:
        """Lit targets of the held piece; the places a gesture may start from, faintly."""
        tb, drag = self.table, self.table.drag
        if drag.holding:
            pulse = 0.5 + 0.5 * abs((tb.clock * 1.5) % 2 - 1)
            for place in drag.lit_targets:
                r = self.board.place_rect(place)
                if r is not None:
                    strong = place in (drag.hover, drag.focus)
                    glow = pygame.Surface(r.size, pygame.SRCALPHA)
                    glow.fill((*theme.HIGHLIGHT, 90 if strong else int(30 + 30 * pulse)))
                    surf.blit(glow, r)
                    pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(4, 4), 4 if strong else 2, border_radius=8)
        elif not tb.blocked() and tb.mirror.judge_show is None:
            for place in drag.sources():
                r = self.board.place_rect(place)
                if r is not None:       # a token is round
                    pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(6, 6), 2,
                                     border_radius=30 if place.kind == "token" else 8)

    def held_stack(self, surf) -> None:
        """Bottles held off the deck: how many (R / wheel / 1–3 change it) and, with the odds
        on, the chance to go over and of an exact hit for that many."""
        tb, k = self.table, self.board.draw_count
        x, y = tb.drag.pointer
        back = faces.render("b:?", (42, 58), False, tb.lang)
        for i in range(k):
            put(surf, back, center=(x - (k - 1) * 12 + i * 24, y + i * 3))
        label = t("chobuku.held.count", n=k)
        o = next((o for o in self.board.disp.odds if o.k == k), None)
        if self.board.odds_on and o is not None:
            label += "  " + t("chobuku.held.odds", over=round(o.p_over * 100), exact=round(o.p_exact * 100))
        img = theme.text(label, 16, theme.TEXT, True)
        box = boxed(surf, img, img.get_rect(midtop=(x, y + 36)).inflate(12, 6), DARK, 6, (theme.GOLD, 2))
        hint = theme.text(t("chobuku.held.keys"), 13, theme.TEXT_DIM)
        boxed(surf, hint, hint.get_rect(midtop=(x, box.bottom + 2)).inflate(8, 2), DARK, 4)
