"""The seat set-up's options for ハクスラ陰陽師, and the one place their defaults live:
the catalogue shows them, and ``new_game`` falls back on them for an option left out."""
from __future__ import annotations

from typing import Any

from ...engine.options import Choice, Option
from .cards import BOSSES, CHARACTERS
from .difficulty import LEVELS, STANDARD_LEVEL

_CHARS = (Choice("random", "おまかせ", "random"),) + tuple(
    Choice(c.cid, c.ja, c.en) for c in CHARACTERS.values())

OPTIONS = (
    Option("final", "最終戦", "Final battle",
           (Choice("duel", "決闘", "duel"), Choice("boss", "ボス戦", "boss battle")), "boss", (2,),
           "6回の戦闘のあとの最終戦。ゲームを始める前に決める(1章・8章)",
           "The battle after the six: decided before the game (chapters 1, 8)"),
    Option("left", "左の人のキャラクター", "Left player's character", _CHARS, "random", (2,),
           "各プレイヤーはキャラクターカードを1枚選ぶ(3章)", "Each player chooses a character card (chapter 3)"),
    Option("right", "右の人のキャラクター", "Right player's character", _CHARS, "random", (2,),
           "同じものは選べない: 重なったら右の人をおまかせにする(HS-R02)",
           "One card each: a clash gives the right player a random one (HS-R02)"),
    Option("character", "キャラクター", "Character", _CHARS, "random", (1,),
           "1人用ではキャラクターを1枚選ぶ(9章)", "Solo: choose one character (chapter 9)"),
    Option("difficulty", "難しさ", "Difficulty",
           tuple(Choice(n, f"Lv{n}" + ("(基本)" if n == STANDARD_LEVEL else ""),
                        f"Lv{n}" + (" (standard)" if n == STANDARD_LEVEL else "")) for n in LEVELS),
           STANDARD_LEVEL, (1,), "10段階。段が上がると要素が増える。基本は Lv3(9.1)",
           "10 levels; each only adds to the one below. Lv3 is the standard (9.1)"),
    Option("boss", "ボス", "Boss",
           (Choice("random", "おまかせ", "random"),) + tuple(Choice(b.bid, b.ja, b.en) for b in BOSSES.values()),
           "random", (), "ボス戦の相手: 酒呑童子か橋姫(8.3)", "The boss of the boss battle: Shuten-doji or Hashihime (8.3)"),
)


def default(key: str) -> Any:
    """The default of option ``key`` (the same for every player count it applies to)."""
    return next(o.default for o in OPTIONS if o.key == key)
