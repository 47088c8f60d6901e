"""A game's other way in (its catalogue ``entries``, e.g. a solo campaign) has a scene
name of its own, ``<code>-<entry>``: the registry hands the entry to the game's table
``screenshot_scene`` as the variant."""
from __future__ import annotations

import pytest

from game import games
from game.scenes import registry
from tests.framework import toy_table

TOY = games.GameInfo("toy", "トリオ", "Trio", (3, 3), "", "", state="tests.framework.toy_rules:TrioState",
                     table="tests.framework.toy_table", agents="tests.framework.toy_rules:make_agent",
                     entries=(("trial", "試し", "Trial", "tests.framework.toy_table:Table"),))


def test_an_entry_is_a_scene_name(table_app, monkeypatch):
    monkeypatch.setattr(games, "GAMES", games.GAMES + (TOY,))
    seen = []
    real = toy_table.screenshot_scene
    monkeypatch.setattr(toy_table, "screenshot_scene",
                        lambda app, seed=1, variant=None: seen.append(variant) or real(app, seed, None))
    assert "toy-trial" in registry.names()
    scenes = registry.build(table_app, "toy-trial")
    assert seen == ["trial"] and isinstance(scenes[0], toy_table.TrioTable)
    with pytest.raises(KeyError):
        registry.build(table_app, "toy-nothing")
