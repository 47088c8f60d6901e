"""Bench section ``rules``: complete random games per second through each rules engine.

``python -m game.bench rules [--game fujin] [--seconds S]``: for every game in
:mod:`game.games` whose rules module exists, plays seeded games with uniformly
random legal actions on one core for ``S`` seconds (after a short warm-up) and
reports ``<game>.rules.games_per_s`` (goal ≥ 200) with the number of games it
is taken over, actions per second and the mean actions per game.
"""
from __future__ import annotations

import argparse
import random
import time

from game import games as catalogue
from game.bench.fuzz import game_codes, state_class

GAMES_PER_S_GOAL = 200.0


def random_games(cls, seconds: float, seed0: int = 0, options: dict | None = None) -> tuple[int, int, float]:
    """(games, actions, elapsed) of random play for about ``seconds`` (the game's default set-up)."""
    games = actions = 0
    t0 = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        s = cls.new_game(seed0 + games, options)
        rng = random.Random(seed0 + games)
        while s.to_move() is not None:
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
        elapsed = time.perf_counter() - t0
    return games, actions, elapsed


def main(report, args: list[str]) -> None:
    p = argparse.ArgumentParser(prog="game.bench rules")
    p.add_argument("--game")
    p.add_argument("--seconds", type=float, default=5.0)
    opts = p.parse_known_args(args)[0]
    for code in game_codes(opts.game):
        cls = state_class(code)
        options = catalogue.get(code).new_options(catalogue.get(code).lab_setups()[0].options_dict())
        random_games(cls, min(0.5, opts.seconds / 5), seed0=10_000_000, options=options)   # warm-up
        games, actions, elapsed = random_games(cls, opts.seconds, options=options)
        report.add(f"{code}.rules.games_per_s", games / elapsed, "games/s", GAMES_PER_S_GOAL,
                   higher_is_better=True)
        report.add(f"{code}.rules.games", games, "games")   # the count behind the rate
        report.add(f"{code}.rules.actions_per_s", actions / elapsed, "actions/s")
        report.add(f"{code}.rules.actions_per_game", actions / max(1, games), "actions")
