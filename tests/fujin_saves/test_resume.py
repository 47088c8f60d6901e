"""Resume equals the uninterrupted game: random 式神符陣 games cut at random points,
autosaved (foreground and background writer) and loaded back give the identical
``to_json``; continuing with the same actions reaches the same final digest."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import saves
from game.engine.record import GameRecord, digest
from game.fujin.rules import FujinState


def _full_game(seed: int, pick: random.Random, limit: int = 600) -> list[str]:
    record = GameRecord("fujin", FujinState, seed)
    while record.state.to_move() is not None and len(record) < limit:
        la = record.state.legal_actions()
        record.apply(la[pick.randrange(len(la))])
    return record.actions


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**31 - 1), pick_seed=st.integers(0, 2**31 - 1),
       cut=st.floats(0.0, 1.0), background=st.booleans())
def test_resume_equals_the_uninterrupted_game(fresh_home, seed, pick_seed, cut, background):
    actions = _full_game(seed, random.Random(pick_seed))
    uninterrupted = GameRecord("fujin", FujinState, seed)
    for a in actions:
        uninterrupted.apply(a)
    k = min(len(actions), int(cut * (len(actions) + 1)))
    played = GameRecord("fujin", FujinState, seed, seats=["human", "computer:hard"])
    for a in actions[:k]:
        played.apply(a)
    saves.autosave(played, ["human", "computer:hard"], mode="vs-cpu", background=background)
    assert saves.flush_autosaves()
    loaded = saves.load_save("fujin")
    assert loaded.ok, loaded.problem
    rec = loaded.record
    assert rec.to_json() == played.to_json()
    assert rec.state.to_json() == played.state.to_json()
    assert not rec.digest_mismatch
    assert rec.meta["mode"] == "vs-cpu" and rec.seats == ["human", "computer:hard"]
    # the RNG travels too: chance after the resume matches the uninterrupted game
    for a in actions[k:]:
        rec.apply(a)
    assert rec.digest() == uninterrupted.digest() == digest(rec.replay())
    assert rec.state.to_json() == uninterrupted.state.to_json()


def test_every_cut_of_one_game_resumes_exactly(fresh_home):
    """One whole game, saved and loaded after every single action (the table's autosave rhythm)."""
    seed = 20240611
    actions = _full_game(seed, random.Random(5))
    final = GameRecord("fujin", FujinState, seed)
    for a in actions:
        final.apply(a)
    played = GameRecord("fujin", FujinState, seed)
    for i, a in enumerate(actions):
        played.apply(a)
        saves.autosave(played, ["human", "human"], mode="hotseat", background=True)
        if i % 5 == 4 or i == len(actions) - 1:
            assert saves.flush_autosaves()
            res = saves.load_save(saves.save_path("fujin", "hotseat"))
            assert res.ok, res.problem
            assert res.record.to_json() == played.to_json()
            for b in actions[i + 1:]:
                res.record.apply(b)
            assert res.record.digest() == final.digest()
