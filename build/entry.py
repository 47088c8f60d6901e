"""PyInstaller entry script for the Fudaba desktop app.

Runs ``game.__main__`` exactly as ``python -m game`` would (same argv, same
exit code), after the two things a frozen program needs first:
``multiprocessing.freeze_support()`` (the AI thinker runs in a worker
process) and, in windowed builds on Windows where there is no console,
harmless stand-ins for ``sys.stdout``/``sys.stderr`` so a stray ``print``
cannot crash the app. ``--smoke`` still reports through the exit code.
"""
import multiprocessing
import os
import runpy
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    runpy.run_module("game", run_name="__main__", alter_sys=True)
