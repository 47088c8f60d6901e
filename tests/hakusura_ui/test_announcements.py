"""A battle beginning, an evolution and a seat going down are said in the table's message
place, not by a banner across the middle of the table (over the seats' plates and the
buttons)."""
from __future__ import annotations

from game.engine import Place
from game.hakusura.rules.events import BattleStarted, Evolved, PlayerDown
from game.hakusura.table import Table
from game.i18n import t
from tests.hakusura_ui.play import CPU, HUMAN


def test_announcements_go_to_the_message_place(table_app):
    app = table_app
    tb = Table.start(app, [dict(HUMAN), dict(CPU)], {"seed": 1})
    app.step(1 / 60, [])
    hp = tb.view.seat(0).hp
    for e in (BattleStarted(2, "yokai", ((Place("yokai", None, 0), "kappa", 4),), 0),
              Evolved(0, (), hp, hp + 2), PlayerDown(1)):
        tb.mirror.play(e)
    assert tb.banners == []
    said = app.toasts.messages
    for text in (t("hakusura.banner.battle.yokai", n=2), t("hakusura.banner.evolved", name=tb.names[0]),
                 t("hakusura.banner.down", name=tb.names[1])):
        assert text in said, (text, said)
