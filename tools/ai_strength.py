"""Find the positions of the suite's strength tests (``tests/ai_strength/``).

``python tools/ai_strength.py --game fujin --pair master:hard [--positions 2] [--seeds 3]``

A game's long series live in the bench (``python -m game.bench ai``); the suite keeps,
per game and pair of levels, a few *decisions* that tell the upper level from the lower
one and take seconds, not the minutes a series of games takes. A position qualifies
when

* the lower level, asked ``--seeds`` times (a different seed each), always makes the
  same choice L;
* the upper level, asked as often, always makes another choice U;
* the upper level with four times its iterations (a deeper look at the same model of
  the game, standing in for the truth) makes choice U as well;
* its kind of choice (the verb of U) is not one already found for the pair, so a suite
  does not test one habit twice.

Positions come from medium self-play (every seat medium), a few decisions apart;
the search levels' time caps are lifted, so their choices depend on the seed alone.
The positions found are written as JSON (the state's ``to_json``, the seat, U, L and
how often each level chose them) to ``tests/ai_strength/<game>.json``, merged with
the pairs already there. The test then asks the upper level once per position and
fails if it does not choose U in enough of them: a level weakened to the one below
chooses L.
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
from game.engine.ai import decide  # noqa: E402
from game.engine.mcts import lift_time_caps  # noqa: E402

OUT = ROOT / "tests" / "ai_strength"


def fresh_caches(module) -> None:
    """Forget a level's trees kept between decisions (式神符陣's ``_TREES``), so a choice
    depends on the position and the seed only."""
    trees = getattr(module, "_TREES", None)
    if trees is not None:
        trees.clear()


def choice(code: str, level: str, state, seed: int, **kw) -> str:
    info = games.get(code)
    module = sys.modules[info.agents.partition(":")[0]]
    fresh_caches(module)
    agent = info.agent_factory()(level, **kw)
    return decide(agent, state, state.to_move(), random.Random(seed)).text()


def verb(text: str) -> str:
    """The kind of an action: its first word after any seat prefix (``0:play 氷1`` -> play)."""
    return text.split(":", 1)[-1].split()[0] if text.strip() else text


def deeper(code: str, level: str) -> dict:
    """The keyword arguments of ``level`` with four times its iterations."""
    agent = games.get(code).agent_factory()(level)
    kw = {}
    for name in ("iterations", "iterations_table", "small_iterations"):
        n = getattr(agent, name, None)
        if isinstance(n, int):
            kw[name] = 4 * n
    return kw


def positions(code: str, setup: int, seed0: int, every: int, min_step: int):
    """Positions of medium self-play with a real choice, ``every`` decisions apart."""
    info = games.get(code)
    opts = info.lab_setups()[setup].options_dict()
    factory = info.agent_factory()
    for g in range(seed0, seed0 + 10_000):
        s = info.state_type().new_game(g, info.new_options(opts))
        agents = [factory("medium") for _ in range(s.seats())]
        rng = random.Random(g)
        step = 0
        while s.to_move() is not None and step < 5000:
            p = s.to_move()
            if step >= min_step and step % every == 0 and len(s.legal_actions()) > 1:
                yield g, step, s.clone()
            s.apply(decide(agents[p], s, p, rng))
            step += 1


def find(code: str, upper: str, lower: str, want: int, seeds: int, setup: int, seed0: int,
         every: int, min_step: int, budget_s: float) -> list[dict]:
    found: list[dict] = []
    t_end = time.perf_counter() + budget_s
    deep = deeper(code, upper)
    for g, step, s in positions(code, setup, seed0, every, min_step):
        if len(found) >= want or time.perf_counter() > t_end:
            break
        t0 = time.perf_counter()
        low = choice(code, lower, s, 0)
        up = choice(code, upper, s, 0)
        if up == low or verb(up) in {verb(f["upper"]) for f in found}:
            continue
        lows = [low] + [choice(code, lower, s, k) for k in range(1, seeds)]
        if len(set(lows)) > 1:
            continue
        ups = [up] + [choice(code, upper, s, k) for k in range(1, seeds)]
        if len(set(ups)) > 1 or low in ups:
            continue
        ref = choice(code, upper, s, 101, **deep)
        secs = (time.perf_counter() - t0) / (2 * seeds + 1)
        print(f"  deal {g} step {step}: {upper} {up!r}, {lower} {low!r}, deeper {ref!r}"
              f" ({secs:.2f} s a decision)", flush=True)
        if ref != up:
            continue
        found.append({"deal": g, "step": step, "player": s.to_move(), "setup": setup,
                      "state": s.to_json(), "upper": up, "lower": low,
                      "upper_chose": f"{seeds}/{seeds}", "lower_chose": f"{seeds}/{seeds}",
                      "deeper": ref})
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
    data[f"{upper}:{lower}"] = found
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{opts.game} {upper}:{lower}: {len(found)} position(s) -> {path.relative_to(ROOT)}")
    return 0 if found else 1


if __name__ == "__main__":
    sys.exit(main())
