"""A table given ``ai_seed`` (tests, screenshots, the bench) plays the same game each time,
yet each computer move rolls anew: the seed is not the same on every move (a random
choice repeated on every move would take a free action forever)."""
from __future__ import annotations

import pytest

from game import games
from game.engine.thinker import InlineThinker
from tests.framework import toy_table
from tests.framework.test_toy_table import TOY
from tests.gestures import frames

CPU = {"kind": "computer", "level": "easy"}


@pytest.fixture()
def app(table_app, monkeypatch):
    monkeypatch.setattr(games, "GAMES", games.GAMES + (TOY,))
    return table_app


def seeds_of(app, options, moves=6):
    tb = toy_table.Table.start(app, [CPU] * 3, options)
    tb.flow.thinker = th = InlineThinker()
    seen = []
    real = th.start

    def start(state, player, spec):
        seen.append(spec.seed)
        return real(state, player, spec)
    th.start = start
    for _ in range(400):
        if len(seen) >= moves or tb.state.result() is not None:
            break
        frames(app, 1)
    return seen, list(tb.record.actions)


def test_each_move_rolls_anew_and_the_game_repeats(app):
    seeds, actions = seeds_of(app, {"seed": 4, "inline_thinker": True, "ai_seed": 9})
    assert len(seeds) >= 3 and len(set(seeds)) == len(seeds)
    again, actions_again = seeds_of(app, {"seed": 4, "inline_thinker": True, "ai_seed": 9})
    assert again == seeds and actions_again[:len(actions)] == actions[:len(actions_again)]


def test_without_ai_seed_the_computer_is_unseeded(app):
    seeds, _ = seeds_of(app, {"seed": 4, "inline_thinker": True}, moves=2)
    assert seeds and all(s is None for s in seeds)
