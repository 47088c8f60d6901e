"""Single-observer information-set MCTS (SO-ISMCTS).

After Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
Search", IEEE TCIAIG 4(2), 2012. Each iteration:

1. **determinize**: sample a full state consistent with the searching
   player's view (``state.determinize(player, rng)``);
2. **select**: walk down the one tree (nodes keyed by action *text*, so the
   same action in different determinizations shares statistics) choosing by
   UCB1 only among children whose actions are legal in this determinization;
   every such child's *availability* count goes up, and availability replaces
   the parent's visit count in the exploration term;
3. **expand** one untried legal action;
4. **roll out** with random moves (or ``rollout_policy``), optionally cut off
   after ``rollout_depth`` actions or when ``rollout_done(state)`` says so, and
   scored by ``evaluator(state, player)``;
5. **backpropagate**: each node stores the reward of the player who *chose the
   action leading to it* (its mover), so a player moving several times in a
   row, or a reaction owed by the other player, is handled without any
   "alternating turns" assumption.

The real state is touched only through ``determinize``, ``legal_actions``
and ``to_move`` (see ``ai.ALLOWED_STATE_METHODS``).

The search is steppable: ``begin`` / ``step`` / ``best`` let a caller think a
few milliseconds per frame; ``choose`` runs the whole budget at once.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from .actions import Action
from .ai import outcome_reward
from .state import GameState, PlayerId

RolloutPolicy = Callable[[GameState, random.Random], Action]
Evaluator = Callable[[GameState, PlayerId], float]


class Node:
    __slots__ = ("parent", "action", "mover", "children", "visits", "avail", "reward")

    def __init__(self, parent: "Node | None", action: str | None, mover: PlayerId | None):
        self.parent = parent
        self.action = action
        self.mover = mover
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"Node({self.action!r}, mover={self.mover}, {self.reward:.1f}/{self.visits}, avail={self.avail})"


@dataclass
class SearchStats:
    iterations: int = 0
    seconds: float = 0.0
    max_depth: int = 0
    root_visits: dict[str, int] = field(default_factory=dict)
    root_values: dict[str, float] = field(default_factory=dict)
    stopped: bool = False  # cancelled by should_stop

    def to_json(self) -> dict[str, Any]:
        return {"iterations": self.iterations, "seconds": round(self.seconds, 4),
                "max_depth": self.max_depth, "root_visits": dict(self.root_visits),
                "stopped": self.stopped}


class ISMCTSAgent:
    """SO-ISMCTS agent.

    ``iterations`` and/or ``time_budget`` (seconds) bound one decision; with
    neither, 1000 iterations. ``exploration`` is UCB1's constant (0.7 as in
    the paper, rewards in [0, 1]). ``rollout_policy(state, rng) -> Action``
    replaces uniform random rollouts; ``rollout_depth`` cuts rollouts after
    that many actions and scores the position with
    ``evaluator(state, player) -> [0, 1]`` (default: 0.5, i.e. no opinion).
    ``should_stop()`` is polled between iterations to cancel a search.
    ``action_filter(state, legal) -> subset`` prunes the actions the tree
    considers at each node (a game's heuristic picks its best few; games with
    wide turns such as 式神符陣 need it to search deeper than one ply).
    ``reward(state, player) -> [0, 1]`` scores finished games (default
    :func:`ai.outcome_reward`: win 1, draw 0.5, loss 0); a game where margins
    matter (chips, points) may pass a smoother one.
    ``rollout_done(state) -> bool`` ends a rollout early when it returns True
    (checked before each rollout action, alongside ``rollout_depth``); the
    position is then scored by ``evaluator``. A game uses it to cut playouts at
    a meaningful point, e.g. "the searching player's next turn has begun".
    After a decision, ``stats`` holds a :class:`SearchStats`.
    """

    label = "ISMCTS"

    def __init__(self, iterations: int | None = None, time_budget: float | None = None,
                 exploration: float = 0.7, rollout_policy: RolloutPolicy | None = None,
                 rollout_depth: int | None = None, evaluator: Evaluator | None = None,
                 should_stop: Callable[[], bool] | None = None,
                 reward: Evaluator | None = None,
                 action_filter: Callable[[GameState, Sequence[Action]], Sequence[Action]] | None = None,
                 rollout_done: Callable[[GameState], bool] | None = None):
        if iterations is None and time_budget is None:
            iterations = 1000
        self.iterations = iterations
        self.time_budget = time_budget
        self.exploration = exploration
        self.rollout_policy = rollout_policy
        self.rollout_depth = rollout_depth
        self.evaluator = evaluator
        self.should_stop = should_stop
        self.reward = reward or outcome_reward
        self.action_filter = action_filter
        self.rollout_done = rollout_done
        self.stats = SearchStats()
        self._root: Node | None = None
        self._state: GameState | None = None
        self._player: PlayerId = 0
        self._rng: random.Random = random.Random()
        self._legal: dict[str, Action] = {}
        self._stop: Callable[[], bool] | None = None
        self._done = True
        self._elapsed = 0.0

    # -- one-shot ----------------------------------------------------------
    def choose(self, state: GameState, player: PlayerId, rng: random.Random) -> Action:
        self.begin(state, player, rng)
        while not self.step(max_seconds=None):
            pass
        return self.best()

    # -- steppable ---------------------------------------------------------
    def begin(self, state: GameState, player: PlayerId, rng: random.Random,
              should_stop: Callable[[], bool] | None = None) -> None:
        legal = list(state.legal_actions())
        if not legal:
            raise ValueError("no legal action: the game is over")
        self._state = state
        self._player = player
        self._rng = rng
        self._legal = {a.text(): a for a in legal}
        self._root = Node(None, None, None)
        self._stop = should_stop or self.should_stop
        self.stats = SearchStats()
        self._elapsed = 0.0
        # a forced move needs no thought
        self._done = len(self._legal) == 1

    @property
    def done(self) -> bool:
        return self._done

    def step(self, max_seconds: float | None = None, max_iterations: int | None = None) -> bool:
        """Think for at most ``max_seconds`` / ``max_iterations`` more; True when the decision is ready."""
        if self._done:
            return True
        assert self._root is not None and self._state is not None
        start = time.perf_counter()
        n = 0
        while True:
            if self._stop is not None and self._stop():
                self.stats.stopped = True
                self._finish(start)
                return True
            if self.iterations is not None and self.stats.iterations >= self.iterations:
                self._finish(start)
                return True
            now = time.perf_counter()
            if self.time_budget is not None and self._elapsed + (now - start) >= self.time_budget:
                self._finish(start)
                return True
            if max_iterations is not None and n >= max_iterations:
                break
            if max_seconds is not None and now - start >= max_seconds:
                break
            self._iterate()
            self.stats.iterations += 1
            n += 1
        self._elapsed += time.perf_counter() - start
        self.stats.seconds = self._elapsed
        return False

    def _finish(self, start: float) -> None:
        self._elapsed += time.perf_counter() - start
        self.stats.seconds = self._elapsed
        self._done = True

    def best(self) -> Action:
        """The most-visited root action legal now (ties: higher mean reward, then text)."""
        assert self._root is not None
        root = self._root
        stats = self.stats
        stats.root_visits = {t: c.visits for t, c in root.children.items()}
        stats.root_values = {t: (c.reward / c.visits if c.visits else 0.0)
                             for t, c in root.children.items()}
        candidates = [t for t in self._legal if t in root.children]
        if not candidates:
            return self._rng.choice(list(self._legal.values()))
        def key(t: str) -> tuple:
            c = root.children[t]
            return (c.visits, c.reward / c.visits if c.visits else 0.0, t)
        return self._legal[max(candidates, key=key)]

    # -- one iteration -----------------------------------------------------
    def _iterate(self) -> None:
        rng = self._rng
        player = self._player
        state = self._state
        assert state is not None and self._root is not None
        d = state.determinize(player, rng)
        node = self._root
        path = [node]
        c = self.exploration
        while d.to_move() is not None:
            legal = d.legal_actions()
            if self.action_filter is not None:
                legal = self.action_filter(d, legal)
            by_text = {a.text(): a for a in legal}
            children = node.children
            untried = [t for t in by_text if t not in children]
            if untried:
                t = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                mover = d.to_move()
                d.apply(by_text[t])
                child = Node(node, t, mover)
                children[t] = child
                path.append(child)
                break
            avail = [children[t] for t in by_text]
            best = None
            best_score = -math.inf
            for ch in avail:
                score = ch.reward / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best, best_score = ch, score
            for ch in avail:
                ch.avail += 1
            assert best is not None
            d.apply(by_text[best.action])  # type: ignore[index]
            node = best
            path.append(node)
        if len(path) - 1 > self.stats.max_depth:
            self.stats.max_depth = len(path) - 1
        # rollout
        depth = 0
        limit = self.rollout_depth
        policy = self.rollout_policy
        done = self.rollout_done
        while d.to_move() is not None and (limit is None or depth < limit):
            if done is not None and done(d):
                break
            if policy is not None:
                a = policy(d, rng)
            else:
                legal = d.legal_actions()
                a = legal[rng.randrange(len(legal))]
            d.apply(a)
            depth += 1
        # backpropagate, each node from its mover's perspective
        over = d.to_move() is None
        cache: dict[PlayerId, float] = {}
        for n in path:
            n.visits += 1
            if n.mover is None:
                continue
            r = cache.get(n.mover)
            if r is None:
                if over:
                    r = float(self.reward(d, n.mover))
                elif self.evaluator is not None:
                    r = float(self.evaluator(d, n.mover))
                else:
                    r = 0.5
                cache[n.mover] = r
            n.reward += r
