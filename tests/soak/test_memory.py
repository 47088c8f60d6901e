"""Memory stays flat over many computer-vs-computer games (``game.bench soak``).

The soak bench measured ~220 MB/h of growth: nothing was lost for good, but
per-game surfaces piled into process-wide caches -- every log line, count and
HP value rendered through ``theme.text`` (2048 entries of up to ~190 KB each,
outside Python's heap) and every card's full-size zoom face in ``faces``.
These tests play a handful of quick games through the real table (animations
off, in-frame thinker) and check the structures that grew, not an RSS figure.
"""
from __future__ import annotations

import gc

import pygame
import pytest

from game.engine.record import GameRecord
from game.fujin.table import faces
from game.fujin import table as fujin_table
from game.fujin.rules.cards import CARDS
from game.fujin.table import FujinTable
from game.ui import theme
from game.ui.sprites import CardSprite
from game.ui.widgets import LogPanel

GAMES = 5
MAX_FRAMES = 3000


@pytest.fixture()
def app(table_app):
    """Tables are driven with animations off (tests/conftest.py's ``table_app``)."""
    return table_app


def _live(cls) -> int:
    return sum(1 for o in gc.get_objects() if isinstance(o, cls))


def _play(app, k: int) -> set[str]:
    """One cpu-vs-cpu game to its result scene, like the soak loop; the log lines shown."""
    seats = [{"kind": "computer", "level": "easy"}, {"kind": "computer", "level": "easy"}]
    table = fujin_table.start(app, seats, {"seed": 1000 + k, "undo": False, "ai_seed": k,
                                           "inline_thinker": True})
    move = [pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(1, 1), buttons=(0, 0, 0))]
    shown: set[str] = set()
    for n in range(MAX_FRAMES):
        app.frame(1 / 60, move if n % 30 == 0 else ())
        shown.update(line for line, _size, _colour in table.log._images)
        assert len(table.log._images) <= table.log.rect.height // (table.log.size + 4)
        if table.finished or app.stack.top is not table:
            break
    else:
        pytest.fail(f"game {k} did not finish in {MAX_FRAMES} frames")
    for _ in range(10):
        app.frame(1 / 60)
    table.flow.close()
    app.start_title()
    app.frame(1 / 60)
    return shown


def test_games_leave_nothing_behind(app):
    from game import i18n
    listeners = len(i18n._listeners)
    faces.FACES.clear()          # other tests in this process drew faces at other sizes and languages
    _play(app, 0)
    leftovers = []
    for k in range(1, GAMES):
        shown = _play(app, k)
        gc.collect()
        # the finished table, its record, sprites and log are gone once the title is up
        leftovers.append((_live(FujinTable), _live(GameRecord), _live(CardSprite),
                          _live(LogPanel)))
        # log lines are drawn from the panel's own images, never kept by the shared text cache
        keys = theme.text._items
        assert shown and not any(key[0] in shown and key[1] == 14 for key in keys)
        info = theme.text.cache_info()
        assert info.currsize <= theme.TEXT_CACHE_MAX and info.bytes <= theme.TEXT_CACHE_MAX_BYTES
        # zoom-size faces are few; everything else is bounded by cards x table sizes
        assert len(faces.FACES._big) <= faces.FACES.big_keep
        assert all(not (face_up and cid is not None and size[0] >= faces.FULL_WIDTH)
                   for cid, size, face_up, _lang, _scale in faces.FACES._small)
        assert len(faces.FACES._small) <= (len(CARDS) + 1) * 8
        assert len(i18n._listeners) == listeners
    assert leftovers == [(0, 0, 0, 0)] * (GAMES - 1)


def test_text_cache_is_bounded_by_count_and_bytes(monkeypatch):
    pygame.font.init()
    monkeypatch.setattr(theme.text, "maxsize", 50)
    monkeypatch.setattr(theme.text, "max_bytes", 400_000)
    theme.text.cache_clear()
    try:
        for i in range(300):        # numbers that change every frame, at a large size
            img = theme.text(f"霊力 {i} / 15 ・ 耐久 {i * 7}", 34, theme.TEXT, True)
            assert theme.text(f"霊力 {i} / 15 ・ 耐久 {i * 7}", 34, theme.TEXT, True) is img
            info = theme.text.cache_info()
            assert info.currsize <= 50 and info.bytes <= 400_000
        assert info.bytes == sum(s.get_pitch() * s.get_height() for s in theme.text._items.values())
        assert info.hits == 300 and info.misses == 300
    finally:
        theme.text.cache_clear()


def test_zoom_faces_are_a_small_lru():
    pygame.font.init()
    faces.FACES.clear()
    ids = list(CARDS)
    for cid in ids:
        faces.render(cid, (298, 397), True, "ja")
    assert len(faces.FACES._big) == min(len(ids), faces.FACES.big_keep)
    last = ids[-1]
    assert faces.render(last, (298, 397), True, "ja") is faces.render(last, (298, 397), True, "ja")
    assert not any(size[0] >= faces.FULL_WIDTH for _c, size, *_ in faces.FACES._small)
    faces.FACES.clear()
    assert not faces.FACES._big and not faces.FACES._small
