"""Statistics and replays for every mode 鬼調伏 is played in: hot seat (people only, 2–5),
people and computers, and computers only; each finished game is counted under its mode
and kept as a replay whose viewer never shows a hidden shikigami before the end."""
from __future__ import annotations

import random

import pytest

from game import saves, stats
from game.chobuku.table import Table, faces
from game.ui.curtain import CurtainScene
from tests.chobuku_ui.helpers import CPU, HUMAN
from tests.gestures import frames


def play_out(app, tb, seed: int, limit: int = 3000) -> None:
    """People's moves straight into the table (a lively random choice); curtains passed."""
    rng = random.Random(seed)
    for _ in range(limit):
        if tb.finished:
            return
        if isinstance(app.stack.top, CurtainScene):
            app.stack.top._ready()
            frames(app, 1)
            continue
        if tb.my_turn() and not tb.timeline.busy:
            while app.stack.top is not tb and not isinstance(app.stack.top, CurtainScene):
                app.stack.pop()
            tb.flow.play(Table.spec.lively(tb.state, rng))
        frames(app, 1)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seats, mode", [
    ([HUMAN, HUMAN], "hotseat"),
    ([HUMAN] * 5, "hotseat"),
    ([HUMAN, CPU, CPU, CPU], "vs-cpu"),
    ([CPU, CPU, CPU], "cpu-vs-cpu"),
])
def test_every_mode_keeps_statistics_and_a_replay(app, seats, mode):
    tb = Table.start(app, seats, {"seed": 5 + len(seats), "inline_thinker": True, "ai_seed": 1,
                                  "players": len(seats), "characters": "basic"})
    assert tb.mode() == mode
    play_out(app, tb, len(seats))
    assert tb.finished and app.stack.top.name == "result"
    summary = stats.summary("chobuku")[mode]
    assert summary.games == 1
    assert sum(sum(r.values()) for r in summary.by_seat.values()) == len(seats)
    replays = [p for p in saves.list_replays() if "chobuku" in p.name]
    assert len(replays) == 1
    record = saves.load_replay(replays[0]).record
    assert record.actions == tb.record.actions
    viewer = Table.viewer_for(app, record)
    for i in range(1, len(record)):
        viewer.ending.seek(record, i)
        for _ in range(3):
            viewer.update(0.5)
        assert all(c.slot in (None, "hidden") or c.slot_up for c in viewer.view.cands), i
        assert all(s.card == faces.SHIKI_BACK or s.face_up for k, s in viewer.board.sprites.items() if k.kind == "slot")
