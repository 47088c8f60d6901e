"""Seeded random playouts over 2–5 players and every optional-rule combination, with
the invariants after every action (35 bottles conserved, 護符 0..3, each shikigami in
one place…), clone / to_json / parse_action round-trips, views hiding what they must,
determinize consistent with the view, and the validator agreeing with the enumerator."""
from __future__ import annotations

import itertools
import json
import random

import pytest

from game import games
from game.chobuku.rules import ChobukuState, view_leaks
from game.chobuku.rules.actions import Challenge, Draw, Retreat
from tests import series

GAMES = 520


def combos():
    out = []
    for n in (2, 3, 4, 5):
        for oya, mig, drop, chars in itertools.product((False, True), (False, True),
                                                       (None, 0, *range(1, n)), ("choose", "basic", "all")):
            out.append({"players": n, "oya": oya, "migawari": mig, "dropout": drop, "characters": chars})
    return out


def _deep(s: ChobukuState, rng: random.Random) -> None:
    d = s.to_json()
    assert ChobukuState.from_json(json.loads(json.dumps(d, ensure_ascii=False))).to_json() == d
    c = s.clone()
    assert c == s
    if s.legal_actions():
        c.apply(s.legal_actions()[0])
        assert s.to_json() == d, "a clone shares state with its original"


def _views(s: ChobukuState, rng: random.Random) -> None:
    for p in [None, *range(s.n)]:
        view_leaks(s, p)
        if p is not None:
            assert s.determinize(p, rng).view(p) == s.view(p)


# make test plays each of the 216 combinations once (tests/series.py), make test-all the rest
@pytest.mark.parametrize("seeds", series.split(GAMES, len(combos())))
def test_random_playouts_every_option_combination(seeds: range):
    info = games.get("chobuku")
    all_combos = combos()
    assert len(all_combos) * 1 <= GAMES * 2
    reasons: dict[str, int] = {}
    seen_combos = set()
    for g in seeds:
        opts = all_combos[g % len(all_combos)]
        seen_combos.add(json.dumps(opts, sort_keys=True))
        s = ChobukuState.new_game(g, info.new_options(opts))
        rng = random.Random(g)
        step = 0
        while s.to_move() is not None:
            la = s.legal_actions()
            a = la[rng.randrange(len(la))]
            if step % 5 == 0:
                assert ChobukuState.parse_action(a.text()) == a
            s.apply(a)
            step += 1
            s.check_invariants()
            if step % 16 == 0 or s.to_move() is None:
                _deep(s, rng)
            if g % 10 == 0 and step % 8 == 0:
                _views(s, rng)
            assert step < 5000
        reasons[s.result().reason] = reasons.get(s.result().reason, 0) + 1
    assert len(seen_combos) == len(all_combos)
    assert {"gofu", "marks", "dropout"} <= set(reasons), reasons


def test_validator_agrees_with_the_enumerator():
    """``check`` accepts exactly what ``gen`` lists (over states met in random play)."""
    info = games.get("chobuku")
    for g in range(40):
        s = ChobukuState.new_game(g, info.new_options({"players": 2 + g % 4, "characters": "all"}))
        rng = random.Random(g)
        while s.to_move() is not None:
            la = set(a.text() for a in s.legal_actions())
            p = s.to_move()
            probes = [Draw(p, k) for k in (1, 2, 3)] + [Retreat(p), Challenge(p, "draw"), Challenge(p, "none")]
            probes += [Challenge(p, h, i) for h in ("use", "discard") for i in range(3)]
            for a in probes:
                assert (s.explain(a) is None) == (a.text() in la), (a.text(), la)
            for a in s.legal_actions():
                assert s.explain(a) is None
            s.apply(s.legal_actions()[rng.randrange(len(la))])


def test_refusals_name_a_rule_and_leave_the_state_unchanged():
    s = ChobukuState.new_game(7, games.get("chobuku").new_options({"players": 3, "characters": "basic"}))
    before = s.to_json()
    wrong = (s.to_move() + 1) % 3
    r = s.explain(Draw(wrong, 1))
    assert r is not None and r.rule and r.ja and r.en
    try:
        s.apply(Draw(wrong, 1))
    except Exception as e:            # IllegalAction
        assert type(e).__name__ == "IllegalAction"
    assert s.to_json() == before
