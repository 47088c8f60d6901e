"""The moments screenshots and the bench seek, told by the rules: a seat free to act, an
action that ends the round, a round about to be judged, and a plausible player."""
from __future__ import annotations

import random

from game.chobuku.rules import ChobukuState
from game.chobuku.rules import actions as A
from game.chobuku.rules.events import Judged
from game.chobuku.rules.moments import (before_judgement, clean_up_at, dealing, free_turn, judgement_in, lively,
                                       round_ender)
from game.chobuku.rules.model import CHAL

from .helpers import position


def test_a_free_turn_is_the_seat_to_move_with_nothing_pending():
    s = position(players=3, current=0)
    assert free_turn(0)(s) and not free_turn(1)(s)
    assert not free_turn(0, lambda v: v.round > 5)(s)


def test_a_lively_game_reaches_a_round_about_to_be_judged_and_its_ender_judges_it():
    s, rng = ChobukuState.new_game(5, {"players": 4, "characters": "all"}), random.Random(5)
    assert round_ender(s) is None                 # nobody has challenged yet
    for _ in range(400):
        if before_judgement(s):
            break
        s.apply(lively(s, rng))
    assert before_judgement(s)
    v = s.view(None)
    assert v.round >= 2 and sum(c.status == CHAL for c in v.cands) >= 3
    assert any(isinstance(e, Judged) for e in s.clone().apply(round_ender(s)))


def test_the_lively_player_draws_well_under_the_oni_and_plays_only_legal_moves():
    s = position(players=2, current=0, bottles={0: ["ka0"], 1: ["sui1"]})
    assert isinstance(lively(s, random.Random(1)), A.Draw)
    rng = random.Random(3)
    for _ in range(60):
        if s.result() is not None:
            break
        a = lively(s, rng)
        assert a in s.legal_actions()
        s.apply(a)


def test_a_round_ending_batch_says_where_the_next_round_is_dealt_and_what_it_deals():
    s, rng = ChobukuState.new_game(7, {"players": 3, "characters": "all"}), random.Random(7)
    assert clean_up_at(s.clone().apply(lively(s, rng))) is None             # a first move ends no round
    for _ in range(400):
        ender = round_ender(s)
        if ender is not None:
            break
        s.apply(lively(s, rng))
    before = s.view(None).round
    events = s.apply(ender)
    cut = clean_up_at(events)
    assert cut is not None and judgement_in(events) is not None
    assert judgement_in(events[cut + 1:]) is None                   # judged before the clean-up
    deal = dealing(events[cut + 1:])
    after = s.view(None)
    assert deal.rounds == after.round - before == 1 and A.THE_ONI in deal.places
    assert deal.star_cards == sum(1 for o in after.omens if o) and deal.bottles >= sum(n for _s, n in deal.seat_bottles)
    assert all(n > 0 for _s, n in deal.seat_bottles)
