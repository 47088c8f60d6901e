"""The ジントリガー table's panels: the static layer (felt, panel backdrops, slot
outlines and zone names, drawn once per look), the seats' name plates, the status
box (turn, actions left, the circle's credit), the scoreboard (time keep and the
running score), the piles and the other seats' hands as backs.

Everything reads the table's view; nothing here knows a rule."""
from __future__ import annotations

import pygame

from game.i18n import get_lang, t
from game.ui import theme
from game.ui.kit import fit_text
from game.ui.widgets import panel_bg
from game.zintrigger.rules.cards import CHARACTERS
from game.zintrigger.table import faces
from game.zintrigger.rules import places as P
from game.zintrigger.table.geom import BOARD
from game.zintrigger.table.marks import Marks, arrow

FELT = (30, 58, 62)
FELT_DARK = (22, 44, 48)
ZONE_TINT = (40, 76, 80)
LABEL = (150, 180, 176)


def _surface() -> pygame.Surface:
    s = pygame.Surface(theme.SCREEN_SIZE)
    return s.convert() if pygame.display.get_surface() else s


def _dashed(surf, rect: pygame.Rect, colour, dash: int = 8, width: int = 2, radius: int = 8) -> None:
    """A slot outline (dashed: an empty place a card may take)."""
    pygame.draw.rect(surf, FELT_DARK, rect, border_radius=radius)
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for x in range(x0 + radius, x1 - radius, dash * 2):
        pygame.draw.line(surf, colour, (x, y0), (min(x + dash, x1 - radius), y0), width)
        pygame.draw.line(surf, colour, (x, y1), (min(x + dash, x1 - radius), y1), width)
    for y in range(y0 + radius, y1 - radius, dash * 2):
        pygame.draw.line(surf, colour, (x0, y), (x0, min(y + dash, y1 - radius)), width)
        pygame.draw.line(surf, colour, (x1, y), (x1, min(y + dash, y1 - radius)), width)


def _label(surf, text: str, rect: pygame.Rect, where: str = "top", size: int = 12) -> None:
    img = fit_text(text, size, rect.width - 4, LABEL, True, min_size=9)
    if where == "top":
        pos = img.get_rect(midbottom=(rect.centerx, rect.top - 1))
    elif where == "inside":
        pos = img.get_rect(midtop=(rect.centerx, rect.top + 3))
    else:
        pos = img.get_rect(midtop=(rect.centerx, rect.bottom + 1))
    surf.blit(img, pos)


def seat_colour(seat: int):
    return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]


def chars(sv) -> str:
    """A seat's characters: the main (and the sub)."""
    names = [CHARACTERS[k].name(get_lang()) for k in (sv.main, sv.sub) if k]
    return " / ".join(names)


class Hud:
    """The board's panels, each drawn once per change of its words (``Layers``)."""

    def __init__(self, board) -> None:
        self.board, self.table = board, board.table
        self.plate_chips: dict[int, pygame.Rect | None] = {}
        self.marks = Marks(board)

    def draw(self, surf: pygame.Surface) -> None:
        """The whole table: the static layer, panels, cards by rows (the hand on top), marks."""
        tb, bd = self.table, self.board
        v = tb.view
        bd.layers.static(surf, (tb.bottom, v.players), self.static_layer)
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
        held = tb.drag.held_sprite if tb.drag.mode == "drag" else None
        for kinds in (("field", "char"), ("base",), ("bamboo", "harvest"), ("discard",), ("hold",)):
            for place, sp in bd.sprites.items():
                if place.kind in kinds and sp is not held:
                    off = tb.mirror.offset(place)
                    if off != (0.0, 0.0):
                        sp.pos = (sp.home[0] + off[0], sp.home[1] + off[1])
                    sp.draw(surf)
            if kinds[0] == "field":
                for seat, why in lit.items():
                    marks.attackable(surf, seat, why)
        marks.peek(surf)
        marks.decision_sources(surf)
        if tb.log is not None:
            tb.log.draw(surf)
        if bd.panel.active:
            bd.panel.draw(surf)
        else:
            marks.idle_panel(surf)
        for place, sp in bd.sprites.items():
            if place.kind == "hand" and sp is not held:
                sp.draw(surf)
        for c in bd.chosen:
            sp = bd.sprites.get(P.hand(tb.bottom, c))
            if sp is not None:
                pygame.draw.rect(surf, theme.HIGHLIGHT, sp.rect.inflate(6, 6), 3, border_radius=8)
        for start, end, _until, colour in bd.arrows:
            arrow(surf, start, end, colour)
        marks.pending_attack(surf)
        marks.zoom(surf)
        if bd.reveal is not None and tb.ending.reviewing is None:     # the count, not while the board is read
            bd.reveal.draw(surf)

    def static_layer(self) -> pygame.Surface:
        """Everything that does not change between frames, in one opaque surface."""
        tb, bd = self.table, self.board
        zone, geom = tb.zone, bd.geom
        s = _surface()
        s.fill(FELT)
        for name, edge in (("log", theme.PANEL_EDGE), ("status", theme.GOLD), ("zoom", theme.PANEL_EDGE)):
            s.blit(panel_bg(zone[name].size, edge, 250), zone[name])
        size = 12
        # the 保留域 of every seat, the discard, the grove: tinted areas with their names inside
        for seat in range(tb.view.players):
            z = geom.seat_zone("hold", seat)
            if z is not None:
                pygame.draw.rect(s, ZONE_TINT, z, border_radius=10)
                _label(s, t("zintrigger.zone.hold"), z, "inside", size)
            for kind in ("field",):
                r = geom.seat_zone(kind, seat)
                if r is not None:
                    _dashed(s, r, LABEL)
        for name in ("discard", "grove", "harvest"):
            z = zone.get(name)
            if z is not None:
                pygame.draw.rect(s, ZONE_TINT, z, border_radius=10)
        for name in ("grove", "harvest"):
            z = zone.get(name)
            if z is not None:
                img = fit_text(t(f"zintrigger.zone.{name}"), size, 200, LABEL, True)
                s.blit(img, (z.x + 6, z.bottom - img.get_height() - 3))
        for team in (0, 1):
            r = geom.base_rect(team)
            if r is None:
                continue
            for slot in geom.base_slots(team, 3):
                _dashed(s, slot, LABEL)
                img = fit_text(t("zintrigger.zone.base"), size, slot.width - 8, LABEL, True, min_size=9)
                s.blit(img, img.get_rect(center=slot.center))
            d = geom.deck_rect(team)
            if d is not None:
                _dashed(s, d, LABEL)
        if "shoots" in zone:
            _dashed(s, zone["shoots"], LABEL)
        score = zone["score"]
        pygame.draw.rect(s, (18, 30, 34), score, border_radius=10)
        pygame.draw.rect(s, theme.GOLD, score, 2, border_radius=10)
        return s

    def draw_plate(self, surf: pygame.Surface, seat: int) -> None:
        """A seat's name plate (cached while its words stay the same)."""
        tb, bd = self.table, self.board
        rect = bd.geom.plate(seat)
        if rect is None:
            return
        v = tb.view
        sv = v.seats[seat]
        key = (tb.names[seat], sv, v.to_move == seat, tb.flow.thinking and not tb.is_human(seat), tb.bottom, tb.read_only,
               rect.size)
        chip = {}

        def build(img, local):
            chip["r"] = self._plate(img, local, seat)
        bd.layers.blit(surf, f"plate{seat}", key, rect, build)
        if "r" in chip:
            self.plate_chips[seat] = chip["r"].move(rect.x, rect.y) if chip["r"] else None
        r = self.plate_chips.get(seat)
        bd.hand_chip[seat] = r if r is not None else pygame.Rect(0, 0, 0, 0)

    def _plate(self, surf: pygame.Surface, rect: pygame.Rect, seat: int):
        """A seat's name plate: team shape, name, main (and sub), hand size, the state chips;
        returns the hand chip's rect (where cards fly to that hand)."""
        tb, bd = self.table, self.board
        v = tb.view
        sv = v.seats[seat]
        active = v.to_move == seat
        pygame.draw.rect(surf, (20, 26, 30), rect, border_radius=8)
        pygame.draw.rect(surf, theme.HIGHLIGHT if active else seat_colour(seat), rect, 2, border_radius=8)
        h = rect.height
        scale = 1.0
        size = max(12, min(h - 8, round(15 * scale)))
        x = rect.x + 6
        faces.draw_team_shape(surf, sv.team, (x + h // 2 - 3, rect.centery), max(6, h // 2 - 6))
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
        # the hand: mini backs with the count (the bottom seat's own hand lies below, face up)
        hand_txt = t("zintrigger.plate.hand", n=sv.hand_count)
        right = rect.right - 6
        chip_imgs = []
        for text, colour in chips:
            img = theme.text(text, max(11, size - 2), (255, 255, 255), True)
            chip_imgs.append((img, colour))
        for img, colour in reversed(chip_imgs):
            box = img.get_rect(midright=(right, rect.centery)).inflate(10, 4)
            if box.left < x + 120:
                break
            pygame.draw.rect(surf, colour, box, border_radius=box.height // 2)
            surf.blit(img, img.get_rect(center=box.center))
            right = box.left - 5
        hand_img = theme.text(hand_txt, max(11, size - 1), theme.TEXT, True)
        chip_rect = None
        if seat != tb.bottom or tb.read_only:
            bw = min(sv.hand_count, 7) * 8 + 16
            hx = right - hand_img.get_width() - bw - 6
            if hx > x + 80:
                back = faces.back((16, 22))
                for i in range(min(sv.hand_count, 7)):
                    surf.blit(back, (hx + i * 8, rect.centery - 11))
                surf.blit(hand_img, hand_img.get_rect(midright=(right, rect.centery)))
                chip_rect = pygame.Rect(hx, rect.y, right - hx, rect.height)
                right = hx - 8
        who = chars(sv)
        room = right - x - 6
        name = fit_text(f"{tb.names[seat]}  {who}", size, room, theme.TEXT, True, min_size=10, ellipsis=True)
        surf.blit(name, name.get_rect(midleft=(x, rect.centery)))
        return chip_rect

    def draw_status(self, surf: pygame.Surface) -> None:
        """Whose turn, the actions left, the game's name and the circle's credit (cached)."""
        tb, bd = self.table, self.board
        rect = tb.zone["status"]
        v = tb.view
        key = (v.phase, v.turn, v.current, v.actions_left, v.seats[v.current].kodo if v.seats else 0, v.high_ground,
               v.scope, v.flare, v.result is None, tb.words.phase())
        bd.layers.blit(surf, "status", key, rect, self._status)

    def _status(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        tb, bd = self.table, self.board
        v = tb.view
        scale = 1.0
        x, y = rect.x + 12, rect.y + 8
        w = rect.width - 24
        title = fit_text(tb.info.name(tb.lang), round(17 * scale), w, theme.GOLD, True)
        surf.blit(title, (x, y))
        y += title.get_height()
        credit = fit_text(tb.info.credit(tb.lang), max(10, round(11 * scale)), w, theme.TEXT_DIM, False, min_size=9)
        surf.blit(credit, (x, y))
        y += credit.get_height() + 6
        if v.phase == "setup":
            img = fit_text(t("zintrigger.status.setup"), round(15 * scale), w, theme.TEXT, True)
            surf.blit(img, (x, y))
            return
        who = v.current
        turn = fit_text(t("zintrigger.status.turn", n=max(1, v.turn), name=bd.short_name(who)), round(15 * scale), w - 20,
                        theme.TEXT, True)
        pygame.draw.circle(surf, seat_colour(who), (x + 7, y + turn.get_height() // 2), 7)
        surf.blit(turn, (x + 20, y))
        y += turn.get_height() + 6
        if v.phase == "main" and v.result is None:
            kodo = v.seats[who].kodo
            label = theme.text(t("zintrigger.status.actions"), round(14 * scale), theme.TEXT_DIM, True)
            surf.blit(label, (x, y))
            px = x + label.get_width() + 10
            r = max(6, round(7 * scale))
            total = max(kodo, v.actions_left)
            for i in range(total):
                c = (px + r + i * (2 * r + 6), y + label.get_height() // 2)
                if i < v.actions_left:
                    pygame.draw.rect(surf, faces.KODO_C, (c[0] - r, c[1] - r, 2 * r, 2 * r), border_radius=3)
                else:
                    pygame.draw.rect(surf, (90, 90, 90), (c[0] - r, c[1] - r, 2 * r, 2 * r), 2, border_radius=3)
            y += label.get_height() + 4
            extras = []
            if v.high_ground:
                extras.append(t("zintrigger.status.high_ground"))
            if v.scope:
                extras.append(t("zintrigger.status.scope"))
            if v.flare:
                extras.append(t("zintrigger.status.flare"))
            if extras:
                img = fit_text(" ・ ".join(extras), round(13 * scale), w, theme.HIGHLIGHT, True, min_size=9)
                surf.blit(img, (x, y))
                y += img.get_height() + 2
        phase = tb.words.phase()
        if phase and y < rect.bottom - 14:
            img = fit_text(phase, round(13 * scale), w, theme.TEXT_DIM, False, min_size=9, ellipsis=True)
            surf.blit(img, (x, min(y, rect.bottom - img.get_height() - 6)))

    def draw_score(self, surf: pygame.Surface) -> None:
        """The time-keep count (x / 2, x / 3) and the running score of the public zones (cached)."""
        tb, bd = self.table, self.board
        rect = tb.zone["score"]
        v = tb.view
        key = (v.tk_count, v.tk_limit, v.public_score, v.final_score, v.deck_counts,
               tuple(sv.hand_count for sv in v.seats))
        bd.layers.blit(surf, "score", key, rect, self._score)

    def _score(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        tb, bd = self.table, self.board
        v = tb.view
        scale = 1.0
        size = max(12, min(rect.height // 2 - 6, round(15 * scale)))
        count = f"{v.tk_count} / {v.tk_limit}"
        while size > 11:                  # the time-keep line fits the panel
            f = theme.font(size, True)
            if f.size(t("zintrigger.score.tk"))[0] + v.tk_limit * (2 * (size // 2) + 8) + f.size(count)[0] + 32 \
                    <= rect.width:
                break
            size -= 1
        x, y = rect.x + 10, rect.y + 5
        tk = theme.text(t("zintrigger.score.tk"), size, theme.GOLD, True)
        surf.blit(tk, (x, y))
        bx = x + tk.get_width() + 8
        r = size // 2
        for i in range(v.tk_limit):
            c = (bx + r + i * (2 * r + 8), y + tk.get_height() // 2)
            faces._hourglass(surf, c, r - 1, theme.GOLD if i < v.tk_count else (90, 90, 90))
        cnt = theme.text(count, size, theme.TEXT, True)
        surf.blit(cnt, (bx + v.tk_limit * (2 * r + 8) + 4, y))
        line1_end = bx + v.tk_limit * (2 * r + 8) + 4 + cnt.get_width()
        line1_y = y
        y += tk.get_height() + 4
        a, b = v.public_score if v.final_score is None else v.final_score
        hidden = sum(v.deck_counts) + sum(sv.hand_count for sv in v.seats)
        label = t("zintrigger.score.final") if v.final_score is not None else t("zintrigger.score.public")
        names = (t("zintrigger.team.own"), t("zintrigger.team.enemy")) if v.players == 1 else ("A", "B")
        words = [label] + [("" if v.players > 1 else n + " ") + str(x) for n, x in zip(names, (a, b))]
        while size > 11:                  # the score line fits the panel (the hidden count may shrink)
            r = size // 2
            width = sum(theme.font(max(11, size - 2), True).size(w)[0] for w in words) + 2 * (2 * r + 16) + 22
            if width <= rect.width - 70:
                break
            size -= 1
        r = size // 2
        img = theme.text(label, max(11, size - 2), theme.TEXT_DIM, True)
        surf.blit(img, (x, y + 1))
        cx = x + img.get_width() + 10
        for team, val in ((0, a), (1, b)):
            faces.draw_team_shape(surf, team, (cx + r, y + r + 1), r, letter=v.players > 1)
            cx += 2 * r + 4
            word = "" if v.players > 1 else names[team] + " "
            num = theme.text(f"{word}{val}", size, theme.TEXT, True)
            surf.blit(num, (cx, y))
            cx += num.get_width() + 12
        if v.final_score is None:           # the unknown rest: after the score, else beside the time keep
            q = theme.text(t("zintrigger.score.hidden", n=hidden), max(11, size - 2), theme.TEXT_DIM)
            if q.get_width() <= rect.right - cx - 8:
                surf.blit(q, (cx, y + 1))
            elif q.get_width() <= rect.right - line1_end - 18:
                surf.blit(q, q.get_rect(topright=(rect.right - 10, line1_y + 2)))
            elif rect.right - cx - 8 >= 40:
                q = fit_text(t("zintrigger.score.hidden", n=hidden), max(11, size - 2), rect.right - cx - 8,
                             theme.TEXT_DIM, False, min_size=9, ellipsis=True)
                surf.blit(q, (cx, y + 1))

    def draw_deck(self, surf: pygame.Surface, rect: pygame.Rect, count: int, label: str) -> None:
        area = pygame.Rect(rect.topleft, (rect.width, rect.height + 4))
        self.board.layers.blit(surf, f"deck{rect.topleft}", (count, label), area,
                               lambda img, local: deck(img, pygame.Rect(0, 0, *rect.size), count, label))


def deck(surf: pygame.Surface, rect: pygame.Rect, count: int, label: str) -> None:
    """A deck: a back (with some thickness) and its name with the count."""
    if count:
        surf.blit(faces.back(BOARD), rect.topleft)
        for i in range(1, min(4, count // 6 + 1)):       # a little thickness
            pygame.draw.line(surf, (20, 24, 40), (rect.x + 3, rect.bottom + i), (rect.right - 3, rect.bottom + i))
    size = 12
    tag = theme.text(f"{label} {count}", size, theme.TEXT, True)
    box = tag.get_rect(midbottom=(rect.centerx, rect.bottom - 4)).inflate(8, 2)
    pygame.draw.rect(surf, (20, 16, 14), box, border_radius=5)
    surf.blit(tag, tag.get_rect(center=box.center))

