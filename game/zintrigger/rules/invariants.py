"""What must hold in every ジントリガー position (the fuzzer and the playout tests
check it after every action), and the view-leak check."""
from __future__ import annotations

import random
import re
from collections import Counter

from . import board
from .cards import ALL_CARDS, AREAS, BAMBOO, CHARACTERS, TIMEKEEP

_ALL = sorted(ALL_CARDS)
_QUIET = ("main", "respond", "window", "attack", "reload")   # decisions between batches


def zones(s) -> list[tuple[str, list]]:
    out = [(f"deck:{t}", s.decks[t]) for t in (0, 1)]
    out += [(f"base:{t}", s.bases[t]) for t in (0, 1)]
    out += [(f"hand:{p}", s.hands[p]) for p in range(s.players)]
    out += [("discard", s.discard), ("field", [c for c in s.field if c is not None]),
            ("hold", [h[0] for h in s.hold]), ("pool", s.pool)]
    return out


def check(s) -> None:
    """Raise AssertionError when ``s`` breaks an invariant."""
    every = []
    for _, z in zones(s):
        every.extend(z)
    assert sorted(every) == _ALL, f"cards not in exactly one zone: {Counter(every) - Counter(_ALL)} / " \
                                  f"{Counter(_ALL) - Counter(every)}"
    assert set(s.face) == set(_ALL) and all(v in (0, 1) for v in s.face.values()), "a card without a facing"
    for c in s.field:
        assert c is None or c in AREAS, f"{c} as a 場札 is not an area card"
    for c, p in s.hold:
        assert 0 <= p < s.players
    if s.phase != "setup":
        in_game = [c for c in every if c in AREAS and c not in s.pool]
        per = Counter(AREAS[c].number for c in in_game)
        if s.solo is None:
            assert all(per[n] == 4 for n in range(1, 7)), f"area numbers in the game {dict(per)} (R-03)"
        else:
            chars = sum(len(c) for c in s.chars) + len(s.solo["erosion"])
            assert all(per[n] == chars for n in range(1, 7)), \
                f"Bambooshoot plays one area card of each number per character: {dict(per)}"
    kind = s.pending[0] if s.pending is not None else "main"
    if s._res is None and s.phase in ("main",) and kind in _QUIET and not s.stack:
        for t in (0, 1):
            assert len(s.bases[t]) <= 3, f"拠点 {t} holds {len(s.bases[t])} > 3 after a batch"
    if s.phase == "main" and s.pending is None and s._res is None:
        assert s.left > 0 or s.hg_used is False, "a main decision with no action left"
        assert not s.hold, "the 保留域 is empty between actions"
    assert 0 <= s.tk_count <= s.tk_limit
    assert (s.phase == "over") == (s._res is not None)
    picking = s.phase == "setup" and s.pending is not None and s.pending[0] == "char"
    for p in range(s.players):
        assert picking or len(s.chars[p]) == (1 if s.players >= 3 else 2)
        assert all(c in CHARACTERS for c in s.chars[p])
    every_char = [c for cs in s.chars for c in cs] + (s.solo["erosion"] if s.solo else [])
    assert len(every_char) == len(set(every_char)), f"a character twice: {every_char}"
    if s.solo is not None and s.phase != "setup":
        ids = [g[0] for g in s.solo["grove"]] + s.solo["shoots"] + s.solo["harvest"]
        assert sorted(ids) == sorted(BAMBOO), "every bamboo in one place"
        assert all(0 <= g[1] <= 2 for g in s.solo["grove"])


_ID = None


def view_leaks(s, player) -> None:
    """No hidden card in ``view(player)``: cards in other seats' hands (teammates' too)
    and in the decks appear only as counts, unless the viewer was shown them
    (偵察ドローン, 通信塔, ハッキングツール), or the game is over (every card revealed)."""
    global _ID
    if _ID is None:
        _ID = re.compile("|".join(sorted((re.escape(c) for c in _ALL), key=len, reverse=True)))
    if s._res is not None:
        return          # at the end every card is revealed (章8 ④)
    seen = set(_ID.findall(repr(s.view(player))))
    hidden = set()
    for p in range(s.players):
        if not board.sees_hand(s, player, p):
            hidden.update(s.hands[p])
    for t in (0, 1):
        hidden.update(s.decks[t])
    if player is not None:
        if s.peek is not None and s.peek[0] == player:
            hidden.difference_update(s.peek[2])
        d = s.pending
        if d is not None and d[1] == player and d[0] in ("tower", "hack"):
            hidden.difference_update(d[2])
    leak = seen & hidden
    assert not leak, f"view({player}) shows hidden cards {sorted(leak)}"
    if player is not None and s.to_move() not in (None, player):
        rng = random.Random(f"{s.turn}:{len(s.discard)}:{len(s.stack)}:{player}")
        legal = list(s.legal_actions())
        for a in rng.sample(legal, min(2, len(legal))):
            hidden_difference_leaks(s, player, a, rng)


def public_shape(v) -> tuple:
    """What a view says apart from which cards are where: who decides what (kind, reason,
    counts, numbers), the turn, and how many cards each zone holds. Cards a rule reveals may
    differ between two worlds; this may not."""
    p = v.pending
    pend = None if p is None else (p.kind, p.seat, p.attacker, p.numbers, p.no_cover, p.no_dodge,
                                   p.no_counter, p.ability, p.reason, p.count, len(p.shown))
    return (v.to_move, v.phase, v.current, v.turn, v.tk_count, v.actions_left, pend,
            tuple((x.hand_count, x.field is None, x.tilted, x.main) for x in v.seats), v.deck_counts,
            tuple(len(b) for b in v.bases), len(v.discard), len(v.hold),
            tuple((b.id, b.growth, b.wounded) for b in v.grove), v.shoots, v.harvest,
            v.result is not None)


def _named(x) -> set:
    if isinstance(x, str):
        return {x}
    if isinstance(x, (list, tuple)):
        return set().union(*map(_named, x)) if x else set()
    return set()


def hidden_difference_leaks(s, viewer: int, action, rng: random.Random) -> None:
    """A difference in cards ``viewer`` cannot see never changes what ``viewer`` sees.

    The deciding seat's hand cards that neither ``action`` nor work already under way names
    (ブリッツステップ's card, a dodge to come) are exchanged with other
    cards hidden from ``viewer`` (other hands, the decks; never the time keep, whose place
    is what the clock is), ``action`` is taken in both worlds, and the public shape of
    ``view(viewer)`` must agree: a decision that exists only when a hand holds some card
    tells the other seats what the hand holds."""
    mover = s.to_move()
    if s._res is not None or mover is None or board.sees_hand(s, viewer, mover):
        return
    if s.peek is not None and s.peek[0] == viewer and s.peek[1] == mover:
        return                       # the viewer has just seen that hand (偵察ドローン)
    named = set(action.args) | _named(s.stack) | _named(s.pending)    # cards already committed
    mine = [(mover, i) for i, c in enumerate(s.hands[mover]) if c not in named]
    others: list[tuple] = [(p, i) for p in range(s.players) if p != mover and not board.sees_hand(s, viewer, p)
                           for i, c in enumerate(s.hands[p]) if c not in named]
    others += [(f"deck{t}", i) for t in (0, 1) for i, c in enumerate(s.decks[t]) if c != TIMEKEEP]
    if not mine or not others:
        return
    w = s.clone()

    def zone(key):
        return w.hands[key] if isinstance(key, int) else w.decks[int(key[-1])]
    for (p, i), (q, j) in zip(mine, rng.sample(others, min(len(mine), len(others)))):
        a, b = zone(p), zone(q)
        a[i], b[j] = b[j], a[i]
    w.edited()
    if w.explain(action) is not None:
        return
    real = s.clone()
    real.apply(action)
    w.apply(action)
    before, after = public_shape(real.view(viewer)), public_shape(w.view(viewer))
    assert before == after, (f"after {action.text()}, view({viewer}) depends on seat {mover}'s hidden hand: "
                             f"{before} / {after}")
