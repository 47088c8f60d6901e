"""Shared helpers over a ZintriggerState: teams and numbers, the action count, moving
and flipping cards (with their events), the log, determinize and event masking. Plain
functions; no state of their own. The bottom of the rules' phases: it imports none of
them (drawing is ``draws.py``, the game's end ``ending.py``)."""
from __future__ import annotations

import random

from ...engine import CardMoved, Log, Place, Shuffled
from .cards import AREAS, BAMBOO, CHARACTERS
from .events import FieldChanged, Flipped, Peeked
from . import places as P

TEAM_JA = ("チームA", "チームB")
TEAM_EN = ("team A", "team B")
#: the same at the start of a sentence (str.capitalize would lower the letter: "Team b")
TEAM_EN_TITLE = ("Team A", "Team B")


def team_name(s, t: int, lang: str = "ja", title: bool = False) -> str:
    """A team as the log names it: チームA/B in versus; in Bambooshoot every player is on one
    side (14-8 「全員が1チーム」), so "チームA" would name a rival that is not there: it is
    味方 / "the team" there, and team 1 is the bamboo grove's side (竹林)."""
    if s.solo is not None:
        if lang == "ja":
            return ("味方", "竹林")[t]
        return (("The team", "The grove") if title else ("the team", "the grove"))[t]
    if lang == "ja":
        return TEAM_JA[t]
    return (TEAM_EN_TITLE if title else TEAM_EN)[t]


# ------------------------------------------------------------------ teams, numbers
def bambooshoot(s) -> bool:
    """【Bambooshoot】 (章14): every seat plays together against the bamboo (1–4 players)."""
    return s.solo is not None


def team(s, seat: int) -> int:
    """Team of a seat: 2p seat = team, 4p seats 0+2 / 1+3; in Bambooshoot every seat is team
    0 (14-8 「全員が1チーム」) and team 1 is the enemy side the erosion cards face."""
    return 0 if s.solo is not None else seat % 2


def opponents(s, seat: int) -> list[int]:
    """Seats of the other team, in turn order after ``seat`` (none in Bambooshoot)."""
    if s.solo is not None:
        return []
    t = seat % 2
    order = s.order
    i = order.index(seat)
    return [p for p in order[i + 1:] + order[:i] if p % 2 != t]


def open_hands(s) -> bool:
    """Co-op Bambooshoot with open hands (手札を見せ合う; the option ``open_hands``, on by
    default): partners see each other's hands (ZT-R54)."""
    return s.solo is not None and s.players > 1 and bool(s.options.get("open_hands", True))


def sees_hand(s, viewer, seat: int) -> bool:
    """Whether ``viewer`` (a seat, or None for a spectator) sees ``seat``'s hand."""
    return viewer is not None and (viewer == seat or open_hands(s))


def main_char(s, seat: int):
    return CHARACTERS[s.chars[seat][0]]


def field_number(s, seat: int) -> int | None:
    c = s.field[seat]
    return AREAS[c].number if c is not None else None


def field_kind(s, seat: int) -> str | None:
    c = s.field[seat]
    return AREAS[c].kind if c is not None else None


def base_kinds(s, t: int) -> list[str]:
    """Area kinds in team ``t``'s 拠点 (for 【拠点】 effects), in 拠点 order."""
    return [AREAS[c].kind for c in s.bases[t] if c in AREAS]


def base_card_of_kind(s, t: int, kind: str) -> str | None:
    for c in s.bases[t]:
        a = AREAS.get(c)
        if a is not None and a.kind == kind:
            return c
    return None


def hand_hidden_from_others(s, seat: int) -> bool:
    """Someone else at the table cannot see ``seat``'s hand (R-28): then a decision may only
    be opened on public facts, or being asked would tell them what the hand holds."""
    return s.players > 1 and not open_hands(s)


def hand_limit(s, seat: int) -> int:
    return main_char(s, seat).hani + 2


def high_ground_ready(s, seat: int) -> bool:
    """高台 (Q2, R-19): once per turn an action ignoring the action count, while the
    高台 is the 場札 of the turn player."""
    return (not s.hg_used and s.field[seat] is not None
            and AREAS[s.field[seat]].kind == "highground")


def spend_action(s, seat: int, ev: list) -> None:
    """An A or B uses one action, or the 高台's free action when available (ZT-R35)."""
    if high_ground_ready(s, seat):
        s.hg_used = True
        log(ev, f"{s.who(seat)}: 高台の効果で行動回数を無視して行動する",
            f"{s.who(seat, 'en')} acts ignoring the action count (high ground)", seat)
    else:
        s.left -= 1


def who(s, seat, lang="ja") -> str:
    if isinstance(seat, str):
        return BAMBOO[seat].name(lang)
    return s.who(seat, lang)


def log(ev: list, ja: str, en: str, player=None) -> None:
    ev.append(Log(ja, en, player))


# ------------------------------------------------------------------ orientation
def flip_to(s, card: str, t: int, place: Place, ev: list, player=None) -> bool:
    """Turn ``card`` to face team ``t``; True when it changed."""
    before = s.face[card]
    if before == t:
        return False
    s.face[card] = t
    ev.append(Flipped(card, place, before, t, player))
    return True


# ------------------------------------------------------------------ moving
def to_discard(s, card: str, src: Place, ev: list, player=None) -> None:
    s.discard.append(card)
    ev.append(CardMoved(card, src, P.DISCARD, player))


def set_field(s, seat: int, card: str | None, ev: list) -> str | None:
    """Put ``card`` (None = respawn point) as the seat's 場札; returns the old one
    (the caller moves it on)."""
    old = s.field[seat]
    s.field[seat] = card
    ev.append(FieldChanged(seat, old, card))
    return old


# ------------------------------------------------------------------ hidden information
def determinize(s, player: int, rng: random.Random):
    d = s.clone()
    if s._res is not None:          # at the end every card is revealed (章8 ④)
        return d
    keep = {t: 0 for t in (0, 1)}           # top cards of a deck the viewer is being shown
    dec = s.pending
    mine = team(s, player)
    if dec is not None and dec[1] == player:
        if dec[0] == "tower":
            keep[mine] = len(dec[2])
        elif dec[0] == "hack":
            keep[1 - mine] = len(dec[2])
    slots: list[tuple[list, int]] = []
    pool: list[str] = []
    for p in range(s.players):
        if not sees_hand(s, player, p):
            h = d.hands[p]
            for i in range(len(h)):
                slots.append((h, i))
                pool.append(h[i])
    for t in (0, 1):
        deck = d.decks[t]
        if s.phase == "setup":
            # a team sees its own deck while adding items; the other team's dealt deck
            # holds known cards (the bundles were open) in an order nobody has seen
            if t != mine:
                deck.sort()
                rng.shuffle(deck)
            continue
        for i in range(len(deck) - keep[t]):
            slots.append((deck, i))
            pool.append(deck[i])
    # sorted before the shuffle: the sample depends on what the seat sees, never on the
    # order the real hidden cards happen to lie in (the coach's fairness, #38)
    pool.sort()
    rng.shuffle(pool)
    for (lst, i), c in zip(slots, pool):
        lst[i] = c
    if d.solo is not None:
        d.solo["shoots"].sort()
        rng.shuffle(d.solo["shoots"])
    d.rng = random.Random(rng.getrandbits(64))
    return d


def mask_events(events, viewer) -> tuple:
    out = []
    for e in events:
        if isinstance(e, CardMoved) and e.hidden and e.player != viewer and e.card is not None:
            e = type(e)(None, e.src, e.dst, e.player, True)
        elif isinstance(e, Peeked) and e.viewer != viewer:
            e = Peeked(e.viewer, e.zone, ())
        out.append(e)
    return tuple(out)


def shuffle_deck(s, t: int, ev: list) -> None:
    s.rng.shuffle(s.decks[t])
    ev.append(Shuffled(P.deck(t), None))
