"""How ジントリガー words its actions and decisions, in both languages (ja, en): what a
choice of the decision panel or a chooser row does (:func:`describe`), with the cards',
characters' and bamboo's own names, and what a pending decision asks (:func:`question`:
the question, its sections — an attack's four answers with why one is not possible —
and the actions answering each). The table only shows these lines; the seats' names
come from the caller (the table names them as its players)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...engine import button
from .actions import Act
from .board import TEAM_EN_TITLE, TEAM_JA
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


#: the decision panel's question, by the decision's kind ({n}, {nums}, {shown}, {attacker},
#: {user}, {ability}); ``window_explain`` under an ability's counter window
ASKING = {
    "respond": ("{attacker}の攻撃(数字 {nums})!どう応じる?", "{attacker} attacks (numbers {nums})! Your answer?"),
    "window": ("{user}の固有能力「{ability}」に反撃する?", "Counter {user}'s ability {ability}?"),
    "window_explain": ("攻撃側の場札と同じ数字のカードで反撃すると、能力は無効になる(コストも払われない)。", "Countering with a card of the user's field card number nullifies the ability (its cost is not paid)."),
    "attack": ("攻撃宣言(出した数字 {nums})", "Declare an attack (numbers played: {nums})"),
    "field": ("場札の入れ替え", "Swap your field card?"),
    "draw": ("カードを引く(あと{n}枚)", "Draw cards ({n} to go)"),
    "drop": ("拠点のカードを捨て札へ", "A base card to the discard"),
    "stash": ("手札を拠点へ", "Hand cards to the base"),
    "reload": ("リロードを宣言する?", "Declare a reload?"),
    "tower": ("通信塔: 山札の上2枚({shown})", "Comm tower: the top two ({shown})"),
    "hack": ("ハッキングツール: 相手の山札の上({shown})", "Hacking tool: the top of their deck ({shown})"),
    "order": ("同時の効果: どれから?", "Simultaneous effects: which first?"),
    "highrise": ("高層ビル街: 1枚引く?", "High-rise district: draw one?"),
    "hideout": ("シノビの隠れ家: 場札と入れ替える?", "Shinobi hideout: swap your field card?"),
    "mine": ("地雷原: 攻撃側の拠点から1枚", "Minefield: one card of the attackers' base"),
    "pod": ("脱出ポッド: 拠点から1枚を手札へ", "Escape pod: one base card to your hand"),
    "lose": ("バンブーの効果: 自陣エリアカードを1枚失う", "A bamboo's effect: lose one own area card"),
    "take": ("カードを取る", "Take a card"),
    "gearplay": ("ギアボックス: アイテムを1枚出す?", "Gear box: play an item?"),
    "gear": ("灰◆: 持ち込むアイテム(あと{n}枚)", "Gray ◆: an item to bring ({n} to go)"),
    "add": ("アイテムの追加(追加済み {n}種)", "Add items ({n} kinds added)"),
    "char": ("キャラクターの選択(選ぶ順)", "Choose a character (in pick order)"),
}
#: what a decision is about, by its kind (and ``kind.reason``)
EXPLAINING = {
    "attack": ("出した数字と同じ数字の場札の相手を攻撃できる。相手は回避・反撃・遮蔽物・被弾で応じる。", "You may attack an opponent whose field card has a number you played. They answer with dodge, counter, cover or hit."),
    "field": ("出したカードのうち、場札と同じか隣の数字のカードを新しい場札にできる。元の場札は拠点へ。", "A played card with the same or the next number may become your field card; the old one goes to the base."),
    "draw": ("山札か拠点から1枚ずつ引く。", "Draw one at a time from the deck or the base."),
    "draw.d": ("山札から引く。", "Draw from the deck."),
    "draw.db": ("山札か拠点から1枚ずつ引く(拠点のカードは向きそのまま)。", "Draw one at a time from the deck or the base (base cards keep their facing)."),
    "drop": ("拠点のカードを1枚選んで捨て札へ送る。", "Choose a base card for the discard."),
    "drop.limit": ("拠点は3枚まで。残す3枚を選ぶ。残りは捨て札へ。", "The base holds 3. Choose the three that stay; the rest go to the discard."),
    "drop.cost": ("固有能力のコスト: 拠点のカードを1枚ずつ捨て札へ送る。", "The ability's cost: base cards to the discard, one at a time."),
    "drop.hit": ("被弾: 拠点のカードを、選んだ順に敵陣にして捨て札へ送る。", "Hit: your base cards turn to the attacker and go to the discard, in the order you choose."),
    "stash": ("手札のカードを拠点へ送る。", "Send hand cards to the base."),
    "stash.limit": ("手札上限を超えている。超えた分を拠点へ送る。", "Over the hand limit: send the extra cards to the base."),
    "stash.reload": ("リロード: 好きなだけ手札を拠点へ送り、そのあと手札上限まで引く。", "Reload: send any hand cards to the base, then draw up to the hand limit."),
    "stash.quick": ("クイックリロード: 好きなだけ手札を拠点へ送り、そのあと手札上限まで引く。", "Quick reload: send any hand cards to the base, then draw up to the hand limit."),
    "stash.highrise": ("高層ビル街: 手札を1枚拠点へ送る。", "High-rise district: send one hand card to the base."),
    "reload": ("この手番にカードを出していない。リロードすると次の手番の初めに手札を拠点へ送り、手札上限まで引ける(傾けて示す)。", "You played no card this turn. A reload lets you send hand cards to the base and draw up to your hand limit at your next turn start (the character tilts)."),
    "tower": ("見た2枚を好きな順で戻すか、1枚を捨て札へ送る。", "Put the two back in any order, or send one to the discard."),
    "hack": ("1枚を捨て札へ送り、もう1枚は山札の上に戻す。", "Send one to the discard; the other goes back on top."),
    "order": ("同じタイミングの自分の効果は好きな順に処理する。", "Your effects of the same timing resolve in the order you choose."),
    "highrise": ("引いたら手札を1枚拠点へ送る。", "If you draw, send one hand card to the base."),
    "hideout": ("手札の自陣エリアカード1枚を場札と入れ替える(数字の条件なし)。元の場札は拠点へ。", "Swap an own-side area card of your hand with your field card (any number); the old one goes to the base."),
    "mine": ("選んだカードを自陣にして捨て札へ送る。", "The card turns to your side and goes to the discard."),
    "pod": ("選んだカードは捨て札へ行かず手札に入る(向きはそのまま)。", "That card goes to your hand instead (facing unchanged)."),
    "lose": ("選んだカードは敵陣になって捨て札へ。", "It turns to the enemy side and goes to the discard."),
    "take": ("カードを1枚選ぶ。", "Choose a card."),
    "take.diamond": ("◇: このゲームで使われていない記号から、指定の数字のカードを1枚自分の束に加える。", "◇: take a card of the given number from a symbol no character uses."),
    "take.gear": ("拠点と捨て札からアイテムを合計2枚まで手札に加える。", "Take up to two items in total from the base and the discard."),
    "take.salvage": ("捨て札から自陣エリアカードを1枚手札に加える。", "Take one own-side area card from the discard."),
    "gearplay": ("手札のアイテムを1枚、行動回数を使わずに出してよい。", "You may play one item from your hand without using an action."),
    "gear": ("灰◆のキャラクターはアイテムを持ち込む。拠点(3枚まで)か山札の束へ。", "A gray-◆ character brings items: to the base (up to 3) or into the bundle."),
    "add": ("チームの山札にないアイテムを5種類まで加えられる(各1枚)。", "Add up to five item kinds your team does not have (one card each)."),
    "respond": ("", ""),
    "window": ("", ""),
    "char": ("残っているキャラクターから1人選ぶ。先の人が選んだキャラクターは選べない。", "Choose one of the characters left. A character picked before cannot be chosen."),
}
#: an attack's four answers: their titles, what each does and why one is not possible now
ANSWERS = {
    "dodge": ("回避", "Dodge"),
    "counter": ("反撃", "Counter"),
    "cover": ("遮蔽物", "Cover"),
    "hit": ("被弾", "Take the hit"),
    "dodge_explain": ("場札と隣の数字のカードを出して場札と入れ替える(攻撃の数字は出せない)。攻撃は外れる。", "Play a card next to your field card's number as the new field card (not an attack number). The attack misses."),
    "counter_explain": ("攻撃側の場札と同じ数字({n})のカードを出して攻撃し返す(範囲は無視)。今度は相手が応じる。", "Play a card with the attacker's field card number ({n}), range ignored, and attack back. Now they answer."),
    "cover_explain": ("場札を敵陣にして捨て札へ送り、復活地点に戻る。拠点は無事。", "Your field card turns to the attacker and goes to the discard; you are back on the respawn point. Your base is safe."),
    "hit_explain": ("場札と拠点のカードをすべて敵陣にして捨て札へ。復活地点に戻る。", "Your field card and your whole base turn to the attacker and go to the discard; back to the respawn point."),
    "no_dodge": ("場札({n})の隣の数字のカードがない(攻撃の数字は使えない)", "No card next to your field card ({n}) outside the attack numbers"),
    "no_dodge_suppress": ("制圧射撃: この手番の攻撃は回避できない", "Suppressive fire: no dodging this turn"),
    "no_counter": ("攻撃側の場札と同じ数字({n})のカードがない", "No card with the attacker's number ({n})"),
    "no_counter_respawn": ("攻撃側は復活地点にいる(数字なし)ので反撃できない", "The attacker stands on the respawn point (no number): no counter"),
    "no_counter_rule": ("この攻撃には反撃できない", "This attack cannot be countered"),
    "no_cover": ("場札に遮蔽物がない", "Your field card has no cover"),
    "no_cover_rule": ("この攻撃には遮蔽物を使えない(巨大飛行戦車・黒竹)", "No cover against this attack (giant flying tank / black bamboo)"),
}
#: a set of cards chosen then confirmed (``title.<mode>``, ``how.<mode>``)
CHOOSING = {
    "title.keep": ("残す3枚", "The three that stay"),
    "title.stash_limit": ("拠点へ送るカード", "Cards for the base"),
    "title.stash_any": ("拠点へ送るカード", "Cards for the base"),
    "how.keep": ("拠点のカードをクリック(Tab・Enter)して3枚選び、右の「残す」で確定。", "Click (Tab, Enter) three base cards, then confirm with the button on the right."),
    "how.stash_limit": ("手札をクリック(Tab・Enter)して選び、右のボタンで確定。", "Click (Tab, Enter) the hand cards, then confirm with the button on the right."),
    "how.stash_any": ("送るカードをクリックして選び(0枚でもよい)、右のボタンで確定。", "Click the cards to send (none is fine), then confirm with the button on the right."),
}


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


@dataclass(frozen=True)
class Asked:
    """A section of a decision's question: its title (and the shape ``mark`` of an answer),
    what it does, the verbs of the actions answering it (None: every legal action), why
    none may (``note``), whether its choices are named by their card alone (``short``) and
    carry their answer's shape (``marked``)."""
    title: str
    explain: str
    verbs: tuple[str, ...] | None
    note: str = ""
    mark: str | None = None
    short: bool = False
    marked: bool = False


def _say(table: dict, prefix: str, key: str, lang: str, **words) -> str:
    """A line of ``table`` (formatted with ``words``); a line it lacks shows as its key."""
    pair = table.get(key)
    if pair is None:
        return prefix + key
    return pair[lang == "en"].format(**words) if words else pair[lang == "en"]


def question(view, lang: str, seat_name: Callable[[int], str], chosen_set: str | None):
    """(heading, [Asked, ...]) of the decision pending in ``view`` (the decider's), or None;
    ``chosen_set``: the decision is answered by a set of cards chosen then confirmed."""
    p = view.pending
    if p is None or view.result is not None:
        return None
    ask = lambda key, **w: _say(ASKING, "zintrigger.panel.", key, lang, **w)  # noqa: E731
    if p.kind == "respond":
        return _respond(view, p, lang, seat_name)
    if p.kind == "window":
        heading = ask("window", user=seat_name(p.attacker), ability=ability_name(view.seats[p.attacker].main, lang))
        return heading, [Asked(_say(ANSWERS, "zintrigger.ans.", "counter", lang), ask("window_explain"),
                               ("counter", "pass"), mark="counter", marked=True)]
    heading = ask(p.kind, n=p.count, nums=",".join(map(str, p.numbers)), shown=cards(p.shown, lang))
    key = p.kind + (f".{p.reason}" if p.reason else "")
    explain = _say(EXPLAINING, "zintrigger.explain.", key if key in EXPLAINING else p.kind, lang)
    if chosen_set is not None:      # choose a set of cards, then confirm
        return heading, [Asked(_say(CHOOSING, "zintrigger.select.", f"title.{chosen_set}", lang), explain, (),
                               note=_say(CHOOSING, "zintrigger.select.", f"how.{chosen_set}", lang))]
    return heading, [Asked("", explain, None)]


def _respond(view, p, lang: str, seat_name: Callable[[int], str]):
    """An attack to answer: the four answers, each with what it does or why it cannot be."""
    ans = lambda key, **w: _say(ANSWERS, "zintrigger.ans.", key, lang, **w)  # noqa: E731
    attacker = p.attacker
    who = seat_name(attacker) if isinstance(attacker, int) else BAMBOO[attacker].name(lang)
    heading = _say(ASKING, "zintrigger.panel.", "respond", lang, attacker=who, nums=",".join(map(str, p.numbers)))
    fv = view.seats[attacker].field_number if isinstance(attacker, int) else BAMBOO[attacker].number
    me = view.seats[view.player]
    dodge_note = ans("no_dodge_suppress") if p.no_dodge else ans(
        "no_dodge", n=me.field_number if me.field_number is not None else "-")
    if p.no_counter:
        counter_note = ans("no_counter_rule")
    elif fv is None:
        counter_note = ans("no_counter_respawn")
    else:
        counter_note = ans("no_counter", n=fv)
    return heading, [
        Asked(ans("dodge"), ans("dodge_explain"), ("dodge",), dodge_note, "dodge", short=True, marked=True),
        Asked(ans("counter"), ans("counter_explain", n=fv if fv is not None else "-"), ("counter",), counter_note,
              "counter", short=True, marked=True),
        Asked(ans("cover"), ans("cover_explain"), ("cover",),
              ans("no_cover_rule") if p.no_cover else ans("no_cover"), "cover", marked=True),
        Asked(ans("hit"), ans("hit_explain"), ("hit",), "", "hit", marked=True),
    ]


#: what the zoom panel says under a card ({team}, {n}, {name}, {role}, {limit})
READING = {
    "facing": ("{team}向き", "Faces {team}"),
    "facing_mine": ("{team}向き: あなたの陣(正位置)", "Faces {team}: your side (upright)"),
    "facing_theirs": ("{team}向き: 相手の陣(逆さ)", "Faces {team}: the other side (reversed)"),
    "own": ("自陣(正位置)", "Own side (upright)"),
    "enemy_solo": ("敵陣(逆さ)", "Enemy side (reversed)"),
    "distance": ("場札からの距離 {n}", "Distance from your field card: {n}"),
    "char": ("{name}の{role}(手札上限 {limit})", "{name}'s {role} (hand limit {limit})"),
    "main": ("メイン", "main"),
    "sub": ("サブ", "sub"),
    "growth": ("成長 {n}(0 正位置・1 横・2 逆さ=成竹)", "Growth {n} (0 upright, 1 sideways, 2 upside down = grown)"),
    "respawn": ("復活地点: 数字なし。攻撃されない。", "Respawn point: no number; nobody can attack it."),
}
#: a wounded bamboo's mark
WOUNDED = ("傷", "wound")


def reading(view, place, card: str, facing: int | None, lang: str, seat_name: Callable[[int], str],
            watching: bool) -> str:
    """The zoom panel's lines under ``card`` lying at ``place``: the team it faces
    (``facing``, as the table shows it now: yours or the other's, unless ``watching``), its
    distance from your field card, a character's role and hand limit, a bamboo's growth,
    the respawn point."""
    say = lambda key, **w: _say(READING, "zintrigger.zoom.", key, lang, **w)  # noqa: E731
    lines = []
    if facing is not None:
        if view.bambooshoot:
            lines.append(say("own" if facing == 0 else "enemy_solo"))
        else:
            team = (TEAM_EN_TITLE if lang == "en" else TEAM_JA)[facing]
            mine = not watching and facing == view.seats[view.player].team
            lines.append(say("facing", team=team) if watching else
                         say("facing_mine" if mine else "facing_theirs", team=team))
    if place.kind == "hand":
        h = next((h for h in view.hand or () if h.card.id == card), None)
        if h is not None and h.distance is not None:
            lines.append(say("distance", n=h.distance))
    elif place.kind == "char":
        lines.append(say("char", name=seat_name(place.seat), role=say("main" if place.key == "main" else "sub"),
                         limit=view.seats[place.seat].hand_limit))
    elif place.kind == "bamboo":
        b = next((x for x in view.grove if x.id == card), None)
        if b is not None:
            lines.append(say("growth", n=b.growth) + (" " + WOUNDED[lang == "en"] if b.wounded else ""))
    elif place.kind == "field" and card == "respawn":
        lines.append(say("respawn"))
    return "\n".join(lines)


#: the hint line: what to do now ({name}, {n}, {k})
HINTS = {
    "select.keep": ("拠点に残す3枚を選んで確定", "Choose the three base cards that stay, then confirm"),
    "select.stash_limit": ("手札上限: 拠点へ送る{k}枚を選んで確定", "Hand limit: choose {k} cards for the base, then confirm"),
    "select.stash_any": ("拠点へ送る手札を選んで確定(送らなくてもよい)", "Choose hand cards for the base (or none), then confirm"),
    "main": ("手札のエリアカードをクリックで選び(範囲まで)、保留域へドラッグか「出す」。アイテムは対象へドラッグ。", "Click area cards (up to your reach), then drag to your holding area or press Play · drag items onto their target"),
    "chosen": ("{n}枚選択中: どれかを保留域へドラッグか「出す」(もう一度クリックで外す)", "{n} chosen: drag one onto your holding area or press Play (click again to put back)"),
    "item": ("アイテムを光っている対象へ", "Drop the item on a lit target"),
    "ability_target": ("能力の対象をクリック(Esc で取り消し)", "Click the ability's target (Esc cancels)"),
    "wait": ("{name}の番です", "{name} to decide"),
}
#: where the game stands (the status box): the phase, or who decides what ({name}, {what})
PHASES = {
    "setup": ("準備", "Set-up"),
    "main": ("手番", "Main"),
    "end": ("手番の終わり", "End of turn"),
    "bamboo": ("バンブーフェイズ", "Bamboo phase"),
    "over": ("終了", "Over"),
    "pending": ("{name}: {what}", "{name}: {what}"),
}
#: what each decision is, for the status box
DECIDING = {
    "respond": ("攻撃への対応", "answering an attack"),
    "window": ("能力への反撃", "countering an ability"),
    "attack": ("攻撃宣言", "declaring an attack"),
    "field": ("場札の入れ替え", "the field card swap"),
    "draw": ("カードを引く", "drawing"),
    "drop": ("拠点から捨て札へ", "base to the discard"),
    "stash": ("手札を拠点へ", "hand to the base"),
    "reload": ("リロード", "reload"),
    "tower": ("通信塔", "comm tower"),
    "hack": ("ハッキングツール", "hacking tool"),
    "order": ("効果の順番", "order of effects"),
    "highrise": ("高層ビル街", "high-rise district"),
    "hideout": ("シノビの隠れ家", "shinobi hideout"),
    "mine": ("地雷原", "minefield"),
    "pod": ("脱出ポッド", "escape pod"),
    "lose": ("バンブーの効果", "a bamboo's effect"),
    "take": ("カードを取る", "taking a card"),
    "gearplay": ("ギアボックス", "gear box"),
    "gear": ("灰◆のアイテム", "gray-◆ items"),
    "add": ("アイテムの追加", "adding items"),
    "char": ("キャラクターの選択", "choosing a character"),
}
#: the decision panel when nothing is asked: what a turn is made of ({name})
IDLE = {
    "main.title": ("あなたの手番", "Your turn"),
    "main.body": ("A 手札を出す(選んで保留域へ)・アイテム\nB 固有能力(ボタン・拠点をコストに)\nX メインとサブの入れ替え(行動を使わない)\nC 手番終了\n\n出した数字と同じ相手の場札を攻撃できます。", "A play cards (choose, drop on your holding area) or an item\nB the main's ability (button; base cards pay)\nX swap main and sub (free)\nC end the turn\n\nYou may attack an opponent whose field card has a number you played."),
    "bamboo.title": ("あなたの手番", "Your turn"),
    "bamboo.body": ("A 手札を出す(選んで保留域へ)・アイテム\nB 固有能力(ボタン・拠点をコストに)\nX メインとサブの入れ替え(行動を使わない。キャラが2人のときだけ)\nC 手番終了\n\n竹林のバンブーは距離に関係なく相手の場札として扱います。同じ数字を出して攻撃すれば収穫。10本すべて収穫すれば勝ち。", "A play cards (choose, drop on your holding area) or an item\nB the main's ability (button; base cards pay)\nX swap main and sub (free; only with two characters)\nC end the turn\n\nA bamboo counts as an opponent's field card at any distance: attack with its number to harvest it. Harvest all ten to win."),
    "decide.title": ("あなたが選ぶ番です", "Your decision"),
    "decide.body": ("", ""),
    "wait.title": ("{name}の番", "{name} to play"),
    "wait.body": ("攻撃されたら、ここで応じ方を選びます(回避・反撃・遮蔽物・被弾)。", "When you are attacked you answer here (dodge, counter, cover or hit)."),
    "over.title": ("ゲーム終了", "Game over"),
    "over.body": ("すべてのエリアカードを公開して数えました。", "Every area card was revealed and counted."),
}


def hint(view, lang: str, seat_name: Callable[[int], str], mine: bool, held, chosen: int,
         chosen_set: str | None) -> str:
    """What the person at the screen may do now (``mine``: it is their move): the card
    they hold (``held``, a place) and the cards they chose for one A (``chosen``) count."""
    say = lambda key, **w: _say(HINTS, "zintrigger.hint.", key, lang, **w)  # noqa: E731
    if view.result is not None:
        return ""
    if not mine:
        return say("wait", name=seat_name(view.to_move)) if view.to_move is not None else ""
    if held == button("ability"):
        return say("ability_target")
    if chosen_set is not None:
        return say(f"select.{chosen_set}", k=view.pending.count if chosen_set in ("keep", "stash_limit") else 0)
    if view.pending is not None:
        d = view.decision
        return d.text(lang) if d is not None and d.seat == view.player else ""
    if held is not None and held.kind == "hand" and held.key in ITEM_IDS:
        return say("item")
    return say("chosen", n=chosen) if chosen else say("main")


def phase(view, lang: str, seat_name: Callable[[int], str]) -> str:
    """Where the game stands: over, who decides what, or the phase."""
    if view.result is not None:
        return _say(PHASES, "zintrigger.phase.", "over", lang)
    p = view.pending
    if p is not None:
        return _say(PHASES, "zintrigger.phase.", "pending", lang, name=seat_name(p.seat),
                    what=_say(DECIDING, "zintrigger.pending.", p.kind, lang))
    return _say(PHASES, "zintrigger.phase.", view.phase, lang) if view.phase in ("setup", "main", "end", "bamboo") \
        else ""


def idle(view, lang: str, seat_name: Callable[[int], str], mine: bool) -> tuple[str, str]:
    """(title, body) of the decision panel when nothing is asked (``mine``: it is the
    viewer's move)."""
    if view.result is not None:
        key = "over"
    elif mine and view.phase == "main":
        # in Bambooshoot the one to attack is the grove, and a single character has no X
        key = "bamboo" if view.bambooshoot else "main"
    else:
        key = "decide" if mine else "wait"
    name = seat_name(view.to_move) if view.to_move is not None else ""
    return _say(IDLE, "zintrigger.idle.", f"{key}.title", lang, name=name), _say(IDLE, "zintrigger.idle.", f"{key}.body", lang)


#: the end's count, card by card: its title and each zone's name ({team}, {name}); the
#: result's lines ({a}, {b}: area cards per team; {n} bamboo harvested, {share} own side %)
COUNTING = {
    "final.title": ("最終集計: すべてのエリアカード", "The count: every area card"),
    "final.deck": ("{team}の山札", "{team}'s deck"),
    "final.base": ("{team}の拠点", "{team}'s base"),
    "final.hand": ("{name}の手札", "{name}'s hand"),
    "final.discard": ("捨て札", "Discard"),
    "final.field": ("場札", "Field card"),
    "final.hold": ("保留域", "Holding area"),
    "result.score": ("エリアカード チームA {a} ― チームB {b}", "Area cards: team A {a}, team B {b}"),
    "result.solo": ("収穫 {n}/10 ・ 自陣 {share}%", "Harvested {n}/10 · own side {share}%"),
}


def zone_name(place, lang: str, seat_name: Callable[[int], str]) -> str:
    """A zone of the end's count (``view.final_zones``), named."""
    say = lambda key, **w: _say(COUNTING, "zintrigger.", key, lang, **w)  # noqa: E731
    if place.kind in ("deck", "base"):
        return say(f"final.{place.kind}", team=(TEAM_EN_TITLE if lang == "en" else TEAM_JA)[place.seat])
    if place.kind == "hand":
        return say("final.hand", name=seat_name(place.seat))
    return say(f"final.{place.kind}")


def result_lines(view, result, lang: str) -> list[str]:
    """Under the result's headline: the bamboo harvested and the own side's share (the
    solo), else each team's area cards."""
    if view.players == 1:
        share = result.scores[0] if result.scores else 0
        return [_say(COUNTING, "zintrigger.", "result.solo", lang, n=len(view.harvest), share=share)]
    if view.final_score is None:
        return []
    a, b = view.final_score
    return [_say(COUNTING, "zintrigger.", "result.score", lang, a=a, b=b)]


#: the button that confirms a chosen set ({n} chosen, {k} needed)
CONFIRMING = {
    "keep": ("この3枚を残す ({n}/3)", "Keep these three ({n}/3)"),
    "stash_limit": ("拠点へ送る ({n}/{k})", "To the base ({n}/{k})"),
    "stash_any": ("{n}枚を拠点へ送る", "Send {n} to the base"),
    "stash_none": ("送らずに引く", "Send none, draw"),
}
#: the grove's plate, longest first ({n}, {limit}, {h} harvested, {shoots}, {level}), and the levels
GROVE = {
    "grove.plate": ("竹林 {n}/{limit} ・ 収穫 {h}/10 ・ 竹の子 {shoots} ・ 難易度 {level}", "Grove {n}/{limit} · harvested {h}/10 · shoots {shoots} · level {level}"),
    "grove.plate_mid": ("竹林 {n}/{limit}・収穫 {h}/10・{level}", "Grove {n}/{limit} · harvest {h}/10 · {level}"),
    "grove.plate_short": ("竹林 {n}/{limit}・収穫 {h}/10", "Grove {n}/{limit} · harvest {h}/10"),
    "level.0": ("-", "-"),
    "level.1": ("若竹", "Young bamboo"),
    "level.2": ("青竹", "Green bamboo"),
    "level.3": ("孟宗", "Moso"),
    "level.4": ("鬼竹", "Demon bamboo"),
}


def set_label(pending, mode: str | None, n: int, lang: str) -> str:
    """The words of the button that confirms a chosen set of ``n`` cards."""
    say = lambda key, **w: _say(CONFIRMING, "zintrigger.btn.", key, lang, **w)  # noqa: E731
    if mode == "keep":
        return say("keep", n=n)
    if mode == "stash_limit":
        return say("stash_limit", n=n, k=pending.count)
    return say("stash_any", n=n) if n else say("stash_none")


def grove_lines(view, lang: str) -> list[str]:
    """The grove's plate in three lengths, the longest first (a narrower plate drops the
    shoots' count, then the level)."""
    words = dict(n=len(view.grove), limit=view.grove_limit, h=len(view.harvest), shoots=view.shoots,
                 level=_say(GROVE, "zintrigger.", f"level.{view.level}", lang))
    return [_say(GROVE, "zintrigger.", f"grove.{key}", lang, **words) for key in ("plate", "plate_mid", "plate_short")]
