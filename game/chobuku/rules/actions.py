"""鬼調伏 actions: frozen values, their text forms and their places.

Every text starts with the acting seat (``s0`` … ``s4``)::

    s0 chara sakaki           pick a character (set-up, only when players choose)
    s0 shiki kage             place a shikigami face down (the secret choice, and the
                              new one after [式神交代])
    s0 draw 2                 小瓶を引く: 1..3 bottles at once
    s0 challenge use 1        挑む, using 予兆 slot 1 (0..2)
    s0 challenge discard 1    挑む, discarding 予兆 slot 1
    s0 challenge draw         挑む, drawing a star card and using it at once
    s0 challenge none         挑む with neither an omen nor a star card left
    s0 retreat                退く
    s0 flee 2                 捨て逃げ: the omen a successful retreat discards
    s0 fortune 2 +2           吉凶占い: target seat and sign
    s0 withdraw ka3           [小瓶引取]: the bottle to discard
    s0 exchange ka3           [小瓶交換]: the bottle to discard
    s0 swap 2                 [式神交代]: the seat whose shikigami is swapped
    s0 declare goshuin yes|no       [式神の五主印] +2
    s0 declare hoshiawase +1|-1|0   [星合わせ]
    s0 declare bake 1|4             化け狐 (its two values, cards.BAKE_VALUES)
    s0 declare binbo mark|amulet    貧乏神: pay a 継承印 instead of a 護符

Places (:class:`~game.engine.Place`, ``source`` → ``target``): a character
``chara:<id>`` → its seat ``seat@<s>``; a shikigami in hand ``hand@<s>:<shiki>`` → the
slot ``slot@<s>``; the bottle deck ``deck:bottles`` → the row ``bottles@<s>`` (draws,
``facing`` = how many; also ``button:draw<k>``); an omen ``omen:<i>`` → the oni ``oni``
(use) or ``discard:stars`` (discard, 捨て逃げ); the star deck ``deck:stars`` → ``oni``
(draw and use); a bottle ``bottle@<s>:<b>`` → ``discard:bottles``; the 吉凶占い tokens
``token:+2`` / ``token:-2`` → ``seat@<t>``; the 式神交代 token ``token:swap`` →
``slot@<t>``; ``button:<name>`` for pure buttons (retreat, challenge, declarations).
Events name the same places, and ``hand@<s>``, ``resting@<s>``, ``seal`` and the row of
星の定め ``stars`` where a card comes or goes as a whole.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import Action, IllegalAction, Place, button
from .cards import ALL_CHARAS, BAKE_VALUES, BOTTLES, SHIKI

_SHIKI_IDS = frozenset(sid for _c, sid in SHIKI)
MAX_SEATS = 5

BOTTLE_DECK = Place("deck", None, "bottles")
STAR_DECK = Place("deck", None, "stars")
BOTTLE_DISCARD = Place("discard", None, "bottles")
STAR_DISCARD = Place("discard", None, "stars")
THE_ONI = Place("oni")
THE_SEAL = Place("seal")
#: 星の定め, the row of star cards used this round
FIXED_STARS = Place("stars")


def seat(p: int) -> Place:
    return Place("seat", p)


def slot(p: int) -> Place:
    """Where ``p``'s shikigami of the round lies (face down until revealed)."""
    return Place("slot", p)


def hand(p: int, shiki: str | None = None) -> Place:
    return Place("hand", p, shiki)


def bottles(p: int) -> Place:
    """``p``'s row of bottles as a whole (draws land there)."""
    return Place("bottles", p)


def bottle(p: int, b: str | int) -> Place:
    """One of ``p``'s bottles: its id, or its index in the row while it is hidden from the viewer."""
    return Place("bottle", p, b)


def resting(p: int) -> Place:
    return Place("resting", p)


def omen(i: int) -> Place:
    return Place("omen", None, i)


def chara(cid: str) -> Place:
    return Place("chara", None, cid)


def token(name: str) -> Place:
    """A token dragged onto a seat: ``+2`` / ``-2`` (吉凶占い), ``swap`` (式神交代)."""
    return Place("token", None, name)


@dataclass(frozen=True, slots=True)
class PickChara(Action):
    seat: int
    chara: str

    def text(self) -> str:
        return f"s{self.seat} chara {self.chara}"

    @property
    def source(self) -> Place:
        return chara(self.chara)

    @property
    def target(self) -> Place:
        return seat(self.seat)


@dataclass(frozen=True, slots=True)
class SetShiki(Action):
    seat: int
    shiki: str

    def text(self) -> str:
        return f"s{self.seat} shiki {self.shiki}"

    @property
    def source(self) -> Place:
        return hand(self.seat, self.shiki)

    @property
    def target(self) -> Place:
        return slot(self.seat)


@dataclass(frozen=True, slots=True)
class Draw(Action):
    seat: int
    k: int

    def text(self) -> str:
        return f"s{self.seat} draw {self.k}"

    @property
    def source(self) -> Place:
        return BOTTLE_DECK

    @property
    def target(self) -> Place:
        return bottles(self.seat)

    @property
    def facing(self) -> int:
        """How many bottles: the held deck is turned (R, the wheel) to say so."""
        return self.k

    @property
    def button(self) -> Place:
        return button(f"draw{self.k}")


HOWS = ("use", "discard", "draw", "none")


@dataclass(frozen=True, slots=True)
class Challenge(Action):
    """``how``: use / discard 予兆 ``slot``, draw-and-use, or none (nothing left)."""
    seat: int
    how: str
    slot: int | None = None

    def text(self) -> str:
        t = f"s{self.seat} challenge {self.how}"
        return t if self.slot is None else f"{t} {self.slot}"

    @property
    def source(self) -> Place:
        if self.how in ("use", "discard"):
            return omen(self.slot)
        return STAR_DECK if self.how == "draw" else button("challenge")

    @property
    def target(self) -> Place | None:
        if self.how == "discard":
            return STAR_DISCARD
        return THE_ONI if self.how in ("use", "draw") else None


@dataclass(frozen=True, slots=True)
class Retreat(Action):
    seat: int

    def text(self) -> str:
        return f"s{self.seat} retreat"

    @property
    def source(self) -> Place:
        return button("retreat")


@dataclass(frozen=True, slots=True)
class Flee(Action):
    seat: int
    slot: int

    def text(self) -> str:
        return f"s{self.seat} flee {self.slot}"

    @property
    def source(self) -> Place:
        return omen(self.slot)

    @property
    def target(self) -> Place:
        return STAR_DISCARD


@dataclass(frozen=True, slots=True)
class Fortune(Action):
    seat: int
    who: int
    sign: int

    def text(self) -> str:
        return f"s{self.seat} fortune {self.who} {self.sign:+d}"

    @property
    def source(self) -> Place:
        return token(f"{self.sign:+d}")

    @property
    def target(self) -> Place:
        return seat(self.who)


@dataclass(frozen=True, slots=True)
class Withdraw(Action):
    seat: int
    bottle: str

    def text(self) -> str:
        return f"s{self.seat} withdraw {self.bottle}"

    @property
    def source(self) -> Place:
        return bottle(self.seat, self.bottle)

    @property
    def target(self) -> Place:
        return BOTTLE_DISCARD


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    seat: int
    bottle: str

    def text(self) -> str:
        return f"s{self.seat} exchange {self.bottle}"

    @property
    def source(self) -> Place:
        return bottle(self.seat, self.bottle)

    @property
    def target(self) -> Place:
        return BOTTLE_DISCARD


@dataclass(frozen=True, slots=True)
class Swap(Action):
    seat: int
    who: int

    def text(self) -> str:
        return f"s{self.seat} swap {self.who}"

    @property
    def source(self) -> Place:
        return token("swap")

    @property
    def target(self) -> Place:
        return slot(self.who)


DECLARE_VALUES = {"goshuin": ("yes", "no"), "hoshiawase": ("+1", "-1", "0"),
                  "bake": tuple(str(v) for v in BAKE_VALUES), "binbo": ("mark", "amulet")}


@dataclass(frozen=True, slots=True)
class Declare(Action):
    seat: int
    what: str
    value: str

    def text(self) -> str:
        return f"s{self.seat} declare {self.what} {self.value}"

    @property
    def source(self) -> Place:
        return button(f"{self.what}_{self.value}")


def _bad(text: object) -> IllegalAction:
    return IllegalAction(f"読めない行動です: {text!r}", f"Unreadable action: {text!r}",
                         rule="OC-6")


def _int(tok: str, lo: int, hi: int, text: str) -> int:
    if not (tok.isascii() and tok.isdigit()):
        raise _bad(text)
    v = int(tok)
    if not lo <= v <= hi or tok != str(v):
        raise _bad(text)
    return v


def parse_action(text: object) -> Action:
    """Inverse of ``Action.text()``; IllegalAction on anything malformed."""
    if not isinstance(text, str):
        raise _bad(text)
    t = text.split()
    if len(t) < 2 or text != " ".join(t) or not t[0].startswith("s"):
        raise _bad(text)
    seat = _int(t[0][1:], 0, MAX_SEATS - 1, text)
    verb, args = t[1], t[2:]
    n = len(args)
    if verb == "chara" and n == 1 and args[0] in ALL_CHARAS:
        return PickChara(seat, args[0])
    if verb == "shiki" and n == 1 and args[0] in _SHIKI_IDS:
        return SetShiki(seat, args[0])
    if verb == "draw" and n == 1:
        return Draw(seat, _int(args[0], 1, 3, text))
    if verb == "challenge" and n >= 1 and args[0] in HOWS:
        if args[0] in ("use", "discard") and n == 2:
            return Challenge(seat, args[0], _int(args[1], 0, 2, text))
        if args[0] in ("draw", "none") and n == 1:
            return Challenge(seat, args[0])
    if verb == "retreat" and n == 0:
        return Retreat(seat)
    if verb == "flee" and n == 1:
        return Flee(seat, _int(args[0], 0, 2, text))
    if verb == "fortune" and n == 2 and args[1] in ("+2", "-2"):
        return Fortune(seat, _int(args[0], 0, MAX_SEATS - 1, text), int(args[1]))
    if verb in ("withdraw", "exchange") and n == 1 and args[0] in BOTTLES:
        return (Withdraw if verb == "withdraw" else Exchange)(seat, args[0])
    if verb == "swap" and n == 1:
        return Swap(seat, _int(args[0], 0, MAX_SEATS - 1, text))
    if verb == "declare" and n == 2 and args[1] in DECLARE_VALUES.get(args[0], ()):
        return Declare(seat, args[0], args[1])
    raise _bad(text)
