"""The final count, card by card: a panel over the board where every zone's cards appear
one after another, each counting for its side, while each side's tally ticks up.

A game whose end is a count of the cards in every zone (ジントリガー: the area cards
facing each team) builds a :class:`Tally` from its rows — ``(label, [(card, side),
...])`` — and says how a card is drawn (``face(card, size)``), whether a side's cards
lie half round (``turned(side)``) and how a side is marked (``mark(surf, side,
centre, radius, small)``: under each card small, by the tally large). The board
updates it every frame and draws it; ``duration`` is how long the count takes (a
mirror holds the table that long), ``shown`` how many cards are out by now.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.ui import theme, tween
from game.ui.kit import fit_text
from game.ui.widgets import panel_bg

Row = tuple[str, Sequence[tuple[Any, Any]]]


class Tally:
    STEP = 0.06

    def __init__(self, table, rows: Sequence[Row], title: str, face: Callable[[Any, tuple[int, int]], pygame.Surface],
                 mark: Callable[..., None], sides: Sequence = (0, 1),
                 turned: Callable[[Any], bool] = lambda side: False,
                 area: tuple[int, int, int, int] = (270, 40, 742, 480), widest: int = 40) -> None:
        self.table, self.px = table, table.px
        self.rows = [(label, list(cards)) for label, cards in rows if cards]
        self.title, self.face, self.mark, self.sides, self.turned = title, face, mark, tuple(sides), turned
        self.area, self.widest = area, widest
        self.total = sum(len(cs) for _, cs in self.rows)
        self.time = 0.0
        self.duration = min(4.0, 0.6 + self.total * self.STEP)

    @property
    def rect(self) -> pygame.Rect:
        """Over the board (``area``, layout units)."""
        return pygame.Rect(*(self.px(n) for n in self.area))

    @property
    def card_w(self) -> int:
        """The cards as large as the rows allow (at most ``widest`` pixels)."""
        rows, px = max(1, len(self.rows)), self.px
        return max(px(20), min(self.widest, int(((self.rect.height - px(60)) / rows - px(12)) / 1.41)))

    @property
    def busy(self) -> bool:
        return self.time < self.duration

    @property
    def shown(self) -> int:
        if tween.get_speed() <= 0:
            return self.total
        return min(self.total, int(max(0.0, self.time - 0.3) / max(1e-6, (self.duration - 0.6) / max(1, self.total))))

    def finish(self) -> None:
        """Every card out at once (a picture of the end)."""
        self.time = self.duration

    def update(self, dt: float) -> None:
        speed = tween.get_speed()
        self.time += dt * (speed if speed > 0 else 100)

    def draw(self, surf: pygame.Surface) -> None:
        r, px = self.rect, self.px
        surf.blit(panel_bg(r.size, theme.GOLD, 252), r)
        shown, counts, n = self.shown, {side: 0 for side in self.sides}, 0
        y, x0, w = r.y + px(50), r.x + px(150), self.card_w
        h = round(w * 1.41)
        for label, cards in self.rows:
            if y > r.bottom - px(30):
                break
            img = fit_text(label, px(14), px(132), theme.TEXT, True, min_size=px(12))
            surf.blit(img, (r.x + px(12), y + h // 2 - img.get_height() // 2))
            step = min(w + px(3), (r.right - x0 - px(16) - w) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for i, (card, side) in enumerate(cards):
                if n >= shown:
                    break
                n += 1
                counts[side] += 1
                face = self.face(card, (w, h))
                if self.turned(side):
                    face = pygame.transform.rotate(face, 180)
                pos = (round(x0 + i * step), y)
                surf.blit(face, pos)
                self.mark(surf, side, (pos[0] + w // 2, pos[1] + h + px(2)), px(5), True)
            y += h + px(10)
        surf.blit(theme.text(self.title, px(20), theme.GOLD, True), (r.x + px(14), r.y + px(12)))
        cx = r.right - px(260)
        for side in self.sides:
            self.mark(surf, side, (cx + px(12), r.y + px(24)), px(10), False)
            surf.blit(theme.text(str(counts[side]), px(26), theme.TEXT, True), (cx + px(28), r.y + px(10)))
            cx += px(110)
