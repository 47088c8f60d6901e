"""ジントリガー's rule-of-thumb play and position evaluation, shared by the computer
levels (``ai.py``) and by the hard level's playouts. Functions of a full state
(a sampled world); pure Python."""
from __future__ import annotations

import math
import random

from .. import board
from ..cards import AREAS, BAMBOO, ITEM_IDS, TIMEKEEP

W_EXPOSED = 0.55      # an own-side card on a 場札 / in a 拠点 that a hit would take (fitted on self-play)
W_HAND = 0.25         # per card in hand (solo)
W_ENEMY_IN_HAND = 0.25  # an enemy card in hand: a flip to come
W_OWN_IN_HAND = 0.2     # an own card in hand: a draw to come
W_ITEM_IN_HAND = 0.2
W_HARVEST = 3.0       # solo: per harvested bamboo
W_GROVE = 1.2         # solo: per bamboo in the grove (x its growth + 1)
# level spacing (measured with python -m game.bench ai, docs/ai-ladder.md): medium
# follows the policy with noisy values; a random move one decision in ten made it
# hardly better than the beginner (0.62 over 400 games), so it plays none
MEDIUM_NOISE = 0.7
MEDIUM_RANDOM = 0.0
GOOD_ITEMS = ("booster", "ammo", "smoke", "decoy", "salvage", "scope", "jammer", "emp", "jetpack")


# ------------------------------------------------------------------ evaluation
def exposure(s, t: int) -> int:
    """Own-side cards of team ``t`` a hit would turn: 場札 and 拠点."""
    n = 0
    for c in s.bases[t]:
        if c in AREAS and s.face[c] == t:
            n += 1
    for p in range(s.players):
        c = s.field[p]
        if p % 2 == t and c is not None and s.face[c] == t:
            n += 1
    return n


def score_diff(s, t: int) -> int:
    counts = [0, 0]
    for c, f in s.face.items():
        if c in AREAS:
            counts[f] += 1
    for c in s.pool:
        if c in AREAS:
            counts[s.face[c]] -= 1
    return counts[t] - counts[1 - t]


def evaluate(s, player: int) -> float:
    """Unbounded score of a full (sampled) state for ``player``'s team."""
    res = s.result()
    if res is not None:
        return {"win": 100.0, "draw": 0.0}.get(res.outcome(player), -100.0)
    t = player % 2
    if s.solo is not None:          # Bambooshoot, solo or co-op: the whole table is one team
        solo = s.solo
        v = W_HARVEST * len(solo["harvest"]) - sum(W_GROVE * (g[1] + 1) for g in solo["grove"])
        v -= 4.0 * max(0, len(solo["grove"]) - solo["limit"] + 2)
        v += 0.15 * score_diff(s, 0) + W_HAND * sum(map(len, s.hands)) / s.players - 0.2 * s.tk_count
        return v
    v = float(score_diff(s, t))
    v -= W_EXPOSED * exposure(s, t) - W_EXPOSED * exposure(s, 1 - t)
    for p in range(s.players):
        v += hand_worth(s, p) * (1 if p % 2 == t else -1)
    return v


def hand_worth(s, p: int) -> float:
    """Cards in hand: an enemy card is a future flip (+2), an own card a future draw."""
    t = p % 2
    v = 0.0
    for c in s.hands[p]:
        if c in AREAS:
            v += W_ENEMY_IN_HAND if s.face[c] != t else W_OWN_IN_HAND
        else:
            v += W_ITEM_IN_HAND
    return v


def _can_hit(s, q: int, n: int) -> bool:
    """Can seat ``q`` (sampled hand) aim at the 場札 number ``n`` on its next turn?"""
    ch = board.main_char(s, q)
    if ch.ability in ("snipe", "bomb", "stitch") and len(s.bases[q % 2]) >= ch.cost and not s.emp[q]:
        return True
    f = s.field[q]
    r = ch.hani
    for c in s.hands[q]:
        a = AREAS.get(c)
        if a is not None and a.number == n and (f is None or abs(AREAS[f].number - n) <= r + 1):
            return True
    return False


def threat_loss(s, p: int) -> float:
    """What seat ``p`` stands to lose to the opponents' next turn on this sampled world:
    2 per own-side card a hit would turn, if some opponent can aim at its number
    (less when the 場札 has cover or a counter is in hand)."""
    f = s.field[p]
    if f is None:
        return 0.0
    n = AREAS[f].number
    if not any(_can_hit(s, q, n) for q in board.opponents(s, p)):
        return 0.0
    t = p % 2
    if AREAS[f].cover or s.smoke[p] or s.decoy[p]:
        return 2.0 if s.face[f] == t and AREAS[f].kind != "barricade" else 0.3
    loss = 2.0 * exposure_seat(s, p)
    dodge = any(c in AREAS and abs(AREAS[c].number - n) == 1 for c in s.hands[p])
    return loss * (0.5 if dodge else 1.0)


def evaluate_hard(s, player: int) -> float:
    """:func:`evaluate` with the opponents' threat on the sampled world (ISMCTS averages it
    over determinizations into a probability)."""
    v = evaluate(s, player)
    if s.result() is not None or s.solo is not None:
        return v
    t = player % 2
    for p in range(s.players):
        if p % 2 == t:
            v -= 0.3 * threat_loss(s, p)
        else:
            v += 0.15 * threat_loss(s, p)
    return v


def evaluate01(s, player: int) -> float:
    return 1.0 / (1.0 + math.exp(-evaluate(s, player) / 4.0))


def evaluate_hard01(s, player: int) -> float:
    return 1.0 / (1.0 + math.exp(-evaluate_hard(s, player) / 4.0))


# ------------------------------------------------------------------ the rule-of-thumb policy
def _respond_value(s, a, d: int) -> float:
    t = board.team(s, d)
    dec = s.pending
    attacker = dec[2]
    v = a.verb
    if v == "hit":
        return -2.0 * exposure_seat(s, d)
    if v == "cover":
        f = s.field[d]
        return -2.0 * (1 if s.face[f] == t and AREAS[f].kind != "barricade" else 0) - 0.3
    if v == "dodge":
        if a.arg == "decoy":
            return 0.5
        return (2.0 if s.face[a.arg] != t else 0.8) + 0.2
    if v == "counter":
        gain = 2.0 if s.face[a.arg] != t else 0.8
        if isinstance(attacker, str):
            return gain + 2.5
        risk = exposure_seat(s, attacker)
        return gain + 1.2 * risk - 0.6 * exposure_seat(s, d) + (0.5 if len(a.args) > 1 else 0.0)
    return 0.0


def exposure_seat(s, p: int) -> int:
    t = board.team(s, p)
    n = sum(1 for c in s.bases[t] if c in AREAS and s.face[c] == t)
    c = s.field[p]
    return n + (1 if c is not None and s.face[c] == t else 0)


def _play_value(s, seat: int, cards) -> float:
    t = board.team(s, seat)
    v = 0.0
    own = False
    nums = set()
    for c in cards:
        nums.add(AREAS[c].number)
        if s.face[c] != t:
            v += 2.0
        else:
            own = True
    if own:
        v += 0.9
    if s.solo is not None:
        for g in s.solo["grove"]:
            if BAMBOO[g[0]].number in nums:
                v += 2.5 + g[1]
    else:
        for p in board.opponents(s, seat):
            f = s.field[p]
            if f is not None and AREAS[f].number in nums:
                v += 0.7 * exposure_seat(s, p) - 0.3 * exposure_seat(s, seat)
    f = s.field[seat]
    if f is None:
        v += 0.3
    return v


def _main_value(s, a) -> float:
    seat = a.seat
    v = a.verb
    if v == "play":
        return _play_value(s, seat, a.args)
    if v == "item":
        kind = ITEM_IDS[a.args[0]]
        base = 1.0 if kind in GOOD_ITEMS else 0.4
        if s.face[a.args[0]] != board.team(s, seat):
            base += 0.3
        if kind == "jetpack":
            base += 1.5 if s.face[a.args[1]] != board.team(s, seat) else 0.0
        return base
    if v == "ability":
        key = board.main_char(s, seat).ability
        if key in ("snipe", "bomb", "stitch"):
            if a.arg in BAMBOO:
                return 3.0
            return 0.9 * exposure_seat(s, int(a.arg)) + 0.3
        if key == "blitz":
            return _play_value(s, seat, (a.arg,)) - 0.4
        if key == "flip":
            return 0.2 * sum(1 for c in s.hands[seat] if c in AREAS and s.face[c] != board.team(s, seat))
        if key == "warp":
            return 0.5 * exposure_seat(s, seat) - 0.8
        return 0.3
    if v == "swap":
        return -0.2
    return 0.0       # end


def policy(s, rng: random.Random, noise: float = 0.3, squat: bool = False, deck_draws: bool = False,
           knows_clock: bool = True):
    """A sensible action for whoever decides in the full state ``s``. ``squat``: stay
    on the respawn point (no number: nobody can attack it, and attacks from it
    cannot be countered, R-04) instead of taking a 場札. ``deck_draws``: the draws of
    an own card come from the deck (the time keep from the 拠点 when it wins the game),
    not the 拠点's cards (medium and hard draw so; docs/ai-ladder.md). ``knows_clock``
    False: a versus draw never takes the time keep while anything else may be drawn (the
    beginner, who never ends a game it leads)."""
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    dec = s.pending
    kind = dec[0] if dec is not None else "main"
    seat = s.to_move()
    t = board.team(s, seat)
    if kind == "main":
        swap = next((a for a in no_loop(s, legal) if a.verb == "swap"), None)
        if swap is not None and _last_action(s, seat) and _better_sub(s, seat):
            # the turn ends by itself after its last action (ZT-R51), so the main the next
            # turn starts with is chosen now: X before the last action (R-20, the seed's
            # example 3), or a 行動1 main would stay main for every turn after
            return swap
        best, bv = None, -1e9
        for a in no_loop(s, legal):
            if a.verb == "swap":
                continue
            val = _main_value(s, a) + rng.random() * noise
            if val > bv:
                best, bv = a, val
        if swap is not None and (best is None or best.verb == "end") and _better_sub(s, seat):
            return swap         # end the turn with the stronger main for the next one
        return best or swap
    if kind == "respond":
        return max(legal, key=lambda a: _respond_value(s, a, seat) + rng.random() * noise * 0.3)
    if kind == "attack":
        if any(a.arg == "bamboo" for a in legal):
            return next(a for a in legal if a.arg == "bamboo")
        best, bv = None, 0.2
        if s.field[seat] is None:
            bv = -1.0            # from the respawn point nobody can counter
        for a in legal:
            if a.arg == "-":
                continue
            p = int(a.arg)
            val = 1.0 * exposure_seat(s, p) - 0.5 * exposure_seat(s, seat) + 0.5 + rng.random() * noise
            if val > bv:
                best, bv = a, val
        return best or next(a for a in legal if a.arg == "-")
    if kind == "draw":
        if not knows_clock and s.solo is None:
            legal = [a for a in legal if a.arg != TIMEKEEP] or legal
        ahead = score_diff(s, t) > 0
        ends = [a for a in legal if a.arg == TIMEKEEP and ahead and s.tk_count + 1 >= s.tk_limit]
        deck = [a for a in legal if a.arg == "deck"]
        if deck_draws and deck and s.solo is None:
            return (ends or deck)[0]     # the last time keep while ahead: the game is won
        for a in legal:
            c = a.arg
            if c in AREAS and s.face[c] != t:
                return a           # an enemy card to flip from the 拠点
        if ends:
            return ends[0]
        for a in legal:
            if a.arg in AREAS and s.face[a.arg] == t:
                return a           # take it out of harm's way
        return deck[0] if deck else legal[0]
    if kind == "drop":
        def keep(a):
            c = a.arg
            if c == TIMEKEEP:
                return 0 if score_diff(s, t) < 0 else 3
            if c in ITEM_IDS:
                return 2
            if c in AREAS:
                return 1 if s.face[c] == t else 4
            return 0
        return min(legal, key=lambda a: keep(a) + rng.random() * 0.1)
    if kind == "stash":
        opts = [a for a in legal if a.arg != "-"]
        if dec[2] in ("reload", "quick"):
            far = [a for a in opts if a.arg in AREAS and not _reachable(s, seat, a.arg)]
            return far[0] if far else next(a for a in legal if a.arg == "-")
        return min(opts, key=lambda a: _hand_value(s, seat, a.arg) + rng.random() * 0.1)
    if kind == "field":
        stay = next((a for a in legal if a.arg == "-"), None)
        if squat and s.field[seat] is None and s.solo is None and stay is not None:
            return stay
        opts = [a for a in legal if a.arg != "-"]
        cur = s.field[seat]
        cur_v = _field_value(s, seat, cur) if cur is not None else -0.5
        best = max(opts, key=lambda a: _field_value(s, seat, a.arg), default=None)
        if best is not None and _field_value(s, seat, best.arg) > cur_v + 0.1:
            return best
        return next(a for a in legal if a.arg == "-")
    if kind == "reload":
        playable = any(c in AREAS and _reachable(s, seat, c) for c in s.hands[seat])
        return legal[0] if not playable or len(s.hands[seat]) < 2 else legal[1]
    if kind == "window":
        counters = [a for a in legal if a.verb == "counter"]
        if counters and (dec[3] in ("bomb", "stitch") or rng.random() < 0.5):
            return max(counters, key=lambda a: 2.0 if s.face[a.arg] != t else 0.0)
        return legal[0]
    if kind == "hack":
        return max(legal, key=lambda a: 1 if a.arg in AREAS and s.face[a.arg] == t else 0)
    if kind == "tower":
        drops = [a for a in legal if a.arg == "drop" and (a.args[1] == TIMEKEEP and score_diff(s, t) < 0)]
        return drops[0] if drops else legal[0]
    if kind in ("highrise",):
        return legal[0]
    if kind == "hideout":
        opts = [a for a in legal if a.arg != "-"]
        return max(opts, key=lambda a: _field_value(s, seat, a.arg)) if opts else legal[-1]
    if kind == "gear":
        good = [a for a in legal if ITEM_IDS.get(a.arg) in GOOD_ITEMS]
        return rng.choice(good or list(legal))
    if kind == "add":
        good = [a for a in legal if ITEM_IDS.get(a.arg) in GOOD_ITEMS[:6]]
        return rng.choice(good) if good else next(a for a in legal if a.arg == "-")
    if kind == "take":
        if dec[2] == "diamond":
            return max(legal, key=lambda a: (AREAS[a.arg].cover, rng.random()))
        opts = [a for a in legal if a.arg != "-"]
        return opts[0] if opts else legal[0]
    if kind == "gearplay":
        opts = [a for a in legal if a.arg != "-"]
        return max(opts, key=lambda a: _main_value(s, a)) if opts else legal[0]
    if kind in ("mine", "pod", "lose"):
        if kind == "pod":
            return max(legal, key=lambda a: 1 if a.arg in AREAS and s.face[a.arg] == t else 0)
        if kind == "lose":
            return min(legal, key=lambda a: _hand_value(s, seat, a.arg))
        return max(legal, key=lambda a: 1 if a.arg in AREAS and s.face[a.arg] != t else 0)
    return legal[rng.randrange(len(legal))]


def _last_action(s, seat: int) -> bool:
    """One action left in this turn, the 高台's free one included (R-19)."""
    return s.left + (1 if board.high_ground_ready(s, seat) else 0) == 1


def _better_sub(s, seat: int) -> bool:
    cs = s.chars[seat]
    if len(cs) < 2:
        return False
    from ..cards import CHARACTERS
    a, b = CHARACTERS[cs[0]], CHARACTERS[cs[1]]
    return (b.kodo, b.hani) > (a.kodo, a.hani)


def _reachable(s, seat, c) -> bool:
    from ..legal import in_reach
    return in_reach(s, seat, c)


def _hand_value(s, seat: int, c: str) -> float:
    t = board.team(s, seat)
    if c in ITEM_IDS:
        return 1.0
    if c not in AREAS:
        return 0.0
    v = 2.0 if s.face[c] != t else 0.8
    if not _reachable(s, seat, c):
        v -= 0.7
    return v


def _field_value(s, seat: int, c: str) -> float:
    a = AREAS[c]
    v = 0.6 if a.cover else 0.0
    if a.kind in ("highground", "watchtower", "channel", "gate"):
        v += 0.4
    if s.solo is None:
        for p in board.opponents(s, seat):
            f = s.field[p]
            if f is not None and AREAS[f].number == a.number:
                v -= 0.3
    else:
        for g in s.solo["grove"]:
            b = BAMBOO[g[0]]
            if abs(b.number - a.number) <= b.reach:
                v -= 0.6 * (g[1] + 1)
    return v


def no_loop(s, legal):
    """X is free and unlimited: the computer swaps at most once per turn."""
    if s.swaps >= 1:
        return [a for a in legal if a.verb != "swap"]
    return list(legal)


