"""The ハクスラ陰陽師 table driven by synthetic mouse events (press, motion, release as
separate events): the hidden pick in hot seat behind the curtain, lit targets and
refusals with the rules' reason, taking a defeated yokai onto an edge, evolving,
keyboard play, and whole games to the result — hot seat (決闘), with a computer
partner (ボス戦)."""
from __future__ import annotations

import pygame

from game.engine import Place
from game.hakusura import table
from game.hakusura.rules import actions as A
from game.hakusura.table import faces
from game.ui.attachments import EdgeCard, HpCard
from game.ui.curtain import CurtainScene
from tests.gestures import click, ev, frames, key, pass_curtain
from tests.hakusura_ui.play import CPU, HUMAN, centre, decide, play, settle


def start(app, seats, seed=3, final="duel", **more):
    opts = {"seed": seed, "final": final, "inline_thinker": True, "ai_seed": 1, **more}
    return table.start(app, seats, opts)


def test_hot_seat_curtain_hides_the_first_pick(app):
    tb = start(app, [HUMAN, HUMAN])
    assert tb.hotseat
    pass_curtain(app)
    first = tb.bottom
    assert tb.state.pending == ("pick", first) and tb.my_turn()
    card = tb.state.ps[first].hand[0]
    # press, move: only the slot lights up; release on it: the card lies face down there
    p = centre(tb, A.hand(first, card))
    app.step(1 / 60, [ev("down", p)])
    app.step(1 / 60, [ev("motion", (p[0], p[1] - 30))])
    assert tb.drag.lit_targets == {A.slot(first)}
    slot = centre(tb, A.slot(first))
    app.step(1 / 60, [ev("motion", slot)])
    app.step(1 / 60, [ev("up", slot)])
    frames(app)
    assert tb.state.ps[first].pick == card and tb.record.actions[-1] == f"{'LR'[first]} pick {card}"
    # the device passes on: an opaque curtain, and the table is not drawn behind it
    other = 1 - first
    assert isinstance(app.stack.top, CurtainScene) and not app.stack.top.overlay
    drawn = []
    real = tb.draw
    tb.draw = lambda surf: drawn.append(1) or real(surf)
    app.draw()
    assert drawn == []
    tb.draw = real
    click(app, (640, 360))
    assert tb.bottom == other and tb.viewer == other
    # the second player sees a card lying face down, never which one
    assert tb.view.seat(first).committed and tb.view.seat(first).pick is None
    sprite = tb.board.sprite_at(A.slot(first))
    assert sprite is not None and not sprite.face_up and getattr(sprite, "peek", None) is None
    assert not tb.board.hand_visible(first)
    assert not any(p.kind == "hand" and p.seat == first for p, _sprite in tb.board.cards())
    assert card not in repr(tb.board.disp.seats[first].slot)
    pygame.event.pump()
    app.draw()                                     # draws without the secret
    # the second pick: both turn over together
    mine = tb.state.ps[other].hand[0]
    decide(app, tb, A.Pick(other, mine))
    settle(app, tb)
    played = {s.seat: s.played or s.playing for s in tb.view.seats}
    assert card in repr(played[first]) or tb.state.phase != "choose"


def test_refused_drop_names_the_rules_reason_and_f1_opens_it(app):
    tb = start(app, [HUMAN, HUMAN])
    pass_curtain(app)
    s = tb.bottom
    card = tb.state.ps[s].hand[0]
    p, enemy = centre(tb, A.hand(s, card)), centre(tb, "yokai:0")
    app.step(1 / 60, [ev("down", p)])
    app.step(1 / 60, [ev("motion", (p[0], p[1] - 30))])
    app.step(1 / 60, [ev("motion", enemy)])
    app.step(1 / 60, [ev("up", enemy)])
    frames(app)
    err = tb.drag.last_refusal
    assert err is not None and err.rule == "HS-5" and "伏せて" in err.reason("ja")
    assert len(tb.record) == 0 and tb.state.ps[s].pick is None
    assert tb.keys.offered_rule() == "HS-5"
    key(app, pygame.K_F1)
    assert app.stack.top.name == "rules"


def test_keyboard_lays_the_pick(app):
    tb = start(app, [HUMAN, CPU], seed=5)
    settle(app, tb)
    assert tb.my_turn() and tb.state.pending == ("pick", 0)
    key(app, pygame.K_TAB)
    assert tb.drag.focus and tb.drag.focus.kind == "hand" and tb.drag.focus.seat == 0
    card = tb.drag.focus.key
    key(app, pygame.K_RETURN)
    assert tb.drag.holding
    key(app, pygame.K_TAB)
    assert tb.drag.focus == Place.parse("slot@0")
    key(app, pygame.K_RETURN)
    frames(app)
    assert "L pick " + card in tb.record.actions


def taking(tb) -> bool:
    p = tb.state.pending
    return p is not None and p[0] == "take" and tb.is_human(p[1])


def test_a_defeated_yokai_is_equipped_by_its_edge(app):
    tb = start(app, [HUMAN, CPU], seed=7, final="boss")
    play(app, tb, until=taking)
    assert taking(tb)
    seat = tb.state.pending[1]
    take = next(a for a in tb.legal() if isinstance(a, A.Take) and a.where == "left")
    # the loot lights the shikigami row and the three edges of the character
    p = centre(tb, take.source)
    app.step(1 / 60, [ev("down", p)])
    app.step(1 / 60, [ev("motion", (p[0], p[1] - 30))])
    assert {A.edge(seat, "left"), A.edge(seat, "right"), A.edge(seat, "bottom"), A.shiki(seat)} \
        <= set(tb.drag.lit_targets)
    edge = centre(tb, A.edge(seat, "left"))
    app.step(1 / 60, [ev("motion", edge)])
    app.step(1 / 60, [ev("up", edge)])
    frames(app, 4)
    assert tb.record.actions[-1] == take.text() or take.text() in tb.record.actions
    assert take.yokai in tb.state.ps[seat].equip["left"]
    edges = tb.board.char(seat).attached(EdgeCard)
    assert any(e.card == take.yokai and e.edge == "left" for e in edges)
    assert tb.view.seat(seat).atk >= 1


def can_evolve(tb) -> bool:
    return any(isinstance(a, A.Evolve) for a in tb.legal())


def test_evolution_spends_shikigami_and_turns_the_character(app):
    def choose(tb, legal):         # gather: every yokai as a shikigami, never equipped
        takes = [a for a in legal if isinstance(a, A.Take) and a.where == "shiki"]
        return takes[0] if takes else None
    tb = start(app, [HUMAN, CPU], seed=11, final="boss")
    play(app, tb, until=can_evolve, choose=choose)
    assert can_evolve(tb), tb.state.pending
    seat = tb.bottom
    before = tb.state.ps[seat].hp
    click(app, tb.controls.button("evolve").rect.center)
    assert tb.state.pending[0] == "evolve" and tb.picking.open()
    # the shikigami to spend: click them (they stand up), the confirm button counts the Lv sum
    need = tb.view.seat(seat).evolve_need
    for place in tb.picking.places():
        click(app, centre(tb, place))
        if tb.view.spend_total(seat, [p.key for p in tb.picking.chosen]) >= need:
            break
    assert str(need) in tb.controls.button("confirm").label()
    played = []
    real = tb.mirror.play
    tb.mirror.play = lambda e: played.append(type(e).__name__) or real(e)
    click(app, tb.controls.button("confirm").rect.center)
    settle(app, tb)
    assert tb.state.ps[seat].evolved
    assert "Evolved" in played and "ShikigamiLost" in played     # animated, not just redrawn
    assert tb.board.char(seat).card == faces.char_key(tb.state.ps[seat].char, True)       # its back
    hp = tb.board.char(seat).attached(HpCard)[0]
    assert hp.value == tb.state.ps[seat].hp >= before


def test_hot_seat_duel_played_to_the_result(app):
    tb = start(app, [HUMAN, HUMAN], seed=3, final="duel")
    made = play(app, tb)
    assert made > 40 and tb.finished
    result = tb.state.result()
    assert result is not None and tb.state.battle == 7 or result.reason == "survivor"
    frames(app)
    assert app.stack.top.name == "result"


def test_boss_battle_with_a_computer_partner_to_the_result(app):
    tb = start(app, [HUMAN, CPU], seed=6, final="boss")
    assert not tb.hotseat
    seen = {}

    def watch(tb) -> bool:          # the boss comes in with its HP card counting laps of 12
        boss = tb.board.sprite_at(Place("boss"))
        if tb.state.battle == 7 and boss is not None and "laps" not in seen:
            card = boss.attached(HpCard)[0]
            seen["laps"] = card.laps
            seen["layout"] = tb.layout.name
        return False
    play(app, tb, until=watch, noise=0.0)
    result = tb.state.result()
    assert result is not None and result.coop
    assert seen == {"laps": 3, "layout": "hakusura-boss"}
    assert tb.finished and app.stack.top.name == "result"


def test_hot_seat_curtain_only_where_a_pick_is_secret(app):
    tb = start(app, [HUMAN, HUMAN], seed=4)
    shown = []
    real = tb.flow.show_curtain
    tb.flow.show_curtain = lambda seat: shown.append((seat, tb.state.pending)) or real(seat)
    play(app, tb, until=lambda tb: tb.state.battle >= 3)
    assert shown and len(tb.record) > len(shown) + 8      # fewer curtains than decisions
    assert {pending[0] for _seat, pending in shown} == {"pick"}
