"""鬼調伏's words on the table: what to do now (an action's name is the rules' ``wording``),
why the turn's buttons are off, the result's lines, and which piece the zoom panel reads
out (its words are the rules' ``wording.about``). Refusals are the rules' own
(``GameState.gesture``)."""
from __future__ import annotations

from game.chobuku.rules import actions as A
from game.chobuku.rules.cards import STARS
from game.chobuku.rules.model import reason_text
from game.chobuku.rules.wording import about, describe
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
    def mine(self):
        """The pending decision, when the person at the screen is to answer it."""
        tb = self.table
        d = tb.view.decision
        return d if d is not None and d.seat == tb.bottom else None

    def asks(self, decision) -> str:
        """What a pending decision asks; a declaration's question is its chooser's title."""
        return t("chobuku.hint.declare") if decision.kind == "declare" else decision.text(self.lang)

    def hint(self) -> str:
        tb = self.table
        v, c = tb.view, tb.board.disp.cands[tb.bottom]
        if v.result is not None:
            return ""
        if tb.mirror.judge_show is not None:
            return t("chobuku.hint.judging")
        if tb.timeline.busy:
            return ""
        if not tb.my_turn():
            return t("chobuku.hint.wait", name=tb.names[v.to_move]) if v.to_move is not None else ""
        held, mine = tb.drag.held, self.mine()
        if held == A.BOTTLE_DECK:
            return t("chobuku.hint.holding_deck", n=tb.board.draw_count)
        if held is not None and held.kind == "omen":
            return mine.text(self.lang) if mine is not None and mine.kind == "flee" else t("chobuku.hint.holding_omen")
        if held is not None and held.kind == "hand":
            return t("chobuku.hint.holding_shiki")
        if mine is not None:
            return self.asks(mine)
        if c.six_stop:
            return t("chobuku.hint.six_stop")
        return t("chobuku.hint.last_prep") if c.last_prep else t("chobuku.hint.turn")

    def turn_refusal(self) -> str | None:
        """Why the turn's buttons are off now (not your turn, a step to finish first)."""
        tb = self.table
        if tb.read_only:
            return t("chobuku.why.read_only")
        if not tb.my_turn():
            tm = tb.view.to_move
            return t("chobuku.why.not_your_turn", name=tb.names[tm]) if tm is not None else t("chobuku.why.over")
        if tb.view.decision is not None:
            return self.asks(tb.view.decision)
        return t("chobuku.why.wait") if tb.timeline.busy else None

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
        disp = self.table.board.disp
        d = disp.decision
        if d is not None and d.kind == "fortune":
            card = STARS.get(disp.fortune or "")
            return t("chobuku.hint.fortune_token", card=card.name(self.lang) if card else "")
        return t("chobuku.hint.swap_token") if d is not None else ""

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
