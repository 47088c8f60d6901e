"""Keyboard-only gestures on the 鬼調伏 table: the focus ring (Tab), Enter to pick and to
drop, R / 1–3 for how many bottles, the buttons' keys (1 / 2 / 3, C, T) and the
choosers' number keys: every action a person can take, without the mouse."""
from __future__ import annotations

import pygame

from game.chobuku.rules import actions as A
from tests.chobuku_ui.helpers import place
from game.ui.chooser import Chooser
from tests.gestures import frames, key


def focus(app, tb, where, limit: int = 60) -> None:
    """Tab round the focus ring (or the held piece's targets) until ``where`` has it."""
    for _ in range(limit):
        if tb.drag.focus == place(where):
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"{where} never focused; ring {tb.keys.ring()} targets {sorted(map(str, tb.drag.lit_targets))}")


def pick_row_by_key(app, want) -> None:
    """Press the number key of the open chooser's row ``want`` (an action or a label part)."""
    ch = app.stack.top
    assert isinstance(ch, Chooser), type(ch)
    assert any(value == want or (isinstance(want, str) and want in label) for label, value in ch.options), \
        (want, ch.title, ch.options)
    i = next(i for i, (label, value) in enumerate(ch.options)
             if value == want or (isinstance(want, str) and want in label))
    assert i < 9, "row beyond the number keys"
    key(app, pygame.K_1 + i)
    frames(app, 1)


def carry(app, tb, src, dst) -> None:
    """Focus ``src``, Enter (picked up), Tab to ``dst``, Enter (dropped)."""
    focus(app, tb, src)
    key(app, pygame.K_RETURN)
    assert tb.drag.holding and tb.drag.held == place(src), (src, tb.drag.held)
    focus(app, tb, dst)
    key(app, pygame.K_RETURN)
    frames(app, 1)


def key_gesture(app, tb, a, style: int = 0) -> str:
    """Perform action ``a`` from the keyboard only; returns which path was used."""
    if isinstance(a, A.Draw):
        if style % 2 == 0:
            key(app, pygame.K_1 + a.k - 1)            # the 1 / 2 / 3 buttons' keys
            frames(app, 1)
            return "draw-key"
        focus(app, tb, "deck:bottles")
        key(app, pygame.K_RETURN)
        for _ in range(a.k - 1):
            key(app, pygame.K_r)                      # R: one more bottle held
        assert tb.board.draw_count == a.k
        focus(app, tb, a.target)
        key(app, pygame.K_RETURN)
        frames(app, 1)
        return "draw-carry"
    before = len(tb.record)
    if isinstance(a, A.Challenge) and (a.how == "none" or style % 2 == 1):
        key(app, pygame.K_c)
        frames(app, 1)
        if len(tb.record) == before and isinstance(app.stack.top, Chooser):
            pick_row_by_key(app, a)
        return "challenge-key"
    if isinstance(a, A.Retreat):
        key(app, pygame.K_t)
        frames(app, 1)
        return "retreat-key"
    if isinstance(a, A.Declare):
        pick_row_by_key(app, a)
        return "declare-key"
    carry(app, tb, a.source, a.target)
    if len(tb.record) == before and isinstance(app.stack.top, Chooser):          # a drop matching several actions
        pick_row_by_key(app, a)
    return f"carry-{type(a).__name__.lower()}"
