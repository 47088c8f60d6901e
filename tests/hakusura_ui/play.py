"""Playing ハクスラ陰陽師 through the table with synthetic gestures only: each decision
is chosen by a policy, then made the way a person makes it (press, motion,
release; a click on a button; a click on a card; a row of a chooser), and the
engine is checked to have taken exactly that action."""
from __future__ import annotations

import random

from game.engine import Place
from game.hakusura.rules import actions as A
from game.hakusura.rules.ai.policy import quick
from game.ui.curtain import CurtainScene
from game.ui.chooser import Chooser
from tests.gestures import click, drag, frames

HUMAN = {"kind": "human", "level": None}
CPU = {"kind": "computer", "level": "easy"}


def centre(tb, place):
    """A point of ``place`` (a ``Place`` or its text form) that is not covered by another
    card (cards may overlap)."""
    place = Place.parse(place) if isinstance(place, str) else place
    r = tb.board.place_rect(place)
    assert r is not None, place
    for p in (r.center, (r.centerx, r.top + 8), (r.centerx, r.bottom - 8), (r.left + 6, r.centery),
              (r.right - 6, r.centery)):
        if tb.board.place_at(p) == place:
            return p
    return r.center


def gesture(app, tb, action) -> None:
    """Make ``action`` on the table the way a player would."""
    src, tgt = action.source, action.target
    if isinstance(action, A.Pass):
        click(app, tb.controls.button("pass").rect.center)
    elif isinstance(action, A.Evolve):
        click(app, tb.controls.button("evolve").rect.center)
    elif isinstance(action, A.Spend):
        click(app, centre(tb, src))
        click(app, tb.controls.button("confirm").rect.center)
    elif isinstance(action, A.EvolveDone):
        click(app, tb.controls.button("confirm").rect.center)
    elif isinstance(action, A.Flip):
        click(app, centre(tb, tgt))
    elif tgt is None and isinstance(action, (A.Play, A.After)):
        click(app, tb.controls.button("play").rect.center)
    elif tgt is None:
        drag(app, centre(tb, src), centre(tb, A.char(action.seat)))
    else:
        drag(app, centre(tb, src), centre(tb, tgt))
    top = app.stack.top
    if isinstance(top, Chooser):                  # several actions matched: pick ours by its row
        index = next((i for i, (_label, value) in enumerate(top.options) if value == action), None)
        assert index is not None, (action.text(), [label for label, _ in top.options])
        click(app, top.row_rect(index).center)
    frames(app, 2)


def decide(app, tb, action) -> None:
    """``gesture``, then check the engine took exactly ``action`` (and only it, unless the
    evolution's confirm also finished the evolution)."""
    n = len(tb.record)
    gesture(app, tb, action)
    assert len(tb.record) > n and tb.record.actions[n] == action.text(), \
        (action.text(), tb.record.actions[n:], tb.drag.last_refusal)


def settle(app, tb, limit: int = 60) -> None:
    """Let animations and the computer run; pass a curtain if one is up."""
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, CurtainScene):
            click(app, (640, 360))
            continue
        if top is not tb or tb.state.result() is not None or (tb.my_turn() and not tb.blocked()):
            return
        frames(app, 1)


def play(app, tb, until=None, seed: int = 1, noise: float = 0.05, limit: int = 800, choose=None) -> int:
    """Play the human seats by gestures until ``until(tb)`` holds or the game ends; returns
    the number of gestures made. ``choose(tb, legal)`` may pick an action (None: the policy)."""
    rng = random.Random(seed)
    made = 0
    for _ in range(limit):
        settle(app, tb)
        if tb.state.result() is not None or (until is not None and until(tb)):
            return made
        assert app.stack.top is tb and tb.my_turn(), app.stack.top
        legal = list(tb.legal())
        action = choose(tb, legal) if choose is not None else None
        if action is None:
            action = quick(tb.state.clone(), rng, noise)
            if action not in legal:
                action = rng.choice(legal)
        decide(app, tb, action)
        made += 1
    raise AssertionError("the game did not end")
