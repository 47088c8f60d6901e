"""How each 鬼調伏 event changes the table (the display model ``Disp``) and its animation.

The mirror keeps the whole batch at hand (``steps_for``): a judgement batch plays over
the old board until its clean-up, then the next round is dealt piece by piece; numbers
the rules derive come from the view after the batch. It also owns the marks that last
a moment on a seat (``effects``, the framework's ``Fleeting``) and the judgement's
sequence (:class:`JudgeShow`)."""
from __future__ import annotations

from functools import partial

from game.chobuku.rules import actions as A
from game.chobuku.rules.events import (Eliminated, Judged, OmenDiscarded, OmenRevealed, OniAppeared,
                                       RetreatChecked, RoundStarted, ShikigamiLost, ShikigamiSet, StarUsed,
                                       StatusChanged)
from game.chobuku.rules.judgement import steps as judgement_steps
from game.chobuku.rules.moments import clean_up_at, judgement_in
from game.chobuku.rules.view import StarEntryView
from game.chobuku.table import display, faces
from game.chobuku.table.faces import BOTTLE_BACK, SHIKI_BACK, STAR_BACK, Face
from game.chobuku.table.geom import OMEN, PILE_BOTTLE, SMALL_SLOT, STAR
from game.chobuku.table.judgement import GOLD_GLOW, JudgeShow, RowShow
from game.engine import CardMoved, ResourceChanged, Revealed, Shuffled, TurnStarted
from game.i18n import t
from game.ui import theme, tween
from game.ui.fleeting import Fleeting
from game.ui.table.mirror import Mirror
from game.ui.tween import back_out, ease_out_cubic

#: how long a judgement waits for the player (seconds of animation): in effect, until they move on
HOLD = 24 * 3600.0
#: seconds of animation from one step of the judgement to the next (a 完全調伏 success: 1.0)
STEP_TIME = {"row": 0.65, "success": 0.7, "weakest": 0.7, "marks": 0.85, "final": 0.0}


class ChobukuMirror(Mirror):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.effects = Fleeting()
        self.judge_show: JudgeShow | None = None
        self.sync(None)
        for kind, handler in ((Shuffled, self.shuffled), (CardMoved, self.moved), (Revealed, self.revealed),
                              (StatusChanged, self.status), (ResourceChanged, self.resource),
                              (StarUsed, self.star_used), (OmenDiscarded, self.omen_discarded),
                              (OmenRevealed, self.omen_revealed), (OniAppeared, self.oni_appears),
                              (RoundStarted, self.round_started), (TurnStarted, self.turn),
                              (ShikigamiSet, self.all_set), (RetreatChecked, self.retreat_checked),
                              (Judged, self.judged), (ShikigamiLost, self.shiki_lost), (Eliminated, self.eliminated)):
            self.on(kind, handler)

    # -- the batch ---------------------------------------------------------------------------------
    def sync(self, view) -> None:
        self.batch, self.cut, self.judgement, self.judged_played, self.post = (), None, None, False, None

    def steps_for(self, events) -> list:
        self.batch = tuple(events)
        self.cut, self.judgement = clean_up_at(self.batch), judgement_in(self.batch)
        self.judged_played, self.post = False, self.table.state.view(self.table.viewer)
        return super().steps_for(events)

    def same_round(self) -> bool:
        """Is the view after this batch still the round on screen (no clean-up pending)?"""
        return self.post is not None and (self.cut is None or self.disp.view is self.post)

    def post_bottle(self, seat: int, card: str | None):
        if card is None or not self.same_round():
            return None
        return next((display.Copy(b) for b in self.post.cands[seat].bottles if b.id == card), None)

    def refresh_seat(self, seat: int) -> None:
        """Numbers the rules derive for a seat (霊力, 6ストップ), from the view after the batch."""
        if self.same_round():
            c, s = self.post.cands[seat], self.disp.cands[seat]
            s.reiryoku, s.reiryoku_judge, s.visible_reiryoku = c.reiryoku, c.reiryoku_judge, c.visible_reiryoku
            s.six_stop, s.last_prep = c.six_stop, c.last_prep

    def refresh_board(self) -> None:
        """鬼体力 and the seal in force, from the view after the batch (or the judgement)."""
        d, post = self.disp, self.post
        if self.same_round():
            d.taikyu, d.taikyu_parts, d.sealed_colour = post.taikyu, list(post.taikyu_parts), post.sealed_colour
            for i in range(d.players):
                self.refresh_seat(i)
        elif self.judgement is not None:
            d.taikyu, d.taikyu_parts = self.judgement.taikyu, list(self.judgement.taikyu_parts)

    # -- helpers -------------------------------------------------------------------------------------
    def then(self, *changes):
        """A landing: the display changes, then the board is laid out again."""
        return lambda: (*(change() for change in changes), self.board.relayout())

    def card(self, face: Face, src, dst, land=None, dur: float = 0.26, face_up: bool = True, start=None,
             end=None) -> float:
        """A card ``face`` flies from ``src`` (or the point ``start``) to ``dst`` (or ``end``), then
        ``land()``; it flies at the size it has where it lands."""
        kind, g, card = faces.kind(face), self.board.geoms.get(dst.seat), self.table.card
        if kind == "b":
            size = g.bottle_size if g is not None else card(PILE_BOTTLE)
        elif kind == "s":
            size = card(SMALL_SLOT) if g is None else g.rest_size if dst.kind == "resting" else g.slot_size
        else:
            size = card(STAR if kind == "t" and dst in (A.FIXED_STARS, A.STAR_DISCARD) else OMEN)
        self.table.fly(face, start or self.board.place_centre(src), end or self.board.place_centre(dst), dur,
                       size=size)
        if not face_up and self.table.flyers:
            self.table.flyers[-1].face_up = False
        self.table.sound("slide")
        if land is not None:
            self.later(dur, land)
        return dur

    def effect(self, kind: str, seat: int, dur: float, **more) -> None:
        """A mark over ``seat``'s panel (glow, flash, callout; 鬼調伏's own: crack, count), one
        count-up and one call-out at a time on a seat."""
        self.effects.add(kind, seat, self.table.clock, dur, single=kind in ("count", "callout"), **more)

    def crack(self, seat: int, pip: int) -> None:
        self.effect("crack", seat, 0.9, index=pip)
        self.table.sound("destroy")

    def flip(self, place, face: Face, old=None) -> float:
        board = self.board
        if old is not None and old in board.sprites and place not in board.sprites:
            board.rekey(old, place)
        sprite = board.sprites.get(place)
        if sprite is None:
            board.relayout()
            return 0.1
        sprite.set_card(face, face_up=False)
        self.table.sound("turn")
        dur = sprite.flip(True, 0.3)
        self.later(dur, board.relayout)
        return max(dur, 0.15)

    # -- cards moving ----------------------------------------------------------------------------------
    def moved(self, e) -> float:
        d, src, dst, card = self.disp, e.src, e.dst, e.card
        if src == A.BOTTLE_DECK:
            d.bottle_deck -= 1
            if dst.kind == "bottles":
                return self.bottle_drawn(e, dst.seat)
            what = A.THE_SEAL if dst == A.THE_SEAL else "oni_bottle" if dst == A.THE_ONI else None
            if what is None:
                return 0.1
            d.hidden.add(what)
            setattr(d, "seal" if what == A.THE_SEAL else "oni_bottle", card)
            return self.card(Face("b", card), src, dst, self.then(lambda: d.hidden.discard(what)), dur=0.25)
        if src == A.STAR_DECK:                            # a star card drawn to be used at once
            d.star_deck -= 1
            return self.card(Face("t", card), src, A.FIXED_STARS, dur=0.25)
        if src.kind == "hand" and dst.kind == "slot":     # the secret shikigami goes face down
            seat = d.cands[dst.seat]
            if seat.hand is not None and src.key in seat.hand:
                seat.hand.remove(src.key)
            start = self.board.place_centre(src)
            self.board.relayout()
            shown = src.key if src.key and dst.seat == d.viewer else "hidden"
            return self.card(SHIKI_BACK, None, dst, self.then(lambda: setattr(seat, "slot", shown),
                                                          lambda: setattr(seat, "slot_up", False)),
                             dur=0.28, face_up=False, start=start)
        if src.kind == "slot" and dst.kind == "resting":  # [式神交代]: set aside, face up
            seat = d.cands[src.seat]
            seat.slot, seat.slot_up = None, False
            self.board.relayout()
            return self.card(self.board.shiki_face(src.seat, card), src, dst,
                             self.then(lambda: card is not None and seat.resting.append(card)), dur=0.3)
        start = None
        if src.kind == "bottle":                          # [小瓶引取] / [小瓶交換]
            seat = d.cands[src.seat]
            seat.bottles = [b for b in seat.bottles if b.id != card]
            start = self.board.place_centre(src)
        elif src == A.THE_SEAL:
            d.seal = None
        else:
            return 0.1
        self.board.relayout()
        return self.card(Face("b", card), src, A.BOTTLE_DISCARD, self.then(lambda: d.bottle_discard.append(card)),
                         dur=0.3, start=start)

    def bottle_drawn(self, e, p: int) -> float:
        d, card = self.disp, e.card
        seat = d.cands[p]
        seat.bottles.append(self.post_bottle(p, card) or display.bottle(card, e.hidden))
        seat.arriving += 1
        self.board.relayout()

        def land() -> None:
            seat.arriving = max(0, seat.arriving - 1)
            self.refresh_seat(p)
        face = Face("b", card) if card is not None and not (e.hidden and e.player != d.viewer) else BOTTLE_BACK
        return self.card(face, A.BOTTLE_DECK, A.bottles(p), self.then(land), dur=0.2, face_up=face != BOTTLE_BACK,
                         end=self.board.bottle_point(p, len(seat.bottles) - 1))

    def revealed(self, e) -> float:
        place = e.zone
        seat = self.disp.cands[place.seat] if place.seat is not None else None
        if place.kind == "slot":
            seat.slot, seat.slot_up = e.card, True
            return self.flip(place, self.board.shiki_face(place.seat, e.card))
        for i, b in enumerate(seat.bottles if place.kind == "bottle" else ()):
            if b.face_down and (b.id == e.card or b.id is None):
                seat.bottles[i] = new = self.post_bottle(place.seat, e.card) or display.bottle(e.card)
                new.face_down, new.initial = False, True
                return self.flip(place, Face("b", e.card), old=A.bottle(place.seat, i))
        return 0.1

    def shuffled(self, e) -> float:
        if e.zone == A.BOTTLE_DECK and self.cut is not None and self.batch[self.cut] is e:
            return self.clean_up()
        return 0.05

    def clean_up(self) -> float:
        """The round is over: the old board goes back into the decks; the display becomes the
        next round, its set-up still to be dealt."""
        tb, z = self.table, self.board.zone
        for place, sprite in list(self.board.sprites.items()):
            if place.kind == "bottle" or place in (A.THE_SEAL, display.ONI_BOTTLE):
                tb.fly(BOTTLE_BACK, sprite.pos, z["bottle_deck"].center, 0.3, size=sprite.size)
            elif place.kind in ("omen", "star"):
                tb.fly(STAR_BACK, sprite.pos, z["star_deck"].center, 0.3, size=sprite.size)
        self.judge_show = None
        self.board.disp = display.Disp(self.post)
        display.arrivals(self.board.disp, self.batch[self.cut + 1:])
        self.board.relayout()
        tb.sound("slide")
        return 0.4

    # -- the centre ----------------------------------------------------------------------------------
    def star_used(self, e) -> float:
        d, entry = self.disp, StarEntryView(e.card, e.seat, None, None)
        land = self.then(lambda: d.stars.append(entry), self.refresh_board)
        if e.slot is None:
            land()
            return 0.15
        d.omens[e.slot] = None
        self.board.relayout()
        return self.card(Face("t", e.card), A.omen(e.slot), A.FIXED_STARS, land, dur=0.3)

    def omen_discarded(self, e) -> float:
        d = self.disp
        card = d.omens[e.slot] if e.slot < len(d.omens) else None
        d.omens[e.slot] = None
        self.board.relayout()
        return self.card(Face("t", e.card or card), A.omen(e.slot), A.STAR_DISCARD,
                         self.then(lambda: d.star_discard.append(e.card)))

    def omen_revealed(self, e) -> float:
        d = self.disp
        d.star_deck -= 1
        d.hidden.add(A.omen(e.slot))
        d.omens[e.slot] = e.card
        return self.card(Face("t", e.card), A.STAR_DECK, A.omen(e.slot),
                         self.then(lambda: d.hidden.discard(A.omen(e.slot))), dur=0.22)

    def oni_appears(self, e) -> float:
        d = self.disp
        d.oni, d.taikyu = e.oni, e.taikyu
        if e.bottle is not None:
            d.oni_bottle = e.bottle
        d.hidden.discard(A.THE_ONI)
        self.refresh_board()
        self.board.relayout()
        sprite = self.board.sprites.get(A.THE_ONI)
        if sprite is None:
            return 0.2
        sprite.face_up = False
        sprite.flip(True, 0.35)
        self.tweens.tween(sprite, "zoom", 1.3, 1.0, 0.45, back_out)
        self.float_text(self.board.zone["taikyu"].center, f"{t('chobuku.face.taikyu')} {d.taikyu}", theme.GOLD, 28)
        self.table.sound("banner")
        return 0.55

    def round_started(self, e) -> float:
        d, tb = self.disp, self.table
        d.round, d.star = e.round, e.star
        for c in d.cands:
            c.star = c.seat == e.star
        tb.banner(t("chobuku.banner.round", n=e.round, name=tb.names[e.star]), theme.GOLD, 0.6, 44)
        tb.sound("banner")
        return 0.9

    def turn(self, e) -> float:
        tb = self.table
        self.disp.current, self.disp.phase = e.player, "turn"
        if tb.is_human(e.player) and (tb.hotseat or e.player == tb.bottom):
            tb.banner(t("ui.banner.turn", name=tb.names[e.player]),
                      theme.SEAT_COLOURS[e.player % len(theme.SEAT_COLOURS)], 0.4, 40)
            return 0.6
        self.effect("flash", e.player, 0.3)
        return 0.12

    def all_set(self, e) -> float:
        self.float_text(self.board.zone["board"].center, t("chobuku.anim.all_set"), theme.GOLD, 26)
        return 0.35

    # -- the seats -----------------------------------------------------------------------------------
    def status(self, e) -> float:
        self.disp.cands[e.seat].status = e.after
        self.refresh_seat(e.seat)
        self.effect("flash", e.seat, 0.45)
        return 0.15

    def resource(self, e) -> float:
        if self.judgement is not None and e.name in ("gofu", "keishoin") and not self.judged_played:
            return 0.0                       # the judgement sequence shows these, in its order
        c, gain = self.disp.cands[e.player], e.after > e.before
        if e.name == "gofu":
            c.gofu = e.after
            if e.after < e.before:
                self.crack(e.player, e.after)
        elif e.name == "keishoin":
            c.marks = e.after
        word = t("chobuku.word.gofu" if e.name == "gofu" else "chobuku.word.marks")
        self.float_text(self.board.seat_anchor(e.player), f"{word} {e.after - e.before:+d}",
                        theme.GOOD if gain else theme.BAD, 26)
        self.table.sound("hit" if e.after < e.before else "click")
        return 0.35

    def retreat_checked(self, e) -> float:
        """The shikigami has flipped: its 霊力 counts up beside the 鬼体力, then the retreat
        succeeds (green, ✓ words) or fails (red, on to the stars)."""
        count = 0.8                                   # animation seconds (the speed setting scales them)
        speed = tween.get_speed()
        real = count / speed if speed > 0 else 0.0      # the count-up runs on the table's clock
        self.effect("count", e.seat, real + 1.2, value=e.reiryoku, limit=e.taikyu, span=real)
        key = "chobuku.anim.retreat_ok" if e.success else "chobuku.anim.retreat_fail"

        def verdict() -> None:
            self.effect("callout", e.seat, 1.4, text=t(key, p=e.reiryoku, t=e.taikyu),
                        colour=theme.GOOD if e.success else theme.BAD)
            self.table.sound("banner" if e.success else "hit")
        self.later(count, verdict)
        return count + 0.6

    def shiki_lost(self, e) -> float:
        name = faces.shiki_name(self.disp.cands[e.seat].chara, e.shiki, self.table.lang)
        self.effect("callout", e.seat, 1.2, text=t("chobuku.anim.lost", name=name), colour=theme.BAD)
        return 0.5

    def eliminated(self, e) -> float:
        self.disp.cands[e.seat].status = "out"
        self.table.banner(t("chobuku.banner.out", name=self.table.names[e.seat]), theme.BAD, 0.6, 44)
        return 0.9

    # -- the judgement, step by step -------------------------------------------------------------------
    def judged(self, e) -> float:
        """The cards have flipped already: the rules' steps of the judgement, each in its
        time: each challenger's 霊力 counts up beside the 鬼体力, over-limit ones crack a
        護符, the closest glow gold (完全調伏 stronger), the weakest lose a 護符, 継承印 fly
        to the winners."""
        self.judged_played = True
        tb, d, j = self.table, self.disp, e.judgement
        show = self.judge_show = JudgeShow(j, tb.clock, [RowShow(x) for x in j.entries])
        d.taikyu, d.taikyu_parts = j.taikyu, list(j.taikyu_parts)
        before = {x.seat: (d.cands[x.seat].gofu, d.cands[x.seat].marks) for x in j.entries}
        rows, at = iter(show.rows), 0.45
        for step in judgement_steps(j):
            if step.kind == "row":
                row = next(rows)
                self.later(at, lambda row=row: self.row_starts(row))
                self.later(at + 0.55, lambda row=row: self.row_done(row, before[row.entry.seat]))
            else:
                self.later(at, partial(getattr(self, f"judge_{step.kind}"), show, step.entries, before))
            at += 1.0 if step.perfect else STEP_TIME[step.kind]
        if self.holds():
            return at + HOLD              # until a click or a key (``go_on``)
        self.later(at + 1.8, lambda: self.judge_show is show and setattr(self, "judge_show", None))
        return at + 1.85

    def judge_success(self, show: JudgeShow, winners, before) -> None:
        show.success_on = True
        for x in winners:
            self.effect("glow", x.seat, 4.0, strong=x.perfect)
        if any(x.perfect for x in winners):
            self.table.banner(t("chobuku.judge.perfect_banner"), GOLD_GLOW, 0.7, 56)
        self.table.sound("banner")

    def judge_weakest(self, show: JudgeShow, weakest, before) -> None:
        show.weakest_on = True
        for x in weakest:
            if x.gofu < 0:
                self.disp.cands[x.seat].gofu = before[x.seat][0] + x.gofu
                self.crack(x.seat, before[x.seat][0] + x.gofu)
            self.float_text(self.board.seat_anchor(x.seat), t("chobuku.judge.weakest"), theme.BAD, 26)

    def judge_final(self, show: JudgeShow, entries, before) -> None:
        show.notes_on = show.held = True
        for x in entries:
            c = self.disp.cands[x.seat]
            c.gofu, c.marks = before[x.seat][0] + x.gofu, before[x.seat][1] + x.marks

    def holds(self) -> bool:
        """Does the judgement wait for the player? Where someone plays at this screen, unless
        the setting lets it continue by itself."""
        tb = self.table
        auto = bool(getattr(tb.app.settings, "auto_continue_judgement", False))
        return not auto and not tb.read_only and any(tb.is_human(i) for i in range(len(tb.seats)))

    def go_on(self) -> None:
        """A click or a key on the judgement: the rest of it at once, then the batch plays on
        (the clean-up, the next round dealt)."""
        self.tweens.finish_all()
        self.judge_show = None
        self.table.timeline.release()

    def row_starts(self, row: RowShow) -> None:
        row.started = True
        self.tweens.tween(row, "value", 0.0, float(row.entry.reiryoku), 0.5, ease_out_cubic)
        self.table.sound("click")

    def row_done(self, row: RowShow, before: tuple[int, int]) -> None:
        e, c = row.entry, self.disp.cands[row.entry.seat]
        row.done, row.value = True, float(e.reiryoku)
        if e.over:
            if e.gofu < 0:
                c.gofu = before[0] + e.gofu
                self.crack(e.seat, before[0] + e.gofu)
            if e.marks < 0:
                c.marks = before[1] + e.marks
            self.float_text(self.board.seat_anchor(e.seat), t("chobuku.judge.over"), theme.BAD, 28)

    def judge_marks(self, show: JudgeShow, gainers, before) -> None:
        show.marks_on = True
        start, px = self.board.zone["oni"].center, self.table.px
        for e in gainers:
            g = self.board.geoms[e.seat]
            for k in range(e.marks):
                self.table.fly(Face("k", "mark"), (start[0] + px(10) * k, start[1]), (g.info.x + px(150), g.info.centery),
                               0.55 + 0.08 * k, size=self.table.card((30, 30)))

        def land() -> None:
            for e in gainers:
                self.disp.cands[e.seat].marks = before[e.seat][1] + e.marks
                self.float_text(self.board.seat_anchor(e.seat), f"{t('chobuku.word.marks')} +{e.marks}",
                                GOLD_GLOW, 28)
        self.later(0.7, land)

    def update(self, dt: float, speed: float) -> None:
        super().update(dt, speed)
        if self.judge_show is not None and self.judge_show.hurry:
            self.go_on()
        self.effects.prune(self.table.clock)
