"""Small widgets every table and menu shares: buttons (the chooser popup is
``game.ui.chooser``), toasts, text wrapping, panels, banners and the log.

Why here and not per game: a refused drop, a multi-choice drop and a
disabled button must look and behave the same in all four games, and every
one of them must be reachable by keyboard as well as by mouse.
"""
from __future__ import annotations

import re
from typing import Any, Callable

import pygame

from game.ui import theme
from game.ui.tween import back_out, get_speed

Label = str | Callable[[], str]


def _s(label: Label) -> str:
    return label() if callable(label) else label


# --- text wrapping ------------------------------------------------------------

#: characters that must not begin a line (Japanese kinsoku, Latin punctuation)
NO_LINE_START = set("、。，．・：；？！ー」』）］｝〕〉》】ぁぃぅぇぉっゃゅょァィゥェォッャュョ,.;:!?)]}%")
_TOKEN = re.compile(r"[A-Za-z0-9\u00C0-\u024F'’\-_/.,:;!?%()+=#&]+|\s+|.", re.S)


def wrap_text(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels.

    English breaks on spaces; Japanese (no spaces) breaks between any two
    characters except before closing punctuation. Explicit newlines are kept.
    A single word wider than the line is broken by characters.
    """
    f = theme.font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for tok in _TOKEN.findall(para):
            if not line and tok.isspace():
                continue
            if f.size(line + tok)[0] <= width or not line.strip() or tok.isspace() \
                    or (len(tok) == 1 and tok in NO_LINE_START):
                if f.size(line + tok)[0] > width and not tok.isspace() and len(tok) > 1:
                    # an overlong word on an empty line: break it by characters
                    for ch in tok:
                        if f.size(line + ch)[0] > width and line.strip():
                            lines.append(line.rstrip())
                            line = ""
                        line += ch
                    continue
                line += tok
            else:
                lines.append(line.rstrip())
                line = tok
        lines.append(line.rstrip())
    return lines


def draw_wrapped(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int = 18,
                 colour=theme.TEXT, bold: bool = False, line_gap: int = 4) -> int:
    """Draw wrapped text from the top of ``rect`` (wrapping cached), never below its
    bottom; returns the height used."""
    y = rect.top
    for line in wrap_cached(text, size, rect.width, bold):
        if y + size > rect.bottom:
            theme.overflow(text, rect.size, "cut")
            break
        if line:
            surface.blit(theme.text(line, size, colour, bold), (rect.left, y))
        y += size + line_gap
    return y - rect.top


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 235,
               edge=theme.PANEL_EDGE) -> None:
    """A rounded translucent panel (the common backdrop of popups and sidebars)."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.PANEL, alpha), panel.get_rect(), border_radius=10)
    pygame.draw.rect(panel, edge, panel.get_rect(), 2, border_radius=10)
    surface.blit(panel, rect)


# --- button ----------------------------------------------------------------------


class Button:
    """A clickable, focusable button. A disabled button explains why on hover.

    ``disabled`` is None (enabled) or the reason text (or a callable giving
    it, so it follows the language and the game state).
    """

    def __init__(self, rect: pygame.Rect | tuple, label: Label, on_click: Callable[[], Any],
                 *, disabled: Label | None = None, size: int = 20,
                 hotkey: int | None = None, on_refused: Callable[[str], Any] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.disabled = disabled
        self.size = size
        self.hotkey = hotkey
        self.on_refused = on_refused     # told why, when pressed while disabled
        self.hovered = False
        self.focused = False

    @property
    def enabled(self) -> bool:
        return self.disabled is None or not _s(self.disabled)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was this button's (consumed)."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            return self.press()
        elif event.type == pygame.KEYDOWN and (
                (self.focused and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))
                or (self.hotkey is not None and event.key == self.hotkey)):
            return self.press()
        return False

    def press(self) -> bool:
        if self.enabled:
            self.on_click()
        elif self.on_refused is not None:
            self.on_refused(_s(self.disabled or ""))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        enabled = self.enabled
        bg = theme.PANEL if not enabled else (theme.ACCENT if self.hovered else (60, 70, 80))
        pygame.draw.rect(surface, bg, self.rect, border_radius=8)
        edge = theme.HIGHLIGHT if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 3 if self.focused else 2, border_radius=8)
        label, size, room = _s(self.label), self.size, self.rect.width - 12
        img = theme.text(label, size, theme.TEXT if enabled else theme.TEXT_DIM, True)
        while img.get_width() > room and size > 12:     # a long translation: smaller print first
            size -= 1
            img = theme.text(label, size, theme.TEXT if enabled else theme.TEXT_DIM, True)
        if img.get_width() > room:
            theme.overflow(label, self.rect.size, "squeezed")
            img = theme.squeeze(img, room)
        surface.blit(img, img.get_rect(center=self.rect.center))
        if not enabled and self.hovered:
            draw_tooltip(surface, _s(self.disabled or ""), self.rect)


def draw_tooltip(surface: pygame.Surface, text: str, anchor: pygame.Rect, size: int = 16) -> None:
    lines = wrap_text(text, size, 320)
    w = max(theme.font(size).size(line)[0] for line in lines) + 16
    h = len(lines) * (size + 4) + 12
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (anchor.centerx, anchor.top - 6)
    box.clamp_ip(surface.get_rect())
    draw_panel(surface, box, 245, theme.GOLD)
    draw_wrapped(surface, text, box.inflate(-16, -12), size)


# --- toasts, banner, log ------------------------------------------------------------


TOAST_COLOURS = {"info": (214, 180, 100), "warn": (230, 140, 60), "error": (220, 80, 80),
                 "good": (108, 190, 120)}


class Toasts:
    """Short stacked messages, newest lowest, fading out; the colour bar says the kind
    (info, warn, error, good). Drawn above all scenes, in the message area the top
    scene names (a table's ``message`` zone: never over its hand, buttons or board),
    else at the bottom of the screen. ``scale`` (the UI scale, 1.0–2.0) enlarges the
    text; messages that do not fit the area leave the oldest out."""

    def __init__(self, duration: float = 3.5, max_items: int = 4) -> None:
        self.duration = duration
        self.max_items = max_items
        self.scale = 1.0
        self.items: list[list] = []  # [text, kind, seconds_left]

    def push(self, text: str, kind: str = "info", seconds: float | None = None) -> None:
        self.items = [i for i in self.items if i[0] != text]
        self.items.append([text, kind, self.duration if seconds is None else seconds])
        del self.items[:-self.max_items]

    add = push

    @property
    def messages(self) -> list[str]:
        return [i[0] for i in self.items]

    def texts(self) -> list[str]:
        return self.messages

    def update(self, dt: float) -> None:
        for item in self.items:
            item[2] -= dt
        self.items = [i for i in self.items if i[2] > 0]

    def draw(self, surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
        sw, sh = surface.get_size()
        area = area or pygame.Rect(80, 0, sw - 160, sh - 28)
        size, least = max(12, round(20 * self.scale)), max(12, round(12 * self.scale))
        width = lambda size: max(60, min(area.width - 64, round(760 * self.scale)))  # noqa: E731
        newest = self.items[-1][0] if self.items else ""
        # a small area: smaller print (never under 12 units) until the newest message fits
        while size > least and 22 + round(size * 1.4) * len(wrap_text(newest, size, width(size))) > area.height:
            size -= 1
        line_h = round(size * 1.4)
        y = area.bottom
        for text, kind, left in reversed(self.items):
            colour = TOAST_COLOURS.get(kind, TOAST_COLOURS["info"])
            lines = wrap_text(text, size, width(size))
            w = max(theme.font(size).size(line)[0] for line in lines) + 64
            h = 22 + line_h * len(lines)
            if y - h < area.top and y != area.bottom:
                break                      # no room left in the area: the older ones wait
            box = pygame.Rect(0, 0, w, h)
            box.midbottom = (area.centerx, y)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (22, 14, 12, 238), layer.get_rect(), border_radius=12)
            pygame.draw.rect(layer, colour, layer.get_rect(), 2, border_radius=12)
            pygame.draw.rect(layer, colour, (14, 12, 5, h - 24), border_radius=2)
            for i, line in enumerate(lines):
                img = theme.text(line, size, theme.TEXT)
                layer.blit(img, img.get_rect(midleft=(34, 11 + line_h // 2 + line_h * i)))
            if left < 0.4:
                layer.set_alpha(round(255 * max(0.0, left) / 0.4))
            surface.blit(layer, box)
            y = box.top - 10


class Banner:
    """A big centred message (王手, 勝利, "your turn") on a dark band: pops in,
    holds and fades. The band and text are composed once; per frame it only
    blits (a short pop-in scale at the start, then alpha and a small rise).

    ``duration`` is its whole length, so a timeline step can return it.
    """

    POP, FADE = 0.25, 0.35

    def __init__(self, text: str, colour=theme.GOLD, hold: float = 1.2, size: int = 72) -> None:
        self.text, self.colour, self.size, self.hold = text, colour, size, hold
        self.elapsed = 0.0
        self.duration = self.POP + hold + self.FADE
        self._img: pygame.Surface | None = None

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def scale(self) -> float:
        return 0.3 + 0.7 * back_out(min(1.0, self.elapsed / self.POP))

    @property
    def alpha(self) -> int:
        if self.elapsed < self.POP:
            return int(255 * min(1.0, 0.25 + self.elapsed / self.POP))
        fade = self.elapsed - self.POP - self.hold
        return 255 if fade <= 0 else max(0, int(255 * (1 - fade / self.FADE)))

    def update(self, dt: float) -> None:
        speed = get_speed()
        self.elapsed = self.duration if speed <= 0 else self.elapsed + dt * speed

    @staticmethod
    def fitting_size(text: str, size: int, width: int) -> int:
        """The print size for ``text`` across ``width``: ``size`` or, in a narrow message area,
        the first step down a fixed ladder (×0.85 a step, not under 12) that fits. Measured,
        not drawn; the ladder keeps the sizes few, so banners share their fonts' glyphs (a
        size drawn for the first time costs milliseconds)."""
        while size > 12 and theme.font(size, True).size(text)[0] > width - 24:
            size = max(12, int(size * 0.85))
        return size

    @classmethod
    def warm(cls, texts, size: int, width: int) -> None:
        """Draw these banners, ``(text, colour)`` pairs, once now (a table loading), so the
        first one shown costs no more than the next."""
        for text, colour in texts:
            cls(text, colour, size=size).image(width)

    def image(self, width: int) -> pygame.Surface:
        if self._img is None or self._img.get_width() != width:
            size = self.fitting_size(self.text, self.size, width)
            text = theme.text(self.text, size, self.colour, True)
            band = pygame.Surface((width, text.get_height() + min(40, size)), pygame.SRCALPHA)
            band.fill((0, 0, 0, 165))
            band.blit(text, text.get_rect(center=band.get_rect().center))
            self._img = band
        return self._img

    def draw(self, surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
        """Across ``area`` (a table's message area: never over its hand, board or buttons),
        else across the middle of ``surface``."""
        if self.done:
            return
        area = area or surface.get_rect()
        img = self.image(area.width)
        scale = self.scale
        if scale < 0.97:
            img = pygame.transform.smoothscale_by(img, (1.0, max(0.05, scale)))
        img.set_alpha(self.alpha)
        rise = round(min(16, area.height // 8) * (1 - min(1.0, self.elapsed / self.POP)))
        surface.blit(img, img.get_rect(center=(area.centerx, area.centery + rise)))


_wraps: dict[tuple, tuple[str, ...]] = {}


def wrap_cached(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """:func:`wrap_text` measured once per (text, size, width): wrapping every frame is costly."""
    key = (text, size, width, bold)
    lines = _wraps.get(key)
    if lines is None:
        if len(_wraps) > 4000:
            _wraps.clear()
        lines = _wraps[key] = tuple(wrap_text(text, size, width, bold))
    return lines


_panels: dict[tuple, pygame.Surface] = {}


def panel_bg(size: tuple[int, int], edge=theme.PANEL_EDGE, alpha: int = 235) -> pygame.Surface:
    """A rounded panel backdrop, cached per size, edge colour and palette."""
    key = (tuple(size), tuple(edge), alpha, theme.PALETTE_VERSION)
    img = _panels.get(key)
    if img is None:
        for stale in [k for k in _panels if k[3] != theme.PALETTE_VERSION]:
            del _panels[stale]     # drawn in a palette no longer in use
        img = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(img, (*theme.PANEL, alpha), img.get_rect(), border_radius=10)
        pygame.draw.rect(img, edge, img.get_rect(), 2, border_radius=10)
        _panels[key] = img
    return img


def entry_text(entry, lang: str | None = None) -> str:
    """A log entry in the current language: a string, a ``Log`` event (ja/en) or a callable."""
    if isinstance(entry, str):
        return entry
    if hasattr(entry, "line"):
        from game.i18n import get_lang
        return entry.line(lang or get_lang())
    return entry() if callable(entry) else str(entry)


class LogPanel:
    """The scrolling game log; sticks to the newest line unless scrolled back.

    Entries are kept as given — plain strings, ``Log`` events (they carry
    both languages) or callables looking their words up — so a language
    switch re-words the whole log. Wrapping is cached, and the lines on show
    are rendered into this panel's own small cache (log lines are unique to a
    game, so they stay out of the shared text cache). ``backdrop=False`` when
    the table paints the panel into its static layer.
    """

    def __init__(self, rect: pygame.Rect | tuple, size: int = 15, max_lines: int = 500,
                 backdrop: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.base_size = size
        self.size = size
        self.max_lines = max_lines
        self.backdrop = backdrop
        self.lines: list = []
        self.scroll = 0  # wrapped lines scrolled up from the bottom
        self._images: dict[tuple, pygame.Surface] = {}
        self._wrap_key: tuple | None = None
        self._wrap: list[tuple[str, int | None]] = []
        self._gen = 0          # bumped whenever the lines change

    def set_scale(self, scale: float) -> None:
        self.size = max(self.base_size, round(self.base_size * scale))

    def add(self, line) -> None:
        self._gen += 1
        self.lines.append(line)
        del self.lines[:-self.max_lines]
        self.scroll = 0

    def clear(self) -> None:
        self._gen += 1
        self.lines.clear()
        self.scroll = 0

    def texts(self) -> list[str]:
        return [entry_text(e) for e in self.lines]

    def prepare(self) -> None:
        """Wrap the lines as they stand now (a table that loads with a log: its first frame
        then only draws)."""
        self._wrapped()

    def _wrapped(self) -> list[tuple[str, int | None, bool]]:
        """(line, seat, first) per wrapped line: an entry's first line (``first``) carries its
        seat (``Log.player``), drawn as a dot of the seat's colour, so whose action it was shows
        at a glance.
        Kept until a line is added, the size or the language changes (not re-wrapped per frame)."""
        from game.i18n import get_lang
        key = (self._gen, id(self.lines), len(self.lines), self.size, self.rect.width, get_lang())
        if key == self._wrap_key:
            return self._wrap
        out: list[tuple[str, int | None, bool]] = []
        for entry in self.lines[-60:]:
            seat = getattr(entry, "player", None)
            for i, line in enumerate(wrap_cached(entry_text(entry), self.size, self.rect.width - 22)):
                out.append((line, seat if i == 0 else None, i == 0))
        self._wrap_key, self._wrap = key, out
        return out

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, self.scroll + event.y)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop:
            surface.blit(panel_bg(self.rect.size, theme.PANEL_EDGE, 200), self.rect)
        step = self.size + 4
        visible = max(1, (self.rect.height - 12) // step)
        wrapped = self._wrapped()
        scroll = min(self.scroll, max(0, len(wrapped) - visible))
        end = len(wrapped) - scroll
        start = max(0, end - visible)
        y = self.rect.top + 6
        # never begin with the tail of an entry whose first line is scrolled off: leave its
        # lines blank at the top instead of showing half a sentence
        while start < end - 1 and not wrapped[start][2]:
            start += 1
            y += step
        shown: dict[tuple, pygame.Surface] = {}
        for line, seat, _first in wrapped[start:end]:
            key = (line, self.size, theme.TEXT)
            img = shown.get(key) or self._images.get(key)
            if img is None:
                img = theme.font(self.size).render(line, True, theme.TEXT)
            shown[key] = img
            if isinstance(seat, int) and seat >= 0:
                pygame.draw.circle(surface, theme.seat_colour(seat),
                                   (self.rect.left + 8, y + step // 2), max(3, self.size // 4))
            surface.blit(img, (self.rect.left + 14, y))
            y += step
        self._images = shown
