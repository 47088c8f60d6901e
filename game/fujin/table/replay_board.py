"""The 式神符陣 board for the replay viewer (``game.scenes.replays``).

``replay_view(app, state, viewer)`` returns a :class:`FujinReplayBoard` whose
``draw(surface, rect)`` paints, scaled to ``rect``:

* the 九宮盤 as 先手 sees it (先手 at the bottom), every piece face up and
  turned by its orientation, with its 耐久 / 制圧力 badges (and the マヨヒガ
  veil) from :func:`game.fujin.table.board_view.draw_piece_info`;
* beside it one panel per player (後手 on top, 先手 below): 霊力 with its
  meter, 総制圧力 with pips, 王手, hand / deck / graveyard / 山札切れ counts,
  and the hand — face down, unless the seat is in ``viewer.visible_seats()``
  (the game is over and "show all" is on);
* the round, and who is to move.

It reads only ``state.view(None)`` (plus ``state.view(p)`` for the hands of
visible seats), never the live table, so it works for any position.
"""
from __future__ import annotations

import pygame

from game.fujin.table import faces
from game.fujin.rules.cards import CARDS
from game.fujin.table.board_view import BoardGeom, badge, draw_piece_info
from game.i18n import get_lang, t
from game.ui import theme

BASE_H = 384          # the layout is designed for the viewer's 812 x 384 board area
_geoms: dict[tuple, BoardGeom] = {}
_turned: dict[tuple, pygame.Surface] = {}


def _geom(rect: pygame.Rect) -> BoardGeom:
    key = tuple(rect)
    g = _geoms.get(key)
    if g is None:
        if len(_geoms) > 8:
            _geoms.clear()
        g = _geoms[key] = BoardGeom(rect, 0)
    return g


def _piece_image(cid: str, size: tuple[int, int], quarters: int, lang: str) -> pygame.Surface:
    key = (cid, size, quarters, lang)
    img = _turned.get(key)
    if img is None:
        if len(_turned) > 400:
            _turned.clear()
        img = faces.render(cid, size, True, lang)
        if quarters:
            img = pygame.transform.rotate(img, -90 * quarters)  # clockwise, like CardSprite
        _turned[key] = img
    return img


def _seat_names(viewer) -> list[str]:
    """先手 / 後手, with the computer's level when the record says who sat where."""
    base = [t("fujin.seat.first"), t("fujin.seat.second")]
    seats = getattr(getattr(viewer, "record", None), "seats", None)
    if not isinstance(seats, list) or len(seats) != 2:
        return base
    out = []
    for i, s in enumerate(seats):
        text = s if isinstance(s, str) else str(s.get("kind", "")) if isinstance(s, dict) else ""
        kind, _, level = text.partition(":")
        if kind in ("computer", "cpu") and level in ("easy", "medium", "hard"):
            out.append(base[i] + t("fujin.seat.cpu", level=t(f"menu.level.{level}")))
        else:
            out.append(base[i])
    return out


class FujinReplayBoard:
    """One position of a replay, drawn from the spectator's view (see the module doc)."""

    def __init__(self, state, visible: list[int], names: list[str]) -> None:
        self.view = state.view(None)
        self.hands: dict[int, tuple[str, ...]] = {p: tuple(state.view(p).hand or ()) for p in visible}
        self.names = names

    # -- helpers ---------------------------------------------------------------------
    @staticmethod
    def _text(surf, s: str, size: int, colour, pos, anchor: str = "topleft", bold: bool = False,
              max_w: int | None = None) -> pygame.Rect:
        img = theme.text(s, size, colour, bold)
        if max_w is not None and img.get_width() > max_w > 0:
            img = pygame.transform.smoothscale(img, (max_w, img.get_height()))
        r = img.get_rect(**{anchor: pos})
        surf.blit(img, r)
        return r

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        rect = pygame.Rect(rect)
        lang = get_lang()
        k = rect.h / BASE_H
        pad = max(4, round(14 * k))
        side = min(rect.h - 2 * pad, int(rect.w * 0.5))
        cs = side // 3
        board = pygame.Rect(rect.x + pad, rect.y + (rect.h - 3 * cs) // 2, 3 * cs, 3 * cs)
        geom = _geom(board)
        clip = surface.get_clip()
        surface.set_clip(rect)
        try:
            self._draw_board(surface, geom, lang)
            right = pygame.Rect(board.right + pad + max(4, round(8 * k)), rect.y,
                                rect.right - board.right - pad - max(4, round(8 * k)), rect.h)
            self._draw_side(surface, right, k, lang)
        finally:
            surface.set_clip(clip)

    def _draw_board(self, surf, geom: BoardGeom, lang: str) -> None:
        geom.draw_board(surf, lang)
        cs = geom.cs
        size = (max(20, round(cs * 96 / 140)), max(28, round(cs * 134 / 140)))
        for cv in self.view.board:
            if cv is None:
                continue
            r = geom.cell_rect(cv.cell)
            img = _piece_image(cv.card, size, geom.quarters(cv.orient), lang)
            surf.blit(img, img.get_rect(center=r.center))
            draw_piece_info(surf, r, cv, lang)
        pend = self.view.pending
        if pend is not None:
            for cell in pend[2]:
                pygame.draw.rect(surf, theme.HIGHLIGHT, geom.cell_rect(cell).inflate(-2, -2), 3, border_radius=10)

    def _draw_side(self, surf, area: pygame.Rect, k: float, lang: str) -> None:
        v = self.view
        fs = lambda n: max(10, round(n * k))  # noqa: E731
        head_h = fs(26)
        self._text(surf, t("fujin.hud.round", n=max(1, v.round)), fs(18), theme.GOLD, (area.x + 2, area.y + 2),
                   bold=True)
        gap = max(3, round(6 * k))
        ph = (area.h - head_h - gap) // 2
        top = pygame.Rect(area.x, area.y + head_h, area.w, ph)
        bottom = pygame.Rect(area.x, top.bottom + gap, area.w, ph)
        self._draw_panel(surf, top, 1, k, lang)
        self._draw_panel(surf, bottom, 0, k, lang)

    def _draw_panel(self, surf, rect: pygame.Rect, seat: int, k: float, lang: str) -> None:
        v = self.view
        fs = lambda n: max(10, round(n * k))  # noqa: E731
        col = theme.SEAT_COLOURS[seat]
        bg = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (*theme.PANEL, 225), bg.get_rect(), border_radius=10)
        surf.blit(bg, rect)
        to_move = v.to_move == seat
        pygame.draw.rect(surf, theme.HIGHLIGHT if to_move else col, rect, 3 if to_move else 2, border_radius=10)
        px = max(6, round(12 * k))
        x, y = rect.x + px, rect.y + max(4, round(7 * k))
        inner_w = rect.w - 2 * px
        # name line: seat dot, name, 手番, 王手 / 勝ち
        r = max(4, round(8 * k))
        pygame.draw.circle(surf, col, (x + r, y + fs(18) // 2 + 2), r)
        right_edge = rect.right - px
        if v.oute[seat]:
            img = theme.text(t("fujin.hud.oute"), fs(17), (255, 255, 255), True)
            box = img.get_rect(topright=(right_edge, y)).inflate(fs(12), 4)
            box.topright = (right_edge, y - 2)
            pygame.draw.rect(surf, theme.BAD, box, border_radius=6)
            surf.blit(img, img.get_rect(center=box.center))
            right_edge = box.left - px
        res = v.result
        if res is not None and not res.draw and res.winner == seat:
            win = "勝ち" if lang != "en" else "Winner"
            img = theme.text(win, fs(17), (30, 24, 10), True)
            box = img.get_rect(topright=(right_edge, y)).inflate(fs(12), 4)
            box.topright = (right_edge, y - 2)
            pygame.draw.rect(surf, theme.GOLD, box, border_radius=6)
            surf.blit(img, img.get_rect(center=box.center))
            right_edge = box.left - px
        elif to_move:
            tag = self._text(surf, t("fujin.hud.to_move"), fs(15), theme.HIGHLIGHT, (right_edge, y + 2), "topright",
                             True)
            right_edge = tag.left - px
        name_x = x + 2 * r + max(4, round(8 * k))
        self._text(surf, self.names[seat], fs(18), theme.TEXT, (name_x, y), bold=True,
                   max_w=max(10, right_edge - name_x))
        y += fs(18) + max(4, round(8 * k))
        # 霊力: value and a 15-segment meter
        sp = v.reiryoku[seat]
        lab = self._text(surf, t("fujin.hud.spirit"), fs(15), theme.TEXT_DIM, (x, y))
        val = self._text(surf, f"{sp} / 15", fs(17), theme.GOLD, (lab.right + px // 2, y - 1), bold=True)
        bar = pygame.Rect(val.right + px, y + 2, max(30, rect.right - px - val.right - px), max(6, fs(14) - 2))
        seg = bar.w / 15
        for i in range(15):
            cell = pygame.Rect(round(bar.x + i * seg) + 1, bar.y, max(1, round(seg) - 2), bar.h)
            pygame.draw.rect(surf, theme.GOLD if i < sp else (56, 56, 60), cell, border_radius=3)
        y += fs(17) + max(3, round(6 * k))
        # 総制圧力 with five pips, then the counts
        sei = v.seiatsu[seat]
        lab = self._text(surf, t("fujin.hud.control", n=sei), fs(16), theme.TEXT, (x, y), bold=True)
        pr = max(3, round(5 * k))
        for i in range(5):
            c = (lab.right + px + pr + i * (2 * pr + 4), lab.centery)
            if i < sei:
                pygame.draw.circle(surf, theme.GOOD, c, pr)
            else:
                pygame.draw.circle(surf, (110, 110, 110), c, pr, 2)
        y += fs(16) + max(3, round(5 * k))
        counts = t("fujin.hud.counts", hand=v.hand_counts[seat], deck=v.deck_counts[seat],
                   grave=len(v.graves[seat]), out=v.deckouts[seat])
        self._text(surf, counts, fs(14), theme.TEXT_DIM, (x, y), max_w=inner_w)
        y += fs(14) + max(4, round(7 * k))
        # the hand: face up for a visible seat, else backs
        hand_area = pygame.Rect(x, y, inner_w, rect.bottom - y - max(4, round(6 * k)))
        self._draw_hand(surf, hand_area, seat, lang)

    def _draw_hand(self, surf, area: pygame.Rect, seat: int, lang: str) -> None:
        n = self.view.hand_counts[seat]
        if n <= 0 or area.h < 12:
            return
        cards = self.hands.get(seat)
        ch = area.h
        if cards is None:   # face down: card backs and the count
            cw = round(ch * 0.71)
            step = min(cw + 4, (area.w - cw - 40) // max(1, n - 1)) if n > 1 else 0
            img = faces.back((cw, ch))
            for i in range(n):
                surf.blit(img, (area.x + i * step, area.y))
            end = area.x + (n - 1) * step + cw
            badge(surf, (min(area.right - 20, end + 22), area.centery), str(n), (60, 60, 70), 16)
            return
        # face up: a name chip per card (a full face this small would not be legible)
        gap = 4
        cw = min(round(ch * 1.3), (area.w - gap * (len(cards) - 1)) // max(1, len(cards)))
        for i, cid in enumerate(cards):
            surf.blit(_chip(cid, (cw, ch), lang), (area.x + i * (cw + gap), area.y))


def _chip(cid: str, size: tuple[int, int], lang: str) -> pygame.Surface:
    """A small legible card: clan band with the name (two lines at most), costs, attribute."""
    key = ("chip", cid, size, lang)
    img = _turned.get(key)
    if img is not None:
        return img
    from game.ui.widgets import wrap_text
    card = CARDS[cid]
    w, h = size
    img = pygame.Surface(size, pygame.SRCALPHA)
    clan = faces.CLAN_COLOUR[card.clan]
    pygame.draw.rect(img, theme.CARD_FACE, img.get_rect(), border_radius=6)
    size_name = max(10, min(14, h // 5))
    lines = wrap_text(card.name(lang), size_name, w - 8)
    while len(lines) > 2 and size_name > 10:
        size_name -= 1
        lines = wrap_text(card.name(lang), size_name, w - 8)
    lines = lines[:2]
    band_h = 6 + len(lines) * (size_name + 2)
    pygame.draw.rect(img, clan, (0, 0, w, band_h), border_top_left_radius=6, border_top_right_radius=6)
    y = 3
    for line in lines:
        t_img = theme.text(line, size_name, (250, 246, 236), True)
        if t_img.get_width() > w - 6:
            t_img = pygame.transform.smoothscale(t_img, (w - 6, t_img.get_height()))
        img.blit(t_img, (4, y))
        y += size_name + 2
    small = max(10, min(13, h // 6))
    y = band_h + 3
    for text, colour in ((faces._stat_line(card, lang), faces.INK),
                         ((f"{faces.ATTR_SYMBOL[card.attr]}{faces.attr_name(card.attr, lang)}"
                           if card.kind == "shikigami" else ("霊具" if lang != "en" else "Relic")),
                          faces.ATTR_COLOUR[card.attr] if card.kind == "shikigami" else clan)):
        if y + small > h - 2:
            break
        t_img = theme.text(text, small, colour, True)
        if t_img.get_width() > w - 8:
            t_img = pygame.transform.smoothscale(t_img, (w - 8, t_img.get_height()))
        img.blit(t_img, (4, y))
        y += small + 3
    pygame.draw.rect(img, clan, img.get_rect(), 2, border_radius=6)
    _turned[key] = img
    return img


def replay_view(app, state, viewer) -> FujinReplayBoard:
    """The replay viewer's hook: a board for ``state`` showing the hands of ``viewer.visible_seats()``."""
    seats = list(viewer.visible_seats()) if viewer is not None else []
    return FujinReplayBoard(state, seats, _seat_names(viewer))
