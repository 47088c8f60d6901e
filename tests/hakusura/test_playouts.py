"""Seeded random playouts over every mode (≥ 300 full games), invariants after every action:
HP 0…20, hand + used = the player's three cards, each yokai card in exactly one place,
clone / to_json round-trips, parse_action round-trips, views hiding the face-down pick,
determinize consistent with the view."""
import json
import random
import time

import pytest

from game.bench.fuzz import check_state
from game.hakusura.rules import HakusuraState, view_leaks
from tests import series
from tests.hakusura.helpers import options

MODES = ([{"players": 2, "final": "duel"}, {"players": 2, "final": "boss"}]
         + [{"players": 1, "difficulty": d} for d in range(1, 11)])
GAMES = 324
#: make test plays every mode four times, with each of the four characters in the solo
#: (tests/series.py); make test-all the rest
SHORT = 4 * len(MODES)
BUDGET_S = 60.0          # CPU seconds for all GAMES; each part gets its share


def _options(g: int) -> dict:
    o = dict(MODES[g % len(MODES)])
    chars = ("seimei", "doman", "rinka", "kuzunoha")
    if o["players"] == 1:
        o["character"] = chars[(g // len(MODES)) % 4]
    else:
        o["left"], o["right"] = chars[g % 4], chars[(g // 4 + 1) % 4]
    o["boss"] = ("shuten", "hashihime")[g // 7 % 2]
    return options(**o)


def _play(g: int, rng: random.Random, deep_every: int) -> tuple[str, int, set]:
    s = HakusuraState.new_game(g, _options(g))
    steps = 0
    kinds = set()
    while s.to_move() is not None:
        la = s.legal_actions()
        assert la, "a live game always has a legal action"
        a = la[rng.randrange(len(la))]
        kinds.add(s.pending[0])
        if steps % 5 == 0:
            assert HakusuraState.parse_action(a.text()) == a
        s.apply(a)
        steps += 1
        s.check_invariants()
        for q in range(s.nseats):
            view_leaks(s, q)
        if steps % deep_every == 0:
            check_state(s, rng, deep=True)
        assert steps < 3000
    check_state(s, rng, deep=True)
    d = s.to_json()
    assert HakusuraState.from_json(json.loads(json.dumps(d))).to_json() == d
    return s.result().reason, steps, kinds


@pytest.mark.parametrize("seeds", series.split(GAMES, SHORT))
def test_random_playouts_every_mode(seeds: range):
    # CPU time of this thread: a budget on the rules' speed, not on how busy the machine is
    budget = BUDGET_S * len(seeds) / GAMES
    t0 = time.thread_time()
    reasons: dict = {}
    kinds: set = set()
    played = 0
    for g in seeds:
        reason, _n, k = _play(g, random.Random(1000 + g), deep_every=9)
        mode = MODES[g % len(MODES)]
        key = (mode.get("final", "solo"), reason)
        reasons[key] = reasons.get(key, 0) + 1
        kinds |= k
        played += 1
        assert time.thread_time() - t0 < budget, f"playouts too slow: {played} games"
    assert played == len(seeds)
    assert GAMES >= 300
    # the modes really were played to their different ends
    assert {r for (_m, r) in reasons} >= {"down", "boss"}
    assert kinds >= {"pick", "act", "take", "start_shiki", "after", "kuzu"}


def test_views_hide_the_committed_pick_until_the_reveal():
    """5.3 カードを選ぶ: 2人とも同時に、手札から1枚を選んで裏向きに置く (the other seat sees "committed" only)."""
    s = HakusuraState.new_game(7, options(players=2, final="duel", left="rinka", right="doman"))
    first = s.to_move()
    other = 1 - first
    s.apply(s.parse_action(f"{'LR'[first]} pick jutsu"))
    mine = s.view(first).seats[first]
    theirs = s.view(other).seats[first]
    spectator = s.view(None).seats[first]
    assert mine.pick == "jutsu" and mine.committed
    assert theirs.pick is None and theirs.committed and spectator.pick is None
    assert theirs.hand == ("kogeki", "bogyo", "jutsu")      # hands are public; the pick is not
    masked = s.mask_events(s.apply(s.parse_action(f"{'LR'[other]} pick bogyo")), first)
    # after the reveal both cards are public
    assert s.view(other).seats[first].played == ("jutsu",)
    rng = random.Random(3)
    s = HakusuraState.new_game(7, options(players=2, final="duel", left="rinka", right="doman"))
    ev = s.apply(s.parse_action(f"{'LR'[first]} pick jutsu"))
    shown = [e for e in s.mask_events(ev, other) if hasattr(e, "card") and type(e).__name__ == "Picked"]
    assert shown and shown[0].card is None
    assert [e for e in s.mask_events(ev, first) if type(e).__name__ == "Picked"][0].card == "jutsu"
    # determinize: the hidden pick is resampled from the hand, the view is unchanged
    picks = set()
    for _ in range(30):
        d = s.determinize(other, rng)
        assert d.view(other) == s.view(other)
        picks.add(d.ps[first].pick)
    assert len(picks) > 1 and picks <= {"kogeki", "bogyo", "jutsu"}
    assert masked is not None
