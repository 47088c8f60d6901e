"""The ハクスラ陰陽師 table's side panels and overlays: the solo game's empty seat (with
the night map), the box, lit targets and what may be picked up, strikes, and the zoom
panel reading out the card under the pointer."""
from __future__ import annotations

import pygame

from game.hakusura.rules import card_words
from game.hakusura.rules.cards import name
from game.hakusura.night_map import draw_progress
from game.hakusura.table import faces
from game.i18n import t
from game.ui import theme
from game.ui.kit import draw_text_block, draw_wrapped, fit_text
from game.ui.widgets import wrap_cached

#: the places whose sprite's face the zoom panel reads (a card face down: its peek, if any)
FACE_UP = ("hand", "used", "empty", "flip", "slot")


def text_in(surf, s: str, rect: pygame.Rect, size: int, colour, bold=True, align="left", min_size=12):
    """One line fitted into ``rect``: smaller down to ``min_size`` pixels, then cut with "…"."""
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


def lines_in(surf, s: str, rect: pygame.Rect, size: int, colour, bold: bool = False) -> None:
    """Wrapped lines centred in ``rect`` (a few words in a small box): all of them, never cut."""
    lines = wrap_cached(s, size, rect.width, bold)
    gap = max(1, size // 6)
    y = rect.centery - (len(lines) * (size + gap) - gap) // 2
    for line in lines:
        img = theme.text(line, size, colour, bold)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += size + gap


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
            self.draw_strike(surf, item, self.table.px)
        self.draw_zoom(surf)

    def draw_empty_seat(self, surf, cards) -> None:
        """The solo game's empty seat: its cards still to lay, and the night's progress."""
        z, view, px = self.zone["empty"], self.table.view, self.table.px
        self.hud.text(surf, t("hakusura.empty.title"), pygame.Rect(z.x + px(16), z.y + px(10), z.width - px(32),
                                                                   px(23)), 15, theme.TEXT)
        for place, sp in cards:
            if place.kind == "empty":
                sp.draw(surf)
        note = pygame.Rect(z.x + px(16), z.y + px(130), z.width - px(32), z.height - px(240))
        left = len(view.flips_left)       # none left: the three are shuffled again at the next flip
        draw_wrapped(surf, t("hakusura.empty.note", n=left) if left else t("hakusura.empty.note_again"), note,
                     px(13), theme.TEXT_DIM)
        draw_progress(surf, pygame.Rect(z.x + px(16), z.bottom - px(96), z.width - px(32), px(84)), view.battle,
                      over=view.result is not None, k=self.table.k)

    def draw_box(self, surf) -> None:
        tb = self.table
        z, box, px = self.zone["box"], tb.view.box, tb.px
        self.hud.text(surf, t("hakusura.box", n=len(box)), pygame.Rect(z.x + px(6), z.y + px(4), z.width - px(12),
                                                                       px(24)), 14, theme.TEXT_DIM, True, "center")
        if box:
            img = faces.FACES.face(faces.key("s", box[-1]), tb.card((44, 62)), True, tb.lang, tb.k)
            surf.blit(img, img.get_rect(midbottom=(z.centerx, z.bottom - px(4))))

    def draw_marks(self, surf) -> None:
        """Lit drop targets while a card is held; otherwise what may be picked up (or a place
        the decision asks for) glows softly."""
        tb, board, px = self.table, self.board, self.table.px
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
                pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(px(4), px(4)), px(4 if strong else 2),
                                 border_radius=px(6))
            drag.draw_held(surf)
            return
        if not tb.my_turn() or tb.timeline.busy or (tb.picking is not None and tb.picking.open()):
            return
        colour = [round(c * (0.6 + 0.4 * pulse)) for c in theme.GOLD]
        decision = tb.view.decision
        drag.draw_sources(surf, tb.k, colour, drag.sources() + list(decision.places if decision is not None else ()))

    @staticmethod
    def draw_strike(surf, item, px) -> None:
        (x0, y0), (x1, y1), p = item
        x, y, d = x0 + (x1 - x0) * p, y0 + (y1 - y0) * p, px(14)
        for a, b in (((x - d, y - d), (x + d, y + d)), ((x - d, y + d), (x + d, y - d))):
            pygame.draw.line(surf, (255, 240, 200), a, b, px(6))
            pygame.draw.line(surf, theme.BAD, a, b, px(3))

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
        tb = self.table
        px = tb.px
        inner = z.inflate(-px(20), -px(16))
        if key is None:
            draw_wrapped(surf, t("hakusura.zoom.idle"), inner, px(14), theme.TEXT_DIM)
            return
        title, lines = read_out(key, tb.lang)
        face = tb.card((76, 106))
        surf.blit(faces.FACES.face(key, face, True, tb.lang, tb.k), (inner.right - face[0], inner.y))
        y = inner.y
        for line in wrap_cached(title, px(17), inner.width - face[0] - px(8), True)[:2]:
            img = theme.text(line, px(17), theme.GOLD, True)
            surf.blit(img, (inner.x, y))
            y += img.get_height() + px(2)
        top = max(y, inner.y + face[1]) + px(4)
        # the card's words under its face: smaller rather than cut off, never under 12 units
        draw_text_block(surf, "\n".join(lines), pygame.Rect(inner.x, top, inner.width, inner.bottom - top), px(13),
                        theme.TEXT, px(12))
        if len(extra) > 1:
            self.hud.text(surf, ", ".join(name(y, tb.lang) for y in extra),
                          pygame.Rect(inner.x, inner.bottom - px(18), inner.width, px(18)), 12, theme.HIGHLIGHT, False)
