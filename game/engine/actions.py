"""Actions: small frozen values with a text form that round-trips.

Every game defines its actions as ``@dataclass(frozen=True, slots=True)``
subclasses of :class:`Action` and one ``parse_action(text)`` function. The
text form is what saves, replays and logs store, so ``parse(a.text()) == a``
must hold for every legal action (tests check it).

For the drag-and-drop layer every action may name where a gesture starts
(``source``) and where it ends (``target``) as :class:`~game.engine.places.Place`
values such as ``Place("hand", 0, "T-006")``, ``Place("cell", None, "b2")`` or
``button("end")``. The table maps its sprites to the same places, so it can
ask "which legal actions start from the picked sprite" without knowing the
game's rules. An action that is put down facing a way (a summoned shikigami,
a card played upright or reversed) says which in ``facing``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .places import Place


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every game's actions."""

    def text(self) -> str:
        raise NotImplementedError

    @property
    def source(self) -> Place | None:
        """Where the gesture for this action starts (a button's place for a button)."""
        return None

    @property
    def target(self) -> Place | None:
        """Where the gesture ends (None: dropped anywhere, or no drop)."""
        return None

    @property
    def facing(self) -> Any:
        """The way the card is put down, in the game's own terms (None: no facing)."""
        return None

    def __str__(self) -> str:
        return self.text()
