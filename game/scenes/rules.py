"""The in-app rules viewer: ``RulesScene(app, code, anchor=None)``.

Left: table of contents (quick reference, chapters 一..十五, glossary, rulings);
right: the selected page, wrapped and scrollable; top: a search field. In
Japanese the chapter text is the rulebook's, in English its summary (with
the Japanese heading as a subtitle). ``anchor`` opens a page directly: a
chapter id (``"FJ-8"``) or a ruling id (``"FJ-R07"``). Documents come from
:mod:`game.rulesbook`; the page markup is laid out here once per page,
language and width, then blitted with a scroll offset.
"""
from __future__ import annotations

from collections import Counter

import pygame

from game import games, i18n, rulesbook
from game.i18n import t
from game.ui.menu import DIM, EDGE, GOLD, TEXT, VERMILION, H, W, backdrop, blit_text, panel
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import wrap_text

BODY, LINE = 19, 31          # body text size and line height
CELL, CELL_LINE = 18, 26     # table text
TOC_RECT = pygame.Rect(32, 84, 316, 596)
PAGE_RECT = pygame.Rect(364, 84, W - 364 - 32, 596)
SEARCH_RECT = pygame.Rect(PAGE_RECT.right - 460, 22, 460, 44)
BACK_RECT = pygame.Rect(32, 22, 110, 44)
TOC_ROW = 32
PAD = 28
FILL = (24, 15, 13, 232)
NOTE_FILL = (46, 26, 22)
HEAD_FILL = (70, 34, 26)
ROW_FILL = (34, 21, 18)
HIT_BAND = (92, 70, 30)
SPAN = (214, 204, 186)


def layout(markup: str, width: int) -> tuple[list, int, dict[str, tuple[int, int]]]:
    """Markup -> (draw ops, total height, anchors {id: (top, bottom)}).
    Ops are ``("t", x, y, text, size, colour, bold)`` or ``("r", rect, colour, border)``."""
    ops: list = []
    anchors: dict[str, list[int]] = {}
    y = 0
    last_anchor = None
    for block in rulesbook.blocks(markup):
        kind = block[0]
        if kind == "anchor":
            if last_anchor:
                anchors[last_anchor][1] = y
            last_anchor = block[1]
            anchors[last_anchor] = [y, y]
        elif kind == "h2":
            y += 8
            for line in wrap_text(block[1], 22, width, True):
                ops.append(("t", 0, y, line, 22, GOLD, True))
                y += 34
            y += 4
        elif kind == "p":
            for line in wrap_text(block[1], BODY, width):
                ops.append(("t", 0, y, line, BODY, TEXT, False))
                y += LINE
            y += 12
        elif kind == "li":
            ops.append(("t", 6, y, block[1], BODY, GOLD, block[1] != "•"))
            for line in wrap_text(block[2], BODY, width - 36):
                ops.append(("t", 36, y, line, BODY, TEXT, False))
                y += LINE
            y += 6
        elif kind == "note":
            lines = wrap_text(block[1], BODY, width - 40)
            h = len(lines) * LINE + 16
            ops.append(("r", pygame.Rect(0, y, width, h), NOTE_FILL, 0))
            ops.append(("r", pygame.Rect(0, y, 5, h), VERMILION, 0))
            for i, line in enumerate(lines):
                ops.append(("t", 22, y + 8 + i * LINE, line, BODY, (240, 226, 200), False))
            y += h + 14
        elif kind == "table":
            y = _table(ops, block[1], block[2], y, width) + 16
    if last_anchor:
        anchors[last_anchor][1] = y
    return ops, y, {k: (a, b) for k, (a, b) in anchors.items()}


def _widths(natural: list[int], minimum: list[int], avail: int) -> list[int]:
    """Every column gets its longest word; the rest of the width goes to the
    columns that would wrap, in proportion to how much they lack."""
    if sum(natural) <= avail:
        return natural
    base = [min(m, n) for m, n in zip(minimum, natural)]
    extra, want = avail - sum(base), [n - b for n, b in zip(natural, base)]
    if extra <= 0:
        return base
    return [b + extra * w // max(1, sum(want)) for b, w in zip(base, want)]


def _table(ops: list, header: int, rows: list, y: int, width: int) -> int:
    cols = max((len(r[1]) for r in rows if r[0] == "row"), default=1)
    natural, minimum = [60] * cols, [60] * cols
    for n, (kind, cells) in enumerate(rows):
        fb = theme.font(CELL, n < header)
        for i, cell in enumerate(cells if kind == "row" else ()):
            natural[i] = max(natural[i], fb.size(cell)[0] + 20)
            minimum[i] = max([minimum[i]] + [fb.size(w)[0] + 20 for w in cell.split()])
    widths = _widths(natural, minimum, width)
    total = sum(widths) if any(r[0] == "row" for r in rows) else width
    for n, (kind, cells) in enumerate(rows):
        head = n < header
        if kind == "span":
            lines = wrap_text(cells, CELL, total - 40)
            h = len(lines) * CELL_LINE + 10
            ops.append(("r", pygame.Rect(0, y, total, h), ROW_FILL, 0))
            for i, line in enumerate(lines):
                ops.append(("t", 28, y + 4 + i * CELL_LINE, line, CELL, SPAN, False))
        else:
            wrapped = [wrap_text(c, CELL, widths[i] - 20, head) for i, c in enumerate(cells)]
            h = max(len(w) for w in wrapped) * CELL_LINE + 12
            ops.append(("r", pygame.Rect(0, y, total, h), HEAD_FILL if head else ROW_FILL, 0))
            x = 0
            for i, lines in enumerate(wrapped):
                colour = GOLD if head or (i == 0 and cols > 2) else TEXT
                for k, line in enumerate(lines):
                    ops.append(("t", x + 10, y + 6 + k * CELL_LINE, line, CELL, colour, head))
                x += widths[i]
        if kind == "row" and n > header:
            ops.append(("r", pygame.Rect(0, y, total, 1), EDGE, 0))
        y += h
    return y


def line(surface, s: str, size: int, colour, bold: bool, pos) -> None:
    """Blit one line; underscores are drawn by hand (the font clips them)."""
    surface.blit(theme.text(s, size, colour, bold), pos)
    if "_" in s:
        f = theme.font(size, bold)
        base, w = pos[1] + f.get_ascent() + 1, f.size("_")[0]
        for i, ch in enumerate(s):
            if ch == "_":
                x = pos[0] + f.size(s[:i])[0]
                pygame.draw.line(surface, colour, (x, base), (x + w - 1, base), 1 + size // 20)


def _fit(surface, s: str, colour, bold: bool, x: int, cy: int, right: int,
         sizes: tuple[int, ...] = (18, 17, 16)) -> None:
    """One label: shrink a little, then cut with an ellipsis (never tiny)."""
    for size in sizes:
        if theme.font(size, bold).size(s)[0] <= right - x:
            break
    while len(s) > 1 and theme.font(size, bold).size(s)[0] > right - x:
        s = s[:-2].rstrip() + "…"
    img = theme.text(s, size, colour, bold)
    surface.blit(img, img.get_rect(midleft=(x, cy)))


class RulesScene(Scene):
    name = "rules"
    overlay = False

    def __init__(self, app, code: str | None, anchor: str | None = None) -> None:
        super().__init__(app)
        self.code = code
        try:
            self.doc = rulesbook.load(code)
        except LookupError:
            self.doc = None
        self.focus, self.query, self.hit_sel, self.scroll = "toc", "", 0, 0   # focus: toc/page/search
        self.hits: list[rulesbook.Hit] = []
        self.page, self.mark = "quickref", None   # mark: highlighted in-page anchor (a ruling)
        self._typed_last = ""            # KEYDOWN text, to skip its echoing TEXTINPUT
        self._cache: dict = {}
        if self.doc is not None:
            self.open(anchor)

    # pages -------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return i18n.get_lang()

    def pages(self) -> list[str]:
        return self.doc.pages() if self.doc else []

    def open(self, anchor: str | None, line: str | None = None) -> None:
        """Show the page for ``anchor`` (page name, chapter or ruling id)."""
        page, mark = self.doc.resolve(anchor)
        self.page, self.mark, self.scroll = page, mark, 0
        _ops, _h, anchors = self.laid_out()
        if mark in anchors:
            self.scroll = anchors[mark][0]
        elif line:
            self.scroll = self.first_line_with(line)
        self.scroll_by()

    def view_rect(self) -> pygame.Rect:
        top = 74 if self.subtitle() else 50
        return pygame.Rect(PAGE_RECT.x + PAD, PAGE_RECT.y + top + 16, PAGE_RECT.w - 2 * PAD - 10,
                           PAGE_RECT.h - top - 32)

    def laid_out(self):
        key = (self.page, self.lang, self.view_rect().w)
        if key not in self._cache:
            self._cache[key] = layout(self.doc.markup(self.page, self.lang), key[2])
        return self._cache[key]

    def first_line_with(self, text: str) -> int:
        q = text.casefold()
        ops = self.laid_out()[0]
        return next((op[2] - 8 for op in ops if op[0] == "t" and q in op[3].casefold()), 0)

    def max_scroll(self) -> int:
        return max(0, self.laid_out()[1] - self.view_rect().h)

    def scroll_by(self, dy: int = 0) -> None:
        self.scroll = max(0, min(self.scroll + dy, self.max_scroll()))

    def title(self, page: str) -> str:
        if page in rulesbook.SPECIAL_PAGES:
            return t(f"rules.toc.{page}")
        return self.doc.page_title(page, self.lang)

    def subtitle(self) -> str | None:
        if self.doc is None:
            return None
        if self.page == "rulings":
            return t("rules.rulings.intro")
        if self.page == "glossary":
            return t("rules.glossary.intro")
        if self.lang == "en" and self.page != "quickref":
            return t("rules.summary_of", title=self.doc.page_title(self.page, "ja"))
        return None

    # search ------------------------------------------------------------------
    def set_query(self, query: str) -> None:
        self.query = query
        self.hits = rulesbook.search(self.doc, query, self.lang) if self.doc else []
        self.hit_sel = 0

    def open_hit(self, i: int = 0) -> None:
        if not self.hits:
            return
        hit = self.hits[max(0, min(i, len(self.hits) - 1))]
        self.open(hit.id if hit.kind in ("ruling", "chapter") else hit.page, line=self.query)
        self.focus = "page"

    def hit_pages(self) -> dict[str, int]:
        return dict(Counter(h.page for h in self.hits))

    # input -------------------------------------------------------------------
    def back(self) -> None:
        if len(self.app.stack) > 1 and self.app.stack.top is self:
            self.app.stack.pop()

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            self.key(event)
        elif event.type == pygame.TEXTINPUT:
            text = event.text
            if self.doc and text != self._typed_last and text.isprintable():
                if self.focus != "search" and text.strip():
                    self.focus = "search"
                if self.focus == "search":
                    self.set_query(self.query + text)
            self._typed_last = ""
        elif event.type == pygame.MOUSEWHEEL and self.doc:
            self.scroll_by(-event.y * 3 * LINE)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        return None   # an opaque page: nothing passes below

    def update(self, dt: float) -> None:
        self._typed_last = ""

    def key(self, event) -> None:
        k = event.key
        if self.doc is None:
            if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN):
                self.back()
            return
        if self.focus == "search":
            return self.search_key(event)
        page_step = self.view_rect().h - LINE
        jumps = {pygame.K_PAGEDOWN: page_step, pygame.K_PAGEUP: -page_step,
                 pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}
        if k == pygame.K_SPACE and self.focus == "page":
            k = pygame.K_PAGEDOWN
        if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
        elif k == pygame.K_TAB:
            self.focus = "page" if self.focus == "toc" else "toc"
        elif k == pygame.K_SLASH or (k == pygame.K_f and event.mod & pygame.KMOD_CTRL):
            self.focus, self._typed_last = "search", getattr(event, "unicode", "") or "/"
        elif k in jumps:
            self.scroll_by(jumps[k])
        elif k in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if k == pygame.K_UP else 1
            if self.focus == "page":
                self.scroll_by(step * LINE * 2)
            else:
                pages = self.pages()
                self.open(pages[(pages.index(self.page) + step) % len(pages)])
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_RIGHT) and self.focus == "toc":
            self.focus = "page"
        elif k == pygame.K_LEFT and self.focus == "page":
            self.focus = "toc"
        else:
            ch = getattr(event, "unicode", "")
            if ch and ch.isprintable() and ch.strip():
                self.focus, self._typed_last = "search", ch
                self.set_query(self.query + ch)

    def search_key(self, event) -> None:
        k = event.key
        if k == pygame.K_ESCAPE:
            self.set_query("")
            self.focus = "toc"
        elif k == pygame.K_BACKSPACE:
            self.set_query(self.query[:-1])
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open_hit(self.hit_sel)
        elif k in (pygame.K_UP, pygame.K_DOWN) and self.hits:
            self.hit_sel = (self.hit_sel + (1 if k == pygame.K_DOWN else -1)) % len(self.hits)
        elif k == pygame.K_TAB:
            self.focus = "toc"
        else:
            ch = getattr(event, "unicode", "")
            if ch and ch.isprintable():
                self._typed_last = ch
                self.set_query(self.query + ch)

    def click(self, pos) -> None:
        if BACK_RECT.collidepoint(pos) or self.doc is None:
            if BACK_RECT.collidepoint(pos):
                self.back()
            return
        if SEARCH_RECT.collidepoint(pos):
            self.focus = "search"
            return
        if self.focus == "search" and self.query:
            for i, rect in enumerate(self.hit_rows()):
                if rect.collidepoint(pos):
                    return self.open_hit(i)
        for i, rect in enumerate(self.toc_rows()):
            if rect.collidepoint(pos):
                self.focus = "toc"
                return self.open(self.pages()[i])
        if PAGE_RECT.collidepoint(pos):
            self.focus = "page"

    # drawing -----------------------------------------------------------------
    def toc_rows(self) -> list[pygame.Rect]:
        return [pygame.Rect(TOC_RECT.x + 8, TOC_RECT.y + 10 + i * TOC_ROW, TOC_RECT.w - 16, TOC_ROW - 2)
                for i in range(len(self.pages()))]

    def hit_rows(self) -> list[pygame.Rect]:
        return [pygame.Rect(SEARCH_RECT.x, SEARCH_RECT.bottom + 6 + i * 56, SEARCH_RECT.w, 54)
                for i in range(min(len(self.hits), 9))]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        name = games.get(self.code).name(self.lang) if self.code in {g.code for g in games.GAMES} else ""
        title = t("rules.title", game=name) if name else t("rules.title_plain")
        self.draw_back(surface)
        blit_text(surface, title, 30, GOLD, True, midleft=(BACK_RECT.right + 20, BACK_RECT.centery),
                  max_width=SEARCH_RECT.x - BACK_RECT.right - 40)
        if self.doc is None:
            r = pygame.Rect(W // 2 - 360, H // 2 - 70, 720, 140)
            surface.blit(panel(r.size, FILL, EDGE), r)
            blit_text(surface, t("rules.unavailable"), 24, TEXT, center=r.center, max_width=r.w - 40)
            return
        self.draw_toc(surface)
        self.draw_page(surface)
        self.draw_search(surface)
        hint = t("rules.hint_search" if self.focus == "search" else "rules.hint")
        blit_text(surface, hint, 16, DIM, midbottom=(W // 2, H - 10), max_width=W - 64)

    def draw_back(self, surface) -> None:
        pygame.draw.rect(surface, (40, 24, 21), BACK_RECT, border_radius=10)
        pygame.draw.rect(surface, EDGE, BACK_RECT, 1, border_radius=10)
        blit_text(surface, "← " + t("rules.back"), 20, TEXT, center=BACK_RECT.center, max_width=BACK_RECT.w - 10)

    def draw_toc(self, surface) -> None:
        surface.blit(panel(TOC_RECT.size, FILL, GOLD if self.focus == "toc" else EDGE), TOC_RECT)
        hits = self.hit_pages()
        for page, r in zip(self.pages(), self.toc_rows()):
            selected = page == self.page
            if selected:
                pygame.draw.rect(surface, (96, 36, 28), r, border_radius=7)
                pygame.draw.rect(surface, VERMILION, (r.x + 3, r.y + 6, 4, r.h - 12), border_radius=2)
            dimmed = bool(self.query) and page not in hits
            colour = DIM if dimmed else (theme.HIGHLIGHT if page in hits else TEXT)
            right = r.right - (40 if page in hits else 8)
            if page in rulesbook.SPECIAL_PAGES:
                _fit(surface, t(f"rules.toc.{page}"), colour, page == "quickref", r.x + 16, r.centery, right)
            else:
                c = self.doc.chapter(page)
                blit_text(surface, c.numeral(self.lang), 18, GOLD if not dimmed else DIM, True,
                          midleft=(r.x + 16, r.centery))
                _fit(surface, c.title(self.lang), colour, False, r.x + 58, r.centery, right)
            if page in hits:
                badge = pygame.Rect(r.right - 34, r.centery - 10, 28, 20)
                pygame.draw.rect(surface, (150, 112, 40), badge, border_radius=10)
                blit_text(surface, str(hits[page]), 15, (20, 12, 10), True, center=badge.center)

    def draw_page(self, surface) -> None:
        surface.blit(panel(PAGE_RECT.size, FILL, GOLD if self.focus == "page" else EDGE), PAGE_RECT)
        x = PAGE_RECT.x + PAD
        blit_text(surface, self.title(self.page), 28, GOLD, True, topleft=(x, PAGE_RECT.y + 14),
                  max_width=PAGE_RECT.w - 2 * PAD)
        sub = self.subtitle()
        if sub:
            blit_text(surface, sub, 18, DIM, topleft=(x, PAGE_RECT.y + 52), max_width=PAGE_RECT.w - 2 * PAD)
        view = self.view_rect()
        pygame.draw.line(surface, VERMILION, (x, view.y - 10), (x + 90, view.y - 10), 3)
        pygame.draw.line(surface, EDGE, (x + 96, view.y - 10), (PAGE_RECT.right - PAD, view.y - 10), 1)
        ops, height, anchors = self.laid_out()
        old_clip = surface.get_clip()
        surface.set_clip(view.inflate(8, 0))
        oy = view.y - self.scroll
        if self.mark in anchors:
            top, bottom = anchors[self.mark]
            pygame.draw.rect(surface, (58, 40, 22), (view.x - 8, oy + top - 4, view.w + 12, bottom - top - 8),
                             border_radius=8)
            pygame.draw.rect(surface, GOLD, (view.x - 8, oy + top - 4, 4, bottom - top - 8))
        q = self.query.strip().casefold()
        for op in ops:
            if op[0] == "r":
                rect = op[1].move(view.x, oy)
                if rect.bottom >= view.y and rect.top <= view.bottom:
                    pygame.draw.rect(surface, op[2], rect, op[3])
                continue
            _, ox, y, s, size, colour, bold = op
            if y + oy + LINE < view.y or y + oy > view.bottom:
                continue
            if q and q in s.casefold():
                w = theme.font(size, bold).size(s)[0]
                pygame.draw.rect(surface, HIT_BAND, (view.x + ox - 4, y + oy - 2, w + 8, size + 6),
                                 border_radius=4)
            line(surface, s, size, colour, bold, (view.x + ox, y + oy))
        surface.set_clip(old_clip)
        if height > view.h:   # scroll bar
            track = pygame.Rect(PAGE_RECT.right - 14, view.y, 5, view.h)
            pygame.draw.rect(surface, (50, 32, 28), track, border_radius=3)
            knob_h = max(30, view.h * view.h // height)
            knob_y = view.y + (view.h - knob_h) * self.scroll // max(1, self.max_scroll())
            pygame.draw.rect(surface, GOLD, (track.x, knob_y, 5, knob_h), border_radius=3)

    def draw_search(self, surface) -> None:
        r = SEARCH_RECT
        active = self.focus == "search"
        pygame.draw.rect(surface, (30, 18, 16), r, border_radius=10)
        pygame.draw.rect(surface, GOLD if active else EDGE, r, 2 if active else 1, border_radius=10)
        pygame.draw.circle(surface, DIM, (r.x + 22, r.centery - 2), 8, 2)
        pygame.draw.line(surface, DIM, (r.x + 28, r.centery + 4), (r.x + 34, r.centery + 10), 3)
        if self.query:
            img = theme.text(self.query, 20, TEXT)
            surface.blit(img, img.get_rect(midleft=(r.x + 46, r.centery)), area=pygame.Rect(
                max(0, img.get_width() - (r.w - 160)), 0, r.w - 160, img.get_height()))
            count = t("rules.search.hits", n=len(self.hits)) if self.hits else t("rules.search.none")
            blit_text(surface, count, 16, GOLD if self.hits else theme.BAD, midright=(r.right - 14, r.centery))
            caret_x = r.x + 46 + min(img.get_width(), r.w - 160) + 2
        else:
            blit_text(surface, t("rules.search.placeholder"), 18, DIM, midleft=(r.x + 46, r.centery))
            caret_x = r.x + 46
        if active:
            pygame.draw.line(surface, GOLD, (caret_x, r.y + 10), (caret_x, r.bottom - 10), 2)
        if active and self.query and self.hits:
            self.draw_hits(surface)

    def draw_hits(self, surface) -> None:
        rows = self.hit_rows()
        box = rows[0].unionall(rows).inflate(8, 8)
        surface.blit(panel(box.size, (20, 12, 10, 246), GOLD, 10), box)
        for i, (hit, r) in enumerate(zip(self.hits, rows)):
            if i == self.hit_sel:
                pygame.draw.rect(surface, (96, 36, 28), r, border_radius=7)
            head = (t("rules.search.ruling", id=hit.id) if hit.kind == "ruling" else self.title(hit.page))
            _fit(surface, head, GOLD, True, r.x + 12, r.y + 15, r.right - 12, (18, 17))
            _fit(surface, hit.snippet, TEXT, False, r.x + 12, r.y + 39, r.right - 12, (16,))
