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

Optional refinements (all off by default, each an argument of :class:`ISMCTSAgent`):

* **time management** after Baier & Winands, "Time Management for Monte Carlo
  Tree Search", IEEE TCIAIG 8(3), 2016: ``early_stop`` ends a search once the
  most-visited root action can no longer be overtaken within the budget left
  (STOP), and ``extension`` lets an unclear decision (the most-visited action
  is not the best by mean reward, or its lead over the second is small) think
  up to that multiple of the budget (UNST / CLOSE);
* **progressive widening** (``widening``): a node's children are opened in the
  order ``action_filter`` ranks them, only as many as ``widening(visits)``;
* **tree reuse** (``tree_cache``): after a decision the chosen action's subtree is
  kept with the seat's view predicted after it; the next decision whose view is
  exactly that one starts from it (a move of one's own that revealed nothing,
  several actions in one turn).
* **paired worlds at the root** (``paired``): common random numbers for a search
  that can afford few iterations. Iterations come in rounds; a round samples one
  world and one seed, and tries *every* root action once in that world (a clone
  of it), with the expansions and the rollout below driven by an RNG seeded alike.
  The root actions are thus compared on the same hidden cards and the same dice,
  so the luck of the draw cancels out of their differences instead of drowning
  them; the decision is the root action of best mean reward (among those visited
  at least half as often as the most visited). Below the root the tree is the
  usual ISMCTS.
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


#: whether a time budget given next to an iteration budget cuts the search (see
#: :func:`lift_time_caps`); a one-element list so the bench's worker can switch it
_TIME_CAPS = [True]


def lift_time_caps(lifted: bool = True) -> None:
    """Let searches with an iteration budget run it to the end whatever the clock says.

    A computer level counts iterations so that it plays the same moves on any machine,
    and keeps a time cap so that a very busy machine stays responsive. A benchmark that
    measures the level's strength lifts the cap (in its own process): on a machine shared
    with other work the series then still measures the level as a quiet machine plays
    it, and reproduces; only its think times are the busy machine's."""
    _TIME_CAPS[0] = not lifted


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
    reused: int = 0        # visits inherited from the previous decision's tree
    early: bool = False    # ended by ``early_stop`` before the budget
    extended: bool = False  # thought past the budget (``extension``)
    capped: bool = False   # a budget in iterations cut short by the time cap (a busy machine)

    def to_json(self) -> dict[str, Any]:
        return {"iterations": self.iterations, "seconds": round(self.seconds, 4),
                "max_depth": self.max_depth, "root_visits": dict(self.root_visits),
                "stopped": self.stopped, "reused": self.reused, "early": self.early,
                "extended": self.extended, "capped": self.capped}


class TreeCache:
    """Where :class:`ISMCTSAgent` keeps a subtree between decisions (``tree_cache``).

    One entry per seat: the subtree of the action chosen last and the seat's view
    predicted after it (sampled once: a view that depends on hidden cards, such as
    a draw, will not match). Share one cache between agent objects (a module-level
    cache survives a thinker building a new agent for every move); an entry is
    used only when the new decision's view equals the prediction, so a stale or
    foreign entry is never wrong, only unused. Views must compare by value (frozen
    dataclasses do); a view without ``__eq__`` never matches.
    """

    def __init__(self) -> None:
        self._entries: dict[PlayerId, tuple[Any, Node]] = {}

    def put(self, player: PlayerId, view: Any, node: "Node") -> None:
        self._entries[player] = (view, node)

    def take(self, player: PlayerId, view: Any) -> "Node | None":
        """The subtree stored for ``player`` if ``view`` is the one predicted (the entry is
        consumed either way)."""
        entry = self._entries.pop(player, None)
        if entry is None:
            return None
        same = entry[0] == view
        return entry[1] if same is True else None

    def clear(self) -> None:
        self._entries.clear()


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

    Refinements (see the module docstring): ``early_stop`` (stop once the
    decision cannot change within the budget), ``extension`` (>= 1: an unclear
    decision may use up to this multiple of ``iterations``/``time_budget``;
    unclear = the most-visited root action is not the best by mean reward, or
    has fewer than ``close_ratio`` times the visits of the second),
    ``widening(visits) -> int`` (progressive widening: at a node visited
    ``visits`` times only the first that many of the ranked, filtered actions
    are considered) and ``tree_cache`` (a :class:`TreeCache`: reuse the chosen
    action's subtree at the next decision when the view is the predicted one).
    """

    label = "ISMCTS"

    def __init__(self, iterations: int | None = None, time_budget: float | None = None,
                 exploration: float = 0.7, rollout_policy: RolloutPolicy | None = None,
                 rollout_depth: int | None = None, evaluator: Evaluator | None = None,
                 should_stop: Callable[[], bool] | None = None,
                 reward: Evaluator | None = None,
                 action_filter: Callable[[GameState, Sequence[Action]], Sequence[Action]] | None = None,
                 rollout_done: Callable[[GameState], bool] | None = None,
                 early_stop: bool = False, extension: float = 1.0, close_ratio: float = 1.2,
                 widening: Callable[[int], int] | None = None,
                 tree_cache: TreeCache | None = None, paired: bool = False):
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
        self.early_stop = early_stop
        self.extension = max(1.0, extension)
        self.close_ratio = close_ratio
        self.widening = widening
        self.tree_cache = tree_cache
        self.paired = paired
        self._round: tuple[GameState, int, set[str]] | None = None
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
        self._stop = should_stop or self.should_stop
        self.stats = SearchStats()
        root = None
        if self.tree_cache is not None:
            root = self.tree_cache.take(player, state.view(player))
        if root is not None:
            root.parent = None
            root.mover = None
            self.stats.reused = root.visits
        self._root = root if root is not None else Node(None, None, None)
        self._elapsed = 0.0
        self._round = None
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
            now = time.perf_counter()
            elapsed = self._elapsed + (now - start)
            if self._spent(elapsed, 1.0):
                if not (self.extension > 1.0 and not self._spent(elapsed, self.extension)
                        and self._unclear()):
                    self.stats.capped = (self.iterations is not None
                                         and self.stats.iterations < self.iterations)
                    self._finish(start)
                    return True
                self.stats.extended = True
            elif self.early_stop and self._decided(elapsed):
                self.stats.early = True
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

    def _spent(self, elapsed: float, scale: float) -> bool:
        """Has the search used ``scale`` times its budget? (A time budget next to an
        iteration budget is a cap, lifted by :func:`lift_time_caps`.)"""
        if self.iterations is not None:
            if self.stats.iterations >= self.iterations * scale:
                return True
            if not _TIME_CAPS[0]:
                return False
        return self.time_budget is not None and elapsed >= self.time_budget * scale

    def _top_two(self) -> tuple["Node | None", "Node | None"]:
        """The two most-visited root children legal now."""
        assert self._root is not None
        first = second = None
        for t, ch in self._root.children.items():
            if t not in self._legal:
                continue
            if first is None or ch.visits > first.visits:
                first, second = ch, first
            elif second is None or ch.visits > second.visits:
                second = ch
        return first, second

    def _best_mean(self) -> "Node | None":
        assert self._root is not None
        best, best_v = None, -math.inf
        for t, ch in self._root.children.items():
            if t in self._legal and ch.visits:
                v = ch.reward / ch.visits
                if v > best_v:
                    best, best_v = ch, v
        return best

    def _unclear(self) -> bool:
        """UNST / CLOSE: the most-visited root action is not the best by mean, or
        leads the second by less than ``close_ratio``."""
        first, second = self._top_two()
        if first is None or second is None:
            return False
        if self._best_mean() is not first:
            return True
        return first.visits < self.close_ratio * second.visits

    def _decided(self, elapsed: float) -> bool:
        """STOP: the most-visited root action (also the best by mean) leads the second
        by more than the iterations the budget has left (a few iterations in first,
        to know the pace)."""
        n = self.stats.iterations
        if n < 20:
            return False
        first, second = self._top_two()
        if first is None:
            return False
        lead = first.visits - (second.visits if second is not None else 0)
        left = math.inf
        if self.iterations is not None:
            left = self.iterations - n
        if self.time_budget is not None and elapsed > 0:
            left = min(left, (self.time_budget - elapsed) * n / elapsed)
        return lead > left and self._best_mean() is first

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
        if self.paired:
            most = max(root.children[t].visits for t in candidates)
            candidates = [t for t in candidates if 2 * root.children[t].visits >= most] or candidates

            def key(t: str) -> tuple:
                c = root.children[t]
                return (c.reward / c.visits if c.visits else 0.0, c.visits, t)
        else:
            def key(t: str) -> tuple:
                c = root.children[t]
                return (c.visits, c.reward / c.visits if c.visits else 0.0, t)
        choice = max(candidates, key=key)
        action = self._legal[choice]
        if self.tree_cache is not None and self._state is not None:
            self._keep_subtree(root.children[choice], action)
        return action

    def root_table(self) -> list[tuple[str, int, float]]:
        """The root's statistics after a search: ``(action text, visits, mean reward of the
        searching seat)`` for every root action legal now that was tried, most visited
        first (the coach reads its advice from them)."""
        root = self._root
        if root is None:
            return []
        rows = [(t, c.visits, c.reward / c.visits) for t, c in root.children.items()
                if t in self._legal and c.visits]
        rows.sort(key=lambda r: (-r[1], -r[2], r[0]))
        return rows

    def _keep_subtree(self, child: Node, action: Action) -> None:
        """Store ``child`` with the view predicted after ``action`` (one sampled world)."""
        assert self.tree_cache is not None and self._state is not None
        d = self._state.determinize(self._player, self._rng)
        d.apply(action)
        if d.to_move() is None:
            return
        self.tree_cache.put(self._player, d.view(self._player), child)

    # -- one iteration -----------------------------------------------------
    def _iterate(self) -> None:
        rng = self._rng
        player = self._player
        state = self._state
        assert state is not None and self._root is not None
        node = self._root
        path = [node]
        c = self.exploration
        walk = True
        if self.paired:
            d, rng, node, walk = self._paired_start(path)
        else:
            d = state.determinize(player, rng)
        while walk and d.to_move() is not None:
            legal = d.legal_actions()
            if self.action_filter is not None:
                legal = self.action_filter(d, legal)
            if self.widening is not None:
                legal = legal[:max(1, self.widening(node.visits))]
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

    def _paired_start(self, path: list[Node]) -> tuple[GameState, random.Random, Node, bool]:
        """``paired``: the world of the current round (a clone) with the root action not
        yet tried in it applied, the round's RNG for what follows, the root child and
        whether to walk on below it (False when it was just created: roll out)."""
        rnd = self._round
        root = self._root
        assert root is not None and self._state is not None
        for _ in range(2):
            if rnd is None:
                world = self._state.determinize(self._player, self._rng)
                rnd = (world, self._rng.getrandbits(64), set())
            world, seed, tried = rnd
            d = world.clone()
            legal = d.legal_actions()
            if self.action_filter is not None:
                legal = self.action_filter(d, legal)
            if self.widening is not None:
                legal = legal[:max(1, self.widening(root.visits))]
            todo = [a for a in legal if a.text() not in tried]
            if todo:
                break
            rnd = None
        else:  # pragma: no cover - a root with no action
            raise ValueError("no legal action at the root")
        a = todo[0]
        t = a.text()
        tried.add(t)
        # the round ends once every root action has been tried in its world
        self._round = rnd if len(todo) > 1 else None
        mover = d.to_move()
        child = root.children.get(t)
        fresh = child is None
        if child is None:
            child = root.children[t] = Node(root, t, mover)
        else:
            child.avail += 1
        d.apply(a)
        path.append(child)
        return d, random.Random(seed), child, not fresh
