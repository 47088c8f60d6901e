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

from game.ui import theme
from game.ui.kit import shape
from game.ui.table.deciding import Choice, DecisionPanel, Section
from game.zintrigger.rules import wording
from game.zintrigger.rules.cards import card_name

MARK_COLOUR = {"dodge": (90, 180, 120), "counter": (220, 90, 70), "cover": (110, 150, 210), "hit": (200, 200, 200)}
SHAPES = {"dodge": "ring", "counter": "triangle", "cover": "shield", "hit": "cross"}


def draw_mark(surf: pygame.Surface, kind: str, centre, r: int) -> None:
    """The answers' shapes: ○ dodge, ▲ counter, a shield for cover, ✕ hit."""
    shape(surf, SHAPES.get(kind, ""), centre, r, MARK_COLOUR.get(kind, theme.GOLD))


class Questions:
    """The panel's content: the question of the decision the bottom seat takes now."""

    def __init__(self, board) -> None:
        self.board, self.tb = board, board.table

    def panel(self) -> DecisionPanel:
        tb = self.tb
        return DecisionPanel(tb, "decide", self.content, draw_mark, MARK_COLOUR, self.family, idle_key=lambda: (
            tb.view.result is None, tb.my_turn(), tb.view.phase, tb.view.to_move), idle_words=lambda: wording.idle(
            tb.view, tb.lang, self.board.short_name, tb.my_turn()))

    def family(self) -> tuple | None:
        """A decision asked again (the same kind, seat and reason) keeps its buttons in place."""
        p = self.tb.view.pending
        return (p.kind, p.seat, p.reason) if p is not None else None

    def content(self) -> tuple[str, list[Section]] | None:
        """(heading, sections) of the decision the bottom seat takes now (the rules' words), or
        None; each section lists the legal actions that answer it."""
        tb = self.tb
        asked = wording.question(tb.view, tb.lang, self.board.short_name, self.board.select_mode()) \
            if tb.my_turn() else None
        if asked is None:
            return None
        heading, sections = asked
        acts = list(tb.state.legal_actions())
        return heading, [Section(sec.title, sec.explain, [self.choice(a, sec) for a in acts] if sec.verbs is None else
                                 [self.choice(a, sec) for verb in sec.verbs for a in acts if a.verb == verb],
                                 sec.note, sec.mark) for sec in sections]

    def choice(self, a, sec) -> Choice:
        """A button: the action's words (under its answer's title a card's name is enough)."""
        label = card_name(a.args[0], self.tb.lang) if sec.short and len(a.args) == 1 and a.args[0] != "decoy" \
            else self.tb.words.describe(a)
        return Choice(label, a, wording.about(a), a.verb if sec.marked and a.verb in MARK_COLOUR else "")
