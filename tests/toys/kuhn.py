"""Kuhn poker as a match of several hands (hidden information + chance).

Three cards J < Q < K. Each hand both players ante 1 and get one card dealt
from the state's RNG (a checkpoint). The first player of the hand (alternating
each hand) checks or bets 1; after a check the other checks (showdown) or
bets; facing a bet a player calls (showdown) or folds. Net chips carry over;
after ``hands`` hands (default 6) the player with more chips wins the match.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.engine import (Action, CardDrawn, GameOver, GameState, IllegalAction, Log,
                         Result, Revealed, copy_rng, rng_from_json, rng_to_json)

NAMES = "JQK"
KINDS = ("check", "bet", "call", "fold")
TERMINAL = {"cc", "bc", "bf", "cbc", "cbf"}


@dataclass(frozen=True, slots=True)
class Bet(Action):
    kind: str

    def text(self) -> str:
        return self.kind

    @property
    def target(self) -> str:
        return f"button:{self.kind}"


class KuhnState(GameState):
    game_id = "kuhn"
    num_players = 2

    def __init__(self) -> None:
        self.cards: list[int] = [0, 1]
        self.spare = 2
        self.history = ""
        self.hand = 0
        self.hands = 6
        self.chips = [0, 0]
        self.last_showdown: list[str] | None = None
        self.rng = random.Random(0)

    # -- setup -------------------------------------------------------------
    @classmethod
    def new_game(cls, seed: int, options: dict[str, Any] | None = None) -> "KuhnState":
        options = options or {}
        hands = options.get("hands", 6)
        if not isinstance(hands, int) or isinstance(hands, bool) or hands < 1:
            raise ValueError("hands must be a positive int")
        s = cls()
        s.hands = hands
        s.rng = random.Random(seed)
        s._deal()
        return s

    def _deal(self) -> tuple:
        deck = [0, 1, 2]
        self.rng.shuffle(deck)
        self.cards = deck[:2]
        self.spare = deck[2]
        self.history = ""
        return tuple(CardDrawn(None, "deck", f"hand:{p}", p, hidden=True) for p in (0, 1))

    # -- contract ----------------------------------------------------------
    def first(self) -> int:
        return self.hand % 2

    def to_move(self) -> int | None:
        if self.hand >= self.hands:
            return None
        return self.first() if len(self.history) % 2 == 0 else 1 - self.first()

    def _generate(self) -> list[Bet]:
        if self.hand >= self.hands:
            return []
        if self.history in ("", "c"):
            return [Bet("check"), Bet("bet")]
        return [Bet("call"), Bet("fold")]

    def _apply(self, action: Action):
        if self.hand >= self.hands:
            raise IllegalAction("対戦は終わっています。", "The match is over.")
        if not isinstance(action, Bet) or action.kind not in KINDS:
            raise IllegalAction("ポーカーの手ではありません。", "Not a poker action.")
        if action not in self.legal_actions():
            if action.kind in ("call", "fold"):
                raise IllegalAction("賭けられていないのでコール・フォールドはできません。",
                                    "Nobody has bet, so you cannot call or fold.")
            raise IllegalAction("賭けに応じるかフォールドしてください。",
                                "Facing a bet you must call or fold.")
        mover = self.to_move()
        assert mover is not None
        self.history += action.kind[0] if action.kind != "check" else "c"
        events: list = [Log(f"{mover}: {action.kind}", f"P{mover}: {action.kind}", mover)]
        if self.history in TERMINAL:
            events += self._settle()
        return tuple(events)

    def _settle(self) -> list:
        h = self.history
        first = self.first()
        events: list = []
        if h.endswith("f"):
            winner = first if h == "bf" else 1 - first
            amount = 1
            self.last_showdown = None
        else:
            winner = 0 if self.cards[0] > self.cards[1] else 1
            amount = 2 if "b" in h else 1
            self.last_showdown = [NAMES[c] for c in self.cards]
            events += [Revealed(NAMES[self.cards[p]], f"hand:{p}", p) for p in (0, 1)]
        self.chips[winner] += amount
        self.chips[1 - winner] -= amount
        events.append(Log(f"{winner}が{amount}枚獲得", f"P{winner} wins {amount}", winner))
        self.hand += 1
        if self.hand >= self.hands:
            self.history = ""
            r = self.result()
            events.append(GameOver(r.winner if r else None, "hands"))
        else:
            events += self._deal()
        return events

    def view(self, player: int | None) -> dict[str, Any]:
        return {
            "hand": self.hand, "hands": self.hands, "history": self.history,
            "chips": list(self.chips), "first": self.first(),
            "my_card": NAMES[self.cards[player]] if player is not None else None,
            "opponent_card": None, "last_showdown": self.last_showdown,
        }

    def _determinize(self, player: int, rng: random.Random) -> "KuhnState":
        out = self.clone()
        out.rng = random.Random(rng.getrandbits(64))
        if self.hand < self.hands:
            mine = self.cards[player]
            unseen = [c for c in (0, 1, 2) if c != mine]
            theirs = rng.choice(unseen)
            out.cards[1 - player] = theirs
            out.spare = next(c for c in unseen if c != theirs)
        return out

    def result(self) -> Result | None:
        if self.hand < self.hands:
            return None
        a, b = self.chips
        if a == b:
            return Result(None, "hands", draw=True, scores=(a, b))
        return Result(0 if a > b else 1, "hands", scores=(a, b))

    def clone(self) -> "KuhnState":
        s = KuhnState.__new__(KuhnState)
        s.cards = list(self.cards)
        s.spare = self.spare
        s.history = self.history
        s.hand = self.hand
        s.hands = self.hands
        s.chips = list(self.chips)
        s.last_showdown = list(self.last_showdown) if self.last_showdown else None
        s.rng = copy_rng(self.rng)
        return s

    def to_json(self) -> dict[str, Any]:
        return {"cards": list(self.cards), "spare": self.spare, "history": self.history,
                "hand": self.hand, "hands": self.hands, "chips": list(self.chips),
                "last_showdown": self.last_showdown, "rng": rng_to_json(self.rng)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "KuhnState":
        s = cls()
        s.cards = list(data["cards"])
        s.spare = data["spare"]
        s.history = data["history"]
        s.hand = data["hand"]
        s.hands = data["hands"]
        s.chips = list(data["chips"])
        s.last_showdown = data["last_showdown"]
        s.rng = rng_from_json(data["rng"])
        return s

    @classmethod
    def parse_action(cls, text: str) -> Bet:
        t = text.strip()
        if t not in KINDS:
            raise IllegalAction(f"読めない手です: {text!r}", f"Cannot read the action {text!r}.")
        return Bet(t)


def chip_reward(state: KuhnState, player: int) -> float:
    """Terminal reward in [0, 1] from the chip margin (magnitude matters in poker)."""
    diff = state.chips[player] - state.chips[1 - player]
    return min(1.0, max(0.0, 0.5 + diff / (8 * state.hands)))


def make_agent(level: str):
    from game.engine.ai import RandomAgent
    from game.engine.mcts import ISMCTSAgent
    if level == "random":
        return RandomAgent()
    return ISMCTSAgent(iterations=int(level) if level.isdigit() else 300, reward=chip_reward)
