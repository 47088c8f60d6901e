"""ハクスラ陰陽師 (Hakusura Onmyoji): the rules room. Pure Python, no pygame, no I/O.

``HakusuraState`` (``state.py``) is the game; the module doc of ``state.py`` lists
the parts. The rulebook documents for the in-app viewer (``rules_ja.md``,
``rules_en.md``, ``quickref.md``, ``RULINGS.md``) live beside the code.
"""
from ...engine.options import Choice, LabSetup, Option
from .cards import BOSSES, CHARACTERS, YOKAI
from .difficulty import LEVELS, STANDARD_LEVEL, level_elements, validate
from .invariants import view_leaks
from .state import HakusuraState
from .view import HakusuraView

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

LAB = (
    LabSetup("", (("players", 2), ("final", "duel"))),
    LabSetup("coop", (("players", 2), ("final", "boss")), ai=False),
    LabSetup("solo", (("players", 1),), ai=False,
             sweep=(("difficulty", tuple(LEVELS)), ("character", tuple(CHARACTERS)))),
)

__all__ = ["HakusuraState", "HakusuraView", "OPTIONS", "LAB", "view_leaks", "CHARACTERS", "YOKAI",
           "BOSSES", "validate", "level_elements"]

from .card_table import card_table  # noqa: E402  (the rules viewer's {{cards}})
from .glossary import GLOSSARY  # noqa: E402

__all__ += ["card_table", "GLOSSARY"]

REASONS = {
    "down": ("全員が倒れた(負け)", "everyone is down (lost)"),
    "boss": ("ボスを倒した(勝ち)", "the boss is defeated (won)"),
    "duel": ("決闘で相手の HP を 0 にした", "brought the opponent to 0 in the duel"),
    "duel_both": ("同じターンに2人とも 0: 先手の勝ち", "both at 0 in one turn: the first player wins"),
    "survivor": ("第6戦のあと1人だけ立っていた", "the only one standing after battle 6"),
    "resign": ("投了", "resigned"),
}


def reason_text(reason: str, lang: str = "ja") -> str:
    """The words for a ``Result.reason`` code."""
    ja, en = REASONS.get(reason, (reason, reason))
    return en if lang == "en" else ja


__all__ += ["reason_text", "REASONS"]
