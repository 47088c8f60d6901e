"""What the UI fuzzer found, each as the player did it (``python -m game.bench uifuzz``)."""
from __future__ import annotations

import pygame
import pytest

from game import games
from game.bench import uimodes
from tests.gestures import frames

SCREEN = pygame.Rect(0, 0, 1280, 720)


def _gap_in(zone: pygame.Rect, sprites) -> tuple[int, int]:
    """A point of ``zone`` that no card covers (between two cards, or beside the last)."""
    for x in range(zone.left + 2, zone.right - 2, 3):
        for y in (zone.centery, zone.top + 4, zone.bottom - 5):
            if not any(s.rect.collidepoint((x, y)) for s in sprites):
                return (x, y)
    raise AssertionError("the hand covers its whole zone")


def test_pressing_in_the_gap_between_two_hand_cards_while_choosing_a_card(table_app):
    """ハクスラ陰陽師 closed the whole app: a press between two hand cards during the card
    choice asked "why not" about the hand zone itself and split its id by hand."""
    from game.hakusura.table import Table
    tb = Table.start(table_app, [uimodes.HUMAN], {"seed": 3, "players": 1, "undo": True, "inline_thinker": True})
    while tb.state.phase != "choose":            # the first shikigami taken
        tb.record.apply(tb.state.legal_actions()[0])
    tb.resync()
    frames(table_app, 3)
    assert tb.state.phase == "choose"
    zone = tb.zone["seat.0.hand"]
    hand = [s for p, s in tb.board.cards() if p.kind == "hand" and p.seat == 0]
    assert len(hand) >= 2
    gap = _gap_in(zone, hand)
    assert str(tb.board.place_at(gap)) == "hand@0"    # the zone, not a card
    before = tb.record.digest()
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        table_app.step(1 / 60, [pygame.event.Event(kind, pos=gap, button=1)])
    table_app.draw()
    assert table_app.stack.top is tb and tb.record.digest() == before


@pytest.mark.parametrize("code", [g.code for g in games.GAMES if g.playable])
def test_the_back_to_result_button_after_a_game_lies_inside_the_window(table_app, code):
    """ハクスラ陰陽師's 「結果に戻る (Enter)」 reached 16 px below the window."""
    tb = games.get(code).table_mod().Table.start(table_app, [uimodes.HUMAN] * games.get(code).player_counts()[0],
                                                 {"seed": 2, "inline_thinker": True})
    tb.ending.review_board()
    buttons = tb.controls.buttons if hasattr(tb, "controls") else tb.buttons
    assert SCREEN.contains(buttons["back_to_result"].rect), buttons["back_to_result"].rect


def test_the_first_lesson_decision_at_twice_the_size_keeps_every_choice_inside_the_window(table_app):
    """ジントリガー's guided game at UI scale ×2: the ten choices of the first decision ran
    off the bottom of the window. Now the whole window grows with the table."""
    from game.zintrigger.table import Table
    tb = Table.start_tutorial(table_app, inline_thinker=True)
    table_app.settings.ui_scale = 2.0
    table_app.apply_ui_scale()
    frames(table_app, 2)
    table_app.draw()
    window = table_app.screen.get_rect()
    assert window.size == (2 * SCREEN.width, 2 * SCREEN.height)
    shown = {n: b.rect for n, b in tb.controls.buttons.items() if tb.controls.visible(n)}
    assert any(n.startswith("opt") for n in shown)
    outside = {n: r for n, r in shown.items() if not window.contains(r)}
    assert not outside, outside
