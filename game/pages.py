"""A game's own pages (its catalogue ``entries``, e.g. a solo campaign), declared.

A catalogue entry names a page: ``"module:Page"``, a class (or function) that the
menus call with the app (``game/scenes/entry.py`` builds the page from it). What
it returns offers:

* ``name``, ``title``, ``subtitle`` — the page's name and its heading (i18n keys);
* ``choices()`` — :class:`Choice` rows, a value changed with ◀ ▶;
* ``buttons()`` — :class:`Press` buttons along the bottom, the main one last
  (← back is the menus' own);
* ``panels()`` — what the page shows beside them, redrawn every frame: a
  :class:`Lines` panel under the choices, then :class:`Grid` and :class:`Picture`
  panels down the right half.

It is plain data and callables: a game declares its page without the menus' or
pygame's help.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class Choice:
    key: str
    label: str
    value: Callable[[], str]
    adjust: Callable[[int], None]


@dataclass(frozen=True)
class Press:
    key: str
    label: str
    action: Callable[[], Any]
    primary: bool = False
    #: ``ask()`` -> (question, yes, no) i18n keys when the press must be confirmed first, else None
    ask: Callable[[], tuple[str, str, str] | None] | None = None


@dataclass(frozen=True)
class Lines:
    """A heading, then ``name … value`` rows."""
    heading: str
    rows: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Grid:
    """A heading, column heads, then rows of cells; a marked row stands out."""
    heading: str
    columns: tuple[tuple[str, float, float], ...]    # (head, x, width) as fractions of the panel
    rows: tuple[tuple[tuple[str, ...], bool], ...]    # (cells, marked)
    height: int = 300


@dataclass(frozen=True)
class Picture:
    """A heading over a picture the game draws: ``draw`` (``"module:function"``) is called
    with the surface, the picture's rectangle, the UI scale and ``args``."""
    heading: str
    draw: str
    args: tuple = ()
    height: int = 150
