"""The character pick at the table (卓で選ぶ, ZT-R57): when a person's turn to pick comes, the
table's chooser offers the characters left, by name, in pick order; a click on one picks it
(main, then sub with two characters each), and the computer then picks from what is left."""
from __future__ import annotations

import pytest

from game.ui.chooser import Chooser
from game.zintrigger.rules.cards import CHARACTERS
from tests.zintrigger_ui.driver import frames, pick_chooser, settle

HUMAN = {"kind": "human", "level": None}
CPU = {"kind": "computer", "level": "easy"}


def pick(app, tb, nth: int) -> str:
    """The chooser is open for the person's pick: it lists the legal picks, named; click the nth."""
    settle(app, tb)
    ch = app.stack.top
    assert isinstance(ch, Chooser), type(ch)
    legal = [a for a in tb.legal() if a.verb == "char"]
    assert [a for _label, a in ch.options] == legal
    assert [label.split("(")[0].split(" (")[0] for label, _a in ch.options] == [
        CHARACTERS[a.args[0]].ja for a in legal]
    a = legal[nth]
    pick_chooser(app, a)
    frames(app, 2)
    return a.args[0]


def test_the_first_player_picks_main_and_sub_at_the_table_then_the_computer_from_what_is_left(app):
    from game.zintrigger.table import Table
    tb = Table.start(app, [HUMAN, CPU], {"seed": 11, "players": 2, "char0main": "pick", "char0sub": "pick",
                                         "char1main": "pick", "inline_thinker": True, "ai_seed": 11})
    frames(app, 4)
    main = pick(app, tb, 2)
    assert tb.record.actions[-1] == f"0:char {main} main"
    sub = pick(app, tb, 0)
    assert tb.record.actions[:2] == [f"0:char {main} main", f"0:char {sub} sub"]
    for _ in range(60):
        frames(app, 2)
        if len(tb.state.chars[1]) == 2:
            break
    assert tuple(tb.state.chars[0]) == (main, sub)
    assert not {main, sub} & set(tb.state.chars[1])
    assert tb.board.sprites  # the table drew the seats once the characters were known


@pytest.mark.parametrize("players", [3, 4])
def test_a_coop_seat_picks_its_one_character_from_the_chooser(app, players):
    from game.zintrigger.table import Table
    tb = Table.start(app, [HUMAN] + [CPU] * (players - 1),
                     {"seed": 12, "players": players, "mode": "bamboo", "char0": "pick", "inline_thinker": True,
                      "ai_seed": 12})
    frames(app, 4)
    ch = pick(app, tb, 1)
    assert tb.record.actions[0] == f"0:char {ch} main"
    assert tb.state.chars[0][0] == ch
