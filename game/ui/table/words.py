"""The table's words: what an action is called in a chooser, what to do now, the
phase, the result's details. A game subclasses :class:`Words`; the defaults say
what the framework can say by itself (the pending decision's prompt)."""
from __future__ import annotations

from typing import Any

from game.engine import Action
from game.i18n import t



class Words:
    def __init__(self, table) -> None:
        self.table = table

    def describe(self, action: Action) -> str:
        """A chooser row for ``action``."""
        return action.text()

    def hint(self) -> str:
        """What the person at the screen may do now (the hint bar); by default the
        prompt of a decision that is theirs."""
        tb = self.table
        decision = tb.view.decision
        if decision is not None and decision.seat == tb.bottom and tb.my_turn():
            return decision.text(tb.lang)
        return ""

    def phase(self) -> str:
        """Where the game stands, in a few words (the status box)."""
        return ""

    def chooser_title(self, actions) -> str | None:
        """The title of a chooser over ``actions`` (None: the framework's "Which one?")."""
        return None

    def reason(self, code: str) -> str:
        """How a game ended, in words (the catalogue's ``<game>.reason.<code>``)."""
        key = f"{self.table.code}.reason.{code}"
        text = t(key)
        return code if text == key else text

    def result_details(self, result) -> list[str]:
        """Lines under the result's headline (scores, what decided it)."""
        return []

    def stats_extra(self, result) -> dict[str, Any]:
        """What the statistics count of a finished game besides who won."""
        return {"win_by": result.reason}

    def log_line(self, line):
        """A rules ``Log`` as the log panel shows it (a game may re-word it)."""
        return line
