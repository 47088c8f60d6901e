"""Seeded positions for 鬼調伏's screenshots and a plausible player for the
screenshots and the bench (``ChobukuTable.screenshot_plan`` / ``lively_action``)."""
from __future__ import annotations

import random

from game.chobuku.rules import actions as A
from game.ui.table import runs


def screenshot_plan(variant: str | None, base_plan) -> dict:
    """The seeded positions of ``--screenshot --scene chobuku[:variant]`` (``base_plan``: the
    framework's plan, for the opening and the result)."""
    four = [runs.HUMAN] + [runs.RANDOM] * 3
    opts = {"characters": "all"}

    def human_turn(more=lambda v: True):
        def stop(s) -> bool:
            v = s.view(0)
            return (v.phase == "turn" and v.pending is not None and v.pending.kind == "turn"
                    and v.to_move == 0 and more(v))
        return stop
    if variant == "odds":
        return {"seats": four, "options": {**opts, "players": 4}, "after": _odds_on,
                "stop": human_turn(lambda v: len(v.odds) == 3 and len(v.cands[0].bottles) >= 2
                                   and len(v.stars) >= 1)}
    if variant == "judgement":
        return {"seats": four, "options": {**opts, "players": 4}, "stop": _before_judgement,
                "after": _judge_midway}
    if variant == "drag":
        return {"seats": four, "options": {**opts, "players": 4}, "after": _hold_two,
                "stop": human_turn(lambda v: len(v.odds) == 3)}
    if variant == "choose":
        return {"seats": four, "plies": 1, "options": {"characters": "choose", "players": 4}}
    if variant == "five":
        return {"seats": [runs.HUMAN] + [runs.RANDOM] * 4, "options": {**opts, "players": 5},
                "stop": human_turn(lambda v: sum(len(c.bottles) for c in v.cands) >= 9)}
    if variant in ("opening", "result"):
        plan = base_plan(variant)
        plan.setdefault("options", opts)
        return plan
    return {"seats": four, "options": {**opts, "players": 4},
            "stop": human_turn(lambda v: sum(len(c.bottles) for c in v.cands) >= 8 and len(v.stars) >= 1)}


def lively_action(state, rng: random.Random):
    """A plausible player (for screenshots and the bench): draws while well under the
    oni, then challenges (or retreats), so positions look like real rounds."""
    legal = list(state.legal_actions())
    p = state.to_move()
    v = state.view(p)
    draws = [a for a in legal if isinstance(a, A.Draw) and a.k == 1]
    if v.phase == "turn" and (v.pending is None or v.pending.kind == "turn") and p is not None:
        c = v.cands[p]
        spirit = c.reiryoku if c.reiryoku is not None else c.visible_reiryoku
        if draws and spirit < v.taikyu - 4 - rng.randrange(3):
            return draws[0]
        rest = [a for a in legal if not isinstance(a, A.Draw)]
        return rng.choice(rest or legal)
    return rng.choice(legal)


def _odds_on(tb) -> None:
    tb.odds_on = True


def _hold_two(tb) -> None:
    tb.odds_on = True
    runs.hold_over(tb, "deck", f"bottles:{tb.bottom}", turns=1)


def _round_ender(s):
    """An action that ends the round now (its events hold the judgement), or None."""
    from game.chobuku.rules.events import Judged
    for a in s.legal_actions():
        if any(isinstance(e, Judged) for e in s.clone().apply(a)):
            return a
    return None


def _before_judgement(s) -> bool:
    """A round about to be judged, three challengers or more, past the first round."""
    v = s.view(None)
    if v.phase != "turn" or v.round < 2 or sum(c.status == "chal" for c in v.cands) < 3:
        return False
    return _round_ender(s) is not None


def _judge_midway(tb) -> None:
    """Play the action that ends the round and stop the judgement half-way through."""
    from game.ui import tween
    act = _round_ender(tb.state)
    tween.set_speed(1.0)
    tb.app.settings.anim_speed = 1.0
    tb.frozen = False
    tb.apply_action(act)
    for _ in range(600):
        tb.update(1 / 60)
        if tb.judge_show is not None and tb.clock - tb.judge_show.start > 3.6:
            break
    tb.frozen = True
    tb.app.settings.anim_speed = 0.0001
