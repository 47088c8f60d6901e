"""The solo game's 10 difficulty levels (9.1) as data: a pure validator.

The table itself lives in ``levels/hakusura/difficulty.toml`` (one table
``[Lv1]`` … ``[Lv10]`` per level, every element named as in chapter 9.1);
``game.hakusura.data.prepare_options`` reads it and hands the parsed dict to
:func:`validate`, which checks every element and that the levels only ever
get harder ("段が上がると要素が増えるだけで、前の段の要素が緩むことはない").
The engine reads the chosen level as :func:`level_elements` gives it (plain
ASCII keys, JSON-able, saved with the game's options).
"""
from __future__ import annotations

from typing import Any

LEVELS = tuple(range(1, 11))
STANDARD_LEVEL = 3

#: 受ける行動, easiest first
HITS = ("先手と左", "先手と左右", "全部")
#: 初期式神: the yokai Lv offered as the starting shikigami (0 = 無し)
START_SHIKI = {"妖Lv3": 3, "妖Lv2": 2, "妖Lv1": 1, "無し": 0}

#: (TOML key as printed in 9.1, engine key)
ELEMENTS = (
    ("開始HP", "start_hp"),                         # added to the character card's HP (R2)
    ("初期式神", "start_shiki"),
    ("受ける行動", "hits"),
    ("ボス前の回復", "pre_boss_heal"),
    ("強化", "boss_boost"),                        # boss action numbers +2
    ("他に妖がいない時ダメージ＋1", "alone_plus1"),
    ("ボスHP", "boss_hp"),
)


def _bad(level: str, element: str, why: str) -> ValueError:
    return ValueError(f"difficulty.toml: {level} の「{element}」: {why}")


def _level_table(data: dict[str, Any], n: int) -> dict[str, Any]:
    key = f"Lv{n}"
    table = data.get(key)
    if not isinstance(table, dict):
        raise ValueError(f"difficulty.toml: [{key}] がありません (table [{key}] missing)")
    return table


def _parse(n: int, table: dict[str, Any]) -> dict[str, Any]:
    lv = f"Lv{n}"
    extra = set(table) - {k for k, _ in ELEMENTS} - {"基本", "説明"}
    if extra:
        raise _bad(lv, sorted(extra)[0], "知らない要素です (unknown element)")
    for k, _ in ELEMENTS:
        if k not in table:
            raise _bad(lv, k, "ありません (missing)")
    out: dict[str, Any] = {"level": n}
    hp = table["開始HP"]
    if not isinstance(hp, int) or isinstance(hp, bool) or not 0 <= hp <= 19:
        raise _bad(lv, "開始HP", f"0〜19 の整数にしてください: {hp!r}")
    out["start_hp"] = hp
    shiki = table["初期式神"]
    if shiki not in START_SHIKI:
        raise _bad(lv, "初期式神", f"{'/'.join(START_SHIKI)} のどれか: {shiki!r}")
    out["start_shiki"] = START_SHIKI[shiki]
    hits = table["受ける行動"]
    if hits not in HITS:
        raise _bad(lv, "受ける行動", f"{'/'.join(HITS)} のどれか: {hits!r}")
    out["hits"] = HITS.index(hits)
    for k, e in (("ボス前の回復", "pre_boss_heal"), ("強化", "boss_boost"),
                 ("他に妖がいない時ダメージ＋1", "alone_plus1")):
        v = table[k]
        if not isinstance(v, bool):
            raise _bad(lv, k, f"true か false: {v!r}")
        out[e] = v
    boss = table["ボスHP"]
    if not isinstance(boss, int) or isinstance(boss, bool) or boss <= 0 or boss % 12:
        raise _bad(lv, "ボスHP", f"12 の倍数(12 を何周か)にしてください: {boss!r}")
    out["boss_hp"] = boss
    std = table.get("基本", False)
    if not isinstance(std, bool):
        raise _bad(lv, "基本", f"true か false: {std!r}")
    out["standard"] = std
    return out


#: engine key -> (TOML name, "easier" comparison: True when a is easier than b)
_EASIER = {
    "start_hp": lambda a, b: a > b,
    "start_shiki": lambda a, b: a > b,
    "hits": lambda a, b: a < b,
    "pre_boss_heal": lambda a, b: a and not b,
    "boss_boost": lambda a, b: b and not a,
    "alone_plus1": lambda a, b: b and not a,
    "boss_hp": lambda a, b: a < b,
}


def validate(data: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """Every level's elements, checked; raises ValueError naming the level and the element.

    * all ten tables ``[Lv1]`` … ``[Lv10]`` with every element of 9.1;
    * monotonic: no element of a level is easier than the same element of the
      level below (开始HP and 初期式神 never grow, 受ける行動 only widens, ボス前の回復
      only goes away, 強化 and ＋1 only come, ボスHP never shrinks);
    * every level adds something (a level identical to the one below is a mistake);
    * exactly one level is marked 基本, and it is Lv3 (9.1: 基本は Lv3).
    """
    if not isinstance(data, dict):
        raise ValueError("difficulty.toml: not a table")
    extra = set(data) - {f"Lv{n}" for n in LEVELS}
    if extra:
        raise ValueError(f"difficulty.toml: 知らない段です (unknown level): {sorted(extra)[0]}")
    levels = {n: _parse(n, _level_table(data, n)) for n in LEVELS}
    names = dict(ELEMENTS)
    names = {e: k for k, e in ELEMENTS}
    for n in LEVELS[1:]:
        lo, hi = levels[n - 1], levels[n]
        for e, easier in _EASIER.items():
            if easier(hi[e], lo[e]):
                raise _bad(f"Lv{n}", names[e], f"Lv{n - 1} より易しくなっています "
                           f"(easier than Lv{n - 1}: {hi[e]!r} vs {lo[e]!r})")
        if all(hi[e] == lo[e] for e in _EASIER):
            raise ValueError(f"difficulty.toml: Lv{n} は Lv{n - 1} と同じです (adds nothing)")
    std = [n for n in LEVELS if levels[n]["standard"]]
    if std != [STANDARD_LEVEL]:
        raise ValueError(f"difficulty.toml: 「基本」は Lv{STANDARD_LEVEL} だけに付けます (marked: {std})")
    return levels


def level_elements(levels: dict[int, dict[str, Any]], level: int) -> dict[str, Any]:
    """The chosen level's elements as the engine reads them (a fresh dict)."""
    if level not in levels:
        raise ValueError(f"difficulty {level!r} is not one of 1..10")
    return dict(levels[level])


HITS_EN = ("first & left", "first & left/right", "all")
