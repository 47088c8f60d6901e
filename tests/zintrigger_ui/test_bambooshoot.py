"""Bambooshoot (the solo) at the table: the grove at the top with each bamboo's growth as
its rotation (0 upright, 1 sideways, 2 upside down), the bamboo phase after each turn
(appearing, growing, attacking), and a harvest made by dragging an attack from the
保留域 onto the grove; the harvested bamboo lands in the harvest field."""
from __future__ import annotations

from game.zintrigger.rules.events import BambooChanged
from tests.zintrigger_ui.driver import Policy, answer_set, frames, perform, settle
from tests.zintrigger_ui.driver import pl

SOLO = [{"kind": "human", "level": None}]


def test_bambooshoot_to_a_harvest(app):
    from game.zintrigger.table import Table
    tb = Table.start(app, SOLO, {"seed": 5, "players": 1, "difficulty": 1, "undo": True})
    assert tb.layout.name == "zintrigger-solo" and tb.mode() == "bambooshoot"
    policy = Policy(5)
    seen = set()
    real = tb.mirror.play

    def spy(e):
        if isinstance(e, BambooChanged):
            seen.add(e.kind)
        return real(e)
    tb.mirror.play = spy
    frames(app, 2)
    for _ in range(600):
        settle(app, tb)
        st = tb.state
        if st.solo["harvest"] or st.result() is not None:
            break
        for b in tb.view.grove:              # growth is the card's rotation
            assert tb.board.sprites[pl(f"bamboo:{b.id}")].angle == b.growth
        n = len(tb.record)
        if not answer_set(app, tb, 0, team=0):
            perform(app, tb, policy.choose(st, 0))
        assert len(tb.record) > n
        frames(app, 2)
    settle(app, tb)
    harvested = tb.state.solo["harvest"]
    assert harvested and tb.state.result() is None
    assert "0:attack bamboo" in tb.record.actions
    assert {"appear", "harvest"} <= seen, seen
    assert all(pl(f"harvest:{b}") in tb.board.sprites for b in harvested)
    assert not any(pl(f"bamboo:{b}") in tb.board.sprites for b in harvested)
