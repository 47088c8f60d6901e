"""English and Japanese everywhere: every string drawn is recorded (through
``pygame.font.Font.render``) and an English screen may show no kana or
kanji, except a short allow-list of intentional originals."""
from __future__ import annotations

import re

import pytest

from game import i18n

#: Japanese shown on purpose on English screens (the app's name, the games'
#: original titles beside the English ones, the select glyph cards).
ALLOW = {"札場", "札", "式", "陰", "陣", "鬼", "式神符陣", "ハクスラ陰陽師", "ジントリガー", "鬼調伏",
         "札場 Fudaba",
         "言語 / Language"}      # the language row names itself in both, so either reader finds it


def _allowed_in(scene_name: str, s: str) -> bool:
    """The rules viewer shows each chapter's Japanese original title on purpose."""
    return scene_name.startswith("rules") and s.startswith("Japanese original:")


def _draw(app, scenes, frames=3):
    app.stack.clear_to(scenes[0])
    for s in scenes[1:]:
        app.stack.push(s)
    for _ in range(frames):
        app.frame(1 / 60)
    app.draw()


def _menu_scenes(app):
    from game.scenes import registry
    for name in ("title", "select", "setup", "settings"):
        yield name, registry.build(app, name, 1)


def _table_scenes(app):
    from game.fujin import table as table_modes
    for variant in ("opening", "busy", "drag", "result"):
        yield "fujin:" + variant, table_modes.screenshot_scene(app, 5, variant)


def _other_scenes(app):
    from game.fujin import table as fujin_table
    from game.scenes.pause import PauseScene
    from game.scenes.rules import RulesScene
    tb = fujin_table.screenshot_scene(app, 3, "busy")[0]
    yield "pause", [tb, PauseScene(app, game_code="fujin", table=tb)]
    yield "rules", [RulesScene(app, "fujin", None)]
    yield "rules:FJ-11", [RulesScene(app, "fujin", "FJ-11")]


@pytest.mark.parametrize("source", [_menu_scenes, _table_scenes, _other_scenes])
def test_no_japanese_on_english_screens(app, recorder, source):
    i18n.set_lang("en")
    app.settings.lang = "en"
    leaks = {}
    for name, scenes in source(app):
        recorder.clear()
        _draw(app, scenes)
        tb = scenes[0]
        board = getattr(tb, "board", None)
        if board is not None and hasattr(board, "disp"):     # read every card in the zoom panel too
            from game.engine import Place
            for cid in list(board.disp.hand) + [p.card for p in board.disp.board if p is not None]:
                tb.hover_place = Place("hand", None, cid)
                app.draw()
        elif hasattr(tb, "zoom_card"):
            for cid in list(tb.disp.hand) + [p.card for p in tb.disp.board if p is not None]:
                tb.hover_place = "hand:" + cid
                tb.zoom_card = lambda cid=cid: cid
                app.draw()
        bad = [s for s in recorder.cjk(ALLOW) if not _allowed_in(name, s)]
        if bad:
            leaks[name] = bad
    assert not leaks, f"Japanese on English screens: {leaks}"


def test_card_faces_follow_language(app, recorder):
    from game.fujin.table import faces
    from game.fujin.rules.cards import CARDS
    for cid in CARDS:
        for size in ((94, 132), (260, 354)):
            faces.render(cid, size, True, "en")
    assert not recorder.cjk(), recorder.cjk()[:10]
    recorder.clear()
    for cid in CARDS:
        faces.render(cid, (260, 354), True, "ja")
    # Japanese faces: names and texts in Japanese (ids, numbers and glyphs aside)
    words = [s for s in recorder.strings if any(c.isalpha() and c.isascii() for c in s.replace("T-", "")
                                                .replace("O-", ""))]
    assert not [w for w in words if len([c for c in w if c.isascii() and c.isalpha()]) > 3], words[:10]


def test_japanese_screens_have_no_english_words(app, recorder):
    """Vice versa: the Japanese table shows no stray English words (ids/numbers aside)."""
    from game.fujin import table as table_modes
    i18n.set_lang("ja")
    recorder.clear()
    _draw(app, table_modes.screenshot_scene(app, 5, "busy"))
    allowed = {"Fudaba"}
    words = sorted({w for s in recorder.strings for w in re.findall(r"[A-Za-z]{4,}", s)} - allowed)
    assert not words, words


def test_language_switch_redraws_table(app, recorder):
    from game.fujin import table as table_modes
    scenes = table_modes.screenshot_scene(app, 5, "busy")
    _draw(app, scenes)
    assert recorder.cjk(), "the Japanese table should show Japanese"
    i18n.set_lang("en")
    app.settings.lang = "en"
    recorder.clear()
    app.frame(1 / 60)      # no resume(): the table notices the switch itself
    assert not recorder.cjk(ALLOW), recorder.cjk(ALLOW)
