"""式神符陣's guided first game (the script; the machinery is ``game.ui.tutorial``).

Seed 212 deals the first player 灯籠の精, 玖龍街, 鉈鬼, 雲外鏡 and 家鳴り; the
opponent's first moves are scripted (keep, 一目鬼 on b2 facing the player,
end), so every lesson position is the same each time:

1. welcome -> 2. keep the hand -> 3. summon 鉈鬼 on c1 turned to face left
(its 間合 ▲ then covers b2) -> 4. end the turn -> 5. refill -> 6. attack the
一目鬼 from its 隙 (blind spot: +2 damage, no counter) -> 7. use 家鳴り to turn
鉈鬼 -> 8. end the turn -> 9. refill -> 10. done (the game goes on against the
easy computer).
"""
from __future__ import annotations

import pygame

from game.ui.table.spec import TutorialPlan
from game.ui.tutorial import Step, Tutorial, carry

SEED = 212
AI_SEED = 7
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
SEATS = [{"kind": "human", "level": None}, {"kind": "computer", "level": "easy"}]
OPPONENT = ["mulligan -", "summon O-006 b2 S", "end", "discard -"]


def steps() -> list[Step]:
    return [
        Step("tutorial.fujin.intro", keys=ENTER),
        Step("tutorial.fujin.keep", "button:confirm", expect=("mulligan -",), refuse="tutorial.fujin.refuse.keep"),
        Step("tutorial.fujin.summon", carry("hand:O-002", "cell:c1"),
             expect=("summon O-002 c1 W",), refuse="tutorial.fujin.refuse.summon"),
        Step("tutorial.fujin.end", "button:end", expect=("end",), refuse="tutorial.fujin.refuse.end"),
        Step("tutorial.fujin.refill", "button:confirm", expect=("discard *",), refuse="tutorial.fujin.refuse.refill"),
        Step("tutorial.fujin.blind", carry("cell:c1", "cell:b2"),
             expect=("attack c1 b2",), refuse="tutorial.fujin.refuse.blind"),
        Step("tutorial.fujin.relic", carry("hand:T-009", "cell:c1"),
             expect=("use T-009 c1 *",), refuse="tutorial.fujin.refuse.relic"),
        Step("tutorial.fujin.end2", "button:end", expect=("end",), refuse="tutorial.fujin.refuse.end"),
        Step("tutorial.fujin.refill", "button:confirm", expect=("discard *",), refuse="tutorial.fujin.refuse.refill"),
        Step("tutorial.fujin.done", keys=ENTER),
    ]


def make() -> Tutorial:
    return Tutorial(steps(), {1: OPPONENT}, title="tutorial.fujin.title")


PLAN = TutorialPlan(make, tuple(SEATS), SEED, AI_SEED, box="log")   # the caption sits over the log
