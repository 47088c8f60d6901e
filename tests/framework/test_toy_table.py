"""The proof that a new game writes only its own parts: a toy game with three
seats, a team pair, HP cards, reversed cards and a decision in another seat's
turn (tests/framework/toy_*.py, its table under 250 lines) runs on the table
framework through synthetic mouse events — hot seat with the curtain, a
computer seat, undo, "why not" from the rules, a decision answered on the
table, the tutorial, autosave and resume, replay viewing, and a per-seat (team)
result."""
from __future__ import annotations

import pygame
import pytest

from game import games, saves, stats
from game.engine import Place
from game.engine.thinker import InlineThinker
from game.ui.attachments import HpCard
from game.ui.curtain import CurtainScene
from game.ui.chooser import Chooser
from tests.framework import toy_table
from tests.framework.toy_rules import TrioState
from tests.gestures import click, drag, frames, pass_curtain

TOY = games.GameInfo("toy", "トリオ", "Trio", (3, 3), "", "", state="tests.framework.toy_rules:TrioState",
                     table="tests.framework.toy_table", agents="tests.framework.toy_rules:make_agent",
                     seat_names={3: (("A・1", "A 1"), ("B", "B"), ("A・2", "A 2"))}, glyph=("三", "gold"))
SEATS = [{"kind": "human", "level": None}, {"kind": "computer", "level": "easy"},
         {"kind": "human", "level": None}]


@pytest.fixture()
def app(table_app, monkeypatch):
    monkeypatch.setattr(games, "GAMES", games.GAMES + (TOY,))
    return table_app












def hand_pos(tb, card):
    sprite = tb.board.sprites[Place("hand", tb.bottom, card)]
    return (int(sprite.pos[0]), int(sprite.pos[1]))


def hand_cards(tb) -> set[str]:
    return {p.key for p in tb.board.sprites if p.kind == "hand"}


def champ(tb, seat):
    return tb.zone[f"champ.{seat}"].center


def new_table(app, seed=3):
    tb = toy_table.Table.start(app, SEATS, {"seed": seed, "undo": True, "inline_thinker": True, "ai_seed": 1})
    tb.flow.thinker = InlineThinker()
    return tb


def test_hot_seat_curtain_computer_reversed_cards_and_undo(app):
    tb = new_table(app)
    assert tb.hotseat and tb.state.seats() == 3
    pass_curtain(app)                                     # seat 0 sits down
    assert tb.bottom == 0 and tb.my_turn()
    hp_card = tb.board.sprites[Place("champ", None, 1)].attached(HpCard)[0]
    card = next(c for c in tb.state.hands[0] if c[2] != "4")    # (a 4 would make seat 1 brace)
    drag(app, hand_pos(tb, card), champ(tb, 1))           # upright onto the opponent: a hit
    value = int(card[2])
    assert tb.state.hp[1] == 10 - value and hp_card.value == 10 - value
    # Undo, pressed and released like a mouse does: the hit is taken back, the HP card slides back
    assert tb.flow.undo_depth() == 1
    click(app, tb.controls.button("undo").rect.center)
    assert len(tb.record) == 0 and tb.state.hp[1] == 10 and card in tb.state.hands[0]
    frames(app)
    assert hp_card.value == 10
    # a card turned over (R: half a turn) onto the opponent is refused with the rule's reason
    drag(app, hand_pos(tb, card), champ(tb, 1), turns=1)
    assert tb.drag.last_refusal is not None and tb.drag.last_refusal.rule == "TOY-2"
    assert card in tb.state.hands[0] and len(tb.record) == 0
    drag(app, hand_pos(tb, card), champ(tb, 1))
    click(app, tb.controls.button("end").rect.center)      # end the turn: seat 1, the computer
    assert tb.record.actions[1] == "pass"
    frames(app, 8)
    assert tb.state.to_move() == 2 and tb.seats[1]["kind"] == "computer" and tb.state.turn == 2
    # seat 2 is a person: the curtain is opaque, nothing of the table shows until they are ready
    assert isinstance(app.stack.top, CurtainScene) and not app.stack.top.overlay
    drawn = []
    real = tb.draw
    tb.draw = lambda surf: drawn.append(1) or real(surf)
    app.draw()
    assert drawn == []
    click(app, (640, 360))
    assert tb.bottom == 2 and hand_cards(tb) == set(tb.state.hands[2])
    tb.draw = real
    # seat 2 heals its partner (seat 0) with a card turned over, if seat 0 is hurt
    if tb.state.hp[0] < 10:
        card = tb.state.hands[2][0]
        before = tb.state.hp[0]
        drag(app, hand_pos(tb, card), champ(tb, 0), turns=1)
        assert tb.state.hp[0] > before


def test_autosave_resume_and_replay_viewing(app):
    tb = new_table(app, seed=5)
    pass_curtain(app)
    card = tb.state.hands[0][0]
    drag(app, hand_pos(tb, card), champ(tb, 1))
    click(app, tb.controls.button("end").rect.center)
    frames(app, 8)
    saves.flush_autosaves()
    listed = [e for e in saves.list_resumable() if e.game == "toy"]
    assert listed and listed[0].mode == "vs-cpu"
    loaded = saves.load_save(listed[0].path, classes={"toy": TrioState})
    assert loaded.record is not None and loaded.record.digest() == tb.record.digest()
    again = toy_table.Table.resume_record(app, loaded.record)
    assert again.state.to_json() == tb.state.to_json() and again.seats == tb.seats
    assert any("→" in line for line in again.log.texts())       # the log is rebuilt
    # the replay viewer shows the same table, read-only, stepping move by move
    from game.scenes.replays import ReplayViewer
    viewer = ReplayViewer(app, loaded.record)
    app.stack.clear_to(viewer)
    assert isinstance(viewer.table, toy_table.TrioTable) and viewer.table.read_only
    viewer.seek(1)
    frames(app)
    assert viewer.table.board.sprites[Place("champ", None, 1)].attached(HpCard)[0].value == viewer.state.hp[1] < 10
    assert viewer.table.legal() == ()


def test_the_end_counts_the_team_result_for_both_partners(app):
    seats = [{"kind": "computer", "level": "easy"}, {"kind": "human", "level": None},
             {"kind": "computer", "level": "easy"}]
    tb = toy_table.Table.start(app, seats, {"seed": 12, "inline_thinker": True, "ai_seed": 3})
    for _ in range(400):
        app.step(0.5, [])
        if tb.finished:
            break
        if tb.my_turn() and tb.view.decision is not None:     # braced: on its own champion
            click(app, champ(tb, 1))
        elif tb.my_turn():                     # seat 1 (the person) always ends at once, with the button
            click(app, tb.controls.button("end").rect.center)
    assert tb.finished
    result = tb.state.result()
    assert result.teams == (0, 1, 0) and result.outcome(0) == result.outcome(2)
    summary = stats.summary("toy")["vs-cpu"]
    partners = summary.record("computer:easy")
    assert partners["wins"] + partners["losses"] + partners["draws"] == 2     # one count per seat
    assert partners["wins"] in (0, 2) and partners["losses"] in (0, 2)
    top = app.stack.top
    assert top.name == "result"
    headline = top.headline()
    if not result.draw and result.outcome(0) == "win":
        assert tb.names[0] in headline and tb.names[2] in headline


def test_keyboard_plays_a_card_with_the_focus_ring(app):
    tb = new_table(app, seed=4)
    pass_curtain(app)
    key = lambda k, mod=0: app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])  # noqa
    key(pygame.K_TAB)
    assert tb.drag.focus and tb.drag.focus.kind == "hand" and tb.drag.focus.seat == 0
    card = tb.drag.focus.key
    key(pygame.K_RETURN)
    assert tb.drag.holding
    key(pygame.K_TAB)
    assert tb.drag.focus == Place("champ", None, 1)
    key(pygame.K_RETURN)
    frames(app)
    assert card not in tb.state.hands[0] and tb.state.hp[1] < 10
    assert not isinstance(app.stack.top, Chooser)


def test_replay_results_name_every_winner():
    """The replay tools say who won in words for teams too: both partners are named."""
    from game.cli_replay import result_text
    s = TrioState.new_game(1)
    s.hp[1] = 1
    s.apply(next(a for a in s.legal_actions() if getattr(a, "seat", None) == 1 and int(a.card[2]) >= 1))
    assert s.result() is not None and s.result().winners(3) == (0, 2)
    assert result_text(s, "en") == "A 1 and A 2 win: down"
    assert result_text(s, "ja") == "A・1・A・2の勝ち:down"


def _deal(tb, seat: int, card: str) -> None:
    """Put ``card`` into ``seat``'s hand (a position set up by hand)."""
    tb.state.hands[seat][0] = card
    tb.state.edited()
    tb.resync()


def test_a_hit_of_four_makes_the_hit_seat_brace_on_the_table(app):
    """The pending decision is the kernel's shape: its places pulse, a click answers it,
    and the computer answers its own."""
    seats = [{"kind": "human", "level": None}, {"kind": "computer", "level": "easy"},
             {"kind": "computer", "level": "easy"}]
    tb = toy_table.Table.start(app, seats, {"seed": 3, "undo": True, "inline_thinker": True, "ai_seed": 1})
    frames(app)
    _deal(tb, 0, "0z4")
    drag(app, hand_pos(tb, "0z4"), champ(tb, 1))            # a hit of 4 on the lone seat 1
    frames(app, 6)                                          # the computer braces its only champion
    assert tb.record.actions[-2:] == ["play 0z4 1 up", "brace 1"]
    assert tb.state.hp[1] == 7 and tb.state.to_move() == 0 and tb.view.decision is None
    tb.state.hp[1] = 8                                      # seat 0 hits again: now seat 1 is a person
    tb.state.edited()
    tb.seats[1] = {"kind": "human", "level": None}
    tb.bottom = tb.curtain_seat = 0
    _deal(tb, 0, "0y4")
    drag(app, hand_pos(tb, "0y4"), champ(tb, 1))
    assert tb.state.to_move() == 1 and tb.state.decision().places == (Place("champ", None, 1),)


def test_a_person_answers_the_decision_by_clicking_a_glowing_champion(app):
    seats = [{"kind": "computer", "level": "easy"}, {"kind": "human", "level": None},
             {"kind": "computer", "level": "easy"}]
    tb = toy_table.Table.start(app, seats, {"seed": 3, "undo": True, "inline_thinker": True, "ai_seed": 1})
    s = tb.state
    s.hands[0][0] = "0z4"
    s.edited()
    tb.record.apply("play 0z4 1 up")                       # the computer's hit, as a record would hold it
    tb.resync()
    frames(app)
    assert tb.my_turn() and tb.view.decision.kind == "brace" and tb.board.pulsing()
    assert "Brace" in tb.view.decision.text("en") and tb.words.hint() == tb.view.decision.text("ja")
    assert tb.words.mine() is tb.view.decision                # theirs to answer
    tb.bottom = 0
    assert tb.words.mine() is None
    tb.bottom = 1
    click(app, (5, 5))                                      # a click elsewhere answers nothing
    assert tb.state.to_move() == 1
    click(app, champ(tb, 1))
    assert tb.record.actions[:2] == ["play 0z4 1 up", "brace 1"]


def test_why_not_comes_from_the_rules_without_the_table_knowing_them(app):
    """A reversed card dropped on an opponent: no legal action matches, the rules' own
    reason (TOY-2) is shown, found through the game's ``means``; F1 offers the rule."""
    tb = new_table(app, seed=4)
    pass_curtain(app)
    card = tb.state.hands[0][0]
    got = tb.gesture(Place("hand", 0, card), Place("champ", None, 1))
    assert isinstance(got, tuple) and got[0].text().endswith(" 1 up")
    drag(app, hand_pos(tb, card), champ(tb, 1), turns=1)
    assert tb.drag.last_refusal.rule == "TOY-2" and tb.keys.offered_rule() == "TOY-2"
    assert any("upright" in m or "正位置" in m for m in app.toasts.texts())


def test_the_tutorial_plan_starts_the_guided_game(app):
    tb = toy_table.start_tutorial(app, inline_thinker=True)
    assert tb.tutorial is not None and tb.tutorial.box == tb.zone["log"]
    frames(app)
    rect = tb.tutorial.target_rect()
    assert rect == tb.board.place_rect(Place("champ", None, 1))
    card = tb.state.hands[0][0]
    drag(app, hand_pos(tb, card), champ(tb, 0), turns=1)      # not what the step wants: refused
    assert tb.state.hp[0] == 10 and tb.tutorial.index == 0
    drag(app, hand_pos(tb, card), champ(tb, 1))
    assert tb.tutorial.index == 1
