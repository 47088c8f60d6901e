"""The marks drawn over the 九宮盤 while a player acts: lit targets with summon costs,
間合 projections of the held or hovered card, area-attack previews (the rules'
own outcome, from the view), the ⟳ handles and the pending decision's cells."""
from __future__ import annotations

import pygame

from game.fujin.rules import actions as A
from game.fujin.rules.board import CELL_INDEX
from game.fujin.rules.cards import CARDS
from game.i18n import t
from game.ui import theme


class Marks:
    def __init__(self, board) -> None:
        self.board = board
        self.table = board.table

    def _held_shikigami(self) -> str | None:
        held = self.table.drag.held
        return held.key if held is not None and held.kind == "hand" and CARDS[held.key].is_shikigami else None

    def _aimed(self):
        """The attack the held piece aims at the lit place under the pointer (None: none)."""
        drag = self.table.drag
        held, aim = drag.held, drag.hover if drag.hover in drag.lit_targets else None
        if held is None or held.kind != "cell" or aim is None:
            return None
        src = CELL_INDEX[held.key]
        if aim == A.area(held.key):
            return A.Attack(src)
        return A.Attack(src, CELL_INDEX[aim.key]) if aim.kind == "cell" else None

    def under(self, surf: pygame.Surface) -> None:
        """Lit targets (with the 召☆ to pay) and the pending decision's cells."""
        tb, geom = self.table, self.board.geom
        drag, u = tb.drag, tb.px
        cid = self._held_shikigami()
        for place in drag.lit_targets:
            if place.kind != "cell":
                continue
            r = geom.cell_rect(place.key)
            pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(-u(4), -u(4)), u(3), border_radius=u(8))
            if cid is None:
                continue
            cost = tb.view.summon_cost(cid, place.key)
            if cost is not None:
                tag = theme.text(t("fujin.cost", n=cost), u(18), theme.GOLD, True)
                surf.blit(tag, tag.get_rect(midbottom=(r.centerx, r.bottom - u(8))))
            elif self.board.disp.piece(place.key) is not None:
                tag = theme.text(t("fujin.inherit_tag"), u(15), theme.GOLD, True)
                surf.blit(tag, tag.get_rect(midtop=(r.centerx, r.top + u(22))))
        decision = tb.view.decision if tb.my_turn() else None
        if decision is not None:
            pulse = u(3 + 2 * abs((tb.clock * 2) % 2 - 1))
            for place in decision.places:
                pygame.draw.rect(surf, theme.HIGHLIGHT, geom.cell_rect(place.key).inflate(-u(2), -u(2)), pulse,
                                 border_radius=u(8))

    def over(self, surf: pygame.Surface) -> None:
        """Reach of the held / hovered card, the attack preview, and the ⟳ handles."""
        tb, geom, disp = self.table, self.board.geom, self.board.disp
        drag = tb.drag
        held = drag.held
        cid = self._held_shikigami()
        if cid is not None:
            hov = drag.hover
            if hov is not None and hov.kind == "cell" and drag.mode != "drag" and hov in drag.lit_targets \
                    and disp.piece(hov.key) is None:
                geom.draw_markers(surf, cid, hov.key, self.board.held_orient)
        elif held is not None and held.kind == "cell":
            p = disp.piece(held.key)
            if p is not None:
                geom.draw_markers(surf, p.card, held.key, p.orient, 150)
            attack = self._aimed()
            preview = tb.view.preview(attack) if attack is not None else None
            if preview is not None:
                geom.draw_preview(surf, preview, held.key, tb.lang)
        elif tb.my_turn() and not tb.timeline.busy and tb.view.phase == "main":
            name = geom.cell_at(tb.mouse)
            p = disp.piece(name) if name else None
            if p is not None and not p.hidden:
                geom.draw_markers(surf, p.card, name, p.orient, 140)
        confirming = self.board.confirming
        preview = tb.view.preview(confirming) if isinstance(confirming, A.Attack) else None
        if preview is not None:
            geom.draw_preview(surf, preview, confirming.source.key, tb.lang)
        u = tb.px
        for name in self.board.turnable() if not held else ():
            c = self.board.handle_pos(name)
            pygame.draw.circle(surf, (30, 26, 22), c, u(13))
            pygame.draw.circle(surf, theme.GOLD, c, u(13), u(2))
            pygame.draw.arc(surf, theme.GOLD, pygame.Rect(c.x - u(7), c.y - u(7), u(14), u(14)), 0.3, 5.0, u(2))
            pygame.draw.polygon(surf, theme.GOLD, ((c.x + u(8), c.y - u(4)), (c.x + u(3), c.y - u(1)),
                                                   (c.x + u(9), c.y + u(2))))

    def dragged(self, surf: pygame.Surface) -> None:
        """The held card (landed on the lit empty cell it would be summoned to, with its reach)."""
        drag = self.table.drag
        drag.draw_held(surf)
        hov, cid = drag.hover, self._held_shikigami()
        if drag.mode == "drag" and cid is not None and hov in drag.lit_targets and self.board.snaps(hov):
            self.board.geom.draw_markers(surf, cid, hov.key, self.board.held_orient)
