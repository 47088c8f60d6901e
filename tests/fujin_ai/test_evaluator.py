"""The evaluator's flat hot loop equals its piecewise definition (medium must not change),
and the trial copies hard's search uses are true copies."""
from __future__ import annotations

import random

from game.fujin.rules import FujinState
from game.fujin.rules import ai as fai


def _reference_score(state, player: int) -> float:
    """``score`` as first written, piece by piece (what medium has always played by)."""
    res = state.result()
    if res is not None:
        if res.draw or res.winner is None:
            return 0.0
        return 1000.0 if res.winner == player else -1000.0
    opp = 1 - player
    total = 0.0
    seiatsu = [0, 0]
    mine, theirs = [], []
    for c, p in enumerate(state.board):
        if p is None:
            continue
        seiatsu[p.owner] += p.seiatsu
        v = fai._piece_value(p)
        if p.owner == player:
            total += v
            mine.append((c, p))
        else:
            total -= v
            theirs.append((c, p))
    if seiatsu[player] >= 5:
        total += fai.W_CHECK
    if seiatsu[opp] >= 5:
        total -= fai.W_CHECK * 1.4
    mover = state.to_move()
    w_them = fai.W_THREAT if mover != player else fai.W_THREAT * 0.5
    w_us = fai.W_THREAT * 0.5 if mover != player else fai.W_THREAT
    for c, p in mine:
        total -= w_them * max([fai._threat(e, ec, p, c) for ec, e in theirs] + [0.0])
    for c, p in theirs:
        total += w_us * max([fai._threat(m, mc, p, c) for mc, m in mine] + [0.0]) * 0.6
    total += fai.W_REIRYOKU * state.reiryoku[player] - fai.W_REIRYOKU * 0.7 * state.reiryoku[opp]
    total += fai.W_CARD * (len(state.hands[player]) - len(state.hands[opp]))
    return total


def _states(games: int = 25):
    for g in range(games):
        s = FujinState.new_game(900 + g)
        rng = random.Random(g)
        while s.to_move() is not None:
            yield s
            legal = s.legal_actions()
            a = legal[rng.randrange(len(legal))] if rng.random() < 0.5 else fai.greedy_action(s, rng)
            s.apply(a)
        yield s


def test_score_equals_its_piecewise_definition_exactly() -> None:
    n = 0
    for s in _states():
        for p in (0, 1):
            assert fai.score(s, p) == _reference_score(s, p)
            n += 1
    assert n > 500


def test_trial_copy_is_a_clone() -> None:
    """Same data as ``clone``; playing on the copy leaves the original untouched."""
    rng = random.Random(7)
    checked = 0
    for s in _states(12):
        if s.to_move() is None:
            continue
        before = s.to_json()
        c = fai.trial_copy(s)
        assert c.to_json() == s.clone().to_json()
        assert set(vars(c)) - {"_legal"} == set(vars(s.clone())) - {"_legal"}   # the engine's cache aside
        for _ in range(6):                  # a few actions deep, through ends of turn
            if c.to_move() is None:
                break
            legal = c.legal_actions()
            c.apply(legal[rng.randrange(len(legal))])
        after = s.to_json()
        before.pop("rng"), after.pop("rng")
        assert after == before
        checked += 1
    assert checked > 100
