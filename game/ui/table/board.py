"""The board: a game's table as places and sprites, and its whole look.

A game's :class:`Board` is the one part that knows where things are. Every
sprite of the table is registered under its place (``self.sprites``), so the
framework finds the sprite a gesture picks up, the rectangle to light and
the point a card flies to without knowing the game. A game subclasses it and
writes:

* ``sync(view)`` — rebuild the sprites from the view at the bottom seat;
* ``draw(surf)`` — the whole table (the framework draws its overlays above);
* where places are that have no sprite (a zone, a cell): ``zone_rect(place)``
  and, when the pointer should find them, ``place_at`` (by default the
  topmost sprite under the pointer, then :attr:`zone_places`);
* optionally: how the held card's screen turn reads as the game's ``facing``,
  which cards may be turned, whether a held card shows itself landed on a
  target, its own clicks and keys, what the zoom panel shows.

The board reads the view and the table's public state (``table.view``,
``table.drag``, ``table.bottom``...), never the rules' state, and never takes
a place apart by hand: places are :class:`~game.engine.Place` values.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

import pygame

from game.engine import Place
from game.ui.sprites import CardSprite, fallback_renderer



@dataclass(frozen=True)
class Pile:
    """A pile anyone may look through (a discard, a graveyard): a click on its zone (or its
    ``key``, while no card is held) opens ``cards()`` as a list headed ``title()``;
    ``turned(card)`` says a card lies half round."""
    title: Callable[[], str]
    cards: Callable[[], list]
    turned: Callable[[Any], bool] | None = None
    key: int | None = None


class Board:
    #: the game's card faces (a ``game.ui.kit.FaceCache``); None: plain generic faces
    faces: Any = None
    #: places found under the pointer by their layout zone, in the order they are tried:
    #: (place, zone name); a game lists the zones a gesture may start or end on
    zone_places: tuple[tuple[Place, str], ...] = ()
    #: faces drawn while the table loads and after a change of look, so none is drawn for
    #: the first time mid-animation: these cards at these sizes (layout units)
    warm_cards: tuple = ()
    warm_sizes: tuple[tuple[int, int], ...] = ()
    #: the zoom panel's faces drawn while the table loads, for every face-up card on the
    #: table: one size per number of text lines the panel shows under a face (kit.zoom_size)
    zoom_lines: tuple[int, ...] = ()

    def __init__(self, table) -> None:
        self.table = table
        self.zone = table.zone
        self.sprites: dict[Place, CardSprite] = {}
        #: the action a chooser asks the player to confirm (see ``confirm_first``), meanwhile
        self.confirming = None
        self._warm_faces()

    # -- what the game adds to the table ------------------------------------------------
    def controls(self) -> tuple:
        """The table's buttons (``Control`` declarations; undo is the framework's)."""
        return ()

    def choosing(self):
        """Choosing several cards before confirming (a mulligan): a ``Choosing``, or None."""
        return None

    def finished(self, result) -> None:
        """A game played at this table ended: the game's own record of it (a campaign run)."""

    # -- the registry ---------------------------------------------------------------
    def put(self, place: Place, sprite: CardSprite) -> CardSprite:
        """Register ``sprite`` as the one at ``place`` (its ``place_id`` follows)."""
        sprite.place_id = place
        sprite.k = self.table.k
        self.sprites[place] = sprite
        return sprite

    def take(self, place: Place) -> CardSprite | None:
        return self.sprites.pop(place, None)

    def move(self, src: Place, dst: Place, in_place: bool = False) -> CardSprite | None:
        """The sprite at ``src`` now lies at ``dst`` (it does not move on screen by itself);
        ``in_place``: it keeps its turn in the drawing order (a piece turned up where it lies)."""
        if in_place and src in self.sprites:
            self.sprites = {(dst if p == src else p): s for p, s in self.sprites.items()}
            return self.put(dst, self.sprites[dst])
        sprite = self.sprites.pop(src, None)
        if sprite is not None:
            self.put(dst, sprite)
        return sprite

    def lay(self, place: Place, card: Any, pos: tuple[int, int], size: tuple[int, int], slide: float = 0.0,
            **look) -> CardSprite:
        """The sprite of ``card`` at ``place``, resting at ``pos``: made (``size``, ``look``:
        the sprite's other arguments) when there is none or it shows another card, else sent
        home there — at once, or sliding for ``slide`` seconds. The held card stays in hand."""
        sprite = self.sprites.get(place)
        if sprite is None or sprite.card != card:
            return self.put(place, CardSprite(card, place, pos, renderer=self.face, size=size, **look))
        if sprite is not self.table.drag.held_sprite:
            if slide:
                sprite.move_to(pos, slide)
            else:
                sprite.set_pos(pos)
                sprite.home = sprite.pos
        return sprite

    def relay(self, kept: dict, place: Place, card: Any, pos: tuple[int, int], size: tuple[int, int],
              quarters: int = 0) -> tuple[CardSprite, bool]:
        """For a board that lays every card out anew from the view (its registry emptied,
        the old one ``kept``): the sprite of ``card`` at ``place``, registered there, and
        whether it is new. The kept one while it shows this card at this size — shown again,
        at ``pos`` at once (unless it is sliding there now) and turned ``quarters`` at once;
        else a new sprite."""
        sprite = kept.get(place)
        fresh = sprite is None or sprite.card != card or sprite.size != size
        if fresh:
            sprite = CardSprite(card, place, pos, renderer=self.face, size=size, angle=quarters,
                                face_up=card is not None)
        else:
            sprite.visible, sprite.alpha = True, 255
            home = sprite.busy and sprite.home == (float(pos[0]), float(pos[1])) and sprite.angle == quarters
            if not home:                        # not while it slides to this very place
                sprite.set_pos(pos)
                sprite.home = sprite.pos
                if sprite.angle != quarters or round(sprite.rot) % 360 != 90 * quarters:
                    sprite.rotate_to(quarters, 0.0)
                    sprite.rot = 90.0 * quarters
        self.put(place, sprite)
        return sprite, fresh

    def keep_only(self, places: Iterable[Place]) -> None:
        keep = set(places)
        for place in [p for p in self.sprites if p not in keep]:
            del self.sprites[place]

    def lay_out(self, pieces: Iterable[tuple]) -> None:
        """The sprites become ``pieces`` — ``(place, card, face_up, size, pos, angle, alpha)``
        in drawing order, ``size`` a width (a card's height follows) or (w, h) — keeping
        each place's sprite across calls so its animations carry on: a new size makes a new
        sprite, a new card is shown, a new position is glided to; the held sprite stays put."""
        old, held = self.sprites, self.table.drag.held_sprite
        self.sprites = {}
        for place, card, up, size, pos, angle, alpha in pieces:
            size = (size, round(size * 1.36)) if isinstance(size, int) else tuple(size)
            sprite = old.get(place)
            if sprite is None or sprite.size != size:
                sprite = CardSprite(card, place, pos, renderer=self.face, size=size, face_up=up, angle=angle)
            else:
                if sprite.card != card:
                    sprite.set_card(card, up)
                elif sprite.face_up != up and not sprite.busy:
                    sprite.face_up = up
                if sprite is not held and (round(sprite.home[0]), round(sprite.home[1])) != (round(pos[0]),
                                                                                             round(pos[1])):
                    sprite.move_to(pos, 0.18)
                if sprite is not held and sprite.angle != angle:
                    sprite.rotate_to(angle, 0.0)
            sprite.alpha = alpha
            self.put(place, sprite)

    def swapped(self, kept: dict, a: Place, b: Place, dur: float = 0.35) -> bool:
        """The cards at ``a`` and ``b`` traded places since the arrangement ``kept`` (a main
        and a sub character swapped): each new sprite slides and turns from where the other
        card lay to its home. True when they did."""
        was_a, was_b, now_a, now_b = kept.get(a), kept.get(b), self.sprites.get(a), self.sprites.get(b)
        if None in (was_a, was_b, now_a, now_b) or now_a is was_a:
            return False
        if (was_a.card, was_b.card) != (now_b.card, now_a.card):
            return False
        for new, old in ((now_a, was_b), (now_b, was_a)):
            home, quarters = new.home, new.angle
            new.pos, new.rot = old.pos, old.rot
            new.move_to(home, dur)
            new.rotate_to(quarters, dur)
        return True

    def sprite_at(self, place: Place | None) -> CardSprite | None:
        return self.sprites.get(place) if place is not None else None

    def sprite_for(self, place: Place) -> CardSprite | None:
        """The sprite a gesture from ``place`` picks up (None: it stays, an arrow aims)."""
        return self.sprite_at(place)

    def all_sprites(self) -> list[CardSprite]:
        """Every resting sprite (updated each frame), in the order they are drawn."""
        return list(self.sprites.values())

    # -- where places are ---------------------------------------------------------------
    def place_at(self, pos: tuple[int, int]) -> Place | None:
        """The place under the pointer: the topmost sprite (the held one excepted), else a
        zone of :attr:`zone_places`."""
        held = self.table.drag.held_sprite
        for place, sprite in reversed(list(self.sprites.items())):
            if sprite is not held and getattr(sprite, "visible", True) and sprite.contains(pos):
                return place
        for place, zone in self.zone_places:
            rect = self.zone.get(zone)
            if rect is not None and rect.collidepoint(pos):
                return place
        return None

    def places_at(self, pos: tuple[int, int]) -> list[Place]:
        """Every place under the pointer, the topmost first (a card, then the zone it lies in)."""
        found = [p for p, s in reversed(list(self.sprites.items())) if s is not self.table.drag.held_sprite
                 and getattr(s, "visible", True) and s.contains(pos)]
        return found + [p for p, zone in self.zone_places if (r := self.zone.get(zone)) is not None
                        and r.collidepoint(pos)]

    def wanted_first(self, found: list[Place]) -> Place | None:
        """Of the places under the pointer (``places_at``), the one a gesture wants: a lit
        target while a card is held, else one a gesture may start from (the table free),
        else the topmost."""
        drag = self.table.drag
        wanted = drag.lit_targets if drag.holding else (set(drag.sources()) if not self.table.blocked() else ())
        return next((p for p in found if p in wanted), found[0]) if found else None

    def zone_rect(self, place: Place) -> pygame.Rect | None:
        """The rectangle of a place that has no sprite (a zone, a cell); None: not shown."""
        for known, zone in self.zone_places:
            if known == place:
                return self.zone.get(zone)
        return None

    def place_rect(self, place: Place) -> pygame.Rect | None:
        if place.is_button:
            button = self.table.controls.button(place.key)
            return button.rect if button is not None else None
        sprite = self.sprites.get(place)
        return sprite.rect if sprite is not None else self.zone_rect(place)

    def place_centre(self, place: Place, card: Any = None) -> tuple[int, int]:
        """Where a card going to (or coming from) ``place`` is drawn: its sprite, its rect,
        the whole zone of its kind, else the middle of the table."""
        sprite = self.sprites.get(place)
        if sprite is not None:
            return int(sprite.pos[0]), int(sprite.pos[1])
        rect = self.place_rect(place) or self.zone_rect(place.zone())
        if rect is not None:
            return rect.center
        w, h = pygame.display.get_surface().get_size() if pygame.display.get_surface() else (1280, 720)
        return w // 2, h // 2

    def offered(self, legal):
        """The legal actions as the board offers them to gestures: a set of cards chosen on
        the board may add the same set led by another of its cards (the rules take it in
        any order), so any chosen card can be dragged."""
        return legal

    # -- the held card ------------------------------------------------------------------
    def can_turn(self, place: Place) -> bool:
        """May the card picked up at ``place`` be turned while held (R, wheel, right click)?"""
        return False

    def facing(self, quarters: int, place: Place) -> Any:
        """The game's facing for a held card turned ``quarters`` screen quarter turns
        (None: no facing; the rules then ignore it)."""
        return None

    def quarters(self, facing: Any, place: Place) -> int:
        """Screen quarter turns of a card lying ``facing`` at ``place`` (events turn sprites)."""
        return int(facing) % 4 if isinstance(facing, int) else 0

    def snaps(self, target: Place) -> bool:
        """Does the held card show itself landed on the lit ``target`` while over it?"""
        return True

    def turned(self, quarters: int) -> None:
        """The held card was just turned to ``quarters`` (a game may count the turns instead
        of reading a facing from them: how many cards to take)."""

    def held_key(self, event: pygame.event.Event) -> bool:
        """A key of the game's own while a card is held (before buttons and the drag
        controller see it); True = used."""
        return False

    # -- faces and piles -------------------------------------------------------------
    def face(self, card, size, face_up) -> pygame.Surface:
        """The sprites' renderer."""
        if self.faces is None:
            return fallback_renderer(card, size, face_up)
        return self.faces.face(card, size, face_up, self.table.lang, self.table.k)

    def warming(self) -> list[tuple[tuple, tuple]]:
        """The faces drawn while the table loads and after a change of look: groups of
        (cards, sizes in layout units); by default :attr:`warm_cards` at :attr:`warm_sizes`
        (a board whose cards show at sizes of their own, or only in some games, says so)."""
        return [(self.warm_cards, self.warm_sizes)] if self.warm_sizes else []

    def _warm_faces(self) -> None:
        """Draw the faces :meth:`warming` names now (private: called at the board's birth and
        after a change of look)."""
        if self.faces is not None:
            tb = self.table
            for cards, sizes in self.warming():
                self.faces.warm(list(cards), [tb.card(s) for s in sizes], tb.lang, tb.k)

    def piles(self) -> dict[str, Pile]:
        """Zones that open a browsable card list on a click."""
        return {}

    # -- the game's own input and looks ------------------------------------------------
    def click(self, event: pygame.event.Event) -> bool:
        """A click the gestures do not own (a handle, a right click on a piece); True = used."""
        return False

    def key(self, event: pygame.event.Event, focus: Place | None) -> bool:
        """A key of the game's own (R on a focused piece); True = used."""
        return False

    def enter(self, place: Place) -> bool:
        """Enter on the focused ``place``, before the framework picks it up: a board whose
        pieces act where they lie (an ability used as is) does that here; True = done."""
        return False

    def ring(self) -> list[Place] | None:
        """The keyboard ring while the board wants its own (None: the framework's). Asked
        even while the table waits for someone else (a board may let its owner look at
        their own hidden cards meanwhile); never while a card is held."""
        return None

    def confirm_first(self, action) -> bool:
        """Must the player confirm ``action`` in a chooser before it is played (an area
        attack shows everyone it hits)?"""
        return False

    def pulsing(self) -> bool:
        """Something on the board pulses to draw the eye (frames are drawn for it)."""
        return False

    def sync(self, view) -> None:
        """Rebuild the sprites and whatever is drawn from ``view``."""

    def update(self, dt: float) -> None:
        """Every frame: the sprites move on (a game adds its own bookkeeping)."""
        for sprite in self.all_sprites():
            sprite.update(dt)

    def resized(self) -> None:
        """The table's scale changed (``table.zone`` already holds the new rectangles): every
        sprite is made again at its new size and place. A board that keeps geometry of its
        own computes it again here first."""
        self.sprites.clear()
        self.refresh_look()

    def refresh_look(self) -> None:
        """The language, palette or scale changed: drop what was drawn with the old one."""
        for sprite in self.sprites.values():
            sprite.set_card(sprite.card)
        self._warm_faces()

    def draw(self, surf: pygame.Surface) -> None:
        """The whole table; the framework draws buttons, the held card, marks and messages above."""
        for sprite in self.sprites.values():
            sprite.draw(surf)

    def draw_kinds(self, surf: pygame.Surface, kinds) -> None:
        """The resting sprites of places of these ``kinds``, in their order, each leaning
        where the mirror moves it for a moment (``Mirror.lunge``); the held card is drawn
        last, by the framework."""
        held = self.table.drag.held_sprite if self.table.drag.mode == "drag" else None
        for place, sprite in self.sprites.items():
            if place.kind in kinds and sprite is not held:
                off = self.table.mirror.offset(place)
                if off != (0.0, 0.0):
                    sprite.pos = (sprite.home[0] + off[0], sprite.home[1] + off[1])
                sprite.draw(surf)

    def draw_held(self, surf: pygame.Surface) -> None:
        """The held card on top of everything (a game adds reach marks, an aim)."""
        self.table.drag.draw_held(surf)
