"""鬼調伏 events for the table to animate (the generic ones live in engine.events).

Chance and reveals are checkpoints (undo never crosses them): an oni or omen turned
up, the face-down shikigami all set, a retreat's reveal, the judgement.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import Event, Log


@dataclass(frozen=True, slots=True)
class SecretLog(Log):
    """A log line only ``player`` may read (own face-down card); masked for others."""


@dataclass(frozen=True, slots=True)
class CoverLog(Log):
    """The line the others read for a :class:`SecretLog` (「式神を伏せる」): ``player``
    reads the secret one instead, so their own move is logged once."""


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    star: int                 # ☆ (start player; 親 under 11-1)


@dataclass(frozen=True, slots=True)
class OniAppeared(Event):
    oni: str
    taikyu: int
    bottle: str | None = None       # 呑霊鬼's bottle

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class OmenRevealed(Event):
    slot: int
    card: str

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class StarUsed(Event):
    """``seat`` used ``card`` (from 予兆 ``slot``, or drawn when ``slot`` is None) into 星の定め."""
    seat: int
    card: str
    slot: int | None


@dataclass(frozen=True, slots=True)
class OmenDiscarded(Event):
    """予兆 ``slot`` went to the discard (``why``: challenge / flee / chaos)."""
    seat: int | None
    slot: int
    card: str
    why: str


@dataclass(frozen=True, slots=True)
class ShikigamiSet(Event):
    """Every candidate's shikigami now lies face down (the secret choice is closed)."""
    seats: tuple[int, ...]

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class StatusChanged(Event):
    seat: int
    before: str
    after: str


@dataclass(frozen=True, slots=True)
class RetreatChecked(Event):
    seat: int
    shiki: str
    reiryoku: int
    taikyu: int
    success: bool
    reason: str               # under / shadow / pipefox / over / swift

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Judged(Event):
    """調伏判定 as a whole (``judgement`` is a judgement.JudgementView) — play its steps in order."""
    judgement: object

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class ShikigamiLost(Event):
    seat: int
    shiki: str


@dataclass(frozen=True, slots=True)
class Eliminated(Event):
    seat: int
