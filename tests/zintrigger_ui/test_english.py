"""ジントリガー in English: every string the table draws (2p, 4p, the solo grove, the answers
panel, the final count, a drag, the result) is English, except the game's own terms the
English rulebook keeps (保留域, 範囲, 行動) and the cards' symbol kanji in
their ids (炎4): no other Japanese slips through."""
from __future__ import annotations

import re

from game import i18n

CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
KEPT = ("保留域", "範囲", "行動", "ジントリガー")
SYMBOLS = re.compile(r"[炎氷雷風影鋼星月花竹陣]")


def leftover(s: str) -> str:
    for k in KEPT:
        s = s.replace(k, "")
    s = SYMBOLS.sub("", s)
    return re.sub(r"^域|保$", "", s.strip())      # a term wrapped across two lines


def test_no_other_japanese_on_english_tables(app, monkeypatch):
    from game.ui import theme
    from game.zintrigger.table import faces, screenshot_scene
    from tests.zintrigger_ui.driver import record_drawn
    drawn = record_drawn(monkeypatch)
    i18n.set_lang("en")
    app.settings.lang = "en"
    try:
        for variant, seed in ((None, 3), ("4p", 1), ("solo", 1), ("respond", 3), ("count", 3), ("drag", 3),
                              ("result", 3)):
            scenes = screenshot_scene(app, seed, variant)
            app.stack.clear_to(scenes[0])
            for s in scenes[1:]:
                app.stack.push(s)
            for _ in range(3):
                app.frame(1 / 60)
            app.draw()
        bad = sorted({s for s in drawn if CJK.search(leftover(s))})
        assert not bad, bad
        assert any("Time keep" in s for s in drawn)
    finally:
        theme.font.cache_clear()
        theme.text.cache_clear()
        faces.FACES.clear()
