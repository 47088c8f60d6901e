"""``python -m game`` (and the frozen app's entry point).

``python -m game [options]`` plays; ``python -m game <subcommand> ...`` runs a
registered tool. Subcommands map to ``"module:function"``; the function is
called with the arguments *including* the subcommand word
(``main(["replay", "file.json"])``) so one function may serve several.
"""
from __future__ import annotations

import importlib
import multiprocessing
import os
import sys

SUBCOMMANDS: dict[str, str] = {
    "selfplay": "game.cli_replay:main",
    "replay": "game.cli_replay:main",
}


def register(name: str, target: str) -> None:
    """Add a subcommand: ``register("tune", "game.tools.tune:main")``."""
    SUBCOMMANDS[name] = target


def run_subcommand(name: str, argv: list[str]) -> int:
    module_name, _, func_name = SUBCOMMANDS[name].partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name and module_name.startswith(exc.name):
            print(f"fudaba: the '{name}' command is not available in this build "
                  f"({module_name} is missing).", file=sys.stderr)
            return 2
        raise
    func = getattr(module, func_name or "main", None)
    if func is None:
        print(f"fudaba: the '{name}' command is not available ({module_name}.{func_name} is missing).",
              file=sys.stderr)
        return 2
    return int(func([name, *argv]) or 0)


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in SUBCOMMANDS:
        return run_subcommand(argv[0], argv[1:])
    from game.cli import main as cli_main
    return cli_main(argv)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
