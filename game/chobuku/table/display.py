"""What the 鬼調伏 table draws between two views, and how each event changes it.

``Disp`` is a mutable mirror of a ``ChobukuView``. The event steps change it one
event at a time (a bottle lands in a row, an omen goes to 星の定め, a status badge
changes); when the queue is done the table re-syncs it from the new view, so a
missed detail never lingers. Nothing here computes a rule: numbers the rules derive
(霊力, 鬼体力, a bottle's 霊力) come from the view after the action, or from the
judgement the rules recorded.

One action can end a round: the last challenge, the judgement, the clean-up and the
next round's set-up arrive as one batch of events. The judgement plays over the old
board; at the clean-up (the first ``Shuffled`` of the bottles) the display jumps to
the view after the batch with everything the set-up deals still *hidden* (the oni,
the omens, the initial bottles), and each of those appears as its event lands.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.chobuku.rules.cards import BOTTLE_COLOUR, BOTTLE_VALUE
from game.chobuku.rules.events import (Eliminated, Judged, OmenDiscarded, OmenRevealed, OniAppeared,
                                       RetreatChecked, RoundStarted, ShikigamiLost, ShikigamiSet,
                                       StarUsed, StatusChanged)
from game.engine import CardDrawn, CardMoved, ResourceChanged, Revealed, Shuffled, TurnStarted

from game.chobuku.table import reactions  # noqa: E402  (reactions uses Disp from here: import cycle on purpose)


@dataclass
class BottleD:
    id: str | None
    colour: str | None
    value: int | None
    power: int | None
    sealed: bool = False
    face_down: bool = False
    initial: bool = False

    @classmethod
    def of(cls, b) -> "BottleD":
        return cls(b.id, b.colour, b.value, b.power, b.sealed, b.face_down, b.initial)

    @classmethod
    def card(cls, b: str | None, face_down: bool = False) -> "BottleD":
        if b is None:
            return cls(None, None, None, None, False, True)
        return cls(b, BOTTLE_COLOUR[b], BOTTLE_VALUE[b], None, False, face_down)


@dataclass
class SeatD:
    seat: int
    chara: str
    gofu: int
    marks: int
    status: str
    star: bool
    oya: bool
    slot: str | None
    slot_up: bool
    hand: list[str] | None
    available: list[str]
    resting: list[str]
    lost: list[str]
    bottles: list[BottleD]
    reiryoku: int | None
    reiryoku_judge: int | None
    visible_reiryoku: int
    six_stop: bool | None
    last_prep: bool
    arriving: int = 0            # bottles at the end of the row not landed yet

    @classmethod
    def of(cls, c) -> "SeatD":
        return cls(c.seat, c.chara, c.gofu, c.marks, c.status, c.star, c.oya, c.slot, c.slot_up,
                   list(c.hand) if c.hand is not None else None, list(c.available), list(c.resting),
                   list(c.lost), [BottleD.of(b) for b in c.bottles], c.reiryoku, c.reiryoku_judge,
                   c.visible_reiryoku, c.six_stop, c.last_prep)

    def shown_bottles(self) -> list[BottleD]:
        return self.bottles[:len(self.bottles) - self.arriving] if self.arriving else self.bottles


@dataclass
class Disp:
    view: object
    hidden: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        v = self.view
        self.viewer = v.player
        self.players = v.players
        for name in ("round", "turn", "phase", "to_move", "current", "star", "oya_rule", "two_player",
                     "pending", "oni", "oni_bottle", "taikyu", "seal", "sealed_colour", "bottle_deck",
                     "star_deck", "oni_deck", "odds", "choices", "judgement", "result"):
            setattr(self, name, getattr(v, name))
        self.taikyu_parts = list(v.taikyu_parts)
        self.omens = list(v.omens)
        self.stars = list(v.stars)
        self.bottle_discard = list(v.bottle_discard)
        self.star_discard = list(v.star_discard)
        self.oni_past = list(v.oni_past)
        self.eliminated = list(v.eliminated)
        self.cands = [SeatD.of(c) for c in v.cands]

    def shows(self, place: str) -> bool:
        return place not in self.hidden


# -- the batch: where its round ends, what the set-up after it deals ---------------------------
def cut_index(events) -> int | None:
    """The clean-up in a batch (the first ``Shuffled`` of the bottles), or None."""
    for i, e in enumerate(events):
        if isinstance(e, Shuffled) and e.zone == "deck":
            return i
    return None


def judgement_in(events):
    return next((e.judgement for e in events if isinstance(e, Judged)), None)


def arrivals(disp: Disp, events) -> None:
    """Hide in ``disp`` (the view after the batch) what ``events`` still have to deal."""
    for e in events:
        if isinstance(e, OniAppeared):
            disp.hidden.add("oni")
        elif isinstance(e, OmenRevealed):
            disp.hidden.add(f"omen:{e.slot}")
            disp.star_deck += 1
        elif isinstance(e, CardDrawn) and e.src == "deck":
            disp.bottle_deck += 1
            if e.dst == "oni":
                disp.hidden.add("oni_bottle")
            elif e.dst == "seal":
                disp.hidden.add("seal")
            elif e.dst.startswith("bottles:"):
                disp.cands[int(e.dst[8:])].arriving += 1
        elif isinstance(e, RoundStarted):
            disp.round -= 1
            disp.hidden.add("round")


# -- the events ----------------------------------------------------------------------------------
def play_event(tb, e) -> float | None:
    """The 鬼調伏 side of one (masked) event; None = the framework's default."""
    d: Disp = tb.disp
    if isinstance(e, Shuffled):
        if e.zone == "deck" and tb.batch_cut is not None and tb.batch_pos(e) == tb.batch_cut:
            return reactions.clean_up(tb)
        return 0.05
    if isinstance(e, CardMoved):             # CardDrawn included
        return _moved(tb, d, e)
    if isinstance(e, Revealed):
        return _revealed(tb, d, e)
    if isinstance(e, StatusChanged):
        d.cands[e.seat].status = e.after
        tb.refresh_derived(e.seat)
        reactions.pop_badge(tb, e.seat)
        return 0.15
    if isinstance(e, ResourceChanged):
        if tb.batch_judgement is not None and e.name in ("gofu", "keishoin") and not tb.judged_played:
            return 0.0                       # the judgement sequence shows these, in its order
        return reactions.resource(tb, e.player, e.name, e.before, e.after)
    if isinstance(e, StarUsed):
        return _star_used(tb, d, e)
    if isinstance(e, OmenDiscarded):
        card = d.omens[e.slot] if e.slot < len(d.omens) else None
        d.omens[e.slot] = None
        tb.relayout()
        return tb.fly_card(f"t:{e.card or card}", f"omen:{e.slot}", "discard:stars",
                           lambda: (d.star_discard.append(e.card), tb.relayout()))
    if isinstance(e, OmenRevealed):
        d.star_deck -= 1
        d.hidden.add(f"omen:{e.slot}")
        d.omens[e.slot] = e.card

        def land() -> None:
            d.hidden.discard(f"omen:{e.slot}")
            tb.relayout()
        return tb.fly_card(f"t:{e.card}", "deck:stars", f"omen:{e.slot}", land, dur=0.22)
    if isinstance(e, OniAppeared):
        d.oni, d.taikyu = e.oni, e.taikyu
        if e.bottle is not None:
            d.oni_bottle = e.bottle
        return reactions.oni_appears(tb)
    if isinstance(e, RoundStarted):
        d.hidden.discard("round")
        d.round, d.star = e.round, e.star
        for c in d.cands:
            c.star = c.seat == e.star
        reactions.round_banner(tb, e.round, e.star)
        return 0.9
    if isinstance(e, TurnStarted):
        d.current = e.player
        d.phase = "turn"
        return reactions.turn_banner(tb, e.player)
    if isinstance(e, ShikigamiSet):
        return reactions.all_set(tb)
    if isinstance(e, RetreatChecked):
        return reactions.retreat_checked(tb, e)
    if isinstance(e, Judged):
        return reactions.judged(tb, e.judgement)
    if isinstance(e, ShikigamiLost):
        return reactions.shiki_lost(tb, e.seat, e.shiki)
    if isinstance(e, Eliminated):
        d.cands[e.seat].status = "out"
        return reactions.eliminated(tb, e.seat)
    return None


def _moved(tb, d: Disp, e) -> float:
    skind, _, sarg = e.src.partition(":")
    dkind, _, darg = e.dst.partition(":")
    card = e.card
    if skind == "deck" and dkind != "stars":                 # a bottle leaves the deck
        d.bottle_deck -= 1
        b = BottleD.card(card, e.hidden)
        if dkind == "bottles":
            p = int(darg)
            post = tb.post_bottle(p, card)
            if post is not None:
                b = post
            seat = d.cands[p]
            seat.bottles.append(b)
            seat.arriving += 1
            tb.relayout()

            def land(seat=seat) -> None:
                seat.arriving = max(0, seat.arriving - 1)
                tb.refresh_derived(seat.seat)
                tb.relayout()
            face = f"b:{card}" if card is not None and not (e.hidden and e.player != d.viewer) else "b:?"
            return tb.fly_card(face, "deck", f"bottle:{p}:{len(seat.bottles) - 1}#", land, dur=0.2,
                               face_up=face != "b:?")
        if dkind == "seal":
            d.hidden.add("seal")
            d.seal = card

            def land_seal() -> None:
                d.hidden.discard("seal")
                tb.relayout()
            return tb.fly_card(f"b:{card}", "deck", "seal", land_seal, dur=0.25)
        if dkind == "oni":
            d.hidden.add("oni_bottle")
            d.oni_bottle = card

            def land_oni() -> None:
                d.hidden.discard("oni_bottle")
                tb.relayout()
            return tb.fly_card(f"b:{card}", "deck", "oni", land_oni, dur=0.25)
        return 0.1
    if skind == "deck" and dkind == "stars":                 # a star card drawn to be used at once
        d.star_deck -= 1
        return tb.fly_card(f"t:{card}", "deck:stars", "stars:end", None, dur=0.25)
    if skind == "hand" and dkind == "slot":                  # the secret shikigami goes face down
        p = int(darg)
        seat = d.cands[p]
        sid = e.src.split(":")[2] if e.src.count(":") >= 2 else None
        if seat.hand is not None and sid in seat.hand:
            seat.hand.remove(sid)
        start = tb.place_centre(e.src if sid else f"hand:{p}")
        tb.relayout()

        def land_slot() -> None:
            seat.slot = sid if sid and p == d.viewer else "hidden"
            seat.slot_up = False
            tb.relayout()
        return tb.fly_card("s:?", None, f"slot:{p}", land_slot, dur=0.28, face_up=False, start=start)
    if skind == "slot" and dkind == "resting":               # [式神交代]: set aside, face up
        p = int(sarg)
        seat = d.cands[p]
        seat.slot = None
        seat.slot_up = False
        tb.relayout()

        def land_rest() -> None:
            if card is not None:
                seat.resting.append(card)
            tb.relayout()
        return tb.fly_card(tb.shiki_face(p, card), f"slot:{p}", f"resting:{p}", land_rest, dur=0.3)
    if skind == "bottle" and dkind == "discard":             # [小瓶引取] / [小瓶交換]
        p = int(sarg.split(":")[0])
        seat = d.cands[p]
        seat.bottles = [b for b in seat.bottles if b.id != card]
        start = tb.place_centre(e.src)
        tb.relayout()
        return tb.fly_card(f"b:{card}", None, "discard:bottles",
                           lambda: (d.bottle_discard.append(card), tb.relayout()), dur=0.3, start=start)
    if skind == "seal":
        d.seal = None
        tb.relayout()
        return tb.fly_card(f"b:{card}", "seal", "discard:bottles",
                           lambda: (d.bottle_discard.append(card), tb.relayout()), dur=0.3)
    return 0.1


def _revealed(tb, d: Disp, e) -> float:
    kind, _, arg = e.zone.partition(":")
    if kind == "slot":
        p = int(arg)
        seat = d.cands[p]
        seat.slot = e.card
        seat.slot_up = True
        return reactions.flip_place(tb, f"slot:{p}", tb.shiki_face(p, e.card))
    if kind == "bottle":
        p = int(arg.split(":")[0])
        seat = d.cands[p]
        for i, b in enumerate(seat.bottles):
            if b.face_down and (b.id == e.card or b.id is None):
                post = tb.post_bottle(p, e.card)
                seat.bottles[i] = replace(post or BottleD.card(e.card), face_down=False, initial=True)
                return reactions.flip_place(tb, f"bottle:{p}:{e.card}", f"b:{e.card}", old=f"bottle:{p}:?{i}")
        return 0.1
    return 0.1


def _star_used(tb, d: Disp, e) -> float:
    from game.chobuku.rules.view import StarEntryView
    entry = StarEntryView(e.card, e.seat, None, None)
    if e.slot is not None:
        d.omens[e.slot] = None
        tb.relayout()

        def land() -> None:
            d.stars.append(entry)
            tb.refresh_board()
            tb.relayout()
        return tb.fly_card(f"t:{e.card}", f"omen:{e.slot}", "stars:end", land, dur=0.3)
    d.stars.append(entry)
    tb.refresh_board()
    tb.relayout()
    return 0.15
