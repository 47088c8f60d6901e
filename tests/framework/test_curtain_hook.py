"""``TableSpec.curtain_needed(state, bottom, seat)``: a game may let the device pass
between hot-seat players without the curtain when nothing secret changes hands (by
default it always goes up)."""
from __future__ import annotations

import dataclasses

import pytest

from game import games
from game.engine import Place
from game.engine.thinker import InlineThinker
from game.ui.table.table import GameTable
from game.ui.curtain import CurtainScene
from tests.framework import toy_table
from tests.framework.test_toy_table import SEATS, TOY, hand_cards, hand_pos
from tests.gestures import click, drag, frames, pass_curtain


@pytest.fixture()
def app(table_app, monkeypatch):
    monkeypatch.setattr(games, "GAMES", games.GAMES + (TOY,))
    return table_app


# only the first seat's hand is a secret here
OpenTable = GameTable.of(dataclasses.replace(toy_table.SPEC, curtain_needed=lambda state, bottom, seat: seat == 0))


def test_no_curtain_when_the_game_says_nothing_is_hidden(app):
    tb = OpenTable.start(app, SEATS, {"seed": 3, "inline_thinker": True, "ai_seed": 1})
    tb.flow.thinker = InlineThinker()
    pass_curtain(app)                                    # seat 0: the curtain goes up
    assert tb.bottom == 0 and tb.my_turn()
    card = next(c for c in tb.state.hands[0] if c[2] != "4")
    drag(app, hand_pos(tb, card), tb.zone["champ.1"].center)
    click(app, tb.controls.button("end").rect.center)
    frames(app, 8)                                       # the computer (seat 1), then seat 2
    assert tb.state.to_move() == 2
    assert not isinstance(app.stack.top, CurtainScene)   # straight to seat 2, no curtain
    assert tb.bottom == 2 and tb.my_turn() and hand_cards(tb) == set(tb.state.hands[2])


def test_the_rebuilt_log_goes_through_the_words_of_the_table(app):
    """A table that words its log lines (``Words.log_line``) words the rebuilt log the same way."""
    class Worded(toy_table.TrioWords):
        def log_line(self, line):
            return ("worded", line)
    tb = GameTable.of(dataclasses.replace(toy_table.SPEC, words=Worded)).start(
        app, SEATS, {"seed": 3, "inline_thinker": True, "ai_seed": 1})
    pass_curtain(app)
    card = tb.state.hands[0][0]
    drag(app, hand_pos(tb, card), tb.zone["champ.1"].center)
    assert Place("champ", None, 1) in tb.board.sprites
    seen = []
    tb.log.add = lambda line: seen.append(line)
    tb.flow.rebuild_log()
    assert seen and all(isinstance(x, tuple) and x[0] == "worded" for x in seen)


def test_without_a_curtain_the_log_is_rebuilt_for_the_next_person(app):
    """The device passes without a curtain: the log is the next person's (what the last
    one alone could read must not stay on screen), as it is behind a curtain."""
    tb = OpenTable.start(app, SEATS, {"seed": 3, "inline_thinker": True, "ai_seed": 1})
    tb.flow.thinker = InlineThinker()
    pass_curtain(app)
    rebuilt = []
    real = tb.flow.rebuild_log
    tb.flow.rebuild_log = lambda: (rebuilt.append(tb.bottom), real())
    card = next(c for c in tb.state.hands[0] if c[2] != "4")
    drag(app, hand_pos(tb, card), tb.zone["champ.1"].center)
    click(app, tb.controls.button("end").rect.center)
    frames(app, 8)
    assert not isinstance(app.stack.top, CurtainScene) and tb.bottom == 2
    assert rebuilt == [2]
