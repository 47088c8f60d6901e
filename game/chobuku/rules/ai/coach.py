"""鬼調伏's coach (issue #38): the hard search, and the facts a move's reason is made of.

Each advised move is played in the sampled worlds (the unseen bottles, the deck orders
and the rivals' face-down shikigami drawn from the seat's view), then every seat plays
the hard level's own playout policy (:func:`expert_move`) to the end of the round. The
facts: how often the bottles drawn take the seat over the oni's strength (霊力超過) or
hit it exactly, whether a retreat succeeds and at what 霊力, and how often the seat wins
the round's 継承印 or loses a 護符. Pure Python, no pygame.
"""
from __future__ import annotations

from ....engine.coach import Coach, CoachAgent, Scene, coach_agent
from ..actions import Draw, Retreat
from ..power import over_reason, reiryoku, retreat_outcome, taikyu
from . import HardAgent, expert_move


class ChobukuCoach(Coach):
    follow_limit = 200

    def agent(self, iterations, time_budget):
        if iterations is None:
            return HardAgent() if time_budget is None else HardAgent(time_budget=time_budget)
        return HardAgent(time_budget=time_budget, iterations=iterations, iterations_table=iterations)

    def follow(self, d, rng):
        return expert_move(d, d.legal_actions(), rng)

    def horizon(self, start, d, seat) -> bool:
        return d.round > start.round

    def reason(self, scene: Scene):
        seat, n = scene.seat, len(scene.worlds)
        marks = scene.count(lambda w: w.after.cands[seat].marks > w.before.cands[seat].marks)
        lost = scene.count(lambda w: w.after.cands[seat].gofu < w.before.cands[seat].gofu)
        tail_ja = f"この回の継承印は{n}の世界のうち{marks}で獲得"
        tail_en = f"wins the round's mark in {marks} of {n} worlds"
        if lost:
            tail_ja += f"、護符を失うのは{lost}"
            tail_en += f", loses an amulet in {lost}"
        a = scene.action
        if isinstance(a, Draw):
            over = exact = 0
            for w in scene.worlds:
                d = w.before.clone()
                d.apply(a)
                if over_reason(d, seat) is not None:
                    over += 1
                elif reiryoku(d, seat, True) == taikyu(d):
                    exact += 1
            return (f"{n}の世界のうち霊力超過{over}・ぴったり{exact}。{tail_ja}",
                    f"goes over in {over} of {n} worlds, exact in {exact}; {tail_en}")
        if isinstance(a, Retreat):
            ok, power, _why = retreat_outcome(scene.worlds[0].before, seat)
            tai = taikyu(scene.worlds[0].before)
            if ok:
                return (f"霊力{power}(鬼体力{tai})で退却に成功する。{tail_ja}",
                        f"the retreat succeeds at Spirit {power} (oni {tai}); {tail_en}")
            return (f"霊力{power}は鬼体力{tai}を超え、退却は失敗する。{tail_ja}",
                    f"Spirit {power} is over the oni's {tai}: the retreat fails; {tail_en}")
        return (tail_ja, tail_en)


COACH = ChobukuCoach()


def make_coach(level: str = "hard", **kw) -> CoachAgent:
    """The catalogue's ``coach`` hook: ``hard`` at the table, ``review`` after the game."""
    return coach_agent(COACH, level, **kw)
