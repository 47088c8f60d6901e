"""Click through the menus with synthetic mouse and keyboard events."""
from __future__ import annotations

import pygame
import pytest

from game import games, i18n
from game.scenes.select import SelectScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from tests.app.conftest import click, key


def test_title_to_select_and_back_by_mouse_and_keyboard(app):
    title = app.stack.top
    assert isinstance(title, TitleScene)
    click(app, title.button_rect("new_game").center)
    assert isinstance(app.stack.top, SelectScene)
    click(app, app.stack.top.button_rect("back").center)
    assert app.stack.top is title
    click(app, title.button_rect("new_game").center)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title and len(app.stack) == 1


def test_title_to_settings_and_back(app):
    title = app.stack.top
    click(app, title.button_rect("settings").center)
    assert isinstance(app.stack.top, SettingsScene)
    click(app, app.stack.top.button_rect("back").center)
    assert app.stack.top is title


def test_keyboard_navigation_reaches_settings(app):
    title = app.stack.top
    keys = [i.key for i in title.menu.items]
    for _ in range(keys.index("settings")):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScene)


def test_quit_item_stops_the_app(app):
    click(app, app.stack.top.button_rect("quit").center)
    assert not app.running


def test_stats_hook_without_module_toasts(app):
    click(app, app.stack.top.button_rect("stats").center)
    try:
        import game.scenes.stats  # noqa: F401
    except ModuleNotFoundError:
        assert app.toasts.texts()
        assert isinstance(app.stack.top, TitleScene)


def test_language_switch_changes_rendered_text(app):
    title = app.stack.top
    before = pygame.image.tobytes(app.draw(), "RGB")
    assert title.menu.item("settings").label == "menu.title.settings"
    assert i18n.t("menu.title.settings") == "設定"
    click(app, title.button_rect("settings").center)
    settings = app.stack.top
    vbox = settings.menu.value_box(settings.menu.item("lang"))
    click(app, (vbox.right - 10, vbox.centery))
    assert i18n.get_lang() == "en" and app.settings.lang == "en"
    assert i18n.t("menu.title.settings") == "Settings"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title
    for _ in range(3):
        app.frame(0)
    title.clock = 0.0
    after = pygame.image.tobytes(app.draw(), "RGB")
    assert before != after
    # the title's menu row really shows the English word: render it alone and compare
    from game.ui import theme
    assert theme.text("Settings", 26).get_width() > 0


def test_select_lists_all_four_games_and_refuses_locked(app, monkeypatch):
    monkeypatch.setattr(games.GameInfo, "playable", property(lambda self: self.code == "fujin"))
    click(app, app.stack.top.button_rect("new_game").center)
    select = app.stack.top
    codes = [i.key for i in select.menu.items if i.key != "back"]
    assert codes == [g.code for g in games.GAMES] and len(codes) == 4
    click(app, select.button_rect("chobuku").center)
    assert app.stack.top is select
    assert any("鬼調伏" in text for text in app.toasts.texts())
    click(app, select.button_rect("fujin").center)
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.info.code == "fujin"


def test_setup_start_calls_table_contract(app, monkeypatch):
    import sys
    import types
    calls = []
    fake = types.ModuleType("game._fake_table")
    fake.start = lambda a, seats, options: calls.append((a, seats, options))
    monkeypatch.setitem(sys.modules, "game._fake_table", fake)
    info = games.GameInfo("fake", "偽", "Fake", (2, 4), "", "", state="game._fake_table:X",
                          table="game._fake_table")
    monkeypatch.setattr(games, "get", lambda code: info)
    monkeypatch.setattr(games.GameInfo, "playable", property(lambda self: True))
    setup = SetupScene(app, "fake")
    app.stack.push(setup)
    app.frame(1 / 60)
    # three players; seat 2 → one level up from the newcomer's 入門; a fixed seed
    setup.menu.focus = [i.key for i in setup.menu.items].index("players")
    key(app, pygame.K_RIGHT)
    assert setup.players == 3
    vbox = setup.menu.value_box(setup.menu.item("seat2"))
    click(app, (vbox.right - 10, vbox.centery))
    setup.menu.focus = [i.key for i in setup.menu.items].index("seed")
    for ch in "42":
        key(app, ord(ch), ch)
    click(app, setup.button_rect("start").center)
    assert len(calls) == 1
    _, seats, options = calls[0]
    assert seats == [{"kind": "human", "level": None}, {"kind": "computer", "level": "medium"},
                     {"kind": "computer", "level": "easy"}]
    assert options["seed"] == 42 and options["undo"] is True and options["players"] == 3


def test_setup_missing_table_toasts(app, monkeypatch):
    """A catalogued game whose table module is missing says so instead of crashing."""
    setup = SetupScene(app, "chobuku")
    app.stack.push(setup)
    monkeypatch.setattr(type(setup.info), "playable", property(lambda self: False))
    click(app, setup.button_rect("start").center)
    assert app.stack.top is setup and app.toasts.texts()


def test_fujin_seats_are_first_and_second(app):
    setup = SetupScene(app, "fujin")
    assert [setup.seat_label(0), setup.seat_label(1)] == ["先手", "後手"]


def test_pause_confirms_before_leaving(app):
    from game.scenes.pause import PauseScene, TableStandIn
    app.stack.clear_to(TableStandIn(app))
    pause = PauseScene(app, "fujin")
    app.stack.push(pause)
    app.frame(1 / 60)
    click(app, pause.button_rect("to_title").center)
    assert pause.confirming and app.stack.top is pause
    click(app, pause.button_rect("yes").center)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1


def test_result_buttons(app):
    from game.scenes.result import ResultScene
    again = []
    res = ResultScene(app, winner="先手", reason="理由", on_play_again=lambda: again.append(1))
    app.stack.push(res)
    app.frame(1 / 60)
    click(app, res.button_rect("again").center)
    assert again == [1]
    click(app, res.button_rect("menu").center)
    assert isinstance(app.stack.top, TitleScene)


def test_result_shows_every_seat_line_of_a_five_seat_game(app):
    """Five seats' lines and a closing line: smaller text rather than lines cut off, all
    between the headline and the buttons."""
    from game.scenes.result import ResultScene
    details = [f"Seat {i} (CPU, Beginner): {i} marks, 1 amulets" for i in range(1, 6)] + ["7 rounds played"]
    res = ResultScene(app, winner="Seat 2", reason="an amulet count reached 0", details=[lambda: details])
    app.stack.push(res)
    app.frame(1 / 60)
    size, lines = res.detail_lines(res.panel_rect())
    assert lines == ["an amulet count reached 0"] + details and size < 22
    r = res.panel_rect()
    from game.scenes.result import line_step
    assert r.y + 172 + len(lines) * line_step(size) <= res.button_rect("menu").top
    short = ResultScene(app, winner="先手", reason="理由", details=["一行"])
    assert short.detail_lines(r) == (22, ["理由", "一行"])


def test_setup_starts_a_newcomer_at_the_easiest_level_and_remembers_choices(app):
    """「First game for a newcomer: the default opponent is 中級」 → 入門 for a player with no
    finished games; 「seat setup forgets your last choices」 → it starts from them."""
    from game import stats
    from game.engine import Result
    setup = SetupScene(app, "fujin")
    assert setup.seats()[1] == {"kind": "computer", "level": "easy"}
    stats.record_result("fujin", "vs-cpu", ["human", "computer:easy"], Result(0, "oute"), 30)
    again = SetupScene(app, "fujin")
    assert again.seats()[1] == {"kind": "computer", "level": "medium"}     # not a newcomer any more
    again.set_seat(1, 1)                                                  # → hard
    again.undo = False
    again.remember()
    third = SetupScene(app, "fujin")
    assert third.seats()[1] == {"kind": "computer", "level": "hard"} and third.undo is False


@pytest.mark.parametrize("code", ["fujin", "hakusura", "zintrigger", "chobuku"])
def test_setup_offers_every_level_of_the_catalogue_master_last(app, code):
    """The fourth level, 名人 / Master, is offered for every game, named in both languages."""
    from game.i18n import get_lang, set_lang
    lang = get_lang()
    set_lang("ja")
    setup = SetupScene(app, code)
    assert games.get(code).levels == ("easy", "medium", "hard", "master")
    setup.choice[1] = len(setup.choices) - 1
    assert setup.seats()[1] == {"kind": "computer", "level": "master"}
    assert "名人" in setup.seat_value(1)
    set_lang("en")
    try:
        assert "Master" in setup.seat_value(1)
    finally:
        set_lang(lang)
    setup.set_seat(1, 1)                                                  # wraps to a person
    assert setup.seats()[1] == {"kind": "human", "level": None}
