"""続きから / Continue: the title resumes the autosaved game exactly, with the
same seats, levels and undo option; a broken save is explained and kept aside."""
from __future__ import annotations

import random

from game import saves
from game.fujin import table as fujin_table
from game.scenes.title import TitleScene


def _play_some(app, seats, options, n=12, seed=4):
    tb = fujin_table.FujinTable(app, seats, options)
    app.stack.clear_to(tb)
    rng = random.Random(seed)
    for _ in range(n):
        if tb.state.to_move() is None:
            break
        la = tb.state.legal_actions()
        tb.flow.play(la[rng.randrange(len(la))])
    assert saves.flush_autosaves()
    return tb


def test_continue_restores_state_seats_and_options(app):
    seats = [{"kind": "human", "level": None}, {"kind": "computer", "level": "hard"}]
    before = _play_some(app, seats, {"seed": 11, "undo": False})
    expected = before.state.to_json()
    title = TitleScene(app)
    app.stack.clear_to(title)
    assert title.continue_details()  # mode and progress are shown beside Continue
    title.continue_game()
    resumed = app.stack.top
    assert isinstance(resumed, fujin_table.FujinTable)
    assert resumed.state.to_json() == expected
    assert resumed.seats == seats
    assert resumed.options.get("undo") is False
    assert len(resumed.log.lines) > 1  # the log is rebuilt from the replay


def test_broken_save_is_explained_and_kept_aside(app):
    _play_some(app, [{"kind": "human", "level": None}] * 2, {"seed": 2})
    path = saves.save_path("fujin", "hotseat")
    path.write_text(path.read_text(encoding="utf-8")[:40], encoding="utf-8")
    title = TitleScene(app)
    app.stack.clear_to(title)
    assert not title.playable_saves and title.problem_line()   # shown before anyone clicks
    title.continue_game()                 # nothing to continue: the saved games list explains
    listing = app.stack.top
    listing.open(listing.entries[0])
    assert app.stack.top is listing       # no crash, still in the menus
    assert not path.exists()
    assert list(path.parent.glob("current-fujin--hotseat.json.bad-*"))
    assert listing.entries == []
