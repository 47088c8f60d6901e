"""The UI fuzzer's short run in the suite: every mode of every table (hot seat, against
the computer, every seat count, solo, the guided first game, a campaign's menu, a
replay) driven by the events a person makes, with the invariants, the replay and the
window's bounds checked after each. ``python -m game.bench uifuzz`` runs the long one."""
from __future__ import annotations

import pytest

from game import games
from game.bench import uifuzz, uimodes

STEPS = 90


@pytest.mark.parametrize("code", [g.code for g in games.GAMES if g.playable])
def test_stray_input_never_breaks_any_mode_of_the_table(code):
    modes = uimodes.modes(games.get(code))
    assert any(m.kind == "tutorial" for m in modes) and any(m.kind == "replay" for m in modes)
    for i, mode in enumerate(modes):
        res = uifuzz.run(mode, seed=101 + i, steps=STEPS)
        assert res.failure is None, (
            f"{mode.name}: {res.failure.error} at {res.failure.where}\n{getattr(res.failure, 'trace', '')}\n"
            f"replay: uifuzz.replay_steps({res.failure.mode!r}, {res.failure.seed}, {res.failure.plies}, "
            f"{res.failure.steps!r})")
        assert res.events >= 1


def test_a_failure_is_shrunk_to_the_steps_that_matter(monkeypatch):
    """The shrinker keeps only what reproduces the same fault in the same place."""
    from game.ui.table.table import GameTable
    real = GameTable.handle

    def fragile(table, event):
        if getattr(event, "button", 0) == 2 and event.type == 1025 and event.pos[0] < 300:
            raise ZeroDivisionError("a middle click on the left")
        return real(table, event)
    monkeypatch.setattr(GameTable, "handle", fragile)
    mode = uimodes.find("fujin:2p-vs-cpu")     # no curtain to click away first
    noise = [["move", 700, 400, False], ["key", "tab", False], ["frames", 2, 0.05], ["down", 900, 300, 1],
             ["up", 900, 300, 1], ["wheel", 1]]
    steps = noise + [["down", 100, 200, 2]] + noise
    res = uifuzz.run(mode, 5, plies=0, script=steps)
    assert res.failure is not None and res.failure.error == "ZeroDivisionError"
    small = uifuzz.shrink(res.failure, budget_s=60)
    assert small.steps == [["down", 100, 200, 2]]
    again = uifuzz.replay_steps(small.mode, small.seed, small.plies, small.steps)
    assert again.failure is not None and again.failure.where == res.failure.where
