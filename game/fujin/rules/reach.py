"""Where a card reaches from a cell, facing a way: the 間合 (reach), 反撃間合
(counter reach) and 隙 (blind spot) cells a table previews while a card is held
or hovered. Static card data projected onto the board; no position needed."""
from __future__ import annotations

from .board import CELL_INDEX, CELL_NAMES, ORIENT_INDEX
from .cards import CARDS


def marks(cid: str, cell: str | int, orient: str | int) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(reach, counter, blind) cell names of card ``cid`` on ``cell`` facing ``orient``."""
    c = CELL_INDEX[cell] if isinstance(cell, str) else cell
    o = ORIENT_INDEX[orient] if isinstance(orient, str) else orient
    card = CARDS[cid]
    k = c * 4 + o
    return (tuple(CELL_NAMES[x] for x in card.reach_tab[k]), tuple(CELL_NAMES[x] for x in card.counter_tab[k]),
            tuple(CELL_NAMES[x] for x in card.blind_tab[k]))
