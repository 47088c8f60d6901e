"""Keyboard-only play: a whole game beside a computer partner with Tab / Enter (and the
chooser's number keys) only — the hidden pick, plays onto yokai, abilities, taking
yokai onto edges, evolution — checked action by action against the engine."""
from __future__ import annotations

import random

import pygame

from game.engine import Place
from game.hakusura.rules import actions as A
from game.hakusura.rules.ai.policy import quick
from game.ui.chooser import Chooser
from tests.gestures import frames, key
from tests.hakusura_ui.play import CPU, HUMAN, settle


def focus(app, tb, place) -> None:
    place = Place.parse(place) if isinstance(place, str) else place
    for _ in range(40):
        if tb.drag.focus == place:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"{place} never came round the focus ring: {tb.keys.ring()}")


def answer(app, action) -> None:
    top = app.stack.top
    if isinstance(top, Chooser):
        index = next(i for i, (_label, value) in enumerate(top.options) if value == action)
        key(app, pygame.K_1 + index, unicode=str(index + 1))


def by_keys(app, tb, action) -> None:
    src, tgt = action.source, action.target
    if isinstance(action, A.Spend):
        focus(app, tb, src)
        key(app, pygame.K_RETURN)
        focus(app, tb, "button:confirm")
        key(app, pygame.K_RETURN)
    elif isinstance(action, A.EvolveDone):
        focus(app, tb, "button:confirm")
        key(app, pygame.K_RETURN)
    elif (src is not None and src.is_button) or isinstance(action, A.Evolve) or (
            tgt is None and isinstance(action, (A.Play, A.After))):
        name = {A.Pass: "pass", A.Evolve: "evolve"}.get(type(action), "play")
        focus(app, tb, f"button:{name}")
        key(app, pygame.K_RETURN)
    else:                       # a piece picked up and put down, or a place a decision asks for
        focus(app, tb, src if src is not None else tgt)
        key(app, pygame.K_RETURN)
        if tb.drag.holding:
            focus(app, tb, tgt)
            key(app, pygame.K_RETURN)
    answer(app, action)


def test_a_whole_game_by_keyboard(app):
    from game.hakusura import table
    tb = table.start(app, [HUMAN, CPU], {"seed": 9, "final": "boss", "inline_thinker": True, "ai_seed": 2})
    rng = random.Random(9)
    kinds = set()
    for _ in range(600):
        settle(app, tb)
        if tb.state.result() is not None:
            break
        legal = list(tb.legal())
        action = quick(tb.state.clone(), rng, 0.05)
        if action not in legal:
            action = rng.choice(legal)
        n = len(tb.record)
        by_keys(app, tb, action)
        settle(app, tb)
        assert len(tb.record) > n and tb.record.actions[n] == action.text(), (action.text(), tb.record.actions[n:])
        kinds.add(type(action).__name__)
    frames(app)
    assert tb.state.result() is not None and tb.finished
    assert {"Pick", "Play", "Take", "Evolve", "Spend", "Use"} <= kinds, kinds
