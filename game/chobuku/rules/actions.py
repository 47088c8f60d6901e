"""鬼調伏 actions: frozen values, their text forms and place ids.

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
    s0 declare bake 1|4             化け狐
    s0 declare binbo mark|amulet    貧乏神: pay a 継承印 instead of a 護符

Place ids (``source`` → ``target``): ``chara:<id>`` → ``seat:<s>``; ``hand:<s>:<shiki>``
→ ``slot:<s>``; ``deck`` → ``bottles:<s>`` (draws; also ``button:draw<k>``);
``omen:<i>`` → ``oni`` (use) or ``discard:stars`` (discard, 捨て逃げ); ``deck:stars`` →
``oni`` (draw-and-use); ``bottle:<s>:<b>`` → ``discard:bottles``; ``button:fortune+2`` /
``button:fortune-2`` → ``seat:<t>``; ``button:swap`` → ``slot:<t>``;
``button:<name>`` for pure buttons (retreat, challenge, declarations).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import Action, IllegalAction
from .cards import ALL_CHARAS, BOTTLES, SHIKI

_SHIKI_IDS = frozenset(sid for _c, sid in SHIKI)
MAX_SEATS = 5


@dataclass(frozen=True, slots=True)
class PickChara(Action):
    seat: int
    chara: str

    def text(self) -> str:
        return f"s{self.seat} chara {self.chara}"

    @property
    def source(self) -> str:
        return f"chara:{self.chara}"

    @property
    def target(self) -> str:
        return f"seat:{self.seat}"


@dataclass(frozen=True, slots=True)
class SetShiki(Action):
    seat: int
    shiki: str

    def text(self) -> str:
        return f"s{self.seat} shiki {self.shiki}"

    @property
    def source(self) -> str:
        return f"hand:{self.seat}:{self.shiki}"

    @property
    def target(self) -> str:
        return f"slot:{self.seat}"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    seat: int
    k: int

    def text(self) -> str:
        return f"s{self.seat} draw {self.k}"

    @property
    def source(self) -> str:
        return "deck"

    @property
    def target(self) -> str:
        return f"bottles:{self.seat}"

    @property
    def button(self) -> str:
        return f"button:draw{self.k}"


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
    def source(self) -> str:
        if self.how in ("use", "discard"):
            return f"omen:{self.slot}"
        return "deck:stars" if self.how == "draw" else "button:challenge"

    @property
    def target(self) -> str | None:
        if self.how == "discard":
            return "discard:stars"
        return "oni" if self.how in ("use", "draw") else None


@dataclass(frozen=True, slots=True)
class Retreat(Action):
    seat: int

    def text(self) -> str:
        return f"s{self.seat} retreat"

    @property
    def source(self) -> str:
        return "button:retreat"


@dataclass(frozen=True, slots=True)
class Flee(Action):
    seat: int
    slot: int

    def text(self) -> str:
        return f"s{self.seat} flee {self.slot}"

    @property
    def source(self) -> str:
        return f"omen:{self.slot}"

    @property
    def target(self) -> str:
        return "discard:stars"


@dataclass(frozen=True, slots=True)
class Fortune(Action):
    seat: int
    who: int
    sign: int

    def text(self) -> str:
        return f"s{self.seat} fortune {self.who} {self.sign:+d}"

    @property
    def source(self) -> str:
        return f"button:fortune{self.sign:+d}"

    @property
    def target(self) -> str:
        return f"seat:{self.who}"


@dataclass(frozen=True, slots=True)
class Withdraw(Action):
    seat: int
    bottle: str

    def text(self) -> str:
        return f"s{self.seat} withdraw {self.bottle}"

    @property
    def source(self) -> str:
        return f"bottle:{self.seat}:{self.bottle}"

    @property
    def target(self) -> str:
        return "discard:bottles"


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    seat: int
    bottle: str

    def text(self) -> str:
        return f"s{self.seat} exchange {self.bottle}"

    @property
    def source(self) -> str:
        return f"bottle:{self.seat}:{self.bottle}"

    @property
    def target(self) -> str:
        return "discard:bottles"


@dataclass(frozen=True, slots=True)
class Swap(Action):
    seat: int
    who: int

    def text(self) -> str:
        return f"s{self.seat} swap {self.who}"

    @property
    def source(self) -> str:
        return "button:swap"

    @property
    def target(self) -> str:
        return f"slot:{self.who}"


DECLARE_VALUES = {"goshuin": ("yes", "no"), "hoshiawase": ("+1", "-1", "0"),
                  "bake": ("1", "4"), "binbo": ("mark", "amulet")}


@dataclass(frozen=True, slots=True)
class Declare(Action):
    seat: int
    what: str
    value: str

    def text(self) -> str:
        return f"s{self.seat} declare {self.what} {self.value}"

    @property
    def source(self) -> str:
        return f"button:{self.what}_{self.value}"


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
