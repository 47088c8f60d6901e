"""Events → animation steps, and the display model they animate.

``Disp`` is what the table draws: a mutable mirror of a ``FujinView`` that the
event steps change one event at a time (a card leaves the hand, then lands on
the board, then the 霊力 ticks...). When the queue is done the table
re-syncs ``Disp`` from the new view, so a missed detail can never linger.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import (CardMoved, CardRotated, Damaged, GameOver, HpChanged, Log,
                         ResourceChanged, Shuffled, TurnStarted)
from game.fujin.rules.board import ORIENTS
from game.fujin.rules.events import AttackDeclared, Countered, Destroyed, Hidden, Moved, Oute, Summoned
from game.i18n import t
from game.ui import theme
from game.ui.tween import Tweens, back_out, ease_in_quad, ease_out_cubic


@dataclass
class PieceD:
    owner: int
    card: str
    orient: str
    hp: int
    hidden: bool = False
    attacked: bool = False
    rotated: bool = False
    summoned: bool = False

    @property
    def seiatsu(self) -> int:
        return 0 if self.hidden else (2 if self.hp >= 11 else 1)


class Disp:
    def __init__(self, view) -> None:
        self.viewer = view.player
        self.board = [None if c is None else PieceD(c.owner, c.card, c.orient, c.hp, c.hidden,
                                                    c.attacked, c.rotated, c.summoned)
                      for c in view.board]
        self.hand = list(view.hand or ())
        self.hand_counts = list(view.hand_counts)
        self.deck_counts = list(view.deck_counts)
        self.graves = [list(view.graves[0]), list(view.graves[1])]
        self.sp = list(view.reiryoku)
        self.sp_shown = [float(x) for x in view.reiryoku]
        self.oute = list(view.oute)
        self.deckouts = list(view.deckouts)
        self.round = view.round
        self.current = view.current
        self.to_move = view.to_move
        self.phase = view.phase
        self.pending = view.pending
        self.result = view.result

    def seiatsu(self, seat: int) -> int:
        return sum(p.seiatsu for p in self.board if p is not None and p.owner == seat)

    def piece(self, cell: str) -> PieceD | None:
        return self.board["abc".index(cell[0]) + 3 * (int(cell[1]) - 1)]

    def set_piece(self, cell: str, p: PieceD | None) -> None:
        self.board["abc".index(cell[0]) + 3 * (int(cell[1]) - 1)] = p


class FastBanner:
    """A banner composed once (band + text) that fades in and out: no per-frame scaling or copies."""

    def __init__(self, text: str, colour, hold: float = 1.0, size: int = 64) -> None:
        img = theme.text(text, size, colour, True)
        self.img = pygame.Surface((theme.SCREEN_SIZE[0], img.get_height() + 40), pygame.SRCALPHA)
        self.img.fill((0, 0, 0, 160))
        self.img.blit(img, img.get_rect(center=self.img.get_rect().center))
        self.elapsed, self.duration, self.fade = 0.0, 0.25 + hold + 0.35, 0.25

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> None:
        from game.ui.tween import get_speed
        sp = get_speed()
        self.elapsed = self.duration if sp <= 0 else self.elapsed + dt * sp

    def draw(self, surf: pygame.Surface) -> None:
        if self.done:
            return
        e, d = self.elapsed, self.duration
        a = min(1.0, e / self.fade, (d - e) / 0.35)
        self.img.set_alpha(int(255 * max(0.0, a)))
        rise = int(20 * (1 - min(1.0, e / self.fade)))
        surf.blit(self.img, self.img.get_rect(center=(surf.get_width() // 2, surf.get_height() // 2 + rise)))


class Floater:
    __slots__ = ("img", "x", "y", "life", "age")

    def __init__(self, img, x, y, life=0.9) -> None:
        self.img, self.x, self.y, self.life, self.age = img, x, y, life, 0.0


class Animator:
    """Builds timeline steps for events; owns the floating numbers and the pacing."""

    def __init__(self, table) -> None:
        self.table = table
        self.tweens = Tweens()
        self.floaters: list[Floater] = []
        self.lunge: dict[str, tuple[float, float]] = {}   # cell -> screen offset
        self.drop_zoom: dict[str, float] = {}

    # -- helpers ---------------------------------------------------------------
    def float_text(self, cell: str, text: str, colour) -> None:
        r = self.table.geom.cell_rect(cell)
        self.floaters.append(Floater(theme.text(text, 34, colour, True), r.centerx, r.centery - 10))

    def update(self, dt: float, speed: float) -> None:
        self.tweens.update(dt)
        step = dt * (speed if speed > 0 else 100)
        for f in self.floaters:
            f.age += step
        self.floaters = [f for f in self.floaters if f.age < f.life]

    def draw(self, surf: pygame.Surface) -> None:
        for f in self.floaters:
            p = f.age / f.life
            img = f.img
            if p > 0.6:
                img = img.copy()
                img.set_alpha(int(255 * (1 - (p - 0.6) / 0.4)))
            rr = img.get_rect(center=(f.x, f.y - 40 * p))
            pygame.draw.rect(surf, (20, 16, 14), rr.inflate(10, 2), border_radius=8)
            surf.blit(img, rr)

    def _lunge(self, cell: str, target: str, dur: float = 0.3) -> float:
        g = self.table.geom
        a, b = g.cell_rect(cell).center, g.cell_rect(target).center
        vec = ((b[0] - a[0]) * 0.35, (b[1] - a[1]) * 0.35)

        def back() -> None:
            self.tweens.tween(self.lunge, lambda v: self.lunge.__setitem__(cell, v), vec, (0.0, 0.0),
                              dur / 2, ease_in_quad, lambda: self.lunge.pop(cell, None))
        self.tweens.tween(self.lunge, lambda v: self.lunge.__setitem__(cell, v), (0.0, 0.0), vec,
                          dur / 2, ease_out_cubic, back)
        return dur

    # -- events -> steps ---------------------------------------------------------
    def steps_for(self, events) -> list:
        steps = []
        for e in events:
            steps.append(lambda e=e: self.play(e))
        return steps

    def play(self, e) -> float:
        tb = self.table
        d = tb.disp
        snd = tb.sound
        lang = tb.lang
        if isinstance(e, Log):
            tb.log_add(e)     # both languages: the log re-words on a switch
            return 0.0
        if isinstance(e, ResourceChanged):
            p = e.player
            d.sp[p] = e.after
            self.tweens.tween(d.sp_shown, lambda v, p=p: d.sp_shown.__setitem__(p, v), d.sp_shown[p],
                              float(e.after), 0.35)
            return 0.12
        if isinstance(e, Summoned):
            d.set_piece(e.cell, PieceD(e.player, e.card, e.orient, e.hp, summoned=True))
            tb.flyers_clear()
            sp = tb.sync_board(e.cell)
            if sp is not None:
                self.tweens.tween(sp, "zoom", 1.35, 1.0, 0.3, back_out)
            snd("place")
            return 0.3
        if isinstance(e, CardMoved):   # CardDrawn included
            return self._moved(e)
        if isinstance(e, CardRotated):
            cell = e.place.split(":")[1]
            p = d.piece(cell)
            if p is not None:
                p.orient = e.after
                sp = tb.board_sprites.get(cell)
                if sp is not None:
                    sp.rotate_to(tb.geom.quarters(e.after), 0.3)
            snd("turn")
            return 0.32
        if isinstance(e, AttackDeclared):
            d_p = d.piece(e.cell)
            if d_p is not None:
                d_p.attacked = True
            snd("hit")
            return self._lunge(e.cell, e.targets[0] if e.targets else e.cell, 0.34) if e.targets else 0.1
        if isinstance(e, Countered):
            tb.log_hint(t("fujin.anim.counter", card=tb.card_name(e.card)))
            snd("hit")
            return self._lunge(e.cell, e.target_cell, 0.34)
        if isinstance(e, Damaged):
            cell = e.place.split(":")[1]
            p = d.piece(cell)
            if p is not None:
                p.hp = e.after
            self.float_text(cell, f"-{e.amount}", (255, 110, 90))
            return 0.3
        if isinstance(e, HpChanged):
            cell = e.place.split(":")[1]
            p = d.piece(cell)
            if p is not None:
                p.hp = e.after
            diff = e.after - e.before
            self.float_text(cell, f"{diff:+d}", (120, 230, 130) if diff > 0 else (255, 110, 90))
            return 0.3
        if isinstance(e, Destroyed):
            snd("destroy")
            if e.by is not None and e.bounty:
                tb.log_hint(t("fujin.anim.bounty", n=e.bounty))
            return 0.1
        if isinstance(e, Moved):
            p = d.piece(e.src)
            d.set_piece(e.src, None)
            if p is not None:
                p.hp = e.after
                d.set_piece(e.dst, p)
            sp = tb.board_sprites.pop(e.src, None)
            if sp is not None:
                tb.board_sprites[e.dst] = sp
                sp.place_id = "cell:" + e.dst
                sp.move_to(tb.geom.cell_rect(e.dst).center, 0.3)
            snd("slide")
            return 0.32
        if isinstance(e, Hidden):
            p = d.piece(e.cell)
            if p is not None:
                p.hidden = e.hidden
            return 0.2
        if isinstance(e, Oute):
            d.oute[e.player] = e.on
            if e.on:
                tb.banner(t("fujin.banner.oute", name=tb.names[e.player]), theme.BAD)
                snd("banner")
                return 1.2
            return 0.0
        if isinstance(e, TurnStarted):
            d.current = e.player
            d.round += 1 if e.player == 0 else 0
            d.phase = "main"
            for p in d.board:
                if p is not None:
                    p.attacked = p.rotated = p.summoned = False
            tb.banner(t("fujin.banner.turn", name=tb.names[e.player]), theme.SEAT_COLOURS[e.player], 0.5, 44)
            return 0.7
        if isinstance(e, GameOver):
            if e.winner is None:
                tb.banner(t("fujin.banner.draw"), theme.GOLD)
            else:
                tb.banner(t("fujin.banner.win", name=tb.names[e.winner]), theme.GOLD)
            snd("banner")
            return 1.6
        if isinstance(e, Shuffled):
            return 0.1
        return 0.0

    def _moved(self, e) -> float:
        tb = self.table
        d = tb.disp
        src, dst = e.src, e.dst
        skind, _, sarg = src.partition(":")
        dkind, _, darg = dst.partition(":")
        start = tb.place_centre(src, e.card)
        card = e.card
        face = card is not None
        # leave the source
        if skind == "deck":
            d.deck_counts[int(sarg)] -= 1
        elif skind == "hand":
            p = int(sarg)
            d.hand_counts[p] -= 1
            if card in d.hand and p == d.viewer:
                d.hand.remove(card)
        elif skind == "cell":
            pc = d.piece(sarg)
            if pc is not None and pc.card == card:
                d.set_piece(sarg, None)
                tb.board_sprites.pop(sarg, None)
        elif skind == "play":
            tb.flyers_clear()
        # arrive
        hold = False
        if dkind == "hand":
            p = int(darg)
            d.hand_counts[p] += 1
            if p == d.viewer and card is not None:
                d.hand.append(card)
            face = p == d.viewer and card is not None
        elif dkind == "deck":
            d.deck_counts[int(darg)] += 1
            face = False
        elif dkind == "grave":
            d.graves[int(darg)].append(card)
        elif dkind == "play":
            hold = True
        end = tb.place_centre(dst, card)
        dur = 0.45 if hold else (0.38 if dkind == "grave" and skind == "cell" else 0.26)
        tb.fly(card if face else None, start, end, dur, keep=hold,
               big=hold, ease=ease_in_quad if dkind == "grave" else ease_out_cubic)
        tb.sound("slide")
        if dkind in ("hand", "deck") or skind == "hand":
            tb.relayout_hand()
        return dur + (0.5 if hold else 0.0)


__all__ = ["Animator", "Disp", "PieceD", "ORIENTS"]
