"""The coach (issue #38): "what would the strongest level play here, and why?"

:func:`advise` runs a game's hard search for one seat and reads its root: the two or
three best moves, each with the search's estimate of the seat's chance to win (the mean
reward of the root child: a finished game scores 1 / 0.5 / 0, a cut-off playout the
game's evaluator in [0, 1]) and the visits behind it, and one sentence why in Japanese
and English.

**Fair by construction.** The search is handed the seat's
:class:`~game.engine.ai.SeatView`, never the state, exactly as a computer player is;
the worlds the reasons are counted in are sampled through the same view
(``determinize(seat, rng)``). Every game samples its hidden cards from a sorted pool,
so the advice depends on what the seat sees and on the seed, not on where the real
hidden cards lie (``tests/engine/test_coach.py`` varies them).

**Reasons are facts.** A game's :class:`Coach` says which search to ask
(:meth:`Coach.agent`), how play goes on after a move in a sampled world
(:meth:`Coach.follow`, up to :meth:`Coach.horizon`) and which facts of those worlds make
the sentence (:meth:`Coach.reason`: damage dealt, a check declared, over-limit odds
"in 4 of 10 worlds"...). Where the game finds nothing to say, the sentence is the
search's own statistics (how far ahead of the next move, over how many playouts).

:class:`CoachAgent` is the same work cut into slices for
:mod:`game.engine.thinker`: a steppable "agent" whose decision is the advised move and
whose ``stats`` is the :class:`Advice`, so the table asks for advice off the frame loop
with the machinery it runs the computer's turn with.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from .actions import Action
from .ai import SeatView
from .state import GameState, PlayerId

#: how many sampled worlds a reason's facts are counted over
WORLDS = 10
#: a move enters the advice only if the search tried it at least this share of the
#: most-tried move's visits (a move tried twice has no estimate worth showing)
MIN_SHARE = 0.1


@dataclass(frozen=True, slots=True)
class Suggestion:
    """One advised move: its action text, the estimated chance to win (None when the
    decision was settled without a search: a forced move, a scripted choice), the visits
    behind the estimate, and the sentence why."""

    action: str
    win: float | None
    visits: int
    ja: str
    en: str

    def reason(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en


@dataclass(frozen=True, slots=True)
class Advice:
    """The coach's answer for ``seat``: ``moves`` best first (``moves[0]`` is the move the
    search plays), over ``iterations`` playouts; facts counted in ``worlds`` worlds."""

    seat: PlayerId
    moves: tuple[Suggestion, ...]
    iterations: int = 0
    worlds: int = 0

    @property
    def best(self) -> Suggestion:
        return self.moves[0]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "iterations": self.iterations, "worlds": self.worlds,
                "moves": [{"action": m.action, "win": m.win, "visits": m.visits,
                           "ja": m.ja, "en": m.en} for m in self.moves]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Advice":
        moves = tuple(Suggestion(m["action"], m["win"], int(m["visits"]), m["ja"], m["en"])
                      for m in data["moves"])
        return cls(data["seat"], moves, int(data.get("iterations", 0)), int(data.get("worlds", 0)))


@dataclass
class World:
    """One sampled world (consistent with the seat's view): the position ``before`` the
    move, the ``events`` of the move and of the play that followed it up to the game's
    horizon, and the position ``after``."""

    before: GameState
    events: list = field(default_factory=list)
    after: GameState | None = None


@dataclass
class Scene:
    """What a reason is built from: the seat, its view, the move, the worlds it was
    played out in, and the search's figures for it (``win``/``visits``), for the best
    move (``best_win``) and for the best other move (``next_win``)."""

    seat: PlayerId
    view: Any
    action: Action
    worlds: list[World]
    win: float | None
    visits: int
    iterations: int
    rank: int
    best_win: float | None
    next_win: float | None
    forced: bool = False

    def count(self, fact: Callable[[World], bool]) -> int:
        """In how many of the worlds ``fact`` holds."""
        return sum(1 for w in self.worlds if fact(w))

    def of_kind(self, kind: type) -> list[list]:
        """Per world, the events of type ``kind``."""
        return [[e for e in w.events if isinstance(e, kind)] for w in self.worlds]


class Coach:
    """A game's coach: its search, how play goes on after a move, and its facts.

    A game subclasses this in ``game/<g>/rules/ai/coach.py`` and exposes
    ``make_coach(level) -> CoachAgent`` (the catalogue's ``coach`` hook)."""

    #: how many actions :meth:`follow` may play after the move in one world
    follow_limit = 60

    def agent(self, iterations: int | None, time_budget: float | None) -> Any:
        """The game's hard search (steppable, no tree kept between decisions: advice
        depends on the position only); ``None`` budgets keep the level's own."""
        raise NotImplementedError

    def follow(self, d: GameState, rng: random.Random) -> Action | None:
        """The next action of the play that follows the advised move in a sampled world
        (the game's playout policy), or None to stop there. Default: no play after it."""
        return None

    def horizon(self, start: GameState, d: GameState, seat: PlayerId) -> bool:
        """Has the play after the move gone far enough (``start`` = the world before it)?"""
        return True

    def reason(self, scene: Scene) -> tuple[str, str] | None:
        """One sentence why, from facts of ``scene`` (ja, en); None: no fact to tell."""
        return None


def statistics_reason(scene: Scene) -> tuple[str, str]:
    """The sentence when a game has no fact to tell: the search's own figures."""
    if scene.win is None:
        if scene.forced:
            return ("この局面で唯一の合法手", "the only legal move here")
        return ("上級の決まった方針による手(探索なし)", "the expert level's fixed policy here (no search)")
    pct = round(100 * scene.win)
    if scene.rank == 0 and scene.next_win is not None:
        lead = round(100 * (scene.win - scene.next_win))
        if lead >= 0:
            return (f"{scene.iterations}回の試行で次善の手より {lead} ポイント上",
                    f"{lead} point{'' if lead == 1 else 's'} over the next best move in {scene.iterations} playouts")
        return (f"{scene.iterations}回の試行で最も多く選ばれた手({scene.visits}回)",
                f"the search's most tried move ({scene.visits} of {scene.iterations} playouts)")
    if scene.rank > 0 and scene.best_win is not None:
        gap = round(100 * (scene.best_win - scene.win))
        if gap > 0:
            return (f"{scene.visits}回試して最善手に {gap} ポイント及ばない",
                    f"tried {scene.visits} times; {gap} point{'' if gap == 1 else 's'} short of the best move")
        return (f"推定は {-gap} ポイント上だが試行は{scene.visits}回だけ",
                f"estimated {-gap} points higher, but tried only {scene.visits} times")
    return (f"{scene.visits}回の試行で勝率 {pct}%", f"{pct}% over {scene.visits} playouts")


def root_rows(agent: Any) -> list[tuple[str, int, float]]:
    """The root statistics of ``agent``'s last search (empty: no search was run)."""
    search = getattr(agent, "search", None)
    table = getattr(search, "root_table", None)
    return table() if table is not None else []


def _ranked(chosen: str, rows: Sequence[tuple[str, int, float]], top: int
            ) -> list[tuple[str, int, float | None]]:
    """The move played first, then the others the search tried enough, by estimate."""
    stats = {t: (v, m) for t, v, m in rows}
    most = max((v for _, v, _ in rows), default=0)
    first = (chosen, *stats.get(chosen, (0, None)))
    rest = sorted(((t, v, m) for t, v, m in rows
                   if t != chosen and v >= max(1.0, MIN_SHARE * most)),
                  key=lambda r: (-r[2], -r[1], r[0]))
    return [first] + rest[:top - 1]


def build_advice(seat_view: SeatView, seat: PlayerId, coach: Coach, agent: Any, chosen: Action,
                 rng: random.Random, top: int = 3, worlds: int = WORLDS) -> Advice:
    """The advice after ``agent`` searched ``seat_view`` and chose ``chosen``: the best
    ``top`` moves and, for each, a reason counted over ``worlds`` sampled worlds."""
    rows = root_rows(agent)
    iterations = sum(v for _, v, _ in rows)
    legal = {a.text(): a for a in seat_view.legal_actions()}
    ranked = [r for r in _ranked(chosen.text(), rows, top) if r[0] in legal]
    view = seat_view.view(seat)
    samples = [seat_view.determinize(seat, rng) for _ in range(worlds)]
    follow_seed = rng.getrandbits(32)
    best_win = ranked[0][2] if ranked else None
    moves = []
    for rank, (text, visits, win) in enumerate(ranked):
        action = legal[text]
        played = [_play_out(coach, w, action, seat, random.Random(follow_seed + i))
                  for i, w in enumerate(samples)]
        others = [m for t, _, m in ranked if t != text and m is not None]
        scene = Scene(seat, view, action, played, win, visits, iterations, rank, best_win,
                      max(others) if others else None, len(legal) == 1)
        ja, en = coach.reason(scene) or statistics_reason(scene)
        moves.append(Suggestion(text, win, visits, ja, en))
    return Advice(seat, tuple(moves), iterations, worlds)


def _play_out(coach: Coach, before: GameState, action: Action, seat: PlayerId,
              rng: random.Random) -> World:
    """``action`` on a copy of the world ``before``, then the game's follow-up play."""
    d = before.clone()
    events = list(d.apply(action) or ())
    n = 0
    while (n < coach.follow_limit and d.to_move() is not None
           and not coach.horizon(before, d, seat)):
        nxt = coach.follow(d, rng)
        if nxt is None:
            break
        events.extend(d.apply(nxt) or ())
        n += 1
    return World(before, events, d)


class CoachAgent:
    """The coach as a steppable agent for :mod:`game.engine.thinker`: ``begin``/``step``
    drive the game's search, ``best`` returns the advised move and leaves the
    :class:`Advice` in ``stats`` (whose ``to_json`` the worker sends back)."""

    label = "coach"

    def __init__(self, coach: Coach, iterations: int | None = None, time_budget: float | None = None,
                 top: int = 3, worlds: int = WORLDS):
        self.coach = coach
        self.iterations = iterations
        self.time_budget = time_budget
        self.top = top
        self.worlds = worlds
        self.stats: Advice | None = None
        self._agent: Any = None
        self._view: SeatView | None = None
        self._seat: PlayerId = 0
        self._rng = random.Random()

    def begin(self, state: Any, player: PlayerId, rng: random.Random,
              should_stop: Callable[[], bool] | None = None) -> None:
        self._view = state if isinstance(state, SeatView) else SeatView(state, player)
        self._seat = player
        self._rng = rng
        self.stats = None
        self._agent = self.coach.agent(self.iterations, self.time_budget)
        if hasattr(self._agent, "begin"):
            self._agent.begin(self._view, player, rng, should_stop)

    def step(self, max_seconds: float | None = None, max_iterations: int | None = None) -> bool:
        if not hasattr(self._agent, "step"):
            return True
        return self._agent.step(max_seconds, max_iterations)

    def best(self) -> Action:
        assert self._view is not None
        if hasattr(self._agent, "best"):
            chosen = self._agent.best()
        else:
            chosen = self._agent.choose(self._view, self._seat, self._rng)
        self.stats = build_advice(self._view, self._seat, self.coach, self._agent, chosen,
                                  self._rng, self.top, self.worlds)
        return chosen

    def choose(self, state: Any, player: PlayerId, rng: random.Random) -> Action:
        self.begin(state, player, rng)
        while not self.step():
            pass
        return self.best()


#: the review of a finished game asks at every decision of a seat: a shorter search each
#: (iterations, and a time cap), one move and fewer worlds for its sentence
REVIEW_ITERATIONS = 120
REVIEW_SECONDS = 0.6


def coach_agent(coach: Coach, level: str = "hard", **kw) -> CoachAgent:
    """A game's ``make_coach(level)``: ``hard`` is the level's own search; ``review`` the
    shorter one a review runs at every decision of a game."""
    if level == "review":
        kw = {"iterations": REVIEW_ITERATIONS, "time_budget": REVIEW_SECONDS, "top": 1, "worlds": 4, **kw}
    return CoachAgent(coach, **kw)


def advise(state: GameState, seat: PlayerId, rng: random.Random, coach: Coach,
           iterations: int | None = None, time_budget: float | None = None,
           top: int = 3, worlds: int = WORLDS) -> Advice:
    """The coach's advice for ``seat`` (who is to decide) in ``state``, from the seat's
    view only; ``iterations``/``time_budget`` bound the search (None: the hard level's)."""
    agent = CoachAgent(coach, iterations, time_budget, top, worlds)
    agent.choose(SeatView(state, seat), seat, rng)
    assert agent.stats is not None
    return agent.stats
