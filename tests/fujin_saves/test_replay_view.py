"""The replay viewer shows 式神符陣 on its own table, read-only (one renderer for
play and replay): hands face down for a spectator, face up once the game is
over and "show all" is on; ja and en; the table takes no moves."""
from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.engine.record import GameRecord
from game.fujin.rules import FujinState
from game.fujin.table import FujinTable, faces


def _game(seed: int = 3, pick: int = 4) -> GameRecord:
    rng = random.Random(pick)
    record = GameRecord("fujin", FujinState, seed, seats=["human", "computer:hard"])
    while record.state.to_move() is not None:
        la = record.state.legal_actions()
        record.apply(la[rng.randrange(len(la))])
    return record


class _Spy:
    """Records which cards were rendered face up (every face goes through the one cache)."""

    def __init__(self, monkeypatch) -> None:
        self.face_up: list[str] = []
        faces.FACES.clear()             # faces drawn before the spy would not be drawn again
        real = faces.FACES.face

        def face(cid, size, face_up=True, lang=None, k=1.0):
            if face_up and cid is not None:
                self.face_up.append(cid)
            return real(cid, size, face_up, lang, k)
        monkeypatch.setattr(faces.FACES, "face", face)


def test_viewer_uses_the_fujin_table_and_hides_hands(app, monkeypatch):
    from game.scenes.replays import ReplayViewer
    record = _game()
    viewer = ReplayViewer(app, record)
    app.stack.clear_to(viewer)
    assert isinstance(viewer.table, FujinTable) and viewer.table.read_only
    spy = _Spy(monkeypatch)
    public: set[str] = set()
    for k in range(0, viewer.n + 1, max(1, viewer.n // 6)):
        viewer.seek(k)
        assert viewer.visible_seats() == [] and viewer.table.viewer is None
        v = viewer.state.view(None)
        public |= {c.card for c in v.board if c is not None} | set(v.graves[0]) | set(v.graves[1])
        for _ in range(3):
            app.frame(1 / 60)
    assert set(spy.face_up) <= public            # nothing hidden was drawn face up
    viewer.seek(viewer.n)
    viewer.toggle_show_all()
    assert viewer.visible_seats() == [0, 1]
    spy.face_up.clear()
    app.frame(1 / 60)
    hands = record.state.hands[0] + record.state.hands[1]
    assert set(hands) <= set(spy.face_up)        # both hands face up at the end with "show all"
    viewer.seek(viewer.n - 1)                    # not over any more: hidden again
    assert viewer.visible_seats() == [] and viewer.table.viewer is None


def test_the_read_only_table_takes_no_move(app):
    from game.scenes.replays import ReplayViewer
    record = _game(5, 1)
    viewer = ReplayViewer(app, record)
    app.stack.clear_to(viewer)
    viewer.seek(6)
    before = viewer.state.to_json()
    tb = viewer.table
    assert tb.legal() == () and tb.drag.sources() == []
    r = viewer.board_rect
    for pos in (r.center, (r.x + 300, r.bottom - 40)):
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + 30, pos[1] - 30), rel=(30, -30),
                                             buttons=(1, 0, 0))])
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(pos[0] + 30, pos[1] - 30), button=1)])
    assert viewer.state.to_json() == before and len(tb.record) == 6


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_viewer_draws_the_table_in_both_languages(app, lang):
    from game.scenes.replays import ReplayViewer
    i18n.set_lang(lang)
    record = _game(11, 2)
    viewer = ReplayViewer(app, record)
    app.stack.clear_to(viewer)
    viewer.seek(len(record) * 2 // 3)
    for _ in range(5):
        app.frame(1 / 60)
    r = viewer.board_rect
    assert len({tuple(app.screen.get_at((x, r.centery))[:3]) for x in range(r.x, r.right, 7)}) > 5
