"""``python -m game --smoke`` and ``python -m game.bench`` are not a player's
games: unless ``FUDABA_HOME`` is set they play in a temporary data folder of
their own (removed afterwards), never in the player's statistics and replays.
``--json`` prints the JSON object alone on stdout."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from game import paths, storage

ROOT = Path(__file__).resolve().parents[2]


def _player_env(tmp_path: Path) -> dict[str, str]:
    """A player's environment: no FUDABA_HOME, the per-user data folder under tmp_path."""
    env = {k: v for k, v in os.environ.items() if k != "FUDABA_HOME"}
    env.update(HOME=str(tmp_path / "home"), XDG_DATA_HOME=str(tmp_path / "xdg"), TMPDIR=str(tmp_path / "tmp"),
               APPDATA=str(tmp_path / "appdata"), LOCALAPPDATA=str(tmp_path / "localappdata"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    (tmp_path / "tmp").mkdir()
    (tmp_path / "tmp" / "keep").write_text("")     # an empty temp folder would count as left over
    return env


def _written(tmp_path: Path) -> list[str]:
    """Every file and folder left under the fake per-user folders and the temp folder."""
    return sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*")
                  if p.name != "keep" and (p.is_file() or not any(p.iterdir())))


def test_smoke_leaves_the_players_data_alone(tmp_path):
    env = _player_env(tmp_path)
    out = subprocess.run([sys.executable, "-m", "game", "--smoke", "--actions", "3"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "smoke: fujin: ok" in out.stdout
    assert _written(tmp_path) == []        # nothing in the user's data folder, its own folder removed


def test_bench_uses_a_folder_of_its_own(tmp_path, monkeypatch):
    from game.bench import SECTIONS
    from game.bench.__main__ import main
    seen = []

    def probe(report, args):
        folder = paths.user_data_dir()
        (folder / "stats.json").write_text("{}", encoding="utf-8")
        seen.append(folder)
        report.add("probe.value", 1, "x")

    monkeypatch.setitem(SECTIONS, "probe", (probe, False))
    monkeypatch.delenv("FUDABA_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert main(["probe"]) == 0
    assert seen and not seen[0].exists()                       # used, then removed
    assert Path(tempfile.gettempdir()) in seen[0].parents
    assert "FUDABA_HOME" not in os.environ and _written(tmp_path) == []
    # an explicit FUDABA_HOME is respected (and kept)
    mine = tmp_path / "mine"
    monkeypatch.setenv("FUDABA_HOME", str(mine))
    assert main(["probe"]) == 0
    assert seen[1] == mine and (mine / "stats.json").exists()


def test_private_home_restores_the_environment(monkeypatch):
    monkeypatch.delenv("FUDABA_HOME")
    with storage.private_home() as folder:
        assert os.environ["FUDABA_HOME"] == str(folder) and folder.is_dir()
    assert "FUDABA_HOME" not in os.environ and not folder.exists()


def test_bench_json_is_the_only_thing_on_stdout(tmp_path):
    env = _player_env(tmp_path)
    # "build" explains on stdout that there is no bundle; "startup" runs child processes
    out = subprocess.run([sys.executable, "-m", "game.bench", "--json", "--only", "build,startup", "--runs", "1"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stderr[-3000:]
    data = json.loads(out.stdout)               # the whole of stdout is one JSON object
    assert data["startup.first_frame_s"]["unit"] == "s" and "goal" in data["startup.first_frame_s"]
    assert "# build:" in out.stderr             # the rest went to stderr
    assert _written(tmp_path) == []
