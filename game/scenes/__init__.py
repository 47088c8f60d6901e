"""Menu scenes (title, game select, seat setup, settings, pause, result, rules,
statistics, replays, saved games), made of the menu kit in :mod:`game.ui.menu`,
plus the two names the pages share that need the catalogue.
"""
from __future__ import annotations

from game.i18n import get_lang, t


def game_name(code: str) -> str:
    """A game's name in the current language (its code if the catalogue does not know it)."""
    from game import games
    try:
        return games.get(code).name(get_lang())
    except KeyError:
        return code


def mode_name(mode: str | None) -> str:
    """「対コンピュータ」 / "Vs computer"; an unknown mode shows as written."""
    if not mode:
        return ""
    key = f"saves.mode.{mode}"
    text = t(key)
    return mode if text == key else text
