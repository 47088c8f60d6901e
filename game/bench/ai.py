"""Bench sections ``ai`` (level-vs-level win rates, think times) and ``think-frames``.

``python -m game.bench ai [--game fujin] [--games 400] [--jobs 1] [--setup 2p]
[--pairs easy:random,medium:easy,hard:medium,master:hard] [--results FILE]``
plays each pair of levels for ``--games`` games (a pair may name its own count:
``master:hard:200``) in worker processes (``spawn``; ``--jobs 1`` plays in this
process), seats alternating and every deal played twice with the seats swapped
(duplicate format: card luck cancels out). Level ``random`` is the kernel's uniform
random agent for every game. It reports, per pair, the first level's win rate (draws
count half) with its 95% Wilson interval, the ladder every game is measured on::

    fujin.ai.easy_vs_random.winrate      goal ≥ 0.70
    fujin.ai.medium_vs_easy.winrate      goal ≥ 0.80
    fujin.ai.hard_vs_medium.winrate      goal ≥ 0.75, .winrate.lo95 goal ≥ 0.70
    fujin.ai.master_vs_hard.winrate      goal ≥ 0.65, .winrate.lo95 goal ≥ 0.55

and per level the median and maximum wall-clock think time of a decision
(forced moves excluded): ``fujin.ai.<level>.think_s.median`` / ``.max``
(goals: median ≤ 1.0 s at ``hard``, ≤ 3.0 s at ``master``), the median in this
thread's CPU time (``think_cpu_s``: the think of a quiet machine), the median iterations
of a search and how many searches the time cap cut short. Think times are
wall-clock, so they grow when the machine is busy. The search levels count
iterations and keep a time cap for a busy machine's sake; the series lifts the caps
(``--caps`` keeps them), so it measures each level as a quiet machine plays it and
reproduces on any machine.
``--setup`` picks the game's lab set-ups by label (``2p`` or ``""`` is the default
one, ``4p``...); ``--results FILE`` appends every finished game as a JSON line, and a series run again
with the same file plays only the games it does not hold yet (so a stopped series resumes).

``python -m game.bench think-frames [--game fujin] [--decisions 4]`` runs the
app's real frame loop (headless, paced to 60 fps) on the game's table while a
:class:`game.engine.thinker.Thinker` worker process thinks ``hard`` moves, and
reports the worst frame: ``fujin.ai.think_worst_frame_ms`` (goal ≤ 50 ms).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import tempfile
import time

from game import games
from game.bench import wilson
from game.bench.fuzz import agent_factory, game_codes, state_class
from game.engine.ai import RandomAgent, decide
from game.engine.mcts import lift_time_caps

#: the ladder (README, Benchmarks): pair -> (win rate, lower end of its 95% interval)
GOALS: dict[tuple[str, str], tuple[float, float | None]] = {
    ("easy", "random"): (0.70, None),
    ("medium", "easy"): (0.80, None),
    ("hard", "medium"): (0.75, 0.70),
    ("master", "hard"): (0.65, 0.55),
}
LADDER = ("random", "easy", "medium", "hard", "master")
DEFAULT_PAIRS = "easy:random,medium:easy,hard:medium,master:hard"
THINK_MEDIAN_GOAL_S = {"hard": 1.0, "master": 3.0}
THINK_FRAME_GOAL_MS = 50.0


def paired_interval(rs: list[dict], key: str, z: float = 1.96) -> tuple[float, float, float]:
    """Mean of ``key`` over the games and its 95% interval from the deals: the duplicate
    format plays each deal twice with the seats swapped, so the deal's mean of the two is
    one independent sample, with most of the card luck already cancelled (an interval
    from single games, such as :func:`wilson`, counts that luck again: several times
    too wide for a multi-seat score)."""
    if not rs:
        return 0.0, 0.0, 1.0
    by: dict = {}
    for r in rs:
        by.setdefault(r["seed"], []).append(r[key])
    deals = [sum(v) / len(v) for v in by.values()]
    mean = sum(r[key] for r in rs) / len(rs)
    if len(deals) < 2:
        return mean, 0.0, 1.0
    m = sum(deals) / len(deals)
    var = sum((x - m) ** 2 for x in deals) / (len(deals) - 1)
    half = z * math.sqrt(var / len(deals))
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def seats_of_a(seat_a: int, n: int) -> tuple[int, ...]:
    """The seats level A plays: ``seat_a`` and every second seat after it (one of two
    in a duel; partners 0+2 or 1+3 at four; two of three at three...)."""
    return tuple(p for p in range(n) if (p - seat_a) % 2 == 0)


def play_match(job: tuple) -> dict:
    """One game: ``(code, level_a, level_b, seed, seat_of_a[, options])`` → outcome and think times.

    Level A plays :func:`seats_of_a`, level B the others; ``score_a`` is the mean
    ``Result.reward`` of A's seats (win 1 / draw 0.5 / loss 0, or by place); with two
    seats it is A's reward over B's, ``(1 + r_A - r_B) / 2``: an end both seats share
    (both lost a co-op battle) counts as a draw."""
    code, level_a, level_b, seed, seat_a = job[:5]
    options = dict(job[5]) if len(job) > 5 else {}
    lift_time_caps(len(job) <= 6 or not job[6])
    cls = state_class(code)
    factory = agent_factory(code)
    state = cls.new_game(seed, games.get(code).new_options(options))
    n = state.seats()
    mine = seats_of_a(seat_a % n, n)
    levels = [level_a if p in mine else level_b for p in range(n)]
    agents = [make_level(factory, lv) for lv in levels]
    rngs = [random.Random(seed * 31 + 1 + p) for p in range(n)]
    thinks: dict[str, list[float]] = {level_a: [], level_b: []}
    # the same in this thread's CPU time: what the decision costs whatever else the
    # machine runs (the wall clock of a quiet machine, near enough)
    cpu: dict[str, list[float]] = {level_a: [], level_b: []}
    # searches per level: iterations of each, and how many the time cap cut short (the
    # iteration budgets make a series reproducible only while the cap is not reached)
    searches: dict[str, list[int]] = {level_a: [], level_b: []}
    capped: dict[str, int] = {level_a: 0, level_b: 0}
    seen: dict[int, int] = {}
    steps = 0
    while state.to_move() is not None and steps < 20_000:
        p = state.to_move()
        forced = len(state.legal_actions()) == 1
        t0, c0 = time.perf_counter(), time.thread_time()
        action = decide(agents[p], state, p, rngs[p])
        dt = time.perf_counter() - t0
        if not forced:
            thinks[levels[p]].append(dt)
            cpu[levels[p]].append(time.thread_time() - c0)
        stats = getattr(agents[p], "stats", None)
        if (stats is not None and hasattr(stats, "capped") and seen.get(p) != id(stats)
                and stats.iterations):
            seen[p] = id(stats)         # a quick decision leaves the last search's stats
            searches[levels[p]].append(stats.iterations)
            capped[levels[p]] += bool(stats.capped)
        state.apply(action)
        steps += 1
    r = state.result()
    score_a = 0.5 if r is None else sum(r.reward(p) for p in mine) / len(mine)
    shared = False
    if r is not None and n == 2:
        # head to head: what A got over B. In a duel the same as A's reward; in a game
        # where both seats may win or lose together (ハクスラ's co-op battles before its
        # duel) an end that both share tells the levels apart no more than a draw
        score_a = (1.0 + r.reward(mine[0]) - r.reward(1 - mine[0])) / 2
        shared = r.outcome(0) == r.outcome(1)
    return {"pair": (level_a, level_b), "seed": seed, "seat_a": seat_a, "score_a": score_a,
            "game": code, "options": options, "caps": len(job) > 6 and bool(job[6]),
            "shared": shared,
            "win_a": 0.5 if r is None else sum(r.win_share(p, n) for p in mine), "seats_a": mine,
            # A's seats ended apart (one won, one lost): every seat for itself, not a team
            "split": r is not None and len({r.outcome(p) for p in mine}) > 1,
            "reason": r.reason if r else "cut", "rounds": getattr(state, "round", 0),
            "thinks": thinks, "cpu": cpu, "searches": searches, "capped": capped}


def make_level(factory, level: str):
    """``factory(level)``, except ``random``: the kernel's uniform random agent for every game."""
    return RandomAgent() if level == "random" else factory(level)


def run_jobs(jobs: list[tuple], processes: int, fn=play_match, progress: str | None = None,
             results: str | None = None) -> list:
    """``fn`` over ``jobs`` (in this process when ``processes`` ≤ 1); ``results``: a file
    every finished game is appended to as a JSON line (a long series can be read while
    it runs, and is not lost if it is stopped)."""
    out: list = []

    def done(res) -> None:
        out.append(res)
        if results:
            with open(results, "a", encoding="utf-8") as f:
                f.write(json.dumps(res, ensure_ascii=False) + "\n")
        _progress(progress, out, len(jobs))

    if processes <= 1:
        for j in jobs:
            done(fn(j))
        return out
    from game.bench import worker_pool
    with worker_pool(processes) as pool:
        for res in pool.imap_unordered(fn, jobs, chunksize=1):
            done(res)
    return out


def _progress(label: str | None, out: list, n: int) -> None:
    """Every 20 games and at the end: how many, and each pair's score so far."""
    if not label or (len(out) % 20 and len(out) != n):
        return
    by: dict = {}
    for r in out:
        if isinstance(r, dict) and "pair" in r:
            by.setdefault(tuple(r["pair"]), []).append(r["score_a"])
    so_far = ", ".join(f"{a}:{b} {sum(v) / len(v):.3f}/{len(v)}" for (a, b), v in by.items())
    print(f"  {label}: {len(out)}/{n} games" + (f" ({so_far})" if so_far else ""), flush=True)


def match_jobs(code: str, a: str, b: str, games: int, seed0: int = 0,
               options: dict | None = None, caps: bool = False) -> list[tuple]:
    """Duplicate format: deal ``seed0 + g // 2`` played with ``a`` first, then second.
    ``caps``: keep the search levels' time caps (by default they are lifted, so the
    series measures each level as a quiet machine plays it; see ``lift_time_caps``)."""
    return [(code, a, b, seed0 + g // 2, g % 2, dict(options or {}), caps) for g in range(games)]


def recorded(path: str | None, code: str, options: dict, caps: bool) -> dict[tuple, dict]:
    """The games a results file already holds for this game, set-up and caps, by
    ``(level_a, level_b, seed, seat_a)``: a series run again with the same file plays
    only the games still missing (a long series survives being stopped). Lines written
    before the file named the game and set-up count as this game's."""
    out: dict[tuple, dict] = {}
    if not path or not os.path.exists(path):
        return out
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            r = json.loads(line)
            if (r.get("game", code) != code or r.get("options", options) != options
                    or r.get("caps", False) != caps):
                continue
            out.setdefault((*r["pair"], r["seed"], r["seat_a"]), r)
    return out


def parse_pairs(text: str, games: int) -> list[tuple[str, str, int]]:
    """``"hard:medium,master:hard:200"`` -> ``[("hard", "medium", games), ("master", "hard", 200)]``."""
    out = []
    for x in text.split(","):
        if not x:
            continue
        parts = x.split(":")
        if len(parts) not in (2, 3):
            raise SystemExit(f"ai: a pair is 'a:b' or 'a:b:games', got {x!r}")
        out.append((parts[0], parts[1], int(parts[2]) if len(parts) == 3 else games))
    return out


def main(report, args: list[str]) -> None:
    p = argparse.ArgumentParser(prog="game.bench ai")
    p.add_argument("--game", default=None)
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--pairs", default=DEFAULT_PAIRS)
    p.add_argument("--setup", default=None, help="lab set-up labels, e.g. 2p or 4p (default: all)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--results", default=None)
    p.add_argument("--caps", action="store_true",
                   help="keep the search levels' time caps (a busy machine then plays weaker)")
    p.add_argument("--quiet", action="store_true")
    opts = p.parse_known_args(args)[0]
    pairs = parse_pairs(opts.pairs, opts.games)
    wanted = None if opts.setup is None else {"" if x in ("2p", "default") else x
                                              for x in opts.setup.split(",")}
    for code in game_codes(opts.game):
        if agent_factory(code) is None:
            print(f"ai: {code}: no computer player yet, skipped", flush=True)
            continue
        thinks: dict[str, list[float]] = {}
        for setup in games.get(code).lab_setups():
            if setup.ai and (wanted is None or setup.label in wanted):
                _setup_series(report, code, setup, pairs, opts, thinks)
        _think_figures(report, code, thinks)


def _setup_series(report, code: str, setup, pairs, opts, thinks: dict[str, list[float]]) -> None:
    """The pairs of levels over one of the game's lab set-ups (2p, 4p...)."""
    pairs = [pr if len(pr) == 3 else (*pr, opts.games) for pr in pairs]
    jobs = []
    for a, b, n in pairs:
        jobs += match_jobs(code, a, b, n, opts.seed, setup.options_dict(), getattr(opts, "caps", False))
    done = recorded(getattr(opts, "results", None), code, setup.options_dict(), getattr(opts, "caps", False))
    todo = [j for j in jobs if j[1:5] not in done]
    if done and not opts.quiet:
        print(f"  {setup.prefix(code)} ai: {len(jobs) - len(todo)} of {len(jobs)} games already "
              f"in {opts.results}", flush=True)
    results = [done[j[1:5]] for j in jobs if j[1:5] in done]
    results += run_jobs(todo, opts.jobs, progress=None if opts.quiet else f"{setup.prefix(code)} ai",
                        results=getattr(opts, "results", None))
    for a, b, _n in pairs:
        rs = [r for r in results if tuple(r["pair"]) == (a, b)]
        score = sum(r["score_a"] for r in rs)
        lo, hi = wilson(score, len(rs))
        name = f"{setup.prefix(code)}.ai.{a}_vs_{b}"
        # every seat for itself (鬼調伏 at four): the head-to-head goal is for duels and
        # teams; there the goal is to take clearly more than half of the wins
        free_for_all = any(r.get("split") for r in rs)
        goal, goal_lo = (None, None) if free_for_all else GOALS.get((a, b), (None, None))
        report.add(f"{name}.winrate", score / max(1, len(rs)), "", goal, higher_is_better=True)
        report.add(f"{name}.winrate.lo95", lo, "", goal_lo, higher_is_better=True)
        report.add(f"{name}.winrate.hi95", hi, "")
        mean, plo, phi = paired_interval(rs, "score_a")
        report.add(f"{name}.winrate.paired_lo95", plo, "")
        report.add(f"{name}.winrate.paired_hi95", phi, "")
        if rs and max(len(r.get("seats_a", (0,))) for r in rs) > 1:
            # several seats of each level: the share of the games' wins level A took
            mean, plo, phi = paired_interval(rs, "win_a")
            report.add(f"{name}.win_share", mean, "")
            report.add(f"{name}.win_share.paired_lo95", plo, "",
                       0.5 if free_for_all and (a, b) in GOALS else None, higher_is_better=True)
            report.add(f"{name}.win_share.paired_hi95", phi, "")
        report.add(f"{name}.games", len(rs), "games")
        report.add(f"{name}.draws", sum(1 for r in rs if r["score_a"] == 0.5), "games")
        if any(r.get("shared") for r in rs):
            # both seats won or lost together (co-op): counted as draws above
            report.add(f"{name}.shared_ends", sum(1 for r in rs if r.get("shared")), "games")
            # ... and the same score over the games that told the two apart (ハクスラ: the
            # random partner falls in the co-op battles so often that the draws cap the
            # score above; docs/ai-ladder.md)
            apart = [r for r in rs if not r.get("shared")]
            won = sum(r["score_a"] for r in apart)
            lo, hi = wilson(won, len(apart))
            report.add(f"{name}.winrate_apart", won / max(1, len(apart)), "")
            report.add(f"{name}.winrate_apart.lo95", lo, "")
            report.add(f"{name}.winrate_apart.hi95", hi, "")
        first = [r for r in rs if r["seat_a"] == 0]
        if first:
            report.add(f"{name}.winrate_as_first", sum(r["score_a"] for r in first) / len(first), "")
    for r in results:
        for level, ts in r["thinks"].items():
            thinks.setdefault(level, []).extend(ts)
        for level, ts in r.get("cpu", {}).items():
            thinks.setdefault(("cpu", level), []).extend(ts)
        for level, its in r.get("searches", {}).items():
            thinks.setdefault(("searches", level), []).extend(its)
            thinks.setdefault(("capped", level), []).append(r["capped"][level])


def _think_figures(report, code: str, thinks: dict) -> None:
    levels = [lv for lv in thinks if isinstance(lv, str)]
    for level in sorted(levels, key=lambda lv: LADDER.index(lv) if lv in LADDER else 9):
        ts = thinks[level]
        if not ts:
            continue
        report.add(f"{code}.ai.{level}.think_s.median", statistics.median(ts), "s",
                   THINK_MEDIAN_GOAL_S.get(level))
        report.add(f"{code}.ai.{level}.think_s.p90", sorted(ts)[int(0.9 * (len(ts) - 1))], "s")
        report.add(f"{code}.ai.{level}.think_s.max", max(ts), "s")
        cpu = thinks.get(("cpu", level))
        if cpu:
            report.add(f"{code}.ai.{level}.think_cpu_s.median", statistics.median(cpu), "s")
        its = thinks.get(("searches", level))
        if its:
            report.add(f"{code}.ai.{level}.iterations.median", statistics.median(its), "")
            report.add(f"{code}.ai.{level}.searches_capped", sum(thinks[("capped", level)]),
                       f"of {len(its)}")


# ---------------------------------------------------------------- frames while thinking
def _positions(code: str, n: int, seed: int) -> list:
    """Mid-game positions (a few rounds of medium play) where the mover has a real choice."""
    cls = state_class(code)
    factory = agent_factory(code)
    out = []
    g = 0
    while len(out) < n and g < 50:
        s = cls.new_game(seed + g, games.get(code).new_options())
        rng = random.Random(g)
        agents = [factory("medium") for _ in range(s.seats())]
        for step in range(400):
            if s.to_move() is None:
                break
            if step >= 12 + 3 * g and len(s.legal_actions()) > 6:
                out.append(s.clone())
                break
            p = s.to_move()
            s.apply(decide(agents[p], s, p, rng))
        g += 1
    return out


def think_frames(report, args: list[str]) -> None:
    p = argparse.ArgumentParser(prog="game.bench think-frames")
    p.add_argument("--game", default=None)
    p.add_argument("--decisions", type=int, default=4)
    p.add_argument("--level", default="hard")
    opts = p.parse_known_args(args)[0]
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("FUDABA_HOME", tempfile.mkdtemp(prefix="fudaba-bench-"))
    import pygame

    from game.app import App
    from game.engine.thinker import AgentSpec, Thinker
    from game.scenes import registry
    from game.bench.menus import percentile
    app = None
    for code in game_codes(opts.game):
        if agent_factory(code) is None:
            continue
        if app is None:
            app = App(headless=True, fullscreen=False)
        scenes = registry.build(app, code, 1)     # the game's table: on screen while it thinks
        app.stack.clear_to(scenes[0])
        for sc in scenes[1:]:
            app.stack.push(sc)
        for sc in scenes:
            if hasattr(sc, "frozen"):
                sc.frozen = True        # the table must not start its own thinking
        positions = _positions(code, opts.decisions, 4242)
        spec_factory = games.get(code).agents
        thinker = Thinker()
        times: list[float] = []
        walls: list[float] = []
        try:
            for i in range(10):          # warm caches
                app.frame(1 / 60)
            for k, state in enumerate(positions):
                player = state.to_move()
                thinker.start(state, player, AgentSpec(spec_factory, opts.level, seed=k))
                t_job = time.perf_counter()
                frame = 0
                while thinker.busy:
                    t0 = time.perf_counter()
                    pos = (200 + (frame * 37) % 900, 150 + (frame * 23) % 450)
                    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                                          buttons=(0, 0, 0))])
                    action = thinker.poll()
                    dt = time.perf_counter() - t0
                    times.append(dt * 1000)
                    frame += 1
                    if action is not None:
                        walls.append(time.perf_counter() - t_job)
                        break
                    if time.perf_counter() - t_job > 60:
                        raise RuntimeError("the thinker gave no answer within 60 s")
                    rest = 1 / 60 - (time.perf_counter() - t0)
                    if rest > 0:
                        time.sleep(rest)
                if thinker.error:
                    raise RuntimeError(thinker.error)
        finally:
            thinker.close()
        report.add(f"{code}.ai.think_frames", len(times), "frames")
        report.add(f"{code}.ai.think_frame_ms.p99", percentile(times, 99), "ms")
        report.add(f"{code}.ai.think_worst_frame_ms", max(times), "ms", THINK_FRAME_GOAL_MS)
        if walls:
            report.add(f"{code}.ai.{opts.level}.think_wall_s.median", statistics.median(walls), "s")
