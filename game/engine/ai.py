"""Agents: who chooses an action for a seat that a person does not play.

An agent sees the game only through four calls: ``view(player)``,
``determinize(player, rng)``, ``legal_actions()`` and ``to_move()``. It is
never handed the real state: every caller (the thinker, :func:`play_game`,
the bench and the balance lab) wraps it in a :class:`SeatView`, a view-only
object that offers exactly those four calls for one seat and refuses
everything else (reading attributes, ``clone``, ``to_json``...), so an agent
cannot peek at hidden cards even by mistake. What an agent does with the
determinized copies it receives is its own business (they are consistent
with what the seat may see).

Steppable agents (see :class:`SteppableAgent`) can also be run a slice at a
time, so a search can share the render loop (``thinker.InlineThinker``).
"""
from __future__ import annotations

import math
import random
from typing import Any, Callable, Protocol, Sequence, runtime_checkable

from .actions import Action
from .state import GameState, PlayerId

#: the only methods of the real state an agent may call
ALLOWED_STATE_METHODS = ("view", "determinize", "legal_actions", "to_move")


@runtime_checkable
class Agent(Protocol):
    def choose(self, state: GameState, player: PlayerId, rng: random.Random) -> Action:
        """Pick one of ``state.legal_actions()`` for ``player`` (who is to move)."""
        ...


@runtime_checkable
class SteppableAgent(Agent, Protocol):
    """An agent whose thinking can be cut into slices.

    ``begin`` starts a decision, ``step`` thinks for at most ``max_seconds``
    (and/or ``max_iterations``) and returns True when done, ``best`` gives the
    decision so far (valid after ``begin``, even before ``step`` finished).
    """

    def begin(self, state: GameState, player: PlayerId, rng: random.Random,
              should_stop: Callable[[], bool] | None = None) -> None: ...

    def step(self, max_seconds: float | None = None,
             max_iterations: int | None = None) -> bool: ...

    def best(self) -> Action: ...


class SeatView:
    """The game as one seat may know it: the only object an agent is handed.

    ``view()`` is that seat's view; ``determinize(player, rng)`` samples a
    full world consistent with it (only for that seat); ``legal_actions()``
    and ``to_move()`` are public. ``game_id`` and ``num_players`` are public
    facts. Any other attribute raises ``AttributeError``.
    """

    __slots__ = ("player", "__state")

    def __init__(self, state: GameState, player: PlayerId) -> None:
        if isinstance(state, SeatView):
            state = state.__state
        self.__state = state
        self.player = player

    def view(self, player: PlayerId | None = None) -> Any:
        if player is not None and player != self.player:
            raise PermissionError(f"seat {self.player} may not look through seat {player}'s eyes")
        return self.__state.view(self.player)

    def determinize(self, player: PlayerId, rng: random.Random) -> GameState:
        if player != self.player:
            raise PermissionError(f"seat {self.player} may not sample seat {player}'s world")
        return self.__state.determinize(player, rng)

    def legal_actions(self) -> Sequence[Action]:
        return self.__state.legal_actions()

    def to_move(self) -> PlayerId | None:
        return self.__state.to_move()

    @property
    def game_id(self) -> str:
        return self.__state.game_id

    @property
    def num_players(self) -> int:
        return self.__state.seats()

    def __repr__(self) -> str:
        return f"SeatView({self.game_id!r}, seat {self.player})"


def decide(agent: Agent, state: GameState, player: PlayerId, rng: random.Random) -> Action:
    """``agent``'s choice for ``player``, who is to move; it is handed only the
    seat's :class:`SeatView`. Every caller outside the kernel asks through this."""
    return agent.choose(SeatView(state, player), player, rng)


class QuickOrSearchAgent:
    """A steppable agent whose ``begin`` either settles the decision at once
    (``_quick``: the only legal action, a heuristic's answer) or starts a
    steppable search (``_search``, e.g. the kernel's ISMCTS) that ``step``
    drives and ``best`` reads. A game's hard level writes only ``begin``."""

    _quick: Action | None = None
    _search: SteppableAgent | None = None
    stats: Any = None

    def begin(self, state: GameState, player: PlayerId, rng: random.Random,
              should_stop: Callable[[], bool] | None = None) -> None:
        raise NotImplementedError

    def step(self, max_seconds: float | None = None, max_iterations: int | None = None) -> bool:
        if self._search is None:
            return True
        done = self._search.step(max_seconds, max_iterations)
        self.stats = self._search.stats
        return done

    @property
    def search(self) -> SteppableAgent | None:
        """The search of the decision begun last (None when it was settled at once)."""
        return self._search

    def best(self) -> Action:
        if self._search is None:
            return self._quick
        action = self._search.best()
        self.stats = self._search.stats
        return action

    def choose(self, state: GameState, player: PlayerId, rng: random.Random) -> Action:
        self.begin(state, player, rng)
        while not self.step():
            pass
        return self.best()


class RandomAgent:
    """Uniformly random among the legal actions."""

    def choose(self, state: GameState, player: PlayerId, rng: random.Random) -> Action:
        legal = list(state.legal_actions())
        if not legal:
            raise ValueError("no legal action: the game is over")
        return rng.choice(legal)


def agent_of(level: str, makers: dict[str, Callable[..., Any]], **kw) -> Any:
    """A game's computer player for ``level``: ``makers[level](**kw)``, or the kernel's
    uniformly random player for ``random`` where the game names none of its own."""
    if level in makers:
        return makers[level](**kw)
    if level == "random":
        return RandomAgent()
    raise ValueError(f"unknown level {level!r}; expected one of {tuple(makers)}")


def softmax_pick(scored: Sequence[tuple[float, Any]], rng: random.Random, temperature: float,
                 top: int | None = None) -> Any:
    """A beginner's choice among ``scored`` ``(value, action)`` pairs: one of the ``top``
    best, each drawn with weight ``exp((value - best) / temperature)``, so a close second
    is often played and a clear blunder seldom (the easy levels: a stronger level's
    evaluation with noise, not random clicks)."""
    if not scored:
        raise ValueError("nothing to choose from")
    pool = sorted(scored, key=lambda va: -va[0])[:top or None]
    if temperature <= 0 or len(pool) == 1:
        return pool[0][1]
    best = pool[0][0]
    weights = [math.exp((v - best) / temperature) for v, _ in pool]
    r = rng.random() * sum(weights)
    for w, (_, action) in zip(weights, pool):
        r -= w
        if r <= 0:
            return action
    return pool[-1][1]


def play_game(state: GameState, agents: Sequence[Agent] | dict[PlayerId, Agent],
              rng: random.Random, max_actions: int = 100_000) -> list[str]:
    """Play ``state`` to the end in place with one agent per seat; returns the action texts.

    Each agent is handed its seat's :class:`SeatView`, never the state.
    """
    texts: list[str] = []
    while not state.is_over() and len(texts) < max_actions:
        player = state.to_move()
        assert player is not None
        action = decide(agents[player], state, player, rng)
        state.apply(action)
        texts.append(action.text())
    return texts


def outcome_reward(state: GameState, player: PlayerId) -> float:
    """Reward in [0, 1] of a finished game for ``player`` (``Result.reward``):
    win 1, draw 0.5, loss 0, or by place in a ranked game. A team's or the
    co-op players' win is every one of their seats' win."""
    result = state.result()
    if result is None:
        return 0.5
    return result.reward(player)


def describe(agent: Any) -> str:
    """Short human label of an agent (for logs and stats)."""
    return getattr(agent, "label", type(agent).__name__)
