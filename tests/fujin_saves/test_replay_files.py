"""Replay export → import → identical final state for 式神符陣, through the real paths:
``saves.save_replay`` / ``saves.load_replay``, the viewer's Export button and the
browser's open, and the CLI (``python -m game replay --verify``) digests."""
from __future__ import annotations

import random

import pytest

from game import saves
from game.cli_replay import main
from game.engine.record import GameRecord, digest, import_replay
from game.fujin.rules import FujinState


def _game(seed: int, pick: int, limit: int = 600) -> GameRecord:
    rng = random.Random(pick)
    record = GameRecord("fujin", FujinState, seed, seats=["computer:easy", "human"])
    while record.state.to_move() is not None and len(record) < limit:
        la = record.state.legal_actions()
        record.apply(la[rng.randrange(len(la))])
    return record


def _cli_digest(capsys, argv) -> str:
    assert main(argv) == 0
    lines = [ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("digest ")]
    assert len(lines) == 1
    return lines[0].split()[1]


@pytest.mark.parametrize("seed,pick,cut", [(1, 1, None), (77, 3, None), (2024, 9, 17)])
def test_save_replay_load_replay_identical(capsys, seed, pick, cut):
    record = _game(seed, pick, limit=cut or 600)
    path = saves.save_replay(record)
    assert path.parent == saves.replays_dir() and path in saves.list_replays()
    res = saves.load_replay(path)
    assert res.ok, res.problem
    back = res.record
    assert back.actions == record.actions and back.seed == record.seed and back.seats == record.seats
    assert back.state.to_json() == record.state.to_json()
    assert back.digest() == record.digest()
    # the CLI agrees, both plain and --verify (which replays twice and compares)
    assert _cli_digest(capsys, ["replay", str(path)]) == record.digest()
    assert _cli_digest(capsys, ["replay", str(path), "--verify"]) == record.digest()
    # and selfplay → file → import: same digest as selfplay printed
    out = path.parent / f"self-{seed}.txt"
    played = _cli_digest(capsys, ["selfplay", "--game", "fujin", "--seed", str(seed), "--out", str(out),
                                  "--levels", "random"])
    again = saves.load_replay(out)
    assert again.ok and again.record.digest() == played == digest(again.record.replay())


def test_viewer_export_then_browser_open_reaches_the_same_state(app):
    from game.scenes.replays import ReplaysScene, ReplayViewer
    record = _game(5, 5)
    viewer = ReplayViewer(app, record)
    app.stack.clear_to(viewer)
    viewer.seek(viewer.n)
    assert viewer.state.to_json() == record.state.to_json()
    viewer.export()                                 # the Export button's action
    assert viewer.exported is not None and viewer.exported.exists()
    browser = ReplaysScene(app)
    app.stack.clear_to(browser)
    assert browser.open_path(viewer.exported)
    opened = app.stack.top
    assert isinstance(opened, ReplayViewer) and opened is not viewer
    opened.seek(opened.n)
    assert opened.state.to_json() == record.state.to_json()
    assert digest(opened.state) == record.digest()
    # step-by-step seeking (one action at a time) agrees with a jump
    opened.seek(0)
    for i in range(opened.n):
        opened.seek(i + 1)
    assert opened.state.to_json() == record.state.to_json()
    app.frame(1 / 60)


def test_import_replay_text_round_trip_keeps_options():
    record = GameRecord("fujin", FujinState, 9, {"max_rounds": 3})
    rng = random.Random(2)
    while record.state.to_move() is not None:
        la = record.state.legal_actions()
        record.apply(la[rng.randrange(len(la))])
    path = saves.save_replay(record, name="short-game")
    back = saves.load_replay(path).record
    assert back.options == {"max_rounds": 3}
    assert back.state.to_json() == record.state.to_json()
    assert import_replay(path.read_text(encoding="utf-8"), FujinState).digest() == record.digest()
