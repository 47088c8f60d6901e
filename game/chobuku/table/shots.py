"""Seeded positions for 鬼調伏's screenshots (``--screenshot --scene chobuku:<variant>``)
and a plausible player for them and the bench."""
from __future__ import annotations

import random

from game.chobuku.rules import actions as A
from game.chobuku.rules.events import Judged
from game.ui import tween
from game.ui.table import runs

FOUR = [runs.HUMAN] + [runs.RANDOM] * 3
ALL = {"characters": "all"}


def _human_turn(more=lambda v: True):
    """Seat 0, a person, to draw, challenge or retreat (nothing else pending)."""
    def stop(s) -> bool:
        v = s.view(0)
        return v.phase == "turn" and v.decision is None and v.to_move == 0 and more(v)
    return stop


def plan(variant: str | None) -> dict:
    four = {"seats": FOUR, "options": {**ALL, "players": 4}}
    odds_on = lambda table: setattr(table.board, "odds_on", True)  # noqa: E731
    if variant == "odds":
        return {**four, "after": odds_on, "stop": _human_turn(
            lambda v: len(v.odds) == 3 and len(v.cands[0].bottles) >= 2 and len(v.stars) >= 1)}
    if variant == "judgement":
        def midway(table) -> None:
            """Play the action that ends the round and stop the judgement half-way through."""
            tween.set_speed(1.0)
            table.app.settings.anim_speed = 1.0
            table.frozen = False
            table.flow.play(_round_ender(table.state))
            for _ in range(600):
                table.update(1 / 60)
                if table.mirror.judge_show is not None and table.clock - table.mirror.judge_show.start > 3.6:
                    break
            table.frozen = True
            table.app.settings.anim_speed = 0.0001
        return {**four, "stop": _before_judgement, "after": midway}
    if variant == "drag":                 # two bottles held over the person's row, the odds on
        hold = runs.hold_first(lambda a: isinstance(a, A.Draw), turns=1)
        return {**four, "after": lambda table: (odds_on(table), hold(table)),
                "stop": _human_turn(lambda v: len(v.odds) == 3)}
    if variant == "choose":
        return {"seats": FOUR, "plies": 1, "options": {"characters": "choose", "players": 4}}
    if variant == "five":
        return {"seats": [runs.HUMAN] + [runs.RANDOM] * 4, "options": {**ALL, "players": 5},
                "stop": _human_turn(lambda v: sum(len(c.bottles) for c in v.cands) >= 9)}
    if variant == "opening":
        return {"plies": 2, "options": ALL}
    if variant == "result":
        return {"plies": 5000, "seats": [runs.RANDOM] * 5, "result": True, "options": ALL}
    return {**four, "stop": _human_turn(lambda v: sum(len(c.bottles) for c in v.cands) >= 8 and len(v.stars) >= 1)}


def lively(state, rng: random.Random):
    """A plausible player (for screenshots and the bench): draws while well under the
    oni, then challenges (or retreats), so positions look like real rounds."""
    legal = list(state.legal_actions())
    p = state.to_move()
    v = state.view(p)
    if v.phase == "turn" and v.decision is None and p is not None:
        c = v.cands[p]
        spirit = c.reiryoku if c.reiryoku is not None else c.visible_reiryoku
        draws = [a for a in legal if isinstance(a, A.Draw) and a.k == 1]
        if draws and spirit < v.taikyu - 4 - rng.randrange(3):
            return draws[0]
        return rng.choice([a for a in legal if not isinstance(a, A.Draw)] or legal)
    return rng.choice(legal)


def _round_ender(s):
    """An action that ends the round now (its events hold the judgement), or None."""
    return next((a for a in s.legal_actions() if any(isinstance(e, Judged) for e in s.clone().apply(a))), None)


def _before_judgement(s) -> bool:
    """A round about to be judged, three challengers or more, past the first round."""
    v = s.view(None)
    if v.phase != "turn" or v.round < 2 or sum(c.status == "chal" for c in v.cands) < 3:
        return False
    return _round_ender(s) is not None

