"""ハクスラ陰陽師-specific events for the table to animate (the generic ones live in
``game.engine.events``). Events decided by chance or revealing something hidden
are checkpoints (undo stops there). Places are ``Place`` values, named as the
actions name them (``yokai:0``, ``boss``, ``char@1``, ``hand@0``...)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import Event, Place


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    """The turn moved on: ``phase`` is one of turn_start / choose / defence / action /
    enemy / end / loot / setup; ``battle`` and ``turn`` where it happens."""
    phase: str
    battle: int
    turn: int


@dataclass(frozen=True, slots=True)
class BattleStarted(Event):
    """A battle began: ``enemies`` are (place, card id, HP); ``first`` is its 先手.
    Which yokai came was chance, so this is a checkpoint."""
    battle: int
    kind: str                      # yokai / duel / boss
    enemies: tuple[tuple[Place, str, int], ...]
    first: int

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Picked(Event):
    """``seat`` laid its card face down (``card`` None for everyone but the owner,
    unless ``open``: 策謀 makes the opponent lay it face up)."""
    seat: int
    card: str | None
    open: bool = False


@dataclass(frozen=True, slots=True)
class OnlyChoice(Event):
    """``seat`` had one legal action left for its decision ``kind`` (the last card in hand
    to lay, the one enemy to resolve a card on), so the rules took it for them at once;
    the table says so before it shows what followed."""
    seat: int
    kind: str


@dataclass(frozen=True, slots=True)
class PicksRevealed(Event):
    """同時に開く: every seat's card, (seat, card) pairs. A checkpoint."""
    cards: tuple[tuple[int, str], ...]

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class EmptySeatFlip(Event):
    """Solo: the empty seat's card laid before the lone yokai (``chosen`` by 策謀, else
    random, a checkpoint either way since it shows a face-down card)."""
    card: str
    enemy: Place
    chosen: bool = False

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class ActionStarted(Event):
    """``seat``'s アクション時 begins (card in its slot); ``step`` defence / action / renda."""
    seat: int
    card: str
    step: str


@dataclass(frozen=True, slots=True)
class AbilityUsed(Event):
    seat: int
    yokai: str
    used_up: bool = False          # ゲーム中1回: the card is flipped


@dataclass(frozen=True, slots=True)
class EnemyActed(Event):
    """An enemy's action: ``index`` 0-based (①=0), ``hits`` (seat, damage dealt) pairs,
    ``skipped`` for a stopped one (百物語・混乱・solo 防御)."""
    enemy: Place
    index: int
    hits: tuple[tuple[int, int], ...]
    skipped: str = ""


@dataclass(frozen=True, slots=True)
class Defeated(Event):
    """An enemy's HP reached 0 (``by`` the finishing seat)."""
    enemy: Place
    card: str
    by: int | None


@dataclass(frozen=True, slots=True)
class PlayerDown(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Evolved(Event):
    seat: int
    spent: tuple[str, ...]
    hp_before: int
    hp_after: int


@dataclass(frozen=True, slots=True)
class Taken(Event):
    """A yokai became ``seat``'s shikigami (``where`` shiki) or equipment (an edge)."""
    seat: int
    yokai: str
    where: str


@dataclass(frozen=True, slots=True)
class ShikigamiLost(Event):
    """A shikigami went to the box (boss 技), or under the character (evolution)."""
    seat: int
    yokai: str
    to: str


@dataclass(frozen=True, slots=True)
class BossLap(Event):
    """The boss's HP card went back to 12 for the next lap (``lap`` 1-based, of ``laps``)."""
    lap: int
    laps: int


@dataclass(frozen=True, slots=True)
class RandomDiscard(Event):
    """Boss 技: a random hand card of ``seat`` went to its used cards (chance: checkpoint)."""
    seat: int
    card: str

    @property
    def checkpoint(self) -> bool:
        return True
