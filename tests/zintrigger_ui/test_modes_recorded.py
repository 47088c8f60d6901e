"""Statistics and replays for every mode of ジントリガー: a 2-player game, a 2-vs-2 game and
Bambooshoot, each played to its end at the table, are counted in their own mode (named
in both languages), with how they ended; each is kept as a replay that the replay viewer
shows on the same table, read-only, from the start to the final count."""
from __future__ import annotations

import pytest

from game import i18n, saves, stats
from game.scenes.replays import ReplayViewer
from tests.gestures import frames

CPU = {"kind": "computer", "level": "easy"}    # (a seeded "random" would swap forever: X is free)


@pytest.mark.parametrize("players, mode", [(2, "cpu-vs-cpu"), (4, "team-cpu-vs-cpu"), (1, "bambooshoot")])
def test_each_mode_is_counted_and_replayed(app, players, mode):
    from game.zintrigger.table import Table
    tb = Table.start(app, [CPU] * players, {"seed": 11, "players": players, "inline_thinker": True,
                                            "ai_seed": 11, "undo": False})
    assert tb.mode() == mode
    for _ in range(6_000):
        if tb.finished:
            break
        frames(app, 1)
    assert tb.finished, "the game never ended"
    result = tb.state.result()
    summary = stats.summary("zintrigger")
    assert list(summary) == [mode] and summary[mode].games == 1
    recent = stats.Stats().recent("zintrigger")[-1]
    assert recent["mode"] == mode and recent["reason"] == result.reason
    for lang in ("ja", "en"):
        i18n.set_lang(lang)
        assert i18n.t(f"saves.mode.{mode}") != f"saves.mode.{mode}"
        fig = f"saves.fig.zintrigger.reason={result.reason}"
        assert i18n.t(fig) != fig
        assert tb.words.reason(result.reason) == i18n.t(fig)
    i18n.set_lang("ja")
    from game.scenes.stats import StatsScene, figure_label
    counters = summary[mode].counters
    assert counters and all(figure_label("zintrigger", k) != k.replace("=", ": ") for k in counters), counters
    app.stack.push(StatsScene(app, "zintrigger"))        # the statistics screen shows the mode
    frames(app, 2)
    app.stack.pop()
    if players > 1:
        assert tb.board.reveal is not None and tb.board.reveal.total > 0, "the final count, card by card"
    paths = saves.list_replays()
    assert len(paths) == 1
    record = saves.load_replay(paths[0]).record
    assert record.actions == tb.record.actions
    viewer = ReplayViewer(app, record)
    app.stack.clear_to(viewer)
    assert isinstance(viewer.table, Table) and viewer.table.read_only
    for k in (0, viewer.n // 2, viewer.n):
        viewer.seek(k)
        frames(app, 2)
        assert viewer.table.state.to_move() is None or k < viewer.n
    assert viewer.table.state.result() is not None
