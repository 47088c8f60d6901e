"""Every table layout keeps its panels, buttons and play areas apart.

Issue 12 found buttons and chips drawn over board cells; the cure is that
every panel has its own zone in the TMX. This guards every game's layouts at
once: two zones either do not touch or one holds the other (a seat zone holds
its name plate), and every zone lies inside the window the layout is drawn for.
"""
from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

import pytest

from game.ui.layout import Layout, Zone, load_layout

TABLES = sorted(p.stem for p in (Path(__file__).parents[2] / "levels" / "tables").glob("*.tmx"))


@pytest.mark.parametrize("name", TABLES)
def test_zones_nest_or_stay_apart_inside_the_window(name):
    layout = load_layout(name)
    assert layout.crossing() == []
    assert layout.outside() == []


def test_a_button_reaching_into_the_board_is_caught():
    zones = {"board": Zone("board", "", (400, 100, 480, 480)),
             "seat": Zone("seat", "", (0, 0, 300, 200)),
             "seat.name": Zone("seat.name", "", (10, 10, 100, 20)),
             "end_button": Zone("end_button", "", (860, 560, 160, 56)),
             "log": Zone("log", "", (1200, 0, 120, 100))}
    layout = Layout("synthetic", (1280, 720), MappingProxyType(zones))
    assert layout.crossing() == [("board", "end_button")]
    assert layout.outside() == ["log"]
