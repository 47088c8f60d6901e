"""What the ジントリガー board draws over its cards: the grove's plate, the discard's
label, the panel when nothing is asked, the opponents' 場札 (field cards) a play
reaches, the answers' sources of a decision, an attack waiting for its answer, the
hand a scout drone showed, and the zoom panel's card."""
from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.kit import arrow, boxed, card_strip, draw_zoom, fit_text, pill, zoom_size
from game.zintrigger.rules import places as P, wording
from game.zintrigger.rules.gestures import reached
from game.zintrigger.table import faces
from game.zintrigger.table.geom import BOARD


class Marks:
    def __init__(self, board) -> None:
        self.board, self.table = board, board.table
        self.px = board.table.px

    def grove_plate(self, surf) -> None:
        zone = self.table.zone          # the solo's grove plate lies where a second seat's would
        rect = zone.get("grove_plate") or (zone.get("plate.s1") if self.table.view.players == 1 else None)
        if rect is None:
            return
        v = self.table.view
        px = self.px
        pygame.draw.rect(surf, (20, 30, 24), rect, border_radius=px(8))
        pygame.draw.rect(surf, faces.BAMBOO_C, rect, px(2), border_radius=px(8))
        size = max(px(12), min(rect.height - px(8), px(15)))
        room = rect.width - px(16)
        # the co-op plates are narrower: the 竹の子山 shows its own count, then the level goes
        texts = wording.grove_lines(v, self.table.lang)
        text = next((x for x in texts if theme.text(x, px(12), theme.TEXT, True).get_width() <= room), texts[-1])
        img = fit_text(text, size, room, theme.TEXT, True, min_size=px(12))
        surf.blit(img, img.get_rect(midleft=(rect.x + px(10), rect.centery)))

    def discard_label(self, surf) -> None:
        tb = self.table
        rect, px = tb.zone["discard_label"], self.px
        size = max(px(12), min(rect.height - px(4), px(13)))
        img = fit_text(t("zintrigger.pile.discard", n=len(tb.view.discard)), size, rect.width - px(10), theme.TEXT,
                       True, min_size=px(12))
        boxed(surf, img, img.get_rect(midleft=(rect.x + px(4), rect.centery)).inflate(px(12), px(4)),
              (70, 60, 40) if rect.collidepoint(tb.mouse) else (20, 16, 14), px(6), (theme.GOLD, max(1, px(1))))

    def lit_fields(self) -> dict[int, str]:
        """Opponents' 場札 to light in your turn (the rules say which a move reaches)."""
        tb = self.table
        return reached(tb.view, tb.legal(), self.board.chosen) if tb.my_turn() else {}

    def attackable(self, surf, seat: int, why: str) -> None:
        r = self.board.geom.seat_zone("field", seat)
        if r is None:
            return
        px = self.px
        pygame.draw.rect(surf, theme.BAD, r.inflate(px(10), px(10)), px(3), border_radius=px(10))
        pill(surf, t(f"zintrigger.tag.{why}"), r.centerx, r.bottom + px(6) - px(4) // 2, theme.BAD, size=12,
             anchor="midtop", k=self.table.k)

    def decision_sources(self, surf) -> None:
        """While a decision of yours is open: a thin gold edge on the cards that answer it."""
        tb = self.table
        if not tb.my_turn() or tb.timeline.busy or tb.view.pending is None or \
                (tb.picking is not None and tb.picking.open()):
            return
        tb.drag.draw_sources(surf, tb.k, theme.GOLD, [p for p in tb.drag.sources() if p.kind != "hand"])

    def pending_attack(self, surf) -> None:
        """While an attack waits for its answer: an arrow from the attacker to the defender's
        場札 and the attack numbers (everyone sees the attack; only the defender the choices)."""
        tb = self.table
        p = tb.view.pending
        if p is None or p.kind != "respond" or tb.timeline.busy:
            return
        a = self.board.place_rect(P.bamboo(p.attacker) if isinstance(p.attacker, str) else P.hold(p.attacker))
        d = self.board.place_rect(P.field(p.seat))
        if a is None or d is None:
            return
        nums = ",".join(map(str, p.numbers))
        arrow(surf, a.center, d.center, theme.BAD, tb.k, tag=t("zintrigger.anim.attack", nums=nums))

    def peek(self, surf) -> None:
        """偵察ドローン: the hand the viewer was shown, face up beside that seat's plate."""
        tb = self.table
        if tb.view.peek is None:
            return
        seat, cards = tb.view.peek
        plate = self.board.geom.plate(seat)
        if plate is None:
            return
        px, size = self.px, self.board.geom.mini
        label = theme.text(t("zintrigger.peek", name=self.board.short_name(seat)), px(12), theme.HIGHLIGHT, True)
        card_strip(surf, plate.x + px(8), plate.bottom + px(4), label,
                   [faces.render(c, size, True, tb.lang, tb.k) for c in cards], size, tb.k)

    # -- the zoom panel ---------------------------------------------------------------------------
    def zoom_card(self) -> tuple[str | None, str]:
        tb, bd = self.table, self.board
        card = bd.panel.hovered_card()
        if card is not None:
            return card, ""
        place = tb.hover_place
        if tb.drag.holding and tb.drag.held is not None and tb.drag.held != P.button("ability"):
            place = tb.drag.held
        sp = bd.sprites.get(place) if place is not None else None
        if sp is None or sp.card is None:
            return None, ""
        return sp.card, wording.reading(tb.view, place, sp.card, bd.faced.get(sp.card), tb.lang, bd.short_name,
                                        tb.read_only)

    def zoom(self, surf) -> None:
        tb = self.table
        rect, k = tb.zone["zoom"], tb.k
        key, extra = self.zoom_card()
        hint = t("zintrigger.hint.zoom_bamboo" if tb.view.bambooshoot else "zintrigger.hint.zoom")
        if key is None:          # the idle words: drawn once
            self.board.layers.blit(surf, "zoom", None, rect, lambda img, local: draw_zoom(
                img, local, None, "", hint, k))
            return
        lines = 0 if not extra else 2 + (len(extra) // 24)
        face = faces.render(key, zoom_size(rect, lines, k, ratio=BOARD[1] / BOARD[0]), True, tb.lang, k)
        draw_zoom(surf, rect, face, extra, hint, k)
