"""Events: what ``State.apply`` reports happened, for the table to animate.

The rules never wait for the UI; they return a tuple of events and the
table plays them one after another. Events are plain frozen values. A game
may define its own, but the generic ones below cover most tables.

``checkpoint`` marks events after which undo must not reach back: hidden
information revealed or chance decided (a draw, a shuffle, a random pick).
The kernel's undo (``game.engine.record``) stops at them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """Base event. ``checkpoint`` True = undo may not cross this event."""

    @property
    def checkpoint(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Log(Event):
    """A line for the game log, in both languages."""

    ja: str
    en: str
    player: int | None = None

    def line(self, lang: str = "ja") -> str:
        return self.en if lang == "en" else self.ja


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """A card moved between zones (``deck:0`` → ``hand:0``, ``hand:1`` → ``cell:b2``).

    ``card`` is the card id when the move is public to everyone, else None
    (views of hidden moves carry None). ``hidden`` True marks a move whose
    card only its owner may see (e.g. a draw).
    """

    card: str | None
    src: str
    dst: str
    player: int | None = None
    hidden: bool = False


@dataclass(frozen=True, slots=True)
class CardDrawn(CardMoved):
    """A draw from a deck: chance decided which card came, so a checkpoint."""

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    zone: str
    player: int | None = None

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    card: str
    zone: str
    player: int | None = None

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class CardRotated(Event):
    place: str
    before: str
    after: str
    player: int | None = None


@dataclass(frozen=True, slots=True)
class Damaged(Event):
    place: str
    amount: int
    before: int
    after: int
    source: str | None = None


@dataclass(frozen=True, slots=True)
class HpChanged(Event):
    place: str
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class ResourceChanged(Event):
    """A counter such as 霊力 changed for ``player``."""

    player: int
    name: str
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    player: int
    turn: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winner: int | None
    reason: str


@dataclass(frozen=True, slots=True)
class Custom(Event):
    """A game-specific event the generic table does not need to understand."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
