"""ハクスラ陰陽師 actions: frozen values, their text forms and places.

Every text starts with the seat that decides (``L`` = 左の人 / the solo player,
``R`` = 右の人), so ``parse_action`` can rebuild the action and its places.

=====================================  ==========================  ===========================
text                                   source                      target
=====================================  ==========================  ===========================
L pick kogeki|bogyo|jutsu              hand@0:<card>               slot@0          hidden pick
L pass                                 button:pass                 -               no (more) ability
L use <yokai> [<arg>]                  shiki@0:<yokai>             <enemy> / used@0:<card> /
                                                                   hand@0:<card> / -
L evolve                               char@0                      -               start evolving
L spend <yokai>                        shiki@0:<yokai>             char@0          evolution cost
L evolve done                          button:evolve               -
L partner <yokai>                      shiki@0:<yokai>             char@0          晴明's 相棒
L play <card> [<enemy>]                slot@0                      <enemy> / -     resolve the card
L renda <card> [<enemy>]               hand@0:<card>               <enemy> / slot@0  連撃's 2nd card
L after <yokai|char> [<enemy>]         effect@0:<yokai|char>       <enemy> / -     next edge text
L hit <yokai> <enemy>                  shiki@0:<yokai>             <enemy>         灯火's target
L return <card> [<enemy>]              used@0:<card>               hand@0 / <enemy>  葛葉
L take <yokai> shiki|left|right|bottom loot:<yokai>                shiki@0 / edge@0:<edge>
L start <yokai> shiki|left|...         pool:<yokai>                shiki@0 / edge@0:<edge>  solo 初期式神
L equip <yokai> left|right|bottom|keep shiki@0:<yokai>             edge@0:<edge> / shiki@0  混乱・捕食
L discard <yokai>                      shiki@0:<yokai>             box             boss 技
L flip <card>                          -                           empty:<card>    策謀 (solo): the answer
=====================================  ==========================  ===========================

``<enemy>`` in a text is the rules' name of an enemy: ``yokai:0`` (left yokai),
``yokai:1`` (right), ``minion`` (取り巻き), ``boss``, or ``player:<seat>`` (the duel
opponent). As a place (:func:`enemy_place`) the first four are ``yokai:0``,
``minion``, ``boss``, and a player is the character at that seat, ``char@<seat>``:
a gesture aims at the card it strikes. Events name their places the same way.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import Action, IllegalAction, Place, button
from .cards import BOSSES, EDGES, HAND_CARDS, YOKAI

SEATS = ("L", "R")
ENEMY_PLACES = ("yokai:0", "yokai:1", "minion", "boss", "player:0", "player:1")
WHERE = ("shiki",) + EDGES


def _s(seat: int) -> str:
    return SEATS[seat]


# ---------------------------------------------------------------- places
def hand(seat: int, card: str | None = None) -> Place:
    """A card in ``seat``'s hand (None: the hand as a whole)."""
    return Place("hand", seat, card)


def slot(seat: int) -> Place:
    """Where ``seat`` lays its card (出す札の場所)."""
    return Place("slot", seat)


def used(seat: int, card: str | None = None) -> Place:
    return Place("used", seat, card)


def shiki(seat: int, yokai: str | None = None) -> Place:
    """A shikigami of ``seat`` (None: the whole row)."""
    return Place("shiki", seat, yokai)


def char(seat: int) -> Place:
    """``seat``'s character card (its HP card rides on it)."""
    return Place("char", seat)


def edge(seat: int, side: str) -> Place:
    """An edge of ``seat``'s character, where a yokai is equipped (left 攻, right 防, bottom 術)."""
    return Place("edge", seat, side)


def effect(seat: int, src: str) -> Place:
    """An edge text waiting to be resolved: ``src`` the yokai whose edge it is, or ``char``."""
    return Place("effect", seat, src)


def loot(yokai: str) -> Place:
    return Place("loot", None, yokai)


def pool(yokai: str) -> Place:
    """A starting shikigami of the solo game to choose from."""
    return Place("pool", None, yokai)


def empty(card: str) -> Place:
    """A card of the solo game's empty seat, still to be laid."""
    return Place("empty", None, card)


BOX = Place("box")
ENEMY_KINDS = ("yokai", "minion", "boss")


def enemy_place(enemy: str) -> Place:
    """An enemy of the action texts (``yokai:1``, ``boss``, ``player:1``) as a place."""
    kind, _, key = enemy.partition(":")
    if kind == "player":
        return char(int(key))
    return Place(kind, None, int(key) if key else None)


def enemy_name(place: Place | None) -> str:
    """The action texts' name of a yokai, the minion or the boss at ``place`` ("" for any
    other place)."""
    if place is None or place.kind not in ENEMY_KINDS:
        return ""
    return place.kind if place.key is None else f"{place.kind}:{place.key}"


def _where_place(seat: int, where: str) -> Place:
    return shiki(seat) if where in ("shiki", "keep") else edge(seat, where)


@dataclass(frozen=True, slots=True)
class Pick(Action):
    seat: int
    card: str

    def text(self) -> str:
        return f"{_s(self.seat)} pick {self.card}"

    @property
    def source(self) -> Place:
        return hand(self.seat, self.card)

    @property
    def target(self) -> Place:
        return slot(self.seat)


@dataclass(frozen=True, slots=True)
class Pass(Action):
    seat: int

    def text(self) -> str:
        return f"{_s(self.seat)} pass"

    @property
    def source(self) -> Place:
        return button("pass")


@dataclass(frozen=True, slots=True)
class Use(Action):
    """An ability of a shikigami (turn start or action time). ``arg``: the enemy
    place (敵1体 / 妖1体), the used card (一本足) or the hand card discarded (毒息)."""
    seat: int
    yokai: str
    arg: str = ""

    def text(self) -> str:
        t = f"{_s(self.seat)} use {self.yokai}"
        return t + " " + self.arg if self.arg else t

    @property
    def source(self) -> Place:
        return shiki(self.seat, self.yokai)

    @property
    def target(self) -> Place | None:
        a = self.arg
        if not a:
            return None
        if a in ENEMY_PLACES:
            return enemy_place(a)
        if self.yokai == "karakasa":
            return used(self.seat, a)
        return hand(self.seat, a)


@dataclass(frozen=True, slots=True)
class Evolve(Action):
    seat: int

    def text(self) -> str:
        return f"{_s(self.seat)} evolve"

    @property
    def source(self) -> Place:
        return char(self.seat)


@dataclass(frozen=True, slots=True)
class Spend(Action):
    seat: int
    yokai: str

    def text(self) -> str:
        return f"{_s(self.seat)} spend {self.yokai}"

    @property
    def source(self) -> Place:
        return shiki(self.seat, self.yokai)

    @property
    def target(self) -> Place:
        return char(self.seat)


@dataclass(frozen=True, slots=True)
class EvolveDone(Action):
    seat: int

    def text(self) -> str:
        return f"{_s(self.seat)} evolve done"

    @property
    def source(self) -> Place:
        return button("evolve")


@dataclass(frozen=True, slots=True)
class Partner(Action):
    seat: int
    yokai: str

    def text(self) -> str:
        return f"{_s(self.seat)} partner {self.yokai}"

    @property
    def source(self) -> Place:
        return shiki(self.seat, self.yokai)

    @property
    def target(self) -> Place:
        return char(self.seat)


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Resolve the revealed card (``renda`` False) or 連撃's second card from hand."""
    seat: int
    card: str
    enemy: str = ""
    renda: bool = False

    def text(self) -> str:
        t = f"{_s(self.seat)} {'renda' if self.renda else 'play'} {self.card}"
        return t + " " + self.enemy if self.enemy else t

    @property
    def source(self) -> Place:
        return hand(self.seat, self.card) if self.renda else slot(self.seat)

    @property
    def target(self) -> Place | None:
        if self.enemy:
            return enemy_place(self.enemy)
        return slot(self.seat) if self.renda else None


@dataclass(frozen=True, slots=True)
class After(Action):
    """The next "〜の後" / edge text to resolve (``src`` = the yokai whose edge it is,
    or ``char`` for the character's own), with its enemy when it names one."""
    seat: int
    src: str
    enemy: str = ""

    def text(self) -> str:
        t = f"{_s(self.seat)} after {self.src}"
        return t + " " + self.enemy if self.enemy else t

    @property
    def source(self) -> Place:
        return effect(self.seat, self.src)

    @property
    def target(self) -> Place | None:
        return enemy_place(self.enemy) if self.enemy else None


@dataclass(frozen=True, slots=True)
class Hit(Action):
    """Which enemy an automatic ability hits (灯火)."""
    seat: int
    yokai: str
    enemy: str

    def text(self) -> str:
        return f"{_s(self.seat)} hit {self.yokai} {self.enemy}"

    @property
    def source(self) -> Place:
        return shiki(self.seat, self.yokai)

    @property
    def target(self) -> Place:
        return enemy_place(self.enemy)


@dataclass(frozen=True, slots=True)
class Return(Action):
    """葛葉: return a used card (evolved: and deal 2 to ``enemy``)."""
    seat: int
    card: str
    enemy: str = ""

    def text(self) -> str:
        t = f"{_s(self.seat)} return {self.card}"
        return t + " " + self.enemy if self.enemy else t

    @property
    def source(self) -> Place:
        return used(self.seat, self.card)

    @property
    def target(self) -> Place:
        return enemy_place(self.enemy) if self.enemy else hand(self.seat)


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take a defeated yokai (6章) — or, ``start`` True, the solo 初期式神 (9) — as a
    shikigami (``shiki``) or equipped on an edge."""
    seat: int
    yokai: str
    where: str
    start: bool = False

    def text(self) -> str:
        return f"{_s(self.seat)} {'start' if self.start else 'take'} {self.yokai} {self.where}"

    @property
    def source(self) -> Place:
        return pool(self.yokai) if self.start else loot(self.yokai)

    @property
    def target(self) -> Place:
        return _where_place(self.seat, self.where)


@dataclass(frozen=True, slots=True)
class Equip(Action):
    """混乱・捕食 "効果適用後に、装備できる": an edge, or ``keep`` it as a shikigami."""
    seat: int
    yokai: str
    where: str

    def text(self) -> str:
        return f"{_s(self.seat)} equip {self.yokai} {self.where}"

    @property
    def source(self) -> Place:
        return shiki(self.seat, self.yokai)

    @property
    def target(self) -> Place:
        return _where_place(self.seat, self.where)


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Boss 技 "式神を1体選んで捨て札にする": the target's choice."""
    seat: int
    yokai: str

    def text(self) -> str:
        return f"{_s(self.seat)} discard {self.yokai}"

    @property
    def source(self) -> Place:
        return shiki(self.seat, self.yokai)

    @property
    def target(self) -> Place:
        return BOX


@dataclass(frozen=True, slots=True)
class Flip(Action):
    """策謀 in the solo game: the empty seat's card to lay this turn."""
    seat: int
    card: str

    def text(self) -> str:
        return f"{_s(self.seat)} flip {self.card}"

    @property
    def target(self) -> Place:
        """The answer to the empty seat's decision: a click on the card (no drag)."""
        return empty(self.card)


# ---------------------------------------------------------------- parsing
def bad(text: object) -> IllegalAction:
    return IllegalAction(f"読めない行動です: 「{text}」(ターンの手順で選べる手の形ではない)",
                         f"Cannot read action: '{text}' (no step of the turn)", rule="HS-5")


def _yokai(tok: str, text: str) -> str:
    if tok not in YOKAI:
        raise bad(text)
    return tok


def _card(tok: str, text: str) -> str:
    if tok not in HAND_CARDS:
        raise bad(text)
    return tok


def _enemy(tok: str, text: str) -> str:
    if tok not in ENEMY_PLACES:
        raise bad(text)
    return tok


def parse_action(text: object) -> Action:
    if not isinstance(text, str):
        raise bad(text)
    toks = text.split()
    if len(toks) < 2 or toks[0] not in SEATS:
        raise bad(text)
    seat = SEATS.index(toks[0])
    verb, args = toks[1], toks[2:]
    n = len(args)
    if verb == "pick" and n == 1:
        return Pick(seat, _card(args[0], text))
    if verb == "pass" and n == 0:
        return Pass(seat)
    if verb == "use" and n in (1, 2):
        y = _yokai(args[0], text)
        if n == 2 and args[1] not in ENEMY_PLACES and args[1] not in HAND_CARDS:
            raise bad(text)
        return Use(seat, y, args[1] if n == 2 else "")
    if verb == "evolve" and n == 0:
        return Evolve(seat)
    if verb == "evolve" and args == ["done"]:
        return EvolveDone(seat)
    if verb == "spend" and n == 1:
        return Spend(seat, _yokai(args[0], text))
    if verb == "partner" and n == 1:
        return Partner(seat, _yokai(args[0], text))
    if verb in ("play", "renda") and n in (1, 2):
        return Play(seat, _card(args[0], text), _enemy(args[1], text) if n == 2 else "",
                    verb == "renda")
    if verb == "after" and n in (1, 2):
        src = args[0] if args[0] == "char" else _yokai(args[0], text)
        return After(seat, src, _enemy(args[1], text) if n == 2 else "")
    if verb == "hit" and n == 2:
        return Hit(seat, _yokai(args[0], text), _enemy(args[1], text))
    if verb == "return" and n in (1, 2):
        return Return(seat, _card(args[0], text), _enemy(args[1], text) if n == 2 else "")
    if verb in ("take", "start") and n == 2 and args[1] in WHERE:
        return Take(seat, _yokai(args[0], text), args[1], verb == "start")
    if verb == "equip" and n == 2 and args[1] in EDGES + ("keep",):
        return Equip(seat, _yokai(args[0], text), args[1])
    if verb == "discard" and n == 1:
        return Discard(seat, _yokai(args[0], text))
    if verb == "flip" and n == 1:
        return Flip(seat, _card(args[0], text))
    raise bad(text)


assert set(BOSSES).isdisjoint(YOKAI)
