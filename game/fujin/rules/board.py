"""九宮盤 geometry for 式神符陣: cells, attributes, orientations, reach diagrams.

Cells are ints 0..8 internally (``file + 3 * rank``; file a,b,c = 0,1,2 left to
right as 先手 sees the board, rank 1..3 = 0,1,2 from 先手's near row) and
``"a1".."c3"`` in text. Orientations are ``N E S W`` = 0..3 in board terms
(N = toward rank 3, away from 先手). Relative offsets ``(dx, dy)`` are written
for a card facing N: ``dx`` +1 = 右, ``dy`` +1 = 前. Pure data, no I/O.
"""
from __future__ import annotations

FILES = "abc"
CELL_NAMES: tuple[str, ...] = tuple(FILES[i % 3] + str(i // 3 + 1) for i in range(9))
CELL_INDEX: dict[str, int] = {n: i for i, n in enumerate(CELL_NAMES)}
ORIENTS = "NESW"
ORIENT_INDEX = {c: i for i, c in enumerate(ORIENTS)}
ORIENT_JA = ("奥", "右", "手前", "左")  # as 先手 sees the board
TAIJI = 4  # b2

# Attributes as printed (先手's view): rank 3 空 陰 空 / rank 2 陰 太極 陽 / rank 1 空 陽 空
CELL_ATTR: tuple[str, ...] = (
    "void", "yang", "void",   # a1 b1 c1
    "yin", "taiji", "yang",   # a2 b2 c2
    "void", "yin", "void",    # a3 b3 c3
)
ATTR_JA = {"yin": "陰", "yang": "陽", "void": "空", "taiji": "太極"}
ATTR_EN = {"yin": "Yin", "yang": "Yang", "void": "Void", "taiji": "Taiji"}


def attr_name(attr: str, lang: str = "ja") -> str:
    """An attribute (属性) as printed in ``lang``."""
    return (ATTR_EN if lang == "en" else ATTR_JA)[attr]


# relative offsets (card facing N)
OFFSETS_JA: dict[str, tuple[int, int]] = {
    "前": (0, 1), "後": (0, -1), "左": (-1, 0), "右": (1, 0),
    "左前": (-1, 1), "右前": (1, 1), "左後": (-1, -1), "右後": (1, -1),
    "2つ前": (0, 2), "2つ前の左": (-1, 2), "2つ前の右": (1, 2),
}


def cell_mod(cell: int, attr: str | None) -> int:
    """耐久 modifier of ``attr`` (card attribute) on ``cell`` (chapter 四)."""
    ca = CELL_ATTR[cell]
    if attr is None or ca in ("void", "taiji") or attr == "void":
        return 0
    return 2 if ca == attr else -2


def rotate_offset(dx: int, dy: int, orient: int) -> tuple[int, int]:
    """Turn an N-relative offset to board terms for ``orient`` (clockwise turns)."""
    for _ in range(orient & 3):
        dx, dy = dy, -dx
    return dx, dy


def offset_cell(cell: int, dx: int, dy: int) -> int | None:
    f, r = cell % 3 + dx, cell // 3 + dy
    if 0 <= f < 3 and 0 <= r < 3:
        return f + 3 * r
    return None


def project(cell: int, orient: int, offsets) -> tuple[int, ...]:
    """The board cells of a relative diagram; cells off the board do not exist."""
    out = []
    for dx, dy in offsets:
        bx, by = rotate_offset(dx, dy, orient)
        c = offset_cell(cell, bx, by)
        if c is not None:
            out.append(c)
    return tuple(sorted(out))


def table(offsets, all_around: bool = False) -> tuple[tuple[int, ...], ...]:
    """``tab[cell * 4 + orient]`` = the projected cells of a diagram."""
    if all_around:
        return tuple(tuple(x for x in range(9) if x != c) for c in range(9) for _ in range(4))
    return tuple(project(c, o, offsets) for c in range(9) for o in range(4))


def front_cell(cell: int, orient: int) -> int | None:
    """正面のマス: the cell directly in front (None when that is off the board)."""
    bx, by = rotate_offset(0, 1, orient)
    return offset_cell(cell, bx, by)


def line_cells(cell: int, orient: int) -> tuple[int, ...]:
    """Cells in the facing direction, nearest first."""
    bx, by = rotate_offset(0, 1, orient)
    out = []
    c = offset_cell(cell, bx, by)
    while c is not None:
        out.append(c)
        c = offset_cell(c, bx, by)
    return tuple(out)


def neighbours8(cell: int) -> tuple[int, ...]:
    out = []
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            if dx or dy:
                c = offset_cell(cell, dx, dy)
                if c is not None:
                    out.append(c)
    return tuple(sorted(out))


NEIGHBOURS8: tuple[tuple[int, ...], ...] = tuple(neighbours8(c) for c in range(9))
FRONT: tuple[int | None, ...] = tuple(front_cell(c, o) for c in range(9) for o in range(4))
LINES: tuple[tuple[int, ...], ...] = tuple(line_cells(c, o) for c in range(9) for o in range(4))


def step_toward(frm: int, to: int) -> int | None:
    """One cell from ``to`` toward ``frm`` along a straight line (for 握)."""
    f1, r1, f2, r2 = frm % 3, frm // 3, to % 3, to // 3
    dx = (f1 > f2) - (f1 < f2)
    dy = (r1 > r2) - (r1 < r2)
    return offset_cell(to, dx, dy)


def step_away(frm: int, to: int) -> int | None:
    """One cell from ``to`` away from ``frm`` along a straight line (for 拳)."""
    f1, r1, f2, r2 = frm % 3, frm // 3, to % 3, to // 3
    dx = (f2 > f1) - (f2 < f1)
    dy = (r2 > r1) - (r2 < r1)
    return offset_cell(to, dx, dy)
