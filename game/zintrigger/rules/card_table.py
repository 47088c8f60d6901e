"""ジントリガー card lists as rules-viewer markup (the ``{{cards}}`` placeholder)."""
from __future__ import annotations

from .cards import AREA_KINDS, AREAS, BAMBOO, CHARACTERS, ITEMS, SYMBOL_EN, SYMBOLS, TIMING_EN


def _tuned_value(value: int, former: int | None, en: bool) -> str:
    """A number as played, marked 【調整】 with the reconstruction's former value (ZT-R59)."""
    if former is None:
        return str(value)
    return f"{value} [retuned, was {former}]" if en else f"{value}【調整】(旧{former})"


def _tuned(c, field: str, en: bool) -> str:
    return _tuned_value(getattr(c, field), c.former(field), en)


def card_table(lang: str) -> str:
    en = lang == "en"
    out = ["## Characters" if en else "## キャラクター",
           "| Name | Actions | Reach | Hand | Ability (base cost) |" if en else
           "| 名前 | 行動 | 範囲 | 手札上限 | 固有能力(拠点コスト) |", "|---|---|---|---|---|"]
    for c in CHARACTERS.values():
        ctr = (" [counter]" if en else "【反撃可】") if c.counter else ""
        hand = c.former("hani")
        out.append(f"| {c.name(lang)} | {_tuned(c, 'kodo', en)} | {_tuned(c, 'hani', en)} | "
                   f"{_tuned_value(c.hani + 2, None if hand is None else hand + 2, en)} | "
                   f"{c.ability_en if en else c.ability_ja}{ctr} ({_tuned(c, 'cost', en)}) |")
        out.append(f"|> {c.text_en if en else c.text_ja}")
    out += ["", "## Area cards" if en else "## エリアカード",
            "| Symbol | 1 | 2 | 3 | 4 | 5 | 6 |" if en else "| 記号 | 1 | 2 | 3 | 4 | 5 | 6 |",
            "|---|---|---|---|---|---|---|"]
    for sym in SYMBOLS:
        cells = []
        for n in range(1, 7):
            a = AREAS[f"{sym}{n}"]
            cells.append(a.name(lang) + ("○" if a.cover else ""))
        label = f"{sym} {SYMBOL_EN[sym]}" if en else sym
        out.append(f"| {label} | " + " | ".join(cells) + " |")
    out += ["", "| Name | Cover | Effect |" if en else "| 名前 | 遮蔽物 | 効果 |", "|---|---|---|"]
    for kind, (ja, en_name, cover, timing, tja, ten) in AREA_KINDS.items():
        t = f"[{TIMING_EN[timing] if en else timing}] " if timing else ""
        out.append(f"| {en_name if en else ja} | {'○' if cover else '×'} | {t}{(ten if en else tja) or '—'} |")
    out += ["", "## Items" if en else "## アイテムカード", "| Name | Effect |" if en else "| 名前 | 効果 |", "|---|---|"]
    for it in ITEMS.values():
        out.append(f"| {it.name(lang)} | {it.text_en if en else it.text_ja} |")
    out += ["", "## Bamboo" if en else "## バンブーカード",
            "| Name | Number | Range | Effect |" if en else "| 名前 | 数字 | 射程 | 効果 |", "|---|---|---|---|"]
    for b in BAMBOO.values():
        out.append(f"| {b.name(lang)} | {b.number} | {b.reach} | {b.text_en if en else b.text_ja} |")
    return "\n".join(out)
