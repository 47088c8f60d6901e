"""How ``--screenshot --scene hakusura[:variant]`` reaches its picture (and the bench).

Variants: (none) a seeded mid-battle position of the two-player game; ``boss`` the
final boss battle with its lap counter; ``duel``; ``solo`` the solo table;
``take`` a defeated yokai waiting to be taken; ``edges`` a character with all three
edges equipped; ``evolve`` the evolution's cost being chosen; ``evolving`` the
character turning over; ``slide`` HP cards half-way through a slide; ``drag`` a hand
card held over the slot (a gesture in progress); ``campaign`` the campaign page
(``hakusura-campaign``); ``opening`` / ``result`` as every table.
"""
from __future__ import annotations

import random

from game.hakusura.rules import actions as A
from game.hakusura.rules.ai.policy import quick
from game.ui.attachments import HpCard
from game.ui.table import runs


def _when(kind: str | None, seat: int | None = None, more=lambda v: True):
    """Random play stops when the pending decision is ``kind`` (of ``seat``) and ``more(view)``."""
    def stop(s) -> bool:
        v = s.view(None)
        p = v.decision
        return p is not None and kind in (None, p.kind) and seat in (None, p.seat) and more(v)
    return stop


MID = _when("pick", more=lambda v: v.battle >= 2 and v.phase == "choose" and v.to_move == 0 and v.turn >= 2)
EVOLVING = _when("evolve", 0)
#: the evolution's cost chosen: shikigami stand up until the button adds up enough Lv
SPEND = runs.pick_until(lambda tb: tb.view.spend_total(0, [p.key for p in tb.picking.chosen])
                        >= tb.view.seat(0).evolve_need)
#: the evolution itself, held half-way: the character turning over to its back
EVOLUTION = runs.held_moment(lambda tb: tb.board.char(0) is not None and 0.2 < tb.board.char(0).squash < 0.6,
                             start=lambda tb: (SPEND(tb), tb.picking.confirm()), limit=600)
#: HP cards half-way through a slide as a blow lands
SLIDE = runs.held_moment(lambda tb: tb.mirror.strikes and any(c.busy for s in tb.board.all_sprites()
                                                               for c in s.attached(HpCard)), then=5)


def plan(variant: str | None) -> dict | None:
    if variant in ("opening", "result"):
        return None
    two = [runs.HUMAN, runs.RANDOM]
    return {
        "boss": {"stop": _when("pick", 0, lambda v: v.battle == 7 and v.phase == "choose" and v.turn >= 2),
                 "plies": 6000, "seats": two, "options": {"final": "boss"}},
        "duel": {"stop": _when(None, 0, lambda v: v.battle == 7 and v.phase == "choose"), "plies": 6000,
                 "seats": two, "options": {"final": "duel"}},
        "take": {"stop": _when("take", 0, lambda v: v.battle >= 3), "plies": 3000, "seats": two},
        "solo": {"stop": _when("pick", more=lambda v: v.battle >= 3 and v.phase == "choose"), "plies": 3000,
                 "seats": [runs.HUMAN], "options": {"players": 1, "difficulty": 1, "campaign": True}},
        "edges": {"stop": _when("pick", 0, lambda v: v.seat(0).left and v.seat(0).right and v.seat(0).bottom),
                  "plies": 6000, "seats": two},
        "evolve": {"stop": EVOLVING, "plies": 6000, "seats": two, "after": SPEND},
        "evolving": {"stop": EVOLVING, "plies": 6000, "seats": two, "after": EVOLUTION},
        "slide": {"stop": MID, "plies": 3000, "seats": [runs.RANDOM, runs.RANDOM], "after": SLIDE},
        "drag": {"stop": MID, "plies": 3000, "seats": two, "after": runs.hold_first(lambda a: isinstance(a, A.Pick))},
    }.get(variant, {"stop": MID, "plies": 3000, "seats": two})


def scene(table_cls, app, seed: int = 1, variant: str | None = None) -> list:
    """The scenes of a picture: the campaign page over the title as game select opens it,
    or the table (``runs.screenshot_scene``)."""
    if variant == "campaign":
        app.open_entry(app.game("hakusura").entry("campaign"))
        return list(app.stack)
    return runs.screenshot_scene(table_cls, app, seed, variant)


def lively(state, rng: random.Random):
    """Sensible play, mostly (it reaches the later battles and the boss): yokai taken onto
    free edges, evolution when it is offered."""
    legal = list(state.legal_actions())
    v = state.view(state.to_move())
    kind = v.pending.kind if v.pending else ""
    if kind in ("take", "start_shiki"):
        s = v.seat(v.pending.seat)
        want = [a for a in legal if getattr(a, "where", "") in [e for e in ("left", "right", "bottom")
                                                                 if not getattr(s, e)]]
        if want and rng.random() < 0.8:
            return rng.choice(want)
    if kind == "act":
        evolve = [a for a in legal if isinstance(a, A.Evolve)]
        if evolve and rng.random() < 0.7:
            return evolve[0]
    if rng.random() < 0.25:
        return runs.lively_action(state, rng)
    return quick(state, rng, 0.1)
