"""Fair undo for 鬼調伏 (hypothesis): undo never crosses a checkpoint (a draw, a reveal,
the closing of the secret choice, a judgement) nor another seat's decision, and any
action where chance moved (the state's RNG or a deck) is a checkpoint."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import games
from game.chobuku.rules import ChobukuState
from game.engine.record import check_undo_never_crosses_checkpoint, has_checkpoint

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
CHOICES = st.lists(st.integers(min_value=0, max_value=10_000), min_size=30, max_size=160)
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(seed=SEEDS, choices=CHOICES, players=st.sampled_from((2, 3, 4, 5)))
def test_kernel_undo_checker_holds(seed, choices, players):
    opts = games.get("chobuku").new_options({"players": players, "characters": "choose"})
    record = check_undo_never_crosses_checkpoint(ChobukuState, seed, choices, options=opts, undo_every=3)
    counts = record.undo_check_counts
    assert counts["applied"] == len(record) + counts["undone"]


def _chance(before: ChobukuState, after: ChobukuState) -> bool:
    if before.rng.getstate() != after.rng.getstate():
        return True
    if len(after.bottle_deck) < len(before.bottle_deck) or len(after.star_deck) < len(before.star_deck):
        return True
    if after.round != before.round:
        return True
    revealed = lambda s: sum(c.slot_up for c in s.cands) + sum(not c.initial_down for c in s.cands)  # noqa: E731
    return revealed(after) > revealed(before)


@FAST
@given(seed=SEEDS, choices=CHOICES)
def test_every_chance_or_reveal_is_a_checkpoint(seed, choices):
    s = ChobukuState.new_game(seed, games.get("chobuku").new_options({"players": 3, "characters": "all"}))
    for c in choices:
        if s.to_move() is None:
            break
        la = s.legal_actions()
        before = s.clone()
        ev = s.apply(la[c % len(la)])
        if _chance(before, s):
            assert has_checkpoint(ev), la[c % len(la)].text()
