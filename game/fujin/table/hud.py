"""Per-player panels, the turn status box, the zoom panel and the graveyard overlay.

All drawing reads the table's display model (``Disp``), never the rules state.
Text surfaces come from ``theme.text`` (cached); panel backdrops are cached here.
"""
from __future__ import annotations

import pygame

from game.fujin.table import faces
from game.fujin.rules.cards import CARDS
from game.i18n import get_lang, t
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import LogPanel, wrap_text

_panels: dict[tuple, pygame.Surface] = {}
_wraps: dict[tuple, tuple[str, ...]] = {}


def wrap_cached(text: str, size: int, width: int) -> tuple[str, ...]:
    """``wrap_text`` measured once per (text, size, width): wrapping every frame is costly."""
    key = (text, size, width)
    lines = _wraps.get(key)
    if lines is None:
        if len(_wraps) > 4000:
            _wraps.clear()
        lines = _wraps[key] = tuple(wrap_text(text, size, width))
    return lines


def draw_wrapped(surf, text: str, rect: pygame.Rect, size: int = 18, colour=theme.TEXT,
                 line_gap: int = 4) -> int:
    y = rect.top
    for line in wrap_cached(text, size, rect.width):
        if line:
            surf.blit(theme.text(line, size, colour), (rect.left, y))
        y += size + line_gap
    return y - rect.top


def entry_text(entry) -> str:
    """A log entry in the current language: a string, a ``Log`` event (ja/en) or a callable."""
    if isinstance(entry, str):
        return entry
    if hasattr(entry, "line"):
        return entry.line(get_lang())
    return entry() if callable(entry) else str(entry)


class CachedLogPanel(LogPanel):
    """The shared log panel with its line wrapping cached (same look, no per-frame measuring).

    Entries are kept as given (``Log`` events carry both languages, callables
    look their words up when drawn), so switching language re-words the log."""

    base_size = 14

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self._images: dict[tuple, pygame.Surface] = {}   # the lines on show, rendered

    def set_scale(self, scale: float) -> None:
        self.size = max(self.base_size, round(self.base_size * scale))

    def texts(self) -> list[str]:
        return [entry_text(e) for e in self.lines]

    def draw(self, surface) -> None:   # the backdrop is part of the table's static layer
        step = self.size + 4
        visible = max(1, (self.rect.height - 12) // step)
        wrapped = self._wrapped()
        scroll = min(self.scroll, max(0, len(wrapped) - visible))
        end = len(wrapped) - scroll
        y = self.rect.top + 6
        # Log lines are unique to a game (names, cells, numbers), so they are rendered
        # into this panel's own cache, holding only the lines on show, rather than the
        # shared ``theme.text`` cache, where each game's lines would linger.
        shown: dict[tuple, pygame.Surface] = {}
        for line in wrapped[max(0, end - visible):end]:
            key = (line, self.size, theme.TEXT)
            img = shown.get(key)
            if img is None:
                img = self._images.get(key)
            if img is None:
                img = theme.font(self.size).render(line, True, theme.TEXT)
            shown[key] = img
            surface.blit(img, (self.rect.left + 8, y))
            y += step
        self._images = shown

    def _wrapped(self) -> list[str]:
        out: list[str] = []
        for line in self.lines[-60:]:
            out.extend(wrap_cached(entry_text(line), self.size, self.rect.width - 16))
        return out


def panel_bg(size, edge) -> pygame.Surface:
    key = (tuple(size), tuple(edge), theme.PALETTE_VERSION)
    s = _panels.get(key)
    if s is None:
        for stale in [k for k in _panels if k[2] != theme.PALETTE_VERSION]:
            del _panels[stale]   # drawn in a palette no longer in use
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*theme.PANEL, 225), s.get_rect(), border_radius=10)
        pygame.draw.rect(s, edge, s.get_rect(), 2, border_radius=10)
        _panels[key] = s
    return s


def _lvl(level) -> str:
    return level if level in ("easy", "medium", "hard") else "easy"


def seat_name(seat: int, kinds, lang: str | None = None) -> str:
    base = t("fujin.seat.first" if seat == 0 else "fujin.seat.second", lang)
    kind = kinds[seat]
    if kind["kind"] == "computer":
        return base + t("fujin.seat.cpu", lang, level=t(f"menu.level.{_lvl(kind.get('level'))}", lang))
    return base


def draw_player_panel(surf: pygame.Surface, rect: pygame.Rect, seat: int, disp, name: str,
                      active: bool, thinking: bool, clock: float) -> None:
    col = theme.SEAT_COLOURS[seat]
    if active:
        pygame.draw.rect(surf, theme.HIGHLIGHT, rect.inflate(4, 4), 3, border_radius=12)
    x, y = rect.x + 14, rect.y + 10
    pygame.draw.circle(surf, col, (x + 8, y + 12), 9)
    surf.blit(theme.text(name, 20, theme.TEXT, True), (x + 24, y))
    if active:
        tag = t("fujin.hud.thinking") + "." * (1 + int(clock * 3) % 3) if thinking else t("fujin.hud.to_move")
        img = theme.text(tag, 15, theme.HIGHLIGHT, True)
        surf.blit(img, img.get_rect(topright=(rect.right - 12, y + 4)))
    y += 32
    # 霊力 meter 0..15
    sp = disp.sp_shown[seat]
    surf.blit(theme.text(t("fujin.hud.spirit"), 15, theme.TEXT_DIM), (x, y))
    val = theme.text(f"{round(sp)} / 15", 18, theme.GOLD, True)
    surf.blit(val, val.get_rect(topright=(rect.right - 14, y - 2)))
    bar = pygame.Rect(x, y + 22, rect.width - 28, 14)
    seg = bar.width / 15
    for i in range(15):
        r = pygame.Rect(round(bar.x + i * seg) + 1, bar.y, round(seg) - 2, bar.height)
        pygame.draw.rect(surf, theme.GOLD if i < round(sp) else (56, 56, 60), r, border_radius=3)
    y += 44
    sei = disp.seiatsu(seat)
    label = t("fujin.hud.control", n=sei)
    surf.blit(theme.text(label, 17, theme.TEXT, True), (x, y))
    pips_x = x + theme.font(17, True).size(label)[0] + 10
    for i in range(5):
        c = (pips_x + i * 16, y + 10)
        if i < sei:
            pygame.draw.circle(surf, theme.GOOD, c, 6)
        else:
            pygame.draw.circle(surf, (90, 90, 90), c, 6, 2)
    if disp.oute[seat]:
        img = theme.text(t("fujin.hud.oute"), 18, (255, 255, 255), True)
        r = img.get_rect(topright=(rect.right - 14, y - 2)).inflate(12, 4)
        pygame.draw.rect(surf, theme.BAD, r, border_radius=6)
        surf.blit(img, img.get_rect(center=r.center))
    y += 28
    info = t("fujin.hud.counts", hand=disp.hand_counts[seat], deck=disp.deck_counts[seat],
             grave=len(disp.graves[seat]), out=disp.deckouts[seat])
    draw_wrapped(surf, info, pygame.Rect(x, y, rect.width - 28, 50), 15, theme.TEXT_DIM)


def static_layer(zone: dict, geom, bottom: int, lang: str) -> pygame.Surface:
    """Everything that does not change between frames, in one opaque surface."""
    s = pygame.Surface(theme.SCREEN_SIZE).convert() if pygame.display.get_surface() else pygame.Surface(
        theme.SCREEN_SIZE)
    s.fill(theme.TABLE)
    for name, edge in (("panel.0", theme.SEAT_COLOURS[bottom]), ("panel.1", theme.SEAT_COLOURS[1 - bottom]),
                       ("status", theme.GOLD), ("log", theme.PANEL_EDGE), ("zoom", theme.PANEL_EDGE)):
        s.blit(panel_bg(zone[name].size, edge), zone[name])
    geom.draw_board(s, lang)
    return s


def draw_status(surf: pygame.Surface, rect: pygame.Rect, disp, names, phase_text: str) -> None:
    rnd = theme.text(t("fujin.hud.round", n=max(1, disp.round)), 18, theme.GOLD, True)
    surf.blit(rnd, (rect.x + 12, rect.y + 8))
    who = disp.to_move if disp.to_move is not None else disp.current
    col = theme.SEAT_COLOURS[who]
    line = theme.text(t("fujin.hud.turn_of", name=names[who]), 18, theme.TEXT, True)
    pygame.draw.circle(surf, col, (rect.x + 20, rect.y + 46), 8)
    if line.get_width() > rect.width - 44:
        line = pygame.transform.smoothscale(line, (rect.width - 44, line.get_height()))
    surf.blit(line, (rect.x + 34, rect.y + 35))
    ph = theme.text(phase_text, 15, theme.TEXT_DIM)
    if ph.get_width() > rect.width - 24:
        ph = pygame.transform.smoothscale(ph, (rect.width - 24, ph.get_height()))
    surf.blit(ph, (rect.x + 12, rect.y + 64))


def draw_zoom(surf: pygame.Surface, rect: pygame.Rect, cid: str | None, lang: str, extra: str = "",
              backdrop: bool = False, scale: float = 1.0) -> None:
    """The big card under the pointer (text sizes follow the UI scale setting)."""
    if backdrop:
        surf.blit(panel_bg(rect.size, theme.PANEL_EDGE), rect)
    if cid is None:
        draw_wrapped(surf, t("fujin.hint.zoom"), rect.inflate(-28, -28), round(16 * scale), theme.TEXT_DIM)
        if scale < 1.5:
            _legend(surf, pygame.Rect(rect.x + 14, rect.bottom - 150, rect.width - 28, 140))
        return
    w = rect.width - 28
    extra_h = (round(15 * scale) + 4) * 3 if extra else 0
    size = (w, min(rect.height - 60 - max(0, extra_h - 44), int(w * 1.36)))
    img = faces.render(cid, size, True, lang, text_scale=scale)
    surf.blit(img, (rect.x + 14, rect.y + 14))
    if extra:
        draw_wrapped(surf, extra, pygame.Rect(rect.x + 14, rect.y + 20 + size[1], w, max(44, extra_h)),
                     round(15 * scale), theme.GOLD)


def _legend(surf, rect) -> None:
    y = rect.y
    for kind, key in (("reach", "fujin.legend.reach"), ("counter", "fujin.legend.counter"),
                      ("both", "fujin.legend.both"), ("blind", "fujin.legend.blind")):
        pygame.draw.circle(surf, (236, 228, 210), (rect.x + 14, y + 12), 13)
        faces.draw_marker(surf, kind, (rect.x + 14, y + 12), 9)
        img = theme.text(t(key), 15, theme.TEXT)
        if img.get_width() > rect.width - 36:
            img = pygame.transform.smoothscale(img, (rect.width - 36, img.get_height()))
        surf.blit(img, (rect.x + 36, y + 3))
        y += 32


def draw_opp_hand(surf, z, n: int, card_size) -> None:
    """The opponent's hand: backs and a count."""
    if n <= 0:
        return
    step = min(card_size[0] + 6, (z.width - card_size[0]) // max(1, n - 1)) if n > 1 else 0
    x0 = z.centerx - (step * (n - 1)) // 2 - card_size[0] // 2
    img = faces.back(card_size)
    for i in range(n):
        surf.blit(img, (x0 + i * step, z.y + 2))
    tag = theme.text(t("fujin.hud.opp_hand", n=n), 15, theme.TEXT, True)
    r = tag.get_rect(midtop=(z.centerx, z.bottom - 6)).inflate(10, 2)
    pygame.draw.rect(surf, (20, 16, 14), r, border_radius=5)
    surf.blit(tag, tag.get_rect(center=r.center))


def draw_pile(surf: pygame.Surface, rect: pygame.Rect, label: str, count: int, top: str | None,
              lang: str) -> None:
    size = (rect.width, rect.height)
    if count:
        surf.blit(faces.render(top, size, top is not None, lang), rect)
    else:
        pygame.draw.rect(surf, (50, 50, 50), rect, 2, border_radius=8)
    tag = theme.text(f"{label} {count}", 14, theme.TEXT, True)
    r = tag.get_rect(midbottom=(rect.centerx, rect.bottom - 4)).inflate(8, 2)
    pygame.draw.rect(surf, (20, 16, 14), r, border_radius=5)
    surf.blit(tag, tag.get_rect(center=r.center))


class GraveOverlay(Scene):
    """A graveyard listing (click anywhere or Esc to close); hover a card to read it."""

    overlay = True
    name = "fujin-grave"

    def __init__(self, app, title: str, cards) -> None:
        super().__init__(app)
        self.title = title
        self.cards = list(cards)
        self.hover: str | None = None
        self.rect = pygame.Rect(60, 60, 1160, 600)

    def slot(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 24 + (i % 8) * 96, self.rect.y + 64 + (i // 8) * 140, 88, 124)

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((c for i, c in enumerate(self.cards) if self.slot(i).collidepoint(event.pos)), None)
        elif event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            if self.app.stack.top is self:
                self.app.stack.pop()
        return None

    def draw(self, surf) -> None:
        dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surf.blit(dim, (0, 0))
        surf.blit(panel_bg(self.rect.size, theme.GOLD), self.rect)
        surf.blit(theme.text(self.title, 24, theme.GOLD, True), (self.rect.x + 24, self.rect.y + 18))
        lang = get_lang()
        if not self.cards:
            surf.blit(theme.text(t("fujin.grave.empty"), 20, theme.TEXT_DIM), (self.rect.x + 24, self.rect.y + 70))
        for i, c in enumerate(self.cards):
            surf.blit(faces.render(c, (88, 124), True, lang), self.slot(i))
        draw_zoom(surf, pygame.Rect(self.rect.right - 300, self.rect.y + 56, 286, 440), self.hover, lang,
                  backdrop=True)
        hint = theme.text(t("fujin.grave.close"), 15, theme.TEXT_DIM)
        surf.blit(hint, hint.get_rect(bottomright=(self.rect.right - 16, self.rect.bottom - 10)))
