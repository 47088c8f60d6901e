"""Gestures on the 鬼調伏 table as a person makes them (press, motion, release), one
per kind of action, and a small policy that plays a human seat through a whole game."""
from __future__ import annotations

import random

from game.chobuku.rules import actions as A
from game.engine import Place
from game.ui.chooser import Chooser
from tests.gestures import click, drag, frames

HUMAN = {"kind": "human", "level": None}
CPU = {"kind": "computer", "level": "easy"}


def place(key) -> Place:
    """A place given as a value or in its text form (``slot@0``)."""
    return key if isinstance(key, Place) else Place.parse(key)


def rect(tb, key):
    """The rectangle of the place ``key`` on the table."""
    return tb.board.place_rect(place(key))


def at(tb, key) -> tuple[int, int]:
    """Where the sprite of ``key`` rests (its home), or the centre of the place."""
    sp = tb.board.sprites.get(place(key))
    if sp is not None:
        return (int(sp.home[0]), int(sp.home[1]))
    return tuple(rect(tb, key).center)


def pick_row(app, want) -> None:
    """Click the chooser row whose value is ``want`` (an action) or whose label has ``want``."""
    ch = app.stack.top
    assert isinstance(ch, Chooser), type(ch)
    i = next(i for i, (label, value) in enumerate(ch.options)
             if value == want or (isinstance(want, str) and want in label))
    click(app, ch.row_rect(i).center)


def gesture(app, tb, a, style: int = 0) -> str:
    """Perform action ``a`` with the mouse; returns which gesture was used (for coverage)."""
    s = tb.bottom
    if isinstance(a, A.PickChara):
        drag(app, at(tb, a.source), rect(tb, f"seat@{s}").center)
        return "chara"
    if isinstance(a, A.SetShiki):
        drag(app, at(tb, f"hand@{s}:{a.shiki}"), rect(tb, f"slot@{s}").center)
        return "shiki"
    if isinstance(a, A.Draw):
        if style % 2 == 0:
            drag(app, at(tb, "deck:bottles"), rect(tb, f"bottles@{s}").center, turns=a.k - 1)
            return "draw-drag"
        click(app, tb.controls.button(f"draw{a.k}").rect.center)
        return "draw-button"
    if isinstance(a, A.Challenge):
        if a.how == "none":
            click(app, tb.controls.button("challenge").rect.center)
            return "challenge-none"
        if style % 3 == 2:
            click(app, tb.controls.button("challenge").rect.center)
            pick_row(app, a)
            return "challenge-chooser"
        if a.how == "use":
            drag(app, at(tb, f"omen:{a.slot}"), rect(tb, "oni").center)
            return "omen-use"
        if a.how == "discard":
            drag(app, at(tb, f"omen:{a.slot}"), rect(tb, "discard:stars").center)
            return "omen-discard"
        drag(app, at(tb, "deck:stars"), rect(tb, "oni").center)
        return "star-draw"
    if isinstance(a, A.Retreat):
        click(app, tb.controls.button("retreat").rect.center)
        return "retreat"
    if isinstance(a, A.Flee):
        drag(app, at(tb, f"omen:{a.slot}"), rect(tb, "discard:stars").center)
        return "flee"
    if isinstance(a, A.Fortune):
        drag(app, at(tb, f"token:{a.sign:+d}"), rect(tb, f"seat@{a.who}").center)
        return "fortune"
    if isinstance(a, (A.Withdraw, A.Exchange)):
        drag(app, at(tb, f"bottle@{s}:{a.bottle}"), rect(tb, "discard:bottles").center)
        return "bottle-discard"
    if isinstance(a, A.Swap):
        drag(app, at(tb, "token:swap"), rect(tb, f"slot@{a.who}").center)
        return "swap"
    if isinstance(a, A.Declare):
        pick_row(app, a)
        return "declare"
    raise AssertionError(f"no gesture for {a}")


def choose(state, rng: random.Random):
    """A plausible decision for the human seat: draw while well under the oni (1–3 at once),
    then challenge or retreat; sub-decisions at random."""
    legal = list(state.legal_actions())
    p = state.to_move()
    v = state.view(p)
    if v.phase == "turn" and v.decision is None:
        c = v.cands[p]
        draws = [a for a in legal if isinstance(a, A.Draw)]
        if draws and c.reiryoku is not None and c.reiryoku < v.taikyu - 5:
            return rng.choice(draws)
        rest = [a for a in legal if not isinstance(a, A.Draw)]
        return rng.choice(rest or legal)
    return rng.choice(legal)


def settle(app, tb, limit: int = 400) -> None:
    """Let the computers play until the person has something to do (or the game ends)."""
    for _ in range(limit):
        if tb.finished or app.stack.top is not tb and isinstance(app.stack.top, Chooser):
            return
        if tb.my_turn() and not tb.timeline.busy and app.stack.top is tb:
            return
        frames(app, 1)
