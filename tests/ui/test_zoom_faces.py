"""The zoom panel shows every card whole (issue 33): a small face leaves its effect text
off (nothing on a face is printed under 12 units, ``game.ui.fineprint``), so the big face
the zoom panel shows when the card is pointed at must carry all of it, at 12 units or
more, at every size and in both languages.

Each face-up card of a lively table is pointed at in turn and the table drawn; no text
of a zoom-size face may be left off for want of room, and nothing drawn may be under
12 px × the scale or squeezed. (鬼調伏 and ハクスラ read a card out in words beside its
face, which the layout test audits; their faces are checked there.)"""
from __future__ import annotations

import pytest

from game.ui import fineprint
from tests.ui.audit import TextAudit
from tests.ui.test_table_layout import table_at

ZOOM_WIDTH = 160        # (layout units) a face this wide is a zoom face: its text is read there


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", ["x1", "x2", "1920x1080"])
@pytest.mark.parametrize("code", ["fujin", "zintrigger"])
def test_every_card_reads_whole_in_the_zoom_panel(code, size, lang, monkeypatch):
    app, tb = table_at(code, lang, size)
    left_off: list[tuple] = []
    block = fineprint.block

    def watched(surf, text, rect, size_, colour, k=1.0):
        drawn = block(surf, text, rect, size_, colour, k)
        if not drawn and text and surf.get_width() >= ZOOM_WIDTH * k:
            left_off.append((text[:40], rect.size))
        return drawn
    monkeypatch.setattr(fineprint, "block", watched)
    places = [p for p, sprite in tb.board.sprites.items() if sprite.face_up and sprite.card is not None]
    assert places, "the lively table shows cards face up"
    for place in places:
        tb.hover_place = place
        with TextAudit() as audit:
            app.frame(1 / 60)
            app.draw()
        k = tb.k
        assert audit.small_print(12 * k) == [] and audit.overflowing() == [], (place, audit.small_print(12 * k),
                                                                               audit.overflowing())
    assert left_off == [], f"{code} {size} {lang}: zoom faces leave text off: {left_off}"
