"""The balance lab's measured figures in the words players read them where they choose a
character (issue 37): seat setup writes one beside the character's name ("Sakaki · 43%
wins"), a table that deals out a choice of character cards writes it under each card
("43% wins"); seat setup's help line says what the figure is.

The figure itself (``game.measured.Measured``: ``kind`` "win" or "clear", ``percent``,
the ``n`` seats or runs behind it and the computer's ``level``) is read from the lab's
published file by the application; the framework reads no file and asks its host
(``Host.measured``). A character the lab did not measure for the set-up in play has no
figure, and then no words: a number is never made up.
"""
from __future__ import annotations

from typing import Any

from game.i18n import t


def rate(fig: Any) -> str:
    """The figure alone ("43% wins", 「勝率43%」), or "" when there is none."""
    return "" if fig is None else t(f"menu.setup.measured_{fig.kind}", pct=fig.percent)


def beside(name: str, fig: Any) -> str:
    """A character's name with its figure ("Sakaki · 43% wins"); the name alone without one."""
    return name if fig is None else t("menu.setup.measured", name=name, rate=rate(fig))


def note(fig: Any) -> str:
    """What the figure is: the share of how many seats (or runs), played by which computer."""
    return "" if fig is None else t(f"menu.setup.measured_note_{fig.kind}", n=fig.n,
                                    level=t(f"menu.level.{fig.level}"))


class TableFigures:
    """The measured figure of each character a table offers, for the table's own set-up
    (its game, seat count and options), asked of the host once per character.

    ``fixed`` names options whose value at this table does not change what a character's
    figure means and which the lab played otherwise: 鬼調伏's lab deals characters from
    all nine where its table lets each seat choose, and a character is the same character
    whether dealt or chosen."""

    def __init__(self, table, **fixed: Any) -> None:
        self.table, self.fixed = table, fixed
        self._known: dict[str, Any] = {}

    def of(self, name_ja: str) -> Any:
        """The figure of the character named ``name_ja`` (the lab's key), or None."""
        if name_ja not in self._known:
            tb = self.table
            self._known[name_ja] = tb.app.measured(tb.code, name_ja, tb.state.seats(),
                                                   {**tb.record.options, **self.fixed})
        return self._known[name_ja]

    def rate(self, name_ja: str) -> str:
        return rate(self.of(name_ja))
