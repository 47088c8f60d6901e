"""Players see the balance lab's figures where they choose (issue 37): in 鬼調伏 the
characters are chosen at the table, and under each character card on offer is its
measured win rate for the table's seat count, in seat setup's words ("勝率61%", "61%
wins"); a character the lab did not measure at that count has nothing under it. The
figures come from the file the lab publishes (``levels/chobuku/balance.json``); here known ones stand in."""
from __future__ import annotations

import re

import pytest

from game import i18n, measured
from game.chobuku.rules import actions as A
from game.chobuku.table import Table
from game.ui.attachments import Caption
from game.ui.figures import TableFigures
from tests.chobuku_ui.helpers import HUMAN, at, rect
from tests.gestures import drag, frames
from tests.ui.audit import record_rendered
from tests.ui.test_table_layout import _table_problems, table_at


def _fig(rate, n):
    return {"rate": rate, "lo": rate - 0.05, "hi": rate + 0.05, "n": n}


#: the lab deals characters from all nine; 澪 and the others are not measured here
FIGURES = {"game": "chobuku", "levels": {"medium": {"ladders": {}, "runs": {
    "": {"options": {"characters": "all", "players": 2}, "players": 2, "games": 400,
         "character": {"玉藻": _fig(0.61, 120), "榊": _fig(0.44, 90)}},
    "4p": {"options": {"characters": "all", "players": 4}, "players": 4, "games": 400,
           "character": {"玉藻": _fig(0.66, 170)}}}}}}
RATE = {"ja": re.compile(r"^勝率\d+%$"), "en": re.compile(r"^\d+% wins$")}


@pytest.fixture
def figures(monkeypatch):
    monkeypatch.setattr(measured, "figures", lambda code: FIGURES if code == "chobuku" else {})


def _choosing(app, players: int):
    tb = Table.start(app, [HUMAN] * players, {"seed": 8, "players": players, "characters": "choose"})
    frames(app)
    assert tb.view.phase == "chara" and tb.my_turn()
    return tb


def _drawn(app, monkeypatch) -> list[str]:
    strings = record_rendered(monkeypatch, [])
    app.draw()
    return strings


def _caption(tb, cid: str) -> str:
    sprite = tb.board.sprites[A.chara(cid)]
    return "".join(a.text for a in sprite.attachments if isinstance(a, Caption))


@pytest.mark.parametrize("lang, two, four", (("ja", ["勝率44%", "勝率61%"], ["勝率66%"]),
                                             ("en", ["44% wins", "61% wins"], ["66% wins"])))
def test_each_character_on_offer_shows_its_measured_rate_for_the_seat_count(app, figures, monkeypatch,
                                                                             lang, two, four):
    i18n.set_lang(lang)
    try:
        for players, want in ((2, two), (4, four), (3, [])):
            tb = _choosing(app, players)
            rates = sorted({s for s in _drawn(app, monkeypatch) if RATE[lang].match(s)})   # (a shrunk line twice)
            assert rates == want, (players, rates)
            tamamo = {2: want[-1] if want else "", 4: want[0] if want else "", 3: ""}[players]
            assert _caption(tb, "tamamo") == tamamo
            assert _caption(tb, "mio") == ""                   # not measured: nothing, never a number
    finally:
        i18n.set_lang("ja")


def test_a_card_with_its_caption_is_still_dragged_to_the_seat(app, figures):
    tb = _choosing(app, 2)
    seat = tb.bottom
    drag(app, at(tb, A.chara("tamamo")), rect(tb, f"seat@{seat}").center)
    assert tb.state.cands[seat].chara == "tamamo"
    assert A.chara("tamamo") not in tb.board.sprites              # gone from the offer, its caption with it
    assert _caption(tb, "sakaki") == "勝率44%"


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", ["x1", "x2", "2560x1440"])
def test_the_captions_are_readable_and_clear_of_every_card(lang, size):
    """With the published figures: each caption at 12 px or more (×k), whole, inside the
    choice's panel, and covering no card and no other caption."""
    app, tb = table_at("chobuku:choose", lang, size)
    try:
        assert tb.view.phase == "chara" and tb.my_turn()
        assert _table_problems(app, tb, f"choose {size} {lang}") == []
        cards = {place: sprite.rect for place, sprite in tb.board.sprites.items() if place.kind == "chara"}
        lines = [a.image(tb.board.sprites[place]) for place in cards
                 for a in tb.board.sprites[place].attachments if isinstance(a, Caption)]
        boxes = [box for _img, box in filter(None, lines)]
        assert len(boxes) == len(cards)         # the published file measures all nine at four seats
        for i, box in enumerate(boxes):
            assert tb.zone["board"].contains(box)
            assert box.collidelist(list(cards.values())) == -1
            assert box.collidelist(boxes[:i] + boxes[i + 1:]) == -1
    finally:
        i18n.set_lang("ja")


def test_without_figures_the_cards_keep_their_size(app, figures, monkeypatch):
    """Where the lab measured nothing at the table's count no line is kept under the cards,
    which are as large as the choice allows; with figures each row keeps its line."""
    tb = _choosing(app, 2)
    (w, h), _slots = tb.board.chara_slots(9)
    monkeypatch.setattr(measured, "figures", lambda code: {})
    tb.board.figures = TableFigures(tb, characters="all")          # asked afresh: nothing measured
    (w0, h0), _slots = tb.board.chara_slots(9)
    assert h0 > h and w0 > w
