"""Input for the 式神符陣 table (a mixin of ``FujinTable``): gestures, choosers,
mulligan / discard selection, pending decisions, and the marks they draw.

Gesture map (every one has a click or key equivalent):

* drag a hand shikigami onto a lit cell (R / wheel / right-click turns it) = summon;
  onto your own shikigami = 継承召喚 (confirm shows the refund)
* drag your shikigami onto a lit enemy = attack; onto its area = area attack
  (the preview shows everyone hit, allies in blue, before confirming)
* right-click your shikigami (or click its ⟳ handle, or M) = turn / other orders
* drag a 霊具 onto its target cell (琵琶牧々: anywhere on the board)
* mulligan / discard: click cards to select, then the confirm button (Enter)
* pending counter / 灯籠の精: click a lit cell; 僵尸公主's facing: a chooser
"""
from __future__ import annotations

import pygame

from game.engine import IllegalAction
from game.fujin.rules import actions as A
from game.fujin.rules.board import CELL_NAMES
from game.fujin.rules.cards import CARDS
from game.fujin.table.table_words import describe, orient_word, why
from game.i18n import t
from game.ui import theme
from game.ui.dragdrop import DragController
from game.ui.widgets import Button, Chooser

PENDING_HINT = {"counter": "fujin.hint.counter", "lantern": "fujin.hint.lantern", "face": "fujin.hint.face"}


class TableInput:
    def init_input(self) -> None:
        self.selected: set[str] = set()
        self.held_orient = 0
        self.preview_hits: list = []
        self.hover_place: str | None = None
        self.mouse = (0, 0)
        self._chooser_open = False
        self.drag = DragController(self.ui_legal, self.place_at, self.commit, self.choose, self.explain,
                                   sprite_for=self.sprite_for, place_rect=self.place_rect,
                                   toast=lambda s, kind="info": self.toast_refusal(s, kind),
                                   on_turn=self.turn_held, narrow=self.narrow,
                                   is_busy=self.input_blocked, sound=self._drag_sound)
        self.confirm_btn = Button(pygame.Rect(0, 0, 10, 10), lambda: self.confirm_label(), self.confirm_select,
                                  size=18, hotkey=pygame.K_RETURN)
        z = self.zone["hint"]
        self.confirm_btn.rect = pygame.Rect(z.right - 250, z.top - 58, 250, 50)

    def _drag_sound(self, name: str) -> None:
        self.sound({"pick": "click", "drop": "place", "error": "error"}.get(name, name))

    # -- whose input ------------------------------------------------------------------
    def my_turn(self) -> bool:
        st = self.state
        return (not self.frozen and st.result() is None and st.to_move() == self.bottom
                and self.is_human(self.bottom) and (not self.hotseat or self.curtain_done_for is not None))

    def input_blocked(self) -> bool:
        return self.timeline.busy or not self.my_turn()

    def ui_legal(self):
        if self.input_blocked() or self.state.phase != "main" or self.state.decision is not None:
            return ()
        acts = self.state.legal_actions()
        tut = self.tutorial
        if tut is None or tut.finished:
            return acts
        # a guided game: only the sources the step wants may move (a wrong drop is explained)
        ok = {a.source for a in acts if tut.allows(a)}
        return [a for a in acts if a.source in ok]

    def on_human_turn(self) -> None:
        st = self.state
        d = st.decision
        if d is not None and d[0] == "face" and not self._chooser_open:
            self.choose(list(st.legal_actions()), lambda a: a is not None and self.apply_action(a),
                        cancellable=False)

    # -- places --------------------------------------------------------------------------
    def area_cells(self, cell: str) -> set[str]:
        p = self.disp.piece(cell)
        if p is None:
            return set()
        c = CELL_NAMES.index(cell)
        return {CELL_NAMES[x] for x in CARDS[p.card].reach_tab[c * 4 + "NESW".index(p.orient)]}

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
            sp = self.hand_sprites.get(cid)
            if sp is not None and sp.contains(pos):
                return "hand:" + cid
        return None

    def place_rect(self, place: str):
        kind, _, arg = place.partition(":")
        if kind == "cell":
            return self.geom.cell_rect(arg)
        if kind == "area":
            cells = self.area_cells(arg) or {arg}
            r = None
            for c in cells:
                r = self.geom.cell_rect(c) if r is None else r.union(self.geom.cell_rect(c))
            return r
        if kind == "hand":
            sp = self.hand_sprites.get(arg)
            return sp.rect if sp is not None else None
        if kind == "button":
            return self.button_rect(place)
        return None

    def sprite_for(self, place: str):
        if place and place.startswith("hand:"):
            sp = self.hand_sprites.get(place[5:])
            if sp is not None and CARDS[place[5:]].is_shikigami:
                self.held_orient = self.geom.orient_for_quarters(0)
            return sp
        return None

    def explain(self, src: str, place: str | None):
        err = why(self.state, src, place, self.held_orient)
        tut = self.tutorial
        if err is None and tut is not None and not tut.finished and place is not None:
            return IllegalAction(tut.refusal("ja"), tut.refusal("en"))
        return err

    # -- choosing and committing ------------------------------------------------------------
    def narrow(self, matches):
        summ = [a for a in matches if isinstance(a, A.Summon) and a.orient == self.held_orient]
        return summ or matches

    def turn_held(self, delta: int) -> None:
        held = self.drag.held
        if held and held.startswith("hand:") and CARDS[held[5:]].is_shikigami:
            self.held_orient = (self.held_orient + delta) % 4
            sp = self.drag.held_sprite
            if sp is not None:
                sp.rotate_to(self.geom.quarters(self.held_orient), 0.15)
            self.sound("turn")

    def choose(self, matches, callback, cancellable: bool = True) -> None:
        matches = list(matches)
        areas = [a for a in matches if isinstance(a, A.Attack) and a.target_cell is None
                 and a.mode not in ("hp", "draw")]
        self.preview_hits = self._hits(areas[0]) if areas else []
        opts = [(describe(a, self.state), a) for a in matches]
        if cancellable:
            opts.append((t("fujin.act.cancel"), None))
        self._chooser_open = True

        def done(a) -> None:
            self._chooser_open = False
            self.preview_hits = []
            callback(a)
        title = t("fujin.choose.area") if areas else t("fujin.choose.title")
        self.app.stack.push(Chooser(self.app, opts, done, (lambda: done(None)) if cancellable else
                                    (lambda: setattr(self, "_chooser_open", False)), title=title,
                                    anchor=(640, 600)))

    def _hits(self, action) -> list:
        try:
            return self.state.attack_hits(action)
        except Exception:
            return []

    def commit(self, action) -> None:
        """Apply a gesture's action; area attacks and 継承召喚 are confirmed first."""
        needs = isinstance(action, A.Inherit) or (isinstance(action, A.Attack) and action.target_cell is None
                                                  and action.mode not in ("hp", "draw"))
        if needs:
            self.choose([action], lambda a: a is not None and self.apply_action(a))
            return
        self.apply_action(action)

    def open_orders(self, cell: str) -> bool:
        """Right-click / ⟳ / M: the orders that need no drop target (turn, area, 古箪笥)."""
        acts = [a for a in self.ui_legal() if a.source == "cell:" + cell
                and (isinstance(a, A.Rotate) and a.target_cell is None
                     or isinstance(a, A.Attack) and a.target_cell is None
                     or isinstance(a, A.Rotate))]
        acts.sort(key=lambda a: (not isinstance(a, A.Rotate), a.target_cell is not None))
        if not acts:
            err = why(self.state, "cell:" + cell, None)
            if err is not None:
                self.toast_refusal(err.reason(self.lang), "error", err)
                self.sound("error")
            return False
        self.drag.cancel(snap=False)
        self.choose(acts, lambda a: a is not None and self.commit_confirmed(a))
        return True

    def commit_confirmed(self, a) -> None:
        self.apply_action(a)

    # -- buttons ------------------------------------------------------------------------------
    def end_label(self) -> str:
        return t("fujin.btn.end")

    def end_disabled(self) -> str | None:
        if not self.my_turn():
            return t("fujin.why.not_your_turn")
        if self.state.phase != "main" or self.state.decision is not None:
            return t("fujin.why.finish_step")
        return None

    def press_end(self) -> None:
        if self.end_disabled() is None and not self.timeline.busy:
            self.drag.cancel(snap=False)
            self.drag.trigger("button:end")

    def select_mode(self) -> str | None:
        if self.my_turn() and self.state.decision is None and self.state.phase in ("mulligan", "discard"):
            return self.state.phase
        return None

    def confirm_label(self) -> str:
        n = len(self.selected)
        if self.select_mode() == "mulligan":
            return t("fujin.btn.mulligan", n=n) if n else t("fujin.btn.keep")
        return t("fujin.btn.discard", n=n) if n else t("fujin.btn.no_discard")

    def confirm_select(self) -> None:
        mode = self.select_mode()
        if mode is None or self.timeline.busy:
            return
        cls = A.Mulligan if mode == "mulligan" else A.Discard
        want = set(self.selected)
        action = next((a for a in self.state.legal_actions() if isinstance(a, cls) and set(a.cards) == want), None)
        if action is not None and self.tutorial_refuses(action):
            return
        if action is not None:
            self.selected.clear()
            self.apply_action(action)

    # -- events ------------------------------------------------------------------------------
    def handle(self, event):
        if self.tutorial is not None and self.tutorial.handle(event):
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p) and not self.drag.holding:
            if self.drag.focus is not None and event.key == pygame.K_ESCAPE:
                self.drag.focus = None
                return None
            self.open_pause()
            return None
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.offered_rule() \
                and self.rule_chip_rect().collidepoint(event.pos):
            self.open_rule()
            return None
        if self.handle_keys(event):
            return None
        for b in (self.end_btn, self.undo_btn):
            if b.handle(event):
                return None
        if self.select_mode() and self.confirm_btn.handle(event):
            return None
        if self.log.handle(event):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.drag.holding:
            if self._click_extra(event.pos):
                return None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 3 \
                and not self.drag.holding:
            cell = self.geom.cell_at(event.pos)
            if cell and not self.input_blocked() and self.disp.piece(cell) is not None:
                if event.type == pygame.MOUSEBUTTONUP:   # open on release: the chooser must not see it
                    self.open_orders(cell)
                return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and not self.input_blocked():
            place = self.drag.held or self.drag.focus or ""
            if place.startswith("cell:"):
                self.open_orders(place[5:])
                return None
        if event.type == pygame.MOUSEMOTION:
            self.hover_place = self.place_at(event.pos)
        return self.drag.handle(event)

    def _click_extra(self, pos) -> bool:
        """Clicks the drag controller does not own: piles, ⟳ handles, selection, decisions."""
        for seat, suffix in ((self.bottom, "0"), (1 - self.bottom, "1")):
            if self.zone["grave." + suffix].collidepoint(pos):
                from game.fujin.table.hud import GraveOverlay
                self.app.stack.push(GraveOverlay(self.app, t("fujin.grave.title", name=self.names[seat]),
                                                 self.disp.graves[seat]))
                return True
        if self.input_blocked():
            return False
        mode = self.select_mode()
        if mode:
            place = self.place_at(pos)
            if place and place.startswith("hand:"):
                self.toggle_selected(place[5:])
                return True
            return False
        d = self.state.decision
        if d is not None and d[0] in ("counter", "lantern"):
            cell = self.geom.cell_at(pos)
            if cell:
                act = next((a for a in self.state.legal_actions() if a.target == "cell:" + cell), None)
                if act is not None:
                    self.apply_action(act)
                else:
                    self.toast_refusal(t(PENDING_HINT[d[0]]), "error")
                    self.sound("error")
                return True
            return False
        for cell in self.turnable_cells():
            if (pygame.Vector2(pos) - self.handle_pos(cell)).length() <= 14:
                self.open_orders(cell)
                return True
        return False

    def toggle_selected(self, cid: str) -> None:
        self.selected.symmetric_difference_update({cid})
        self.sound("click")
        sp = self.hand_sprites.get(cid)
        if sp is not None:
            sp.move_to((sp.home[0], self.hand_slots(1)[0][1] - (18 if cid in self.selected else 0)), 0.12)

    def turnable_cells(self) -> list[str]:
        return sorted({a.source[5:] for a in self.ui_legal() if isinstance(a, A.Rotate)})

    def handle_pos(self, cell: str) -> pygame.Vector2:
        r = self.geom.cell_rect(cell)
        return pygame.Vector2(r.right - 16, r.top + 16)

    def open_pause(self) -> None:
        from game.fujin.table.table_modes import FujinPause
        self.drag.cancel(snap=False)
        self.app.stack.push(FujinPause(self.app, self))

    # -- status words -----------------------------------------------------------------------------
    def phase_text(self) -> str:
        d = self.state.view(self.bottom).pending
        if d is not None:
            return t(f"fujin.phase.{d[0]}", name=self.names[d[1]])
        return t(f"fujin.phase.{self.disp.phase}")

    def hint_text(self) -> str:
        st = self.state
        if st.result() is not None:
            return ""
        if not self.my_turn():
            tm = st.to_move()
            return t("fujin.hint.wait", name=self.names[tm]) if tm is not None else ""
        if self.timeline.busy:
            return ""
        if st.decision is not None:
            return t(PENDING_HINT[st.decision[0]])
        if st.phase in ("mulligan", "discard"):
            return t(f"fujin.hint.{st.phase}")
        held = self.drag.held
        if held and held.startswith("hand:"):
            if CARDS[held[5:]].is_shikigami:
                return t("fujin.hint.summon", orient=orient_word(self.held_orient))
            return t("fujin.hint.relic")
        if held:
            return t("fujin.hint.attack")
        return t("fujin.hint.main")

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
                         orient=orient_word(p.orient))
        return ""
