"""The character choice's cards are as large as its panel allows, and a player reads whom
they choose: the nine cards are laid out in the rows and columns that make them largest
(``kit.grid_fit``; in the wide, low panel of a 16:9 window that is one row of nine, not
5 + 4), centred under the title, clear of it, of each other and of their captions, inside
the panel; and every character's name is drawn whole on its card — on two lines where one
cannot hold it ("Shiro-" / "gane") — never cut with "…", at ×1, ×1.5 and ×2, ja and en."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.chobuku.rules.cards import CHARAS
from game.chobuku.table import Table, faces, hud
from game.i18n import t
from game.ui.attachments import Caption
from tests.ui.audit import record_rendered
from tests.chobuku_ui.helpers import HUMAN
from tests.gestures import frames
from tests.ui.test_table_layout import _apply, _table_problems, table_at

#: the cards' width at 1280×720 before the choice chose its rows (5 + 4, captions kept), in layout units
WIDTH_BEFORE = 60


def _headings(monkeypatch) -> dict[str, pygame.Rect]:
    """Where the choice's title and subtitle are drawn, recorded as the HUD puts them."""
    made, where = {}, {}
    fit, put = hud.fit_text, hud.put

    def fit_text(text, *a, **kw):
        img = fit(text, *a, **kw)
        made[id(img)] = text
        return img

    def putting(surf, img, **at):
        rect = put(surf, img, **at)
        if id(img) in made:
            where[made[id(img)]] = rect
        return rect
    monkeypatch.setattr(hud, "fit_text", fit_text)
    monkeypatch.setattr(hud, "put", putting)
    return where


def _whole(name: str, drawn: list[str]) -> bool:
    """Is ``name`` drawn whole: on one line, or as two lines one after the other?"""
    return name in drawn or any(a.endswith("-") and a[:-1] + b == name or a + b == name
                                for a, b in zip(drawn, drawn[1:]))


def _first_choice(app, lang: str, size: str):
    """Four people at the table, the first of them to choose: all nine on offer."""
    i18n.set_lang(lang)
    tb = Table.start(app, [HUMAN] * 4, {"seed": 8, "players": 4, "characters": "choose"})
    _apply(app, size)
    frames(app)
    return tb


def _check(app, tb, name: str, monkeypatch, n: int) -> list[pygame.Rect]:
    """The choice's ``n`` cards on screen, checked: readable print, one size, clear of each
    other, of the title and subtitle and of their captions, inside the panel, centred
    across it, every name drawn whole. Their rects."""
    assert tb.view.phase == "chara" and tb.my_turn()
    assert _table_problems(app, tb, name) == []
    heads = _headings(monkeypatch)
    drawn = record_rendered(monkeypatch, [], (faces.FACES,))
    for scene in app.stack:
        scene.resized()                  # the faces drawn again, through the recorder
    app.frame(1 / 60)
    app.draw()
    panel = tb.zone["board"]
    offer = [(p, s) for p, s in tb.board.sprites.items() if p.kind == "chara"]
    rects = [s.rect for _p, s in offer]
    assert len(rects) == n and len({r.size for r in rects}) == 1
    titles = [heads[t("chobuku.label.choose_chara", name=tb.names[tb.view.decision.seat])],
              heads[t("chobuku.label.choose_chara_sub")]]
    captions = [line[1] for _p, s in offer for a in s.attachments if isinstance(a, Caption)
                for line in [a.image(s)] if line]
    for i, r in enumerate(rects):
        assert panel.contains(r)
        assert r.collidelist(rects[:i] + rects[i + 1:]) == -1
        assert r.collidelist(titles) == -1 and r.collidelist(captions) == -1
    assert all(panel.contains(c) for c in captions)
    block = rects[0].unionall(rects)
    assert abs(block.centerx - panel.centerx) <= tb.px(2)            # centred across the panel
    lang = i18n.get_lang()
    for who in (CHARAS[p.key].name(lang) for p, _s in offer):
        assert _whole(who, drawn), (who, drawn)
        assert not any(s.endswith("…") and who.startswith(s[:-1].rstrip("-")) for s in drawn), who
    return rects


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", ["x1", "1920x1080", "2560x1440"])
def test_all_nine_on_offer_are_larger_clear_and_named_whole(app, lang, size, monkeypatch):
    try:
        tb = _first_choice(app, lang, size)
        rects = _check(app, tb, f"first choice {size} {lang}", monkeypatch, 9)
        assert rects[0].w > WIDTH_BEFORE * tb.k                       # larger than the 5 + 4 it was
        assert len({r.centery for r in rects}) == 1                   # a wide, low panel: one row of nine
    finally:
        i18n.set_lang("ja")


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", ["x1", "2560x1440"])
def test_the_screenshot_choice_later_in_the_round(lang, size, monkeypatch):
    """Where others have chosen first, the cards left grow into the room they leave."""
    app, tb = table_at("chobuku:choose", lang, size)
    try:
        rects = _check(app, tb, f"choose {size} {lang}", monkeypatch, 9 - sum(1 for c in tb.view.cands if c.chara))
        assert rects[0].w > WIDTH_BEFORE * tb.k
    finally:
        i18n.set_lang("ja")
