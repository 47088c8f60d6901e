"""The hard level's position evaluation at the search cut-off (ジントリガー).

:func:`evaluate_search` builds on :func:`policy.evaluate_hard` (score difference,
exposure, hands, the opponents' threat on the sampled world) and adds what the
search must see to take the decisions the policy leaves aside:

* the main characters' 行動 for the coming turns (so that X, the free main/sub swap,
  is taken before the last action when the sub acts more often);
* the clock: the game ends when the time keep comes around, so the same lead is worth
  more the fewer cards the decks hold; the logistic scale shrinks towards the end.

Pure Python; functions of a full (sampled) state.
"""
from __future__ import annotations

import math

from ..cards import CHARACTERS, TIMEKEEP
from .policy import evaluate_hard

W_KODO = 0.5          # per action of the main character (own team +, opponents -)
SCALE_MAX = 4.0       # the logistic scale early on (as evaluate_hard01)
SCALE_MIN = 1.5       # ... when the game can end at any draw


def main_kodo(s, p: int) -> int:
    cs = s.chars[p]
    return CHARACTERS[cs[0]].kodo if cs else 0


def cards_left(s) -> int:
    """A rough clock: draws left before the time keep can end the game."""
    if s.solo is not None:
        return 99
    need = s.tk_limit - s.tk_count
    if need <= 1 and any(TIMEKEEP in b for b in s.bases):
        return 0            # the team holding it ends the game at its next draw from the 拠点
    n = min(len(s.decks[0]), len(s.decks[1]))
    if need >= 2:
        n += len(s.discard) // 2
    return n


def scale(s) -> float:
    return min(SCALE_MAX, SCALE_MIN + 0.25 * cards_left(s))


def evaluate_search(s, player: int) -> float:
    v = evaluate_hard(s, player)
    if s.result() is not None or s.solo is not None:
        return v
    t = player % 2
    for p in range(s.players):
        v += W_KODO * main_kodo(s, p) * (1 if p % 2 == t else -1)
    return v


def evaluate_search01(s, player: int) -> float:
    res = s.result()
    if res is not None:
        return {"win": 1.0, "draw": 0.5}.get(res.outcome(player), 0.0)
    return 1.0 / (1.0 + math.exp(-evaluate_search(s, player) / scale(s)))


__all__ = ["evaluate_search", "evaluate_search01", "cards_left", "scale", "main_kodo"]
