"""What the 式神符陣 table draws between two views, and how each event changes it.

``Disp`` is a mutable mirror of a ``FujinView`` that the event steps change one
event at a time (a card leaves the hand, lands on the board, the 霊力 ticks);
when the queue is done the table re-syncs it from the new view, so a missed
detail can never linger. ``play_event`` does the 式神符陣 part of each event
and leaves the animation the framework knows (a card flying, a card turning,
a floating number, the log) to ``game.ui.table.animator`` by returning None.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.engine import (CardMoved, CardRotated, Damaged, GameOver, HpChanged, ResourceChanged,
                         TurnStarted)
from game.fujin.rules.events import AttackDeclared, Countered, Destroyed, Hidden, Moved, Oute, Summoned
from game.fujin.rules.model import seiatsu_of
from game.fujin.table.words import card_name
from game.i18n import t
from game.ui import theme
from game.ui.tween import back_out, ease_in_quad, ease_out_cubic


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
        return seiatsu_of(self.hp, self.hidden)


def cell_index(cell: str) -> int:
    return "abc".index(cell[0]) + 3 * (int(cell[1]) - 1)


class Disp:
    def __init__(self, view) -> None:
        self.viewer = view.player
        self.board = [None if c is None else PieceD(c.owner, c.card, c.orient, c.hp, c.hidden,
                                                    c.attacked, c.rotated, c.summoned)
                      for c in view.board]
        self.hand = list(view.hand or ())
        for name in ("hand_counts", "deck_counts", "reiryoku", "oute", "deckouts"):   # mutable copies
            setattr(self, name, list(getattr(view, name)))
        self.graves = [list(view.graves[0]), list(view.graves[1])]
        self.reiryoku_shown = [float(x) for x in view.reiryoku]
        for name in ("round", "current", "to_move", "phase", "pending", "result"):
            setattr(self, name, getattr(view, name))

    def seiatsu(self, seat: int) -> int:
        return sum(p.seiatsu for p in self.board if p is not None and p.owner == seat)

    def piece(self, cell: str) -> PieceD | None:
        return self.board[cell_index(cell)]

    def set_piece(self, cell: str, p: PieceD | None) -> None:
        self.board[cell_index(cell)] = p


def play_event(tb, e) -> float | None:
    """The 式神符陣 side of one event (``tb`` is the table); None = the framework's default."""
    d = tb.disp
    if isinstance(e, ResourceChanged):
        p = e.player
        d.reiryoku[p] = e.after
        tb.anim.tweens.tween(d.reiryoku_shown, lambda v, p=p: d.reiryoku_shown.__setitem__(p, v),
                             d.reiryoku_shown[p], float(e.after), 0.35)
        return 0.12
    if isinstance(e, Summoned):
        d.set_piece(e.cell, PieceD(e.player, e.card, e.orient, e.hp, summoned=True))
        tb.flyers.clear()
        sprite = tb.sync_board(e.cell)
        if sprite is not None:
            tb.anim.tweens.tween(sprite, "zoom", 1.35, 1.0, 0.3, back_out)
        tb.sound("place")
        return 0.3
    if isinstance(e, CardMoved):       # CardDrawn included
        return _moved(tb, e)
    if isinstance(e, CardRotated):
        p = d.piece(e.place.split(":")[1])
        if p is not None:
            p.orient = e.after
        return None
    if isinstance(e, AttackDeclared):
        p = d.piece(e.cell)
        if p is not None:
            p.attacked = True
        tb.sound("hit")
        return tb.anim.lunge("cell:" + e.cell, "cell:" + e.targets[0]) if e.targets else 0.1
    if isinstance(e, Countered):
        tb.log_add(lambda e=e: t("fujin.anim.counter", card=card_name(e.card)))
        tb.sound("hit")
        return tb.anim.lunge("cell:" + e.cell, "cell:" + e.target_cell)
    if isinstance(e, (Damaged, HpChanged)):
        p = d.piece(e.place.split(":")[1])
        if p is not None:
            p.hp = e.after
        return None
    if isinstance(e, Destroyed):
        tb.sound("destroy")
        if e.by is not None and e.bounty:
            tb.log_add(lambda e=e: t("fujin.anim.bounty", n=e.bounty))
        return 0.1
    if isinstance(e, Moved):
        p = d.piece(e.src)
        d.set_piece(e.src, None)
        if p is not None:
            p.hp = e.after
            d.set_piece(e.dst, p)
        sprite = tb.board_sprites.pop(e.src, None)
        if sprite is not None:
            tb.board_sprites[e.dst] = sprite
            sprite.place_id = "cell:" + e.dst
            sprite.move_to(tb.geom.cell_rect(e.dst).center, 0.3)
        tb.sound("slide")
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
            tb.sound("banner")
            return 1.2
        return 0.0
    if isinstance(e, TurnStarted):
        d.current = e.player
        d.round += 1 if e.player == 0 else 0
        d.phase = "main"
        for p in d.board:
            if p is not None:
                p.attacked = p.rotated = p.summoned = False
        return None
    if isinstance(e, GameOver):
        return None
    return None


def _moved(tb, e) -> float:
    """Bookkeeping of a card leaving one place for another, then its flight."""
    d = tb.disp
    skind, _, sarg = e.src.partition(":")
    dkind, _, darg = e.dst.partition(":")
    card = e.card
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
        tb.flyers.clear()
    face = card is not None
    hold = dkind == "play"               # a 霊具 shows big over the board while it works
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
    dur = 0.45 if hold else (0.38 if dkind == "grave" and skind == "cell" else 0.26)
    tb.fly(card if face else None, tb.place_centre(e.src, card), tb.place_centre(e.dst, card), dur, keep=hold,
           size=(150, 210) if hold else tb.flight_size(face), ease=ease_in_quad if dkind == "grave" else ease_out_cubic)
    tb.sound("slide")
    if dkind in ("hand", "deck") or skind == "hand":
        tb.relayout_hand()
    return dur + (0.5 if hold else 0.0)
