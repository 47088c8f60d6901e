"""式神符陣's position evaluation, shared by every computer level (``ai.py``).

:func:`score` is the unbounded value of a full (determinized) state for one seat:
material (耐久, 召☆ and 制圧力 of every piece), holding 総制圧力 5 (a 王手 at the end
of the turn), the threats each side's pieces pose (facing and 隙 included), 霊力 and
cards in hand. :func:`evaluate` squashes it to [0, 1] for the search's rewards;
:func:`evaluate_hard` adds the declared 王手 flags. :func:`trial_copy` is the cheap
copy a search tries one action on. Pure Python, no pygame.
"""
from __future__ import annotations

import math

# evaluator weights (tuned by self-play with ``python -m game.bench ai``)
W_SEIATSU = 3.0       # per point of 総制圧力 difference
W_CHECK = 5.0         # holding 5+ (a 王手 at the end of the turn)
W_HP = 0.25           # per point of current 耐久
W_COST = 0.35         # per point of 召☆ on the board (what it would take to rebuild)
W_REIRYOKU = 0.22     # per point of 霊力 (reiryoku) in hand
W_CARD = 0.35         # per card in hand
W_THREAT = 0.55       # share of an enemy's expected damage/kill we count against us
W_EXPOSED = 0.6       # a piece the enemy can hit from its 隙


def _piece_value(p) -> float:
    return W_HP * min(p.hp, 19) + W_COST * p.card.cost + W_SEIATSU * p.seiatsu


def _threat(att, att_cell: int, tgt, tgt_cell: int) -> float:
    """Rough loss ``tgt`` risks from ``att`` next turn (0 when out of reach)."""
    card = att.card
    if card.power is None or card.attack_cost is None or att.hidden_by is not None:
        return 0.0
    if tgt_cell not in card.reach_tab[att_cell * 4 + att.orient]:
        return 0.0
    dmg = card.power
    exposed = not card.all_around and att_cell in tgt.card.blind_tab[tgt_cell * 4 + tgt.orient]
    if exposed:
        dmg += 2
    if dmg >= tgt.hp:
        loss = _piece_value(tgt)
    else:
        loss = W_HP * dmg + (W_SEIATSU if tgt.hp >= 11 > tgt.hp - dmg else 0.0)
    if exposed:
        loss += W_EXPOSED
    return loss


def score(state, player: int) -> float:
    """Unbounded position score for ``player`` on a full (determinized) state.

    Material (耐久, 召☆ and 制圧力 of every piece), holding 5 (a 王手 at the end of the
    turn), the worst threat against each piece and the best threat each piece poses
    (:func:`_threat`, the mover's threats counting more), 霊力 and cards in hand.
    Written out flat (the hot loop of every search): the same sums, in the same order,
    as the piecewise :func:`_piece_value` / :func:`_threat`."""
    res = state.result()
    if res is not None:
        if res.draw or res.winner is None:
            return 0.0
        return 1000.0 if res.winner == player else -1000.0
    total = 0.0
    seiatsu = [0, 0]
    # per piece: (cell, piece, value, hp, reach cells or None, blind cells, all_around, power)
    mine: list[tuple] = []
    theirs: list[tuple] = []
    for c, p in enumerate(state.board):
        if p is None:
            continue
        hp = p.hp
        card = p.card
        if p.hidden_by is not None:
            s = 0
            reach = None
        else:
            s = 2 if hp >= 11 else 1
            reach = (card.reach_tab[c * 4 + p.orient]
                     if card.power is not None and card.attack_cost is not None else None)
        v = W_HP * min(hp, 19) + W_COST * card.cost + W_SEIATSU * s
        entry = (c, v, hp, reach, card.blind_tab[c * 4 + p.orient], card.all_around, card.power)
        if p.owner == player:
            seiatsu[0] += s
            total += v
            mine.append(entry)
        else:
            seiatsu[1] += s
            total -= v
            theirs.append(entry)
    if seiatsu[0] >= 5:
        total += W_CHECK
    if seiatsu[1] >= 5:
        total -= W_CHECK * 1.4
    # whoever moves next gets to use their threats first
    if state.to_move() != player:
        w_them, w_us = W_THREAT, W_THREAT * 0.5
    else:
        w_them, w_us = W_THREAT * 0.5, W_THREAT
    for tgt in mine:
        worst = _worst_threat(theirs, tgt)
        total -= w_them * worst
    for tgt in theirs:
        best = _worst_threat(mine, tgt)
        total += w_us * best * 0.6
    reiryoku = state.reiryoku
    opp = 1 - player
    total += W_REIRYOKU * reiryoku[player] - W_REIRYOKU * 0.7 * reiryoku[opp]
    hands = state.hands
    total += W_CARD * (len(hands[player]) - len(hands[opp]))
    return total


def _worst_threat(attackers: list[tuple], tgt: tuple) -> float:
    """The largest :func:`_threat` of ``attackers`` against ``tgt`` (entries of ``score``)."""
    tc, tv, thp, _, tblind, _, _ = tgt
    worst = 0.0
    for ac, _, _, reach, _, all_around, power in attackers:
        if reach is None or tc not in reach:
            continue
        dmg = power
        exposed = not all_around and ac in tblind
        if exposed:
            dmg += 2
        if dmg >= thp:
            loss = tv
        else:
            loss = W_HP * dmg + (W_SEIATSU if thp >= 11 > thp - dmg else 0.0)
        if exposed:
            loss += W_EXPOSED
        if loss > worst:
            worst = loss
    return worst


def evaluate(state, player: int) -> float:
    """``score`` squashed to [0, 1] for the search's rewards."""
    s = score(state, player)
    if s >= 1000.0:
        return 1.0
    if s <= -1000.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-s / 6.0))


W_OUTE = 6.0          # a declared 王手 (oute flag) with the other side still to answer it


def evaluate_hard(state, player: int) -> float:
    """``evaluate`` plus the declared 王手 flags: a check the other side has yet to
    answer is worth more than holding 5 (hard's playouts stop right at those points)."""
    s = score(state, player)
    if s >= 1000.0:
        return 1.0
    if s <= -1000.0:
        return 0.0
    oute = state.oute
    if oute[player]:
        s += W_OUTE
    if oute[1 - player]:
        s -= W_OUTE
    return 1.0 / (1.0 + math.exp(-s / 6.0))


# ---------------------------------------------------------------- trial copies
def trial_copy(d):
    """A copy of the sampled world ``d`` to try one action on: ``d.clone()`` except that
    the state's RNG object is shared, not duplicated (copying a ``random.Random`` is a
    third of a clone's cost). Only for throw-away worlds inside a search: a deck-out
    shuffle on the copy advances ``d``'s RNG, which no one relies on there. Every other
    attribute is copied as ``clone`` does (``copy_containers_into``, the one list of them; the test
    ``test_trial_copy_is_a_clone`` checks that no action on the copy reaches ``d``)."""
    s = object.__new__(type(d))
    s.__dict__.update(d.__dict__)
    d.copy_containers_into(s)
    return s
