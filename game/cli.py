"""The command line: ``python -m game [--lang ja|en] [--windowed|--fullscreen]``,
``--screenshot OUT --scene NAME [--seed N] [--size WxH]``, ``--smoke``.

``--smoke`` plays in a temporary data folder of its own (removed afterwards)
unless ``FUDABA_HOME`` is set, so it never counts in the player's statistics.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
import traceback

from game import i18n
from game.app import FPS, App


def smoke(app: App, seed: int = 1, actions: int = 40) -> None:
    """Render the title, then drive every playable game computer-vs-computer."""
    import importlib

    from game import games
    app.start_title()
    for _ in range(5):
        app.frame(1 / FPS)
    for info in games.GAMES:
        if not info.playable:
            print(f"smoke: {info.code}: not playable yet, skipped")
            continue
        table = importlib.import_module(info.table_module)
        if hasattr(table, "smoke"):
            table.smoke(app, seed, actions)
        else:
            n = max(2, info.players[0]) if info.players[1] >= 2 else 1
            seats = [{"kind": "computer", "level": "easy"} for _ in range(n)]
            table.start(app, seats, {"seed": seed, "undo": False, "players": n})
            for _ in range(actions * 30):
                app.frame(1 / FPS)
        print(f"smoke: {info.code}: ok")
        _smoke_worker(info, seed)
        app.start_title()
    app.frame(1 / FPS)


def _smoke_worker(info, seed: int, timeout: float = 60.0) -> None:
    """The computer thinks in a spawned worker process: check one answer comes
    back, so a frozen bundle missing a module fails here, not in a player's game."""
    import time

    from game.engine.thinker import AgentSpec, Thinker
    if info.agent_factory() is None:
        return
    state = info.state_type().new_game(seed, info.new_options())
    thinker = Thinker()
    try:
        thinker.start(state, state.to_move(), AgentSpec(info.agents, "easy", seed))
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            action = thinker.poll()
            if action is not None:
                state.apply(action)  # must be legal
                print(f"smoke: {info.code}: worker ok ({action.text()})")
                return
            if thinker.error:
                raise RuntimeError(f"worker failed: {thinker.error}")
            time.sleep(0.02)
        raise RuntimeError("worker gave no answer in time")
    finally:
        thinker.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="fudaba", description="Fudaba (札場): four Japanese card games")
    p.add_argument("--lang", choices=i18n.LANGS)
    p.add_argument("--screenshot", metavar="OUT", help="render --scene to a PNG and exit")
    p.add_argument("--scene", default="title", help="scene name for --screenshot (e.g. title, fujin:result)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--size", default="1280x720", help="output size WxH for --screenshot")
    p.add_argument("--smoke", action="store_true", help="open, render, play every game briefly, exit")
    p.add_argument("--actions", type=int, default=40, help=argparse.SUPPRESS)
    p.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    g = p.add_mutually_exclusive_group()
    g.add_argument("--windowed", dest="fullscreen", action="store_false", default=None)
    g.add_argument("--fullscreen", dest="fullscreen", action="store_true")
    args = p.parse_args(argv)

    if args.screenshot:
        from game import screenshot
        w, h = (int(v) for v in args.size.lower().split("x"))
        return screenshot.shoot(args.scene, args.screenshot, seed=args.seed, lang=args.lang, size=(w, h))
    if args.first_frame:  # used by the start-up benchmark
        app = App(headless=not os.environ.get("DISPLAY"), lang=args.lang, fullscreen=False)
        app.start_title()
        app.frame(1 / FPS)
        print(f"FIRST_FRAME {time.time():.6f}", flush=True)
        return 0
    if args.smoke:
        from game.storage import private_home
        with private_home("fudaba-smoke-"):   # never the player's statistics, saves or replays
            try:
                app = App(headless=True, lang=args.lang, fullscreen=False)
                smoke(app, args.seed, args.actions)
                return 0
            except Exception:
                traceback.print_exc()
                return 1
    app = App(lang=args.lang, fullscreen=args.fullscreen, contain_faults=True)
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
