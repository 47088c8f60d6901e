"""The moments screenshots and the bench seek, told by the rules: a seat free to act, an
action that ends the round, a round about to be judged, and a plausible player."""
from __future__ import annotations

import random

from game.chobuku.rules import ChobukuState
from game.chobuku.rules import actions as A
from game.chobuku.rules.events import Judged
from game.chobuku.rules.moments import before_judgement, free_turn, lively, round_ender
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
