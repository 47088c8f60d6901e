"""Co-op Bambooshoot at the table (ZT-R52..R54): one person and the computer on every other
seat play a whole game against the grove at 2, 3 and 4 seats, every action of the person a
mouse gesture (press, motion and release as separate events); the partners' hands lie face up
beside their 保留域 when hands are open (ZT-R54) and are not drawn when they are not, and the
hot-seat curtain goes up only when a hand is hidden."""
from __future__ import annotations

import pytest

from game.ui.curtain import CurtainScene
from tests.zintrigger_ui.driver import Policy, answer_set, frames, perform, settle
from tests.zintrigger_ui.driver import pl

HUMAN = {"kind": "human", "level": None}
CPU = {"kind": "computer", "level": "easy"}


def person_moves(app, tb, policy) -> None:
    """The person's decision at seat 0, made as the table offers it."""
    st = tb.state
    n = len(tb.record)
    if not answer_set(app, tb, 0, team=0):
        perform(app, tb, policy.choose(st, 0))
    assert len(tb.record) > n, app.toasts.texts()


@pytest.mark.parametrize("players, layout", [(2, "zintrigger-coop2"), (3, "zintrigger-3p"), (4, "zintrigger-coop4")])
def test_a_coop_game_to_its_end_with_the_computer_as_partners(app, players, layout):
    from game.zintrigger.table import Table
    seed = 30 + players
    tb = Table.start(app, [HUMAN] + [CPU] * (players - 1),
                     {"seed": seed, "players": players, "mode": "bamboo", "undo": True, "inline_thinker": True,
                      "ai_seed": seed})
    assert tb.layout.name == layout and tb.view.bambooshoot
    policy = Policy(seed)
    frames(app, 4)
    mine = 0
    for _ in range(3000):
        settle(app, tb)
        st = tb.state
        if st.result() is not None:
            break
        if st.to_move() != 0:
            frames(app, 2)
            continue
        for b in tb.view.grove:                 # the grove as the solo shows it
            assert tb.board.sprites[pl(f"bamboo:{b.id}")].angle == b.growth
        # one team: every seat's field card and character upright, the partners in their slots
        assert all(sp.angle % 2 == 0 for p, sp in tb.board.sprites.items() if p.kind == "field")
        assert set(tb.board.geom.slots) == set(range(players))
        person_moves(app, tb, policy)
        mine += 1
    frames(app, 10)
    assert tb.state.result() is not None and tb.finished, "the game did not end"
    assert app.stack.top.name == "result"
    assert mine > 5
    seats = {int(a.split(":")[0]) for a in tb.record.actions}
    assert seats == set(range(players)), "every seat played"


@pytest.mark.parametrize("open_hands", [True, False])
def test_partners_hands_are_shown_face_up_only_when_open(app, open_hands):
    from game.zintrigger.table import Table
    tb = Table.start(app, [HUMAN, CPU, CPU], {"seed": 4, "players": 3, "open_hands": open_hands, "undo": True,
                                              "inline_thinker": True, "ai_seed": 4})
    frames(app, 4)
    for _ in range(400):                        # to the first turn of the person
        settle(app, tb)
        if tb.state.phase == "main" and tb.state.to_move() == 0:
            break
        if tb.state.to_move() == 0:
            person_moves(app, tb, Policy(4))
        frames(app, 2)
    assert tb.state.phase == "main"
    for seat in (1, 2):
        held = {p.key for p in tb.board.sprites if p.kind == "hand" and p.seat == seat}
        if open_hands:
            assert held == set(tb.state.hands[seat]) and held
            zone = tb.board.geom.seat_zone("hand", seat)
            assert all(zone.collidepoint(tb.board.sprites[pl(f"hand@{seat}:{c}")].pos) for c in held)
            assert all(tb.board.sprites[pl(f"hand@{seat}:{c}")].face_up for c in held)
        else:
            assert held == set()


@pytest.mark.parametrize("open_hands", [True, False])
def test_the_curtain_goes_up_in_co_op_only_when_hands_are_hidden(app, open_hands):
    from game.zintrigger.table import Table
    tb = Table.start(app, [HUMAN, HUMAN], {"seed": 6, "players": 2, "mode": "bamboo", "open_hands": open_hands,
                                           "undo": True})
    assert tb.hotseat
    curtains = 0
    policy = Policy(6)
    for _ in range(60):
        frames(app, 3)
        if isinstance(app.stack.top, CurtainScene):
            curtains += 1
            from tests.gestures import click
            click(app, (640, 360))
            settle(app, tb)
            continue
        settle(app, tb)
        seat = tb.state.to_move()
        if seat is None or tb.state.turn >= 3:
            break
        assert tb.bottom == seat                # the table turns to whoever decides, curtain or not
        if tb.board.select_mode() is None:
            a = policy.choose(tb.state, seat)
            perform(app, tb, a)
        else:
            break
    assert (curtains > 0) == (not open_hands)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", ["x1", "x2"])
@pytest.mark.parametrize("variant", ["coop2", "coop3", "coop4", "solo"])
def test_the_coop_tables_are_readable(variant, size, lang):
    """As ``tests/ui/test_table_layout.py`` checks every table's default mode: no small print,
    every text fits, the message area covers nothing, every zone inside the window."""
    from game import i18n
    from game.app import App
    from game.zintrigger.table import Table, shots
    from tests.ui.test_table_layout import _apply, _table_problems
    app = App(headless=True, fullscreen=False, lang=lang)
    i18n.set_lang(lang)
    scenes = shots.scene(Table, app, 3, variant)
    app.stack.clear_to(scenes[0])
    for scene in scenes[1:]:
        app.stack.push(scene)
    tb = next(s for s in scenes if isinstance(s, Table))
    assert tb.state.result() is None and tb.state.phase == "main"
    _apply(app, size)
    assert _table_problems(app, tb, f"{variant} {size} {lang}") == []



@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_partner_is_named_in_full_on_the_narrow_plates_of_four(app, monkeypatch, lang):
    """Co-op at four seats has the narrowest name plates: each player's whole name (a
    computer's with its level) is drawn, and the seats are players 1–4, not チームA・1."""
    from game import i18n
    from game.ui import theme
    from game.zintrigger.table import Table
    from tests.zintrigger_ui.driver import record_drawn
    drawn = record_drawn(monkeypatch)
    i18n.set_lang(lang)
    app.settings.lang = lang
    try:
        tb = Table.start(app, [HUMAN] + [CPU] * 3, {"seed": 5, "players": 4, "mode": "bamboo", "undo": True,
                                                    "inline_thinker": True, "ai_seed": 5})
        frames(app, 4)
        app.draw()
        assert tb.names[0] == ("Player 1" if lang == "en" else "プレイヤー1")
        for seat in range(1, 4):
            assert "CPU" in tb.names[seat]
        cut = [n for n in tb.names if not any(n in s for s in drawn)]
        assert cut == [], f"names not drawn in full: {cut}"
    finally:
        i18n.set_lang("ja")
        theme.font.cache_clear()
        theme.text.cache_clear()
