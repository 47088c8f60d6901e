"""A table showing a chosen 鬼調伏 position (built with the rules tests' position helper)."""
from __future__ import annotations

from game.chobuku.table import Table
from tests.chobuku.helpers import position
from tests.chobuku_ui.helpers import CPU, HUMAN


def table_at(app, players: int = 3, seats=None, **kw):
    """A table (person at seat 0, easy computers elsewhere) whose state is ``position(**kw)``."""
    seats = seats or [HUMAN] + [CPU] * (players - 1)
    tb = Table.start(app, seats, {"seed": 3, "undo": True, "inline_thinker": True, "ai_seed": 1,
                                  "players": players, "characters": "basic"})
    pos = position(players=players, **kw)
    tb.state.__dict__.update(pos.__dict__)
    tb.state.edited()
    tb.resync()
    return tb
