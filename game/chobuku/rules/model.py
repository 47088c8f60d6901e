"""One 候補者 (candidate = a seat) of 鬼調伏: plain data, copied by hand."""
from __future__ import annotations

from typing import Any

#: 準備中 / 挑戦中 / 退却済み / 脱落 (11-3)
PREP, CHAL, RET, OUT = "prep", "chal", "ret", "out"
STATUS_JA = {PREP: "準備中", CHAL: "挑戦中", RET: "退却済み", OUT: "脱落"}
STATUS_EN = {PREP: "preparing", CHAL: "challenging", RET: "retreated", OUT: "eliminated"}
MAX_GOFU = 3


def shouhai_key(marks: int, gofu: int) -> int:
    """勝敗 (章8): the most 継承印 wins, then the most 護符; equal keys share the win."""
    return marks * 10 + gofu


class Cand:
    """A candidate's pieces.

    ``gofu`` 護符 (amulets, life), ``marks`` 継承印 (succession marks, victory points);
    shikigami are in exactly one of ``hand``, ``slot`` (in use this round), ``resting``
    (使用済み, face up sideways) or ``lost`` (喪失, 11-2). ``bottles`` in arrival
    order; ``initial`` is the initial bottle while still held, ``initial_down`` while
    it lies face down (霧鬼). ``decl`` holds the judgement declarations.
    """

    __slots__ = ("chara", "gofu", "marks", "hand", "slot", "slot_up", "resting", "lost",
                 "bottles", "initial", "initial_down", "status", "decl")

    def __init__(self, chara: str = "", shiki: tuple[str, ...] = ()) -> None:
        self.chara = chara
        self.gofu = MAX_GOFU
        self.marks = 0
        self.hand: list[str] = list(shiki)
        self.slot: str | None = None
        self.slot_up = False
        self.resting: list[str] = []
        self.lost: list[str] = []
        self.bottles: list[str] = []
        self.initial: str | None = None
        self.initial_down = False
        self.status = PREP
        self.decl: dict[str, Any] = {}

    def copy(self) -> "Cand":
        c = Cand.__new__(Cand)
        c.chara = self.chara
        c.gofu = self.gofu
        c.marks = self.marks
        c.hand = self.hand[:]
        c.slot = self.slot
        c.slot_up = self.slot_up
        c.resting = self.resting[:]
        c.lost = self.lost[:]
        c.bottles = self.bottles[:]
        c.initial = self.initial
        c.initial_down = self.initial_down
        c.status = self.status
        c.decl = dict(self.decl)
        return c

    def unlost(self) -> int:
        """喪失していない式神 (R-25): hand + in use + resting."""
        return len(self.hand) + (self.slot is not None) + len(self.resting)

    def to_json(self) -> dict[str, Any]:
        return {"chara": self.chara, "gofu": self.gofu, "marks": self.marks,
                "hand": self.hand[:], "slot": self.slot, "slot_up": self.slot_up,
                "resting": self.resting[:], "lost": self.lost[:], "bottles": self.bottles[:],
                "initial": self.initial, "initial_down": self.initial_down,
                "status": self.status, "decl": dict(self.decl)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Cand":
        c = cls.__new__(cls)
        c.chara = d["chara"]
        c.gofu = d["gofu"]
        c.marks = d["marks"]
        c.hand = list(d["hand"])
        c.slot = d["slot"]
        c.slot_up = d["slot_up"]
        c.resting = list(d["resting"])
        c.lost = list(d["lost"])
        c.bottles = list(d["bottles"])
        c.initial = d["initial"]
        c.initial_down = d["initial_down"]
        c.status = d["status"]
        c.decl = dict(d["decl"])
        return c


#: how a game ended, in words (the result, the log, the replay tools)
REASONS = {"gofu": ("護符が0枚になった", "an amulet count reached 0"),
           "marks": ("継承印6以上", "6 succession marks reached"),
           "oni": ("鬼の山が尽きた", "the oni deck ran out"),
           "dropout": ("既定の人数が脱落", "the agreed number of candidates dropped out"),
           "wipeout": ("全員が脱落", "every candidate dropped out")}


def reason_text(reason: str, lang: str = "ja") -> str:
    ja, en = REASONS.get(reason, (reason, reason))
    return en if lang == "en" else ja
