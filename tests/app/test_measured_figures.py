"""Players see the balance lab's figures where they choose (issue 37): seat setup shows each
character's measured win rate beside the character (a solo level's clear rate for
ハクスラ陰陽師 alone), its help line says what the figure is, and the solo campaign shows
how often the computer cleared the chosen level with the chosen character. The figures come
from the file the lab publishes (``levels/<game>/balance.json``); here a known one stands in."""
from __future__ import annotations

import pytest

from game import i18n, measured
from game.scenes.setup import SetupScene
from game.ui import theme
from tests.ui.audit import TextAudit


def _fig(rate, n):
    return {"rate": rate, "lo": rate - 0.05, "hi": rate + 0.05, "n": n}


FIGURES = {
    "zintrigger": {"game": "zintrigger", "levels": {"medium": {"runs": {
        "r34=False": {"options": {"players": 2, "r34": False}, "players": 2, "games": 400,
                      "character": {"ルナ": _fig(0.23, 188), "ステラ": _fig(0.76, 180), "カゲマル": _fig(0.5, 170)}},
        "r34=True": {"options": {"players": 2, "r34": True}, "players": 2, "games": 400,
                     "character": {"ルナ": _fig(0.31, 190)}},
        "4p": {"options": {"players": 4}, "players": 4, "games": 400, "character": {"ルナ": _fig(0.2, 200)}}},
        "ladders": {}}}},
    "hakusura": {"game": "hakusura", "levels": {"medium": {"runs": {}, "ladders": {"solo": {
        "row": "difficulty", "players": 1,
        "cells": {"3": {"晴明": _fig(0.93, 200), "道満": _fig(0.9, 200)},
                  "5": {"晴明": _fig(0.62, 200), "道満": _fig(0.7, 200)}}}}}}},
}


@pytest.fixture
def figures(monkeypatch):
    monkeypatch.setattr(measured, "figures", lambda code: FIGURES.get(code, {}))


def _value(setup, key):
    return setup.menu.item(f"opt:{key}").value()


def _fits(setup, key):
    """The value is drawn at 12 px or more inside its box (the menu shrinks it to fit)."""
    box = setup.menu.value_box(setup.menu.item(f"opt:{key}"))
    return theme.text(_value(setup, key), 12).get_width() <= box.w - 70


def test_seat_setup_shows_the_measured_win_rate_beside_each_character(app, figures):
    for lang, luna, stella in (("ja", "ルナ・勝率23%", "ステラ・勝率76%"), ("en", "Luna · 23% wins", "Stella · 76% wins")):
        i18n.set_lang(lang)
        setup = SetupScene(app, "zintrigger")
        app.stack.clear_to(setup)
        setup.players = 2
        setup.values.update(char0main="luna", char0sub="stella", char1main="random", r34=False)
        setup.rebuild("players")
        assert _value(setup, "char0main") == luna and _value(setup, "char0sub") == stella
        assert _value(setup, "char1main") == ("おまかせ" if lang == "ja" else "random")   # no figure for random
        setup.values["r34"] = True               # the run whose options match the set-up
        assert _value(setup, "char0main").endswith("31%" if lang == "ja" else "31% wins")
        setup.values["r34"] = False
        for cid in ("luna", "stella", "kagemaru"):
            setup.values["char0main"] = cid
            assert _fits(setup, "char0main"), (lang, _value(setup, "char0main"))
        setup.menu.focus = [i.key for i in setup.menu.items].index("opt:char0main")
        with TextAudit() as audit:
            app.draw()
        assert audit.small_print(12) == [] and audit.overflowing() == []
    i18n.set_lang("ja")


def test_the_help_line_says_what_the_figure_is(app, figures, monkeypatch):
    i18n.set_lang("ja")
    setup = SetupScene(app, "zintrigger")
    app.stack.clear_to(setup)
    setup.values.update(char0main="luna", r34=False)
    setup.rebuild("players")
    setup.menu.focus = [i.key for i in setup.menu.items].index("opt:char0main")
    said = []
    import game.scenes.setup as scene_module
    real = scene_module.wrap
    monkeypatch.setattr(scene_module, "wrap", lambda text, *a, **k: said.append(text) or real(text, *a, **k))
    app.draw()
    assert any("188 席" in s and "中級" in s for s in said), said


def test_four_players_show_the_2_vs_2_figure(app, figures):
    i18n.set_lang("ja")
    setup = SetupScene(app, "zintrigger")
    app.stack.clear_to(setup)
    setup.players = 4
    setup.values["char0"] = "luna"
    setup.rebuild("players")
    assert _value(setup, "char0") == "ルナ・勝率20%"


def test_solo_shows_the_clear_rate_of_the_chosen_level(app, figures):
    i18n.set_lang("en")
    setup = SetupScene(app, "hakusura")
    app.stack.clear_to(setup)
    setup.players = 1
    setup.values.update(character="seimei", difficulty=5)
    setup.rebuild("players")
    assert _value(setup, "character") == "Seimei · 62% clear"
    setup.values["difficulty"] = 3
    assert _value(setup, "character") == "Seimei · 93% clear"
    setup.values["difficulty"] = 9                       # not measured: the name alone
    assert _value(setup, "character") == "Seimei"
    i18n.set_lang("ja")


def test_no_published_figures_no_numbers(app, monkeypatch):
    monkeypatch.setattr(measured, "figures", lambda code: {})
    i18n.set_lang("ja")
    setup = SetupScene(app, "zintrigger")
    app.stack.clear_to(setup)
    setup.values["char0main"] = "luna"
    setup.rebuild("players")
    assert _value(setup, "char0main") == "ルナ"


def test_the_campaign_shows_how_often_the_computer_cleared_the_level(app, figures):
    from game.hakusura.campaign import CampaignPage
    from game.pages import Lines
    from game.scenes.entry import EntryScene
    for lang, words in (("ja", ("コンピュータ(中級)の挑戦・晴明", "62%がクリア")),
                        ("en", ("Computer (Intermediate) runs as Seimei", "62% cleared"))):
        i18n.set_lang(lang)
        page = CampaignPage(app)
        page.char, page.level = "seimei", 5
        lines = next(p for p in page.panels() if isinstance(p, Lines))
        assert lines.rows[-1] == words
        page.set_level(1)                               # Lv6: not measured, no line
        assert not any("%" in v for _, v in next(p for p in page.panels() if isinstance(p, Lines)).rows)
        page.set_level(-1)
        scene = EntryScene(app, page)
        app.stack.clear_to(scene)
        with TextAudit() as audit:
            app.draw()
        assert audit.small_print(12) == [] and audit.overflowing() == [], lang
    i18n.set_lang("ja")


def test_the_reader_picks_the_figure_of_the_matching_run(figures):
    assert measured.character("zintrigger", "ルナ", 2, {"r34": False}).rate == 0.23
    assert measured.character("zintrigger", "ルナ", 2, {"r34": True}).rate == 0.31
    assert measured.character("zintrigger", "ルナ", 3, {}) is None
    assert measured.ladder("hakusura", 5, "道満").rate == 0.7
    assert measured.ladder("hakusura", 5, "道満").percent == 70


def test_a_figure_from_another_set_up_is_not_shown(app, figures):
    """The 2-player figures are the versus game's: co-op (ジントリガー's Bambooshoot) or R-34
    set otherwise than any run shows none rather than a number about another game."""
    runs = FIGURES["zintrigger"]["levels"]["medium"]["runs"]
    assert measured.character("zintrigger", "ルナ", 2, {"r34": False, "mode": "versus"}).rate == 0.23
    runs["r34=False"]["options"]["mode"] = "versus"
    try:
        assert measured.character("zintrigger", "ルナ", 2, {"r34": False, "mode": "bamboo"}) is None
    finally:
        del runs["r34=False"]["options"]["mode"]
