"""The odds overlay: off by default, O (or its button) turns it on and the setting
remembers it; it shows, for drawing 1, 2 and 3 bottles, the chance to go over and of an
exact hit that the view computes from the bottles this seat has not seen."""
from __future__ import annotations

import pygame

from game.chobuku.table import hud
from tests.chobuku_ui.positions import table_at
from tests.gestures import click, frames, key


def drawn_texts(app, monkeypatch) -> list[str]:
    seen: list[str] = []
    real = hud.fit_text

    def spy(s, *a, **k):
        seen.append(s)
        return real(s, *a, **k)
    monkeypatch.setattr(hud, "fit_text", spy)
    app.draw()
    monkeypatch.setattr(hud, "fit_text", real)
    return seen


def test_odds_off_by_default_then_on_with_o_and_the_button(app, monkeypatch):
    app.settings.show_odds = False
    tb = table_at(app, bottles={0: ["ka3", "moku4"], 1: ["sui1"], 2: ["kin1"]})
    frames(app, 1)
    assert not tb.board.odds_on and [o.k for o in tb.view.odds] == [1, 2, 3]
    texts = drawn_texts(app, monkeypatch)
    assert not any("%" in s for s in texts)
    key(app, pygame.K_o)
    assert tb.board.odds_on and app.settings.show_odds
    texts = drawn_texts(app, monkeypatch)
    for o in tb.view.odds:
        assert any(s.endswith(f" {round(o.p_over * 100)}%") and "×" in s for s in texts), (o, texts)
        assert any(s.endswith(f" {round(o.p_exact * 100)}%") and "◎" in s for s in texts), (o, texts)
    # spirit 7 against the oni: the odds grow with the number drawn
    over = [o.p_over for o in tb.view.odds]
    assert over == sorted(over) and 0.0 <= over[0] <= over[2] <= 1.0
    click(app, tb.controls.button("odds").rect.center)
    assert not tb.board.odds_on and not app.settings.show_odds
