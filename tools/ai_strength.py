"""Find the positions of the suite's strength tests (``tests/ai_strength/``).

``python tools/ai_strength.py --game fujin --pair master:hard [--positions 2] [--seeds 3]``

A game's long series live in the bench (``python -m game.bench ai``); a series of games
between two search levels takes minutes, not the seconds a test may take. The suite
keeps instead, per game and pair of levels, a few *decisions* that tell the upper level
from the lower one. A position qualifies when

* the upper level, asked ``--seeds`` times (a different seed each), always chooses
  within a set G: one action for medium and the search levels, the handful it picks
  from for easy (a beginner's choices vary, but never among the blunders);
* the lower level lands in G at most a third of the time: ``random`` by the share of
  the legal actions G holds, any other level as often as it did over ``--seeds``
  seeds (never, for a search level below a search level);
* a deeper player agrees with G: the upper level with four times its iterations (for
  hard and master), hard (for medium); easy's G is checked against medium's
  evaluation by the easy level itself (it plays no blunder);
* its kind of choice (the verb of G's first action) is not one already found for the
  pair, so a suite does not test one habit twice.

Positions come from medium self-play (every seat medium), a few decisions apart; the
search levels' time caps are lifted, so every choice depends on its seed alone. The
positions are written as JSON (the state's ``to_json``, the seat, G, and the measured
rates) to ``tests/ai_strength/<game>.json``, merged with the pairs already there. The
test asks the upper level once per position and fails unless it lands in G every time:
a level weakened to the one below passes a position at most a third of the time.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import games  # noqa: E402
from game.engine.ai import RandomAgent, decide  # noqa: E402
from game.engine.mcts import lift_time_caps  # noqa: E402

OUT = ROOT / "tests" / "ai_strength"
SEARCH = ("hard", "master")


def fresh_caches(code: str) -> None:
    """Forget a level's trees kept between decisions (式神符陣's ``_TREES``), so a choice
    depends on the position and the seed only."""
    module = sys.modules.get(games.get(code).agents.partition(":")[0])
    trees = getattr(module, "_TREES", None)
    if trees is not None:
        trees.clear()


def agent(code: str, level: str, **kw):
    return RandomAgent() if level == "random" else games.get(code).agent_factory()(level, **kw)


def choice(code: str, level: str, state, seed: int, **kw) -> str:
    fresh_caches(code)
    return decide(agent(code, level, **kw), state, state.to_move(), random.Random(seed)).text()


def deeper(code: str, level: str) -> dict:
    """The keyword arguments of ``level`` with four times its iterations."""
    a = agent(code, level)
    kw = {}
    for name in ("iterations", "iterations_table", "small_iterations"):
        n = getattr(a, name, None)
        if isinstance(n, int):
            kw[name] = 4 * n
    return kw


def verb(text: str) -> str:
    """The kind of an action: its first word after any seat prefix (``0:play 氷1`` -> play)."""
    return text.split(":", 1)[-1].split()[0] if text.strip() else text


def positions(code: str, setup: int, seed0: int, every: int, min_step: int):
    """Positions of medium self-play with a real choice, ``every`` decisions apart."""
    info = games.get(code)
    opts = info.lab_setups()[setup].options_dict()
    for g in range(seed0, seed0 + 10_000):
        s = info.state_type().new_game(g, info.new_options(opts))
        agents = [agent(code, "medium") for _ in range(s.seats())]
        rng = random.Random(g)
        step = 0
        while s.to_move() is not None and step < 5000:
            p = s.to_move()
            if step >= min_step and step % every == 0 and len(s.legal_actions()) > 2:
                yield g, step, s.clone()
            s.apply(decide(agents[p], s, p, rng))
            step += 1


def judge(code: str, upper: str, lower: str, s, seeds: int, deep: dict) -> dict | None:
    """The position's entry if it tells ``upper`` from ``lower`` (see the module doc)."""
    ups = [choice(code, upper, s, k) for k in range(seeds if upper == "easy" else 1)]
    good = sorted(set(ups))
    legal = [a.text() for a in s.legal_actions()]
    if lower == "random":
        lower_rate = len(good) / len(legal)
    else:
        lows = [choice(code, lower, s, k) for k in range(seeds)]
        lower_rate = sum(x in good for x in lows) / seeds
    limit = 0.0 if lower in SEARCH else 1 / 3
    if lower_rate > limit + 1e-9:
        return None
    if upper != "easy":
        ups += [choice(code, upper, s, k) for k in range(1, seeds)]
        if len(set(ups)) > 1:
            return None
        ref_level, ref_kw = (upper, deep) if upper in SEARCH else ("hard", {})
        ref = choice(code, ref_level, s, 101, **ref_kw)
        if ref not in good:
            return None
    return {"player": s.to_move(), "state": s.to_json(), "good": good,
            "upper_in_good": f"{seeds}/{seeds}", "lower_rate": round(lower_rate, 3),
            "legal": len(legal)}


def find(code: str, upper: str, lower: str, want: int, seeds: int, setup: int, seed0: int,
         every: int, min_step: int, budget_s: float) -> list[dict]:
    found: list[dict] = []
    t_end = time.perf_counter() + budget_s
    deep = deeper(code, upper) if upper in SEARCH else {}
    for g, step, s in positions(code, setup, seed0, every, min_step):
        if len(found) >= want or time.perf_counter() > t_end:
            break
        t0 = time.perf_counter()
        first = choice(code, upper, s, 0)
        if verb(first) in {verb(f["good"][0]) for f in found}:
            continue
        if upper != "easy" and lower != "random" and choice(code, lower, s, 0) == first:
            continue        # the usual case, found cheaply
        entry = judge(code, upper, lower, s, seeds, deep)
        if entry is None:
            continue
        t1 = time.perf_counter()
        choice(code, upper, s, 0)
        entry.update(deal=g, step=step, setup=setup, think_s=round(time.perf_counter() - t1, 2))
        print(f"  deal {g} step {step}: {upper} in {entry['good']}, {lower} there "
              f"{entry['lower_rate']:.2f} of the time ({time.perf_counter() - t0:.1f} s)", flush=True)
        found.append(entry)
    return found


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="tools/ai_strength.py")
    p.add_argument("--game", required=True)
    p.add_argument("--pair", required=True, help="upper:lower, e.g. master:hard")
    p.add_argument("--positions", type=int, default=2)
    p.add_argument("--seeds", type=int, default=3)
    p.add_argument("--setup", type=int, default=0, help="index of the game's lab set-up")
    p.add_argument("--seed", type=int, default=500, help="first deal of the self-play")
    p.add_argument("--every", type=int, default=7)
    p.add_argument("--min-step", type=int, default=10)
    p.add_argument("--minutes", type=float, default=60.0)
    opts = p.parse_args(argv)
    upper, lower = opts.pair.split(":")
    lift_time_caps()
    found = find(opts.game, upper, lower, opts.positions, opts.seeds, opts.setup, opts.seed,
                 opts.every, opts.min_step, opts.minutes * 60)
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{opts.game}.json"
    data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    data[f"{upper}:{lower}"] = {"seeds": opts.seeds, "positions": found}
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{opts.game} {upper}:{lower}: {len(found)} position(s) -> {path.relative_to(ROOT)}")
    return 0 if found else 1


if __name__ == "__main__":
    sys.exit(main())
