"""The 九宮盤 on screen: geometry through the viewer's perspective, cell tiles,
piece badges and the 間合 / 隙 / area previews.

Perspective: seat 0 at the bottom sees a1 bottom-left and N pointing up;
seat 1 at the bottom sees the board turned 180° (a1 top-right, N down).
Everything that maps cells or orientations to the screen goes through
:class:`BoardGeom`, so nothing else needs to know who sits where.
"""
from __future__ import annotations

import pygame

from game.fujin.rules.board import CELL_ATTR, CELL_INDEX, CELL_NAMES, ORIENT_INDEX, attr_name
from game.fujin.rules.reach import board_marks
from game.fujin.table import faces
from game.ui import theme
from game.ui.kit import draw_tag

UPS = ((0, -1), (1, 0), (0, 1), (-1, 0))  # screen "forward" per clockwise quarter
TINT = {"yin": (58, 56, 92), "yang": (112, 88, 46), "void": (52, 66, 64), "taiji": (84, 64, 96)}
ALLY_C = (90, 170, 255)
HIT_C = (255, 90, 70)


class BoardGeom:
    def __init__(self, rect: pygame.Rect, bottom_seat: int = 0, k: float = 1.0) -> None:
        self.rect = pygame.Rect(rect)
        self.bottom = bottom_seat
        self.k = k
        self.u = lambda n: max(1, round(n * k))     # layout units to pixels
        self.cs = min(self.rect.width, self.rect.height) // 3

    def cell_rect(self, cell: str | int) -> pygame.Rect:
        c = CELL_INDEX[cell] if isinstance(cell, str) else cell
        f, r = c % 3, c // 3
        col, row = (f, 2 - r) if self.bottom == 0 else (2 - f, r)
        return pygame.Rect(self.rect.x + col * self.cs, self.rect.y + row * self.cs, self.cs, self.cs)

    def cell_at(self, pos) -> str | None:
        if not self.rect.collidepoint(pos):
            return None
        col = (pos[0] - self.rect.x) // self.cs
        row = (pos[1] - self.rect.y) // self.cs
        if not (0 <= col < 3 and 0 <= row < 3):
            return None
        f, r = (col, 2 - row) if self.bottom == 0 else (2 - col, row)
        return CELL_NAMES[f + 3 * r]

    def quarters(self, orient: str | int) -> int:
        """Clockwise screen quarter turns of a card facing ``orient``."""
        o = ORIENT_INDEX[orient] if isinstance(orient, str) else orient
        return (o + (2 if self.bottom == 1 else 0)) % 4

    def orient_for_quarters(self, q: int) -> int:
        return (q - (2 if self.bottom == 1 else 0)) % 4

    # -- drawing ----------------------------------------------------------------
    def draw_board(self, surf: pygame.Surface, lang: str) -> None:
        """The board's frame and its nine cells (tint, 属性, name) onto the static layer."""
        u = self.u
        frame = self.rect.inflate(u(24), u(24))
        pygame.draw.rect(surf, (30, 26, 22), frame, border_radius=u(14))
        pygame.draw.rect(surf, theme.GOLD, frame, u(2), border_radius=u(14))
        for c in range(9):
            r = self.cell_rect(c).inflate(-u(6), -u(6))
            attr = CELL_ATTR[c]
            pygame.draw.rect(surf, TINT[attr], r, border_radius=u(8))
            pygame.draw.rect(surf, faces.attr_colour(attr), r, u(2), border_radius=u(8))
            sym = theme.text(faces.ATTR_SYMBOL[attr], u(40), (*faces.attr_colour(attr),), True)
            sym = sym.copy()
            sym.set_alpha(110)
            surf.blit(sym, sym.get_rect(center=r.center))
            lab = theme.text(f"{faces.ATTR_SYMBOL[attr]}{attr_name(attr, lang)}", u(14), (220, 214, 200), True)
            surf.blit(lab, (r.x + u(6), r.y + u(4)))
            name = theme.text(CELL_NAMES[c], u(13), (190, 184, 170))
            surf.blit(name, name.get_rect(bottomright=(r.right - u(6), r.bottom - u(3))))

    def draw_markers(self, surf: pygame.Surface, cid: str, cell: str, orient: int | str,
                     alpha: int = 200) -> None:
        """Project a card's 間合 / 反撃間合 / 隙 from ``cell`` facing ``orient`` onto the board."""
        o = ORIENT_INDEX[orient] if isinstance(orient, str) else orient
        on = board_marks(cid, cell, o)
        up, u = UPS[self.quarters(o)], self.u
        # a layer the size of the board, not of the screen: this runs every frame a card
        # is hovered or held, and a 1280x720 scratch surface per call was 3.6 MB of churn
        origin = self.rect.topleft
        layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        for t, kind in on.items():
            r = self.cell_rect(t).move(-origin[0], -origin[1])
            col = {"reach": faces.reach_colour(), "counter": faces.counter_colour(),
                   "both": faces.reach_colour(), "blind": (30, 30, 30)}[kind]
            pygame.draw.rect(layer, (*col, 60), r.inflate(-u(10), -u(10)), border_radius=u(8))
            centre = (r.right - u(22), r.top + u(40))
            pygame.draw.circle(layer, (246, 240, 226, 235), centre, u(17))
            faces.draw_marker(layer, kind, centre, u(12), up)
        layer.set_alpha(alpha)
        surf.blit(layer, origin)
        rr = self.cell_rect(cell)
        faces.draw_marker(surf, "self", (rr.centerx + up[0] * u(52), rr.centery + up[1] * u(52)), u(12), up,
                          theme.HIGHLIGHT)

    def draw_preview(self, surf: pygame.Surface, preview, attacker: str, lang: str) -> None:
        """An attack before it is committed (``AttackPreview``): every cell hit with its damage
        (enemies red, allies blue, "隙 +2", "撃破"), and each counter coming back to the attacker."""
        u = self.u
        for cell, dmg, ally, _blind in preview.hits:
            r = self.cell_rect(cell).inflate(-u(4), -u(4))
            col = (theme.ALLY_HIT if theme.colorblind() else ALLY_C) if ally else \
                (theme.BAD if theme.colorblind() else HIT_C)
            pygame.draw.rect(surf, col, r, u(5), border_radius=u(8))
            if ally:
                pygame.draw.circle(surf, col, (r.left + u(14), r.top + u(14)), u(6))   # allies: a dot too
            draw_tag(surf, f"-{dmg}", (r.centerx, r.top + u(24)), col, 30, preview.notes(cell, lang), self.k)
        a = self.cell_rect(attacker)
        for i, (cell, dmg) in enumerate(preview.counters):
            draw_tag(surf, f"-{dmg}", (a.centerx, a.bottom - u(30) - u(46) * i), theme.HIGHLIGHT, 24,
                     [preview.counter_note(cell, lang)], self.k)

    def draw_frame(self, surf: pygame.Surface, rect: pygame.Rect, owner: int, hidden: bool, lang: str) -> None:
        """Around a board piece: its owner's colour; over it, the マヨヒガ veil while it is hidden.
        (耐久, 制圧力 and the used marks ride on the sprite as badges.)"""
        u = self.u
        pygame.draw.rect(surf, theme.SEAT_COLOURS[owner], rect.inflate(-u(2), -u(2)), u(3), border_radius=u(10))
        if hidden:
            veil = pygame.Surface(rect.inflate(-u(8), -u(8)).size, pygame.SRCALPHA)
            veil.fill((70, 50, 90, 170))
            for i in range(0, veil.get_width() + veil.get_height(), u(14)):
                pygame.draw.line(veil, (140, 110, 170, 200), (i, 0), (i - veil.get_height(), veil.get_height()), u(2))
            surf.blit(veil, rect.inflate(-u(8), -u(8)))
            t = theme.text("マヨヒガ" if lang != "en" else "Mayoiga", u(16), (255, 255, 255), True)
            surf.blit(t, t.get_rect(center=rect.center))
