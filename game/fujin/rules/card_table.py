"""The 式神符陣 card list as rules-viewer markup (the ``{{cards}}`` placeholder
of its rulebook): one table per 一門, reach diagrams in words, relics apart."""
from __future__ import annotations

import re

from .cards import CARDS, PRINTED_IDS

_DIR_EN = {"前": "front", "後": "back", "左": "left", "右": "right",
           "左前": "front-left", "右前": "front-right", "左後": "back-left", "右後": "back-right",
           "2つ前": "2 ahead", "2つ前の左": "2 ahead-left", "2つ前の右": "2 ahead-right",
           "周囲すべて": "all around", "なし": "none", "単体": "Single", "範囲": "Area"}
_ATTR = {"yin": ("陰", "Yin"), "yang": ("陽", "Yang"), "void": ("空", "Void")}
_CLANS = (("kuryu", "玖龍一門 付喪神", "Kuryu Clan (tsukumogami)"),
          ("shuten", "酒呑一門 鬼", "Shuten Clan (oni)"))


def reach_text(ja: str, lang: str) -> str:
    if lang != "en" or not ja:
        return ja or "なし"
    m = re.fullmatch(r"(.*?)(?:\((単体|範囲)\))?", ja)
    parts = ", ".join(_DIR_EN.get(p, p) for p in m[1].split("・"))
    return f"{parts} ({_DIR_EN[m[2]]})" if m[2] else parts


def card_table(lang: str, cards: dict | None = None) -> str:
    """The printed cards as markup tables in ``lang``."""
    if cards is None:
        cards = {k: v for k, v in CARDS.items() if k in PRINTED_IDS}
    en = lang == "en"
    dash = "—" if en else "ー"
    head = ("| Name | Cost | Atk | End. | Power | Attr | Bounty |" if en else
            "| 名前 | 召☆ | 攻☆ | 耐久 | 攻撃力 | 属性 | 霊力価 |")
    labels = ("Reach", "Counter reach", "Blind spot") if en else ("間合", "反撃間合", "隙")
    out = []
    for clan, ja_name, en_name in _CLANS:
        group = [c for c in cards.values() if getattr(c, "clan", None) == clan]
        shiki = [c for c in group if c.kind == "shikigami"]
        relics = [c for c in group if c.kind != "shikigami"]
        out.append(f"## {en_name if en else ja_name} ── {len(group)}{' cards' if en else '枚'}")
        out += [head, "|---|---|---|---|---|---|---|"]
        for c in shiki:
            def v(x, dash=dash):
                return dash if x is None else str(x)
            attr = _ATTR.get(c.attr, ("", ""))[1 if en else 0]
            reach = "  ·  ".join(f"{lab}: {reach_text(r, lang)}" for lab, r in
                                 zip(labels, (c.reach_ja, c.counter_ja, c.blind_ja)))
            out.append(f"| {c.id} {c.name(lang)} | {c.cost} | {v(c.attack_cost)} | {v(c.endurance)} "
                       f"| {v(c.power)} | {attr} | {c.bounty} |")
            out.append(f"|> {reach}")
            out.append(f"|> {c.text(lang)}")
        if relics:
            out.append("")
            out += ["| Relic | Use cost | Effect |" if en else "| 霊具 | 使☆ | 効果 |", "|---|---|---|"]
            out += [f"| {c.id} {c.name(lang)} | {c.cost} | {c.text(lang)} |" for c in relics]
        out.append("")
    return "\n".join(out).strip()
