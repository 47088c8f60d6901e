"""振り返り / Review after a game (issue #38): offered on the result screen of a game a
person played, computed in the background with a progress bar, three moments listed;
a click opens the read-only table at that moment and the arrow keys step on."""
from __future__ import annotations

import pygame

from game.engine.thinker import InlineThinker
from game.scenes.replays import ReplayViewer
from game.scenes.result import ResultScene
from game.scenes.review import ReviewScene
from game.ui.table import runs
from tests.gestures import click, frames, key

TINY = "tests.engine.test_review:tiny_coach"


def _finished(app, plies=5000):
    from game.fujin import table
    tb = runs.cpu_table(table.Table, app, 4, [runs.HUMAN, runs.RANDOM], plies)
    assert tb.state.is_over()
    app.stack.clear_to(tb)
    return tb


def test_the_result_offers_the_review_of_a_game_a_person_played(table_app):
    app = table_app
    tb = _finished(app)
    tb.finished = True
    scene = ResultScene.for_table(app, tb, tb.state.result())
    app.stack.push(scene)
    frames(app, 1, 1 / 60)
    click(app, scene.button_rect("review").center)
    assert isinstance(app.stack.top, ReviewScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_the_review_lists_the_three_largest_drops_and_opens_the_table_there(table_app):
    app = table_app
    tb = _finished(app)
    def open_at(index):
        viewer = ReplayViewer(app, tb.record)
        app.stack.push(viewer)
        viewer.seek(index)
    review = ReviewScene(app, tb.record, 0, open_at, thinker=InlineThinker(slice_seconds=1.0), coach=TINY)
    app.stack.push(review)
    seen = set()
    for _ in range(20000):
        app.step(1 / 60, [])
        seen.add(round(review.review.progress, 3))
        if review.found is not None:
            break
    assert review.found is not None and len(seen) > 2          # the bar moved on
    assert [m.index for m in review.found] == [m.index for m in review.review.moments()]
    assert 1 <= len(review.found) <= 3
    first = review.found[0]
    click(app, review.button_rect("moment0").center)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewer) and viewer.pos == first.index
    assert viewer.state.to_move() == 0
    key(app, pygame.K_RIGHT)
    assert viewer.pos == first.index + 1


def test_any_saved_replay_offers_the_review_too(table_app):
    app = table_app
    tb = _finished(app)
    viewer = ReplayViewer(app, tb.record)
    app.stack.clear_to(viewer)
    frames(app, 1, 1 / 60)
    click(app, viewer.buttons["review"].rect.center)
    assert isinstance(app.stack.top, ReviewScene) and app.stack.top.seat == 0
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is viewer
