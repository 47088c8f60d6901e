"""Moments of a 鬼調伏 game, in rules terms: a seat free to draw, challenge or retreat; an
action that ends the round; a round about to be judged; and a plausible player that
reaches such moments the way real rounds do (screenshots and the bench seek them).
Also where, in the events of one action, a round ends and what the next one's set-up
deals (:func:`clean_up_at`, :func:`dealing`): the table plays the judgement over the old
round and deals the new one piece by piece."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from ...engine import CardDrawn, Shuffled
from . import actions as A
from .events import Judged, OmenRevealed, OniAppeared, RoundStarted


def free_turn(seat: int, more: Callable = lambda v: True) -> Callable:
    """A test of a state: ``seat`` is to draw, challenge or retreat, nothing else pending
    (and ``more(view)`` holds)."""
    def stop(s) -> bool:
        v = s.view(seat)
        return v.phase == "turn" and v.decision is None and v.to_move == seat and more(v)
    return stop


def round_ender(s):
    """An action that ends the round now (its events hold the judgement), or None."""
    return next((a for a in s.legal_actions() if any(isinstance(e, Judged) for e in s.clone().apply(a))), None)


def before_judgement(s) -> bool:
    """A round about to be judged, three challengers or more, past the first round."""
    v = s.view(None)
    if v.phase != "turn" or v.round < 2 or sum(c.status == "chal" for c in v.cands) < 3:
        return False
    return round_ender(s) is not None


def lively(state, rng: random.Random):
    """A plausible player: draws while well under the oni, then challenges (or retreats),
    so positions look like real rounds."""
    legal = list(state.legal_actions())
    p = state.to_move()
    v = state.view(p)
    if v.phase == "turn" and v.decision is None and p is not None:
        c = v.cands[p]
        spirit = c.reiryoku if c.reiryoku is not None else c.visible_reiryoku
        draws = [a for a in legal if isinstance(a, A.Draw) and a.k == 1]
        if draws and spirit < v.taikyu - 4 - rng.randrange(3):
            return draws[0]
        return rng.choice([a for a in legal if not isinstance(a, A.Draw)] or legal)
    return rng.choice(legal)


# -- a round's end within one action's events --------------------------------------------------
def clean_up_at(events) -> int | None:
    """Where ``events`` end their round: the clean-up (the bottles shuffled back into their
    deck); the events after it set up the next round. None when the round goes on."""
    return next((i for i, e in enumerate(events) if isinstance(e, Shuffled) and e.zone == A.BOTTLE_DECK), None)


def judgement_in(events):
    """The judgement among ``events`` (a ``JudgementView``), or None."""
    return next((e.judgement for e in events if isinstance(e, Judged)), None)


@dataclass(frozen=True, slots=True)
class Dealing:
    """What a round's set-up deals (from the events after the clean-up): the places it
    fills (the oni, omens, the seal), whether a bottle goes to the oni (呑霊鬼), the star
    cards and bottles it takes from the decks, each seat's bottles, the rounds it starts."""
    places: frozenset
    oni_bottle: bool
    star_cards: int
    bottles: int
    seat_bottles: tuple[tuple[int, int], ...]
    rounds: int


def dealing(events) -> Dealing:
    places, oni_bottle, stars, bottles, seats, rounds = set(), False, 0, 0, {}, 0
    for e in events:
        if isinstance(e, OniAppeared):
            places.add(A.THE_ONI)
        elif isinstance(e, OmenRevealed):
            places.add(A.omen(e.slot))
            stars += 1
        elif isinstance(e, CardDrawn) and e.src == A.BOTTLE_DECK:
            bottles += 1
            if e.dst == A.THE_ONI:
                oni_bottle = True
            elif e.dst == A.THE_SEAL:
                places.add(A.THE_SEAL)
            elif e.dst.kind == "bottles":
                seats[e.dst.seat] = seats.get(e.dst.seat, 0) + 1
        elif isinstance(e, RoundStarted):
            rounds += 1
    return Dealing(frozenset(places), oni_bottle, stars, bottles, tuple(sorted(seats.items())), rounds)
