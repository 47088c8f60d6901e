"""Agents: who chooses an action for a seat that a person does not play.

An agent sees the game only through four calls on the real state:
``state.view(player)``, ``state.determinize(player, rng)``,
``state.legal_actions()`` and ``state.to_move()``. Anything else (reading
attributes, ``clone``, ``to_json``...) would let it peek at hidden cards; a
test runs the agents through a proxy that refuses every other attribute.
What an agent does with the determinized copies it receives is its own
business (they are consistent with what the seat may see).

Steppable agents (see :class:`SteppableAgent`) can also be run a slice at a
time, so a search can share the render loop (``thinker.InlineThinker``).
"""
from __future__ import annotations

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


class RandomAgent:
    """Uniformly random among the legal actions."""

    def choose(self, state: GameState, player: PlayerId, rng: random.Random) -> Action:
        legal = list(state.legal_actions())
        if not legal:
            raise ValueError("no legal action: the game is over")
        return rng.choice(legal)


class PolicyAgent:
    """Wraps a function ``policy(state, player, rng) -> Action`` as an agent.

    The function receives the real state and must keep to the four allowed
    calls, like any agent.
    """

    def __init__(self, policy: Callable[[GameState, PlayerId, random.Random], Action]):
        self.policy = policy

    def choose(self, state: GameState, player: PlayerId, rng: random.Random) -> Action:
        return self.policy(state, player, rng)


def play_game(state: GameState, agents: Sequence[Agent] | dict[PlayerId, Agent],
              rng: random.Random, max_actions: int = 100_000) -> list[str]:
    """Play ``state`` to the end in place with one agent per seat; returns the action texts.

    Agents are handed the state itself (they keep to the allowed calls).
    """
    texts: list[str] = []
    while not state.is_over() and len(texts) < max_actions:
        player = state.to_move()
        assert player is not None
        action = agents[player].choose(state, player, rng)
        state.apply(action)
        texts.append(action.text())
    return texts


def outcome_reward(state: GameState, player: PlayerId) -> float:
    """Reward in [0, 1] of a finished game for ``player``: win 1, draw 0.5, loss 0.

    ``winner`` None without ``draw`` (the game itself won, e.g. a solo loss) is 0.
    """
    result = state.result()
    if result is None or result.draw:
        return 0.5
    if result.winner is None:
        return 0.0
    return 1.0 if result.winner == player else 0.0


def describe(agent: Any) -> str:
    """Short human label of an agent (for logs and stats)."""
    return getattr(agent, "label", type(agent).__name__)
