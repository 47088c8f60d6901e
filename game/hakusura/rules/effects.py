"""What a player's decisions do: shikigami abilities (7.1), resolving a played card
with its edge texts (5.2, 7.2), 連撃 and 唐傘's chained Attack (R7), evolution and
晴明's partner (7.4, 7.5), taking a defeated yokai (6), 混乱・捕食's equip.

Plain functions taking the state ``s``; steps they schedule are run by ``flow``.
"""
from __future__ import annotations

from ...engine import CardMoved, HpChanged, Log
from . import actions as A
from .cards import (ABILITY_OWNER, BOGYO, CHARACTERS, EDGE_NAMES, EDGE_OF, HAND_NAMES, HP_CAP,
                    JUTSU, KOGEKI, YOKAI, name)
from .combat import (atk_total, enemy_targets, heal, hit, hit_all, jutsu_hits, jutsu_total, who)
from .events import AbilityUsed, ActionStarted, Evolved, ShikigamiLost, Taken

#: edge texts that happen after (or while) a card resolves, per card (7.2)
AFTER_TEXTS = {
    KOGEKI: ("other1", "same1i", "same2", "same3", "bo3", "nue_hit"),
    BOGYO: ("heal1", "bank2", "oni_hit", "next_atk2", "next_jutsu2"),
    JUTSU: ("reduce1", "heal1", "reduce2", "chain_attack"),
}
#: texts whose player names an enemy (or, 唐傘, the chained Attack's enemy)
TARGETED = ("nue_hit", "oni_hit", "rinka2", "chain_attack")


def ability(yid: str):
    return YOKAI[yid].ability


def _note(s, seat: int, yid: str, ev: list, extra_ja: str = "", extra_en: str = "") -> None:
    """Count a use (戦闘ごと / ゲーム中1回 flips the card / once a turn) and log it."""
    p = s.ps[seat]
    y = YOKAI[yid]
    key = y.ability_key
    p.uses[key] = p.uses.get(key, 0) + 1
    p.turn_used.append(key)
    used_up = y.ability.count == "g1"
    if used_up:
        p.flipped.append(yid)
    wja, wen = who(s, seat)
    ev.append(AbilityUsed(seat, yid, used_up))
    ev.append(Log(f"{wja}が{y.ja}の「{y.ability.name_ja}」を使う{extra_ja}" + ("(使い切り: 裏返す)" if used_up else ""),
                  f"{wen} uses {y.en}'s {y.ability.name_en}{extra_en}" + (" (used up: flipped)" if used_up else ""),
                  seat))


def use_ability(s, seat: int, yid: str, arg: str, ev: list) -> None:
    """A declared ability's effect (turn start or action time). ``arg``: enemy / card."""
    p = s.ps[seat]
    key = YOKAI[yid].ability_key
    y = YOKAI[yid]
    what = (y.ability.name_ja, y.ability.name_en)
    if key == "ippon":
        _note(s, seat, yid, ev, f": {HAND_NAMES[arg][0]}を手札に戻す", f": {HAND_NAMES[arg][1]} back to hand")
        p.used.remove(arg)
        p.hand.append(arg)
        p.hand.sort(key=_card_order)
        ev.append(CardMoved(arg, A.used(seat), A.hand(seat), seat))
    elif key == "fui":
        _note(s, seat, yid, ev, "(先に動く・攻術＋1)", " (acts first, 攻/術 +1)")
        p.flags.append("fui")
        p.bonus["atk"] += 1
        p.bonus["jutsu"] += 1
    elif key == "sakubo":
        _note(s, seat, yid, ev)
        p.flags.append("sakubo")
    elif key == "hiwatari":
        _note(s, seat, yid, ev)
        hit_all(s, seat, 1, True, ev, what)
    elif key == "makitsuki":
        _note(s, seat, yid, ev, ": このターン受けるダメージ−2", ": damage taken this turn −2")
        p.reduce += 2
    elif key == "myoyaku":
        _note(s, seat, yid, ev)
        heal(s, seat, 4, ev, what)
    elif key == "fubuki":
        _note(s, seat, yid, ev, ": 術×2", ": 術 ×2")
        p.flags.append("fubuki")
    elif key == "hyakumonogatari":
        if s.duel:
            _note(s, seat, yid, ev, "(決闘: 受けるダメージ−3)", " (duel: damage taken −3)")
            p.reduce += 3
        else:
            _note(s, seat, yid, ev, ": このターン妖は行動しない", ": no yokai acts this turn")
            for e in s.enemies:
                if e.alive:
                    e.stopped = True
    elif key == "rengeki":
        _note(s, seat, yid, ev)
        p.flags.append("renda")
    elif key == "juso":
        before = p.hp
        p.hp -= 1
        _note(s, seat, yid, ev, f": HP 1 を払う({before}→{p.hp})・術を2回", f": pays 1 HP ({before}→{p.hp}), Jutsu hits twice")
        ev.append(HpChanged(A.char(seat), before, p.hp))
        p.flags.append("juso")
    elif key == "goriki":
        _note(s, seat, yid, ev, ": 攻×2", ": 攻 ×2")
        p.flags.append("goriki")
    elif key == "itobaku":
        _note(s, seat, yid, ev)
        hit(s, seat, arg, 2 * len(p.used), True, ev, what)
    elif key == "konran":
        if s.duel:
            _note(s, seat, yid, ev, "(決闘: 受けるダメージ−3)", " (duel: damage taken −3)")
            p.reduce += 3
        else:
            e = s.enemy(arg)
            e.stopped = True
            _note(s, seat, yid, ev, f": {name(e.eid)}はこのターン行動しない", f": {name(e.eid, 'en')} does not act this turn")
        offer_equip(s, seat, yid)
    elif key == "hoshoku":
        _note(s, seat, yid, ev)
        hit(s, seat, arg, 4, True, ev, what)
        heal(s, seat, 3, ev, what)
        offer_equip(s, seat, yid)
    elif key == "dokuiki":
        _note(s, seat, yid, ev, f": {HAND_NAMES[arg][0]}を捨てる", f": discards {HAND_NAMES[arg][1]}")
        p.hand.remove(arg)
        p.used.append(arg)
        ev.append(CardMoved(arg, A.hand(seat), A.used(seat), seat))
        hit_all(s, seat, 3, True, ev, what)
    else:  # pragma: no cover - legality never offers the others
        raise AssertionError(key)


def offer_equip(s, seat: int, yid: str) -> None:
    """"効果適用後に、装備できる": asked right now or never (7.1). A partner stays the
    partner (it already counts on every edge; HS-R22)."""
    p = s.ps[seat]
    if p.partner == yid or not p.alive or s._res is not None:
        return
    s.steps.append(("equip_offer", seat, yid))


def equip_after(s, seat: int, yid: str, where: str, ev: list) -> None:
    p = s.ps[seat]
    wja, wen = who(s, seat)
    if where == "keep":
        ev.append(Log(f"{wja}は{name(yid)}を式神のまま残す", f"{wen} keeps {name(yid, 'en')} as a shikigami", seat))
        return
    p.shiki.remove(yid)
    if yid in p.flipped:
        p.flipped.remove(yid)
    p.equip[where].append(yid)
    ev.append(Taken(seat, yid, where))
    ev.append(Log(f"{wja}は{name(yid)}を{EDGE_NAMES[where][0]}に装備", f"{wen} equips {name(yid, 'en')} on the "
                  f"{EDGE_NAMES[where][1]} edge", seat))


def _card_order(c: str) -> int:
    return (KOGEKI, BOGYO, JUTSU).index(c)


# ---------------------------------------------------------------- resolving a card
def start_card(s, seat: int, card: str, enemy: str, how: str, ev: list) -> None:
    """Schedule a card's processing: damage, its edge texts, used pile (5.3), 連撃 after the
    revealed card. ``how``: play (the revealed card), renda (連撃's second), chain (唐傘)."""
    p = s.ps[seat]
    if how != "play":
        p.hand.remove(card)
        p.playing.append(card)
        p.played.append(card)
        ev.append(CardMoved(card, A.hand(seat), A.slot(seat), seat))
        ev.append(ActionStarted(seat, card, how))
        if card == BOGYO:
            p.defending = True
    if how == "play":
        s.steps.append(("renda", seat))
    s.steps.append(("finish_card", seat, card))
    s.steps.append(("after_build", seat, card, enemy))
    s.steps.append(("resolve", seat, card, enemy))


def resolve(s, seat: int, card: str, enemy: str, ev: list) -> None:
    p = s.ps[seat]
    wja, wen = who(s, seat)
    if card == KOGEKI:
        p.bank_live, p.bank = p.bank, 0
        if enemy:
            ignore = p.char == "rinka"
            hit(s, seat, enemy, atk_total(p), ignore, ev, ("攻撃", "Attack"))
        else:
            ev.append(Log(f"{wja}の攻撃: 敵がいない", f"{wen}'s Attack: no enemy", seat))
    elif card == JUTSU:
        if enemy:
            for _ in range(jutsu_hits(p)):
                if s._res is not None or enemy not in enemy_targets(s, seat):
                    break            # the enemy fell: the other hits are lost (R6)
                hit(s, seat, enemy, jutsu_total(p), True, ev, ("術", "Jutsu"))
        else:
            ev.append(Log(f"{wja}の術: 敵がいない", f"{wen}'s Jutsu: no enemy", seat))
    else:
        ev.append(Log(f"{wja}は防御: このターンの終わりまでダメージを受けない",
                      f"{wen} defends: no damage until the end of the turn", seat))
        if p.char == "doman" and not p.evolved and enemy:
            hit(s, seat, enemy, max(0, jutsu_total(p) - 1), True, ev, ("特性の術", "Defend-jutsu"))


def after_pool(s, seat: int, card: str) -> tuple[str, ...]:
    """The edge texts of ``card``'s edge (partner included) that happen now, plus 梨花(裏)."""
    p = s.ps[seat]
    edge = EDGE_OF[card]
    texts = AFTER_TEXTS[card]
    pool = []
    for y in p.all_equipped(edge):
        t = YOKAI[y].edge(edge).text
        if t in texts:
            pool.append(y)
    if card == KOGEKI and p.char == "rinka" and p.evolved:
        pool.append("char")
    return tuple(pool)


def pool_key(seat_p, src: str, card: str) -> str:
    if src == "char":
        return "rinka2"
    return YOKAI[src].edge(EDGE_OF[card]).text


def effect_choices(s, seat: int, card: str, src: str) -> list[str]:
    """Enemy choices of one pending edge text ([""] when it names none)."""
    p = s.ps[seat]
    key = pool_key(p, src, card)
    if key in TARGETED:
        if key == "chain_attack" and KOGEKI not in p.hand:
            return [""]
        ts = enemy_targets(s, seat)
        return ts or [""]
    return [""]


def do_after(s, seat: int, card: str, src: str, same: str, chosen: str, ev: list) -> None:
    """One edge text (or 梨花(裏)'s strike); ``same`` is the enemy the card hit (R5)."""
    p = s.ps[seat]
    key = pool_key(p, src, card)
    if src == "char":
        what = ("攻撃の後", "after-Attack")
    else:
        what = (f"{YOKAI[src].ja}の辺", f"{YOKAI[src].en}'s edge")
    wja, wen = who(s, seat)
    alive = enemy_targets(s, seat)
    if key == "other1":
        if not s.duel:
            others = [t for t in alive if t != same and same]
            if others:
                hit(s, seat, others[0], 1, True, ev, what)
    elif key in ("same1i", "same2", "same3"):
        if same and same in alive:
            hit(s, seat, same, int(key[4]), key == "same1i", ev, what)
    elif key == "bo3":
        p.bonus["bo"] += 3
        ev.append(Log(f"{wja}の{what[0]}: このターン防＋3", f"{wen}'s {what[1]}: 防 +3 this turn", seat))
    elif key == "nue_hit":
        if chosen:
            hit(s, seat, chosen, jutsu_total(p), True, ev, what)
    elif key == "rinka2":
        if chosen:
            hit(s, seat, chosen, atk_total(p), True, ev, what)
    elif key == "oni_hit":
        if chosen:
            hit(s, seat, chosen, atk_total(p), False, ev, what)
    elif key == "heal1":
        heal(s, seat, 1, ev, what)
    elif key == "bank2":
        p.bank += 2
        ev.append(Log(f"{wja}の{what[0]}: 次の攻撃に＋2(計{p.bank})", f"{wen}'s {what[1]}: +2 to the next Attack "
                      f"(now {p.bank})", seat))
    elif key in ("next_atk2", "next_jutsu2"):
        stat = "atk" if key == "next_atk2" else "jutsu"
        p.next_bonus[stat] += 2
        ev.append(Log(f"{wja}の{what[0]}: 次のターン{'攻' if stat == 'atk' else '術'}＋2",
                      f"{wen}'s {what[1]}: next turn {'攻' if stat == 'atk' else '術'} +2", seat))
    elif key in ("reduce1", "reduce2"):
        p.reduce += int(key[-1])
        ev.append(Log(f"{wja}の{what[0]}: このターン受けるダメージ−{key[-1]}",
                      f"{wen}'s {what[1]}: damage taken this turn −{key[-1]}", seat))
    elif key == "chain_attack":
        if KOGEKI in p.hand:
            ev.append(Log(f"{wja}の{what[0]}: 手札の攻撃を続けて出す", f"{wen}'s {what[1]}: plays Attack from hand",
                          seat))
            start_card(s, seat, KOGEKI, chosen, "chain", ev)


def finish_card(s, seat: int, card: str, ev: list) -> None:
    p = s.ps[seat]
    if card in p.playing:
        p.playing.remove(card)
        p.used.append(card)
        ev.append(CardMoved(card, A.slot(seat), A.used(seat), seat))
    if card == KOGEKI:
        p.bank_live = 0


# ---------------------------------------------------------------- evolution (7.4, 7.5)
def evolve_sum(p) -> int:
    return sum(YOKAI[y].lv for y in p.shiki if y != p.partner)


def can_evolve(p) -> bool:
    return p.alive and not p.evolved and evolve_sum(p) >= CHARACTERS[p.char].evolve_lv


def evolve(s, seat: int, spent: tuple[str, ...], ev: list) -> None:
    p = s.ps[seat]
    for y in spent:
        p.shiki.remove(y)
        if y in p.flipped:
            p.flipped.remove(y)
        p.under.append(y)
        ev.append(ShikigamiLost(seat, y, "under"))
    p.evolved = True
    before = p.hp
    p.hp = min(HP_CAP, max(p.hp, p.face.hp))
    wja, wen = who(s, seat)
    ev.append(Evolved(seat, tuple(spent), before, p.hp))
    ev.append(Log(f"{wja}が進化({'・'.join(name(y) for y in spent)}を下に置く): HP {before}→{p.hp}",
                  f"{wen} evolves (spending {', '.join(name(y, 'en') for y in spent)}): HP {before}→{p.hp}",
                  seat))
    if p.char == "seimei" and p.shiki:
        s.steps.append(("partner", seat))


def set_partner(s, seat: int, yid: str, ev: list) -> None:
    p = s.ps[seat]
    p.partner = yid
    wja, wen = who(s, seat)
    ev.append(Log(f"{wja}の相棒: {name(yid)}(攻・防・術すべてに装備として数える)",
                  f"{wen}'s partner: {name(yid, 'en')} (counts as equipped on every edge)", seat))


# ---------------------------------------------------------------- taking a yokai (6)
def take(s, seat: int, yid: str, where: str, ev: list) -> None:
    p = s.ps[seat]
    if where == "shiki":
        p.shiki.append(yid)
    else:
        p.equip[where].append(yid)
    wja, wen = who(s, seat)
    ev.append(Taken(seat, yid, where))
    if where == "shiki":
        ev.append(Log(f"{wja}が{name(yid)}を式神にする", f"{wen} takes {name(yid, 'en')} as a shikigami", seat))
    else:
        ev.append(Log(f"{wja}が{name(yid)}を{EDGE_NAMES[where][0]}に装備", f"{wen} equips {name(yid, 'en')} "
                      f"on the {EDGE_NAMES[where][1]} edge", seat))


assert set(ABILITY_OWNER.values()) == set(YOKAI)
