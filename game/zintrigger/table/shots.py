"""Seeded positions for ジントリガー's screenshots (``--screenshot --scene zintrigger[:variant]``)."""
from __future__ import annotations

from game.ui.table import runs
from game.zintrigger.table.motion import Reveal


# -- screenshots ----------------------------------------------------------------------------------------------
def screenshot_plan(variant: str | None) -> dict:
    human = runs.HUMAN
    cpu = runs.RANDOM
    if variant in ("4p", "4p-en"):
        return {"seats": [human, cpu, cpu, cpu], "options": {"players": 4},
                "stop": lambda s: _mid(s, 0, 5, hand=2)}
    if variant in ("solo", "1p", "grove"):
        return {"seats": [human], "options": {"players": 1, "difficulty": 2},
                "stop": lambda s: _mid(s, 0, 3, hand=2) and len(s.solo["grove"]) >= 2}
    if variant == "respond":
        return {"stop": lambda s: s.decision is not None and s.decision[0] == "respond" and s.decision[1] == 0
                and s.turn >= 2}
    if variant == "result":
        return {"plies": 5000, "seats": [cpu, cpu], "result": True}
    if variant == "count":                  # the end's count, card by card, fully shown
        return {"plies": 5000, "seats": [human, cpu], "count": True}
    if variant == "drag":                   # a card held over the 保留域, the reachable 場札 lit
        return {"stop": lambda s: _mid(s, 0, 5) and any(a.verb == "play" and len(a.args) == 1
                                                        for a in s.legal_actions()), "drag": True}
    if variant == "opening":
        return {"stop": lambda s: s.phase == "main" and s.decision is None and s.current == 0}
    return {"stop": lambda s: _mid(s, 0, 5)}


def _mid(s, seat: int, turn: int, hand: int = 3) -> bool:
    """The seat's main decision from ``turn`` on, with a hand to show and a 拠点 that is not empty."""
    return (s.phase == "main" and s.decision is None and s.current == seat and s.turn >= turn and not s.stack
            and len(s.hands[seat]) >= hand and len(s.bases[seat % 2]) >= 1)


def screenshot_scene(cls, app, seed: int = 1, variant: str | None = None) -> list:
    app.settings.anim_speed = 0
    plan = screenshot_plan(variant)
    seats = plan.get("seats") or [runs.HUMAN, runs.RANDOM]
    opts = dict(plan.get("options") or {})
    tb = runs.cpu_table(cls, app, seed, seats, plan.get("plies", 2000), plan.get("stop"), opts)
    scenes: list = [tb]
    if plan.get("result"):
        tb.frozen = tb.finished = True
        scenes.append(app.result_scene(tb, tb.state.result()))
    if plan.get("count") and tb.state.result() is not None:
        tb.frozen = tb.finished = True
        tb.reveal = Reveal(tb, tb.state.view(tb.viewer))
        tb.reveal.time = tb.reveal.duration
    if plan.get("drag"):
        play = next(a for a in tb.ui_legal() if a.verb == "play" and len(a.args) == 1)
        runs.hold_over(tb, play.source, f"zone:{tb.bottom}")
    return scenes
