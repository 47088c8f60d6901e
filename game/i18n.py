"""One lookup for every user-facing string, in Japanese (default) and English.

Catalogues are JSON files ``game/locale/<lang>/<domain>.json`` (one domain
per area: ``ui``, ``menu``, ``fujin``...), merged into one flat key space on
first use. Keys are dotted (``menu.title.start``). A missing key shows the
key itself so it is noticed (and a test compares catalogues key by key).
Pure Python: usable from the rules' docs and from the UI.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

LANGS = ("ja", "en")
_LOCALE_DIR = Path(__file__).resolve().parent / "locale"
_current = "ja"
_listeners: list = []


@lru_cache(maxsize=None)
def catalogue(lang: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    folder = _LOCALE_DIR / lang
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for key, value in data.items():
            if key in merged:
                raise ValueError(f"duplicate i18n key {key!r} in {path.name}")
            merged[key] = value
    return merged


def get_lang() -> str:
    return _current


def set_lang(lang: str) -> None:
    global _current
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}")
    if lang != _current:
        _current = lang
        for listener in list(_listeners):
            listener(lang)


def on_change(listener) -> None:
    """Call ``listener(lang)`` whenever the language changes (caches reset)."""
    _listeners.append(listener)


def t(key: str, lang: str | None = None, **params) -> str:
    text = catalogue(lang or _current).get(key)
    if text is None:
        return key
    return text.format(**params) if params else text


def pick(ja: str, en: str, lang: str | None = None) -> str:
    """Choose between a pair of strings carried by data (cards, engine reasons)."""
    return en if (lang or _current) == "en" else ja
