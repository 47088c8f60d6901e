"""霊力 (Spirit) and 鬼体力 (oni strength): pure functions of a ChobukuState.

``reiryoku(s, p, judging)``: the candidate's Spirit. ``judging=False`` is the value a
retreat checks (章6-3: effects marked 調伏判定時のみ are left out); ``judging=True`` is
the judgement value (章7-1 step 4) with the declarations made so far. The order of the
terms follows 章16: bottles (printed, 鼓舞鬼 +1, sealed colour 0) → shikigami →
吉凶占い → the oni's judgement ability → 五主印 / 星合わせ / 雪童子.
"""
from __future__ import annotations

from .cards import ALL, BOTTLE_COLOUR, BOTTLE_VALUE, CHARAS, ONI, STARS, bottle_name, shiki
from .model import CHAL

BASIC_SHADOW = "kage"


# ------------------------------------------------------------------ stars in force
def star_entries(s, kind: str):
    """星の定め entries ``(card, user, target, value)`` of one kind."""
    return [e for e in s.stars if STARS[e[0]].kind == kind]


def has_star(s, kind: str) -> bool:
    for e in s.stars:
        if STARS[e[0]].kind == kind:
            return True
    return False


def star_users(s, kind: str) -> set[int]:
    return {e[1] for e in s.stars if STARS[e[0]].kind == kind}


def sealed_colour(s) -> str | None:
    """The colour [五行封じ] seals, once used (R-18: revealed as an omen it only shows)."""
    if s.seal is None:
        return None
    for e in s.stars:
        if e[0] == "fuji":
            return BOTTLE_COLOUR[s.seal]
    return None


# ------------------------------------------------------------------ oni strength
def oni_base(s) -> int:
    if s.oni is None:
        return 13
    if s.oni == "donreiki":
        return 10 + (BOTTLE_VALUE[s.oni_bottle] if s.oni_bottle is not None else 0)
    return ONI[s.oni].taikyu


def taikyu_parts(s) -> list[tuple[str, str, int]]:
    """鬼体力 as a breakdown: the oni card, 呑霊鬼's bottle, [鬼気の昂り]/[鬼気の鎮め] (min 1, R-35)."""
    parts: list[tuple[str, str, int]] = []
    if s.oni is None:
        return parts
    o = ONI[s.oni]
    if s.oni == "donreiki":
        parts.append((o.name_ja, o.name_en, 10))
        if s.oni_bottle is not None:
            parts.append((f"鬼の小瓶 {bottle_name(s.oni_bottle)}",
                          f"oni's bottle {bottle_name(s.oni_bottle, 'en')}",
                          BOTTLE_VALUE[s.oni_bottle]))
    else:
        parts.append((o.name_ja, o.name_en, o.taikyu))
    for e in s.stars:
        k = STARS[e[0]].kind
        if k == "takaburi":
            parts.append(("鬼気の昂り", "Oni's surge", 2))
        elif k == "shizume":
            parts.append(("鬼気の鎮め", "Oni's calm", -2))
    total = sum(p[2] for p in parts)
    if total < 1:
        parts.append(("最低値1", "minimum 1", 1 - total))
    return parts


def taikyu(s) -> int:
    t = oni_base(s)
    for e in s.stars:
        k = STARS[e[0]].kind
        if k == "takaburi":
            t += 2
        elif k == "shizume":
            t -= 2
    return t if t >= 1 else 1


# ------------------------------------------------------------------ pieces
def bottle_power(s, b: str, sealed: str | None = None) -> int:
    """One bottle's Spirit: printed, sealed colour 0 (before 鼓舞鬼, R-17), 鼓舞鬼 +1."""
    if sealed is not None and BOTTLE_COLOUR[b] == sealed:
        return 0
    return BOTTLE_VALUE[b] + (1 if s.oni == "kobuki" else 0)


def shiki_colour(chara: str, sid: str) -> str | None:
    return shiki(chara, sid).colour


def shiki_has_colour(chara: str, sid: str | None, colour: str) -> bool:
    if sid is None:
        return False
    c = shiki(chara, sid).colour
    return c == colour or c == ALL


def shiki_power(s, p: int, judging: bool, sealed: str | None = None) -> int:
    """The shikigami in use: printed or computed; 0 when its colour is sealed (鵺: any
    seal). A sealed shikigami's whole Spirit is 0, 雪童子's +3 included (OC-R41)."""
    c = s.cands[p]
    sid = c.slot
    if sid is None:
        return 0
    k = shiki(c.chara, sid)
    if sealed is not None and (k.colour == sealed or k.colour == ALL):
        return 0
    if sid == "kagamiutsushi":
        return BOTTLE_VALUE[c.initial] if c.initial is not None else 0
    if sid == "tsukumokagami":
        return len(c.bottles)
    if sid == "bakegitsune":
        return c.decl.get("bake", k.value) if judging else k.value
    if sid == "yukiwarashi" and judging:
        return k.value + (3 if any(BOTTLE_VALUE[b] == 0 for b in c.bottles) else 0)
    return k.value


def has_colour(s, p: int, colour: str) -> bool:
    """A bottle or the shikigami in use of ``colour`` (sealed ones count, C23/C24)."""
    c = s.cands[p]
    for b in c.bottles:
        if BOTTLE_COLOUR[b] == colour:
            return True
    return shiki_has_colour(c.chara, c.slot, colour)


def goshuin_eligible(s, p: int) -> bool:
    """[式神の五主印]: a bottle of the shikigami's colour (鵺 matches any colour)."""
    c = s.cands[p]
    if c.slot is None:
        return False
    col = shiki(c.chara, c.slot).colour
    if col is None:
        return False
    if col == ALL:
        return bool(c.bottles)
    return any(BOTTLE_COLOUR[b] == col for b in c.bottles)


# ------------------------------------------------------------------ 霊力
def reiryoku_parts(s, p: int, judging: bool) -> list[tuple[str, str, int]]:
    """霊力 of candidate ``p`` as labelled terms (ja, en, value)."""
    c = s.cands[p]
    sealed = sealed_colour(s)
    out: list[tuple[str, str, int]] = []
    for b in c.bottles:
        v = bottle_power(s, b, sealed)
        note_ja = "（封じ）" if sealed is not None and BOTTLE_COLOUR[b] == sealed else (
            "（鼓舞鬼+1）" if s.oni == "kobuki" else "")
        note_en = " (sealed)" if note_ja == "（封じ）" else (" (+1 Rallying)" if note_ja else "")
        out.append((f"小瓶 {bottle_name(b)}{note_ja}", f"bottle {bottle_name(b, 'en')}{note_en}", v))
    if c.slot is not None:
        k = shiki(c.chara, c.slot)
        out.append((f"式神 {k.name_ja}", f"shikigami {k.name_en}", shiki_power(s, p, judging, sealed)))
    if judging:
        out.extend(_judge_terms(s, p, ONI))
    return out


def _judge_terms(s, p: int, oni_table) -> list[tuple[str, str, int]]:
    c = s.cands[p]
    out = []
    for card, user, target, value in s.stars:
        st = STARS[card]
        if st.kind == "kikkyo" and target == p and c.status == CHAL and has_colour(s, p, st.colour):
            out.append((st.name_ja, st.name_en, value))
    if s.oni == "kashaki" and any(BOTTLE_COLOUR[b] == "ka" for b in c.bottles):
        out.append((oni_table["kashaki"].name_ja, oni_table["kashaki"].name_en, 2))
    if s.oni == "suiki":
        n = sum(1 for b in c.bottles if BOTTLE_COLOUR[b] == "sui")
        if n:
            out.append((oni_table["suiki"].name_ja, oni_table["suiki"].name_en, -n))
    if c.decl.get("goshuin"):
        out.append(("式神の五主印", "Seal of the five masters", 2))
    h = c.decl.get("hoshiawase", 0)
    if h:
        out.append(("星合わせ", "Star alignment", h))
    return out


def reiryoku(s, p: int, judging: bool) -> int:
    """Fast path of :func:`reiryoku_parts` (same terms, no labels)."""
    c = s.cands[p]
    sealed = sealed_colour(s)
    kobu = 1 if s.oni == "kobuki" else 0
    total = 0
    fire = water = 0
    for b in c.bottles:
        col = BOTTLE_COLOUR[b]
        if col != sealed:
            total += BOTTLE_VALUE[b] + kobu
        if col == "ka":
            fire += 1
        elif col == "sui":
            water += 1
    total += shiki_power(s, p, judging, sealed)
    if judging:
        for card, user, target, value in s.stars:
            st = STARS[card]
            if st.kind == "kikkyo" and target == p and c.status == CHAL and has_colour(s, p, st.colour):
                total += value
        if s.oni == "kashaki" and fire:
            total += 2
        elif s.oni == "suiki":
            total -= water
        if c.decl.get("goshuin"):
            total += 2
        total += c.decl.get("hoshiawase", 0)
    return total


def over_reason(s, p: int, power: int | None = None, tai: int | None = None) -> str | None:
    """Why ``p`` counts as 霊力超過 at judgement (None: not over)."""
    c = s.cands[p]
    if power is None:
        power = reiryoku(s, p, True)
    if tai is None:
        tai = taikyu(s)
    if power > tai:
        return "power"
    if len(c.bottles) >= 4 and has_star(s, "yonbin"):
        return "four"
    if c.slot == "kyubi" and len(c.bottles) <= 1:
        return "kyubi"
    return None


# ------------------------------------------------------------------ 退く
def retreat_outcome(s, p: int) -> tuple[bool, int, str]:
    """(success, 霊力, reason) of a retreat now (章6-3, 章16): 速疾鬼 first (C43),
    then ≤ 鬼体力, then the shadow (≤ 4 bottles) / 管狐 (≤ 3) exceptions."""
    c = s.cands[p]
    power = reiryoku(s, p, False)
    tai = taikyu(s)
    if s.oni == "sokushitsuki" and power >= 10:
        return False, power, "swift"
    if power <= tai:
        return True, power, "under"
    n = len(c.bottles)
    if c.slot == BASIC_SHADOW and CHARAS[c.chara].basic and n <= 4:
        return True, power, "shadow"
    if c.slot == "kudagitsune" and n <= 3:
        return True, power, "pipefox"
    return False, power, "over"


def six_stop(c) -> bool:
    """6ストップ: 3 bottles or more, one of them printed 6 (the card's number, C45)."""
    if len(c.bottles) < 3:
        return False
    for b in c.bottles:
        if BOTTLE_VALUE[b] == 6:
            return True
    return False


def gate_fails(s, p: int) -> list[str]:
    """The gates of 星の定め that ``p`` does not meet ([五行の複門] same colour ×2,
    [五行三種門] three colours; R-19). Face-down and 0 bottles count."""
    c = s.cands[p]
    out = []
    counts: dict[str, int] = {}
    for b in c.bottles:
        col = BOTTLE_COLOUR[b]
        counts[col] = counts.get(col, 0) + 1
    for e in s.stars:
        k = STARS[e[0]].kind
        if k == "fukumon" and not any(n >= 2 for n in counts.values()) and "fukumon" not in out:
            out.append("fukumon")
        elif k == "sanshumon" and len(counts) < 3 and "sanshumon" not in out:
            out.append("sanshumon")
    return out
