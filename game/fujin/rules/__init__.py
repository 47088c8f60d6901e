"""式神符陣 (Shikigami Fujin): the rules room. Pure Python, no pygame, no I/O.

``FujinState`` (``state.py``) is the game; the rest are its parts (see the
module doc of ``state.py`` for the layout). The rulebook documents for the
in-app viewer (``rules_ja.md``, ``rules_en.md``, ``quickref.md``,
``RULINGS.md``) live beside the code that implements them.
"""
from .cards import CARDS, DECK_IDS, Card
from .card_table import card_table
from .glossary import GLOSSARY
from .invariants import view_leaks
from .state import FujinState
from .view import CellView, FujinView

__all__ = ["FujinState", "FujinView", "CellView", "CARDS", "DECK_IDS", "Card", "GLOSSARY", "view_leaks", "card_table"]
