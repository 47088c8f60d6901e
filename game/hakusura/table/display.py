"""What the ハクスラ陰陽師 table draws between two views: ``Disp``, a mutable mirror of
the parts of a ``HakusuraView`` that cards move between (hands, the slot, used
cards, shikigami, loot, the empty seat's cards laid). The mirror changes it one
event at a time and the board lays its sprites out again, so a card is never
drawn in two places while it flies; the next view replaces it whole."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import Place


@dataclass
class SeatD:
    hand: list[str]
    slot: list[tuple[str | None, bool]]        # (card, face up)
    used: list[str]
    shiki: list[str]
    flipped: set[str] = field(default_factory=set)


class Disp:
    def __init__(self, view) -> None:
        self.seats: list[SeatD] = []
        for s in view.seats:
            hand = list(s.hand)
            slot: list[tuple[str | None, bool]] = []
            if s.committed:
                if s.pick is not None and s.pick in hand:
                    hand.remove(s.pick)
                slot.append((s.pick, s.pick_open))
            slot += [(c, True) for c in s.playing]
            self.seats.append(SeatD(hand, slot, list(s.used), [k.yokai for k in s.shikigami],
                                    {k.yokai for k in s.shikigami if k.used_up}))
        self.loot = list(view.loot)
        self.flips: dict[Place, str] = {e.at: e.flip for e in view.enemies if e.flip}
        self.phase = view.phase
        self.acted: dict[Place, int] = {}     # the action an enemy has just taken (its strip marks it)
        self.taken: set[str] = set()          # starting shikigami already taken from the offer
