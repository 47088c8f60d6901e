"""The legal actions of every decision (the only source of legality) and the
validator ``check`` that ``apply`` and ``explain`` share: an action is legal
exactly when it is among ``legal_actions()``; a refused one gets the rule that
blocks it and the fact in the position (ja/en, ``rule=`` chapter or ruling id)."""
from __future__ import annotations

from itertools import combinations

from ...engine import IllegalAction
from . import board
from .actions import Act
from .board import high_ground_ready
from .cards import AREAS, BAMBOO, CHARACTERS, ITEM_IDS, ITEMS, card_label
from .flow import base_drawable
from .play import respawn_bound, swap_options
from .setup import char_choices, diamond_options, item_choices

_CACHE: dict = {}


def _A(seat: int, verb: str, args: tuple = (), team: int | None = None) -> Act:
    """Interned actions: legal lists are rebuilt after every action, and building a
    frozen dataclass costs more than a dict lookup."""
    key = (seat, verb, args, team)
    a = _CACHE.get(key)
    if a is None:
        if len(_CACHE) > 200_000:
            _CACHE.clear()
        a = _CACHE[key] = Act(seat, verb, args, team)
    return a


# ------------------------------------------------------------------ main decision
def reach(s, seat: int) -> int:
    """Distance allowed for playing area cards: 範囲 (+1 監視塔, +2 スコープ)."""
    r = board.main_char(s, seat).hani
    f = s.field[seat]
    if f is not None and AREAS[f].kind == "watchtower":
        r += 1
    if s.scope and seat == s.current:
        r += 2
    return r


def in_reach(s, seat: int, card: str) -> bool:
    f = s.field[seat]
    if f is None:
        return True
    n = AREAS[card].number
    if s.solo is not None and any(BAMBOO[g[0]].number == n for g in s.solo["grove"]):
        return True
    return abs(n - AREAS[f].number) <= reach(s, seat)


def max_cards(s, seat: int) -> int:
    return 1 if s.jam[seat] else board.main_char(s, seat).hani


def play_sets(s, seat: int) -> list[tuple[str, ...]]:
    f = s.field[seat]
    if f is None:
        cards = sorted(c for c in s.hands[seat] if c in AREAS)
    elif s.solo is not None:
        cards = sorted(c for c in s.hands[seat] if c in AREAS and in_reach(s, seat, c))
    else:
        fn = AREAS[f].number
        r = reach(s, seat)
        cards = sorted(c for c in s.hands[seat] if c in AREAS and abs(AREAS[c].number - fn) <= r)
    out = []
    for k in range(1, min(max_cards(s, seat), len(cards)) + 1):
        out.extend(combinations(cards, k))
    return out


def item_actions(s, seat: int, verb: str = "item") -> list[Act]:
    out = []
    t = board.team(s, seat)
    for c in s.hands[seat]:
        kind = ITEM_IDS.get(c)
        if kind is None:
            continue
        it = ITEMS[kind]
        if it.target == "opp":
            for p in board.opponents(s, seat):
                out.append(_A(seat, verb, (c, str(p))))
        elif kind == "jetpack":
            for x in s.hands[seat]:
                if x in AREAS:
                    out.append(_A(seat, verb, (c, x)))
        elif kind == "salvage":
            for x in s.discard:
                if x in AREAS and s.face[x] == t:
                    out.append(_A(seat, verb, (c, x)))
        else:
            out.append(_A(seat, verb, (c,)))
    return out


def ability_targets(s, seat: int) -> list[tuple[str, ...]] | None:
    """Argument lists for the main's ability now, or None when it cannot be used."""
    ch = board.main_char(s, seat)
    t = board.team(s, seat)
    if s.emp[seat] or len(s.bases[t]) < ch.cost:
        return None
    k = ch.ability
    if k in ("snipe", "bomb") and respawn_bound(s, seat):
        return None
    if k in ("snipe", "bomb", "stitch"):
        if s.solo is not None:
            out = [(g[0],) for g in s.solo["grove"]]
        else:
            out = [(str(p),) for p in board.opponents(s, seat) if s.field[p] is not None]
        return out or None
    if k == "blitz":
        out = [(c,) for c in sorted(set(s.hands[seat])) if c in AREAS]
        return out or None
    if k == "warp" and s.field[seat] is None:
        return None
    return [()]


def main_actions(s) -> list[Act]:
    seat = s.current
    out: list[Act] = []
    if s.left > 0 or high_ground_ready(s, seat):
        out.extend(_A(seat, "play", cs) for cs in play_sets(s, seat))
        out.extend(item_actions(s, seat))
        targets = ability_targets(s, seat)
        if targets:
            out.extend(_A(seat, "ability", a) for a in targets)
    if len(s.chars[seat]) > 1:
        out.append(_A(seat, "swap"))
    out.append(_A(seat, "end"))
    return out


# ------------------------------------------------------------------ decisions
def counter_cards(s, d: int, attacker) -> list[str]:
    n = BAMBOO[attacker].number if isinstance(attacker, str) else board.field_number(s, attacker)
    if n is None:
        return []
    return sorted({c for c in s.hands[d] if c in AREAS and AREAS[c].number == n})


def can_counter_ability(s, d: int) -> bool:
    ch = board.main_char(s, d)
    return ch.counter and not s.emp[d] and len(s.bases[board.team(s, d)]) >= ch.cost


def dodge_cards(s, d: int, nums) -> list[str]:
    f = s.field[d]
    if f is None:
        return []
    fn = AREAS[f].number
    far = 2 if AREAS[f].kind == "channel" else 1
    return sorted({c for c in s.hands[d] if c in AREAS and 1 <= abs(AREAS[c].number - fn) <= far
                   and AREAS[c].number not in nums})


def respond_actions(s, dec) -> list[Act]:
    _, d, attacker, nums, nocover, nocounter, via = dec
    out = []
    nod = not isinstance(attacker, str) and s.suppress[attacker]
    if not nod:
        out.extend(_A(d, "dodge", (c,)) for c in dodge_cards(s, d, nums))
        if s.decoy[d]:
            out.append(_A(d, "dodge", ("decoy",)))
    if not nocounter:
        cc = counter_cards(s, d, attacker)
        out.extend(_A(d, "counter", (c,)) for c in cc)
        if cc and can_counter_ability(s, d):
            out.extend(_A(d, "counter", (c, "ability")) for c in cc)
    f = s.field[d]
    if not nocover and f is not None and (AREAS[f].cover or s.smoke[d]):
        out.append(_A(d, "cover"))
    out.append(_A(d, "hit"))
    return out


def window_actions(s, dec) -> list[Act]:
    _, p, user, key, target, cands, i = dec
    out = [_A(p, "pass")]
    cc = counter_cards(s, p, user)
    if cc:
        if key in ("bomb",) and p == target:
            out.extend(_A(p, "counter", (c,)) for c in cc)
        if can_counter_ability(s, p):
            out.extend(_A(p, "counter", (c, "ability")) for c in cc)
    return out


def draw_actions(s, dec) -> list[Act]:
    _, seat, n, mode, optional = dec[:5]
    t = board.team(s, seat)
    out = []
    if s.decks[t] or s.discard:
        out.append(_A(seat, "draw", ("deck",)))
    if mode == "db":
        out.extend(_A(seat, "draw", (c,)) for c in dict.fromkeys(base_drawable(s, t, len(dec) > 5 and dec[5])))
    if optional:
        out.append(_A(seat, "draw", ("-",)))
    return out


def generate(s) -> list[Act]:
    out = _generate(s)
    if s.solo is not None and s.players > 1:
        # every seat is team 0: the place ids (base:T, deck:T) name the shared 拠点 and deck
        out = [a if a.seat % 2 == 0 else _A(a.seat, a.verb, a.args, 0) for a in out]
    return out


def _generate(s) -> list[Act]:
    dec = s.pending
    if dec is None:
        return main_actions(s) if s.phase == "main" else []
    kind, seat = dec[0], dec[1]
    t = board.team(s, seat)
    if kind == "respond":
        return respond_actions(s, dec)
    if kind == "draw":
        return draw_actions(s, dec)
    if kind == "drop":
        return [_A(seat, "drop", (c,)) for c in dict.fromkeys(s.bases[dec[2]])]
    if kind == "stash":
        out = [_A(seat, "stash", (c,)) for c in dict.fromkeys(s.hands[seat])]
        if dec[2] in ("reload", "quick"):
            out.append(_A(seat, "stash", ("-",)))
        return out
    if kind == "attack":
        return [_A(seat, "attack", (str(x),)) for x in dec[2]] + [_A(seat, "attack", ("-",))]
    if kind == "field":
        out = [_A(seat, "field", (c,)) for c in swap_options(s, seat)]
        if not (out and respawn_bound(s, seat)):       # 復活地点の縛り: a play from there must swap
            out.append(_A(seat, "field", ("-",)))
        return out
    if kind == "window":
        return window_actions(s, dec)
    if kind == "reload":
        return [_A(seat, "reload"), _A(seat, "noreload")]
    if kind == "tower":
        top = dec[2]
        out = [_A(seat, "tower", ("keep",))]
        if len(top) > 1:
            out.append(_A(seat, "tower", ("swap",)))
        out.extend(_A(seat, "tower", ("drop", c)) for c in top)
        return out
    if kind == "hack":
        top = dec[2]
        out = [_A(seat, "hack", (c,)) for c in top]
        if len(top) < 2:
            out.append(_A(seat, "hack", ("-",)))
        return out
    if kind == "order":
        return [_A(seat, "order", (c,)) for c in dec[2]]
    if kind == "highrise":
        return [_A(seat, "draw", ("deck",)), _A(seat, "draw", ("-",))]
    if kind == "hideout":
        cs = [c for c in dict.fromkeys(s.hands[seat]) if c in AREAS and s.face[c] == t]
        return [_A(seat, "hideout", (c,)) for c in cs] + [_A(seat, "hideout", ("-",))]
    if kind == "mine":
        return [_A(seat, "mine", (c,)) for c in dict.fromkeys(s.bases[dec[2]])]
    if kind == "pod":
        return [_A(seat, "pod", (c,)) for c in dict.fromkeys(s.bases[t])]
    if kind == "lose":
        where = dec[2]
        src = s.bases[0] if where == "base" else s.hands[seat]
        out = [_A(seat, "lose", (c, where)) for c in dict.fromkeys(src) if c in AREAS and s.face[c] == 0]
        return out or [_A(seat, "lose", ("-", where))]      # asked on public facts only (ZT-R53)
    if kind == "take":
        what = dec[2]
        if what == "diamond":
            return [_A(seat, "take", (c,)) for c in diamond_options(s, dec[3])]
        if what == "gear":
            out = [_A(seat, "take", (c, "base")) for c in dict.fromkeys(s.bases[t]) if c in ITEM_IDS]
            out += [_A(seat, "take", (c, "discard")) for c in dict.fromkeys(s.discard) if c in ITEM_IDS]
            return out + [_A(seat, "take", ("-",))]
        return [_A(seat, "take", (c, "discard")) for c in dict.fromkeys(s.discard)
                if c in AREAS and s.face[c] == t]
    if kind == "gearplay":
        # ZT-R61: not a ブースター, whose +1 would pay for the next ギアボックス forever
        return [a for a in item_actions(s, seat) if ITEM_IDS.get(a.args[0]) != "booster"] \
            + [_A(seat, "item", ("-",))]
    if kind == "gear":
        out = []
        for c in item_choices(s, t):
            if len(s.bases[t]) < 3:
                out.append(_A(seat, "gear", (c, "base")))
            out.append(_A(seat, "gear", (c, "deck")))
        return out
    if kind == "add":
        return [_A(seat, "add", (c,)) for c in item_choices(s, dec[2])] + [_A(seat, "add", ("-",))]
    if kind == "char":
        return [_A(seat, "char", (c, "main" if dec[2] == 0 else "sub")) for c in char_choices(s)]
    raise AssertionError(f"unknown decision {kind}")


# ------------------------------------------------------------------ the validator
def check(s, action) -> None:
    if not isinstance(action, Act):
        raise IllegalAction("ジントリガーの行動ではありません", "Not a Zin Trigger action", rule="ZT-5")
    la = s.legal_actions()
    for x in la:
        if x is action:
            return
    if action in la:
        return
    if action.verb == "play" and Act(action.seat, "play", tuple(sorted(action.args))) in la:
        return      # a set of cards: any order names the same A
    raise diagnose(s, action)


def _no(ja: str, en: str, rule: str, specificity: int = IllegalAction.SPECIFIC) -> IllegalAction:
    return IllegalAction(ja, en, rule=rule, specificity=specificity)


#: refusals that hold for any move now (the game is over, someone else decides, another
#: decision is open): a table shows a more specific one when a gesture could mean several
GENERAL = IllegalAction.GENERAL


def diagnose(s, a: Act) -> IllegalAction:
    """Why ``a`` is not legal now: the blocking rule and the fact that triggers it."""
    if s._res is not None:
        return _no("ゲームは終了しています", "The game is over", "ZT-8", GENERAL)
    mover = s.to_move()
    if a.seat != mover:
        return _no(f"今は{s.seat_name(mover)}が選ぶ番です", f"It is {s.seat_name(mover, 'en')}'s decision now",
                   "ZT-5", GENERAL)
    dec = s.pending
    if dec is not None:
        kind = dec[0]
        if kind == "respond" and a.verb in ("dodge", "counter", "cover", "hit"):
            return _respond_reason(s, dec, a)
        if kind == "window" and a.verb == "counter":
            return _window_reason(s, dec, a)
        if kind == "gearplay" and a.verb == "item" and a.args and ITEM_IDS.get(a.args[0]) == "booster":
            return _no("ギアボックスで行動回数を消費せずに出せるのはブースター以外のアイテムです",
                       "Gear box's free item play cannot be a Booster", "ZT-R61")
        if kind == "char" and a.verb == "char" and a.arg in CHARACTERS:
            ch = CHARACTERS[a.arg]
            return _no(f"{ch.ja}はもう選ばれているか、このゲームでは使えません(残りのキャラクターから選びます)",
                       f"{ch.en} is taken already or not in this game (choose from the characters left)", "ZT-R06")
        return _no(f"今はその行動ではなく「{_DEC_JA.get(kind, kind)}」を選ぶ場面です",
                   f"Now is not the time for that: choose for “{_DEC_EN.get(kind, kind)}”", _DEC_RULE.get(kind, "ZT-5"),
                   GENERAL)
    seat = a.seat
    if a.verb in ("play", "item", "ability") and s.left <= 0 and not high_ground_ready(s, seat):
        return _no("行動回数が残っていません(残り0)", "No action left (0 remaining)", "ZT-5")
    if a.verb == "play":
        return _play_reason(s, a)
    if a.verb == "ability":
        return _ability_reason(s, a)
    if a.verb == "item":
        if not a.args or a.args[0] not in s.hands[seat]:
            return _no("そのアイテムカードは手札にありません", "That item is not in your hand", "ZT-5")
        return _no("そのアイテムの対象が正しくありません", "That item cannot take that target", "ZT-11")
    if a.verb == "swap":
        if s.players >= 3:
            coop = s.solo is not None
            return _no(f"{'3〜4人の協力' if coop else '4人戦'}ではキャラクターは1人でサブがいません",
                       f"With {'3-4 players in co-op' if coop else '4 players'} there is no sub character",
                       "ZT-R52" if coop else "ZT-R05")
        return _no("今はキャラクターを入れ替えられません(自分の手番のメインの選択の時だけ)",
                   "No swap now (only in your own turn's main decision)", "ZT-5")
    return _no("その行動は今はできません", "That move is not available now", "ZT-5", GENERAL)


def _play_reason(s, a: Act) -> IllegalAction:
    seat = a.seat
    cards = a.args
    for c in cards:
        if c not in s.hands[seat]:
            return _no(f"{c}は手札にありません", f"{card_label(c, 'en')} is not in your hand", "ZT-5")
        if c not in AREAS:
            return _no("アイテムはエリアカードと同時に出せません(1回のAで1枚)",
                       "An item cannot be played together with area cards (one per A)", "ZT-5")
    k = max_cards(s, seat)
    if len(cards) > k:
        why = "ジャマーで1枚まで" if s.jam[seat] else f"範囲{k}"
        why_en = "a jammer allows 1" if s.jam[seat] else f"reach {k}"
        return _no(f"1回のAで出せるのは{k}枚までです({why})", f"At most {k} cards per A ({why_en})", "ZT-5")
    for c in cards:
        if not in_reach(s, seat, c):
            f = s.field[seat]
            r = reach(s, seat)
            d = abs(AREAS[c].number - AREAS[f].number)
            return _no(f"場札{AREAS[f].number}・範囲{r}では距離{d}の{c}は出せません",
                       f"From field card {AREAS[f].number} with reach {r}, {card_label(c, 'en')} at distance "
                       f"{d} is out of reach", "ZT-5")
    if len(set(cards)) != len(cards):
        return _no("同じカードを2度は出せません", "Each card only once", "ZT-5")
    return _no("そのカードは今は出せません", "Those cards cannot be played now", "ZT-5")


def _ability_reason(s, a: Act) -> IllegalAction:
    seat = a.seat
    ch = board.main_char(s, seat)
    if s.emp[seat]:
        return _no("EMPグレネードで固有能力を使えません", "An EMP grenade stops your abilities", "ZT-2")
    have = len(s.bases[board.team(s, seat)])
    if have < ch.cost:
        return _no(f"拠点{have}枚では「{ch.ability_ja}」のコスト{ch.cost}を払えません",
                   f"Your base holds {have}: {ch.ability_en} costs {ch.cost}", "ZT-7")
    key = ch.ability
    if key in ("snipe", "bomb") and respawn_bound(s, seat):
        return _no(f"復活地点の縛り: 復活地点からは「{ch.ability_ja}」(攻撃する能力)を使えません",
                   f"Respawn bind: no attacking ability ({ch.ability_en}) from the respawn point", "ZT-R04")
    if key == "blitz":
        if not any(c in AREAS for c in s.hands[seat]):
            return _no("「ブリッツステップ」は手札のエリアカードを1枚出す能力です: 手札にエリアカードがありません",
                       "Blitz step plays an area card from your hand: you hold none", "ZT-9")
        return _no(f"「ブリッツステップ」で出せるのは手札のエリアカードです({a.arg}は手札のエリアカードではありません)",
                   f"Blitz step plays an area card from your hand ({card_label(a.arg, 'en')} is not one)", "ZT-9")
    if key == "warp" and s.field[seat] is None:
        return _no("「ワープアウト」は場札を拠点に送る能力です: 復活地点にいて送る場札がありません",
                   "Warp out sends your field card to the base: you are on the respawn point and have none", "ZT-9")
    x = a.arg
    if key in ("snipe", "bomb", "stitch") and x is not None and x.isdigit() and int(x) < s.players \
            and int(x) in board.opponents(s, seat) and s.field[int(x)] is None:
        return _no(f"「{ch.ability_ja}」は復活地点の相手には使えません(復活地点は数字も場札も持ちません)",
                   f"{ch.ability_en} cannot aim at a player on the respawn point (no number, no field card)", "ZT-R04")
    if x is None and key in ("snipe", "bomb", "stitch"):
        return _no("狙える相手がいません(復活地点の相手には数字がありません)",
                   "No opponent to aim at (the respawn point has no number)", "ZT-R04")
    return _no(f"「{ch.ability_ja}」はその対象には使えません", f"{ch.ability_en} cannot take that target", "ZT-7")


def _counter_ability_reason(s, d: int) -> IllegalAction | None:
    """Why seat ``d`` cannot counter with an ability now (7-1, R-14), or None."""
    ch = board.main_char(s, d)
    if not ch.counter:
        sub = next((CHARACTERS[c] for c in s.chars[d][1:] if CHARACTERS[c].counter), None)
        if sub is not None:
            return _no(f"「{sub.ability_ja}」はサブの{sub.ja}の能力です: 反撃に使えるのはメインの能力だけで、"
                       f"相手の手番中にメインは変えられません",
                       f"{sub.ability_en} belongs to your sub {sub.en}: only the main's ability can counter, and "
                       f"the main cannot change in another player's turn", "ZT-7")
        return _no(f"メインの{ch.ja}の「{ch.ability_ja}」は反撃に使えません(【反撃可】ではありません)",
                   f"Your main {ch.en}'s {ch.ability_en} cannot counter (it is not a counter ability)", "ZT-7")
    if s.emp[d]:
        return _no("EMPグレネードで固有能力を使えません(反撃としても)", "An EMP grenade stops your abilities, "
                   "counters too", "ZT-2")
    have = len(s.bases[board.team(s, d)])
    if have < ch.cost:
        return _no(f"拠点{have}枚では「{ch.ability_ja}」のコスト{ch.cost}を払えません(反撃でもコストを払います)",
                   f"Your base holds {have}: {ch.ability_en} costs {ch.cost}, as a counter too", "ZT-7")
    return None


def _window_reason(s, dec, a: Act) -> IllegalAction:
    _, p, user, key, target, cands, i = dec
    if a.arg not in counter_cards(s, p, user):
        return _no("能力への反撃には使用者の場札と同じ数字のエリアカードが必要です",
                   "Countering an ability needs an area card with the user's field card number", "ZT-7")
    if len(a.args) > 1:
        return _counter_ability_reason(s, p) or _no("その反撃は今はできません", "That counter is not available",
                                                    "ZT-7")
    return _no("攻撃を含まない能力には、【反撃可】の能力でだけ反撃できます", "An ability that is no attack can only be "
               "countered with a counter ability", "ZT-R13")


def _respond_reason(s, dec, a: Act) -> IllegalAction:
    _, d, attacker, nums, nocover, nocounter, via = dec
    if a.verb == "dodge":
        if not isinstance(attacker, str) and s.suppress[attacker]:
            return _no("制圧射撃の攻撃には回避できません", "Suppressive fire: no dodging this turn", "ZT-9")
        c = a.arg
        if c in AREAS and AREAS[c].number in nums:
            return _no(f"{c}の数字{AREAS[c].number}は攻撃の数字{set(nums)}に含まれるので回避に使えません",
                       f"{card_label(c, 'en')}'s number {AREAS[c].number} is among the attack numbers {set(nums)}", "ZT-R10")
        return _no("回避には今の場札と連続する数字のカードが必要です", "A dodge needs a card next to your field card number",
                   "ZT-6")
    if a.verb == "counter":
        if nocounter:
            return _no("この攻撃には反撃できません", "This attack cannot be countered", "ZT-7")
        if a.arg in counter_cards(s, d, attacker) and len(a.args) > 1:
            why = _counter_ability_reason(s, d)
            if why is not None:
                return why
        return _no("反撃には攻撃側の場札と同じ数字のカードが必要です",
                   "A counter needs a card with the attacker's field card number", "ZT-6")
    if a.verb == "cover":
        if nocover:
            return _no("この攻撃には遮蔽物を使えません(巨大飛行戦車・黒竹)",
                       "No cover against this attack (giant flying tank / black bamboo)", "ZT-10")
        return _no("場札が遮蔽物を持っていません", "Your field card has no cover", "ZT-6")
    return _no("その対応は今はできません", "That answer is not available", "ZT-6")


_DEC_JA = {"respond": "攻撃への対応", "draw": "引く", "drop": "捨て札に送る拠点のカード", "stash": "拠点へ送る手札",
           "attack": "攻撃宣言", "field": "場札の入れ替え", "window": "固有能力への反撃", "reload": "リロード",
           "tower": "通信塔", "hack": "ハッキングツール", "order": "効果の順番", "highrise": "高層ビル街",
           "hideout": "シノビの隠れ家", "mine": "地雷原", "pod": "脱出ポッド", "lose": "バンブーの効果",
           "take": "カードを取る", "gearplay": "ギアボックス", "gear": "灰◆のアイテム", "add": "アイテムの追加",
           "char": "キャラクターの選択"}
_DEC_EN = {"respond": "answering the attack", "draw": "drawing", "drop": "a base card to discard",
           "stash": "a hand card to the base", "attack": "declaring an attack", "field": "the field card swap",
           "window": "countering an ability", "reload": "reload", "tower": "comm tower", "hack": "hacking tool",
           "order": "the order of effects", "highrise": "high-rise district", "hideout": "shinobi hideout",
           "mine": "minefield", "pod": "escape pod", "lose": "a bamboo's effect", "take": "taking a card",
           "gearplay": "gear box", "gear": "gray-◆ items", "add": "adding items", "char": "choosing a character"}
_DEC_RULE = {"respond": "ZT-6", "window": "ZT-7", "drop": "ZT-R15", "stash": "ZT-5", "field": "ZT-5",
             "gear": "ZT-4", "add": "ZT-4", "take": "ZT-4", "lose": "ZT-14", "char": "ZT-R06"}

