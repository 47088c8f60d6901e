"""How the ハクスラ陰陽師 table looks: the static layer, the phase ribbon, the yokai
and their action strips, the seats (name plate, stat totals, tags, cards). Lengths
and font sizes are in layout units (``px``: the table's pixels), so the whole table
grows with the window; what changes rarely is drawn once into a layer and blitted
until it changes."""
from __future__ import annotations

import pygame

from game.hakusura.rules import card_words as W
from game.hakusura.rules.cards import BOSSES, CIRCLED, YOKAI, name
from game.hakusura.table import faces
from game.hakusura.table.panels import Panels, lines_in, text_in
from game.i18n import t
from game.ui import theme
from game.ui.kit import fan_slots, fit_text
from game.ui.table.layers import Layers
from game.ui.widgets import panel_bg

PHASES = ("turn_start", "choose", "reveal", "defence", "action", "enemy", "end")
DARK = (20, 16, 14)
ARENA = (28, 50, 42)
SEAT_BG = (24, 40, 34)
STRIP = (238, 230, 212)
SEAT_CARDS = ("hand", "slot", "used", "shiki")


def grid_slots(zone: pygame.Rect, n: int, size: tuple[int, int], px=round) -> list[tuple[int, int]]:
    """Shikigami in rows of three (overlapping downwards when many); ``px``: units to pixels."""
    w, h = size
    cols = max(1, min(3, zone.width // (w + px(4))))
    rows = max(1, -(-n // cols))
    step_y = min(h + px(8), (zone.height - h - px(20)) // max(1, rows - 1)) if rows > 1 else 0
    gap = (zone.width - cols * w) // (cols + 1)
    return [(zone.x + gap + (i % cols) * (w + gap) + w // 2, zone.y + px(20) + h // 2 + (i // cols) * step_y)
            for i in range(n)]


class Hud:
    def __init__(self, board) -> None:
        self.board = board
        self.table = board.table
        self.zone = board.zone
        self.panels = Panels(self)
        self.layers = Layers(board.table)

    def px(self, n: float) -> int:
        return self.table.px(n)

    def text(self, surf, s: str, rect: pygame.Rect, size: int, colour, bold=True, align="left") -> pygame.Rect:
        """``text_in`` with a font size in layout units (never shrinking below 12)."""
        px = self.table.px
        return text_in(surf, s, rect, px(size), colour, bold, align, px(12))

    # -- the whole table -------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        tb, view = self.table, self.table.view
        size = surf.get_size()
        self.layers.static(surf, (tb.layout.name, tuple(s.empty for s in view.seats), size),
                           lambda: self.static_layer(size))
        self.draw_ribbon(surf)
        cards = self.board.cards()          # once a frame: every part below draws some of them
        self.draw_arena(surf, cards)
        for s in view.seats:
            if not s.empty:
                self.draw_seat(surf, s, cards)
        self.panels.draw(surf, cards)
        tb.log.draw(surf)

    def static_layer(self, size: tuple[int, int]) -> pygame.Surface:
        z, view, px = self.zone, self.table.view, self.px
        surf = pygame.Surface(size)
        surf.fill(theme.TABLE)
        pygame.draw.rect(surf, DARK, z["ribbon"])
        arena = z["arena"]
        pygame.draw.rect(surf, ARENA, arena, border_radius=px(12))
        pygame.draw.rect(surf, (60, 90, 76), arena, px(2), border_radius=px(12))
        for seat in (0, 1):
            r = z.get(f"seat.{seat}")
            if r is None or view.seat(seat).empty:
                continue
            inner = r.inflate(-px(4), -px(4))
            pygame.draw.rect(surf, SEAT_BG, inner, border_radius=px(12))
            pygame.draw.rect(surf, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)], inner, px(2),
                             border_radius=px(12))
            for kind in ("slot", "shiki"):
                pygame.draw.rect(surf, (34, 56, 48), z[f"seat.{seat}.{kind}"], border_radius=px(8))
            pygame.draw.rect(surf, (60, 96, 80), z[f"seat.{seat}.slot"], px(2), border_radius=px(8))
        if "empty" in z:
            inner = z["empty"].inflate(-px(4), -px(4))
            pygame.draw.rect(surf, SEAT_BG, inner, border_radius=px(12))
            pygame.draw.rect(surf, (90, 100, 96), inner, px(2), border_radius=px(12))
        for name in ("zoom", "log"):
            surf.blit(panel_bg(z[name].size, theme.PANEL_EDGE, 255), z[name])
        pygame.draw.rect(surf, (30, 30, 34), z["box"], border_radius=px(10))
        pygame.draw.rect(surf, (90, 90, 96), z["box"], px(2), border_radius=px(10))
        return surf

    # -- the ribbon ---------------------------------------------------------------------------------
    def draw_ribbon(self, surf) -> None:
        view = self.table.view
        phase = self.board.disp.phase
        key = (view.battle, view.turn, view.battle_kind, view.mode, view.difficulty, view.players, phase,
               view.action_order, view.fui_reordered)
        self.layers.blit(surf, "ribbon", key, self.zone["ribbon"], lambda layer, r: self.paint_ribbon(layer, r, phase))

    def paint_ribbon(self, surf, r: pygame.Rect, phase: str) -> None:
        view, px = self.table.view, self.px
        size = min(px(15), r.height - px(8))
        if view.battle == 0:
            label = t("hakusura.ribbon.setup")
        elif view.battle <= 6:
            label = t("hakusura.ribbon.battle", n=view.battle, turn=max(1, view.turn))
        else:
            label = t(f"hakusura.ribbon.final.{view.battle_kind}", turn=max(1, view.turn))
        left = pygame.Rect(r.x + px(8), r.y, px(250), r.height)
        text_in(surf, label, left, size, theme.GOLD, True, "left", px(12))
        right = pygame.Rect(r.right - px(220), r.y, px(212), r.height)
        text_in(surf, t(f"hakusura.mode.{view.mode}", lv=view.difficulty or 0), right, size, theme.TEXT_DIM, False,
                "right", px(12))
        x0, x1 = left.right + px(6), right.x - px(6)
        step = (x1 - x0) // len(PHASES)
        for i, p in enumerate(PHASES):
            cell = pygame.Rect(x0 + i * step, r.y + px(5), step - px(14), r.height - px(10))
            on = p == phase
            pygame.draw.rect(surf, (90, 70, 30) if on else (36, 32, 30), cell, border_radius=cell.height // 2)
            if on:
                pygame.draw.rect(surf, theme.HIGHLIGHT, cell, px(2), border_radius=cell.height // 2)
            word = t(f"hakusura.phase.{p}")
            if p == "action" and (view.action_order or view.fui_reordered):
                names = "→".join(view.seat_word(q, self.table.lang) for q in view.action_order or ())
                if view.fui_reordered:
                    word = f"⇄ {names}"
                elif names and view.players == 2:
                    longer = f"{word} {names}"          # the order, when it fits readably
                    if theme.font(max(px(12), size - px(3)), on).size(longer)[0] <= cell.width - px(10):
                        word = longer
            text_in(surf, word, cell.inflate(-px(10), 0), size - px(1), theme.HIGHLIGHT if on else theme.TEXT_DIM, on,
                    "center", px(12))
            if i < len(PHASES) - 1:
                a = theme.text("›", size, theme.TEXT_DIM)
                surf.blit(a, a.get_rect(center=(cell.right + px(7), cell.centery)))
            if p == "action" and view.fui_reordered:
                pygame.draw.rect(surf, theme.ACCENT, cell.inflate(px(4), px(4)), px(2), border_radius=cell.height // 2)

    # -- the arena -------------------------------------------------------------------------------------
    def draw_arena(self, surf, cards) -> None:
        tb, board, px = self.table, self.board, self.px
        view, arena = tb.view, self.zone["arena"]
        enemies = board.enemies()
        if view.battle_kind == "duel" and not enemies:
            self.text(surf, t("hakusura.arena.duel"), arena.inflate(-px(40), -px(200)), 34, theme.GOLD, True, "center")
        at = {e.at: e for e in view.enemies}
        for place, sprite in enemies.items():
            rect = board.enemy_rect(place)
            home = rect.center
            if place in tb.mirror.offsets:
                off = tb.mirror.offsets[place]
                sprite.pos = (home[0] + off[0], home[1] + off[1])
            elif not sprite.tweens.busy:
                sprite.pos = (float(home[0]), float(home[1]))
            sprite.draw(surf)
            info = at.get(place)
            if info is not None and sprite.card and faces.kind(sprite.card) != "s":
                self.draw_strip(surf, place, info, rect)
                if not info.alive:
                    badge = fit_text(t("hakusura.anim.defeated"), px(18), sprite.rect.width - px(4), theme.GOLD, True,
                                     px(12))
                    br = badge.get_rect(center=sprite.rect.center).inflate(px(4), px(6))
                    pygame.draw.rect(surf, DARK, br, border_radius=px(6))
                    surf.blit(badge, badge.get_rect(center=br.center))
        held = tb.drag.held_sprite
        for place, sprite in cards:
            if place.kind in ("loot", "pool", "flip") and sprite is not held:
                sprite.draw(surf)
        pend = view.decision
        if pend is not None and pend.kind in ("take", "start_shiki") and cards:
            key = "hakusura.arena.take" if pend.kind == "take" else "hakusura.arena.start"
            self.text(surf, t(key), pygame.Rect(arena.x + px(10), arena.bottom - px(34), arena.width - px(20), px(30)),
                      16, theme.GOLD, True, "center")

    def draw_strip(self, surf, place, e, card: pygame.Rect) -> None:
        """The enemy's actions beside its card: which comes next, whom it hits and how hard."""
        z = self.board.enemy_zone(place)
        strip = pygame.Rect(card.right + self.px(2), z.y, z.right - card.right - self.px(2), z.height)
        key = (place, e, self.board.disp.acted.get(place), self.table.view.name_of(place, self.table.lang))
        self.layers.blit(surf, f"strip:{place}", key, strip,
                         lambda layer, area: self.paint_strip(layer, area, place, e))

    def paint_strip(self, surf, area: pygame.Rect, place, e) -> None:
        view, px = self.table.view, self.px
        r = pygame.Rect(area.x + px(8), area.y + px(6), area.width - px(16), area.height - px(12))
        size = px(14)
        acts = BOSSES[e.card].acts if e.kind == "boss" else YOKAI[e.card].acts
        head = pygame.Rect(r.x, r.y, r.width, size + px(8))
        text_in(surf, view.name_of(place, self.table.lang), head, size + px(2), theme.GOLD, True, "left", px(12))
        y = head.bottom + px(2)
        info = f"HP {e.hp}/{e.max_hp}  {W.stat('bo', self.table.lang)}{e.bo}"
        if e.bo and e.bo_left != e.bo:
            info += t("hakusura.strip.bo_left", n=e.bo_left)
        text_in(surf, info, pygame.Rect(r.x, y, r.width, size + px(4)), size, theme.TEXT, False, "left", px(12))
        y += size + px(8)
        nxt = e.next.index if e.next is not None else -1
        done = self.board.disp.acted.get(place)
        row_h = max(px(14), min(size + px(10), (r.bottom - y - 2 * (size + px(6))) // max(1, len(acts))))
        for i, a in enumerate(acts):
            row = pygame.Rect(r.x, y + i * row_h, r.width, row_h - px(3))
            on = i == nxt and e.alive
            pygame.draw.rect(surf, (250, 236, 190) if on else STRIP, row, border_radius=px(4))
            if on:
                pygame.draw.rect(surf, theme.ACCENT, row, px(3), border_radius=px(4))
                tri = [(row.x - px(9), row.centery - px(6)), (row.x - px(2), row.centery),
                       (row.x - px(9), row.centery + px(6))]
                pygame.draw.polygon(surf, theme.ACCENT, tri)
            if done == i:
                pygame.draw.rect(surf, (120, 120, 120), row, px(2), border_radius=px(4))
            text_in(surf, f"{CIRCLED[i]} {W.act_line(a, self.table.lang)}", row.inflate(-px(8), 0), size - px(1),
                    faces.INK, on, "left", px(12))
        y += len(acts) * row_h + px(2)
        line = self.next_words(e)
        if line:
            text_in(surf, line, pygame.Rect(r.x, y, r.width, size + px(6)), size, theme.HIGHLIGHT, True, "left", px(12))

    def next_words(self, e) -> str:
        """Under the strip: whom the next action hits, how hard, and if it brings them down."""
        nx, view, lang = e.next, self.table.view, self.table.lang
        if nx is None or not e.alive:
            return ""
        if nx.skipped:
            return t(f"hakusura.strip.skip.{nx.skipped}")
        if not nx.seats:
            return t("hakusura.strip.miss")
        who = "・".join(t("hakusura.strip.lethal" if q in nx.lethal else "hakusura.strip.hit",
                         seat=view.seat_word(q, lang), n=n) for q, n in nx.expected)
        return t("hakusura.strip.next", who=W.terms(who, lang), times=(" ×2" if nx.times > 1 else ""))

    # -- a seat -----------------------------------------------------------------------------------------
    def draw_seat(self, surf, s, cards) -> None:
        tb, board, z = self.table, self.board, self.zone
        seat, px, view = s.seat, self.px, tb.view
        plate = z[f"seat.{seat}.name"]
        active = view.to_move == seat and view.result is None
        pygame.draw.rect(surf, DARK, plate, border_radius=px(6))
        if active:
            pygame.draw.rect(surf, theme.HIGHLIGHT, plate, px(2), border_radius=px(6))
        pygame.draw.circle(surf, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)],
                           (plate.x + px(12), plate.centery), px(7))
        size = min(px(16), plate.height - px(4))
        face = W.word("back_short" if s.evolved else "front_short", tb.lang)
        first = t("hakusura.first") if view.first == seat and view.players == 2 and view.battle_kind != "duel" else ""
        sprite = board.char(seat)            # the character (its HP card and equipment ride on it)
        card = board.hp_card(sprite.place_id) if sprite is not None else None
        label = f"{tb.names[seat]}  {name(s.character, tb.lang)}{face}  HP {card.value if card else s.hp}"
        if first:
            label += f"  {first}"
        room = pygame.Rect(plate.x + px(24), plate.y, plate.width - px(30), plate.height)
        if active:
            timg = theme.text(t("ui.table.thinking") if tb.flow.thinking else t("ui.table.to_move"), size,
                              theme.HIGHLIGHT, True)
            surf.blit(timg, timg.get_rect(midright=(plate.right - px(8), plate.centery)))
            room.width -= timg.get_width() + px(12)
        text_in(surf, label, room, size, theme.TEXT, True, "left", px(12))
        self.draw_stats(surf, s)
        self.draw_tags(surf, s)
        if sprite is not None:
            off = tb.mirror.offset(sprite.place_id)
            home = board.char_rect(seat).center
            if not sprite.tweens.busy or off != (0.0, 0.0):
                sprite.pos = (home[0] + off[0], home[1] + off[1])
            if s.partner:
                pygame.draw.rect(surf, theme.GOLD, sprite.rect.inflate(px(10), px(10)), px(3), border_radius=px(10))
            sprite.draw(surf)
            if s.down:
                self.text(surf, t("hakusura.down"), sprite.rect.inflate(0, -px(100)), 20, theme.BAD, True, "center")
        held = tb.drag.held_sprite if tb.drag.mode == "drag" else None
        for place, sp in cards:
            if sp is held or place.seat != seat or place.kind not in SEAT_CARDS:
                continue
            sp.draw(surf)
            if place.kind == "shiki":
                self.draw_shiki_marks(surf, s, place.key, sp)
            peek = getattr(sp, "peek", None)
            if peek and sp.squash >= 0.99:
                tag = fit_text(t("hakusura.peek", card=name(peek, tb.lang)), px(12), sp.rect.width, theme.HIGHLIGHT,
                               True, px(12))
                tr = tag.get_rect(midbottom=(sp.rect.centerx, sp.rect.bottom - px(4))).inflate(px(6), px(2))
                pygame.draw.rect(surf, DARK, tr, border_radius=px(4))
                surf.blit(tag, tag.get_rect(center=tr.center))
        if not board.hand_visible(seat):
            self.draw_hidden_hand(surf, s)
        self.draw_effects(surf, seat)
        pend = view.decision
        if not board.disp.seats[seat].slot and pend is not None and pend.kind == "pick" and pend.seat == seat:
            lines_in(surf, t("hakusura.slot.lay"), self.note_rect(seat, "slot"), px(12), theme.TEXT_DIM)

    def note_rect(self, seat: int, kind: str) -> pygame.Rect:
        """Where a few words wrap whole: the empty slot's, and three lines under a hidden hand."""
        z, px = self.zone[f"seat.{seat}.{kind}"], self.px
        if kind == "slot":
            return z.inflate(-px(6), -px(8))
        return pygame.Rect(z.x, z.bottom - px(18), z.width, px(44))

    def draw_shiki_marks(self, surf, s, yid: str, sprite) -> None:
        """Uses this battle, the partner, spent this turn: small marks on a shikigami."""
        sv = next((k for k in s.shikigami if k.yokai == yid), None)
        if sv is None:
            return
        px = self.px
        size = px(12)
        marks = []
        if sv.partner:
            marks.append((t("hakusura.partner"), theme.GOLD))
        if sv.uses_left is not None:
            left = sv.uses_left
            marks.append((t("hakusura.uses_left", n=max(0, left)), (200, 220, 255) if left > 0 else (150, 150, 150)))
        if sv.used_this_turn:
            marks.append((t("hakusura.used_turn"), (180, 180, 180)))
        y = sprite.rect.top + px(2)
        for text, colour in marks:
            img = fit_text(text, size, sprite.rect.width - px(4), colour, True, size)
            r = img.get_rect(topright=(sprite.rect.right - px(2), y)).inflate(px(4), 0)
            pygame.draw.rect(surf, DARK, r, border_radius=px(3))
            surf.blit(img, img.get_rect(center=r.center))
            y = r.bottom + px(1)

    def draw_stats(self, surf, s) -> None:
        """攻・防・術 totals beside the character: shape, word and number; a change pulses
        (drawn afresh while it does; otherwise from a cached layer)."""
        z = self.zone[f"seat.{s.seat}.stats"]
        if any(self.board.pulses.get((s.seat, stat), 0.0) > 0 for stat in ("atk", "bo", "jutsu")):
            self.paint_stats(surf, s, z)
            return
        self.layers.blit(surf, f"stats:{s.seat}", (s.atk, s.bo, s.jutsu), z,
                   lambda layer, area: self.paint_stats(layer, s, area))

    def paint_stats(self, surf, s, z: pygame.Rect) -> None:
        h, px = z.height // 3, self.px
        for i, (stat, value) in enumerate((("atk", s.atk), ("bo", s.bo), ("jutsu", s.jutsu))):
            p = self.board.pulses.get((s.seat, stat), 0.0)
            grow = round(px(8) * p)
            cell = pygame.Rect(z.x, z.y + i * h, z.width, h - px(4)).inflate(grow, grow)
            pygame.draw.rect(surf, faces.stat_colour(stat), cell, border_radius=px(8))
            if p > 0:
                pygame.draw.rect(surf, theme.HIGHLIGHT, cell, px(3), border_radius=px(8))
            faces.stat_shape(surf, stat, (cell.x + px(9), cell.y + px(10)), px(6), (255, 255, 255))
            word = pygame.Rect(cell.x + px(16), cell.y + px(2), cell.width - px(18), cell.height // 2 - px(2))
            self.text(surf, W.stat(stat, self.table.lang), word, 12, (255, 255, 255), True, "center")
            num = pygame.Rect(cell.x, cell.centery - px(2), cell.width, cell.height // 2)
            self.text(surf, str(value), num, 20, (255, 255, 255), True, "center")

    def draw_tags(self, surf, s) -> None:
        """This turn's states beside the HP card: defending, 防 left, reductions, banks, flags."""
        z = self.zone[f"seat.{s.seat}.tags"]
        px = self.px
        tags = []
        if s.defending:
            tags.append((t("hakusura.tag.defending"), (150, 200, 255)))
        if s.bo and s.bo_left != s.bo:
            tags.append((t("hakusura.tag.bo_left", n=s.bo_left), (200, 220, 255)))
        for n, key, colour in ((s.reduce, "reduce", (200, 220, 255)), (s.bank, "bank", (255, 200, 160)),
                               (s.next_atk, "next_atk", (255, 200, 160)),
                               (s.next_jutsu, "next_jutsu", (230, 200, 255))):
            if n:
                tags.append((t(f"hakusura.tag.{key}", n=n), colour))
        tags += [(t(f"hakusura.flag.{f}"), theme.GOLD) for f in s.flags if f != "refilled"]
        if s.spider:
            tags.append((t("hakusura.tag.spider", n=s.spider), theme.BAD))
        if not s.evolved:
            tags.append((t("hakusura.tag.evolve", have=s.evolve_sum, need=s.evolve_need),
                         theme.GOOD if s.evolve_sum >= s.evolve_need else theme.TEXT_DIM))
        self.layers.blit(surf, f"tags:{s.seat}", tuple(tags), z,
                         lambda layer, area: self.paint_tags(layer, area, tags, px))

    @staticmethod
    def paint_tags(surf, z: pygame.Rect, tags, px) -> None:
        y = z.y
        for text, colour in tags:
            r = pygame.Rect(z.x, y, z.width, px(18))
            if r.bottom > z.bottom:
                break
            pygame.draw.rect(surf, DARK, r, border_radius=px(5))
            text_in(surf, text, r.inflate(-px(6), 0), px(12), colour, True, "center", px(12))
            y = r.bottom + px(3)

    def draw_hidden_hand(self, surf, s) -> None:
        """Another seat that laid a card face down: the rest of its hand as backs."""
        tb, px = self.table, self.px
        z = self.zone[f"seat.{s.seat}.hand"]
        n = max(0, len(s.hand) - 1)
        back = faces.FACES.back(tb.card(faces.HAND), tb.k)
        for pos in fan_slots(z, n, back.get_width(), px(6)):
            surf.blit(back, back.get_rect(center=pos))
        if n:
            names = ("・" if tb.lang == "ja" else ", ").join(name(c, tb.lang) for c in s.hand)
            lines_in(surf, t("hakusura.hand.one_of", cards=names), self.note_rect(s.seat, "hand"), px(12),
                     theme.TEXT_DIM)

    def draw_effects(self, surf, seat: int) -> None:
        px = self.px
        for place, r in self.board.effect_rects(seat):
            pygame.draw.rect(surf, (70, 50, 30), r, border_radius=px(6))
            pygame.draw.rect(surf, theme.GOLD, r, px(2), border_radius=px(6))
            label = t("hakusura.do.char_text") if place.key == "char" else name(place.key, self.table.lang)
            self.text(surf, label, r.inflate(-px(8), 0), 12, theme.TEXT, True, "center")
