"""式神符陣's computer opponent: four levels over one position evaluator.

* ``easy`` (入門): a beginner -- any action medium's evaluator finds no worse than
  ending the turn (never ending it while a clearly useful one is open), not the best
  one, and now and then a summon laid facing the wrong way.
* ``medium`` (中級): one-turn lookahead — every legal action is tried on a
  determinized copy and the position after it scored by :func:`evaluate`
  (material, 制圧力 and the 王手 threat, 霊力, threats and 隙 exposure);
  the best is played until ending the turn scores best.
* ``hard`` (上級): the kernel's information-set MCTS
  (:class:`game.engine.mcts.ISMCTSAgent`) over the medium level's best few
  candidate actions (diverse: at most two per card/cell), with the medium
  policy guiding the playouts through the rest of this turn, the opponent's
  whole reply and the 王手 check at the start of the next turn (and, when the
  opponent holds 王手 then, through that turn too), scored by
  :func:`evaluate_hard` (the evaluator plus the declared 王手 flags).
* ``master`` (名人): hard's search with three times its iterations over a wider root.

Every agent touches the real state only through ``view``/``determinize``/
``legal_actions``/``to_move`` (tests check it); it scores sampled worlds.
Pure Python, no pygame.
"""
from __future__ import annotations

import math
import random
from typing import Any

from ....engine.ai import QuickOrSearchAgent, agent_of, softmax_pick
from ....engine.mcts import ISMCTSAgent, TreeCache
from .. import actions as A
from .evaluation import (W_CARD, W_CHECK, W_COST, W_EXPOSED, W_HP, W_OUTE, W_REIRYOKU,  # noqa: F401
                      W_SEIATSU, W_THREAT, _piece_value, _threat, _worst_threat, evaluate,
                      evaluate_hard, score, trial_copy)
from ..cards import CARDS

LEVELS = ("easy", "medium", "hard", "master")
LEVEL_NAMES = {"easy": ("入門", "Beginner"), "medium": ("中級", "Intermediate"),
               "hard": ("上級", "Expert"), "master": ("名人", "Master")}

# ---------------------------------------------------------------- policies
def _mulligan_choice(legal, hand, reiryoku: int):
    """The rulebook's tip: return the heavy shikigami (召☆5+) to find early plays."""
    heavy = sorted(c for c in hand if CARDS[c].cost >= 5 and CARDS[c].cost > reiryoku)
    want = "mulligan " + (" ".join(heavy) if heavy else "-")
    for a in legal:
        if a.text() == want:
            return a
    return next(a for a in legal if a.text() == "mulligan -")


def _discard_choice(legal, state, player: int):
    """Discard what cannot be afforded for two turns; keep the rest."""
    budget = min(15, state.reiryoku[player] + 6) + 6
    hand = state.hands[player]
    drop = sorted(c for c in hand if CARDS[c].cost > budget)
    want = "discard " + (" ".join(drop) if drop else "-")
    for a in legal:
        if a.text() == want:
            return a
    return next(a for a in legal if a.text() == "discard -")


def ranked(d, player: int, legal, copy=None) -> list[tuple[float, Any]]:
    """Every legal action of ``d`` with the score of the position after it, best first
    (``copy``: how to copy ``d`` for each trial, default ``d.clone``)."""
    out = []
    for a in legal:
        c = d.clone() if copy is None else copy(d)
        c.apply(a)
        out.append((score(c, player), a))
    out.sort(key=lambda sa: (-sa[0], sa[1].text()))
    return out


def _scripted(d, legal, player: int):
    """Decisions every level makes by fixed rules: a forced move, the mulligan and the
    end-of-turn discard. None when the position needs scoring."""
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if isinstance(first, A.Mulligan):
        return _mulligan_choice(legal, d.hands[player], d.reiryoku[player])
    if isinstance(first, A.Discard):
        return _discard_choice(legal, d, player)
    return None


def greedy_action(d, rng: random.Random, player: int | None = None):
    """The medium policy on a full state ``d`` (also the playout policy of ``hard``)."""
    legal = d.legal_actions()
    if player is None:
        player = d.to_move()
    fixed = _scripted(d, legal, player)
    if fixed is not None:
        return fixed
    best = ranked(d, player, legal)
    top = best[0][0]
    ties = [a for s, a in best if s >= top - 1e-9]
    return ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]


class EasyAgent:
    """入門 (beginner): medium's evaluation with a beginner's noise, not random clicks.

    Every legal action is scored as medium scores it. The beginner does something that
    helps rather than the best thing: it plays one of the actions that leave the
    position no more than ``blunder`` points worse than ending the turn now, drawn with
    softmax weights at ``temperature`` among the ``top`` best (by default evenly among
    all of them: a blunder is never played, a fine move no more often than a fair one). Ending the turn is off the table while an action scores
    ``useful`` points above it (it does not leave 霊力 unspent with a good summon or
    attack open). Its typical mistake is the facing: ``facing_slip`` of the time a
    summon or a turn is laid facing any legal way, whatever 隙 that leaves open.

    Measured over 400 games (``python -m game.bench ai --game fujin``, README): 0.760
    against random, and medium wins 0.823 against it. Sharper choices beat random more
    often but come close to medium (a softmax at 4.0 points: 0.812 and 0.738); the
    first seat's lead is such that a beginner who picks well loses little to medium
    (docs/ai-ladder.md)."""

    label = "easy"

    def __init__(self, temperature: float = math.inf, top: int | None = None, useful: float = 1.0,
                 blunder: float | None = 0.5, facing_slip: float = 0.4):
        self.temperature = temperature
        self.top = top
        self.useful = useful
        self.blunder = blunder
        self.facing_slip = facing_slip

    def choose(self, state, player: int, rng: random.Random):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        d = state.determinize(player, rng)
        fixed = _scripted(d, legal, player)
        if fixed is not None:
            return fixed
        scored = ranked(d, player, legal, trial_copy)
        end = max((v for v, a in scored if isinstance(a, A.End)), default=None)
        if end is not None and self.blunder is not None:
            scored = [(v, a) for v, a in scored if v >= end - self.blunder] or scored
        if end is not None and scored[0][0] >= end + self.useful:
            scored = [(v, a) for v, a in scored if not isinstance(a, A.End)]
        action = softmax_pick(scored, rng, self.temperature, self.top)
        if rng.random() < self.facing_slip:
            action = _any_facing(action, legal, rng)
        return action


def _any_facing(action, legal, rng: random.Random):
    """The same summon laid facing any legal way, or the same turn either way."""
    if isinstance(action, A.Summon):
        same = [a for a in legal if isinstance(a, A.Summon) and a.card == action.card
                and a.cell == action.cell]
    elif isinstance(action, A.Rotate):
        same = [a for a in legal if isinstance(a, A.Rotate) and a.cell == action.cell
                and a.target_cell == action.target_cell]
    else:
        return action
    return same[rng.randrange(len(same))] if same else action


class MediumAgent:
    """中級: one-turn lookahead with the evaluator on a sampled world."""

    label = "medium"

    def choose(self, state, player: int, rng: random.Random):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        d = state.determinize(player, rng)
        return greedy_action(d, rng, player)


def playout_action(d, rng: random.Random, summons: int = 6):
    """The playout policy of ``hard``: the medium choice among every non-summon action
    (attacks, turns, relics, ending the turn...) and a random sample of ``summons``
    summons, which make up most of a wide turn's actions."""
    legal = d.legal_actions()
    mover = d.to_move()
    fixed = _scripted(d, legal, mover)
    if fixed is not None:
        return fixed
    pool = [a for a in legal if not isinstance(a, A.Summon)]
    sums = [a for a in legal if isinstance(a, A.Summon)]
    if len(sums) > summons:
        sums = rng.sample(sums, summons)
    pool += sums
    best, best_s = None, -math.inf
    for a in pool:
        c = trial_copy(d)
        c.apply(a)
        v = score(c, mover)
        if v > best_s:
            best, best_s = a, v
    return best


def _signature(d) -> tuple:
    """What the candidate ranking depends on: the public board and the mover's hand."""
    mover = d.to_move()
    board = tuple((p.cid, p.owner, p.orient, p.hp, p.attacked, p.rotated, p.summoned,
                   p.inherited, p.hidden_by) if p is not None else None for p in d.board)
    return (board, tuple(d.reiryoku), d.phase, d.current, d.window, d.pending, mover,
            tuple(sorted(d.hands[mover])) if mover is not None else ())


#: hard's search trees kept between decisions, per seat (a thinker builds a new agent
#: for every move, so the cache lives in the module; entries are used only when the
#: seat's view is exactly the one predicted, see :class:`TreeCache`)
_TREES = TreeCache()


class HardAgent(QuickOrSearchAgent):
    """上級: the kernel's ISMCTS over the medium level's best candidates.

    * **candidates**: the tree only considers the ``candidates`` best actions by
      the evaluator at each node (plus ending the turn), at most ``per_source``
      of them starting from the same card/cell, so five facings of one summon
      do not crowd out an attack; rankings are cached per public position,
      since a sampled world changes only hidden cards;
    * **playouts** use :func:`playout_action` (the greedy policy over every
      non-summon action and ``summons`` sampled summons) and run to the start
      of the searcher's *next* turn (the kernel's ``rollout_done`` hook; at most
      ``rollout_depth`` actions): the rest of this turn, the opponent's whole
      reply and the 王手 check at the start of the next turn are played out,
      so "will my check survive?" is answered rather than guessed. With
      ``extend``, if the opponent holds 王手 at that point the playout goes on
      through that turn (can I break it?) to the start of theirs;
    * the position reached is scored by :func:`evaluate_hard`;
    * **tree reuse** (``reuse``, on): the chosen action's subtree carries over to the
      next decision of the same turn (the seat's view is then the predicted one);
    * ``iterations`` 320 a decision, capped at ``time_budget`` 2.0 s: the same moves on a
      busy machine as on a quiet one (where 320 take about 0.9 s; goal: median ≤ 1.0 s),
      unless the machine is so busy that the cap cuts the search;
    * off, as options: ``paired`` (a search round samples one world and tries every
      root candidate in it with the same dice, decision by best mean: common random
      numbers for a search of few iterations -- measured 0.65 against 0.70 without it
      over the same 120 deals), ``early_stop``/``extension`` and ``widen``.

    Measured with ``python -m game.bench ai`` (README, Benchmarks): 0.760 [0.716, 0.799]
    against medium over 400 games on a quiet 2-core machine, think median 0.951 s; the
    same code made 0.680 at load 8-11, where the wall-clock budget gets a fifth of its
    iterations. Steppable (``begin``/``step``/``best``) so a thinker can cancel it.
    """

    label = "hard"

    def __init__(self, time_budget: float | None = 2.0, iterations: int | None = 320,
                 candidates: int = 6, rollout_depth: int = 60, exploration: float = 0.4,
                 summons: int = 6, extend: bool = True, per_source: int = 2,
                 early_stop: bool = False, extension: float = 1.0,
                 widen: tuple[int, float, float] | None = None, reuse: bool = True,
                 paired: bool = False):
        self.extend = extend
        self.per_source = per_source
        self.time_budget = time_budget
        self.iterations = iterations
        self.candidates = candidates
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.summons = summons
        self.early_stop = early_stop
        self.extension = extension
        self.widen = widen
        self.reuse = reuse
        self.paired = paired
        self.stats = None
        self._search: ISMCTSAgent | None = None
        self._quick = None

    def _filter(self):
        k = self.candidates
        per_source = self.per_source
        # with widening, ending the turn is among the first children a node opens
        end_at = self.widen[0] if self.widen else k
        cache: dict[tuple, list[str]] = {}

        def keep(d, legal):
            if len(legal) <= k and not self.widen:
                return legal
            first = legal[0]
            if isinstance(first, (A.Mulligan, A.Discard)):
                return [_scripted(d, legal, d.to_move())]
            key = _signature(d)
            texts = cache.get(key)
            if texts is None:
                best = ranked(d, d.to_move(), legal, trial_copy)
                if per_source:
                    # diverse candidates: at most ``per_source`` per card/cell the
                    # gesture starts from (not five facings of one summon)
                    texts, seen = [], {}
                    for _, a in best:
                        src = a.source
                        if seen.get(src, 0) < per_source:
                            seen[src] = seen.get(src, 0) + 1
                            texts.append(a.text())
                            if len(texts) >= k:
                                break
                else:
                    texts = [a.text() for _, a in best[:k]]
                ends = [a.text() for a in legal if isinstance(a, A.End) and a.text() not in texts]
                texts[end_at:end_at] = ends
                cache[key] = texts
            by_text = {a.text(): a for a in legal}
            out = [by_text[t] for t in texts if t in by_text]
            return out or list(legal)
        return keep

    def _search_for(self, state, player: int) -> ISMCTSAgent:
        v = state.view(player)
        opp = 1 - player
        # the searcher's next turn: the one after the opponent's reply
        mine = v.turn + (2 if v.current == player else 1)
        n = self.summons

        def done(d) -> bool:
            # at the start of my next turn (my 王手 has been resolved) -- unless the
            # opponent holds 王手 then: play my turn too, to see whether I break it
            if d.turn > mine:
                return True
            return d.turn == mine and d.current == player and not (self.extend and d.oute[opp])

        def policy(d, rng):
            return playout_action(d, rng, n)
        widening = None
        if self.widen:
            k0, c, alpha = self.widen

            def widening(visits: int) -> int:
                return k0 + int(c * visits ** alpha)
        return ISMCTSAgent(iterations=self.iterations, time_budget=self.time_budget,
                           exploration=self.exploration, rollout_policy=policy,
                           rollout_depth=self.rollout_depth, evaluator=evaluate_hard,
                           action_filter=self._filter(), rollout_done=done,
                           early_stop=self.early_stop, extension=self.extension,
                           widening=widening, tree_cache=_TREES if self.reuse else None,
                           paired=self.paired)

    # -- steppable ------------------------------------------------------------
    def begin(self, state, player: int, rng: random.Random, should_stop=None) -> None:
        legal = state.legal_actions()
        self._quick = None
        self._search = None
        if len(legal) == 1:
            self._quick = legal[0]
        elif isinstance(legal[0], (A.Mulligan, A.Discard)):
            self._quick = greedy_action(state.determinize(player, rng), rng, player)
        else:
            self._search = self._search_for(state, player)
            self._search.begin(state, player, rng, should_stop)



class MasterAgent(HardAgent):
    """名人 (master): hard's search with three times its iterations (960, about 2.7 s on a
    quiet 2-core machine; capped at 6 s) and a wider root: the ``candidates`` 8 best
    actions by the evaluator instead of 6 (at most two per card/cell, as hard), which
    the larger budget can afford to tell apart. Everything else is hard's: the greedy
    playouts to the start of the searcher's next turn, :func:`evaluate_hard`, the tree
    kept between the actions of one turn."""

    label = "master"

    def __init__(self, time_budget: float | None = 6.0, iterations: int | None = 960,
                 candidates: int = 8, **kw):
        super().__init__(time_budget=time_budget, iterations=iterations, candidates=candidates, **kw)


def make_agent(level: str, seed: int | None = None, **kw):
    """The factory the table and the thinker use: ``make_agent("hard")``."""
    return agent_of(level, {"easy": EasyAgent, "medium": lambda **_: MediumAgent(), "hard": HardAgent,
                            "master": MasterAgent}, **kw)