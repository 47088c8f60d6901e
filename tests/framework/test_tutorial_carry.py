"""A lesson step that asks for a drag points at the card, then, once it is held, where it goes."""
from types import SimpleNamespace

from game.engine import Place
from game.ui.tutorial import carry


def test_carry_points_at_the_card_then_at_where_it_goes():
    target = carry("hand:O-002", "cell:c1")
    table = SimpleNamespace(drag=SimpleNamespace(held=None))
    assert target(table) == "hand:O-002"
    table.drag.held = Place.parse("cell:b2")
    assert target(table) == "hand:O-002"
    table.drag.held = Place.parse("hand:O-002")
    assert target(table) == "cell:c1"
