"""鬼調伏 (Oni Chobuku, working title): the rules room. Pure Python, no pygame, no I/O.

``ChobukuState`` (``state.py``) is the game; ``OPTIONS`` are the seat-setup rows
(11-1 親, 11-2 式神身代わり, 11-3 脱落戦 with its "○人脱落でゲーム終了" count, the
characters); ``LAB`` is how the bench and the balance lab play it.
"""
from ...engine.options import Ladder, LabSetup
from .cards import BOTTLES, CHARAS, ONI, STARS
from .glossary import GLOSSARY
from .invariants import view_leaks
from .odds import Odds, draw_odds, seat_odds
from .options import OPTIONS
from .state import ChobukuState
from .model import reason_text
from .view import ChobukuView
from .card_table import card_table

LAB = (
    # every character 0.42–0.58 in 2 players and in 4 (placement score; issue 37)
    LabSetup("", (("players", 2), ("characters", "all")), band=(0.42, 0.58)),
    LabSetup("4p", (("players", 4), ("characters", "all")), band=(0.42, 0.58)),
    LabSetup("3p", (("players", 3), ("characters", "all")), ai=False),
    LabSetup("5p", (("players", 5), ("characters", "all")), ai=False),
)

__all__ = ["ChobukuState", "ChobukuView", "OPTIONS", "LAB", "view_leaks", "GLOSSARY",
           "card_table", "reason_text", "Odds", "draw_odds", "seat_odds", "BOTTLES", "CHARAS",
           "ONI", "STARS"]
