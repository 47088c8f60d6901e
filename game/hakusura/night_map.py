"""The night map of a ハクスラ陰陽師 run: three nights of two battles, then the boss, each
stop done, now or to come. The campaign page shows it for the run in progress (a
``game.pages.Picture``), the solo table in its empty seat's panel."""
from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.kit import fit_text


def draw_progress(surf, r: pygame.Rect, now: int, over: bool = False, k: float = 1.0) -> None:
    """Three nights of two battles, then the boss: done, now, to come (``k``: pixels per
    layout unit)."""
    u = lambda n: max(1, round(n * k))  # noqa: E731
    stops = [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4)]
    gap = r.width // len(stops)
    y = r.y + r.height // 2 - u(6)
    size = u(13)
    for i, (b, _night) in enumerate(stops):
        x = r.x + gap // 2 + i * gap
        if i:
            pygame.draw.line(surf, (120, 110, 90), (x - gap + u(12), y), (x - u(12), y), u(3))
        done = b < now or (over and b <= now)
        here = b == now and not over
        colour = theme.GOLD if done else (theme.HIGHLIGHT if here else (90, 90, 90))
        if b == 7:
            pygame.draw.polygon(surf, colour, [(x, y - u(13)), (x + u(13), y), (x, y + u(13)), (x - u(13), y)],
                                0 if done or here else u(3))
        else:
            pygame.draw.circle(surf, colour, (x, y), u(10), 0 if done or here else u(3))
        if here:
            pygame.draw.circle(surf, theme.ACCENT, (x, y), u(15), u(3))
        label = t("hakusura.map.boss") if b == 7 else t("hakusura.map.battle", n=b)
        img = fit_text(label, size, gap - u(4), theme.TEXT if here else theme.TEXT_DIM, here, u(12))
        surf.blit(img, img.get_rect(midtop=(x, y + u(17))))
    for night in (1, 2, 3):
        x0 = r.x + gap // 2 + (night - 1) * 2 * gap
        img = fit_text(t("hakusura.map.night", n=night), size, 2 * gap - u(8), theme.TEXT_DIM, False, u(12))
        surf.blit(img, img.get_rect(midbottom=(x0 + gap // 2, y - u(15))))


def night_map(surf, r: pygame.Rect, scale: float, battle: int) -> None:
    """The campaign page's map of the run in progress (a ``game.pages.Picture``; ``scale``:
    pixels per layout unit, 1 on a page the app scales as a whole)."""
    draw_progress(surf, r, max(battle, 0), k=scale)
