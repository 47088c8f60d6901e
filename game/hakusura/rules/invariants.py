"""What must hold in every ハクスラ陰陽師 position (the fuzzer and the playout tests check
it after every action): HP 0..20, each player's three hand cards, each yokai card in
exactly one place, enemies' HP in range, and views that hide the face-down pick."""
from __future__ import annotations

from collections import Counter

from .cards import BOSSES, EDGES, HAND_CARDS, HP_CAP, YOKAI_IDS

PHASES = ("setup", "turn_start", "choose", "defence", "action", "enemy", "end", "loot", "over")


def yokai_places(s) -> Counter:
    """How many times each yokai card is found: piles, the table (yokai and 取り巻き), the
    loot being shared, shikigami, equipment, under a character, the box."""
    c: Counter = Counter()
    for pile in s.piles.values():
        c.update(pile)
    c.update(e.eid for e in s.enemies if e.kind != "boss")
    c.update(s.loot)
    c.update(s.box)
    for p in s.ps:
        c.update(p.shiki)
        c.update(p.under)
        for e in EDGES:
            c.update(p.equip[e])
    return c


def check(s) -> None:
    """Raise AssertionError when ``s`` (a HakusuraState) breaks an invariant."""
    assert s.nseats in (1, 2) and len(s.ps) == 2
    for p in s.ps[: s.nseats]:
        cards = sorted(p.hand + p.used + p.playing)
        assert cards == sorted(HAND_CARDS), f"seat {p.seat}'s hand cards are {cards}, not the three"
        assert 0 <= p.hp <= HP_CAP, f"HP {p.hp} of seat {p.seat} out of 0..20"
        assert p.down == (p.hp == 0), f"seat {p.seat}: down {p.down} but HP {p.hp}"
        assert p.pick is None or p.pick in p.hand, f"seat {p.seat}'s pick {p.pick} not in hand"
        assert set(p.flipped) <= set(p.shiki), f"seat {p.seat}: flipped cards outside the shikigami"
        assert p.partner is None or p.partner in p.shiki, f"seat {p.seat}: partner is not a shikigami"
        assert p.partner is None or (p.char == "seimei" and p.evolved), "a partner without evolved 晴明"
        assert p.bank >= 0 and p.reduce >= 0 and p.bo_used >= 0
    if s.solo:
        assert s.ps[1].empty and not s.ps[1].shiki and s.ps[1].pick is None
    seen = yokai_places(s)
    missing = [y for y in YOKAI_IDS if seen[y] != 1]
    assert not missing, f"yokai not in exactly one place: {[(y, seen[y]) for y in missing]}"
    assert sum(seen.values()) == len(YOKAI_IDS), "an unknown yokai card appeared"
    for e in s.enemies:
        assert 0 <= e.hp <= e.max_hp, f"{e.place} HP {e.hp} out of 0..{e.max_hp}"
        assert e.alive == (e.hp > 0), f"{e.place}: alive {e.alive} but HP {e.hp}"
        if e.kind == "boss":
            assert e.eid in BOSSES and e.max_hp == s.boss_hp and e.max_hp % 12 == 0
        assert e.flip is None or (s.solo and e.flip in HAND_CARDS)
    assert s.phase in PHASES
    assert (s.phase == "over") == (s.result() is not None)
    if s.pending is not None:
        seat = s.pending[1]
        assert s.ps[seat].alive, f"a decision for seat {seat}, who is not playing"
    assert 0 <= s.battle <= 7
    assert set(s.flip_left) <= set(HAND_CARDS)


def view_leaks(s, player) -> None:
    """The other seat's face-down pick (before the reveal, unless 策謀 laid it face up) is
    never in ``view(player)``: only that a card was committed."""
    v = s.view(player)
    for p in s.ps:
        info = v.seats[p.seat]
        if p.pick is not None and not p.pick_open and p.seat != player:
            assert info.pick is None, f"view({player}) shows seat {p.seat}'s face-down pick"
            assert info.committed, "a committed pick must show as committed"
        if p.pick is None:
            assert info.pick is None and not info.committed
