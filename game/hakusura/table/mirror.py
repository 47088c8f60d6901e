"""How each ハクスラ陰陽師 event changes the table: a strike, the hidden pick and the reveal,
evolution, taking a yokai, cards moving between hand, slot and used pile; battles,
evolutions and a seat going down are said in the message place, never over the seats.
The display model (``Disp``) changes one event at a time; the board lays out again."""
from __future__ import annotations

from game.engine import CardMoved, Damaged, HpChanged, Place
from game.hakusura.rules import actions as A
from game.hakusura.rules import card_words as W
from game.hakusura.rules.cards import name
from game.hakusura.rules.events import (AbilityUsed, ActionStarted, BattleStarted, BossLap, Defeated,
                                        EmptySeatFlip, EnemyActed, Evolved, OnlyChoice, PhaseChanged, Picked,
                                        PicksRevealed, PlayerDown, RandomDiscard, ShikigamiLost, Taken)
from game.hakusura.table import faces
from game.hakusura.table.board import FLIP, turn_over
from game.i18n import t
from game.ui import theme
from game.ui.attachments import HpCard
from game.ui.table.mirror import DAMAGE, HEAL, Mirror
from game.ui.tween import back_out, ease_in_quad, linear

SHIELD = (150, 200, 255)
ONLY_HOLD = 0.9     #: the beat after "only one choice" before the move shows (s, at the animation speed)
#: where a card moving between a seat's hand, slot and used pile comes from and goes to
MOVES = {("hand", "slot"), ("slot", "used"), ("used", "hand"), ("hand", "used")}


def spot(kind: str, seat: int, card: str | None) -> Place:
    """Where a card moving between a seat's hand, slot and used pile is: the card itself,
    or (face down, or the slot) the whole place."""
    return A.slot(seat) if kind == "slot" else Place(kind, seat, card)


def slide_time(card: HpCard, value: int) -> float:
    """A whole-row slide of an HP card: a short beat per number (within one face)."""
    return max(0.25, min(0.9, 0.07 * abs(card.value - value)))


class HakusuraMirror(Mirror):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.strikes: list[list] = []           # [start, end, progress] of each slash in flight
        for kind, handler in ((PhaseChanged, self.phase), (BattleStarted, self.battle), (Picked, self.picked),
                              (PicksRevealed, self.revealed), (CardMoved, self.moved), (EmptySeatFlip, self.flip),
                              (ActionStarted, self.acting), (AbilityUsed, self.ability), (Damaged, self.damaged),
                              (HpChanged, self.hp), (BossLap, self.lap), (Defeated, self.defeated),
                              (PlayerDown, self.down), (EnemyActed, self.acted), (Evolved, self.evolved),
                              (ShikigamiLost, self.lost), (Taken, self.taken), (RandomDiscard, self.discarded),
                              (OnlyChoice, self.only_choice)):
            self.on(kind, handler)

    def centre(self, place):
        return self.board.place_centre(place)

    def soon(self, delay: float, fn) -> None:
        """Run ``fn`` after ``delay`` seconds without holding up the events."""
        self.tweens.tween(object(), lambda v: None, 0.0, 1.0, delay, linear, fn)

    def strike(self, src, target) -> float:
        """A blow: the striker leans in and a slash travels to its target."""
        start, end = self.centre(src), self.centre(target)
        self.lunge(src, target, 0.3)
        item = [start, end, 0.0]
        self.strikes.append(item)
        self.tweens.tween(item, lambda v, it=item: it.__setitem__(2, v), 0.0, 1.0, 0.3, ease_in_quad,
                          lambda it=item: it in self.strikes and self.strikes.remove(it))
        return 0.3

    def bounce(self, sprite, zoom: float, dur: float) -> None:
        if sprite is not None:
            self.tweens.tween(sprite, "zoom", zoom, 1.0, dur, back_out)

    @staticmethod
    def fade(sprite, alpha: int, dur: float) -> None:
        if sprite is not None:
            sprite.fade_to(alpha, dur)

    def slide(self, place, value: int) -> float | None:
        """The HP card at ``place`` slides to ``value`` (None: there is none)."""
        card = self.board.hp_card(place)
        return card.set_value(value, slide_time(card, value)) if card is not None else None

    # -- the turn ------------------------------------------------------------------------------
    def phase(self, e) -> float:
        self.board.disp.phase = e.phase
        return self.loot_flip() if e.phase == "loot" else 0.06

    def battle(self, e) -> float:
        self.board.start_battle(e)
        self.table.toast(t(f"hakusura.banner.battle.{e.kind}", n=e.battle), "good")   # the message place
        self.table.sound("banner")
        return 1.0

    def only_choice(self, e) -> float:
        """The rules played the screen seat's only choice: said, then a beat before it shows."""
        tb = self.table
        if e.seat != tb.bottom or not tb.is_human(e.seat):
            return 0.0
        tb.toast(t("hakusura.only_choice"), "info")
        tb.sound("click")
        return ONLY_HOLD

    def picked(self, e) -> float:
        sd = self.board.disp.seats[e.seat]
        own = e.card is not None
        start = self.centre(A.hand(e.seat, e.card) if own else A.hand(e.seat))
        if own and e.card in sd.hand:
            sd.hand.remove(e.card)
        sd.slot = [(e.card, e.open)]
        self.board.relayout()
        sprite = self.board.sprite_at(A.slot(e.seat))
        if sprite is not None:
            end = sprite.pos
            sprite.pos = start
            sprite.move_to(end, 0.25)
            if own and not e.open:          # laid face down: the owner watches it turn over
                sprite.set_card(faces.key("h", e.card), face_up=True)
                sprite.flip(False, 0.25)
        self.table.sound("place")
        return 0.3

    def revealed(self, e) -> float:
        self.board.disp.phase = "reveal"
        longest = 0.0
        for seat, card in e.cards:
            sd = self.board.disp.seats[seat]
            sd.slot = [(card, False)] + sd.slot[1:]
            self.board.relayout()
            sprite = self.board.sprite_at(A.slot(seat))
            if sprite is not None:
                sprite.set_card(faces.key("h", card), face_up=False)
                longest = max(longest, sprite.flip(True, 0.35))
            sd.slot[0] = (card, True)
        self.table.sound("turn")
        return longest + 0.25

    def moved(self, e) -> float:
        src, dst, card = e.src, e.dst, e.card
        if (src.kind, dst.kind) not in MOVES:
            return 0.0
        seat = src.seat if src.seat is not None else dst.seat
        sd = self.board.disp.seats[seat]
        if dst.kind == "slot" and any(c == card for c, _up in sd.slot):
            return 0.0                   # the hidden pick: already lying there
        start = self.centre(spot(src.kind, seat, card))
        if src.kind == "hand" and card in sd.hand:
            sd.hand.remove(card)
        elif src.kind == "slot":
            sd.slot = [x for x in sd.slot if x[0] != card]
        elif src.kind == "used":
            moved = [card] if card else list(sd.used)
            sd.used = [c for c in sd.used if c not in moved]
            sd.hand += moved
        if dst.kind == "slot":
            sd.slot.append((card, True))
        elif dst.kind == "used":
            sd.used.append(card)
        self.board.relayout()
        end = self.centre(spot(dst.kind, seat, card))
        self.table.fly(faces.key("h", card) if card else None, start, end, 0.28, size=self.table.card(faces.HAND))
        self.table.sound("slide")
        return 0.14                         # the next card may start while this one flies

    def flip(self, e) -> float:
        self.board.disp.flips[e.enemy] = e.card
        self.board.relayout()
        self.table.fly(faces.key("h", e.card), self.board.zone["empty"].center,
                       self.centre(Place("flip", None, e.enemy.key)), 0.35, size=self.table.card(FLIP))
        self.table.sound("slide")
        return 0.45

    def acting(self, e) -> float:
        self.bounce(self.board.sprite_at(A.slot(e.seat)), 1.25, 0.3)
        return 0.12

    def ability(self, e) -> float:
        place = A.shiki(e.seat, e.yokai)
        sprite = self.board.sprite_at(place)
        self.float_text(self.centre(place), W.ability_name(e.yokai, self.table.lang), theme.GOLD, 20)
        self.bounce(sprite, 1.35, 0.35)
        if sprite is not None and e.used_up:
            self.board.disp.seats[e.seat].flipped.add(e.yokai)
            turn_over(sprite, faces.key("u", e.yokai), 0.3)
        self.table.sound("click")
        return 0.45

    # -- blows -----------------------------------------------------------------------------------
    def damaged(self, e) -> float:
        src, target = e.source, e.place
        wait = 0.0
        if src is not None and src.kind == "char" and target.kind != "char":
            wait = self.lunge(src, target, 0.26)                 # the player strikes
        elif src is not None:
            wait = self.strike(src, target)                      # a yokai strikes, or the duel
        self.float_text(self.centre(target), f"-{e.amount}", DAMAGE, 34)
        slide = self.slide(target, e.after)
        self.table.sound("hit")
        # the next blow may start while this card still slides: several cards move at once
        return wait + min(slide if slide is not None else 0.3, 0.45)

    def hp(self, e) -> float:
        diff = e.after - e.before
        if diff:
            self.float_text(self.centre(e.place), f"{diff:+d}", HEAL if diff > 0 else DAMAGE, 30)
        slide = self.slide(e.place, e.after)
        return max(0.35, slide) if slide is not None else 0.35

    def lap(self, e) -> float:
        self.float_text(self.centre(A.enemy_place("boss")), t("hakusura.anim.lap", lap=e.lap, laps=e.laps),
                        theme.GOLD, 22)
        return 0.3

    def defeated(self, e) -> float:
        self.fade(self.board.sprite_at(e.enemy), 120, 0.4)
        self.float_text(self.centre(e.enemy), t("hakusura.anim.defeated"), theme.GOLD, 30)
        self.table.sound("destroy")
        return 0.5

    def down(self, e) -> float:
        self.fade(self.board.char(e.seat), 110, 0.5)
        self.table.toast(t("hakusura.banner.down", name=self.table.names[e.seat]), "warn")
        return 0.8

    def acted(self, e) -> float:
        """A yokai's action: a stopped or missing one says so; a hit blocked to 0 shows why."""
        pos = self.centre(e.enemy)
        self.board.disp.acted[e.enemy] = e.index
        if e.skipped:
            self.float_text(pos, t(f"hakusura.anim.skip.{e.skipped}"), SHIELD, 22)
            return 0.5
        wait = 0.0
        for seat, dealt in e.hits:
            if dealt:
                continue
            wait = max(wait, self.strike(e.enemy, A.char(seat)))
            why = "defend" if self.table.view.seat(seat).defending else "bo"
            self.float_text(self.centre(A.char(seat)), t(f"hakusura.anim.block.{why}"), SHIELD, 26)
        return wait + (0.3 if wait else 0.1)

    def discarded(self, e) -> float:
        self.float_text(self.centre(A.hand(e.seat)), t("hakusura.anim.discard", card=name(e.card, self.table.lang)),
                        DAMAGE, 20)
        return 0.2

    # -- shikigami -------------------------------------------------------------------------------
    def loot_flip(self) -> float:
        """The defeated yokai turn over to their shikigami face."""
        longest = 0.0
        for place, sprite in self.board.enemies().items():
            if faces.kind(sprite.card) == "y":
                yokai = faces.ident(sprite.card)
                self.board.loot_places[yokai] = place
                sprite.alpha = 255
                longest = max(longest, turn_over(sprite, faces.key("s", yokai), 0.4))
                for hp in sprite.attached(HpCard):
                    sprite.detach(hp)
        self.table.sound("turn")
        return longest + 0.2

    def evolved(self, e) -> float:
        sprite = self.board.char(e.seat)
        if sprite is None:
            return 0.3
        turned = turn_over(sprite, faces.char_key(self.table.view.seat(e.seat).character, True), 0.5)
        card = self.board.hp_card(A.char(e.seat))
        slide = 0.0
        if card is not None and e.hp_after != e.hp_before:
            self.soon(0.5, lambda: card.set_value(e.hp_after, slide_time(card, e.hp_after)))
            slide = slide_time(card, e.hp_after) * 3
            self.float_text(self.centre(A.char(e.seat)), f"+{e.hp_after - e.hp_before}", HEAL, 30)
        self.table.toast(t("hakusura.banner.evolved", name=self.table.names[e.seat]), "good")
        self.table.sound("banner")
        return turned + slide + 0.4

    def lost(self, e) -> float:
        sd = self.board.disp.seats[e.seat]
        start = self.centre(A.shiki(e.seat, e.yokai))
        if e.yokai in sd.shiki:
            sd.shiki.remove(e.yokai)
        self.board.relayout()
        end = self.centre(A.char(e.seat)) if e.to == "under" else self.board.zone["box"].center
        self.table.fly(faces.key("s", e.yokai), start, end, 0.35, size=self.table.card(faces.SHIKI))
        self.table.sound("slide")
        return 0.38

    def taken(self, e) -> float:
        d = self.board.disp
        sd = d.seats[e.seat]
        if e.yokai in d.loot:
            start = self.centre(A.loot(e.yokai))
            d.loot.remove(e.yokai)
        elif e.yokai in sd.shiki:
            start = self.centre(A.shiki(e.seat, e.yokai))
            sd.shiki.remove(e.yokai)
        else:
            start = self.centre(A.pool(e.yokai))
        d.taken.add(e.yokai)
        face = faces.key("s", e.yokai)
        if e.where == "shiki":
            sd.shiki.append(e.yokai)
            self.board.relayout()
            self.table.fly(face, start, self.centre(A.shiki(e.seat, e.yokai)), 0.35, size=self.table.card(faces.SHIKI))
            self.table.sound("place")
            return 0.4
        self.board.relayout()
        # equipped: the card flies onto the character, then slides under with its band out
        self.table.fly(face, start, self.centre(A.char(e.seat)), 0.35, size=self.table.card(faces.CHAR))
        self.soon(0.35, lambda: self.board.equip_edge(e.seat, e.yokai, e.where, animate=True))
        self.table.sound("place")
        return 0.8
