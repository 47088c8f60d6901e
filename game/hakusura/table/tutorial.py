"""ハクスラ陰陽師's guided first game (the script; the machinery is ``game.ui.tutorial``).

Seed 1, the boss final, 晴明 (left, the player) and 梨花 (right, the computer,
its first moves scripted), so the lesson's first positions are always the same:
かまいたち and 提灯お化け, 梨花 first.

1. welcome -> 2. lay 攻撃 face down on the slot (the hidden pick) -> 3. after the
reveal, drag it from the slot onto かまいたち -> 4. read the yokai's strip and the
HP cards (Enter) -> 5. fight on until a yokai falls, then take it onto an edge of
the character (the edges light up) -> 6. done (the game goes on with the partner).
"""
from __future__ import annotations

import pygame

from game.engine import Place
from game.ui.table.spec import TutorialPlan
from game.ui.tutorial import Step, Tutorial

SEED = 1
AI_SEED = 3
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
SEATS = [{"kind": "human", "level": None}, {"kind": "computer", "level": "easy"}]
OPTIONS = {"final": "boss", "left": "seimei", "right": "rinka"}
PARTNER = ["R pick kogeki", "R play kogeki yokai:0", "R pick jutsu"]
#: what the player may do while fighting on (everything but taking a yokai as a plain shikigami)
FIGHT = ("L pick *", "L play *", "L renda *", "L pass", "L use *", "L after *", "L hit *", "L return *",
         "L equip *", "L evolve*", "L spend *", "L partner *", "L discard *")
EDGES = ("L take * left", "L take * right", "L take * bottom")


def _held_or(place_held: str, then: str, first: str):
    """Point at ``first`` until ``place_held`` is picked up, then at ``then``."""
    held = Place.parse(place_held)
    return lambda tb: then if tb.drag.held == held else first


def steps() -> list[Step]:
    def fight_target(tb):
        """While fighting on: the loot (then the lit edge) when a yokai may be taken."""
        pend = tb.view.decision
        if pend is None or pend.seat != 0:
            return None
        held = tb.drag.held
        if pend.kind == "take":
            loot = next((p for p, _sprite in tb.board.cards() if p.kind == "loot"), None)
            return "edge@0:left" if held is not None and held.kind == "loot" else loot
        if pend.kind == "pick":
            return "slot@0" if held is not None and held.kind == "hand" else None
        return None
    return [
        Step("tutorial.hakusura.intro", "char@0", keys=ENTER),
        Step("tutorial.hakusura.pick", _held_or("hand@0:kogeki", "slot@0", "hand@0:kogeki"),
             expect=("L pick kogeki",), refuse="tutorial.hakusura.refuse.pick"),
        Step("tutorial.hakusura.play", _held_or("slot@0", "yokai:0", "slot@0"),
             expect=("L play kogeki yokai:0",), refuse="tutorial.hakusura.refuse.play"),
        Step("tutorial.hakusura.strip", "yokai:1", keys=ENTER),
        Step("tutorial.hakusura.fight", fight_target, expect=EDGES, allow=FIGHT,
             refuse="tutorial.hakusura.refuse.take"),
        Step("tutorial.hakusura.done", keys=ENTER),
    ]


#: the caption sits over the zoom panel, beside the yokai
PLAN = TutorialPlan(lambda: Tutorial(steps(), {1: PARTNER}, title="tutorial.hakusura.title"), tuple(SEATS), SEED,
                    AI_SEED, box="zoom", options=tuple(OPTIONS.items()))
