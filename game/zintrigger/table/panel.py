"""What the ジントリガー decision panel (the framework's ``DecisionPanel`` in the ``decide``
zone) asks the seat at the bottom, and the answers' shapes.

When you are attacked it shows the four answers, each with its shape, what it
does and the cards that allow it — ○ 回避 (dodge), ▲ 反撃 (counter), shield 遮蔽物
(cover), ✕ 被弾 (hit) — or why it is not possible now. Other decisions (draws,
the 拠点 limit, the swap after an attack, reload, set-up items...) get their
question and one button per legal choice; a set of cards chosen then confirmed
(the hand limit, a reload, the three 拠点 cards that stay) says how.
"""
from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.table.deciding import Choice, DecisionPanel, Section
from game.zintrigger.rules.cards import BAMBOO, card_name
from game.zintrigger.rules.wording import ability_name, about, cards

MARK_COLOUR = {"dodge": (90, 180, 120), "counter": (220, 90, 70), "cover": (110, 150, 210), "hit": (200, 200, 200)}


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


class Questions:
    """The panel's content: the question of the decision the bottom seat takes now."""

    def __init__(self, board) -> None:
        self.board, self.tb = board, board.table

    def panel(self) -> DecisionPanel:
        return DecisionPanel(self.tb, "decide", self.content, draw_mark, MARK_COLOUR, self.family)

    def family(self) -> tuple | None:
        """A decision asked again (the same kind, seat and reason) keeps its buttons in place."""
        p = self.tb.view.pending
        return (p.kind, p.seat, p.reason) if p is not None else None

    def opt(self, a, kind: str = "") -> Choice:
        return Choice(self.tb.words.describe(a), a, about(a), kind)

    def content(self) -> tuple[str, list[Section]] | None:
        """(heading, sections) of the decision the bottom seat takes now, or None."""
        board, tb = self.board, self.tb
        view = tb.view
        p = view.pending
        if not tb.my_turn() or view.result is not None or p is None:
            return None
        acts, kind, opt = list(tb.state.legal_actions()), p.kind, self.opt
        if kind == "respond":
            return self.respond(p, acts)
        if kind == "window":
            user = board.short_name(p.attacker)
            ab = ability_name(view.seats[p.attacker].main, tb.lang)
            counters = [opt(a, "counter") for a in acts if a.verb == "counter"]
            passes = [opt(a) for a in acts if a.verb == "pass"]
            return (t("zintrigger.panel.window", user=user, ability=ab),
                    [Section(t("zintrigger.ans.counter"), t("zintrigger.panel.window_explain"), counters + passes,
                             mark="counter")])
        heading = t(f"zintrigger.panel.{kind}", n=p.count, nums=",".join(map(str, p.numbers)),
                    shown=cards(p.shown, tb.lang))
        explain_key = f"zintrigger.explain.{kind}" + (f".{p.reason}" if p.reason else "")
        explain = t(explain_key)
        if explain == explain_key:
            explain = t(f"zintrigger.explain.{kind}")
        mode = board.select_mode()
        if mode is not None:      # choose a set of cards, then confirm
            return heading, [Section(t(f"zintrigger.select.title.{mode}"), explain, [],
                                     note=t(f"zintrigger.select.how.{mode}"))]
        return heading, [Section("", explain, [opt(a) for a in acts])]

    def respond(self, p, acts):
        """An attack to answer: the four answers, each with the cards that allow it or why not."""
        board, tb = self.board, self.tb
        view = tb.view
        attacker = p.attacker
        who = board.short_name(attacker) if isinstance(attacker, int) else BAMBOO[attacker].name(tb.lang)
        heading = t("zintrigger.panel.respond", attacker=who, nums=",".join(map(str, p.numbers)))
        fv = view.seats[attacker].field_number if isinstance(attacker, int) else BAMBOO[attacker].number

        def short(a, k):            # under its answer's title a choice needs only its card
            o = self.opt(a, k)
            if a.args and a.args[0] != "decoy" and len(a.args) == 1:
                o.label = card_name(a.args[0], tb.lang)
            return o
        dodges = [short(a, "dodge") for a in acts if a.verb == "dodge"]
        counters = [short(a, "counter") for a in acts if a.verb == "counter"]
        covers = [self.opt(a, "cover") for a in acts if a.verb == "cover"]
        hits = [self.opt(a, "hit") for a in acts if a.verb == "hit"]
        me = view.seats[tb.bottom]
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
                    counters, counter_note, "counter"),
            Section(t("zintrigger.ans.cover"), t("zintrigger.ans.cover_explain"), covers, cover_note, "cover"),
            Section(t("zintrigger.ans.hit"), t("zintrigger.ans.hit_explain"), hits, "", "hit"),
        ]
