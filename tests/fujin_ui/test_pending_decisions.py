"""Decisions in the middle of an attack, made at the table with the mouse, in hot
seat: the defender orders the counters (FJ-R17), 灯籠の精's owner picks the ally
(FJ-R16), 僵尸公主's owner picks its facing after a counter-kill (FJ-R08). Each
time the curtain comes up first, because the decider is not the seat at the bottom."""
from __future__ import annotations

from tests.fujin.helpers import at, hp, position
from tests.fujin_ui.test_table_play import HUMANS, cell_pos, click, drag, pass_curtain, pick_row
from tests.gestures import frames


def _table_at(app, state):
    from game.fujin import table
    tb = table.start(app, HUMANS, {"seed": 1, "undo": True, "inline_thinker": True})
    pass_curtain(app)
    tb.record.state = state  # the position under test (the rules tests build the same ones)
    tb.resync()
    frames(app)
    return tb


def test_defender_orders_counters_by_clicking(app):
    """「2体以上のときは反撃する側が順番を決めて、1体ずつ」"""
    s = position([(0, "O-007", "b2", "N"), (1, "O-007", "b3", "S"), (1, "T-002", "b1", "N", 9)],
                 sp=(10, 8))
    tb = _table_at(app, s)
    drag(app, cell_pos(tb, "b2"), cell_pos(tb, "b3"))   # 両面's area attack: front and back
    pick_row(app, index=0)                                # confirm the previewed hits
    assert tb.state.view(0).pending == ("counter", 1, ("b1", "b3"))
    pass_curtain(app)                                     # 後手 decides on 先手's turn
    assert tb.bottom == 1
    click(app, cell_pos(tb, "b3"))                        # 両面 counters first
    frames(app, 6)
    assert tb.state.view(0).pending is None
    assert hp(tb.state, "b2") == 12 + 0 - 2 - 2          # both counters landed (2 each)


def test_lantern_owner_picks_the_ally(app):
    """灯籠の精「撃破されたとき、持ち主が盤面の味方1体を選んで耐久+2」"""
    s = position([(0, "O-002", "b1", "N"), (1, "T-001", "b2", "S", 1), (1, "O-007", "a3", "N"),
                  (1, "O-001", "c3", "N")], sp=(10, 8))
    tb = _table_at(app, s)
    drag(app, cell_pos(tb, "b1"), cell_pos(tb, "b2"))    # 鉈鬼 destroys the lantern
    assert tb.state.to_move() == 1
    pass_curtain(app)
    click(app, cell_pos(tb, "a3"))
    frames(app, 6)
    assert hp(tb.state, "a3") == 14 and tb.state.to_move() == 0


def test_jiangshi_owner_turns_it_after_a_counter_kill(app):
    """「相手のターンに反撃で撃破して移動したときも、持ち主が決めます」"""
    s = position([(0, "O-001", "b2", "N", 2), (1, "T-006", "b3", "S")], sp=(10, 8))
    tb = _table_at(app, s)
    drag(app, cell_pos(tb, "b2"), cell_pos(tb, "b3"))    # 影鬼 attacks and dies to the counter
    assert at(tb.state, "b2").cid == "T-006" and tb.state.to_move() == 1
    pass_curtain(app)
    from game.ui.chooser import Chooser
    chooser = app.stack.top
    assert isinstance(chooser, Chooser)
    texts = [a.text() for _, a in chooser.options if a is not None]
    assert texts == ["face keep", "face L", "face R"]
    pick_row(app, index=texts.index("face L"))           # turn it 90° left
    frames(app, 6)
    assert tb.state.pending is None and tb.state.to_move() == 0
    assert at(tb.state, "b2").orient == 1                 # S turned left = E (as the rules test)
