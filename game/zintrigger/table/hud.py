"""The ジントリガー table's panels: the static layer (felt, panel backdrops, slot
outlines and zone names, drawn once per look), the seats' name plates, the status
box (turn, actions left, the circle's credit), the scoreboard (time keep and the
running score), the piles and the other seats' hands as backs.

Everything reads the table's view; nothing here knows a rule."""
from __future__ import annotations

import pygame

from game.i18n import get_lang, t
from game.ui import theme
from game.ui.theme import seat_colour
from game.ui.kit import (arrow, boxed, centred_lines, dashed, draw_pile, draw_pips, fit_text, named_zone,
                         shrink_to)
from game.ui.widgets import panel_bg, wrap_cached
from game.zintrigger.rules.cards import CHARACTERS
from game.zintrigger.table import faces
from game.zintrigger.table.marks import Marks

FELT = (30, 58, 62)
FELT_DARK = (22, 44, 48)
ZONE_TINT = (40, 76, 80)
LABEL = (150, 180, 176)


def chars(sv) -> str:
    """A seat's characters: the main (and the sub)."""
    return " / ".join(CHARACTERS[k].name(get_lang()) for k in (sv.main, sv.sub) if k)


class Hud:
    """The board's panels, each drawn once per change of its words (``Layers``); every
    length in layout units (``px``), so the table draws at any scale."""

    def __init__(self, board) -> None:
        self.board, self.table = board, board.table
        self.px = board.table.px
        self.plate_chips: dict[int, pygame.Rect | None] = {}
        self.marks = Marks(board)

    def draw(self, surf: pygame.Surface) -> None:
        """The whole table: the static layer, panels, cards by rows (the hand on top), marks."""
        tb, bd = self.table, self.board
        v = tb.view
        bd.layers.static(surf, (tb.bottom, v.players, surf.get_size()), lambda: self.static_layer(surf.get_size()))
        g = bd.geom
        for team in (0, 1):
            d = g.deck_rect(team)
            if d is not None:
                self.draw_deck(surf, d, v.deck_counts[team], t("zintrigger.zone.deck"))
        if "shoots" in tb.zone:
            self.draw_deck(surf, tb.zone["shoots"], v.shoots, t("zintrigger.zone.shoots"))
        for sv in v.seats:
            self.draw_plate(surf, sv.seat)
        marks = self.marks
        if v.bambooshoot:
            marks.grove_plate(surf)
        self.draw_status(surf)
        self.draw_score(surf)
        marks.discard_label(surf)
        lit = marks.lit_fields()
        for kinds in (("field", "char"), ("base",), ("bamboo", "harvest"), ("discard",), ("hold",)):
            bd.draw_kinds(surf, kinds)
            if kinds[0] == "field":
                for seat, why in lit.items():
                    marks.attackable(surf, seat, why)
        marks.peek(surf)
        marks.decision_sources(surf)
        if tb.log is not None:
            tb.log.draw(surf)
        bd.panel.draw(surf)
        bd.draw_kinds(surf, ("hand",))
        bd.gather.draw(surf)
        for start, end, _until, colour in bd.arrows:
            arrow(surf, start, end, colour, tb.k)
        marks.pending_attack(surf)
        marks.zoom(surf)
        if bd.reveal is not None and tb.ending.reviewing is None:     # the count, not while the board is read
            bd.reveal.draw(surf)

    def static_layer(self, size) -> pygame.Surface:
        """Everything that does not change between frames, in one opaque surface."""
        tb, bd, px = self.table, self.board, self.px
        zone, geom = tb.zone, bd.geom
        s = pygame.Surface(size)
        s = s.convert() if pygame.display.get_surface() else s
        s.fill(FELT)
        for name, edge in (("log", theme.PANEL_EDGE), ("status", theme.GOLD), ("zoom", theme.PANEL_EDGE)):
            s.blit(panel_bg(zone[name].size, edge, 250), zone[name])
        size = px(12)
        # the 保留域 of every seat, the discard, the grove: tinted areas with their names inside
        for seat in range(tb.view.players):
            z = geom.seat_zone("hold", seat)
            if z is not None:
                named_zone(s, z, ZONE_TINT, t("zintrigger.zone.hold"), size, LABEL, tb.k)
            z = geom.seat_zone("hand", seat) if seat != tb.bottom else None
            if z is not None:                   # a partner's hand (co-op), face up with open hands
                named_zone(s, z, FELT_DARK, t("zintrigger.zone.partner_hand"), size, LABEL, tb.k, "midbottom")
            r = geom.seat_zone("field", seat)
            if r is not None:
                dashed(s, r, LABEL, FELT_DARK, tb.k)
        for name in ("discard", "grove", "harvest"):
            z = zone.get(name)
            if z is not None:
                pygame.draw.rect(s, ZONE_TINT, z, border_radius=px(10))
        for name in ("grove", "harvest"):
            z = zone.get(name)
            if z is not None:
                img = fit_text(t(f"zintrigger.zone.{name}"), size, z.width, LABEL, True)
                s.blit(img, (z.x + px(6), z.bottom - img.get_height() - px(3)))
        for team in (0, 1):
            if geom.base_rect(team) is None:
                continue
            for slot in geom.base_slots(team, 3):
                dashed(s, slot, LABEL, FELT_DARK, tb.k)
                centred_lines(s, t("zintrigger.zone.base"), size, slot, LABEL, tb.k)
            d = geom.deck_rect(team)
            if d is not None:
                dashed(s, d, LABEL, FELT_DARK, tb.k)
        if "shoots" in zone:
            dashed(s, zone["shoots"], LABEL, FELT_DARK, tb.k)
        score = zone["score"]
        pygame.draw.rect(s, (18, 30, 34), score, border_radius=px(10))
        pygame.draw.rect(s, theme.GOLD, score, px(2), border_radius=px(10))
        return s

    def draw_plate(self, surf: pygame.Surface, seat: int) -> None:
        """A seat's name plate (cached while its words stay the same)."""
        tb, bd = self.table, self.board
        rect = bd.geom.plate(seat)
        if rect is None:
            return
        v = tb.view
        key = (tb.names[seat], v.seats[seat], v.to_move == seat, tb.flow.thinking and not tb.is_human(seat),
               tb.bottom, tb.read_only)
        chip = {}

        def build(img, local):
            chip["r"] = self._plate(img, local, seat)
        bd.layers.blit(surf, f"plate{seat}", key, rect, build)
        if "r" in chip:                     # where cards fly to that seat's hand (``Board.place_rect``)
            self.plate_chips[seat] = chip["r"].move(rect.x, rect.y) if chip["r"] else None

    def _plate(self, surf: pygame.Surface, rect: pygame.Rect, seat: int):
        """A seat's name plate: team shape, name, main (and sub), hand size, the state chips;
        returns the hand chip's rect (where cards fly to that hand)."""
        tb, px = self.table, self.px
        sv = tb.view.seats[seat]
        active = tb.view.to_move == seat
        pygame.draw.rect(surf, (20, 26, 30), rect, border_radius=px(8))
        pygame.draw.rect(surf, theme.HIGHLIGHT if active else seat_colour(seat), rect, px(2), border_radius=px(8))
        h = rect.height
        size = max(px(12), min(h - px(8), px(15)))
        x = rect.x + px(6)
        faces.draw_team_shape(surf, sv.team, (x + h // 2 - px(3), rect.centery), max(px(6), h // 2 - px(6)), k=tb.k)
        x += h
        chips: list[tuple[str, tuple]] = []
        if sv.tilted:
            chips.append((t("zintrigger.chip.reload"), (150, 110, 40)))
        for flag in ("smoke", "decoy", "emp", "jammed", "suppress"):
            if getattr(sv, flag):
                chips.append((t(f"zintrigger.chip.{flag}"), (60, 90, 120) if flag in ("smoke", "decoy", "suppress")
                              else (130, 60, 60)))
        if active:
            tag = t("ui.table.thinking") if tb.flow.thinking and not tb.is_human(seat) else t("zintrigger.chip.to_move")
            chips.append((tag, (150, 120, 40)))
        right = rect.right - px(6)
        for text, colour in reversed(chips):
            img = theme.text(text, max(px(12), size - px(2)), (255, 255, 255), True)
            box = img.get_rect(midright=(right, rect.centery)).inflate(px(10), px(4))
            if box.left < x + px(120):
                break
            boxed(surf, img, box, colour, box.height // 2)
            right = box.left - px(5)
        # the hand: mini backs with the count (the bottom seat's own hand lies below, face up).
        # Narrow plates (co-op at 4) give the player's name the room first: the mini backs go,
        # then the characters' names (their cards lie right above the plate)
        hand_img = theme.text(t("zintrigger.plate.hand", n=sv.hand_count), max(px(12), size - px(1)), theme.TEXT, True)
        chip_rect = None
        label = tb.names[seat]
        room_for_name = theme.font(px(12), True).size(label)[0] + px(12)
        if seat != tb.bottom or tb.read_only:
            backs = min(sv.hand_count, 7)
            bw = backs * px(8) + px(16)
            if right - hand_img.get_width() - bw - px(6) < x + room_for_name:
                # one back with the bare count: "hand 5" in a sixth of the room
                hand_img = theme.text(str(sv.hand_count), max(px(12), size - px(1)), theme.TEXT, True)
                backs, bw = min(sv.hand_count, 1), px(20)
            hx = right - hand_img.get_width() - bw - px(6)
            if hx > x + px(60):
                back = faces.back(tb.card((16, 22)), tb.k)
                for i in range(backs):
                    surf.blit(back, (hx + i * px(8), rect.centery - px(11)))
                surf.blit(hand_img, hand_img.get_rect(midright=(right, rect.centery)))
                chip_rect = pygame.Rect(hx, rect.y, right - hx, rect.height)
                right = hx - px(8)
        full = f"{label}  {chars(sv)}"
        room = right - x - px(6)
        text = full if theme.font(px(12), True).size(full)[0] <= room else label
        name = fit_text(text, size, room, theme.TEXT, True, min_size=px(12), ellipsis=True)
        surf.blit(name, name.get_rect(midleft=(x, rect.centery)))
        return chip_rect

    def draw_status(self, surf: pygame.Surface) -> None:
        """Whose turn, the actions left, the game's name and the circle's credit (cached)."""
        tb, bd = self.table, self.board
        v = tb.view
        key = (v.phase, v.turn, v.current, v.actions_left, v.seats[v.current].kodo if v.seats else 0, v.high_ground,
               v.scope, v.flare, v.result is None, tb.words.phase())
        bd.layers.blit(surf, "status", key, tb.zone["status"], self._status)

    def _status(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        tb, bd, px = self.table, self.board, self.px
        v = tb.view
        x, y = rect.x + px(12), rect.y + px(8)
        w = rect.width - px(24)
        title = fit_text(tb.info.name(tb.lang), px(17), w, theme.GOLD, True)
        surf.blit(title, (x, y))
        y += title.get_height()
        for line in wrap_cached(tb.info.credit(tb.lang), px(12), w):     # a long credit takes two lines
            surf.blit(theme.text(line, px(12), theme.TEXT_DIM), (x, y))
            y += px(14)
        y += px(4)
        if v.phase == "setup":
            surf.blit(fit_text(t("zintrigger.status.setup"), px(15), w, theme.TEXT, True), (x, y))
            return
        who = v.current
        turn = fit_text(t("zintrigger.status.turn", n=max(1, v.turn), name=bd.short_name(who)), px(15), w - px(20),
                        theme.TEXT, True)
        pygame.draw.circle(surf, seat_colour(who), (x + px(7), y + turn.get_height() // 2), px(7))
        surf.blit(turn, (x + px(20), y))
        y += turn.get_height() + px(6)
        if v.phase == "main" and v.result is None:
            label = theme.text(t("zintrigger.status.actions"), px(14), theme.TEXT_DIM, True)
            surf.blit(label, (x, y))
            r = px(7)
            draw_pips(surf, x + label.get_width() + px(10) + r, y + label.get_height() // 2, v.actions_left,
                      max(v.seats[who].kodo, v.actions_left), faces.KODO_C, r, 2 * r + px(6), px(3), px(2))
            y += label.get_height() + px(4)
            extras = [t(f"zintrigger.status.{k}") for k in ("high_ground", "scope", "flare") if getattr(v, k)]
            if extras:
                sep = " · " if get_lang() == "en" else " ・ "      # 「・」 is Japanese
                img = fit_text(sep.join(extras), px(13), w, theme.HIGHLIGHT, True, min_size=px(12))
                surf.blit(img, (x, y))
                y += img.get_height() + px(2)
        phase = tb.words.phase()
        if phase and y < rect.bottom - px(14):
            img = fit_text(phase, px(13), w, theme.TEXT_DIM, False, min_size=px(12), ellipsis=True)
            surf.blit(img, (x, min(y, rect.bottom - img.get_height() - px(6))))

    def draw_score(self, surf: pygame.Surface) -> None:
        """The time-keep count (x / 2, x / 3) and the running score of the public zones (cached)."""
        v = self.table.view
        key = (v.tk_count, v.tk_limit, v.public_score, v.final_score, v.deck_counts,
               tuple(sv.hand_count for sv in v.seats))
        self.board.layers.blit(surf, "score", key, self.table.zone["score"], self._score)

    def _score(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        v, px = self.table.view, self.px
        size = max(px(12), min(rect.height // 2 - px(6), px(15)))
        count = f"{v.tk_count} / {v.tk_limit}"

        def tk_fits(n: int) -> bool:          # the time-keep line fits the panel
            f = theme.font(n, True)
            return f.size(t("zintrigger.score.tk"))[0] + v.tk_limit * (2 * (n // 2) + px(8)) + f.size(count)[0] \
                + px(32) <= rect.width
        size = shrink_to(size, px(12), tk_fits)
        x, y = rect.x + px(10), rect.y + px(5)
        tk = theme.text(t("zintrigger.score.tk"), size, theme.GOLD, True)
        surf.blit(tk, (x, y))
        bx, r = x + tk.get_width() + px(8), size // 2
        for i in range(v.tk_limit):
            c = (bx + r + i * (2 * r + px(8)), y + tk.get_height() // 2)
            faces.hourglass(surf, c, r - 1, theme.GOLD if i < v.tk_count else (90, 90, 90))
        cnt = theme.text(count, size, theme.TEXT, True)
        surf.blit(cnt, (bx + v.tk_limit * (2 * r + px(8)) + px(4), y))
        line1_end, line1_y = bx + v.tk_limit * (2 * r + px(8)) + px(4) + cnt.get_width(), y
        y += tk.get_height() + px(4)
        a, b = v.public_score if v.final_score is None else v.final_score
        hidden = sum(v.deck_counts) + sum(sv.hand_count for sv in v.seats)
        label = t("zintrigger.score.final") if v.final_score is not None else t("zintrigger.score.public")
        names = (t("zintrigger.team.own"), t("zintrigger.team.enemy")) if v.players == 1 else ("A", "B")
        words = [label] + [("" if v.players > 1 else n + " ") + str(x) for n, x in zip(names, (a, b))]

        def score_fits(n: int) -> bool:       # the score line fits the panel (the hidden count may shrink)
            small = theme.font(max(px(12), n - px(2)), True)
            return sum(small.size(w)[0] for w in words) + 2 * (2 * (n // 2) + px(16)) + px(22) <= rect.width - px(70)
        size = shrink_to(size, px(12), score_fits)
        r, small = size // 2, max(px(12), size - px(2))
        img = theme.text(label, small, theme.TEXT_DIM, True)
        surf.blit(img, (x, y + px(1)))
        cx = x + img.get_width() + px(10)
        for team, val in ((0, a), (1, b)):
            faces.draw_team_shape(surf, team, (cx + r, y + r + px(1)), r, letter=v.players > 1, k=self.table.k)
            cx += 2 * r + px(4)
            num = theme.text(f"{'' if v.players > 1 else names[team] + ' '}{val}", size, theme.TEXT, True)
            surf.blit(num, (cx, y))
            cx += num.get_width() + px(12)
        if v.final_score is None:           # the unknown rest: after the score, else beside the time keep
            q = theme.text(t("zintrigger.score.hidden", n=hidden), small, theme.TEXT_DIM)
            if q.get_width() <= rect.right - cx - px(8):
                surf.blit(q, (cx, y + px(1)))
            elif q.get_width() <= rect.right - line1_end - px(18):
                surf.blit(q, q.get_rect(topright=(rect.right - px(10), line1_y + px(2))))
            elif rect.right - cx - px(8) >= px(40):
                q = fit_text(t("zintrigger.score.hidden", n=hidden), small, rect.right - cx - px(8), theme.TEXT_DIM,
                             False, min_size=px(12), ellipsis=True)
                surf.blit(q, (cx, y + px(1)))

    def draw_deck(self, surf: pygame.Surface, rect: pygame.Rect, count: int, label: str) -> None:
        """A deck: its back and its name with the count (the kit's pile, cached)."""
        tb = self.table
        self.board.layers.blit(surf, f"deck{rect.topleft}", (count, label), rect, lambda img, local: draw_pile(
            img, local, label, count, faces.back(self.board.geom.board, tb.k), tb.k))
