"""ジントリガー's guided first game (the script; the machinery is ``game.ui.tutorial``).

Seed 10 with ボンバ/ガンテツ against ヒドネ/カゲマル deals the first player 雷1, 風2,
鋼5 and 雷2; the opponent's first moves are scripted (no items, then 炎2 and an attack
on the player's 場札), so every lesson position is the same each time:

1. welcome (upright = yours) -> 2. no extra items -> 3. choose 雷1 and 風2 (clicks) and
drag them onto the 保留域: 風2 turns to your side, 雷1 was already yours so two cards
are drawn -> 4. make 風2 your 場札 -> 5. end the turn -> 6. the opponent plays 炎2 and
attacks your 2: answer it (dodge with 炎3, or any answer) -> 7. done (the game goes on
against the easy computer).
"""
from __future__ import annotations

from game.ui.table.mirror import GO_ON_KEYS
from game.ui.table.spec import TutorialPlan
from game.ui.tutorial import Step, Tutorial, carry

SEED = 10
AI_SEED = 7
SEATS = [{"kind": "human", "level": None}, {"kind": "computer", "level": "easy"}]
CHARACTERS = {"char0main": "bomba", "char0sub": "gantetsu", "char1main": "hydne", "char1sub": "kagemaru"}
OPPONENT = ["1:add -", "1:play 炎2", "1:attack 0"]
ALWAYS = ("0:draw *", "0:stash *", "0:drop *")        # small decisions the rules may ask on the way


def _choose_then(cards: tuple[str, ...], then: str):
    """Point at the next of ``cards`` to choose in the hand, then at ``then`` (where they go)."""
    return lambda tb: next((f"hand@0:{c}" for c in cards if c not in tb.board.chosen), then)


def steps() -> list[Step]:
    return [
        Step("tutorial.zintrigger.intro", keys=GO_ON_KEYS),
        Step("tutorial.zintrigger.items", "button:done", expect=("0:add -",), refuse="tutorial.zintrigger.refuse.items"),
        Step("tutorial.zintrigger.play", _choose_then(("雷1", "風2"), "hold@0"),
             expect=("0:play 雷1 風2", "0:play 風2 雷1"), allow=ALWAYS, refuse="tutorial.zintrigger.refuse.play"),
        Step("tutorial.zintrigger.field", carry("hold@0:風2", "field@0"), expect=("0:field 風2",),
             allow=ALWAYS, refuse="tutorial.zintrigger.refuse.field"),
        Step("tutorial.zintrigger.end", "button:end", expect=("0:end",), allow=ALWAYS,
             refuse="tutorial.zintrigger.refuse.end"),
        Step("tutorial.zintrigger.respond", "hand@0:炎3",
             expect=("0:dodge *", "0:counter *", "0:cover", "0:hit"), allow=ALWAYS,
             refuse="tutorial.zintrigger.refuse.respond"),
        Step("tutorial.zintrigger.done", keys=GO_ON_KEYS),
    ]


#: the caption sits over the log, beside the board
PLAN = TutorialPlan(lambda: Tutorial(steps(), {1: OPPONENT}, title="tutorial.zintrigger.title"), tuple(SEATS), SEED,
                    AI_SEED, box="log", options=(("players", 2), *CHARACTERS.items()))
