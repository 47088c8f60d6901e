"""The focus ring picks a ``button:`` place that is not a Button widget (a token lying on
the table, such as a ±2 to drag onto a seat) like any card; a real Button is pressed."""
from __future__ import annotations

from game.ui.table.keys import KeyRing


class _Drag:
    def __init__(self) -> None:
        self.focus = None
        self.picked = []

    def pick(self, place):
        self.picked.append(place)
        return True


class _Button:
    def __init__(self) -> None:
        self.pressed = 0

    def press(self):
        self.pressed += 1
        return True


class _Table:
    def __init__(self) -> None:
        self.drag = _Drag()
        self.buttons = {"end": _Button()}

    def input_blocked(self):
        return False

    def ring(self):
        return ["button:fortune+2", "button:end"]

    def key_pick(self, place):
        return False


def test_a_token_is_picked_and_a_button_is_pressed():
    tb = _Table()
    keys = KeyRing(tb)
    assert keys.pick("button:fortune+2") and tb.drag.picked == ["button:fortune+2"]
    assert keys.pick("button:end") and tb.buttons["end"].pressed == 1 and tb.drag.picked == ["button:fortune+2"]
