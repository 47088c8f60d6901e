"""The desktop app as a player gets it: build the one-folder bundle with
PyInstaller from ``build/fudaba.spec``, check that it carries every resource,
and run the frozen executable's ``--smoke`` headless.

One test function on purpose: under pytest-xdist a module-scoped fixture
would be built once per worker. Skipped by ``--no-build`` or
``FUDABA_SKIP_BUILD=1`` (see ``tests/conftest.py``).
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "fudaba.spec"
BUILD_TIMEOUT_S = 600
SMOKE_TIMEOUT_S = 300
MAX_BUNDLE_MB = 70
SOUNDS = ("card_slide", "card_place", "turn", "hit", "destroy", "banner", "click", "error")


def _tail(text: str, lines: int = 40) -> str:
    return "\n".join(text.splitlines()[-lines:])


def _snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns)
            for p in folder.rglob("*")}


def _source_files(*folders: str) -> list[Path]:
    out = []
    for name in folders:
        base = ROOT / name
        if base.is_dir():
            out += [p.relative_to(ROOT) for p in base.rglob("*")
                    if p.is_file() and "__pycache__" not in p.parts]
    return sorted(out)


def _run_frozen(exe: Path, args: list[str], home: Path, cwd: Path, timeout: float):
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", FUDABA_HOME=str(home))
    env.pop("PYTHONPATH", None)
    return subprocess.run([str(exe), *args], cwd=cwd, env=env, timeout=timeout,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          errors="replace")


@pytest.mark.build
def test_frozen_app_builds_carries_resources_and_passes_smoke(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller", reason="install the build extra: pip install -e '.[build]'")
    dist, work = tmp_path / "dist", tmp_path / "work"

    # 1. build -----------------------------------------------------------------
    start = time.perf_counter()
    built = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(dist), "--workpath", str(work), str(SPEC)],
        cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, text=True, errors="replace",
        timeout=BUILD_TIMEOUT_S)
    build_s = time.perf_counter() - start
    assert built.returncode == 0, f"PyInstaller failed:\n{_tail(built.stdout)}\n{_tail(built.stderr)}"

    bundle = dist / "fudaba"
    exe = bundle / ("fudaba.exe" if sys.platform == "win32" else "fudaba")
    assert exe.is_file(), f"no executable at {exe}"
    internal = bundle / "_internal"   # PyInstaller 6 contents directory == sys._MEIPASS

    # 2. resources: every file of assets/ and levels/, and the locale catalogues
    expected = _source_files("assets", "levels")
    missing = [str(p) for p in expected if not (internal / p).is_file()]
    assert not missing, f"not bundled: {missing}"
    changed = [str(p) for p in expected if (internal / p).stat().st_size != (ROOT / p).stat().st_size]
    assert not changed, f"bundled copies differ: {changed}"
    assert list((internal / "assets" / "fonts").glob("*.ttf")), "no fonts in the bundle"
    for name in SOUNDS:
        assert (internal / "assets" / "sounds" / f"{name}.wav").is_file(), f"sound {name} missing"
    assert (internal / "assets" / "icon.png").is_file()
    for tmx in sorted((ROOT / "levels" / "tables").glob("*.tmx")):
        assert (internal / "levels" / "tables" / tmx.name).is_file(), f"{tmx.name} missing"
    for catalogue in sorted((ROOT / "game" / "locale").rglob("*.json")):
        rel = catalogue.relative_to(ROOT)
        assert (internal / rel).is_file(), f"locale catalogue {rel} missing"

    size_mb = sum(p.lstat().st_size for p in bundle.rglob("*") if p.is_file()) / 2**20
    assert size_mb <= MAX_BUNDLE_MB, f"bundle is {size_mb:.1f} MB (limit {MAX_BUNDLE_MB} MB)"

    # 3. the frozen app's own smoke test, headless, settings in a private home --
    home, cwd = tmp_path / "home", tmp_path / "cwd"
    home.mkdir()
    cwd.mkdir()
    before = _snapshot(bundle)
    start = time.perf_counter()
    smoke = _run_frozen(exe, ["--smoke"], home, cwd, SMOKE_TIMEOUT_S)
    smoke_s = time.perf_counter() - start
    assert smoke.returncode == 0, (
        f"frozen --smoke exited {smoke.returncode}:\n{_tail(smoke.stdout)}\n{_tail(smoke.stderr)}")

    # 4. nothing written next to the program or into the working directory ----
    after = _snapshot(bundle)
    assert after == before, f"the app wrote into its own folder: {sorted(set(after) ^ set(before))}"
    assert not list(cwd.iterdir()), f"the app wrote into its working directory: {list(cwd.iterdir())}"

    print(f"\nfrozen app: build {build_s:.1f} s, bundle {size_mb:.1f} MB, smoke {smoke_s:.1f} s")
