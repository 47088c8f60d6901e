"""Hidden information: other seats' face-down shikigami and 霧鬼's initial bottles show
only as hidden, decks only as counts; the secret shikigami choice is a sequence of
hidden commits closed by a checkpoint; events are masked for the other seats."""
from __future__ import annotations

import random

import pytest

from game.chobuku.rules import ChobukuState, view_leaks
from game.chobuku.rules.events import SecretLog, ShikigamiSet
from game.engine import CardDrawn, CardMoved, Log, Place

from .helpers import act, legal, new, position


def test_face_down_shikigami_shown_as_hidden_to_others():
    s = position(players=3, slots={0: "kappa"}, bottles={0: ["ka1"], 1: ["do1"], 2: ["kin1"]})
    for viewer in (1, 2, None):
        cv = s.view(viewer).cands[0]
        assert cv.slot == "hidden" and cv.hand is None and cv.reiryoku is None
        assert "kappa" in cv.available
        view_leaks(s, viewer)
    assert s.view(0).cands[0].slot == "kappa" and s.view(0).cands[0].reiryoku == 6


def test_mist_initial_bottle_hidden_and_not_counted_for_others():
    s = position(oni="kirioni", bottles={0: ["ka6", "do2"], 1: ["sui4"]}, initial_down=(0,))
    cv = s.view(1).cands[0]
    assert cv.bottles[0].id is None and cv.bottles[0].face_down and cv.visible_reiryoku == 2
    assert "ka6" not in repr(s.view(1))
    view_leaks(s, 1)


def test_decks_only_as_counts():
    s = new(4, seed=3, characters="all")
    v = s.view(None)
    assert isinstance(v.bottle_deck, int) and isinstance(v.star_deck, int) and isinstance(v.oni_deck, int)
    assert v.bottle_deck == len(s.bottle_deck)
    text = repr(v)
    assert all(f"'{b}'" not in text for b in s.bottle_deck)
    assert all(f"'{o}'" not in text for o in s.oni_deck + s.oni_box)


def test_view_leaks_catches_a_leak():
    s = position(slots={0: "kappa"}, bottles={0: ["ka1"], 1: ["do1"]})

    class Leaky(ChobukuState):
        def view(self, player):
            v = super().view(player)
            from dataclasses import replace
            cands = list(v.cands)
            cands[0] = replace(cands[0], slot=self.cands[0].slot)
            return replace(v, cands=tuple(cands))

    leaky = Leaky.from_json(s.to_json())
    with pytest.raises(AssertionError):
        view_leaks(leaky, 1)


def test_secret_commits_then_checkpoint_reveal_of_the_layout():
    """OC-R06 (R-06): 式神は初期小瓶を見た後、全員同時に伏せる — sequential hidden commits."""
    s = new(3, seed=11, characters="basic")
    assert s.phase == "shiki"
    first = s.to_move()
    ev = act(s, sorted(legal(s))[0])
    moved = [e for e in ev if isinstance(e, CardMoved)]
    assert moved and moved[0].hidden
    other = (first + 1) % 3
    masked = s.mask_events(ev, other)
    assert all(e.card is None and e.src == Place.parse(f"hand@{first}") for e in masked if isinstance(e, CardMoved))
    assert not any(isinstance(e, SecretLog) for e in masked)
    assert any(isinstance(e, SecretLog) for e in s.mask_events(ev, first))
    assert s.view(other).cands[first].slot == "hidden"
    assert not any(isinstance(e, ShikigamiSet) for e in ev)
    ev = act(s, sorted(legal(s))[0])
    ev = act(s, sorted(legal(s))[0])
    closing = [e for e in ev if isinstance(e, ShikigamiSet)]
    assert closing and closing[0].checkpoint


def test_masked_commit_does_not_name_the_card_in_place_ids():
    s = new(2, seed=5, characters="basic")
    p = s.to_move()
    ev = act(s, f"s{p} shiki kappa" if f"s{p} shiki kappa" in legal(s) else sorted(legal(s))[0])
    for e in s.mask_events(ev, 1 - p):
        if isinstance(e, CardMoved):
            assert e.card is None and e.src == Place.parse(f"hand@{p}") and e.dst == Place.parse(f"slot@{p}")
        if isinstance(e, Log):
            assert "河童" not in e.ja


def test_mist_deal_is_masked():
    """霧鬼: the initial bottles are dealt face down; the deal's events hide them from the others."""
    from game.chobuku.rules.flow import after_round
    from game.chobuku.rules.model import CHAL
    s = position(bottles={0: ["ka1"], 1: ["do1"]})
    for pile in (s.oni_deck, s.oni_box, s.oni_past):
        if "kirioni" in pile:
            pile.remove("kirioni")
            s.oni_deck.append(s.oni_box.pop()) if pile is s.oni_box else None
    s.oni_box = s.oni_box[:2] if len(s.oni_box) >= 2 else s.oni_box + [s.oni_deck.pop(0)]
    s.oni_deck.append("kirioni")
    s.check_invariants()
    for c in s.cands:
        c.status = CHAL
    ev: list = []
    after_round(s, ev)
    assert s.oni == "kirioni"
    draws = [e for e in ev if isinstance(e, CardDrawn) and e.dst.kind == "bottles"]
    assert len(draws) == 2 and all(e.hidden for e in draws)
    for e in s.mask_events(ev, 0):
        if isinstance(e, CardDrawn) and e.player == 1 and e.dst.kind == "bottles":
            assert e.card is None
    assert not any(isinstance(e, SecretLog) and e.player == 1 for e in s.mask_events(ev, 0))


def test_determinize_keeps_the_view_and_resamples_the_hidden():
    s = position(players=3, oni="kirioni", slots={1: "onibi", 2: "ginko"}, initial_down=(0, 1, 2),
                 bottles={0: ["ka3"], 1: ["do1"], 2: ["kin4"]}, charas=("sakaki", "homura", "shirogane"))
    rng = random.Random(1)
    seen_slots, seen_bottles = set(), set()
    for _ in range(30):
        d = s.determinize(0, rng)
        assert d.view(0) == s.view(0)
        d.check_invariants()
        seen_slots.add(d.cands[1].slot)
        seen_bottles.add(d.cands[2].initial)
        assert d.cands[0].slot == s.cands[0].slot and d.cands[0].initial == "ka3"
    assert len(seen_slots) > 1 and len(seen_bottles) > 1


def test_own_placement_is_logged_once():
    """The one who places reads their own line (which shikigami), the others the cover
    line (「式神を伏せる」): each reads one line, never both."""
    s = new(3, seed=11, characters="basic")
    first = s.to_move()
    ev = act(s, sorted(legal(s))[0])
    for viewer in (first, (first + 1) % 3, None):
        lines = [e for e in s.mask_events(ev, viewer) if isinstance(e, Log) and e.player == first]
        assert len(lines) == 1, (viewer, lines)
        assert isinstance(lines[0], SecretLog) == (viewer == first)
