"""The table kit: pieces every game's table draws the same way.

* :class:`FaceCache` — a game's card-face renderer behind one cache: small
  faces (board, hand) kept, large ones (the zoom panel) in a short LRU;
* :func:`fan_slots` — where the cards of a hand sit in a zone (overlapping
  when there are many), :func:`grid_slots` — a choice of cards in one or two
  rows, :func:`grid_fit` — a choice in the rows and columns that make its cards
  largest (all three in :mod:`game.ui.slots`); :func:`draw_backs` — someone else's
  hand as backs with a count;
* :func:`draw_pile` — a deck or discard with its top card and a count;
  :class:`CardListOverlay` — the pile opened as a browsable list (hover to
  read a card in the zoom panel);
* :func:`draw_player_frame` — a seat's panel: backdrop, seat colour, name, "to
  move" / "thinking…"; the game draws its numbers below the returned y;
* :func:`draw_zoom` — the big card under the pointer with a line of extra text, or a
  hint and a legend of the table's marks;
* :func:`blank_card` — a rounded card with nothing on it yet, to draw a face on;
* :func:`draw_wrapped` — wrapped text with the wrapping cached, :func:`fitting` the
  size at which it fits a box, :func:`text_fits` whether it does and
  :func:`text_if_it_fits` a card's text drawn only when all of it fits; :func:`put` and
  :func:`boxed` — an image placed by one of its points, or centred on a rounded box;
  :func:`pill` — a word in a rounded pill; :func:`under_point` — a label and its hint
  under a held card's pointer; :func:`fraction_bar` — a share (a chance) as a bar;
  :func:`coin` — a round token with its mark (or the empty ring of one lost).
"""
from __future__ import annotations

import weakref
from collections import OrderedDict
from typing import Callable, Sequence

import pygame

from game.i18n import get_lang, t
from game.ui import theme
from game.ui.scene import ClickAwayOverlay
from game.ui.slots import fan_slots, grid_fit, grid_slots  # noqa: F401  (the kit's: where cards sit)
from game.ui.widgets import draw_wrapped, panel_bg, wrap_cached  # noqa: F401  (draw_wrapped: the kit's too)

#: face(card | None, (w, h), face_up, lang, k) -> Surface of exactly that size, drawn at
#: ``k`` pixels per layout unit (the table's scale: the same card at any size, sharper)
FaceRenderer = Callable[[str | None, tuple[int, int], bool, str, float], pygame.Surface]


class FaceCache:
    """A game's face renderer behind a cache keyed by card, size, side, language,
    scale and palette. Faces at least ``big_width`` wide are kept only in a
    short LRU: they are shown one at a time, and every card at every zoom size
    would add up to tens of MB over a session."""

    #: every face cache made (a change of look, or a test that watches faces being
    #: drawn, empties them all: :meth:`clear_all`)
    every: "weakref.WeakSet[FaceCache]" = weakref.WeakSet()

    def __init__(self, render: FaceRenderer, big_width: int = 160, big_keep: int = 4) -> None:
        FaceCache.every.add(self)
        self.render = render
        self.big_width, self.big_keep = big_width, big_keep
        self._small: dict[tuple, pygame.Surface] = {}
        self._big: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._palette = theme.PALETTE_VERSION

    def face(self, card: str | None, size: tuple[int, int], face_up: bool = True, lang: str | None = None,
             k: float = 1.0) -> pygame.Surface:
        if self._palette != theme.PALETTE_VERSION:
            self.clear()
            self._palette = theme.PALETTE_VERSION
        lang = lang or get_lang()
        key = (card, tuple(size), face_up and card is not None, lang, k)
        if key[2] and size[0] >= self.big_width * k:
            img = self._big.get(key)
            if img is None:
                img = self._big[key] = self.render(card, tuple(size), True, lang, k)
                while len(self._big) > self.big_keep:
                    self._big.popitem(last=False)
            else:
                self._big.move_to_end(key)
            return img
        img = self._small.get(key)
        if img is None:
            img = self._small[key] = self.render(card, tuple(size), key[2], lang, k)
        return img

    def back(self, size: tuple[int, int], k: float = 1.0) -> pygame.Surface:
        return self.face(None, size, False, None, k)

    def warm(self, cards: Sequence[str], sizes: Sequence[tuple[int, int]], lang: str,
             k: float = 1.0, backs: Sequence = (None,)) -> None:
        """Render every face at the table's sizes up front (no hitch mid-animation), and the
        ``backs`` (the keys drawn face down: a game whose kinds of card have backs of their
        own names them; none for cards never shown face down)."""
        for size in sizes:
            for back in backs:
                if back is None:
                    self.back(size, k)
                else:
                    self.face(back, size, False, lang, k)
            for card in cards:
                self.face(card, size, True, lang, k)

    def clear(self) -> None:
        self._small.clear()
        self._big.clear()

    @classmethod
    def clear_all(cls) -> None:
        """Empty every game's face cache: each face is drawn again when next shown."""
        for cache in list(cls.every):
            cache.clear()

    def __len__(self) -> int:
        return len(self._small) + len(self._big)


def fit_text(s: str, size: int, width: int, colour, bold: bool = True, min_size: int = 12,
             ellipsis: bool = False) -> pygame.Surface:
    """One line of text, shrunk (not below ``min_size``) to fit ``width``; then cut with
    "…" (``ellipsis``: a name stays readable, the full one is shown elsewhere) or squeezed."""
    if not s or width <= 0:
        if s:
            theme.overflow(s, (width, size), "cut")
        # nothing to squeeze (pygame's smoothscale crashes the process on a surface 0 wide)
        return pygame.Surface((0, theme.font(size, bold).get_height()), pygame.SRCALPHA)
    img = theme.text(s, size, colour, bold)
    while img.get_width() > width and size > min_size:
        size -= 1
        img = theme.text(s, size, colour, bold)
    if img.get_width() > width and ellipsis:
        words = s.replace(",", "").split()
        while len(words) > 1 and img.get_width() > width:     # drop whole words first
            words.pop()
            img = theme.text(" ".join(words) + "…", size, colour, bold)
        cut = " ".join(words)
        while len(cut) > 1 and img.get_width() > width:
            cut = cut[:-1]
            img = theme.text(cut + "…", size, colour, bold)
    if img.get_width() > width:
        theme.overflow(s, (width, img.get_height()), "squeezed")
        img = theme.squeeze(img, width)
    return img


def draw_text_block(surf: pygame.Surface, text: str, rect: pygame.Rect, size: int, colour=theme.CARD_EDGE,
                    min_size: int = 8) -> None:
    """Wrapped text filling ``rect``: the size shrinks (to ``min_size``) until it fits,
    and lines that still do not fit are left out (a card's effect text)."""
    while size > min_size:
        lines = wrap_cached(text, size, rect.width)
        if len(lines) * (size + 3) <= rect.height:
            break
        size -= 1
    else:
        lines = wrap_cached(text, size, rect.width)
    y = rect.top
    for line in lines:
        if y + size > rect.bottom + 2:
            theme.overflow(text, rect.size, "cut")
            break
        surf.blit(theme.text(line, size, colour), (rect.left, y))
        y += size + 3


def centred_lines(surf: pygame.Surface, text: str, size: int, rect: pygame.Rect, colour, k: float = 1.0,
                  bold: bool = True) -> None:
    """``text`` wrapped to ``rect``'s width (less 8 layout units), its lines centred in
    ``rect`` 2 units apart (an empty slot's name)."""
    u = _u(k)
    lines = wrap_cached(text, size, rect.width - u(8), bold)
    y = rect.centery - len(lines) * (size + u(2)) // 2
    for line in lines:
        img = theme.text(line, size, colour, bold)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += size + u(2)


def shrink_to(size: int, least: int, fits: Callable[[int], bool]) -> int:
    """The largest print size from ``size`` down to ``least`` at which ``fits(size)`` (a row
    of words and marks measured at that size); ``least`` when none does."""
    while size > least and not fits(size):
        size -= 1
    return size


def card_strip(surf: pygame.Surface, x: int, y: int, label: pygame.Surface, faces: Sequence[pygame.Surface],
               size: tuple[int, int], k: float = 1.0, edge=theme.HIGHLIGHT, fill=(20, 16, 14)) -> pygame.Rect:
    """A few cards of ``size`` shown face up in a row under their ``label``, framed, from
    ``(x, y)`` (a hand a card let the player see); its box."""
    u, (w, h) = _u(k), size
    box = pygame.Rect(x - u(4), y - u(2), max(label.get_width() + u(8), len(faces) * (w + u(4)) + u(8)), h + u(22))
    pygame.draw.rect(surf, fill, box, border_radius=u(6))
    pygame.draw.rect(surf, edge, box, max(1, u(1)), border_radius=u(6))
    surf.blit(label, (x, y))
    for i, face in enumerate(faces):
        surf.blit(face, (x + i * (w + u(4)), y + u(16)))
    return box


def fitting(text: str, size: int, least: int, rect: pygame.Rect, line_gap: int = 4) -> int:
    """The largest text size from ``size`` down to ``least`` at which ``text``, wrapped to
    ``rect``'s width with lines ``line_gap`` apart (``draw_wrapped``), fits its height."""
    while size > least and len(wrap_cached(text, size, rect.w)) * (size + line_gap) > rect.h:
        size -= 1
    return size


def text_fits(text: str, size: int, rect: pygame.Rect, line_gap: int = 3) -> bool:
    """Does all of ``text``, wrapped to ``rect``'s width at ``size`` pixels with lines
    ``line_gap`` apart (``draw_text_block``), fit its height (2 pixels to spare)?"""
    return len(wrap_cached(text, size, rect.w)) * (size + line_gap) <= rect.h + 2


def text_if_it_fits(surf: pygame.Surface, text: str, rect: pygame.Rect, size: int, least: int,
                    colour=theme.CARD_EDGE) -> bool:
    """A card's text in ``rect``, from ``size`` down to ``least`` pixels, only when all of it
    fits: a rule cut off would mislead (the zoom panel shows the whole card). Drawn?"""
    size = fitting(text, size, least, rect, 3)
    if not text_fits(text, size, rect):
        return False
    draw_text_block(surf, text, rect, size, colour, least)
    return True


def blank_card(size: tuple[int, int], fill, k: float = 1.0, edge=theme.CARD_EDGE,
               radius: int | None = None) -> pygame.Surface:
    """A card of ``size`` pixels with nothing on it yet: ``fill`` framed in ``edge`` (2 layout
    units wide, ``k`` pixels a unit), its corners ``radius`` (a tenth of its width, at least
    4 units, unless given)."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = radius if radius is not None else max(round(4 * k), w // 10)
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=r)
    pygame.draw.rect(surf, edge, (0, 0, w, h), max(1, round(2 * k)), border_radius=r)
    return surf


def put(surf: pygame.Surface, img: pygame.Surface, **at) -> pygame.Rect:
    """Blit ``img`` with one of its points where ``at`` says (``midtop=(x, y)``); its rect."""
    rect = img.get_rect(**at)
    surf.blit(img, rect)
    return rect


def shape(surf: pygame.Surface, kind: str, centre: tuple[int, int], r: int, colour) -> None:
    """A mark that tells a kind apart by its shape, not its colour alone (colour-blind
    players): a ``ring``, a ``triangle``, a ``shield`` or a ``cross`` of radius ``r``."""
    x, y = centre
    if kind == "ring":
        pygame.draw.circle(surf, colour, (x, y), r, max(2, r // 3))
    elif kind == "triangle":
        pygame.draw.polygon(surf, colour, [(x, y - r), (x + r, y + r - 1), (x - r, y + r - 1)])
    elif kind == "shield":
        pygame.draw.polygon(surf, colour, [(x - r, y - r), (x + r, y - r), (x + r, y), (x, y + r + r // 2), (x - r, y)])
    elif kind == "cross":
        w = max(2, r // 2)
        pygame.draw.line(surf, colour, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(surf, colour, (x - r, y + r), (x + r, y - r), w)


def named_zone(surf: pygame.Surface, rect: pygame.Rect, fill, text: str, size: int, colour, k: float = 1.0,
               at: str = "midtop") -> None:
    """A zone of the table tinted ``fill`` (corners of 10 layout units) with its name in it,
    fitted to its width (less 4 units, print not under 12), 3 units in from its edge ``at``
    (``midtop`` or ``midbottom``)."""
    u = _u(k)
    pygame.draw.rect(surf, fill, rect, border_radius=u(10))
    img = fit_text(text, size, rect.width - u(4), colour, True, min_size=u(12))
    x, y = getattr(rect, at)
    put(surf, img, **{at: (x, y + (u(3) if at == "midtop" else -u(3)))})


def boxed(surf: pygame.Surface, img: pygame.Surface, box: pygame.Rect, fill, radius: int, edge=None) -> pygame.Rect:
    """``img`` centred on a rounded ``box`` of ``fill`` (with an ``edge`` (colour, width)); the box."""
    pygame.draw.rect(surf, fill, box, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surf, edge[0], box, edge[1], border_radius=radius)
    surf.blit(img, img.get_rect(center=box.center))
    return box


def pill(surf: pygame.Surface, text: str, x: int, y: int, fill, colour=(255, 255, 255), size: int = 13,
         anchor: str = "topleft", k: float = 1.0) -> pygame.Rect:
    """A pill of bold text (``size`` in layout units, never under 12) with its ``anchor``
    point at (x, y), drawn at ``k`` pixels per layout unit (a status, a note on a seat);
    its box, to put the next one beside it."""
    img = theme.text(text, round(max(12, size) * k), colour, True)
    box = img.get_rect().inflate(round(10 * k), round(4 * k))
    setattr(box, anchor, (x, y))
    return boxed(surf, img, box, fill, box.height // 2)


def under_point(point: tuple[int, int], label: pygame.Surface, hint: pygame.Surface, screen: pygame.Rect,
                k: float = 1.0) -> tuple[pygame.Rect, pygame.Rect]:
    """The boxes of a ``label`` and the smaller ``hint`` under it, below ``point`` (the
    pointer holding a card: clear of the card), both above it near the bottom edge, kept
    on ``screen``."""
    u, (x, y) = _u(k), point
    box = label.get_rect(midtop=(x, y + u(36))).inflate(u(12), u(6))
    tip = hint.get_rect().inflate(u(8), u(4))
    tip.midtop = (x, box.bottom + u(4))
    if tip.bottom > screen.bottom:
        tip.bottom = y - u(36)
        box.bottom = tip.top - u(4)
    return box.clamp(screen), tip.clamp(screen)


def fraction_bar(surf: pygame.Surface, bar: pygame.Rect, frac: float, fill, text: str, k: float = 1.0,
                 ground=(44, 44, 50), ink=(255, 255, 255), box=(20, 16, 14)) -> None:
    """A share (a chance, a ratio): ``bar`` filled ``frac`` of its width in ``fill`` on
    ``ground``, its ``text`` fitted on a small ``box`` at the bar's left end."""
    u = _u(k)
    pygame.draw.rect(surf, ground, bar, border_radius=u(4))
    pygame.draw.rect(surf, fill, (bar.x, bar.y, round(bar.w * frac), bar.h), border_radius=u(4))
    img = fit_text(text, u(13), bar.w - u(6), ink, True, u(12))
    boxed(surf, img, img.get_rect(midleft=(bar.x + u(4), bar.centery)).inflate(u(6), 0), box, u(3))


def coin(surf: pygame.Surface, centre: tuple[int, int], r: int, fill, edge, mark: str = "", k: float = 1.0,
         grow: int = 2) -> None:
    """A round token of radius ``r`` pixels (an amulet, a mark): ``fill`` ringed in ``edge``
    (2 layout units, ``k`` pixels a unit), its ``mark`` ``grow`` units larger than ``r`` and
    drawn only where it can be read (12 units or more); ``fill`` None: the empty ring of a
    token lost."""
    line = max(1, round(2 * k))
    if fill is not None:
        pygame.draw.circle(surf, fill, centre, r)
    pygame.draw.circle(surf, edge, centre, r, line)
    size = r + round(grow * k)
    if fill is not None and mark and size >= round(12 * k):
        put(surf, theme.text(mark, size, edge, True), center=centre)


def dashed(surf: pygame.Surface, rect: pygame.Rect, colour, fill, k: float = 1.0) -> None:
    """A slot's outline, dashed (an empty place a card may take), on ``fill``: dashes of 8
    layout units, 2 wide, round corners of 8, at ``k`` pixels per unit."""
    u = _u(k)
    dash, width, radius = u(8), max(1, u(2)), u(8)
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for x in range(x0 + radius, x1 - radius, dash * 2):
        pygame.draw.line(surf, colour, (x, y0), (min(x + dash, x1 - radius), y0), width)
        pygame.draw.line(surf, colour, (x, y1), (min(x + dash, x1 - radius), y1), width)
    for y in range(y0 + radius, y1 - radius, dash * 2):
        pygame.draw.line(surf, colour, (x0, y), (x0, min(y + dash, y1 - radius)), width)
        pygame.draw.line(surf, colour, (x1, y), (x1, min(y + dash, y1 - radius)), width)


def arrow(surf: pygame.Surface, a, b, colour, k: float = 1.0, shade=(20, 16, 14), tag: str = "") -> None:
    """A thick arrow from ``a`` to ``b`` (an attack from one card to another) over a dark
    ``shade`` (none when the points are closer than 20 layout units), and its ``tag`` (what
    it carries: the attack's numbers) in a pill at its middle."""
    u = _u(k)
    a, b = pygame.Vector2(a), pygame.Vector2(b)
    if (b - a).length() >= u(20):
        v = (b - a).normalize()
        n = pygame.Vector2(-v.y, v.x)
        tip = b - v * u(10)
        pygame.draw.line(surf, shade, a, tip - v * u(16), u(10))
        pygame.draw.line(surf, colour, a, tip - v * u(16), u(6))
        pygame.draw.polygon(surf, colour, (tip, tip - v * u(26) + n * u(15), tip - v * u(26) - n * u(15)))
    if tag:
        img, mid = theme.text(tag, u(15), (255, 255, 255), True), a + (b - a) * 0.5
        box = img.get_rect(center=(round(mid.x), round(mid.y))).inflate(u(12), u(6))
        boxed(surf, img, box, colour, box.height // 2, (shade, u(2)))


def _u(k: float) -> Callable[[float], int]:
    """Layout units to pixels at ``k`` pixels per unit (the kit's drawings scale with the table)."""
    return lambda n: round(n * k)


def draw_backs(surf: pygame.Surface, zone: pygame.Rect, n: int, back: pygame.Surface, label: str = "",
               k: float = 1.0) -> None:
    """Someone else's hand: ``n`` backs fanned in ``zone`` and a count tag."""
    if n <= 0:
        return
    u = _u(k)
    w = back.get_width()
    for x, _y in fan_slots(zone, n, w, u(6)):
        surf.blit(back, (x - w // 2, zone.y + u(2)))
    if label:
        tag = theme.text(label, u(15), theme.TEXT, True)
        r = tag.get_rect(midtop=(zone.centerx, zone.bottom - u(6))).inflate(u(10), u(2))
        pygame.draw.rect(surf, (20, 16, 14), r, border_radius=u(5))
        surf.blit(tag, tag.get_rect(center=r.center))


def draw_pile(surf: pygame.Surface, rect: pygame.Rect, label: str, count: int, top: pygame.Surface | None,
              k: float = 1.0, size: int = 14, below: bool = False) -> None:
    """A deck or discard pile: its top card (or an empty outline) and ``label count`` on it,
    shrunk (to 12 units at the least) to the pile's width — English names run long.
    ``below``: the pile's card is drawn elsewhere (a deck the table lays as a sprite, to be
    picked up), so only its tag is drawn, under it, a little wider than the pile."""
    u = _u(k)
    if count and top is not None and not below:
        surf.blit(top, rect)
    elif not below:
        pygame.draw.rect(surf, (50, 50, 50), rect, u(2), border_radius=u(8))
    tag = fit_text(f"{label} {count}", u(size), rect.w + u(16 if below else -4), theme.TEXT, True, u(12))
    at = {"midtop": (rect.centerx, rect.bottom + u(2))} if below else {"midbottom": (rect.centerx, rect.bottom - u(4))}
    boxed(surf, tag, tag.get_rect(**at).inflate(u(8), u(2)), (20, 16, 14), u(5))


def draw_meter(surf: pygame.Surface, rect: pygame.Rect, value: float, maximum: int, colour=theme.GOLD) -> None:
    """A segmented bar, one segment a point (霊力 0–15, HP 0–20)."""
    seg = rect.width / max(1, maximum)
    for i in range(maximum):
        gap = max(1, rect.height // 7)
        r = pygame.Rect(round(rect.x + i * seg) + gap // 2, rect.y, max(1, round(seg) - gap), rect.height)
        pygame.draw.rect(surf, colour if i < round(value) else (56, 56, 60), r, border_radius=max(1, rect.height // 4))


def draw_pips(surf: pygame.Surface, x: int, y: int, filled: int, total: int, colour=theme.GOOD,
              r: int = 6, step: int = 16, corner: int | None = None, line: int | None = None) -> None:
    """``total`` pips centred from ``(x, y)``, ``step`` apart, the first ``filled`` solid and
    the rest rings ``line`` wide (points toward a goal, actions left): round, or squares of
    side ``2 r`` with rounded ``corner`` s."""
    for i in range(total):
        c = (x + i * step, y)
        empty = 0 if i < filled else (line or max(1, r // 3))
        ink = colour if i < filled else (90, 90, 90)
        if corner is None:
            pygame.draw.circle(surf, ink, c, r, empty)
        else:
            pygame.draw.rect(surf, ink, pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), empty, border_radius=corner)


def draw_tag(surf: pygame.Surface, big: str, centre, colour, size: int = 30, notes=(), k: float = 1.0) -> None:
    """A number on a dark chip (a damage, a cost) with small notes under it ("隙 +2")."""
    u = _u(k)
    tag = theme.text(big, u(size), colour, True)
    box = tag.get_rect(center=centre).inflate(u(12), u(4))
    pygame.draw.rect(surf, (20, 16, 14), box, border_radius=u(6))
    surf.blit(tag, tag.get_rect(center=box.center))
    y = box.bottom + u(2)
    for note in notes:
        w = theme.text(note, u(14), colour, True)
        bg = w.get_rect(midtop=(box.centerx, y)).inflate(u(8), u(2))
        pygame.draw.rect(surf, (20, 16, 14), bg, border_radius=u(4))
        surf.blit(w, w.get_rect(center=bg.center))
        y = bg.bottom + u(1)


def draw_player_frame(surf: pygame.Surface, rect: pygame.Rect, colour, name: str, active: bool,
                      thinking: bool, clock: float, size: int = 20, k: float = 1.0) -> int:
    """A seat's panel frame (backdrop drawn by the caller's static layer); returns the y
    below the name line where the game draws the seat's numbers."""
    u = _u(k)
    if active:
        pygame.draw.rect(surf, theme.HIGHLIGHT, rect.inflate(u(4), u(4)), u(3), border_radius=u(12))
    x, y = rect.x + u(14), rect.y + u(10)
    pygame.draw.circle(surf, colour, (x + u(8), y + u(12)), u(9))
    tag = ""
    if active:
        tag = t("ui.table.thinking") + "." * (1 + int(clock * 3) % 3) if thinking else t("ui.table.to_move")
    tag_img = theme.text(tag, u(15), theme.HIGHLIGHT, True) if tag else None
    room = rect.width - u(52) - (tag_img.get_width() + u(10) if tag_img else 0)
    surf.blit(fit_text(name, u(size), room, theme.TEXT, min_size=u(12)), (x + u(24), y))
    if tag_img is not None:
        surf.blit(tag_img, tag_img.get_rect(topright=(rect.right - u(12), y + u(4))))
    return y + u(size) + u(12)


def draw_zoom(surf: pygame.Surface, rect: pygame.Rect, face: pygame.Surface | None, extra: str = "",
              hint: str = "", scale: float = 1.0, backdrop: bool = False,
              legend: Sequence[tuple[Callable, str]] = ()) -> None:
    """The big card (``face``, already rendered to fit) with ``extra`` text under it,
    or ``hint`` when nothing is under the pointer, with the table's ``legend`` at the
    bottom: rows of ``(icon, words)``, ``icon(surf, centre, r)`` drawing one mark."""
    if backdrop:
        surf.blit(panel_bg(rect.size, theme.PANEL_EDGE), rect)
    u = _u(scale)
    if face is None:
        if hint:
            draw_wrapped(surf, hint, rect.inflate(-u(28), -u(28)), u(16), theme.TEXT_DIM)
        x, y = rect.x + u(14), rect.bottom - u(22 + 32 * len(legend))
        for icon, words in legend:
            pygame.draw.circle(surf, (236, 228, 210), (x + u(14), y + u(12)), u(13))
            icon(surf, (x + u(14), y + u(12)), u(9))
            line = fit_text(words, u(15), rect.width - u(28) - u(36), theme.TEXT, False, u(12))
            surf.blit(line, (x + u(36), y + u(3)))
            y += u(32)
        return
    surf.blit(face, (rect.x + u(14), rect.y + u(14)))
    if extra:
        w = rect.width - u(28)
        top = rect.y + u(20) + face.get_height()
        draw_wrapped(surf, extra, pygame.Rect(rect.x + u(14), top, w, rect.bottom - top), u(15), theme.GOLD)


def zoom_size(rect: pygame.Rect, extra_lines: int = 0, scale: float = 1.0, ratio: float = 1.36) -> tuple[int, int]:
    """The face size that fits the zoom panel with ``extra_lines`` of text below it
    (``scale``: pixels per layout unit)."""
    u = _u(scale)
    w = rect.width - u(28)
    extra_h = (u(15) + u(4)) * extra_lines
    return (w, min(rect.height - u(60) - max(0, extra_h - u(44)), int(w * ratio)))


class CardListOverlay(ClickAwayOverlay):
    """A pile opened as a list, in its order (click anywhere or any key to close); hover a
    card to read it. However many cards it holds they all fit: the cards shrink when more
    than three rows of eight would be needed. ``turned(card)`` (optional) says a card lies
    half round (it faces the other side): it is drawn so, as on the table."""

    name = "card-list"
    CARD = (88, 124)

    def __init__(self, app, title: str, cards: Sequence[str], faces: FaceCache, empty: str = "",
                 turned: Callable[[str], bool] | None = None) -> None:
        super().__init__(app)
        self.title, self.cards, self.faces = title, list(cards), faces
        self.empty = empty
        self.turned = turned
        self.hover: str | None = None
        self.rect = pygame.Rect(60, 60, 1160, 600)
        self.card_size, self.cols = self._fit(len(self.cards))

    def _fit(self, n: int) -> tuple[tuple[int, int], int]:
        """The largest card size (at most ``CARD``) at which ``n`` cards fit the list area."""
        area_w = self.rect.width - 24 - 310           # the zoom panel takes the right
        area_h = self.rect.height - 64 - 36           # the title above, the hint below
        w, h = self.CARD
        scale = 1.0
        while scale > 0.3:
            cw, ch = round(w * scale), round(h * scale)
            cols = max(1, (area_w + 8) // (cw + 8))
            rows = max(1, (area_h + 16) // (ch + 16))
            if cols * rows >= n:
                return (cw, ch), cols
            scale -= 0.05
        cw, ch = round(w * 0.3), round(h * 0.3)
        return (cw, ch), max(1, (area_w + 8) // (cw + 8))

    def slot(self, i: int) -> pygame.Rect:
        (w, h), cols = self.card_size, self.cols
        return pygame.Rect(self.rect.x + 24 + (i % cols) * (w + 8), self.rect.y + 64 + (i // cols) * (h + 16), w, h)

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((c for i, c in enumerate(self.cards) if self.slot(i).collidepoint(event.pos)), None)
        return super().handle(event)

    def draw(self, surf) -> None:
        surf.fill((70, 70, 70), special_flags=pygame.BLEND_MULT)
        surf.blit(panel_bg(self.rect.size, theme.GOLD, 250), self.rect)
        surf.blit(theme.text(self.title, 24, theme.GOLD, True), (self.rect.x + 24, self.rect.y + 18))
        if not self.cards and self.empty:
            surf.blit(theme.text(self.empty, 20, theme.TEXT_DIM), (self.rect.x + 24, self.rect.y + 70))
        for i, c in enumerate(self.cards):
            img = self.faces.face(c, self.card_size)
            if self.turned is not None and self.turned(c):
                img = pygame.transform.rotate(img, 180)
            surf.blit(img, self.slot(i))
        zoom = pygame.Rect(self.rect.right - 300, self.rect.y + 56, 286, 440)
        face = self.faces.face(self.hover, zoom_size(zoom)) if self.hover else None
        draw_zoom(surf, zoom, face, backdrop=True)
        hint = theme.text(t("ui.list.close"), 15, theme.TEXT_DIM)
        surf.blit(hint, hint.get_rect(bottomright=(self.rect.right - 16, self.rect.bottom - 10)))
