"""Attacks and their answers (章6: D 回避 / E 反撃 / F 遮蔽物 / G 被弾, chains) and the
characters' abilities with their counter window (章7, Q1, R-13, R-14)."""
from __future__ import annotations

from ...engine import CardMoved
from . import board, draws
from .acts import declare, flip_and_draw, new_act, number_of, play_cards, respond, tank, team_of
from .board import log, spend_action
from .cards import AREAS, BAMBOO, ITEM_IDS, card_name
from .events import AbilityUsed, AttackDeclared, Responded
from .play import play_item
from .solo import harvest
from . import places as P

ATTACK_ABILITIES = ("snipe", "bomb")


# ------------------------------------------------------------------ answers
def r_respond(s, dec, a, ev) -> None:
    _, d, attacker, nums, nocover, nocounter, via = dec
    v = a.verb
    if v == "dodge":
        ev.append(Responded(d, "dodge", None if a.arg == "decoy" else a.arg))
        if a.arg == "decoy":
            s.decoy[d] = False
            log(ev, f"{s.who(d)}: デコイで回避(場札はそのまま)", f"{s.who(d, 'en')} dodges with the decoy", d)
            return
        s.stack.append(("dodgeplay", d, a.arg))
        mine = board.base_card_of_kind(s, board.team(s, d), "minefield")
        if mine is not None and not isinstance(attacker, str) and s.bases[board.team(s, attacker)]:
            s.pending = ("mine", d, board.team(s, attacker))
        return
    if v == "counter":
        ev.append(Responded(d, "counter", a.arg))
        counter_play(s, d, attacker, a.arg, len(a.args) > 1, ev)
        return
    if v == "cover":
        ev.append(Responded(d, "cover", s.field[d]))
        c = s.field[d]
        board.set_field(s, d, None, ev)
        if AREAS[c].kind != "barricade":
            board.flip_to(s, c, team_of(s, attacker), P.field(d), ev, d)
        board.to_discard(s, c, P.field(d), ev, d)
        if s.act is not None:
            s.act["lost"].append(d)
        log(ev, f"{s.who(d)}: 遮蔽物を使う({card_name(c)}を捨て札へ、復活地点へ)",
            f"{s.who(d, 'en')} takes cover ({card_name(c, 'en')} to the discard, back to the respawn point)", d)
        return
    # G 被弾
    ev.append(Responded(d, "hit", None))
    log(ev, f"{s.who(d)}: 被弾(場札と拠点を失う)", f"{s.who(d, 'en')} is hit (loses the field card and the base)", d)
    s.stack.append(("hitgo", d, team_of(s, attacker)))
    if board.base_card_of_kind(s, board.team(s, d), "pod") is not None:
        s.pending = ("pod", d)


def t_dodgeplay(s, task, ev) -> None:
    _, d, c = task
    s.hands[d].remove(c)
    ev.append(CardMoved(c, P.hand(d), P.field(d), d))
    old = board.set_field(s, d, c, ev)
    if old is not None:
        s.hold.append([old, d])
        if s.act is not None and d in s.act["order"]:
            # waits in the 保留域 until P6 but was never played: P5 (which asks only those
            # who played) must not offer it back (seed ④ swaps a card played, ZT-R46)
            s.act.setdefault("left", []).append(old)
    if d == s.current:
        s.played = True
    log(ev, f"{s.who(d)}: {card_name(c)}で回避", f"{s.who(d, 'en')} dodges to {card_name(c, 'en')}", d)
    flip_and_draw(s, d, (c,), P.field(d), ev)


def r_mine(s, dec, a, ev) -> None:
    d, u = dec[1], dec[2]
    c = a.arg
    s.bases[u].remove(c)
    board.flip_to(s, c, board.team(s, d), P.base(u), ev, d)
    board.to_discard(s, c, P.base(u), ev, d)
    log(ev, f"{s.who(d)}: 地雷原で{card_name(c)}を捨て札へ", f"{s.who(d, 'en')}: minefield sends {card_name(c, 'en')} "
        f"to the discard", d)


def r_pod(s, dec, a, ev) -> None:
    d = dec[1]
    t = board.team(s, d)
    c = a.arg
    s.bases[t].remove(c)
    s.hands[d].append(c)
    ev.append(CardMoved(c, P.base(t), P.hand(d), d))
    log(ev, f"{s.who(d)}: 脱出ポッドで{card_name(c)}を手札へ", f"{s.who(d, 'en')}: escape pod saves {card_name(c, 'en')}", d)


def t_hitgo(s, task, ev) -> None:
    _, d, at = task
    t = board.team(s, d)
    c = s.field[d]
    if c is not None:
        board.set_field(s, d, None, ev)
        board.flip_to(s, c, at, P.field(d), ev, d)
        board.to_discard(s, c, P.field(d), ev, d)
    if s.act is not None:
        s.act["lost"].append(d)
    base = s.bases[t]
    if len(base) > 1:
        s.pending = ("drop", d, t, "hit", at)
    elif base:
        x = base.pop()
        board.flip_to(s, x, at, P.base(t), ev, d)
        board.to_discard(s, x, P.base(t), ev, d)


def counter_play(s, d: int, attacker, card: str, ability: bool, ev: list) -> None:
    """E: play the card (range ignored) with P2/P3, then attack back (or use the
    【反撃可】 ability instead, R-14)."""
    if s.act is None:
        new_act(s)
        s.stack.append(("finish",))
    if ability:
        key = board.main_char(s, d).ability
        s.stack.append(("ability", d, key, attacker, None, True))
    elif isinstance(attacker, str):
        s.stack.append(("bhit", (attacker,), d))
    else:
        s.stack.append(("declare", d, attacker, (AREAS[card].number,), "counter"))
    play_cards(s, d, (card,), ev, attack=False)


def t_declare(s, task, ev) -> None:
    _, attacker, defender, nums, via = task
    if isinstance(defender, int) and board.field_number(s, defender) is None:
        return      # the target is gone (cannot happen by the rules; kept as a guard)
    declare(s, attacker, defender, nums, via, ev)


# ------------------------------------------------------------------ abilities (章7)
def do_ability_action(s, a, ev: list) -> None:
    seat = a.seat
    spend_action(s, seat, ev)
    new_act(s)
    s.stack.append(("finish",))
    key = board.main_char(s, seat).ability
    x = a.arg
    target = int(x) if x is not None and x.isdigit() else (x if x is not None and x in BAMBOO else None)
    arg = x if x is not None and x in AREAS else None
    s.stack.append(("ability", seat, key, target, arg, False))


def counter_seats(s, user: int, key: str, target) -> tuple:
    """Who may counter the ability (R-13): opponents whose main has a 【反撃可】
    ability, and the target of an attacking ability; in turn order after the user.
    Public facts only (a player is asked even without a matching card)."""
    if key == "snipe" or s.field[user] is None:
        return ()
    out = []
    for p in board.opponents(s, user):
        if board.main_char(s, p).counter or (key in ATTACK_ABILITIES and p == target):
            out.append(p)
    return tuple(out)


def t_ability(s, task, ev) -> None:
    _, user, key, target, arg, as_counter = task
    ch = board.main_char(s, user)
    ev.append(AbilityUsed(user, key, target))
    tgt = "" if target is None else f" → {board.who(s, target)}"
    tgt_en = "" if target is None else f" → {board.who(s, target, 'en')}"
    log(ev, f"{s.who(user)}: 固有能力「{ch.ability_ja}」{'(反撃として)' if as_counter else ''}{tgt}",
        f"{s.who(user, 'en')}: ability {ch.ability_en}{' (as a counter)' if as_counter else ''}{tgt_en}", user)
    nocover = False
    if key in ATTACK_ABILITIES and target is not None:
        n = number_of(s, target)
        nums = (n,) if key == "snipe" else tuple(x for x in (n - 1, n, n + 1) if 1 <= x <= 6)
        ev.append(AttackDeclared(user, target, nums, key))
        nocover = tank(s, user)
        if nocover:
            log(ev, "巨大飛行戦車: この攻撃に遮蔽物は使えない", "Giant flying tank: no cover against this attack")
    s.stack.append(("abexec", user, key, target, arg, nocover))
    s.stack.append(("cost", user, ch.cost))
    cands = counter_seats(s, user, key, target) if not isinstance(target, str) else ()
    if cands:
        s.stack.append(("window", user, key, target, cands, 0))


def t_window(s, task, ev) -> None:
    _, user, key, target, cands, i = task
    if i >= len(cands):
        return
    s.pending = ("window", cands[i], user, key, target, cands, i)


def r_window(s, dec, a, ev) -> None:
    _, p, user, key, target, cands, i = dec
    if a.verb == "pass":
        s.stack.append(("window", user, key, target, cands, i + 1))
        return
    # countered: the ability is nullified, its cost unpaid
    assert s.stack[-1][0] == "cost" and s.stack[-2][0] == "abexec"
    s.stack.pop()
    s.stack.pop()
    ch = board.main_char(s, user)
    ev.append(AbilityUsed(user, key, target, True))
    log(ev, f"{s.who(p)}が反撃: 「{ch.ability_ja}」は無効", f"{s.who(p, 'en')} counters: {ch.ability_en} is nullified", p)
    ev.append(Responded(p, "counter", a.arg))
    counter_play(s, p, user, a.arg, len(a.args) > 1, ev)


def t_cost(s, task, ev) -> None:
    _, user, n = task
    t = board.team(s, user)
    if n <= 0 or not s.bases[t]:
        return
    s.stack.append(("cost", user, n - 1))
    if len(s.bases[t]) == 1:
        c = s.bases[t].pop()
        board.to_discard(s, c, P.base(t), ev, user)
        log(ev, f"{s.who(user)}: {card_name(c)}を捨て札へ(能力のコスト)",
            f"{s.who(user, 'en')}: {card_name(c, 'en')} to the discard (ability cost)", user)
        return
    s.pending = ("drop", user, t, "cost", -1)


def t_abexec(s, task, ev) -> None:
    _, user, key, target, arg, nocover = task
    if key == "blitz":
        if arg in s.hands[user]:
            play_cards(s, user, (arg,), ev)
    elif key in ATTACK_ABILITIES:
        if isinstance(target, str):
            if any(g[0] == target for g in s.solo["grove"]):
                s.stack.append(("bhit", (target,), user))
            return
        n = board.field_number(s, target)
        if n is None:
            return
        nums = (n,) if key == "snipe" else tuple(x for x in (n - 1, n, n + 1) if 1 <= x <= 6)
        respond(s, user, target, nums, nocover, True, key)
    elif key == "stitch":
        if isinstance(target, str):
            harvest(s, target, ev, user)
            return
        c = s.field[target]
        if c is None:
            return
        board.set_field(s, target, None, ev)
        board.flip_to(s, c, board.team(s, user), P.field(target), ev, user)
        board.to_discard(s, c, P.field(target), ev, user)
        if s.act is not None:
            s.act["lost"].append(target)
        log(ev, f"影縫い: {s.who(target)}の場札{card_name(c)}を捨て札へ",
            f"Shadow stitch: {s.who(target, 'en')}'s field card {card_name(c, 'en')} goes to the discard", user)
    elif key == "flip":
        hanten(s, user, ev)
    elif key == "suppress":
        s.suppress[user] = True
    elif key == "warp":
        c = s.field[user]
        if c is not None:
            t = board.team(s, user)
            board.set_field(s, user, None, ev)
            s.bases[t].append(c)
            ev.append(CardMoved(c, P.field(user), P.base(t), user))
            if s.act is not None:
                s.act["lost"].append(user)
            s.stack.append(("limit", t, user))
    elif key == "gear":
        s.stack.append(("gearplay", user))
        s.stack.append(("geartake", user, 2))
    elif key == "quick":
        s.stack.append(("refill", user))
        if s.hands[user]:
            s.pending = ("stash", user, "quick")


# ------------------------------------------------------------------ ハンテンハンド (Q4)
def hanten(s, user: int, ev: list) -> None:
    i = s.order.index(s.current)
    seq = s.order[i:] + s.order[:i]
    counts = [0] * s.players
    ut = board.team(s, user)
    for p in seq:
        hand = s.hands[p]
        counts[p] = len(hand)
        for c in hand:
            if p == user and c in AREAS and s.face[c] != ut:
                board.flip_to(s, c, ut, P.hand(p), ev, p)
            board.to_discard(s, c, P.hand(p), ev, p)
        s.hands[p] = []
    log(ev, "ハンテンハンド: 全員が手札を捨て札へ送り、同じ枚数を引く",
        "Flip hand: everyone discards the hand and draws as many")
    s.stack.append(("simdraw", tuple(counts), 0, False))


def t_simdraw(s, task, ev) -> None:
    """Simultaneous draws, one card at a time from the turn player in turn order (Q4):
    when decks are empty, the discard becomes the turn player's team deck first and
    players whose deck stays empty draw nothing (ZT-R36)."""
    _, counts, i, recycled = task
    i0 = s.order.index(s.current)
    seq = s.order[i0:] + s.order[:i0]
    counts = list(counts)
    n = len(seq)
    for step in range(n):
        p = seq[(i + step) % n]
        if counts[p] <= 0:
            continue
        t = board.team(s, p)
        cur = board.team(s, s.current)
        can_recycle = not recycled and (t == cur or s.decks[cur])
        if not s.decks[t] and not can_recycle:
            counts[p] = 0
            continue
        was_empty = not s.decks[t]
        r = draws.draw_from_deck(s, p, ev, allow_recycle=can_recycle)
        if was_empty and r != "none":
            recycled = True
        if r == "none":
            counts[p] = 0
        elif r == "card":
            counts[p] -= 1
        elif r == "end":
            return
        if any(c > 0 for c in counts):
            s.stack.append(("simdraw", tuple(counts), (i + step + 1) % n, recycled))
        if r == "tk":
            s.stack.append(("limit", t, p))
        return


def t_geartake(s, task, ev) -> None:
    _, user, k = task
    if k <= 0:
        return
    t = board.team(s, user)
    if any(c in ITEM_IDS for c in s.bases[t]) or any(c in ITEM_IDS for c in s.discard):
        s.pending = ("take", user, "gear", k)


def t_gearplay(s, task, ev) -> None:
    """ギアボックス's free item play: while another seat cannot see the hand, asked whenever
    it is not empty (asking only when it holds an item would show them that it does, R-28)."""
    user = task[1]
    if s.hands[user] and (board.hand_hidden_from_others(s, user) or any(c in ITEM_IDS for c in s.hands[user])):
        s.pending = ("gearplay", user)


def r_gearplay(s, dec, a, ev) -> None:
    user = dec[1]
    if a.arg == "-":
        return
    play_item(s, user, a.args, ev)


TASKS = {"dodgeplay": t_dodgeplay, "hitgo": t_hitgo, "declare": t_declare, "ability": t_ability,
         "window": t_window, "cost": t_cost, "abexec": t_abexec, "simdraw": t_simdraw,
         "geartake": t_geartake, "gearplay": t_gearplay}
RESOLVERS = {"respond": r_respond, "mine": r_mine, "pod": r_pod, "window": r_window,
             "gearplay": r_gearplay}

