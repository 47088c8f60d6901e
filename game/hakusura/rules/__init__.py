"""ハクスラ陰陽師 (Hakusura Onmyoji): the rules room. Pure Python, no pygame, no I/O.

``HakusuraState`` (``state.py``) is the game; the module doc of ``state.py`` lists
the parts. The rulebook documents for the in-app viewer (``rules_ja.md``,
``rules_en.md``, ``quickref.md``, ``RULINGS.md``) live beside the code.
"""
from ...engine.options import Ladder, LabSetup
from .cards import BOSSES, CHARACTERS, YOKAI
from .difficulty import LEVELS, level_elements, validate
from .invariants import view_leaks
from .options import OPTIONS
from .state import HakusuraState
from .view import HakusuraView

LAB = (
    LabSetup("", (("players", 2), ("final", "duel"))),
    LabSetup("coop", (("players", 2), ("final", "boss")), ai=False),
    # the duel's characters are the seed's: reported, no target. The solo ladder (level ×
    # character, the 中級 autopilot) should climb evenly for everyone (issue 37).
    LabSetup("solo", (("players", 1),), ai=False,
             sweep=(("difficulty", tuple(LEVELS)), ("character", tuple(CHARACTERS))), ladder=Ladder()),
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
