"""What the 式神符陣 table draws between two views: ``Disp``, a mutable mirror of a
``FujinView`` that the event handlers change one event at a time (a card leaves
the hand, lands on the board, the 霊力 ticks); when the queue is done the board
re-syncs it from the new view, so a missed detail can never linger."""
from __future__ import annotations

from dataclasses import dataclass

from game.fujin.rules.board import CELL_INDEX
from game.fujin.rules.model import seiatsu_of


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
        for name in ("round", "current", "to_move", "phase", "result"):
            setattr(self, name, getattr(view, name))

    def seiatsu(self, seat: int) -> int:
        return sum(p.seiatsu for p in self.board if p is not None and p.owner == seat)

    def piece(self, cell: str | None) -> PieceD | None:
        return self.board[CELL_INDEX[cell]] if cell in CELL_INDEX else None

    def set_piece(self, cell: str, p: PieceD | None) -> None:
        self.board[CELL_INDEX[cell]] = p
