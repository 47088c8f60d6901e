"""A game's own pages: its catalogue ``entries`` (a solo campaign), built by the menus.

An entry names its page, ``"module:Page"``: a scene made of the menu kit
(``game.ui.menu``), taking the app. Game select's button, the way back after a
game the page started (``App.open_entry``) and the UI fuzzer all open it here,
so a game's room never builds or pushes a menu scene itself.
"""
from __future__ import annotations

from game import games


def open_entry(app, path: str):
    """Build the page ``path`` names and open it over the current scene; returns it."""
    page = games.resolve(path)(app)
    app.stack.push(page)
    return page
