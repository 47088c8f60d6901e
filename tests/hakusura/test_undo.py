"""Fair undo for ハクスラ陰陽師 (the kernel's record), over random games chosen by hypothesis:
undo never crosses a checkpoint (a reveal, a yokai draw, a flip, a random discard) nor
another seat's decision; every action that used chance is a checkpoint."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.record import check_undo_never_crosses_checkpoint, has_checkpoint
from game.hakusura.rules import HakusuraState
from tests.hakusura.helpers import options

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
CHOICES = st.lists(st.integers(min_value=0, max_value=10_000), min_size=30, max_size=200)
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MODES = ({"players": 2, "final": "duel"}, {"players": 2, "final": "boss"}, {"players": 1, "difficulty": 3})


@FAST
@given(seed=SEEDS, choices=CHOICES, mode=st.integers(0, 2))
def test_kernel_undo_checker_holds(seed, choices, mode):
    record = check_undo_never_crosses_checkpoint(HakusuraState, seed, choices, options(**MODES[mode]),
                                                 undo_every=3)
    counts = record.undo_check_counts
    assert counts["applied"] == len(record) + counts["undone"]


def test_every_chance_action_is_a_checkpoint():
    """The state's RNG moved (a yokai drawn, a flip, a random discard) or a pick was revealed →
    the action's events include a checkpoint."""
    seen = 0
    for g in range(40):
        s = HakusuraState.new_game(g, options(**MODES[g % 3]))
        rng = random.Random(g)
        while s.to_move() is not None:
            la = s.legal_actions()
            a = la[rng.randrange(len(la))]
            before = s.rng.getstate()
            played = [list(p.playing) for p in s.ps]
            ev = s.apply(a)
            revealed = any(len(p.played) and not played[p.seat] and p.playing for p in s.ps)
            if s.rng.getstate() != before or revealed:
                assert has_checkpoint(ev), a.text()
                seen += 1
    assert seen > 100
