"""The 式神符陣 table driven by synthetic mouse events (plus R to turn a held card).

One hot-seat game: curtains, both mulligans, a summon turned with R during the
drag, 継承召喚, an attack answered by a counter, a rotate from the right-click
menu, two 霊具 (家鳴り with its chooser, 琵琶牧々 dropped anywhere), a refused
drop with the engine's reason, end of turn and the discard step; then both
seats are handed to the computer and the game is played to the result scene.
"""
from __future__ import annotations

from game.engine import Place


from game.fujin.rules.board import CELL_INDEX
from game.fujin.rules.model import Piece
from game.ui.chooser import Chooser
from tests.gestures import click, drag, pass_curtain

HUMANS = [{"kind": "human", "level": None}, {"kind": "human", "level": None}]












def pick_row(app, text_part=None, index=0):
    ch = app.stack.top
    assert isinstance(ch, Chooser), type(ch)
    if text_part is not None:
        index = next(i for i, (label, _) in enumerate(ch.options) if text_part in label)
    click(app, ch.row_rect(index).center)


def cell_pos(tb, cell):
    return tb.board.geom.cell_rect(cell).center


def hand_pos(tb, cid):
    sp = tb.board.sprites[Place("hand", None, cid)]
    return (int(sp.pos[0]), int(sp.pos[1]))


def test_full_game_by_mouse(app):
    from game.fujin import table
    tb = table.start(app, HUMANS, {"seed": 11, "undo": True, "inline_thinker": True})
    st = lambda: tb.state  # noqa: E731
    # --- mulligans (curtain before each) ---
    pass_curtain(app)
    assert st().phase == "mulligan" and st().to_move() == 0
    first = st().hands[0][0]
    click(app, hand_pos(tb, first))
    assert {p.key for p in tb.picking.chosen} == {first}
    click(app, tb.controls.button("confirm").rect.center)
    assert first not in st().hands[0] or st().to_move() == 1
    assert st().to_move() == 1
    pass_curtain(app)
    assert tb.bottom == 1
    click(app, tb.controls.button("confirm").rect.center)          # keep
    assert st().phase == "main" and st().to_move() == 0
    pass_curtain(app)
    assert tb.bottom == 0

    # --- a position set up through the engine ---
    s = st()
    s.hands[0] = ["O-002", "O-009", "T-009", "T-010", "O-001"]
    s.reiryoku[0] = 15
    s.board[CELL_INDEX["b2"]] = Piece(0, "O-001", 0, 3, 3)           # 影鬼 facing N
    s.board[CELL_INDEX["b3"]] = Piece(1, "T-002", 2, 5, 5)           # 提灯お化け facing S (counters b2)
    s.board[CELL_INDEX["c1"]] = Piece(0, "O-003", 0, 6, 6)           # 鎖鬼 to turn
    s.edited()
    tb.resync()

    # refused drop: O-002 onto the occupied enemy cell -> engine reason, nothing changes
    drag(app, hand_pos(tb, "O-002"), cell_pos(tb, "b3"))
    assert tb.drag.last_refusal is not None and "O-002" in s.hands[0]

    # summon 鉈鬼 on a2, turned once with R (N -> E)
    drag(app, hand_pos(tb, "O-002"), cell_pos(tb, "a2"), turns=1)
    p = s.board[CELL_INDEX["a2"]]
    assert p is not None and p.cid == "O-002" and p.orient == 1

    # 継承召喚: 酒呑童子 onto 鉈鬼 (confirm shows the refund)
    drag(app, hand_pos(tb, "O-009"), cell_pos(tb, "a2"))
    assert "戻り" in app.stack.top.options[0][0]
    pick_row(app, index=0)
    assert s.board[CELL_INDEX["a2"]].cid == "O-009"

    # attack b2 -> b3; 提灯お化け counters
    hp_before = s.board[CELL_INDEX["b2"]].hp
    drag(app, cell_pos(tb, "b2"), cell_pos(tb, "b3"))
    if s.pending is not None:                       # a counter-order choice (if any)
        click(app, cell_pos(tb, "b3"))
    assert s.board[CELL_INDEX["b3"]] is None or s.board[CELL_INDEX["b3"]].hp < 5
    assert s.board[CELL_INDEX["b2"]] is None or s.board[CELL_INDEX["b2"]].hp < hp_before

    # rotate c1 from the right-click menu
    click(app, cell_pos(tb, "c1"), button=3)
    pick_row(app, text_part="右")
    assert s.board[CELL_INDEX["c1"]].orient == 1 and s.board[CELL_INDEX["c1"]].rotated

    # 家鳴り onto c1 -> chooser of facings
    sp_before = s.reiryoku[0]
    drag(app, hand_pos(tb, "T-009"), cell_pos(tb, "c1"))
    pick_row(app, index=0)
    assert "T-009" not in s.hands[0] and s.reiryoku[0] == sp_before - 2 and s.board[CELL_INDEX["c1"]].orient != 1

    # 琵琶牧々 (使☆6) with 0 霊力: refused with the engine's reason, then with 霊力: dropped anywhere
    assert s.reiryoku[0] < 6
    drag(app, hand_pos(tb, "T-010"), cell_pos(tb, "a1"))
    assert "霊力が足りません" in tb.drag.last_refusal.ja and "T-010" in s.hands[0]
    s.reiryoku[0] = 10
    s.edited()
    tb.resync()
    hp_c1 = s.board[CELL_INDEX["c1"]].hp
    drag(app, hand_pos(tb, "T-010"), cell_pos(tb, "a1"))
    assert s.board[CELL_INDEX["c1"]].hp == hp_c1 + 2

    # end the turn, discard one card in the discard step
    click(app, tb.controls.button("end").rect.center)
    assert s.phase == "discard"
    victim = s.hands[0][0]
    click(app, hand_pos(tb, victim))
    click(app, tb.controls.button("confirm").rect.center)
    assert victim in s.graves[0] and s.current == 1
    pass_curtain(app)
    assert tb.bottom == 1

    # hand the game to the computer and play it out to the result scene
    tb.seats = [{"kind": "computer", "level": "random"}, {"kind": "computer", "level": "random"}]
    tb.hotseat = False
    for _ in range(4000):
        app.step(0.5, [])
        if tb.finished:
            break
    from game.scenes.result import ResultScene
    assert isinstance(app.stack.top, ResultScene)
    assert s.result() is not None
