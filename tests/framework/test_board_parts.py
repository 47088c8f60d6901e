"""The board lays a card where it rests: made once, then sent home (or sliding there);
the held card stays in hand. The zoom panel's legend rows are the table's marks; faces are
warmed; the mirror reaches the board's display model."""
from types import SimpleNamespace

import pygame

from game.engine import Place
from game.ui.kit import draw_zoom
from game.ui.table.board import Board


def _board():
    table = SimpleNamespace(zone={}, k=1.0, lang="ja", drag=SimpleNamespace(held_sprite=None))
    return Board(table)


def test_lay_makes_once_then_moves_home():
    board, place = _board(), Place("hand", None, "x")
    first = board.lay(place, "x", (10, 20), (40, 56))
    assert board.sprite_at(place) is first and first.place_id == place
    again = board.lay(place, "x", (30, 20), (40, 56))
    assert again is first and tuple(first.home) == (30, 20) and tuple(first.pos) == (30, 20)
    board.lay(place, "x", (50, 20), (40, 56), slide=0.2)
    assert tuple(first.pos) == (30, 20) and first.busy          # on its way
    board.table.drag.held_sprite = first
    board.lay(place, "x", (90, 90), (40, 56))
    assert tuple(first.pos) == (30, 20)                         # held: it stays in the hand
    assert board.lay(place, "y", (10, 20), (40, 56)) is not first


def test_zoom_legend_draws_each_row():
    surf = pygame.Surface((300, 400))
    drawn = []
    legend = [(lambda s, c, r, n=n: drawn.append((n, c, r)), f"mark {n}") for n in range(3)]
    draw_zoom(surf, pygame.Rect(0, 0, 300, 400), None, hint="hover a card", legend=legend)
    assert [n for n, _c, _r in drawn] == [0, 1, 2]
    assert [c[1] for _n, c, _r in drawn] == [400 - 118 + 12, 400 - 118 + 44, 400 - 118 + 76]


def test_faces_are_warmed_at_the_table_sizes_on_load_and_after_a_change_of_look():
    calls = []

    class Faces:
        def warm(self, cards, sizes, lang, k):
            calls.append((tuple(cards), list(sizes), lang, k))

    class Warm(Board):
        faces = Faces()
        warm_cards, warm_sizes = ("a", "b"), ((10, 14),)

    table = SimpleNamespace(zone={}, k=2.0, lang="en", drag=SimpleNamespace(held_sprite=None),
                            card=lambda s: (s[0] * 2, s[1] * 2))
    board = Warm(table)
    assert calls == [(("a", "b"), [(20, 28)], "en", 2.0)]
    board.refresh_look()
    assert len(calls) == 2
    _board().refresh_look()                     # no sizes: nothing to warm


def test_the_mirror_changes_the_boards_display_model():
    from game.ui.table.mirror import Mirror
    disp = object()
    assert Mirror(SimpleNamespace(board=SimpleNamespace(disp=disp))).disp is disp
    assert Mirror(SimpleNamespace(board=SimpleNamespace())).disp is None
