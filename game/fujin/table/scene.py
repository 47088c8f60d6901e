"""The 式神符陣 table on the framework (``game.ui.table.TableScene``).

式神符陣's own: the 九宮盤 seen from the seat at the bottom (turned 180° for
後手), summoning by dragging a hand card onto a lit cell facing the way it is
turned (R / wheel / right click), attacks by dragging a piece onto an enemy
(area attacks confirmed with everyone hit shown), a piece's orders (right
click, ⟳ or M), the pending decisions, its panels and its events.
"""
from __future__ import annotations

import random

import pygame

from game.engine import IllegalAction
from game.fujin.rules import actions as A
from game.fujin.rules.board import CELL_NAMES
from game.fujin.rules.cards import CARDS
from game.fujin.table import display, faces, hud, marks, words
from game.fujin.table.board_view import BoardGeom, draw_piece_frame
from game.i18n import t
from game.ui import theme
from game.ui.attachments import Badge
from game.ui.kit import draw_backs, draw_pile, draw_zoom, fan_slots, zoom_size
from game.ui.sprites import CardSprite
from game.ui.table import TableScene, runs
from game.ui.table.selection import Selection

ZONES = ("board", "hand.0", "hand.1", "deck.0", "deck.1", "grave.0", "grave.1", "panel.0",
         "panel.1", "log", "status", "zoom", "hint", "end_button", "undo_button", "confirm_button", "rule_chip")
BOARD_CARD = (96, 134)
HAND_CARD = (94, 132)
OPP_CARD = (62, 88)
FACE_SIZES = (BOARD_CARD, HAND_CARD, OPP_CARD, (84, 120), (66, 92))    # rendered while the table loads
PENDING_HINT = {"counter": "fujin.hint.counter", "lantern": "fujin.hint.lantern", "face": "fujin.hint.face"}


class FujinTable(TableScene):
    code = "fujin"
    name = "fujin"
    layout_zones = ZONES
    turn_step = 1
    card_size = HAND_CARD

    # -- building ------------------------------------------------------------------------------
    def build(self) -> None:
        self.geom = BoardGeom(self.zone["board"], self.bottom)
        self.board_sprites: dict[str, CardSprite] = {}
        self.hand_sprites: dict[str, CardSprite] = {}
        self.preview_hits = self.preview_from = None   # the area attack a chooser confirms
        self._preview: tuple = (None, None)
        self._chooser_open = False
        self._static, self._static_key = None, None
        self.end_btn = self.add_button("end", self.zone["end_button"], lambda: t("fujin.btn.end"),
                                       lambda: self.trigger_button("button:end"), self.end_disabled, pygame.K_e)
        self.undo_btn = self.buttons["undo"]
        for k, seat in ((0, lambda: self.bottom), (1, lambda: 1 - self.bottom)):   # the graveyards, browsable
            self.add_pile(f"grave.{k}", lambda seat=seat: t("fujin.grave.title", name=self.names[seat()]),
                          lambda seat=seat: self.disp.graves[seat()])
        self.selection = Selection(self, lambda: self.select_mode() is not None,
                                   lambda: ["hand:" + c for c in self.disp.hand], self.confirm_select,
                                   self.confirm_label, self.zone["confirm_button"])
        self.confirm_btn = self.selection.button
        faces.warm(FACE_SIZES, self.lang, self.face_scale())

    def refresh_look(self) -> None:
        self._static_key = None
        for sprite in self.all_sprites():
            sprite.set_card(sprite.card)          # drop the sprites' cached faces
        self.hand_sprites.clear()
        faces.warm(FACE_SIZES, self.lang, self.face_scale())
        super().refresh_look()

    def face(self, card, size, face_up) -> pygame.Surface:
        return faces.render(card, size, face_up, self.lang, self.face_scale())

    def face_scale(self) -> float:
        """The text scale of the table's card faces: large print from ×1.5 (the cards
        cannot grow on a fixed board, their writing can)."""
        return 1.0 if self.ui_scale() < faces.LARGE_PRINT else faces.LARGE_PRINT

    def face_cache(self):
        return faces.FACES

    @property
    def held_orient(self) -> int:
        """The facing the held card would be summoned with (board terms, N E S W = 0..3)."""
        return self.geom.orient_for_quarters(self.drag.held_turn)

    # -- view -> display -------------------------------------------------------------------------
    def sync(self) -> None:
        self.geom.bottom = self.bottom
        self.disp = display.Disp(self.view)
        self.board_sprites.clear()
        for c in range(9):
            if self.disp.board[c] is not None:
                self.sync_board(CELL_NAMES[c])
        self.relayout_hand(instant=True)

    def sync_board(self, cell: str) -> CardSprite | None:
        p = self.disp.piece(cell)
        if p is None:
            self.board_sprites.pop(cell, None)
            return None
        sprite = self.board_sprites.get(cell)
        if sprite is None or sprite.card != p.card:
            sprite = CardSprite(p.card, "cell:" + cell, self.geom.cell_rect(cell).center, renderer=self.face,
                                size=BOARD_CARD, angle=self.geom.quarters(p.orient))
            self.attach_badges(sprite)
            self.board_sprites[cell] = sprite
        return sprite

    def attach_badges(self, sprite: CardSprite) -> None:
        """耐久 and 制圧力 on the card's lower corners; "attacked" / "turned" this turn beside it,
        where they cover nothing printed. They follow the piece as it moves and turns."""
        def piece():
            return self.disp.piece(sprite.place_id[5:])

        def text(fn):
            return lambda: fn(piece()) if piece() is not None else ""
        en = lambda: self.lang == "en"  # noqa: E731
        sprite.attach(Badge(text(lambda p: f"♥{p.hp}"), (170, 40, 50), "bottomright", 17, edge=(20, 16, 14)))
        sprite.attach(Badge(text(lambda p: f"{'C' if en() else '制'}{p.seiatsu}"), (60, 110, 70), "bottomleft", 14,
                            edge=(20, 16, 14)))
        sprite.attach(Badge(text(lambda p: ("A" if en() else "攻") if p.attacked else ""), (40, 40, 40),
                            "topleft", 12, outside=True, inset=(0, 6)))
        sprite.attach(Badge(text(lambda p: ("T" if en() else "回") if p.rotated else ""), (40, 40, 40),
                            "left", 12, outside=True))

    def hand_slots(self, n: int) -> list[tuple[int, int]]:
        return fan_slots(self.zone["hand.0"], n, HAND_CARD[0], 8, 2)

    def relayout_hand(self, instant: bool = False) -> None:
        hand = self.disp.hand
        self.hand_sprites = {k: v for k, v in self.hand_sprites.items() if k in hand}
        for cid, pos in zip(hand, self.hand_slots(len(hand))):
            sprite = self.hand_sprites.get(cid)
            if sprite is None:
                self.hand_sprites[cid] = CardSprite(cid, "hand:" + cid, pos, renderer=self.face, size=HAND_CARD)
            elif sprite is not self.drag.held_sprite:
                if instant:
                    sprite.set_pos(pos)
                    sprite.home = sprite.pos
                else:
                    sprite.move_to(pos, 0.2)

    def all_sprites(self) -> list[CardSprite]:
        return list(self.board_sprites.values()) + list(self.hand_sprites.values())

    def flight_size(self, face_up: bool) -> tuple[int, int]:
        return HAND_CARD if face_up else OPP_CARD

    def play_event(self, event) -> float | None:
        return display.play_event(self, event)

    # -- places ------------------------------------------------------------------------------------
    def area_cells(self, cell: str) -> set[str]:
        cv = self.view.cell(cell)
        return set(cv.reach) if cv is not None else set()

    def place_at(self, pos) -> str | None:
        cell = self.geom.cell_at(pos)
        if cell is not None:
            held = self.drag.held
            if held and held.startswith("cell:"):
                src = held[5:]
                if ("area:" + src) in self.drag.lit_targets and cell in self.area_cells(src) \
                        and ("cell:" + cell) not in self.drag.lit_targets:
                    return "area:" + src
            return "cell:" + cell
        for cid in reversed(self.disp.hand):
            sprite = self.hand_sprites.get(cid)
            if sprite is not None and sprite.contains(pos):
                return "hand:" + cid
        return None

    def place_rect(self, place: str):
        kind, _, arg = place.partition(":")
        if kind == "cell":
            return self.geom.cell_rect(arg)
        if kind == "area":
            r = None
            for c in self.area_cells(arg) or {arg}:
                r = self.geom.cell_rect(c) if r is None else r.union(self.geom.cell_rect(c))
            return r
        if kind == "hand":
            sprite = self.hand_sprites.get(arg)
            return sprite.rect if sprite is not None else None
        return super().place_rect(place)

    def place_centre(self, place: str, card: str | None = None) -> tuple[int, int]:
        kind, _, arg = place.partition(":")
        if kind == "cell":
            return self.geom.cell_rect(arg).center
        if kind in ("deck", "grave"):
            return self.zone[f"{kind}.{0 if int(arg) == self.bottom else 1}"].center
        if kind == "hand":
            if int(arg) == self.bottom and card in self.hand_sprites:
                return tuple(map(int, self.hand_sprites[card].pos))
            return self.zone["hand.0" if int(arg) == self.bottom else "hand.1"].center
        return self.geom.rect.center   # "play": a relic shows over the board

    def sprite_at(self, place: str):
        kind, _, arg = place.partition(":")
        return self.board_sprites.get(arg) if kind == "cell" else self.hand_sprites.get(arg) if kind == "hand" \
            else None

    def sprite_for(self, place: str):
        return self.hand_sprites.get(place[5:]) if place and place.startswith("hand:") else None

    def quarters_for(self, orientation, place: str) -> int:
        return self.geom.quarters(orientation)

    def can_turn(self, place: str) -> bool:
        return place.startswith("hand:") and CARDS[place[5:]].is_shikigami

    def snaps(self, target: str) -> bool:
        return target.startswith("cell:") and self.disp.piece(target[5:]) is None and self.can_turn(self.drag.held or "")

    # -- gestures -------------------------------------------------------------------------------------
    def ui_legal(self):
        if self.view.phase != "main" or self.view.pending is not None:
            return ()
        return super().ui_legal()

    def narrow(self, matches):
        summ = [a for a in matches if isinstance(a, A.Summon) and a.orient == self.held_orient]
        return summ or matches

    def why(self, src: str, place: str | None):
        err = words.why(self.state, self.view, src, place, self.held_orient)
        tut = self.tutorial
        if err is None and tut is not None and not tut.finished and place is not None:
            return IllegalAction(tut.refusal("ja"), tut.refusal("en"))
        return err

    def describe(self, action) -> str:
        return words.describe(action, self.view, self.bottom)

    def preview(self, action):
        """The rules' preview of an attack (None when it is not legal now), kept for the frame."""
        key = action.text()
        if self._preview[0] != (key, len(self.record)):
            try:
                self._preview = ((key, len(self.record)), self.state.attack_preview(action))
            except IllegalAction:        # not an attack that can be made now: nothing to preview
                self._preview = ((key, len(self.record)), None)
        return self._preview[1]

    def choose(self, matches, callback, cancellable: bool = True, title: str | None = None) -> None:
        areas = [a for a in matches if isinstance(a, A.Attack) and a.target_cell is None
                 and a.mode not in ("hp", "draw")]
        self.preview_hits = self.preview(areas[0]) if areas else None
        self.preview_from = CELL_NAMES[areas[0].cell] if areas else None
        self._chooser_open = True

        def done(a) -> None:
            self._chooser_open = False
            self.preview_hits = None
            callback(a)
        super().choose(matches, done, cancellable,
                       title or t("fujin.choose.area" if areas else "fujin.choose.title"))
        if not cancellable:
            self.app.stack.top.on_cancel = lambda: setattr(self, "_chooser_open", False)

    def commit(self, action) -> None:
        """Area attacks and 継承召喚 are confirmed first (everyone hit / the refund shown)."""
        if isinstance(action, A.Inherit) or (isinstance(action, A.Attack) and action.target_cell is None
                                             and action.mode not in ("hp", "draw")):
            self.choose([action], lambda a: a is not None and self.apply_action(a))
            return
        self.apply_action(action)

    def open_orders(self, cell: str) -> bool:
        """Right click / ⟳ / M: the orders that need no drop target (turn, area, 古箪笥)."""
        acts = [a for a in self.ui_legal() if a.source == "cell:" + cell
                and (isinstance(a, A.Rotate) or isinstance(a, A.Attack) and a.target_cell is None)]
        acts.sort(key=lambda a: (not isinstance(a, A.Rotate), a.target_cell is not None))
        if not acts:
            self.refuse(words.why(self.state, self.view, "cell:" + cell, None, intent="rotate"))
            return False
        self.drag.cancel(snap=False)
        self.choose(acts, lambda a: a is not None and self.apply_action(a))
        return True

    def on_human_turn(self) -> None:
        pending = self.view.pending
        if pending is not None and pending[0] == "face" and not self._chooser_open:
            self.choose(list(self.state.legal_actions()), lambda a: a is not None and self.apply_action(a),
                        cancellable=False)

    def end_disabled(self) -> str | None:
        if not self.my_turn():
            return t("fujin.why.not_your_turn")
        if self.view.phase != "main" or self.view.pending is not None:
            return t("fujin.why.finish_step")
        return None

    # -- mulligan / discard: the framework's selection ---------------------------------------------------
    def select_mode(self) -> str | None:
        if self.my_turn() and self.view.pending is None and self.view.phase in ("mulligan", "discard"):
            return self.view.phase
        return None

    @property
    def selected(self) -> set[str]:
        return {place[5:] for place in self.selection.chosen}

    def confirm_label(self, chosen) -> str:
        n = len(chosen)
        if self.select_mode() == "mulligan":
            return t("fujin.btn.mulligan", n=n) if n else t("fujin.btn.keep")
        return t("fujin.btn.discard", n=n) if n else t("fujin.btn.no_discard")

    def confirm_select(self, chosen) -> None:
        cls = A.Mulligan if self.select_mode() == "mulligan" else A.Discard
        want = {place[5:] for place in chosen}
        action = next((a for a in self.state.legal_actions() if isinstance(a, cls) and set(a.cards) == want), None)
        if action is not None and not self.tutorial_refuses(action):
            self.apply_action(action)
        else:
            for place in chosen:         # refused by the lesson: keep the choice on screen
                self.selection.toggle(place)

    # -- clicks and keys the drag controller does not own ------------------------------------------------
    def handle_click(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 3 \
                and not self.drag.holding:
            cell = self.geom.cell_at(event.pos)
            if cell and not self.input_blocked() and self.disp.piece(cell) is not None:
                if event.type == pygame.MOUSEBUTTONUP:   # open on release: the chooser must not see it
                    self.open_orders(cell)
                return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.drag.holding:
            return False
        pos = event.pos
        if self.input_blocked() or self.choosing():
            return False
        pending = self.view.pending
        if pending is not None and pending[0] in ("counter", "lantern"):
            cell = self.geom.cell_at(pos)
            if not cell:
                return False
            return self.answer(cell)
        for cell in self.turnable_cells():
            if (pygame.Vector2(pos) - self.handle_pos(cell)).length() <= 14:
                self.open_orders(cell)
                return True
        return False

    def answer(self, cell: str) -> bool:
        """A pending counter / 灯籠の精 choice answered by a cell."""
        act = next((a for a in self.state.legal_actions() if a.target == "cell:" + cell), None)
        if act is not None:
            self.drag.focus = None
            self.apply_action(act)
        else:
            self.toast_refusal(t(PENDING_HINT[self.view.pending[0]]), "error")
            self.sound("error")
        return True

    def pulsing(self) -> bool:
        return self.my_turn() and self.view.pending is not None

    def turnable_cells(self) -> list[str]:
        return sorted({a.source[5:] for a in self.ui_legal() if isinstance(a, A.Rotate)})

    def handle_pos(self, cell: str) -> pygame.Vector2:
        r = self.geom.cell_rect(cell)
        return pygame.Vector2(r.right - 16, r.top + 16)

    def ring(self) -> list[str]:
        if self.drag.holding or self.input_blocked() or self.choosing():
            return super().ring()
        pending = self.view.pending
        if pending is not None:
            return self.drag._order({"cell:" + c for c in pending[2]}) if pending[0] != "face" else []
        return super().ring()

    def ring_buttons(self) -> tuple[str, ...]:
        return ("end", "undo")

    def key_pick(self, place: str | None) -> bool:
        if place is None or self.choosing():
            return super().key_pick(place)
        if self.view.pending is not None and place.startswith("cell:"):
            return self.answer(place[5:])
        return False

    def key_extra(self, event, focus: str | None) -> bool:
        if not (focus or "").startswith("cell:") or self.input_blocked():
            return False
        if event.key == pygame.K_m:
            self.open_orders(focus[5:])
            return True
        if event.key != pygame.K_r:
            return False
        direction = "L" if event.mod & pygame.KMOD_SHIFT else "R"
        c = CELL_NAMES.index(focus[5:])
        act = next((a for a in self.ui_legal() if isinstance(a, A.Rotate) and a.cell == c
                    and a.target_cell is None and a.direction == direction), None)
        if act is None:
            self.refuse(words.why(self.state, self.view, focus, None, intent="rotate"))
            return True
        self.apply_action(act)
        return True

    # -- words --------------------------------------------------------------------------------------------
    def phase_text(self) -> str:
        pending = self.view.pending
        if pending is not None:
            return t(f"fujin.phase.{pending[0]}", name=self.names[pending[1]])
        return t(f"fujin.phase.{self.disp.phase}")

    def hint_text(self) -> str:
        view = self.view
        if view.result is not None:
            return ""
        if not self.my_turn():
            return t("fujin.hint.wait", name=self.names[view.to_move]) if view.to_move is not None else ""
        if self.timeline.busy:
            return ""
        if view.pending is not None:
            return t(PENDING_HINT[view.pending[0]])
        if view.phase in ("mulligan", "discard"):
            return t(f"fujin.hint.{view.phase}")
        held = self.drag.held
        if held and held.startswith("hand:"):
            if CARDS[held[5:]].is_shikigami:
                return t("fujin.hint.summon", orient=words.orient_word(self.held_orient, self.bottom))
            return t("fujin.hint.relic")
        return t("fujin.hint.attack") if held else t("fujin.hint.main")

    def zoom_card(self) -> str | None:
        place = self.hover_place or ""
        if self.drag.held and self.drag.held.startswith("hand:"):
            return self.drag.held[5:]
        if place.startswith("hand:"):
            return place[5:]
        if place[:5] in ("cell:", "area:"):
            p = self.disp.piece(self.geom.cell_at(self.mouse) or place[5:])
            return p.card if p is not None else None
        return None

    def zoom_extra(self) -> str:
        place = self.hover_place or ""
        if place[:5] in ("cell:", "area:") and not (self.drag.held or "").startswith("hand:"):
            p = self.disp.piece(self.geom.cell_at(self.mouse) or place[5:])
            if p is not None:
                return t("fujin.zoom.piece", owner=self.names[p.owner], hp=p.hp, sei=p.seiatsu,
                         orient=words.orient_word(p.orient, self.bottom))
        return ""

    def reason_text(self, reason: str) -> str:
        return t(f"fujin.reason.{reason}")

    def result_details(self, result) -> list[str]:
        return [t("fujin.result.score", a=self.disp.seiatsu(0), b=self.disp.seiatsu(1), r=max(1, self.disp.round))]

    # -- drawing --------------------------------------------------------------------------------------------
    def draw_table(self, surf: pygame.Surface) -> None:
        lang = self.lang
        key = (self.bottom, lang, theme.PALETTE_VERSION)
        if self._static_key != key:
            self._static, self._static_key = hud.static_layer(self.zone, self.geom, self.bottom, lang), key
        surf.blit(self._static, (0, 0))
        d = self.disp
        top = 1 - self.bottom
        for seat, zone in ((self.bottom, "panel.0"), (top, "panel.1")):
            hud.draw_player_panel(surf, self.zone[zone], seat, d, self.names[seat], d.to_move == seat,
                                  self.thinking, self.clock)
        hud.draw_status(surf, self.zone["status"], d, self.names, self.phase_text())
        self.log.draw(surf)
        for seat, suffix in ((self.bottom, "0"), (top, "1")):
            deck, grave = self.zone["deck." + suffix], self.zone["grave." + suffix]
            g = d.graves[seat]
            draw_pile(surf, deck, t("fujin.pile.deck"), d.deck_counts[seat], faces.back(deck.size))
            top_grave = faces.render(g[-1], grave.size, True, lang, self.face_scale()) if g else None
            draw_pile(surf, grave, t("fujin.pile.grave"), len(g), top_grave)
        if top in self.visible_seats():     # a finished replay with "show all": the other hand too
            hand = self.state.view(top).hand or ()
            for cid, pos in zip(hand, fan_slots(self.zone["hand.1"], len(hand), OPP_CARD[0], 6)):
                surf.blit(faces.render(cid, OPP_CARD, True, lang, self.face_scale()),
                          faces.back(OPP_CARD).get_rect(center=pos))
        else:
            draw_backs(surf, self.zone["hand.1"], d.hand_counts[top], faces.back(OPP_CARD),
                       t("fujin.hud.opp_hand", n=d.hand_counts[top]))
        marks.under(self, surf)
        for cell, sprite in self.board_sprites.items():
            off = self.anim.offsets.get("cell:" + cell)
            if off:
                r = self.geom.cell_rect(cell)
                sprite.pos = (r.centerx + off[0], r.centery + off[1])
            p = d.piece(cell)
            if p is not None:
                draw_piece_frame(surf, self.geom.cell_rect(cell), p.owner, False, lang)
            sprite.draw(surf)
            if p is not None and p.hidden:
                draw_piece_frame(surf, self.geom.cell_rect(cell), p.owner, True, lang)
        marks.over(self, surf)
        held = self.drag.held_sprite if self.drag.mode == "drag" else None
        for cid in d.hand:
            sprite = self.hand_sprites.get(cid)
            if sprite is not None and sprite is not held:
                sprite.draw(surf)
        self.draw_zoom(surf)

    def draw_zoom(self, surf: pygame.Surface) -> None:
        rect, scale = self.zone["zoom"], self.ui_scale()
        cid, extra = self.zoom_card(), self.zoom_extra()
        face = faces.render(cid, zoom_size(rect, 3 if extra else 0, scale), True, self.lang, scale) if cid else None
        idle = t("fujin.hint.zoom") if scale < 1.5 else f"{self.hint_text()}\n\n{t('fujin.hint.zoom')}".strip()
        draw_zoom(surf, rect, face, extra, idle, scale)
        if cid is None and scale < 1.5:
            hud.draw_legend(surf, pygame.Rect(rect.x + 14, rect.bottom - 150, rect.width - 28, 140))

    def draw_drag(self, surf: pygame.Surface) -> None:
        marks.dragged(self, surf)

    # -- screenshots and lively positions --------------------------------------------------------------------
    @classmethod
    def screenshot_plan(cls, variant: str | None) -> dict:
        def main0(s, more=lambda v: True) -> bool:   # 先手 to act in the main phase, nothing pending
            v = s.view(None)
            return v.phase == "main" and v.current == 0 and v.pending is None and more(v)
        if variant == "busy":
            return {"stop": lambda s: main0(s, lambda v: sum(c is not None for c in v.board) >= 7)}
        if variant == "drag":
            return {"stop": lambda s: main0(s, lambda v: v.round >= 3 and any(
                a.text().startswith("summon") for a in s.legal_actions())), "after": _start_drag}
        if variant == "attack":
            return {"stop": lambda s: main0(s, lambda v: any(
                a.text().startswith("attack") and a.target_cell is not None for a in s.legal_actions())),
                "after": _aim_attack}
        if variant in ("opening", "result"):
            return super().screenshot_plan(variant)
        return {"stop": lambda s: main0(s, lambda v: v.round >= 3)}

    def lively_action(self, state, rng: random.Random):
        legal = list(state.legal_actions())
        phase = state.view(None).phase
        if phase == "main" and len(legal) > 1 and rng.random() < 0.85:
            legal = [a for a in legal if a.text() != "end"] or legal
        if phase in ("discard", "mulligan") and rng.random() < 0.7:
            return legal[0]
        return rng.choice(legal)


def _aim_attack(tb) -> None:
    """Hold an attacker over its target: the preview shows."""
    act = next(a for a in tb.ui_legal() if isinstance(a, A.Attack) and a.target_cell is not None)
    runs.hold_over(tb, act.source, act.target)


def _start_drag(tb) -> None:
    """Hold a hand shikigami, turned once with R, over a lit empty cell."""
    acts = [a for a in tb.ui_legal() if a.text().startswith("summon")]
    if acts:
        cells = sorted({a.target for a in acts if a.card == acts[0].card})
        runs.hold_over(tb, acts[0].source, cells[len(cells) // 2], turns=1)
