"""How each ジントリガー event changes the table, and the end's card-by-card count
(the framework's :class:`~game.ui.table.tally.Tally`).

Events move the sprites a card has (``board.by_card``): a card flying to the 保留域
(hold) becomes that card's sprite there, so the ``Flipped`` that follows turns it
through 180° where it landed. After each batch the table syncs from the new view,
so a missed detail never lingers."""
from __future__ import annotations

from game.engine import CardMoved, GameOver
from game.i18n import pick, t
from game.ui import theme
from game.ui.sprites import CardSprite
from game.ui.table.mirror import Mirror
from game.ui.table.tally import Tally
from game.ui.tween import ease_in_quad, ease_out_cubic
from game.zintrigger.rules import places as P
from game.zintrigger.rules.cards import AREAS, BAMBOO, ITEM_IDS, TIMEKEEP
from game.zintrigger.rules.events import (AbilityUsed, AttackDeclared, BambooChanged, FieldChanged, Flipped, Peeked,
                                          Responded, Tilted, TimeKept, with_field_moves)
from game.zintrigger.table import faces
from game.zintrigger.table.panel import MARK_COLOUR
from game.zintrigger.rules import wording
from game.zintrigger.rules.wording import WOUNDED, ability_name


class ZintriggerMirror(Mirror):
    def __init__(self, table) -> None:
        super().__init__(table)
        for kind, handler in ((CardMoved, self.moved), (Flipped, self.flipped), (AttackDeclared, self.attack),
                              (Responded, self.responded), (AbilityUsed, self.ability), (FieldChanged, lambda e: 0.0),
                              (TimeKept, self.time_kept), (Tilted, self.tilted), (Peeked, self.peeked),
                              (BambooChanged, self.bamboo), (GameOver, self.over)):
            self.on(kind, handler)

    def steps_for(self, events) -> list:
        return super().steps_for(with_field_moves(events))

    def moved(self, e: CardMoved) -> float:
        tb, bd = self.table, self.board
        card, dst = e.card, e.dst
        start, end = bd.place_centre(e.src, card), bd.place_centre(dst, card)
        old = bd.by_card.get(card) if card is not None else None
        if old is not None:
            start = (round(old.pos[0]), round(old.pos[1]))
            old.visible = False
        face_up = card is not None and not (dst.kind == "hand" and dst.seat != tb.bottom)
        facing = bd.faced.get(card) if card is not None else None
        to_pile = dst.kind in ("discard", "deck", "base")
        dur = 0.34 if to_pile else 0.28
        sprite = self.flyer(card if face_up else None, start, end, dur, bd.geom.hand if dst.kind == "hand" and
                            dst.seat == tb.bottom else bd.geom.board, bd.geom.quarters(facing) if facing is not None
                            else 0, ease_in_quad if to_pile else ease_out_cubic)
        if face_up and card in (*AREAS, *ITEM_IDS, TIMEKEEP):
            sprite.attach(faces.FacingMark(lambda c=card: bd.faced.get(c), tb.k))
        if card is not None and face_up:
            bd.by_card[card] = sprite
        tb.sound("slide")
        return dur

    def flyer(self, card, start, end, dur: float, size, quarters: int = 0, ease=ease_out_cubic) -> CardSprite:
        """A card sprite flying from ``start`` to ``end`` over everything (turned ``quarters``),
        kept on the table until the view is laid out again."""
        sprite = CardSprite(card, None, start, renderer=self.board.face, size=size, angle=quarters,
                            face_up=card is not None)
        sprite.move_to(end, dur, ease)
        self.table.flyers.append(sprite)
        return sprite

    def flipped(self, e: Flipped) -> float:
        bd = self.board
        sp = bd.by_card.get(e.card)
        bd.faced[e.card] = e.after
        if sp is not None and sp.visible:
            sp.rotate_to(bd.geom.quarters(e.after), 0.45)
            self.table.sound("turn")
            return 0.5
        return 0.05

    def attack(self, e: AttackDeclared) -> float:
        tb, bd = self.table, self.board
        a, d = (P.bamboo(x) if isinstance(x, str) else P.field(x) for x in (e.attacker, e.defender))
        start, end = bd.place_centre(a), bd.place_centre(d)
        bd.arrows.append([start, end, tb.clock + 1.1, theme.BAD])
        self.later(1.1, lambda: None)      # frames keep coming for the arrow
        self.float_text((end[0], end[1] - tb.px(20)), t("zintrigger.anim.attack", nums=",".join(map(str, e.numbers))),
                        theme.BAD, 26)
        if a in bd.sprites:
            self.lunge(a, d, 0.4)
        tb.sound("hit")
        return 0.8

    def responded(self, e: Responded) -> float:
        pos = self.board.place_centre(P.field(e.seat))
        self.float_text((pos[0], pos[1] - self.table.px(30)), t(f"zintrigger.ans.short.{e.kind}"), MARK_COLOUR.get(e.kind, theme.GOLD),
                        30)
        self.table.sound("hit" if e.kind == "hit" else "place")
        return 0.55

    def ability(self, e: AbilityUsed) -> float:
        tb = self.table
        if e.nullified:
            self.float_text(self.board.place_centre(P.char(e.seat)), t("zintrigger.anim.nullified"), theme.BAD, 30)
            return 0.6
        name = ability_name(tb.view.seats[e.seat].main, tb.lang) if e.seat < len(tb.view.seats) else ""
        tb.banner(t("zintrigger.anim.ability", name=self.board.short_name(e.seat), ability=name),
                  theme.seat_colour(e.seat), 0.6, 36)
        tb.sound("banner")
        return 0.8

    def time_kept(self, e: TimeKept) -> float:
        self.table.banner(t("zintrigger.anim.timekeep", n=e.count, limit=e.limit), theme.GOLD, 0.8, 44)
        self.table.sound("banner")
        return 1.0

    def tilted(self, e: Tilted) -> float:
        sp = self.board.sprites.get(P.char(e.seat))
        if sp is not None:
            sp.rotate_to(self.board.geom.char_quarters(e.seat, tilted=e.on), 0.35)
            self.table.sound("turn")
        return 0.4

    def peeked(self, e: Peeked) -> float:
        if e.cards:
            self.table.log_add(lambda n=len(e.cards): t("zintrigger.log.peek", n=n))
        return 0.2

    def over(self, e: GameOver) -> float | None:
        tb = self.table
        v = tb.state.view(tb.viewer)
        dur = 0.0
        if v.final_zones and v.players > 1:
            reveal = self.board.reveal = self.count(v)
            self.later(reveal.duration, lambda: None)
            dur = reveal.duration + 0.6
        return max(dur, self.default(e))

    def count(self, view) -> Tally:
        """The end's count, card by card: every zone's area cards, turned for the team they face."""
        tb, bd = self.table, self.board

        def mark(surf, team, centre, r, small) -> None:
            faces.draw_team_shape(surf, team, centre, r, **({"letter": False} if small else {"k": tb.k}))
        rows = [(wording.zone_name(place, tb.lang, bd.short_name), [(c.id, c.facing) for c in cards if c.id in AREAS])
                for place, cards in view.final_zones]
        title = wording.COUNTING["final.title"][tb.lang == "en"]
        return Tally(tb, rows, title, lambda c, size: faces.render(c, size, True, tb.lang, tb.k), mark,
                     turned=lambda team: bd.geom.quarters(team) == 2, widest=bd.geom.mini[0])

    def bamboo(self, e: BambooChanged) -> float:
        tb, bd = self.table, self.board
        g = bd.geom
        if e.kind == "appear":
            slots = g.grove_slots(len(tb.view.grove) + 1)
            bd.by_card[e.bamboo] = self.flyer(e.bamboo, tb.zone["shoots"].center, slots[-1] if slots else
                                              tb.zone["grove"].center, 0.4, g.board, e.growth)
            tb.banner(t("zintrigger.anim.appear", name=BAMBOO[e.bamboo].name(tb.lang), n=BAMBOO[e.bamboo].number),
                      faces.BAMBOO_C, 0.5, 36)
            tb.sound("card_place")
            return 0.6
        target = bd.by_card.get(e.bamboo) or bd.sprites.get(P.bamboo(e.bamboo))
        at = (round(target.pos[0]), round(target.pos[1])) if target is not None else tb.zone["grove"].center
        if e.kind in ("grow", "reset"):
            if target is not None:
                target.rotate_to(e.growth, 0.4)
                if e.kind == "reset":
                    self.float_text(at, "0", theme.GOOD, 28)
            tb.sound("turn")
            return 0.45
        if e.kind == "wound":
            if target is not None:
                self.float_text(at, pick(*WOUNDED, tb.lang), theme.BAD, 28)
            return 0.45
        if e.kind == "harvest":
            if target is not None:
                target.visible = False
            slots = g.harvest_slots(len(tb.view.harvest) + 1)
            self.flyer(e.bamboo, at, slots[-1] if slots else tb.zone["harvest"].center, 0.45, g.mini)
            self.float_text(at, t("zintrigger.anim.harvest"), theme.GOOD, 30)
            tb.sound("card_place")
            return 0.5
        return 0.0

