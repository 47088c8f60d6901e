"""Shared checks for the per-yokai tests: the printed face and the action cycle."""
from __future__ import annotations

from game.hakusura.rules.cards import YOKAI
from tests.hakusura.helpers import restart, table

SEATS = {"sente": (0,), "gote": (1,), "both": (0, 1), "left": (0,), "right": (1,)}


def face(yid: str) -> tuple:
    y = YOKAI[yid]
    return (y.lv, y.hp, y.bo, tuple((a.target, a.dmg, a.ignore) for a in y.acts), y.special)


def cycle(yid: str, turns: int = 6, alone: bool = False) -> list[tuple]:
    """(index, seats hit, damage, 防御無視, times) of the yokai's action on turns 1..``turns``,
    read from the view (先手 = 左). With ``alone`` its partner yokai is already down."""
    other = "kappa" if yid != "kappa" else "chochin"
    out = []
    for k in range(turns):
        s = table(chars=("doman", "kuzunoha"), yokai=(yid, other), first=0, start=False,
                  battle=2 * YOKAI[yid].lv - 1)
        e = s.enemy("yokai:0")
        e.count = k
        if alone:
            o = s.enemy("yokai:1")
            o.hp, o.alive = 0, False
        restart(s)
        n = s.view(0).enemy("yokai:0").next
        out.append((n.index, n.seats, n.damage, n.ignore, n.times))
    return out


def expected(yid: str, turns: int = 6, bonus: int = 0, times: int = 1) -> list[tuple]:
    y = YOKAI[yid]
    out = []
    for k in range(turns):
        i = min(k, 2) if y.special == "repeat3" else k % 3
        a = y.acts[i]
        out.append((i, SEATS[a.target], a.dmg + bonus, a.ignore, times))
    return out


def totals(yid: str, edge: str, char: str = "rinka") -> tuple[int, int, int]:
    """(攻, 防, 術) of ``char`` with ``yid`` equipped on ``edge`` (the battle's yokai kept apart)."""
    others = [y for y in ("oni", "nue", "ushioni") if y != yid][:2]
    s = table(chars=(char, "seimei" if char != "seimei" else "rinka"), yokai=tuple(others), battle=5,
              equip=({edge: [yid]}, {}))
    v = s.view(0).seats[0]
    return v.atk, v.bo, v.jutsu
