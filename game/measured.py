"""The balance lab's published figures, read for the menus: each character's measured
win rate (seat setup shows it beside the character) and a solo ladder's clear rate
(ハクスラ陰陽師's campaign shows it beside each level).

The lab writes them with ``python -m game.balance --game <g> --out docs`` to
``levels/<game>/balance.json`` (``game.balance_tables``); nothing is measured at run
time. A game, a set-up or a character the file does not cover has no figure
(``None``), and the menus then show none.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.paths import resource_path


@dataclass(frozen=True)
class Measured:
    """One figure as the menus show it: ``kind`` "win" (a versus game's win rate) or
    "clear" (a solo run's clear rate), the rate, the games behind it and the level of
    the computer that played them."""

    kind: str
    rate: float
    n: int
    level: str

    @property
    def percent(self) -> int:
        return round(100 * self.rate)


@lru_cache(maxsize=None)
def figures(code: str) -> dict[str, Any]:
    """The game's published figures (empty when it has none, or the file is unreadable)."""
    try:
        data = json.loads(resource_path("levels", code, "balance.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) and data.get("game") == code else {}


def _matches(run_options: dict, values: dict) -> bool:
    return all(values.get(k, v) == v for k, v in run_options.items() if k != "players")


def character(code: str, name_ja: str, players: int, values: dict | None = None) -> Measured | None:
    """The measured figure of the character named ``name_ja`` for a game of ``players``
    seats set up with ``values``: a solo ladder's clear rate at the chosen level (the
    ladder's row option, e.g. ``difficulty``), else the win rate of a lab run whose
    options all match the set-up (the most games when several do); none when no run does."""
    values = values or {}
    best: Measured | None = None
    best_key = (False, -1)
    for level, lv in figures(code).get("levels", {}).items():
        for ladder in lv.get("ladders", {}).values():
            if ladder.get("players", 1) != players:
                continue
            cell = ladder.get("cells", {}).get(str(values.get(ladder.get("row"))), {}).get(name_ja)
            if cell:
                return Measured("clear", cell["rate"], cell["n"], level)
        for run in lv.get("runs", {}).values():
            fig = run.get("character", {}).get(name_ja)
            # a run set up otherwise (another final battle, another mode) says nothing here
            if run.get("players") != players or not fig or not _matches(run.get("options", {}), values):
                continue
            key = (True, fig["n"])
            if key > best_key:
                best, best_key = Measured("win", fig["rate"], fig["n"], level), key
    return best


def ladder(code: str, row_value: Any, name_ja: str, players: int = 1) -> Measured | None:
    """A solo ladder's clear rate for ``name_ja`` at the row ``row_value`` (a level)."""
    return character(code, name_ja, players, {row: row_value for row in _ladder_rows(code)})


def _ladder_rows(code: str) -> set[str]:
    return {lad.get("row") for lv in figures(code).get("levels", {}).values()
            for lad in lv.get("ladders", {}).values() if lad.get("row")}
