"""The kernel's contract as every game sees it: per-seat results, the
view-only object agents are handed, and the default refusal / masking /
invariant hooks (ARCHITECTURE.md, "The kernel's contract")."""
from __future__ import annotations

import random

import pytest

from game.engine import CardMoved, IllegalAction, RandomAgent, Result, SeatView, decide
from game.engine.ai import play_game
from game.engine.state import DRAW, LOSS, WIN
from tests.toys.kuhn import KuhnState
from tests.toys.nim import NimState


def test_short_form_results_keep_their_saved_shape():
    """式神符陣's results (one winner or a draw) serialise exactly as before, so
    the digests of saves and replays recorded earlier do not change."""
    r = Result(1, "oute", False, (5, 3))
    assert r.to_json() == {"winner": 1, "reason": "oute", "draw": False, "scores": [5, 3]}
    assert Result.from_json(r.to_json()) == r
    assert [r.outcome(p) for p in (0, 1)] == [LOSS, WIN]
    d = Result(None, "rounds", True)
    assert [d.outcome(p) for p in (0, 1)] == [DRAW, DRAW] and d.reward(0) == 0.5


def test_team_result_says_both_partners_won():
    """ジントリガー 2-vs-2: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    r = Result.team_win(1, (0, 1, 0, 1), "score", (7, 9))
    assert r.winners() == (1, 3) and r.winner is None
    assert [r.outcome(p) for p in range(4)] == [LOSS, WIN, LOSS, WIN]
    assert Result.from_json(r.to_json()) == r
    tie = Result.team_win(None, (0, 1, 0, 1), "score")
    assert tie.draw and tie.winners() == ()


def test_cooperative_result_is_shared():
    """ハクスラ陰陽師: the two players win or lose together against the yokai."""
    won = Result.cooperative(True, 2, "boss")
    lost = Result.cooperative(False, 2, "both_down")
    assert won.coop and won.winners() == (0, 1) and won.reward(1) == 1.0
    assert lost.winners() == () and not lost.draw and lost.reward(0) == 0.0
    solo = Result.cooperative(False, 1, "down")
    assert solo.outcome(0) == LOSS
    assert Result.from_json(won.to_json()) == won


def test_ranked_result_of_five_players():
    """鬼調伏: a finishing order with ties; first place wins, reward by place."""
    ranks = Result.places((12, 7, 12, 3, 7))
    assert ranks == (1, 3, 1, 5, 3)
    r = Result.ranked(ranks, "stars", (12, 7, 12, 3, 7))
    assert r.winners() == (0, 2) and r.winner is None
    assert r.reward(0) == 1.0 and r.reward(3) == 0.0 and r.reward(1) == 0.5
    assert Result.from_json(r.to_json()) == r
    alone = Result.ranked((2, 1, 3), "stars")
    assert alone.winner == 1


def test_win_share_splits_one_win_among_the_winners():
    """鬼調伏 names one winner and no second place: a seat's share of the win is what
    several seats of one computer level add up to. Tied firsts and team partners split
    it; a full draw shares it out; summed over the seats it is always one."""
    alone = Result.ranked((2, 1, 3, 4), "stars")
    assert [alone.win_share(p) for p in range(4)] == [0.0, 1.0, 0.0, 0.0]
    tie = Result.ranked((1, 3, 1, 3, 5), "stars")
    assert [tie.win_share(p) for p in range(5)] == [0.5, 0.0, 0.5, 0.0, 0.0]
    team = Result.team_win(1, (0, 1, 0, 1), "score")
    assert [team.win_share(p) for p in range(4)] == [0.0, 0.5, 0.0, 0.5]
    everyone = Result.ranked((1, 1, 1), "stars")
    assert [everyone.win_share(p) for p in range(3)] == [1 / 3] * 3
    duel_draw = Result(None, "rounds", True)
    assert duel_draw.win_share(0, 2) == duel_draw.win_share(1, 2) == 0.5
    for r, n in ((alone, 4), (tie, 5), (team, 4), (everyone, 3), (duel_draw, 2)):
        assert abs(sum(r.win_share(p, n) for p in range(n)) - 1.0) < 1e-12


def test_unknown_outcome_is_refused_on_load():
    with pytest.raises(ValueError):
        Result.from_json({"winner": None, "reason": "x", "outcomes": ["won"]})


def test_seat_view_offers_only_the_four_calls():
    s = KuhnState.new_game(3)
    p = s.to_move()
    v = SeatView(s, p)
    assert v.view() == s.view(p) and v.to_move() == p and v.legal_actions() == s.legal_actions()
    assert v.determinize(p, random.Random(1)).view(p) == s.view(p)
    for peek in ("clone", "to_json", "hands", "rng", "apply"):
        with pytest.raises(AttributeError):
            getattr(v, peek)
    with pytest.raises(PermissionError):
        v.view(1 - p)
    with pytest.raises(PermissionError):
        v.determinize(1 - p, random.Random(1))
    with pytest.raises(AttributeError):
        v.extra = 1


def test_agents_are_handed_the_seat_view_not_the_state():
    seen = []

    class Spy:
        def choose(self, state, player, rng):
            seen.append(type(state))
            return RandomAgent().choose(state, player, rng)
    play_game(NimState.new_game(2), [Spy(), Spy()], random.Random(0))
    assert seen and set(seen) == {SeatView}
    decide(Spy(), NimState.new_game(4), 0, random.Random(0))
    assert seen[-1] is SeatView


def test_default_explain_is_the_refusal_apply_raises():
    s = NimState.new_game(1)
    legal = s.legal_actions()[0]
    assert s.explain(legal) is None
    bad = NimState.parse_action("take 0 99")
    why = s.explain(bad)
    assert isinstance(why, IllegalAction) and why.ja and why.en
    with pytest.raises(IllegalAction) as raised:
        s.clone().apply(bad)
    assert raised.value.ja == why.ja


def test_default_mask_hides_other_seats_hidden_moves():
    s = NimState.new_game(1)
    ev = (CardMoved("K", "deck:0", "hand:0", 0, True), CardMoved("Q", "deck:1", "grave:1", 1, False))
    seen_by_1 = s.mask_events(ev, 1)
    assert seen_by_1[0].card is None and seen_by_1[1].card == "Q"
    assert s.mask_events(ev, 0)[0].card == "K"
    assert s.mask_events(ev, None)[0].card is None


def test_default_invariants_hold_through_a_game_and_catch_a_broken_end():
    s = KuhnState.new_game(5)
    rng = random.Random(5)
    while s.to_move() is not None:
        s.check_invariants()
        s.apply(rng.choice(list(s.legal_actions())))
    s.check_invariants()
    s.result = lambda: None          # over, but no result: the contract is broken
    with pytest.raises(AssertionError):
        s.check_invariants()


def test_resigning_by_seat_count():
    """Alone you lose; of two the other seat wins; of more you finish last."""
    solo = NimState.new_game(1)
    solo.num_players = 1
    assert solo.resigned(0).outcome(0) == LOSS
    duel = NimState.new_game(1)
    r = duel.resigned(0)
    assert r.winner == 1 and r.reason == "resign"
    many = NimState.new_game(1)
    many.num_players = 4
    r = many.resigned(2)
    assert r.ranks == (1, 1, 4, 1) and r.outcome(2) == LOSS and r.outcome(0) == WIN


@pytest.mark.parametrize("code", ["fujin", "zintrigger", "hakusura", "chobuku"])
def test_every_game_refuses_another_games_save_and_a_newer_format(code):
    """One check (``engine.check_save``) for every game: a save of another game, or of a
    format newer than this program writes, is refused with a clear reason."""
    from game import games
    info = games.get(code)
    state = info.state_type().new_game(3, info.new_options({}))
    data = state.to_json()
    assert info.state_type().from_json(data).to_json() == data
    with pytest.raises(ValueError, match="not a"):
        info.state_type().from_json({**data, "game": "other"})
    with pytest.raises(ValueError, match="newer than this program"):
        info.state_type().from_json({**data, "version": int(data.get("version", 0)) + 1})
