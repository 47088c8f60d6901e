"""The ways into a table that the UI fuzzer drives, from the catalogue alone.

Every game in :mod:`game.games` is reached the way a player reaches it: for
each player count it allows, hot seat (everyone at the screen) and against the
computer (one person, the rest computers; in a solo count, the one person);
with each run's own pick of the game's options; its guided first game when its
table room has a ``tutorial``; each extra entry of its catalogue card (a solo
campaign's menu); and a replay of a finished game in the read-only viewer.
Nothing here names a game.
"""
from __future__ import annotations

import importlib
import importlib.util
import random
from dataclasses import dataclass, field
from typing import Any

from game import games
from game.ui.table import runs

HUMAN = {"kind": "human", "level": None}
#: the computers the fuzzer seats: quick levels, so that thousands of events run in seconds
QUICK_LEVELS = ("random", "easy")


@dataclass(frozen=True)
class Mode:
    """One way into a game's table. ``kind``: ``table`` (seats and options), ``tutorial``,
    ``entry`` (a catalogue entry's own scene, e.g. a campaign menu) or ``replay``."""

    code: str
    key: str
    kind: str
    players: int = 0
    humans: tuple[int, ...] = ()
    entry: str = ""
    fixed: tuple[tuple[str, Any], ...] = field(default_factory=tuple)

    @property
    def name(self) -> str:
        return f"{self.code}:{self.key}"


def modes(info: games.GameInfo) -> list[Mode]:
    """Every mode the game offers a player."""
    out: list[Mode] = []
    for n in info.player_counts():
        if n == 1:
            out.append(Mode(info.code, "solo", "table", 1, (0,)))
            continue
        out.append(Mode(info.code, f"{n}p-hotseat", "table", n, tuple(range(n))))
        out.append(Mode(info.code, f"{n}p-vs-cpu", "table", n, (0,)))
        if n > 2:
            out.append(Mode(info.code, f"{n}p-two-people", "table", n, (0, n - 1)))
    if importlib.util.find_spec(f"{info.table_module}.tutorial") is not None:
        out.append(Mode(info.code, "tutorial", "tutorial"))
    for key, _ja, _en, path in info.entries:
        out.append(Mode(info.code, key, "entry", entry=path))
    out.append(Mode(info.code, "replay", "replay", info.player_counts()[-1]))
    return out


def all_modes(codes: list[str] | None = None) -> list[Mode]:
    return [m for info in games.GAMES if info.playable and (codes is None or info.code in codes)
            for m in modes(info)]


def find(name: str) -> Mode:
    code, _, key = name.partition(":")
    for mode in modes(games.get(code)):
        if mode.key == key:
            return mode
    raise KeyError(name)


def run_options(mode: Mode, seed: int) -> dict:
    """The options of one run: each of the game's options picked by the run's seed."""
    info = games.get(mode.code)
    rng = random.Random(seed * 7 + 3)
    opts: dict[str, Any] = {"seed": seed, "undo": True, "players": mode.players,
                            "inline_thinker": True, "ai_seed": seed}
    for opt in info.option_list():
        if opt.applies(mode.players) and opt.choices:
            opts[opt.key] = rng.choice(opt.choices).value
    opts.update(dict(mode.fixed))
    return opts


def run_seats(mode: Mode, seed: int) -> list[dict]:
    rng = random.Random(seed * 11 + 5)
    return [dict(HUMAN) if i in mode.humans else {"kind": "computer", "level": rng.choice(QUICK_LEVELS)}
            for i in range(mode.players)]


def start(app, mode: Mode, seed: int, plies: int = 0):
    """Open ``mode`` in ``app`` as a player would land in it; returns the scene the run
    lives in (it ends when that scene leaves the stack). ``plies`` random actions are
    played first, as if the game had gone on for a while."""
    info = games.get(mode.code)
    table_mod = importlib.import_module(info.table_module)
    Table = table_mod.Table
    if mode.kind == "tutorial":
        starter = getattr(table_mod, "start_tutorial", None) or \
            importlib.import_module(f"{info.table_module}.tutorial").start
        return starter(app, inline_thinker=True)
    if mode.kind == "entry":
        from game.scenes.entry import open_entry
        return open_entry(app, mode.entry)
    if mode.kind == "replay":
        from game.scenes.replays import ReplayViewer
        record = _finished_record(Table, info, mode, seed)
        viewer = ReplayViewer(app, record)
        app.stack.clear_to(viewer)
        return viewer
    table = Table.start(app, run_seats(mode, seed), run_options(mode, seed))
    if plies:
        _advance(table, plies, random.Random(seed))
    return table


def _advance(table, plies: int, rng: random.Random) -> None:
    """``plies`` lively random actions through the record (the way a saved game resumes)."""
    choose = runs.lively(type(table))
    for _ in range(plies):
        if table.state.result() is not None:
            break
        table.record.apply(choose(table.state, rng))
    table.resync()


def _finished_record(Table, info, mode: Mode, seed: int):
    """A whole game of random computers, as the replays list would hold it."""
    from game.engine.record import GameRecord
    opts = run_options(mode, seed)
    game_opts = info.new_options({k: v for k, v in opts.items() if k not in
                                  ("seed", "undo", "inline_thinker", "ai_seed")}, players=mode.players)
    record = GameRecord(info.code, info.state_type(), seed, game_opts,
                        ["computer:random"] * mode.players)
    rng = random.Random(seed)
    for _ in range(4000):
        if record.state.result() is not None:
            break
        record.apply(runs.lively(Table)(record.state, rng))
    return record
