"""ハクスラ陰陽師's computer player: three levels for a seat (partner in co-op, opponent
in the duel) and the solo autopilot.

* ``easy`` (入門): the rule-based policy (:func:`ai_policy.quick`) with a good share of
  random choices, on a sampled world.
* ``medium`` (中級): one-decision lookahead — every legal action is tried on sampled
  worlds (the other seat's face-down pick resampled) and played out by the
  rule-based policy through this turn and the next two; the position reached is
  scored by :func:`ai_policy.evaluate`. The solo autopilot of the balance lab is this level.
* ``hard`` (上級): the kernel's information-set MCTS (:class:`game.engine.mcts.ISMCTSAgent`)
  over the hidden commits. The other seat's decisions are not searched: at its nodes
  the tree offers one action drawn from the rule-based policy, which never looks at a
  face-down card — so the other seat's pick is treated as chance, independent of ours
  (the simultaneous choice stays simultaneous inside the search). Playouts use the
  rule-based policy through this turn and the next two, scored by ``evaluate``.

Every agent touches the real state only through ``view``/``determinize``/
``legal_actions``/``to_move``. Pure Python, no pygame.
"""
from __future__ import annotations

import random

from ...engine.ai import QuickOrSearchAgent, RandomAgent
from ...engine.mcts import ISMCTSAgent
from .ai_policy import evaluate, quick

LEVELS = ("easy", "medium", "hard")
LEVEL_NAMES = {"easy": ("入門", "Beginner"), "medium": ("中級", "Intermediate"), "hard": ("上級", "Expert")}


def _mark(d) -> tuple[int, int]:
    return d.battle, d.turn


def playout(d, rng: random.Random, stop: tuple[int, int], noise: float = 0.1, limit: int = 200) -> None:
    """Play ``d`` on with the rule-based policy until the turn ``stop`` (battle, turn) is
    reached or passed, or the game ends."""
    n = 0
    while d.to_move() is not None and _mark(d) < stop and n < limit:
        d.apply(quick(d, rng, noise))
        n += 1


def _next_turn(d, turns: int = 1) -> tuple[int, int]:
    b, t = _mark(d)
    return (b, t + turns)


class EasyAgent:
    """入門: a fair partner against the yokai (sensible picks and targets, with slips) but a
    naive builder and duellist: it takes, equips, spends and declares abilities at random
    and picks its duel cards at random."""

    label = "easy"

    def __init__(self, noise: float = 0.03, whim: float = 0.7):
        self.noise = noise
        self.whim = whim

    def choose(self, state, player: int, rng: random.Random):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        v = state.view(player)
        kind = v.pending.kind
        strategic = kind in ("take", "start_shiki", "equip", "evolve", "partner", "discard", "start") or \
            (kind == "act" and any(t.startswith(f"{'LR'[player]} use") or t.endswith("evolve")
                                   for t in v.pending.options))
        if (strategic and rng.random() < self.whim) or (kind == "pick" and v.battle == 7):
            return legal[rng.randrange(len(legal))]
        d = state.determinize(player, rng)
        return quick(d, rng, self.noise)


class MediumAgent:
    """中級: try each legal action, play the turn out with the rule-based policy, score."""

    label = "medium"

    def __init__(self, samples: int = 3, noise: float = 0.05, max_actions: int = 14, horizon: int = 3,
                 rollouts: int = 1):
        self.samples = samples
        self.noise = noise
        self.max_actions = max_actions
        self.horizon = horizon
        self.rollouts = rollouts

    def choose(self, state, player: int, rng: random.Random):
        legal = list(state.legal_actions())
        if len(legal) == 1:
            return legal[0]
        base = state.determinize(player, rng)
        if len(legal) > self.max_actions:
            first = quick(base, rng, 0.0)
            rest = [a for a in legal if a != first]
            rng.shuffle(rest)
            legal = [first] + rest[: self.max_actions - 1]
        hidden = state.view(player).pending.kind == "pick"
        n = self.samples if hidden else self.rollouts
        totals = [0.0] * len(legal)
        for k in range(n):
            d = base if k == 0 else state.determinize(player, rng)
            stop = _next_turn(d, self.horizon)
            for i, a in enumerate(legal):
                c = d.clone()
                c.apply(a)
                playout(c, random.Random(rng.random()), stop, self.noise)
                totals[i] += evaluate(c, player)
        best = max(range(len(legal)), key=lambda i: (totals[i], -i))
        return legal[best]


class HardAgent(QuickOrSearchAgent):
    """上級: ISMCTS over the hidden commits; the other seat's moves drawn from the
    rule-based policy; playouts through this turn and the next two. A fixed number of
    iterations (300) so its strength does not depend on the machine's load, capped by
    ``time_budget``. Steppable."""

    label = "hard"

    def __init__(self, time_budget: float = 0.9, iterations: int | None = 300, exploration: float = 0.5,
                 horizon: int = 3, noise: float = 0.1):
        self.time_budget = time_budget
        self.iterations = iterations
        self.exploration = exploration
        self.horizon = horizon
        self.noise = noise
        self.stats = None
        self._search: ISMCTSAgent | None = None
        self._quick = None

    def _search_for(self, state, player: int, rng: random.Random) -> ISMCTSAgent:
        v = state.view(player)
        stop = (v.battle, v.turn + self.horizon)
        prng = random.Random(rng.random())
        noise = self.noise

        def keep(d, legal):
            if len(legal) > 1 and d.to_move() != player:
                return [quick(d, prng, noise)]
            return legal

        def done(d) -> bool:
            return _mark(d) >= stop

        def policy(d, r):
            return quick(d, r, noise)
        return ISMCTSAgent(iterations=self.iterations, time_budget=self.time_budget,
                           exploration=self.exploration, rollout_policy=policy, rollout_depth=400,
                           evaluator=evaluate, action_filter=keep, rollout_done=done)

    def begin(self, state, player: int, rng: random.Random, should_stop=None) -> None:
        legal = state.legal_actions()
        self._quick = None
        self._search = None
        if len(legal) == 1:
            self._quick = legal[0]
            return
        self._search = self._search_for(state, player, rng)
        self._search.begin(state, player, rng, should_stop)



def make_agent(level: str, seed: int | None = None, **kw):
    """The factory the table, the thinker, the bench and the balance lab use."""
    if level == "easy":
        return EasyAgent(**kw)
    if level == "medium":
        return MediumAgent(**kw)
    if level == "hard":
        return HardAgent(**kw)
    if level == "random":
        return RandomAgent()
    raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
