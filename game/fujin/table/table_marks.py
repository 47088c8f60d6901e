"""Drawing the table's marks (a mixin of ``FujinTable``): lit targets, summon
previews with costs, 間合 projections, area-attack previews, the ⟳ handles,
the dragged card and its arrow, the keyboard focus ring and the hint line."""
from __future__ import annotations

import pygame

from game.fujin.rules import actions as A
from game.fujin.rules.board import CELL_NAMES
from game.fujin.rules.cards import CARDS
from game.i18n import t
from game.ui import theme


class TableMarks:
    # -- marks ------------------------------------------------------------------------------------
    def draw_marks_under(self, surf) -> None:
        drag = self.drag
        held = drag.held
        if held and held.startswith("hand:") and CARDS[held[5:]].is_shikigami:
            cid = held[5:]
            for place in drag.lit_targets:
                cell = place[5:]
                r = self.geom.cell_rect(cell)
                pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(-4, -4), 3, border_radius=8)
                if self.disp.piece(cell) is None:
                    cost = CARDS[cid].cost - (1 if cell == "b2" and CARDS[cid].cost > 1 else 0)
                    tag = theme.text(t("fujin.cost", n=cost), 18, theme.GOLD, True)
                    surf.blit(tag, tag.get_rect(midbottom=(r.centerx, r.bottom - 8)))
                else:
                    tag = theme.text(t("fujin.inherit_tag"), 15, theme.GOLD, True)
                    surf.blit(tag, tag.get_rect(midtop=(r.centerx, r.top + 22)))
        elif held:
            for place in drag.lit_targets:
                if place.startswith("cell:"):
                    pygame.draw.rect(surf, theme.HIGHLIGHT, self.geom.cell_rect(place[5:]).inflate(-4, -4), 3,
                                     border_radius=8)
        d = self.state.decision if self.my_turn() else None
        if d is not None and d[0] in ("counter", "lantern"):
            pulse = 3 + int(2 * abs((self.clock * 2) % 2 - 1))
            for a in self.state.legal_actions():
                pygame.draw.rect(surf, theme.HIGHLIGHT, self.geom.cell_rect(a.target[5:]).inflate(-2, -2), pulse,
                                 border_radius=8)

    def draw_marks_over(self, surf) -> None:
        drag = self.drag
        held = drag.held
        if held and held.startswith("hand:") and CARDS[held[5:]].is_shikigami:
            cell = (drag.hover or "")[5:] if (drag.hover or "").startswith("cell:") else None
            if cell and drag.mode != "drag" and ("cell:" + cell) in drag.lit_targets and self.disp.piece(cell) is None:
                self.geom.draw_markers(surf, held[5:], cell, self.held_orient)
        elif held and held.startswith("cell:"):
            src = held[5:]
            p = self.disp.piece(src)
            if p is not None:
                self.geom.draw_markers(surf, p.card, src, p.orient, 150)
            if drag.hover == "area:" + src:
                self.geom.draw_hits(surf, self._hits(A.Attack(CELL_NAMES.index(src))), self.lang)
        elif self.my_turn() and not self.timeline.busy and self.state.phase == "main":
            cell = self.geom.cell_at(self.mouse)
            p = self.disp.piece(cell) if cell else None
            if p is not None and not p.hidden:
                self.geom.draw_markers(surf, p.card, cell, p.orient, 140)
        if self.preview_hits:
            self.geom.draw_hits(surf, self.preview_hits, self.lang)
        for cell in self.turnable_cells() if not held else ():
            c = self.handle_pos(cell)
            pygame.draw.circle(surf, (30, 26, 22), c, 13)
            pygame.draw.circle(surf, theme.GOLD, c, 13, 2)
            pygame.draw.arc(surf, theme.GOLD, pygame.Rect(c.x - 7, c.y - 7, 14, 14), 0.3, 5.0, 2)
            pygame.draw.polygon(surf, theme.GOLD, ((c.x + 8, c.y - 4), (c.x + 3, c.y - 1), (c.x + 9, c.y + 2)))

    def draw_drag(self, surf) -> None:
        drag = self.drag
        if drag.held and drag.held.startswith("cell:") and drag.mode == "drag":
            a = pygame.Vector2(self.geom.cell_rect(drag.held[5:]).center)
            b = pygame.Vector2(self.mouse)
            if (b - a).length() > 20:
                pygame.draw.line(surf, theme.BAD, a, b, 6)
                v = (b - a).normalize()
                n = pygame.Vector2(-v.y, v.x)
                pygame.draw.polygon(surf, theme.BAD, (b + v * 6, b - v * 18 + n * 12, b - v * 18 - n * 12))
        hov = drag.hover or ""
        sp = drag.held_sprite
        if (sp is not None and drag.mode == "drag" and drag.held.startswith("hand:") and hov.startswith("cell:")
                and hov in drag.lit_targets and self.disp.piece(hov[5:]) is None and CARDS[drag.held[5:]].is_shikigami):
            img = sp.image_for(True, sp.rot, 1.0).copy()
            img.set_alpha(210)
            surf.blit(img, img.get_rect(center=self.geom.cell_rect(hov[5:]).center))
            self.geom.draw_markers(surf, drag.held[5:], hov[5:], self.held_orient)
        else:
            drag.draw_held(surf)
        self.draw_focus(surf)

    def draw_hint(self, surf) -> None:
        z = self.zone["hint"]
        text = self.hint_text()
        if text:
            from game.fujin.table.hud import wrap_cached
            size = round(15 * self.ui_scale())
            lines = wrap_cached(text, size, z.width - 12) if size > 15 else (text,)
            imgs = [theme.text(line, size, theme.TEXT) for line in lines]
            imgs = [pygame.transform.smoothscale(i, (z.width - 8, i.get_height())) if i.get_width() > z.width - 8
                    else i for i in imgs]
            h = sum(i.get_height() for i in imgs)
            box = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 14, h + 6)
            box.midbottom = (z.centerx, z.bottom + 3)
            pygame.draw.rect(surf, (20, 16, 14), box, border_radius=6)
            y = box.y + 3
            for i in imgs:
                surf.blit(i, i.get_rect(midtop=(z.centerx, y)))
                y += i.get_height()
        self.draw_rule_chip(surf)
        mode = self.select_mode()
        if mode:
            self.confirm_btn.draw(surf)
