"""What the 式神符陣 table draws between two views: ``Disp``, a mutable mirror of a
``FujinView`` that the event handlers change one event at a time (a card leaves
the hand, lands on the board, the 霊力 ticks); when the queue is done the board
re-syncs it from the new view, so a missed detail can never linger. A piece is
the view's own ``CellView``, replaced as it changes."""
from __future__ import annotations

from dataclasses import replace

from game.fujin.rules.board import CELL_INDEX
from game.fujin.rules.model import seiatsu_of
from game.fujin.rules.view import CellView


class Disp:
    def __init__(self, view) -> None:
        self.viewer = view.player
        self.board: list[CellView | None] = list(view.board)
        self.hand = list(view.hand or ())
        for name in ("hand_counts", "deck_counts", "reiryoku", "oute", "deckouts"):   # mutable copies
            setattr(self, name, list(getattr(view, name)))
        self.graves = [list(view.graves[0]), list(view.graves[1])]
        self.reiryoku_shown = [float(x) for x in view.reiryoku]
        for name in ("round", "current", "to_move", "phase", "result"):
            setattr(self, name, getattr(view, name))

    def seiatsu(self, seat: int) -> int:
        return sum(p.seiatsu for p in self.board if p is not None and p.owner == seat)

    def piece(self, cell: str | None) -> CellView | None:
        return self.board[CELL_INDEX[cell]] if cell in CELL_INDEX else None

    def set_piece(self, cell: str, p: CellView | None) -> None:
        self.board[CELL_INDEX[cell]] = p

    def update(self, where: str, /, **changes) -> CellView | None:
        """The piece on ``where`` changed (its 制圧力 follows its 耐久 and cover); none there: nothing."""
        p = self.piece(where)
        if p is not None:
            p = replace(p, **changes)
            p = replace(p, seiatsu=seiatsu_of(p.hp, p.hidden))
            self.set_piece(where, p)
        return p


def summoned(cell: str, owner: int, card: str, orient: str, hp: int) -> CellView:
    """A piece just summoned, as the view after the move will show it."""
    return CellView(cell, owner, card, orient, hp, seiatsu_of(hp, False), False, None, False, False, True)
