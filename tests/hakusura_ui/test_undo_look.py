"""戻す (undo) of a blow that defeated a yokai: the yokai stands again, in full colour.

The defeat greyed the yokai's card (and its HP card showed through it); the undo's
redraw left a card that was still "busy" (its HP card sliding) as it was: it kept
kept its grey: a living yokai (HP 1/8) looked defeated."""
from __future__ import annotations

import random

from game.hakusura.rules import actions as A
from game.hakusura.table import Table
from tests.hakusura_ui.play import CPU, HUMAN
from tests.ui.test_undo_picture import _rest


def _defeats(state, action) -> bool:
    """Does ``action`` defeat a yokai that is alive now?"""
    before = {e.at for e in state.view(None).enemies if e.alive}
    after = state.clone()
    after.apply(action)
    return any(e.at in before and not e.alive for e in after.view(None).enemies)


def test_undo_of_a_defeat_brings_the_yokai_back_in_colour(table_app):
    """At the animation speed a player has (at speed 0 every slide ends as it starts)."""
    app = table_app
    app.settings.anim_speed = 1.0
    app.apply_anim_speed()
    for seed in range(1, 40):
        tb = Table.start(app, [dict(HUMAN), dict(CPU)], {"seed": seed, "undo": True, "inline_thinker": True,
                                                          "ai_seed": seed})
        rng = random.Random(seed)
        for _ in range(80):
            _rest(app, tb, rng)
            if tb.state.result() is not None:
                break
            legal = list(tb.state.legal_actions())
            blow = [a for a in legal if isinstance(a, A.Play) and a.target is not None and _defeats(tb.state, a)]
            if blow:
                tb.commit(blow[0])
                _rest(app, tb, rng)
                if tb.flow.undo_depth() == 0:
                    continue
                target = blow[0].target
                if next(e for e in tb.view.enemies if e.at == target).alive:
                    continue        # played at the table the blow left its yokai standing: not the case sought
                sprite = tb.board.sprite_at(target)
                assert sprite.alpha < 255 and tb.board.hp_card(target).value == 0     # it fell: greyed
                tb.flow.undo()
                _rest(app, tb, rng)
                enemy = next(e for e in tb.view.enemies if e.at == target)
                assert enemy.alive
                assert tb.board.sprite_at(target).alpha == 255, "a living yokai is drawn grey after the undo"
                assert tb.board.hp_card(target).value == enemy.hp
                return
            tb.commit(Table.spec.lively(tb.state, rng))
    raise AssertionError("no undoable defeating blow found")
