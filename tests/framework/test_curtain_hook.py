"""``TableScene.curtain_needed(seat)``: a game may let the device pass between hot-seat
players without the curtain when nothing secret changes hands (by default it always
goes up)."""
from __future__ import annotations

import pytest

from game import games
from game.engine.thinker import InlineThinker
from game.ui.curtain import CurtainScene
from tests.framework import toy_table
from tests.framework.test_toy_table import SEATS, TOY
from tests.gestures import click, drag, frames, pass_curtain


@pytest.fixture()
def app(table_app, monkeypatch):
    monkeypatch.setattr(games, "GAMES", games.GAMES + (TOY,))
    return table_app


class OpenTable(toy_table.TrioTable):
    def curtain_needed(self, seat: int) -> bool:
        return seat == 0                     # only the first seat's hand is a secret here


def test_no_curtain_when_the_game_says_nothing_is_hidden(app):
    tb = OpenTable.start(app, SEATS, {"seed": 3, "inline_thinker": True, "ai_seed": 1})
    tb.thinker = InlineThinker()
    pass_curtain(app)                                    # seat 0: the curtain goes up
    assert tb.bottom == 0 and tb.my_turn()
    card = tb.state.hands[0][0]
    drag(app, tuple(int(v) for v in tb.hand_sprites[card].pos), tb.zone["champ.1"].center)
    click(app, tb.buttons["end"].rect.center)
    frames(app, 8)                                       # the computer (seat 1), then seat 2
    assert tb.state.to_move() == 2
    assert not isinstance(app.stack.top, CurtainScene)   # straight to seat 2, no curtain
    assert tb.bottom == 2 and tb.my_turn() and set(tb.hand_sprites) == set(tb.state.hands[2])


def test_the_rebuilt_log_goes_through_the_tables_log_add(app):
    """A table that words its log lines (``log_add``) words the rebuilt log the same way."""
    class Worded(toy_table.TrioTable):
        def log_add(self, line) -> None:
            super().log_add(("worded", line))
    tb = Worded.start(app, SEATS, {"seed": 3, "inline_thinker": True, "ai_seed": 1})
    pass_curtain(app)
    card = tb.state.hands[0][0]
    drag(app, tuple(int(v) for v in tb.hand_sprites[card].pos), tb.zone["champ.1"].center)
    seen = []
    tb.log.add = lambda line: seen.append(line)
    tb.rebuild_log()
    assert seen and all(isinstance(x, tuple) and x[0] == "worded" for x in seen)
