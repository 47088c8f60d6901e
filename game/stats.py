"""Statistics: finished games per game and per mode, under the user data dir.

One JSON file, ``<user data>/stats.json``, versioned and written atomically::

    {"format": "fudaba-stats", "version": 1,
     "games": {"fujin": {"vs-cpu": {
         "games": 12, "total_length": 380, "draws": 1,
         "by_seat": {"human": {"wins": 7, "losses": 4, "draws": 1},
                     "computer:hard": {"wins": 4, "losses": 7, "draws": 1}},
         "human_streak": 2, "human_best_streak": 4,
         "counters": {"win_by=王手": 9, "win_by=山札切れ": 2},
         "sums": {"turns": 380}}}},
     "recent": [ {game, mode, seats, winner, draw, reason, length, when}, ... ]}

Seats are described by type: ``"human"`` or ``"computer:<level>"`` (a dict
``{"kind": "computer", "level": "hard"}`` or ``"cpu:hard"`` is normalised to
that). A seat type's wins/losses/draws count one per seat, so in a
human-vs-human game ``human`` gets one win and one loss.

The human win streak counts games that have a human seat and at least one
non-human side (a computer seat, or a solo game against the game itself):
a human seat winning extends it, anything else resets it. Hot-seat games
between humans only leave it alone.

``extra`` carries game-specific facts: a string value counts
``"key=value"`` in ``counters`` (e.g. ``{"win_by": "王手"}``), ``True`` counts
``"key"``, a number is added to ``sums`` (e.g. ``{"tricks": 3}``).

Each seat counts its own outcome (``Result.outcome``): both partners of a
winning team, both players of a won co-op game, every seat sharing first
place in a ranked game. A ``Result`` with ``winner`` None and ``draw`` False
and no per-seat outcomes (a solo game lost to the game itself) is a loss for
every seat. A human win (for the streak) is any human seat winning.

A broken or newer-version stats file is moved aside (``stats.json.bad-…``)
with its problem kept in ``Stats.problem``, and counting starts afresh.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from .engine.state import Result
from .paths import user_data_dir
from .storage import BadFile, atomic_write_json, check_version, load_json

STATS_FORMAT = "fudaba-stats"
STATS_VERSION = 1
RECENT_LIMIT = 200


def stats_path() -> Path:
    return user_data_dir() / "stats.json"


def seat_type(seat: Any) -> str:
    """Normalise a seat description to ``"human"`` or ``"computer:<level>"``."""
    if isinstance(seat, Mapping):
        kind = str(seat.get("kind", seat.get("type", "human")))
        level = seat.get("level")
    else:
        text = str(seat)
        kind, _, level = text.partition(":")
        level = level or None
    kind = kind.lower()
    if kind in ("human", "player", "person"):
        return "human"
    if kind in ("computer", "cpu", "ai", "com"):
        return f"computer:{level}" if level else "computer"
    return f"{kind}:{level}" if level else kind


def named(kind: str, name: Any) -> str:
    """A person's seat counted under the name they gave (``human:Aki``)."""
    if kind == "human" and isinstance(name, str) and name.strip():
        return f"human:{name.strip()}"
    return kind


def is_human(kind: str) -> bool:
    return kind == "human" or kind.startswith("human:")


@dataclass
class ModeSummary:
    games: int = 0
    draws: int = 0
    by_seat: dict[str, dict[str, int]] = field(default_factory=dict)
    average_length: float = 0.0
    human_streak: int = 0
    human_best_streak: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    sums: dict[str, float] = field(default_factory=dict)

    def record(self, seat: str) -> dict[str, int]:
        """``{"wins", "losses", "draws"}`` for a seat type (zeros if none)."""
        return self.by_seat.get(seat, {"wins": 0, "losses": 0, "draws": 0})


def _empty() -> dict[str, Any]:
    return {"format": STATS_FORMAT, "version": STATS_VERSION, "games": {}, "recent": []}


def _validate(data: Any) -> None:
    check_version(data, STATS_FORMAT, STATS_VERSION)
    if not isinstance(data.get("games"), dict):
        raise BadFile("統計ファイルの中身が正しくありません。", "The statistics file's contents are not valid.")


class Stats:
    """The statistics file. Each ``record_result`` reads, updates and writes it."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else stats_path()
        self.problem: BadFile | None = None
        self.moved_to: Path | None = None

    def load(self) -> dict[str, Any]:
        res = load_json(self.path, _validate)
        if res.problem is not None:
            self.problem, self.moved_to = res.problem, res.moved_to
        if res.data is None:
            return _empty()
        data = res.data
        data.setdefault("recent", [])
        return data

    def record_result(self, game: str, mode: str, seats: Sequence[Any],
                      result: Result | Mapping[str, Any] | None, length: int,
                      extra: Mapping[str, Any] | None = None, when: float | None = None,
                      names: Sequence[Any] = ()) -> None:
        """Count one finished game (``result`` None: an unfinished game, ignored). A person
        who gave a name (``names``, by seat) is counted under it (``human:<name>``)."""
        if result is None:
            return
        if isinstance(result, Mapping):
            result = Result.from_json(dict(result))
        types = [named(seat_type(s), names[i] if i < len(names) else None) for i, s in enumerate(seats)]
        data = self.load()
        m = data["games"].setdefault(game, {}).setdefault(mode, {
            "games": 0, "total_length": 0, "draws": 0, "by_seat": {}, "human_streak": 0,
            "human_best_streak": 0, "counters": {}, "sums": {}})
        m["games"] += 1
        m["total_length"] += int(length)
        draw = result.draw  # winner None without draw: the game beat every seat (solo loss)
        if draw:
            m["draws"] += 1
        outcomes = [result.outcome(i) for i in range(len(types))]   # per seat: teams, co-op, ranks
        for t, outcome in zip(types, outcomes):
            rec = m["by_seat"].setdefault(t, {"wins": 0, "losses": 0, "draws": 0})
            rec[{"win": "wins", "loss": "losses", "draw": "draws"}[outcome]] += 1
        humans = [is_human(t) for t in types]
        has_human = any(humans)
        all_human = all(humans) and len(types) > 1
        if has_human and not all_human:
            human_won = any(h and o == "win" for h, o in zip(humans, outcomes))
            m["human_streak"] = m["human_streak"] + 1 if human_won else 0
            m["human_best_streak"] = max(m["human_best_streak"], m["human_streak"])
        for key, value in (extra or {}).items():
            if isinstance(value, bool):
                if value:
                    m["counters"][key] = m["counters"].get(key, 0) + 1
            elif isinstance(value, (int, float)):
                m["sums"][key] = m["sums"].get(key, 0) + value
            else:
                k = f"{key}={value}"
                m["counters"][k] = m["counters"].get(k, 0) + 1
        data["recent"].append({"game": game, "mode": mode, "seats": types, "outcomes": outcomes,
                               "winner": result.winner, "draw": draw, "reason": result.reason,
                               "length": int(length),
                               "when": when if when is not None else time.time()})
        del data["recent"][:-RECENT_LIMIT]
        atomic_write_json(self.path, data)

    def summary(self, game: str) -> dict[str, ModeSummary]:
        out: dict[str, ModeSummary] = {}
        for mode, m in self.load()["games"].get(game, {}).items():
            games = m.get("games", 0)
            out[mode] = ModeSummary(
                games=games, draws=m.get("draws", 0),
                by_seat={k: dict(v) for k, v in m.get("by_seat", {}).items()},
                average_length=(m.get("total_length", 0) / games) if games else 0.0,
                human_streak=m.get("human_streak", 0),
                human_best_streak=m.get("human_best_streak", 0),
                counters=dict(m.get("counters", {})), sums=dict(m.get("sums", {})))
        return out

    def recent(self, game: str | None = None) -> list[dict[str, Any]]:
        items = self.load()["recent"]
        return [r for r in items if game is None or r.get("game") == game]

    def reset(self, game: str | None = None) -> None:
        data = self.load()
        if game is None:
            data = _empty()
        else:
            data["games"].pop(game, None)
            data["recent"] = [r for r in data["recent"] if r.get("game") != game]
        atomic_write_json(self.path, data)


def record_result(game: str, mode: str, seats: Sequence[Any], result: Result | Mapping[str, Any] | None,
                  length: int, extra: Mapping[str, Any] | None = None, names: Sequence[Any] = ()) -> None:
    """Module-level convenience on the default file (see :class:`Stats`)."""
    Stats().record_result(game, mode, seats, result, length, extra, names=names)


def summary(game: str) -> dict[str, ModeSummary]:
    return Stats().summary(game)
