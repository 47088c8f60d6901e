"""The table framework: ``TableScene`` and what every game's table shares.

``base`` (the scene), ``seats`` (who sits where, modes), ``animator`` (events →
animation), ``keys`` (keyboard play, "why not" → F1), ``runs`` (screenshots,
smoke runs, the bench). The kit of drawn pieces is ``game.ui.kit``; card
attachments are ``game.ui.attachments``.
"""
from game.ui.table.base import TABLE_OPTIONS, TableScene

__all__ = ["TableScene", "TABLE_OPTIONS"]
