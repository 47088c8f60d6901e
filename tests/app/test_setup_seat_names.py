"""ジントリガー's seat setup names each character row after its seat as the mode names the
seat (issue 35's follow-up): co-op Bambooshoot has players and no teams, so at four seats
its rows read "Character: Player 1"…"Player 4" where 2 vs 2 reads "Team A 1"…"Team B 2";
at two, co-op reads "Player 1 / 2" where versus reads "First / Second". The seat rows above
them use the same names. Read from what the screen draws, in both languages."""
from __future__ import annotations

import pytest

from game import i18n
from game.scenes.setup import SetupScene
from tests.ui.audit import record_rendered

#: (players, mode) -> the character rows' labels, in the order shown: the rules' pick order
#: (setup.char_option_keys: 2 vs 2 team A's two first, co-op in turn order)
ROWS = {
    "en": {
        (1, None): ["Main character: Player", "Sub character: Player"],
        (2, "versus"): ["Main character: First", "Sub character: First", "Main character: Second",
                        "Sub character: Second"],
        (2, "bamboo"): ["Main character: Player 1", "Sub character: Player 1", "Main character: Player 2",
                        "Sub character: Player 2"],
        (3, "bamboo"): ["Character: Player 1", "Character: Player 2", "Character: Player 3"],
        (4, "versus"): ["Character: Team A 1", "Character: Team A 2", "Character: Team B 1", "Character: Team B 2"],
        (4, "bamboo"): ["Character: Player 1", "Character: Player 2", "Character: Player 3", "Character: Player 4"],
    },
    "ja": {
        (1, None): ["メインキャラ: プレイヤー", "サブキャラ: プレイヤー"],
        (2, "versus"): ["メインキャラ: 先攻", "サブキャラ: 先攻", "メインキャラ: 後攻", "サブキャラ: 後攻"],
        (2, "bamboo"): ["メインキャラ: プレイヤー1", "サブキャラ: プレイヤー1", "メインキャラ: プレイヤー2",
                        "サブキャラ: プレイヤー2"],
        (3, "bamboo"): ["キャラ: プレイヤー1", "キャラ: プレイヤー2", "キャラ: プレイヤー3"],
        (4, "versus"): ["キャラ: チームA・1", "キャラ: チームA・2", "キャラ: チームB・1", "キャラ: チームB・2"],
        (4, "bamboo"): ["キャラ: プレイヤー1", "キャラ: プレイヤー2", "キャラ: プレイヤー3", "キャラ: プレイヤー4"],
    },
}
TEAM = {"en": "Team", "ja": "チーム"}


def _set_up(app, players: int, mode: str | None) -> SetupScene:
    setup = SetupScene(app, "zintrigger")
    app.stack.clear_to(setup)
    setup.players = players
    setup.apply_defaults()
    setup.rebuild("players")
    if mode is not None and setup.values.get("mode") != mode:
        setup.menu.item("opt:mode").adjust(1)          # the Mode row, as → changes it
    assert mode is None or setup.values["mode"] == mode
    return setup


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players, mode", list(ROWS["en"]))
def test_each_character_row_names_its_seat_as_the_mode_does(app, monkeypatch, lang, players, mode):
    i18n.set_lang(lang)
    try:
        setup = _set_up(app, players, mode)
        labels = [i.label() for i in setup.menu.items if i.key.startswith("opt:char")]
        assert labels == ROWS[lang][players, mode]
        drawn = record_rendered(monkeypatch, [])
        app.draw()
        assert all(label in drawn for label in labels), [s for s in drawn if ":" in s]
        seats = [setup.seat_label(i) for i in range(players)]
        assert all(any(label.endswith(seat) for label in labels) for seat in seats)   # the seat rows' names
        if mode == "bamboo":                      # co-op has no teams, nor a first and second
            assert not [s for s in drawn if TEAM[lang] in s or s.endswith(("First", "Second", "先攻", "後攻"))]
    finally:
        i18n.set_lang("ja")


def test_the_rows_pick_in_the_order_the_rules_pick_in_each_mode(app):
    """A row may not take a character a row before it holds (the pool), and the rows come in
    the rules' pick order: in 2 vs 2 Team A 2 picks before Team B 1, in co-op Player 2
    picks before Player 3 — so the same two rows yield to each other the other way round."""
    from game.zintrigger.rules.setup import char_option_keys
    i18n.set_lang("en")
    try:
        for mode, first, second in (("versus", "char2", "char1"), ("bamboo", "char1", "char2")):
            setup = _set_up(app, 4, mode)
            rows = [i.key[4:] for i in setup.menu.items if i.key.startswith("opt:char")]
            assert rows == [key for _seat, _slot, key in char_option_keys(4, mode == "bamboo")]
            setup.values.update(char0="random", char1="random", char2="random", char3="random")
            setup.menu.item(f"opt:{first}").adjust(2)           # past おまかせ and 卓で選ぶ: a character
            held = setup.values[first]
            assert held not in ("random", "pick")
            for _ in range(12):                                  # the later row never lands on it
                setup.menu.item(f"opt:{second}").adjust(1)
                assert setup.values[second] != held
    finally:
        i18n.set_lang("ja")
