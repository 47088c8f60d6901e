"""Ways into the 鬼調伏 table: game select → seat setup → the table; every seat count's
layout (nothing overlaps, everything on screen); screenshots of each variant, the smoke
run, resuming a saved game, and the replay viewer (the same table, read-only)."""
from __future__ import annotations

import pygame
import pytest

from game import i18n, saves
from game.chobuku.table import Table, screenshot_scene, smoke
from game.ui.layout import load_layout
from tests.chobuku_ui.helpers import CPU, HUMAN, at, place, rect
from tests.gestures import click, drag, frames

INNER_BOARD = ("oni", "taikyu", "omens", "star_deck", "star_discard", "seal", "bottle_deck", "bottle_discard",
               "stars")
#: what a message must never cover (with every seat's place and the draw buttons)
PLAY_ZONES = ("board", "hand", "challenge", "retreat", "odds_button", "judge_button", "undo_button", "hint", "odds")


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_layouts_have_every_zone_apart_and_on_screen(n):
    layout = load_layout(f"chobuku-{n}p", required=Table.spec.zones)
    zones = {k: z.prect for k, z in layout.zones.items()}
    assert all(f"seat.{k}" in zones for k in range(n))
    screen = pygame.Rect(0, 0, 1280, 720)
    assert all(screen.contains(r) for r in zones.values())
    # the one message area lies over the log, clear of the hand, the buttons and the board
    message = zones["message"]
    assert zones["log"].contains(message)
    for k, r in zones.items():
        if k.startswith(("seat.", "slot.", "bottles.", "resting.", "draw")) or k in PLAY_ZONES:
            assert not message.colliderect(r), (n, k)
    outer = [k for k in zones if k not in INNER_BOARD and k != "message"]
    for i, a in enumerate(outer):
        for b in outer[i + 1:]:
            assert not zones[a].colliderect(zones[b]), (n, a, b)
    for i, a in enumerate(INNER_BOARD):
        assert zones["board"].contains(zones[a]), a
        for b in INNER_BOARD[i + 1:]:
            assert not zones[a].colliderect(zones[b]), (a, b)


def test_game_select_starts_chobuku(app):
    from game.scenes.select import SelectScene
    from game.scenes.setup import SetupScene
    app.stack.clear_to(SelectScene(app))
    app.stack.top.choose("chobuku")
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.has_tutorial()
    setup.players = 3
    setup.choice = [0, 1, 1, 1, 1]
    setup.rebuild("players")
    click(app, setup.menu.item("start").rect.center)
    tb = app.stack.top
    assert isinstance(tb, Table) and tb.state.seats() == 3


def test_seat_setup_options_reach_the_rules(app):
    """The optional rules are toggles in the seat setup: 親 on by default with two players
    only; 式神身代わり and 脱落戦 switched on there reach the game's state."""
    from game.scenes.select import SelectScene
    from game.scenes.setup import SetupScene
    app.stack.clear_to(SelectScene(app))
    app.stack.top.choose("chobuku")
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    keys = {o.key for o in setup.game_options if o.applies(2)}
    assert {"characters", "oya", "migawari", "dropout"} <= keys
    setup.players = 2
    setup.apply_defaults()
    assert setup.values["oya"] is True
    setup.players = 4
    setup.apply_defaults()
    setup.choice = [0, 1, 1, 1, 1]
    setup.rebuild("players")
    assert setup.values["oya"] is False
    for key, want in (("migawari", True), ("dropout", 0), ("characters", "basic")):
        opt = next(o for o in setup.game_options if o.key == key and o.applies(4))
        while setup.values.get(key) != want:
            setup.set_option(opt, 1)
    click(app, setup.menu.item("start").rect.center)
    tb = app.stack.top
    assert isinstance(tb, Table) and tb.state.seats() == 4
    st = tb.state
    assert st.migawari and st.dropout == 0 and not st.oya and st.characters == "basic"


@pytest.mark.parametrize("variant", [None, "odds", "judgement", "drag", "choose", "five", "opening", "result"])
def test_screenshot_variants_render(app, variant):
    # seed 3's lively 4-player game no longer reaches a judgement of three challengers after
    # round 1 (化け狐 is asked less since OC-R64, which moves its random stream); seed 1, the
    # one the docs' screenshots use, does
    scenes = screenshot_scene(app, 1 if variant == "judgement" else 3, variant)
    app.stack.clear_to(scenes[0])
    for s in scenes[1:]:
        app.stack.push(s)
    for _ in range(3):
        app.frame(1 / 60)
    tb = scenes[0]
    if variant == "judgement":
        assert tb.mirror.judge_show is not None
    if variant == "odds":
        assert tb.board.odds_on and len(tb.view.odds) == 3
    if variant == "drag":
        assert tb.drag.held == place("deck:bottles") and tb.board.draw_count == 2


def test_smoke_runs(app):
    smoke(app, seed=4, actions=30)
    assert app.stack.top is not None


def test_every_language_and_scale_draws(app):
    """The UI scale grows the whole table: the window, every zone, every piece and its
    face, drawn at the window's resolution (not text enlarged inside a fixed layout)."""
    from game.chobuku.table.geom import ONI
    tb = Table.start(app, [HUMAN, CPU, CPU, CPU, CPU], {"seed": 9, "inline_thinker": True, "players": 5,
                                                        "characters": "all"})
    frames(app, 6)
    board = tb.layout.zones["board"].prect
    for lang in ("ja", "en"):
        i18n.set_lang(lang)
        for scale in (1.0, 2.0):
            app.settings.ui_scale = scale
            app.apply_ui_scale()
            assert tb.k == scale and tb.zone["board"].size == (round(board.w * scale), round(board.h * scale))
            for cb in (False, True):
                app.settings.colorblind = cb
                app.step(1 / 60, [])
                assert app.draw().get_size() == (round(1280 * scale), round(720 * scale))
            oni = tb.board.sprites[place("oni")]
            assert oni.size == (round(ONI[0] * scale), round(ONI[1] * scale))
            assert oni.base(True).get_size() == oni.size
    app.settings.colorblind = False
    app.settings.ui_scale = 1.0
    app.apply_ui_scale()
    assert tb.board.disp is not None and tb.k == 1.0


def test_resume_and_replay_viewer(app):
    tb = Table.start(app, [HUMAN, CPU, CPU], {"seed": 12, "undo": True, "inline_thinker": True, "players": 3,
                                              "characters": "basic"})
    for _ in range(60):
        frames(app, 1)
        if tb.my_turn():
            break
    sid = tb.state.cands[0].hand[0]
    drag(app, at(tb, f"hand@0:{sid}"), rect(tb, "slot@0").center)
    frames(app, 6)
    saves.flush_autosaves()
    listed = [e for e in saves.list_resumable() if e.game == "chobuku"]
    assert listed and listed[0].mode == "vs-cpu"
    loaded = saves.load_save(listed[0].path)
    again = Table.resume_record(app, loaded.record)
    assert again.state.to_json() == tb.state.to_json()
    assert again.view.cands[0].slot == sid and again.view.cands[1].slot == "hidden"
    from game.scenes.replays import ReplayViewer
    viewer = ReplayViewer(app, loaded.record)
    app.stack.clear_to(viewer)
    for i in range(1, len(loaded.record) + 1):
        viewer.seek(i)
        frames(app, 1)
    assert viewer.table.read_only and viewer.table.legal() == ()
    assert all(c.slot in (None, "hidden") or c.slot_up for c in viewer.table.view.cands)
