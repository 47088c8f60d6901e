"""鬼調伏's words on the table: what to do now and why the turn's buttons are off (the
rules' ``wording``, as is an action's name), the result's lines, and which piece the zoom
panel reads out (its words are the rules' ``wording.about``). Refusals are the rules'
own (``GameState.gesture``)."""
from __future__ import annotations

from game.chobuku.rules import actions as A
from game.chobuku.rules.model import reason_text
from game.chobuku.rules.wording import about, describe, hint, refusal, token_prompt
from game.chobuku.table import faces
from game.chobuku.table.faces import Face
from game.chobuku.table.display import ONI_BOTTLE
from game.i18n import t
from game.ui.table.words import Words


class ChobukuWords(Words):
    @property
    def lang(self) -> str:
        return self.table.lang

    # -- actions ------------------------------------------------------------------------------
    def describe(self, a) -> str:
        return describe(self.table.board.disp, a, self.table.names, self.lang)

    def chooser_title(self, actions) -> str | None:
        return t("chobuku.choose.challenge") if actions and all(isinstance(a, A.Challenge) for a in actions) else None

    # -- what to do now -------------------------------------------------------------------------
    def hint(self) -> str:
        tb = self.table
        return hint(tb.view, tb.board.disp.cands[tb.bottom], tb.drag.held, tb.board.draw_count, tb.names, self.lang,
                    judging=tb.mirror.judge_show is not None, busy=tb.timeline.busy, my_turn=tb.my_turn())

    def turn_refusal(self) -> str | None:
        """Why the turn's buttons are off now (the rules' ``wording.refusal``)."""
        tb = self.table
        return refusal(tb.view, tb.names, self.lang, read_only=tb.read_only, my_turn=tb.my_turn(),
                       busy=tb.timeline.busy)

    def challenge_refusal(self) -> str | None:
        """The 挑む button also goes to the stars when a failed retreat or the last one
        preparing must."""
        mine = self.mine()
        if mine is not None and mine.kind == "stars" and self.table.my_turn() and not self.table.timeline.busy:
            return None
        return self.turn_refusal()

    def challenge_label(self) -> str:
        mine = self.mine()
        return t("chobuku.btn.stars") if mine is not None and mine.kind == "stars" else t("chobuku.btn.challenge")

    def token_prompt(self) -> str:
        return token_prompt(self.table.board.disp, self.lang)

    # -- the end ---------------------------------------------------------------------------------
    def reason(self, code: str) -> str:
        return reason_text(code, self.lang)

    def result_details(self, result) -> list[str]:
        v, names = self.table.view, self.table.names
        return [t("chobuku.result.seat", name=names[c.seat], marks=c.marks, gofu=c.gofu) for c in v.cands] + \
            [t("chobuku.result.rounds", n=v.round)]

    def stats_extra(self, result) -> dict:
        return {"reason": result.reason}

    # -- the zoom panel -------------------------------------------------------------------------
    def zoom(self) -> tuple[Face | None, str]:
        """(face to show big, text) for the piece under the pointer (or focused, or held): the
        rules' words for it (``wording.about``), or the tokens' prompt."""
        tb, d = self.table, self.table.board.disp
        place = tb.drag.held or tb.drag.focus or tb.hover_place
        if d is None or place is None or place == ONI_BOTTLE:
            return None, ""
        if place.kind == "token":
            return None, self.token_prompt()
        piece, text = about(d, place, tb.names, self.lang)
        return (faces.piece(*piece) if piece else None), text

    def idle_help(self) -> str:
        return t("chobuku.zoom.idle")
