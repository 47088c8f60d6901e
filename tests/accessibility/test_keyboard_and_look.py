"""Keyboard-only play, "see the rule", the colour-blind palette, UI scale, animation speed 0."""
from __future__ import annotations

from game.engine import Place

import pygame

from game import i18n
from tests.accessibility.keys import enter, frames, press, tab_to

VS_CPU = [{"kind": "human", "level": None}, {"kind": "computer", "level": "easy"}]


def _table(app, seed=11):
    from game.fujin import table
    tb = table.start(app, VS_CPU, {"seed": seed, "undo": True, "inline_thinker": True, "ai_seed": 1})
    frames(app)
    return tb


def test_mulligan_selection_by_keyboard(app):
    tb = _table(app)
    first = tb.state.hands[0][0]
    tab_to(app, tb, "hand:" + first)
    press(app, pygame.K_SPACE)
    assert {p.key for p in tb.picking.chosen} == {first}
    tab_to(app, tb, "button:confirm")
    enter(app)
    assert tb.state.phase != "mulligan" or tb.state.to_move() == 1 or first not in tb.state.hands[0]
    frames(app, 6)
    assert tb.state.phase == "main" and tb.state.to_move() == 0


def test_summon_rotate_and_end_by_keyboard(app):
    tb = _table(app)
    enter(app)                                       # Enter with nothing focused keeps the hand
    frames(app, 6)
    src = next(p for p in tb.drag.sources() if p.kind == "hand")
    tab_to(app, tb, src)
    enter(app)
    assert tb.drag.held == src
    press(app, pygame.K_r)                           # turn the held card
    assert tb.board.held_orient == 1
    press(app, pygame.K_TAB)
    enter(app)
    assert len(tb.record) == 3 and tb.record.texts()[-1].startswith("summon") if hasattr(tb.record, "texts") \
        else sum(p is not None for p in tb.state.board) == 1
    # a focused own shikigami turns with R (if it may rotate now)
    cell = next(c for c in "a1 b1 c1 a2 b2 c2 a3 b3 c3".split() if tb.state.board[
        "abc".index(c[0]) + 3 * (int(c[1]) - 1)] is not None)
    n = len(tb.record)
    if any(a.text().startswith(f"rotate {cell} R") for a in tb.legal()):
        tab_to(app, tb, "cell:" + cell)
        press(app, pygame.K_r)
        assert len(tb.record) == n + 1
    tab_to(app, tb, "button:end")
    enter(app)
    assert tb.state.phase == "discard" or tb.state.to_move() == 1


def test_escape_cancels_a_held_card(app):
    tb = _table(app)
    enter(app)
    frames(app, 6)
    src = tb.drag.sources()[0]
    tab_to(app, tb, src)
    enter(app)
    assert tb.drag.holding
    press(app, pygame.K_ESCAPE)
    assert not tb.drag.holding and app.stack.top is tb


def test_refusal_offers_its_rule(app):
    """"Not enough Spirit" carries rule FJ-11: the toast offers it and F1 opens the rules viewer there."""
    from game.engine import IllegalAction
    from game.scenes.rules import RulesScene
    tb = _table(app)
    err = IllegalAction("霊力が足りません", "Not enough Spirit", rule="FJ-11")
    tb.drag.last_refusal = err
    tb.refuse(err)
    assert tb.keys.offered_rule() == "FJ-11"
    assert any("F1" in m for m in app.toasts.texts())
    press(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.mark is not None or \
        isinstance(app.stack.top, RulesScene)
    app.stack.pop()
    # a real refusal from the engine: drop an expensive card with too little Spirit
    tb.state.reiryoku[0] = 0
    tb.state.edited()
    tb.drag.last_refusal = None
    tb.keys.rule_offer = None
    cid = tb.state.hands[0][0]
    got = tb.gesture(Place("hand", None, cid), Place("cell", None, "b2"))
    assert isinstance(got, IllegalAction) and got.rule
    tb.refuse(got)
    assert tb.keys.offered_rule() == got.rule
    frames(app, 1)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tb.keys.chip_rect().center, button=1)])
    assert isinstance(app.stack.top, RulesScene)


def test_colorblind_palette_rerenders(app):
    from game.ui import theme
    tb = _table(app)
    frames(app)
    before = app.draw().copy()
    normal = theme.SEAT_COLOURS[0]
    app.settings.colorblind = True
    frames(app, 1)
    assert theme.colorblind() and theme.SEAT_COLOURS[0] != normal
    after = app.draw().copy()
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    app.settings.colorblind = False
    frames(app, 1)
    assert theme.SEAT_COLOURS[0] == normal
    assert tb.board.disp is not None


def test_ui_scale_grows_the_whole_table(app):
    """Issue 33: 「cards, panels, buttons and text grow together at ×1.25, ×1.5 and ×2」:
    the window grows with the setting and the table is laid out again at that scale."""
    tb = _table(app)
    assert tb.log.size == 14
    board, hand = tb.zone["board"].copy(), tb.board.sprites[next(p for p in tb.board.sprites if p.kind == "hand")]
    app.settings.ui_scale = 2.0
    app.apply_ui_scale()
    frames(app, 1)
    assert app.screen.get_size() == (2560, 1440) and tb.k == 2.0
    assert tb.log.size == 28
    assert tb.zone["board"] == pygame.Rect(board.x * 2, board.y * 2, board.w * 2, board.h * 2)
    again = tb.board.sprites[hand.place_id]
    assert again.size == (hand.size[0] * 2, hand.size[1] * 2)
    assert tb.controls.button("end").rect == tb.zone["end_button"]
    app.draw()


def test_animation_speed_zero_is_instant(app):
    from game.fujin.table import FujinTable
    from game.ui.table import runs
    from game.ui import tween
    app.settings.anim_speed = 0
    tb = runs.cpu_table(FujinTable, app, 4)
    app.stack.clear_to(tb)
    n = len(tb.record)
    for _ in range(30):
        app.step(1 / 60, [])
    assert len(tb.record) >= n + 12      # no animation or CPU pause holds a frame back
    assert tween.get_speed() == 0


def test_language_switch_rewords_the_log(app):
    tb = _table(app)
    enter(app)
    frames(app, 6)
    ja = tb.log.texts()
    i18n.set_lang("en")
    app.settings.lang = "en"
    frames(app, 1)
    en = tb.log.texts()
    assert ja != en and len(ja) == len(en)


def test_ui_scale_x2_draws_the_card_faces_twice_as_large_and_sharp(app):
    """#12: "cards do not grow" at ×2. Now the whole table grows: a board card is drawn
    at twice its size from the same layout (the name band twice as tall), not stretched."""
    from game.fujin.table import faces
    from game.fujin.table.board import HAND_CARD
    tb = _table(app)
    app.settings.ui_scale = 2.0
    app.apply_ui_scale()
    frames(app, 1)
    cid = "O-003"
    piece = next(s for p, s in tb.board.sprites.items() if p.kind == "hand")
    assert piece.size == (HAND_CARD[0] * 2, HAND_CARD[1] * 2)
    normal = faces.render(cid, HAND_CARD, True, "ja", 1.0)
    large = tb.board.face(cid, piece.size, True)
    assert large is faces.render(cid, piece.size, True, "ja", 2.0) and large.get_size() == piece.size
    clan = faces.CLAN_COLOUR[faces.CARDS[cid].clan]

    def band(img, k):
        x = img.get_width() - 4 * k          # right of the name, inside the border
        return max(y for y in range(40 * k) if tuple(img.get_at((x, y)))[:3] == clan)
    assert abs(band(large, 2) - 2 * band(normal, 1)) <= 2
    app.draw()
