"""What the ハクスラ陰陽師 table draws between two views, and how each event changes it.

``Disp`` is a mutable mirror of the parts of a ``HakusuraView`` that cards move
between (hands, the slot, used cards, shikigami, loot, the empty seat's flips);
the event steps change it one event at a time and the table lays its sprites
out again, so a card is never drawn in two places while it flies. When the
queue is done the table re-syncs from the new view, so nothing stale lingers.

``play_event`` does this game's part of each event (a yokai's strike, the
hidden pick, the reveal, evolution, taking a yokai) and leaves the log and
the game-over banner to ``game.ui.table.animator``.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import CardMoved, Damaged, HpChanged, Log, Shuffled
from game.hakusura.rules.events import (AbilityUsed, ActionStarted, BattleStarted, BossLap, Defeated,
                                        EmptySeatFlip, EnemyActed, Evolved, PhaseChanged, Picked,
                                        PicksRevealed, PlayerDown, RandomDiscard, ShikigamiLost, Taken)
from game.hakusura.table import words
from game.i18n import t
from game.ui import theme
from game.ui.attachments import HpCard
from game.ui.tween import back_out

DAMAGE = (255, 110, 90)
HEAL = (120, 230, 130)
SHIELD = (150, 200, 255)


@dataclass
class SeatD:
    hand: list[str]
    slot: list[tuple[str | None, bool]]        # (card, face up)
    used: list[str]
    shiki: list[str]
    flipped: set[str] = field(default_factory=set)


class Disp:
    """The moving parts of a view, changed event by event."""

    def __init__(self, view) -> None:
        self.seats: list[SeatD] = []
        for s in view.seats:
            own = view.player == s.seat
            hand = list(s.hand)
            slot: list[tuple[str | None, bool]] = []
            if s.committed:
                if s.pick is not None and s.pick in hand:
                    hand.remove(s.pick)
                slot.append((s.pick, s.pick_open))
            slot += [(c, True) for c in s.playing]
            self.seats.append(SeatD(hand, slot, list(s.used), [k.yokai for k in s.shikigami],
                                    {k.yokai for k in s.shikigami if k.used_up}))
            del own
        self.loot = list(view.loot)
        self.flips = {e.place: e.flip for e in view.enemies if e.flip}
        self.phase = view.phase
        self.acting = view.acting


def _seat_of(place: str) -> int:
    return int(place.split(":")[1])


def play_event(tb, e) -> float | None:
    """The ハクスラ陰陽師 side of one (masked) event; None = the framework's default."""
    d = tb.disp
    if isinstance(e, Log):
        if tb.log is not None:
            tb.log.add(words.LogLine(e))
        return 0.0
    if isinstance(e, PhaseChanged):
        d.phase = e.phase
        if e.phase == "loot":
            return _loot_flip(tb)
        if e.phase == "enemy":
            d.acting = None
        return 0.06
    if isinstance(e, BattleStarted):
        tb.start_battle(e)
        title = t(f"hakusura.banner.battle.{e.kind}", n=e.battle)
        tb.banner(title, theme.GOLD, 0.7, 52)
        tb.sound("banner")
        return 1.0
    if isinstance(e, Picked):
        return _picked(tb, e)
    if isinstance(e, PicksRevealed):
        d.phase = "reveal"
        longest = 0.0
        for seat, card in e.cards:
            sd = d.seats[seat]
            sd.slot = [(card, False)] + [x for x in sd.slot[1:]]
            tb.relayout()
            sprite = tb.slot_sprite(seat)
            if sprite is not None:
                sprite.set_card("h:" + card, face_up=False)
                longest = max(longest, sprite.flip(True, 0.35))
            sd.slot[0] = (card, True)
        tb.sound("turn")
        return longest + 0.25
    if isinstance(e, CardMoved):
        return _moved(tb, e)
    if isinstance(e, EmptySeatFlip):
        d.flips[e.enemy] = e.card
        tb.relayout()
        tb.fly("h:" + e.card, tb.zone_centre("empty"), tb.place_centre("flip:" + e.enemy), 0.35,
               size=tb.FLIP_SIZE)
        tb.sound("slide")
        return 0.45
    if isinstance(e, ActionStarted):
        d.acting = e.seat
        sprite = tb.slot_sprite(e.seat)
        if sprite is not None:
            tb.anim.tweens.tween(sprite, "zoom", 1.25, 1.0, 0.3, back_out)
        return 0.12
    if isinstance(e, AbilityUsed):
        sprite = tb.sprite_at(f"shiki:{e.seat}:{e.yokai}")
        pos = tb.place_centre(f"shiki:{e.seat}:{e.yokai}")
        tb.anim.float_text(pos, words.ability_name(e.yokai), theme.GOLD, 20)
        if sprite is not None:
            tb.anim.tweens.tween(sprite, "zoom", 1.35, 1.0, 0.35, back_out)
            if e.used_up:
                d.seats[e.seat].flipped.add(e.yokai)
                tb.turn_over(sprite, "u:" + e.yokai, 0.3)
        tb.sound("click")
        return 0.45
    if isinstance(e, Damaged):
        return _damaged(tb, e)
    if isinstance(e, HpChanged):
        diff = e.after - e.before
        if diff:
            tb.anim.float_text(tb.place_centre(e.place), f"{diff:+d}", HEAL if diff > 0 else DAMAGE, 30)
        card = tb.hp_card(e.place)
        return max(0.35, card.set_value(e.after, tb.slide_time(card, e.after))) if card is not None else 0.35
    if isinstance(e, BossLap):
        tb.anim.float_text(tb.place_centre("boss"), t("hakusura.anim.lap", lap=e.lap, laps=e.laps), theme.GOLD, 22)
        return 0.3
    if isinstance(e, Defeated):
        sprite = tb.enemy_sprites.get(e.enemy)
        if sprite is not None:
            sprite.fade_to(120, 0.4)
        tb.anim.float_text(tb.place_centre(e.enemy), t("hakusura.anim.defeated"), theme.GOLD, 30)
        tb.sound("destroy")
        return 0.5
    if isinstance(e, PlayerDown):
        sprite = tb.chars.get(e.seat)
        if sprite is not None:
            sprite.fade_to(110, 0.5)
        tb.banner(t("hakusura.banner.down", name=tb.names[e.seat]), theme.BAD, 0.6, 44)
        return 0.8
    if isinstance(e, EnemyActed):
        return _acted(tb, e)
    if isinstance(e, Evolved):
        return _evolved(tb, e)
    if isinstance(e, ShikigamiLost):
        return _lost(tb, e)
    if isinstance(e, Taken):
        return _taken(tb, e)
    if isinstance(e, RandomDiscard):
        tb.anim.float_text(tb.place_centre(f"hand:{e.seat}"), t("hakusura.anim.discard", card=words.card_name(e.card)),
                           DAMAGE, 20)
        return 0.2
    if isinstance(e, Shuffled):
        return 0.1
    return None


# ---------------------------------------------------------------- the pick and the cards
def _picked(tb, e) -> float:
    d = tb.disp
    sd = d.seats[e.seat]
    own = e.card is not None
    start = tb.place_centre(f"hand:{e.seat}:{e.card}" if own else f"hand:{e.seat}")
    if own and e.card in sd.hand:
        sd.hand.remove(e.card)
    sd.slot = [(e.card, e.open)]
    tb.relayout()
    sprite = tb.slot_sprite(e.seat)
    if sprite is not None:
        end = sprite.pos
        sprite.pos = start
        sprite.move_to(end, 0.25)
        if own and not e.open:          # laid face down: the owner watches it turn over
            sprite.set_card("h:" + e.card, face_up=True)
            sprite.flip(False, 0.25)
    tb.sound("place")
    return 0.3


def _moved(tb, e) -> float:
    d = tb.disp
    sk, _, sarg = e.src.partition(":")
    dk, _, darg = e.dst.partition(":")
    seat = int(sarg) if sarg.isdigit() else int(darg) if darg.isdigit() else 0
    sd = d.seats[seat]
    card = e.card
    if sk == "hand" and dk == "slot":
        if any(c == card for c, _up in sd.slot):
            return 0.0                   # the hidden pick: already lying there
        start = tb.place_centre(f"hand:{seat}:{card}")
        if card in sd.hand:
            sd.hand.remove(card)
        sd.slot.append((card, True))
    elif sk == "slot" and dk == "used":
        start = tb.place_centre(f"slot:{seat}")
        sd.slot = [x for x in sd.slot if x[0] != card]
        sd.used.append(card)
    elif sk == "used" and dk == "hand":
        start = tb.place_centre(f"used:{seat}:{card}" if card else f"used:{seat}")
        moved = [card] if card else list(sd.used)
        sd.used = [c for c in sd.used if c not in moved]
        sd.hand += moved
    elif sk == "hand" and dk == "used":
        start = tb.place_centre(f"hand:{seat}:{card}")
        if card in sd.hand:
            sd.hand.remove(card)
        sd.used.append(card)
    else:
        return 0.0
    tb.relayout()
    end = tb.place_centre(f"{dk}:{seat}:{card}" if card and dk != "slot" else f"{dk}:{seat}")
    tb.fly("h:" + card if card else None, start, end, 0.28, size=tb.HAND_SIZE)
    tb.sound("slide")
    return 0.14                         # the next card may start while this one flies


# ---------------------------------------------------------------- blows
def _damaged(tb, e) -> float:
    src = e.source or ""
    target = e.place
    wait = 0.0
    if src.startswith("player:") and not target.startswith("player:"):
        wait = tb.anim.lunge(f"char:{src[7:]}", target, 0.26)          # the player strikes
    elif src and not src.startswith("player:") and src != "dead":
        wait = tb.strike(src, target)                                  # a yokai strikes
    elif src.startswith("player:"):
        wait = tb.strike(f"char:{src[7:]}", target)                    # the duel
    tb.anim.float_text(tb.place_centre(target), f"-{e.amount}", DAMAGE, 34)
    card = tb.hp_card(target)
    slide = card.set_value(e.after, tb.slide_time(card, e.after)) if card is not None else 0.3
    tb.sound("hit")
    # the next blow may start while this card still slides: several cards move at once
    return wait + min(slide, 0.45)


def _acted(tb, e) -> float:
    """A yokai's action: a stopped or missing one says so; a hit blocked to 0 shows why."""
    pos = tb.place_centre(e.enemy)
    tb.acted[e.enemy] = e.index
    if e.skipped:
        tb.anim.float_text(pos, t(f"hakusura.anim.skip.{e.skipped}"), SHIELD, 22)
        return 0.5
    wait = 0.0
    for seat, dealt in e.hits:
        if dealt:
            continue
        wait = max(wait, tb.strike(e.enemy, f"player:{seat}"))
        seat_info = tb.view.seat(seat)
        why = "defend" if seat_info.defending else "bo"
        tb.anim.float_text(tb.place_centre(f"player:{seat}"), t(f"hakusura.anim.block.{why}"), SHIELD, 26)
    return wait + (0.3 if wait else 0.1)


def _loot_flip(tb) -> float:
    """The defeated yokai turn over to their shikigami face."""
    longest = 0.0
    for place, sprite in tb.enemy_sprites.items():
        if sprite.card and sprite.card.startswith("y:"):
            tb.loot_places[sprite.card[2:]] = place
            sprite.alpha = 255
            longest = max(longest, tb.turn_over(sprite, "s:" + sprite.card[2:], 0.4))
            for hp in sprite.attached(HpCard):
                sprite.detach(hp)
    tb.sound("turn")
    return longest + 0.2


def _evolved(tb, e) -> float:
    sprite = tb.chars.get(e.seat)
    if sprite is None:
        return 0.3
    flip = tb.turn_over(sprite, sprite.card[:-1] + "1", 0.5)
    card = tb.hp_card(f"player:{e.seat}")
    slide = 0.0
    if card is not None and e.hp_after != e.hp_before:
        tb.timeline_soon(0.5, lambda: card.set_value(e.hp_after, tb.slide_time(card, e.hp_after)))
        slide = tb.slide_time(card, e.hp_after) * 3
        diff = e.hp_after - e.hp_before
        tb.anim.float_text(tb.place_centre(f"player:{e.seat}"), f"+{diff}", HEAL, 30)
    tb.banner(t("hakusura.banner.evolved", name=tb.names[e.seat]), theme.GOLD, 0.6, 44)
    tb.sound("banner")
    return flip + slide + 0.4


def _lost(tb, e) -> float:
    sd = tb.disp.seats[e.seat]
    start = tb.place_centre(f"shiki:{e.seat}:{e.yokai}")
    if e.yokai in sd.shiki:
        sd.shiki.remove(e.yokai)
    tb.relayout()
    end = tb.place_centre(f"char:{e.seat}") if e.to == "under" else tb.zone_centre("box")
    tb.fly("s:" + e.yokai, start, end, 0.35, size=tb.SHIKI_SIZE)
    tb.sound("slide")
    return 0.38


def _taken(tb, e) -> float:
    d = tb.disp
    sd = d.seats[e.seat]
    if e.yokai in d.loot:
        start = tb.place_centre(f"loot:{e.yokai}")
        d.loot.remove(e.yokai)
    elif e.yokai in sd.shiki:
        start = tb.place_centre(f"shiki:{e.seat}:{e.yokai}")
        sd.shiki.remove(e.yokai)
    else:
        start = tb.place_centre(f"pool:{e.yokai}")
    tb.taken_pool.add(e.yokai)
    if e.where == "shiki":
        sd.shiki.append(e.yokai)
        tb.relayout()
        tb.fly("s:" + e.yokai, start, tb.place_centre(f"shiki:{e.seat}:{e.yokai}"), 0.35, size=tb.SHIKI_SIZE)
        tb.sound("place")
        return 0.4
    tb.relayout()
    # equipped: the card flies onto the character, then slides under with its band out
    end = tb.place_centre(f"char:{e.seat}")
    tb.fly("s:" + e.yokai, start, end, 0.35, size=tb.CHAR_SIZE)
    tb.timeline_soon(0.35, lambda: tb.equip_edge(e.seat, e.yokai, e.where, animate=True))
    tb.sound("place")
    return 0.8
