"""Issue 5: "Any finished or saved game can be watched" — a finished game is kept
as a replay and listed; a game in progress is listed from its autosave."""
from __future__ import annotations

import random

from game import saves
from game.fujin import table as fujin_table
from game.fujin.table import smoke
from game.scenes.replays import ReplaysScene, ReplayViewer


def test_finished_game_is_kept_as_a_replay_and_plays_back(app):
    smoke(app, seed=7, actions=100_000)
    tb = next(s for s in app.stack if isinstance(s, fujin_table.FujinTable))
    assert tb.finished
    files = saves.list_replays()
    assert len(files) == 1
    loaded = saves.load_replay(files[0])
    assert loaded.ok and loaded.record.digest() == tb.record.digest()
    scene = ReplaysScene(app)
    app.stack.clear_to(scene)
    assert any(i.key == f"file:{files[0].name}" for i in scene.menu.items)


def test_game_in_progress_can_be_watched(app):
    seats = [{"kind": "human", "level": None}] * 2
    tb = fujin_table.FujinTable(app, seats, {"seed": 5})
    app.stack.clear_to(tb)
    rng = random.Random(5)
    for _ in range(15):
        la = tb.state.legal_actions()
        tb.flow.play(la[rng.randrange(len(la))])
    assert saves.flush_autosaves()
    scene = ReplaysScene(app)
    app.stack.clear_to(scene)
    assert scene.menu.items[0].key == "save:fujin"
    assert scene.open_save(saves.list_resumable()[0])
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewer)
    assert viewer.record.actions == tb.record.actions
