"""Table layouts drawn in Tiled: ``levels/tables/<name>.tmx``.

Why Tiled: a table's zones (board, hands, decks, log) are easier to place
and adjust by eye than by numbers in code. The map needs no tiles: one
object layer named ``zones`` holds rectangles, each with a ``name`` (the
zone id, e.g. ``hand.0``) and a kind (Tiled's *Class* field; older maps
used *Type*; a custom ``kind`` property also works), plus any custom
properties.

Why frozen values: pytmx objects are mutable, carry the parser with them
and import pygame at module level; they never leave this loader. Tables
get plain, hashable :class:`Layout` and :class:`Zone` values.

pytmx 3.32 note: it stores every XML attribute on the object with
``setattr``; a Tiled 1.9+ ``class="..."`` attribute therefore lands in
``getattr(obj, "class")`` while ``obj.type`` stays None. Both are read.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Iterable, Mapping

import pygame

from game.paths import resource_path

ZONES_LAYER = "zones"


class LayoutError(Exception):
    """A layout file is missing, unreadable or lacks required zones."""


@dataclass(frozen=True, slots=True)
class Zone:
    name: str
    kind: str
    rect: tuple[int, int, int, int]
    props: tuple[tuple[str, str], ...] = ()

    @property
    def prect(self) -> pygame.Rect:
        """The zone as a (fresh, mutable) pygame.Rect."""
        return pygame.Rect(self.rect)

    @property
    def center(self) -> tuple[int, int]:
        x, y, w, h = self.rect
        return (x + w // 2, y + h // 2)

    def prop(self, key: str, default: str | None = None) -> str | None:
        for k, v in self.props:
            if k == key:
                return v
        return default

    def split(self, count: int, vertical: bool = False) -> tuple[pygame.Rect, ...]:
        """Equal slots inside the zone (hand slots, a row of board cells)."""
        x, y, w, h = self.rect
        if vertical:
            return tuple(pygame.Rect(x, y + h * i // count, w, h * (i + 1) // count - h * i // count)
                         for i in range(count))
        return tuple(pygame.Rect(x + w * i // count, y, w * (i + 1) // count - w * i // count, h)
                     for i in range(count))

    def grid(self, cols: int, rows: int) -> tuple[tuple[pygame.Rect, ...], ...]:
        """rows x cols cells, row-major (``grid[row][col]``)."""
        return tuple(tuple(pygame.Rect(r.x + r.w * i // cols, r.y,
                                       r.w * (i + 1) // cols - r.w * i // cols, r.h)
                           for i in range(cols))
                     for r in self.split(rows, vertical=True))


@dataclass(frozen=True, slots=True)
class Layout:
    name: str
    size: tuple[int, int]
    zones: Mapping[str, Zone]  # read-only view

    def __getitem__(self, name: str) -> Zone:
        return self.zones[name]

    def __contains__(self, name: object) -> bool:
        return name in self.zones

    def of_kind(self, kind: str) -> tuple[Zone, ...]:
        return tuple(z for z in self.zones.values() if z.kind == kind)

    def zone_at(self, pos: tuple[int, int]) -> Zone | None:
        for z in self.zones.values():
            if z.prect.collidepoint(pos):
                return z
        return None

    def crossing(self) -> list[tuple[str, str]]:
        """Pairs of zones that overlap without one holding the other.

        Why: a zone may hold others (a seat holds its name plate), but a
        panel or button that reaches partly into another zone covers it.
        """
        zones = [(n, z.prect) for n, z in self.zones.items()]
        return [(a, b) for i, (a, ra) in enumerate(zones) for b, rb in zones[i + 1:]
                if ra.colliderect(rb) and not (ra.contains(rb) or rb.contains(ra))]

    def outside(self) -> list[str]:
        """Zones not wholly inside the window the layout is drawn for."""
        window = pygame.Rect((0, 0), self.size)
        return [n for n, z in self.zones.items() if not window.contains(z.prect)]


def layout_path(name: str) -> Path:
    return resource_path("levels", "tables", f"{name}.tmx")


def load_layout(name: str, required: Iterable[str] = (), path: Path | str | None = None) -> Layout:
    """Read ``levels/tables/<name>.tmx`` (or ``path``) and check ``required`` zones."""
    import pytmx  # imports pygame; kept here so only UI code pays for it

    path = Path(path) if path is not None else layout_path(name)
    if not path.is_file():
        raise LayoutError(f"layout {name!r}: file not found: {path}")
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises assorted errors on bad XML
        raise LayoutError(f"layout {name!r}: cannot read {path.name}: {exc}") from exc
    layer = next((lay for lay in tmx.layers
                  if isinstance(lay, pytmx.TiledObjectGroup) and lay.name == ZONES_LAYER), None)
    if layer is None:
        raise LayoutError(f"layout {name!r}: no object layer named {ZONES_LAYER!r} in {path.name}")
    zones: dict[str, Zone] = {}
    for obj in layer:
        if not obj.name:
            raise LayoutError(f"layout {name!r}: object id {obj.id} in {ZONES_LAYER!r} has no name")
        if obj.name in zones:
            raise LayoutError(f"layout {name!r}: zone {obj.name!r} defined twice")
        props = {str(k): (str(v).lower() if isinstance(v, bool) else str(v))
                 for k, v in obj.properties.items()}
        kind = props.pop("kind", None) or getattr(obj, "class", None) or obj.type or ""
        rect = (round(obj.x), round(obj.y), round(obj.width), round(obj.height))
        zones[obj.name] = Zone(obj.name, str(kind), rect, tuple(sorted(props.items())))
    missing = [z for z in required if z not in zones]
    if missing:
        raise LayoutError(f"layout {name!r} ({path.name}) is missing required zone(s): "
                          f"{', '.join(missing)}; it has: {', '.join(sorted(zones)) or 'none'}")
    size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    return Layout(name, size, MappingProxyType(zones))
