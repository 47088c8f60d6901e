"""What the UI framework asks of the application that hosts it.

``game/ui`` knows no menu, no game, no catalogue and no file: a table that
needs a game's catalogue entry, a save written, the statistics counted, the
log, the pause menu or the result asks its host. The application
(``game.app.App``) implements this protocol; tests may give a table any
object that does.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

import pygame


class Host(Protocol):
    screen: pygame.Surface
    settings: Any
    #: the scene stack (``game.ui.scene.SceneStack``)
    stack: Any
    sounds: Any
    #: a fault must surface (tests, the bench) rather than be contained and logged
    contain_faults: bool

    # -- the catalogue ------------------------------------------------------------
    def game(self, code: str) -> Any:
        """The catalogue entry of ``code`` (``game.games.GameInfo``)."""

    def seat_mode(self, seats) -> str:
        """The save mode of a table with these seats (one save per game and mode)."""

    # -- files --------------------------------------------------------------------
    def autosave(self, record, seats_meta, mode: str) -> Path:
        """Queue the record's save (written off the frame); raises OSError at once when
        the data folder cannot even be prepared."""

    def save_status(self, path: Path) -> "OSError | str":
        """``"pending"``, ``"ok"`` or the error of the last write of ``path``."""

    def flush_saves(self) -> bool:
        """Wait for the background writes."""

    def keep_finished(self, record, mode: str, seats_meta, result, extra: dict) -> None:
        """A game ended: its replay kept, its save dropped, the statistics counted."""

    def log_problem(self, kind: str, exc: BaseException, context: str = "") -> Path | None:
        """Write ``exc`` to the log folder; its path (None when that fails too)."""

    def measured(self, code: str, name_ja: str, players: int, values: dict) -> Any:
        """The balance lab's published figure for the character named ``name_ja`` in a game
        of ``players`` seats set up with ``values`` (``game.measured.Measured``), or None."""

    # -- words and sounds -------------------------------------------------------------
    def toast(self, text: str, kind: str = "info") -> None:
        """A short message over everything."""

    # -- the menus -------------------------------------------------------------------
    def start_title(self) -> None: ...

    def open_pause(self, table) -> None: ...

    def show_result(self, table, result) -> None: ...

    def prepare_result(self) -> None:
        """Load what the end of a game needs now, the result screen and the statistics (a
        table calls it while loading), so the game's last frame does not wait on it."""

    def result_scene(self, table, result): ...

    def open_rules(self, code: str, anchor: str | None = None) -> None: ...

    def open_entry(self, path: str) -> None: ...
