"""Fuzzing every game's rules engine with invariants (used by ``python -m game.bench fuzz``
and by ``tests/fuzz``).

Generic over every game in :mod:`game.games` whose rules module exists. After
*every* action of a playout it checks (:func:`check_state`):

* the game's own invariants, ``state.check_invariants()`` (式神符陣: 23 cards
  per player across deck/hand/board/graveyard, 霊力 0..15, 耐久 1..19, at
  most 9 shikigami, 総制圧力 consistent);
* ``legal_actions()`` non-empty exactly while ``to_move()`` is not None;
* ``clone()`` equal to the original and independent of it (an action applied
  to the clone leaves the original's ``to_json`` untouched);
* ``to_json`` round-trips exactly through ``json.dumps``/``from_json``;
* ``view(p)`` leaks nothing hidden: ``view(p)`` of ``determinize(p, rng)``
  equals ``view(p)`` of the original (two determinizations), and the game's
  leak checker (``view_leaks`` in its rules package; 式神符陣: no card id appears
  in ``repr(view(p))`` more often than it is public or in ``p``'s own hand).

Two kinds of playout: seeded uniformly random legal actions
(:func:`fuzz_random`) and computer-vs-computer with the game's agents
(:func:`fuzz_ai`, easy/medium mixes). :func:`fuzz_illegal` feeds ``apply``
malformed texts built from the game's own action grammar (tokens of legal
action texts, mutated, plus garbage) and actions that were legal in another
state: each must raise ``IllegalAction`` with a non-empty reason in both
languages and leave the state unchanged. Violations are collected as
:class:`Violation` records (the game stops at its first), never raised, so a
bench run reports a count.
"""
from __future__ import annotations

import argparse
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator

from game import games
from game.engine import IllegalAction
from game.engine.ai import decide

MAX_ACTIONS = 20_000
ACTION_GOAL_PER_GAME = 2000
#: ``--full``: the long series, whose size the goal on ``fuzz.<game>.games`` asks for
FULL_GAMES, FULL_AI_GAMES = ACTION_GOAL_PER_GAME, 200
#: the default run, a tenth of it, short enough to run before every change: with no
#: violation in 220 games the share of games that would show one is below 1.7% (95%); a
#: change that breaks one game in fifty shows up with 99% odds. ``--full`` narrows the
#: bound to 0.17%.
DEFAULT_GAMES, DEFAULT_AI_GAMES = FULL_GAMES // 10, FULL_AI_GAMES // 10
ILLEGAL_STATES = 40


# ---------------------------------------------------------------- catalogue
def rules_games() -> list[games.GameInfo]:
    """Every game whose rules module exists."""
    return [g for g in games.GAMES if games._module_exists(g.rules_module)]


def game_codes(selected: str | None = None) -> list[str]:
    codes = [g.code for g in rules_games()]
    if selected:
        wanted = [c.strip() for c in selected.split(",") if c.strip()]
        missing = [c for c in wanted if c not in {g.code for g in games.GAMES}]
        if missing:
            raise SystemExit(f"unknown game(s): {', '.join(missing)}")
        codes = [c for c in wanted if c in codes]
    return codes


def state_class(code: str):
    return games.get(code).state_type()


def options_for(code: str, seed: int) -> dict[str, Any]:
    """A new game's options for ``seed``: the game's lab set-ups taken in turn, so seeded
    playouts cover every mode it declares (2p / 4p / solo...)."""
    info = games.get(code)
    setups = info.lab_setups()
    return info.new_options(setups[seed % len(setups)].options_dict())


def new_state(code: str, seed: int):
    return state_class(code).new_game(seed, options_for(code, seed))


def agent_factory(code: str) -> Callable[..., Any] | None:
    """The catalogue's ``agents`` factory when the game has a computer opponent."""
    return games.get(code).agent_factory()


# ---------------------------------------------------------------- per-game hooks
def leak_check(code: str) -> Callable[[Any, Any], None] | None:
    """The catalogue's ``leaks`` hook, ``fn(state, player)``, if the game has one:
    raises AssertionError when ``view(player)`` shows something hidden."""
    return games.get(code).leak_check()


# ---------------------------------------------------------------- checks
@dataclass
class Violation:
    game: str
    kind: str          # "random" / "ai" / "illegal"
    seed: int
    step: int
    action: str
    message: str

    def __str__(self) -> str:
        return (f"{self.game} {self.kind} seed={self.seed} step={self.step} "
                f"after {self.action!r}: {self.message}")


@dataclass
class FuzzResult:
    game: str
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    violations: list[Violation] = field(default_factory=list)
    reasons: dict[str, int] = field(default_factory=dict)
    illegal_attempts: int = 0

    def merge(self, other: "FuzzResult") -> "FuzzResult":
        self.games += other.games
        self.actions += other.actions
        self.seconds += other.seconds
        self.illegal_attempts += other.illegal_attempts
        self.violations += other.violations
        for k, v in other.reasons.items():
            self.reasons[k] = self.reasons.get(k, 0) + v
        return self


def check_state(s, rng: random.Random, deep: bool = True) -> None:
    """All invariants of one state; raises AssertionError with a message."""
    cls = type(s)
    s.check_invariants()
    mover = s.to_move()
    legal = s.legal_actions()
    if mover is None:
        assert not legal, "legal actions after the game ended"
        assert s.result() is not None, "no result although nobody is to move"
    else:
        assert legal, "no legal action while the game goes on"
        assert s.result() is None, "a result while the game goes on"
    if not deep:
        return
    data = s.to_json()
    text = json.dumps(data, ensure_ascii=False)
    back = cls.from_json(json.loads(text))
    assert back.to_json() == data, "to_json round-trip differs"
    assert json.dumps(back.to_json(), ensure_ascii=False) == text, "to_json round-trip not exact"
    c = s.clone()
    assert c == s, "clone() differs from the original"
    if legal:
        c.apply(legal[rng.randrange(len(legal))])
        assert s.to_json() == data, "applying an action to a clone changed the original"
    leak = leak_check(cls.game_id)
    for p in [None, *range(s.num_players)]:
        v = s.view(p)
        if p is not None:
            for _ in range(2):
                d = s.determinize(p, rng)
                assert d.view(p) == v, f"view({p}) of a determinized copy differs (a hidden leak)"
        if leak is not None:
            leak(s, p)
    assert s.to_json() == data, "checking the state changed it"


# ---------------------------------------------------------------- playouts
def _play(code: str, kind: str, seed: int, choose: Callable[[Any, random.Random], Any],
          deep_every: int, result: FuzzResult) -> None:
    cls = state_class(code)
    s = new_state(code, seed)
    rng = random.Random(seed * 7919 + 17)
    step = 0
    last = "(new game)"
    try:
        check_state(s, rng, deep=True)
        while s.to_move() is not None:
            a = choose(s, rng)
            last = a.text()
            if step % 11 == 0:
                assert cls.parse_action(last) == a, f"parse_action({last!r}) does not round-trip"
            s.apply(a)
            step += 1
            check_state(s, rng, deep=(step % deep_every == 0) or s.to_move() is None)
            assert step < MAX_ACTIONS, f"no end after {MAX_ACTIONS} actions"
        r = s.result()
        result.reasons[r.reason] = result.reasons.get(r.reason, 0) + 1
    except Exception as exc:   # an invariant, or the engine crashing
        msg = f"{type(exc).__name__}: {exc}" if not isinstance(exc, AssertionError) else str(exc)
        result.violations.append(Violation(code, kind, seed, step, last, msg or repr(exc)))
    result.games += 1
    result.actions += step


def fuzz_random(code: str, seeds: Iterable[int], deep_every: int = 1) -> FuzzResult:
    """Seeded uniformly random legal actions, invariants after every action
    (the expensive ones every ``deep_every`` actions and at the end)."""
    res = FuzzResult(code)
    t0 = time.perf_counter()

    def choose(s, rng):
        legal = s.legal_actions()
        return legal[rng.randrange(len(legal))]
    for seed in seeds:
        _play(code, "random", seed, choose, deep_every, res)
    res.seconds = time.perf_counter() - t0
    return res


AI_MIXES = (("easy", "easy"), ("easy", "medium"), ("medium", "easy"), ("medium", "medium"))


def fuzz_ai(code: str, seeds: Iterable[int], deep_every: int = 1,
            mixes: tuple[tuple[str, str], ...] = AI_MIXES) -> FuzzResult:
    """Computer-vs-computer (easy/medium mixes, by seed) with the same checks."""
    res = FuzzResult(code)
    factory = agent_factory(code)
    if factory is None:
        return res
    t0 = time.perf_counter()
    for seed in seeds:
        levels = mixes[seed % len(mixes)]
        agents = [factory(levels[i % len(levels)]) for i in range(8)]

        def choose(s, rng, agents=agents):
            p = s.to_move()
            return decide(agents[p], s, p, rng)
        _play(code, "ai", seed, choose, deep_every, res)
    res.seconds = time.perf_counter() - t0
    return res


# ---------------------------------------------------------------- illegal actions
GARBAGE = ("", " ", "-", "+", "0", "99", "z9", "a0", "d1", "X-999", "T-", "--", "\t", "ＡＢ",
           "攻撃", "None", "+konshin", "end end", "\x00", "a1a1", "N N", "…", "L", "Q")


def sample_states(code: str, seeds: Iterable[int], every: int = 3) -> list:
    """States met along seeded random playouts (every ``every``-th, plus the first)."""
    out = []
    for seed in seeds:
        s = new_state(code, seed)
        rng = random.Random(seed)
        step = 0
        while s.to_move() is not None:
            if step % every == 0:
                out.append(s.clone())
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
            step += 1
    return out


def vocabulary(states: Iterable) -> tuple[list[str], list[str]]:
    """(tokens, texts) of every legal action text met in ``states``: the grammar's words."""
    tokens: set[str] = set()
    texts: set[str] = set()
    for s in states:
        for a in s.legal_actions():
            t = a.text()
            texts.add(t)
            tokens.update(t.split())
    return sorted(tokens), sorted(texts)


def mutate(text: str, tokens: list[str], rng: random.Random) -> str:
    """A near-miss of a valid action text: tokens replaced, dropped, doubled or garbled."""
    toks = text.split()
    for _ in range(rng.randint(1, 3)):
        op = rng.randrange(6)
        i = rng.randrange(len(toks)) if toks else 0
        if op == 0 and toks:
            toks[i] = rng.choice(tokens)
        elif op == 1 and toks:
            del toks[i]
        elif op == 2:
            toks.insert(i, rng.choice(tokens))
        elif op == 3:
            toks.insert(i, rng.choice(GARBAGE))
        elif op == 4 and toks:
            toks[i] = toks[i][: rng.randrange(len(toks[i]) + 1)] + rng.choice(GARBAGE)
        elif op == 5 and toks:
            toks[i] = toks[i].upper() if rng.random() < 0.5 else toks[i] + toks[i]
    return " ".join(toks)


def check_refused(s, attempt: Any) -> str | None:
    """Feed one attempt (an action text, an Action, or junk) to ``s``; None if handled
    correctly, else what went wrong. A text/action that is legal here is skipped."""
    cls = type(s)
    before = s.to_json()
    legal = {a.text() for a in s.legal_actions()}
    try:
        action = cls.parse_action(attempt) if isinstance(attempt, str) else attempt
    except IllegalAction as exc:
        if not (exc.ja and exc.ja.strip() and exc.en and exc.en.strip()):
            return f"parse_action({attempt!r}) refused without a reason in both languages"
        if s.to_json() != before:
            return "parse_action changed the state"
        return None
    except Exception as exc:
        return f"parse_action({attempt!r}) raised {type(exc).__name__}: {exc}"
    text = action.text() if hasattr(action, "text") and callable(action.text) else None
    if text in legal:
        return None
    try:
        s.apply(action)
    except IllegalAction as exc:
        if not (exc.ja and exc.ja.strip() and exc.en and exc.en.strip()):
            return f"apply({attempt!r}) refused without a reason in both languages"
        if s.to_json() != before:
            return f"apply({attempt!r}) refused but changed the state"
        if {a.text() for a in s.legal_actions()} != legal:
            return f"apply({attempt!r}) refused but changed the legal actions"
        return None
    except Exception as exc:
        return f"apply({attempt!r}) raised {type(exc).__name__}: {exc}"
    return f"apply({attempt!r}) accepted an action not in legal_actions()"


def fuzz_illegal(code: str, seeds: Iterable[int], attempts_per_state: int = 20,
                 rng_seed: int = 0) -> tuple[int, list[Violation]]:
    """Malformed texts, junk objects and actions legal elsewhere against sampled states."""
    seeds = list(seeds)
    states = sample_states(code, seeds)
    tokens, texts = vocabulary(states)
    rng = random.Random(rng_seed)
    foreign = [a for s in states[:: max(1, len(states) // 50)] for a in s.legal_actions()]
    junk: list[Any] = [None, 0, "end", b"end", object(), ("end",)]
    n = 0
    bad: list[Violation] = []
    for i, s in enumerate(states):
        for k in range(attempts_per_state):
            r = rng.random()
            if r < 0.5:
                attempt: Any = mutate(rng.choice(texts), tokens, rng)
            elif r < 0.6:
                attempt = " ".join(rng.choice(tokens + list(GARBAGE))
                                   for _ in range(rng.randint(0, 5)))
            elif r < 0.95:
                attempt = rng.choice(foreign)
            else:
                attempt = rng.choice(junk)
            problem = check_refused(s, attempt)
            n += 1
            if problem:
                bad.append(Violation(code, "illegal", i, 0, repr(attempt), problem))
    return n, bad


# ---------------------------------------------------------------- parallel driver
def _job(args: tuple) -> FuzzResult:
    kind, code, seeds, deep_every = args
    if kind == "random":
        return fuzz_random(code, seeds, deep_every)
    if kind == "illegal":
        t0 = time.perf_counter()
        n, bad = fuzz_illegal(code, seeds)
        return FuzzResult(code, seconds=time.perf_counter() - t0, violations=bad, illegal_attempts=n)
    return fuzz_ai(code, seeds, deep_every)


def run_parallel(jobs: list[tuple], processes: int) -> Iterator[FuzzResult]:
    """The jobs' results in the jobs' order, each as soon as it and those before it are done."""
    if processes <= 1 or len(jobs) <= 1:
        yield from map(_job, jobs)
        return
    from game.bench import worker_pool
    with worker_pool(processes) as pool:
        # one job at a time: jobs differ tenfold in length between games, and a chunk of
        # them would leave a worker idle at the end
        yield from pool.imap(_job, jobs, chunksize=1)


def split(seeds: list[int], parts: int) -> list[list[int]]:
    return [seeds[i::parts] for i in range(parts) if seeds[i::parts]]


def main(report, args: list[str]) -> None:
    """``python -m game.bench fuzz [--full] [--game G] [--games N] [--ai-games N] [--jobs J]``."""
    p = argparse.ArgumentParser(prog="game.bench fuzz")
    p.add_argument("--game")
    p.add_argument("--full", action="store_true",
                   help=f"the long series: {FULL_GAMES} random + {FULL_AI_GAMES} computer games per game")
    p.add_argument("--games", type=int, default=None,
                   help=f"random playouts per game (default {DEFAULT_GAMES}, --full {FULL_GAMES})")
    p.add_argument("--ai-games", type=int, default=None,
                   help=f"computer-vs-computer games per game (default {DEFAULT_AI_GAMES}, --full {FULL_AI_GAMES})")
    p.add_argument("--deep-every", type=int, default=1,
                   help="clone/json/view checks every N actions (default: every action)")
    p.add_argument("--illegal-states", type=int, default=ILLEGAL_STATES,
                   help="playouts whose states receive illegal/malformed actions")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--verbose", action="store_true")
    opts = p.parse_known_args(args)[0]
    n_random = opts.games if opts.games is not None else (FULL_GAMES if opts.full else DEFAULT_GAMES)
    n_ai = opts.ai_games if opts.ai_games is not None else (FULL_AI_GAMES if opts.full else DEFAULT_AI_GAMES)
    codes = game_codes(opts.game)
    # every game's jobs in one pool, in small parts, the illegal-input stream among them: a
    # pool per game idled one worker while the other finished the game's last part
    parts = max(1, opts.jobs * 4)
    jobs: list[tuple] = []
    for code in codes:
        jobs.append(("illegal", code, range(200_000, 200_000 + opts.illegal_states), opts.deep_every))
        jobs += [("random", code, part, opts.deep_every) for part in split(list(range(n_random)), parts)]
        jobs += [("ai", code, part, opts.deep_every)
                 for part in split(list(range(100_000, 100_000 + n_ai)), parts)]
    t0 = time.perf_counter()
    totals = {code: FuzzResult(code) for code in codes}
    ai_games = dict.fromkeys(codes, 0)
    left = {code: sum(1 for j in jobs if j[1] == code) for code in codes}
    for (kind, code, *_rest), r in zip(jobs, run_parallel(jobs, opts.jobs)):
        totals[code].merge(r)
        ai_games[code] += r.games if kind == "ai" else 0
        left[code] -= 1
        if left[code] == 0:
            _report(report, totals[code], ai_games[code], opts)
    report.add("fuzz.wall_s", time.perf_counter() - t0, "s")


def _report(report, total: FuzzResult, ai_games: int, opts: argparse.Namespace) -> None:
    from game.bench import wilson
    code = total.game
    # a playout stops at its first violation: at most one per game
    bad_games = sum(1 for v in total.violations if v.kind != "illegal")
    report.add(f"fuzz.{code}.games", total.games, "games",
               ACTION_GOAL_PER_GAME if opts.full else None, higher_is_better=True)
    report.add(f"fuzz.{code}.ai_games", ai_games, "games")
    report.add(f"fuzz.{code}.actions", total.actions, "actions")
    report.add(f"fuzz.{code}.illegal_attempts", total.illegal_attempts, "attempts")
    report.add(f"fuzz.{code}.violations", len(total.violations), "violations", 0)
    report.add(f"fuzz.{code}.violating_games_hi95", wilson(bad_games, total.games)[1], "share")
    report.add(f"fuzz.{code}.work_s", total.seconds, "s")
    for v in total.violations[: (50 if opts.verbose else 5)]:
        print(f"  violation: {v}", flush=True)
