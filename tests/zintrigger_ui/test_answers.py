"""Attacks and their answers at the table, by mouse, with two people at one screen: a card
dragged onto the 保留域 and the attack dragged onto the opponent's 場札; the curtain passes
the device to the defender, whose panel offers the four answers with the matching cards
lit; a counter dragged onto the 保留域 (the attack comes back: the curtain again) and one
dragged onto the ability button; a dodge dragged onto the own 場札; cover from the panel;
a refused gesture says the rules' own reason, with F1 to the cited rule."""
from __future__ import annotations

import pygame

from game.ui.curtain import CurtainScene
from tests.gestures import click, drag, frames
from tests.zintrigger_ui.driver import centre, settle, sprite_pos
from tests.zintrigger_ui.driver import pl

HUMANS = [{"kind": "human", "level": None}, {"kind": "human", "level": None}]


def table_at(app, **kw):
    """A hot-seat table showing a position built with the rules' test helper."""
    from game.zintrigger.table import Table
    from tests.zintrigger.helpers import position
    tb = Table.start(app, HUMANS, {"seed": 1, "undo": True})
    tb.record.state = position(**kw)
    tb.resync()
    sit(app, tb)
    return tb


def sit(app, tb):
    frames(app, 2)
    if isinstance(app.stack.top, CurtainScene):
        click(app, (640, 360))
    settle(app, tb)
    assert tb.bottom == tb.state.to_move()


ATTACK = dict(chars=(("hydne", "lazuli"), ("lazuli", "stella")), fields=["氷3", "雷4"],
              hands=[["炎4", "鋼2", "影1"], ["炎3", "風5", "鋼6"]], bases=[["影4", "影5"], ["鋼1"]],
              decks=[["風1", "風2", "風3"], ["影2", "影3"]], enemy=["炎4", "風5", "鋼6", "雷4", "鋼1"])


def attack_with_4(app, tb):
    drag(app, sprite_pos(tb, pl("hand@0:炎4")), centre(tb, pl("hold@0")))
    settle(app, tb)
    assert tb.view.pending.kind == "attack" and pl("field@1") in {a.target for a in tb.legal()}
    drag(app, centre(tb, pl("hold@0")), centre(tb, pl("field@1")))          # an arrow from the 保留域
    assert tb.record.actions[-2:] == ["0:play 炎4", "0:attack 1"]
    assert isinstance(app.stack.top, CurtainScene) or tb.state.to_move() == 1
    sit(app, tb)
    assert tb.bottom == 1 and tb.view.pending.kind == "respond"


def test_counter_comes_back_and_is_answered(app):
    tb = table_at(app, **ATTACK)
    attack_with_4(app, tb)
    # the defender's panel: four answers, the cards that allow them lit on the hand
    titles = [sec.title for sec in tb.board.panel.sections]
    assert titles == ["回避", "反撃", "遮蔽物", "被弾"]
    labels = [tb.controls.button(n).label for n in tb.board.panel.names]
    assert any("風5" in x for x in labels) and any("炎3" in x for x in labels)
    assert tb.board.hand_tag("風5").startswith("○") and "反撃" in tb.board.hand_tag("炎3")
    assert tb.board.panel.sections[2].note, "no cover on 雷4: the reason is shown"
    drag(app, sprite_pos(tb, pl("hand@1:炎3")), centre(tb, pl("hold@1")))   # counter: 3 = the attacker's 場札
    assert tb.record.actions[-1] == "1:counter 炎3"
    sit(app, tb)                                                    # the attack comes back to seat 0
    assert tb.bottom == 0 and tb.view.pending.kind == "respond" and tb.view.pending.numbers == (3,)
    hit = next(n for n in tb.board.panel.names if tb.controls.button(n).opt.action.verb == "hit")
    click(app, tb.controls.button(hit).rect.center)                         # take the hit: 場札 and 拠点 lost
    settle(app, tb)
    assert tb.record.actions[-1] == "0:hit" or tb.record.actions[-2] == "0:hit"
    for _ in range(4):                                              # the hit player orders the 拠点
        if tb.view.pending is not None and tb.view.pending.kind == "drop" and tb.state.to_move() == tb.bottom:
            click(app, sprite_pos(tb, next(p for p in tb.drag.sources() if p.kind == "base")))
            settle(app, tb)
    assert tb.state.field[0] is None and not tb.state.bases[0]
    assert tb.state.face["影4"] == 1 and tb.state.face["氷3"] == 1, "turned to the attacker's side"


def test_counter_with_the_ability_button_and_a_refusal(app):
    tb = table_at(app, **ATTACK)
    # a refused gesture: 影1 is out of reach (2 away from 氷3 with 範囲 1): the rules' reason, F1
    click(app, sprite_pos(tb, pl("hand@0:影1")))
    assert any("範囲" in m for m in app.toasts.texts()), app.toasts.texts()
    assert tb.keys.offered_rule() == "ZT-5"
    calls = []
    app.open_rules = lambda code, rule=None: calls.append((code, rule))
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")])
    assert calls == [("zintrigger", "ZT-5")]
    attack_with_4(app, tb)
    assert tb.controls.button("ability").disabled() is not None
    drag(app, sprite_pos(tb, pl("hand@1:炎3")), tb.controls.button("ability").rect.center)   # 炎3 + カウンタースナイプ
    assert tb.record.actions[-1] == "1:counter 炎3 ability"


def test_a_dodge_dragged_onto_the_own_field(app):
    """回避: the defender drags the lit 風5 (next to 雷4, not the attack's 4) onto their 場札."""
    tb = table_at(app, **ATTACK)
    attack_with_4(app, tb)
    assert "回避" in tb.board.hand_tag("風5") and tb.board.hand_tag("鋼6") == ""
    drag(app, sprite_pos(tb, pl("hand@1:風5")), centre(tb, pl("field@1")))
    assert tb.record.actions[-1] == "1:dodge 風5"
    settle(app, tb)
    assert tb.state.field[1] == "風5"


COVER = dict(ATTACK, chars=(("lazuli", "hydne"), ("lazuli", "stella")), fields=["氷3", "雷5"],
             hands=[["鋼5", "鋼2", "影1"], ["炎3", "風1", "鋼6"]], enemy=["鋼5", "風1", "鋼6", "雷5", "鋼1"])


def test_cover_taken_from_the_panel(app):
    """遮蔽物: 雷5 has cover; the panel's cover button sends it away, the 拠点 is kept."""
    tb = table_at(app, **COVER)
    drag(app, sprite_pos(tb, pl("hand@0:鋼5")), centre(tb, pl("hold@0")))
    settle(app, tb)
    drag(app, centre(tb, pl("hold@0")), centre(tb, pl("field@1")))
    assert tb.record.actions[-1] == "0:attack 1"
    sit(app, tb)
    assert tb.bottom == 1 and tb.view.pending.kind == "respond"
    cover = tb.board.panel.sections[2]
    assert cover.title == "遮蔽物" and cover.options                 # (its note shows only without options)
    name = next(n for n in tb.board.panel.names if tb.controls.button(n).opt.action.verb == "cover")
    click(app, tb.controls.button(name).rect.center)
    assert tb.record.actions[-1] == "1:cover"
    settle(app, tb)
    assert tb.state.field[1] is None and tb.state.bases[1] == ["鋼1"]
