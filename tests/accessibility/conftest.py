"""Fixtures for the accessibility tests: a headless app (animations skipped)
and a recorder of every string handed to font rendering."""
from __future__ import annotations

import re

import pytest

from game import i18n

#: kana, CJK punctuation, kanji, half/full-width forms
CJK = re.compile(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("FUDABA_HOME", str(tmp_path / "home"))
    yield
    i18n.set_lang("ja")
    from game.ui import theme
    theme.set_colorblind(False)


@pytest.fixture()
def app(table_app):
    """Tables are driven with animations off (tests/conftest.py's ``table_app``)."""
    return table_app


class Recorder:
    def __init__(self) -> None:
        self.strings: list[str] = []

    def clear(self) -> None:
        self.strings.clear()

    def cjk(self, allow=()) -> list[str]:
        return sorted({s for s in self.strings if CJK.search(s) and s not in allow})

    def latin_words(self) -> list[str]:
        return sorted({s for s in self.strings if re.search(r"[A-Za-z]{4,}", s)})


@pytest.fixture()
def recorder(monkeypatch):
    """Record every string rendered through ``pygame.font.Font.render``."""
    from game.fujin.table import faces
    from game.ui import theme
    from tests.ui.audit import record_rendered
    rec = Recorder()
    record_rendered(monkeypatch, rec.strings, (faces.FACES,))
    yield rec
    theme.font.cache_clear()
    theme.text.cache_clear()
    faces.FACES.clear()
