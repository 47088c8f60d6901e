"""ハクスラ陰陽師's coach (issue #38): the hard search, and the facts a move's reason is
made of.

Each advised move is played in the sampled worlds (the other seat's face-down pick and
the future yokai, flips and discards drawn from the seat's view), then both seats play
the hard level's playout policy (:func:`.policy.quick`) to the end of the turn. The
facts: the damage the seat deals and takes there, how often it defeats an enemy and how
often it goes down. Pure Python, no pygame.
"""
from __future__ import annotations

from ....engine.coach import Coach, CoachAgent, Scene, coach_agent
from ....engine.events import Damaged
from .. import actions as A
from ..events import Defeated, PlayerDown
from . import HardAgent, _mark
from .policy import quick


class HakusuraCoach(Coach):
    follow_limit = 120

    def agent(self, iterations, time_budget):
        kw = {}
        if iterations is not None:
            kw["iterations"] = iterations
            kw["time_budget"] = time_budget if time_budget is not None else 1e9
        elif time_budget is not None:
            kw["time_budget"] = time_budget
        return HardAgent(**kw)

    def follow(self, d, rng):
        return quick(d, rng, 0.1)

    def horizon(self, start, d, seat) -> bool:
        b, t = _mark(start)
        return _mark(d) >= (b, t + 1)

    def reason(self, scene: Scene):
        seat, n = scene.seat, len(scene.worlds)
        me = str(A.char(seat))
        dealt = taken = 0
        for w in scene.worlds:
            for e in w.events:
                if isinstance(e, Damaged):
                    if str(e.place) == me:
                        taken += e.amount
                    elif e.source is not None and str(e.source) == me:
                        dealt += e.amount
        wins = scene.count(lambda w: any(isinstance(e, Defeated) and e.by == seat for e in w.events))
        down = scene.count(lambda w: any(isinstance(e, PlayerDown) and e.seat == seat for e in w.events))
        if not (dealt or taken or wins or down):
            return None
        ja = [f"この手番で与えるダメージ平均{dealt / n:.1f}、受けるダメージ平均{taken / n:.1f}"]
        en = [f"this turn you deal {dealt / n:.1f} damage and take {taken / n:.1f} on average"]
        if wins:
            ja.append(f"{n}の世界のうち{wins}で敵を倒す")
            en.append(f"you defeat an enemy in {wins} of {n} worlds")
        if down:
            ja.append(f"{down}で倒れる")
            en.append(f"you go down in {down}")
        return ("。".join(ja), "; ".join(en))


COACH = HakusuraCoach()


def make_coach(level: str = "hard", **kw) -> CoachAgent:
    """The catalogue's ``coach`` hook: ``hard`` at the table, ``review`` after the game."""
    return coach_agent(COACH, level, **kw)
