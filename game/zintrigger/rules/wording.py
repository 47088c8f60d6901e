"""How ジントリガー words its actions, in both languages (ja, en): what a choice of the
decision panel or a chooser row does (:func:`describe`), with the cards', characters'
and bamboo's own names. The table only shows these lines; the seats' names come from
the caller (the table names them as its players)."""
from __future__ import annotations

from typing import Callable

from .actions import Act
from .cards import AREAS, BAMBOO, CHARACTERS, ITEM_IDS, card_name

#: what an action does, by its kind ({card}, {cards}, {item}, {target}, {ability}, {name})
DOING = {
    "play": ("{cards}を出す", "Play {cards}"),
    "item": ("{item}を使う", "Use {item}"),
    "item_at": ("{item}を使う → {target}", "Use {item} → {target}"),
    "item_none": ("アイテムを出さない", "Play no item"),
    "ability": ("「{ability}」を使う", "Use {ability}"),
    "ability_at": ("「{ability}」→ {target}", "{ability} → {target}"),
    "swap": ("メインとサブを入れ替える", "Swap main and sub"),
    "end": ("手番を終了する", "End the turn"),
    "draw_deck": ("山札から引く", "Draw from the deck"),
    "draw_base": ("拠点の{card}", "{card} from the base"),
    "draw_none": ("もう引かない", "Stop drawing"),
    "attack": ("{target}を攻撃", "Attack {target}"),
    "attack_bamboo": ("バンブーを攻撃", "Attack the bamboo"),
    "no_attack": ("攻撃しない", "Do not attack"),
    "dodge": ("{card}で回避", "Dodge to {card}"),
    "decoy": ("デコイで回避", "Dodge with the decoy"),
    "counter": ("{card}で反撃", "Counter with {card}"),
    "counter_ability": ("{card}+「{ability}」", "{card} + {ability}"),
    "cover": ("遮蔽物を使う", "Take cover"),
    "hit": ("被弾する", "Take the hit"),
    "pass": ("反撃しない", "Do not counter"),
    "reload": ("リロードする", "Reload"),
    "noreload": ("リロードしない", "No reload"),
    "field": ("{card}を場札にする", "{card} as your field card"),
    "keep_field": ("入れ替えない", "Keep the field card"),
    "to_discard": ("{card}を捨て札へ", "{card} to the discard"),
    "stash": ("{card}を拠点へ", "{card} to the base"),
    "stash_none": ("送らない", "Send none"),
    "take_pool": ("{card}", "{card}"),
    "take_base": ("拠点の{card}を手札へ", "{card} from the base"),
    "take_discard": ("捨て札の{card}を手札へ", "{card} from the discard"),
    "take_none": ("取らない", "Take none"),
    "gear_base": ("{item} → 拠点", "{item} → base"),
    "gear_deck": ("{item} → 山札の束", "{item} → the bundle"),
    "add": ("{item}を加える", "Add {item}"),
    "add_none": ("追加を終える", "No more items"),
    "tower_keep": ("そのまま戻す", "Put them back"),
    "tower_swap": ("上2枚の順を入れ替える", "Swap the top two"),
    "hack_none": ("そのままにする", "Leave it"),
    "order": ("{card}を先に", "{card} first"),
    "hideout_none": ("入れ替えない", "No swap"),
    "pod": ("{card}を手札へ", "{card} to the hand"),
    "char_main": ("{name}(メイン)", "{name} (main)"),
    "char_sub": ("{name}(サブ)", "{name} (sub)"),
    "char_one": ("{name}", "{name}"),
}
#: verbs whose words name only the card they are about, by verb: (their kind, their kind
#: when the card is "-")
ABOUT_CARD = {"hideout": ("field", "hideout_none"), "field": ("field", "keep_field"),
              "stash": ("stash", "stash_none"), "add": ("add", "add_none"), "hack": ("to_discard", "hack_none"),
              "drop": ("to_discard", None), "mine": ("to_discard", None), "lose": ("to_discard", None),
              "order": ("order", None), "pod": ("pod", None)}


def cards(cids, lang: str) -> str:
    """Several cards' names, listed."""
    return ("・" if lang == "ja" else ", ").join(card_name(c, lang) for c in cids)


def ability_name(key: str, lang: str) -> str:
    """A character's ability, by the character's key."""
    ch = CHARACTERS[key]
    return ch.ability_en if lang == "en" else ch.ability_ja


def about(a: Act) -> str | None:
    """The card an action is about (the zoom panel shows it while its choice is hovered)."""
    return next((x for x in a.args if x in AREAS or x in ITEM_IDS or x in BAMBOO), None)


def describe(view, a: Act, lang: str, seat_name: Callable[[int], str]) -> str:
    """What the action does, in a few words (a button of the decision panel, a chooser row);
    ``view`` is the decider's (their characters and the number of players)."""
    def say(kind: str, **words) -> str:
        return DOING[kind][lang == "en"].format(**words)

    def target(x: str) -> str:
        if x.isdigit():
            return seat_name(int(x))
        return BAMBOO[x].name(lang) if x in BAMBOO else card_name(x, lang)
    v, args = a.verb, a.args
    first = args[0] if args else None
    card = card_name(first, lang)
    if v in ABOUT_CARD:
        kind, none = ABOUT_CARD[v]
        return say(none) if first == "-" and none else say(kind, card=card, item=card)
    if v == "play":
        return say("play", cards=cards(args, lang))
    if v == "item":
        if first == "-":
            return say("item_none")
        return say("item_at", item=card, target=target(args[1])) if len(args) > 1 else say("item", item=card)
    if v == "ability":
        name = ability_name(view.seats[a.seat].main, lang)
        return say("ability_at", ability=name, target=target(first)) if first else say("ability", ability=name)
    if v == "draw":
        return say({"deck": "draw_deck", "-": "draw_none"}.get(first, "draw_base"), card=card)
    if v == "attack":
        if first in ("-", "bamboo"):
            return say("no_attack" if first == "-" else "attack_bamboo")
        return say("attack", target=seat_name(int(first)))
    if v == "dodge":
        return say("decoy") if first == "decoy" else say("dodge", card=card)
    if v == "counter":
        if len(args) > 1:
            return say("counter_ability", card=card, ability=ability_name(view.seats[a.seat].main, lang))
        return say("counter", card=card)
    if v in ("cover", "hit", "pass", "reload", "noreload", "swap", "end"):
        return say(v)
    if v == "take":
        return say("take_none") if first == "-" else say(f"take_{args[1] if len(args) > 1 else 'pool'}", card=card)
    if v == "gear":
        return say(f"gear_{args[1]}", item=card)
    if v == "tower":
        return say("to_discard", card=card_name(args[1], lang)) if first == "drop" else say(f"tower_{first}")
    if v == "char":                         # 卓で選ぶ: main and sub matter only with two characters each
        name = CHARACTERS[first].name(lang)
        return say(f"char_{args[1]}" if view.players <= 2 else "char_one", name=name)
    return a.text()
