"""The 式神符陣 numbers around the board: each seat's panel (霊力 meter, 総制圧力
pips, 王手, counts), the turn box, the static layer and the reach legend.

Frames, piles, the zoom panel and text helpers come from ``game.ui.kit``;
everything here reads the table's display model (``Disp``), never the rules.
"""
from __future__ import annotations

import pygame

from game.fujin.table import faces
from game.i18n import t
from game.ui import theme
from game.ui.kit import draw_meter, draw_pips, draw_player_frame, draw_wrapped, fit_text
from game.ui.widgets import panel_bg


def static_layer(zone: dict, geom, bottom: int, lang: str) -> pygame.Surface:
    """Everything that does not change between frames, in one opaque surface."""
    s = pygame.Surface(theme.SCREEN_SIZE).convert() if pygame.display.get_surface() else pygame.Surface(
        theme.SCREEN_SIZE)
    s.fill(theme.TABLE)
    for name, edge in (("panel.0", theme.SEAT_COLOURS[bottom]), ("panel.1", theme.SEAT_COLOURS[1 - bottom]),
                       ("status", theme.GOLD), ("log", theme.PANEL_EDGE), ("zoom", theme.PANEL_EDGE)):
        s.blit(panel_bg(zone[name].size, edge, 225), zone[name])
    geom.draw_board(s, lang)
    return s


def draw_player_panel(surf: pygame.Surface, rect: pygame.Rect, seat: int, disp, name: str,
                      active: bool, thinking: bool, clock: float) -> None:
    y = draw_player_frame(surf, rect, theme.SEAT_COLOURS[seat], name, active, thinking, clock)
    x = rect.x + 14
    # 霊力 meter 0..15
    spirit = disp.reiryoku_shown[seat]
    surf.blit(theme.text(t("fujin.hud.spirit"), 15, theme.TEXT_DIM), (x, y))
    val = theme.text(f"{round(spirit)} / 15", 18, theme.GOLD, True)
    surf.blit(val, val.get_rect(topright=(rect.right - 14, y - 2)))
    draw_meter(surf, pygame.Rect(x, y + 22, rect.width - 28, 14), spirit, 15)
    y += 44
    sei = disp.seiatsu(seat)
    label = t("fujin.hud.control", n=sei)
    surf.blit(theme.text(label, 17, theme.TEXT, True), (x, y))
    draw_pips(surf, x + theme.font(17, True).size(label)[0] + 10, y + 10, sei, 5)
    if disp.oute[seat]:
        img = theme.text(t("fujin.hud.oute"), 18, (255, 255, 255), True)
        r = img.get_rect(topright=(rect.right - 14, y - 2)).inflate(12, 4)
        pygame.draw.rect(surf, theme.BAD, r, border_radius=6)
        surf.blit(img, img.get_rect(center=r.center))
    y += 28
    info = t("fujin.hud.counts", hand=disp.hand_counts[seat], deck=disp.deck_counts[seat],
             grave=len(disp.graves[seat]), out=disp.deckouts[seat])
    draw_wrapped(surf, info, pygame.Rect(x, y, rect.width - 28, 50), 15, theme.TEXT_DIM)


def draw_status(surf: pygame.Surface, rect: pygame.Rect, disp, names, phase_text: str) -> None:
    rnd = theme.text(t("fujin.hud.round", n=max(1, disp.round)), 18, theme.GOLD, True)
    surf.blit(rnd, (rect.x + 12, rect.y + 8))
    who = disp.to_move if disp.to_move is not None else disp.current
    pygame.draw.circle(surf, theme.SEAT_COLOURS[who], (rect.x + 20, rect.y + 46), 8)
    surf.blit(fit_text(t("fujin.hud.turn_of", name=names[who]), 18, rect.width - 44, theme.TEXT),
              (rect.x + 34, rect.y + 35))
    surf.blit(fit_text(phase_text, 15, rect.width - 24, theme.TEXT_DIM, False), (rect.x + 12, rect.y + 64))


def draw_legend(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """What the reach marks mean (shown in the zoom panel while nothing is hovered)."""
    y = rect.y
    for kind, key in (("reach", "fujin.legend.reach"), ("counter", "fujin.legend.counter"),
                      ("both", "fujin.legend.both"), ("blind", "fujin.legend.blind")):
        pygame.draw.circle(surf, (236, 228, 210), (rect.x + 14, y + 12), 13)
        faces.draw_marker(surf, kind, (rect.x + 14, y + 12), 9)
        surf.blit(fit_text(t(key), 15, rect.width - 36, theme.TEXT, False), (rect.x + 36, y + 3))
        y += 32
