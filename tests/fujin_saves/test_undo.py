"""Fair undo for 式神符陣, over random action sequences chosen by hypothesis.

* undo never crosses a checkpoint (a draw, a shuffle, a reveal, any chance
  outcome) nor another player's decision, and restores exactly the state
  before the undone actions (JSON equality; replay agrees);
* chance is detected here independently of the events (the state's RNG
  moved, a deck changed): every such action must be a checkpoint;
* undo is only offered to the player whose turn it is (everyone else gets 0
  and a refusal that changes nothing);
* hot seat: undoing never changes what the other player can see —
  ``view(other)`` after the undo equals ``view(other)`` before the undone
  actions, and the undone actions never touched the other player's hidden
  cards (their hand) in between.
"""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.errors import IllegalAction
from game.engine.record import GameRecord, check_undo_never_crosses_checkpoint, has_checkpoint
from game.fujin.rules import FujinState

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
CHOICES = st.lists(st.integers(min_value=0, max_value=10_000), min_size=40, max_size=250)
FAST = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _chance(before: FujinState, after: FujinState) -> bool:
    """Did chance decide or hidden cards come to light? (independent of the events)"""
    return (before.rng.getstate() != after.rng.getstate()
            or before.decks != after.decks
            or any(len(after.hands[p]) > len(before.hands[p]) for p in (0, 1)))


@FAST
@given(seed=SEEDS, choices=CHOICES)
def test_kernel_undo_checker_holds_for_fujin(seed, choices):
    record = check_undo_never_crosses_checkpoint(FujinState, seed, choices, undo_every=3)
    counts = record.undo_check_counts
    assert counts["applied"] == len(record) + counts["undone"]


@FAST
@given(seed=SEEDS, choices=CHOICES)
def test_undo_is_fair_and_exact(seed, choices):
    drive(seed, choices)


def test_the_driver_really_undoes():
    """The property above is not vacuous: over fixed random runs, multi-step undos happen."""
    import random
    totals = {"undone": 0, "multi": 0, "refused": 0}
    for seed in range(30):
        rng = random.Random(seed)
        out = drive(seed, [rng.randrange(10_000) for _ in range(160)])
        for k in totals:
            totals[k] += out[k]
    assert totals["undone"] >= 30 and totals["multi"] >= 3 and totals["refused"] >= 30, totals


def drive(seed: int, choices) -> dict:
    stats = {"undone": 0, "multi": 0, "refused": 0}
    record = GameRecord("fujin", FujinState, seed)
    # per applied action: (mover, checkpoint, state json before, views before, hands before/after)
    log: list[dict] = []
    for c in choices:
        state = record.state
        p = state.to_move()
        if p is None:
            break
        other = 1 - p
        # only the player to move is offered an undo; a refusal changes nothing
        assert record.undo_depth(other) == 0
        snap = state.to_json()
        try:
            record.undo(other)
        except IllegalAction as exc:
            assert exc.ja and exc.en
        else:
            raise AssertionError("the player not to move was allowed to undo")
        assert record.state.to_json() == snap
        depth = record.undo_depth(p)
        # independent count: trailing own actions without chance
        expected = 0
        for entry in reversed(log):
            if entry["mover"] != p or entry["checkpoint"]:
                break
            expected += 1
        assert depth == expected, (depth, expected, record.actions[-6:])
        if c % 4 == 0 and log:
            steps = 1 + (c // 4) % (depth + 1)
            if steps > depth:
                before_actions = record.actions
                try:
                    record.undo(p, steps)
                except IllegalAction as exc:
                    assert exc.reason("en")
                else:
                    raise AssertionError(f"undo of {steps} allowed with depth {depth}")
                assert record.state.to_json() == snap and record.actions == before_actions
                stats["refused"] += 1
                continue
            target = len(log) - steps
            undone = log[target:]
            for entry in undone:
                assert entry["mover"] == p and not entry["checkpoint"] and not entry["chance"]
                # the undone action never touched the other player's hidden cards
                assert entry["other_hand_before"] == entry["other_hand_after"]
            other_view_before = log[target]["views"][other]
            record.undo(p, steps)
            assert record.state.to_json() == log[target]["json"], "undo did not restore the state"
            assert record.replay().to_json() == log[target]["json"]
            assert record.state.view(other) == other_view_before
            assert record.state.view(None) == log[target]["views"][None]
            assert record.state.to_move() == p
            del log[target:]
            stats["undone"] += steps
            stats["multi"] += steps > 1
            continue
        legal = state.legal_actions()
        action = legal[c % len(legal)]
        before_state = state.clone()
        entry = {"mover": p, "json": state.to_json(),
                 "views": {q: state.view(q) for q in (0, 1, None)},
                 "other_hand_before": tuple(state.hands[other])}
        events = record.apply(action)
        after = record.state
        entry["checkpoint"] = has_checkpoint(events)
        entry["chance"] = _chance(before_state, after)
        entry["other_hand_after"] = tuple(after.hands[other])
        # anything chance decided must be a checkpoint
        if entry["chance"]:
            assert entry["checkpoint"], (action.text(), events)
        # a decision handed to the other player ends the undo window for everyone
        if after.to_move() is not None and after.to_move() != p:
            assert record.undo_depth(p) == 0
        log.append(entry)
    assert record.replay().to_json() == record.state.to_json()
    return stats


def test_undo_never_crosses_the_opponents_counter_decision():
    """A position with a pending counter: the attacker cannot take back past the defender's choice."""
    import random
    for seed in range(200):
        record = GameRecord("fujin", FujinState, seed)
        rng = random.Random(seed)
        while record.state.to_move() is not None and len(record) < 400:
            st_ = record.state
            if st_.pending is not None and st_.pending[0] == "counter":
                attacker = st_.current
                defender = st_.to_move()
                assert defender != attacker
                assert record.undo_depth(attacker) == 0
                record.apply(st_.legal_actions()[0])
                if record.state.to_move() == attacker:
                    assert record.undo_depth(attacker) == 0   # the defender's decision stands
                    assert record.undo_refusal(attacker) is not None
                return
            la = st_.legal_actions()
            attacks = [a for a in la if a.text().startswith("attack")]
            record.apply(rng.choice(attacks) if attacks and rng.random() < 0.7 else rng.choice(la))
    raise AssertionError("no counter decision reached in 200 seeds")
