"""ハクスラ陰陽師's words on the table: what to do now, the phase, the result, the log's
lines. What cards, seats, enemies and actions are called is the rules' (the view's
``describe`` / ``name_of``, ``card_words``); English screens show the stats as
Atk / Def / Jut (``card_words.terms``), never their kanji.
"""
from __future__ import annotations

from game.hakusura.rules import card_words
from game.i18n import t
from game.ui.table.words import Words

#: where the card in hand goes, said while it is held
HELD = {"hand": "held_pick", "loot": "held_take", "pool": "held_take", "slot": "held_play"}


class LogLine:
    """A rules ``Log`` for the log panel: both languages, English with the stat words."""

    __slots__ = ("log", "player")

    def __init__(self, log) -> None:
        self.log = log
        self.player = getattr(log, "player", None)

    def line(self, lang: str) -> str:
        text = card_words.terms(self.log.line(lang), lang)
        # a line may open with a name the rules word mid-sentence ("the minion Oni defeated")
        return text[:1].upper() + text[1:] if lang == "en" else text


class HakusuraWords(Words):
    def describe(self, action) -> str:
        return self.table.view.describe(action, self.table.lang)

    def hint(self) -> str:
        """Waiting; the card in hand, said where it goes; else the decision's own words."""
        tb, view = self.table, self.table.view
        if view.result is not None or view.to_move is None:
            return ""
        if not tb.my_turn():
            waiting = "hakusura.hint.thinking" if tb.flow.thinking else "hakusura.hint.wait"
            return t(waiting, name=tb.names[view.to_move])
        if tb.timeline.busy:
            return ""
        held = tb.drag.held.kind if tb.drag.held is not None else ""
        where = HELD.get(held) if held != "hand" or (view.decision and view.decision.kind == "pick") else None
        return t(f"hakusura.hint.{where}") if where else super().hint()

    def phase(self) -> str:
        view = self.table.view
        return card_words.terms(view.phase_en if self.table.lang == "en" else view.phase_ja, self.table.lang)

    def reason(self, code: str) -> str:
        from game.hakusura.rules import reason_text
        return reason_text(code, self.table.lang)

    def result_details(self, result) -> list[str]:
        tb = self.table
        view = tb.state.view(None)
        lines = [" / ".join(t("hakusura.result.hp", name=tb.names[s.seat], hp=s.hp) for s in view.seats
                            if not s.empty)]
        if view.mode == "solo":
            lines.append(t("hakusura.result.solo", lv=view.difficulty, battle=min(view.battle, 7)))
        return lines

    def stats_extra(self, result) -> dict:
        view = self.table.state.view(None)
        extra = {"win_by": result.reason}
        if view.mode == "solo":
            extra["difficulty"] = f"Lv{view.difficulty}"
        return extra

    def log_line(self, line):
        return LogLine(line)
