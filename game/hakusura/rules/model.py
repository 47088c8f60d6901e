"""The two mutable pieces of a ハクスラ陰陽師 position: a player's seat and an enemy.

Both are plain slotted records with a cheap ``copy`` and a JSON form; the
state (``state.py``) owns them and the rule functions change them.
"""
from __future__ import annotations

from typing import Any

from .cards import BOSSES, CHARACTERS, HAND_CARDS, YOKAI

SEAT_JA = ("左", "右")
SEAT_EN = ("Left", "Right")


class Player:
    """One seat: 陰陽師 (character, HP, hand cards), shikigami and equipment, and the
    per-turn / per-battle bookkeeping the rules need.

    ``hand`` + ``used`` + ``playing`` are always the three hand cards (``pick`` is a
    card still in ``hand`` until the reveal). ``equip`` maps each edge (left = 攻,
    right = 防, bottom = 術) to the yokai equipped there. ``flipped`` are the
    shikigami whose ゲーム中1回 ability is used up (still shikigami, 7.1).
    """

    __slots__ = ("seat", "char", "evolved", "hp", "down", "empty", "hand", "used", "playing",
                 "pick", "pick_open", "shiki", "flipped", "equip", "under", "partner", "uses",
                 "turn_used", "played", "defending", "bo_used", "reduce", "bonus", "next_bonus",
                 "bank", "bank_live", "flags", "spider")

    LISTS = ("hand", "used", "playing", "shiki", "flipped", "under", "turn_used", "played", "flags")
    DICTS = ("uses", "bonus", "next_bonus")

    def __init__(self, seat: int, char: str = "", hp: int = 0, empty: bool = False) -> None:
        self.seat = seat
        self.char = char
        self.evolved = False
        self.hp = hp
        self.down = False
        self.empty = empty                  # the solo game's いない席
        self.hand: list[str] = list(HAND_CARDS)
        self.used: list[str] = []
        self.playing: list[str] = []
        self.pick: str | None = None
        self.pick_open = False              # 策謀: the opponent's pick lies face up
        self.shiki: list[str] = []
        self.flipped: list[str] = []
        self.equip: dict[str, list[str]] = {"left": [], "right": [], "bottom": []}
        self.under: list[str] = []          # spent on evolution
        self.partner: str | None = None     # 晴明(裏)'s 相棒
        self.uses: dict[str, int] = {}      # ability -> uses this battle
        self.turn_used: list[str] = []      # abilities used this turn (one use per turn)
        self.played: list[str] = []         # cards played this turn (reveal, 連撃, 唐傘)
        self.defending = False
        self.bo_used = 0                    # 防 already spent this turn
        self.reduce = 0                     # 受けるダメージ−n left this turn
        self.bonus: dict[str, int] = {"atk": 0, "bo": 0, "jutsu": 0}     # このターン
        self.next_bonus: dict[str, int] = {"atk": 0, "jutsu": 0}         # 次のターン
        self.bank = 0                       # 次の攻撃に足す
        self.bank_live = 0                  # the bank being spent by the attack in process
        self.flags: list[str] = []          # goriki / fubuki / juso / fui / renda this turn
        self.spider = 0                     # 土蜘蛛's damage owed at the end of the turn

    @property
    def alive(self) -> bool:
        return not self.down and not self.empty

    @property
    def character(self):
        return CHARACTERS[self.char]

    @property
    def face(self):
        return CHARACTERS[self.char].face(self.evolved)

    def all_equipped(self, edge: str) -> list[str]:
        """The yokai on ``edge``, counting 晴明's partner on every edge (7.5)."""
        eq = self.equip[edge]
        if self.partner is not None:
            return eq + [self.partner]
        return eq

    def has_shiki(self, yid: str) -> bool:
        return yid in self.shiki

    def copy(self) -> "Player":
        p = Player.__new__(Player)
        p.seat = self.seat
        p.char = self.char
        p.evolved = self.evolved
        p.hp = self.hp
        p.down = self.down
        p.empty = self.empty
        p.hand = self.hand[:]
        p.used = self.used[:]
        p.playing = self.playing[:]
        p.pick = self.pick
        p.pick_open = self.pick_open
        p.shiki = self.shiki[:]
        p.flipped = self.flipped[:]
        p.equip = {"left": self.equip["left"][:], "right": self.equip["right"][:],
                   "bottom": self.equip["bottom"][:]}
        p.under = self.under[:]
        p.partner = self.partner
        p.uses = dict(self.uses)
        p.turn_used = self.turn_used[:]
        p.played = self.played[:]
        p.defending = self.defending
        p.bo_used = self.bo_used
        p.reduce = self.reduce
        p.bonus = dict(self.bonus)
        p.next_bonus = dict(self.next_bonus)
        p.bank = self.bank
        p.bank_live = self.bank_live
        p.flags = self.flags[:]
        p.spider = self.spider
        return p

    def to_json(self) -> dict[str, Any]:
        d = {k: getattr(self, k) for k in self.__slots__}
        for k in self.LISTS:
            d[k] = list(d[k])
        for k in self.DICTS:
            d[k] = dict(d[k])
        d["equip"] = {e: list(v) for e, v in self.equip.items()}
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Player":
        p = cls.__new__(cls)
        for k in cls.__slots__:
            v = d[k]
            if k in cls.LISTS:
                v = list(v)
            elif k in cls.DICTS:
                v = dict(v)
            elif k == "equip":
                v = {e: list(x) for e, x in v.items()}
            setattr(p, k, v)
        return p


class Enemy:
    """A yokai of the current battle (``yokai:0`` left, ``yokai:1`` right), a boss's
    取り巻き (``minion``) or the boss (``boss``; ``hp`` counts its whole HP, the
    12-point laps of 8.3 are derived).

    ``count`` is how many of its turns have passed (its next action is derived
    from it, 5.5); ``flip`` is the solo empty seat's card lying before it (9).
    """

    __slots__ = ("place", "eid", "kind", "hp", "max_hp", "alive", "count", "bo_used",
                 "stopped", "flip", "killer", "order")

    def __init__(self, place: str, eid: str, kind: str, hp: int) -> None:
        self.place = place
        self.eid = eid
        self.kind = kind                    # yokai / minion / boss
        self.hp = hp
        self.max_hp = hp
        self.alive = True
        self.count = 0
        self.bo_used = 0
        self.stopped = False                # 百物語 / 混乱 this turn
        self.flip: str | None = None
        self.killer: int | None = None
        self.order = 0                      # defeat order in this battle (1, 2)

    @property
    def is_boss(self) -> bool:
        return self.kind == "boss"

    @property
    def card(self):
        return BOSSES[self.eid] if self.kind == "boss" else YOKAI[self.eid]

    @property
    def bo(self) -> int:
        return self.card.bo

    def copy(self) -> "Enemy":
        e = Enemy.__new__(Enemy)
        e.place = self.place
        e.eid = self.eid
        e.kind = self.kind
        e.hp = self.hp
        e.max_hp = self.max_hp
        e.alive = self.alive
        e.count = self.count
        e.bo_used = self.bo_used
        e.stopped = self.stopped
        e.flip = self.flip
        e.killer = self.killer
        e.order = self.order
        return e

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Enemy":
        e = cls.__new__(cls)
        for k in cls.__slots__:
            setattr(e, k, d[k])
        return e
