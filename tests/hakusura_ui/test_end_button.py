"""「結果に戻る (Enter)」 while the final board is looked at: inside the window, whole, and
off the seats (it was clamped to the bottom edge, its frame and label cut off)."""
from __future__ import annotations

import random

import pygame
import pytest

from game.hakusura.table import Table
from tests.ui.audit import TextAudit
from tests.hakusura_ui.play import CPU


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_back_to_result_is_whole_and_off_the_seats(table_app, size, lang):
    from game import i18n
    app = table_app
    app.resize(size)
    i18n.set_lang(lang)
    try:
        tb = Table.start(app, [dict(CPU), dict(CPU)], {"seed": 5, "inline_thinker": True, "ai_seed": 5})
        rng = random.Random(5)
        for _ in range(3000):
            if tb.state.result() is not None:
                break
            tb.record.apply(rng.choice(list(tb.state.legal_actions())))
        tb.resync()
        assert tb.state.result() is not None
        tb.ending.review_board()
        app.step(1 / 60, [])
        with TextAudit() as audit:
            app.draw()
        button = tb.controls.button("back_to_result")
        window = pygame.Rect((0, 0), app.scene_size(tb))
        r = button.rect
        assert window.contains(r.inflate(tb.px(4), tb.px(4))), (r, window)      # its frame too
        for seat in (0, 1):
            assert not r.colliderect(tb.zone[f"seat.{seat}"]), seat
        label = button.label() if callable(button.label) else button.label
        assert not [o for o in audit.overflowing() if o[0] == label], "its label is squeezed"
        assert not audit.small_print(12 * tb.k)
    finally:
        i18n.set_lang("ja")
