"""The toy games keep the whole GameState contract (they test the kernel)."""
from __future__ import annotations

import random

import pytest

from game.engine import IllegalAction
from tests.toys.kuhn import Bet, KuhnState
from tests.toys.nim import NimState, Take

TOYS = [(NimState, {}), (NimState, {"multi": True}), (KuhnState, {"hands": 3})]


@pytest.mark.parametrize("cls,options", TOYS)
def test_random_playouts_keep_the_contract(cls, options) -> None:
    for seed in range(30):
        rng = random.Random(seed)
        state = cls.new_game(seed, options)
        steps = 0
        while not state.is_over() and steps < 300:
            legal = state.legal_actions()
            assert legal
            for a in legal:
                assert cls.parse_action(a.text()) == a
            twin = state.clone()
            assert twin == state
            assert cls.from_json(state.to_json()) == state
            action = rng.choice(legal)
            state.apply(action)
            assert twin != state or not legal  # the clone is independent
            steps += 1
        if state.is_over():
            assert not state.legal_actions()
            assert state.result() is not None


def test_nim_refusals_say_why() -> None:
    s = NimState.new_game(1)
    with pytest.raises(IllegalAction) as exc:
        s.apply(Take(0, 4))
    assert "3" in exc.value.en and exc.value.ja
    before = s.to_json()
    with pytest.raises(IllegalAction):
        s.apply(Take(7, 1))
    assert s.to_json() == before
    with pytest.raises(IllegalAction):
        NimState.parse_action("grab 1")


def test_nim_last_take_wins() -> None:
    s = NimState.new_game(0, {"heaps": [1, 2]})
    s.apply(Take(1, 2))
    s.apply(Take(0, 1))
    assert s.result().winner == 1 and s.is_over()


def test_kuhn_view_hides_opponent_card_and_determinize_resamples() -> None:
    s = KuhnState.new_game(3)
    for p in (0, 1):
        v = s.view(p)
        assert v["opponent_card"] is None
        assert v["my_card"] == "JQK"[s.cards[p]]
        assert "spare" not in v and str(s.cards[1 - p]) not in str(v.get("cards", ""))
    assert s.view(None)["my_card"] is None
    seen = set()
    rng = random.Random(0)
    for _ in range(50):
        d = s.determinize(0, rng)
        assert d.cards[0] == s.cards[0]
        assert d.view(0) == s.view(0)
        assert sorted([*d.cards, d.spare]) == [0, 1, 2]
        seen.add(d.cards[1])
    assert seen == {0, 1, 2} - {s.cards[0]}


def test_kuhn_betting_and_refusals() -> None:
    s = KuhnState.new_game(5, {"hands": 1})
    with pytest.raises(IllegalAction) as exc:
        s.apply(Bet("call"))
    assert "bet" in exc.value.en.lower()
    s.apply(Bet("bet"))
    events = s.apply(Bet("call"))
    assert any(e.checkpoint for e in events)  # showdown reveals the cards
    assert s.is_over()
    assert sorted(s.chips) == [-2, 2]
    assert s.result().winner == (0 if s.cards[0] > s.cards[1] else 1)
