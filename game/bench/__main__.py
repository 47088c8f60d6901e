"""``python -m game.bench [--json] [--frames N]`` or ``python -m game.bench <section> [args] [--json]``."""
from __future__ import annotations

import os
import sys

from game.bench import SECTIONS, Report, resolve


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    argv = list(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in argv
    argv = [a for a in argv if a != "--json"]
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__)
        print("sections:", ", ".join(f"{n}{' (default)' if d else ''}" for n, (_t, d) in SECTIONS.items()))
        return 0
    if argv and not argv[0].startswith("-"):
        names, args = [argv[0]], argv[1:]
        if names[0] not in SECTIONS:
            print(f"unknown bench section {names[0]!r}; known: {', '.join(SECTIONS)}", file=sys.stderr)
            return 2
    else:
        names, args = [n for n, (_t, default) in SECTIONS.items() if default], argv
    report = Report(echo=not as_json)
    for name in names:
        try:
            fn = resolve(name)
        except LookupError as exc:
            print(exc, file=sys.stderr)
            return 2
        fn(report, args)
    if as_json:
        print(report.dumps())
    return 0


if __name__ == "__main__":
    sys.exit(main())
