"""How the ハクスラ陰陽師 table looks: the static layer, the phase ribbon, the yokai
and their action strips, the seats (name plate, stat totals, tags, cards). Every
text grows with the UI scale inside its own zone; what changes rarely is drawn
once into a layer and blitted until it changes."""
from __future__ import annotations

import pygame

from game.hakusura.rules import card_words as W
from game.hakusura.rules.cards import BOSSES, CIRCLED, YOKAI, name
from game.hakusura.table import faces
from game.hakusura.table.panels import Panels, text_in
from game.i18n import t
from game.ui import theme
from game.ui.kit import fan_slots
from game.ui.table.layers import Layers
from game.ui.widgets import panel_bg

PHASES = ("turn_start", "choose", "reveal", "defence", "action", "enemy", "end")
DARK = (20, 16, 14)
ARENA = (28, 50, 42)
SEAT_BG = (24, 40, 34)
STRIP = (238, 230, 212)
SEAT_CARDS = ("hand", "slot", "used", "shiki")


def grid_slots(zone: pygame.Rect, n: int, size: tuple[int, int]) -> list[tuple[int, int]]:
    """Shikigami in rows of three (overlapping downwards when there are many)."""
    w, h = size
    cols = max(1, min(3, zone.width // (w + 4)))
    rows = max(1, -(-n // cols))
    step_y = min(h + 8, (zone.height - h - 20) // max(1, rows - 1)) if rows > 1 else 0
    gap = (zone.width - cols * w) // (cols + 1)
    return [(zone.x + gap + (i % cols) * (w + gap) + w // 2, zone.y + 20 + h // 2 + (i // cols) * step_y)
            for i in range(n)]


class Hud:
    def __init__(self, board) -> None:
        self.board = board
        self.table = board.table
        self.zone = board.zone
        self.panels = Panels(self)
        self.layers = Layers(board.table)

    def scale(self) -> float:
        return self.table.k

    # -- the whole table -------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        tb, view = self.table, self.table.view
        self.layers.static(surf, (tb.layout.name, tuple(s.empty for s in view.seats)), self.static_layer)
        self.draw_ribbon(surf)
        cards = self.board.cards()          # once a frame: every part below draws some of them
        self.draw_arena(surf, cards)
        for s in view.seats:
            if not s.empty:
                self.draw_seat(surf, s, cards)
        self.panels.draw(surf, cards)
        tb.log.draw(surf)

    def static_layer(self) -> pygame.Surface:
        z, view = self.zone, self.table.view
        surf = pygame.Surface(theme.SCREEN_SIZE)
        surf.fill(theme.TABLE)
        pygame.draw.rect(surf, DARK, z["ribbon"])
        arena = z["arena"]
        pygame.draw.rect(surf, ARENA, arena, border_radius=12)
        pygame.draw.rect(surf, (60, 90, 76), arena, 2, border_radius=12)
        for seat in (0, 1):
            r = z.get(f"seat.{seat}")
            if r is None or view.seat(seat).empty:
                continue
            pygame.draw.rect(surf, SEAT_BG, r.inflate(-4, -4), border_radius=12)
            pygame.draw.rect(surf, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)], r.inflate(-4, -4), 2,
                             border_radius=12)
            for kind in ("slot", "shiki"):
                pygame.draw.rect(surf, (34, 56, 48), z[f"seat.{seat}.{kind}"], border_radius=8)
            pygame.draw.rect(surf, (60, 96, 80), z[f"seat.{seat}.slot"], 2, border_radius=8)
        if "empty" in z:
            r = z["empty"]
            pygame.draw.rect(surf, SEAT_BG, r.inflate(-4, -4), border_radius=12)
            pygame.draw.rect(surf, (90, 100, 96), r.inflate(-4, -4), 2, border_radius=12)
        for name in ("zoom", "log"):
            surf.blit(panel_bg(z[name].size, theme.PANEL_EDGE, 255), z[name])
        pygame.draw.rect(surf, (30, 30, 34), z["box"], border_radius=10)
        pygame.draw.rect(surf, (90, 90, 96), z["box"], 2, border_radius=10)
        return surf

    # -- the ribbon ---------------------------------------------------------------------------------
    def draw_ribbon(self, surf) -> None:
        view = self.table.view
        phase = self.board.disp.phase
        key = (view.battle, view.turn, view.battle_kind, view.mode, view.difficulty, view.players, phase,
               view.action_order, view.fui_reordered)
        self.layers.blit(surf, "ribbon", key, self.zone["ribbon"], lambda layer, r: self.paint_ribbon(layer, r, phase))

    def paint_ribbon(self, surf, r: pygame.Rect, phase: str) -> None:
        view = self.table.view
        size = min(round(15 * self.scale()), r.height - 8)
        if view.battle == 0:
            label = t("hakusura.ribbon.setup")
        elif view.battle <= 6:
            label = t("hakusura.ribbon.battle", n=view.battle, turn=max(1, view.turn))
        else:
            label = t(f"hakusura.ribbon.final.{view.battle_kind}", turn=max(1, view.turn))
        left = pygame.Rect(r.x + 8, r.y, 250, r.height)
        text_in(surf, label, left, size, theme.GOLD)
        right = pygame.Rect(r.right - 220, r.y, 212, r.height)
        text_in(surf, t(f"hakusura.mode.{view.mode}", lv=view.difficulty or 0), right, size, theme.TEXT_DIM, False,
                "right")
        x0, x1 = left.right + 6, right.x - 6
        step = (x1 - x0) // len(PHASES)
        for i, p in enumerate(PHASES):
            cell = pygame.Rect(x0 + i * step, r.y + 5, step - 14, r.height - 10)
            on = p == phase
            pygame.draw.rect(surf, (90, 70, 30) if on else (36, 32, 30), cell, border_radius=cell.height // 2)
            if on:
                pygame.draw.rect(surf, theme.HIGHLIGHT, cell, 2, border_radius=cell.height // 2)
            word = t(f"hakusura.phase.{p}")
            if p == "action" and (view.action_order or view.fui_reordered):
                names = "→".join(view.seat_word(q, self.table.lang) for q in view.action_order or ())
                if view.fui_reordered:
                    word = f"⇄ {names}"
                elif names and view.players == 2:
                    longer = f"{word} {names}"          # the order, when it fits readably
                    if theme.font(max(11, size - 3), on).size(longer)[0] <= cell.width - 10:
                        word = longer
            text_in(surf, word, cell.inflate(-10, 0), size - 1, theme.HIGHLIGHT if on else theme.TEXT_DIM, on, "center")
            if i < len(PHASES) - 1:
                a = theme.text("›", size, theme.TEXT_DIM)
                surf.blit(a, a.get_rect(center=(cell.right + 7, cell.centery)))
            if p == "action" and view.fui_reordered:
                pygame.draw.rect(surf, theme.ACCENT, cell.inflate(4, 4), 2, border_radius=cell.height // 2)

    # -- the arena -------------------------------------------------------------------------------------
    def draw_arena(self, surf, cards) -> None:
        tb, board = self.table, self.board
        view, arena = tb.view, self.zone["arena"]
        enemies = board.enemies()
        if view.battle_kind == "duel" and not enemies:
            text_in(surf, t("hakusura.arena.duel"), arena.inflate(-40, -200), round(34 * self.scale()), theme.GOLD,
                    True, "center")
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
                    badge = theme.text(t("hakusura.anim.defeated"), round(18 * self.scale()), theme.GOLD, True)
                    br = badge.get_rect(center=sprite.rect.center).inflate(12, 6)
                    pygame.draw.rect(surf, DARK, br, border_radius=6)
                    surf.blit(badge, badge.get_rect(center=br.center))
        held = tb.drag.held_sprite
        for place, sprite in cards:
            if place.kind in ("loot", "pool", "flip") and sprite is not held:
                sprite.draw(surf)
        pend = view.decision
        if pend is not None and pend.kind in ("take", "start_shiki") and cards:
            key = "hakusura.arena.take" if pend.kind == "take" else "hakusura.arena.start"
            text_in(surf, t(key), pygame.Rect(arena.x + 10, arena.bottom - 34, arena.width - 20, 30),
                    round(16 * self.scale()), theme.GOLD, True, "center")

    def draw_strip(self, surf, place, e, card: pygame.Rect) -> None:
        """The enemy's actions beside its card: which comes next, whom it hits and how hard."""
        z = self.board.enemy_zone(place)
        strip = pygame.Rect(card.right + 2, z.y, z.right - card.right - 2, z.height)
        key = (place, e, self.board.disp.acted.get(place), self.table.view.name_of(place, self.table.lang))
        self.layers.blit(surf, f"strip:{place}", key, strip,
                         lambda layer, area: self.paint_strip(layer, area, place, e))

    def paint_strip(self, surf, area: pygame.Rect, place, e) -> None:
        view = self.table.view
        r = pygame.Rect(area.x + 8, area.y + 6, area.width - 16, area.height - 12)
        size = min(round(14 * self.scale()), 26)
        acts = BOSSES[e.card].acts if e.kind == "boss" else YOKAI[e.card].acts
        head = pygame.Rect(r.x, r.y, r.width, size + 8)
        text_in(surf, view.name_of(place, self.table.lang), head, size + 2, theme.GOLD)
        y = head.bottom + 2
        info = f"HP {e.hp}/{e.max_hp}  {W.stat('bo', self.table.lang)}{e.bo}"
        if e.bo and e.bo_left != e.bo:
            info += t("hakusura.strip.bo_left", n=e.bo_left)
        text_in(surf, info, pygame.Rect(r.x, y, r.width, size + 4), size, theme.TEXT, False)
        y += size + 8
        nxt = e.next.index if e.next is not None else -1
        done = self.board.disp.acted.get(place)
        row_h = max(14, min(size + 10, (r.bottom - y - 2 * (size + 6)) // max(1, len(acts))))
        for i, a in enumerate(acts):
            row = pygame.Rect(r.x, y + i * row_h, r.width, row_h - 3)
            on = i == nxt and e.alive
            pygame.draw.rect(surf, (250, 236, 190) if on else STRIP, row, border_radius=4)
            if on:
                pygame.draw.rect(surf, theme.ACCENT, row, 3, border_radius=4)
                tri = [(row.x - 9, row.centery - 6), (row.x - 2, row.centery), (row.x - 9, row.centery + 6)]
                pygame.draw.polygon(surf, theme.ACCENT, tri)
            if done == i:
                pygame.draw.rect(surf, (120, 120, 120), row, 2, border_radius=4)
            text_in(surf, f"{CIRCLED[i]} {W.act_line(a, self.table.lang)}", row.inflate(-8, 0), size - 1, faces.INK,
                    on, "left", 8)
        y += len(acts) * row_h + 2
        nx = e.next
        if nx is not None and e.alive:
            if nx.skipped:
                line = t(f"hakusura.strip.skip.{nx.skipped}")
            elif not nx.seats:
                line = t("hakusura.strip.miss")
            else:
                who = "・".join(f"{view.seat_word(q, self.table.lang)} {n}" for q, n in nx.expected)
                line = t("hakusura.strip.next", who=W.terms(who, self.table.lang),
                         times=(" ×2" if nx.times > 1 else ""))
            text_in(surf, line, pygame.Rect(r.x, y, r.width, size + 6), size, theme.HIGHLIGHT)

    # -- a seat -----------------------------------------------------------------------------------------
    def draw_seat(self, surf, s, cards) -> None:
        tb, board, z = self.table, self.board, self.zone
        seat, sc, view = s.seat, self.scale(), tb.view
        plate = z[f"seat.{seat}.name"]
        active = view.to_move == seat and view.result is None
        pygame.draw.rect(surf, DARK, plate, border_radius=6)
        if active:
            pygame.draw.rect(surf, theme.HIGHLIGHT, plate, 2, border_radius=6)
        pygame.draw.circle(surf, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)], (plate.x + 12, plate.centery), 7)
        size = min(round(16 * sc), plate.height - 4)
        face = W.word("back_short" if s.evolved else "front_short", tb.lang)
        first = t("hakusura.first") if view.first == seat and view.players == 2 and view.battle_kind != "duel" else ""
        sprite = board.char(seat)            # the character (its HP card and equipment ride on it)
        card = board.hp_card(sprite.place_id) if sprite is not None else None
        label = f"{tb.names[seat]}  {name(s.character, tb.lang)}{face}  HP {card.value if card else s.hp}"
        if first:
            label += f"  {first}"
        room = pygame.Rect(plate.x + 24, plate.y, plate.width - 30, plate.height)
        if active:
            timg = theme.text(t("ui.table.thinking") if tb.flow.thinking else t("ui.table.to_move"), size,
                              theme.HIGHLIGHT, True)
            surf.blit(timg, timg.get_rect(midright=(plate.right - 8, plate.centery)))
            room.width -= timg.get_width() + 12
        text_in(surf, label, room, size, theme.TEXT)
        self.draw_stats(surf, s)
        self.draw_tags(surf, s)
        if sprite is not None:
            off = tb.mirror.offset(sprite.place_id)
            home = board.char_rect(seat).center
            if not sprite.tweens.busy or off != (0.0, 0.0):
                sprite.pos = (home[0] + off[0], home[1] + off[1])
            if s.partner:
                pygame.draw.rect(surf, theme.GOLD, sprite.rect.inflate(10, 10), 3, border_radius=10)
            sprite.draw(surf)
            if s.down:
                text_in(surf, t("hakusura.down"), sprite.rect.inflate(0, -100), round(20 * sc), theme.BAD, True,
                        "center")
        held = tb.drag.held_sprite if tb.drag.mode == "drag" else None
        for place, sp in cards:
            if sp is held or place.seat != seat or place.kind not in SEAT_CARDS:
                continue
            sp.draw(surf)
            if place.kind == "shiki":
                self.draw_shiki_marks(surf, s, place.key, sp)
            peek = getattr(sp, "peek", None)
            if peek and sp.squash >= 0.99:
                tag = theme.text(t("hakusura.peek", card=name(peek, tb.lang)), max(11, round(12 * sc)),
                                 theme.HIGHLIGHT, True)
                tr = tag.get_rect(midbottom=(sp.rect.centerx, sp.rect.bottom - 4)).inflate(6, 2)
                pygame.draw.rect(surf, DARK, tr, border_radius=4)
                surf.blit(tag, tag.get_rect(center=tr.center))
        if not board.hand_visible(seat):
            self.draw_hidden_hand(surf, s)
        self.draw_effects(surf, seat)
        pend = view.decision
        if not board.disp.seats[seat].slot and pend is not None and pend.kind == "pick" and pend.seat == seat:
            text_in(surf, t("hakusura.slot.lay"), z[f"seat.{seat}.slot"].inflate(-8, -40), round(13 * sc),
                    theme.TEXT_DIM, False, "center")

    def draw_shiki_marks(self, surf, s, yid: str, sprite) -> None:
        """Uses this battle, the partner, spent this turn: small marks on a shikigami."""
        sv = next((k for k in s.shikigami if k.yokai == yid), None)
        if sv is None:
            return
        size = max(11, round(11 * self.scale()))
        marks = []
        if sv.partner:
            marks.append((t("hakusura.partner"), theme.GOLD))
        if sv.uses_left is not None:
            left = sv.uses_left
            marks.append((t("hakusura.uses_left", n=max(0, left)), (200, 220, 255) if left > 0 else (150, 150, 150)))
        if sv.used_this_turn:
            marks.append((t("hakusura.used_turn"), (180, 180, 180)))
        y = sprite.rect.top + 2
        for text, colour in marks:
            img = theme.text(text, size, colour, True)
            r = img.get_rect(topright=(sprite.rect.right - 2, y)).inflate(4, 0)
            pygame.draw.rect(surf, DARK, r, border_radius=3)
            surf.blit(img, img.get_rect(center=r.center))
            y = r.bottom + 1

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
        h = z.height // 3
        for i, (stat, value) in enumerate((("atk", s.atk), ("bo", s.bo), ("jutsu", s.jutsu))):
            p = self.board.pulses.get((s.seat, stat), 0.0)
            grow = round(8 * p)
            cell = pygame.Rect(z.x, z.y + i * h, z.width, h - 4).inflate(grow, grow)
            pygame.draw.rect(surf, faces.stat_colour(stat), cell, border_radius=8)
            if p > 0:
                pygame.draw.rect(surf, theme.HIGHLIGHT, cell, 3, border_radius=8)
            faces.stat_shape(surf, stat, (cell.x + 9, cell.y + 10), 6, (255, 255, 255))
            word = pygame.Rect(cell.x + 18, cell.y + 2, cell.width - 20, cell.height // 2 - 2)
            text_in(surf, W.stat(stat, self.table.lang), word, min(round(12 * self.scale()), word.height),
                    (255, 255, 255), True,
                    "center", 8)
            num = pygame.Rect(cell.x, cell.centery - 2, cell.width, cell.height // 2)
            text_in(surf, str(value), num, min(round(20 * self.scale()), num.height + 4), (255, 255, 255), True,
                    "center")

    def draw_tags(self, surf, s) -> None:
        """This turn's states beside the HP card: defending, 防 left, reductions, banks, flags."""
        z = self.zone[f"seat.{s.seat}.tags"]
        size = min(round(12 * self.scale()), 22)
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
                         lambda layer, area: self.paint_tags(layer, area, tags, size))

    @staticmethod
    def paint_tags(surf, z: pygame.Rect, tags, size: int) -> None:
        y = z.y
        for text, colour in tags:
            r = pygame.Rect(z.x, y, z.width, size + 6)
            if r.bottom > z.bottom:
                break
            pygame.draw.rect(surf, DARK, r, border_radius=5)
            text_in(surf, text, r.inflate(-6, 0), size, colour, True, "center", 8)
            y = r.bottom + 3

    def draw_hidden_hand(self, surf, s) -> None:
        """Another seat that laid a card face down: the rest of its hand as backs."""
        z = self.zone[f"seat.{s.seat}.hand"]
        n = max(0, len(s.hand) - 1)
        back = faces.FACES.back(faces.HAND)
        for pos in fan_slots(z, n, faces.HAND[0], 6):
            surf.blit(back, back.get_rect(center=pos))
        if n:
            names = ("・" if self.table.lang == "ja" else ", ").join(name(c, self.table.lang) for c in s.hand)
            line = pygame.Rect(z.x, z.bottom - 2, min(z.width, theme.SCREEN_SIZE[0] - z.x - 4), 20)
            text_in(surf, t("hakusura.hand.one_of", cards=names), line, 13, theme.TEXT_DIM, False, "center")

    def draw_effects(self, surf, seat: int) -> None:
        size = round(12 * self.scale())
        for place, r in self.board.effect_rects(seat):
            pygame.draw.rect(surf, (70, 50, 30), r, border_radius=6)
            pygame.draw.rect(surf, theme.GOLD, r, 2, border_radius=6)
            label = t("hakusura.do.char_text") if place.key == "char" else name(place.key, self.table.lang)
            text_in(surf, label, r.inflate(-8, 0), size, theme.TEXT, True, "center", 8)
