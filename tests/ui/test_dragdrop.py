"""Drag and drop against the tiny test game, by mouse, click-click and keyboard."""
from __future__ import annotations

import pygame

from game import i18n
from game.ui import theme
from game.ui.curtain import CurtainScene
from game.ui.chooser import Chooser

from .synth import down, key, motion, up, wheel
from .tiny_game import Pass, Place, TinyTable

C1, C2 = (260, 600), (380, 600)                 # hand slots 0, 1 of seat 0
A1, A2, A3 = (400, 340), (560, 340), (720, 340)  # the three cells
D1 = (260, 120)                                  # seat 1's first chip


def table(app) -> TinyTable:
    tbl = TinyTable(app)
    app.stack.push(tbl)
    app.step()
    return tbl


def drag(app, start, end, release=True, steps=6):
    app.step(events=[down(start)])
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        app.step(events=[motion(p)])
    if release:
        app.step(events=[up(end)])


def test_drop_on_legal_cell_applies_the_action(app):
    tbl = table(app)
    drag(app, C1, A1, release=False)
    assert tbl.drag.mode == "drag"
    assert tbl.drag.lit_targets == {"cell:a1", "cell:a2"}
    assert tbl.sprites["hand:c1"].pos == A1     # follows the pointer
    app.step()
    app.shot("drag-in-progress")
    app.step(events=[up(A1)])
    assert tbl.applied == [Place("c1", "a1", "N")]
    assert tbl.timeline.busy
    app.settle(1.0)
    assert tbl.sprites["cell:a1"].card == "c1"
    assert tbl.sprites["cell:a1"].pos == A1
    assert tbl.log.lines == ["c1 を a1 に置いた"]


def test_drop_on_illegal_cell_snaps_back_with_engine_reason(app):
    tbl = table(app)
    home = tbl.sprites["hand:c1"].pos
    drag(app, C1, A3)
    assert tbl.applied == []
    assert app.toast_log == [("a3 はもう埋まっています", "error")]
    assert tbl.drag.last_refusal.rule == "TG-2"
    app.step()
    app.shot("illegal-drop-toast")
    app.settle(1.0)
    assert tbl.sprites["hand:c1"].pos == home
    i18n.set_lang("en")
    drag(app, C1, A3)
    assert app.toast_log[-1] == ("a3 is already taken", "error")


def test_drop_matching_two_actions_opens_chooser(app):
    tbl = table(app)
    drag(app, C1, A2)
    chooser = app.stack.top
    assert isinstance(chooser, Chooser) and len(chooser.options) == 2
    app.step()
    app.shot("chooser")
    app.step(events=[key(pygame.K_2)])
    assert app.stack.top is tbl
    assert tbl.applied == [Place("c1", "a2", "R")]
    app.settle(1.0)
    assert tbl.sprites["cell:a2"].angle == 2


def test_chooser_click_and_cancel(app):
    tbl = table(app)
    drag(app, C1, A2)
    app.step(events=[key(pygame.K_ESCAPE)])
    assert app.stack.top is tbl and tbl.applied == [] and not tbl.drag.holding
    app.settle(0.6)
    drag(app, C1, A2)
    chooser = app.stack.top
    first = chooser.row_rect(0).center
    app.step(events=[motion(first, False), up(first)])
    assert tbl.applied == [Place("c1", "a2", "N")]


def test_click_click_equivalent(app):
    tbl = table(app)
    app.step(events=[down(C2), up(C2)])
    assert tbl.drag.mode == "selected" and tbl.drag.held == "hand:c2"
    assert tbl.sprites["hand:c2"].selected
    app.step(events=[down(A1), up(A1)])
    assert tbl.applied == [Place("c2", "a1", "N")]
    # clicking the selected card again puts it down
    app.settle(1.0)
    assert tbl.state.player == 1


def test_click_on_opponent_chip_explains(app):
    tbl = table(app)
    app.step(events=[down(D1), up(D1)])
    assert not tbl.drag.holding
    assert app.toast_log[-1] == ("相手の札は動かせません", "error")


def test_keyboard_path(app):
    tbl = table(app)
    app.step(events=[key(pygame.K_TAB)])
    assert tbl.drag.focus == "hand:c1"
    app.step(events=[key(pygame.K_RIGHT), key(pygame.K_RETURN)])
    assert tbl.drag.held == "hand:c2"
    app.step(events=[key(pygame.K_TAB)])
    assert tbl.drag.focus == "cell:a1"
    app.step()
    app.shot("keyboard-focus")
    app.step(events=[key(pygame.K_ESCAPE)])
    assert not tbl.drag.holding
    app.step(events=[key(pygame.K_TAB), key(pygame.K_RETURN), key(pygame.K_TAB),
                     key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert app.stack.top.name == "chooser"
    app.step(events=[key(pygame.K_DOWN), key(pygame.K_RETURN)])
    assert tbl.applied == [Place("c1", "a2", "R")]


def test_turn_hooks_while_holding(app):
    tbl = table(app)
    drag(app, C1, (500, 450), release=False)
    app.step(events=[down((500, 450), 3), wheel(-1), key(pygame.K_r)])
    assert tbl.turn_delta == 3
    app.step(events=[key(pygame.K_ESCAPE)])
    assert not tbl.drag.holding and tbl.applied == []


def test_input_waits_while_timeline_busy_and_button_action(app):
    tbl = table(app)
    drag(app, C1, A1)
    assert tbl.timeline.busy
    app.step(events=[down(C2), up(C2)])
    assert not tbl.drag.holding                     # ignored while animating
    app.settle(1.0)
    assert not tbl.timeline.busy
    app.step(events=[down(tbl.end_button.rect.center)])
    assert tbl.applied == [Place("c1", "a1", "N"), Pass()]


def test_curtain_hides_table_until_clicked(app):
    tbl = table(app)
    ready = []
    app.stack.push(CurtainScene(app, "プレイヤー2", lambda: ready.append(1)))
    app.step(events=[up((640, 360))])                # a stray release does not count
    app.shot("curtain")
    assert app.stack.top.name == "curtain" and not ready
    # nothing of the table shows: the chip at a3 and the table colour are absent
    colours = {app.screen.get_at((x, y))[:3] for x in range(300, 900, 37) for y in range(250, 450, 29)}
    assert theme.TABLE not in colours and theme.CARD_FACE not in colours
    app.step(events=[down((640, 360)), up((640, 360))])
    assert ready == [1] and app.stack.top is tbl
    app.step()
    assert app.screen.get_at((5, 5))[:3] == theme.TABLE
    app.stack.push(CurtainScene(app, "P1", lambda: ready.append(2)))
    app.step(events=[key(pygame.K_LSHIFT)])
    assert app.stack.top.name == "curtain"
    app.step(events=[key(pygame.K_SPACE)])
    assert ready == [1, 2]
