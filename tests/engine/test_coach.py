"""The coach (issue #38): advice from the hard search, from one seat's view only, with
reasons that are facts of the position."""
from __future__ import annotations

import importlib
import random
import re

import pytest

from game import games
from game.engine.ai import SeatView, decide
from game.engine.coach import Advice, advise
from game.engine.events import Damaged
from game.fujin.rules.events import Destroyed


def _coach(code):
    return importlib.import_module(f"game.{code}.rules.ai.coach").COACH


def _searched(code, s, seat) -> bool:
    """Does the hard level search this decision (rather than settle it by a script)?"""
    agent = _coach(code).agent(1, None)
    agent.begin(SeatView(s, seat), seat, random.Random(0))
    return agent.search is not None


def _midgame(code, seed, plies, seat=0, players=2):
    """A position some ``plies`` into a game of medium players, with ``seat`` to decide
    among several actions, a decision the hard level searches."""
    info = games.get(code)
    s = info.state_type().new_game(seed, info.new_options({}, players))
    agent = info.agent_factory()("medium")
    rng = random.Random(seed)
    n = 0
    while not s.is_over():
        if (n >= plies and s.to_move() == seat and len(s.legal_actions()) > 2
                and _searched(code, s, seat)):
            return s
        s.apply(decide(agent, s, s.to_move(), rng))
        n += 1
    raise AssertionError("the game ended before a decision was found")


def _swap_hidden(code, s, seat):
    """The same position as ``seat`` sees it with the other seats' hidden cards changed:
    a card of the other hand exchanged with a different one of the deck (式神符陣,
    ジントリガー), the unseen bottles and star deck reordered (鬼調伏)."""
    t = s.clone()
    if code == "fujin":
        hand, deck = t.hands[1 - seat], t.decks[1 - seat]
        j = next(j for j, c in enumerate(deck) if c != hand[0])
        hand[0], deck[j] = deck[j], hand[0]
        deck.reverse()
        t.decks[seat].reverse()
    elif code == "zintrigger":
        other = 1 - seat
        hand, deck = t.hands[other], t.decks[other % 2]
        j = next(j for j, c in enumerate(deck) if c != hand[0])
        hand[0], deck[j] = deck[j], hand[0]
    elif code == "chobuku":
        t.bottle_deck.reverse()
        t.star_deck.reverse()
    t.edited()
    assert t.view(seat) == s.view(seat), "the variation must not show through the seat's view"
    assert t.to_json() != s.to_json()
    return t


@pytest.mark.parametrize("code,plies", [("fujin", 9), ("zintrigger", 14), ("chobuku", 4)])
def test_advice_is_the_same_whatever_the_others_hidden_cards(code, plies):
    s = _midgame(code, 11, plies)
    t = _swap_hidden(code, s, 0)
    a = advise(s, 0, random.Random(3), _coach(code), iterations=40, worlds=4)
    b = advise(t, 0, random.Random(3), _coach(code), iterations=40, worlds=4)
    assert a.to_json() == b.to_json()
    assert a.moves and a.iterations > 0


@pytest.mark.parametrize("code,plies", [("fujin", 9), ("hakusura", 6), ("zintrigger", 14),
                                        ("chobuku", 4)])
def test_advice_names_legal_moves_best_first_with_estimates(code, plies):
    s = _midgame(code, 5, plies)
    adv = advise(s, 0, random.Random(1), _coach(code), iterations=60, worlds=3)
    legal = {a.text() for a in s.legal_actions()}
    assert 1 <= len(adv.moves) <= 3
    assert all(m.action in legal for m in adv.moves)
    assert len({m.action for m in adv.moves}) == len(adv.moves)
    for m in adv.moves:
        assert m.ja and m.en and m.ja != m.en
        if m.win is not None:
            assert 0.0 <= m.win <= 1.0 and m.visits > 0
    assert Advice.from_json(adv.to_json()) == adv


def test_fujin_reasons_name_what_the_move_does_on_the_real_board():
    """Every damage or kill a reason names is what the move does on the real board (the
    board is public: the fact holds in every world)."""
    checked = 0
    for seed, plies in [(0, 16), (0, 22), (2, 10), (3, 10)]:
        s = _midgame("fujin", seed, plies)
        adv = advise(s, 0, random.Random(seed), _coach("fujin"), iterations=60, worlds=2)
        for m in adv.moves:
            events = s.clone().apply_text(m.action)
            kill = re.match(r"destroys .* on (\w\d) \(\+(\d+) Spirit\)", m.en)
            if kill:
                assert any(isinstance(e, Destroyed) and e.cell == kill[1] and e.bounty == int(kill[2])
                           for e in events)
                checked += 1
            hit = re.match(r"deals (\d+) damage on (\w\d)", m.en)
            if hit:
                assert sum(e.amount for e in events if isinstance(e, Damaged)) >= int(hit[1])
                assert any(isinstance(e, Damaged) and str(e.place).endswith(hit[2]) for e in events)
                checked += 1
    assert checked, "no reason named damage or a kill in these positions"


def test_chobuku_draw_reason_counts_going_over_as_the_exact_odds_allow():
    """A draw that cannot go over (the exact odds say 0) is never said to, and one that
    must is said to in every world."""
    from game.chobuku.rules.actions import Draw
    from game.chobuku.rules.odds import seat_odds
    seen = 0
    for seed in range(6):
        s = _midgame("chobuku", seed, 4)
        if not any(isinstance(a, Draw) for a in s.legal_actions()):
            continue
        adv = advise(s, 0, random.Random(seed), _coach("chobuku"), iterations=40, worlds=6)
        odds = {o.k: o.p_over for o in seat_odds(s, 0)}
        for m in adv.moves:
            got = re.match(r"goes over in (\d+) of (\d+) worlds", m.en)
            if not got:
                continue
            k = int(m.action.split()[-1])
            over, n = int(got[1]), int(got[2])
            if odds.get(k) == 0.0:
                assert over == 0
            if odds.get(k) == 1.0:
                assert over == n
            seen += 1
    assert seen


def test_a_coached_game_says_so_in_its_replay():
    from game.engine.record import GameRecord, export_replay, import_replay
    from game.fujin.rules import FujinState
    rec = GameRecord("fujin", FujinState, 4, {})
    rec.apply(rec.state.legal_actions()[0])
    assert "coached" not in export_replay(rec)
    assert not import_replay(export_replay(rec), FujinState).meta.get("coached")
    rec.meta["coached"] = True
    back = import_replay(export_replay(rec), FujinState)
    assert back.meta.get("coached") is True and back.actions == rec.actions
