"""More framework parts a table composes: cards gathered for one action (Gathered), the
end's count card by card (Tally), a control's press held off or asked first, a board
that lays its cards anew each sync (relay), two cards that traded places (swapped),
the place a gesture wants under the pointer, a kind's sprites drawn leaning, groups of
faces warmed, a card veiled, a pile opened by its key, a seat's colour, the words for
how a game ended."""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.engine import IllegalAction, Place
from game.ui import theme, tween
from game.ui.attachments import Veil
from game.ui.sprites import CardSprite
from game.ui.table.board import Board
from game.ui.table.controls import Control, Controls
from game.ui.table.gathering import Gathered, Gathering
from game.ui.table.tally import Tally

HOLD = Place("hold", 0)


def hand(c: str) -> Place:
    return Place("hand", 0, c)


def _table(**more):
    said, played, toasts, chosen = [], [], [], []
    tb = SimpleNamespace(zone={}, k=1.0, lang="en", tutorial=None, said=said, played=played, toasts=toasts,
                         chosen=chosen, blocked=lambda: False, my_turn=lambda: True, refuse=said.append,
                         commit=played.append, sound=lambda name: None, toast=lambda text, kind: toasts.append(text),
                         choose=lambda acts, done, title=None: chosen.append((list(acts), title)),
                         ending=SimpleNamespace(reviewing=None), read_only=False, **more)
    tb.px = lambda n: round(n * tb.k)
    tb.drag = SimpleNamespace(held_sprite=None, mode=None, holding=False, held=None, focus=None, lit_targets=set(),
                              cancel=lambda snap=True: None, actions_from=lambda place: [], sources=lambda: [])
    tb.board = Board(tb)
    tb.mirror = SimpleNamespace(offset=lambda place: (0.0, 0.0))
    return tb


def test_cards_gathered_by_clicks_play_together_or_say_why_not():
    tb = _table()
    for c in "abc":
        tb.board.put(hand(c), CardSprite(c, hand(c), (0, 0)))
    far = IllegalAction("遠い", "Out of reach")
    gathered = Gathered(tb, Gathering(
        lambda: True, lambda: [hand(c) for c in "abc"], lambda place: far if place.key == "c" else None,
        lambda places, led: ("play", tuple(p.key for p in places), led) if len(places) > 1
        else IllegalAction("二枚", "Two cards"), lambda: HOLD, lambda n: f"Play {n}", lambda: "not now",
        lambda: "choose"))
    control = gathered.control(shown=lambda: True)
    assert gathered.why_not() == "choose"
    gathered.pick(hand("a"))
    gathered.pick(hand("c"))                              # out of reach: said, not gathered
    assert gathered.chosen == [hand("a")] and tb.said == [far]
    assert gathered.why_not() == "Two cards"
    gathered.toggle(hand("b"))
    assert control.label() == "Play 2" and gathered.why_not() is None
    gathered.play(hand("b"))
    assert tb.played == [("play", ("a", "b"), hand("b"))] and gathered.chosen == []
    gathered.pick(hand("a"))
    gathered.pick(hand("a"))                              # a second click puts it back
    assert gathered.chosen == []


def test_the_count_shows_its_cards_one_by_one_and_tallies_each_side():
    tb, marks = _table(), []
    rows = [("deck", [("x", 0), ("y", 1)]), ("hand", []), ("base", [("z", 0)])]
    tally = Tally(tb, rows, "The count", lambda card, size: pygame.Surface(size),
                  lambda surf, side, centre, r, small: marks.append((side, small)))
    assert [label for label, _cards in tally.rows] == ["deck", "base"] and tally.total == 3
    speed = tween.get_speed()
    tween.set_speed(1.0)
    try:
        assert tally.shown == 0 and tally.busy
        tally.update(tally.duration / 2)
        assert 0 < tally.shown < 3
        tally.finish()
        assert tally.shown == 3 and not tally.busy
    finally:
        tween.set_speed(speed)
    tally.draw(pygame.Surface((1280, 720)))
    assert sorted(m for m in marks if m[1]) == [(0, True), (0, True), (1, True)]
    assert [m for m in marks if not m[1]] == [(0, False), (1, False)]


def test_a_press_is_held_off_for_a_moment_or_asked_first():
    tb = _table()
    tb.gesture = lambda source, target: ("end",)
    wait, ask = ["Not yet"], ["Two actions left: end?"]
    controls = Controls(tb, ())
    controls.add(Control("end", "x", "End", place=Place("button", None, "end"),
                         hold_off=lambda: wait[0], ask=lambda: ask[0]), pygame.Rect(0, 0, 10, 10))
    controls.button("end").press()
    assert tb.toasts == ["Not yet"] and tb.played == [] and tb.chosen == []
    wait[0] = None
    controls.button("end").press()
    assert tb.chosen == [(["end"], "Two actions left: end?")] and tb.played == []
    ask[0] = None
    controls.button("end").press()
    assert tb.played == ["end"]


def test_a_board_that_lays_its_cards_anew_keeps_their_sprites():
    tb = _table()
    board, a, b = tb.board, Place("char", 0, "main"), Place("char", 0, "sub")
    first, fresh = board.relay({}, a, "x", (10, 10), (40, 56), 0)
    assert fresh and board.sprite_at(a) is first
    kept, board.sprites = board.sprites, {}
    first.visible = False
    again, fresh = board.relay(kept, a, "x", (30, 10), (40, 56), 1)
    assert again is first and not fresh and first.visible and first.home == (30.0, 10.0) and first.angle == 1
    assert board.relay(kept, a, "x", (30, 10), (50, 70), 1)[1]          # another size: a new sprite
    board.sprites = {}
    board.relay({}, a, "x", (0, 0), (40, 56))
    board.relay({}, b, "y", (50, 0), (40, 56), 1)
    kept, board.sprites = board.sprites, {}
    board.relay(kept, a, "y", (0, 0), (40, 56))
    board.relay(kept, b, "x", (50, 0), (40, 56), 1)
    assert board.swapped(kept, a, b)                    # each slides from where the other lay
    assert board.sprites[a].pos == (50.0, 0.0) and board.sprites[a].home == (0.0, 0.0) and board.sprites[a].busy
    assert not board.swapped(kept, a, Place("char", 1, "main"))


def test_the_place_a_gesture_wants_under_the_pointer_and_the_kinds_drawn_in_turn():
    tb = _table()
    board = tb.board
    board.zone_places = ((HOLD, "hold"),)
    tb.zone["hold"] = pygame.Rect(0, 0, 100, 100)
    board.put(hand("a"), CardSprite("a", hand("a"), (50, 50), size=(40, 56)))
    assert board.places_at((50, 50)) == [hand("a"), HOLD]
    assert board.wanted_first(board.places_at((50, 50))) == hand("a")
    tb.drag.holding, tb.drag.lit_targets = True, {HOLD}
    assert board.wanted_first(board.places_at((50, 50))) == HOLD and board.wanted_first([]) is None
    drawn = []
    board.put(Place("field", 0), SimpleNamespace(draw=lambda surf: drawn.append("field"), place_id=None, k=1))
    board.sprites[hand("a")].draw = lambda surf: drawn.append("hand")
    board.draw_kinds(None, ("field",))
    board.draw_kinds(None, ("hand",))
    assert drawn == ["field", "hand"]


def test_faces_are_warmed_in_groups_of_their_own_sizes():
    calls = []

    class Grouped(Board):
        faces = SimpleNamespace(warm=lambda cards, sizes, lang, k: calls.append((tuple(cards), sizes)))

        def warming(self):
            return [(("a",), ((10, 14),)), (("b", "c"), ((10, 14), (5, 7)))]
    tb = SimpleNamespace(zone={}, k=1.0, lang="en", drag=SimpleNamespace(held_sprite=None), card=lambda s: s)
    Grouped(tb)
    assert calls == [(("a",), [(10, 14)]), (("b", "c"), [(10, 14), (5, 7)])]


def test_a_veil_darkens_its_card_only_while_it_says_so():
    on = [True]
    sprite = CardSprite(None, None, (20, 20), size=(20, 20), face_up=False)
    veil = Veil(lambda: on[0], (0, 0, 0, 255))
    surf = pygame.Surface((40, 40))
    surf.fill((255, 255, 255))
    veil.draw(surf, sprite)
    assert surf.get_at((20, 20))[:3] == (0, 0, 0)
    on[0] = False
    surf.fill((255, 255, 255))
    veil.draw(surf, sprite)
    assert surf.get_at((20, 20))[:3] == (255, 255, 255)


def test_a_seats_colour_goes_round_and_follows_the_palette():
    assert theme.seat_colour(0) == theme.SEAT_COLOURS[0] and theme.seat_colour(6) == theme.SEAT_COLOURS[1]
    theme.set_colorblind(True)
    try:
        assert theme.seat_colour(0) == theme.SEAT_COLOURS[0]
    finally:
        theme.set_colorblind(False)


def test_how_a_game_ended_falls_back_on_the_statistics_words():
    from game.i18n import t
    from game.ui.table.words import Words
    words = Words(SimpleNamespace(code="zintrigger"))
    assert words.reason("time") == t("saves.fig.zintrigger.reason=time") != "time"
    assert words.reason("no such end") == "no such end"
