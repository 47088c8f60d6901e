"""The ジントリガー table's words: what an action does (the rules' wording, for the decision
panel and choosers), what to do now, the phase and the result."""
from __future__ import annotations

from game.i18n import t
from game.ui.table.words import Words
from game.zintrigger.rules import places as P, wording
from game.zintrigger.rules.cards import ITEM_IDS


class ZintriggerWords(Words):
    def describe(self, action) -> str:
        """What the action does (the rules' words, the seats named as the table names them)."""
        return wording.describe(self.table.view, action, self.table.lang, self.table.board.short_name)

    def phase(self) -> str:
        tb = self.table
        v = tb.view
        if v.result is not None:
            return t("zintrigger.phase.over")
        p = v.pending
        if p is not None:
            return t("zintrigger.phase.pending", name=tb.board.short_name(p.seat), what=t(f"zintrigger.pending.{p.kind}"))
        return t(f"zintrigger.phase.{v.phase}") if v.phase in ("setup", "main", "end", "bamboo") else ""

    def hint(self) -> str:
        tb, bd = self.table, self.table.board
        v = tb.view
        if v.result is not None or tb.timeline.busy:
            return ""
        if not tb.my_turn():
            return t("zintrigger.hint.wait", name=bd.short_name(v.to_move)) if v.to_move is not None else ""
        held = tb.drag.held
        if held == P.button("ability"):
            return t("zintrigger.hint.ability_target")
        mode = bd.select_mode()
        if mode is not None:
            return t(f"zintrigger.hint.select.{mode}", k=bd.select_need() or 0)
        if v.pending is not None:
            return super().hint()
        if held is not None and held.kind == "hand" and held.key in ITEM_IDS:
            return t("zintrigger.hint.item")
        if bd.chosen:
            return t("zintrigger.hint.chosen", n=len(bd.chosen))
        return t("zintrigger.hint.main")

    def result_details(self, result) -> list[str]:
        v = self.table.state.view(self.table.viewer)
        if v.players == 1:
            share = result.scores[0] if result.scores else 0
            return [t("zintrigger.result.solo", n=len(v.harvest), share=share)]
        if v.final_score is None:
            return []
        a, b = v.final_score
        return [t("zintrigger.result.score", a=a, b=b)]

    def stats_extra(self, result) -> dict:
        """How the game ended (time keep, turn limit, resignation; the solo: harvest, the grove
        overflowing) and, in the solo, its level and how many bamboo were harvested."""
        extra: dict = {"reason": result.reason}
        if self.table.state.seats() == 1:
            v = self.table.state.view(None)
            extra["level"] = str(v.level)
            extra["harvested"] = len(v.harvest)
        return extra

