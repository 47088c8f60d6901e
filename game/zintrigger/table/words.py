"""The ジントリガー table's words: what an action does (the rules' wording, for the decision
panel and choosers), what to do now, the phase and the result."""
from __future__ import annotations

from game.ui.table.words import Words
from game.zintrigger.rules import wording
from game.zintrigger.rules.ending import stats


class ZintriggerWords(Words):
    def describe(self, action) -> str:
        """What the action does (the rules' words, the seats named as the table names them)."""
        return wording.describe(self.table.view, action, self.table.lang, self.table.board.short_name)

    def phase(self) -> str:
        return wording.phase(self.table.view, self.table.lang, self.table.board.short_name)

    def hint(self) -> str:
        """What to do now (the rules' words), nothing while an animation plays."""
        tb, bd = self.table, self.table.board
        if tb.timeline.busy:
            return ""
        return wording.hint(tb.view, tb.lang, bd.short_name, tb.my_turn(), tb.drag.held, len(bd.chosen),
                            bd.select_mode())

    def result_details(self, result) -> list[str]:
        return wording.result_lines(self.table.state.view(self.table.viewer), result, self.table.lang)

    def stats_extra(self, result) -> dict:
        return stats(self.table.state.view(None), result)
