"""The computer levels' strength in seconds, a test that fails when a level is weakened
to the one below it.

The ladder's long series (400 games a pair) live in the bench, ``python -m game.bench
ai``; a series between two search levels takes minutes. Here each game keeps, per pair
of levels, a few decisions that tell the upper level from the lower one (found by
``tools/ai_strength.py``, which says how): in each, the upper level's choice falls in
a set G (one action for medium and the search levels, a beginner's few sensible ones
for easy), where the lower level lands at most a third of the time, and a deeper player
(the same search with four times the iterations; hard for medium) agrees with G. The
test asks the upper level once per position and fails unless it lands in G every
time: a level weakened to the one below passes the suite with a chance of at most the
product of those rates (``lower_rate`` in the files; 0 for a search level below a
search level, which always chose otherwise).

The search levels count iterations, and their time caps are lifted here, so a busy
machine makes these tests slower, never different.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from game import games
from game.engine.ai import RandomAgent, decide
from game.engine.mcts import lift_time_caps

HERE = Path(__file__).parent
GAMES = ("fujin", "hakusura", "zintrigger", "chobuku")
PAIRS = ("easy:random", "medium:easy", "hard:medium", "master:hard")


@pytest.fixture(autouse=True)
def _no_time_caps():
    lift_time_caps()
    yield
    lift_time_caps(False)


def suite(code: str, pair: str) -> list[dict]:
    path = HERE / f"{code}.json"
    data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    return data.get(pair, {}).get("positions", [])


def agent(code: str, level: str):
    info = games.get(code)
    trees = getattr(sys.modules.get(info.agents.partition(":")[0]), "_TREES", None)
    if trees is not None:
        trees.clear()       # a choice that depends on the position and the seed only
    return RandomAgent() if level == "random" else info.agent_factory()(level)


def misses(code: str, pair: str, level: str) -> list[str]:
    """The positions of ``pair``'s suite where ``level`` chose outside G."""
    cls = games.get(code).state_type()
    out = []
    for pos in suite(code, pair):
        s = cls.from_json(pos["state"])
        a = decide(agent(code, level), s, pos["player"], random.Random(0)).text()
        if a not in pos["good"]:
            out.append(f"deal {pos['deal']} step {pos['step']}: {a!r} not in {pos['good']}")
    return out


@pytest.mark.parametrize("pair", PAIRS)
@pytest.mark.parametrize("code", GAMES)
def test_each_level_chooses_as_itself_not_as_the_level_below(code: str, pair: str) -> None:
    assert suite(code, pair), f"no strength positions for {code} {pair}"
    upper = pair.partition(":")[0]
    assert misses(code, pair, upper) == []


@pytest.mark.parametrize("code", GAMES)
def test_a_level_weakened_to_the_one_below_fails_the_cheap_suites(code: str) -> None:
    """The suites can fail: the level below, playing in the upper level's place, misses."""
    for pair in ("easy:random", "medium:easy"):
        assert misses(code, pair, pair.partition(":")[2]), f"{code} {pair}: the lower level passed"


@pytest.mark.parametrize("pair", ("hard:medium", "master:hard"))
@pytest.mark.parametrize("code", GAMES)
def test_a_search_level_weakened_to_the_one_below_fails_its_suite(code: str, pair: str) -> None:
    """The same for the search levels: the level below chose outside G at every seed the
    finder tried, seed 0 (the test's) among them, so in the upper level's place it misses
    every position."""
    lower = pair.partition(":")[2]
    assert len(misses(code, pair, lower)) == len(suite(code, pair)), f"{code} {pair}: the lower level passed"
