"""The ジントリガー table's words: card and seat names, what an action does (for the
decision panel and choosers), what to do now, the phase and the result."""
from __future__ import annotations

from game.i18n import get_lang, t
from game.ui.table.words import Words
from game.zintrigger.rules import places as P
from game.zintrigger.rules.actions import Act
from game.zintrigger.rules.cards import AREAS, BAMBOO, CHARACTERS, ITEM_IDS, card_name


def card(cid: str | None, lang: str | None = None) -> str:
    return card_name(cid, lang or get_lang())


def cards(cids, lang: str | None = None) -> str:
    lang = lang or get_lang()
    return ("・" if lang == "ja" else ", ").join(card(c, lang) for c in cids)


def ability_name(key: str, lang: str | None = None) -> str:
    """A character's ability, by the character's key."""
    ch = CHARACTERS[key]
    return ch.ability_en if (lang or get_lang()) == "en" else ch.ability_ja


#: verbs whose words name only the card they are about (``zintrigger.act.<key>``), by
#: verb: (its key, its key when the card is "-")
ABOUT_CARD = {"hideout": ("field", "hideout_none"), "field": ("field", "keep_field"),
              "stash": ("stash", "stash_none"), "add": ("add", "add_none"), "hack": ("to_discard", "hack_none"),
              "drop": ("to_discard", None), "mine": ("to_discard", None), "lose": ("to_discard", None),
              "order": ("order", None), "pod": ("pod", None)}


def describe(view, seat_name, a: Act) -> str:
    """What the action does, in a few words (a button in the decision panel)."""
    v, args = a.verb, a.args
    first = args[0] if args else None
    if v in ABOUT_CARD:
        key, none = ABOUT_CARD[v]
        return t(f"zintrigger.act.{none}") if first == "-" and none else \
            t(f"zintrigger.act.{key}", card=card(first), item=card(first))
    if v == "play":
        return t("zintrigger.act.play", cards=cards(args))
    if v == "item":
        if first == "-":
            return t("zintrigger.act.item_none")
        if len(args) > 1:
            return t("zintrigger.act.item_at", item=card(first), target=target_name(seat_name, args[1]))
        return t("zintrigger.act.item", item=card(first))
    if v == "ability":
        name = ability_name(view.seats[a.seat].main)
        return t("zintrigger.act.ability_at", ability=name, target=target_name(seat_name, first)) if first else \
            t("zintrigger.act.ability", ability=name)
    if v == "draw":
        return t({"deck": "zintrigger.act.draw_deck", "-": "zintrigger.act.draw_none"}.get(
            first, "zintrigger.act.draw_base"), card=card(first))
    if v == "attack":
        if first in ("-", "bamboo"):
            return t("zintrigger.act.no_attack" if first == "-" else "zintrigger.act.attack_bamboo")
        return t("zintrigger.act.attack", target=seat_name(int(first)))
    if v == "dodge":
        return t("zintrigger.act.decoy") if first == "decoy" else t("zintrigger.act.dodge", card=card(first))
    if v == "counter":
        if len(args) > 1:
            return t("zintrigger.act.counter_ability", card=card(first), ability=ability_name(view.seats[a.seat].main))
        return t("zintrigger.act.counter", card=card(first))
    if v in ("cover", "hit", "pass", "reload", "noreload", "swap", "end"):
        return t(f"zintrigger.act.{v}")
    if v == "take":
        if first == "-":
            return t("zintrigger.act.take_none")
        return t(f"zintrigger.act.take_{args[1] if len(args) > 1 else 'pool'}", card=card(first))
    if v == "gear":
        return t(f"zintrigger.act.gear_{args[1]}", item=card(first))
    if v == "tower":
        return t("zintrigger.act.to_discard", card=card(args[1])) if first == "drop" else \
            t(f"zintrigger.act.tower_{first}")
    if v == "char":                         # 卓で選ぶ: main and sub matter only with two characters each
        name = CHARACTERS[first].name(get_lang())
        return t(f"zintrigger.act.char_{args[1]}" if view.players <= 2 else "zintrigger.act.char_one", name=name)
    return a.text()


def target_name(seat_name, x: str) -> str:
    if x.isdigit():
        return seat_name(int(x))
    return BAMBOO[x].name(get_lang()) if x in BAMBOO else card(x)


def option_card(a: Act) -> str | None:
    """The card an option is about (shown in the zoom panel while the option is hovered)."""
    return next((x for x in a.args if x in AREAS or x in ITEM_IDS or x in BAMBOO), None)


class ZintriggerWords(Words):
    def describe(self, action) -> str:
        return describe(self.table.view, self.table.board.short_name, action)

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

