"""``python -m game.bench [--json] [--full] [--frames N] [--only a,b]`` or ``python -m game.bench <section> [args] [--json]``.

``--only`` runs the named sections (in registry order) instead of the defaults.
The default run is sized to finish in a few minutes on two cores; ``--full`` gives
the sections with a long series their long size (``fuzz``: 2,000 random + 200
computer games per game instead of 200 + 20, and the goal on the game count).
With ``--json`` stdout carries the JSON object and nothing else: whatever the
sections print (progress, skipped sections, child processes, C libraries)
goes to stderr. Benchmarks play in a temporary data folder of their own
(removed afterwards) unless ``FUDABA_HOME`` is set, so they never touch the
player's statistics, saves or replays."""
from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from typing import Iterator

from game.bench import SECTIONS, Report, resolve, stop_on_sigterm
from game.storage import private_home


@contextmanager
def stdout_to_stderr() -> Iterator[None]:
    """Send everything written to stdout -- by Python, by child processes that
    inherit it and by C libraries writing to file descriptor 1 -- to stderr."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    saved = None
    try:
        if sys.stdout is not None and sys.stdout.fileno() == 1 and sys.stderr is not None:
            saved = os.dup(1)
            os.dup2(sys.stderr.fileno(), 1)
    except (OSError, ValueError, AttributeError):   # no real descriptors (tests, frozen GUI app)
        saved = None
    real = sys.stdout
    sys.stdout = sys.stderr
    try:
        yield
    finally:
        try:
            sys.stderr.flush()
        except (OSError, ValueError):
            pass
        sys.stdout = real
        if saved is not None:
            os.dup2(saved, 1)
            os.close(saved)


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    stop_on_sigterm()
    argv = list(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in argv
    argv = [a for a in argv if a != "--json"]
    only: list[str] | None = None
    if "--only" in argv:
        i = argv.index("--only")
        only = argv[i + 1].split(",") if i + 1 < len(argv) else []
        del argv[i:i + 2]
        unknown = [n for n in only if n not in SECTIONS]
        if unknown:
            print(f"unknown bench section(s) {', '.join(unknown)}; known: {', '.join(SECTIONS)}",
                  file=sys.stderr)
            return 2
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__)
        print("sections:", ", ".join(f"{n}{' (default)' if d else ''}" for n, (_t, d) in SECTIONS.items()))
        return 0
    if argv and not argv[0].startswith("-"):
        names, args = [argv[0]], argv[1:]
        if names[0] not in SECTIONS:
            print(f"unknown bench section {names[0]!r}; known: {', '.join(SECTIONS)}", file=sys.stderr)
            return 2
    elif only is not None:
        names, args = [n for n in SECTIONS if n in only], argv
    else:
        names, args = [n for n, (_t, default) in SECTIONS.items() if default], argv
    report = Report(echo=not as_json)
    with private_home("fudaba-bench-"):
        if as_json:
            with stdout_to_stderr():
                code = _run(report, names, args)
            if code == 0:
                print(report.dumps(), flush=True)
            return code
        return _run(report, names, args)


def _run(report: Report, names: list[str], args: list[str]) -> int:
    for name in names:
        try:
            fn = resolve(name)
        except LookupError as exc:
            print(exc, file=sys.stderr)
            return 2
        fn(report, args)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:      # Ctrl-C or SIGTERM: the workers are gone already
        print("bench: stopped", file=sys.stderr)
        sys.exit(130)
