"""ハクスラ陰陽師's computer player: four levels for a seat (partner in co-op, opponent
in the duel) and the solo autopilot.

* ``easy`` (入門): a beginner -- medium's lookahead in the six battles (the team loses
  when both are down), a build by the cards' face value, the battles played for the
  team (taking the blows for its partner, blind to the duel to come) and the duel
  played by rules of thumb.
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
* ``master`` (名人): hard's search with five times its iterations.

Every agent touches the real state only through ``view``/``determinize``/
``legal_actions``/``to_move``. Pure Python, no pygame.
"""
from __future__ import annotations

import random

from ....engine.ai import QuickOrSearchAgent, agent_of, softmax_pick
from ....engine.mcts import ISMCTSAgent
from .policy import _coop_value, evaluate, quick

LEVELS = ("easy", "medium", "hard", "master")
LEVEL_NAMES = {"easy": ("入門", "Beginner"), "medium": ("中級", "Intermediate"), "hard": ("上級", "Expert"),
               "master": ("名人", "Master")}


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


#: the decisions that build a character (gear, shikigami, evolution): a beginner takes them
#: by the cards' face value, without playing them out
BUILDING = ("take", "start_shiki", "equip", "evolve", "partner", "discard", "start")


class EasyAgent:
    """入門 (beginner): medium's lookahead in the six battles, a beginner's eye for the duel.

    In a battle every legal action is played out and scored as medium does (the pick
    on ``samples`` sampled worlds, as medium's), and one of the ``top`` best is played,
    drawn with softmax weights at ``temperature`` (in ``evaluate``'s [0, 1] units): a
    fair partner against the yokai, which it must be, since the team loses when both
    are down and the one left standing must carry on alone. It builds by the cards'
    face value (the rule-based choice with ``build_noise``, no playout: gear that looks
    big rather than gear that fits). Its mistakes are a beginner's, and they are about
    the 決闘 (duel) to come: it plays the six battles for the team alone (``team_only``),
    and more, takes the blows for its partner (``selfless``: per HP its partner has
    over it, in ``evaluate``'s units), so it comes to the duel weaker, or not at all
    (the one standing after battle 6 wins); and it plays the duel by rules of thumb
    (the rule-based choice with ``duel_noise``; ``None``: the lookahead) without a
    thought for what the other seat may hold."""

    label = "easy"

    def __init__(self, temperature: float = 0.001, top: int = 4, horizon: int = 3,
                 build_noise: float = 0.0, max_actions: int = 14, team_only: bool = True,
                 selfless: float = 0.005, duel_noise: float | None = 0.0, samples: int = 3):
        self.temperature = temperature
        self.top = top
        self.horizon = horizon
        self.build_noise = build_noise
        self.max_actions = max_actions
        self.team_only = team_only
        self.selfless = selfless
        self.duel_noise = duel_noise
        self.samples = samples

    def choose(self, state, player: int, rng: random.Random):
        legal = list(state.legal_actions())
        if len(legal) == 1:
            return legal[0]
        v = state.view(player)
        kind = v.pending.kind
        d = state.determinize(player, rng)
        if kind in BUILDING:
            return quick(d, rng, self.build_noise)
        if v.battle == 7 and self.duel_noise is not None and d.final == "duel" and not d.solo:
            return quick(d, rng, self.duel_noise)
        if len(legal) > self.max_actions:
            first = quick(d, rng, 0.0)
            rest = [a for a in legal if a != first]
            rng.shuffle(rest)
            legal = [first] + rest[: self.max_actions - 1]
        stop = _next_turn(d, self.horizon)
        selfless = self.selfless

        def value(c, me):
            return _team_value(c, me, selfless) if self.team_only else evaluate(c, me)
        n = self.samples if kind == "pick" else 1
        totals = [0.0] * len(legal)
        for k in range(n):
            w = d if k == 0 else state.determinize(player, rng)
            for i, a in enumerate(legal):
                c = w.clone()
                c.apply(a)
                playout(c, random.Random(rng.random()), stop, 0.05)
                totals[i] += value(c, player) / n
        return softmax_pick(list(zip(totals, legal)), rng, self.temperature, self.top)


def _team_value(s, me: int, selfless: float = 0.0) -> float:
    """A beginner's reading of the six battles before the duel: the team's standing, with
    no eye on its own HP and strength against the partner it will duel, and a bonus of
    ``selfless`` per HP the partner (still standing) has over it."""
    if s.result() is None and s.final == "duel" and not s.solo and s.battle <= 6:
        other = s.ps[1 - me]
        return _coop_value(s) + (selfless * (other.hp - s.ps[me].hp) if other.alive else 0.0)
    return evaluate(s, me)


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
        if state.view(player).pending.kind == "start_shiki":
            # the solo 初期式神 is a build choice whose cost (an early evolution) comes after
            # the horizon: the policy's (equip it) is taken, not the three-turn lookahead's
            return quick(base, rng, 0.0)
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



class MasterAgent(HardAgent):
    """名人 (master): hard's search with five times its iterations (1500, about 0.7 s on a
    quiet 2-core machine: hard's 300 take 0.14 s; capped at 4 s)."""

    label = "master"

    def __init__(self, time_budget: float = 4.0, iterations: int | None = 1500, **kw):
        super().__init__(time_budget=time_budget, iterations=iterations, **kw)


def make_agent(level: str, seed: int | None = None, **kw):
    """The factory the table, the thinker, the bench and the balance lab use."""
    return agent_of(level, {"easy": EasyAgent, "medium": MediumAgent, "hard": HardAgent, "master": MasterAgent},
                    **kw)