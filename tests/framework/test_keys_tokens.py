"""The focus ring picks a ``button`` place that is not a control (a token lying on the
table, such as a ±2 to drag onto a seat) like any card; a real control is pressed."""
from __future__ import annotations

import pytest

from game import games
from game.engine import Place, button
from tests.framework import toy_table
from tests.framework.test_toy_table import SEATS, TOY
from tests.gestures import pass_curtain


@pytest.fixture()
def app(table_app, monkeypatch):
    monkeypatch.setattr(games, "GAMES", games.GAMES + (TOY,))
    return table_app


def test_a_token_is_picked_and_a_control_is_pressed(app, monkeypatch):
    tb = toy_table.Table.start(app, SEATS, {"seed": 3, "inline_thinker": True, "ai_seed": 1})
    pass_curtain(app)
    token = Place("button", None, "fortune+2")
    monkeypatch.setattr(tb.keys, "ring", lambda: [token, button("end")])
    picked, pressed = [], []
    monkeypatch.setattr(tb.drag, "pick", lambda place, *a, **k: picked.append(place) or True)
    monkeypatch.setattr(tb.controls.button("end"), "press", lambda: pressed.append(1) or True)
    assert tb.keys.pick(token) and picked == [token] and not pressed
    assert tb.keys.pick(button("end")) and pressed == [1] and picked == [token]
