"""Words at the 式神符陣 table: card names, chooser labels and facings (the rules'
words, from the view), what to do now, the phase, the result's score."""
from __future__ import annotations

from game.fujin.rules import actions as A
from game.fujin.rules.cards import CARDS
from game.i18n import t
from game.ui.table.words import Words


class FujinWords(Words):
    def describe(self, a) -> str:
        """A chooser label for a legal action (plain words, with the cost): the rules' words."""
        return self.table.view.describe(a, self.table.lang, self.table.bottom)

    def chooser_title(self, actions) -> str | None:
        areas = any(isinstance(a, A.Attack) and a.is_area for a in actions)
        return t("fujin.choose.area") if areas else t("fujin.choose.title")

    def phase(self) -> str:
        tb = self.table
        d = tb.view.decision
        if d is not None:
            return t(f"fujin.phase.{d.kind}", name=tb.names[d.seat])
        return t(f"fujin.phase.{tb.board.disp.phase}")

    def hint(self) -> str:
        tb = self.table
        view = tb.view
        if view.result is not None:
            return ""
        if not tb.my_turn():
            return t("fujin.hint.wait", name=tb.names[view.to_move]) if view.to_move is not None else ""
        if tb.timeline.busy:
            return ""
        if view.decision is not None:
            return view.decision.text(tb.lang)
        if view.phase in ("mulligan", "discard"):
            return t(f"fujin.hint.{view.phase}")
        held = tb.drag.held
        if held is not None and held.kind == "hand":
            if CARDS[held.key].is_shikigami:
                return t("fujin.hint.summon", orient=view.facing_word(tb.board.held_orient, tb.bottom, tb.lang))
            return t("fujin.hint.relic")
        return t("fujin.hint.attack") if held else t("fujin.hint.main")

    def piece(self, p) -> str:
        """The zoom panel's line under a piece on the board."""
        tb = self.table
        return t("fujin.zoom.piece", owner=tb.names[p.owner], hp=p.hp, sei=p.seiatsu,
                 orient=tb.view.facing_word(p.orient, tb.bottom, tb.lang))

    def result_details(self, result) -> list[str]:
        d = self.table.board.disp
        return [t("fujin.result.score", a=d.seiatsu(0), b=d.seiatsu(1), r=max(1, d.round))]
