"""``--screenshot --scene hakusura[:variant]`` and ``hakusura-campaign`` render: a seeded
mid-battle position (a pick to make), a gesture in progress, the campaign scene."""
from __future__ import annotations

import pytest

from game.screenshot import render


@pytest.mark.parametrize("name", ["hakusura", "hakusura:drag", "hakusura:solo", "hakusura-campaign"])
def test_scene_renders(app, name):
    surface = render(app, name, seed=2, frames=2)
    top = app.stack.top
    assert surface.get_size() == (1280, 720)
    if name == "hakusura-campaign":
        assert top.name == "hakusura-campaign"
    else:
        assert top.name == "hakusura" and top.state.result() is None
        assert top.view.pending is not None and top.view.pending.kind == "pick"
    if name == "hakusura:drag":
        assert top.drag.holding and str(top.drag.hover) == f"slot@{top.bottom}"
