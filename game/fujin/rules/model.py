"""Small shared pieces of the 式神符陣 state: the on-board piece and naming helpers."""
from __future__ import annotations

from .board import ORIENTS
from .cards import CARDS, Card

PLAYER_JA = ("先手", "後手")
PLAYER_EN = ("First", "Second")
HP_CAP = 19
REIRYOKU_CAP = 15


def seiatsu_of(hp: int, hidden: bool) -> int:
    """制圧力 (seiatsu, control) of a shikigami: 0 hidden by マヨヒガ, 2 with current
    耐久 >= 11, else 1 (chapter 十). The table asks this while 耐久 changes on screen."""
    if hidden:
        return 0
    return 2 if hp >= 11 else 1


class Piece:
    """A shikigami on the board. ``hp`` is the current 耐久 (cap 19; heals may exceed the
    printed value). ``base`` is the 耐久 it entered its cell with (printed + cell modifier,
    or 雲外鏡's copy), shifted by cell modifiers when it moves and reset by 鬼の酒: ``base - hp``
    (if positive) is the damage a 継承召喚 inherits (RULINGS FJ-R05, FJ-R22).

    ``summoned``: entered the board this turn (it may attack only right after). ``inherited``:
    it came by 継承召喚 (succession summon), which unlike a plain summon may still rotate
    that turn unless the shikigami it replaced had rotated or attacked (FJ-R28)."""

    __slots__ = ("owner", "cid", "card", "orient", "hp", "base", "attacked", "rotated",
                 "summoned", "hidden_by", "inherited")

    def __init__(self, owner: int, cid: str, orient: int, hp: int, base: int,
                 attacked: bool = False, rotated: bool = False, summoned: bool = False,
                 hidden_by: int | None = None, inherited: bool = False) -> None:
        self.owner = owner
        self.cid = cid
        self.card: Card = CARDS[cid]
        self.orient = orient
        self.hp = hp
        self.base = base
        self.attacked = attacked
        self.rotated = rotated
        self.summoned = summoned
        self.hidden_by = hidden_by
        self.inherited = inherited

    def copy(self) -> "Piece":
        p = Piece.__new__(Piece)
        p.owner = self.owner
        p.cid = self.cid
        p.card = self.card
        p.orient = self.orient
        p.hp = self.hp
        p.base = self.base
        p.attacked = self.attacked
        p.rotated = self.rotated
        p.summoned = self.summoned
        p.hidden_by = self.hidden_by
        p.inherited = self.inherited
        return p

    @property
    def seiatsu(self) -> int:
        return seiatsu_of(self.hp, self.hidden_by is not None)

    def to_json(self) -> dict:
        d = {"owner": self.owner, "card": self.cid, "orient": ORIENTS[self.orient],
             "hp": self.hp, "base": self.base, "attacked": self.attacked,
             "rotated": self.rotated, "summoned": self.summoned,
             "hidden_by": self.hidden_by}
        if self.inherited:      # only then: positions saved before FJ-R28 keep their digest
            d["inherited"] = True
        return d

    @classmethod
    def from_json(cls, d: dict) -> "Piece":
        return cls(d["owner"], d["card"], ORIENTS.index(d["orient"]), d["hp"], d["base"],
                   d["attacked"], d["rotated"], d["summoned"], d["hidden_by"],
                   d.get("inherited", False))

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"Piece({self.owner},{self.cid},{ORIENTS[self.orient]},hp={self.hp})"


def owned(q: "Piece") -> tuple[str, str]:
    """(ja, en) of a shikigami with its owner: both players may own the same card, so
    the log always says whose it is."""
    return f"{PLAYER_JA[q.owner]}の{q.card.name_ja}", f"{PLAYER_EN[q.owner]}'s {q.card.name_en}"
