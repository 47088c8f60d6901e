"""Games recorded before the table contract changed (``tests/data/replays``, written by
``python -m game selfplay``) still replay move for move to the same final state: a
change to how tables talk to the rules must not change how any game plays."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import games
from game.engine.record import digest, import_replay

DATA = Path(__file__).resolve().parents[1] / "data" / "replays"
EXPECTED = json.loads((DATA / "DIGESTS.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_recorded_game_replays_to_the_same_state(name):
    record = import_replay((DATA / name).read_text(encoding="utf-8"), games.state_classes())
    assert len(record) == EXPECTED[name]["actions"]
    assert record.state.is_over()
    assert digest(record.state) == EXPECTED[name]["digest"]


def test_every_game_has_recorded_replays():
    assert {name.split("-")[0] for name in EXPECTED} == {g.code for g in games.GAMES}
