"""Drawing (5-8, 章8): from the team deck (turning the discard over when it runs out),
from the 拠点, and the time-keep card, whose last count ends the game. Above ``board`` and
``ending``; below every phase that draws (flow, combat, setup)."""
from __future__ import annotations

from ...engine import CardDrawn, CardMoved
from .board import log, team, team_name
from .cards import TIMEKEEP, card_name
from .ending import finish_by_time
from .events import TimeKept
from . import places as P


def recycle(s, t: int, ev: list) -> bool:
    """Team ``t``'s deck is empty: the discard pile, turned over as it is, becomes
    the deck (no shuffle; its bottom card is the new top). False if the discard is empty."""
    if not s.discard:
        return False
    s.decks[t] = s.discard[::-1]
    s.discard = []
    ev.append(CardMoved(None, P.DISCARD, P.deck(t), None, False))
    log(ev, f"{team_name(s, t)}の山札切れ: 捨て札{len(s.decks[t])}枚をそのまま裏返して山札にする",
        f"{team_name(s, t, 'en', title=True)}'s deck ran out: the discard ({len(s.decks[t])} cards) is turned "
        f"over as the new deck")
    return True


def draw_from_deck(s, seat: int, ev: list, allow_recycle: bool = True) -> str:
    """Draw the top card of the seat's team deck into the hand.

    Returns ``"card"``, ``"tk"`` (the time-keep card came: it went to the 拠点 and
    the count rose; it does not count as a drawn card, R-16), ``"none"`` (nothing
    to draw) or ``"end"`` (the count reached the limit: the game is over)."""
    t = team(s, seat)
    deck = s.decks[t]
    if not deck:
        if not allow_recycle or not recycle(s, t, ev):
            return "none"
        deck = s.decks[t]
    c = deck.pop()
    if c == TIMEKEEP:
        s.bases[t].append(c)
        ev.append(CardMoved(c, P.deck(t), P.base(t), seat, False))
        return time_kept(s, seat, ev)
    s.hands[seat].append(c)
    ev.append(CardDrawn(c, P.deck(t), P.hand(seat), seat, True))
    return "card"


def time_kept(s, seat: int, ev: list) -> str:
    s.tk_count += 1
    t = team(s, seat)
    ev.append(TimeKept(s.tk_count, s.tk_limit, t))
    log(ev, f"{s.who(seat)}がタイムキープカードを引いた ({s.tk_count}/{s.tk_limit})",
        f"{s.who(seat, 'en')} drew the time-keep card ({s.tk_count}/{s.tk_limit})", seat)
    if s.tk_count >= s.tk_limit:
        finish_by_time(s, ev)
        return "end"
    return "tk"


def draw_from_base(s, seat: int, card: str, ev: list) -> str:
    """Draw a chosen 拠点 card; the time-keep card stays and advances the count (R-16)."""
    t = team(s, seat)
    if card == TIMEKEEP:
        ev.append(CardMoved(card, P.base(t), P.base(t), seat, False))
        r = time_kept(s, seat, ev)
        return "end" if r == "end" else "card"
    s.bases[t].remove(card)
    s.hands[seat].append(card)
    ev.append(CardMoved(card, P.base(t), P.hand(seat), seat, False))
    log(ev, f"{s.who(seat)}: 拠点から{card_name(card)}を引く",
        f"{s.who(seat, 'en')}: draws {card_name(card, 'en')} from the base", seat)
    return "card"
