"""A whole 3-player game of 鬼調伏 on the table: one person by synthetic mouse gestures
(press, motion, release as separate events), two computers; the engine's state is
checked after every gesture, and the game is played to the result."""
from __future__ import annotations

import random

from game.chobuku.table import Table
from game.ui.chooser import Chooser
from tests.chobuku_ui.helpers import CPU, HUMAN, choose, gesture, settle


KINDS = ("chara", "shiki", "draw-drag", "draw-button", "retreat", "flee", "fortune", "omen-discard",
         "star-draw", "challenge-chooser")


def play_by_mouse(app, seed: int, used: dict[str, int]) -> None:
    """One whole game: the person (seat 0) plays every decision by mouse gestures."""
    tb = Table.start(app, [HUMAN, CPU, CPU], {"seed": seed, "undo": True, "inline_thinker": True, "ai_seed": 2,
                                              "players": 3, "characters": "choose"})
    assert tb.state.seats() == 3 and not tb.hotseat
    rng = random.Random(5)
    done_by_class: dict[str, int] = {}
    for _ in range(400):
        settle(app, tb)
        if tb.finished:
            break
        st = tb.state
        assert st.to_move() == 0
        action = choose(st, rng)
        before = len(tb.record)
        name = type(action).__name__
        kind = gesture(app, tb, action, done_by_class.get(name, 0))
        done_by_class[name] = done_by_class.get(name, 0) + 1
        used[kind] = used.get(kind, 0) + 1
        # the person's gesture became exactly that action (the computers may have moved since)
        assert len(tb.record) > before, (kind, action.text(), tb.drag.last_refusal)
        assert tb.record.actions[before] == action.text(), (tb.record.actions[before], action.text())
        tb.state.check_invariants()
        assert not isinstance(app.stack.top, Chooser) or tb.state.to_move() == 0
    assert tb.finished and tb.state.result() is not None
    assert app.stack.top.name == "result"


def test_three_player_games_to_the_end_by_mouse(app):
    """Whole games by mouse until every kind of gesture has been made at least once (one
    game rarely brings every decision: a retreat, its 捨て逃げ, a 星読み draw...)."""
    used: dict[str, int] = {}
    games = 0
    for seed in (26, 20, 1, 19, 4, 12, 23, 8):
        play_by_mouse(app, seed, used)
        games += 1
        if all(used.get(k) for k in KINDS):
            break
    assert [k for k in KINDS if not used.get(k)] == [], (games, used)
