"""What must hold in every 鬼調伏 position (the fuzzer and the playout tests check it
after every action), and the check that a view shows nothing hidden."""
from __future__ import annotations

from dataclasses import fields, is_dataclass

from .cards import BOTTLES, CHARAS, ONI_IDS, STAR_IDS
from .model import CHAL, MAX_GOFU, OUT, PREP, RET

_BOTTLES = sorted(BOTTLES)
_STARS = sorted(STAR_IDS)
_ONI = sorted(ONI_IDS)
PHASES = ("chara", "shiki", "turn", "declare", "over")


def check(s) -> None:
    """Raise AssertionError when ``s`` (a ChobukuState) breaks an invariant."""
    assert s.phase in PHASES, s.phase
    assert (s.phase == "over") == (s._res is not None), "phase over exactly when finished"
    held = s.bottle_deck + s.bottle_discard
    for c in s.cands:
        held += c.bottles
    if s.oni_bottle is not None:
        held.append(s.oni_bottle)
    if s.seal is not None:
        held.append(s.seal)
    assert sorted(held) == _BOTTLES, "the 35 bottles are conserved across deck/discard/players/oni/seal"
    cards = s.star_deck + s.star_discard + [o for o in s.omens if o is not None] + [e[0] for e in s.stars]
    assert sorted(cards) == _STARS, "the 24 star cards are conserved"
    assert len(s.omens) == 3
    if s.seal is not None:
        assert "fuji" in s.omens or any(e[0] == "fuji" for e in s.stars), "a seal bottle without [五行封じ]"
    oni = s.oni_deck + s.oni_box + s.oni_past + ([s.oni] if s.oni else [])
    assert sorted(oni) == _ONI and len(s.oni_box) == 2, "the 12 oni are conserved"
    assert s.oni_bottle is None or s.oni == "donreiki"
    charas = [c.chara for c in s.cands if c.chara]
    assert len(set(charas)) == len(charas), "each character at most once"
    for p, c in enumerate(s.cands):
        assert 0 <= c.gofu <= MAX_GOFU, f"護符 {c.gofu} of seat {p} out of 0..3"
        assert c.marks >= 0
        assert c.status in (PREP, CHAL, RET, OUT)
        if not c.chara:
            assert s.phase == "chara" and not c.hand and c.slot is None
            continue
        places = c.hand + c.resting + c.lost + ([c.slot] if c.slot is not None else [])
        assert sorted(places) == sorted(CHARAS[c.chara].shiki_ids()), \
            f"seat {p}: each shikigami in exactly one place"
        assert c.initial is None or c.initial in c.bottles
        assert not c.initial_down or (c.initial is not None and s.oni == "kirioni")
        if c.status == OUT:
            assert p in s.eliminated
        if s.phase in ("turn", "declare") and c.status != OUT:
            assert c.slot is not None or (s.pending and s.pending[0] == "repick" and s.pending[1] == p), \
                f"seat {p} has no shikigami in use"
    assert len(set(s.eliminated)) == len(s.eliminated)
    if s.phase == "declare":
        assert any(c.status == CHAL for c in s.cands), "R-12: someone always challenges"
    if s._res is None:
        mover = s.to_move()
        assert 0 <= mover < s.n and s.cands[mover].status != OUT
        if s.phase == "turn" and s.pending is None:
            assert s.cands[mover].status == PREP


def _strings(obj, out: list[str]) -> None:
    if isinstance(obj, str):
        out.append(obj)
    elif is_dataclass(obj) and not isinstance(obj, type):
        for f in fields(obj):
            _strings(getattr(obj, f.name), out)
    elif isinstance(obj, (tuple, list)):
        for x in obj:
            _strings(x, out)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _strings(k, out)
            _strings(v, out)


def view_leaks(s, player) -> None:
    """The view shows no bottle the viewer has not seen (deck, others' face-down
    霧鬼 bottles), no other seat's face-down shikigami, and no deck contents."""
    v = s.view(player)
    strings: list[str] = []
    _strings(v, strings)
    unseen = set(s.bottle_deck)
    for q, c in enumerate(s.cands):
        if q != player and c.initial_down and c.initial is not None:
            unseen.add(c.initial)
    leaked = unseen.intersection(strings)
    assert not leaked, f"view({player}) shows unseen bottles {sorted(leaked)}"
    for q, c in enumerate(s.cands):
        cv = v.cands[q]
        if q != player and c.slot is not None and not c.slot_up:
            assert cv.slot == "hidden", f"view({player}) shows seat {q}'s face-down shikigami"
            assert cv.hand is None
            assert c.slot in cv.available
        if q != player and c.initial_down:
            assert any(b.id is None and b.face_down for b in cv.bottles)
    assert isinstance(v.bottle_deck, int) and isinstance(v.star_deck, int) and isinstance(v.oni_deck, int)
    hidden_stars = set(s.star_deck)
    # star cards in the deck are never named (every other copy is public somewhere)
    public = set(s.star_discard) | {o for o in s.omens if o} | {e[0] for e in s.stars}
    assert not (hidden_stars - public).intersection(strings), f"view({player}) names a star card in the deck"
    for o in s.oni_deck + s.oni_box:
        assert o not in strings, f"view({player}) names an unseen oni"
