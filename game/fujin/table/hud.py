"""The 式神符陣 numbers around the board: each seat's panel (霊力 meter, 総制圧力
pips, 王手, counts), the turn box and the static layer.

Frames, piles, the zoom panel and text helpers come from ``game.ui.kit``;
everything here reads the table's display model (``Disp``), never the rules.
"""
from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.kit import draw_meter, draw_pips, draw_player_frame, draw_wrapped, fit_text
from game.ui.widgets import panel_bg


def static_layer(size: tuple[int, int], zone: dict, geom, bottom: int, lang: str) -> pygame.Surface:
    """Everything that does not change between frames, in one opaque surface of ``size``."""
    s = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    s.fill(theme.TABLE)
    for name, edge in (("panel.0", theme.SEAT_COLOURS[bottom]), ("panel.1", theme.SEAT_COLOURS[1 - bottom]),
                       ("status", theme.GOLD), ("log", theme.PANEL_EDGE), ("zoom", theme.PANEL_EDGE)):
        s.blit(panel_bg(zone[name].size, edge, 225), zone[name])
    geom.draw_board(s, lang)
    return s


def draw_player_panel(surf: pygame.Surface, rect: pygame.Rect, seat: int, disp, name: str,
                      active: bool, thinking: bool, clock: float, k: float = 1.0) -> None:
    u = lambda n: round(n * k)  # noqa: E731
    y = draw_player_frame(surf, rect, theme.SEAT_COLOURS[seat], name, active, thinking, clock, k=k)
    x = rect.x + u(14)
    # 霊力 meter 0..15
    spirit = disp.reiryoku_shown[seat]
    surf.blit(theme.text(t("fujin.hud.spirit"), u(15), theme.TEXT_DIM), (x, y))
    val = theme.text(f"{round(spirit)} / 15", u(18), theme.GOLD, True)
    surf.blit(val, val.get_rect(topright=(rect.right - u(14), y - u(2))))
    draw_meter(surf, pygame.Rect(x, y + u(22), rect.width - u(28), u(14)), spirit, 15)
    y += u(44)
    sei = disp.seiatsu(seat)
    label = t("fujin.hud.control", n=sei)
    surf.blit(theme.text(label, u(17), theme.TEXT, True), (x, y))
    draw_pips(surf, x + theme.font(u(17), True).size(label)[0] + u(10), y + u(10), sei, 5, r=u(6), step=u(16))
    if disp.oute[seat]:
        img = theme.text(t("fujin.hud.oute"), u(18), (255, 255, 255), True)
        r = img.get_rect(topright=(rect.right - u(14), y - u(2))).inflate(u(12), u(4))
        pygame.draw.rect(surf, theme.BAD, r, border_radius=u(6))
        surf.blit(img, img.get_rect(center=r.center))
    y += u(28)
    info = t("fujin.hud.counts", hand=disp.hand_counts[seat], deck=disp.deck_counts[seat],
             grave=len(disp.graves[seat]), out=disp.deckouts[seat])
    draw_wrapped(surf, info, pygame.Rect(x, y, rect.width - u(28), u(50)), u(15), theme.TEXT_DIM)


def draw_status(surf: pygame.Surface, rect: pygame.Rect, disp, names, phase_text: str, k: float = 1.0) -> None:
    u = lambda n: round(n * k)  # noqa: E731
    rnd = theme.text(t("fujin.hud.round", n=max(1, disp.round)), u(18), theme.GOLD, True)
    surf.blit(rnd, (rect.x + u(12), rect.y + u(8)))
    who = disp.to_move if disp.to_move is not None else disp.current
    pygame.draw.circle(surf, theme.SEAT_COLOURS[who], (rect.x + u(20), rect.y + u(46)), u(8))
    surf.blit(fit_text(t("fujin.hud.turn_of", name=names[who]), u(18), rect.width - u(44), theme.TEXT, True, u(12)),
              (rect.x + u(34), rect.y + u(35)))
    surf.blit(fit_text(phase_text, u(15), rect.width - u(24), theme.TEXT_DIM, False, u(12)),
              (rect.x + u(12), rect.y + u(64)))
