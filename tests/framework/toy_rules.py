"""Trio, a toy game for testing the table framework (not one of the four games).

Three seats; seats 0 and 2 are a team (A), seat 1 plays alone (B). Each seat
has a champion with 10 HP and a hand of 3 cards (values 1–4) drawn from its
own deck. On your turn play one hand card onto a champion: **upright** it hits
an opposing champion for its value; **reversed** (a half turn) it heals your
own or your partner's champion by its value (to 10 at most). Play up to two
cards, then end the turn and draw back to 3. A side whose champions are all
down loses; after 12 turns the side with more HP left wins (equal: a draw).

A hit of 4 makes the hit seat **brace**: a decision in the attacker's turn,
answered by clicking one of its own side's living champions, which gets 1 HP
back (the kernel's ``Decision``: its places pulse on the table).

Card ids are ``<owner><letter><value>``, e.g. ``0a3`` (seat 0's card a, value 3).
Places: ``hand@<seat>:<card>``, ``champ:<seat>``, ``button:end``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.engine import (Action, CardDrawn, CardMoved, Custom, Decision, GameState, HpChanged, IllegalAction, Log,
                         Place, Result, TurnStarted, button, rng_from_json, rng_to_json)
from game.engine.ai import RandomAgent

TEAMS = (0, 1, 0)
MAX_HP = 10
HAND = 3
TURNS = 12
NAMES = (("A・1", "A 1"), ("B", "B"), ("A・2", "A 2"))


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: str
    seat: int            # whose champion
    reversed: bool = False

    def text(self) -> str:
        return f"play {self.card} {self.seat} {'rev' if self.reversed else 'up'}"

    @property
    def source(self) -> Place:
        return Place("hand", int(self.card[0]), self.card)

    @property
    def target(self) -> Place:
        return champ(self.seat)

    @property
    def facing(self) -> bool:
        return self.reversed


@dataclass(frozen=True, slots=True)
class Pass(Action):
    def text(self) -> str:
        return "pass"

    @property
    def source(self) -> Place:
        return button("end")


@dataclass(frozen=True, slots=True)
class Brace(Action):
    """The hit seat's answer: the champion of its side that gets 1 HP back."""
    seat: int

    def text(self) -> str:
        return f"brace {self.seat}"

    @property
    def target(self) -> Place:
        return champ(self.seat)


def champ(seat: int) -> Place:
    return Place("champ", None, seat)


@dataclass(frozen=True, slots=True)
class TrioView:
    player: int | None
    hp: tuple[int, ...]
    hand: tuple[str, ...] | None
    hand_counts: tuple[int, ...]
    deck_counts: tuple[int, ...]
    turn: int
    to_move: int | None
    result: Result | None
    decision: Decision | None = None


class TrioState(GameState):
    game_id = "toy"
    num_players = 3

    def __init__(self) -> None:
        self.rng = random.Random(0)
        self.hp = [MAX_HP] * 3
        self.hands: list[list[str]] = [[], [], []]
        self.decks: list[list[str]] = [[], [], []]
        self.turn = 0
        self.current = 0
        self.played = 0
        self.bracing: int | None = None      # the hit seat deciding where to brace
        self._res: Result | None = None

    @classmethod
    def new_game(cls, seed: int, options: dict | None = None) -> "TrioState":
        s = cls()
        s.rng = random.Random(seed)
        for p in range(3):
            deck = [f"{p}{chr(97 + i)}{1 + i % 4}" for i in range(12)]
            s.rng.shuffle(deck)
            s.decks[p] = deck
            s.hands[p] = [deck.pop() for _ in range(HAND)]
        return s

    @classmethod
    def parse_action(cls, text: str) -> Action:
        parts = text.split()
        if parts == ["pass"]:
            return Pass()
        if len(parts) == 2 and parts[0] == "brace" and parts[1] in "012":
            return Brace(int(parts[1]))
        if len(parts) == 4 and parts[0] == "play" and parts[2] in "012" and parts[3] in ("up", "rev"):
            return Play(parts[1], int(parts[2]), parts[3] == "rev")
        raise IllegalAction(f"読めない手です: {text}", f"Unreadable action: {text}")

    def to_move(self) -> int | None:
        if self._res is not None:
            return None
        return self.bracing if self.bracing is not None else self.current

    def _side(self, seat: int) -> list[int]:
        """The living champions of ``seat``'s side."""
        return [p for p in range(3) if TEAMS[p] == TEAMS[seat] and self.hp[p] > 0]

    def _generate(self) -> tuple:
        if self._res is not None:
            return ()
        if self.bracing is not None:
            return tuple(Brace(p) for p in self._side(self.bracing))
        me = self.current
        acts: list[Action] = []
        for card in self.hands[me] if self.played < 2 else ():
            for seat in range(3):
                if self.hp[seat] <= 0:
                    continue
                if TEAMS[seat] != TEAMS[me]:
                    acts.append(Play(card, seat, False))
                elif self.hp[seat] < MAX_HP:
                    acts.append(Play(card, seat, True))
        acts.append(Pass())
        return tuple(acts)

    def explain(self, action) -> IllegalAction | None:
        if action in self.legal_actions():
            return None
        if self.bracing is not None:
            return IllegalAction("まず守る勇者を選んでください。", "First choose the champion to brace.", rule="TOY-3")
        if isinstance(action, Play):
            if self.played >= 2:
                return IllegalAction("1ターンに2枚までです。", "Two cards a turn at most.", rule="TOY-1")
            if action.card not in self.hands[self.current]:
                return IllegalAction("手札にない札です。", "That card is not in your hand.", rule="TOY-1")
            if self.hp[action.seat] <= 0:
                return IllegalAction("倒れた勇者には出せません。", "That champion is down.", rule="TOY-1")
            friend = TEAMS[action.seat] == TEAMS[self.current]
            if friend and not action.reversed:
                return IllegalAction("味方は逆向きで回復するだけです。", "Allies are only healed, with the card reversed.",
                                     rule="TOY-2")
            if not friend and action.reversed:
                return IllegalAction("敵には正位置で攻撃します。", "Opponents are hit with the card upright.", rule="TOY-2")
            return IllegalAction("HPは満タンです。", "That champion's HP is full.", rule="TOY-2")
        return IllegalAction("今は選べません。", "Not available now.")

    def _apply(self, action) -> tuple:
        why = self.explain(action)
        if why is not None:
            raise why
        me = self.current
        ev: list = []
        if isinstance(action, Brace):
            before = self.hp[action.seat]
            self.hp[action.seat] = min(MAX_HP, before + 1)
            ev.append(Custom("braced", {"seat": action.seat}))
            ev.append(HpChanged(champ(action.seat), before, self.hp[action.seat]))
            self.bracing = None
            return tuple(ev)
        if isinstance(action, Play):
            value = int(action.card[2])
            self.hands[me].remove(action.card)
            before = self.hp[action.seat]
            after = max(0, before - value) if not action.reversed else min(MAX_HP, before + value)
            self.hp[action.seat] = after
            ev.append(CardMoved(action.card, Place("hand", me), champ(action.seat), me))
            ev.append(HpChanged(champ(action.seat), before, after))
            ev.append(Log(f"{NAMES[me][0]}: {action.card} → {NAMES[action.seat][0]} HP {before}→{after}",
                          f"{NAMES[me][1]}: {action.card} → {NAMES[action.seat][1]} HP {before}→{after}", me))
            self.played += 1
            self._judge(ev)
            if self._res is None and value == 4 and not action.reversed and self._side(action.seat):
                self.bracing = action.seat
            return tuple(ev)
        ev.append(Log(f"{NAMES[me][0]}: ターン終了", f"{NAMES[me][1]}: ends the turn", me))
        while len(self.hands[me]) < HAND and self.decks[me]:
            card = self.decks[me].pop()
            self.hands[me].append(card)
            ev.append(CardDrawn(card, Place("deck", me), Place("hand", me), me, True))
        self.turn += 1
        self.played = 0
        self._judge(ev)
        if self._res is None:
            self.current = next(p for p in ((me + k) % 3 for k in (1, 2, 3)) if self.hp[p] > 0)
            ev.append(TurnStarted(self.current, self.turn))
        return tuple(ev)

    def _judge(self, ev: list) -> None:
        alive = [sum(self.hp[p] for p in range(3) if TEAMS[p] == team) for team in (0, 1)]
        if alive[0] == 0 or alive[1] == 0:
            self._res = Result.team_win(0 if alive[0] else 1, TEAMS, "down", tuple(self.hp))
        elif self.turn >= TURNS:
            self._res = Result.team_win(None if alive[0] == alive[1] else (0 if alive[0] > alive[1] else 1),
                                        TEAMS, "turns", tuple(self.hp))

    def resigned(self, player: int) -> Result:
        return Result.team_win(1 - TEAMS[player], TEAMS, "resign", tuple(self.hp))

    def result(self) -> Result | None:
        return self._res

    def view(self, player: int | None) -> TrioView:
        return TrioView(player, tuple(self.hp), tuple(self.hands[player]) if player is not None else None,
                        tuple(len(h) for h in self.hands), tuple(len(d) for d in self.decks), self.turn,
                        self.to_move(), self._res, self.decision())

    def decision(self) -> Decision | None:
        if self.bracing is None or self._res is not None:
            return None
        return Decision("brace", self.bracing, tuple(champ(p) for p in self._side(self.bracing)),
                        ("守りを固める勇者を選んでください (光る勇者をクリック)",
                         "Brace: choose a champion of your side to get 1 HP back (click a glowing one)"))

    def means(self, seat, source, target, facing=None) -> list:
        """A hand card dropped on a champion means playing it, the way it is turned."""
        if source is None or source.kind != "hand" or target is None or target.kind != "champ":
            return []
        return [Play(source.key, target.key, bool(facing))]

    def _determinize(self, player: int, rng: random.Random) -> "TrioState":
        s = self.clone()
        for p in range(3):
            if p != player:
                pool = s.hands[p] + s.decks[p]
                rng.shuffle(pool)
                s.hands[p], s.decks[p] = pool[:len(s.hands[p])], pool[len(s.hands[p]):]
        return s

    def check_invariants(self) -> None:
        super().check_invariants()
        assert all(0 <= h <= MAX_HP for h in self.hp)

    def seat_name(self, player: int, lang: str = "ja") -> str:
        return NAMES[player][1 if lang == "en" else 0]

    def clone(self) -> "TrioState":
        s = TrioState.__new__(TrioState)
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        s.hp, s.turn, s.current, s.played, s._res = self.hp[:], self.turn, self.current, self.played, self._res
        s.bracing = self.bracing
        s.hands = [h[:] for h in self.hands]
        s.decks = [d[:] for d in self.decks]
        return s

    def to_json(self) -> dict[str, Any]:
        return {"rng": rng_to_json(self.rng), "hp": self.hp[:], "hands": [h[:] for h in self.hands],
                "decks": [d[:] for d in self.decks], "turn": self.turn, "current": self.current,
                "played": self.played, "bracing": self.bracing,
                "result": self._res.to_json() if self._res else None}

    @classmethod
    def from_json(cls, d: dict) -> "TrioState":
        s = cls()
        s.rng = rng_from_json(d["rng"])
        s.hp, s.hands, s.decks = list(d["hp"]), [list(h) for h in d["hands"]], [list(x) for x in d["decks"]]
        s.turn, s.current, s.played, s.bracing = d["turn"], d["current"], d["played"], d.get("bracing")
        s._res = Result.from_json(d["result"]) if d["result"] else None
        return s


def make_agent(level: str = "easy"):
    """The toy's computer: random (its levels are all the same)."""
    return RandomAgent()
