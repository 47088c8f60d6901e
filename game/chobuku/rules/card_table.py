"""The oni and star cards (and characters) as rules-viewer markup for ``{{cards}}``."""
from __future__ import annotations

from .cards import CHARAS, COLOUR_EN, COLOUR_JA, ONI, RETUNED, RETUNED_TEXT, STARS

_TIMING = {"after": ("使用後", "once used"), "judge": ("調伏判定時のみ", "judgement only"),
           "instant": ("即時", "immediate")}


def _colour(c, en: bool) -> str:
    if c is None:
        return "colourless" if en else "無色"
    if c == "all":
        return "all" if en else "全色"
    return COLOUR_EN[c] if en else COLOUR_JA[c]


def _shiki(k, en: bool) -> str:
    """``name(value・colour)``; a retuned value says so with the reconstruction's number, a
    retuned ability with what changed."""
    v = k.printed
    old = RETUNED.get(k.id)
    text = RETUNED_TEXT.get(k.id)
    if en:
        note = f"; retuned {old[0]}→{v}, {old[1]}" if old else ""
        note += f"; retuned: {text[1]}, {text[2]}" if text else ""
        return f"{k.name_en} ({v}, {_colour(k.colour, True)}{note})"
    note = f"・【調整】{old[0]}→{v} {old[1]}" if old else ""
    note += f"・【調整】{text[0]} {text[2]}" if text else ""
    return f"{k.name_ja}({v}・{_colour(k.colour, False)}{note})"


def card_table(lang: str) -> str:
    en = lang == "en"
    out = ["## " + ("Oni (12)" if en else "鬼札（12種）"),
           "| Oni | Strength | Ability |" if en else "| 鬼 | 鬼体力 | 能力 |", "|---|---|---|"]
    for o in ONI.values():
        tai = "10 + its bottle" if en and o.id == "donreiki" else ("10＋鬼の小瓶" if o.id == "donreiki" else str(o.taikyu))
        out.append(f"| {o.name(lang)} | {tai} | {o.text_en if en else o.text_ja} |")
    out += ["", "## " + ("Star cards (24)" if en else "星読み札（24枚）"),
            "| Card | Copies | Timing | Text |" if en else "| 札 | 枚数 | 種別 | 効果 |", "|---|---|---|---|"]
    seen = {}
    for s in STARS.values():
        key = s.name_ja
        seen[key] = seen.get(key, 0) + 1
    done = set()
    for s in STARS.values():
        if s.name_ja in done:
            continue
        done.add(s.name_ja)
        t = _TIMING[s.timing][1 if en else 0]
        out.append(f"| [{s.name(lang)}] | {seen[s.name_ja]} | {t} | {s.text_en if en else s.text_ja} |")
    out += ["", "## " + ("Characters" if en else "キャラと式神"),
            "| Character | Shikigami (Spirit, colour) |" if en else "| キャラ | 式神（霊力・色） |", "|---|---|"]
    for c in CHARAS.values():
        out.append(f"| {c.name(lang)} | {('、' if not en else ', ').join(_shiki(k, en) for k in c.shiki)} |")
    return "\n".join(out)
