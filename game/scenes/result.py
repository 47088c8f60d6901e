"""Result: an overlay over the final table naming the winner (or a draw) and
the reason, with Play again (when the table passes a callback) and Back to menu."""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import t
from game.ui.menu import DIM, GOLD, TEXT, VERMILION, H, Item, Menu, W, blit_text, label_text, panel, wrap
from game.scenes.pause import dim
from game.ui.scene import Scene

Text = str | Callable[[], str] | None


def _resolve(value: Text) -> str | None:
    return value() if callable(value) else value


def _review_of(app, table) -> Callable[[], None] | None:
    """The Review of a game a person played at ``table`` (the coach at every decision of
    the seat at the screen, issue #38); None where there is nothing to review."""
    if not table.info.coach or table.tutorial is not None or table.read_only or not len(table.record) \
            or not table.is_human(table.bottom):
        return None

    def review() -> None:
        from game.scenes.replays import ReplayViewer
        from game.scenes.review import ReviewScene

        def open_at(index: int) -> None:
            viewer = ReplayViewer(app, table.record)
            app.stack.push(viewer)
            viewer.seek(index)
        app.stack.push(ReviewScene(app, table.record, table.bottom, open_at))
    return review


class ResultScene(Scene):
    name = "result"
    overlay = True

    def __init__(self, app, winner: Text = None, reason: Text = "", on_play_again: Callable[[], None] | None = None,
                 details: list[Text] | None = None, game_code: str | None = None,
                 headline: Text = None, on_view_board: Callable[[], None] | None = None,
                 on_menu: Callable[[], None] | None = None,
                 on_review: Callable[[], None] | None = None) -> None:
        """``winner`` is the winner's display name (None = draw) unless ``headline``
        says the whole line (a team, the co-op players); ``reason`` and ``details``
        are already-translated text (or callables returning it)."""
        super().__init__(app)
        self.winner, self.reason, self.details = winner, reason, list(details or [])
        self.headline = headline
        self.on_play_again = on_play_again
        self.game_code = game_code
        self.clock = 0.0
        self.on_view_board = on_view_board
        self.on_menu = on_menu
        items = []
        if on_play_again is not None:
            items.append(Item("again", "menu.result.again", self.play_again))
        if on_view_board is not None:
            items.append(Item("board", "menu.result.board", self.view_board))
        if on_review is not None:
            items.append(Item("review", "menu.result.review", on_review))
        items.append(Item("menu", "menu.result.menu", self.to_menu))
        self.menu = Menu(app, items, 0, 0, 220, 56, 0, size=22)
        r = self.panel_rect()
        width = {1: 240, 2: 240, 3: 220}.get(len(items), 170)
        total = len(items) * (width + 16) - 16
        for i, item in enumerate(items):
            item.rect = pygame.Rect(r.centerx - total // 2 + i * (width + 16), r.bottom - 92, width, 56)

    @classmethod
    def for_table(cls, app, table, result) -> "ResultScene":
        """The result of ``table``'s game: its headline (a seat, a team, the co-op players,
        or a draw), the reason in the game's words and its details."""
        ending = table.ending
        return cls(app, headline=lambda: ending.headline(result),
                   reason=lambda: ending.reason_text(result.reason),
                   details=[lambda: ending.result_details(result)],
                   on_play_again=ending.play_again, game_code=table.code,
                   on_view_board=ending.review_board, on_menu=ending.leave_to_menu,
                   on_review=_review_of(app, table))

    def panel_rect(self) -> pygame.Rect:
        return pygame.Rect((W - 760) // 2, (H - 440) // 2, 760, 440)

    def button_rect(self, key: str) -> pygame.Rect:
        return self.menu.item(key).rect

    def play_again(self) -> None:
        self.on_play_again()

    def view_board(self) -> None:
        """Look at the final board: the result steps aside (the table brings it back)."""
        if self.app.stack.top is self:
            self.app.stack.pop()
        self.on_view_board()

    def to_menu(self) -> None:
        """Back to where the game was started from: the title, or the table's own menu
        (a campaign's map) when the table names one."""
        if self.on_menu is not None:
            self.on_menu()
        else:
            self.app.start_title()

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.menu.move(-1 if event.key == pygame.K_LEFT else 1)
            return None
        self.menu.handle(event)
        return None

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 90)
        r = self.panel_rect()
        surface.blit(panel(r.size, (26, 16, 14, 244), GOLD, 20), r)
        blit_text(surface, t("menu.result.title"), 24, DIM, midtop=(r.centerx, r.y + 30))
        winner = _resolve(self.winner)
        headline = _resolve(self.headline) or (t("menu.result.winner", name=winner) if winner
                                               else t("menu.result.draw"))
        rise = round(24 * max(0.0, 1.0 - self.clock * 4) ** 2)   # the headline settles into place
        blit_text(surface, headline, 52, GOLD, True, center=(r.centerx, r.y + 108 + rise), max_width=r.w - 80)
        pygame.draw.line(surface, VERMILION, (r.centerx - 90, r.y + 150), (r.centerx + 90, r.y + 150), 3)
        y = r.y + 172
        size, lines = self.detail_lines(r)
        for line in lines:
            blit_text(surface, line, size, TEXT, midtop=(r.centerx, y))
            y += line_step(size)
        self.menu.draw(surface, self.clock)

    def detail_lines(self, r: pygame.Rect) -> tuple[int, list[str]]:
        """The reason and the game's details, wrapped, as large as fits between the headline
        and the buttons (five seats' lines smaller rather than cut off); (size, lines)."""
        texts = [_resolve(self.reason) or ""]
        for extra in self.details:
            value = extra() if callable(extra) else extra
            for text in ([value] if isinstance(value, str) else list(value or ())):
                texts.append(text if isinstance(text, str) else label_text(text))
        room = (r.bottom - 92 - 8) - (r.y + 172)
        for size in range(22, 14, -1):
            lines = [line for text in texts if text for line in wrap(text, size, r.w - 100)]
            if len(lines) * line_step(size) <= room:
                return size, lines
        return size, lines[:max(1, room // line_step(size))]


def line_step(size: int) -> int:
    """The distance between the result's detail lines at text ``size`` (32 at 22)."""
    return size + size * 10 // 22
