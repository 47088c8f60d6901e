"""Names instead of seat numbers: a person types their name at seat setup (remembered
for next time); the table, the log, the curtain, the result and the statistics call
them by it; computers get names with their level."""
from __future__ import annotations

import pygame

from game import stats
from game.scenes.setup import SetupScene
from game.ui.curtain import CurtainScene
from tests.gestures import frames, play


def _type(app, text: str) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=text)])


def _focus(setup, key: str) -> None:
    setup.menu.focus = [i.key for i in setup.menu.items].index(key)


def test_a_name_typed_at_seat_setup_is_remembered_and_reaches_the_table(app):
    setup = SetupScene(app, "fujin")
    app.stack.push(setup)
    setup.choice[1] = 0                                   # two people (hot seat)
    _focus(setup, "seat1")
    for ch in "Akix":
        _type(app, ch)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b")])
    _focus(setup, "seat2")
    _type(app, "蓮")
    assert setup.seats()[0]["name"] == "Aki" and setup.seats()[1]["name"] == "蓮"
    assert "Aki" in setup.seat_label(0)
    app.draw()
    setup.remember()
    again = SetupScene(app, "fujin")
    assert again.player_names[:2] == ["Aki", "蓮"]

    from game.fujin import table
    tb = table.start(app, setup.seats(), {"seed": 5, "inline_thinker": True})
    assert tb.names == ["Aki", "蓮"]
    frames(app, 2)
    curtain = app.stack.top
    assert isinstance(curtain, CurtainScene) and curtain.seat_name == "Aki"


def test_the_log_says_who_did_it_by_name(app):
    from game.fujin import table
    seats = [{"kind": "human", "level": None, "name": "Aki"}, {"kind": "computer", "level": "easy"}]
    tb = table.start(app, seats, {"seed": 5, "inline_thinker": True, "ai_seed": 2})
    frames(app, 2)
    play(tb, next(a for a in tb.state.legal_actions() if a.text().startswith("mulligan")))
    frames(app, 20)
    lines = tb.log.texts()
    assert any(line.startswith("Aki: ") for line in lines), lines
    assert not any(line.startswith("先手: ") for line in lines)
    cpu = tb.names[1]
    assert "CPU" in cpu and "入門" in cpu and not cpu.startswith("後手")


def test_the_statistics_count_a_named_player_by_name(app):
    from game.engine import Result
    stats.record_result("fujin", "vs-cpu", ["human", "computer:easy"], Result.solo_winner(0, 2, "oute"), 30,
                        names=["Aki", None])
    summary = stats.summary("fujin")["vs-cpu"]
    assert summary.record("human:Aki")["wins"] == 1 and summary.human_streak == 1
    from game.scenes.stats import seat_label
    assert seat_label("fujin", "human:Aki") == "Aki"
