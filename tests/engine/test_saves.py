"""Autosave / resume / replay files on disk, and what happens to broken files."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game import saves
from game.engine.record import GameRecord
from tests.toys.kuhn import KuhnState
from tests.toys.nim import NimState

CLASSES = {"nim": NimState, "kuhn": KuhnState}
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("FUDABA_HOME", str(tmp_path))
    return tmp_path


def _play(rec: GameRecord, rng: random.Random, n: int | None = None) -> None:
    while not rec.state.is_over() and (n is None or n > 0):
        rec.apply(rng.choice(rec.state.legal_actions()))
        saves.autosave(rec, ["human", "computer:normal"], mode="vs-cpu")
        if n is not None:
            n -= 1


@pytest.mark.parametrize("cls,options", [(NimState, {"multi": True}), (KuhnState, {"hands": 4})])
def test_resume_equals_the_uninterrupted_game(cls, options) -> None:
    for seed in range(12):
        cut = random.Random(seed).randrange(0, 12)
        straight = GameRecord(cls.game_id, cls, seed, options)
        _play(straight, random.Random(seed))
        interrupted = GameRecord(cls.game_id, cls, seed, options)
        rng = random.Random(seed)
        _play(interrupted, rng, cut)
        saves.autosave(interrupted, ["human", "computer:normal"], mode="vs-cpu")
        loaded = saves.load_save(cls.game_id, CLASSES)
        assert loaded.ok, loaded.problem
        resumed = loaded.record
        assert resumed.state == interrupted.state and resumed.actions == interrupted.actions
        _play(resumed, rng)
        assert resumed.state == straight.state and resumed.actions == straight.actions
        assert resumed.meta["mode"] == "vs-cpu"


def test_list_resumable_and_delete(home) -> None:
    assert saves.list_resumable() == []
    rec = GameRecord("nim", NimState, 1)
    rec.apply("take 0 1")
    saves.autosave(rec, ["human", "computer:easy"], mode="vs-cpu")
    time.sleep(0.01)
    k = GameRecord("kuhn", KuhnState, 1)
    saves.autosave(k, ["human", "human"], mode="hotseat", turn=("第1局", "hand 1"))
    items = saves.list_resumable()
    assert [s.game for s in items] == ["kuhn", "nim"]  # newest first
    assert items[0].mode == "hotseat" and items[0].turn("en") == "hand 1" and items[0].turn() == "第1局"
    assert items[1].turn("en") == "turn 2" and items[1].moves == 1
    assert items[1].seats == ["human", "computer:easy"] and items[1].saved_at_text
    (home / "saves" / "current-zzz.json").write_text("{broken")
    broken = [s for s in saves.list_resumable() if s.problem is not None]
    assert [s.game for s in broken] == ["zzz"]
    assert (home / "saves" / "current-zzz.json").exists()  # listing never moves files
    assert saves.delete_save("nim", "vs-cpu") and not saves.delete_save("nim", "vs-cpu")
    assert [s.game for s in saves.list_resumable() if s.problem is None] == ["kuhn"]


def _seed_that_breaks_replay(rec_actions, options):
    for seed in range(1000):
        try:
            GameRecord.from_json({"format": "fudaba-save", "version": 1, "game": "nim",
                                  "seed": seed, "options": options, "actions": rec_actions,
                                  "meta": {}}, NimState)
        except Exception:
            return seed
    raise AssertionError("no breaking seed found")


def _broken_files():
    rec = GameRecord("nim", NimState, 3, {"multi": True})
    heap = int(rec.apply("shake")[0].zone.split(":")[1])
    rec.apply(f"take {heap} {rec.state.heaps[heap]}")  # legal only after this seed's shake
    rec.apply("end")
    good = rec.to_json()
    text = json.dumps(good)
    illegal = json.loads(text)
    illegal["actions"][1] = "take 0 99"
    reseeded = json.loads(text)
    reseeded["seed"] = _seed_that_breaks_replay(good["actions"], good["options"])
    return {
        "truncated": (text[: len(text) // 2], "damaged"),
        "not json": ("これはJSONではない", "damaged"),
        "binary": (b"\xff\xfe\x00garbage", "corrupted"),
        "wrong tag": (json.dumps({**good, "format": "something-else"}), "not a Fudaba file"),
        "newer": (json.dumps({**good, "version": 99}), "newer Fudaba"),
        "illegal action": (json.dumps(illegal), "Action 2"),
        "hand-edited seed": (json.dumps(reseeded), "Action 2"),
        "unknown game": (json.dumps({**good, "game": "zzz"}), "Unknown game"),
        "no actions": (json.dumps({k: v for k, v in good.items() if k != "actions"}), "missing"),
    }


@pytest.mark.parametrize("kind", list(_broken_files()))
def test_broken_saves_are_explained_and_kept_aside(home, kind) -> None:
    content, words = _broken_files()[kind]
    path = home / "saves" / "current-nim.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    res = saves.load_save(path, CLASSES)  # never raises
    assert res.record is None and res.problem is not None
    assert words in res.problem.en, res.problem.en
    assert res.problem.ja and res.problem.ja != res.problem.en
    assert not path.exists()
    assert res.moved_to is not None and res.moved_to.exists()
    assert ".bad-" in res.moved_to.name and res.moved_to.name.startswith("current-nim.json")
    assert res.moved_to.read_bytes() == (content if isinstance(content, bytes) else content.encode())


def test_missing_save_is_a_problem_not_a_crash() -> None:
    res = saves.load_save("nim", CLASSES)
    assert not res.ok and res.moved_to is None and "no saved game" in res.problem.en


WRITER = textwrap.dedent("""
    import random, sys
    sys.path.insert(0, {root!r})
    from game import saves
    from game.engine.record import GameRecord
    from tests.toys.nim import NimState
    rng = random.Random(0)
    seed = 0
    print("ready", flush=True)
    while True:
        rec = GameRecord("nim", NimState, seed, {{"multi": True, "heaps": [9, 9, 9, 9]}})
        while not rec.state.is_over():
            rec.apply(rng.choice(rec.state.legal_actions()))
            saves.autosave(rec, ["computer:a", "computer:b"], mode="cpu-vs-cpu")
        seed += 1
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_writer_leaves_a_loadable_save(home) -> None:
    env = {**os.environ, "FUDABA_HOME": str(home)}
    for delay in (0.3, 0.55, 0.8):
        proc = subprocess.Popen([sys.executable, "-c", WRITER.format(root=str(ROOT))], env=env,
                                stdout=subprocess.PIPE)
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait(5)
        res = saves.load_save("nim", CLASSES)
        assert res.ok, res.problem.en
        assert res.record.meta["mode"] == "cpu-vs-cpu"
        assert not list(home.glob("saves/*.bad-*"))


def test_replay_files(home) -> None:
    rec = GameRecord("kuhn", KuhnState, 8, {"hands": 2})
    _play(rec, random.Random(1))
    path = saves.save_replay(rec)
    assert path.parent == home / "replays" and saves.list_replays() == [path]
    res = saves.load_replay(path, CLASSES)
    assert res.ok and res.record.state == rec.state
    path.write_text("fudaba-replay v1 game=kuhn seed=8\ncall\n")
    res = saves.load_replay(path, CLASSES)
    assert not res.ok and "Action 1" in res.problem.en and path.exists()


def test_background_autosave_writes_the_newest_snapshot(tmp_path, monkeypatch):
    """Autosaves off the frame thread still land on disk, newest last, and delete wins."""
    import random
    from game import saves
    from game.engine.record import GameRecord
    from tests.toys.nim import NimState
    monkeypatch.setenv("FUDABA_HOME", str(tmp_path))
    rec = GameRecord("nim", NimState, 3)
    rng = random.Random(3)
    for _ in range(4):
        la = rec.state.legal_actions()
        rec.apply(la[rng.randrange(len(la))])
        saves.autosave(rec, ["human", "computer:easy"], mode="vs-cpu", background=True)
    assert saves.flush_autosaves()
    loaded = saves.load_save(saves.save_path("nim", "vs-cpu"), classes={"nim": NimState})
    assert loaded.problem is None and loaded.record.actions == rec.actions
    saves.autosave(rec, background=True)
    assert saves.delete_save_for(rec) and not saves.save_path("nim", "vs-cpu").exists()
