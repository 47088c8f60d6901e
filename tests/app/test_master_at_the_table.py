"""名人 / Master at the table: chosen at seat setup, the seat thinks as master (in the worker,
like every level) and the table shows it thinking. Master thinks longest (up to 3 s a
move), so a table that showed nothing would look frozen."""
from __future__ import annotations

import importlib

import pytest

from tests.gestures import frames

MASTER = {"kind": "computer", "level": "master"}


class HeldThinker:
    """A thinker that takes the job and keeps thinking, so the frames while it thinks can
    be looked at."""

    def __init__(self) -> None:
        self.specs: list = []

    @property
    def busy(self) -> bool:
        return bool(self.specs)

    def start(self, state, player, spec) -> int:
        self.specs.append(spec)
        return len(self.specs)

    def poll(self):
        return None

    def cancel(self) -> None:
        """Nothing runs elsewhere to stop."""

    def close(self) -> None:
        """Nothing runs elsewhere to close."""


@pytest.mark.parametrize("code", ["fujin", "hakusura", "zintrigger", "chobuku"])
def test_a_master_seat_thinks_as_master_and_the_table_shows_it(table_app, code):
    table = importlib.import_module(f"game.{code}.table")
    tb = table.start(table_app, [MASTER, MASTER], {"seed": 5})
    held = HeldThinker()
    turns = tb.flow if hasattr(tb, "flow") else tb      # the game table's flow, or the scene's own
    turns.thinker = held
    assert all("名人" in name for name in tb.names), tb.names
    for _ in range(600):
        if held.specs:
            break
        frames(table_app, 1)
    assert held.specs, "the computer's seat never began to think"
    assert {s.level for s in held.specs} == {"master"}
    assert turns.thinking
    frames(table_app, 3)
    table_app.draw()                # the seat's chip drawn with 考え中 while master thinks
    assert turns.thinking and len(held.specs) == 1
