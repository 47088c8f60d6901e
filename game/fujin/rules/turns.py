"""The turn flow of 式神符陣 (chapter 五) and the main-phase actions that are not attacks
or 霊具: 召喚 (summon), 継承召喚 (succession summon) and 回転 (rotation).

開始時 (start: remove one's own マヨヒガ, judge a 王手), メイン (main), 終了時 (end:
declare 王手, income, discard and draw up to five). Each function takes the state
(``s``) and the event list it appends to.
"""
from __future__ import annotations

from ...engine import CardMoved, Log, Shuffled, TurnStarted
from .actions import zone
from .actions import cell as cell_place
from .board import CELL_NAMES, ORIENTS
from .cards import CARDS
from .effects import draw, end_by_deckout, finish, gain_reiryoku, pay_reiryoku, turn
from .events import Hidden, Oute, Summoned
from .legal import inherit_hp, inherit_refund, summon_cost, summon_hp
from .model import PLAYER_EN, PLAYER_JA, Piece, owned

HAND_SIZE = 5


def mulligan(s, a, ev: list) -> None:
    """引き直し (mulligan): once, before the first turn; 先手 then 後手."""
    p = s.current
    if a.cards:
        for c in a.cards:
            s.hands[p].remove(c)
            s.decks[p].append(c)
            ev.append(CardMoved(c, zone("hand", p), zone("deck", p), p, True))
        s.rng.shuffle(s.decks[p])
        ev.append(Shuffled(zone("deck", p), p))
        ev.append(Log(f"{PLAYER_JA[p]}: {len(a.cards)}枚引き直し",
                      f"{PLAYER_EN[p]}: mulligans {len(a.cards)}", p))
        draw(s, p, len(a.cards), ev)
    else:
        ev.append(Log(f"{PLAYER_JA[p]}: 引き直しなし", f"{PLAYER_EN[p]}: keeps the hand", p))
    if p == 0:
        s.current = 1
    else:
        start_turn(s, 0, ev)


def start_turn(s, p: int, ev: list) -> None:
    """開始時: flags reset, own マヨヒガ removed, then a 王手 judged."""
    s.current = p
    if p == 0:
        s.round += 1
    s.turn += 1
    s.phase = "main"
    s.window = None
    s.since = None
    for q in s.board:
        if q is not None:
            q.attacked = q.rotated = q.summoned = q.inherited = False
    ev.append(TurnStarted(p, s.turn))
    ev.append(Log(f"── {s.round}ラウンド {PLAYER_JA[p]}のターン ──",
                  f"── Round {s.round}: {PLAYER_EN[p]}'s turn ──", p))
    m = s.mayo[p]
    if m is not None:                 # 開始時 1: remove own マヨヒガ
        s.mayo[p] = None
        s.board[m].hidden_by = None
        s.graves[p].append("T-011")
        ev.append(Hidden(p, CELL_NAMES[m], False))
        ev.append(CardMoved("T-011", cell_place(m), zone("grave", p), p))
        ev.append(Log(f"{PLAYER_JA[p]}: マヨヒガを取り除く ({CELL_NAMES[m]})",
                      f"{PLAYER_EN[p]}: removes Mayoiga ({CELL_NAMES[m]})", p))
    if s.oute[p]:                  # 開始時 2: 王手 → victory?
        total = s.seiatsu(p)
        if total >= 5:
            finish(s, p, "oute", f"{PLAYER_JA[p]}の勝ち: 王手のまま総制圧力{total}",
                   f"{PLAYER_EN[p]} wins: still in Check with Total Control {total}", ev)
            return
        s.oute[p] = False
        ev.append(Oute(p, total, False))
        ev.append(Log(f"{PLAYER_JA[p]}の王手が外れる (総制圧力{total})",
                      f"{PLAYER_EN[p]}'s Check lapses (Total Control {total})", p))


def end_turn(s, a, ev: list) -> None:
    """終了時 1-2: declare 王手 at 総制圧力 5+, take the income; the discard step follows."""
    p = s.current
    s.window = None
    s.since = None
    total = s.seiatsu(p)
    if total >= 5:
        s.oute[p] = True
        ev.append(Oute(p, total, True))
        ev.append(Log(f"{PLAYER_JA[p]}: 王手! (総制圧力{total})",
                      f"{PLAYER_EN[p]}: Check! (Total Control {total})", p))
    inc = s.income(p)
    before = s.reiryoku[p]
    gain_reiryoku(s, p, inc, ev)
    ev.append(Log(f"{PLAYER_JA[p]}: 収入 +{inc} (霊力 {before}→{s.reiryoku[p]})",
                  f"{PLAYER_EN[p]}: income +{inc} (Spirit {before}→{s.reiryoku[p]})", p))
    s.phase = "discard"


def discard(s, a, ev: list) -> None:
    """終了時 3: discard any, draw up to five; the discards reach the graveyard after."""
    p = s.current
    hand = s.hands[p]
    for c in a.cards:
        hand.remove(c)
    need = HAND_SIZE - len(hand)
    if need > 0:
        draw(s, p, need, ev)
    for c in a.cards:                  # discards reach the graveyard after drawing
        s.graves[p].append(c)
        ev.append(CardMoved(c, zone("hand", p), zone("grave", p), p))
    if a.cards:
        names_ja = "・".join(CARDS[c].name_ja for c in a.cards)
        names_en = ", ".join(CARDS[c].name_en for c in a.cards)
        ev.append(Log(f"{PLAYER_JA[p]}: 捨てる {names_ja}", f"{PLAYER_EN[p]}: discards {names_en}",
                      p))
    if s.deckout_pending:
        end_by_deckout(s, ev)
        return
    if p == 1 and s.round >= s.max_rounds:
        finish(s, None, "rounds", f"{s.max_rounds}ラウンド終了: 引き分け",
               f"{s.max_rounds} rounds played: draw", ev)
        return
    start_turn(s, 1 - p, ev)


def summon(s, a, ev: list) -> None:
    """召喚: pay, place facing the chosen way; it may attack only right away."""
    me = s.current
    card = CARDS[a.card]
    cost = summon_cost(a.card, a.cell)
    hp = summon_hp(s, a.card, a.cell, a.orient)
    s.hands[me].remove(a.card)
    pay_reiryoku(s, me, cost, ev)
    s.board[a.cell] = Piece(me, a.card, a.orient, hp, hp, summoned=True)
    s.window = a.cell
    s.since = ("summon", a.card)
    cname = CELL_NAMES[a.cell]
    ev.append(CardMoved(a.card, zone("hand", me), cell_place(a.cell), me))
    ev.append(Summoned(me, a.card, cname, ORIENTS[a.orient], hp))
    ev.append(Log(f"{PLAYER_JA[me]}: {card.name_ja}を{cname}に召喚 (向き{ORIENTS[a.orient]}、"
                  f"召☆{cost}、耐久{hp})",
                  f"{PLAYER_EN[me]}: summons {card.name_en} on {cname} facing "
                  f"{ORIENTS[a.orient]} (cost {cost}, Endurance {hp})", me))


def inherit(s, a, ev: list) -> None:
    """継承召喚: the new card takes the old one's cell, facing, damage and spent orders."""
    me = s.current
    card = CARDS[a.card]
    old = s.board[a.cell]
    hp = inherit_hp(s, a.card, a.cell)
    base = summon_hp(s, a.card, a.cell, old.orient)
    refund = inherit_refund(old.cid)
    s.hands[me].remove(a.card)
    pay_reiryoku(s, me, card.cost, ev)
    gain_reiryoku(s, me, refund, ev)
    new = Piece(me, a.card, old.orient, hp, base, attacked=old.attacked,
                rotated=old.rotated, summoned=True, inherited=True)
    s.board[a.cell] = new
    s.graves[me].append(old.cid)
    s.window = None if new.attacked else a.cell
    s.since = ("inherit", a.card)
    cname = CELL_NAMES[a.cell]
    ev.append(CardMoved(old.cid, cell_place(a.cell), zone("grave", me), me))
    ev.append(CardMoved(a.card, zone("hand", me), cell_place(a.cell), me))
    ev.append(Summoned(me, a.card, cname, ORIENTS[old.orient], hp, old.cid))
    ev.append(Log(f"{PLAYER_JA[me]}: {old.card.name_ja}→{card.name_ja} 継承召喚 ({cname}、"
                  f"召☆{card.cost}−戻り{refund}、耐久{hp})",
                  f"{PLAYER_EN[me]}: succession summon {old.card.name_en}→{card.name_en} "
                  f"({cname}, cost {card.cost} − refund {refund}, Endurance {hp})", me))


def rotate(s, a, ev: list) -> None:
    """回転: 90° left or right for 回☆1 (玖龍街 may turn another shikigami instead)."""
    me = s.current
    p = s.board[a.cell]
    s.window = None
    s.since = ("rotate", p.cid)
    p.rotated = True
    pay_reiryoku(s, me, 1, ev)
    t = a.cell if a.target_cell is None else a.target_cell
    q = s.board[t]
    turn(s, t, q.orient + (1 if a.direction == "R" else 3), ev)
    d_ja = "右" if a.direction == "R" else "左"
    d_en = "right" if a.direction == "R" else "left"
    if t == a.cell:
        ev.append(Log(f"{PLAYER_JA[me]}: {p.card.name_ja}を{d_ja}へ回転 (→{ORIENTS[q.orient]})",
                      f"{PLAYER_EN[me]}: turns {p.card.name_en} {d_en} "
                      f"(→{ORIENTS[q.orient]})", me))
    else:
        ja, en = owned(q)
        ev.append(Log(f"{PLAYER_JA[me]}: 玖龍街が{ja}を{d_ja}へ回す (→{ORIENTS[q.orient]})",
                      f"{PLAYER_EN[me]}: Kuryugai turns {en} {d_en} (→{ORIENTS[q.orient]})", me))
