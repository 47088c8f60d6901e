"""A whole 2-player ジントリガー game at the table, one person against the computer, every
action of the person made with synthetic mouse gestures (press, motion and release as
separate events): set-up choices in the decision panel, cards clicked and dragged onto
the 保留域, attacks dragged from the 保留域 onto the opponent's 場札, answers to the
computer's attacks (a counter among them), a hit that takes the 拠点, the hand and 拠点
limits chosen as selections — to the result scene."""
from __future__ import annotations

from game.engine.record import GameRecord
from game.zintrigger.rules.events import Responded
from tests.zintrigger_ui.driver import Policy, choose_set, frames, perform, settle
from tests.zintrigger_ui.driver import pl

SEATS = [{"kind": "human", "level": None}, {"kind": "computer", "level": "easy"}]
# a deal whose game has everything below (a counter, a hit on a 拠点, both limits, a
# reload, a swap) against the beginner as it plays now; the beginner's moves decide the game
SEED = 12


def events_of(record: GameRecord):
    """Every action of the game with its events and the state before it (a replay)."""
    replay = GameRecord(record.game_id, record.state_cls, record.seed, record.options, record.seats)
    for text in record.actions:
        before = replay.state.clone()
        yield text, before, replay.apply(text)


def test_a_two_player_game_to_its_end_by_mouse(app):
    from game.zintrigger.table import Table
    tb = Table.start(app, SEATS, {"seed": SEED, "undo": True, "inline_thinker": True, "ai_seed": SEED})
    policy = Policy(SEED)
    frames(app, 4)
    kinds = set()
    for _ in range(3000):
        settle(app, tb)
        st = tb.state
        if st.result() is not None:
            break
        if st.to_move() != 0:
            frames(app, 2)
            continue
        n = len(tb.record)
        mode = tb.board.select_mode()
        if mode is not None:
            kinds.add(mode)
        if mode == "keep":                    # the 拠点 limit: click the three that stay
            kept, gone = st.bases[0][:3], st.bases[0][3:]
            choose_set(app, tb, [pl(f"base@0:{c}") for c in kept])
            assert tb.record.actions[n:n + len(gone)] == [f"0:drop {c}" for c in gone]
        elif mode == "stash_limit":           # the hand limit: click the extra cards
            k = len(st.hands[0]) - tb.view.seats[0].hand_limit
            extra = st.hands[0][:k]
            choose_set(app, tb, [pl(f"hand@0:{c}") for c in extra])
            assert tb.record.actions[n:n + k] == [f"0:stash {c}" for c in extra]
        elif mode == "stash_any":             # a reload: send one card, then draw
            first = st.hands[0][:1]
            choose_set(app, tb, [pl(f"hand@0:{c}") for c in first])
        else:
            a = policy.choose(st, 0)
            kinds.add(a.verb if st.pending is None else st.pending[0])
            perform(app, tb, a)
            assert len(tb.record) > n, (a.text(), app.toasts.texts())
            got = tb.record.actions[n]
            if a.verb == "play":
                assert sorted(got.split()[1:]) == sorted(a.args), (got, a.text())
            else:
                assert got == a.text()
        assert len(tb.record) > n
    frames(app, 10)
    result = tb.state.result()
    assert result is not None and tb.finished
    assert app.stack.top.name == "result"
    assert {"play", "respond", "attack", "draw", "end"} <= kinds, kinds
    assert {"keep", "stash_limit", "reload", "field"} <= kinds, "the 拠点 limit, the hand limit, a reload, a swap"
    # the game had an attack answered by a counter, and a hit that took a 拠点
    counters = hits = 0
    for text, before, events in events_of(tb.record):
        for e in events:
            if isinstance(e, Responded) and e.kind == "counter":
                counters += 1
            if isinstance(e, Responded) and e.kind == "hit" and before.bases[e.seat % 2]:
                hits += 1
    assert counters >= 1 and hits >= 1, (counters, hits)
