"""A display model's copy of a frozen view value (``game.ui.table.mirror.Copy``): the
mirror changes it one event at a time, so its fields are its own and tuples are lists."""
from __future__ import annotations

from dataclasses import dataclass

from game.ui.table.mirror import Copy


@dataclass(frozen=True)
class Seat:
    seat: int
    bottles: tuple = ()


def test_a_copy_has_the_views_fields_tuples_as_lists_and_more_of_its_own():
    frozen = Seat(1, ("ka6", "do5"))
    c = Copy(frozen, arriving=2)
    assert (c.seat, c.bottles, c.arriving) == (1, ["ka6", "do5"], 2)
    c.bottles.append("sui3")
    c.seat = 2
    assert frozen == Seat(1, ("ka6", "do5"))                       # the view is left as it was
    assert vars(Copy(id=None, face_down=True)) == {"id": None, "face_down": True}
