"""The State contract every game's rules implement (after OpenSpiel's State).

A state is the whole truth of one game in progress, including its own seeded
``random.Random``. Nothing outside it is random. The UI and the AI only ever
see ``view(player)``; the AI may also ``determinize`` (sample a full state
consistent with a view) for search.
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Sequence

from .actions import Action
from .events import Event

PlayerId = int

#: Bumped whenever the meaning of a saved state or save file changes.
SAVE_FORMAT_VERSION = 1


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended. ``winner`` None with ``draw`` True is a draw."""

    winner: PlayerId | None
    reason: str
    draw: bool = False
    scores: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "reason": self.reason, "draw": self.draw,
                "scores": list(self.scores)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Result":
        return cls(d["winner"], d["reason"], bool(d.get("draw", False)),
                   tuple(d.get("scores", ())))


class GameState(ABC):
    """Abstract base of every game's state. See ARCHITECTURE.md, "kernel contract"."""

    #: short code name of the game ("fujin"); set by each subclass
    game_id: ClassVar[str] = ""
    num_players: int = 2

    # --- whose decision -------------------------------------------------
    @abstractmethod
    def to_move(self) -> PlayerId | None:
        """Who decides now; None when the game is over."""

    @abstractmethod
    def legal_actions(self) -> Sequence[Action]:
        """The only source of legality. Empty exactly when the game is over."""

    @abstractmethod
    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply a legal action, returning events; raise IllegalAction otherwise.

        A refused action leaves the state unchanged.
        """

    # --- information ----------------------------------------------------
    @abstractmethod
    def view(self, player: PlayerId | None) -> Any:
        """What ``player`` may see (None = a spectator: public information only)."""

    @abstractmethod
    def determinize(self, player: PlayerId, rng: random.Random) -> "GameState":
        """A full state consistent with ``view(player)``: hidden parts resampled."""

    @abstractmethod
    def result(self) -> Result | None:
        """How the game ended, or None while it goes on."""

    # --- copies and saves -----------------------------------------------
    @abstractmethod
    def clone(self) -> "GameState":
        """An independent copy (hand-written, cheap; not deepcopy)."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The full state as JSON-able data, including the RNG state."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: dict[str, Any]) -> "GameState":
        """Inverse of ``to_json``."""

    @classmethod
    @abstractmethod
    def new_game(cls, seed: int, options: dict[str, Any] | None = None) -> "GameState":
        """A fresh game, all chance driven by ``seed``."""

    @classmethod
    @abstractmethod
    def parse_action(cls, text: str) -> Action:
        """Inverse of ``Action.text()``; raises IllegalAction on malformed text."""

    # --- conveniences shared by every game ------------------------------
    def is_over(self) -> bool:
        return self.to_move() is None

    def apply_text(self, text: str) -> tuple[Event, ...]:
        return self.apply(self.parse_action(text))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return type(self) is type(other) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]  # states are mutable


def rng_to_json(rng: random.Random) -> list[Any]:
    """``random.Random`` state as JSON data (version, 625 ints, gauss)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list[Any]) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng


def copy_rng(rng: random.Random) -> random.Random:
    out = random.Random()
    out.setstate(rng.getstate())
    return out
