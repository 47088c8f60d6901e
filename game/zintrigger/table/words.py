"""The ジントリガー table's words: card and seat names, what an action does (for the
decision panel and choosers), and the candidate action a refused gesture meant (so
"why not" is the rules' own reason, ``state.explain``)."""
from __future__ import annotations

from game.i18n import get_lang, t
from game.zintrigger.rules.actions import Act
from game.zintrigger.rules.cards import AREAS, BAMBOO, CHARACTERS, ITEM_IDS, ITEMS, card_name


def card(cid: str | None, lang: str | None = None) -> str:
    return card_name(cid, lang or get_lang())


def cards(cids, lang: str | None = None) -> str:
    lang = lang or get_lang()
    return ("・" if lang == "ja" else ", ").join(card(c, lang) for c in cids)


def char_name(key: str, lang: str | None = None) -> str:
    return CHARACTERS[key].name(lang or get_lang())


def ability_name(key_or_char: str, lang: str | None = None) -> str:
    """The ability's name from a character key."""
    ch = CHARACTERS[key_or_char]
    return ch.ability_en if (lang or get_lang()) == "en" else ch.ability_ja


def ability_of_seat(view, seat: int) -> str:
    return ability_name(view.seats[seat].main)


def target_name(tb, x: str) -> str:
    if x.isdigit():
        return tb.short_name(int(x))
    if x in BAMBOO:
        return BAMBOO[x].name(get_lang())
    return card(x)


def describe(tb, a: Act) -> str:
    """What the action does, in a few words (a button in the decision panel)."""
    v, args = a.verb, a.args
    first = args[0] if args else None
    if v == "play":
        return t("zintrigger.act.play", cards=cards(args))
    if v == "item":
        if first == "-":
            return t("zintrigger.act.item_none")
        if len(args) > 1:
            return t("zintrigger.act.item_at", item=card(first), target=target_name(tb, args[1]))
        return t("zintrigger.act.item", item=card(first))
    if v == "ability":
        name = ability_of_seat(tb.view, a.seat)
        return t("zintrigger.act.ability_at", ability=name, target=target_name(tb, first)) if first else \
            t("zintrigger.act.ability", ability=name)
    if v == "swap":
        return t("zintrigger.act.swap")
    if v == "end":
        return t("zintrigger.act.end")
    if v == "draw":
        if first == "deck":
            return t("zintrigger.act.draw_deck")
        if first == "-":
            return t("zintrigger.act.draw_none")
        return t("zintrigger.act.draw_base", card=card(first))
    if v == "attack":
        if first == "-":
            return t("zintrigger.act.no_attack")
        if first == "bamboo":
            return t("zintrigger.act.attack_bamboo")
        return t("zintrigger.act.attack", target=tb.short_name(int(first)))
    if v == "dodge":
        return t("zintrigger.act.decoy") if first == "decoy" else t("zintrigger.act.dodge", card=card(first))
    if v == "counter":
        if len(args) > 1:
            return t("zintrigger.act.counter_ability", card=card(first), ability=ability_of_seat(tb.view, a.seat))
        return t("zintrigger.act.counter", card=card(first))
    if v in ("cover", "hit", "pass", "reload", "noreload"):
        return t(f"zintrigger.act.{v}")
    if v == "field":
        return t("zintrigger.act.keep_field") if first == "-" else t("zintrigger.act.field", card=card(first))
    if v in ("drop", "mine", "lose"):
        return t("zintrigger.act.to_discard", card=card(first))
    if v == "stash":
        return t("zintrigger.act.stash_none") if first == "-" else t("zintrigger.act.stash", card=card(first))
    if v == "take":
        if first == "-":
            return t("zintrigger.act.take_none")
        where = args[1] if len(args) > 1 else "pool"
        return t(f"zintrigger.act.take_{where}", card=card(first))
    if v == "gear":
        return t(f"zintrigger.act.gear_{args[1]}", item=card(first))
    if v == "add":
        return t("zintrigger.act.add_none") if first == "-" else t("zintrigger.act.add", item=card(first))
    if v == "tower":
        if first == "drop":
            return t("zintrigger.act.to_discard", card=card(args[1]))
        return t(f"zintrigger.act.tower_{first}")
    if v == "hack":
        return t("zintrigger.act.hack_none") if first == "-" else t("zintrigger.act.to_discard", card=card(first))
    if v == "order":
        return t("zintrigger.act.order", card=card(first))
    if v == "hideout":
        return t("zintrigger.act.hideout_none") if first == "-" else t("zintrigger.act.field", card=card(first))
    if v == "pod":
        return t("zintrigger.act.pod", card=card(first))
    return a.text()


def option_card(a: Act) -> str | None:
    """The card an option is about (shown in the zoom panel while the option is hovered)."""
    for x in a.args:
        if x in AREAS or x in ITEM_IDS or x in BAMBOO:
            return x
    return None


def item_word(cid: str, lang: str | None = None) -> str:
    it = ITEMS[ITEM_IDS[cid]]
    return it.name(lang or get_lang())


# -- "why not": the action a gesture meant ------------------------------------------------------------
def candidate(tb, src: str, place: str | None) -> Act | None:
    """The action the gesture from ``src`` onto ``place`` would be, legal or not (so the
    rules say why it is refused), or None when the gesture means nothing."""
    seat = tb.bottom
    view = tb.view
    kind, _, rest = src.partition(":")
    pending = view.pending.kind if view.pending is not None else None
    if kind == "hand":
        c = rest.partition(":")[2]
        if pending == "respond":
            if place == f"field:{seat}":
                return Act(seat, "dodge", (c,))
            if place == "button:ability":
                return Act(seat, "counter", (c, "ability"))
            return Act(seat, "counter", (c,))
        if pending == "window":
            return Act(seat, "counter", (c, "ability") if place == "button:ability" else (c,))
        if pending == "stash":
            return Act(seat, "stash", (c,))
        if pending is not None:
            return None
        if c in ITEM_IDS:
            arg = None
            if place and place.startswith("char:"):
                arg = place.split(":")[1]
            elif place and place.startswith("discard:"):
                arg = place.partition(":")[2]
            return Act(seat, "item", (c,) if arg is None else (c, arg))
        if c in AREAS:
            chosen = tb.chosen_cards()
            played = tuple(chosen) if c in chosen else (c,)
            return Act(seat, "play", played)
        return None
    if kind == "char" and rest.endswith(":sub"):
        return Act(seat, "swap")
    if kind == "base" and pending in ("drop", "draw", "order", "mine", "pod", "lose", "take"):
        c = rest.partition(":")[2]
        verb = {"draw": "draw", "order": "order", "mine": "mine", "pod": "pod", "lose": "lose",
                "take": "take"}.get(pending, "drop")
        return Act(seat, verb, (c,))
    if kind == "deck" and pending == "draw":
        return Act(seat, "draw", ("deck",))
    if kind == "zone" and pending == "attack" and place and place.startswith("field:"):
        return Act(seat, "attack", (place.partition(":")[2],))
    if kind == "zone" and pending == "field" and ":" in rest:
        return Act(seat, "field", (rest.partition(":")[2],))
    return None


def phase_text(tb) -> str:
    v = tb.view
    if v.result is not None:
        return t("zintrigger.phase.over")
    p = v.pending
    if p is not None:
        return t("zintrigger.phase.pending", name=tb.short_name(p.seat),
                 what=t(f"zintrigger.pending.{p.kind}"))
    return t(f"zintrigger.phase.{v.phase}") if v.phase in ("setup", "main", "end", "bamboo") else ""


def hint_text(tb) -> str:
    v = tb.view
    if v.result is not None or tb.timeline.busy:
        return ""
    if not tb.my_turn():
        return t("zintrigger.hint.wait", name=tb.short_name(v.to_move)) if v.to_move is not None else ""
    if tb.drag.held == "button:ability":
        return t("zintrigger.hint.ability_target")
    mode = tb.select_mode()
    if mode is not None:
        return t(f"zintrigger.hint.select.{mode}", k=tb.select_need() or 0)
    p = v.pending
    if p is not None:
        key = f"zintrigger.hint.{p.kind}"
        text = t(key)
        return text if text != key else t("zintrigger.hint.decide")
    held = tb.drag.held or ""
    if held.startswith("hand:") and held.rpartition(":")[2] in ITEM_IDS:
        return t("zintrigger.hint.item")
    if tb.chosen:
        return t("zintrigger.hint.chosen", n=len(tb.chosen))
    return t("zintrigger.hint.main")
