"""Game record: replay, fair undo, save format and replay text."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from game.engine import IllegalAction, SAVE_FORMAT_VERSION
from game.engine.record import (GameRecord, check_undo_never_crosses_checkpoint, digest,
                                export_replay, import_replay)
from game.storage import BadFile
from tests.toys.kuhn import KuhnState
from tests.toys.nim import NimState

TOYS = [(NimState, {}), (NimState, {"multi": True}), (KuhnState, {"hands": 3})]


def random_record(cls, seed, options=None, upto=None) -> GameRecord:
    rec = GameRecord(cls.game_id, cls, seed, options)
    rng = random.Random(seed * 7 + 1)
    while not rec.state.is_over() and (upto is None or len(rec) < upto):
        rec.apply(rng.choice(rec.state.legal_actions()))
    return rec


@pytest.mark.parametrize("cls,options", TOYS)
def test_replay_rebuilds_every_prefix(cls, options) -> None:
    for seed in range(10):
        rec = random_record(cls, seed, options)
        assert rec.replay() == rec.state
        states = [rec.replay(upto=i).to_json() for i in range(len(rec) + 1)]
        for (i, text, events, state) in rec.iter_replay():
            assert rec.actions[i] == text and state.to_json() == states[i + 1]


@pytest.mark.parametrize("cls,options", TOYS)
def test_save_json_round_trip(cls, options) -> None:
    for seed in range(8):
        rec = random_record(cls, seed, options, upto=seed * 2)
        rec.meta["mode"] = "vs-cpu"
        data = rec.to_json()
        assert data["format"] == "fudaba-save" and data["version"] == SAVE_FORMAT_VERSION
        assert data["game"] == cls.game_id and data["seed"] == seed
        back = GameRecord.from_json(data, cls)
        assert back.state == rec.state and back.actions == rec.actions
        assert back.digest() == rec.digest() == digest(rec.state) and len(rec.digest()) == 16
        assert not back.digest_mismatch and back.meta["mode"] == "vs-cpu"


@pytest.mark.parametrize("cls,options", TOYS)
def test_replay_text_round_trip(cls, options) -> None:
    for seed in range(8):
        rec = random_record(cls, seed, options)
        rec.seats = ["human", "computer:hard"]
        text = export_replay(rec)
        assert text.startswith(f"fudaba-replay v1 game={cls.game_id} seed={seed}\n")
        back = import_replay(text, cls)
        assert back.state == rec.state and back.actions == rec.actions
        assert back.seats == rec.seats and back.options == rec.options
        assert import_replay("# a comment\n" + text + "\n\n", {cls.game_id: cls}).state == rec.state


def test_bad_records_say_which_action_failed() -> None:
    rec = random_record(NimState, 1)
    data = rec.to_json()
    data["actions"][2] = "take 9 9"
    with pytest.raises(BadFile) as exc:
        GameRecord.from_json(data, NimState)
    assert "3手目" in exc.value.ja and "Action 3" in exc.value.en and "heap 9" in exc.value.en
    data["actions"][2] = "gibberish"
    with pytest.raises(BadFile) as exc:
        GameRecord.from_json(data, NimState)
    assert "Action 3" in exc.value.en
    for broken, words in [
        ({**rec.to_json(), "format": "other"}, "not a Fudaba file"),
        ({**rec.to_json(), "version": SAVE_FORMAT_VERSION + 1}, "newer"),
        ({**rec.to_json(), "game": "kuhn"}, "another game"),
        ({**rec.to_json(), "seed": "12"}, "seed"),
        ({**rec.to_json(), "actions": "take 0 1"}, "actions"),
        ({**rec.to_json(), "options": {"heaps": "x"}}, "cannot start"),
        ([1, 2, 3], "not a Fudaba file"),
    ]:
        with pytest.raises(BadFile) as exc:
            GameRecord.from_json(broken, NimState)
        assert words in exc.value.en, (words, exc.value.en)
    for text, words in [("hello\n", "not a Fudaba replay"),
                        ("fudaba-replay v9 game=nim seed=1\n", "newer"),
                        ("fudaba-replay v1 game=nim seed=x\n", "seed"),
                        ("fudaba-replay v1 game=nim seed=1\noptions={\n", "settings"),
                        ("fudaba-replay v1 game=zzz seed=1\n", "Unknown game"),
                        ("fudaba-replay v1 game=nim seed=1\ntake 0 4\n", "Action 1")]:
        with pytest.raises(BadFile) as exc:
            import_replay(text, {"nim": NimState})
        assert words in exc.value.en, (words, exc.value.en)


def test_changed_rules_are_flagged_by_the_digest() -> None:
    rec = random_record(NimState, 2)
    data = rec.to_json()
    data["meta"]["digest"] = "0" * 16
    assert GameRecord.from_json(data, NimState).digest_mismatch


def test_undo_within_own_turn_only() -> None:
    rec = GameRecord("nim", NimState, 0, {"multi": True, "heaps": [3, 4, 5]})
    start = rec.state.to_json()
    rec.apply("take 0 1")
    rec.apply("take 1 1")
    assert rec.undo_depth(0) == 2 and rec.undo_depth(1) == 0
    with pytest.raises(IllegalAction) as exc:
        rec.undo(1)
    assert "own turn" in exc.value.en
    with pytest.raises(IllegalAction):
        rec.undo(0, 3)
    rec.undo(0, 2)
    assert rec.state.to_json() == start and rec.actions == []
    with pytest.raises(IllegalAction) as exc:
        rec.undo(0)
    assert "nothing" in exc.value.en.lower()
    # a shake is chance: it and everything before it stand
    rec.apply("take 0 1")
    rec.apply("shake")
    rec.apply("take 1 1")
    assert rec.undo_depth(0) == 1
    rec.undo(0)
    with pytest.raises(IllegalAction) as exc:
        rec.undo(0)
    assert "revealed" in exc.value.en
    # handing the turn over ends the undo window for both
    rec.apply("take 2 1")
    rec.apply("end")
    assert rec.undo_depth(0) == 0 and rec.undo_depth(1) == 0
    rec.apply("take 2 1")
    with pytest.raises(IllegalAction) as exc:
        rec.undo(0)
    assert rec.undo_depth(1) == 1
    rec.undo(1)
    assert rec.state == rec.replay()


def test_undo_after_loading_replays_from_the_seed() -> None:
    rec = GameRecord("nim", NimState, 5, {"multi": True})
    rec.apply("take 0 1")
    rec.apply("take 1 2")
    back = GameRecord.from_json(rec.to_json(), NimState)
    back._before.clear()  # as if nothing were cached
    back.undo(0, 2)
    assert back.state == NimState.new_game(5, {"multi": True})


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), choices=st.lists(st.integers(0, 60), max_size=80))
def test_undo_never_crosses_a_checkpoint_multi_nim(seed, choices) -> None:
    check_undo_never_crosses_checkpoint(NimState, seed, choices, {"multi": True})


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), choices=st.lists(st.integers(0, 60), max_size=40))
@pytest.mark.parametrize("cls,options", [(NimState, {}), (KuhnState, {"hands": 2})])
def test_undo_never_crosses_a_checkpoint_toys(cls, options, seed, choices) -> None:
    check_undo_never_crosses_checkpoint(cls, seed, choices, options)


def test_the_checker_really_undoes() -> None:
    rng = random.Random(3)
    totals = {"undone": 0, "refused": 0, "applied": 0}
    for seed in range(40):
        rec = check_undo_never_crosses_checkpoint(
            NimState, seed, [rng.randrange(60) for _ in range(60)], {"multi": True})
        for k, v in rec.undo_check_counts.items():
            totals[k] += v
    assert totals["undone"] > 50 and totals["refused"] > 20 and totals["applied"] > 200, totals
