"""The words under an enemy's strip: whom its next action hits, and that the blow is
lethal when it is (the view's ``lethal``; the table only words it)."""
from __future__ import annotations

from game.hakusura.table import Table
from tests.hakusura.helpers import table
from tests.hakusura_ui.play import CPU, HUMAN


def _words(app, hp, lang):
    from game import i18n
    i18n.set_lang(lang)
    tb = Table.start(app, [dict(HUMAN), dict(CPU)], {"seed": 1})
    tb.view = table(hp=hp).view(tb.viewer)        # a position at the start of a turn
    e = next(e for e in tb.view.enemies if e.alive and e.next is not None and e.next.seats)
    return tb.board.hud.next_words(e)


def test_a_lethal_blow_is_said_to_be(table_app):
    try:
        assert "倒れる" in _words(table_app, (1, 1), "ja")
        assert "(down)" in _words(table_app, (1, 1), "en")
        assert "倒れる" not in _words(table_app, (20, 20), "ja")
    finally:
        from game import i18n
        i18n.set_lang("ja")
