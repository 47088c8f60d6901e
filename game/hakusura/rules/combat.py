"""Numbers and damage: 攻・防・術 totals (7.3), enemies in reach (10章), damage to
enemies and players (5.4, 5.5, R3/R4), healing, defeat, 九生, 逆襲, 道満(裏)'s
reflection. Plain functions taking the state ``s`` (a ``HakusuraState``).
"""
from __future__ import annotations

from ...engine import Damaged, HpChanged, Log
from . import actions as A
from .cards import BOGYO, HP_CAP, KOGEKI, YOKAI, name
from .events import BossLap, Defeated, PlayerDown

# ---------------------------------------------------------------- naming
SEAT_JA = ("左", "右")
SEAT_EN = ("Left", "Right")


_WHO: dict[tuple[int, str], tuple[str, str]] = {}


def who(s, seat: int) -> tuple[str, str]:
    """"左(晴明)" / "Left (Seimei)"."""
    key = (seat, s.ps[seat].char)
    w = _WHO.get(key)
    if w is None:
        c = key[1]
        w = _WHO[key] = (f"{SEAT_JA[seat]}({name(c)})", f"{SEAT_EN[seat]} ({name(c, 'en')})")
    return w


def place_name(s, place: str) -> tuple[str, str]:
    if place.startswith("player:"):
        return who(s, int(place[7:]))
    e = s.enemy(place)
    if e is None:
        return place, place
    if e.kind == "minion":
        return f"取り巻きの{name(e.eid)}", f"the minion {name(e.eid, 'en')}"
    return name(e.eid), name(e.eid, "en")


# ---------------------------------------------------------------- totals (7.3)
def atk_total(p) -> int:
    """攻: card + left-edge 攻＋n (+ partner) + this turn's bonuses; "このターン攻＋n" edge
    texts only on a turn Attack was played; the 次の攻撃 bank while an Attack resolves;
    ×2 under 剛力 after every addition (FAQ)."""
    v = p.face.atk + p.bonus["atk"] + p.bank_live
    attack = KOGEKI in p.played
    for y in p.all_equipped("left"):
        e = YOKAI[y].left
        if e.stat == "atk":
            v += e.amount
        if attack and e.text == "atk2":
            v += 2
        elif attack and e.text == "atk3":
            v += 3
    if "goriki" in p.flags:
        v *= 2
    return max(0, v)


def bo_total(p) -> int:
    v = p.face.bo + p.bonus["bo"]
    for y in p.all_equipped("right"):
        e = YOKAI[y].right
        if e.stat == "bo":
            v += e.amount
    return max(0, v)


def jutsu_total(p) -> int:
    v = p.face.jutsu + p.bonus["jutsu"]
    for y in p.all_equipped("bottom"):
        e = YOKAI[y].bottom
        if e.stat == "jutsu":
            v += e.amount
    if "fubuki" in p.flags:
        v *= 2
    return max(0, v)


def jutsu_hits(p) -> int:
    """How many times the Jutsu card deals its damage: 1, +1 呪詛, +1 がしゃどくろ's bottom (FAQ: 3)."""
    n = 1
    if "juso" in p.flags:
        n += 1
    if "gashadokuro" in p.all_equipped("bottom"):
        n += 1
    return n


# ---------------------------------------------------------------- who can be hit
def minion_alive(s) -> bool:
    return any(e.kind == "minion" and e.alive for e in s.enemies)


def enemy_targets(s, seat: int) -> list[str]:
    """敵1体 candidates for ``seat``: living yokai (the boss only once its 取り巻き is down,
    8.3); in the duel the opponent (8.2)."""
    if s.duel:
        o = s.ps[1 - seat]
        return [f"player:{1 - seat}"] if o.alive else []
    guard = minion_alive(s)
    return [e.place for e in s.enemies if e.alive and not (guard and e.kind == "boss")]


def yokai_targets(s) -> list[str]:
    """妖1体 (混乱): any living yokai, the boss included even behind its 取り巻き (R13)."""
    return [e.place for e in s.enemies if e.alive]


def is_alone(s, e) -> bool:
    """"他に妖がいない時": no other enemy alive. A 取り巻き never is (the boss is there)."""
    if e.kind == "minion":
        return False
    return not any(x is not e and x.alive for x in s.enemies)


# ---------------------------------------------------------------- damage to enemies
def hit(s, seat: int, place: str, amount: int, ignore: bool, ev: list, what: tuple[str, str]) -> int:
    """``seat`` deals ``amount`` to the enemy at ``place`` (防 reduces it unless ``ignore``).
    Returns the HP taken."""
    if place.startswith("player:"):
        wja, wen = who(s, seat)
        return hurt(s, int(place[7:]), amount, ignore, ev, (f"{wja}の{what[0]}", f"{wen}'s {what[1]}"),
                    src=f"player:{seat}")
    e = s.enemy(place)
    if e is None or not e.alive or amount <= 0:
        return 0
    wja, wen = who(s, seat)
    nja, nen = place_name(s, place)
    if e.kind == "boss" and minion_alive(s):
        ev.append(Log(f"{wja}の{what[0]}: {nja}は取り巻きがいる間ダメージを受けない",
                      f"{wen}'s {what[1]}: {nen} takes no damage while its minion stands", seat))
        return 0
    if e.flip == BOGYO:
        ev.append(Log(f"{wja}の{what[0]}: {nja}はいない席の防御でダメージを受けない",
                      f"{wen}'s {what[1]}: {nen} is shielded by the empty seat's Defend", seat))
        return 0
    cut = 0
    if not ignore:
        cut = min(amount, max(0, e.bo - e.bo_used))
        e.bo_used += cut
        amount -= cut
    if amount <= 0:
        ev.append(Log(f"{wja}の{what[0]}: {nja}の防で0", f"{wen}'s {what[1]}: {nen}'s 防 stops it", seat))
        return 0
    before = e.hp
    e.hp = max(0, e.hp - amount)
    taken = before - e.hp
    ev.append(Damaged(A.enemy_place(place), taken, before, e.hp, A.char(seat)))
    tail_ja = f"(防で−{cut})" if cut else ""
    tail_en = f" (−{cut} by 防)" if cut else ""
    ev.append(Log(f"{wja}の{what[0]}: {nja} HP {before}→{e.hp}{tail_ja}",
                  f"{wen}'s {what[1]}: {nen} HP {before}→{e.hp}{tail_en}", seat))
    if e.kind == "boss" and e.hp > 0:
        laps = e.max_hp // 12
        lap_before = laps - (before - 1) // 12
        lap_after = laps - (e.hp - 1) // 12
        if lap_after != lap_before:
            ev.append(BossLap(lap_after, laps))
            ev.append(Log(f"{nja}の HP カードが12に戻る({lap_after}周目/{laps}周)",
                          f"{nen}'s HP card goes back to 12 (lap {lap_after} of {laps})"))
    if e.hp == 0:
        defeat(s, e, seat, ev)
    return taken


def hit_all(s, seat: int, amount: int, ignore: bool, ev: list, what: tuple[str, str]) -> None:
    """敵全部: every enemy in reach, left to right (取り巻き before the boss)."""
    for place in enemy_targets(s, seat):
        if s._res is not None:
            return
        hit(s, seat, place, amount, ignore, ev, what)


def defeat(s, e, seat: int | None, ev: list) -> None:
    e.alive = False
    e.killer = seat
    s.defeats += 1
    e.order = s.defeats
    nja, nen = place_name(s, e.place)
    ev.append(Defeated(A.enemy_place(e.place), e.eid, seat))
    if seat is not None:
        wja, wen = who(s, seat)
        ev.append(Log(f"{nja}を倒した(とどめ: {wja})", f"{nen} defeated (finished by {wen})", seat))
    if e.kind == "boss":
        s.finish(True, "boss", "ボスを倒した: 勝ち", "The boss is defeated: you win", ev)
        return
    y = YOKAI[e.eid]
    if y.special.startswith("death_both:"):
        n = int(y.special.split(":")[1])
        ev.append(Log(f"{nja}の「倒された時」: 両方に{n}", f"{nen} falls: {n} to both players"))
        for t in s.seats_in_order():
            if s.ps[t].alive and s._res is None:
                hurt(s, t, n, False, ev, (f"{nja}の最期", f"{nen}'s last gasp"), src="dead")
    elif y.special.startswith("death_killer:") and seat is not None:
        n = int(y.special.split(":")[1])
        if s.phase == "end":       # killed during the end of the turn: take it now (R8)
            hurt(s, seat, n, False, ev, (f"{nja}の呪い", f"{nen}'s curse"), src="dead")
        else:
            s.ps[seat].spider += n
            wja, wen = who(s, seat)
            ev.append(Log(f"{wja}はターンの終わりに{nja}から{n}ダメージを受ける",
                          f"{wen} will take {n} from {nen} at the end of the turn", seat))


# ---------------------------------------------------------------- damage to players
def hurt(s, seat: int, amount: int, ignore: bool, ev: list, what: tuple[str, str],
         src: str | None = None) -> int:
    """``seat`` takes ``amount`` from an enemy (``src`` its place, ``dead`` for a fallen
    one, ``player:<n>`` for the duel opponent). Order (R3): 防御 blocks all; else 防's
    remaining budget (unless 防御無視), then 受けるダメージ−n, then 0 floor. Returns HP lost."""
    p = s.ps[seat]
    if not p.alive or amount <= 0:
        return 0
    wja, wen = who(s, seat)
    if p.defending:
        ev.append(Log(f"{what[0]}: {wja}は防御中で0", f"{what[1]}: {wen} is defending, no damage", seat))
        if p.char == "doman" and p.evolved and src and src != "dead":
            reflect(s, seat, src, amount, ev)
        return 0
    raw = amount
    cut = 0
    if not ignore:
        cut = min(amount, max(0, bo_total(p) - p.bo_used))
        p.bo_used += cut
        amount -= cut
    red = min(amount, p.reduce)
    p.reduce -= red
    amount -= red
    notes_ja = (f"防で−{cut}" if cut else "") + (f"・軽減−{red}" if red else "")
    notes_en = (f"−{cut} by 防" if cut else "") + (f", −{red} reduced" if red else "")
    if amount <= 0:
        ev.append(Log(f"{what[0]}: {wja}に{raw} → 0({notes_ja.strip('・')})",
                      f"{what[1]}: {raw} to {wen} → 0 ({notes_en.strip(', ')})", seat))
        return 0
    before = p.hp
    p.hp = max(0, p.hp - amount)
    ev.append(Damaged(A.char(seat), before - p.hp, before, p.hp,
                      A.enemy_place(src) if src and src != "dead" else None))
    ev.append(Log(f"{what[0]}: {wja} HP {before}→{p.hp}" + (f"({notes_ja.strip('・')})" if notes_ja else ""),
                  f"{what[1]}: {wen} HP {before}→{p.hp}" + (f" ({notes_en.strip(', ')})" if notes_en else ""),
                  seat))
    if src is not None and "omukade" in p.shiki:       # 逆襲 (R20)
        p.bank += 1
        ev.append(Log(f"{wja}の逆襲: 次の攻撃に＋1(計{p.bank})",
                      f"{wen}'s Counterstrike: +1 to the next Attack (now {p.bank})", seat))
    if p.hp == 0:
        if "nekomata" in p.shiki and "nekomata" not in p.flipped:      # 九生 (5.6, R12)
            p.hp = 3
            p.flipped.append("nekomata")
            ev.append(HpChanged(A.char(seat), 0, 3))
            ev.append(Log(f"{wja}の九生: 倒れずに HP 3", f"{wen}'s Nine Lives: stays up with HP 3", seat))
        else:
            p.down = True
            ev.append(PlayerDown(seat))
            ev.append(Log(f"{wja}が倒れた", f"{wen} is down", seat))
            s.on_down(ev)
    return before - p.hp


def reflect(s, seat: int, src: str, amount: int, ev: list) -> None:
    """道満(裏): the damage he would have taken goes to its source, reduced by its 防
    (FAQ; HS-R46: the hit's own number, before 道満's 防 and reductions)."""
    wja, wen = who(s, seat)
    if src.startswith("player:") or s.enemy(src) is not None:
        hit(s, seat, src, amount, False, ev, ("反射", "reflection"))


def heal(s, seat: int, n: int, ev: list, what: tuple[str, str]) -> None:
    """HP を n 回復: may pass the card's HP, never 20 (4章); the fallen cannot heal (5.6)."""
    p = s.ps[seat]
    if not p.alive:
        return
    before = p.hp
    p.hp = min(HP_CAP, p.hp + n)
    wja, wen = who(s, seat)
    ev.append(HpChanged(A.char(seat), before, p.hp))
    ev.append(Log(f"{wja}の{what[0]}: HP {before}→{p.hp}", f"{wen}'s {what[1]}: HP {before}→{p.hp}", seat))
