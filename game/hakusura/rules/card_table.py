"""The ハクスラ陰陽師 card list as rules-viewer markup (the ``{{cards}}`` placeholder of
chapter 十三): the 18 yokai (both faces), the two bosses and the characters."""
from __future__ import annotations

from .cards import BOSSES, BY_LV, CHARACTERS, CIRCLED, TARGET_NAMES, TECH_NAMES, YOKAI, edge_text

_SPECIAL = {
    "repeat3": ("3ターン目からは③を毎ターン", "from turn 3, ③ every turn"),
    "alone2x": ("他に妖がいない時、1ターンで2回同じ行動をする", "alone: the same action twice a turn"),
    "alone+1": ("他に妖がいない時、各ダメージ＋1", "alone: each damage +1"),
    "alone+2": ("他に妖がいない時、各ダメージ＋2", "alone: each damage +2"),
    "death_both:2": ("倒された時、両方に2ダメージ", "when defeated: 2 to both players"),
    "death_killer:3": ("倒された時、倒したプレイヤーに3ダメージ", "when defeated: 3 to the player who felled it"),
}
_TIMING = {"start": ("ターン開始時", "turn start"), "action": ("アクション時", "action"),
           "constant": ("常時", "constant"), "auto": ("自動", "automatic")}
_COUNT = {"b1": ("戦闘ごと1回", "once per battle"), "b2": ("戦闘ごと2回", "twice per battle"),
          "g1": ("ゲーム中1回", "once per game"), "": ("", "")}


def _act(a, en: bool) -> str:
    who = TARGET_NAMES[a.target][1 if en else 0]
    if en:
        s = f"{a.dmg} to {'' if a.target == 'both' else 'the '}{who}" + (" (ignores Def)" if a.ignore else "")
        return s + (f", {TECH_NAMES[a.tech][1]}" if a.tech else "")
    s = f"{who}に{a.dmg}" + ("(防御無視)" if a.ignore else "")
    return s + (f"・{TECH_NAMES[a.tech][0]}" if a.tech else "")


def card_table(lang: str) -> str:
    en = lang == "en"
    i = 1 if en else 0
    out = []
    for lv in (1, 2, 3):
        out.append(f"## {'Lv' if en else '妖 Lv'}{lv}")
        out.append("| 妖 | HP | 防 | ①②③ | " + ("Special | Shikigami ability | Left (攻) | Right (防) | Bottom (術) |"
                                          if en else "特記 | 式神の能力 | 左(攻) | 右(防) | 下(術) |"))
        out.append("|---|---|---|---|---|---|---|---|---|")
        for yid in BY_LV[lv]:
            y = YOKAI[yid]
            acts = " ".join(f"{CIRCLED[k]} {_act(a, en)}" for k, a in enumerate(y.acts))
            sp = _SPECIAL[y.special][i] if y.special else "-"
            ab = y.ability
            when = ("、" if not en else ", ").join(x for x in (_TIMING[ab.timing][i], _COUNT[ab.count][i]) if x)
            when = when.replace("、", "・")
            abil = (f"{ab.name_en} [{when}] {ab.text_en}" if en else f"「{ab.name_ja}」〔{when}〕{ab.text_ja}")
            name = f"{y.ja} {y.en}" if en else y.ja
            out.append(f"| {name} | {y.hp} | {y.bo} | {acts} | {sp} | {abil} | {edge_text(y, 'left', lang)} | "
                       f"{edge_text(y, 'right', lang)} | {edge_text(y, 'bottom', lang)} |")
        out.append("")
    out.append("## " + ("Bosses" if en else "ボス"))
    out.append("| " + ("Boss | HP | 防 | ①–⑤ (⑤ repeats) |" if en else "ボス | HP | 防 | ①〜⑤(⑤を毎ターン) |"))
    out.append("|---|---|---|---|")
    for b in BOSSES.values():
        acts = " ".join(f"{CIRCLED[k]} {_act(a, en)}" for k, a in enumerate(b.acts))
        out.append(f"| {b.ja}{' ' + b.en if en else ''} | {b.hp} | {b.bo} | {acts} |")
    out.append("")
    out.append("## " + ("Characters" if en else "キャラクター"))
    out.append("| " + ("Character | Face | HP | 攻 | 防 | 術 | Ability |" if en else "キャラクター | 面 | HP | 攻 | 防 | 術 | 能力 |"))
    out.append("|---|---|---|---|---|---|---|")
    for c in CHARACTERS.values():
        for face, f in ((("表", "front"), c.front), (("裏", "back"), c.back)):
            out.append(f"| {c.ja}{' ' + c.en if en else ''} | {face[i]} | {f.hp} | {f.atk} | {f.bo} | {f.jutsu} | "
                       f"{f.text_en if en else f.text_ja} |")
    return "\n".join(out)
