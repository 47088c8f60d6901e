"""The UI fuzzer: every table driven through the same pygame events a person makes.

``python -m game.bench uifuzz [--events N] [--game g] [--mode g:key] [--seed S]``

For every game and every mode it offers (:mod:`game.bench.uimodes`), seeded
runs feed the app presses, motions and releases anywhere in the window (biased
towards sprites, buttons, the gaps between cards and the edges of zones, and
off the window), drags from one thing onto another or out of the window,
right clicks, the wheel, the keys the table binds and random ones, Escape
into the pause menu and back, window resizes, UI-scale changes between ×1
and ×2, a language switch, undo at any moment, and frames in between in
which the computer moves. Some steps are the player's real gestures for a
legal move (a drag from its source onto its target, or its button), so that
runs reach deep into a game, not only its first screen.

After every step: no exception; the state passes ``check_invariants()``; the
record replays to the same state (whenever it changed); every resting sprite
and every shown button lies inside the window.

Figures: ``uifuzz.<game>.events``, ``uifuzz.<game>.exceptions`` (goal 0). A
failing run is shrunk to the shortest list of steps that still fails the same
way and printed as JSON, ready to become a regression test
(:func:`replay_steps` plays it back).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import traceback
from dataclasses import dataclass, field


from game.bench import uimodes

#: keys a table binds somewhere (every game's buttons and gestures), tried often
TABLE_KEYS = ("e", "u", "r", "s", "g", "v", "c", "t", "d", "b", "x", "o", "j", "h", "m", "p", "1", "2", "3",
              "tab", "left", "right", "up", "down", "return", "space", "escape", "f1", "backspace", "delete",
              "home", "end", "pageup", "pagedown")
SCALES = (1.0, 1.25, 1.5, 2.0)
STEPS_PER_RUN = 400


# ---------------------------------------------------------------- steps
# A step is a small JSON-able list, so a failing run can be printed, shrunk and replayed:
#   ["down", x, y, button] ["up", x, y, button] ["move", x, y, held] ["wheel", dy]
#   ["key", name, shift] ["frames", n, dt] ["scale", s] ["lang", l] ["resize", w, h]

def _event(step: list) -> list:
    import pygame
    kind = step[0]
    if kind in ("down", "up"):
        t = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
        return [pygame.event.Event(t, pos=(step[1], step[2]), button=step[3])]
    if kind == "move":
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=(step[1], step[2]), rel=(1, 1),
                                   buttons=(1 if step[3] else 0, 0, 0))]
    if kind == "wheel":
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=step[1], flipped=False, precise_x=0.0,
                                   precise_y=float(step[1]))]
    if kind == "key":
        key = pygame.key.key_code(step[1])
        mod = pygame.KMOD_SHIFT if step[2] else 0
        uni = step[1] if len(step[1]) == 1 else ""
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=uni.upper() if step[2] else uni,
                                   scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)]
    if kind == "resize":
        return [pygame.event.Event(pygame.VIDEORESIZE, w=step[1], h=step[2], size=(step[1], step[2])),
                pygame.event.Event(pygame.WINDOWRESIZED, x=step[1], y=step[2])]
    return []


def apply_step(app, step: list) -> None:
    """Feed one step to ``app`` as its main loop would, then draw the frame."""
    kind = step[0]
    if kind == "frames":
        for _ in range(step[1]):
            app.step(step[2], [])
    elif kind == "scale":
        app.settings.ui_scale = step[1]
        app.apply_ui_scale()
        app.step(1 / 60, [])
    elif kind == "lang":
        from game import i18n
        i18n.set_lang(step[1])
        app.settings.lang = step[1]
        app.step(1 / 60, [])
    else:
        app.step(1 / 60, _event(step))
    app.draw()


# ---------------------------------------------------------------- what the screen offers
def current_table(app):
    """The table the run is looking at (the top table, or the one a replay viewer shows)."""
    from game.ui.table.table import GameTable
    for scene in reversed(list(app.stack)):
        if isinstance(scene, GameTable):
            return scene
        inner = getattr(scene, "table", None)
        if isinstance(inner, GameTable):
            return inner
    return None


class _Parts:
    """What the fuzzer asks of a table, whether it is made of parts or of the older kind."""

    def __init__(self, table) -> None:
        self.table = table
        self.parts = hasattr(table, "board")

    def sprites(self) -> list:
        return self.table.board.all_sprites() if self.parts else self.table.all_sprites()

    def buttons(self) -> dict:
        tb = self.table
        if self.parts:
            return {n: b for n, b in tb.controls.buttons.items() if tb.controls.visible(n)}
        return {n: b for n, b in tb.buttons.items() if tb.show_button(b)}

    def legal(self) -> list:
        return list(self.table.legal() if self.parts else self.table.ui_legal())

    def rect(self, place):
        return self.table.board.place_rect(place) if self.parts else self.table.place_rect(place)


def _rects(app) -> dict[str, list]:
    """Interesting rectangles on screen now: sprites, buttons, zones and the gaps between cards."""
    import pygame
    out: dict[str, list] = {"sprites": [], "buttons": [], "zones": [], "gaps": []}
    top = app.stack.top
    if top is None:
        return out
    for b in _buttons(top):
        out["buttons"].append(app.to_window(top, pygame.Rect(b.rect)))
    table = current_table(app)
    if table is not None:
        sprites = [s for s in _Parts(table).sprites() if getattr(s, "visible", True)]
        out["sprites"] = [app.to_window(table, s.rect) for s in sprites]
        out["zones"] = [app.to_window(table, z) for z in table.zone.values()]
        rows: dict[int, list] = {}
        for r in out["sprites"]:
            rows.setdefault(r.centery // 30, []).append(r)
        for row in rows.values():
            row.sort(key=lambda r: r.x)
            for a, b in zip(row, row[1:]):
                gap_x = (a.right + b.left) // 2
                out["gaps"].append(pygame.Rect(gap_x - 2, min(a.y, b.y), 4, max(a.bottom, b.bottom) - min(a.y, b.y)))
    return out


def _buttons(scene) -> list:
    found = []
    for holder in (scene, getattr(scene, "menu", None)):
        buttons = getattr(holder, "buttons", None)
        if isinstance(buttons, dict):
            found += list(buttons.values())
        elif isinstance(buttons, list):
            found += buttons
    for item in getattr(getattr(scene, "menu", None), "items", ()) or ():
        if getattr(item, "rect", None) is not None:
            found.append(item)
    return [b for b in found if getattr(b, "rect", None) is not None]


def _point(rng: random.Random, rects: dict[str, list], size: tuple[int, int]) -> tuple[int, int]:
    """A pointer position (window pixels): mostly on something, sometimes on its edge, in
    a gap, anywhere or off the window."""
    W, H = size
    roll = rng.random()
    pools = [(k, v) for k, v in rects.items() if v]
    if roll < 0.72 and pools:
        kind, pool = rng.choice(pools)
        r = rng.choice(pool)
        if kind == "zones" or rng.random() < 0.25:       # an edge, a pixel in or out
            x = rng.choice((r.left - 1, r.left, r.right - 1, r.right, rng.randint(r.left, max(r.left, r.right))))
            y = rng.choice((r.top - 1, r.top, r.bottom - 1, r.bottom, rng.randint(r.top, max(r.top, r.bottom))))
            return x, y
        return rng.randint(r.left, max(r.left, r.right - 1)), rng.randint(r.top, max(r.top, r.bottom - 1))
    if roll < 0.93:
        return rng.randrange(W), rng.randrange(H)
    return rng.choice((rng.randint(-200, -1), rng.randint(W, W + 200), rng.randrange(W))), \
        rng.choice((rng.randint(-200, -1), rng.randint(H, H + 200), rng.randrange(H)))


def _gesture_steps(app, rng: random.Random) -> list[list]:
    """A legal move made as a player makes it: a drag from its source onto its target,
    a click on its button, or Tab/Enter through the focus ring."""
    table = current_table(app)
    if table is None or app.stack.top is not table or table.read_only:
        return []
    parts = _Parts(table)
    legal = parts.legal()
    if not legal:
        return []
    action = rng.choice(legal)
    src = parts.rect(action.source) if action.source else None
    dst = parts.rect(action.target) if action.target else None
    src = app.to_window(table, src) if src is not None else None
    dst = app.to_window(table, dst) if dst is not None else None
    if src is None:
        return [["key", rng.choice(("tab", "return", "e")), False]]
    a = (src.centerx, src.centery)
    if dst is None:
        return [["down", *a, 1], ["up", *a, 1], ["frames", 2, 0.1]]
    b = (dst.centerx, dst.centery)
    steps = [["down", *a, 1], ["move", a[0] + 12, a[1] - 12, True]]
    if rng.random() < 0.3:
        steps.append(["key", "r", False])
    steps += [["move", *b, True], ["up", *b, 1], ["frames", 3, 0.2]]
    return steps


def next_steps(app, rng: random.Random) -> list[list]:
    """The next few steps, chosen by looking at what is on the screen now."""
    roll = rng.random()
    rects = _rects(app)
    size = app.screen.get_size()
    if roll < 0.22:
        steps = _gesture_steps(app, rng)
        if steps:
            return steps
    if roll < 0.42:                                            # a click
        p = _point(rng, rects, size)
        button = 1 if rng.random() < 0.85 else rng.choice((2, 3))
        return [["down", *p, button], ["up", *p, button]]
    if roll < 0.58:                                            # a drag, maybe off the window
        a, b = _point(rng, rects, size), _point(rng, rects, size)
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        steps = [["down", *a, 1], ["move", a[0] + 8, a[1] + 8, True], ["move", *mid, True]]
        if rng.random() < 0.3:
            steps.append(rng.choice((["wheel", rng.choice((-1, 1))], ["down", *mid, 3], ["up", *mid, 3],
                                     ["key", "r", rng.random() < 0.3], ["key", "escape", False])))
        return steps + [["move", *b, True], ["up", *b, 1]]
    if roll < 0.66:
        return [["move", *_point(rng, rects, size), False]]
    if roll < 0.70:
        return [["wheel", rng.choice((-3, -1, 1, 3))]]
    if roll < 0.84:
        name = rng.choice(TABLE_KEYS) if rng.random() < 0.85 else rng.choice("abcdefghijklmnopqrstuvwxyz0123456789")
        return [["key", name, rng.random() < 0.15]]
    if roll < 0.95:
        return [["frames", rng.randint(1, 30), rng.choice((1 / 60, 0.05, 0.25))]]
    extra = rng.random()
    if extra < 0.4:
        return [["scale", rng.choice(SCALES)]]
    if extra < 0.7:
        return [["lang", rng.choice(("ja", "en"))]]
    if extra < 0.85:
        return [["resize", rng.choice((800, 1280, 1920)), rng.choice((600, 720, 1080))]]
    return [["key", "escape", False], ["frames", 2, 0.1], ["key", "escape", False]]


# ---------------------------------------------------------------- checks
class Broken(AssertionError):
    """A check after a step failed (not an exception of the app itself)."""


def check_after_step(app, seen: dict) -> None:
    table = current_table(app)
    if table is None:
        return
    from game.engine.record import digest
    state = table.state
    state.check_invariants()
    record = table.record
    key = (id(record), len(record), tuple(record.actions[-3:]))
    if seen.get("record") != key:
        seen["record"] = key
        replayed = record.replay()
        if digest(replayed) != digest(state):
            raise Broken(f"the record of {len(record)} actions does not replay to the table's state")
    import pygame
    screen = pygame.Rect((0, 0), app.scene_size(table))
    if app.stack.top is table:
        parts = _Parts(table)
        held = getattr(table.drag, "held_sprite", None)
        for sprite in parts.sprites():
            if sprite is held or getattr(sprite, "busy", False) or not getattr(sprite, "visible", True):
                continue
            if not screen.contains(sprite.rect):
                raise Broken(f"a resting card ({sprite.card}) lies outside the window at {tuple(sprite.rect)}")
        for name, button in parts.buttons().items():
            if not screen.contains(button.rect):
                raise Broken(f"the button {name!r} lies outside the window at {tuple(button.rect)}")


# ---------------------------------------------------------------- runs
@dataclass
class Failure:
    mode: str
    seed: int
    plies: int
    steps: list
    error: str
    where: str

    def to_json(self) -> dict:
        return {"mode": self.mode, "seed": self.seed, "plies": self.plies, "steps": self.steps,
                "error": self.error, "where": self.where}


@dataclass
class RunResult:
    steps: list = field(default_factory=list)
    events: int = 0
    failure: Failure | None = None


def _signature(exc: BaseException) -> tuple[str, str]:
    """The kind of fault and the innermost frame of ours it came from (what shrinking keeps)."""
    tb = traceback.extract_tb(exc.__traceback__)
    ours = [f for f in tb if f"{os.sep}game{os.sep}" in f.filename and "bench" not in f.filename]
    frame = ours[-1] if ours else (tb[-1] if tb else None)
    where = f"{os.path.basename(frame.filename)}:{frame.name}" if frame else "?"
    text = type(exc).__name__ if not isinstance(exc, Broken) else f"Broken: {str(exc).split(' at ')[0]}"
    return text, where


def _new_app():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import i18n
    from game.app import App
    i18n.set_lang("ja")
    app = App(headless=True, lang="ja")
    app.settings.ui_scale = 1.0
    app.settings.anim_speed = 3.0      # animations play, quickly: more steps per second
    return app


def _alive(app, root) -> bool:
    return any(scene is root for scene in app.stack)


def run(mode: uimodes.Mode, seed: int, steps: int = STEPS_PER_RUN, plies: int | None = None,
        script: list | None = None) -> RunResult:
    """One seeded run of ``mode``: generated steps, or ``script`` played back exactly."""
    rng = random.Random(seed)
    if plies is None:
        plies = rng.choice((0, 0, 5, 20, 60, 150)) if mode.kind == "table" else 0
    out = RunResult()
    app = _new_app()
    try:
        root = uimodes.start(app, mode, seed, plies)
    except Exception as exc:  # noqa: BLE001 -- reported as this run's failure
        err, where = _signature(exc)
        out.failure = Failure(mode.name, seed, plies, [], err, where)
        out.failure.trace = traceback.format_exc()  # type: ignore[attr-defined]
        return out
    seen: dict = {}
    todo = list(script) if script is not None else []
    while True:
        if script is None:
            if len(out.steps) >= steps or not _alive(app, root):
                break
            try:
                batch = next_steps(app, rng)
            except Exception as exc:  # noqa: BLE001 -- asking the table what it offers failed
                err, where = _signature(exc)
                out.failure = Failure(mode.name, seed, plies, list(out.steps), err, where)
                out.failure.trace = traceback.format_exc()  # type: ignore[attr-defined]
                return out
        else:
            if not todo:
                break
            batch = [todo.pop(0)]
        for step in batch:
            out.steps.append(step)
            out.events += 1
            try:
                apply_step(app, step)
                check_after_step(app, seen)
            except Exception as exc:  # noqa: BLE001 -- the fuzzer's finding
                err, where = _signature(exc)
                out.failure = Failure(mode.name, seed, plies, list(out.steps), err, where)
                out.failure.trace = traceback.format_exc()  # type: ignore[attr-defined]
                return out
    return out


def replay_steps(mode_name: str, seed: int, plies: int, steps: list) -> RunResult:
    """Play a printed failure back (a regression test calls this)."""
    return run(uimodes.find(mode_name), seed, plies=plies, script=steps)


def shrink(failure: Failure, budget_s: float = 120.0) -> Failure:
    """The shortest list of steps (delta debugging) that still fails with the same kind of
    fault in the same place."""
    mode = uimodes.find(failure.mode)
    want = (failure.error, failure.where)
    deadline = time.monotonic() + budget_s

    def fails(steps: list) -> bool:
        res = run(mode, failure.seed, plies=failure.plies, script=steps)
        return res.failure is not None and (res.failure.error, res.failure.where) == want

    steps = list(failure.steps)
    n = 2
    while len(steps) >= 2 and time.monotonic() < deadline:
        chunk = max(1, len(steps) // n)
        reduced = False
        for i in range(0, len(steps), chunk):
            candidate = steps[:i] + steps[i + chunk:]
            if candidate and fails(candidate):
                steps, n, reduced = candidate, max(n - 1, 2), True
                break
            if time.monotonic() >= deadline:
                break
        if not reduced:
            if chunk == 1:
                break
            n = min(len(steps), n * 2)
    return Failure(failure.mode, failure.seed, failure.plies, steps, failure.error, failure.where)


def fuzz_mode(mode: uimodes.Mode, events: int, seed0: int = 0, log=None) -> tuple[int, list[Failure]]:
    """Runs of ``mode`` until ``events`` steps were played; every distinct fault once."""
    total, failures, seed = 0, [], seed0
    seen: set[tuple[str, str]] = set()
    while total < events:
        res = run(mode, seed, steps=min(STEPS_PER_RUN, events - total))
        total += max(1, res.events)
        if res.failure is not None and (res.failure.error, res.failure.where) not in seen:
            seen.add((res.failure.error, res.failure.where))
            failures.append(res.failure)
            if log is not None:
                print(f"uifuzz: {mode.name} seed {seed}: {res.failure.error} at {res.failure.where}\n"
                      f"{getattr(res.failure, 'trace', '')}", file=log, flush=True)
        seed += 1
    return total, failures


def main(report, args: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.bench uifuzz")
    parser.add_argument("--events", type=int, default=20_000, help="steps per game (split over its modes)")
    parser.add_argument("--game", default=None, help="comma-separated game codes (default: all)")
    parser.add_argument("--mode", default=None, help="one mode, e.g. hakusura:2p-hotseat")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shrink", type=float, default=120.0, help="seconds to shrink each failure (0: off)")
    opts, _ = parser.parse_known_args(args)
    codes = opts.game.split(",") if opts.game else None
    modes = [uimodes.find(opts.mode)] if opts.mode else uimodes.all_modes(codes)
    by_game: dict[str, list[uimodes.Mode]] = {}
    for m in modes:
        by_game.setdefault(m.code, []).append(m)
    for code, ms in by_game.items():
        events = exceptions = 0
        started = time.perf_counter()
        for m in ms:
            n, failures = fuzz_mode(m, max(1, opts.events // len(ms)), opts.seed, log=sys.stderr)
            events += n
            exceptions += len(failures)
            for f in failures:
                small = shrink(f, opts.shrink) if opts.shrink > 0 else f
                print("uifuzz failure (replay with game.bench.uifuzz.replay_steps): "
                      + json.dumps(small.to_json(), ensure_ascii=False), file=sys.stderr, flush=True)
        report.add(f"uifuzz.{code}.events", events, "events")
        report.add(f"uifuzz.{code}.exceptions", exceptions, "faults", 0)
        report.add(f"uifuzz.{code}.events_per_s", events / max(1e-9, time.perf_counter() - started), "events/s")
