"""The decision panel as a person clicks it: a long list of choices (Bambooshoot's items,
added one by one) stays inside its panel at every scale, and the buttons left after a
pick stay where they were, so the second click picks what it was aimed at."""
from __future__ import annotations

import pytest

from tests.gestures import click, frames
from tests.zintrigger_ui.driver import perform, settle

SOLO = [{"kind": "human", "level": None}]


def _to_the_items(app, tb) -> None:
    """Through the set-up's other decisions (the first choice each time) to the items."""
    for _ in range(40):
        settle(app, tb)
        p = tb.view.pending
        if p is not None and p.kind == "add":
            return
        perform(app, tb, tb.state.legal_actions()[0])
        frames(app, 2)
    raise AssertionError(f"no item list: {tb.view.pending}")


def _buttons(tb) -> dict[str, object]:
    return {tb.controls.button(n).opt.action.text(): tb.controls.button(n) for n in tb.board.panel.names}


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_item_list_stays_inside_its_panel_and_in_place(app, scale):
    from game.zintrigger.table import Table
    app.settings.ui_scale = scale
    app.apply_ui_scale()
    tb = Table.start(app, SOLO, {"seed": 5, "players": 1, "difficulty": 1, "undo": True})
    frames(app, 2)
    _to_the_items(app, tb)
    panel = tb.board.panel.rect
    before = _buttons(tb)
    assert len(before) > 6
    assert all(panel.contains(b.rect) for b in before.values()), [b.rect for b in before.values()]
    first, second = [text for text in before if not text.endswith(" -")][:2]
    aimed_at = before[second].rect.center
    rects = {text: b.rect.copy() for text, b in before.items()}
    click(app, before[first].rect.center)
    settle(app, tb)
    assert tb.record.actions[-1] == first and tb.view.pending.kind == "add"
    after = _buttons(tb)
    assert set(after) == set(rects) - {first}
    assert {text: b.rect for text, b in after.items()} == {text: rects[text] for text in after}
    click(app, aimed_at)                # the second click, where the player saw the item
    settle(app, tb)
    assert tb.record.actions[-1] == second
