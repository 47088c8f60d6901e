"""The 式神符陣 table's board: the 九宮盤 seen from the seat at the bottom (turned
180° for 後手), the pieces and the hand as sprites under their places, the panels,
piles and zoom around it.

Summoning: a hand card dragged onto a lit cell, facing the way it is turned (R,
wheel or right click while held). Attacks: a piece dragged onto a lit enemy (or
its whole 間合, ``area``), confirmed with everyone it hits shown. A piece's
orders (turning, 古箪笥's two uses, its area attack): right click, its ⟳ handle
or M on the focused piece.
"""
from __future__ import annotations

import pygame

from game.engine import IllegalAction, Place, button
from game.fujin.rules import actions as A, gestures
from game.fujin.rules.actions import cell
from game.fujin.rules.board import CELL_NAMES
from game.fujin.rules.cards import CARDS
from game.fujin.table import faces, hud
from game.fujin.table.board_view import BoardGeom
from game.fujin.table.display import Disp
from game.fujin.table.marks import Marks
from game.i18n import t
from game.ui.attachments import Badge
from game.ui.kit import draw_backs, draw_pile, draw_zoom, fan_slots, zoom_size
from game.ui.sprites import CardSprite
from game.ui.table.board import Board, Pile
from game.ui.table.controls import Control
from game.ui.table.layers import Layers
from game.ui.table.picking import Choosing

#: card sizes in layout units (``table.card`` gives them in pixels)
BOARD_CARD = (96, 134)
HAND_CARD = (94, 132)
OPP_CARD = (62, 88)
FACE_SIZES = (BOARD_CARD, HAND_CARD, OPP_CARD, (84, 120), (66, 92))    # rendered while the table loads
HANDLE_R = 14


class FujinBoard(Board):
    faces = faces.FACES
    warm_cards, warm_sizes, zoom_lines = tuple(CARDS), FACE_SIZES, (0, 3)   # zoom: a hand card, a piece

    def __init__(self, table) -> None:
        super().__init__(table)
        self.geom = BoardGeom(self.zone["board"], table.bottom, table.k)
        self.disp = Disp(table.view)
        self.marks = Marks(self)
        self.layers = Layers(table)

    def resized(self) -> None:
        self.geom = BoardGeom(self.zone["board"], self.table.bottom, self.table.k)
        super().resized()

    # -- view -> sprites ---------------------------------------------------------------
    def sync(self, view) -> None:
        self.geom.bottom = self.table.bottom
        self.disp = Disp(view)
        self.keep_only(p for p in self.sprites if p.kind == "hand")
        for c in CELL_NAMES:
            self.sync_piece(c)
        self.relayout_hand(instant=True)

    def sync_piece(self, name: str) -> CardSprite | None:
        p = self.disp.piece(name)
        place = cell(name)
        if p is None:
            self.take(place)
            return None
        sprite = self.sprites.get(place)
        if sprite is None or sprite.card != p.card:
            sprite = CardSprite(p.card, place, self.geom.cell_rect(name).center, renderer=self.face,
                                size=self.table.card(BOARD_CARD), angle=self.geom.quarters(p.orient))
            self._badges(sprite, name)
            self.put(place, sprite)
        return sprite

    def _badges(self, sprite: CardSprite, name: str) -> None:
        """耐久 and 制圧力 on the card's lower corners; "attacked" / "turned" this turn beside it,
        where they cover nothing printed. They follow the piece as it moves and turns."""
        def text(fn):
            def show():
                p = self.disp.piece(sprite.place_id.key)
                return fn(p) if p is not None else ""
            return show
        en = lambda: self.table.lang == "en"  # noqa: E731
        sprite.attach(Badge(text(lambda p: f"♥{p.hp}"), (170, 40, 50), "bottomright", 17, edge=(20, 16, 14)))
        sprite.attach(Badge(text(lambda p: f"{'C' if en() else '制'}{p.seiatsu}"), (60, 110, 70), "bottomleft", 14,
                            edge=(20, 16, 14)))
        sprite.attach(Badge(text(lambda p: ("A" if en() else "攻") if p.attacked else ""), (40, 40, 40),
                            "topleft", 12, outside=True, inset=(0, 6)))
        sprite.attach(Badge(text(lambda p: ("T" if en() else "回") if p.rotated else ""), (40, 40, 40),
                            "left", 12, outside=True))

    def relayout_hand(self, instant: bool = False) -> None:
        hand = self.disp.hand
        self.keep_only([p for p in self.sprites if p.kind != "hand"] + [A.hand(c) for c in hand])
        px = self.table.px
        for cid, pos in zip(hand, fan_slots(self.zone["hand.0"], len(hand), px(HAND_CARD[0]), px(8), px(2))):
            self.lay(A.hand(cid), cid, pos, self.table.card(HAND_CARD), 0.0 if instant else 0.2)

    def refresh_look(self) -> None:
        super().refresh_look()
        self.keep_only(p for p in self.sprites if p.kind != "hand")   # hand faces rebuilt

    # -- places --------------------------------------------------------------------------
    def area_cells(self, name: str) -> set[str]:
        cv = self.table.view.cell(name)
        return set(cv.reach) if cv is not None else set()

    def place_at(self, pos) -> Place | None:
        name = self.geom.cell_at(pos)
        drag = self.table.drag
        if name is not None:
            held = drag.held
            if held is not None and held.kind == "cell":
                area = A.area(held.key)
                if area in drag.lit_targets and name in self.area_cells(held.key) \
                        and cell(name) not in drag.lit_targets:
                    return area
            return cell(name)
        for cid in reversed(self.disp.hand):
            sprite = self.sprites.get(A.hand(cid))
            if sprite is not None and sprite is not drag.held_sprite and sprite.contains(pos):
                return A.hand(cid)
        return None

    def zone_rect(self, place: Place) -> pygame.Rect | None:
        if place.kind == "cell":
            return self.geom.cell_rect(place.key)
        if place.kind == "area":
            r = None
            for c in self.area_cells(place.key) or {place.key}:
                r = self.geom.cell_rect(c) if r is None else r.union(self.geom.cell_rect(c))
            return r
        if place.kind in ("deck", "grave", "hand") and place.seat is not None:
            return self.zone[f"{place.kind}.{0 if place.seat == self.table.bottom else 1}"]
        return None

    def place_centre(self, place: Place, card=None) -> tuple[int, int]:
        if place.kind == "hand" and place.seat == self.table.bottom and card is not None:
            sprite = self.sprites.get(A.hand(card))
            if sprite is not None:
                return int(sprite.pos[0]), int(sprite.pos[1])
        if place == A.PLAY:          # a 霊具 shows over the board
            return self.geom.rect.center
        return super().place_centre(place, card)

    def sprite_for(self, place: Place):
        return self.sprites.get(place) if place.kind == "hand" else None

    # -- the held card ---------------------------------------------------------------------
    @property
    def held_orient(self) -> int:
        """The facing the held card would be summoned with (board terms, N E S W = 0..3)."""
        return self.geom.orient_for_quarters(self.table.drag.held_turn)

    def can_turn(self, place: Place) -> bool:
        return place.kind == "hand" and CARDS[place.key].is_shikigami

    def facing(self, quarters: int, place: Place):
        return self.geom.orient_for_quarters(quarters) if self.can_turn(place) else None

    def quarters(self, facing, place: Place) -> int:
        return self.geom.quarters(facing)

    def snaps(self, target: Place) -> bool:
        held = self.table.drag.held
        return target.kind == "cell" and self.disp.piece(target.key) is None and held is not None \
            and self.can_turn(held)

    def confirm_first(self, action) -> bool:
        """Area attacks and 継承召喚 are confirmed first (everyone hit / the refund shown)."""
        return isinstance(action, A.Inherit) or isinstance(action, A.Attack) and action.is_area

    def pulsing(self) -> bool:
        return self.table.my_turn() and self.table.view.decision is not None

    # -- a piece's orders: right click, its handle, M -----------------------------------------
    def orders(self, name: str) -> bool:
        """The orders of the piece at ``name`` that need no drop target (turn, area, 古箪笥)."""
        tb = self.table
        acts = gestures.orders(tb.legal(), cell(name))
        if not acts:
            return self._why_not(cell(name))
        tb.drag.cancel(snap=False)
        tb.choose(acts, lambda a: a is not None and tb.commit(a))
        return True

    def _why_not(self, place: Place) -> bool:
        """Say why the piece at ``place`` may take no order now (the rules' refusal of turning it)."""
        got = self.table.gesture(place, place)
        self.table.refuse(got if not isinstance(got, tuple) else None)
        return False

    def turnable(self) -> list[str]:
        return sorted({a.source.key for a in self.table.legal() if isinstance(a, A.Rotate)})

    def handle_pos(self, name: str) -> pygame.Vector2:
        r, px = self.geom.cell_rect(name), self.table.px
        return pygame.Vector2(r.right - px(16), r.top + px(16))

    def click(self, event) -> bool:
        tb = self.table
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 3 \
                and not tb.drag.holding:
            name = self.geom.cell_at(event.pos)
            if name and not tb.blocked() and self.disp.piece(name) is not None:
                if event.type == pygame.MOUSEBUTTONUP:   # open on release: the chooser must not see it
                    self.orders(name)
                return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or tb.drag.holding or tb.blocked():
            return False
        for name in self.turnable():
            if (pygame.Vector2(event.pos) - self.handle_pos(name)).length() <= self.table.px(HANDLE_R):
                self.orders(name)
                return True
        return False

    def key(self, event, focus: Place | None) -> bool:
        tb = self.table
        if focus is None or focus.kind != "cell" or tb.blocked():
            return False
        if event.key == pygame.K_m:
            self.orders(focus.key)
            return True
        if event.key != pygame.K_r:
            return False
        act = gestures.turn(tb.legal(), focus, "L" if event.mod & pygame.KMOD_SHIFT else "R")
        if act is None:
            self._why_not(focus)
        else:
            tb.commit(act)
        return True

    def piles(self) -> dict[str, Pile]:
        tb = self.table
        return {f"grave.{k}": Pile(lambda s=seat: t("fujin.grave.title", name=tb.names[s()]),
                                   lambda s=seat: self.disp.graves[s()])
                for k, seat in ((0, lambda: tb.bottom), (1, lambda: 1 - tb.bottom))}

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        tb, lang, d = self.table, self.table.lang, self.disp
        k = tb.k
        self.layers.static(surf, (tb.bottom, surf.get_size()),
                           lambda: hud.static_layer(surf.get_size(), self.zone, self.geom, tb.bottom, lang))
        top = 1 - tb.bottom
        for seat, zone in ((tb.bottom, "panel.0"), (top, "panel.1")):
            hud.draw_player_panel(surf, self.zone[zone], seat, d, tb.names[seat], d.to_move == seat,
                                  tb.flow.thinking, tb.clock, k)
        hud.draw_status(surf, self.zone["status"], d, tb.names, tb.words.phase(), k)
        tb.log.draw(surf)
        for seat, suffix in ((tb.bottom, "0"), (top, "1")):
            deck, grave = self.zone["deck." + suffix], self.zone["grave." + suffix]
            g = d.graves[seat]
            draw_pile(surf, deck, t("fujin.pile.deck"), d.deck_counts[seat], faces.back(deck.size, k), k)
            draw_pile(surf, grave, t("fujin.pile.grave"), len(g),
                      faces.render(g[-1], grave.size, True, lang, k) if g else None, k)
        self._draw_other_hand(surf, top)
        self.marks.under(surf)
        for place, sprite in self.sprites.items():
            if place.kind != "cell":
                continue
            r = self.geom.cell_rect(place.key)
            off = tb.mirror.offsets.get(place)
            if off:
                sprite.pos = (r.centerx + off[0], r.centery + off[1])
            p = d.piece(place.key)
            if p is not None:
                self.geom.draw_frame(surf, r, p.owner, False, lang)
            sprite.draw(surf)
            if p is not None and p.hidden:
                self.geom.draw_frame(surf, r, p.owner, True, lang)
        self.marks.over(surf)
        held = tb.drag.held_sprite if tb.drag.mode == "drag" else None
        for cid in d.hand:
            sprite = self.sprites.get(A.hand(cid))
            if sprite is not None and sprite is not held:
                sprite.draw(surf)
        self._draw_zoom(surf)

    def _draw_other_hand(self, surf: pygame.Surface, top: int) -> None:
        tb = self.table
        size, k = tb.card(OPP_CARD), tb.k
        if top in tb.visible_seats():     # a finished replay with "show all": the other hand too
            hand = tb.state.view(top).hand or ()
            for cid, pos in zip(hand, fan_slots(self.zone["hand.1"], len(hand), size[0], tb.px(6))):
                surf.blit(faces.render(cid, size, True, tb.lang, k), faces.back(size, k).get_rect(center=pos))
        else:
            draw_backs(surf, self.zone["hand.1"], self.disp.hand_counts[top], faces.back(size, k),
                       t("fujin.hud.opp_hand", n=self.disp.hand_counts[top]), k)

    def _zoomed(self) -> tuple[str | None, str]:
        """The card the zoom panel shows (held, hovered or focused) and its line of extra text."""
        tb = self.table
        held = tb.drag.held
        if held is not None and held.kind == "hand":
            return held.key, ""
        place = tb.hover_place
        if place is None:
            return None, ""
        if place.kind == "hand":
            return place.key, ""
        if place.kind in ("cell", "area"):
            p = self.disp.piece(self.geom.cell_at(tb.mouse) or place.key)
            if p is not None:
                return p.card, "" if held is not None and held.kind == "hand" else tb.words.piece(p)
        return None, ""

    def _draw_zoom(self, surf: pygame.Surface) -> None:
        """The zoomed card, or the hint and what the reach marks mean."""
        tb = self.table
        rect, k = self.zone["zoom"], tb.k
        cid, extra = self._zoomed()
        face = faces.render(cid, zoom_size(rect, 3 if extra else 0, k), True, tb.lang, k) if cid else None
        draw_zoom(surf, rect, face, extra, t("fujin.hint.zoom"), k, legend=[
            (lambda s, c, r, kind=kind: faces.draw_marker(s, kind, c, r), t(f"fujin.legend.{kind}"))
            for kind in ("reach", "counter", "both", "blind")])

    def draw_held(self, surf: pygame.Surface) -> None:
        self.marks.dragged(surf)

    def controls(self) -> tuple[Control, ...]:
        return (Control("end", "end_button", lambda: t("fujin.btn.end"), place=button("end"), key=pygame.K_e,
                        ring=True),)

    def choosing(self) -> Choosing:
        """The mulligan and the end-of-turn discard: the hand cards to give back / throw away."""
        tb = self.table

        def kind():
            return A.Mulligan if tb.view.phase == "mulligan" else A.Discard

        def active() -> bool:
            return tb.my_turn() and tb.view.decision is None and tb.view.phase in ("mulligan", "discard")

        def action(chosen):
            want = {p.key for p in chosen}
            found = next((a for a in tb.legal() if isinstance(a, kind()) and set(a.cards) == want), None)
            return found if found is not None else tb.state.explain(kind()(tuple(sorted(want)))) or \
                IllegalAction("その組み合わせは選べません。", "That choice is not possible.")

        def label(chosen) -> str:
            n = len(chosen)
            if tb.view.phase == "mulligan":
                return t("fujin.btn.mulligan", n=n) if n else t("fujin.btn.keep")
            return t("fujin.btn.discard", n=n) if n else t("fujin.btn.no_discard")
        return Choosing(active, lambda: [A.hand(c) for c in tb.board.disp.hand], action, label)
