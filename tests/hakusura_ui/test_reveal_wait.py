"""A card pressed (a drop begun) while the picks are revealed is not silently ignored:
the table says 「公開中 — お待ちください」 / "Revealing — wait" in its message place."""
from __future__ import annotations

import random

from game.hakusura.rules import actions as A
from game.hakusura.table import Table
from game.i18n import t
from tests.gestures import drag
from tests.hakusura_ui.play import CPU, HUMAN
from tests.ui.test_undo_picture import _rest


def test_a_drop_during_the_reveal_says_wait(app):
    app.settings.anim_speed = 1.0
    app.apply_anim_speed()
    for seed in range(1, 20):
        tb = Table.start(app, [dict(HUMAN), dict(CPU)], {"seed": seed, "inline_thinker": True, "ai_seed": seed})
        rng = random.Random(seed)
        for _ in range(30):
            _rest(app, tb, rng)
            if tb.state.result() is not None:
                break
            picks = [a for a in tb.state.legal_actions() if isinstance(a, A.Pick)]
            if not picks:
                tb.commit(Table.spec.lively(tb.state, rng))
                continue
            tb.commit(picks[0])
            for _ in range(400):                  # the partner lays its card; both turn over
                app.step(1 / 60, [])
                if tb.timeline.busy and tb.board.disp.phase == "reveal":
                    break
            else:
                continue
            slot = tb.board.sprite_at(A.slot(0))
            enemy = next(iter(tb.board.enemies().values()))
            assert slot is not None
            drag(app, app.to_window(tb, slot.rect).center, app.to_window(tb, enemy.rect).center)
            assert t("hakusura.revealing") in app.toasts.messages
            return
    raise AssertionError("no reveal reached")
