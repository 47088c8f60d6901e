"""A move the rules make for the person at the screen (one card left in hand, one enemy to
resolve it on: laid, revealed and resolved at once) is announced in the message place,
and what follows is shown step by step at the animation speed, not all in one frame."""
from __future__ import annotations

import random

from game.engine import Damaged
from game.hakusura.rules.events import OnlyChoice, Picked, PicksRevealed
from game.hakusura.table import Table
from game.hakusura.table.mirror import ONLY_HOLD
from game.i18n import t
from tests.hakusura_ui.play import CPU, HUMAN

DT = 0.05


def _watch(app, seed):
    """Play (the screen seat lively, at speed 1) until a batch with the screen seat's only
    choice has been shown; returns [(frame, event)] of every event shown, and the frame of
    the announcement."""
    app.settings.anim_speed = 1.0
    app.apply_anim_speed()
    tb = Table.start(app, [dict(HUMAN), dict(CPU)], {"seed": seed, "inline_thinker": True, "ai_seed": seed})
    rng = random.Random(seed)
    shown, frame = [], [0]
    play = tb.mirror.play

    def watched(e):
        shown.append((frame[0], e))
        return play(e)
    tb.mirror.play = watched
    for _ in range(4000):
        app.step(DT, [])
        frame[0] += 1
        only = [f for f, e in shown if isinstance(e, OnlyChoice) and e.seat == 0]
        if only and not tb.timeline.busy:
            return tb, shown, only[0]
        if tb.state.result() is not None:
            return tb, shown, None
        if tb.my_turn() and not tb.timeline.busy and app.stack.top is tb:
            tb.commit(Table.spec.lively(tb.state, rng))
    return tb, shown, None


def test_an_only_choice_is_said_then_shown_step_by_step(app):
    for seed in range(1, 12):
        tb, shown, at = _watch(app, seed)
        if at is None:
            continue
        assert t("hakusura.only_choice") in app.toasts.messages
        after = [(f, e) for f, e in shown if f >= at]
        first = next(f for f, e in after if not isinstance(e, OnlyChoice))
        assert (first - at) * DT >= ONLY_HOLD * 0.9, "no beat between the announcement and the move"
        steps = [f for f, e in after if isinstance(e, (Picked, PicksRevealed, Damaged))]
        assert len(steps) >= 2
        assert len(set(steps)) == len(steps), "several steps of the forced move shown in one frame"
        return
    raise AssertionError("no only choice of the screen seat came up")
