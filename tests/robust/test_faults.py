"""A fault in one gesture never ends the application, and a game is never lost silently.

A toy table (tests/framework) raises on purpose: the app writes the traceback to
``logs/`` in the data folder, tells the player their game was saved and where
the details are, goes back to the title, and 続きから resumes the game exactly.
Headless (tests, --smoke, the bench) the same fault is raised, so CI sees it.
A data folder that cannot be written is told on the table and tried again."""
from __future__ import annotations

import shutil

import pygame
import pytest

from game import games, saves
from game.app import App
from game.engine.thinker import InlineThinker
from game.ui.notice import NoticeScene
from tests.framework import toy_table
from tests.framework.test_toy_table import TOY, hand_pos
from tests.gestures import click, frames

SEATS = [{"kind": "human", "level": None}, {"kind": "computer", "level": "easy"},
         {"kind": "computer", "level": "easy"}]


class Boom(RuntimeError):
    pass


def _app(contain: bool) -> App:
    app = App(headless=True, fullscreen=False, contain_faults=contain)
    app.settings.anim_speed = 0
    app.start_title()
    return app


def _table(app):
    tb = toy_table.Table.start(app, SEATS, {"seed": 4, "undo": True, "inline_thinker": True, "ai_seed": 1})
    tb.flow.thinker = InlineThinker()
    frames(app, 3)
    return tb


def _play_one_card(app, tb) -> None:
    card = tb.view.hand[0]
    click(app, hand_pos(tb, card))
    click(app, tb.zone["champ.1"].center)
    frames(app, 4)


@pytest.fixture()
def toy(monkeypatch):
    monkeypatch.setattr(games, "GAMES", games.GAMES + (TOY,))


def _explode_on_right_click(monkeypatch, tb) -> None:
    def handle_click(event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            raise Boom("a bug in a gesture")
        return False
    monkeypatch.setattr(tb.board, "click", handle_click)


def test_a_fault_in_a_gesture_logs_it_saves_the_game_and_returns_to_the_title(toy, monkeypatch, fresh_home):
    app = _app(contain=True)
    tb = _table(app)
    _play_one_card(app, tb)
    assert len(tb.record) >= 1
    moves, digest = tb.record.actions, tb.record.digest()
    _explode_on_right_click(monkeypatch, tb)

    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(600, 300), button=3)])

    assert app.running
    assert isinstance(app.stack.top, NoticeScene)
    from game.scenes.title import TitleScene
    assert isinstance(list(app.stack)[0], TitleScene)
    logs = list((fresh_home / "logs").glob("fault-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "Boom: a bug in a gesture" in text and "handle_click" in text     # the raising function
    shown = " ".join(line() if callable(line) else line for line in app.stack.top.lines)
    assert str(logs[0]) in shown and ("保存されています" in shown)
    app.draw()                                     # the message draws

    click(app, (640, 360))                         # read, closed
    assert isinstance(app.stack.top, TitleScene)
    app.stack.top.continue_game()                  # 続きから
    again = app.stack.top
    assert isinstance(again, toy_table.Table) and again is not tb
    assert again.record.actions == moves and again.record.digest() == digest


def test_a_fault_inside_a_move_saves_the_game_as_the_record_stands(toy, monkeypatch):
    """The fault strikes after the rules changed the state but before the move was
    recorded: the save holds the moves made, and resumes without a digest mismatch."""
    app = _app(contain=True)
    tb = _table(app)
    _play_one_card(app, tb)
    moves = tb.record.actions
    real_apply = tb.record.apply

    def half_applied(action):
        tb.state.apply(tb.state.parse_action(action) if isinstance(action, str) else action)
        raise Boom("after the rules, before the record")
    monkeypatch.setattr(tb.record, "apply", half_applied)
    card = tb.view.hand[0]
    click(app, hand_pos(tb, card))
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tb.zone["champ.1"].center, button=1)])
    monkeypatch.setattr(tb.record, "apply", real_apply)
    assert isinstance(app.stack.top, NoticeScene)
    saves.flush_autosaves()
    entry = next(e for e in saves.list_resumable(validate=True) if e.game == "toy")
    loaded = saves.load_save(entry.path)
    assert loaded.record.actions == moves and not loaded.record.digest_mismatch


def test_headless_the_fault_is_raised_so_ci_sees_it(toy, monkeypatch):
    app = _app(contain=False)
    tb = _table(app)
    _explode_on_right_click(monkeypatch, tb)
    with pytest.raises(Boom):
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(600, 300), button=3)])


def test_a_fault_that_keeps_coming_back_is_raised_after_all(monkeypatch):
    from game.scenes.title import TitleScene
    app = _app(contain=True)

    def broken(self, surface):
        raise Boom("the title cannot draw")
    monkeypatch.setattr(TitleScene, "draw", broken)
    with pytest.raises(Boom):
        for _ in range(6):
            app.draw()


def _move(app, tb) -> None:
    """One move of the person at the screen, through the table (autosaved as any move)."""
    for _ in range(60):                # the computers' moves first
        if tb.state.to_move() == 0:
            break
        frames(app, 1)
    assert tb.state.to_move() == 0
    tb.flow.play(tb.state.legal_actions()[0])
    frames(app, 3)
    saves.flush_autosaves()
    frames(app, 1)


def _unwritable(folder) -> None:
    """The data folder's saves cannot be written. A read-only mode does not stop root
    (tests and CI run as root), so the folder is replaced by a plain file: every write
    under it fails with an OSError, as on a read-only or full disk."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.write_text("not a folder")


def test_a_data_folder_that_cannot_be_written_is_told_on_the_table_and_tried_again(toy, fresh_home):
    app = _app(contain=False)
    tb = _table(app)
    _move(app, tb)
    folder = saves.saves_dir()
    assert any(folder.glob("*.json"))
    assert not tb.saving.failing

    _unwritable(folder)
    _move(app, tb)                   # the game goes on
    assert tb.saving.failing
    assert tb.saving.reason()
    shot = pygame.Surface(app.screen.get_size())
    tb.draw(shot)                    # the banner draws over the table
    logs = list((fresh_home / "logs").glob("save-*.log"))
    assert len(logs) == 1
    _move(app, tb)                   # still failing: one log only, the banner stays
    assert tb.saving.failing and len(list((fresh_home / "logs").glob("save-*.log"))) == 1

    folder.unlink()                  # the disk is writable again: the next move is saved
    _move(app, tb)
    assert not tb.saving.failing
    entry = next(e for e in saves.list_resumable(validate=True) if e.game == "toy")
    assert saves.load_save(entry.path).record.actions == tb.record.actions
