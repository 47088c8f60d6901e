"""The decision panel (the ``decide`` zone): every decision the seat at the bottom
has to take, in words, with a button per choice.

When you are attacked it shows the four answers, each with its shape, what it
does and the cards that allow it — ○ 回避 (dodge), ▲ 反撃 (counter), shield 遮蔽物
(cover), ✕ 被弾 (hit) — or why it is not possible now. Other decisions (draws,
the 拠点 limit, the swap after an attack, reload, set-up items...) get their
question and one button per legal choice. The buttons are the table's
controls (``opt<i>``) while the decision lasts: the focus ring and Enter reach
them, and a hovered one shows its card in the zoom panel. The panel lays itself out at the UI scale and shrinks
(explanations first) until it fits its zone.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.kit import fit_text
from game.ui.widgets import Button, panel_bg, wrap_cached
from game.ui.table.controls import Control
from game.zintrigger.rules.cards import BAMBOO
from game.zintrigger.table.words import ability_name, card, option_card

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

    opt: Opt | None = None
    least = 12          # the smallest print, in pixels (12 layout units)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        u = lambda n: max(1, round(n * r.height / 30))  # noqa: E731  (lengths grow with the button)
        pygame.draw.rect(surface, (96, 60, 40) if self.hovered else (56, 62, 72), r, border_radius=u(7))
        edge = theme.HIGHLIGHT if self.focused or self.hovered else MARK_COLOUR.get(self.opt.kind, theme.PANEL_EDGE)
        pygame.draw.rect(surface, edge, r, u(3) if self.focused else u(2), border_radius=u(7))
        x = r.x + u(8)
        if self.opt.kind:
            m = max(u(5), r.height // 5)
            draw_mark(surface, self.opt.kind, (x + m, r.centery), m)
            x += 2 * m + u(6)
        img = fit_text(self.label, self.size, r.right - x - u(6), theme.TEXT, True, min_size=self.least)
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))


class DecisionPanel:
    """Lays out the content in ``rect`` and owns the option buttons (registered on the table)."""

    def __init__(self, board) -> None:
        self.board, self.tb = board, board.table
        self.rect = board.zone["decide"]
        self.heading = ""
        self.sections: list[Section] = []
        self.items: list[tuple] = []        # what draw() draws: ("text", img, pos) / ("mark", kind, pos, r)
        self.names: list[str] = []
        #: the last layout's buttons by action, the decision they answered and how it was laid
        #: out: a decision asked again with fewer choices (the items added one by one) keeps
        #: every remaining button where it was, so a second click hits what it aimed at
        self.kept: dict[str, pygame.Rect] = {}
        self.kept_for: tuple | None = None
        self.kept_how: tuple = ()

    def clear(self) -> None:
        for name in self.names:
            self.tb.controls.remove(name)
        self.names = []
        self.items = []
        self.heading = ""
        self.sections = []

    # -- what to ask ---------------------------------------------------------------------------
    def content(self) -> tuple[str, list[Section]] | None:
        """(heading, sections) of the decision the bottom seat takes now, or None. Every choice
        of it is listed also while the last animation still plays (the panel is built when the
        view changes; its buttons wait for the table to be free)."""
        board, tb = self.board, self.tb
        view = tb.view
        if not tb.my_turn() or view.result is not None:
            return None
        p = view.pending
        acts = list(tb.state.legal_actions())
        if p is None:
            return None
        kind = p.kind
        opt = lambda a, k="": Opt(tb.words.describe(a), a, option_card(a), k)  # noqa: E731
        if kind == "respond":
            return self.respond(p, acts, opt)
        if kind == "window":
            user = board.short_name(p.attacker)
            ab = ability_name(view.seats[p.attacker].main)
            counters = [opt(a, "counter") for a in acts if a.verb == "counter"]
            passes = [opt(a) for a in acts if a.verb == "pass"]
            return (t("zintrigger.panel.window", user=user, ability=ab),
                    [Section(t("zintrigger.ans.counter"), t("zintrigger.panel.window_explain"), counters + passes,
                             mark="counter")])
        heading = t(f"zintrigger.panel.{kind}", n=p.count, nums=",".join(map(str, p.numbers)),
                    shown=("・" if tb.lang == "ja" else ", ").join(card(c) for c in p.shown))
        explain_key = f"zintrigger.explain.{kind}" + (f".{p.reason}" if p.reason else "")
        explain = t(explain_key)
        if explain == explain_key:
            explain = t(f"zintrigger.explain.{kind}")
        mode = board.select_mode()
        if mode is not None:      # choose a set of cards, then confirm
            return heading, [Section(t(f"zintrigger.select.title.{mode}"), explain, [], note=t(f"zintrigger.select.how.{mode}"))]
        return heading, [Section("", explain, [opt(a) for a in acts])]


    def respond(self, p, acts, opt):
        board, tb = self.board, self.tb
        view = tb.view
        seat = tb.bottom
        attacker = p.attacker
        who = board.short_name(attacker) if isinstance(attacker, int) else BAMBOO[attacker].name(tb.lang)
        heading = t("zintrigger.panel.respond", attacker=who, nums=",".join(map(str, p.numbers)))
        if isinstance(attacker, int):
            fv = view.seats[attacker].field_number
        else:
            fv = BAMBOO[attacker].number
        def short(a, k):            # under its answer's title a choice needs only its card
            o = opt(a, k)
            if a.args and a.args[0] != "decoy" and len(a.args) == 1:
                o.label = card(a.args[0])
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

    # -- layout ----------------------------------------------------------------------------------
    def rebuild(self) -> None:
        self.clear()
        got = self.content() if self.tb.my_turn() else None
        if got is None:
            return
        self.heading, self.sections = got
        p = self.tb.view.pending
        family = (p.kind, p.seat, p.reason, self.rect.size)
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
        pending: list[tuple[pygame.Rect, Opt]] = []
        for sec in self.sections:
            if sec.title:
                x = r.x
                if sec.mark:
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
            button = self.tb.controls.add(Control(name, "decide", o.label, press=lambda o=o: self.choose(o)), rect,
                                          OptButton)
            button.opt, button.size, button.least = o, bsize, u(12)      # already in pixels
            self.names.append(name)
        return True

    def choose(self, opt: Opt) -> None:
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
            b = self.tb.controls.button(name)
            if b is not None and (b.hovered or b.focused):
                return b.opt.card
        return None

