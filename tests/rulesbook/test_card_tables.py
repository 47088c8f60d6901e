"""Every number the in-app rulebooks show for a card is the number the engine plays with.

The check reads every table of every chapter in both languages (the card lists the
rules rooms generate and the tables written by hand, such as 鬼調伏's chapter 9) and the
hand-written lists of card faces (ハクスラ's appendix and boss faces, ジントリガー's
characters). A row names a card in its first cell; each column whose heading says what it
shows (HP, 霊力, 召☆…) must show exactly the numbers of that card's data. Retune notes
(【調整】 and what follows) are words about the change, not the value shown.
"""
from __future__ import annotations

import re
from collections import Counter

import pytest

from game import rulesbook
from tests.rulesbook import walk


def ints(text: str) -> list[int]:
    text = re.split(r"【調整】|retuned", text)[0].replace("−", "-")
    return [int(x) for x in re.findall(r"(?<![A-Za-z0-9-])-?\d+", text)]


def act_ints(text: str) -> list[int]:
    """The damages of ①②③…, leaving out a technique's words (「手札をランダムに1枚捨てる」)."""
    return ints(re.sub(r"・[^①-⑤]*", " ", re.sub(r"[①-⑤]", lambda m: " " + m[0], text)).replace("①", " "))


# ---------------------------------------------------------------- what each game's cards show
def _fujin():
    from game.fujin.rules.cards import CARDS
    heads = {"召☆": "cost", "Cost": "cost", "使☆": "cost", "Use cost": "cost", "攻☆": "atk", "Atk": "atk",
             "耐久": "end", "End.": "end", "攻撃力": "power", "Power": "power", "霊力価": "bounty", "Bounty": "bounty"}

    def opt(v):
        return [] if v is None else [v]
    cards = [((c.id,), {"cost": [c.cost], "atk": opt(c.attack_cost), "end": opt(c.endurance), "power": opt(c.power),
                        "bounty": [c.bounty]}) for c in CARDS.values()]
    return heads, cards


def _hakusura():
    from game.hakusura.rules.cards import BOSSES, CHARACTERS, YOKAI
    heads = {"HP": "hp", "防": "bo", "①②③": "acts", "①〜⑤(⑤を毎ターン)": "acts", "①–⑤ (⑤ repeats)": "acts",
             "攻": "atk", "術": "jutsu", "左(攻)": "left", "Left (攻)": "left", "右(防)": "right",
             "Right (防)": "right", "下(術)": "bottom", "Bottom (術)": "bottom"}
    cards = []
    for y in YOKAI.values():
        f = {"hp": [y.hp], "bo": [y.bo], "acts": [a.dmg for a in y.acts]}
        for e in ("left", "right", "bottom"):
            edge = y.edge(e)
            if not edge.text:                # a pure stat: the number it adds
                f[e] = [edge.amount]
        cards.append(((y.ja, y.en), f))
    for b in BOSSES.values():
        cards.append(((b.ja, b.en), {"hp": [b.hp], "bo": [b.bo], "acts": [a.dmg for a in b.acts]}))
    for c in CHARACTERS.values():
        def face(row, c=c):
            f = c.back if any(v in ("裏", "back") for v in row.values()) else c.front
            return {"hp": [f.hp], "atk": [f.atk], "bo": [f.bo], "jutsu": [f.jutsu]}
        cards.append(((c.ja, c.en), face))
    return heads, cards


def _zintrigger():
    from game.zintrigger.rules.cards import BAMBOO, CHARACTERS
    heads = {"行動": "kodo", "Actions": "kodo", "範囲": "hani", "Reach": "hani", "手札上限": "hand", "Hand": "hand",
             "固有能力(拠点コスト)": "cost", "Ability (拠点 cost)": "cost", "数字": "number", "Number": "number",
             "射程": "reach", "Range": "reach"}
    cards = [((c.ja, c.en), {"kodo": [c.kodo], "hani": [c.hani], "hand": [c.hand_limit], "cost": [c.cost]})
             for c in CHARACTERS.values()]
    cards += [((b.ja, b.en), {"number": [b.number], "reach": [b.reach]}) for b in BAMBOO.values()]
    return heads, cards


def _chobuku():
    from game.chobuku.rules.cards import CHARAS, ONI, STARS
    heads = {"霊力": "value", "鬼体力": "taikyu", "Strength": "taikyu", "枚数": "copies", "Copies": "copies"}
    printed = {"kagamiutsushi", "tsukumokagami"}        # their 霊力 is computed, not printed
    cards = [((k.name_ja, k.name_en), {"value": [] if k.id in printed else [k.value]})
             for c in CHARAS.values() for k in c.shiki]
    cards += [((o.name_ja, o.name_en), {"taikyu": [o.taikyu]}) for o in ONI.values()]
    copies = Counter(s.name_ja for s in STARS.values())
    cards += [((f"[{s.name_ja}]", f"[{s.name_en}]"), {"copies": [copies[s.name_ja]]}) for s in STARS.values()]
    return heads, cards


GAMES = {"fujin": _fujin, "hakusura": _hakusura, "zintrigger": _zintrigger, "chobuku": _chobuku}


def _card(cards, cell: str):
    """The card a first cell names: the longest name it contains."""
    best = None
    for names, facts in cards:
        for n in names:
            if n and n in cell and (best is None or len(n) > best[0]):
                best = (len(n), facts)
    return best[1] if best else None


def _shiki_value(code: str, name: str) -> int | None:
    from game.chobuku.rules.cards import CHARAS
    for c in CHARAS.values():
        for k in c.shiki:
            if name in (k.name_ja, k.name_en):
                return k.value
    return None


def check_markup(code: str, markup: str) -> tuple[int, list[str]]:
    """(numbers compared, what differs) for one page of markup."""
    heads, cards = GAMES[code]()
    compared, bad = 0, []
    header: list[str] = []
    lines = markup.splitlines()
    for i, line in enumerate(lines):
        if not line.startswith("|") or line.startswith("|>") or re.fullmatch(r"\|[-|\s:]+\|", line):
            header = header if line.startswith("|") else []
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if i + 1 < len(lines) and re.fullmatch(r"\|[-|\s:]+\|", lines[i + 1]):
            header = cells
            continue
        row = dict(zip(header, cells))
        if code == "chobuku":        # chapter 9's basic table: the 霊力 is the column heading
            for h, cell in row.items():
                m = re.fullmatch(r"霊力(\d)|(影)", h)
                if m:
                    name = cell.split("・")[0]
                    want = int(m[1]) if m[1] else 0
                    compared += 1
                    if _shiki_value(code, name) != want:
                        bad.append(f"{cells[0]} / {h}: {name} is {_shiki_value(code, name)}, shown {want}")
            for pair in re.findall(r"([^、,|]+?)\s?\((-?\d+|\*)[・,]", row.get("式神（霊力・色）", "")
                                   + row.get("Shikigami (Spirit, colour)", "")):
                name, v = pair[0].strip(), pair[1]
                want = _shiki_value(code, name)
                compared += 1
                if v != "*" and int(v) != want:
                    bad.append(f"{cells[0]}: {name} shown {v}, is {want}")
        facts = _card(cards, cells[0]) if header else None
        if facts is None:
            continue
        facts = facts(row) if callable(facts) else facts
        for h, cell in row.items():
            key = heads.get(h)
            if key is None or key not in facts or h == header[0]:
                continue
            compared += 1
            shown = act_ints(cell) if key == "acts" else ints(cell)
            if shown != facts[key]:
                bad.append(f"{cells[0]} / {h}: shown {shown}, is {facts[key]}")
    for line in lines:                              # hand-written lists of card faces
        compared += _check_line(code, line, bad)
    return compared, bad


def _check_line(code: str, line: str, bad: list[str]) -> int:
    n = 0
    if code == "hakusura":
        from game.hakusura.rules.cards import BOSSES, CHARACTERS
        for m in re.finditer(r"(\S+) (表|裏): HP(\d+) 攻(\d+) 防(\d+) 術(\d+)", line):
            c = next(c for c in CHARACTERS.values() if c.ja == m[1])
            f = c.front if m[2] == "表" else c.back
            n += 1
            if [int(x) for x in m.groups()[2:]] != [f.hp, f.atk, f.bo, f.jutsu]:
                bad.append(f"{m[0]}: is HP{f.hp} 攻{f.atk} 防{f.bo} 術{f.jutsu}")
        for m in re.finditer(r"(酒呑童子|橋姫) HP(\d+) 防(\d+) ／ (.+?)(?=。|$)", line):
            b = next(b for b in BOSSES.values() if b.ja == m[1])
            n += 1
            acts = act_ints(m[4])
            if (int(m[2]), int(m[3]), acts) != (b.hp, b.bo, [a.dmg for a in b.acts]):
                bad.append(f"{m[0]}: is HP{b.hp} 防{b.bo} {[a.dmg for a in b.acts]}")
    if code == "zintrigger":
        from game.zintrigger.rules.cards import CHARACTERS
        for m in re.finditer(r"^- (\S+?)\(行動(\d+)・範囲(\d+)[^)]*\)「[^」]+」【拠点(\d+)", line):
            c = next(c for c in CHARACTERS.values() if c.ja == m[1])
            n += 1
            if [int(x) for x in m.groups()[1:]] != [c.kodo, c.hani, c.cost]:
                bad.append(f"{m[0]}: is 行動{c.kodo}・範囲{c.hani} 拠点{c.cost}")
    return n


# ---------------------------------------------------------------- the checks
MINIMUM = {"fujin": 150, "hakusura": 200, "zintrigger": 100, "chobuku": 150}


@pytest.mark.parametrize("code", walk.CODES)
def test_every_card_number_in_the_rulebook_is_the_one_in_use(code):
    doc = rulesbook.load(code)
    total, bad = 0, []
    for c in doc.chapters:
        for lang in ("ja", "en"):
            n, problems = check_markup(code, doc.markup(c.id, lang))
            total += n
            bad += [f"{c.id} ({lang}) {p}" for p in problems]
    assert not bad, "\n".join(bad)
    assert total >= MINIMUM[code], f"only {total} numbers compared: the tables were not read"


def test_a_stale_value_is_caught():
    """Chapter 9 showed 貧乏神 at the reconstruction's 5 while the game uses 4 (OC-R62)."""
    ja = rulesbook.load("chobuku").markup("OC-9", "ja")
    row = next(x for x in ja.splitlines() if x.startswith("| 貧乏神"))
    stale = ja.replace(row, row.replace("| 4 |", "| 5 |", 1))
    assert check_markup("chobuku", ja)[1] == []
    assert any("貧乏神" in p for p in check_markup("chobuku", stale)[1])
    basic = next(x for x in ja.splitlines() if x.startswith("| 榊"))
    assert check_markup("chobuku", ja.replace(basic, basic.replace("木霊・木", "XX・木").replace("火鼠", "木霊")))[1]
