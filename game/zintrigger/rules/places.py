"""Where things lie on a ジントリガー table, as :class:`~game.engine.Place` values.

Actions name where their gesture starts and ends with these, events where a card
goes; the table maps its sprites to the same values. ``T`` is a team (0 = A, 1 =
B; in Bambooshoot 0 is everyone's, 1 the enemy side), ``s`` a seat:

``hand@s[:card]``  a hand (手札)            ``hold@s[:card]``  the 保留域 (hold), where plays wait
``field@s``        the 場札 (field card)    ``char@s:main|sub`` a character
``deck@T[:card]``  a team's deck (山札)     ``base@T[:card]``   a team's 拠点 (base)
``discard[:card]`` the discard (捨て札)     ``pool[:card]``     out of the game: items, characters
``grove``          the bamboo grove (竹林)   ``bamboo:Bnn``      one bamboo
``harvest:Bnn``    a harvested bamboo       ``button:<name>``   a button (end, ability, cover...)
"""
from __future__ import annotations

from ...engine import Place, button

__all__ = ["Place", "DISCARD", "GROVE", "POOL", "BUTTON", "hand", "hold", "field", "char", "deck", "base", "discard",
           "pool", "bamboo", "harvest"]

DISCARD = Place("discard")
GROVE = Place("grove")
POOL = Place("pool")
BUTTON = button


def hand(seat: int, card: str | None = None) -> Place:
    return Place("hand", seat, card)


def hold(seat: int, card: str | None = None) -> Place:
    return Place("hold", seat, card)


def field(seat: int) -> Place:
    return Place("field", seat)


def char(seat: int, which: str = "main") -> Place:
    return Place("char", seat, which)


def deck(team: int, card: str | None = None) -> Place:
    return Place("deck", team, card)


def base(team: int, card: str | None = None) -> Place:
    return Place("base", team, card)


def discard(card: str | None = None) -> Place:
    return Place("discard", None, card)


def pool(card: str | None = None) -> Place:
    return Place("pool", None, card)


def bamboo(bid: str) -> Place:
    return Place("bamboo", None, bid)


def harvest(bid: str) -> Place:
    return Place("harvest", None, bid)
