"""The ジントリガー table's smaller promises, each by the gesture a person makes: the sub
dragged onto the main (and the swap button) with the actions left carried over; the
discard read in its order (a click on it, or D) with the time keep among it and the
cards turned as they lie; the time-keep count x / 2 or x / 3 (the solo: its level's); a card turned to the
other side rotating through 180°; game select starting 2, 4 and the solo grove."""
from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.kit import CardListOverlay
from game.zintrigger.rules.events import Flipped
from tests.gestures import click, drag, frames
from tests.zintrigger_ui.driver import centre, press_key, settle
from tests.zintrigger_ui.test_answers import ATTACK, table_at
from tests.zintrigger_ui.driver import pl

WITH_DISCARD = dict(ATTACK, discard=["TK", "鋼3", "氷1"], enemy=ATTACK["enemy"] + ["氷1"])


def test_swap_by_dragging_the_sub_onto_the_main_and_by_the_button(app):
    tb = table_at(app, **WITH_DISCARD)
    left = tb.view.actions_left
    assert tb.board.actions_badge(0) == f"行動{left}" or str(left) in tb.board.actions_badge(0)
    drag(app, centre(tb, pl("char@0:sub")), centre(tb, pl("char@0:main")))
    settle(app, tb)
    assert tb.record.actions[-1] == "0:swap"
    assert tb.view.seats[0].main == "lazuli" and tb.view.seats[0].sub == "hydne"
    from game.zintrigger.rules.cards import CHARACTERS
    now = min(left, CHARACTERS["lazuli"].kodo)                 # carried over, up to the new main's 行動
    assert tb.view.actions_left == now and str(now) in tb.board.actions_badge(0), "the actions left carry over"
    assert tb.board.sprites[pl("char@0:main")].card == "char:lazuli" and tb.board.sprites[pl("char@0:sub")].angle % 2 == 1
    click(app, tb.controls.button("swap").rect.center)                       # and back, by its button
    settle(app, tb)
    assert tb.record.actions[-1] == "0:swap" and tb.view.seats[0].main == "hydne"


def test_the_discard_is_read_in_its_order_with_the_time_keep(app):
    discard = WITH_DISCARD["discard"]
    tb = table_at(app, **WITH_DISCARD)
    assert [c.id for c in tb.view.discard] == discard
    for c in discard:                                    # face up on the table, the time keep too
        sp = tb.board.sprites[pl(f"discard:{c}")]
        assert sp.visible and sp.face_up and sp.card == c
    assert tb.board.sprites[pl("discard:氷1")].angle == 2 and tb.board.sprites[pl("discard:鋼3")].angle == 0
    click(app, tb.board.place_centre(pl("discard:鋼3")))           # a click on the cards opens the list
    top = app.stack.top
    assert isinstance(top, CardListOverlay) and top.cards == discard
    assert top.turned("氷1") and not top.turned("鋼3"), "listed as they lie"
    frames(app, 2)
    assert app.stack.top is top, "the list opened on press survives the release"
    click(app, (640, 360))
    assert app.stack.top is tb
    press_key(app, pygame.K_d)                           # D opens it from the keyboard
    assert isinstance(app.stack.top, CardListOverlay) and app.stack.top.cards == discard
    press_key(app, pygame.K_ESCAPE)
    assert app.stack.top is tb


def drawn_words(app, tb, monkeypatch) -> list[str]:
    seen: list[str] = []
    real = theme.text

    def spy(s, *a, **k):
        seen.append(s)
        return real(s, *a, **k)
    monkeypatch.setattr(theme, "text", spy)
    tb.board.forget_drawn()
    app.draw()
    monkeypatch.setattr(theme, "text", real)
    return seen


@pytest.mark.parametrize("players, limit", [(2, 2), (4, 3), (1, None)])
def test_the_time_keep_count(app, monkeypatch, players, limit):
    from game.zintrigger.table import Table
    seats = [{"kind": "human", "level": None}] + [{"kind": "computer", "level": "random"}] * (players - 1)
    tb = Table.start(app, seats, {"seed": 5, "players": players, "inline_thinker": True, "ai_seed": 5})
    frames(app, 2)
    limit = limit or tb.view.tk_limit                       # the solo: as its level says
    assert tb.view.tk_limit == limit
    assert f"{tb.view.tk_count} / {limit}" in drawn_words(app, tb, monkeypatch)


def test_a_card_turned_to_the_other_side_rotates_half_round(app):
    from game.ui import tween
    tb = table_at(app, **ATTACK)
    sp = tb.board.sprites[pl("field@0")]
    assert sp.card == "氷3" and sp.angle == 0                 # facing the bottom team: upright
    tween.set_speed(1.0)
    try:
        dur = tb.mirror.play(Flipped("氷3", pl("field@0"), 0, 1, 0))
        assert dur and dur >= 0.4
        assert sp.angle == 2
        for _ in range(12):                                  # part way: between upright and reversed
            sp.update(1 / 60)
        assert 10 < sp.rot % 360 < 170 or 190 < sp.rot % 360 < 350, sp.rot
        for _ in range(60):
            sp.update(1 / 60)
        assert round(sp.rot) % 360 == 180
    finally:
        tween.set_speed(0.0)


@pytest.mark.parametrize("players", [2, 4, 1])
def test_game_select_starts_each_count(app, players):
    from game.scenes.setup import SetupScene
    from game.zintrigger.table import Table
    setup = SetupScene(app, "zintrigger")
    app.stack.push(setup)
    frames(app, 1)
    while setup.players != players:
        setup.set_players(1)
    setup.start()
    frames(app, 2)
    tb = next(s for s in app.stack if isinstance(s, Table))
    assert tb.state.seats() == players and tb.layout.name == ("zintrigger-solo" if players == 1 else f"zintrigger-{players}p")
    assert tb.is_human(0)


def test_reach_distance_and_the_lit_targets(app):
    """In your turn: a card out of 範囲 is dimmed with its distance; the opponents' 場札 your
    hand reaches are lit, narrowed to the chosen cards' numbers once cards are chosen."""
    from tests.zintrigger_ui.driver import sprite_pos
    tb = table_at(app, **ATTACK)
    assert tb.board.hand_dim("影1") and tb.board.hand_tag("影1") == "距離2"       # 氷3 → 1: two away, hydne's 範囲 1
    assert not tb.board.hand_dim("炎4") and tb.board.hand_tag("炎4") == ""
    assert tb.board.hud.marks.lit_fields() == {1: "reach"}                     # 雷4 is reached by 炎4
    click(app, sprite_pos(tb, pl("hand@0:鋼2")))                          # chosen: 2 does not hit 4
    assert tb.board.chosen == ["鋼2"] and tb.board.hud.marks.lit_fields() == {}
    click(app, sprite_pos(tb, pl("hand@0:鋼2")))
    click(app, sprite_pos(tb, pl("hand@0:炎4")))
    assert tb.board.chosen == ["炎4"] and tb.board.hud.marks.lit_fields() == {1: "reach"}


def test_the_ability_button_names_its_cost_and_why_it_cannot_be_paid(app):
    poor = dict(ATTACK, bases=[[], ["鋼1"]])
    tb = table_at(app, **poor)
    assert tb.controls.button("ability").label() == "能力\nコスト1"
    why = tb.controls.button("ability").disabled()
    assert why and "拠点" in why, why
    n = len(tb.record)
    click(app, tb.controls.button("ability").rect.center)
    assert len(tb.record) == n and any(why in m for m in app.toasts.texts())


def test_a_tilted_character_shows_reload(app):
    tb = table_at(app, **ATTACK)
    tb.record.state.tilted[1] = True
    tb.resync()
    assert tb.board.actions_badge(1) == "リロード"
    assert tb.board.sprites[pl("char@1:main")].angle % 2 == 1, "tilted: turned sideways"


@pytest.mark.parametrize("players", [2, 1])
def test_a_new_game_never_silently_replaces_a_saved_one(app, players):
    from game.scenes.saved_games import AskScene
    from game.scenes.setup import SetupScene
    from game.zintrigger.table import Table

    def new_game():
        setup = SetupScene(app, "zintrigger")
        app.stack.push(setup)
        while setup.players != players:
            setup.set_players(1)
        setup.start()
        frames(app, 2)
        return setup
    new_game()
    tb = next(s for s in app.stack if isinstance(s, Table))
    first = next(iter(tb.state.legal_actions()))
    tb.flow.play(first)                       # a move: the game is autosaved
    frames(app, 2)
    new_game()
    assert isinstance(app.stack.top, AskScene), type(app.stack.top)


def test_an_ability_aimed_by_mouse(app):
    """The ability button picks the ability up (it stays held after the release), its targets
    light up, a click on the target's character uses it; Esc puts it down unused."""
    from game.zintrigger.rules.wording import HINTS
    tb = table_at(app, **dict(ATTACK, chars=(("lazuli", "hydne"), ("lazuli", "stella"))))
    click(app, tb.controls.button("ability").rect.center)
    assert tb.drag.held == pl("button:ability") and pl("char@1:main") in tb.drag.lit_targets
    assert tb.words.hint() == HINTS["ability_target"][tb.lang == "en"]
    press_key(app, pygame.K_ESCAPE)
    assert not tb.drag.holding and tb.record.actions == []
    click(app, tb.controls.button("ability").rect.center)
    click(app, centre(tb, pl("char@1:main")))
    settle(app, tb)
    assert tb.record.actions[0] == "0:ability 1"


def test_the_swap_is_seen_the_cards_change_places(app):
    from game.ui import tween
    tb = table_at(app, **WITH_DISCARD)
    main_at, sub_at = tb.board.sprites[pl("char@0:main")].home, tb.board.sprites[pl("char@0:sub")].home
    app.settings.anim_speed = 1.0                # animations at normal speed for this one
    tween.set_speed(1.0)
    try:
        click(app, tb.controls.button("swap").rect.center)
        main = tb.board.sprites[pl("char@0:main")]
        assert tb.record.actions[-1] == "0:swap" and main.card == "char:lazuli"
        assert main.busy and main.home == main_at and main.pos != main_at, "it slides from the sub's place"
        for _ in range(40):
            frames(app, 1)
        assert main.pos == main_at and tb.board.sprites[pl("char@0:sub")].pos == sub_at and main.angle == 0
    finally:
        app.settings.anim_speed = 0
        tween.set_speed(0.0)


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_base_over_its_limit_lies_side_by_side_in_its_zone(app, scale):
    """Five 拠点 cards for a moment (the three that stay are being chosen): each lies whole
    inside the 拠点 zone, none over another, so each can be read and clicked."""
    app.settings.ui_scale = scale
    app.apply_ui_scale()
    try:
        tb = table_at(app, **dict(ATTACK, bases=[["影4", "影5", "風1", "風2", "風3"], ["鋼1"]], decks=[[], ["影2"]]))
        zone = tb.zone["base.near"]
        rects = [tb.board.sprites[pl(f"base@0:{c}")].rect for c in ("影4", "影5", "風1", "風2", "風3")]
        for i, r in enumerate(rects):
            assert zone.contains(r), (r, zone)
            assert not any(r.colliderect(o) for o in rects[i + 1:]), rects
    finally:
        app.settings.ui_scale = 1.0
        app.apply_ui_scale()
