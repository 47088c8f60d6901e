"""What ハクスラ陰陽師's printed cards say, in both languages: the stats' names, an edge's
band, a yokai's actions and note, an ability's timing, and each card read out whole
(the table's zoom panel).

The rules' English names the stats 攻・防・術 by their kanji, as the printed cards
do; English screens show none, so :func:`terms` swaps them for Atk / Def / Jut.
"""
from __future__ import annotations

from .cards import BOSSES, CHARACTERS, CIRCLED, HAND_TEXT, TARGET_NAMES, TECH_NAMES, YOKAI, edge_text, name

#: each edge shows the stat its hand card plays (7.2)
EDGE_STAT = {"left": "atk", "right": "bo", "bottom": "jutsu"}
WORDS = {
    "atk": ("攻", "Atk"), "bo": ("防", "Def"), "jutsu": ("術", "Jut"),
    "front": ("表", "front"), "back": ("裏・進化後", "back, evolved"),
    "front_short": ("(表)", " (front)"), "back_short": ("(裏)", " (evolved)"),
    "left": ("左の辺(攻)", "Left edge (Atk)"), "right": ("右の辺(防)", "Right edge (Def)"),
    "bottom": ("下の辺(術)", "Bottom edge (Jut)"),
    "start": ("ターン開始時", "turn start"), "action": ("アクション時", "at your action"),
    "constant": ("常時", "constant"), "auto": ("自動", "automatic"),
    "b1": ("戦闘ごと1回", "once per battle"), "b2": ("戦闘ごと2回", "twice per battle"),
    "g1": ("ゲーム中1回", "once per game"),
    "act": ("{target}に{n}", "{target}: {n}"), "ignore": ("(防御無視)", " (ignores Def)"),
    "tech": ("・技: {what}", "; technique: {what}"),
    "char_stats": ("HP{hp}  攻{atk} 防{bo} 術{jutsu}", "HP {hp}  Atk {atk}  Def {bo}  Jut {jutsu}"),
    "evolve_need": ("進化: 式神の Lv 合計 {n} 以上", "Evolves with shikigami of Lv total {n}+"),
    "yokai_stats": ("Lv{lv}  HP{hp}  防{bo}", "Lv{lv}  HP {hp}  Def {bo}"),
    "flip_hint": ("倒すと式神の面で取れる", "Defeat it to take it (shikigami face)"),
    "used_up": ("(能力は使い切り: 裏返し)", "(ability used up: lies flipped)"),
    "shiki_title": ("{name} Lv{lv}(式神)", "{name} Lv{lv} (shikigami)"),
    "boss_stats": ("HP{hp}(12ずつ周回)  防{bo}", "HP {hp} (laps of 12)  Def {bo}"),
    "boss_repeat": ("⑤のあとは⑤をくり返す", "after (5), (5) repeats"),
}
#: the few characters of an edge's effect on its band
BANDS = {
    "other1": ("他妖1", "1 other"), "next_atk2": ("次攻+2", "next Atk+2"), "next_jutsu2": ("次術+2", "next Jut+2"),
    "chain_attack": ("連続攻撃", "chain Atk"), "reduce1": ("軽減1", "guard 1"), "reduce2": ("軽減2", "guard 2"),
    "same1i": ("追撃1無視", "+1 pierce"), "same2": ("追撃2", "+2 same"), "same3": ("追撃3", "+3 same"),
    "heal1": ("回復1", "heal 1"), "bo3": ("防+3", "Def+3"), "atk2": ("攻+2", "Atk+2"), "atk3": ("攻+3", "Atk+3"),
    "bank2": ("溜め2", "bank 2"), "oni_hit": ("攻で一撃", "Atk hit"), "nue_hit": ("術で一撃", "Jut hit"),
    "jutsu_twice": ("術2回", "Jut x2"),
}
#: a yokai's printed note (繰り返し, 他に妖がいない時, 倒された時)
SPECIALS = {
    "repeat3": ("3ターン目からは毎ターン③", "from its turn 3, (3) every turn"),
    "alone2x": ("他に妖がいない時、同じ行動を2回", "when alone, acts twice"),
    "alone+1": ("他に妖がいない時ダメージ＋1", "when alone, damage +1"),
    "alone+2": ("他に妖がいない時ダメージ＋2", "when alone, damage +2"),
    "death_both:2": ("倒された時、両方に2", "when defeated: 2 to both players"),
    "death_killer:3": ("倒された時、とどめを刺した人にターンの終わりに3",
                       "when defeated: its killer takes 3 at the end of the turn"),
}
_EN_TERMS = (("防御無視", "ignores Def"), ("攻", "Atk"), ("防", "Def"), ("術", "Jut"), ("＋", "+"),
             ("−", "-"), ("・", ", "), ("①", "(1)"), ("②", "(2)"), ("③", "(3)"), ("④", "(4)"),
             ("⑤", "(5)"))


def _pick(pair: tuple[str, str], lang: str) -> str:
    return pair[1] if lang == "en" else pair[0]


def word(key: str, lang: str, **values) -> str:
    return _pick(WORDS[key], lang).format(**values)


def terms(text: str, lang: str) -> str:
    """English text as it may be shown: the stat kanji become Atk / Def / Jut."""
    if lang != "en":
        return text
    for ja, en in _EN_TERMS:
        text = text.replace(ja, en)
    return text


def stat(key: str, lang: str) -> str:
    return word(key, lang)


def target_word(target: str, lang: str) -> str:
    return _pick(TARGET_NAMES[target], lang)


def ability_name(yid: str, lang: str) -> str:
    ab = YOKAI[yid].ability
    return ab.name_en if lang == "en" else ab.name_ja


def edge_short(yid: str, edge: str, lang: str) -> str:
    """The band's few characters: "攻+1" / "Atk+1", "追撃2" / "+2 same"."""
    e = YOKAI[yid].edge(edge)
    parts = [f"{stat(e.stat, lang)}+{e.amount}"] if e.stat else []
    return " ".join(parts + ([_pick(BANDS[e.text], lang)] if e.text else []))


def act_line(act, lang: str) -> str:
    """"両方に3(防御無視)" / "both: 3 (ignores Def)"."""
    text = word("act", lang, target=target_word(act.target, lang), n=act.dmg)
    if act.ignore:
        text += word("ignore", lang)
    return text + (word("tech", lang, what=_pick(TECH_NAMES[act.tech], lang)) if act.tech else "")


def read_out(side: str, cid: str, lang: str) -> tuple[str, list[str]]:
    """(title, lines): a card read out. ``side``: ``hand``, a character's ``front`` or
    ``back``, a yokai's ``yokai`` face, its ``shiki`` face (``used_up``: lying flipped), ``boss``."""
    if side == "hand":
        return name(cid, lang), [terms(_pick(HAND_TEXT[cid], lang), lang)]
    if side in ("front", "back"):
        ch = CHARACTERS[cid]
        f = ch.back if side == "back" else ch.front
        lines = [word("char_stats", lang, hp=f.hp, atk=f.atk, bo=f.bo, jutsu=f.jutsu),
                 terms(f.text_en if lang == "en" else f.text_ja, lang)]
        if side == "front":
            lines.append(word("evolve_need", lang, n=ch.evolve_lv))
        return f"{name(cid, lang)} ({word(side, lang)})", lines
    if side == "boss":
        b = BOSSES[cid]
        lines = [word("boss_stats", lang, hp=b.hp, bo=b.bo)] + [f"{CIRCLED[i]} {act_line(a, lang)}"
                                                             for i, a in enumerate(b.acts)]
        return name(cid, lang), lines + [word("boss_repeat", lang)]
    y = YOKAI[cid]
    if side == "yokai":
        lines = [word("yokai_stats", lang, lv=y.lv, hp=y.hp, bo=y.bo)]
        lines += [f"{CIRCLED[i]} {act_line(a, lang)}" for i, a in enumerate(y.acts)]
        lines += [_pick(SPECIALS[y.special], lang)] if y.special else []
        return f"{name(cid, lang)}  Lv{y.lv}", lines + [word("flip_hint", lang)]
    ab = y.ability
    timing = word(ab.timing, lang) + (" / " + word(ab.count, lang) if ab.count else "")
    lines = [f"{ability_name(cid, lang)} ({timing})", terms(ab.text_en if lang == "en" else ab.text_ja, lang)]
    lines += [word(e, lang) + ": " + terms(edge_text(y, e, lang), lang) for e in ("left", "right", "bottom")]
    used_up = [word("used_up", lang)] if side == "used_up" else []
    return word("shiki_title", lang, name=name(cid, lang), lv=y.lv), used_up + lines
