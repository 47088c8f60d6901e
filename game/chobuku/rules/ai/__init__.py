"""鬼調伏's computer players: ``easy`` (a beginner: one of medium's best three turn
actions, not the best), ``medium`` (risk-aware: the exact bust / exact-hit distribution
of the unseen bottles, the value of each 予兆), ``hard`` (the kernel's ISMCTS over hidden
shikigami and deck order at its root; below it every seat plays the expert values to
the end of the round, scored by the chance of winning the game from the standings:
:mod:`ai_eval` with two seats, :mod:`ai_win` with more) and ``master`` (hard's search
with three times its iterations).

Agents see the game only through a SeatView: ``view``, ``determinize``,
``legal_actions``, ``to_move``. Medium reads its own seat's numbers from a
determinized copy (what it computes there depends only on what the seat may see:
its own pieces, the public ones and the multiset of unseen bottles).
"""
from __future__ import annotations

import math
import random
import time
from typing import Any

from ....engine.ai import agent_of, softmax_pick
from ....engine.mcts import ISMCTSAgent
from . import playouts as Q
from . import policy as P
from ..actions import Draw
from ..model import CHAL, PREP
from ..power import reiryoku, taikyu
from .evaluation import rounds_left, standings_value, warm
from .win import win_value, warm as warm_win

LEVELS = ("easy", "medium", "hard", "master")
LEVEL_NAMES = {"easy": ("やさしい", "Easy"), "medium": ("ふつう", "Medium"), "hard": ("つよい", "Hard"),
               "master": ("名人", "Master")}
# a decision's search counts iterations, so it plays the same on a busy machine as on
# a quiet one; the cap only keeps a very busy one responsive. On a quiet 2-core machine
# 900 duel iterations (400 at a larger table, where a playout costs 2-4 times as much)
# take about the 0.85 s the level was measured with when it searched by the clock
HARD_ITERATIONS = 900
HARD_ITERATIONS_TABLE = 400
HARD_BUDGET_S = 2.0
INFORMED = True     # rivals' face-down shikigami weighed by their behaviour
CRN = True          # root candidates tried in turn on shared worlds


class EasyAgent:
    """入門 (beginner): one of medium's best few choices on a turn, not random clicks.

    On a turn every action is valued as medium values it (the exact draw distribution
    of the unseen bottles) and one of the ``top`` best is played, drawn with softmax
    weights at ``temperature`` (by default evenly): a beginner sees which few moves make
    sense but not which of them is best, so it stops a draw early or presses on a draw
    too far about as often as it hits the right moment. ``greed`` is added to every
    draw's value (a beginner who over-draws); measured, leaning either way made the
    beginner no weaker (0.44–0.57 for medium over 100 games at ±0.1 to ±0.4), so it is
    off. Every other decision (shikigami, 予兆, declarations) is medium's."""

    label = "easy"

    def __init__(self, temperature: float = math.inf, top: int = 3, greed: float = 0.0):
        self.temperature = temperature
        self.top = top
        self.greed = greed

    def choose(self, state, player: int, rng: random.Random):
        legal = list(state.legal_actions())
        if len(legal) == 1:
            return legal[0]
        d = state.determinize(player, rng)
        kind = d.pending[0] if d.pending is not None else "turn"
        if kind not in ("turn", "stars"):
            return P.medium_action(d, player, legal, rng)
        scored = [(v + (self.greed if isinstance(a, Draw) else 0.0), a)
                  for v, a in P.turn_values(d, player, legal)]
        return softmax_pick(scored, rng, self.temperature, self.top)


class MediumAgent:
    """One- and two-step expected value with the exact draw distribution."""

    label = "medium"
    exact = False

    def choose(self, state, player: int, rng: random.Random):
        d = state.determinize(player, rng)
        return P.medium_action(d, player, list(state.legal_actions()), rng, self.exact)


class ExpertAgent(MediumAgent):
    """Medium's values, with the finished rivals' possible totals weighed exactly."""

    label = "expert"
    exact = True


class GreedyAgent:
    """Medium without look-ahead: one-step values, start-value shikigami choice."""

    label = "greedy"

    def choose(self, state, player: int, rng: random.Random):
        d = state.determinize(player, rng)
        return Q.greedy_action(d, player, list(state.legal_actions()), rng)


def outcome(s, player: int) -> float:
    """A finished game's worth to ``player``: its share of the win (章8 names one winner;
    tied winners share), so with three or more seats second place is worth no more
    than last."""
    return s.result().win_share(player, s.n)


def evaluate(s, player: int) -> float:
    """A finished game's :func:`outcome`, else the chance of winning from the standings and
    the oni still to come: the pairwise table with two seats (:mod:`ai_eval`), whole
    measured rounds played out with more (:mod:`ai_win`)."""
    if s.result() is not None:
        return outcome(s, player)
    if s.n <= 2:
        return standings_value(s, player)
    return win_value(s, player, rounds_left(s))


def evaluate_soft(s, player: int) -> float:
    """The former cut-off score (a softmax of 継承印 and 護符), kept for comparison."""
    r = s.result()
    if r is not None:
        return r.reward(player)
    vals = []
    for q, c in enumerate(s.cands):
        if c.status == "out":
            vals.append(-9.0)
        else:
            v = c.marks + 0.55 * c.gofu + (-1.2 if c.gofu == 1 else 0.0)
            vals.append(v)
    m = max(vals)
    ex = [math.exp(1.1 * (v - m)) for v in vals]
    return ex[player] / sum(ex)


def _stop_weight(v: int, T: int, status: str) -> float:
    """How likely a sensible rival sits at 霊力 ``v`` given what it did: one who has
    challenged seldom stopped far below the oni or over it (unless forced); one still
    preparing chose to draw on, which few do at or just under the oni's strength."""
    if status == CHAL:
        return 0.2 if v > T else 0.35 ** max(0.0, (T - 3 - v) / 2)
    if v > T:
        return 0.15
    return (0.15, 0.3, 0.6)[T - v] if T - v < 3 else 1.0


def reweigh_shikigami(d, player: int, rng: random.Random) -> None:
    """Resample each rival's face-down shikigami in the determinization ``d`` by how
    well it explains the rival's behaviour this round (:func:`_stop_weight`) instead
    of uniformly; only what ``player`` sees is used (the rival's public bottles, its
    hand of possible shikigami, its status)."""
    T = taikyu(d)
    for q, c in enumerate(d.cands):
        if q == player or c.slot is None or c.slot_up or c.status not in (CHAL, PREP):
            continue
        options = c.hand + [c.slot]
        if len(options) < 2:
            continue
        saved = c.slot
        ws = []
        for sid in options:
            c.slot = sid
            ws.append(_stop_weight(reiryoku(d, q, True), T, c.status))
        c.slot = saved
        tot = sum(ws)
        r = rng.random() * tot
        for sid, w in zip(options, ws):
            r -= w
            if r <= 0:
                break
        c.hand = [x for x in options if x != sid]
        c.slot = sid


class _Race:
    """The root's candidates tried in turn on shared worlds (common random numbers: every
    candidate still in the race meets the same deck order and rivals' shikigami), with
    sequential halving (Karnin, Koren & Somekh, "Almost Optimal Exploration in
    Multi-Armed Bandits", ICML 2013): the budget is cut into ``ceil(log2(k))`` equal
    phases and after each the worse half of the candidates (by mean over the shared
    worlds) drops out, so the close ones at the end get several times the tries a
    round-robin over all ``k`` would give them."""

    def __init__(self, roots: list[str], halving: bool, time_budget: float | None,
                 iterations: int | None):
        self.alive = list(roots)
        self.halving = halving and len(roots) > 2
        self.phases = max(1, math.ceil(math.log2(len(roots)))) if roots else 1
        self.phase = 0
        self.time_budget = time_budget
        self.iterations = iterations
        self.start = time.perf_counter()
        self.done = 0          # iterations begun
        self.i = 0             # place in the current block (one world, every candidate)
        self.root = None       # the search's root, to read each candidate's mean

    def _phase_over(self) -> bool:
        frac = (self.phase + 1) / self.phases
        if self.iterations is not None:
            return self.done >= frac * self.iterations
        if self.time_budget is not None:
            return time.perf_counter() - self.start >= frac * self.time_budget
        return False

    def mean(self, t: str) -> float:
        ch = self.root.children.get(t) if self.root is not None else None
        return ch.reward / ch.visits if ch is not None and ch.visits else -1.0

    def new_world(self) -> bool:
        """Called as an iteration begins: does it start a new block (a new world)?"""
        self.done += 1
        if not self.alive or self.i % len(self.alive):
            return False
        if self.halving and len(self.alive) > 1 and self.done > 1 and self._phase_over():
            keep = math.ceil(len(self.alive) / 2)
            self.alive = sorted(self.alive, key=lambda t: (-self.mean(t), t))[:keep]
            self.phase += 1
        self.i = 0
        return True

    def pick(self) -> str:
        t = self.alive[self.i % len(self.alive)]
        self.i += 1
        return t


class _Informed:
    """The searcher's SeatView with behaviour-weighted determinizations; with a
    :class:`_Race` each sampled world is dealt once per candidate still in the race
    (fresh copies), so their means differ by the choice, not by the luck of the draw."""

    def __init__(self, state, player: int, race: _Race | None = None, informed: bool = True):
        self._state = state
        self._player = player
        self._race = race
        self._informed = informed
        self._world = None

    def determinize(self, player: int, rng: random.Random):
        shared = self._race is not None and len(self._race.alive) > 1
        if self._world is None or not shared or self._race.new_world():
            d = self._state.determinize(player, rng)
            if self._informed:
                reweigh_shikigami(d, player, rng)
            self._world = d
        return self._world.clone() if shared else self._world

    def legal_actions(self):
        return self._state.legal_actions()

    def to_move(self):
        return self._state.to_move()

    def view(self, *a):
        return self._state.view(*a)


def expert_move(d, legal, rng: random.Random):
    """Every seat's move below the search's root: the expert values' choice on a turn
    (a risk-aware rival; one's own follow-up, which may depend on the bottles just
    drawn), the cheap policy elsewhere."""
    p = d.to_move()
    kind = d.pending[0] if d.pending is not None else "turn"
    if kind in ("turn", "stars"):
        return P.medium_action(d, p, legal, rng, exact=True)
    return Q.fast_action(d, p, legal, rng)


def _rollout_policy(d, rng: random.Random):
    return expert_move(d, d.legal_actions(), rng)


class HardAgent:
    """SO-ISMCTS (kernel) over determinizations of the hidden shikigami (weighed by
    each rival's behaviour), the face-down bottles and the deck orders. The root weighs
    the expert values' best ``TOP`` turn actions within ``MARGIN`` in a duel (nearly
    all of them), their best ``TOP_TABLE`` at a larger table (the secret shikigami is
    the expert values' choice), tried in turn on shared worlds (common random
    numbers); below the root every seat plays :func:`expert_move` to the end of the
    round, scored by :func:`evaluate`."""

    label = "hard"
    # the root weighs (nearly) every turn action: the search already finds its model's
    # best candidate (decision regret 0.001), and the model's best was outside the
    # expert's top 4 in a third of positions. Top 9 within 9.0 won 0.768 of 600
    # two-player games against 0.688 for top 4 within 0.25 (docs/ai-chobuku.md)
    MARGIN = 9.0
    TOP = 9
    # at three seats and more a playout costs two to four times a duel's, so the budget
    # runs far fewer tries: there the expert's top 5 held the model's best in 39 of 40
    # positions, and the decision regret at 200 tries was 0.0026 for the top 5 against
    # 0.0042 for the top 9 (docs/ai-chobuku.md)
    TOP_TABLE = 5
    HALVING = True

    def __init__(self, time_budget: float | None = HARD_BUDGET_S,
                 iterations: int | None = HARD_ITERATIONS,
                 iterations_table: int | None = HARD_ITERATIONS_TABLE):
        self.time_budget = time_budget
        self.iterations = iterations
        self.iterations_table = iterations_table
        self._search: ISMCTSAgent | None = None
        self._scripted = None
        self._race: _Race | None = None
        self.stats = None
        warm()          # the evaluation's tables, once per process, outside any decision
        warm_win()

    def _candidates(self, probe, player: int, legal: list, rng: random.Random) -> list:
        kind = probe.pending[0] if probe.pending is not None else "turn"
        if kind in ("turn", "stars"):
            vals = P.turn_values(probe, player, legal, exact=True)
        elif kind in ("shiki", "repick"):
            # searched, the secret shikigami choice won no more games (0.625 against
            # 0.61–0.635 over 200 two-player games each) and took most of the thinking:
            # the round's playouts cannot see what a shikigami at rest costs next round.
            # (The expert values' shikigami is medium's: ``exact`` changes turns only.)
            return [P.choose_shiki(probe, player, legal)]
        else:
            return legal
        vals.sort(key=lambda t: -t[0])
        best = vals[0][0]
        top = self.TOP if probe.n <= 2 else self.TOP_TABLE
        return [a for v, a in vals[:top] if v >= best - self.MARGIN]

    def begin(self, state, player: int, rng: random.Random, should_stop=None) -> None:
        t0 = time.perf_counter()
        legal = list(state.legal_actions())
        probe = state.determinize(player, rng)
        start_round = probe.round
        self._scripted = Q.scripted(probe, player, legal, rng)
        roots: list[str] = []
        if self._scripted is None:
            cands = self._candidates(probe, player, legal, rng)
            if len(cands) == 1:
                self._scripted = cands[0]
            roots = [a.text() for a in cands]
        # the budget covers the whole decision: the candidates' values count against it
        budget = None if self.time_budget is None else \
            max(0.25 * self.time_budget, self.time_budget - (time.perf_counter() - t0))
        # halving measured at four seats only: duels keep the round-robin their 0.768 was
        # measured with (there the search already found its model's best, regret 0.0014)
        halving = self.HALVING and probe.n > 2
        iterations = self.iterations if probe.n <= 2 else self.iterations_table
        race = _Race(roots, halving, budget, iterations) if CRN and roots else None
        self._race = race

        def narrow(d, acts):
            # the first node of an iteration is the root; each iteration works on a fresh
            # determinization, so a mark on the object tells the root from deeper nodes
            # (``id(d)`` does not: a freed determinization's address is reused)
            if not getattr(d, "_hard_below_root", False):
                d._hard_below_root = True
                if race is not None:
                    pick = race.pick()
                    return [a for a in acts if a.text() == pick] or acts
                return [a for a in acts if a.text() in roots] or acts
            # below the root a policy, not a tree: a tree keyed by action text cannot let
            # a follow-up depend on the bottle drawn, nor a rival's move on its own hidden
            # shikigami (measured in docs/ai-chobuku.md)
            return [expert_move(d, list(acts), rng)] if len(acts) > 1 else acts

        self._search = ISMCTSAgent(iterations=iterations, time_budget=budget,
                                   exploration=0.4, rollout_policy=_rollout_policy,
                                   evaluator=evaluate, reward=outcome, action_filter=narrow,
                                   rollout_done=lambda d: d.round > start_round)
        view = _Informed(state, player, race, INFORMED)
        self._search.begin(view, player, rng, should_stop)
        if race is not None:
            race.root = self._search._root
        if self._scripted is not None:
            self._search._done = True

    @property
    def search(self) -> ISMCTSAgent | None:
        """The search of the decision begun last; None when a script settled it (the coach
        reads the root's statistics from it)."""
        return None if self._scripted is not None else self._search

    def step(self, max_seconds: float | None = None, max_iterations: int | None = None) -> bool:
        assert self._search is not None
        done = self._search.step(max_seconds, max_iterations)
        self.stats = self._search.stats
        return done

    def best(self) -> Any:
        assert self._search is not None
        if self._scripted is not None:
            return self._scripted
        choice = self._search.best()
        race = self._race
        if race is not None and race.alive:
            # the candidates still in the race met the same worlds: the best mean wins
            top = max(race.alive, key=lambda t: (race.mean(t), t))
            choice = self._search._legal.get(top, choice)
        return choice

    def choose(self, state, player: int, rng: random.Random):
        self.begin(state, player, rng)
        while not self.step():
            pass
        return self.best()


class MasterAgent(HardAgent):
    """名人 (master): hard's search with three times its iterations (2700 in a duel, 1200
    at a larger table: about 2.6 s on a quiet 2-core machine; capped at 6 s), and at a
    larger table a root of the expert values' best 7 turn actions instead of 5, which
    the larger budget can afford to tell apart."""

    label = "master"
    TOP_TABLE = 7

    def __init__(self, time_budget: float | None = 6.0, iterations: int | None = 3 * HARD_ITERATIONS,
                 iterations_table: int | None = 3 * HARD_ITERATIONS_TABLE):
        super().__init__(time_budget, iterations, iterations_table)


def make_agent(level: str, seed: int | None = None, **kw):
    return agent_of(level, {"easy": EasyAgent, "medium": lambda **_: MediumAgent(),
                            "expert": lambda **_: ExpertAgent(), "greedy": lambda **_: GreedyAgent(),
                            "hard": HardAgent, "master": MasterAgent}, **kw)