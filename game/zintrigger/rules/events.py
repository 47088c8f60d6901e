"""ジントリガー events the table animates (besides the kernel's CardMoved / CardDrawn /
Shuffled / Revealed / TurnStarted / GameOver / Log)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import CardMoved, Event, Place


@dataclass(frozen=True, slots=True)
class Flipped(Event):
    """A card turned 180°: ``before`` / ``after`` = the team it faces (0 = A, 1 = B)."""
    card: str
    place: Place
    before: int
    after: int
    player: int | None = None


@dataclass(frozen=True, slots=True)
class AttackDeclared(Event):
    """攻撃宣言: ``attacker`` / ``defender`` are seats (int) or bamboo ids (str)."""
    attacker: int | str
    defender: int | str
    numbers: tuple[int, ...]
    via: str                     # "play" / "counter" / ability key / "bamboo"


@dataclass(frozen=True, slots=True)
class Responded(Event):
    """The defender's answer: ``kind`` = dodge / counter / cover / hit (D/E/F/G)."""
    seat: int
    kind: str
    card: str | None = None


@dataclass(frozen=True, slots=True)
class AbilityUsed(Event):
    seat: int
    ability: str
    target: int | str | None
    nullified: bool = False


@dataclass(frozen=True, slots=True)
class FieldChanged(Event):
    """A seat's 場札 changed (None = the respawn point 復活地点)."""
    seat: int
    before: str | None
    after: str | None


@dataclass(frozen=True, slots=True)
class TimeKept(Event):
    """The time-keep card was drawn: count/limit after it."""
    count: int
    limit: int
    team: int

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Tilted(Event):
    """リロード: the main character tilted (on) or set upright again (off)."""
    seat: int
    on: bool


@dataclass(frozen=True, slots=True)
class Peeked(Event):
    """``viewer`` looked at hidden cards (偵察ドローン, ハッキングツール, 通信塔).
    Masked to ``cards=()`` for everyone else."""
    viewer: int
    zone: Place
    cards: tuple[str, ...]

    @property
    def checkpoint(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class BambooChanged(Event):
    """Bambooshoot: a bamboo appeared / grew / was wounded / harvested / reset."""
    bamboo: str
    kind: str                    # appear / grow / wound / harvest / reset
    growth: int

    @property
    def checkpoint(self) -> bool:
        return self.kind == "appear"


def with_field_moves(events) -> tuple:
    """The events with a move for every 場札 (field card) that leaves its place without one
    of its own: a card replaced as the 場札 stays in its seat's 保留域 (a dodge, a jetpack),
    so the old card is seen going where the rules put it."""
    out = list(events)
    i = 0
    while i < len(out):
        e = out[i]
        if isinstance(e, FieldChanged) and e.before is not None:
            if not any(isinstance(x, CardMoved) and x.card == e.before and x.src == Place("field", e.seat)
                       for x in out[i + 1:]):
                out.insert(i + 1, CardMoved(e.before, Place("field", e.seat), Place("hold", e.seat), e.seat))
                i += 1
        i += 1
    return tuple(out)
