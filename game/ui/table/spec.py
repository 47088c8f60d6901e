"""What a game supplies to have a table: its parts and a few facts, in one declaration.

A game's table room builds one :class:`TableSpec` and gets its table class from
it (``Table = GameTable.of(SPEC)``): the framework composes the parts — the
board (places, sprites, the look), the mirror (events), the words, the
controls, the choosing of several cards, the tutorial script — and owns
everything else (seats, the record, the computer, the curtain, undo, autosave,
pause, the end, replays, keyboard play, "why not" and F1).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

from game.ui.table.mirror import Mirror
from game.ui.table.words import Words



@dataclass(frozen=True)
class TableSpec:
    code: str
    #: layout zones the table needs (``levels/tables/<code>-<n>p.tmx``)
    zones: tuple[str, ...]
    board: Callable[..., Any]
    mirror: Callable[..., Mirror] = Mirror
    words: Callable[..., Words] = Words
    #: 0: held cards never turn; 1: a quarter turn at a time; 2: upright / reversed
    turn_step: int = 0
    card_size: tuple[int, int] = (94, 132)
    #: the table draws at the window's real resolution (zones, lengths via ``table.px``,
    #: fonts, faces all scaled); False: drawn at 1280×720 and stretched by the app
    scales: bool = False
    log_size: int = 14
    #: seconds after a computer's move before the next, so people can follow it
    cpu_pace: float = 0.6
    #: ``curtain_needed(state, bottom, seat)``: None = the curtain always goes up in hot seat
    curtain_needed: Callable[[Any, int, int], bool] | None = None
    #: ``layout(state)`` -> the layout's name (default ``<code>-<seats>p``)
    layout: Callable[[Any], str] | None = None
    #: ``save_mode(seats, options, by_seats)`` -> the mode a game is saved under, given the
    #: mode its seats make (the save layer's rule); default: that mode
    save_mode: Callable[[Any, dict, str], str] | None = None
    #: a catalogue entry's key: a game its page started (the option of that name set)
    #: returns to that page after the result (a campaign)
    back_to: str | None = None
    #: ``lively(state, rng)`` -> a plausible action (screenshots, the bench)
    lively: Callable[[Any, random.Random], Any] | None = None
    #: ``screenshot_plan(variant)`` -> dict (see ``game.ui.table.runs``)
    screenshots: Callable[[str | None], dict] | None = None
    #: the guided first game: ``make()`` -> Tutorial, its seats, seed, computer seed and the
    #: zone its caption covers
    tutorial: "TutorialPlan | None" = None
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class TutorialPlan:
    make: Callable[[], Any]
    seats: tuple[dict, ...]
    seed: int
    ai_seed: int
    box: str = "log"
    options: tuple[tuple[str, Any], ...] = ()
