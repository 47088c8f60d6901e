"""The one shape of a pending decision, for every game.

Whenever the rules wait for a particular choice (answer an attack, order the
counters, pick the cards to keep), the state says so with a :class:`Decision`:
its ``kind`` (the game's own name), the ``seat`` that decides, the ``places``
on the table where the answers lie (the table pulses them and answers a click
there), and a ``prompt`` in both languages. ``chooser`` marks a decision whose
answers are not places (a list to pick from): the table opens a chooser over
the legal actions. A decision is public: every seat sees that it is pending
and who decides, never more than the deciding seat's view allows.
"""
from __future__ import annotations

from dataclasses import dataclass

from .places import Place


@dataclass(frozen=True, slots=True)
class Decision:
    kind: str
    seat: int
    places: tuple[Place, ...] = ()
    prompt: tuple[str, str] = ("", "")
    chooser: bool = False

    def text(self, lang: str) -> str:
        return self.prompt[1] if lang == "en" else self.prompt[0]
