#!/usr/bin/env python3
"""Measure how a round of 鬼調伏 moves the standings, for the hard computer's win chance.

Plays seeded 中級 (medium) self-play games of 3, 4 and 5 players (every character
dealt from all nine, no optional rule) and records, for every round, each seat's
護符 at the round's start and what the round did to its 継承印 and 護符. The rounds
are grouped by the seats' 護符 at the start (sorted, so (1, 2, 3, 3) is one class:
a seat on its last amulet plays otherwise than a seat with three) and written as
``game/chobuku/rules/round_pool.py``, a plain table the search samples whole rounds
from (``ai_win``). Deterministic: the same seeds give the same file.

    python tools/measure_rounds.py [--games 6000] [--jobs 2]
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = ROOT / "game" / "chobuku" / "rules" / "round_pool.py"
SEED0 = 50_000


def play(job: tuple[int, int]) -> list[tuple[tuple[int, ...], tuple[tuple[int, int], ...]]]:
    """One game: per round, (護符 of each seat at the start, (Δ継承印, Δ護符) of each seat)."""
    from game import games
    from game.chobuku.rules import ChobukuState
    from game.chobuku.rules.ai import make_agent
    from game.engine.ai import decide
    seed, n = job
    s = ChobukuState.new_game(seed, games.get("chobuku").new_options({"players": n, "characters": "all"}))
    agents = [make_agent("medium") for _ in range(n)]
    rng = random.Random(seed)
    snaps = []
    last = None
    while s.to_move() is not None:
        if s.round != last:
            last = s.round
            snaps.append(([c.marks for c in s.cands], [c.gofu for c in s.cands]))
        p = s.to_move()
        s.apply(decide(agents[p], s, p, rng))
    snaps.append(([c.marks for c in s.cands], [c.gofu for c in s.cands]))
    out = []
    for (m0, g0), (m1, g1) in zip(snaps, snaps[1:]):
        out.append((tuple(g0), tuple((m1[q] - m0[q], g1[q] - g0[q]) for q in range(n))))
    return out


def pools(rounds) -> dict:
    """Rounds by the sorted 護符 class: each outcome listed seat by seat in that order."""
    by: dict[tuple, Counter] = {}
    for g, d in rounds:
        order = sorted(range(len(g)), key=lambda q: (g[q], q))
        by.setdefault(tuple(g[q] for q in order), Counter())[tuple(d[q] for q in order)] += 1
    return {k: tuple(sorted(c.items(), key=lambda t: (-t[1], t[0]))) for k, c in sorted(by.items())}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=6000, help="games per table size")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    t0 = time.time()
    table = {}
    for n in (3, 4, 5):
        jobs = [(SEED0 + g, n) for g in range(args.games)]
        with mp.get_context("spawn").Pool(args.jobs) as pool:
            rounds = [r for game in pool.imap(play, jobs, chunksize=8) for r in game]
        table[n] = pools(rounds)
        print(f"{n} players: {args.games} games, {len(rounds)} rounds, {len(table[n])} classes,"
              f" {sum(len(v) for v in table[n].values())} distinct outcomes ({time.time() - t0:.0f} s)",
              flush=True)
    write(table, args.games)


def write(table: dict, games: int) -> None:
    """round_pool.py: each class's rows in ``ai_win``'s compact form, wrapped."""
    from game.chobuku.rules.ai.win import encode_row
    lines = ['"""How one round moves the standings in 鬼調伏: measured by ``tools/measure_rounds.py``',
             f"({games} seeded 中級 self-play games per table size, characters dealt from all nine,",
             "no optional rule). Generated: do not edit by hand.",
             "",
             "``POOL[n][gofu]``: for ``n`` seats whose 護符 at the round's start are ``gofu`` (sorted,",
             "as digits), every outcome seen, coded as ``ai_win.decode_rows`` reads it.",
             '"""', "", f"GAMES = {games}", "", "POOL = {"]
    for n, classes in table.items():
        lines.append(f"    {n}: {{")
        for k, rows in classes.items():
            words = [encode_row(d, c) for d, c in rows]
            lines.append(f'        "{"".join(map(str, k))}": (')
            for i in range(0, len(words), 12):
                lines.append(f'            "{" ".join(words[i:i + 12])} "')
            lines.append("        ),")
        lines.append("    },")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} ({OUT.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
