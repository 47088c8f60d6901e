"""Playing the ジントリガー table as a person does: every action of the rules performed by
the gesture the table offers for it (clicks on hand cards and a drag onto the 保留域,
items dragged onto their targets, the ability button, the decision panel's buttons,
the selections of the hand and 拠点 limits), with a simple deterministic policy for
the person's choices."""
from __future__ import annotations

import random

import pygame

from game.engine import Place
from game.ui.chooser import Chooser
from game.zintrigger.rules.actions import Act
from tests.gestures import click, drag, ev, frames

pl = Place.parse          # a place in its text form (hand@0:炎3)


def centre(tb, place):
    r = tb.board.place_rect(place)
    assert r is not None, place
    return r.center


def sprite_pos(tb, place):
    sp = tb.board.sprites[place]
    return (round(sp.pos[0]), round(sp.pos[1] - sp.raised))


def option_button(tb, action):
    for name in tb.board.panel.names:
        b = tb.controls.button(name)
        if b.opt.action == action:
            return b
    return None


def click_option(app, tb, action) -> None:
    b = option_button(tb, action)
    assert b is not None, (action.text(), [tb.controls.button(n).opt.action.text() for n in tb.board.panel.names])
    click(app, b.rect.center)


def pick_chooser(app, action) -> None:
    ch = app.stack.top
    assert isinstance(ch, Chooser), type(ch)
    i = next(i for i, (_label, a) in enumerate(ch.options) if a == action)
    click(app, ch.row_rect(i).center)


def settle(app, tb, limit: int = 60) -> None:
    """Frames until the table has finished animating (a person waits for it too)."""
    for _ in range(limit):
        if not tb.timeline.busy:
            return
        frames(app, 1)


def end_turn(app, tb) -> None:
    """End turn as a person does: not in the moment a turn begins by itself, and saying
    yes when asked about the actions left."""
    from game.zintrigger.table.buttons import GRACE
    began = tb.board.turn_began
    while began is not None and tb.clock - began < GRACE:
        frames(app, 6)
    click(app, tb.controls.button("end").rect.center)
    if isinstance(app.stack.top, Chooser):
        pick_chooser(app, next(a for _label, a in app.stack.top.options if a is not None))


def perform(app, tb, a: Act) -> None:
    """The gesture for ``a`` (legal now, the bottom seat to move)."""
    settle(app, tb)
    b = tb.bottom
    v, args = a.verb, a.args
    pending = tb.view.pending
    kind = pending.kind if pending is not None else None
    if v == "play":
        cards = list(args)
        if len(cards) == 1:
            drag(app, sprite_pos(tb, pl(f"hand@{b}:{cards[0]}")), centre(tb, pl(f"hold@{b}")))
            return
        for c in cards:                         # click each card: it stands up
            click(app, sprite_pos(tb, pl(f"hand@{b}:{c}")))
        assert set(tb.board.chosen) == set(cards)
        drag(app, sprite_pos(tb, pl(f"hand@{b}:{cards[-1]}")), centre(tb, pl(f"hold@{b}")))
        return
    if v == "item" and kind is None:
        src = sprite_pos(tb, a.source)
        if a.target == pl(f"field@{b}"):            # a jetpack: several cards match, a chooser asks
            drag(app, src, centre(tb, a.target))
            if isinstance(app.stack.top, Chooser):
                pick_chooser(app, a)
            return
        drag(app, src, visible_pos(tb, a.target) if a.target.kind == "discard" and a.target.key else centre(tb, a.target))
        return
    if v == "ability" and kind is None:
        click(app, tb.controls.button("ability").rect.center)
        if args:
            target = a.target
            pos = sprite_pos(tb, target) if target in tb.board.sprites else centre(tb, target)
            click(app, pos)
        return
    if v == "swap":
        drag(app, centre(tb, pl(f"char@{b}:sub")), centre(tb, pl(f"char@{b}:main")))
        return
    if v == "end":
        end_turn(app, tb)
        return
    if kind == "respond" and v == "dodge" and args[0] != "decoy":
        drag(app, sprite_pos(tb, a.source), centre(tb, pl(f"field@{b}")))
        return
    if kind in ("respond", "window") and v == "counter":
        if len(args) > 1:
            drag(app, sprite_pos(tb, a.source), tb.controls.button("ability").rect.center)
        else:
            drag(app, sprite_pos(tb, a.source), centre(tb, pl(f"hold@{b}")))
        return
    if kind == "attack" and args[0] != "-":       # an arrow from the 保留域 to the target
        drag(app, centre(tb, pl(f"hold@{b}")), centre(tb, a.target))
        return
    if kind == "field" and args[0] != "-":
        drag(app, sprite_pos(tb, a.source), centre(tb, pl(f"field@{b}")))
        return
    if kind == "drop" and pending.reason != "limit":
        click(app, sprite_pos(tb, a.source))
        return
    if kind == "draw" and args[0] == "deck":
        click(app, centre(tb, a.source))
        return
    click_option(app, tb, a)


def visible_pos(tb, place):
    """A point of ``place``'s card that no other card covers (where a person clicks it)."""
    r = tb.board.sprites[place].rect
    for dy in (0.5, 0.25, 0.75, 0.1, 0.9):
        for dx in (0.5, 0.3, 0.15, 0.05, 0.7, 0.9):
            pt = (round(r.x + dx * r.width), round(r.y + dy * r.height))
            if tb.board.place_at(pt) == place:
                return pt
    raise AssertionError(f"{place} is covered everywhere")


def choose_set(app, tb, places) -> None:
    """A selection (hand limit, reload, the three that stay): click each, then confirm."""
    settle(app, tb)
    for place in places:
        click(app, visible_pos(tb, place))
    click(app, tb.controls.button("confirm").rect.center)
    frames(app, 6)


class Policy:
    """The person's choices: attack whenever possible, counter when attacked (else take
    the hit), keep the first three 拠点 cards, send the first cards over the limit."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, state, seat: int) -> Act:
        legal = list(state.legal_actions())
        d = state.pending
        kind = d[0] if d is not None else None
        by = lambda verb: [a for a in legal if a.verb == verb]  # noqa: E731
        if kind == "respond":
            return (by("counter") or [a for a in legal if a.verb == "hit"])[0]
        if kind == "window":
            return by("pass")[0]
        if kind == "attack":
            return legal[0]
        if kind is None:
            plays = by("play")
            attacking = [a for a in plays if _attacks(state, seat, a)]
            if attacking:
                return max(attacking, key=lambda a: (len(a.args), a.args))
            if plays and self.rng.random() < 0.8:
                return self.rng.choice(plays)
            items = by("item")
            if items and self.rng.random() < 0.3:
                return self.rng.choice(items)
            return by("end")[0]
        if kind == "reload":
            return by("reload")[0]
        return legal[0] if legal[0].args[:1] != ("-",) or len(legal) == 1 else legal[1]


def answer_set(app, tb, seat: int = 0, team: int | None = None) -> bool:
    """A set decision of ``seat`` answered as a player would: the first three 拠点 cards
    kept, the cards over the hand limit stashed, nothing when any number may be stashed.
    False when no set decision is open."""
    st, mode = tb.state, tb.board.select_mode()
    team = seat % 2 if team is None else team
    if mode == "keep":
        choose_set(app, tb, [pl(f"base@{team}:{c}") for c in st.bases[team][:3]])
    elif mode == "stash_limit":
        k = len(st.hands[seat]) - tb.view.seats[seat].hand_limit
        choose_set(app, tb, [pl(f"hand@{seat}:{c}") for c in st.hands[seat][:k]])
    elif mode == "stash_any":
        choose_set(app, tb, [])
    else:
        return False
    return True


def _attacks(state, seat, a) -> bool:
    from game.zintrigger.rules.cards import AREAS
    nums = {AREAS[c].number for c in a.args}
    for p in range(state.players):
        if p % 2 != seat % 2 and state.field[p] is not None and AREAS[state.field[p]].number in nums:
            return True
    return False


def press_key(app, key, shift=False):
    mod = pygame.KMOD_SHIFT if shift else 0
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)])


__all__ = ["perform", "choose_set", "Policy", "click", "drag", "ev", "frames", "centre", "sprite_pos"]


def record_drawn(monkeypatch) -> list[str]:
    """Every string rendered from now on, in order (``tests.ui.audit.record_rendered``), with
    ジントリガー's faces drawn anew."""
    from game.zintrigger.table import faces
    from tests.ui.audit import record_rendered
    return record_rendered(monkeypatch, [], (faces.FACES,))
