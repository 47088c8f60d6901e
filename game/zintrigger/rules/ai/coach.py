"""ジントリガー's coach (issue #38): the hard search, and the facts a move's reason is
made of.

Each advised move is played in the sampled worlds (every hidden hand and deck dealt
again from the seat's view), then every seat plays the hard level's playout policy to
the end of the next turn. The facts: how the score moves (the area cards facing the
seat's team in every zone, 章8), how many cards turn to face the team or away from it,
and how often the seat's attack lands. Pure Python, no pygame.
"""
from __future__ import annotations

from ....engine.coach import Coach, CoachAgent, Scene, coach_agent
from .. import board
from ..ending import score
from ..events import AttackDeclared, Flipped, Responded
from . import HardAgent
from .policy import policy


def _lead(s, t: int) -> int:
    counts, _tie = score(s)
    return counts[t] - counts[1 - t]


class ZintriggerCoach(Coach):
    follow_limit = 120

    def agent(self, iterations, time_budget):
        kw = {}
        if iterations is not None:
            kw.update(iterations=iterations, small_iterations=iterations,
                      time_budget=time_budget, small_budget=time_budget)
        elif time_budget is not None:
            kw.update(time_budget=time_budget)
        return HardAgent(**kw)

    def follow(self, d, rng):
        return policy(d, rng, noise=0.15)

    def horizon(self, start, d, seat) -> bool:
        return d.turn > start.turn + 1

    def reason(self, scene: Scene):
        seat, n = scene.seat, len(scene.worlds)
        t = board.team(scene.worlds[0].before, seat)
        gain = sum(_lead(w.after, t) - _lead(w.before, t) for w in scene.worlds)
        to_us = away = 0
        for w in scene.worlds:
            for e in w.events:
                if isinstance(e, Flipped):
                    to_us += e.after == t and e.before != t
                    away += e.before == t and e.after != t
        ja = [f"次の手番の終わりまでにリードが平均{gain / n:+.1f}"
              f"(味方向きになる札{to_us / n:.1f}枚、離れる札{away / n:.1f}枚)"]
        en = [f"by the end of the next turn your lead changes by {gain / n:+.1f} on average "
              f"({to_us / n:.1f} cards turn to your team, {away / n:.1f} away)"]
        attacks = lands = 0
        for w in scene.worlds:
            mine = False
            for e in w.events:
                if isinstance(e, AttackDeclared):
                    mine = e.attacker == seat
                elif isinstance(e, Responded) and mine:
                    attacks += 1
                    lands += e.kind == "hit"
                    mine = False
        if attacks:
            ja.append(f"攻撃は{attacks}回のうち{lands}回命中")
            en.append(f"your attacks land {lands} times of {attacks}")
        return ("。".join(ja), "; ".join(en))


COACH = ZintriggerCoach()


def make_coach(level: str = "hard", **kw) -> CoachAgent:
    """The catalogue's ``coach`` hook: ``hard`` at the table, ``review`` after the game."""
    return coach_agent(COACH, level, **kw)
