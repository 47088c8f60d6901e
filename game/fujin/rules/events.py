"""式神符陣-specific events (frozen values; the generic ones live in engine.events)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import Event


@dataclass(frozen=True, slots=True)
class Summoned(Event):
    """``card`` of ``player`` entered ``cell`` facing ``orient`` with ``hp`` 耐久.

    ``replaced`` names the card it replaced by 継承召喚 (None for a plain summon).
    """
    player: int
    card: str
    cell: str
    orient: str
    hp: int
    replaced: str | None = None


@dataclass(frozen=True, slots=True)
class AttackDeclared(Event):
    player: int
    card: str
    cell: str
    targets: tuple[str, ...]
    area: bool
    cost: int


@dataclass(frozen=True, slots=True)
class Destroyed(Event):
    """``card`` of ``owner`` was destroyed on ``cell``; ``by`` gained ``bounty`` (None: nobody)."""
    owner: int
    card: str
    cell: str
    by: int | None
    bounty: int


@dataclass(frozen=True, slots=True)
class Countered(Event):
    player: int
    card: str
    cell: str
    target_cell: str
    damage: int


@dataclass(frozen=True, slots=True)
class Moved(Event):
    player: int
    card: str
    src: str
    dst: str
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class Hidden(Event):
    """A マヨヒガ of ``by`` covers (``hidden`` True) or leaves (False) ``cell``."""
    by: int
    cell: str
    hidden: bool


@dataclass(frozen=True, slots=True)
class Oute(Event):
    """王手 (Check) declared (``on`` True) or lapsed (False) for ``player``."""
    player: int
    seiatsu: int
    on: bool = True
