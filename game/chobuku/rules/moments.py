"""Moments of a 鬼調伏 game, in rules terms: a seat free to draw, challenge or retreat; an
action that ends the round; a round about to be judged; and a plausible player that
reaches such moments the way real rounds do (screenshots and the bench seek them)."""
from __future__ import annotations

import random
from typing import Callable

from . import actions as A
from .events import Judged


def free_turn(seat: int, more: Callable = lambda v: True) -> Callable:
    """A test of a state: ``seat`` is to draw, challenge or retreat, nothing else pending
    (and ``more(view)`` holds)."""
    def stop(s) -> bool:
        v = s.view(seat)
        return v.phase == "turn" and v.decision is None and v.to_move == seat and more(v)
    return stop


def round_ender(s):
    """An action that ends the round now (its events hold the judgement), or None."""
    return next((a for a in s.legal_actions() if any(isinstance(e, Judged) for e in s.clone().apply(a))), None)


def before_judgement(s) -> bool:
    """A round about to be judged, three challengers or more, past the first round."""
    v = s.view(None)
    if v.phase != "turn" or v.round < 2 or sum(c.status == "chal" for c in v.cands) < 3:
        return False
    return round_ender(s) is not None


def lively(state, rng: random.Random):
    """A plausible player: draws while well under the oni, then challenges (or retreats),
    so positions look like real rounds."""
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
