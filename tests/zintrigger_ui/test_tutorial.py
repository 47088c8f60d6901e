"""The guided first game: every step by mouse (the lesson's targets are where the
gestures go), a refused gesture answered with the step's caption, the scripted
opponent's attack answered with a dodge, and the game going on afterwards."""
from __future__ import annotations

import pygame

from tests.gestures import click, drag, frames
from tests.zintrigger_ui.driver import centre, settle, sprite_pos
from tests.zintrigger_ui.driver import pl


def press(app, key):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
    frames(app)


def test_tutorial_to_its_end_by_mouse(app):
    from game.zintrigger.table import Table
    tb = Table.start_tutorial(app, inline_thinker=True)
    tut = tb.tutorial
    frames(app, 4)
    assert tut.index == 0 and tut.target_rect() is None
    press(app, pygame.K_RETURN)                                   # 1 welcome
    settle(app, tb)
    assert tut.index == 1 and tb.state.to_move() == 0
    click(app, tut.target_rect().center)                          # 2 no items: the panel's button
    settle(app, tb)
    assert tut.index == 2 and tb.state.phase == "main"
    assert tut.target_rect() == tb.board.place_rect(pl("hand@0:雷1"))
    drag(app, sprite_pos(tb, pl("hand@0:鋼5")), centre(tb, pl("hold@0")))  # not this one: the step's caption
    assert "鋼5" in tb.state.hands[0] and app.toasts.texts(), app.toasts.texts()
    click(app, sprite_pos(tb, pl("hand@0:雷1")))                       # 3 choose two, drag one
    assert tut.target_rect() == tb.board.place_rect(pl("hand@0:風2"))
    click(app, sprite_pos(tb, pl("hand@0:風2")))
    assert set(tb.board.chosen) == {"雷1", "風2"}
    drag(app, sprite_pos(tb, pl("hand@0:風2")), centre(tb, pl("hold@0")))
    settle(app, tb)
    assert tut.index == 3 and tb.state.face["風2"] == 0, "風2 turned to the player's side"
    assert len(tb.state.hands[0]) == 4, "two drawn: 雷1 was already the player's"
    drag(app, sprite_pos(tb, pl("hold@0:風2")), centre(tb, pl("field@0")))   # 4 the 場札
    settle(app, tb)
    assert tut.index == 4 and tb.state.field[0] == "風2"
    click(app, tb.controls.button("end").rect.center)                      # 5 end the turn
    for _ in range(20):
        frames(app, 2)
        if tb.state.to_move() == 0:
            break
    settle(app, tb)
    assert tut.index == 5
    assert tb.view.pending.kind == "respond" and tb.record.actions[-1] == "1:attack 0"
    assert tb.board.panel.names, "the four answers in the panel"
    drag(app, sprite_pos(tb, pl("hand@0:炎3")), centre(tb, pl("field@0")))  # 6 dodge
    settle(app, tb)
    assert "0:dodge 炎3" in tb.record.actions and tut.index == 6
    press(app, pygame.K_RETURN)                                   # 7 done
    assert tut.finished
    frames(app, 20)
    assert len(tb.record) > 10


def test_the_lesson_leaves_the_log_and_the_hand_free_and_undo_off(app):
    """The caption sits beside the board, not over the log (what the computer just did is
    read there); 戻す is off in the lesson and looks it."""
    from game.zintrigger.table import Table
    tb = Table.start_tutorial(app, inline_thinker=True)
    frames(app, 4)
    tut = tb.tutorial
    size, lines, box = tut.caption_layout("x", tb.k)
    for zone in ("log", "hand", "decide", "message"):
        assert not box.colliderect(tb.zone[zone]), zone
    undo = tb.controls.button("undo")
    assert not undo.enabled and undo.disabled() == tb.flow.undo_why_not() is not None


def test_the_guided_game_ends_by_pointing_at_co_op_as_seat_setup_names_it(app):
    """The first game teaches the duel; its last caption tells where co-op Bambooshoot is
    chosen (1–4 players, 14-8), with the very words seat setup shows for it."""
    from game import games, i18n
    from game.zintrigger.table import Table
    from game.zintrigger.table.tutorial import steps
    tut = Table.start_tutorial(app, inline_thinker=True).tutorial
    info = games.get("zintrigger")
    mode = next(o for o in info.option_list() if o.key == "mode")
    bamboo = mode.choice("bamboo")
    last = steps()[-1].caption
    try:
        for lang in ("ja", "en"):
            i18n.set_lang(lang)
            caption = i18n.t(last)
            assert bamboo.label(lang) in caption and ("1〜4" in caption or "1 to 4" in caption), caption
            for step in steps():                # every caption fits the log's box, the last one too
                assert tut.caption_layout(i18n.t(step.caption))[2].height <= tut.box.height, (lang, step.caption)
    finally:
        i18n.set_lang("ja")
