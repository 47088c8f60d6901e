"""How ``--screenshot --scene zintrigger[:variant]`` reaches its picture (and the bench).

Variants: (none) a seeded mid-game position of the two-player game; ``4p``; ``solo``
the Bambooshoot grove; ``respond`` an attack waiting for its answer; ``count`` the
end's card-by-card count, fully shown; ``drag`` a hand card held over the 保留域
(hold) with the reachable 場札 lit; ``keep`` the 拠点 over its limit; ``coop2`` / ``coop3`` / ``coop4`` co-op Bambooshoot (one
team, the grove between the partners, their hands open); ``opening`` / ``result`` as every table.
"""
from __future__ import annotations

import random

from game.ui.table import runs


def _mid(s, seat: int, turn: int, hand: int = 3) -> bool:
    """The seat's main decision from ``turn`` on, with a hand to show and a 拠点 that is not empty."""
    return (s.phase == "main" and s.pending is None and s.current == seat and s.turn >= turn and not s.stack
            and len(s.hands[seat]) >= hand and len(s.bases[seat % 2]) >= 1)


def _count_shown():
    """An ``after`` hook for a screenshot: the end's count, every card of it shown."""
    def after(table) -> None:
        if table.state.result() is not None:
            table.frozen = table.finished = True
            table.board.reveal = table.mirror.count(table.state.view(table.viewer))
            table.board.reveal.finish()
    return after


def plan(variant: str | None) -> dict:
    human, cpu = runs.HUMAN, runs.RANDOM
    two = [human, cpu]
    if variant in ("4p", "4p-en"):
        return {"seats": [human, cpu, cpu, cpu], "options": {"players": 4}, "plies": 2000,
                "stop": lambda s: _mid(s, 0, 5, hand=2)}
    if variant in ("solo", "1p", "grove"):
        return {"seats": [human], "options": {"players": 1, "difficulty": 2}, "plies": 2000,
                "stop": lambda s: _mid(s, 0, 3, hand=2) and len(s.solo["grove"]) >= 2}
    if variant in ("coop2", "coop3", "coop4"):
        n = int(variant[-1])
        return {"seats": [human] + [cpu] * (n - 1), "options": {"players": n, "mode": "bamboo", "difficulty": 2},
                "plies": 3000, "stop": lambda s: s.phase == "main" and s.pending is None and s.current == 0 and s.turn >= 1
                and not s.stack and len(s.hands[0]) >= 2 and len(s.solo["grove"]) >= 1}
    if variant == "respond":
        return {"seats": two, "plies": 2000, "stop": lambda s: s.pending is not None and s.pending[0] == "respond"
                and s.pending[1] == 0 and s.turn >= 2}
    if variant == "result":
        return {"plies": 5000, "seats": [cpu, cpu], "result": True}
    if variant == "count":
        return {"plies": 5000, "seats": two, "after": _count_shown()}
    if variant == "drag":
        return {"seats": two, "plies": 2000, "stop": lambda s: _mid(s, 0, 5) and any(
            a.verb == "play" and len(a.args) == 1 for a in s.legal_actions()),
            "after": runs.hold_first(lambda a: a.verb == "play" and len(a.args) == 1)}
    if variant == "keep":           # the 拠点 over its limit: the three that stay are chosen
        return {"seats": two, "plies": 3000, "stop": lambda s: s.pending is not None and s.pending[:2] == ("drop", 0)
                and s.pending[3] == "limit" and len(s.bases[0]) > 3}
    if variant == "opening":
        return {"seats": two, "plies": 2000,
                "stop": lambda s: s.phase == "main" and s.pending is None and s.current == 0}
    return {"seats": two, "plies": 2000, "stop": lambda s: _mid(s, 0, 5)}


def scene(table_cls, app, seed: int = 1, variant: str | None = None) -> list:
    return runs.screenshot_scene(table_cls, app, seed, variant)


def lively(state, rng: random.Random):
    """Random, but mostly doing things rather than ending the turn or passing."""
    legal = list(state.legal_actions())
    if len(legal) > 1 and rng.random() < 0.85:
        busy = [a for a in legal if a.verb not in ("end", "noreload") and a.args[:1] != ("-",)]
        legal = busy or legal
    return rng.choice(legal)
