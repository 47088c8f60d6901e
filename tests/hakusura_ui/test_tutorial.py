"""The guided first game, by gestures: the hidden pick, the play onto a yokai, a
refused step with the guide's reason, and a defeated yokai equipped by its edge;
a lesson never replaces a saved game."""
from __future__ import annotations

import pygame

from game import saves
from game.hakusura.rules import actions as A
from game.hakusura.table import Table
from game.ui.attachments import EdgeCard
from tests.gestures import drag, frames, key
from tests.hakusura_ui.play import centre, play, settle


def test_the_guided_first_game(app):
    tb = Table.start_tutorial(app, inline_thinker=True)
    tut = tb.tutorial
    settle(app, tb)
    assert tut.index == 0 and tb.tutorial.target_rect() is not None
    app.draw()
    key(app, pygame.K_RETURN)
    assert tut.index == 1
    settle(app, tb)
    # the wrong card is refused with the guide's words, nothing happens
    drag(app, centre(tb, "hand@0:bogyo"), centre(tb, "slot@0"))
    assert tb.state.ps[0].pick is None
    assert [str(a.source) for a in tb.legal()] == ["hand@0:kogeki"]
    drag(app, centre(tb, "hand@0:kogeki"), centre(tb, "slot@0"))
    assert tb.state.ps[0].pick == "kogeki" or "L pick kogeki" in tb.record.actions
    assert tut.index == 2
    settle(app, tb)
    drag(app, centre(tb, "slot@0"), centre(tb, "yokai:0"))
    assert "L play kogeki yokai:0" in tb.record.actions and tut.index == 3
    settle(app, tb)
    key(app, pygame.K_RETURN)
    assert tut.index == 4

    def edge_first(tb, legal):
        takes = [a for a in legal if isinstance(a, A.Take) and a.where == "left"]
        return takes[0] if takes else None
    play(app, tb, until=lambda tb: tut.index >= 5, choose=edge_first)
    taken = [a for a in tb.record.actions if a.startswith("L take")]
    assert taken and taken[0].endswith(" left")
    assert tb.board.char(0).attached(EdgeCard)
    key(app, pygame.K_RETURN)
    assert tut.finished
    frames(app)
    saves.flush_autosaves()
    assert not [e for e in saves.list_resumable() if e.game == "hakusura"]
