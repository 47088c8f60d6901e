"""ジントリガー's computer players.

* ``easy`` (入門): a beginner -- the policy's values with a beginner's noise, never ending
  its turn while it can flip a card; it takes the hits it could answer, attacks
  without counting the counter it may meet, never ends a game it leads with the time
  keep and forgets its counters (:class:`EasyAgent`).
* ``medium`` (中級): the rule-of-thumb policy :func:`policy` (flip enemy cards, draw with
  own cards, attack exposed opponents, answer by the cheapest loss, end the turn with
  the stronger main -- swapping to it before the last action, since the turn ends by
  itself after that one, ZT-R51) with noisy values, taking the draws of an own card from
  the deck.
* ``hard`` (上級): the kernel's ISMCTS (:class:`game.engine.mcts.ISMCTSAgent`) over the
  main decisions, over hidden hands and deck order: candidates are the policy's best
  few (ending the turn only when the policy would), playouts follow the policy through
  this turn and the opponent's reply, scored by :func:`ai_eval.evaluate_search` (score
  difference, exposure, hands — weights fitted on self-play — the opponents' threat on
  each sampled world, the main characters' 行動, on a logistic scale that shrinks as the
  time keep nears). X (main/sub swap) is a candidate whenever the sub acts more often.
  The 場札 choice of P5 and the attack declaration of one's own turn get a short search
  of their own (``SMALL_SEARCH``; an attack back after a counter weighs sampled hands,
  :func:`sampled_attack`); answers to attacks in another player's turn and every other
  small decision take the fast path (the policy, no search), so they come at once.
  Its policy knows the rules as an expert does (``knows_rules``): the respawn point
  has no number, so standing there nobody can attack it (R-04), and the draws of an
  own card are better taken from the deck.
* ``master`` (名人): hard's searches with three times their iterations.

Agents touch the real state only through ``view``/``determinize``/``legal_actions``/
``to_move``. Pure Python, no pygame.
"""
from __future__ import annotations

import random

from ....engine.ai import QuickOrSearchAgent, agent_of
from ....engine.mcts import ISMCTSAgent
from .. import board
from .evaluation import evaluate_search01
from ..cards import AREAS, CHARACTERS
from .policy import (MEDIUM_NOISE, MEDIUM_RANDOM, _can_hit, _field_value, _main_value,
                     _better_sub, _respond_value, evaluate, exposure_seat, no_loop, policy)

LEVELS = ("easy", "medium", "hard", "master")
LEVEL_NAMES = {"easy": ("入門", "Beginner"), "medium": ("中級", "Intermediate"), "hard": ("上級", "Expert"),
               "master": ("名人", "Master")}

# ------------------------------------------------------------------ agents
class SquatAgent:
    """Test double: the policy that stays on the respawn point."""
    label = "squat"

    def choose(self, state, player: int, rng: random.Random):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return _same(legal, policy(state.determinize(player, rng), rng, noise=0.05, squat=True))


class EasyAgent:
    """入門 (beginner): medium's own values with a beginner's noise and a beginner's blind
    spots, not random clicks.

    Its main decision weighs every action by the policy's values (``_main_value``, what
    medium weighs) plus an even noise of up to ``noise`` (medium's: 0.7), so it does
    something sensible, often not the best thing. It never ends its turn while an
    action worth ``useful`` or more is open (a flip of an enemy card is worth 2), and it
    uses X as the policy does, only to end its turn with the stronger main (``swaps``).
    Its mistakes are the ones a newcomer to this game makes; they cost most against a
    player who exploits them, so medium beats it far more clearly than it beats a
    random player (docs/ai-ladder.md):

    * attacked, it takes the hit ``takes_hits`` of the time: it does not see its answers
      (D 回避, E 反撃, F 遮蔽物), so its 場札 and 拠点 turn. A random player attacks
      only by chance; medium plays the number of its 場札 on purpose;
    * it declares an attack without counting the counter it may meet (the policy weighs
      its own exposure), and a counter is answered the same way, with the hit;
    * it does not know the clock (``knows_clock``): it never draws the time keep from
      its 拠点, so it never ends a game it leads, where medium ends it and otherwise
      catches up;
    * it forgets its counters to an ability ``forget_counter`` of the time (and an
      attack's counter, on the occasions it answers one);
    * like the plain policy it takes its own cards back from the 拠点 rather than draw
      from the deck, and leaves the respawn point at once: the two rules medium and
      hard know (the deck's draws; nobody can attack the respawn point) it does not.

    All its randomness comes from the ``rng`` it is given, and it sees one determinized
    world of its seat's view, as every level does."""

    label = "easy"

    def __init__(self, noise: float = 2.5, useful: float = 2.0, takes_hits: float = 1.0,
                 forget_counter: float = 0.7, knows_clock: bool = False, answer_noise: float = 1.0,
                 swaps: bool = True):
        self.swaps = swaps
        self.noise = noise
        self.useful = useful
        self.takes_hits = takes_hits
        self.forget_counter = forget_counter
        self.knows_clock = knows_clock
        self.answer_noise = answer_noise

    def choose(self, state, player: int, rng: random.Random):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        d = state.determinize(player, rng)
        kind = d.pending[0] if d.pending is not None else "main"
        if kind == "main":
            return _same(legal, self._main(d, rng))
        if kind == "respond":
            return _same(legal, self._answer(d, player, rng))
        if kind == "window" and rng.random() < self.forget_counter:
            return _same(legal, next(a for a in d.legal_actions() if a.verb != "counter"))
        if kind == "attack" and d.players > 1:
            return _same(legal, _naive_attack(d, player, rng, self.answer_noise))
        return _same(legal, policy(d, rng, noise=self.answer_noise, knows_clock=self.knows_clock))

    def _main(self, d, rng: random.Random):
        acts = [a for a in no_loop(d, d.legal_actions()) if a.verb != "swap"]
        if not acts:
            return policy(d, rng, noise=self.answer_noise)
        scored = [(_main_value(d, a), a) for a in acts]
        if max(v for v, _ in scored) >= self.useful:
            scored = [(v, a) for v, a in scored if a.verb != "end"]
        best = max(scored, key=lambda va: va[0] + rng.random() * self.noise)[1]
        if self.swaps and best.verb == "end" and _better_sub(d, best.seat):
            # the policy's one use of X: end the turn with the stronger main for the next
            swap = next((a for a in no_loop(d, d.legal_actions()) if a.verb == "swap"), None)
            return swap or best
        return best

    def _answer(self, d, seat: int, rng: random.Random):
        """An attack on it (or a counter to its attack): the hit, unless it sees an answer."""
        la = d.legal_actions()
        hit = next((a for a in la if a.verb == "hit"), None)
        if hit is not None and rng.random() < self.takes_hits:
            return hit
        if rng.random() < self.forget_counter:
            la = [a for a in la if a.verb != "counter"] or la
        return max(la, key=lambda a: _respond_value(d, a, seat) + rng.random() * self.answer_noise * 0.3)


def _naive_attack(d, seat: int, rng: random.Random, noise: float):
    """A beginner's attack declaration: the most exposed opponent, without a thought for
    the counter it may meet (the policy weighs its own exposure against it)."""
    legal = d.legal_actions()
    bamboo = [a for a in legal if a.arg == "bamboo"]
    if bamboo:
        return bamboo[0]
    best, bv = next(a for a in legal if a.arg == "-"), 0.2
    for a in legal:
        if a.arg == "-":
            continue
        val = exposure_seat(d, int(a.arg)) + 0.5 + rng.random() * noise
        if val > bv:
            best, bv = a, val
    return best


class MediumAgent:
    """中級 (intermediate): the policy with noisy values, taking the draws of an own card
    from the deck (keeping the 拠点's cards where they are). ``squat``: stay on the
    respawn point (復活地点: no number, so nobody can attack it or counter its
    attacks, R-04): it lifted medium to 0.81 against the beginner but left hard
    hardly above it (0.575 over 40 games), so medium leaves it to hard
    (docs/ai-ladder.md). ``worlds`` > 0: one ply on sampled worlds for the main
    decisions instead (weaker than the policy: 0.29 against the beginner over 200
    games)."""

    label = "medium"

    def __init__(self, worlds: int = 0, noise: float = MEDIUM_NOISE, randomness: float = MEDIUM_RANDOM,
                 squat: bool = False, deck_draws: bool = True):
        self.worlds = worlds
        self.noise = noise
        self.randomness = randomness
        self.squat = squat
        self.deck_draws = deck_draws

    def choose(self, state, player: int, rng: random.Random):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        v = state.view(player)
        kind = v.pending.kind if v.pending is not None else "main"
        if self.randomness and rng.random() < self.randomness:
            return legal[rng.randrange(len(legal))]
        d = state.determinize(player, rng)
        if self.worlds <= 0 or kind not in ("main", "attack"):
            return _same(legal, policy(d, rng, noise=self.noise, squat=self.squat, deck_draws=self.deck_draws))
        return _same(legal, greedy(state, player, rng, self.worlds, d))


def greedy(state, player: int, rng: random.Random, worlds: int, d=None):
    legal = d.legal_actions() if d is not None else state.legal_actions()
    if d is not None:
        legal = no_loop(d, legal)
    scores = {a.text(): 0.0 for a in legal}
    for w in range(worlds):
        base = d if (w == 0 and d is not None) else state.determinize(player, rng)
        for a in base.legal_actions():
            t = a.text()
            if t not in scores:
                continue
            c = base.clone()
            c.apply(a)
            _settle(c, player, rng)
            scores[t] += evaluate(c, player) + rng.random() * 0.01
    best = max(scores, key=scores.get)
    return next(a for a in legal if a.text() == best)


def _settle(s, player: int, rng: random.Random, limit: int = 40) -> None:
    """Play the follow-ups of an action (draws, answers, swaps) by the policy until
    ``player``'s next main decision or another turn."""
    turn = s.turn
    for _ in range(limit):
        if s.to_move() is None or s.turn != turn:
            return
        if s.pending is None:
            return
        s.apply(policy(s, rng, noise=0.0))


def sampled_field(state, player: int, rng: random.Random, worlds: int = 12):
    """P5 for the hard level: the 場札 whose number the opponents are least likely to aim
    at next turn, over sampled hands (cover and field effects weigh in)."""
    legal = state.legal_actions()
    ds = [state.determinize(player, rng) for _ in range(worlds)]
    d0 = ds[0]
    t = player % 2
    cur = d0.field[player]

    def risk(card) -> float:
        if card is None:
            return 0.0
        n = AREAS[card].number
        hit = sum(1 for d in ds if any(_can_hit(d, q, n) for q in board.opponents(d, player))) / worlds
        own = 1 if d0.face[card] == t else 0
        base = sum(1 for c in d0.bases[t] if c in AREAS and d0.face[c] == t)
        loss = 2.0 * own if AREAS[card].cover else 2.0 * (own + base + 1)
        return hit * loss

    best, bv = None, -1e9
    for a in legal:
        card = cur if a.arg == "-" else a.arg
        v = -risk(card) + (0.3 * _field_value(d0, player, card) if card is not None else -0.2)
        if a.arg != "-" and cur is not None:
            v += 0.1
        if v > bv:
            best, bv = a, v
    return best


def sampled_attack(state, player: int, rng: random.Random, worlds: int = 12):
    """Attack declaration for the hard level: expected gain of each target over sampled
    hands (hit unless it dodges, covers or counters; a counter puts our side at stake)."""
    legal = state.legal_actions()
    ds = [state.determinize(player, rng) for _ in range(worlds)]
    d0 = ds[0]
    best = next(a for a in legal if a.arg == "-")
    bv = 0.1
    for a in legal:
        if a.arg in ("-", "bamboo"):
            if a.arg == "bamboo":
                return a
            continue
        q = int(a.arg)
        v = 0.0
        nums = d0.pending[3]
        for d in ds:
            f = d.field[q]
            fn = AREAS[f].number
            mine = d.field[player]
            counter = mine is not None and any(c in AREAS and AREAS[c].number == AREAS[mine].number
                                               for c in d.hands[q])
            dodge = not d.suppress[player] and any(
                c in AREAS and abs(AREAS[c].number - fn) == 1 and AREAS[c].number not in nums for c in d.hands[q])
            if counter and exposure_seat(d, player) * 2 > exposure_seat(d, q):
                v -= 1.2 * exposure_seat(d, player)
            elif dodge:
                v -= 0.6
            elif AREAS[f].cover or d.smoke[q]:
                v += 2.0 if d.face[f] == q % 2 else 0.0
            else:
                v += 2.0 * exposure_seat(d, q)
        v /= worlds
        if v > bv:
            best, bv = a, v
    return best


def _least(a, b):
    """The smaller of two optional bounds (None: no bound)."""
    return b if a is None else a if b is None else min(a, b)


def _sub_acts_more(s, seat: int) -> bool:
    cs = s.chars[seat]
    return len(cs) > 1 and CHARACTERS[cs[1]].kodo > CHARACTERS[cs[0]].kodo


def _same(legal, a):
    """The real state's action equal to ``a`` (chosen on a sampled copy)."""
    t = a.text()
    for x in legal:
        if x.text() == t:
            return x
    return legal[0]


SMALL_SEARCH = ("field", "attack")   # own-turn decisions searched briefly at the root (P5 場札, attack target)


class HardAgent(QuickOrSearchAgent):
    """ISMCTS on main decisions and attack declarations; the policy elsewhere."""

    label = "hard"

    # budgets count iterations (the same moves on a busy machine as on a quiet one, where
    # 750 take about the 0.3 s and 250 the 0.1 s the level was measured with when it
    # searched by the clock); the time caps only keep a very busy machine responsive
    def __init__(self, time_budget: float | None = 1.0, iterations: int | None = 750, candidates: int = 6,
                 rollout_depth: int = 80, exploration: float = 0.5, small_budget: float | None = 0.4,
                 small_iterations: int | None = 250, knows_rules: bool = True):
        self.time_budget = time_budget
        self.small_budget = small_budget
        self.iterations = iterations
        self.small_iterations = small_iterations
        self.knows_rules = knows_rules
        self.candidates = candidates
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.stats = None
        self._search: ISMCTSAgent | None = None
        self._quick = None

    def _known(self) -> dict:
        """The policy's options for what medium knows of the rules (the respawn point, the
        deck's draws): in the search's playouts, candidates and quick answers, so that
        the other seat is modelled as medium plays and hard plays them too."""
        return {"squat": self.knows_rules, "deck_draws": self.knows_rules}

    def _filter(self):
        k = self.candidates
        known = self._known()

        def keep(d, legal):
            legal = no_loop(d, legal)
            if d.pending is not None:
                if len(legal) <= k:
                    return legal
                return [policy(d, random.Random(len(legal)), noise=0.0, **known)]
            # main decision: the best few by the policy's values; ending the turn (or
            # swapping) only when the policy itself would, so actions are not wasted
            top = policy(d, random.Random(0), noise=0.0, **known)
            ranked = sorted((a for a in legal if a.verb not in ("end", "swap")),
                            key=lambda a: -_main_value(d, a))
            out = ranked[:k]
            if top.verb in ("end", "swap") or not out:
                out = [top] + [a for a in out if a is not top]
            if _sub_acts_more(d, d.to_move()):
                # X before the last action: the search weighs the next turns' 行動
                out += [a for a in legal if a.verb == "swap" and a not in out]
            return out
        return keep

    def _search_for(self, state, player: int, small: bool = False) -> ISMCTSAgent:
        v = state.view(player)
        until = v.turn + 1

        def done(d) -> bool:
            return d.turn > until

        known = self._known()

        def roll(d, rng):
            return policy(d, rng, noise=0.15, **known)
        budget, its = self.time_budget, self.iterations
        if small:
            budget = _least(budget, self.small_budget)
            its = _least(its, self.small_iterations)
        return ISMCTSAgent(iterations=its, time_budget=budget,
                           exploration=self.exploration, rollout_policy=roll,
                           rollout_depth=self.rollout_depth, evaluator=evaluate_search01,
                           action_filter=self._filter(), rollout_done=done)

    def begin(self, state, player: int, rng: random.Random, should_stop=None) -> None:
        legal = state.legal_actions()
        self._quick = None
        self._search = None
        v = state.view(player)
        kind = v.pending.kind if v.pending is not None else "main"
        if len(legal) == 1:
            self._quick = legal[0]
        elif kind in SMALL_SEARCH and not v.bambooshoot and v.current == player:
            # small decisions of one's own turn: a short search
            self._search = self._search_for(state, player, small=True)
            self._search.begin(state, player, rng, should_stop)
        elif kind == "field" and not v.bambooshoot:
            self._quick = sampled_field(state, player, rng)
        elif kind == "attack" and not v.bambooshoot:
            self._quick = sampled_attack(state, player, rng)
        elif kind not in ("main", "attack"):
            self._quick = _same(legal, policy(state.determinize(player, rng), rng, noise=0.0, **self._known()))
        else:
            self._search = self._search_for(state, player)
            self._search.begin(state, player, rng, should_stop)



class MasterAgent(HardAgent):
    """名人 (master): hard's searches with three times their iterations (2250 on a main
    decision, 750 on the 場札 choice and the attack declaration: about 0.9 s and 0.3 s
    on a quiet 2-core machine; capped at 3 s and 1.2 s). A wider root (the policy's best
    8 main actions instead of 6) won 2 of the first 8 games against hard and was
    dropped (docs/ai-ladder.md)."""

    label = "master"

    def __init__(self, time_budget: float | None = 3.0, iterations: int | None = 2250,
                 candidates: int = 6, small_budget: float | None = 1.2,
                 small_iterations: int | None = 750, **kw):
        super().__init__(time_budget=time_budget, iterations=iterations, candidates=candidates,
                         small_budget=small_budget, small_iterations=small_iterations, **kw)


def make_agent(level: str, seed: int | None = None, **kw):
    """The factory the table and the thinker use: ``make_agent("hard")``."""
    return agent_of(level, {"easy": EasyAgent, "medium": MediumAgent, "hard": HardAgent, "master": MasterAgent,
                            "squat": lambda **_: SquatAgent()}, **kw)