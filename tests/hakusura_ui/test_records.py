"""Statistics and replays of every mode: a finished game keeps its replay, which the
replay viewer shows on the same table, read-only and as a spectator (nobody's
face-down pick); the statistics count each mode on its own."""
from __future__ import annotations

from game import saves, stats
from game.hakusura import table
from game.hakusura.rules import actions as A
from game.scenes.replays import ReplayViewer
from tests.gestures import frames
from tests.hakusura_ui.play import CPU, HUMAN, play


def test_a_finished_game_is_counted_and_replayed_as_a_spectator_sees_it(app):
    tb = table.start(app, [HUMAN, CPU], {"seed": 2, "final": "duel", "inline_thinker": True, "ai_seed": 1})
    play(app, tb, until=lambda tb: tb.state.battle >= 2)
    tb.ending.resign()                                    # the person gives up: the end, counted and kept
    frames(app)
    assert tb.finished and app.stack.top.name == "result"
    assert stats.summary("hakusura")["vs-cpu"]
    replays = [p for p in saves.list_replays() if p.name.startswith("hakusura")]
    assert replays
    loaded = saves.load_replay(replays[0])
    assert loaded.record is not None and loaded.record.digest() == tb.record.digest()
    viewer = ReplayViewer(app, loaded.record)
    app.stack.clear_to(viewer)
    vt = viewer.table
    assert type(vt) is type(tb) and vt.read_only and vt.viewer is None and vt.legal() == ()
    first_pick = next(i for i, a in enumerate(loaded.record.actions) if " pick " in a)
    viewer.seek(first_pick + 1)                  # one face-down card lies in a slot
    frames(app)
    seat = "LR".index(loaded.record.actions[first_pick][0])
    assert vt.view.seat(seat).committed and vt.view.seat(seat).pick is None
    slot = vt.board.sprite_at(A.slot(seat))
    assert slot is not None and not slot.face_up and getattr(slot, "peek", None) is None
    app.draw()
    viewer.seek(len(loaded.record))
    frames(app)
    app.draw()


def test_seat_setup_starts_the_table_and_offers_the_guided_game(app):
    from game.scenes.setup import SetupScene
    from tests.gestures import click
    scene = SetupScene(app, "hakusura")
    app.stack.clear_to(scene)
    assert scene.has_tutorial() and scene.menu.item("tutorial")
    click(app, scene.menu.item("start").rect.center)
    tb = app.stack.top
    assert isinstance(tb, table.Table) and tb.state.seats() == 2
    assert [s["kind"] for s in tb.seats] == ["human", "computer"] and tb.mode() == "vs-cpu"
