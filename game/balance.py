"""The balance lab: computer self-play statistics of a game.

``python -m game.balance --game fujin --games 400 [--level medium|hard] [--jobs 2]
[--out FOLDER] [--seed 0]``

Plays ``--games`` games of the level against itself in worker processes (the
level's agents see only views and determinizations, as everywhere) and prints:

* the first seat's win rate with a 95% Wilson interval (draws count half);
  target 45–55%, reported as it is;
* the win rate *when played* of each card (a card counts as played by a player
  who summoned, succession-summoned or used it at least once that game), with
  its interval, and per 一門 (clan) the win rate of the player whose played
  cards were mostly of that clan;
* game length in rounds (min / median / max and a histogram) and end reasons;
* every character's win rate (each character a seat was dealt) with its interval,
  against the set-up's target band (``LabSetup.band``), and for a solo ladder
  (``LabSetup.ladder``: level × character) the clear-rate table with its verdict.

Only with ``--out FOLDER`` does it write anything: the chart (pygame, dummy video
driver) and the text, ``balance-<game>.png`` and ``.txt`` (``balance-<game>-<level>``
for a level other than medium), and the figures as JSON (``game.balance_tables``).
``--out docs`` updates the published figures: the docs' text and chart and the
figures the menus show beside each character and level (``levels/<game>/balance.json``).
A series of some set-ups only (``--setup 4p``) replaces their sections of the text and
their figures and keeps the other set-ups' (``balance_tables.merge_text``); the chart is
the game's first set-up's and is redrawn only by a series that plays it.
Without ``--out`` it prints and writes nothing. Default level ``medium`` for speed;
``--level hard`` thinks ~0.8 s a move (a 400-game run takes about an hour on
two cores).
"""
from __future__ import annotations

import argparse
import importlib
import os
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from game import games
from game.engine.ai import decide
from game.bench.ai import run_jobs, wilson
from game.bench.fuzz import agent_factory, game_codes, state_class
from game.balance_tables import (character_table, figures_path, ladder_cells, ladder_table, merge_text, run_entry,
                                  write_figures)

FIRST_SEAT_BAND = (0.45, 0.55)


def played_card(action) -> str | None:
    """The card an action plays from hand, if any (``card`` attribute of summon/use/...)."""
    card = getattr(action, "card", None)
    return card if isinstance(card, str) else None


def selfplay(job: tuple) -> dict:
    """One game ``(code, level, seed[, options])`` → rewards, length, reason, facets and
    cards played per seat."""
    code, level, seed = job[:3]
    options = dict(job[3]) if len(job) > 3 else {}
    cls = state_class(code)
    factory = agent_factory(code)
    s = cls.new_game(seed, games.get(code).new_options(options))
    n = s.seats()
    agents = [factory(level) for _ in range(n)]
    rng = random.Random(seed * 7 + 3)
    played: list[list[str]] = [[] for _ in range(n)]
    steps = 0
    while s.to_move() is not None and steps < 20_000:
        p = s.to_move()
        a = decide(agents[p], s, p, rng)
        card = played_card(a)
        if card is not None and card not in played[p]:
            played[p].append(card)
        s.apply(a)
        steps += 1
    r = s.result()
    # A team or co-op win has no single ``winner``; ``drawn`` is the draw itself.
    return {"seed": seed, "winner": None if (r is None or r.draw) else r.winner,
            "drawn": r is None or r.draw, "coop": bool(r is not None and r.coop),
            "rewards": [r.reward(p) if r is not None else 0.5 for p in range(n)],
            "facets": [s.facets(p) for p in range(n)],
            "reason": r.reason if r else "cut", "rounds": getattr(s, "round", steps),
            "actions": steps, "played": played, "players": n}


def _score(r: dict, p: int) -> float:
    return r["rewards"][p]


def card_meta(code: str) -> tuple[dict[str, str], dict[str, str]]:
    """(card id -> display name, card id -> clan/group) when the game has a card list."""
    try:
        cards = importlib.import_module(f"{games.get(code).rules_module}.cards").CARDS
    except (ModuleNotFoundError, AttributeError):
        return {}, {}
    names = {cid: f"{c.name_ja} {cid}" for cid, c in cards.items()}
    clans = {cid: getattr(c, "clan", "") for cid, c in cards.items()}
    return names, clans


def group_names(code: str) -> dict[str, str]:
    """Display names of card groups (``GROUP_NAMES`` in the game's cards module)."""
    try:
        return dict(importlib.import_module(f"{games.get(code).rules_module}.cards").GROUP_NAMES)
    except (ModuleNotFoundError, AttributeError):
        return {}


def analyse(code: str, results: list[dict]) -> dict:
    names, clans = card_meta(code)
    n = len(results)
    first = sum(_score(r, 0) for r in results)
    per_card: dict[str, list[float]] = {}
    per_clan: dict[str, list[float]] = {}
    for r in results:
        for p in range(r["players"]):
            sc = _score(r, p)
            for c in r["played"][p]:
                per_card.setdefault(c, []).append(sc)
            cl = Counter(clans.get(c, "") for c in r["played"][p] if clans.get(c))
            if cl:
                top = cl.most_common()
                key = top[0][0] if len(top) == 1 or top[0][1] > top[1][1] else "mixed"
                per_clan.setdefault(key, []).append(sc)
    per_facet: dict[str, list[float]] = {}
    for r in results:
        for p in range(r["players"]):
            for k, v in r.get("facets", [{}] * r["players"])[p].items():
                for one in (v if isinstance(v, (tuple, list)) else (v,)):
                    per_facet.setdefault(f"{k}={one}", []).append(_score(r, p))
    rounds = [r["rounds"] for r in results]
    return {"n": n, "first": first, "first_ci": wilson(first, n),
            "players": results[0]["players"] if results else 0,
            "coop": any(r.get("coop") for r in results),
            "facets": {f: (sum(v) / len(v), len(v), wilson(sum(v), len(v))) for f, v in per_facet.items()},
            "groups": group_names(code),
            "draws": sum(1 for r in results if r.get("drawn", r["winner"] is None)),
            "cards": {c: (sum(v) / len(v), len(v), wilson(sum(v), len(v))) for c, v in per_card.items()},
            "clans": {c: (sum(v) / len(v), len(v), wilson(sum(v), len(v))) for c, v in per_clan.items()},
            "rounds": rounds, "reasons": Counter(r["reason"] for r in results),
            "names": names}


def report_text(code: str, level: str, a: dict, setup: str = "", band: tuple[float, float] | None = None) -> str:
    """The run's figures as text: the first seat (or the clear rate), every character's
    win rate against ``band`` (the set-up's target), the other facets, game length, end
    reasons, clans and cards."""
    out = []
    n = a["n"]
    lo, hi = a["first_ci"]
    rate = a["first"] / max(1, n)
    first_in = "inside" if FIRST_SEAT_BAND[0] <= rate <= FIRST_SEAT_BAND[1] else "OUTSIDE"
    out.append(f"balance {code}{' ' + setup if setup else ''}: {n} games, {level} self-play")
    if a.get("players", 2) == 1 or a.get("coop"):      # one side against the game: everyone wins or loses
        out.append(f"clear rate {rate:.3f}  95% [{lo:.3f}, {hi:.3f}]")
    else:
        out.append(f"first seat win rate {rate:.3f}  95% [{lo:.3f}, {hi:.3f}]  "
                   f"(target {FIRST_SEAT_BAND[0]:.2f}–{FIRST_SEAT_BAND[1]:.2f}: {first_in}); draws {a['draws']}")
    solo = a.get("players", 2) == 1
    if not solo:
        out += character_table(a, band)
    others = {f: v for f, v in a.get("facets", {}).items() if solo or not f.startswith("character=")}
    if others:
        out.append("win rate by facet (rate [95%] seats):")
        for f, (w, k, (l, h)) in sorted(others.items()):
            out.append(f"  {f:<28} {w:.3f}  [{l:.3f}, {h:.3f}]  n={k}")
    rs = a["rounds"]
    if rs:
        out.append(f"game length (rounds): min {min(rs)}  median {statistics.median(rs):g}  max {max(rs)}")
        hist = Counter(rs)
        top = max(hist.values())
        for k in range(min(rs), max(rs) + 1):
            c = hist.get(k, 0)
            out.append(f"  {k:3d} | {'#' * max(0 if c == 0 else 1, round(40 * c / top)):<40} {c}")
    out.append("end reasons: " + ", ".join(f"{k} {v} ({v / max(1, n):.0%})"
                                            for k, v in a["reasons"].most_common()))
    if a["clans"]:
        out.append("win rate by the clan of most cards played:")
        for c, (w, k, (l, h)) in sorted(a["clans"].items(), key=lambda kv: -kv[1][0]):
            out.append(f"  {a['groups'].get(c, c):<20} {w:.3f}  [{l:.3f}, {h:.3f}]  n={k}")
    out.append("win rate when played (card: rate [95%] played-in):")
    for c, (w, k, (l, h)) in sorted(a["cards"].items(), key=lambda kv: -kv[1][0]):
        out.append(f"  {a['names'].get(c, c):<22} {w:.3f}  [{l:.3f}, {h:.3f}]  n={k}")
    return "\n".join(out)


# ---------------------------------------------------------------- chart
def draw_chart(code: str, level: str, a: dict, path: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    pygame.display.init()
    pygame.font.init()
    from game.ui import theme
    font = lambda size: theme.font(size)  # noqa: E731  (the app's Japanese font, bundled)
    W, H = 1280, 720
    surf = pygame.Surface((W, H))
    bg, fg, dim, accent, good, bad = (24, 20, 18), (235, 226, 210), (140, 130, 118), \
        (214, 180, 100), (108, 190, 120), (220, 100, 80)
    surf.fill(bg)

    def txt(s, size, colour, **pos):
        img = font(size).render(s, True, colour)
        surf.blit(img, img.get_rect(**pos))

    n = a["n"]
    rate = a["first"] / max(1, n)
    lo, hi = a["first_ci"]
    txt(f"{games.get(code).name_ja}  balance lab: {n} games, {level} self-play", 24, fg, topleft=(30, 18))
    # first seat: bar with the target band and the interval
    x0, y0, w = 30, 80, 520
    txt(f"first seat win rate {rate:.1%}  (95% {lo:.1%} to {hi:.1%})", 18, fg, topleft=(x0, y0))
    bar = pygame.Rect(x0, y0 + 30, w, 22)
    pygame.draw.rect(surf, (50, 44, 40), bar)
    band = pygame.Rect(x0 + int(w * FIRST_SEAT_BAND[0]), bar.y, int(w * (FIRST_SEAT_BAND[1] - FIRST_SEAT_BAND[0])), 22)
    pygame.draw.rect(surf, (60, 90, 60), band)
    pygame.draw.line(surf, accent, (x0 + int(w * lo), bar.centery), (x0 + int(w * hi), bar.centery), 3)
    pygame.draw.circle(surf, good if FIRST_SEAT_BAND[0] <= rate <= FIRST_SEAT_BAND[1] else bad,
                       (x0 + int(w * rate), bar.centery), 7)
    for q in (0, 0.5, 1):
        txt(f"{q:.0%}", 13, dim, midtop=(x0 + int(w * q), bar.bottom + 4))
    # game length histogram
    rs = a["rounds"]
    hy, hh = 220, 200
    txt(f"game length (rounds): min {min(rs) if rs else 0}  median {statistics.median(rs) if rs else 0:g}  "
        f"max {max(rs) if rs else 0}", 18, fg, topleft=(x0, hy - 40))
    if rs:
        hist = Counter(rs)
        ks = list(range(min(rs), max(rs) + 1))
        top = max(hist.values())
        bw = min(60, w // max(1, len(ks)))
        for i, k in enumerate(ks):
            h = int(hh * hist.get(k, 0) / top)
            r = pygame.Rect(x0 + i * bw + 2, hy + hh - h, bw - 4, h)
            pygame.draw.rect(surf, accent, r)
            txt(str(k), 13, dim, midtop=(r.centerx, hy + hh + 4))
            if hist.get(k):
                txt(str(hist[k]), 12, fg, midbottom=(r.centerx, r.top - 2))
    # end reasons and clans
    ty = hy + hh + 40
    txt("end reasons: " + ", ".join(f"{k} {v / max(1, n):.0%}" for k, v in a["reasons"].most_common()),
        17, fg, topleft=(x0, ty))
    ty += 34
    for c, (wr, k, (l, h)) in sorted(a["clans"].items(), key=lambda kv: -kv[1][0]):
        txt(f"{a['groups'].get(c, c)}: {wr:.1%} (95% {l:.1%} to {h:.1%}, n={k})", 16, fg, topleft=(x0, ty))
        ty += 26
    # per card win rate when played
    cx, cy, cw = 640, 104, 560
    txt("win rate when played (95% interval)", 18, fg, topleft=(cx, cy - 34))
    cards = sorted(a["cards"].items(), key=lambda kv: -kv[1][0])
    row = min(26, (H - cy - 40) // max(1, len(cards)))
    lx = cx + 200
    scale = cw - 290  # room on the right for the "63% n=177" labels
    pygame.draw.line(surf, dim, (lx + scale // 2, cy), (lx + scale // 2, cy + row * len(cards)), 1)
    for i, (c, (wr, k, (l, h))) in enumerate(cards):
        y = cy + i * row + row // 2
        txt(a["names"].get(c, c)[:16], 14, fg, midright=(lx - 8, y))
        pygame.draw.line(surf, dim, (lx + int(scale * l), y), (lx + int(scale * h), y), 2)
        pygame.draw.circle(surf, good if wr >= 0.5 else bad, (lx + int(scale * wr), y), 5)
        txt(f"{wr:.0%} n={k}", 14, dim, midleft=(lx + scale + 8, y))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))


def draw_ladder(code: str, level: str, cells: dict, target, path: Path) -> None:
    """A solo ladder's chart: each character's clear rate by level with its interval, the
    first level's floor and the last level's band shaded."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    pygame.display.init()
    pygame.font.init()
    from game.ui import theme
    W, H = 1280, 720
    surf = pygame.Surface((W, H))
    surf.fill((24, 20, 18))
    fg, dim = (235, 226, 210), (140, 130, 118)
    colours = ((220, 100, 80), (108, 190, 120), (214, 180, 100), (120, 150, 230), (200, 120, 210))

    def txt(s, size, colour, **pos):
        img = theme.font(size).render(s, True, colour)
        surf.blit(img, img.get_rect(**pos))

    levels = sorted(cells)
    names = sorted({c for row in cells.values() for c in row})
    games_n = sorted({f[1] for row in cells.values() for f in row.values()})
    txt(f"{games.get(code).name_ja}  solo ladder: clear rate by level, {level} autopilot, "
        f"{'/'.join(map(str, games_n))} runs a cell (95% intervals)", 22, fg, topleft=(30, 18))
    box = pygame.Rect(90, 80, 900, 580)
    x_of = lambda i: box.x + int(box.width * (i + 0.5) / len(levels))  # noqa: E731
    y_of = lambda r: box.bottom - int(box.height * r)  # noqa: E731
    if target is not None:
        pygame.draw.rect(surf, (45, 70, 45), pygame.Rect(x_of(len(levels) - 1) - 30, y_of(target.last[1]), 60,
                                                         y_of(target.last[0]) - y_of(target.last[1])))
        pygame.draw.rect(surf, (45, 70, 45), pygame.Rect(x_of(0) - 30, y_of(1.0), 60, y_of(target.first) - y_of(1.0)))
    for q in (0, 0.25, 0.5, 0.75, 1.0):
        pygame.draw.line(surf, (50, 44, 40), (box.x, y_of(q)), (box.right, y_of(q)), 1)
        txt(f"{q:.0%}", 14, dim, midright=(box.x - 8, y_of(q)))
    for i, lv in enumerate(levels):
        txt(f"Lv{lv}", 15, dim, midtop=(x_of(i), box.bottom + 8))
    for k, c in enumerate(names):
        col = colours[k % len(colours)]
        dx = (k - (len(names) - 1) / 2) * 6
        pts = []
        for i, lv in enumerate(levels):
            if c not in cells[lv]:
                continue
            w, _, (lo, hi) = cells[lv][c]
            x = x_of(i) + dx
            pygame.draw.line(surf, col, (x, y_of(lo)), (x, y_of(hi)), 1)
            pts.append((x, y_of(w)))
        if len(pts) > 1:
            pygame.draw.lines(surf, col, False, pts, 2)
        for p in pts:
            pygame.draw.circle(surf, col, p, 4)
        txt(c, 20, col, topleft=(box.right + 40, box.y + 30 * k))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.balance", description=__doc__.split("\n\n")[0])
    p.add_argument("--game", default=games.GAMES[0].code)
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--level", default="medium")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default=None,
                   help="folder for balance-<game>.png/.txt (docs: the published ones, and the figures "
                        "the menus show, levels/<game>/balance.json); default: print only, write nothing")
    p.add_argument("--setup", default=None, help="only the lab set-ups with these labels, comma-separated (\"\" the default one: --setup ,4p)")
    p.add_argument("--solo", action="store_true", help="only the one-seat set-ups")
    p.add_argument("--players", type=int, default=None, help="one ad-hoc set-up with this many seats")
    p.add_argument("--option", action="append", default=[], help="key=JSON value for the ad-hoc set-up")
    opts = p.parse_args(argv)
    if opts.game not in game_codes():
        print(f"balance: {opts.game} has no rules yet", file=sys.stderr)
        return 2
    if agent_factory(opts.game) is None:
        print(f"balance: {opts.game} has no computer opponent yet", file=sys.stderr)
        return 2
    runs = plan(opts)
    if not runs:
        print("balance: no set-up matches", file=sys.stderr)
        return 2
    folder = Path(opts.out) if opts.out else None
    started = time.time()
    stem = f"balance-{opts.game}" if opts.level == "medium" else f"balance-{opts.game}-{opts.level}"
    texts, entries, ladders, charted = [], {}, {}, False
    # the chart shows the game's first lab set-up (or an ad-hoc one): a series of another
    # set-up alone leaves the published chart as it is
    first = next((s for s in games.get(opts.game).lab_setups() if s.balance), None)
    by_setup: dict[str, list[tuple[dict, dict]]] = {}
    for i, (label, options, setup) in enumerate(runs):
        jobs = [(opts.game, opts.level, opts.seed + g, options) for g in range(opts.games)]
        results = run_jobs(jobs, opts.jobs, fn=selfplay, progress=f"balance {label}".strip())
        results.sort(key=lambda r: r["seed"])
        a = analyse(opts.game, results)
        if setup is not None and setup.ladder is not None:     # one cell of its table, shown below
            by_setup.setdefault(setup.label, []).append((options, a))
            print(f"balance {opts.game} {label}: clear rate {a['first'] / max(1, a['n']):.3f} "
                  f"over {a['n']} runs", flush=True)
            continue
        text = report_text(opts.game, opts.level, a, label, setup.band if setup else None)
        print(text, flush=True)
        texts.append(text)
        entries[label] = run_entry(options, a)
        if folder is not None and not charted and (setup is None or (first is not None and setup.label == first.label)):
            draw_chart(opts.game, opts.level, a, folder / f"{stem}.png")
            charted = True
    for setup in {s.label: s for _, _, s in runs if s is not None and s.ladder is not None}.values():
        row, col = (k for k, _ in setup.sweep[:2])
        cells = ladder_cells(by_setup[setup.label], row, col)
        text = "\n".join(ladder_table(cells, setup.ladder))
        print(text, flush=True)
        texts.append(text)
        ladders[setup.label] = {"row": row, "players": setup.options_dict().get("players", 1), "cells": cells}
        if folder is not None:
            draw_ladder(opts.game, opts.level, cells, setup.ladder, folder / f"{stem}-{setup.label or 'ladder'}.png")
    if folder is None:
        return 0
    folder.mkdir(parents=True, exist_ok=True)
    text_path = folder / f"{stem}.txt"
    text_path.write_text(merge_text(text_path, texts), encoding="utf-8")
    figures = figures_path(opts.game, folder)
    write_figures(figures, opts.game, opts.level, entries, ladders)
    charts = sorted(str(c) for c in folder.glob(f"{stem}*.png") if c.stat().st_mtime >= started)
    print(f"charts: {', '.join(charts) or 'none'}  text: {folder / (stem + '.txt')}  figures: {figures}")
    return 0


def plan(opts) -> list[tuple[str, dict, Any]]:
    """(label, options, lab set-up) of every run: the chosen lab set-ups with their sweeps
    expanded, or one ad-hoc set-up from ``--players`` / ``--option`` (set-up None)."""
    import itertools
    import json
    if opts.players is not None or opts.option:
        options = {}
        for kv in opts.option:
            k, _, v = kv.partition("=")
            try:
                options[k] = json.loads(v)
            except json.JSONDecodeError:
                options[k] = v
        if opts.players is not None:
            options["players"] = opts.players
        return [(" ".join(f"{k}={v}" for k, v in options.items()), options, None)]
    runs = []
    for setup in games.get(opts.game).lab_setups():
        base = setup.options_dict()
        if not setup.balance or (opts.setup is not None and setup.label not in opts.setup.split(",")):
            continue
        if opts.solo and base.get("players") != 1:
            continue
        keys = [k for k, _ in setup.sweep]
        for values in itertools.product(*(vals for _, vals in setup.sweep)):
            combo = dict(zip(keys, values))
            label = " ".join([setup.label] + [f"{k}={v}" for k, v in combo.items()]).strip()
            runs.append((label, {**base, **combo}, setup))
    return runs

if __name__ == "__main__":
    from game.bench import stop_on_sigterm
    stop_on_sigterm()
    try:
        sys.exit(main())
    except KeyboardInterrupt:      # Ctrl-C or SIGTERM: the workers are gone already
        print("balance: stopped", file=sys.stderr)
        sys.exit(130)
