"""The review after a game (issue #38): where did the seat's chance to win fall the most?

:class:`Review` walks a finished record and asks the coach (the catalogue's ``coach``
hook at its ``review`` level, :mod:`game.engine.coach`) for its advice at every decision
of one seat, one position per thinker job (:mod:`game.engine.thinker`: a worker
process, or slices of the frame loop), so a scene shows its progress and never waits.
Each answer gives the seat's estimated chance to win there (the search's best move) and
the move the coach prefers, with its sentence.

The estimate's *drop* at a decision is how far it fell by the seat's next decision
(after the last one: to the game's outcome, 1 / 0.5 / 0 for the seat):
:func:`turning_points` picks the three largest. Decisions the coach settles without a
search (a forced move, a scripted discard) carry no estimate and are left out of the
series.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .coach import Advice
from .record import GameRecord
from .state import PlayerId
from .thinker import AgentSpec


@dataclass(frozen=True, slots=True)
class Moment:
    """A decision of the review: the record's ``index`` (the action played there is
    ``played``), the estimate there, how far it fell by the next one, and the advice."""

    index: int
    played: str
    estimate: float
    drop: float
    advice: Advice

    @property
    def preferred(self) -> str:
        return self.advice.best.action


def decisions(record: GameRecord, seat: PlayerId) -> list[int]:
    """The indices of the record's actions that ``seat`` chose."""
    s = record.initial_state()
    out = []
    for i, text in enumerate(record.actions):
        if s.to_move() == seat:
            out.append(i)
        s.apply(s.parse_action(text))
    return out


def turning_points(series: list[tuple[int, float]], final: float, top: int = 3) -> list[tuple[int, float]]:
    """The ``top`` largest drops of the estimate: ``series`` is (index, estimate) in the
    order played, ``final`` the seat's outcome. Each index with how far the estimate
    fell from there to the next decision (the last: to ``final``); rises are no drop."""
    drops = []
    for k, (index, est) in enumerate(series):
        after = series[k + 1][1] if k + 1 < len(series) else final
        if est - after > 0:
            drops.append((index, est - after))
    drops.sort(key=lambda d: (-d[1], d[0]))
    return drops[:top]


class Review:
    """The coach asked at every decision of ``seat`` in a finished ``record``.

    ``step()`` (each frame) starts the next position on ``thinker`` or collects an
    answer; ``progress`` goes from 0 to 1; once ``done``, ``moments()`` lists the three
    largest drops. ``coach`` is the catalogue's hook (``"module:make_coach"``)."""

    def __init__(self, record: GameRecord, seat: PlayerId, coach: str, thinker: Any,
                 level: str = "review", seed: int = 0) -> None:
        self.record = record
        self.seat = seat
        self.coach = coach
        self.thinker = thinker
        self.level = level
        self.seed = seed
        self.todo = decisions(record, seat)
        self.advice: dict[int, Advice] = {}
        self.error: str | None = None
        self._k = 0                     # the next decision to ask about
        self._asking: int | None = None
        self._state = record.initial_state()
        self._at = 0                    # the record index ``_state`` stands at

    @property
    def progress(self) -> float:
        return 1.0 if not self.todo else self._k / len(self.todo)

    @property
    def done(self) -> bool:
        return self._k >= len(self.todo) or self.error is not None

    def _position(self, index: int):
        while self._at < index:
            self._state.apply(self._state.parse_action(self.record.actions[self._at]))
            self._at += 1
        return self._state

    def step(self) -> None:
        if self.done:
            return
        th = self.thinker
        if self._asking is None:
            index = self.todo[self._k]
            th.start(self._position(index), self.seat, AgentSpec(self.coach, self.level, self.seed + index))
            self._asking = index
            return
        action = th.poll()
        if action is not None:
            self.advice[self._asking] = Advice.from_json(th.last_info)
            self._asking = None
            self._k += 1
        elif th.error and not th.busy:
            self.error = th.error

    def run(self) -> "Review":
        """The whole review at once (tests, the command line)."""
        while not self.done:
            self.step()
        return self

    def series(self) -> list[tuple[int, float]]:
        """(index, estimate) at every decision the coach searched, in the order played."""
        return [(i, self.advice[i].best.win) for i in self.todo
                if i in self.advice and self.advice[i].best.win is not None]

    def final(self) -> float:
        result = self.record.state.result()
        return 0.5 if result is None else result.reward(self.seat)

    def moments(self, top: int = 3) -> list[Moment]:
        est = dict(self.series())
        return [Moment(i, self.record.actions[i], est[i], drop, self.advice[i])
                for i, drop in turning_points(self.series(), self.final(), top)]

    def close(self) -> None:
        self.thinker.cancel()
