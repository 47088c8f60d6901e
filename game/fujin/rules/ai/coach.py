"""式神符陣's coach (issue #38): the hard search, and the facts a move's reason is made of.

The board is public, so what a move does at once (a shikigami destroyed, damage dealt,
総制圧力 and 王手) is the same in every sampled world; what it leaves open is counted on
the board after it: how many of the seat's shikigami an enemy can destroy next turn
(:func:`..evaluation._threat`'s reach, facing and 隙). Pure Python, no pygame.
"""
from __future__ import annotations

from ....engine.coach import Coach, CoachAgent, Scene, coach_agent
from ....engine.events import Damaged
from .. import actions as A
from ..board import CELL_INDEX
from ..cards import CARDS
from ..events import Destroyed, Oute
from . import HardAgent


def _name(cid: str, lang: str) -> str:
    card = CARDS[cid]
    return card.name_ja if lang == "ja" else card.name_en


def killable(d, seat: int) -> int:
    """How many of ``seat``'s shikigami an enemy piece, as it stands and faces, can
    destroy with one attack (its power, +2 from a 隙, against the piece's 耐久)."""
    n = 0
    for tc, tgt in enumerate(d.board):
        if tgt is None or tgt.owner != seat:
            continue
        for ac, att in enumerate(d.board):
            if att is None or att.owner == seat or att.hidden_by is not None:
                continue
            card = att.card
            if card.power is None or card.attack_cost is None:
                continue
            if tc not in card.reach_tab[ac * 4 + att.orient]:
                continue
            dmg = card.power + (2 if not card.all_around
                                and ac in tgt.card.blind_tab[tc * 4 + tgt.orient] else 0)
            if dmg >= tgt.hp:
                n += 1
                break
    return n


class FujinCoach(Coach):
    def agent(self, iterations, time_budget):
        kw = {"reuse": False}
        if iterations is not None:
            kw["iterations"] = iterations
        if time_budget is not None or iterations is not None:
            kw["time_budget"] = time_budget
        return HardAgent(**kw)

    def reason(self, scene: Scene):
        seat, opp = scene.seat, 1 - scene.seat
        w = scene.worlds[0]
        before, after = w.before, w.after
        kills = [e for e in w.events if isinstance(e, Destroyed) and e.owner == opp]
        if kills:
            k = kills[0]
            return (f"{k.cell}の{_name(k.card, 'ja')}を撃破(霊力+{k.bounty})",
                    f"destroys {_name(k.card, 'en')} on {k.cell} (+{k.bounty} Spirit)")
        if before.oute[opp] and after.seiatsu(opp) < 5 <= before.seiatsu(opp):
            a, b = before.seiatsu(opp), after.seiatsu(opp)
            return (f"相手の総制圧力を{a}→{b}に下げ、王手を外す",
                    f"brings the opponent's Total Control from {a} to {b}: their Check fails")
        checks = [e for e in w.events if isinstance(e, Oute) and e.player == seat and e.on]
        if checks:
            return (f"総制圧力{checks[0].seiatsu}で王手を宣言する",
                    f"declares Check with Total Control {checks[0].seiatsu}")
        hits = [e for e in w.events if isinstance(e, Damaged)
                and (p := after.board[_cell(e.place)]) is not None and p.owner == opp]
        if hits:
            dmg = sum(e.amount for e in hits)
            cell = hits[0].place.key
            return (f"{cell}に{dmg}ダメージ(耐久{hits[0].before}→{hits[0].after})",
                    f"deals {dmg} damage on {cell} (Endurance {hits[0].before}→{hits[0].after})")
        k0, k1 = killable(before, seat), killable(after, seat)
        if k1 < k0:
            return (f"撃破されうる味方の式神が{k0}体→{k1}体に減る",
                    f"your shikigami the enemy can destroy next turn go from {k0} to {k1}")
        e0, e1 = killable(before, opp), killable(after, opp)
        if e1 > e0:
            return (f"次の手番に撃破を狙える相手の式神が{e0}体→{e1}体に増える",
                    f"enemy shikigami you can destroy next turn go from {e0} to {e1}")
        a, b = before.seiatsu(seat), after.seiatsu(seat)
        if isinstance(scene.action, A.Summon) and b > a:
            name = _name(scene.action.card, "ja"), _name(scene.action.card, "en")
            return (f"{name[0]}の召喚で総制圧力{a}→{b}(5で王手)",
                    f"summoning {name[1]} raises Total Control from {a} to {b} (5 is Check)")
        if k1 > k0:
            return (f"ただし撃破されうる味方が{k0}体→{k1}体に増える",
                    f"though your shikigami the enemy can destroy go from {k0} to {k1}")
        return None


def _cell(place) -> int:
    return CELL_INDEX[place.key]


COACH = FujinCoach()


def make_coach(level: str = "hard", **kw) -> CoachAgent:
    """The catalogue's ``coach`` hook: ``hard`` at the table, ``review`` after the game."""
    return coach_agent(COACH, level, **kw)
