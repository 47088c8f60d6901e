"""振り返り / Review (issue #38): the three moments of a finished game where the seat's
estimated chance to win fell the most.

The coach is asked at every decision of the seat in the background
(:class:`game.engine.review.Review`, one thinker job per position), with a progress bar;
then each moment shows the move played, the move the coach preferred with its estimate
and its sentence, and how far the estimate fell. A click (or Enter) opens the
read-only table at that moment in the replay viewer, where the arrow keys step on.
"""
from __future__ import annotations

import importlib
from typing import Callable

import pygame

from game import games
from game.engine.review import Moment, Review
from game.engine.thinker import make_thinker
from game.i18n import get_lang, t
from game.ui.menu import DIM, GOLD, TEXT, H, Item, Menu, MenuScene, W, blit_text, panel, wrap

MARGIN = 80
ROW_H = 150


class ReviewScene(MenuScene):
    name = "review"
    title_key = "menu.review.title"

    def __init__(self, app, record, seat: int, open_at: Callable[[int], None], thinker=None,
                 coach: str | None = None) -> None:
        """``open_at(index)`` shows the read-only table at that moment of ``record`` (the
        replay viewer, which the caller knows)."""
        self.record = record
        self.seat = seat
        self.open_at = open_at
        coach = coach or games.get(record.game_id).coach or ""
        self.review = Review(record, seat, coach, thinker or make_thinker(True, nice=5), seed=record.seed)
        self.found: list[Moment] | None = None
        self._words = None
        super().__init__(app)

    # the moments -----------------------------------------------------------------
    def build_menu(self) -> Menu:
        found = self.found or []        # the rows come once the review has found them
        items = [Item(f"moment{k}", lambda: "", lambda k=k: self.open(k)) for k in range(len(found))]
        items.append(Item("back", "menu.back", self.back))
        menu = Menu(self.app, items, MARGIN, 120, W - 2 * MARGIN, row_h=ROW_H, gap=12, size=20)
        menu.item("back").rect = pygame.Rect(W - MARGIN - 200, H - 66, 200, 48)
        return menu

    def ready(self, k: int) -> bool:
        return self.found is not None and k < len(self.found)

    def open(self, k: int) -> None:
        """The read-only table at that moment; the arrow keys step through the game."""
        if self.ready(k):
            self.open_at(self.found[k].index)

    def back(self) -> None:
        self.review.close()
        super().back()

    def exit(self) -> None:
        self.review.close()
        close = getattr(self.review.thinker, "close", None)
        if close is not None:
            close()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.found is None:
            self.review.step()
            if self.review.done:
                self.found = self.review.moments() if self.review.error is None else []
                self.menu = self.build_menu()

    # words -------------------------------------------------------------------------
    def describe(self, index: int, text: str) -> str:
        """An action of the record in its game's words (the table's, seeked there)."""
        if self._words is None:
            module = importlib.import_module(games.get(self.record.game_id).table_module)
            self._words = module.Table.viewer_for(self.app, self.record)
        tb = self._words
        tb.ending.seek(self.record, index)
        action = next((a for a in tb.state.legal_actions() if a.text() == text), None)
        return tb.words.describe(action) if action is not None else text

    def lines(self, m: Moment) -> list[tuple[str, tuple, bool]]:
        best = m.advice.best
        pct = round(100 * best.win) if best.win is not None else None
        after = round(100 * (m.estimate - m.drop))
        out = [(t("menu.review.moment", n=m.index + 1, a=round(100 * m.estimate), b=after), GOLD, True),
               (t("menu.review.played", move=self.describe(m.index, m.played)), TEXT, False)]
        if best.action != m.played:
            out.append((t("menu.review.preferred", move=self.describe(m.index, best.action), pct=pct), TEXT, True))
        else:
            out.append((t("menu.review.same"), TEXT, True))
        out.append((best.reason(get_lang()), DIM, False))
        return out

    # drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.menu.draw(surface, self.clock)
        if self.found is None:
            self.draw_progress(surface)
        elif not self.found:
            blit_text(surface, t("menu.review.none" if self.review.error is None else "menu.review.failed"), 22, TEXT,
                      center=(W // 2, H // 2), max_width=W - 2 * MARGIN)
        else:
            for k, m in enumerate(self.found):
                self.draw_moment(surface, self.menu.item(f"moment{k}").rect, m, k == self.menu.focus)
            blit_text(surface, t("menu.review.hint"), 16, DIM, midleft=(MARGIN, H - 42), max_width=W - 2 * MARGIN - 220)

    def draw_progress(self, surface: pygame.Surface) -> None:
        from game.ui.kit import fraction_bar
        n = len(self.review.todo)
        bar = pygame.Rect(MARGIN + 100, H // 2 - 20, W - 2 * MARGIN - 200, 40)
        blit_text(surface, t("menu.review.reading"), 22, TEXT, midbottom=(W // 2, bar.y - 16))
        fraction_bar(surface, bar, self.review.progress, GOLD,
                     t("menu.review.progress", k=min(n, round(self.review.progress * n)), n=n))

    def draw_moment(self, surface: pygame.Surface, rect: pygame.Rect, m: Moment, focused: bool) -> None:
        surface.blit(panel(rect.size, edge=GOLD if focused else (90, 70, 50)), rect)
        y = rect.y + 10
        width = rect.width - 28
        for text, colour, bold in self.lines(m):
            size = 18 if bold else 16
            for row in wrap(text, size, width, bold):
                if y + size > rect.bottom - 6:
                    return
                blit_text(surface, row, size, colour, bold, topleft=(rect.x + 14, y))
                y += size + 6
