"""What a first evening at the 式神符陣 table tripped over (issue: "式神符陣 as a new
player finds it"), each driven as a real mouse does: press, motion and release
as separate events."""
from __future__ import annotations

import pygame

from game.fujin.rules.board import CELL_INDEX
from game.fujin.rules.model import Piece
from game.ui.chooser import Chooser
from tests.gestures import ev, frames

SEATS = [{"kind": "human", "level": None}, {"kind": "computer", "level": "random"}]






def press_release(app, pos, button=1, wiggle=False):
    app.step(1 / 60, [ev("down", pos, button)])
    if wiggle:
        app.step(1 / 60, [ev("motion", pos)])
    app.step(1 / 60, [ev("up", pos, button)])


def main_phase_table(app):
    """A vs-computer table in 先手's main phase with two of 先手's shikigami on the board:
    鎖鬼 on c1 (may turn) and 影鬼 on b2, summoned this turn (may not)."""
    from game.fujin import table
    tb = table.start(app, SEATS, {"seed": 11, "inline_thinker": True})
    s = tb.state
    while s.phase == "mulligan":
        tb.record.apply(s.legal_actions()[-1] if s.to_move() == 1 else "mulligan -")
    s.reiryoku[0] = 12
    s.board[CELL_INDEX["c1"]] = Piece(0, "O-003", 0, 6, 6)
    s.board[CELL_INDEX["b2"]] = Piece(0, "O-001", 0, 3, 3, summoned=True)
    s.edited()
    tb.resync()
    frames(app)
    assert tb.my_turn()
    return tb


def test_clicking_the_turn_handle_opens_the_orders_and_they_stay_open(app):
    """「Clicking the ⟳ arrow on a shikigami never turns it: the order menu opens on
    mouse-down and closes on the release」 — now the release leaves it open."""
    tb = main_phase_table(app)
    assert "c1" in tb.board.turnable()
    handle = tuple(map(int, tb.board.handle_pos("c1")))
    press_release(app, handle, wiggle=True)      # opens on the press, the release does not close it
    chooser = app.stack.top
    assert isinstance(chooser, Chooser)
    frames(app)
    assert app.stack.top is chooser
    row = next(i for i, (label, a) in enumerate(chooser.options) if a is not None and a.text() == "rotate c1 R")
    pos = chooser.row_rect(row).center
    app.step(1 / 60, [ev("motion", pos)])
    press_release(app, pos)
    frames(app)
    assert tb.state.board[CELL_INDEX["c1"]].orient == 1 and tb.state.board[CELL_INDEX["c1"]].rotated


def test_turning_a_fresh_summon_is_refused_for_the_rotation_rule(app):
    """「The refusal for turning a freshly summoned shikigami gives attack reasons」 — the
    right click asks to turn, so the rotation rule answers: summoned this turn."""
    tb = main_phase_table(app)
    cell = tuple(map(int, tb.board.geom.cell_rect("b2").center))
    press_release(app, cell, button=3)
    assert not isinstance(app.stack.top, Chooser)
    text = app.toasts.texts()[-1]
    assert "回転できません" in text and "攻撃" not in text
    assert tb.keys.offered_rule() == "FJ-6"                  # F1 opens the chapter on rotation


def test_aiming_an_attack_previews_damage_and_counters(app):
    """「Attack preview: before an attack is committed, show the predicted damage on each
    target, 隙 bonuses, and the counters that will come back」"""
    tb = main_phase_table(app)
    s = tb.state
    s.board[CELL_INDEX["c1"]] = Piece(0, "O-002", 0, 5, 5)          # 鉈鬼 faces N: c2 is in reach
    s.board[CELL_INDEX["c2"]] = Piece(1, "O-007", 2, 14, 14)        # 両面 faces S: it counters c1
    s.edited()
    tb.resync()
    start = tuple(map(int, tb.board.geom.cell_rect("c1").center))
    target = tuple(map(int, tb.board.geom.cell_rect("c2").center))
    app.step(1 / 60, [ev("down", start)])
    app.step(1 / 60, [ev("motion", (start[0], start[1] - 30))])
    drawn = []
    real = tb.board.geom.draw_preview
    tb.board.geom.draw_preview = lambda surf, preview, src, lang: drawn.append((preview, src)) or real(surf, preview,
                                                                                                 src, lang)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0))])
    app.draw()
    assert drawn, "no preview while aiming"
    preview, src = drawn[-1]
    from game.fujin.rules import gestures
    assert src == "c1" and preview == gestures.preview(s, s.parse_action("attack c1 c2"))
    assert preview.hits[0][0] == "c2" and preview.counters     # 両面 answers
    app.step(1 / 60, [ev("up", target)])
    frames(app)
    assert s.board[CELL_INDEX["c2"]].hp == 14 - preview.hits[0][1]


def test_the_result_lets_the_player_look_at_the_final_board(app):
    """「the result screen offers "look at the final board" (the table, read-only) before leaving」"""
    from game.fujin import table
    from game.scenes.result import ResultScene
    seats = [{"kind": "computer", "level": "random"}, {"kind": "computer", "level": "random"}]
    tb = table.start(app, seats, {"seed": 4, "inline_thinker": True, "ai_seed": 4})
    for _ in range(3000):
        app.step(0.5, [])
        if isinstance(app.stack.top, ResultScene):
            break
    result = app.stack.top
    assert isinstance(result, ResultScene)
    press_release(app, result.button_rect("board").center)
    assert app.stack.top is tb and tb.ending.reviewing is not None and tb.legal() == ()
    back = tb.controls.button("back_to_result").rect.center
    press_release(app, back)
    assert isinstance(app.stack.top, ResultScene)


def test_undo_with_nothing_to_take_back_says_so(app):
    """「U with nothing to undo gives no feedback」"""
    tb = main_phase_table(app)
    tb.options["undo"] = True
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u")])
    assert app.toasts.texts() and "戻せ" in app.toasts.texts()[-1]      # the kernel's reason why not
