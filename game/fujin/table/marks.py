"""The marks drawn over the 九宮盤 while a player acts: lit targets with summon costs,
間合 projections of the held or hovered card, area-attack previews, the ⟳ handles
and the attack arrow. Functions of the table (they read its view and drag state)."""
from __future__ import annotations

import pygame

from game.fujin.rules import actions as A
from game.fujin.rules.board import CELL_NAMES
from game.fujin.rules.cards import CARDS
from game.i18n import t
from game.ui import theme


def _held_shikigami(tb) -> str | None:
    held = tb.drag.held or ""
    return held[5:] if held.startswith("hand:") and CARDS[held[5:]].is_shikigami else None


def under(tb, surf) -> None:
    """Lit targets (with the 召☆ to pay) and the pending decision's cells."""
    drag = tb.drag
    cid = _held_shikigami(tb)
    if cid is not None:
        for place in drag.lit_targets:
            cell = place[5:]
            r = tb.geom.cell_rect(cell)
            pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(-4, -4), 3, border_radius=8)
            cost = tb.view.summon_cost(cid, cell)
            if cost is not None:
                tag = theme.text(t("fujin.cost", n=cost), 18, theme.GOLD, True)
                surf.blit(tag, tag.get_rect(midbottom=(r.centerx, r.bottom - 8)))
            elif tb.disp.piece(cell) is not None:
                tag = theme.text(t("fujin.inherit_tag"), 15, theme.GOLD, True)
                surf.blit(tag, tag.get_rect(midtop=(r.centerx, r.top + 22)))
    elif drag.held:
        for place in drag.lit_targets:
            if place.startswith("cell:"):
                pygame.draw.rect(surf, theme.HIGHLIGHT, tb.geom.cell_rect(place[5:]).inflate(-4, -4), 3,
                                 border_radius=8)
    pending = tb.view.pending if tb.my_turn() else None
    if pending is not None and pending[0] in ("counter", "lantern"):
        pulse = 3 + int(2 * abs((tb.clock * 2) % 2 - 1))
        for cell in pending[2]:
            pygame.draw.rect(surf, theme.HIGHLIGHT, tb.geom.cell_rect(cell).inflate(-2, -2), pulse,
                             border_radius=8)


def over(tb, surf) -> None:
    """Reach of the held / hovered card, the area preview, and the ⟳ handles."""
    drag = tb.drag
    held = drag.held
    cid = _held_shikigami(tb)
    if cid is not None:
        cell = (drag.hover or "")[5:] if (drag.hover or "").startswith("cell:") else None
        if cell and drag.mode != "drag" and ("cell:" + cell) in drag.lit_targets and tb.disp.piece(cell) is None:
            tb.geom.draw_markers(surf, cid, cell, tb.held_orient)
    elif held and held.startswith("cell:"):
        src = held[5:]
        p = tb.disp.piece(src)
        if p is not None:
            tb.geom.draw_markers(surf, p.card, src, p.orient, 150)
        aim = drag.hover if drag.hover in drag.lit_targets else None
        attack = A.Attack(CELL_NAMES.index(src)) if aim == "area:" + src else \
            A.Attack(CELL_NAMES.index(src), CELL_NAMES.index(aim[5:])) if (aim or "").startswith("cell:") else None
        preview = tb.preview(attack) if attack is not None else None
        if preview is not None:
            tb.geom.draw_preview(surf, preview, src, tb.lang)
    elif tb.my_turn() and not tb.timeline.busy and tb.view.phase == "main":
        cell = tb.geom.cell_at(tb.mouse)
        p = tb.disp.piece(cell) if cell else None
        if p is not None and not p.hidden:
            tb.geom.draw_markers(surf, p.card, cell, p.orient, 140)
    if tb.preview_hits is not None:
        tb.geom.draw_preview(surf, tb.preview_hits, tb.preview_from, tb.lang)
    for cell in tb.turnable_cells() if not held else ():
        c = tb.handle_pos(cell)
        pygame.draw.circle(surf, (30, 26, 22), c, 13)
        pygame.draw.circle(surf, theme.GOLD, c, 13, 2)
        pygame.draw.arc(surf, theme.GOLD, pygame.Rect(c.x - 7, c.y - 7, 14, 14), 0.3, 5.0, 2)
        pygame.draw.polygon(surf, theme.GOLD, ((c.x + 8, c.y - 4), (c.x + 3, c.y - 1), (c.x + 9, c.y + 2)))


def dragged(tb, surf) -> None:
    """The held card (landed on the lit empty cell it would be summoned to, with its reach)."""
    drag = tb.drag
    drag.draw_held(surf)
    hov, cid = drag.hover or "", _held_shikigami(tb)
    if drag.mode == "drag" and cid is not None and hov in drag.lit_targets and tb.snaps(hov):
        tb.geom.draw_markers(surf, cid, hov[5:], tb.held_orient)
