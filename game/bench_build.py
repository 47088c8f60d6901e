"""Measure a built desktop bundle: its size and its start-up to first frame.

    python -m game.bench_build [dist/fudaba]      # prints JSON

``measure_frozen(dist_dir)`` returns ``{"build.bundle_mb": ..,
"build.frozen_first_frame_s": ..}`` (plus detail keys) for the bench, or
``{}`` when there is no bundle to measure. Start-up is timed by launching
the frozen executable with ``--first-frame`` and
``FUDABA_EXIT_AFTER_FIRST_FRAME=1`` (the App quits right after presenting
its first frame): from launch to the ``FIRST_FRAME <unix time>`` line the
App prints, or to its exit if it prints none. The best of a few runs is
reported, as the first one also pays for a cold disk cache. Runs headless (SDL dummy drivers) with a throw-away
``FUDABA_HOME`` so it never touches the user's settings.

Standard library only; not bundled into the app itself.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

APP_NAME = "fudaba"


def find_executable(dist_dir: str | os.PathLike) -> Path | None:
    """The frozen executable inside ``dist_dir`` (the bundle folder or its parent)."""
    base = Path(dist_dir).resolve()
    exe_name = APP_NAME + (".exe" if sys.platform == "win32" else "")
    for folder in (base, base / APP_NAME):
        candidate = folder / exe_name
        if candidate.is_file():
            return candidate
    return None


def folder_size_bytes(folder: Path) -> int:
    total = 0
    for root, _dirs, files in os.walk(folder):
        for name in files:
            path = Path(root, name)
            if not path.is_symlink():
                total += path.stat().st_size
    return total


def time_first_frame(exe: Path, *, runs: int = 3, timeout: float = 60.0,
                     headless: bool = True) -> tuple[list[float], int | None]:
    """Seconds per run from launch to the first frame (``None`` code: timed out)."""
    env = dict(os.environ)
    env["FUDABA_EXIT_AFTER_FIRST_FRAME"] = "1"
    if headless:
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_AUDIODRIVER"] = "dummy"
    times: list[float] = []
    code: int | None = None
    with tempfile.TemporaryDirectory(prefix="fudaba-bench-home-") as home:
        env["FUDABA_HOME"] = home
        for _ in range(runs):
            launched = time.time()
            start = time.perf_counter()
            try:
                proc = subprocess.run([str(exe), "--first-frame"], env=env, cwd=home,
                                      timeout=timeout, stdin=subprocess.DEVNULL,
                                      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                      text=True, errors="replace")
            except subprocess.TimeoutExpired:
                return times, None
            elapsed = time.perf_counter() - start
            code = proc.returncode
            if code != 0:
                break
            times.append(_first_frame_stamp(proc.stdout, launched) or elapsed)
    return times, code


def _first_frame_stamp(stdout: str, launched: float) -> float | None:
    for line in stdout.splitlines():
        if line.startswith("FIRST_FRAME "):
            try:
                return max(0.0, float(line.split()[1]) - launched)
            except (IndexError, ValueError):
                return None
    return None


def measure_frozen(dist_dir: str | os.PathLike = "dist/fudaba", *, runs: int = 3,
                   timeout: float = 60.0) -> dict:
    """Size and first-frame start-up of the bundle in ``dist_dir``; ``{}`` if none."""
    exe = find_executable(dist_dir)
    if exe is None:
        return {}
    bundle = exe.parent
    result: dict = {
        "build.bundle_mb": round(folder_size_bytes(bundle) / 2**20, 1),
        "build.frozen_first_frame_s": None,
        "build.exe": str(exe),
    }
    times, code = time_first_frame(exe, runs=runs, timeout=timeout)
    result["build.frozen_runs_s"] = [round(t, 3) for t in times]
    if code is None:
        result["build.error"] = (f"no exit within {timeout:.0f} s: does the App honour "
                                 "--first-frame / FUDABA_EXIT_AFTER_FIRST_FRAME=1?")
    elif code != 0:
        result["build.error"] = f"frozen app exited with code {code}"
    elif times:
        result["build.frozen_first_frame_s"] = round(min(times), 3)
    return result


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    dist = args[0] if args else "dist/fudaba"
    result = measure_frozen(dist)
    if not result:
        print(json.dumps({"build": f"no bundle in {dist}; run `make dist` first"}))
        return 0
    print(json.dumps(result, ensure_ascii=False, indent=2))
    return 0 if "build.error" not in result else 1


if __name__ == "__main__":
    raise SystemExit(main())
