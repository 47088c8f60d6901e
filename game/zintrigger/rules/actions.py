"""ジントリガー actions: one frozen value ``Act(seat, verb, args)``, its text form
and the places (``places.py``) its gesture starts and ends at.

Text form ``<seat>:<verb> <args...>`` (``0:play 炎3 氷4``); :func:`parse_action`
inverts :meth:`Act.text`. Every action names the seat that takes it, so its
places name the seat too (``hand@0:炎3``).

=====================================  ============================  =========================
text                                   source                        target
=====================================  ============================  =========================
``s:play c1 [c2 c3]`` (A, area set)    ``hand@s:c1``                 ``hold@s``
``s:item <card> [arg]`` (A, item)      ``hand@s:<card>``             ``hold@s`` / ``char@t:main``
                                                                     / ``field@s`` (ジェットパック)
                                                                     / ``discard:<c>`` (回収)
``s:item -`` (ギアボックス: none)      ``button:skip``               None
``s:ability [t|card|Bnn]`` (B)         ``button:ability``            ``char@t:main`` /
                                                                     ``hand@s:<card>`` / ``bamboo:Bnn``
``s:swap`` (X, main/sub)               ``char@s:sub``                ``char@s:main``
``s:end`` (C)                          ``button:end``                None
``s:draw deck|<card>|-``               ``deck@T`` / ``base@T:<c>``   ``hand@s``
``s:attack t|bamboo|-``                ``hold@s``                    ``field@t`` / ``grove``
``s:dodge <card>|decoy``               ``hand@s:<card>``             ``field@s``
``s:counter <card> [ability]``         ``hand@s:<card>``             ``hold@s`` / ``button:ability``
``s:cover`` / ``s:hit`` / ``s:pass``   ``button:cover|hit|pass``     None
``s:field <card>|-`` (P5 swap)         ``hold@s:<card>``             ``field@s``
``s:drop <card>`` (limit/cost/被弾)    ``base@T:<card>``             ``discard``
``s:stash <card>|-``                   ``hand@s:<card>``             ``base@T``
``s:reload`` / ``s:noreload``          ``button:reload|noreload``    None
``s:take <card>|-`` (◇, ギア, 光る竹)  ``pool:c`` / ``discard:c`` /  ``deck@T`` / ``hand@s``
                                       ``base@T:c``
``s:gear <item> base|deck`` (灰◆)      ``pool:<item>``               ``base@T`` / ``deck@T``
``s:add <item>|-`` (item additions)    ``pool:<item>``               ``deck@T``
``s:tower keep|swap|drop <card>``      ``deck@T``                    ``deck@T`` / ``discard``
``s:hack <card>|-``                    ``deck@U:<card>``             ``discard``
``s:order <card>`` (Q3 order)          ``base@T:<card>``             ``button:resolve``
``s:hideout <card>|-``                 ``hand@s:<card>``             ``field@s``
``s:mine <card>`` / ``s:pod <card>``   ``base@U:<card>``             ``discard`` / ``hand@s``
``s:lose <card>|-`` (青竹・真竹)        ``base@T:c`` / ``hand@s:c``   ``discard``

``s:char <key> main|sub`` (set-up pick)  ``pool:<key>``                 ``char@s:main|sub``
=====================================  ============================  =========================

``T`` = the seat's team (``s % 2``; in co-op Bambooshoot 0 for everyone: the legal
actions carry it as ``team``, which is not part of the action's text or equality),
``U`` = the other team.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import Action, IllegalAction, Place, button
from . import places as P
from .cards import item_kind

VERBS = frozenset((
    "play", "item", "ability", "swap", "end", "draw", "attack", "dodge", "counter", "cover", "hit",
    "pass", "field", "drop", "stash", "reload", "noreload", "take", "gear", "add", "tower", "hack",
    "order", "hideout", "mine", "pod", "lose", "char"))


@dataclass(frozen=True, slots=True)
class Act(Action):
    seat: int
    verb: str
    args: tuple[str, ...] = ()
    #: the seat's team for the place ids, when it is not ``seat % 2`` (co-op Bambooshoot)
    team: int | None = field(default=None, compare=False, repr=False)

    def text(self) -> str:
        if self.args:
            return f"{self.seat}:{self.verb} " + " ".join(self.args)
        return f"{self.seat}:{self.verb}"

    @property
    def arg(self) -> str | None:
        return self.args[0] if self.args else None

    @property
    def source(self) -> Place | None:
        s, v, a = self.seat, self.verb, self.args
        t = s % 2 if self.team is None else self.team
        first = a[0] if a else None
        if v in ("play", "dodge", "counter", "stash", "hideout"):
            return P.hand(s, first) if first not in (None, "-", "decoy") else \
                button("decoy" if first == "decoy" else "done")
        if v == "item":
            return P.hand(s, first) if first != "-" else button("skip")
        if v == "ability":
            return button("ability")
        if v == "swap":
            return P.char(s, "sub")
        if v == "draw":
            if first == "deck":
                return P.deck(t)
            return button("stop") if first == "-" else P.base(t, first)
        if v == "attack":
            return P.hold(s) if first != "-" else button("noattack")
        if v == "field":
            return P.hold(s, first) if first != "-" else button("keep")
        if v in ("drop", "order", "lose"):
            if v == "lose" and first == "-":
                return button("done")
            if v == "lose" and len(a) > 1 and a[1] == "hand":
                return P.hand(s, first)
            return P.base(t, first)
        if v == "mine":
            return P.base(1 - t, first)
        if v == "pod":
            return P.base(t, first)
        if v == "take":
            if first == "-":
                return button("done")
            where = a[1] if len(a) > 1 else "pool"
            return P.base(t, first) if where == "base" else Place(where, None, first)
        if v in ("gear", "add"):
            return P.pool(first) if first != "-" else button("done")
        if v == "tower":
            return P.deck(t)
        if v == "hack":
            return P.deck(1 - t, first) if first != "-" else button("keep")
        if v == "char":
            return P.pool(first)
        return button(v)

    @property
    def target(self) -> Place | None:
        s, v, a = self.seat, self.verb, self.args
        t = s % 2 if self.team is None else self.team
        first = a[0] if a else None
        if v == "play":
            return P.hold(s)
        if v == "item":
            if first == "-":
                return None
            if len(a) > 1:
                return _aimed(s, a[1], P.discard(a[1]) if item_kind(first) == "salvage" else P.field(s))
            return P.hold(s)
        if v == "ability":
            return _aimed(s, a[0], P.hand(s, a[0])) if a else None
        if v == "swap":
            return P.char(s, "main")
        if v in ("draw", "pod"):
            return None if first == "-" else P.hand(s)
        if v == "attack":
            if first == "-":
                return None
            return P.GROVE if first == "bamboo" else P.field(int(first))
        if v in ("dodge", "hideout", "field"):
            return None if first in ("-", "decoy") else P.field(s)
        if v == "counter":
            return button("ability") if len(a) > 1 else P.hold(s)
        if v in ("drop", "mine", "lose", "hack"):
            return None if first == "-" else P.DISCARD
        if v == "stash":
            return None if first == "-" else P.base(t)
        if v == "take":
            if first == "-":
                return None
            return P.deck(t) if (len(a) < 2 or a[1] == "pool") else P.hand(s)
        if v == "gear":
            return Place(a[1], t) if len(a) > 1 else None
        if v == "add":
            return None if first == "-" else P.deck(t)
        if v == "tower":
            return P.DISCARD if first == "drop" else P.deck(t)
        if v == "order":
            return button("resolve")
        if v == "char":
            return P.char(s, a[1] if len(a) > 1 else "main")
        return None


def _aimed(seat: int, x: str, otherwise: Place) -> Place:
    """What an item or ability names: a seat (its main character), a bamboo, else ``otherwise``."""
    if x.isdigit():
        return P.char(int(x), "main")
    if x.startswith("B") and x[1:].isdigit():
        return P.bamboo(x)
    return otherwise


def parse_action(text: str) -> Act:
    """Inverse of :meth:`Act.text`; raises IllegalAction on malformed text."""
    if not isinstance(text, str):
        raise IllegalAction("行動の書式ではありません", "Not an action text", rule="ZT-5")
    head, sep, rest = text.partition(":")
    if not sep or not head.isdigit() or len(head) > 1 or head != head.strip():
        raise IllegalAction(f"行動の書式が違います: {text!r}", f"Malformed action: {text!r}", rule="ZT-5")
    parts = rest.split(" ")
    verb, args = parts[0], tuple(parts[1:])
    if verb not in VERBS or any(not p or p != p.strip() for p in args) or rest != rest.strip():
        raise IllegalAction(f"行動の書式が違います: {text!r}", f"Malformed action: {text!r}", rule="ZT-5")
    return Act(int(head), verb, args)
