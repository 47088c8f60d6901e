"""A guided game, for any table: steps with captions, arrows and completion checks.

Each game writes only its *script* (``game/<g>/tutorial.py``): a list of
:class:`Step` values and, if it wants, the opponent's scripted moves. This
module is the machinery every script shares:

* a caption box (i18n keys, so ja/en follow the language setting) with the
  step count, and an arrow plus a pulsing ring on the step's *target*, a
  place id (``hand:O-002``, ``cell:b2``, ``button:end``) resolved through the
  table's ``place_rect`` -- the same ids the drag controller uses;
* ``allows(action)``: the table asks before applying a player's action; an
  action the step does not want is refused with the step's friendly caption
  (``refusal``), and tables also hide such actions from their gestures;
* completion: a step is done when an applied action's text matches one of its
  ``expect`` patterns (``fnmatch``: ``"summon O-002 c1 W"``,
  ``"use T-009 c1 *"``), or when its ``done(table)`` predicate holds (e.g.
  "the card is in the hand"), or -- for a caption-only step -- on Enter;
* ``scripted(state, seat)``: the next scripted move for a non-human seat
  (action text, parsed by the state), or None to let the table's AI play.

The tutorial never touches the rules: it only filters and watches.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from typing import Any, Callable, Sequence

import pygame

from game.engine import IllegalAction, Place
from game.i18n import t
from game.ui import theme

Target = str | Callable[[Any], "str | None"] | None


def carry(held: str, onto: str) -> Callable[[Any], str]:
    """A step's target for a drag: point at ``held`` until it is picked up, then at ``onto``."""
    place = Place.parse(held)
    return lambda tb: onto if tb.drag.held == place else held


@dataclass(frozen=True)
class Step:
    caption: str                                   # i18n key of what to do now
    target: Target = None                          # place id (or table -> place id) to point at
    expect: tuple[str, ...] = ()                   # action-text patterns that complete the step
    allow: tuple[str, ...] = ()                    # further patterns allowed meanwhile (e.g. "undo")
    done: Callable[[Any], bool] | None = None      # predicate over the table that completes the step
    refuse: str = "tutorial.refuse"                # i18n key shown when the player does something else
    keys: tuple[int, ...] = field(default=())      # caption-only step: these keys continue

    def wants(self, text: str) -> bool:
        return any(fnmatchcase(text, p) for p in self.expect + self.allow)


class Tutorial:
    """Drives a list of steps over a table (``attach(table)``; the table calls the hooks)."""

    def __init__(self, steps: Sequence[Step], script: dict[int, Sequence[str]] | None = None,
                 title: str = "tutorial.title", box: pygame.Rect | None = None) -> None:
        self.steps = list(steps)
        self.box = pygame.Rect(box) if box is not None else None   # where the caption sits
        self.script = {seat: list(moves) for seat, moves in (script or {}).items()}
        self.title = title
        self.index = 0
        self.table: Any = None
        self.history: list[str] = []          # every action text applied by the guided player
        self.on_finish: Callable[[], Any] | None = None

    # -- state ----------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.steps[self.index]

    def attach(self, table) -> None:
        self.table = table

    def advance(self) -> None:
        self.index += 1
        if self.finished and self.on_finish is not None:
            self.on_finish()

    # -- hooks the table calls -------------------------------------------------------------
    def allows(self, action) -> bool:
        st = self.step
        if st is None:
            return True
        return st.wants(action.text() if hasattr(action, "text") else str(action))

    def refusal(self, lang: str | None = None) -> str:
        st = self.step
        return t(st.refuse if st is not None else "tutorial.refuse", lang)

    def applied(self, text: str, seat: int | None = None) -> None:
        """An action was applied; guided-seat actions complete ``expect`` steps."""
        st = self.step
        if st is None or seat not in (None, self.guided_seat()):
            return
        self.history.append(text)
        if st.expect and any(fnmatchcase(text, p) for p in st.expect):
            self.advance()
            self.check()

    def guided_seat(self) -> int:
        tb = self.table
        return getattr(tb, "bottom", 0) if tb is not None else 0

    def check(self) -> None:
        """Advance past every step whose predicate now holds."""
        while self.step is not None and self.step.done is not None and self.table is not None \
                and self.step.done(self.table):
            self.advance()

    def handle(self, event) -> bool:
        """Caption-only steps continue on their keys; True when consumed."""
        st = self.step
        if st is not None and st.keys and event.type == pygame.KEYDOWN and event.key in st.keys:
            self.advance()
            self.check()
            return True
        return False

    def scripted(self, state, seat: int):
        """The next scripted move for ``seat`` if it is legal now, else None (the AI plays)."""
        moves = self.script.get(seat)
        while moves:
            text = moves[0]
            try:
                action = state.parse_action(text)
            except IllegalAction:       # a scripted move for another moment of the lesson
                moves.pop(0)
                continue
            if action in state.legal_actions():
                moves.pop(0)
                return action
            return None
        return None

    # -- drawing ----------------------------------------------------------------------------
    def target_rect(self) -> pygame.Rect | None:
        st, tb = self.step, self.table
        if st is None or tb is None or st.target is None:
            return None
        place = st.target(tb) if callable(st.target) else st.target
        if not place:
            return None
        board = getattr(tb, "board", None)
        if board is None:           # a table of the older kind: its own place ids
            return tb.place_rect(place)
        return board.place_rect(Place.parse(place) if isinstance(place, str) else place)

    def caption_rect(self, lines: int, size: int, k: float = 1.0) -> pygame.Rect:
        h = round(44 * k) + lines * (size + round(6 * k))
        if self.box is not None:
            return pygame.Rect(self.box.x, self.box.y, self.box.width, max(h, round(80 * k)))
        return pygame.Rect(round(392 * k), round(8 * k), round(536 * k), h)

    def caption_layout(self, text: str, k: float = 1.0) -> tuple[int, list[str], pygame.Rect]:
        """(text size, lines, box) of a caption at ``k`` pixels per layout unit. In a
        table's own ``box`` the text shrinks (not below 14 units) rather than spill out
        of that zone over the play area."""
        from game.ui.widgets import wrap_text
        width = (self.box.width if self.box is not None else round(536 * k)) - round(32 * k)
        size = round(20 * k)
        lines = wrap_text(text, size, width)
        while self.box is not None and size > round(14 * k) and \
                self.caption_rect(len(lines), size, k).height > self.box.height:
            size -= 1
            lines = wrap_text(text, size, width)
        return size, lines, self.caption_rect(len(lines), size, k)

    def draw(self, surf: pygame.Surface, clock: float = 0.0) -> None:
        st = self.step
        if st is None:
            return
        k = getattr(self.table, "k", 1.0)
        u = lambda n: max(1, round(n * k))  # noqa: E731
        size, lines, box = self.caption_layout(t(st.caption), k)
        target = self.target_rect()
        if target is not None:
            pulse = u(4 * abs((clock * 2) % 2 - 1))
            ring = target.inflate(u(16) + pulse * 2, u(16) + pulse * 2)
            pygame.draw.rect(surf, (20, 16, 14), ring.inflate(u(6), u(6)), u(3), border_radius=u(14))
            pygame.draw.rect(surf, theme.HIGHLIGHT, ring, u(4), border_radius=u(12))
            self._arrow(surf, box, ring, k)
        # opaque: what lies under the caption (the log, the board) must not show through
        pygame.draw.rect(surf, (18, 14, 12), box, border_radius=u(12))
        pygame.draw.rect(surf, theme.HIGHLIGHT, box, u(3), border_radius=u(12))
        head = t(self.title) + f"  {self.index + 1} / {len(self.steps)}"
        surf.blit(theme.text(head, u(15), theme.GOLD, True), (box.x + u(16), box.y + u(10)))
        y = box.y + u(34)
        for line in lines:
            surf.blit(theme.text(line, size, theme.TEXT, False), (box.x + u(16), y))
            y += size + u(6)

    ARROW = 64      # px: a short arrow at the target, not a line across the table

    @classmethod
    def _arrow(cls, surf, box: pygame.Rect, ring: pygame.Rect, k: float = 1.0) -> None:
        """A short arrow pointing at the ring from the caption's side, ending at its edge:
        it crosses nothing but the few pixels before the target."""
        toward = pygame.Vector2(ring.center) - pygame.Vector2(box.center)
        if toward.length() < 1:
            return
        v = toward.normalize()
        # where the line from the caption meets the ring's edge
        scale = min((ring.width / 2) / abs(v.x) if v.x else float("inf"),
                    (ring.height / 2) / abs(v.y) if v.y else float("inf"))
        end = pygame.Vector2(ring.center) - v * (scale + 2 * k)
        start = end - v * cls.ARROW * k
        if box.collidepoint(start):
            return                  # the caption is right there: no arrow needed
        tip = end - v * 4 * k
        n = pygame.Vector2(-v.y, v.x) * k
        v = v * k
        pygame.draw.line(surf, (20, 16, 14), start, tip - v * 14, round(9 * k))
        pygame.draw.line(surf, theme.HIGHLIGHT, start, tip - v * 14, round(5 * k))
        pygame.draw.polygon(surf, theme.HIGHLIGHT, (tip, tip - v * 22 + n * 13, tip - v * 22 - n * 13))
