"""How each 式神符陣 event changes the table: the display model (``Disp``) and the
animation; the kernel's own events (a card flying, turning, a floating number,
the log) keep the framework's look unless a handler here adds to it."""
from __future__ import annotations

from game.engine import CardMoved, CardRotated, Damaged, HpChanged, ResourceChanged, TurnStarted
from game.fujin.rules.actions import PLAY, cell
from game.fujin.rules.board import CELL_NAMES
from game.fujin.rules.cards import CARDS
from game.fujin.rules.events import AttackDeclared, Countered, Destroyed, Hidden, Moved, Oute, Summoned
from game.fujin.table.board import HAND_CARD, OPP_CARD
from game.fujin.table.display import summoned
from game.i18n import t
from game.ui import theme
from game.ui.table.mirror import Mirror
from game.ui.tween import back_out


class FujinMirror(Mirror):
    def __init__(self, table) -> None:
        super().__init__(table)
        for kind, handler in ((ResourceChanged, self.reiryoku), (Summoned, self.summoned),
                              (CardMoved, self.moved), (CardRotated, self.rotated),
                              (AttackDeclared, self.attack), (Countered, self.countered),
                              (Damaged, self.hp), (HpChanged, self.hp), (Destroyed, self.destroyed),
                              (Moved, self.slid), (Hidden, self.hidden), (Oute, self.oute),
                              (TurnStarted, self.turn)):
            self.on(kind, handler)

    def reiryoku(self, e) -> float:
        d, p = self.disp, e.player
        d.reiryoku[p] = e.after
        self.tweens.tween(d.reiryoku_shown, lambda v: d.reiryoku_shown.__setitem__(p, v),
                          d.reiryoku_shown[p], float(e.after), 0.35)
        return 0.12

    def summoned(self, e) -> float:
        self.disp.set_piece(e.cell, summoned(e.cell, e.player, e.card, e.orient, e.hp))
        self.table.flyers.clear()
        sprite = self.board.sync_piece(e.cell)
        if sprite is not None:
            self.tweens.tween(sprite, "zoom", 1.35, 1.0, 0.3, back_out)
        self.table.sound("place")
        return 0.3

    def rotated(self, e) -> None:
        self.disp.update(e.place.key, orient=e.after)
        return None

    def attack(self, e) -> float:
        self.disp.update(e.cell, attacked=True)
        self.table.sound("hit")
        return self.lunge(cell(e.cell), cell(e.targets[0])) if e.targets else 0.1

    def countered(self, e) -> float:
        self.table.log_add(lambda: t("fujin.anim.counter", card=CARDS[e.card].name(self.table.lang)))
        self.table.sound("hit")
        return self.lunge(cell(e.cell), cell(e.target_cell))

    def hp(self, e) -> None:
        self.disp.update(e.place.key, hp=e.after)
        return None

    def destroyed(self, e) -> float:
        self.table.sound("destroy")
        if e.by is not None and e.bounty:
            self.table.log_add(lambda: t("fujin.anim.bounty", n=e.bounty))
        return 0.1

    def slid(self, e) -> float:
        d = self.disp
        p = d.update(e.src, cell=e.dst, hp=e.after)
        d.set_piece(e.src, None)
        if p is not None:
            d.set_piece(e.dst, p)
        sprite = self.board.move(cell(e.src), cell(e.dst))
        if sprite is not None:
            sprite.move_to(self.board.geom.cell_rect(e.dst).center, 0.3)
        self.table.sound("slide")
        return 0.32

    def hidden(self, e) -> float:
        self.disp.update(e.cell, hidden=e.hidden)
        return 0.2

    def oute(self, e) -> float:
        self.disp.oute[e.player] = e.on
        if e.on:
            self.table.banner(t("fujin.banner.oute", name=self.table.names[e.player]), theme.BAD)
            self.table.sound("banner")
            return 1.2
        return 0.0

    def turn(self, e) -> None:
        d = self.disp
        d.current = e.player
        d.round += 1 if e.player == 0 else 0
        d.phase = "main"
        for name in CELL_NAMES:
            d.update(name, attacked=False, rotated=False, summoned=False)
        return None

    def moved(self, e) -> float:
        """Bookkeeping of a card leaving one place for another, then its flight."""
        d, src, dst, card = self.disp, e.src, e.dst, e.card
        if src.kind == "deck":
            d.deck_counts[src.seat] -= 1
        elif src.kind == "hand":
            d.hand_counts[src.seat] -= 1
            if card in d.hand and src.seat == d.viewer:
                d.hand.remove(card)
        elif src.kind == "cell":
            pc = d.piece(src.key)
            if pc is not None and pc.card == card:
                d.set_piece(src.key, None)
                self.board.take(src)
        elif src == PLAY:
            self.table.flyers.clear()
        face = card is not None
        hold = dst == PLAY                 # a 霊具 shows big over the board while it works
        if dst.kind == "hand":
            d.hand_counts[dst.seat] += 1
            if dst.seat == d.viewer and card is not None:
                d.hand.append(card)
            face = dst.seat == d.viewer and card is not None
        elif dst.kind == "deck":
            d.deck_counts[dst.seat] += 1
            face = False
        elif dst.kind == "grave":
            d.graves[dst.seat].append(card)
        dur = 0.45 if hold else (0.38 if dst.kind == "grave" and src.kind == "cell" else 0.26)
        size = (150, 210) if hold else (HAND_CARD if face else OPP_CARD)
        self.fly(card, src, dst, face, dur, keep=hold, size=self.table.card(size))
        if dst.kind in ("hand", "deck") or src.kind == "hand":
            self.board.relayout_hand()
        return dur + (0.5 if hold else 0.0)
