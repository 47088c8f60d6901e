"""A truncated or no longer valid autosave is found when the title lists the
saves: Continue is not offered for it, and the title says what is wrong (in
Japanese and English) before anyone clicks; listing never moves the file."""
from __future__ import annotations

import json

import pytest

from game import i18n, saves
from game.engine.record import GameRecord
from game.fujin.rules import FujinState
from game.scenes.saved_games import SavedGamesScene
from game.scenes.title import TitleScene
from tests.robust.helpers import click, frame


def _save(seed: int, seats, n: int = 6):
    rec = GameRecord("fujin", FujinState, seed, seats=seats)
    for _ in range(n):
        rec.apply(rec.state.legal_actions()[0])
    return saves.autosave(rec, seats, mode=saves.mode_for_seats(seats))


def _truncate(path):
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")


def _illegal(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][2] = "summon T-999 z9 N"           # still JSON, no longer a legal game
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("damage,words_ja,words_en", [
    (_truncate, "壊れて", "damaged"),
    (_illegal, "3手目", "Action 3"),
])
def test_title_shows_a_broken_autosave_before_it_is_clicked(app, damage, words_ja, words_en):
    path = _save(3, ["human", "computer:easy"])
    damage(path)
    title = TitleScene(app)
    app.stack.clear_to(title)
    frame(app)
    keys = [i.key for i in title.menu.items]
    assert "continue" not in keys               # not offered as 続きから
    assert "saved_games" in keys                # the way to see it (and remove it)
    line = title.problem_line()
    assert words_ja in line and "式神符陣" in line and "コンピュータ対戦" in line
    i18n.set_lang("en")
    assert words_en in title.problem_line() and "Shikigami Fujin" in title.problem_line()
    assert path.exists()                        # listing never moves a file
    click(app, title.button_rect("saved_games").center)
    listing = app.stack.top
    assert isinstance(listing, SavedGamesScene) and listing.entries[0].problem is not None


def test_continue_skips_a_broken_newer_save(app):
    good = _save(4, ["human", "human"])
    broken = _save(5, ["human", "computer:hard"])
    _truncate(broken)
    title = TitleScene(app)
    app.stack.clear_to(title)
    assert [i.key for i in title.menu.items][:2] == ["continue", "saved_games"]
    assert title.playable_saves[0].path == good and title.problem_line()
    title.continue_game()
    table = app.stack.find(__import__("game.fujin.table", fromlist=["FujinTable"]).FujinTable)
    assert table is not None and len(table.record) == 6


def test_validation_is_remembered_per_file_version(app, monkeypatch):
    path = _save(6, ["human", "human"])
    calls = []
    real = GameRecord.from_json.__func__

    def counting(cls, data, state_cls):
        calls.append(1)
        return real(cls, data, state_cls)

    monkeypatch.setattr(GameRecord, "from_json", classmethod(counting))
    saves.list_resumable(validate=True)
    saves.list_resumable(validate=True)
    assert len(calls) == 1                      # the title can list again for free
    _illegal(path)
    assert saves.list_resumable(validate=True)[0].problem is not None and len(calls) == 2
