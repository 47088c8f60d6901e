"""A table's loading step: what its first frames would draw for the first time is drawn
now, while the table loads, so that no frame the player sees pays for it (issue 39:
the first pass of a busy sequence had a p99 half as high again as the later passes)."""
from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.kit import zoom_size
from game.ui.widgets import Banner

#: the framework's sounds, loaded before their first play
SOUNDS = ("card_slide", "card_place", "turn", "hit", "destroy", "banner", "click")


class Loading:
    def __init__(self, table) -> None:
        self.table = table

    def warm(self) -> None:
        tb = self.table
        app = tb.app
        # the whole table once off-screen: text layout and faces get cached
        tb.draw(pygame.Surface(app.screen.get_size()))
        self.zoom_faces()
        app.prepare_result()
        # every seat's turn banner and win headline, as the mirror and the end draw them
        area = (tb.message_area() or app.screen.get_rect()).width
        colours = theme.SEAT_COLOURS
        Banner.warm([(t("ui.banner.turn", name=name), colours[i % len(colours)])
                     for i, name in enumerate(tb.names)], tb.px(44), area)
        Banner.warm([(t("menu.result.winner", name=name), theme.GOLD) for name in tb.names], tb.px(64), area)
        sounds = app.sounds
        if hasattr(sounds, "get"):       # the silent stand-in has nothing to load
            for name in SOUNDS:
                sounds.get(name)

    def zoom_faces(self) -> None:
        """The zoom panel's face of every face-up card on the table (the first point at a
        card otherwise draws its big face in that frame)."""
        tb = self.table
        board, zone = tb.board, tb.zone.get("zoom")
        if not board.zoom_lines or board.faces is None or zone is None:
            return
        cards = {s.card for s in board.sprites.values() if s.card is not None and s.face_up}
        for lines in board.zoom_lines:
            size = zoom_size(zone, lines, tb.k)
            for card in sorted(cards):
                board.faces.face(card, size, True, tb.lang, tb.k)
