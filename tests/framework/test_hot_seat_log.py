"""Hot seat: when the next person sits down, the log is the game as *they* saw it. A line
the rules mask for the others (a card placed face down, a card drawn) must not stay on
screen from the previous person's turn."""
from __future__ import annotations

import pytest

from game import games
from game.engine import Log
from tests.framework import toy_table
from tests.framework.test_toy_table import TOY, champ, hand_pos, new_table
from tests.framework.toy_rules import TrioState
from tests.gestures import click, drag, frames, pass_curtain


@pytest.fixture()
def app(table_app, monkeypatch):
    monkeypatch.setattr(games, "GAMES", games.GAMES + (TOY,))
    # a toy secret: each seat's own "ends the turn" line is shown to that seat only
    real = TrioState.mask_events

    def masked(self, events, viewer):
        return tuple(e for e in real(self, events, viewer)
                     if not (isinstance(e, Log) and "ends the turn" in e.en and e.player != viewer))
    monkeypatch.setattr(TrioState, "mask_events", masked)
    return table_app


def test_the_next_person_does_not_read_the_last_ones_secret_lines(app):
    tb = new_table(app, seed=5)
    pass_curtain(app)
    card = next(c for c in tb.state.hands[0] if c[2] != "4")
    drag(app, hand_pos(tb, card), champ(tb, 1))
    click(app, tb.controls.button("end").rect.center)           # seat 0's secret line is in its log now
    assert any("ターン終了" in line for line in tb.log.texts())
    frames(app, 8)                                        # the computer (seat 1) plays
    pass_curtain(app)                                     # seat 2 sits down
    assert tb.bottom == 2
    texts = tb.log.texts()
    assert not any("ターン終了" in line and "A・1" in line for line in texts), texts
    assert any("→" in line for line in texts)           # the public lines are all there
    assert toy_table.TrioTable is type(tb)


def test_a_record_that_does_not_replay_leaves_no_old_lines(app):
    """A position set up by hand (tests, a damaged file) does not replay from its seed: the
    log keeps what did replay and nothing of the last person's lines; the table goes on."""
    tb = new_table(app, seed=5)
    pass_curtain(app)
    tb.log_add("a secret of seat 0")
    tb.record._actions.insert(0, "no such action")        # (the record as a damaged file reads)
    tb.flow.rebuild_log()
    assert "a secret of seat 0" not in tb.log.texts()
