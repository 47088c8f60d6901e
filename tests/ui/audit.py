"""What a drawn screen did with its text: every font size it asked for and every text
that did not fit its box (``game.ui.theme.overflow``), told apart by whether a card
face was being drawn at the time, and the rectangles a table must keep free of
messages. Every face cache is emptied on entry, so each face the screen shows is drawn
again under the audit (a face drawn earlier and cached would hide its print).

Used by the layout tests: ``with TextAudit() as audit: app.draw()``.
"""
from __future__ import annotations

import logging
import re

import pygame

from game.ui import kit, theme

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")


class TextAudit(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.fonts: list[tuple[int, bool]] = []         # (size, inside a card face)
        self.overflows: list[tuple[str, tuple, str, bool]] = []
        self._face_depth = 0
        self._saved = {}

    # -- recording ------------------------------------------------------------------
    def emit(self, record: logging.LogRecord) -> None:
        self.overflows.append((record.text, tuple(record.box), record.how, self._face_depth > 0))

    def __enter__(self) -> "TextAudit":
        font, face = theme.font, kit.FaceCache.face
        audit = self

        def recording_font(size, bold=False):
            audit.fonts.append((size, audit._face_depth > 0))
            return font(size, bold)

        def recording_face(cache, *args, **kw):
            audit._face_depth += 1
            try:
                return face(cache, *args, **kw)
            finally:
                audit._face_depth -= 1
        self._saved = {"font": font, "face": face, "level": theme.TEXT_LOG.level}
        theme.font = recording_font
        kit.FaceCache.face = recording_face
        theme.TEXT_LOG.addHandler(self)
        theme.TEXT_LOG.setLevel(logging.DEBUG)
        theme.text.cache_clear()            # every line is rendered again, through the recorder
        kit.FaceCache.clear_all()           # and every card face
        return self

    def __exit__(self, *exc) -> None:
        theme.font = self._saved["font"]
        kit.FaceCache.face = self._saved["face"]
        theme.TEXT_LOG.removeHandler(self)
        theme.TEXT_LOG.setLevel(self._saved["level"])
        theme.text.cache_clear()

    # -- questions --------------------------------------------------------------------
    def small_print(self, least: float, faces: bool | None = None) -> list[int]:
        """Font sizes under ``least`` pixels: everywhere (``faces`` None), or only inside card
        faces (True) or only outside them (False)."""
        return sorted({size for size, in_face in self.fonts
                       if (faces is None or in_face == faces) and size < least - 0.5})

    def overflowing(self, faces: bool | None = None) -> list[tuple[str, tuple, str]]:
        """Texts that did not fit their box (everywhere, or inside / outside card faces)."""
        return sorted({(text, box, how) for text, box, how, in_face in self.overflows
                       if faces is None or in_face == faces})


def kept_free(table) -> dict[str, pygame.Rect]:
    """What messages must never cover on a table: its hand, its board and its buttons
    (zones named so in the layout, and every control on screen)."""
    out = {}
    for name, rect in table.zone.items():
        if name == "board" or name == "arena" or name.startswith("hand") or ".hand" in name \
                or name.endswith("_button"):
            out[name] = pygame.Rect(rect)
    for name, button in table.controls.buttons.items():
        if button.rect.width and button.rect.height:
            out[f"control:{name}"] = pygame.Rect(button.rect)
    return out


def record_rendered(monkeypatch, strings: list, face_caches=()) -> list:
    """Append every string rendered from now on (through any font) to ``strings``; the text
    caches and ``face_caches`` are emptied so nothing drawn before is taken from them
    unrecorded. Returns ``strings``."""
    base = pygame.font.Font

    class RecFont(base):
        def render(self, text, *args, **kw):
            strings.append(str(text))
            return super().render(text, *args, **kw)
    monkeypatch.setattr(pygame.font, "Font", RecFont)
    theme.font.cache_clear()
    theme.text.cache_clear()
    for cache in face_caches:
        cache.clear()
    return strings
