"""The guided first game of 鬼調伏, by mouse (and Enter for the captions): the lesson's
position is the same every time, a wrong gesture is refused with the step's caption,
the odds overlay is on, and the round ends in a perfect subjugation."""
from __future__ import annotations

import pygame

from game.chobuku import table as chobuku_table
from tests.chobuku_ui.helpers import at, rect
from tests.gestures import drag, frames, key


def test_guided_first_game(app):
    tb = chobuku_table.start_tutorial(app, inline_thinker=True)
    tut = tb.tutorial
    frames(app)
    assert tb.board.odds_on and tb.state.oni == "akaoni" and tb.state.cands[0].bottles == ["moku3"]
    key(app, pygame.K_RETURN)                                               # 1 the goal
    assert tut.index == 1
    drag(app, at(tb, "hand@0:kage"), rect(tb, "slot@0").center)      # not the one asked for
    assert tb.state.cands[0].slot is None and any("河童" in m for m in app.toasts.texts())
    drag(app, at(tb, "hand@0:kappa"), rect(tb, "slot@0").center)     # 2 河童 face down
    frames(app, 4)
    assert tb.state.cands[0].slot == "kappa" and tut.index == 2
    assert len(tb.view.odds) == 3                                           # 3 the odds overlay
    key(app, pygame.K_RETURN)
    drag(app, at(tb, "deck:bottles"), rect(tb, "bottles@0").center)     # one bottle: refused
    assert len(tb.state.cands[0].bottles) == 1
    drag(app, at(tb, "deck:bottles"), rect(tb, "bottles@0").center, turns=1)  # 4 two at once
    assert tb.state.cands[0].bottles == ["moku3", "ka1", "do4"]
    frames(app, 6)                                                          # 5 the opponent draws
    assert tut.index == 5 and tb.my_turn()
    assert tb.view.cands[0].reiryoku == 13
    drag(app, at(tb, "omen:1"), rect(tb, "oni").center)              # 6 challenge with 三瓶成就
    frames(app, 10)                                                         # 7 the judgement plays
    j = tb.state.judgement
    me = next(e for e in j["entries"] if e["seat"] == 0)
    assert me["perfect"] and me["marks"] == 3
    assert tut.index == 7
    key(app, pygame.K_RETURN)
    assert tut.finished
