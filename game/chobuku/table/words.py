"""鬼調伏's words on the table: what to do now (an action's name is the rules' ``wording``),
why the turn's buttons are off, the result's lines, and what the zoom panel says about
the piece under the pointer. Refusals are the rules' own (``GameState.gesture``)."""
from __future__ import annotations

from game.chobuku.rules import actions as A
from game.chobuku.rules.cards import CHARAS, ONI, SHIKI, STARS, bottle_name
from game.chobuku.rules.model import reason_text
from game.chobuku.rules.wording import describe
from game.chobuku.table import faces
from game.chobuku.table.faces import BOTTLE_BACK, SHIKI_BACK, STAR_BACK, Face
from game.chobuku.table.display import ONI_BOTTLE
from game.i18n import pick, t
from game.ui.table.words import Words


class ChobukuWords(Words):
    @property
    def lang(self) -> str:
        return self.table.lang

    def pair(self, p) -> str:
        """A (ja, en, …) label from the rules in the current language."""
        return p[1] if self.lang == "en" else p[0]

    def strength(self, parts) -> list[str]:
        """The terms of 鬼体力: 「青鬼 13」, then each change 「火車鬼 +2」."""
        return [f"{self.pair(p)} {p[2]:+d}" if i else f"{self.pair(p)} {p[2]}" for i, p in enumerate(parts)]

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

    def visible_spirit(self, c) -> str:
        """What another seat's 霊力 shows: the face-up bottles, "+?" while anything hides."""
        if c.reiryoku is not None:
            return t("chobuku.label.spirit_known", n=c.reiryoku)
        hidden = (c.slot == "hidden") or any(b.face_down for b in c.bottles)
        return t("chobuku.label.spirit_seen", n=c.visible_reiryoku) + ("+?" if hidden else "")

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
        """(face to show big, text) for the piece under the pointer (or focused, or held)."""
        tb, d, lang = self.table, self.table.board.disp, self.lang
        place = tb.drag.held or tb.drag.focus or tb.hover_place
        if d is None or place is None or place == ONI_BOTTLE:
            return None, ""
        kind, key = place.kind, place.key
        if place == A.THE_ONI and d.oni:
            o = ONI[d.oni]
            return Face("o", d.oni), f"{o.name(lang)}  {t('chobuku.face.taikyu')} {d.taikyu}\n" \
                f"{' '.join(self.strength(d.taikyu_parts))}\n{pick(o.text_ja, o.text_en, lang)}"
        if kind == "omen" and d.omens[key]:
            st = STARS[d.omens[key]]
            return Face("t", st.id), \
                f"{t('chobuku.label.omen_n', n=key + 1)} {st.name(lang)}\n{pick(st.text_ja, st.text_en, lang)}"
        if kind == "star" and key < len(d.stars):
            e = d.stars[key]
            st = STARS[e.card]
            extra = t("chobuku.label.used_by", name=tb.names[e.user])
            if e.target is not None and e.value is not None:
                extra += " " + t("chobuku.label.fortune_on", name=tb.names[e.target], v=f"{e.value:+d}")
            return Face("t", st.id), f"{st.name(lang)}（{extra}）\n{pick(st.text_ja, st.text_en, lang)}" if lang == "ja" \
                else f"{st.name(lang)} ({extra})\n{st.text_en}"
        if kind in ("slot", "hand", "resting", "lost") and place.seat is not None:
            return self.shiki_zoom(place)
        if kind == "bottle":
            return self.bottle_zoom(place)
        chara = key if kind == "chara" else d.cands[place.seat].chara if kind == "seat" else None
        if chara in CHARAS:
            return Face("c", chara), CHARAS[chara].sheet(lang)
        if place == A.BOTTLE_DECK:
            return BOTTLE_BACK, t("chobuku.zoom.deck", n=d.bottle_deck)
        if place == A.STAR_DECK:
            return STAR_BACK, t("chobuku.zoom.star_deck", n=d.star_deck)
        if place == A.THE_SEAL and d.seal:
            return Face("b", d.seal), t("chobuku.zoom.seal", b=bottle_name(d.seal, lang))
        return (None, self.token_prompt()) if kind == "token" else (None, "")

    def shiki_zoom(self, place) -> tuple[Face | None, str]:
        tb, lang = self.table, self.lang
        c = tb.board.disp.cands[place.seat]
        sid = c.slot if place.kind == "slot" else place.key
        if place.kind == "slot" and (sid is None or sid == "hidden"):
            options = "・".join(f"{SHIKI[(c.chara, s)].name(lang)}{SHIKI[(c.chara, s)].printed}"
                                for s in c.available) if c.chara else ""
            return SHIKI_BACK, t("chobuku.zoom.hidden", name=tb.names[place.seat], options=options)
        if sid is None:
            return None, ""
        k = SHIKI[(c.chara, sid)]
        note = {"resting": t("chobuku.zoom.resting"), "lost": t("chobuku.zoom.lost")}.get(place.kind, "")
        if place.kind == "slot" and not c.slot_up:
            note = t("chobuku.zoom.own_hidden")
        return faces.shiki_id(c.chara, sid), f"{k.label(lang)}\n{note}\n{pick(k.text_ja, k.text_en, lang)}".strip()

    def bottle_zoom(self, place) -> tuple[Face | None, str]:
        if isinstance(place.key, int):
            return BOTTLE_BACK, t("chobuku.zoom.bottle_down")
        b = next((x for x in self.table.board.disp.cands[place.seat].bottles if x.id == place.key), None)
        if b is None:
            return None, ""
        power = f"{t('chobuku.word.spirit')} {b.power}" if b.power is not None else ""
        notes = [t("chobuku.zoom.sealed")] if b.sealed else \
            [t("chobuku.zoom.rallied")] if b.power is not None and b.power > (b.value or 0) else []
        if b.face_down:
            notes.append(t("chobuku.zoom.own_down"))
        return Face("b", b.id), f"{bottle_name(b.id, self.lang)}  {power}\n" + "\n".join(notes)

    def idle_help(self) -> str:
        return t("chobuku.zoom.idle")
