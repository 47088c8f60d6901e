"""A whole hot-seat game of 鬼調伏 played from the keyboard only: two people (the curtain
passed with Enter) and a computer; every decision by the focus ring, Enter, R and the
buttons' keys; the engine's state checked after each. The finished game is kept in the
statistics and the replays under its mode."""
from __future__ import annotations

import random

import pygame

from game import saves, stats
from game.chobuku.table import Table
from game.ui.curtain import CurtainScene
from game.ui.chooser import Chooser
from tests.chobuku_ui.helpers import CPU, HUMAN, choose
from tests.chobuku_ui.keyboard import key_gesture
from tests.gestures import frames, key


def settle_keys(app, tb, limit: int = 600) -> None:
    """Let the computer play; pass the curtain with Enter; stop when a person is to act."""
    for _ in range(limit):
        if tb.finished:
            return
        top = app.stack.top
        if isinstance(top, CurtainScene):
            key(app, pygame.K_RETURN)
            frames(app, 1)
            continue
        if isinstance(top, Chooser) and tb.my_turn():
            return
        if tb.my_turn() and not tb.timeline.busy and top is tb:
            return
        frames(app, 1)


def test_hot_seat_game_by_keyboard_only(app):
    tb = Table.start(app, [HUMAN, HUMAN, CPU], {"seed": 11, "inline_thinker": True, "ai_seed": 3, "players": 3,
                                                "characters": "choose"})
    assert tb.hotseat and tb.mode() == "vs-cpu"
    rng = random.Random(9)
    used: dict[str, int] = {}
    for _ in range(500):
        settle_keys(app, tb)
        if tb.finished:
            break
        st = tb.state
        me = st.to_move()
        assert tb.bottom == me and tb.is_human(me)
        action = choose(st, rng)
        before = len(tb.record)
        kind = key_gesture(app, tb, action, used.get(type(action).__name__, 0))
        used[type(action).__name__] = used.get(type(action).__name__, 0) + 1
        used[kind] = used.get(kind, 0) + 1
        assert len(tb.record) > before, (kind, action.text(), tb.drag.last_refusal)
        assert tb.record.actions[before] == action.text()
        tb.state.check_invariants()
    assert tb.finished and tb.state.result() is not None
    for kind in ("carry-pickchara", "carry-setshiki", "draw-key", "draw-carry", "challenge-key"):
        assert used.get(kind), (kind, used)
    # statistics and the replay, under the game's mode (two people and a computer)
    summary = stats.summary("chobuku")["vs-cpu"]
    assert summary.record("human")["wins"] + summary.record("human")["losses"] + summary.record("human")["draws"] == 2
    replays = [p for p in saves.list_replays() if "chobuku" in p.name]
    assert replays and len(saves.load_replay(replays[0]).record) == len(tb.record)
