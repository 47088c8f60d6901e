"""Words at the 式神符陣 table: card names, facings in the viewer's terms, chooser
labels, what to do now, the phase, the result's score."""
from __future__ import annotations

from game.fujin.rules import actions as A
from game.fujin.rules.board import CELL_NAMES, ORIENTS
from game.fujin.rules.cards import CARDS
from game.i18n import get_lang, t
from game.ui.table.words import Words

PENDING_HINT = {"counter": "fujin.hint.counter", "lantern": "fujin.hint.lantern", "face": "fujin.hint.face"}


def card_name(cid: str) -> str:
    return CARDS[cid].name(get_lang())


def orient_word(o: int | str, bottom: int = 0) -> str:
    """A facing in the viewer's words (↑ toward the opponent, → right, ↓ toward you,
    ← left): seat 1 sees the board turned 180°."""
    q = ((ORIENTS.index(o) if isinstance(o, str) else o) + (2 if bottom == 1 else 0)) % 4
    return t(f"fujin.qdir.{q}")


class FujinWords(Words):
    def describe(self, a) -> str:
        """A chooser label for a legal action (plain words, with the cost)."""
        bottom, view = self.table.bottom, self.table.view
        tp = type(a)
        if tp is A.Summon:
            return t("fujin.act.summon", card=card_name(a.card), cell=CELL_NAMES[a.cell],
                     orient=orient_word(a.orient, bottom))
        if tp is A.Inherit:
            old = view.board[a.cell]
            refund = (CARDS[old.card].cost + 1) // 2 if old is not None else 0
            return t("fujin.act.inherit", card=card_name(a.card), cost=CARDS[a.card].cost, refund=refund)
        if tp is A.Attack:
            if a.mode in ("hp", "draw"):
                return t(f"fujin.act.chest_{a.mode}")
            if a.mode in ("konshin", "inshu"):
                return t(f"fujin.act.{a.mode}")
            return t("fujin.act.area") if a.target_cell is None else \
                t("fujin.act.attack", cell=CELL_NAMES[a.target_cell])
        if tp is A.Heal:
            return t("fujin.act.heal", cell=CELL_NAMES[a.target_cell])
        if tp is A.Rotate:
            d = t("fujin.dir.L" if a.direction == "L" else "fujin.dir.R")
            if a.target_cell is None:
                return t("fujin.act.rotate", dir=d)
            return t("fujin.act.rotate_other", cell=CELL_NAMES[a.target_cell], dir=d)
        if tp is A.Use:
            name = card_name(a.card)
            if a.orient is not None:
                return t("fujin.act.use_face", card=name, orient=orient_word(a.orient, bottom))
            if a.mode in ("ken", "nigiri"):
                return t(f"fujin.act.{a.mode}")
            return t("fujin.act.use", card=name)
        if tp is A.Face:
            return t(f"fujin.act.face_{a.choice}")
        if tp is A.Counter:
            return t("fujin.act.counter", cell=CELL_NAMES[a.cell])
        if tp is A.Lantern:
            return t("fujin.act.lantern", cell=CELL_NAMES[a.cell])
        return a.text()

    def chooser_title(self, actions) -> str | None:
        areas = [a for a in actions if isinstance(a, A.Attack) and a.target_cell is None
                 and a.mode not in ("hp", "draw")]
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
                return t("fujin.hint.summon", orient=orient_word(tb.board.held_orient, tb.bottom))
            return t("fujin.hint.relic")
        return t("fujin.hint.attack") if held else t("fujin.hint.main")

    def piece(self, p) -> str:
        """The zoom panel's line under a piece on the board."""
        tb = self.table
        return t("fujin.zoom.piece", owner=tb.names[p.owner], hp=p.hp, sei=p.seiatsu,
                 orient=orient_word(p.orient, tb.bottom))

    def result_details(self, result) -> list[str]:
        d = self.table.board.disp
        return [t("fujin.result.score", a=d.seiatsu(0), b=d.seiatsu(1), r=max(1, d.round))]
