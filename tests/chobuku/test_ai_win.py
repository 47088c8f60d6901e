"""The hard computer's win chance at a table of three to five (``ai_win``): 章8 names one
winner, so the evaluation is each seat's share of the win, from whole rounds measured
in self-play (``round_pool``, made by ``tools/measure_rounds.py``)."""
from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

from game.chobuku.rules.ai import evaluate, make_agent, outcome
from game.chobuku.rules.ai.win import decode_rows, encode_rows, pool_table, win_shares
from game.engine.ai import decide
from tests.chobuku.test_ai import _new


def test_the_shares_of_the_win_sum_to_one_and_follow_the_standings():
    for marks, gofu, left in (((0, 0, 0, 0), (3, 3, 3, 3), 10), ((2, 4, 1), (1, 3, 2), 5),
                              ((5, 5, 3, 2, 0), (1, 2, 3, 3, 3), 4)):
        shares = win_shares(marks, gofu, left)
        assert sum(shares) == pytest.approx(1.0)
        assert all(0.0 <= v <= 1.0 for v in shares)
    even = win_shares((0, 0, 0, 0), (3, 3, 3, 3), 10)
    # seats alike: alike chances, within the sampling error of SIMS futures (±0.03 a seat)
    assert max(even) - min(even) < 0.15
    ahead = win_shares((4, 1, 1, 1), (3, 3, 3, 3), 6)
    assert ahead[0] > 0.6 and ahead[0] == max(ahead)
    # a 護符 is worth something, a mark more (most marks win; 護符 only break ties)
    base = win_shares((2, 2, 2, 2), (2, 2, 2, 2), 6)
    assert win_shares((2, 2, 2, 2), (3, 2, 2, 2), 6)[0] > base[0]
    assert win_shares((3, 2, 2, 2), (2, 2, 2, 2), 6)[0] > win_shares((2, 2, 2, 2), (3, 2, 2, 2), 6)[0]


def test_with_no_round_left_the_standings_decide_as_chapter_8_says():
    # 「継承印が最も多い者が勝者。同数なら護符が多い者、それも同じなら勝利を分け合う」
    assert win_shares((3, 5, 5, 1), (3, 1, 2, 3), 0) == (0.0, 0.0, 1.0, 0.0)
    assert win_shares((3, 5, 5), (3, 2, 2), 0) == (0.0, 0.5, 0.5)


def test_the_futures_are_fixed_so_the_value_is_a_function_of_the_standings():
    from game.chobuku.rules.ai import win as ai_win
    a = win_shares((1, 2, 0, 3), (2, 3, 3, 1), 7)
    ai_win._CACHE.clear()
    assert win_shares((1, 2, 0, 3), (2, 3, 3, 1), 7) == a


def test_scapegoats_and_dropout_change_the_end():
    # 11-2: a seat on its last amulet with shikigami to spare is not the end of the game;
    # 11-3: a seat at 0 drops out and the others play on
    plain = win_shares((4, 0, 0, 0), (3, 1, 1, 1), 6)
    saved = win_shares((4, 0, 0, 0), (3, 1, 1, 1), 6, spare=(3, 3, 3, 3))
    assert plain[0] > saved[0]           # the leader wants the game to end soon
    drop = win_shares((4, 0, 0, 0), (3, 1, 1, 1), 6, dropout=0)
    assert sum(drop) == pytest.approx(1.0)
    assert win_shares((1, 3), (2, 2), 3, dropout=1, already_out=2)[1] > 0.5   # two left


def test_a_finished_game_is_worth_its_share_of_the_win_and_estimates_sum_to_one():
    # 章8 names one winner: second place is worth no more than last
    s = _new(3, 4)
    agents = [make_agent("medium") for _ in range(4)]
    rng = random.Random(3)
    sums = []
    while s.to_move() is not None:
        if s.pending is not None and s.pending[0] == "shiki":
            sums.append(sum(evaluate(s, p) for p in range(4)))
        p = s.to_move()
        s.apply(decide(agents[p], s, p, rng))
    assert sums and all(v == pytest.approx(1.0) for v in sums)
    r = s.result()
    got = [outcome(s, p) for p in range(4)]
    assert sum(got) == pytest.approx(1.0)
    for p in range(4):
        assert got[p] == (1.0 / len(r.winners()) if p in r.winners() else 0.0)


def test_the_round_pool_codes_every_outcome_it_can_hold():
    rows = [(((-1, -1), (6, 1), (0, 0)), 7), (((2, 0), (0, -1), (1, 1)), 123)]
    assert decode_rows(encode_rows(rows), 3) == rows


def test_the_round_pool_is_what_the_measuring_tool_records():
    path = Path(__file__).resolve().parents[2] / "tools" / "measure_rounds.py"
    spec = importlib.util.spec_from_file_location("measure_rounds", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    tables = {n: pool_table(n) for n in (3, 4, 5)}
    for n, table in tables.items():
        assert table
        for cls, rows in table.items():
            assert len(cls) == n and list(cls) == sorted(cls) and min(cls) >= 1
            for d, count in rows:
                assert count >= 1 and len(d) == n
                assert all(-1 <= dm <= 6 and -1 <= dg <= 1 for dm, dg in d)   # 完全調伏 and star bonuses
    # the first seeded game of each table size: every one of its rounds is in the pool
    for n in (3, 4, 5):
        rounds = tool.pools(tool.play((tool.SEED0, n)))
        for cls, rows in rounds.items():
            have = dict(tables[n][cls])
            for d, count in rows:
                assert have.get(d, 0) >= count
