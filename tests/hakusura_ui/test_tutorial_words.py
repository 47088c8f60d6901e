"""The guided game's first caption says where to read the HP on the character's HP card
as the table draws it: the framed number just above the card, the highest one showing
(at HP 10 the card shows 1 to 10: "its lowest visible number" read 1)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from game import i18n
from game.ui.attachments import HpCard


def _visible(value: int) -> list[int]:
    """The numbers a character's HP card (as the table attaches it) shows above its host."""
    host = SimpleNamespace(size=(100, 140), k=1.0)
    card = HpCard(host, value, ((11, 20), (1, 10)), side="top", stepped=True)
    lo = card.faces[card.face][0]
    rows = round(-card.drawn_offset() / card.row_h)
    return [lo + r for r in range(rows)]


@pytest.mark.parametrize("hp", [1, 7, 10, 13, 20])
def test_the_hp_is_the_highest_number_showing(hp):
    assert max(_visible(hp)) == hp


def test_the_caption_says_so():
    assert "一番大きい" in i18n.t("tutorial.hakusura.intro", lang="ja")
    assert "highest" in i18n.t("tutorial.hakusura.intro", lang="en")
    assert "lowest" not in i18n.t("tutorial.hakusura.intro", lang="en")
