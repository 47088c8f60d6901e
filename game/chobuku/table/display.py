"""What the 鬼調伏 table draws between two views: ``Disp``, a mutable copy of a
``ChobukuView`` that the mirror changes one event at a time (a bottle lands in a row,
an omen goes to 星の定め, a status badge changes); when the queue is done the board
re-syncs it from the new view, so a missed detail never lingers. Nothing here computes
a rule: numbers the rules derive (霊力, 鬼体力, a bottle's 霊力) come from the view
after the action, or from the judgement the rules recorded.

One action can end a round: the last challenge, the judgement, the clean-up and the
next round's set-up arrive as one batch of events. The judgement plays over the old
board; at the clean-up (the bottles shuffled) the display jumps to the view after the
batch with everything the set-up deals still *hidden* (the oni, the omens, the
initial bottles), and each of those appears as its event lands.
"""
from __future__ import annotations

from dataclasses import fields

from game.chobuku.rules.cards import BOTTLE_COLOUR, BOTTLE_VALUE
from game.chobuku.rules.moments import dealing
from game.engine import Place

#: the bottle 呑霊鬼 takes, shown on the oni
ONI_BOTTLE = Place("oni", None, "bottle")


class Copy:
    """A mutable copy of a frozen view value: its fields, tuples as lists."""

    def __init__(self, frozen=None, **more) -> None:
        if frozen is not None:
            for f in fields(frozen):
                value = getattr(frozen, f.name)
                setattr(self, f.name, list(value) if isinstance(value, tuple) else value)
        self.__dict__.update(more)


def bottle(b: str | None, face_down: bool = False) -> Copy:
    """A bottle as it lands from the deck, before the view after the move says more."""
    if b is None:
        return Copy(id=None, colour=None, value=None, power=None, sealed=False, face_down=True, initial=False)
    return Copy(id=b, colour=BOTTLE_COLOUR[b], value=BOTTLE_VALUE[b], power=None, sealed=False,
                face_down=face_down, initial=False)


class Seat(Copy):
    def __init__(self, cand) -> None:
        super().__init__(cand)
        self.bottles = [Copy(b) for b in cand.bottles]
        self.arriving = 0            # bottles at the end of the row not landed yet

    def shown_bottles(self) -> list:
        return self.bottles[:len(self.bottles) - self.arriving] if self.arriving else self.bottles


class Disp(Copy):
    def __init__(self, view) -> None:
        super().__init__(view)
        self.view = view
        self.viewer = view.player
        self.cands = [Seat(c) for c in view.cands]
        #: what the set-up has not dealt yet (places, and "oni_bottle")
        self.hidden: set = set()

    def shows(self, what) -> bool:
        return what not in self.hidden


def arrivals(disp: Disp, events) -> None:
    """Hide in ``disp`` (the view after the batch) what the set-up in ``events`` still has
    to deal (the rules' ``moments.dealing``), each piece shown again as its event lands."""
    deal = dealing(events)
    disp.hidden |= deal.places | ({"oni_bottle"} if deal.oni_bottle else set())
    disp.star_deck += deal.star_cards
    disp.bottle_deck += deal.bottles
    for seat, n in deal.seat_bottles:
        disp.cands[seat].arriving += n
    disp.round -= deal.rounds
