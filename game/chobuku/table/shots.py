"""Seeded positions for 鬼調伏's screenshots (``--screenshot --scene chobuku:<variant>``);
the moments they stop at and the plausible player that reaches them are the rules'
(``rules.moments``)."""
from __future__ import annotations

from game.chobuku.rules import actions as A
from game.chobuku.rules.moments import before_judgement, free_turn, round_ender
from game.ui.table import runs

FOUR = [runs.HUMAN] + [runs.RANDOM] * 3
ALL = {"characters": "all"}


def plan(variant: str | None) -> dict:
    four = {"seats": FOUR, "options": {**ALL, "players": 4}}
    odds_on = lambda table: setattr(table.board, "odds_on", True)  # noqa: E731
    if variant == "odds":
        return {**four, "after": odds_on, "stop": free_turn(
            0, lambda v: len(v.odds) == 3 and len(v.cands[0].bottles) >= 2 and len(v.stars) >= 1)}
    if variant == "judgement":        # the action that ends the round played, the judgement half-way through
        midway = runs.held_moment(lambda table: table.mirror.judge_show is not None and
                                  table.clock - table.mirror.judge_show.start > 3.6,
                                  start=lambda table: table.flow.play(round_ender(table.state)), limit=600)
        return {**four, "stop": before_judgement, "after": midway}
    if variant == "drag":                 # two bottles held over the person's row, the odds on
        hold = runs.hold_first(lambda a: isinstance(a, A.Draw), turns=1)
        return {**four, "after": lambda table: (odds_on(table), hold(table)),
                "stop": free_turn(0, lambda v: len(v.odds) == 3)}
    if variant == "choose":           # the person's turn to take a character (the star's seat may come first)
        return {"seats": FOUR, "plies": 8, "options": {"characters": "choose", "players": 4},
                "stop": lambda state: state.pending == ("chara", 0)}
    if variant == "five":
        return {"seats": [runs.HUMAN] + [runs.RANDOM] * 4, "options": {**ALL, "players": 5},
                "stop": free_turn(0, lambda v: sum(len(c.bottles) for c in v.cands) >= 9)}
    if variant == "opening":
        return {"plies": 2, "options": ALL}
    if variant == "result":
        return {"plies": 5000, "seats": [runs.RANDOM] * 5, "result": True, "options": ALL}
    return {**four, "stop": free_turn(0, lambda v: sum(len(c.bottles) for c in v.cands) >= 8 and len(v.stars) >= 1)}
