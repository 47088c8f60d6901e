"""``python -m game selfplay`` / ``replay --verify``: digests agree, bad files exit 1 with words."""
from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game import games
from game.cli_replay import main, selfplay
from game.engine.record import GameRecord, export_replay, import_replay

ROOT = Path(__file__).resolve().parents[2]


def _digest(out: str) -> str:
    lines = [ln for ln in out.splitlines() if ln.startswith("digest ")]
    assert len(lines) == 1, out
    return lines[0].split()[1]


def _available(code: str) -> bool:
    info = games.get(code)
    try:
        info.state_type()
    except ImportError:
        return False
    return info.agent_factory() is not None


def _has_rules(code: str) -> bool:
    try:
        games.get(code).state_type()
    except ImportError:
        return False
    return True


AVAILABLE = [g.code for g in games.GAMES if _available(g.code)]
WITH_RULES = [g.code for g in games.GAMES if _has_rules(g.code)]


@pytest.mark.parametrize("seed,levels", [(1, "easy"), (7, "easy,medium"), (11, "random")])
def test_selfplay_then_verify_gives_the_same_digest(tmp_path, capsys, seed, levels):
    out = tmp_path / f"fujin-{seed}.txt"
    assert main(["selfplay", "--game", "fujin", "--seed", str(seed), "--out", str(out),
                 "--levels", levels]) == 0
    played = capsys.readouterr().out
    assert "result " in played and out.exists()
    assert main(["replay", str(out), "--verify"]) == 0
    assert _digest(capsys.readouterr().out) == _digest(played)


def test_max_actions_cuts_the_game_and_still_verifies(tmp_path, capsys):
    out = tmp_path / "cut.txt"
    assert main(["selfplay", "--game", "fujin", "--seed", "3", "--out", str(out), "--max-actions", "5"]) == 0
    played = capsys.readouterr().out
    assert "actions 5" in played and "unfinished" in played
    assert main(["replay", str(out), "--verify", "--log"]) == 0
    replayed = capsys.readouterr().out
    assert _digest(replayed) == _digest(played)


def test_cli_imports_no_pygame():
    code = ("import sys, tempfile, os; from game.cli_replay import main; "
            "d = tempfile.mkdtemp(); f = os.path.join(d, 'r.txt'); "
            "assert main(['selfplay', '--game', 'fujin', '--seed', '2', '--out', f, '--max-actions', '8']) == 0; "
            "assert main(['replay', f, '--verify']) == 0; "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    res = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr


def test_subprocess_selfplay_and_verify(tmp_path):
    out = tmp_path / "sub.txt"
    env = dict(os.environ, FUDABA_HOME=str(tmp_path / "home"))
    play = subprocess.run([sys.executable, "-m", "game", "selfplay", "--game", "fujin", "--seed", "4",
                           "--out", str(out), "--max-actions", "12"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert play.returncode == 0, play.stderr
    check = subprocess.run([sys.executable, "-m", "game", "replay", str(out), "--verify"],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert check.returncode == 0, check.stderr
    assert _digest(check.stdout) == _digest(play.stdout)


@pytest.mark.parametrize("content,words", [
    ("this is not a replay\n", "not a Fudaba replay"),
    ("fudaba-replay v1 game=fujin seed=1\noptions={}\nfly to the moon\n", "Action 1"),
    ("fudaba-replay v1 game=fujin seed=xyz\n", "seed"),
    ("fudaba-replay v9 game=fujin seed=1\n", "newer"),
    ("fudaba-replay v1 game=nosuchgame seed=1\n", "Unknown game"),
    ("fudaba-replay v1 game=fujin seed=1\noptions={broken\n", "settings line"),
])
def test_broken_replay_exits_1_with_a_clear_message(tmp_path, capsys, content, words):
    bad = tmp_path / "bad.txt"
    bad.write_text(content, encoding="utf-8")
    assert main(["replay", str(bad), "--verify"]) == 1
    captured = capsys.readouterr()
    assert "bad.txt" in captured.err and words in captured.err
    assert "digest" not in captured.out


def test_unreadable_and_missing_files_exit_1(tmp_path, capsys):
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    assert main(["replay", str(binary)]) == 1
    assert "not UTF-8" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "missing.txt")]) == 1
    assert "cannot be read" in capsys.readouterr().err


def test_unknown_or_unbuilt_game_is_refused(tmp_path, capsys):
    assert main(["selfplay", "--game", "nosuch", "--out", str(tmp_path / "x.txt")]) == 1
    assert "unknown game" in capsys.readouterr().err
    for info in games.GAMES:
        if info.code not in AVAILABLE:
            assert main(["selfplay", "--game", info.code, "--out", str(tmp_path / "y.txt")]) == 1
            assert "not available" in capsys.readouterr().err


@pytest.mark.parametrize("code", WITH_RULES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_export_import_gives_the_identical_final_state(code, seed):
    """For every game whose rules exist (no AI needed): random legal play, export, import."""
    state_cls = games.get(code).state_type()
    record = GameRecord(code, state_cls, seed, {}, ["computer:random"] * 2)
    rng = random.Random(seed)
    while not record.state.is_over() and len(record) < 400:
        record.apply(rng.choice(list(record.state.legal_actions())))
    again = import_replay(export_replay(record), games.state_classes())
    assert again.game_id == code and again.seats == record.seats
    assert again.actions == record.actions
    assert again.state.to_json() == record.state.to_json()
    assert again.digest() == record.digest()


def test_every_game_with_rules_is_covered():
    assert "fujin" in AVAILABLE and "fujin" in WITH_RULES


def test_selfplay_function_records_seats_and_mode():
    record = selfplay("fujin", 5, ["easy", "medium"], max_actions=6)
    assert record.seats == ["computer:easy", "computer:medium"] and len(record) == 6
    with pytest.raises(ValueError):
        selfplay("fujin", 5, ["easy", "easy", "easy"])
