"""The primitive changes every 式神符陣 effect is made of: 霊力, 耐久, destruction,
moves, turns, drawing and the end of the game.

Each function takes the state (``s``) and the event list it appends to; the
resolution (``resolve.py``) and the turn flow (``turns.py``) are written in them.
"""
from __future__ import annotations

from ...engine import (CardDrawn, CardMoved, CardRotated, Damaged, GameOver, HpChanged, Log,
                       ResourceChanged, Result, Shuffled)
from .actions import zone
from .actions import cell as cell_place
from .board import CELL_NAMES, ORIENTS, cell_mod
from .events import Destroyed, Hidden, Moved
from .model import HP_CAP, PLAYER_EN, PLAYER_JA, REIRYOKU_CAP

LANTERN = "T-001"


def gain_reiryoku(s, player: int, n: int, ev: list) -> None:
    """Gain 霊力 (reiryoku, the "spirit" every action costs), capped at 15 (FJ-R14)."""
    before = s.reiryoku[player]
    after = min(REIRYOKU_CAP, before + n)
    s.reiryoku[player] = after
    if after != before or n:
        ev.append(ResourceChanged(player, "reiryoku", before, after))


def pay_reiryoku(s, player: int, n: int, ev: list) -> None:
    """Pay 霊力; the caller has checked it is there."""
    if n:
        before = s.reiryoku[player]
        s.reiryoku[player] = before - n
        ev.append(ResourceChanged(player, "reiryoku", before, before - n))


def set_hp(s, cell: int, value: int, ev: list) -> None:
    p = s.board[cell]
    before = p.hp
    p.hp = min(HP_CAP, value)
    if p.hp != before:
        ev.append(HpChanged(cell_place(cell), before, p.hp))


def heal(s, cell: int, n: int, ev: list) -> tuple[int, int]:
    p = s.board[cell]
    before = p.hp
    set_hp(s, cell, before + n, ev)
    return before, p.hp


def damage(s, cell: int, n: int, ev: list, source: str | None = None) -> tuple[int, int]:
    p = s.board[cell]
    before = p.hp
    p.hp = before - n
    ev.append(Damaged(cell_place(cell), n, before, p.hp, source))
    return before, p.hp


def destroy(s, cell: int, by: int | None, ev: list, steps: list) -> None:
    """撃破: to the owner's graveyard; ``by`` gains the 霊力価 (None = nobody)."""
    p = s.board[cell]
    s.board[cell] = None
    s.graves[p.owner].append(p.cid)
    if p.hidden_by is not None:   # a マヨヒガ that killed with its -1 goes too
        h = p.hidden_by
        s.mayo[h] = None
        s.graves[h].append("T-011")
        ev.append(Hidden(h, CELL_NAMES[cell], False))
    bounty = p.card.bounty if by is not None else 0
    ev.append(CardMoved(p.cid, cell_place(cell), zone("grave", p.owner), p.owner))
    ev.append(Destroyed(p.owner, p.cid, CELL_NAMES[cell], by, bounty))
    if by is not None:
        ev.append(Log(f"{PLAYER_JA[p.owner]}の{p.card.name_ja}を撃破 → "
                      f"{PLAYER_JA[by]} 霊力+{bounty}",
                      f"{PLAYER_EN[p.owner]}'s {p.card.name_en} destroyed → "
                      f"{PLAYER_EN[by]} Spirit +{bounty}", by))
        gain_reiryoku(s, by, bounty, ev)
    else:
        ev.append(Log(f"{PLAYER_JA[p.owner]}の{p.card.name_ja}を撃破(霊力価なし)",
                      f"{PLAYER_EN[p.owner]}'s {p.card.name_en} destroyed (no Bounty)",
                      p.owner))
    if p.cid == LANTERN:
        steps.append(("lantern", p.owner))


def move(s, src: int, dst: int, ev: list) -> int:
    """Move a piece to an empty cell, re-applying the cell modifier (chapter 四).
    Returns the new 耐久 (may be <= 0: the caller destroys)."""
    p = s.board[src]
    delta = cell_mod(dst, p.card.attr) - cell_mod(src, p.card.attr)
    before = p.hp
    p.hp = min(HP_CAP, p.hp + delta)
    p.base = min(HP_CAP, p.base + delta)
    s.board[src] = None
    s.board[dst] = p
    ev.append(Moved(p.owner, p.cid, CELL_NAMES[src], CELL_NAMES[dst], before, p.hp))
    ev.append(Log(f"{PLAYER_JA[p.owner]}の{p.card.name_ja}: {CELL_NAMES[src]}→"
                  f"{CELL_NAMES[dst]} 耐久 {before}→{p.hp}",
                  f"{PLAYER_EN[p.owner]}'s {p.card.name_en}: {CELL_NAMES[src]}→"
                  f"{CELL_NAMES[dst]} Endurance {before}→{p.hp}", p.owner))
    return p.hp


def turn(s, cell: int, new: int, ev: list) -> None:
    """Set the facing of the piece on ``cell`` (``new`` taken mod 4)."""
    p = s.board[cell]
    before = p.orient
    p.orient = new & 3
    ev.append(CardRotated(cell_place(cell), ORIENTS[before], ORIENTS[p.orient],
                          p.owner))


def draw(s, p: int, n: int, ev: list) -> int:
    """Draw ``n``; an empty deck is refilled from the graveyard (山札切れ, chapter 十二).
    With deck and graveyard both empty drawing just stops (FJ-R13)."""
    deck = s.decks[p]
    got = 0
    for _ in range(n):
        if not deck:
            g = s.graves[p]
            if not g:
                break
            deck.extend(g)
            g.clear()
            s.rng.shuffle(deck)
            s.reshuffles[p] += 1
            ev.append(Shuffled(zone("deck", p), p))
            ev.append(Log(f"{PLAYER_JA[p]}: 山札切れ({s.reshuffles[p]}回目) 墓地を切り直す",
                          f"{PLAYER_EN[p]}: Deck-out #{s.reshuffles[p]}: the graveyard "
                          f"becomes the deck", p))
            if s.reshuffles[p] >= 2:
                s.deckout_pending = True
        c = deck.pop()
        s.hands[p].append(c)
        ev.append(CardDrawn(c, zone("deck", p), zone("hand", p), p, True))
        got += 1
    if got:
        ev.append(Log(f"{PLAYER_JA[p]}: {got}枚引く", f"{PLAYER_EN[p]}: draws {got}", p))
    return got


def end_by_deckout(s, ev: list) -> None:
    """Second 山札切れ (deck-out): the greater 総制圧力 wins, equal is a draw (chapter 十二)."""
    s0, s1 = s.seiatsu(0), s.seiatsu(1)
    if s0 == s1:
        finish(s, None, "deckout", f"2回目の山札切れ: 総制圧力 {s0} 対 {s1} で引き分け",
               f"Second deck-out: Total Control {s0} vs {s1}, draw", ev)
    else:
        w = 0 if s0 > s1 else 1
        finish(s, w, "deckout", f"2回目の山札切れ: 総制圧力 {s0} 対 {s1} で{PLAYER_JA[w]}の勝ち",
               f"Second deck-out: Total Control {s0} vs {s1}, {PLAYER_EN[w]} wins", ev)


def finish(s, winner: int | None, reason: str, ja: str, en: str, ev: list) -> None:
    """End the game (``winner`` None = a draw); whatever was still to resolve is dropped."""
    s._res = Result(winner, reason, winner is None, (s.seiatsu(0), s.seiatsu(1)))
    s.phase = "over"
    s.pending = None
    s.steps = []
    s.deckout_pending = False
    ev.append(GameOver(winner, reason))
    ev.append(Log(ja, en, winner))
