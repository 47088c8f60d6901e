"""``python -m game.bench [--json] [--frames N] [--only a,b]`` or ``python -m game.bench <section> [args] [--json]``.

``--only`` runs the named sections (in registry order) instead of the defaults."""
from __future__ import annotations

import os
import sys

from game.bench import SECTIONS, Report, resolve


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
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
