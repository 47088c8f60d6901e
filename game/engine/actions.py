"""Actions: small frozen values with a text form that round-trips.

Every game defines its actions as ``@dataclass(frozen=True, slots=True)``
subclasses of :class:`Action` and one ``parse_action(text)`` function. The
text form is what saves, replays and logs store, so ``parse(a.text()) == a``
must hold for every legal action (tests check it).

For the drag-and-drop layer every action may name where a gesture starts
(``source``) and where it ends (``target``) as short *place ids* such as
``"hand:3"``, ``"cell:b2"`` or ``"button:end"``. The table maps its sprites
to the same ids, so it can ask "which legal actions start from the picked
sprite" without knowing the game's rules.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every game's actions."""

    def text(self) -> str:
        raise NotImplementedError

    @property
    def source(self) -> str | None:
        """Place id where the gesture for this action starts (None: a button)."""
        return None

    @property
    def target(self) -> str | None:
        """Place id where the gesture ends (None: dropping anywhere / no drop)."""
        return None

    def __str__(self) -> str:
        return self.text()
