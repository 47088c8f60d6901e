"""ジントリガー actions: one frozen value ``Act(seat, verb, args)``, its text form
and the place ids the table drags between.

Text form ``<seat>:<verb> <args...>`` (``0:play 炎3 氷4``); :func:`parse_action`
inverts :meth:`Act.text`. Every action names the seat that takes it, so place
ids stay unique on the table (``hand:<seat>:<card>``).

=====================================  ============================  =========================
text                                   source                        target
=====================================  ============================  =========================
``s:play c1 [c2 c3]`` (A, area set)    ``hand:s:c1``                 ``zone:s``
``s:item <card> [arg]`` (A, item)      ``hand:s:<card>``             ``zone:s`` / ``char:t:main``
                                                                     / ``field:s`` (ジェットパック)
                                                                     / ``discard:<c>`` (回収)
``s:item -`` (ギアボックス: none)      ``button:skip``               None
``s:ability [t|card|Bnn]`` (B)         ``button:ability``            ``char:t:main`` /
                                                                     ``hand:s:<card>`` / ``bamboo:Bnn``
``s:swap`` (X, main/sub)               ``char:s:sub``                ``char:s:main``
``s:end`` (C)                          ``button:end``                None
``s:draw deck|<card>|-``               ``deck:T`` / ``base:T:<c>``   ``hand:s``
``s:attack t|bamboo|-``                ``zone:s``                    ``field:t`` / ``grove``
``s:dodge <card>|decoy``               ``hand:s:<card>``             ``field:s``
``s:counter <card> [ability]``         ``hand:s:<card>``             ``zone:s`` / ``button:ability``
``s:cover`` / ``s:hit`` / ``s:pass``   ``button:cover|hit|pass``     None
``s:field <card>|-`` (P5 swap)         ``zone:s:<card>``             ``field:s``
``s:drop <card>`` (limit/cost/被弾)    ``base:T:<card>``             ``discard``
``s:stash <card>|-``                   ``hand:s:<card>``             ``base:T``
``s:reload`` / ``s:noreload``          ``button:reload|noreload``    None
``s:take <card>|-`` (◇, ギア, 光る竹)  ``pool:c`` / ``discard:c`` /  ``deck:T`` / ``hand:s``
                                       ``base:T:c``
``s:gear <item> base|deck`` (灰◆)      ``pool:<item>``               ``base:T`` / ``deck:T``
``s:add <item>|-`` (item additions)    ``pool:<item>``               ``deck:T``
``s:tower keep|swap|drop <card>``      ``deck:T``                    ``deck:T`` / ``discard``
``s:hack <card>|-``                    ``deck:U:<card>``             ``discard``
``s:order <card>`` (Q3 order)          ``base:T:<card>``             ``button:resolve``
``s:hideout <card>|-``                 ``hand:s:<card>``             ``field:s``
``s:mine <card>`` / ``s:pod <card>``   ``base:U:<card>``             ``discard`` / ``hand:s``
``s:lose <card>|-`` (青竹・真竹)        ``base:T:c`` / ``hand:s:c``   ``discard``

``s:char <key> main|sub`` (set-up pick)  ``pool:<key>``                 ``char:s:main|sub``
=====================================  ============================  =========================

``T`` = the seat's team (``s % 2``; in co-op Bambooshoot 0 for everyone: the legal
actions carry it as ``team``, which is not part of the action's text or equality),
``U`` = the other team.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import Action, IllegalAction
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
    def source(self) -> str | None:
        s, v, a = self.seat, self.verb, self.args
        t = s % 2 if self.team is None else self.team
        first = a[0] if a else None
        if v in ("play", "dodge", "counter", "stash", "hideout"):
            return f"hand:{s}:{first}" if first not in (None, "-", "decoy") else \
                ("button:decoy" if first == "decoy" else "button:done")
        if v == "item":
            return f"hand:{s}:{first}" if first != "-" else "button:skip"
        if v == "ability":
            return "button:ability"
        if v == "swap":
            return f"char:{s}:sub"
        if v == "draw":
            if first == "deck":
                return f"deck:{t}"
            return "button:stop" if first == "-" else f"base:{t}:{first}"
        if v == "attack":
            return f"zone:{s}" if first != "-" else "button:noattack"
        if v == "field":
            return f"zone:{s}:{first}" if first != "-" else "button:keep"
        if v in ("drop", "order", "lose"):
            if v == "lose" and first == "-":
                return "button:done"
            if v == "lose" and len(a) > 1 and a[1] == "hand":
                return f"hand:{s}:{first}"
            return f"base:{t}:{first}"
        if v in ("mine",):
            return f"base:{1 - t}:{first}"
        if v == "pod":
            return f"base:{t}:{first}"
        if v == "take":
            if first == "-":
                return "button:done"
            where = a[1] if len(a) > 1 else "pool"
            return f"base:{t}:{first}" if where == "base" else f"{where}:{first}"
        if v in ("gear", "add"):
            return f"pool:{first}" if first != "-" else "button:done"
        if v == "tower":
            return f"deck:{t}"
        if v == "hack":
            return f"deck:{1 - t}:{first}" if first != "-" else "button:keep"
        if v == "char":
            return f"pool:{first}"
        return f"button:{v}"

    @property
    def target(self) -> str | None:
        s, v, a = self.seat, self.verb, self.args
        t = s % 2 if self.team is None else self.team
        first = a[0] if a else None
        if v == "play":
            return f"zone:{s}"
        if v == "item":
            if first == "-":
                return None
            if len(a) > 1:
                x = a[1]
                if x.isdigit():
                    return f"char:{x}:main"
                if x.startswith("B") and x[1:].isdigit():
                    return f"bamboo:{x}"
                return f"discard:{x}" if item_kind(first) == "salvage" else f"field:{s}"
            return f"zone:{s}"
        if v == "ability":
            if not a:
                return None
            x = a[0]
            if x.isdigit():
                return f"char:{x}:main"
            if x.startswith("B") and x[1:].isdigit():
                return f"bamboo:{x}"
            return f"hand:{s}:{x}"
        if v == "swap":
            return f"char:{s}:main"
        if v in ("draw", "pod"):
            return None if first == "-" else f"hand:{s}"
        if v == "attack":
            if first == "-":
                return None
            return "grove" if first == "bamboo" else f"field:{first}"
        if v in ("dodge", "hideout", "field"):
            return None if first in ("-", "decoy") else f"field:{s}"
        if v == "counter":
            return "button:ability" if len(a) > 1 else f"zone:{s}"
        if v in ("drop", "mine", "lose", "hack"):
            return None if first == "-" else "discard"
        if v == "stash":
            return None if first == "-" else f"base:{t}"
        if v == "take":
            if first == "-":
                return None
            return f"deck:{t}" if (len(a) < 2 or a[1] == "pool") else f"hand:{s}"
        if v == "gear":
            return f"{a[1]}:{t}" if len(a) > 1 else None
        if v == "add":
            return None if first == "-" else f"deck:{t}"
        if v == "tower":
            return "discard" if first == "drop" else f"deck:{t}"
        if v == "order":
            return "button:resolve"
        if v == "char":
            return f"char:{s}:{a[1] if len(a) > 1 else 'main'}"
        return None


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
