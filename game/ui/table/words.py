"""The table's words: what an action is called in a chooser, what to do now, the
phase, the result's details. A game subclasses :class:`Words`; the defaults say
what the framework can say by itself (the pending decision's prompt)."""
from __future__ import annotations

from typing import Any

from game.engine import Action, Log
from game.i18n import t



class Words:
    def __init__(self, table) -> None:
        self.table = table

    def describe(self, action: Action) -> str:
        """A chooser row for ``action``."""
        return action.text()

    def mine(self):
        """The pending decision, when the person at the screen is to answer it (else None)."""
        tb = self.table
        decision = tb.view.decision
        return decision if decision is not None and decision.seat == tb.bottom else None

    def hint(self) -> str:
        """What the person at the screen may do now (the hint bar); by default the
        prompt of a decision that is theirs."""
        mine = self.mine()
        return mine.text(self.table.lang) if mine is not None and self.table.my_turn() else ""

    def phase(self) -> str:
        """Where the game stands, in a few words (the status box)."""
        return ""

    def chooser_title(self, actions) -> str | None:
        """The title of a chooser over ``actions`` (None: the framework's "Which one?")."""
        return None

    def reason(self, code: str) -> str:
        """How a game ended, in words: the catalogue's ``<game>.reason.<code>``, else the
        statistics' own words for it (``saves.fig.<game>.reason=<code>``)."""
        for key in (f"{self.table.code}.reason.{code}", f"saves.fig.{self.table.code}.reason={code}"):
            text = t(key)
            if text != key:
                return text
        return code

    def result_details(self, result) -> list[str]:
        """Lines under the result's headline (scores, what decided it)."""
        return []

    def stats_extra(self, result) -> dict[str, Any]:
        """What the statistics count of a finished game besides who won."""
        return {"win_by": result.reason}

    def log_line(self, line):
        """A rules ``Log`` as the log panel shows it (a game may re-word it)."""
        return line

class NamedLine:
    """A rules ``Log`` line in the log panel with its speaker called by their own name: a
    line the rules begin with the rulebook's name for the seat (``先手: …``) begins with
    the player's instead, in either language."""

    __slots__ = ("log", "table", "player")

    def __init__(self, log: Log, table) -> None:
        self.log, self.table, self.player = log, table, log.player

    def line(self, lang: str) -> str:
        text = self.log.line(lang)
        tb, seat = self.table, self.player
        if seat is None or not (0 <= seat < len(tb.seats)):
            return text
        role = tb.info.seat_name(seat, tb.state.seats(), lang, tb.record.options)
        named = tb.seat_label(seat, lang)
        for sep in (": ", ":", "："):
            if text.startswith(role + sep) and named != role:
                return named + sep + text[len(role) + len(sep):]
        return text
