"""How the 式神符陣 table reaches its screenshots and lively positions (``--screenshot
--scene fujin:<variant>``, the bench): plans of random play, and a plausible player."""
from __future__ import annotations

import random

from game.fujin.rules import actions as A
from game.ui.table import runs


def _main0(s, more=lambda v: True) -> bool:
    """先手 to act in the main phase, nothing pending."""
    v = s.view(None)
    return v.phase == "main" and v.current == 0 and v.pending is None and more(v)


def plan(variant: str | None) -> dict | None:
    if variant == "busy":
        return {"stop": lambda s: _main0(s, lambda v: sum(c is not None for c in v.board) >= 7)}
    if variant == "drag":
        return {"stop": lambda s: _main0(s, lambda v: v.round >= 3 and any(
                    isinstance(a, A.Summon) for a in s.legal_actions())),
                "after": runs.hold_first(lambda a: isinstance(a, A.Summon), turns=1, middle=True)}
    if variant == "attack":
        return {"stop": lambda s: _main0(s, lambda v: any(
                    isinstance(a, A.Attack) and a.target_cell is not None for a in s.legal_actions())),
                "after": runs.hold_first(lambda a: isinstance(a, A.Attack) and a.target_cell is not None)}
    if variant in ("opening", "result"):
        return None
    return {"stop": lambda s: _main0(s, lambda v: v.round >= 3)}


def lively(state, rng: random.Random):
    """Random, mostly doing things: rarely ending the main phase early."""
    legal = list(state.legal_actions())
    phase = state.view(None).phase
    if phase == "main" and len(legal) > 1 and rng.random() < 0.85:
        legal = [a for a in legal if not isinstance(a, A.End)] or legal
    if phase in ("discard", "mulligan") and rng.random() < 0.7:
        return legal[0]
    return rng.choice(legal)
