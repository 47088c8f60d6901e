"""Non-interactive ways into any table: screenshots, smoke runs, the bench.

Every function takes the game's table class. A table reaches a lively
position by playing its own rules with the random computer
(:func:`cpu_table`), leaning towards doing things rather than passing
(``lively_action``), so a screenshot or a benchmark shows a game
in progress without any game-specific code here.
"""
from __future__ import annotations

import random
from typing import Callable

import pygame

from game.engine import Log
from game.engine.thinker import InlineThinker
from game.ui import tween
from game.ui.dragdrop import is_button
from game.ui.table.loading import Loading

RANDOM = {"kind": "computer", "level": "random"}
HUMAN = {"kind": "human", "level": None}
#: an animation speed so slow that frames drawn later still show the moment a picture holds
HOLD = 1e-9


def lively_action(state, rng: random.Random):
    """Random, but mostly not a button (end turn, pass): positions look lived-in."""
    legal = list(state.legal_actions())
    if len(legal) > 1 and rng.random() < 0.85:
        busy = [a for a in legal if a.source is None or not is_button(a.source)]
        legal = busy or legal
    return rng.choice(legal)


def hold_over(table, source: str, target: str, turns: int = 0) -> None:
    """Pick up ``source`` with a real press and move it over ``target`` (R pressed ``turns``
    times on the way), without letting go: a screenshot of a gesture in progress."""
    start = table.place_rect(source).center
    end = table.place_rect(target).center
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, -40),
                                    buttons=(1, 0, 0)))
    for _ in range(turns):
        table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r"))
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))


def hold_first(wanted: Callable, turns: int = 0, middle: bool = False) -> Callable:
    """An ``after`` hook for a screenshot: pick up the source of the first legal action that
    ``wanted(action)`` and hold it over that action's target (``middle``: the middle one of
    that card's targets), turned ``turns`` times."""
    def after(table) -> None:
        acts = [a for a in table.legal() if wanted(a)]
        if not acts:
            return
        first = acts[0]
        target = first.target
        if middle:
            targets = sorted({a.target for a in acts if a.source == first.source}, key=str)
            target = targets[len(targets) // 2]
        board = table.board
        start, end = board.place_rect(first.source).center, board.place_rect(target).center
        table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, -40),
                                        buttons=(1, 0, 0)))
        for _ in range(turns):
            table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r"))
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    return after


def pick_until(enough: Callable) -> Callable:
    """An ``after`` hook for a screenshot: the open choosing's cards picked out one by one
    (standing up, framed) until ``enough(table)``."""
    def after(table) -> None:
        for place in table.picking.places():
            table.picking.toggle(place)
            if enough(table):
                break
        for sprite in table.board.all_sprites():
            sprite.update(1.0)
    return after


def held_moment(until: Callable, start: Callable | None = None, then: int = 0, limit: int = 3000) -> Callable:
    """An ``after`` hook for a screenshot of a moment in an animation: the table animates
    as a player sees it (``start(table)`` sets something going) until ``until(table)``,
    ``then`` frames more, and the picture holds that moment (the animations all but stop)."""
    def after(table) -> None:
        table.app.settings.anim_speed = 1.0
        tween.set_speed(1.0)
        table.app.stack.clear_to(table)
        if start is not None:
            start(table)
        for _ in range(limit):
            table.update(1 / 60)
            if until(table):
                break
        for _ in range(then):
            table.update(1 / 60)
        table.app.settings.anim_speed = HOLD
    return after


def coach_stop(plies: int, coach: str | None = None) -> Callable:
    """A ``stop`` for the coach's screenshot: after ``plies`` actions, the first decision
    of seat 0 (the person at the screen) with more than two moves to weigh, and (given the
    game's ``coach`` hook) one its search weighs rather than a script settles."""
    seen = [0]

    def searched(state) -> bool:
        if coach is None:
            return True
        from game.engine.ai import SeatView
        from game.engine.thinker import resolve
        agent = resolve(coach)("hard").coach.agent(1, None)
        agent.begin(SeatView(state, 0), 0, random.Random(0))
        return getattr(agent, "search", None) is not None

    def stop(state) -> bool:
        seen[0] += 1
        return (seen[0] > plies and state.to_move() == 0 and len(state.legal_actions()) > 2
                and searched(state))
    return stop


def coached(table, limit: int = 20000) -> None:
    """An ``after`` hook: the Hint asked and its advice on the table."""
    table.app.stack.clear_to(table)
    table.coaching.ask()
    for _ in range(limit):
        table.update(1 / 60)
        if table.coaching.current() is not None or not table.coaching.thinking:
            break


def default_players(cls, app) -> int:
    """The seat count a screenshot or a bench run of the table plays with: 2 if it can."""
    lo, hi = app.game(cls.code).players
    return max(lo, min(2, hi))


def plan(cls, app, variant: str | None) -> dict:
    """How ``--screenshot --scene <game>:<variant>`` reaches its picture: ``plies`` of lively
    random play or until ``stop(state)``, ``seats``, ``result`` (show the result over the
    end), ``after(table)`` (e.g. start a drag). The game's own plan, else the default."""
    spec = getattr(cls, "spec", None)
    if spec is None:                  # a table of the older kind plans for itself
        return cls.screenshot_plan(variant)
    if variant == "coach":
        return {"stop": coach_stop(24, app.game(cls.code).coach), "after": coached}
    own = spec.screenshots(variant) if spec.screenshots is not None else None
    if own is not None:
        return own
    if variant == "opening":
        return {"plies": 2}
    if variant == "result":
        return {"plies": 5000, "seats": [RANDOM] * default_players(cls, app), "result": True}
    return {"plies": 60}


def lively(cls) -> Callable:
    """The table's plausible random player, ``(state, rng) -> action``."""
    spec = getattr(cls, "spec", None)
    if spec is None:
        return lambda state, rng: cls.lively_action(None, state, rng)
    return spec.lively or lively_action


def cpu_table(cls, app, seed: int, seats=None, plies: int = 0, stop: Callable | None = None,
              options: dict | None = None):
    """A table of ``cls`` after ``plies`` random actions (or until ``stop(state)``); nobody
    at the screen unless ``seats`` says so. The log shows the last lines as the table's
    viewer saw them."""
    seats = seats or [RANDOM] * default_players(cls, app)
    opts = {"seed": seed, "undo": True, "inline_thinker": True, "ai_seed": seed, "players": len(seats)}
    opts.update(options or {})
    table = cls(app, seats, opts, thinker=InlineThinker())
    rng = random.Random(seed)
    choose = lively(cls)
    lines = []
    n = 0
    while table.state.result() is None and n < plies and not (stop and stop(table.state)):
        action = choose(table.state, rng)
        for e in table.state.mask_events(table.record.apply(action), table.viewer):
            if isinstance(e, Log):
                lines.append(e)
        n += 1
    for line in lines[-40:]:
        table.log_add(line)
    if table.log is not None:
        table.log.prepare()
    table.resync()
    # the table's loading step (GameTable.__init__) warmed the picture before the plies
    # played since: warmed again, as a table loaded there would be
    Loading(table).warm()
    return table


def screenshot_scene(cls, app, seed: int = 1, variant: str | None = None) -> list:
    """The scenes for ``--screenshot --scene <game>[:variant]``: the table's own
    ``screenshot_plan(variant)`` says how far to play and what to do then."""
    app.settings.anim_speed = 0
    how = plan(cls, app, variant)
    seats = how.get("seats") or ([HUMAN] + [RANDOM] * (default_players(cls, app) - 1))
    tb = cpu_table(cls, app, seed, seats, how.get("plies", 400), how.get("stop"), how.get("options"))
    scenes: list = [tb]
    if how.get("result"):
        tb.frozen = tb.finished = True
        scenes.append(app.result_scene(tb, tb.state.result()))
    after = how.get("after")
    if after is not None:
        after(tb)
    return scenes


def smoke(cls, app, seed: int = 1, actions: int = 40) -> None:
    """Computer against computer (random agents, animations skipped) for ``actions`` actions."""
    app.settings.anim_speed = 0
    tb = cpu_table(cls, app, seed)
    app.stack.clear_to(tb)
    for _ in range(actions * 6):
        app.frame(1 / 60)
        if len(tb.record) >= actions or tb.finished:
            break


def bench_sequence(cls, app, seed: int = 1, frames: int = 600, plies: int = 40):
    """A busy sequence at normal animation speed; yields after each frame (first -1,
    once the table has loaded). Random computers from a mid-game position (``plies``
    lively actions in: a game whose rounds are a few actions each asks for fewer), a new
    action animating every few frames."""
    app.settings.anim_speed = 1.0
    tb = cpu_table(cls, app, seed, plies=plies)
    tb.cpu_pace = 0.05
    app.stack.clear_to(tb)
    yield -1
    for i in range(frames):
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(200 + (i * 37) % 900,
                                                                       150 + (i * 23) % 450),
                                              rel=(1, 1), buttons=(0, 0, 0))] if i % 3 == 0 else [])
        yield i
        if tb.finished:
            break
