"""Fair undo for ジントリガー over random action sequences (hypothesis): undo never crosses
a checkpoint (a draw, a shuffle, a look at hidden cards, a bamboo appearing) nor another
player's decision; every action where chance or hidden cards moved is a checkpoint."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.record import check_undo_never_crosses_checkpoint
from game.zintrigger.rules import ZintriggerState

from .helpers import INFO

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
CHOICES = st.lists(st.integers(min_value=0, max_value=10_000), min_size=40, max_size=200)
FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(seed=SEEDS, choices=CHOICES, players=st.sampled_from((1, 2, 4)))
def test_kernel_undo_checker_holds(seed, choices, players):
    record = check_undo_never_crosses_checkpoint(ZintriggerState, seed, choices,
                                                 options=INFO.new_options({"players": players}))
    counts = record.undo_check_counts
    assert counts["applied"] == len(record) + counts["undone"]


def _secret(s: ZintriggerState):
    """What chance or hidden cards decide: the RNG, the decks, the shoot pile."""
    return (s.rng.getstate(), [d[:] for d in s.decks],
            s.solo["shoots"][:] if s.solo is not None else None)


def test_every_chance_or_hidden_move_is_a_checkpoint():
    for seed in range(40):
        s = ZintriggerState.new_game(seed, INFO.new_options({"players": (1, 2, 4)[seed % 3]}))
        rng = random.Random(seed)
        while s.to_move() is not None:
            la = s.legal_actions()
            a = la[rng.randrange(len(la))]
            before = _secret(s)
            decks = [d[:] for d in s.decks]
            ev = s.apply(a)
            after = _secret(s)
            took = any(set(decks[t]) - set(after[1][t]) for t in (0, 1))   # a card left a deck
            if before[0] != after[0] or took or before[2] != after[2]:
                assert any(e.checkpoint for e in ev), f"{a.text()} moved hidden cards without a checkpoint"
