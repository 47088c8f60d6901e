"""Save slots: one save per game *and* mode. Starting another game never loses a
saved one: a new mode gets its own slot, the same mode asks first (continue,
replace or back), and Continue / Saved games show every save."""
from __future__ import annotations

import random

import pygame
import pytest

from game import saves
from game.engine.record import GameRecord
from game.fujin import table as fujin_table
from game.fujin.rules import FujinState
from game.scenes.saved_games import AskScene, SavedGamesScene
from game.scenes.select import SelectScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from tests.robust.helpers import click, frame, key, play_moves
from tests.toys.nim import NimState


def _to_setup(app) -> SetupScene:
    app.start_title()
    frame(app)
    click(app, app.stack.top.button_rect("new_game").center)
    assert isinstance(app.stack.top, SelectScene)
    click(app, app.stack.top.button_rect("fujin").center)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return setup


def _set_second_seat(app, setup: SetupScene, kind: str) -> None:
    """Click the ◀ arrow of seat 2 until it holds ``kind`` (the setup starts from the last
    choices made, or 入門 for a newcomer)."""
    vbox = setup.menu.value_box(setup.menu.item("seat2"))
    left = (vbox.x + 18, vbox.centery)
    for _ in range(4):
        if setup.seats()[1]["kind"] == kind:
            break
        click(app, left)
    assert setup.seats()[1]["kind"] == kind


def _make_second_seat_human(app, setup: SetupScene) -> None:
    _set_second_seat(app, setup, "human")


def _start(app, setup: SetupScene) -> None:
    click(app, setup.button_rect("start").center)


def _table(app):
    """The table on the stack (a hot-seat table shows its curtain on top first)."""
    return app.stack.find(fujin_table.FujinTable)


def _saved() -> dict[str, list[str]]:
    assert saves.flush_autosaves()
    out = {}
    for entry in saves.list_resumable(validate=True):
        assert entry.problem is None, entry.problem
        res = saves.load_save(entry.path)
        assert res.ok, res.problem
        out[entry.mode] = res.record.actions
    return out


def test_starting_another_game_loses_no_saved_game(app):
    # a hot-seat game, left after a few moves
    setup = _to_setup(app)
    _make_second_seat_human(app, setup)
    _start(app, setup)
    hot = _table(app)
    assert hot is not None and hot.mode() == "hotseat"
    hot_moves = play_moves(hot, 9, seed=1)

    # a new game against the computer: its own slot, nobody asked, nothing lost
    setup = _to_setup(app)
    _set_second_seat(app, setup, "computer")
    _start(app, setup)
    cpu = _table(app)
    assert cpu is not None and cpu.mode() == "vs-cpu"
    cpu_moves = play_moves(cpu, 5, seed=2)
    assert _saved() == {"hotseat": hot_moves, "vs-cpu": cpu_moves}

    # the title offers the newest and lists both
    app.start_title()
    frame(app)
    title = app.stack.top
    keys = [i.key for i in title.menu.items]
    assert keys[:2] == ["continue", "saved_games"]
    assert title.playable_saves[0].mode == "vs-cpu"
    click(app, title.button_rect("saved_games").center)
    listing = app.stack.top
    assert isinstance(listing, SavedGamesScene)
    assert [e.mode for e in listing.entries] == ["vs-cpu", "hotseat"]
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title

    # another hot-seat game: asked first; "back" keeps everything as it was
    setup = _to_setup(app)
    _make_second_seat_human(app, setup)
    _start(app, setup)
    ask = app.stack.top
    assert isinstance(ask, AskScene) and [c[0] for c in ask.choices] == ["continue", "replace", "back"]
    click(app, ask.menu.item("back").rect.center)
    assert app.stack.top is setup
    assert _saved() == {"hotseat": hot_moves, "vs-cpu": cpu_moves}

    # asked again; "continue" resumes the saved hot-seat game instead of starting anew
    _start(app, setup)
    click(app, app.stack.top.menu.item("continue").rect.center)
    resumed = _table(app)
    assert resumed is not None and resumed.record.actions == hot_moves
    assert _saved() == {"hotseat": hot_moves, "vs-cpu": cpu_moves}

    # only an explicit "replace" replaces, and only that mode's save
    setup = _to_setup(app)
    _make_second_seat_human(app, setup)
    _start(app, setup)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)                 # keyboard: the second choice, replace
    fresh = _table(app)
    assert fresh is not None and fresh is not resumed and len(fresh.record) == 0
    new_moves = play_moves(fresh, 3, seed=3)
    assert _saved() == {"hotseat": new_moves, "vs-cpu": cpu_moves}


def test_the_end_of_a_game_deletes_only_its_own_save(app):
    hot = fujin_table.start(app, [{"kind": "human", "level": None}] * 2, {"seed": 5})
    play_moves(hot, 4)
    cpu = fujin_table.start(app, [{"kind": "human", "level": None}, {"kind": "computer", "level": "easy"}],
                            {"seed": 6})
    play_moves(cpu, 4)
    assert set(_saved()) == {"hotseat", "vs-cpu"}
    cpu.ending.resign()
    assert set(_saved()) == {"hotseat"}


def test_a_new_game_never_overwrites_an_unfinished_one_unasked(fresh_home):
    """The safety net under the menus: a record that never saved before does not
    take a slot holding an unfinished game; a finished one may be reused."""
    first = GameRecord("nim", NimState, 1)
    first.apply(first.state.legal_actions()[0])
    saves.autosave(first, ["human", "computer:easy"], mode="vs-cpu")
    second = GameRecord("nim", NimState, 2)
    second.apply(second.state.legal_actions()[0])
    path2 = saves.autosave(second, ["human", "computer:easy"], mode="vs-cpu")
    assert path2 != saves.save_path("nim", "vs-cpu") and path2.name == "current-nim--vs-cpu--2.json"
    assert saves.load_save(saves.save_path("nim", "vs-cpu"), {"nim": NimState}).record.actions == first.actions
    # it keeps its slot, and a resumed game keeps writing where it came from
    second.apply(second.state.legal_actions()[0])
    assert saves.autosave(second, mode="vs-cpu") == path2
    loaded = saves.load_save(path2, {"nim": NimState}).record
    loaded.apply(loaded.state.legal_actions()[0])
    assert saves.autosave(loaded) == path2
    # a finished game's slot is free again
    rng = random.Random(0)
    while not first.state.is_over():
        first.apply(rng.choice(first.state.legal_actions()))
    saves.autosave(first)
    third = GameRecord("nim", NimState, 3)
    assert saves.autosave(third, mode="vs-cpu") == saves.save_path("nim", "vs-cpu")
    # deleting one slot leaves the others
    assert saves.delete_save_for(third) and saves.delete_save("nim", "vs-cpu") is False
    assert [s.path for s in saves.list_resumable()] == [path2]


@pytest.mark.parametrize("seats,mode", [
    ([{"kind": "human"}, {"kind": "human"}], "hotseat"),
    ([{"kind": "human"}, {"kind": "computer", "level": "hard"}], "vs-cpu"),
    (["computer:easy", "computer:hard", "computer:easy"], "cpu-vs-cpu"),
    ([{"kind": "human"}], "solo"),
])
def test_mode_for_seats_matches_the_table(seats, mode):
    assert saves.mode_for_seats(seats) == mode


def test_saved_games_list_deletes_after_asking(app):
    for seed, seats in ((1, ["human", "human"]), (2, ["human", "computer:easy"])):
        rec = GameRecord("fujin", FujinState, seed, seats=seats)
        rec.apply(rec.state.legal_actions()[0])
        saves.autosave(rec, seats, mode=saves.mode_for_seats(seats))
    app.stack.push(SavedGamesScene(app))
    frame(app)
    listing = app.stack.top
    assert len(listing.entries) == 2
    victim = listing.entries[0]
    key(app, pygame.K_DELETE)                 # on the focused (first) row
    ask = app.stack.top
    assert isinstance(ask, AskScene)
    key(app, pygame.K_ESCAPE)                 # Esc = cancel: nothing deleted
    assert len(saves.list_resumable()) == 2
    click(app, listing.button_rect(f"del:{victim.slot}").center)
    click(app, app.stack.top.menu.item("delete").rect.center)
    assert app.stack.top is listing
    assert [e.slot for e in listing.entries] == [e.slot for e in saves.list_resumable()]
    assert victim.slot not in [e.slot for e in listing.entries] and len(listing.entries) == 1


def test_continue_offers_the_newest_with_mode_progress_and_time(app):
    from game import i18n
    for seed, seats in ((1, ["human", "human"]), (2, ["human", "computer:easy"])):
        rec = GameRecord("fujin", FujinState, seed, seats=seats)
        rec.apply(rec.state.legal_actions()[0])
        saves.autosave(rec, seats, mode=saves.mode_for_seats(seats))
    title = TitleScene(app)
    app.stack.clear_to(title)
    entry = title.playable_saves[0]
    assert entry.mode == "vs-cpu"
    assert "コンピュータ対戦" in title.continue_details() and entry.saved_at_text in title.continue_details()
    assert title.saved_games_label() == "保存したゲーム（2）"
    i18n.set_lang("en")
    assert "Vs computer" in title.continue_details() and title.saved_games_label() == "Saved games (2)"


def test_setup_asks_about_the_saved_game_of_its_mode_in_any_slot(fresh_home):
    """A broken file in a mode's first slot does not hide the game in progress behind it."""
    seats = ["human", "computer:easy"]
    first = GameRecord("fujin", FujinState, 1, seats=seats)
    first.apply(first.state.legal_actions()[0])
    base = saves.autosave(first, seats, mode="vs-cpu")
    base.write_text(base.read_text(encoding="utf-8")[:50], encoding="utf-8")     # damaged
    second = GameRecord("fujin", FujinState, 2, seats=seats)
    second.apply(second.state.legal_actions()[0])
    other = saves.autosave(second, seats, mode="vs-cpu")
    assert other != base
    entry = saves.would_replace("fujin", "vs-cpu")
    assert entry is not None and entry.path == other
    assert saves.would_replace("fujin", "hotseat") is None


def test_saved_games_list_scrolls_by_keyboard_and_wheel(app):
    seats = ["human", "human"]
    for n in range(1, 10):                      # nine games in progress (several slots of one mode)
        rec = GameRecord("fujin", FujinState, n, seats=seats)
        rec.apply(rec.state.legal_actions()[0])
        saves.autosave(rec, seats, mode="hotseat", slot=saves.slot_name("fujin", "hotseat", n))
    app.stack.push(SavedGamesScene(app))
    frame(app)
    listing = app.stack.top
    assert len(listing.entries) == 9 and listing.offset == 0
    for _ in range(2 * 7):                      # row, its Delete button, ... down to the last shown
        key(app, pygame.K_DOWN)
    assert listing.offset == 1
    frame(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)])
    assert listing.offset == 2
    key(app, pygame.K_PAGEUP)
    assert listing.offset == 0
    assert listing.menu.items[listing.menu.focus].key.startswith("del:")   # the focus stayed put
    key(app, pygame.K_UP)                       # from that Delete button to its row
    entry = listing.focused_entry()
    seed = saves.load_save(entry.path).record.seed
    key(app, pygame.K_RETURN)                   # Enter on a row continues that game
    table = app.stack.find(fujin_table.FujinTable)
    assert table is not None and table.record.seed == seed
