"""星読みに行く (章6-2): using, discarding or drawing a star card, and the immediate
effects of [小瓶支給], [小瓶引取], [小瓶交換], [式神交代] and the 吉凶占い target.

A card that needs a choice leaves ``s.pending``; its resolution ends in
:func:`after_card`, which runs 星乱鬼 (C46) and then makes the user 挑戦中.
"""
from __future__ import annotations

from ...engine import CardDrawn, CardMoved
from . import actions as A
from .cards import BOTTLE_VALUE, STARS, bottle_name, shiki
from .events import CoverLog, OmenDiscarded, SecretLog, StarUsed
from .judge import challenge_done
from .flow import (alive, discard_star_card, draw_bottle, log, order_from,
                   reveal_initial, reveal_omen, seal_on_reveal, who)
from .model import RET


# ------------------------------------------------------------------ the visit
def go_to_stars(s, p: int, how: str, slot: int | None, ev: list) -> None:
    """(1) use 予兆 ``slot`` / (2) discard it / (3) draw and use / nothing left."""
    if how == "use":
        card = s.omens[slot]
        s.omens[slot] = None
        use_card(s, p, card, slot, ev)
    elif how == "discard":
        card = s.omens[slot]
        s.omens[slot] = None
        discard_star_card(s, card, ev)
        ev.append(OmenDiscarded(p, slot, card, "challenge"))
        log(ev, f"{who(s, p)}: 予兆[{STARS[card].name_ja}]を捨てる",
            f"{who(s, p, 'en')}: discards the omen [{STARS[card].name_en}]", p)
        challenge_done(s, p, ev)
    elif how == "draw":
        card = s.star_deck.pop()
        ev.append(CardDrawn(card, A.STAR_DECK, A.FIXED_STARS, p))
        log(ev, f"{who(s, p)}: 星読み山札から[{STARS[card].name_ja}]を引いて使う",
            f"{who(s, p, 'en')}: draws [{STARS[card].name_en}] and uses it", p)
        if card == "fuji":
            seal_on_reveal(s, ev)
        use_card(s, p, card, None, ev)
    else:
        log(ev, f"{who(s, p)}: 予兆も星読み山札もなく、星読みでは何もしない",
            f"{who(s, p, 'en')}: no omen and no star card left; nothing to read", p)
        challenge_done(s, p, ev)


def use_card(s, p: int, card: str, slot: int | None, ev: list) -> None:
    """The card goes to 星の定め; immediate effects resolve (or wait for a choice)."""
    st = STARS[card]
    s.stars.append((card, p, None, None))
    ev.append(StarUsed(p, card, slot))
    if slot is not None:
        log(ev, f"{who(s, p)}: 予兆[{st.name_ja}]を使う → 星の定め",
            f"{who(s, p, 'en')}: uses the omen [{st.name_en}] → fixed stars", p)
    k = st.kind
    if k == "kikkyo":
        s.pending = ("fortune", p, len(s.stars) - 1)
        return
    if k == "shikyu":
        _ration(s, p, ev)
    elif k == "hikitori":
        ok = withdraw_choices(s, p)
        if not ok:
            log(ev, "小瓶引取: 印刷値3以下の小瓶がないため効果なし",
                "Bottle withdrawal: no bottle printed 3 or less, no effect", p)
        elif len(ok) == 1:
            withdraw(s, p, ok[0], ev)
        else:
            s.pending = ("withdraw", p)
            return
    elif k == "kokan":
        own = s.cands[p].bottles
        if not s.bottle_deck or not own:
            log(ev, "小瓶交換: 効果なし（小瓶山札または自分の小瓶がない）",
                "Bottle exchange: no effect (no bottle deck, or no bottle of yours)", p)
        elif len(own) == 1:
            exchange(s, p, own[0], ev)
        else:
            s.pending = ("exchange", p)
            return
    elif k == "kotai":
        targets = swap_targets(s)
        if not targets:
            log(ev, "式神交代: 選べる候補者がいないため効果なし", "Shikigami swap: nobody can be chosen, no effect", p)
        elif len(targets) == 1:
            if swap(s, p, targets[0], ev):
                return
        else:
            s.pending = ("swap", p)
            return
    after_card(s, p, ev)


def after_card(s, p: int, ev: list) -> None:
    """The card has resolved: 星乱鬼 discards a random omen and refills it (R-31), then
    ``p`` is 挑戦中."""
    if s.oni == "seiranki":
        slots = [i for i, o in enumerate(s.omens) if o is not None]
        if slots:
            i = slots[s.rng.randrange(len(slots))] if len(slots) > 1 else slots[0]
            card = s.omens[i]
            s.omens[i] = None
            discard_star_card(s, card, ev)
            ev.append(OmenDiscarded(None, i, card, "chaos"))
            log(ev, f"星乱鬼: 予兆[{STARS[card].name_ja}]を無作為に捨て、補充する",
                f"Star-chaos oni: the omen [{STARS[card].name_en}] is discarded at random and refilled")
            reveal_omen(s, i, ev)
    challenge_done(s, p, ev)


# ------------------------------------------------------------------ the cards
def _ration(s, p: int, ev: list) -> None:
    """[小瓶支給]: everyone not retreated draws 1, clockwise from the user (R-34)."""
    takers = [q for q in order_from(s, p) if s.cands[q].status != RET]
    if len(s.bottle_deck) < len(takers):
        log(ev, f"小瓶支給: 小瓶山札が{len(takers)}枚ないため効果なし",
            f"Bottle ration: the deck cannot give {len(takers)} bottles, no effect", p)
        return
    for q in takers:
        b = draw_bottle(s, q, ev)
        log(ev, f"小瓶支給: {who(s, q)} が {bottle_name(b)} を引く",
            f"Bottle ration: {who(s, q, 'en')} draws {bottle_name(b, 'en')}", q)


def withdraw_choices(s, p: int) -> list[str]:
    """Own bottles printed 3 or less (鼓舞鬼's +1 does not count, C30)."""
    return [b for b in s.cands[p].bottles if BOTTLE_VALUE[b] <= 3]


def _drop_bottle(s, p: int, b: str, ev: list) -> None:
    c = s.cands[p]
    if b == c.initial:
        reveal_initial(s, p, ev)
        c.initial = None
    c.bottles.remove(b)
    s.bottle_discard.append(b)
    ev.append(CardMoved(b, A.bottle(p, b), A.BOTTLE_DISCARD, p))


def withdraw(s, p: int, b: str, ev: list) -> None:
    _drop_bottle(s, p, b, ev)
    log(ev, f"{who(s, p)}: 小瓶引取で {bottle_name(b)} を捨てる",
        f"{who(s, p, 'en')}: withdraws {bottle_name(b, 'en')}", p)


def exchange(s, p: int, b: str, ev: list) -> None:
    _drop_bottle(s, p, b, ev)
    new = draw_bottle(s, p, ev)
    log(ev, f"{who(s, p)}: 小瓶交換で {bottle_name(b)} を捨て {bottle_name(new)} を引く",
        f"{who(s, p, 'en')}: exchanges {bottle_name(b, 'en')} for {bottle_name(new, 'en')}", p)


def swap_targets(s) -> list[int]:
    """[式神交代] may choose anyone with a shikigami left in hand (R-21)."""
    return [q for q in alive(s) if s.cands[q].hand]


def swap(s, user: int, q: int, ev: list) -> bool:
    """The target sets its shikigami aside face up; True when it must pick a new one."""
    c = s.cands[q]
    old = c.slot
    if old is not None:
        k = shiki(c.chara, old)
        c.resting.append(old)
        ev.append(CardMoved(old, A.slot(q), A.resting(q), q))
        log(ev, f"式神交代: {who(s, q)} の {k.name_ja} を公開して使用済みに",
            f"Shikigami swap: {who(s, q, 'en')}'s {k.name_en} is revealed and set aside", q)
    c.slot = None
    c.slot_up = False
    if len(c.hand) == 1:
        place_new(s, q, c.hand[0], ev)
        return False
    s.pending = ("repick", q, user)
    return True


def place_new(s, q: int, sid: str, ev: list) -> None:
    c = s.cands[q]
    c.hand.remove(sid)
    c.slot = sid
    c.slot_up = False
    ev.append(CardMoved(sid, A.hand(q, sid), A.slot(q), q, True))
    ev.append(SecretLog(f"{who(s, q)}: {shiki(c.chara, sid).name_ja} を伏せる",
                        f"{who(s, q, 'en')}: places {shiki(c.chara, sid).name_en} face down", q))
    ev.append(CoverLog(f"{who(s, q)}: 式神を選び直して伏せる", f"{who(s, q, 'en')}: places a new shikigami face down",
                       q))


def set_fortune(s, p: int, index: int, q: int, sign: int, ev: list) -> None:
    card, user, _t, _v = s.stars[index]
    s.stars[index] = (card, user, q, sign)
    st = STARS[card]
    log(ev, f"{who(s, p)}: [{st.name_ja}] の対象 {who(s, q)}、{sign:+d}",
        f"{who(s, p, 'en')}: [{st.name_en}] on {who(s, q, 'en')}, {sign:+d}", p)
