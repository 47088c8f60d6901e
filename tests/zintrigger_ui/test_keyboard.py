"""Keyboard only: the focus ring reaches the decision panel's choices first, hand cards
are chosen with Enter and played with the Play button, an item is picked up, its
targets cycled with Tab and dropped with Enter, and the turn ended with E."""
from __future__ import annotations

import pygame

from game.zintrigger.rules.gestures import set_size
from tests.accessibility.keys import enter, frames, press, tab_to
from tests.zintrigger_ui.driver import settle
from tests.zintrigger_ui.driver import pl

SEATS = [{"kind": "human", "level": None}, {"kind": "computer", "level": "easy"}]


def answer_by_keys(app, tb, seat=0, limit=30):
    """Take every decision of ``seat`` (at the bottom) with Tab + Enter on the first choice,
    a selection confirmed with Enter, until its main decision; while a computer is to
    move, wait; when another person is, return (people take turns at one keyboard)."""
    for _ in range(limit):
        settle(app, tb)
        if tb.state.to_move() != seat:
            if tb.is_human(tb.state.to_move()):
                return
            frames(app, 2)
            continue
        if tb.view.pending is None and tb.view.phase == "main":
            return
        if tb.picking.open():                          # a selection: Enter with nothing focused confirms
            tb.drag.focus = None
            need = set_size(tb.view.pending, tb.board.select_mode()) or 0
            for place in tb.picking.places()[:need]:
                tab_to(app, tb, place)
                enter(app)
            tb.drag.focus = None
            enter(app)
            continue
        press(app, pygame.K_TAB)
        assert tb.drag.focus == pl("button:opt0"), tb.drag.focus
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
    tab_to(app, tb, pl(f"hand@0:{card}"))
    enter(app)                                     # Enter chooses the card (it stands up)
    assert tb.board.chosen == [card]
    tab_to(app, tb, pl("button:play"))
    enter(app)
    settle(app, tb)
    assert any(a.startswith("0:play") and card in a for a in tb.record.actions)
    answer_by_keys(app, tb)
    items = [a for a in tb.legal() if a.verb == "item" and a.target == pl("hold@0")]
    assert items, [a.text() for a in tb.legal()]
    if items:                                      # an item: pick up, Tab to the target, Enter
        src = items[0].source
        tab_to(app, tb, src)
        enter(app)
        assert tb.drag.held == src
        press(app, pygame.K_TAB)
        assert tb.drag.focus in tb.drag.lit_targets
        tab_to_target = tb.drag.focus
        while tb.drag.focus != pl("hold@0"):
            press(app, pygame.K_TAB)
            assert tb.drag.focus != tab_to_target or tb.drag.focus == pl("hold@0")
        enter(app)
        settle(app, tb)
        assert any(a.startswith(f"0:item {src.key}") for a in tb.record.actions)
        answer_by_keys(app, tb)
    if tb.state.to_move() == 0 and tb.view.pending is None:
        n = len(tb.record)
        press(app, pygame.K_e)                     # E ends the turn (asked first while actions are left)
        if len(tb.record) == n:
            enter(app)
        assert tb.record.actions[n] == "0:end"


def test_an_attack_declared_and_answered_by_keys(app):
    """Two people, keys only: the attacker picks 炎4 (Enter), plays it (the Play button),
    aims the attack at the lit 場札 with Tab and Enter; the defender, behind the curtain
    (Enter sits down), reaches the answers first in the ring and counters with Enter;
    the counter comes back and is taken as a hit."""
    from game.ui.curtain import CurtainScene
    from tests.zintrigger_ui.test_answers import ATTACK, table_at
    tb = table_at(app, **ATTACK)
    tab_to(app, tb, pl("hand@0:炎4"))
    enter(app)
    assert tb.board.chosen == ["炎4"]
    tab_to(app, tb, pl("button:play"))
    enter(app)
    settle(app, tb)
    assert tb.record.actions[-1] == "0:play 炎4" and tb.view.pending.kind == "attack"
    targets = {a.target for a in tb.legal() if a.verb == "attack"}
    focus = next(f for f in tb.keys.ring() if f in targets or (f.is_button and f.key.startswith("opt")))
    tab_to(app, tb, focus)
    enter(app)
    settle(app, tb)
    assert tb.record.actions[-1] == "0:attack 1"
    if isinstance(app.stack.top, CurtainScene):
        press(app, pygame.K_RETURN)                   # the defender sits down
    settle(app, tb)
    assert tb.bottom == 1 and tb.view.pending.kind == "respond"
    counter = next(n for n in tb.board.panel.names if tb.controls.button(n).opt.action.text() == "1:counter 炎3")
    assert tb.keys.ring()[:len(tb.board.panel.names)] == [pl(f"button:{n}") for n in tb.board.panel.names], "the answers come first"
    tab_to(app, tb, pl(f"button:{counter}"))
    enter(app)
    assert tb.record.actions[-1] == "1:counter 炎3"
    if isinstance(app.stack.top, CurtainScene):
        press(app, pygame.K_RETURN)
    settle(app, tb)
    assert tb.bottom == 0 and tb.view.pending.kind == "respond"
    hit = next(n for n in tb.board.panel.names if tb.controls.button(n).opt.action.verb == "hit")
    tab_to(app, tb, pl(f"button:{hit}"))
    enter(app)
    assert "0:hit" in tb.record.actions[-3:]


def test_co_op_by_keys_alone_two_people_and_a_computer(app):
    """Co-op Bambooshoot at three seats, two people at one keyboard (open hands: no curtain):
    each person's turns are taken with Tab, Enter and E alone — choose a card, play it, aim an
    attack at a bamboo when one is in reach — until the grove has had its phase."""
    from game.zintrigger.table import Table
    seats = [{"kind": "human", "level": None}, {"kind": "human", "level": None},
             {"kind": "computer", "level": "easy"}]
    tb = Table.start(app, seats, {"seed": 7, "players": 3, "undo": True, "inline_thinker": True, "ai_seed": 7})
    frames(app, 4)
    shoots = len(tb.state.solo["shoots"])
    turns = {0: 0, 1: 0}
    for _ in range(40):
        settle(app, tb)
        if tb.state.result() is not None or min(turns.values()) >= 2:
            break
        seat = tb.state.to_move()
        if seat not in turns:
            frames(app, 2)
            continue
        assert tb.bottom == seat, "the person to move sits at the bottom"
        answer_by_keys(app, tb, seat)
        if tb.state.to_move() != seat:
            continue
        hand = [h for h in tb.view.hand if h.area and h.playable]
        if hand and tb.view.actions_left:
            card = hand[0].card.id
            tab_to(app, tb, pl(f"hand@{seat}:{card}"))
            enter(app)
            tab_to(app, tb, pl("button:play"))
            enter(app)
            settle(app, tb)
            assert any(a.startswith(f"{seat}:play") and card in a for a in tb.record.actions)
            answer_by_keys(app, tb, seat)
            aims = [a for a in tb.legal() if a.verb == "attack"]
            if aims:
                focus = next(f for f in tb.keys.ring() if f == aims[0].target
                             or (f.is_button and f.key.startswith("opt")))
                tab_to(app, tb, focus)
                enter(app)
                settle(app, tb)
                assert tb.record.actions[-1].startswith(f"{seat}:attack")
                answer_by_keys(app, tb, seat)
        if tb.state.to_move() == seat and tb.view.pending is None:
            n = len(tb.record)
            press(app, pygame.K_e)                 # E ends the turn (asked first while actions are left)
            if len(tb.record) == n:
                enter(app)
            assert tb.record.actions[n] == f"{seat}:end"
            turns[seat] += 1
    assert min(turns.values()) >= 2, turns
    assert {int(a.split(":")[0]) for a in tb.record.actions} == {0, 1, 2}, "the computer partner played too"
    assert len(tb.state.solo["shoots"]) < shoots, "no bamboo phase came after the round"
