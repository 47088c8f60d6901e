"""式神符陣 (Shikigami Fujin): rules, cards and glossary. No pygame here."""
from .cards import CARDS, DECK_IDS, Card
from .glossary import GLOSSARY
from .rules import FujinState
from .view import CellView, FujinView

__all__ = ["FujinState", "FujinView", "CellView", "CARDS", "DECK_IDS", "Card", "GLOSSARY"]
