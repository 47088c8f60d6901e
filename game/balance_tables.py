"""The balance lab's verdicts: every character's win rate against its set-up's target
band, a solo ladder (level × character clear rates) against its :class:`Ladder`
targets, and the figures file the menus read (``levels/<game>/balance.json``).

Figures are ``(rate, n, (lo, hi))``: the rate, the games (or seats) behind it and its
95% Wilson interval. The text goes to the terminal and, with ``--out``, to the
folder's ``balance-<game>.txt``; the figures file only with ``--out`` (see
:func:`figures_path`), so a trial run never changes what the app shows.
"""
from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any

from game.bench.ai import wilson

Figure = tuple[float, int, tuple[float, float]]


def pad(text: str, width: int) -> str:
    """``text`` padded to ``width`` terminal columns (a Japanese character takes two)."""
    cols = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
    return text + " " * max(1, width - cols)


def characters(a: dict) -> dict[str, Figure]:
    """Each character's win rate from an analysis (the ``character`` facet)."""
    return {k.split("=", 1)[1]: v for k, v in a.get("facets", {}).items() if k.startswith("character=")}


def verdict(rate: float, band: tuple[float, float] | None) -> str:
    if band is None:
        return ""
    return "inside" if band[0] <= rate <= band[1] else "OUTSIDE"


def character_table(a: dict, band: tuple[float, float] | None) -> list[str]:
    """Lines: each character's win rate with its interval and seats, best first, with the
    target when the set-up names one."""
    rows = characters(a)
    if not rows:
        return []
    head = "win rate by character dealt (rate [95%] seats)"
    head += f", target {band[0]:.2f}–{band[1]:.2f}:" if band else " (no target):"
    out = [head]
    for name, (w, k, (lo, hi)) in sorted(rows.items(), key=lambda kv: -kv[1][0]):
        out.append(f"  {pad(name, 12)}{w:.3f}  [{lo:.3f}, {hi:.3f}]  n={k:<4} {verdict(w, band)}".rstrip())
    if band:
        bad = [n for n, (w, _, _) in rows.items() if not band[0] <= w <= band[1]]
        out.append(f"  {len(rows) - len(bad)} of {len(rows)} inside the target"
                   + (f"; outside: {', '.join(sorted(bad))}" if bad else ""))
    return out


# ---------------------------------------------------------------- the solo ladder
def ladder_cells(runs: list[tuple[dict, dict]], row_key: str, col_key: str) -> dict[Any, dict[str, Figure]]:
    """``{level: {character: figure}}`` from the runs of a level × character sweep:
    ``(options, analysis)`` each, the analysis's first-seat rate being the clear rate;
    a character by the name its seat's facet gives (else the option's value)."""
    out: dict[Any, dict[str, Figure]] = {}
    for options, a in runs:
        n = a["n"]
        names = list(characters(a))
        col = names[0] if len(names) == 1 else str(options[col_key])
        out.setdefault(options[row_key], {})[col] = (a["first"] / max(1, n), n, wilson(a["first"], n))
    return out


def ladder_checks(cells: dict[Any, dict[str, Figure]], target) -> list[str]:
    """The ladder's failures against ``target`` (a ``Ladder``), one line each; none: it climbs."""
    levels = sorted(cells)
    names = sorted({c for row in cells.values() for c in row})
    bad = []
    for c in names:
        rates = [(lv, cells[lv][c][0]) for lv in levels if c in cells[lv]]
        for (l0, r0), (l1, r1) in zip(rates, rates[1:]):
            if r0 - r1 < target.step:
                bad.append(f"{c}: Lv{l0}→Lv{l1} {r0:.2f}→{r1:.2f} falls less than {target.step:.2f}")
        if rates and rates[0][1] < target.first:
            bad.append(f"{c}: Lv{rates[0][0]} {rates[0][1]:.2f} below {target.first:.2f}")
        if rates and not target.last[0] <= rates[-1][1] <= target.last[1]:
            bad.append(f"{c}: Lv{rates[-1][0]} {rates[-1][1]:.2f} outside "
                       f"{target.last[0]:.2f}–{target.last[1]:.2f}")
    for lv in levels:
        row = cells[lv]
        mean = sum(f[0] for f in row.values()) / max(1, len(row))
        for c, f in sorted(row.items()):
            if abs(f[0] - mean) > target.spread:
                bad.append(f"Lv{lv} {c}: {f[0]:.2f} is {abs(f[0] - mean):.2f} from the mean {mean:.2f}")
    return bad


def ladder_table(cells: dict[Any, dict[str, Figure]], target) -> list[str]:
    """Lines: one row per level, each character's clear rate [95%] and the mean, then the
    verdict against the targets."""
    levels = sorted(cells)
    names = sorted({c for row in cells.values() for c in row})
    games = sorted({f[1] for row in cells.values() for f in row.values()})
    out = [f"solo ladder: clear rate by level and character [95%], {'/'.join(map(str, games))} runs a cell",
           "  level  " + "".join(pad(c, 22) for c in names) + "mean"]
    for lv in levels:
        row = cells[lv]
        line = f"  Lv{lv:<4} "
        for c in names:
            w, _, (lo, hi) = row.get(c, (float("nan"), 0, (0.0, 0.0)))
            line += f"{w:.2f} [{lo:.2f}, {hi:.2f}]".ljust(22)
        line += f"{sum(f[0] for f in row.values()) / max(1, len(row)):.2f}"
        out.append(line)
    if target is not None:
        out.append(f"  targets: Lv{levels[0]} ≥ {target.first:.2f}, each step falls ≥ {target.step:.2f}, "
                   f"Lv{levels[-1]} {target.last[0]:.2f}–{target.last[1]:.2f}, "
                   f"every character within {target.spread:.2f} of the mean")
        bad = ladder_checks(cells, target)
        out.append("  verdict: " + ("meets every target" if not bad else f"{len(bad)} misses"))
        out += [f"    {b}" for b in bad]
    return out


# ---------------------------------------------------------------- the figures the menus show
def figures_path(code: str, folder: Path) -> Path:
    """Where ``--out folder`` puts the figures: the published ones (``levels/<game>/balance.json``,
    read by the menus) for ``--out docs``, the repository's docs folder; beside the text
    for any other folder, so a trial run never changes what the app shows."""
    from game.paths import resource_root
    if folder.resolve() == (resource_root() / "docs").resolve():
        return resource_root() / "levels" / code / "balance.json"
    return folder / f"balance-{code}.json"


def _fig(f: Figure) -> dict[str, Any]:
    w, n, (lo, hi) = f
    return {"rate": round(w, 4), "lo": round(lo, 4), "hi": round(hi, 4), "n": n}


def run_entry(options: dict, a: dict) -> dict[str, Any]:
    """One run's figures as the file keeps them: its options, games and characters."""
    return {"options": {k: v for k, v in options.items() if k != "level"}, "players": a["players"],
            "games": a["n"], "character": {c: _fig(f) for c, f in characters(a).items()}}


def write_figures(path: Path, code: str, level: str, runs: dict[str, dict],
                  ladders: dict[str, dict]) -> None:
    """Merge this series' runs (``{label: run_entry}``) and ladders (``{label: {"row": key,
    "cells": {level: {character: figure}}}}``) into ``path``; runs of other set-ups and
    levels already there stay."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    if data.get("game") != code:
        data = {"game": code, "levels": {}}
    mine = data["levels"].setdefault(level, {"runs": {}, "ladders": {}})
    mine.setdefault("runs", {}).update(runs)
    for label, lad in ladders.items():
        mine.setdefault("ladders", {})[label] = {
            "row": lad["row"], "players": lad.get("players", 1),
            "cells": {str(lv): {c: _fig(f) for c, f in row.items()} for lv, row in lad["cells"].items()}}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def _heading(section: str) -> str:
    """A published section's key: its first line up to the colon (``balance chobuku 4p``,
    ``solo ladder``), the same for every run of one set-up."""
    return section.split("\n", 1)[0].split(":", 1)[0]


def merge_text(path: Path, sections: list[str]) -> str:
    """The published text with this series' ``sections`` in place of the ones with the same
    heading and every other set-up's section already in ``path`` kept in its place, so a
    series of one set-up (``--setup 4p``) does not drop the others' figures."""
    try:
        old = [s for s in path.read_text(encoding="utf-8").strip("\n").split("\n\n") if s.strip()]
    except OSError:
        old = []
    new = {_heading(s): s for s in sections}
    merged = [new.pop(_heading(s), s) for s in old]
    return "\n\n".join(merged + [s for s in sections if _heading(s) in new]) + "\n"
