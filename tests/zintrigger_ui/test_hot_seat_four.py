"""Four people at one screen (2 vs 2): the curtain passes the device to whoever decides —
the set-up choices, a whole turn of team A's first player, the answer of an attacked
opponent in that turn — and the table turns so the deciding player's team is at the
bottom. While the curtain is down nothing of the table is drawn, and once a player has
sat down no card of another hand (a partner's included) or of a deck is ever drawn."""
from __future__ import annotations

from game.ui.curtain import CurtainScene
from game.zintrigger.table import faces
from tests.gestures import click
from tests.zintrigger_ui.driver import Policy, answer_set, frames, perform, settle
from tests.zintrigger_ui.driver import pl

HUMANS = [{"kind": "human", "level": None}] * 4


def hidden_cards(tb) -> set[str]:
    """Cards the seat at the bottom must not see: other hands and both decks."""
    st = tb.state
    out = set()
    for p in range(st.players):
        if p != tb.bottom:
            out.update(st.hands[p])
    for deck in st.decks:
        out.update(deck)
    peek = tb.view.peek
    if peek is not None:
        out.difference_update(peek[1])
    return out


def drawn_faces(app, tb, monkeypatch) -> set[str]:
    """Every card face the table renders in one frame."""
    seen = set()
    real = faces.FACES.face

    def spy(card, size, face_up=True, lang=None, text_scale=1.0):
        if face_up and card is not None:
            seen.add(card)
        return real(card, size, face_up, lang, text_scale)
    monkeypatch.setattr(faces.FACES, "face", spy)
    for sp in tb.board.sprites.values():       # sprites cache their faces: draw them afresh
        sp.set_card(sp.card)
    app.draw()
    monkeypatch.setattr(faces.FACES, "face", real)
    return seen


def sit_down(app, tb, monkeypatch, log) -> None:
    """The curtain is up: the table is not drawn; a click sits the next player down."""
    top = app.stack.top
    assert isinstance(top, CurtainScene) and not top.overlay
    drawn = []
    real = tb.draw
    tb.draw = lambda surf: drawn.append(1) or real(surf)
    app.draw()
    tb.draw = real
    assert drawn == [], "the table shows through the curtain"
    click(app, (640, 360))
    settle(app, tb)
    assert tb.bottom == tb.state.to_move() and tb.curtain_seat == tb.bottom
    log.append(tb.bottom)
    hand_places = {p for p in tb.board.sprites if p.kind == "hand"}
    assert hand_places == {pl(f"hand@{tb.bottom}:{c}") for c in tb.state.hands[tb.bottom]}
    leaked = drawn_faces(app, tb, monkeypatch) & hidden_cards(tb)
    assert not leaked, f"seat {tb.bottom} sees {leaked}"
    # the bottom team's cards lie upright, the others' turned half round
    for sv in tb.view.seats:
        sp = tb.board.sprites.get(pl(f"char@{sv.seat}:main"))
        assert sp is not None and sp.angle % 2 == (1 if sv.tilted else 0)
        assert (sp.angle >= 2) == (sv.team != tb.bottom % 2) or sv.tilted
    assert tb.board.geom.slots[tb.bottom] == "s0" and tb.board.geom.slots[(tb.bottom + 2) % 4] == "s2"


def test_a_hot_seat_turn_of_four_players(app, monkeypatch):
    from game.zintrigger.table import Table
    tb = Table.start(app, HUMANS, {"seed": 9, "players": 4, "undo": True})
    assert tb.hotseat and tb.state.seats() == 4
    policy = Policy(9)
    sat: list[int] = []
    answered = None                # the turn in which someone answered an attack
    frames(app, 2)
    for _ in range(1500):
        st = tb.state
        if answered is not None and st.turn > answered and st.result() is None:
            break                  # the next player's turn has started: done
        if isinstance(app.stack.top, CurtainScene):
            sit_down(app, tb, monkeypatch, sat)
            continue
        settle(app, tb)
        seat = st.to_move()
        assert seat == tb.bottom
        n = len(tb.record)
        if not answer_set(app, tb, seat):
            a = policy.choose(st, seat)
            if st.pending is not None and st.pending[0] == "respond":
                answered = st.turn
                assert st.current != seat          # an answer in another player's turn
            perform(app, tb, a)
        assert len(tb.record) > n
        frames(app, 2)
    assert answered is not None and tb.state.turn == answered + 1
    assert {0, 1, 2} <= set(sat), sat
