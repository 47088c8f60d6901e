"""Statistics and replay scenes, headless: render with and without data, step, jump, drop a file."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import i18n, saves, stats
from game.cli_replay import selfplay
from game.engine import Result
from game.engine.record import export_replay
from game.scenes.replays import ReplaysScene, ReplayViewer, TextBoard, summary_lines
from game.scenes.stats import StatsScene, seat_label
from game.scenes.title import TitleScene

SHOTS = Path("/tmp/saves-shots")


def shot(app, name: str) -> pygame.Surface:
    surface = app.draw()
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(SHOTS / f"{name}.png"))
    return surface


def key(app, k, unicode=""):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)])
    app.draw()


def fill_stats() -> None:
    seats = ["human", "computer:hard"]
    for winner, reason in ((0, "oute"), (0, "oute"), (1, "deckout"), (None, "deckout"), (0, "resign")):
        stats.record_result("fujin", "vs-cpu", seats, Result(winner, reason, winner is None), 30,
                            {"reason": reason})
    stats.record_result("fujin", "hotseat", ["human", "human"], Result(1, "oute"), 20, {"win_by": "oute"})
    stats.record_result("fujin", "cpu-vs-cpu", ["computer:easy", "computer:medium"], Result(1, "rounds"), 80,
                        {"reason": "rounds"})


def test_stats_scene_renders_empty_state(app):
    scene = StatsScene(app)
    app.stack.push(scene)
    assert scene.summary() == {}
    shot(app, "stats-empty-test")
    key(app, pygame.K_RIGHT)
    assert scene.game != "fujin"
    key(app, pygame.K_LEFT)
    assert scene.game == "fujin"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_stats_scene_renders_with_data(app, lang):
    i18n.set_lang(lang)
    fill_stats()
    scene = StatsScene(app)
    app.stack.push(scene)
    summary = scene.summary()
    assert summary["vs-cpu"].games == 5 and summary["vs-cpu"].counters["reason=oute"] == 2
    assert summary["vs-cpu"].human_best_streak == 2
    assert summary["hotseat"].counters == {"reason=oute": 1}      # the table's "win_by" is merged
    shot(app, f"stats-data-test-{lang}")
    assert seat_label("fujin", "computer:hard") != "computer:hard"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_title_has_replays_entry(app):
    title = app.stack.top
    title.menu.item("replays").action()
    assert isinstance(app.stack.top, ReplaysScene)


def make_replay(tmp_path, seed=5, name="game.txt"):
    record = selfplay("fujin", seed, ["easy", "medium"])
    path = tmp_path / name
    path.write_text(export_replay(record), encoding="utf-8")
    return record, path


def test_replays_scene_lists_saved_replays_and_opens_one(app, tmp_path):
    scene = ReplaysScene(app)
    app.stack.push(scene)
    shot(app, "replays-empty-test")
    record, _ = make_replay(tmp_path)
    saved = saves.save_replay(record, name="fujin-test")
    scene.resume()
    assert saved in scene.files
    scene.menu.item(f"file:{saved.name}").action()
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewer) and viewer.n == len(record)


def test_viewer_steps_forward_back_and_jumps(app, tmp_path):
    record, path = make_replay(tmp_path)
    scene = ReplaysScene(app)
    app.stack.push(scene)
    assert scene.open_path(path)
    viewer = app.stack.top
    assert viewer.pos == 0 and viewer.state.to_json() == record.replay(0).to_json()
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert viewer.pos == 2 and viewer.state.to_json() == record.replay(2).to_json()
    key(app, pygame.K_LEFT)
    assert viewer.pos == 1 and viewer.state.to_json() == record.replay(1).to_json()
    for ch in "12":
        key(app, getattr(pygame, f"K_{ch}"), ch)
    key(app, pygame.K_RETURN)
    assert viewer.pos == 12 and viewer.state.to_json() == record.replay(12).to_json()
    assert viewer.log.lines[0] and any(line.startswith("12.") for line in viewer.log.lines)
    key(app, pygame.K_END)
    assert viewer.pos == viewer.n and viewer.state.to_json() == record.state.to_json()
    key(app, pygame.K_HOME)
    assert viewer.pos == 0
    # play/pause advances on its own
    key(app, pygame.K_SPACE)
    assert viewer.playing
    for _ in range(16):          # App.step caps dt at 0.1 s
        app.step(0.1, [])
    assert viewer.pos >= 2
    key(app, pygame.K_SPACE)
    assert not viewer.playing
    shot(app, "viewer-test")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_viewer_hides_hands_until_over_and_show_all(app, tmp_path):
    record, path = make_replay(tmp_path)
    viewer = ReplayViewer(app, record, path)
    app.stack.push(viewer)
    viewer.seek(5)
    viewer.buttons["show_all"].press()          # disabled while the game goes on
    assert not viewer.show_all and viewer.visible_seats() == []
    hand = record.replay(5).hands[0][0]
    assert not any(hand in line for line in summary_lines(viewer.state, []))
    viewer.seek(viewer.n)
    key(app, pygame.K_a)
    assert viewer.show_all and viewer.visible_seats() == [0, 1]
    lines = TextBoard(viewer.state, viewer).lines
    assert any("hand" in line for line in lines if line.startswith(("席", "Seat")))
    shot(app, "viewer-end-test")


def test_viewer_export_writes_the_replay(app, tmp_path):
    record, path = make_replay(tmp_path)
    viewer = ReplayViewer(app, record, path)
    app.stack.push(viewer)
    viewer.buttons["export"].press()
    assert viewer.exported is not None and viewer.exported.exists()
    assert viewer.exported.read_text(encoding="utf-8") == export_replay(record)
    assert any(str(viewer.exported) in text for text in app.toasts.texts())


def test_dropped_file_is_imported(app, tmp_path):
    record, path = make_replay(tmp_path, seed=8, name="dropped.txt")
    scene = ReplaysScene(app)
    app.stack.push(scene)
    app.step(1 / 60, [pygame.event.Event(pygame.DROPFILE, file=str(path))])
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewer)
    viewer.seek(viewer.n)
    assert viewer.state.to_json() == record.state.to_json()


def test_dropped_or_typed_bad_file_is_explained(app, tmp_path):
    bad = tmp_path / "junk.txt"
    bad.write_text("hello\n", encoding="utf-8")
    scene = ReplaysScene(app)
    app.stack.push(scene)
    app.step(1 / 60, [pygame.event.Event(pygame.DROPFILE, file=str(bad))])
    assert app.stack.top is scene
    assert any("junk.txt" in text for text in app.toasts.texts())
    scene.field.text = str(tmp_path / "missing.txt")
    scene.field.active = True
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene and any("missing.txt" in text for text in app.toasts.texts())


def test_typed_path_opens_a_replay(app, tmp_path):
    _, path = make_replay(tmp_path)
    scene = ReplaysScene(app)
    app.stack.push(scene)
    rect = scene.field.rect
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)])
    assert scene.field.active
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=str(path))])
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ReplayViewer)
