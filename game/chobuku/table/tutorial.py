"""鬼調伏's guided first game (the script; the machinery is ``game.ui.tutorial``).

Two players, 榊 (the person) against 焔 (the computer), seed 46 with the 11-1 parent
rule off; the opponent's moves in the first round are scripted, so the lesson is the
same every time: the oni is 赤鬼 (13), the person's initial bottle is 木3.

1. the goal -> 2. place 河童 (霊力5) face down -> 3. the odds overlay (on in this
game) -> 4. draw two bottles at once (火1, 土4: 3 + 1 + 4 + 5 = 13) -> 5. the
opponent's turn -> 6. challenge with the omen [三瓶成就] -> 7. the judgement:
完全調伏 with three bottles -> 8. done (the game goes on against the easy computer).
"""
from __future__ import annotations

import pygame

from game.ui.table.spec import TutorialPlan
from game.ui.tutorial import Step, Tutorial, carry

SEED = 46
AI_SEED = 7
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
SEATS = ({"kind": "human", "level": None}, {"kind": "computer", "level": "easy"})
OPTIONS = (("players", 2), ("charas", ["sakaki", "homura"]), ("oya", False))
OPPONENT = ["s1 shiki kinkei", "s1 draw 1", "s1 draw 1", "s1 challenge discard 0"]


def steps() -> list[Step]:
    return [
        Step("tutorial.chobuku.intro", keys=ENTER),
        Step("tutorial.chobuku.shiki", carry("hand@0:kappa", "slot@0"), expect=("s0 shiki kappa",),
             refuse="tutorial.chobuku.refuse.shiki"),
        Step("tutorial.chobuku.odds", "zone:odds", keys=ENTER),
        Step("tutorial.chobuku.draw", carry("deck:bottles", "bottles@0"), expect=("s0 draw 2",),
             refuse="tutorial.chobuku.refuse.draw"),
        Step("tutorial.chobuku.wait", done=lambda tb: tb.my_turn() and not tb.timeline.busy),
        Step("tutorial.chobuku.challenge", carry("omen:1", "oni"), expect=("s0 challenge use 1",),
             refuse="tutorial.chobuku.refuse.challenge"),
        Step("tutorial.chobuku.judge", "zone:board",
             done=lambda tb: tb.view.round >= 2 and tb.mirror.judge_show is None and not tb.timeline.busy),
        Step("tutorial.chobuku.done", keys=ENTER),
    ]


def make() -> Tutorial:
    return Tutorial(steps(), {1: OPPONENT}, title="tutorial.chobuku.title")


PLAN = TutorialPlan(make, SEATS, SEED, AI_SEED, box="log", options=OPTIONS)   # the caption sits over the log
