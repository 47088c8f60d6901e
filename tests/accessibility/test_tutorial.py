"""The guided first game of 式神符陣, played to its end with the keyboard only."""
from __future__ import annotations

import pygame

from game import i18n
from tests.accessibility.keys import enter, frames, press, tab_to


def _run_tutorial(app, shots=None):
    from game.fujin import table
    tb = table.start_tutorial(app, inline_thinker=True)
    tut = tb.tutorial
    frames(app)

    def shot(name):
        if shots is not None:
            shots(name, tb)
    shot("first")
    enter(app)                                           # 1 welcome
    assert tut.index == 1
    tab_to(app, tb, "button:confirm")                    # 2 keep the hand
    enter(app)
    assert tut.index == 2 and tb.state.phase == "main" and tb.state.to_move() == 0
    tab_to(app, tb, "hand:O-002")                        # 3 summon, turned left
    enter(app)
    assert str(tb.drag.held) == "hand:O-002"
    shot("middle")
    tab_to(app, tb, "cell:c1")
    enter(app)                                           # facing N: refused, with the step's caption
    assert tb.state.board[2] is None and tut.index == 2
    assert any("Shift+R" in m for m in app.toasts.texts())
    tab_to(app, tb, "hand:O-002")
    enter(app)
    press(app, pygame.K_r, shift=True)
    tab_to(app, tb, "cell:c1")
    enter(app)
    assert tb.state.board[2] is not None and tut.index == 3
    tab_to(app, tb, "button:end")                        # 4 end the turn
    enter(app)
    tab_to(app, tb, "button:confirm")                    # 5 refill
    enter(app)
    frames(app, 8)                                       # the scripted opponent plays
    assert tut.index == 5 and tb.state.to_move() == 0 and tb.state.board[4] is not None
    tab_to(app, tb, "cell:c1")                           # 6 attack from the blind spot
    enter(app)
    tab_to(app, tb, "cell:b2")
    enter(app)
    assert tut.history[-1] == "attack c1 b2" and tut.index == 6
    tab_to(app, tb, "hand:T-009")                        # 7 the relic (a chooser: Enter picks)
    enter(app)
    tab_to(app, tb, "cell:c1")
    enter(app)
    enter(app)
    assert tut.history[-1].startswith("use T-009 c1") and tut.index == 7
    tab_to(app, tb, "button:end")                        # 8 end, 9 refill
    enter(app)
    tab_to(app, tb, "button:confirm")
    enter(app)
    assert tut.index == 9
    enter(app)                                           # 10 done
    assert tut.finished
    return tb


def test_tutorial_runs_to_its_end_by_keyboard(app):
    tb = _run_tutorial(app)
    assert tb.tutorial.history[:3] == ["mulligan -", "summon O-002 c1 W", "end"]
    frames(app, 20)                                      # the game goes on against the easy computer
    assert len(tb.record) > 10


def test_tutorial_in_english(app, recorder):
    from tests.accessibility.conftest import CJK
    i18n.set_lang("en")
    app.settings.lang = "en"
    seen = []
    _run_tutorial(app, lambda name, tb: seen.append(name))
    bad = sorted({s for s in recorder.strings if CJK.search(s)})
    assert not bad, bad


def test_tutorial_entry_on_setup(app):
    from game.scenes.setup import SetupScene
    from game.fujin.table import FujinTable
    app.stack.clear_to(SetupScene(app, "fujin"))
    app.stack.top.menu.item("tutorial").action()
    assert isinstance(app.stack.top, FujinTable) and app.stack.top.tutorial is not None
