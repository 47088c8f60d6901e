"""Where a card reaches from a cell, facing a way: the 間合 (reach), 反撃間合
(counter reach) and 隙 (blind spot) cells a table previews while a card is held
or hovered, and the card's own printed 間合 diagram. Static card data projected
onto the board; no position needed.

A cell's mark is one of ``reach`` (間合 only), ``counter`` (反撃間合 only),
``both`` (間合 and 反撃間合) or ``blind`` (隙); a cell reached is never shown as a 隙
(no printed card has both on one cell).
"""
from __future__ import annotations

from .board import CELL_INDEX, CELL_NAMES, ORIENT_INDEX
from .cards import CARDS, Card


def marks(cid: str, cell: str | int, orient: str | int) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(reach, counter, blind) cell names of card ``cid`` on ``cell`` facing ``orient``."""
    c = CELL_INDEX[cell] if isinstance(cell, str) else cell
    o = ORIENT_INDEX[orient] if isinstance(orient, str) else orient
    card = CARDS[cid]
    k = c * 4 + o
    return (tuple(CELL_NAMES[x] for x in card.reach_tab[k]), tuple(CELL_NAMES[x] for x in card.counter_tab[k]),
            tuple(CELL_NAMES[x] for x in card.blind_tab[k]))


def _marked(reach: set, counter: set, blind) -> dict:
    out = {x: "blind" for x in blind}
    out.update({x: "both" if x in reach and x in counter else ("reach" if x in reach else "counter")
                for x in reach | counter})
    return out


def board_marks(cid: str, cell: str | int, orient: str | int) -> dict[str, str]:
    """Cell name -> mark of card ``cid`` on ``cell`` facing ``orient`` (the board's preview)."""
    reach, counter, blind = (set(cells) for cells in marks(cid, cell, orient))
    return _marked(reach, counter, blind)


def diagram(card: Card) -> dict[tuple[int, int], str]:
    """The printed 間合 diagram: relative offset (dx, dy; dy +1 = 前) -> mark for a card facing 前."""
    reach = set(card.reach)
    if card.all_around:
        reach = {(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy}
    return _marked(reach, set(card.counter), card.blind)
