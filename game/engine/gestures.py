"""What a gesture at the table means, decided by the rules.

A gesture is a card picked up at one place and put down at another (or a
click on a place, ``target`` None), maybe turned to a ``facing`` on the way.
The table asks the state (:meth:`GameState.gesture`) and gets either the legal
actions it stands for (one: play it; several: the player chooses) or the
rules' refusal, the most specific of those of every action the gesture could
have meant (the game's ``means``). The drop, "why not", the lit targets and
keyboard play all go through here, so no table re-derives a rule.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from .actions import Action
from .errors import IllegalAction
from .places import Place

#: what a gesture comes to: the legal actions it stands for, or why it is refused
Gesture = tuple[Action, ...] | IllegalAction

#: the refusal when nothing the rules know fits the gesture (shown for a drop, not a click)
NOTHING_THERE = IllegalAction("そこには置けません。", "You cannot put it there.", specificity=-1)


def sources(legal: Iterable[Action]) -> set[Place]:
    """Places a gesture may start from now (buttons are pressed, not dragged)."""
    return {a.source for a in legal if a.source is not None and not a.source.is_button}


def targets(legal: Iterable[Action], source: Place) -> frozenset[Place]:
    """Where the card picked up at ``source`` may go: the places to light."""
    return frozenset(a.target for a in legal if a.source == source and a.target is not None)


def matching(legal: Sequence[Action], source: Place | None, target: Place | None, facing: Any = None
             ) -> list[Action]:
    """The legal actions a gesture stands for:

    * a drop of ``source`` on ``target``: those from ``source`` ending there, else (a drop
      away from the source) those from ``source`` that may be dropped anywhere;
    * a press of ``source`` (``target`` None: a button, a thing that acts by itself):
      those from ``source`` with no target;
    * an answer at ``target`` (``source`` None: a click on a place a decision asks for):
      those ending there that start nowhere else.

    A held ``facing`` keeps the actions that face that way (and those with no facing)."""
    if source is None:
        found = [a for a in legal if a.target == target and a.source in (None, target)]
    elif target is None:
        found = [a for a in legal if a.source == source and a.target is None]
    else:
        acts = [a for a in legal if a.source == source]
        found = [a for a in acts if a.target == target]
        if not found and target != source:
            found = [a for a in acts if a.target is None]
    if facing is not None:
        found = [a for a in found if getattr(a, "facing", None) in (None, facing)]
    return found


def most_specific(refusals: Iterable[IllegalAction | None]) -> IllegalAction | None:
    """The refusal that tells the most about the gesture (the first of the most specific)."""
    best: IllegalAction | None = None
    for r in refusals:
        if r is not None and (best is None or r.specificity > best.specificity):
            best = r
    return best


def decide(state, seat: int, source: Place | None, target: Place | None, facing: Any,
           means: Callable[..., Sequence[Action]]) -> Gesture:
    """The shared rule of every game's gestures (see the module doc)."""
    if state.to_move() != seat:
        return IllegalAction("今はあなたの番ではありません。", "It is not your turn.",
                             specificity=IllegalAction.GENERAL)
    found = matching(state.legal_actions(), source, target, facing)
    if found:
        return tuple(found)
    refusal = most_specific(state.explain(a) for a in means(seat, source, target, facing))
    return refusal if refusal is not None else NOTHING_THERE
