"""Playing ハクスラ陰陽師 through the table with synthetic gestures only: each decision
is chosen by a policy, then made the way a person makes it (press, motion,
release; a click on a button; a click on a card)."""
from __future__ import annotations

from game.hakusura.rules import actions as A
from tests.gestures import click, drag, frames


def centre(tb, place):
    """A point of ``place`` that is not covered by another card (cards may overlap)."""
    r = tb.place_rect(place)
    assert r is not None, place
    for p in (r.center, (r.centerx, r.top + 8), (r.centerx, r.bottom - 8), (r.left + 6, r.centery),
              (r.right - 6, r.centery)):
        if tb.place_at(p) == place:
            return p
    return r.center


def gesture(app, tb, action) -> None:
    """Make ``action`` on the table the way a player would."""
    src, tgt = action.source, action.target
    if isinstance(action, A.Pass):
        click(app, tb.buttons["pass"].rect.center)
    elif isinstance(action, A.Evolve):
        click(app, tb.buttons["evolve"].rect.center)
    elif isinstance(action, A.Spend):
        click(app, centre(tb, src))
        click(app, tb.buttons["confirm"].rect.center)
    elif isinstance(action, A.EvolveDone):
        click(app, tb.buttons["confirm"].rect.center)
    elif isinstance(action, A.Flip):
        click(app, centre(tb, src))
    elif tgt is None and isinstance(action, (A.Play, A.After)):
        click(app, tb.buttons["play"].rect.center)
    elif tgt is None:
        seat = action.seat
        drag(app, centre(tb, src), centre(tb, f"char:{seat}"))
    else:
        drag(app, centre(tb, src), centre(tb, tgt))
    frames(app, 2)
