"""The ハクスラ陰陽師 table's side panels and overlays: the solo game's empty seat and
night map, the box, lit targets and what may be picked up, strikes, and the zoom
panel reading out the card under the pointer."""
from __future__ import annotations

import pygame

from game.hakusura.rules import card_words
from game.hakusura.rules.cards import name
from game.hakusura.table import faces
from game.i18n import t
from game.ui import theme
from game.ui.kit import draw_wrapped, fit_text
from game.ui.widgets import wrap_cached

#: the places whose sprite's face the zoom panel reads (a card face down: its peek, if any)
FACE_UP = ("hand", "used", "empty", "flip", "slot")


def text_in(surf, s: str, rect: pygame.Rect, size: int, colour, bold=True, align="left", min_size=9):
    """One line fitted into ``rect`` (shrinking, never spilling out)."""
    img = fit_text(s, min(size, max(min_size, rect.height - 2)), rect.width, colour, bold, min_size, ellipsis=True)
    r = img.get_rect()
    if align == "center":
        r.center = rect.center
    elif align == "right":
        r.midright = rect.midright
    else:
        r.midleft = rect.midleft
    surf.blit(img, r)
    return r


def draw_progress(surf, r: pygame.Rect, now: int, over: bool = False, size: int = 13) -> None:
    """Three nights of two battles, then the boss: done, now, to come."""
    stops = [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4)]
    gap = r.width // len(stops)
    y = r.y + r.height // 2 - 6
    for i, (b, _night) in enumerate(stops):
        x = r.x + gap // 2 + i * gap
        if i:
            pygame.draw.line(surf, (120, 110, 90), (x - gap + 12, y), (x - 12, y), 3)
        done = b < now or (over and b <= now)
        here = b == now and not over
        colour = theme.GOLD if done else (theme.HIGHLIGHT if here else (90, 90, 90))
        if b == 7:
            pygame.draw.polygon(surf, colour, [(x, y - 13), (x + 13, y), (x, y + 13), (x - 13, y)],
                                0 if done or here else 3)
        else:
            pygame.draw.circle(surf, colour, (x, y), 10, 0 if done or here else 3)
        if here:
            pygame.draw.circle(surf, theme.ACCENT, (x, y), 15, 3)
        label = t("hakusura.map.boss") if b == 7 else t("hakusura.map.battle", n=b)
        img = fit_text(label, size, gap - 4, theme.TEXT if here else theme.TEXT_DIM, here, 8)
        surf.blit(img, img.get_rect(midtop=(x, y + 17)))
    for night in (1, 2, 3):
        x0 = r.x + gap // 2 + (night - 1) * 2 * gap
        img = fit_text(t("hakusura.map.night", n=night), size, 2 * gap - 8, theme.TEXT_DIM, False, 8)
        surf.blit(img, img.get_rect(midbottom=(x0 + gap // 2, y - 15)))


def night_map(surf, r: pygame.Rect, scale: float, battle: int) -> None:
    """The campaign page's map of the run in progress (a ``game.pages.Picture``)."""
    draw_progress(surf, r, max(battle, 0), size=min(round(13 * scale), 20))


#: how each kind of face is read out (``card_words.read_out``); a character by its side
SIDES = {"h": "hand", "y": "yokai", "s": "shiki", "u": "used_up", "b": "boss"}


def read_out(key: tuple | None, lang: str) -> tuple[str, list[str]]:
    """(title, lines) for a face (see ``faces``): what the zoom panel reads out."""
    kind, cid = faces.kind(key), faces.ident(key)
    if kind == "c":
        return card_words.read_out("back" if key == faces.char_key(cid, True) else "front", cid, lang)
    return card_words.read_out(SIDES[kind], cid, lang) if kind in SIDES else ("", [])


class Panels:
    def __init__(self, hud) -> None:
        self.hud = hud
        self.board = hud.board
        self.table = hud.table
        self.zone = hud.zone

    def draw(self, surf: pygame.Surface, cards) -> None:
        if self.table.view.mode == "solo":
            self.draw_empty_seat(surf, cards)
        self.draw_box(surf)
        self.draw_marks(surf)
        for item in self.table.mirror.strikes:
            self.draw_strike(surf, item)
        self.draw_zoom(surf)

    def draw_empty_seat(self, surf, cards) -> None:
        """The solo game's empty seat: its cards still to lay, and the night's progress."""
        z, view, sc = self.zone["empty"], self.table.view, self.hud.scale()
        size = min(round(15 * sc), 28)
        text_in(surf, t("hakusura.empty.title"), pygame.Rect(z.x + 16, z.y + 10, z.width - 32, size + 8), size,
                      theme.TEXT)
        for place, sp in cards:
            if place.kind == "empty":
                sp.draw(surf)
        note = pygame.Rect(z.x + 16, z.y + 130, z.width - 32, z.height - 240)
        draw_wrapped(surf, t("hakusura.empty.note", n=len(view.flips_left)), note, min(round(13 * sc), 22),
                     theme.TEXT_DIM)
        draw_progress(surf, pygame.Rect(z.x + 16, z.bottom - 96, z.width - 32, 84), view.battle,
                      over=view.result is not None, size=min(round(13 * sc), 20))

    def draw_box(self, surf) -> None:
        z, box = self.zone["box"], self.table.view.box
        text_in(surf, t("hakusura.box", n=len(box)), pygame.Rect(z.x + 6, z.y + 4, z.width - 12, 24),
                      min(round(14 * self.hud.scale()), 20), theme.TEXT_DIM, True, "center")
        if box:
            img = faces.FACES.face(faces.key("s", box[-1]), (44, 62))
            surf.blit(img, img.get_rect(midbottom=(z.centerx, z.bottom - 4)))

    def draw_marks(self, surf) -> None:
        """Lit drop targets while a card is held; otherwise what may be picked up (or a place
        the decision asks for) glows softly."""
        tb, board = self.table, self.board
        drag = tb.drag
        pulse = 0.5 + 0.5 * abs((tb.clock * 1.5) % 2 - 1)
        if drag.holding:
            for place in drag.lit_targets:
                r = board.place_rect(place)
                if r is None:
                    continue
                strong = place == drag.hover
                glow = pygame.Surface(r.size, pygame.SRCALPHA)
                glow.fill((*theme.HIGHLIGHT, 110 if strong else int(40 + 40 * pulse)))
                surf.blit(glow, r)
                pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(4, 4), 4 if strong else 2, border_radius=6)
            drag.draw_held(surf)
            return
        if not tb.my_turn() or tb.timeline.busy or (tb.picking is not None and tb.picking.open()):
            return
        colour = [round(c * (0.6 + 0.4 * pulse)) for c in theme.GOLD]
        decision = tb.view.decision
        for place in drag.sources() + list(decision.places if decision is not None else ()):
            r = board.place_rect(place)
            if r is not None:
                pygame.draw.rect(surf, colour, r.inflate(6, 6), 2, border_radius=8)

    @staticmethod
    def draw_strike(surf, item) -> None:
        (x0, y0), (x1, y1), p = item
        x, y = x0 + (x1 - x0) * p, y0 + (y1 - y0) * p
        for a, b in (((x - 14, y - 14), (x + 14, y + 14)), ((x - 14, y + 14), (x + 14, y - 14))):
            pygame.draw.line(surf, (255, 240, 200), a, b, 6)
            pygame.draw.line(surf, theme.BAD, a, b, 3)

    # -- the zoom panel ------------------------------------------------------------------------
    def face_at(self, place) -> str | None:
        """The face the zoom panel reads for ``place`` (a card face down: what its owner peeks)."""
        if place is None:
            return None
        board, kind = self.board, place.kind
        if kind == "edge":
            ys = getattr(self.table.view.seat(place.seat), place.key)
            return faces.key("s", ys[-1]) if ys else None
        if kind == "effect":
            return board.char(place.seat).card if place.key == "char" else faces.key("s", place.key)
        sprite = board.sprite_at(place)
        if sprite is None:
            return None
        if kind in FACE_UP and not sprite.face_up:
            peek = getattr(sprite, "peek", None)
            return faces.key("h", peek) if peek else None
        return sprite.card

    def draw_zoom(self, surf) -> None:
        """The card under the pointer (or held), read out: drawn once per card into a layer."""
        tb = self.table
        place = tb.drag.held or tb.hover_place
        key = self.face_at(place)
        extra = getattr(tb.view.seat(place.seat), place.key) if key is not None and place.kind == "edge" else ()
        self.hud.layers.blit(surf, f"zoom:{key}:{extra}", (key, extra), self.zone["zoom"],
                       lambda layer, area: self.paint_zoom(layer, area, key, extra))

    def paint_zoom(self, surf, z: pygame.Rect, key: tuple | None, extra: tuple) -> None:
        sc = self.hud.scale()
        inner = z.inflate(-20, -16)
        if key is None:
            draw_wrapped(surf, t("hakusura.zoom.idle"), inner, min(round(14 * sc), 24), theme.TEXT_DIM)
            return
        title, lines = read_out(key, self.table.lang)
        text_w = inner.width
        if sc < 1.5:
            surf.blit(faces.FACES.face(key, (76, 106)), (inner.right - 76, inner.y))
            text_w -= 84
        text = "\n".join(lines)
        top = inner.y + (110 if sc < 1.5 else 0)
        size = round(15 * sc)
        while True:                  # as large as the scale asks, smaller rather than cut off
            heads = list(wrap_cached(title, size + 2, text_w, True))[:2]
            body_size = max(11, round(size * 13 / 15))
            head_h = sum(theme.text(line, size + 2, theme.GOLD, True).get_height() + 2 for line in heads)
            y0 = max(inner.y + head_h + 4, top)
            if y0 + len(wrap_cached(text, body_size, inner.width, False)) * (body_size + 4) <= inner.bottom \
                    or body_size <= 11:
                break
            size -= 1
        y = inner.y
        for line in heads:
            img = theme.text(line, size + 2, theme.GOLD, True)
            surf.blit(img, (inner.x, y))
            y += img.get_height() + 2
        draw_wrapped(surf, text, pygame.Rect(inner.x, y0, inner.width, inner.bottom - y0), body_size, theme.TEXT)
        if len(extra) > 1:
            text_in(surf, ", ".join(name(y, self.table.lang) for y in extra),
                          pygame.Rect(inner.x, inner.bottom - 18, inner.width, 18), 12, theme.HIGHLIGHT, False)
