"""Places: where a gesture starts and ends, as values.

A place names a spot of a game's table in the rules' own terms: a card in a
seat's hand, a cell of the board, an edge of a character, a button. Actions
name theirs (``Action.source`` / ``Action.target``), the table maps its
sprites to the same values, and nobody takes a string apart to find out
which seat or card is meant.

``Place(kind, seat, key)``: ``kind`` says what sort of spot (``"hand"``,
``"cell"``, ``"button"``...), ``seat`` whose it is (None: nobody's, or the
table's), ``key`` which one of that sort (a card id, a cell name, an index;
None for a whole zone). The text form ``kind[@seat][:key]`` round-trips
(``hand@0:kogeki``, ``cell:b2``, ``yokai:1``, ``button:end``) for tests,
tutorial scripts and logs; an all-digit key reads back as an int.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Place:
    kind: str
    seat: int | None = None
    key: str | int | None = None

    def text(self) -> str:
        out = self.kind
        if self.seat is not None:
            out += f"@{self.seat}"
        if self.key is not None:
            out += f":{self.key}"
        return out

    def __str__(self) -> str:
        return self.text()

    @property
    def is_button(self) -> bool:
        return self.kind == "button"

    def zone(self) -> "Place":
        """The whole zone this place lies in (the same kind and seat, no key)."""
        return Place(self.kind, self.seat)

    @classmethod
    def parse(cls, text: str) -> "Place":
        """Inverse of :meth:`text`; ValueError on anything else."""
        if not isinstance(text, str) or not text:
            raise ValueError(f"not a place: {text!r}")
        head, sep, key = text.partition(":")
        kind, at, seat = head.partition("@")
        if not kind or (at and not seat.isdigit()) or (sep and not key):
            raise ValueError(f"not a place: {text!r}")
        return cls(kind, int(seat) if at else None,
                   (int(key) if key.isdigit() else key) if sep else None)


def button(name: str) -> Place:
    """The place of a table button (``end``, ``pass``): actions a gesture cannot drag."""
    return Place("button", None, name)
