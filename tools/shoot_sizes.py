"""Render every game's table at the sizes a player may use, for docs/screenshots/:
×1 (1280×720) in Japanese and English, ×2 (2560×1440, the UI scale doubled) and a
1920×1080 full screen, each from the same seeded position, so that the pictures can be
compared and looked at side by side.

    python tools/shoot_sizes.py [--out docs/screenshots] [--games fujin,hakusura,...]

Each picture is drawn at that resolution by the table itself (a table that scales lays
itself out again); nothing is stretched afterwards.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

#: (file suffix, language, window size)
SIZES = (("x1-ja", "ja", (1280, 720)), ("x1-en", "en", (1280, 720)),
         ("x2-en", "en", (2560, 1440)), ("1920-ja", "ja", (1920, 1080)))
SEED = 3


def main(argv: list[str] | None = None) -> int:
    from game import games, screenshot
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    p.add_argument("--games", default=",".join(g.code for g in games.GAMES if g.playable))
    args = p.parse_args(argv)
    failed = 0
    for code in args.games.split(","):
        for suffix, lang, size in SIZES:
            failed += screenshot.shoot(code, Path(args.out) / f"{code}-{suffix}.png", seed=SEED, lang=lang,
                                       size=size) != 0
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
