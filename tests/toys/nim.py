"""Nim: heaps (default 3-4-5), take 1..n stones from one heap, last to take wins.

Perfect information; the state still carries a seeded RNG so it exercises the
whole kernel contract.

Option ``{"multi": true}`` makes a variant for testing undo: a turn is any
number of ``take``s followed by ``end`` (at least one take first), and once a
turn a player may ``shake``: the RNG adds 1-2 stones to a random heap (a
chance event, so a checkpoint undo cannot cross). Taking the last stone still
wins at once.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

from game.engine import (Action, GameOver, GameState, IllegalAction, Log, Result, Shuffled,
                         copy_rng, rng_from_json, rng_to_json)


@dataclass(frozen=True, slots=True)
class Take(Action):
    heap: int
    count: int

    def text(self) -> str:
        return f"take {self.heap} {self.count}"

    @property
    def source(self) -> str:
        return f"heap:{self.heap}"


@dataclass(frozen=True, slots=True)
class End(Action):
    def text(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class Shake(Action):
    def text(self) -> str:
        return "shake"


_TAKE = re.compile(r"^take (\d+) (\d+)$")


class NimState(GameState):
    game_id = "nim"
    num_players = 2

    def __init__(self, heaps: list[int], player: int = 0, rng: random.Random | None = None,
                 winner: int | None = None, moves: int = 0, multi: bool = False,
                 taken: bool = False, shaken: bool = False):
        self.multi = multi
        self.taken = taken
        self.shaken = shaken
        self.heaps = list(heaps)
        self.player = player
        self.rng = rng or random.Random(0)
        self.winner = winner
        self.moves = moves

    # -- contract ----------------------------------------------------------
    @classmethod
    def new_game(cls, seed: int, options: dict[str, Any] | None = None) -> "NimState":
        options = options or {}
        heaps = options.get("heaps", [3, 4, 5])
        if not isinstance(heaps, list) or not heaps or not all(
                isinstance(h, int) and h >= 0 for h in heaps):
            raise ValueError("heaps must be a non-empty list of non-negative ints")
        state = cls(heaps, 0, random.Random(seed), multi=bool(options.get("multi", False)))
        if sum(heaps) == 0:
            state.winner = 1  # nothing to take: the first player cannot move
        return state

    def to_move(self) -> int | None:
        return None if self.winner is not None else self.player

    def _generate(self) -> list[Action]:
        if self.winner is not None:
            return []
        out: list[Action] = [Take(h, n) for h, size in enumerate(self.heaps)
                             for n in range(1, size + 1)]
        if self.multi:
            if self.taken:
                out.append(End())
            if not self.shaken:
                out.append(Shake())
        return out

    def check(self, action: Action) -> None:
        if self.winner is not None:
            raise IllegalAction("ゲームは終わっています。", "The game is over.")
        if isinstance(action, (End, Shake)) and not self.multi:
            raise IllegalAction("この遊び方では使えません。", "Not available in this variant.")
        if isinstance(action, End):
            if not self.taken:
                raise IllegalAction("まず1回は取ってください。", "Take at least once before ending the turn.")
            return
        if isinstance(action, Shake):
            if self.shaken:
                raise IllegalAction("揺らすのは1手番に1回までです。", "You may shake once per turn.")
            return
        if not isinstance(action, Take):
            raise IllegalAction("ニムの手ではありません。", "Not a Nim move.")
        if not 0 <= action.heap < len(self.heaps):
            raise IllegalAction(f"山 {action.heap} はありません。", f"There is no heap {action.heap}.")
        if action.count < 1:
            raise IllegalAction("1個以上取ってください。", "Take at least one stone.")
        if action.count > self.heaps[action.heap]:
            raise IllegalAction(f"山 {action.heap} には {self.heaps[action.heap]} 個しかありません。",
                                f"Heap {action.heap} has only {self.heaps[action.heap]} stones.")

    def _apply(self, action: Action):
        self.check(action)
        mover = self.player
        if isinstance(action, End):
            self.player = 1 - mover
            self.taken = self.shaken = False
            self.moves += 1
            return (Log("手番終了", "turn ends", mover),)
        if isinstance(action, Shake):
            heap = self.rng.randrange(len(self.heaps))
            self.heaps[heap] += self.rng.randint(1, 2)
            self.shaken = True
            self.moves += 1
            return (Shuffled(f"heap:{heap}", mover),)
        assert isinstance(action, Take)
        self.heaps[action.heap] -= action.count
        self.moves += 1
        events: list = [Log(f"{mover}が山{action.heap}から{action.count}個取った",
                            f"P{mover} took {action.count} from heap {action.heap}", mover)]
        if sum(self.heaps) == 0:
            self.winner = mover
            events.append(GameOver(mover, "last-take"))
        elif self.multi:
            self.taken = True
        else:
            self.player = 1 - mover
        return tuple(events)

    def view(self, player: int | None) -> dict[str, Any]:
        return {"heaps": list(self.heaps), "to_move": self.to_move(), "winner": self.winner,
                "taken": self.taken, "shaken": self.shaken}

    def _determinize(self, player: int, rng: random.Random) -> "NimState":
        out = self.clone()
        out.rng = random.Random(rng.getrandbits(64))
        return out

    def result(self) -> Result | None:
        if self.winner is None:
            return None
        return Result(self.winner, "last-take")

    def clone(self) -> "NimState":
        return NimState(self.heaps, self.player, copy_rng(self.rng), self.winner, self.moves,
                        self.multi, self.taken, self.shaken)

    def to_json(self) -> dict[str, Any]:
        return {"heaps": list(self.heaps), "player": self.player, "winner": self.winner,
                "moves": self.moves, "rng": rng_to_json(self.rng), "multi": self.multi,
                "taken": self.taken, "shaken": self.shaken}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "NimState":
        return cls(list(data["heaps"]), data["player"], rng_from_json(data["rng"]),
                   data["winner"], data["moves"], data.get("multi", False),
                   data.get("taken", False), data.get("shaken", False))

    @classmethod
    def parse_action(cls, text: str) -> Action:
        if text.strip() == "end":
            return End()
        if text.strip() == "shake":
            return Shake()
        m = _TAKE.match(text.strip())
        if not m:
            raise IllegalAction(f"読めない手です: {text!r}", f"Cannot read the move {text!r}.")
        return Take(int(m.group(1)), int(m.group(2)))


def perfect_move(state: NimState) -> Take | None:
    """A winning move (nim-sum 0 after it), or None when the position is lost."""
    x = 0
    for h in state.heaps:
        x ^= h
    if x == 0:
        return None
    for i, h in enumerate(state.heaps):
        if h ^ x < h:
            return Take(i, h - (h ^ x))
    return None  # pragma: no cover


def make_agent(level: str):
    """Agent factory used by thinker tests: ``"tests.toys.nim:make_agent"``."""
    from game.engine.ai import RandomAgent
    from game.engine.mcts import ISMCTSAgent
    if level == "random":
        return RandomAgent()
    if level == "slow":
        return ISMCTSAgent(iterations=10**9, time_budget=60.0)
    return ISMCTSAgent(iterations=int(level) if level.isdigit() else 300)
