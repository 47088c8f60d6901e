"""A decision panel: what the person at the screen is asked now, in words, in a zone of
the table, with a button per answer.

A game whose decisions are many and varied (ジントリガー: an attack's four answers, draws,
the 拠点 limit, set-up items...) keeps them in a panel rather than a chooser popping
up over the board. It gives the panel ``content()``: the question (a heading) and
its :class:`Section` s — each a title (with an optional shape ``mark`` the game
draws), an explanation, the :class:`Choice` s that answer it, or a ``note`` saying
why there are none — or None when nothing is asked. The panel lays itself out at
the UI scale, shrinking (explanations go first, then smaller print, then equal
columns, never under 12 units) until it fits its zone, and registers each choice as
a control of the table (``opt<i>``) while the decision lasts: the focus ring reaches
them first (:meth:`ring`), Enter presses them, and a hovered one names its card
for the zoom panel (:meth:`hovered_card`). A decision asked again with fewer
choices (items added one by one) keeps every remaining button where it was, so a
second click hits what it aimed at. While nothing is asked the panel rests: a title
and a few lines (``idle_words()``, what a turn is made of, say), drawn once per
``idle_key()``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from game.engine import button
from game.ui import theme
from game.ui.kit import fit_text
from game.ui.table.controls import Control
from game.ui.table.layers import Layers
from game.ui.widgets import Button, panel_bg, wrap_cached

#: ``mark(surface, kind, centre, radius)``: a game's shape for an answer's kind
MarkPainter = Callable[[pygame.Surface, str, tuple[int, int], int], None]


@dataclass
class Choice:
    """One answer: its words, the action it plays, the card it is about (the zoom panel
    shows it while the button is hovered) and its kind (the game's mark and edge)."""
    label: str
    action: Any
    card: Any = None
    kind: str = ""


@dataclass
class Section:
    title: str
    explain: str = ""
    options: list[Choice] = field(default_factory=list)
    note: str = ""
    mark: str | None = None


class ChoiceButton(Button):
    """A decision's choice: its text shrinks to fit, a shape mark says the answer's kind."""

    opt: Choice | None = None
    panel: "DecisionPanel | None" = None
    least = 12          # the smallest print, in pixels (12 layout units)

    def draw(self, surface: pygame.Surface) -> None:
        r, panel = self.rect, self.panel
        u = lambda n: max(1, round(n * r.height / 30))  # noqa: E731  (lengths grow with the button)
        pygame.draw.rect(surface, (96, 60, 40) if self.hovered else (56, 62, 72), r, border_radius=u(7))
        edge = theme.HIGHLIGHT if self.focused or self.hovered else panel.colours.get(self.opt.kind,
                                                                                       theme.PANEL_EDGE)
        pygame.draw.rect(surface, edge, r, u(3) if self.focused else u(2), border_radius=u(7))
        x = r.x + u(8)
        if self.opt.kind and panel.mark is not None:
            m = max(u(5), r.height // 5)
            panel.mark(surface, self.opt.kind, (x + m, r.centery), m)
            x += 2 * m + u(6)
        img = fit_text(self.label, self.size, r.right - x - u(6), theme.TEXT, True, min_size=self.least)
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))


class DecisionPanel:
    """Lays the content out in its zone and owns the choices' buttons (registered on the
    table's controls). ``family()`` names the decision asked (default: the view's
    decision's kind and seat): the same family asked again keeps its buttons in place."""

    def __init__(self, table, zone: str, content: Callable[[], tuple[str, list[Section]] | None],
                 mark: MarkPainter | None = None, colours: dict[str, tuple] | None = None,
                 family: Callable[[], Any] | None = None, idle_key: Callable[[], Any] | None = None,
                 idle_words: Callable[[], tuple[str, str]] | None = None) -> None:
        self.tb, self.zone = table, zone
        self.content, self.mark, self.colours = content, mark, colours or {}
        self.family = family or (lambda: (table.view.decision.kind, table.view.decision.seat)
                                 if table.view.decision is not None else None)
        self.rect = table.zone[zone]
        self.idle_key, self.idle_words = idle_key, idle_words
        self.layers = Layers(table)
        self.heading = ""
        self.sections: list[Section] = []
        self.items: list[tuple] = []        # what draw() draws: ("text", img, pos) / ("mark", kind, pos, r)
        self.names: list[str] = []
        #: the last layout's buttons by action, the decision they answered and how it was laid out
        self.kept: dict[str, pygame.Rect] = {}
        self.kept_for: tuple | None = None
        self.kept_how: tuple = ()

    def resized(self) -> None:
        self.rect = self.tb.zone[self.zone]

    def clear(self) -> None:
        for name in self.names:
            self.tb.controls.remove(name)
        self.names = []
        self.items = []
        self.heading = ""
        self.sections = []

    # -- layout ----------------------------------------------------------------------------------
    def rebuild(self) -> None:
        """The view changed: ask the content again and lay it out (every choice is listed
        also while the last animation still plays; its button waits for the table)."""
        self.clear()
        got = self.content() if self.tb.my_turn() else None
        if got is None:
            return
        self.heading, self.sections = got
        family = (self.family(), self.rect.size)
        texts = {o.action.text() for sec in self.sections for o in sec.options}
        if family == self.kept_for and texts and texts <= set(self.kept):
            s, explain, cols = self.kept_how
            self._layout(s, explain, force=True, cols=cols, keep=self.kept)
            return
        self.kept_for = family
        scale = self.tb.k
        for explain in (True, False):
            for shrink in (1.0, 0.9, 0.8, 0.7, 0.62):
                if self._layout(scale * shrink, explain):
                    return
        # many choices at a large scale: equal columns, then smaller print (never under 12
        # units), until all fit
        for shrink in (0.62, 0.5):
            for cols in (2, 3):
                if self._layout(scale * shrink, False, cols=cols):
                    return
        self._layout(0.5 * scale, False, cols=3, force=True)

    def _layout(self, s: float, explain: bool, force: bool = False, cols: int = 0, keep=None) -> bool:
        """Lay the panel out at ``s`` pixels per layout unit (the table's, or less to fit);
        False when it does not fit (``force``: keep it anyway). ``cols``: the choices in that
        many equal columns (0: each as wide as its words). ``keep``: each choice's button
        where an earlier layout put it."""
        for name in self.names:
            self.tb.controls.remove(name)
        self.names, self.items = [], []
        k = self.tb.k
        u = lambda n: round(n * k)  # noqa: E731  (layout units to pixels)
        r = self.rect.inflate(-u(16), -u(14))
        y = r.y
        head = max(u(12), round(16 * s))
        text = max(u(12), round(13 * s))
        bsize = max(u(12), round(15 * s))
        bh = max(u(22), round(30 * s))
        for line in wrap_cached(self.heading, head, r.width, True):
            self.items.append(("text", theme.text(line, head, theme.GOLD, True), (r.x, y)))
            y += head + u(4)
        y += u(4)
        pending: list[tuple[pygame.Rect, Choice]] = []
        for sec in self.sections:
            if sec.title:
                x = r.x
                if sec.mark and self.mark is not None:
                    m = max(u(5), head // 2)
                    self.items.append(("mark", sec.mark, (x + m, y + head // 2 + 1), m))
                    x += 2 * m + u(6)
                self.items.append(("text", theme.text(sec.title, head, theme.TEXT, True), (x, y)))
                y += head + u(4)
            if explain and sec.explain:
                for line in wrap_cached(sec.explain, text, r.width):
                    self.items.append(("text", theme.text(line, text, theme.TEXT_DIM), (r.x, y)))
                    y += text + u(3)
                y += u(2)
            if sec.options:
                x = r.x
                for o in sec.options:
                    w = (r.width - u(6) * (cols - 1)) // cols if cols else \
                        min(r.width, theme.font(bsize, True).size(o.label)[0] + u(24) + (bh // 2 if o.kind else 0))
                    if x > r.x and x + w > r.right:
                        x = r.x
                        y += bh + u(5)
                    pending.append((pygame.Rect(x, y, w, bh), o))
                    x += w + u(6)
                y += bh + u(8)
            elif sec.note:
                for line in wrap_cached(sec.note, text, r.width):
                    self.items.append(("text", theme.text(line, text, (200, 150, 130)), (r.x, y)))
                    y += text + u(3)
                y += u(6)
        if y > r.bottom and not force:
            return False
        if keep is not None:
            pending = [(keep[o.action.text()], o) for _rect, o in pending]
        else:
            self.kept = {o.action.text(): rect for rect, o in pending}
            self.kept_how = (s, explain, cols)
        for i, (rect, o) in enumerate(pending):
            name = f"opt{i}"
            button = self.tb.controls.add(Control(name, self.zone, o.label, press=lambda o=o: self.choose(o)), rect,
                                          ChoiceButton)
            button.opt, button.panel, button.size, button.least = o, self, bsize, u(12)      # already in pixels
            self.names.append(name)
        return True

    # -- answers -----------------------------------------------------------------------------------
    def choose(self, opt: Choice) -> None:
        """A choice's button: its action is played."""
        tb = self.tb
        if tb.blocked() or opt.action is None:
            return
        tb.drag.cancel(snap=False)
        tb.drag.focus = None
        tb.commit(opt.action)

    def button_for(self, place):
        """The button of the choice whose action a press of ``place`` (``button:cover``) is."""
        for name in self.names:
            button = self.tb.controls.button(name)
            if button is not None and getattr(button.opt.action, "source", None) == place:
                return button
        return None

    def ring(self) -> list | None:
        """The keyboard ring while choices are offered: the answers first, then what the
        framework offers (None: the framework's own)."""
        tb = self.tb
        if tb.blocked() or not self.names:
            return None
        answers = [button(n) for n in self.names]
        rest = tb.drag.sources() + tb.controls.ring()
        return answers + [p for p in rest if p not in answers]

    def hovered_card(self):
        for name in self.names:
            b = self.tb.controls.button(name)
            if b is not None and (b.hovered or b.focused):
                return b.opt.card
        return None

    # -- drawing ---------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return bool(self.items)

    def forget(self) -> None:
        """Draw the resting panel anew next time (its words are read again)."""
        self.layers = Layers(self.tb)

    def draw(self, surf: pygame.Surface) -> None:
        if not self.active:
            if self.idle_words is not None:
                key = self.idle_key() if self.idle_key is not None else None
                self.layers.blit(surf, "idle", key, self.rect, self._idle)
            return
        surf.blit(panel_bg(self.rect.size, theme.HIGHLIGHT if self.names else theme.PANEL_EDGE, 250), self.rect)
        for item in self.items:
            if item[0] == "text":
                surf.blit(item[1], item[2])
            elif self.mark is not None:
                self.mark(surf, item[1], item[2], item[3])

    def _idle(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The resting panel: its title, then its lines as far as they fit."""
        px = self.tb.px
        surf.blit(panel_bg(rect.size, theme.PANEL_EDGE, 250), rect)
        r = rect.inflate(-px(16), -px(14))
        title, body = self.idle_words()
        head, size = px(16), px(13)
        y = r.y
        for line in wrap_cached(title, head, r.width, True):
            surf.blit(theme.text(line, head, theme.GOLD, True), (r.x, y))
            y += head + px(4)
        y += px(4)
        for line in wrap_cached(body, size, r.width):
            if y + size > r.bottom:
                break
            if line:
                surf.blit(theme.text(line, size, theme.TEXT_DIM), (r.x, y))
            y += size + px(4)
