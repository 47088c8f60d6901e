"""A: playing area cards (P1-P6, 5-3) and items (5-4, 章11); the end of every
action's processing (P5 swaps, P6 cleanup) shared by B and the bamboo attacks."""
from __future__ import annotations

from ...engine import CardMoved, Revealed
from . import board
from .acts import declare, flip_and_draw, new_act, play_cards
from .board import log, spend_action
from .cards import AREAS, BAMBOO, ITEMS, card_name, item_kind
from .events import Peeked
from .solo import bamboo_hit_by_play
from . import places as P


# ------------------------------------------------------------------ A: area cards
def do_play(s, a, ev: list) -> None:
    seat = a.seat
    spend_action(s, seat, ev)
    flare = s.flare
    s.flare = False
    new_act(s)
    s.stack.append(("finish",))
    play_cards(s, seat, a.args, ev, flare=flare)


def attack_targets(s, seat: int, nums, flare: bool) -> tuple:
    """P4: opponents whose 場札 number is among the played numbers (信号弾: or adjacent);
    in Bambooshoot, ``"bamboo"`` when some bamboo's number matches."""
    out = []
    if respawn_bound(s, seat):
        return ()
    if s.solo is not None:
        for g in s.solo["grove"]:
            n = BAMBOO[g[0]].number
            if n in nums or (flare and any(abs(n - x) == 1 for x in nums)):
                return ("bamboo",)
        return ()
    for p in board.opponents(s, seat):
        n = board.field_number(s, p)
        if n is None:
            continue
        if n in nums or (flare and any(abs(n - x) == 1 for x in nums)):
            out.append(p)
    return tuple(out)


def respawn_bound(s, seat: int) -> bool:
    """「復活地点の縛り」 (R-04's optional rule, option ``r04``): from the respawn point no
    attack can be declared (attack abilities included)."""
    return s.field[seat] is None and bool(s.options.get("r04"))


def t_attackopt(s, task, ev) -> None:
    _, seat, nums, flare = task
    targets = attack_targets(s, seat, nums, flare)
    if targets:
        s.pending = ("attack", seat, targets, nums, flare)


def r_attack(s, dec, a, ev) -> None:
    _, seat, targets, nums, flare = dec
    x = a.arg
    if x == "-":
        log(ev, f"{s.who(seat)}: 攻撃しない", f"{s.who(seat, 'en')} does not attack", seat)
        return
    if x == "bamboo":
        bamboo_hit_by_play(s, seat, nums, flare, ev)
        return
    declare(s, seat, int(x), nums, "play", ev)


# ------------------------------------------------------------------ A: items
def do_item_action(s, a, ev: list) -> None:
    seat = a.seat
    spend_action(s, seat, ev)
    s.flare = False
    new_act(s)
    s.stack.append(("finish",))
    play_item(s, seat, a.args, ev)


def play_item(s, seat: int, args, ev: list) -> None:
    card = args[0]
    kind = item_kind(card)
    it = ITEMS[kind]
    t = board.team(s, seat)
    if seat == s.current:
        s.played = True
    s.hands[seat].remove(card)
    s.hold.append([card, seat])
    ev.append(CardMoved(card, P.hand(seat), P.hold(seat), seat))
    board.flip_to(s, card, t, P.hold(seat), ev, seat)
    log(ev, f"{s.who(seat)}: アイテム「{it.ja}」を使う", f"{s.who(seat, 'en')} uses the item {it.en}", seat)
    arg = args[1] if len(args) > 1 else None
    if kind == "smoke":
        s.smoke[seat] = True
    elif kind == "decoy":
        s.decoy[seat] = True
    elif kind == "scope":
        s.scope = True
    elif kind == "flare":
        s.flare = True
    elif kind == "booster":
        s.left += 1
    elif kind == "emp":
        s.emp[int(arg)] = True
        log(ev, f"{s.who(int(arg))}は次の手番終了時まで固有能力を使えない",
            f"{s.who(int(arg), 'en')} cannot use abilities until the end of their next turn", seat)
    elif kind == "jammer":
        s.jam[int(arg)] = True
    elif kind == "ammo":
        s.stack.append(("draw", seat, 2, "db", False))
    elif kind == "drone":
        p = int(arg)
        cards = tuple(s.hands[p])
        s.peek = [seat, p, list(cards)]
        ev.append(Peeked(seat, P.hand(p), cards))
        s.stack.append(("draw", seat, 1, "d", False))
    elif kind == "hack":
        u = 1 - t
        top = tuple(reversed(s.decks[u][-2:]))
        if top:
            ev.append(Peeked(seat, P.deck(u), top))
            s.pending = ("hack", seat, top)
    elif kind == "salvage":
        s.discard.remove(arg)
        s.hands[seat].append(arg)
        ev.append(CardMoved(arg, P.DISCARD, P.hand(seat), seat))
    elif kind == "jetpack":
        s.hands[seat].remove(arg)
        ev.append(CardMoved(arg, P.hand(seat), P.field(seat), seat))
        old = board.set_field(s, seat, arg, ev)
        if old is not None:
            s.hold.append([old, seat])
            if s.act is not None:
                s.act.setdefault("left", []).append(old)
        flip_and_draw(s, seat, (arg,), P.field(seat), ev)


def r_hack(s, dec, a, ev) -> None:
    seat, top = dec[1], dec[2]
    u = 1 - board.team(s, seat)
    if a.arg == "-":
        return
    deck = s.decks[u]
    i = len(deck) - 1 - top.index(a.arg)
    deck.pop(i)
    ev.append(Revealed(a.arg, P.DISCARD, seat))
    board.to_discard(s, a.arg, P.deck(u), ev, seat)
    log(ev, f"{s.who(seat)}: ハッキングツールで{card_name(a.arg)}を捨て札へ",
        f"{s.who(seat, 'en')}: the hacking tool sends {card_name(a.arg, 'en')} to the discard", seat)


# ------------------------------------------------------------------ P5, P6
def t_finish(s, task, ev) -> None:
    s.stack.append(("p6",))
    s.stack.append(("p5", 0))


def swap_options(s, seat: int) -> list[str]:
    act = s.act
    if act is None or seat in act["lost"]:
        return []
    left = act.get("left", ())
    mine = [c for c, p in s.hold if p == seat and c in AREAS and c not in left]
    f = s.field[seat]
    if f is None:
        return mine if seat in act["resp"] else []
    if AREAS[f].kind == "gate":
        return mine
    n = AREAS[f].number
    return [c for c in mine if abs(AREAS[c].number - n) <= 1]


def t_p5(s, task, ev) -> None:
    i = task[1]
    order = s.act["order"]
    if i >= len(order):
        return
    s.stack.append(("p5", i + 1))
    seat = order[i]
    if swap_options(s, seat):
        s.pending = ("field", seat)


def r_field(s, dec, a, ev) -> None:
    seat = dec[1]
    c = a.arg
    if c == "-":
        return
    for h in s.hold:
        if h[0] == c:
            s.hold.remove(h)
            break
    ev.append(CardMoved(c, P.hold(seat), P.field(seat), seat))
    old = board.set_field(s, seat, c, ev)
    if old is not None:
        s.hold.append([old, seat])
        ev.append(CardMoved(old, P.field(seat), P.hold(seat), seat))
    log(ev, f"{s.who(seat)}: 場札を{card_name(c)}と入れ替える", f"{s.who(seat, 'en')}: {card_name(c, 'en')} becomes the field card",
        seat)


def t_p6(s, task, ev) -> None:
    """P6: every card left in the 保留域 to its player's team 拠点, then the limit
    (turn team first, R-15)."""
    first = board.team(s, s.current)
    pushes = []
    for t in (first, 1 - first):
        chooser = None
        for c, p in s.hold:
            if board.team(s, p) == t:
                s.bases[t].append(c)
                ev.append(CardMoved(c, P.hold(p), P.base(t), p))
                if chooser is None:
                    chooser = p
        if chooser is not None:
            pushes.append(("limit", t, chooser))
    s.hold = []
    s.act = None
    for task_ in reversed(pushes):
        s.stack.append(task_)


TASKS = {"attackopt": t_attackopt, "finish": t_finish, "p5": t_p5, "p6": t_p6}
RESOLVERS = {"attack": r_attack, "hack": r_hack, "field": r_field}
