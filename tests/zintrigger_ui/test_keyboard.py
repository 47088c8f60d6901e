"""Keyboard only: the focus ring reaches the decision panel's choices first, hand cards
are chosen with Enter and played with the Play button, an item is picked up, its
targets cycled with Tab and dropped with Enter, and the turn ended with E."""
from __future__ import annotations

import pygame

from tests.accessibility.keys import enter, frames, press, tab_to
from tests.zintrigger_ui.driver import settle

SEATS = [{"kind": "human", "level": None}, {"kind": "computer", "level": "easy"}]


def answer_by_keys(app, tb, limit=30):
    """Take every decision with Tab + Enter (the first choice) until the main decision."""
    for _ in range(limit):
        settle(app, tb)
        if tb.state.to_move() != 0:
            frames(app, 2)
            continue
        if tb.view.pending is None and tb.view.phase == "main":
            return
        if tb.choosing():                          # a selection: Enter with nothing focused confirms
            tb.drag.focus = None
            need = tb.select_need() or 0
            for place in tb.selection.places()[:need]:
                tab_to(app, tb, place)
                enter(app)
            tb.drag.focus = None
            enter(app)
            continue
        press(app, pygame.K_TAB)
        assert tb.drag.focus == "button:opt:0", tb.drag.focus
        enter(app)
    raise AssertionError("never reached the main decision")


def test_keyboard_only_turn(app):
    from game.zintrigger.table import Table
    tb = Table.start(app, SEATS, {"seed": 41, "undo": True, "inline_thinker": True, "ai_seed": 41})
    frames(app, 4)
    answer_by_keys(app, tb)
    hand = [h for h in tb.view.hand if h.area and h.playable]
    assert hand
    card = hand[0].card.id
    tab_to(app, tb, f"hand:0:{card}")
    enter(app)                                     # Enter chooses the card (it stands up)
    assert tb.chosen == [card]
    tab_to(app, tb, "button:play")
    enter(app)
    settle(app, tb)
    assert any(a.startswith("0:play") and card in a for a in tb.record.actions)
    answer_by_keys(app, tb)
    items = [a for a in tb.ui_legal() if a.verb == "item" and a.target == "zone:0"]
    assert items, [a.text() for a in tb.ui_legal()]
    if items:                                      # an item: pick up, Tab to the target, Enter
        src = items[0].source
        tab_to(app, tb, src)
        enter(app)
        assert tb.drag.held == src
        press(app, pygame.K_TAB)
        assert tb.drag.focus in tb.drag.lit_targets
        tab_to_target = tb.drag.focus
        while tb.drag.focus != "zone:0":
            press(app, pygame.K_TAB)
            assert tb.drag.focus != tab_to_target or tb.drag.focus == "zone:0"
        enter(app)
        settle(app, tb)
        assert any(a.startswith(f"0:item {src.rpartition(':')[2]}") for a in tb.record.actions)
        answer_by_keys(app, tb)
    if tb.state.to_move() == 0 and tb.view.pending is None:
        n = len(tb.record)
        press(app, pygame.K_e)                     # E ends the turn
        assert tb.record.actions[n] == "0:end"
