"""The decision panel (the ``decide`` zone): every decision the seat at the bottom
has to take, in words, with a button per choice.

When you are attacked it shows the four answers, each with its shape, what it
does and the cards that allow it — ○ 回避 (dodge), ▲ 反撃 (counter), shield 遮蔽物
(cover), ✕ 被弾 (hit) — or why it is not possible now. Other decisions (draws,
the 拠点 limit, the swap after an attack, reload, set-up items...) get their
question and one button per legal choice. The buttons are the table's
(``opt:<i>``): the focus ring and Enter reach them, and a hovered one shows its
card in the zoom panel. The panel lays itself out at the UI scale and shrinks
(explanations first) until it fits its zone.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.kit import fit_text
from game.ui.widgets import Button, panel_bg, wrap_cached
from game.zintrigger.rules.cards import BAMBOO
from game.zintrigger.table import words

MARK_COLOUR = {"dodge": (90, 180, 120), "counter": (220, 90, 70), "cover": (110, 150, 210), "hit": (200, 200, 200)}


@dataclass
class Opt:
    label: str
    action: object
    card: str | None = None
    kind: str = ""


@dataclass
class Section:
    title: str
    explain: str = ""
    options: list[Opt] = field(default_factory=list)
    note: str = ""
    mark: str | None = None


def draw_mark(surf: pygame.Surface, kind: str, centre, r: int) -> None:
    """The answers' shapes: ○ dodge, ▲ counter, a shield for cover, ✕ hit."""
    x, y = centre
    c = MARK_COLOUR.get(kind, theme.GOLD)
    if kind == "dodge":
        pygame.draw.circle(surf, c, (x, y), r, max(2, r // 3))
    elif kind == "counter":
        pygame.draw.polygon(surf, c, [(x, y - r), (x + r, y + r - 1), (x - r, y + r - 1)])
    elif kind == "cover":
        pts = [(x - r, y - r), (x + r, y - r), (x + r, y), (x, y + r + r // 2), (x - r, y)]
        pygame.draw.polygon(surf, c, pts)
    elif kind == "hit":
        w = max(2, r // 2)
        pygame.draw.line(surf, c, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(surf, c, (x - r, y + r), (x + r, y - r), w)


class OptButton(Button):
    """A decision's choice: its text shrinks to fit, a shape mark says the answer's kind."""

    def __init__(self, rect, opt: Opt, on_click, size: int) -> None:
        super().__init__(rect, opt.label, on_click, size=size)
        self.opt = opt

    def draw(self, surface: pygame.Surface) -> None:
        bg = (96, 60, 40) if self.hovered else (56, 62, 72)
        pygame.draw.rect(surface, bg, self.rect, border_radius=7)
        edge = theme.HIGHLIGHT if self.focused or self.hovered else MARK_COLOUR.get(self.opt.kind, theme.PANEL_EDGE)
        pygame.draw.rect(surface, edge, self.rect, 3 if self.focused else 2, border_radius=7)
        x = self.rect.x + 8
        if self.opt.kind:
            r = max(5, self.rect.height // 5)
            draw_mark(surface, self.opt.kind, (x + r, self.rect.centery), r)
            x += 2 * r + 6
        img = fit_text(self.label, self.size, self.rect.right - x - 6, theme.TEXT, True, min_size=9)
        surface.blit(img, img.get_rect(midleft=(x, self.rect.centery)))


# -- what to ask ------------------------------------------------------------------------------------------
def _acts(tb) -> list:
    """Every choice of the decision (also while the last animation still plays: the panel is
    built when the view changes; its buttons wait for the table to be free)."""
    return list(tb.state.legal_actions()) if tb.my_turn() else []


def content(tb) -> tuple[str, list[Section]] | None:
    """(heading, sections) of the decision the bottom seat takes now, or None."""
    view = tb.view
    if not tb.my_turn() or view.result is not None:
        return None
    p = view.pending
    acts = _acts(tb)
    if p is None:
        return None
    kind = p.kind
    opt = lambda a, k="": Opt(words.describe(tb, a), a, words.option_card(a), k)  # noqa: E731
    if kind == "respond":
        return _respond(tb, p, acts, opt)
    if kind == "window":
        user = tb.short_name(p.attacker)
        ab = words.ability_name(view.seats[p.attacker].main)
        counters = [opt(a, "counter") for a in acts if a.verb == "counter"]
        passes = [opt(a) for a in acts if a.verb == "pass"]
        return (t("zintrigger.panel.window", user=user, ability=ab),
                [Section(t("zintrigger.ans.counter"), t("zintrigger.panel.window_explain"), counters + passes,
                         mark="counter")])
    heading = t(f"zintrigger.panel.{kind}", n=p.count, nums=",".join(map(str, p.numbers)),
                shown=words.cards(p.shown))
    explain_key = f"zintrigger.explain.{kind}" + (f".{p.reason}" if p.reason else "")
    explain = t(explain_key)
    if explain == explain_key:
        explain = t(f"zintrigger.explain.{kind}")
    if tb.select_mode() is not None:      # choose a set of cards, then confirm
        return heading, [Section(t(f"zintrigger.select.title.{tb.select_mode()}"), explain, [],
                                 note=t(f"zintrigger.select.how.{tb.select_mode()}"))]
    return heading, [Section("", explain, [opt(a) for a in acts])]


def _respond(tb, p, acts, opt):
    view = tb.view
    seat = tb.bottom
    attacker = p.attacker
    who = tb.short_name(attacker) if isinstance(attacker, int) else BAMBOO[attacker].name(tb.lang)
    heading = t("zintrigger.panel.respond", attacker=who, nums=",".join(map(str, p.numbers)))
    if isinstance(attacker, int):
        fv = view.seats[attacker].field_number
    else:
        fv = BAMBOO[attacker].number
    def short(a, k):            # under its answer's title a choice needs only its card
        o = opt(a, k)
        if a.args and a.args[0] != "decoy" and len(a.args) == 1:
            o.label = words.card(a.args[0])
        return o
    dodges = [short(a, "dodge") for a in acts if a.verb == "dodge"]
    counters = [short(a, "counter") for a in acts if a.verb == "counter"]
    covers = [opt(a, "cover") for a in acts if a.verb == "cover"]
    hits = [opt(a, "hit") for a in acts if a.verb == "hit"]
    me = view.seats[seat]
    dodge_note = t("zintrigger.ans.no_dodge_suppress") if p.no_dodge else t(
        "zintrigger.ans.no_dodge", n=me.field_number if me.field_number is not None else "-")
    if p.no_counter:
        counter_note = t("zintrigger.ans.no_counter_rule")
    elif fv is None:
        counter_note = t("zintrigger.ans.no_counter_respawn")
    else:
        counter_note = t("zintrigger.ans.no_counter", n=fv)
    cover_note = t("zintrigger.ans.no_cover_rule") if p.no_cover else t("zintrigger.ans.no_cover")
    return heading, [
        Section(t("zintrigger.ans.dodge"), t("zintrigger.ans.dodge_explain"), dodges, dodge_note, "dodge"),
        Section(t("zintrigger.ans.counter"), t("zintrigger.ans.counter_explain", n=fv if fv is not None else "-"),
                counters, counter_note,
                "counter"),
        Section(t("zintrigger.ans.cover"), t("zintrigger.ans.cover_explain"), covers, cover_note, "cover"),
        Section(t("zintrigger.ans.hit"), t("zintrigger.ans.hit_explain"), hits, "", "hit"),
    ]


# -- layout ------------------------------------------------------------------------------------------------
class DecisionPanel:
    """Lays out the content in ``rect`` and owns the option buttons (registered on the table)."""

    def __init__(self, tb, rect: pygame.Rect) -> None:
        self.tb = tb
        self.rect = rect
        self.heading = ""
        self.sections: list[Section] = []
        self.items: list[tuple] = []        # what draw() draws: ("text", img, pos) / ("mark", kind, pos, r)
        self.names: list[str] = []

    def clear(self) -> None:
        for name in self.names:
            self.tb.buttons.pop(name, None)
        self.names = []
        self.items = []
        self.heading = ""
        self.sections = []

    def rebuild(self) -> None:
        self.clear()
        got = content(self.tb)
        if got is None:
            return
        self.heading, self.sections = got
        scale = self.tb.ui_scale()
        for explain in (True, False):
            for shrink in (1.0, 0.9, 0.8, 0.7, 0.62):
                if self._layout(scale * shrink, explain):
                    return
        # many choices at a large scale: equal columns, then smaller print, until all fit
        for shrink in (0.62, 0.5, 0.4):
            for cols in (2, 3, 4, 6):
                if self._layout(scale * shrink, False, cols=cols):
                    return
        self._layout(0.4, False, cols=6, force=True)

    def _layout(self, s: float, explain: bool, force: bool = False, cols: int = 0) -> bool:
        """Lay the panel out at text scale ``s``; False when it does not fit (``force``: keep
        it anyway). ``cols``: the choices in that many equal columns (0: each as wide as its
        words)."""
        for name in self.names:
            self.tb.buttons.pop(name, None)
        self.names, self.items = [], []
        r = self.rect.inflate(-16, -14)
        y = r.y
        head = max(11, round(16 * s))
        text = max(10, round(13 * s))
        bsize = max(10, round(15 * s))
        bh = max(22, round(30 * s))
        for line in wrap_cached(self.heading, head, r.width, True):
            self.items.append(("text", theme.text(line, head, theme.GOLD, True), (r.x, y)))
            y += head + 4
        y += 4
        pending: list[tuple[pygame.Rect, Opt]] = []
        for sec in self.sections:
            if sec.title:
                x = r.x
                if sec.mark:
                    m = max(5, head // 2)
                    self.items.append(("mark", sec.mark, (x + m, y + head // 2 + 1), m))
                    x += 2 * m + 6
                self.items.append(("text", theme.text(sec.title, head, theme.TEXT, True), (x, y)))
                y += head + 4
            if explain and sec.explain:
                for line in wrap_cached(sec.explain, text, r.width):
                    self.items.append(("text", theme.text(line, text, theme.TEXT_DIM), (r.x, y)))
                    y += text + 3
                y += 2
            if sec.options:
                x = r.x
                for o in sec.options:
                    w = (r.width - 6 * (cols - 1)) // cols if cols else \
                        min(r.width, theme.font(bsize, True).size(o.label)[0] + 24 + (bh // 2 if o.kind else 0))
                    if x > r.x and x + w > r.right:
                        x = r.x
                        y += bh + 5
                    pending.append((pygame.Rect(x, y, w, bh), o))
                    x += w + 6
                y += bh + 8
            elif sec.note:
                for line in wrap_cached(sec.note, text, r.width):
                    self.items.append(("text", theme.text(line, text, (200, 150, 130)), (r.x, y)))
                    y += text + 3
                y += 6
        if y > r.bottom and not force:
            return False
        for i, (rect, o) in enumerate(pending):
            name = f"opt:{i}"
            self.tb.buttons[name] = OptButton(rect, o, lambda o=o: self.tb.choose_option(o), bsize)
            self.names.append(name)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(panel_bg(self.rect.size, theme.HIGHLIGHT if self.names else theme.PANEL_EDGE, 250), self.rect)
        for item in self.items:
            if item[0] == "text":
                surf.blit(item[1], item[2])
            else:
                draw_mark(surf, item[1], item[2], item[3])

    @property
    def active(self) -> bool:
        return bool(self.items)

    def hovered_card(self) -> str | None:
        for name in self.names:
            b = self.tb.buttons.get(name)
            if b is not None and (b.hovered or b.focused):
                return b.opt.card
        return None

