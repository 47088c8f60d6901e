"""How input reaches a table's parts (``GameTable.handle``): pause and the rule chip, the
keyboard, the buttons, the log, piles, a choice being made, a pending decision, a held
step moving on, the board's own clicks, then drag and drop; and the drag controller's
questions, answered by the board and the rules (``GameTable.gesture``)."""
from __future__ import annotations

import pygame

from game.engine import IllegalAction
from game.i18n import t


class Routing:
    def __init__(self, table) -> None:
        self.table = table

    def open_pause(self) -> None:
        tb = self.table
        tb.drag.cancel(snap=False)
        tb.app.open_pause(tb)

    # -- the drag controller's questions, answered by the parts --------------------------
    def place_at(self, pos):
        return self.table.board.place_at(pos)

    def place_rect(self, place):
        return self.table.board.place_rect(place)

    def sprite_for(self, place):
        return self.table.board.sprite_for(place)

    def can_turn(self, place) -> bool:
        return self.table.spec.turn_step > 0 and self.table.board.can_turn(place)

    def snaps(self, place) -> bool:
        return self.table.board.snaps(place)

    def why(self, source, target):
        """Why a click on ``source`` does nothing (None when there is nothing to say); a card
        a lesson's step does not let the player pick up says so in the lesson's words."""
        tb = self.table
        got = tb.gesture(source, target)
        tut = tb.tutorial
        if target is None and tut is not None and not tut.finished and isinstance(got, IllegalAction) \
                and got.specificity < 0 and any(a.source == source for a in tb.state.legal_actions()):
            return IllegalAction(tut.refusal("ja"), tut.refusal("en"))
        return got if isinstance(got, IllegalAction) else None

    def drag_sound(self, name: str) -> None:
        self.table.sound({"pick": "click", "drop": "place", "error": "error"}.get(name, name))

    def route(self, event):
        """Pause, the rule chip, the keyboard, buttons, the log, piles, a choice being made,
        a pending decision, a held step moving on, the board's own clicks, then drag and drop."""
        tb = self.table
        if tb.tutorial is not None and tb.tutorial.handle(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and tb.ending.reviewing is not None:
            tb.ending.back_to_result()
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p) and not tb.drag.holding:
            if tb.drag.focus is not None and event.key == pygame.K_ESCAPE:
                tb.drag.focus = None
                return None
            if not tb.read_only:
                self.open_pause()
                return None
            return event
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            tb.mouse = event.pos
        left_down = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if left_down and tb.keys.offered_rule() and tb.keys.chip_rect().collidepoint(event.pos):
            tb.keys.open_rule()
            return None
        if tb.coaching.handle(event) or tb.keys.handle(event) or tb.controls.handle(event):
            return None
        if tb.log is not None and tb.log.handle(event):
            return None
        if left_down and not tb.drag.holding and self._open_pile(event.pos):
            return None
        if left_down and tb.picking is not None and tb.picking.open() and tb.picking.click(event.pos):
            return None
        if left_down and not tb.drag.holding and self._answer_at(event.pos):
            return None
        if tb.mirror.moves_on(event) or tb.board.click(event):
            return None
        if event.type == pygame.MOUSEMOTION:
            tb.hover_place = tb.board.place_at(event.pos)
        return tb.drag.handle(event)

    def _answer_at(self, pos) -> bool:
        tb = self.table
        decision = tb.view.decision
        if decision is None or decision.seat != tb.bottom or not decision.places or tb.blocked():
            return False
        place = tb.board.place_at(pos)
        if place not in decision.places:
            return False
        tb.answer(place)
        return True

    def _open_pile(self, pos) -> bool:
        tb = self.table
        for zone, pile in tb.board.piles().items():
            if tb.zone[zone].collidepoint(pos):
                self.open_pile(pile)
                return True
        return False

    def open_pile(self, pile) -> None:
        """``pile``'s cards as a list over the table."""
        tb = self.table
        from game.ui.kit import CardListOverlay
        tb.app.stack.push(CardListOverlay(tb.app, pile.title(), pile.cards(), tb.board.faces, t("ui.list.empty"),
                                          turned=pile.turned))
