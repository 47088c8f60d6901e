"""What a table draws seldom, drawn once and blitted every frame until it changes.

``blit(surf, name, key, rect, paint)`` keeps one transparent layer per name (a ribbon,
a name plate, a card read out in the zoom panel): ``paint(layer, area)`` draws it
the size of ``rect`` when it is new or its ``key`` changed; given a ``ground`` (what
lies under ``rect``, e.g. the static layer's piece), the layer is an opaque copy of it
painted over, so text is antialiased against the real background. ``static(surf,
key, paint)`` is the opaque layer under everything (the cloth, the panels'
backgrounds), ``paint()`` making it; it returns that layer. Every key counts the language, the palette and the UI scale
too, so a change of look redraws them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.ui import theme

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.table.table import GameTable


class Layers:
    def __init__(self, table: "GameTable", keep: int = 40) -> None:
        self.table = table
        self.keep = keep                 # layers kept at most (one per card read out adds up)
        self._layers: dict[str, tuple] = {}
        self._static: tuple | None = None

    def _look(self, key) -> tuple:
        return key, self.table.lang, theme.PALETTE_VERSION, self.table.k

    def blit(self, surf: pygame.Surface, name: str, key, rect: pygame.Rect,
             paint: Callable[[pygame.Surface, pygame.Rect], None], ground: pygame.Surface | None = None) -> None:
        look = (self._look(key), rect.size)
        hit = self._layers.get(name)
        if hit is None or hit[0] != look:
            if len(self._layers) > self.keep:
                self._layers.clear()
            layer = ground.copy() if ground is not None else pygame.Surface(rect.size, pygame.SRCALPHA)
            paint(layer, pygame.Rect(0, 0, *rect.size))
            self._layers[name] = hit = (look, layer)
        surf.blit(hit[1], rect)

    def static(self, surf: pygame.Surface, key, paint: Callable[[], pygame.Surface]) -> pygame.Surface:
        look = self._look(key)
        if self._static is None or self._static[0] != look:
            self._static = (look, paint())
        surf.blit(self._static[1], (0, 0))
        return self._static[1]
