"""Statistics after finished 式神符陣 games through the real table: the game is
counted in the right mode, with the right reason (``win_by``) and seats."""
from __future__ import annotations

import random

from game import saves, stats
from game.engine.thinker import InlineThinker
from game.fujin import table as fujin_table
from game.fujin.table import smoke


def test_cpu_vs_cpu_game_is_counted(app):
    smoke(app, seed=7, actions=100_000)
    tb = next(s for s in app.stack if isinstance(s, fujin_table.FujinTable))
    assert tb.finished
    summary = stats.summary("fujin")
    assert list(summary) == ["cpu-vs-cpu"]
    m = summary["cpu-vs-cpu"]
    assert m.games == 1
    recent = stats.Stats().recent("fujin")
    assert len(recent) == 1
    reason = recent[0]["reason"]
    assert m.counters == {f"win_by={reason}": 1}
    res = tb.state.result()
    assert reason == res.reason and recent[0]["winner"] == res.winner
    assert recent[0]["length"] == len(tb.record) and recent[0]["mode"] == "cpu-vs-cpu"
    seat = m.record("computer:random")
    assert seat["wins"] + seat["losses"] + seat["draws"] == 2
    assert saves.list_resumable() == []              # the finished game's autosave is gone
    assert m.human_streak == 0 and m.human_best_streak == 0


def test_vs_cpu_game_is_counted_with_reason_and_streak(app):
    seats = [{"kind": "human", "level": None}, {"kind": "computer", "level": "random"}]
    tb = fujin_table.FujinTable(app, seats, {"seed": 31, "ai_seed": 31, "inline_thinker": True},
                                thinker=InlineThinker())
    app.stack.clear_to(tb)
    rng = random.Random(31)
    for _ in range(20_000):
        if tb.finished:
            break
        st = tb.state
        if st.to_move() == 0 and not tb.timeline.busy and tb.app.stack.top is tb:
            la = st.legal_actions()
            tb.flow.play(la[rng.randrange(len(la))])
        app.frame(1 / 60)
    assert tb.finished
    res = tb.state.result()
    m = stats.summary("fujin")["vs-cpu"]
    assert m.games == 1
    assert m.counters == {f"win_by={res.reason}": 1}
    human = m.record("human")
    if res.draw:
        assert human["draws"] == 1
    else:
        assert human["wins" if res.winner == 0 else "losses"] == 1
        assert m.human_streak == (1 if res.winner == 0 else 0)
    recent = stats.Stats().recent("fujin")[-1]
    assert recent["mode"] == "vs-cpu" and recent["seats"] == ["human", "computer:random"]
    assert recent["reason"] == res.reason and recent["length"] == len(tb.record)


def test_resign_is_counted_as_resign(app):
    seats = [{"kind": "human", "level": None}, {"kind": "human", "level": None}]
    tb = fujin_table.FujinTable(app, seats, {"seed": 4})
    app.stack.clear_to(tb)
    for _ in range(6):
        tb.flow.play(tb.state.legal_actions()[0])
    from game.scenes.pause import PauseScene
    pause = PauseScene(app, game_code="fujin", table=tb)
    app.stack.push(pause)
    pause.resign()
    from game.ui.chooser import Chooser
    confirm = app.stack.top
    assert isinstance(confirm, Chooser) and not tb.finished   # asks before ending the game
    confirm.pick(1)                                            # "keep playing"
    assert not tb.finished and "hotseat" not in stats.summary("fujin")
    pause.resign()
    app.stack.top.pick(0)                                      # "resign"
    assert tb.finished
    m = stats.summary("fujin")["hotseat"]
    assert m.games == 1 and m.counters == {"win_by=resign": 1}
    assert m.record("human") == {"wins": 1, "losses": 1, "draws": 0}
