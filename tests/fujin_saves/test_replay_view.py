"""The replay viewer draws 式神符陣 with its own board (``game.fujin.table.replay_view``):
hands face down for a spectator, face up once the game is over and "show all" is
on; any rect size; ja and en."""
from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.engine.record import GameRecord
from game.fujin.table import replay_board as rv
from game.fujin.rules import FujinState


def _game(seed: int = 3, pick: int = 4) -> GameRecord:
    rng = random.Random(pick)
    record = GameRecord("fujin", FujinState, seed, seats=["human", "computer:hard"])
    while record.state.to_move() is not None:
        la = record.state.legal_actions()
        record.apply(la[rng.randrange(len(la))])
    return record


class _Spy:
    """Records which cards were rendered face up."""

    def __init__(self, monkeypatch) -> None:
        self.face_up: list[str] = []
        self.chips: list[str] = []
        real_render, real_chip = rv.faces.render, rv._chip

        def render(cid, size, face_up, lang="ja"):
            if face_up and cid is not None:
                self.face_up.append(cid)
            return real_render(cid, size, face_up, lang)

        def chip(cid, size, lang):
            self.chips.append(cid)
            return real_chip(cid, size, lang)
        monkeypatch.setattr(rv.faces, "render", render)
        monkeypatch.setattr(rv, "_chip", chip)
        rv._turned.clear()


def test_viewer_uses_the_fujin_board_and_hides_hands(app, monkeypatch):
    from game.scenes.replays import ReplayViewer
    record = _game()
    viewer = ReplayViewer(app, record)
    app.stack.clear_to(viewer)
    assert isinstance(viewer.board, rv.FujinReplayBoard)
    spy = _Spy(monkeypatch)
    on_board: set[str] = set()
    for k in range(0, viewer.n + 1, max(1, viewer.n // 6)):
        viewer.seek(k)
        assert viewer.visible_seats() == []
        assert viewer.board.hands == {}
        on_board |= {c.card for c in viewer.state.view(None).board if c is not None}
        app.frame(1 / 60)
    assert spy.chips == []                       # no hand shown face up to a spectator
    assert set(spy.face_up) <= on_board          # only pieces on the board were drawn face up
    viewer.seek(viewer.n)
    viewer.toggle_show_all()
    assert viewer.visible_seats() == [0, 1]
    assert viewer.board.hands == {p: tuple(record.state.hands[p]) for p in (0, 1)}
    app.frame(1 / 60)
    assert sorted(spy.chips) == sorted(record.state.hands[0] + record.state.hands[1])
    viewer.seek(viewer.n - 1)                      # not over any more: hidden again
    assert viewer.visible_seats() == [] and viewer.board.hands == {}


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", [(812, 384), (406, 192), (1200, 700), (600, 600)])
def test_draws_at_any_size_inside_its_rect(lang, size):
    pygame.init()
    i18n.set_lang(lang)
    record = _game(11, 2)
    state = record.replay(upto=len(record) * 2 // 3)

    class Viewer:
        def visible_seats(self):
            return [0, 1]
    board = rv.replay_view(None, state, Viewer())
    surf = pygame.Surface((size[0] + 40, size[1] + 40))
    surf.fill((1, 2, 3))
    rect = pygame.Rect(20, 20, *size)
    board.draw(surf, rect)
    # nothing outside the rect
    for x, y in ((5, 5), (size[0] + 35, 5), (5, size[1] + 35), (size[0] + 35, size[1] + 35),
                 (rect.centerx, 5), (rect.centerx, size[1] + 35)):
        assert surf.get_at((x, y))[:3] == (1, 2, 3)
    # and something inside it
    assert len({tuple(surf.get_at((x, rect.centery))[:3]) for x in range(rect.x, rect.right, 7)}) > 5
