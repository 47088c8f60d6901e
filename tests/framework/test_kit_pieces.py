"""Small pieces of the table kit and framework parts that several tables share: rows
of cards, images put by a point or on a box, sprites kept across layouts, a delayed
step of the mirror, the size at which text fits a box (and a card's text drawn only
when all of it fits), a blank card, a label and its hint under a pointer, a share as a
bar, a round token with its mark, warming faces with their own backs, a kept layer
painted on the ground under it."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.engine import Place
from game.ui.kit import (FaceCache, blank_card, boxed, coin, fan_slots, fitting, fraction_bar, grid_fit, grid_slots, pill, put,
                         text_fits, text_if_it_fits, under_point)
from game.ui.table.board import Board
from game.ui.table.layers import Layers
from game.ui.table.mirror import Mirror
from game.ui.widgets import wrap_cached


def test_a_row_from_the_left_edge_and_a_centred_fan():
    zone = pygame.Rect(100, 0, 400, 50)
    assert fan_slots(zone, 3, 40, 10, left=True) == [(120, 25), (170, 25), (220, 25)]
    assert fan_slots(zone, 3, 40, 10) == [(250, 25), (300, 25), (350, 25)]
    assert fan_slots(zone, 0, 40, left=True) == []
    crowded = fan_slots(zone, 20, 40, 10, left=True)
    assert crowded[0][0] == 120 and crowded[-1][0] <= zone.right - 20


def test_a_choice_of_cards_in_one_row_while_it_fits_else_two_smaller_rows():
    room = pygame.Rect(0, 100, 500, 200)
    size, slots = grid_slots(room, 4, (80, 112), 10)
    assert size == (80, 112) and slots == [(115, 156), (205, 156), (295, 156), (385, 156)]   # centred
    size, slots = grid_slots(room, 9, (80, 112), 10)
    (w, h), rows = size, sorted({y for _x, y in slots})
    assert len(slots) == 9 and len(rows) == 2 and [sum(y == r for _x, y in slots) for r in rows] == [5, 4]
    assert w < 80 and abs(w / h - 80 / 112) < 0.02                     # smaller, in proportion
    assert min(x for x, _y in slots) - w // 2 >= room.x and max(x for x, _y in slots) + w // 2 <= room.right
    assert rows[-1] + h // 2 <= room.bottom and rows[1] - rows[0] == h + 10    # within the room, apart
    assert grid_slots(room, 0, (80, 112), 10) == ((80, 112), [])
    assert grid_slots(room, 9, (81, 112), 10, shape=(80, 112))[0] == (w, h)   # the exact proportions


def test_a_choice_of_cards_keeps_room_for_a_caption_under_each():
    """``below`` keeps a line free under each row; ``spread`` sets the cards' centres far
    enough apart for a caption wider than its card, as far as the room allows."""
    room = pygame.Rect(0, 100, 500, 200)
    (w, h), slots = grid_slots(room, 9, (80, 112), 10, below=16, spread=90)
    rows = sorted({y for _x, y in slots})
    assert rows[1] - rows[0] == h + 16 + 10 and rows[-1] + h // 2 + 16 <= room.bottom
    assert h < grid_slots(room, 9, (80, 112), 10)[0][1]                 # smaller, to leave the lines
    first = sorted(x for x, y in slots if y == rows[0])
    assert [b - a for a, b in zip(first, first[1:])] == [90] * 4       # spread, and centred
    assert abs((first[0] + first[-1]) / 2 - room.centerx) <= 1
    (w, _h), wide = grid_slots(room, 9, (80, 112), 10, spread=400)     # never out of the room
    assert min(x for x, _y in wide) - w // 2 >= room.x and max(x for x, _y in wide) + w // 2 <= room.right


def _boxes(size, slots):
    w, h = size
    return [pygame.Rect(x - w // 2, y - h // 2, w, h) for x, y in slots]


@pytest.mark.parametrize("room, rows", ((pygame.Rect(10, 50, 656, 208), [9]),        # wide and low: one row
                                        (pygame.Rect(0, 0, 500, 620), [3, 3, 3]),     # squarer: 3 x 3
                                        (pygame.Rect(0, 0, 560, 330), [5, 4])))       # between: 5 + 4
def test_a_choice_of_cards_in_the_arrangement_that_makes_them_largest(room, rows):
    """``grid_fit`` tries every number of rows and keeps the largest card: one row of nine
    in a wide room, 3 x 3 in a square one, 5 + 4 between; never out of the room, never
    overlapping, each row's caption line kept, the whole centred."""
    (w, h), slots = grid_fit(room, 9, (80, 112), 6, below=16)
    ys = sorted({y for _x, y in slots})
    assert [sum(y == r for _x, y in slots) for r in ys] == rows
    assert abs(w / h - 80 / 112) < 0.02
    boxes = _boxes((w, h), slots)
    assert all(room.contains(b.inflate(0, 0).union(b.move(0, 16))) for b in boxes)     # card and caption line
    assert all(b.inflate(0, 16).move(0, 8).collidelist(boxes[:i] + boxes[i + 1:]) == -1 for i, b in enumerate(boxes))
    block = boxes[0].unionall(boxes)
    assert abs(block.centerx - room.centerx) <= 1 and abs(block.centery + 8 - room.centery) <= 1 + len(rows) // 2
    for per in range(1, 10):               # no other arrangement holds a wider card
        k = -(-9 // per)
        other = min((room.w - (per - 1) * 6) // per, ((room.h - (k - 1) * 6) // k - 16) * 80 // 112)
        assert other <= w


def test_grid_fit_makes_the_cards_of_a_wide_low_room_larger_than_two_rows():
    room = pygame.Rect(10, 50, 656, 208)
    (w2, _h2), _ = grid_slots(room, 9, (80, 112), 6, below=16)
    (w, _h), _ = grid_fit(room, 9, (80, 112), 6, below=16)
    assert w > w2
    assert grid_fit(room, 9, (80, 112), 6, most=50)[0] == (50, 70)      # never past the largest asked for
    assert grid_fit(room, 0, (80, 112), 6) == ((0, 0), [])
    (w1, h1), [(x, y)] = grid_fit(room, 1, (80, 112), 6)
    assert room.h - 2 <= h1 <= room.h and abs(x - room.centerx) <= 1 and abs(y - room.centery) <= 1   # as tall as the room


def test_a_pile_and_a_deck_whose_card_is_a_sprite():
    """A pile's tag sits on it, shrunk to its width; ``below`` draws only the tag, under it."""
    from game.ui.kit import draw_pile
    surf, rect = pygame.Surface((200, 200)), pygame.Rect(50, 40, 60, 80)
    draw_pile(surf, rect, "Discard", 3, None)
    assert surf.get_at((rect.x + 1, rect.centery))[:3] == (50, 50, 50)       # an empty pile's outline
    surf.fill((0, 0, 0))
    draw_pile(surf, rect, "Discard", 3, None, below=True)
    assert surf.get_at((rect.x + 1, rect.centery))[:3] == (0, 0, 0)         # the card is the sprite's
    assert surf.get_at((rect.centerx, rect.bottom + 8))[:3] != (0, 0, 0)    # its tag under it


def test_a_caption_rides_under_its_card_and_says_nothing_when_empty():
    from game.ui.attachments import Caption
    from game.ui.sprites import CardSprite
    sprite = CardSprite("x", None, (100, 100), size=(60, 84))
    said = Caption("52% wins")
    img, box = said.image(sprite)
    assert box.top >= sprite.rect.bottom and box.centerx == sprite.rect.centerx
    assert box.width <= sprite.rect.width + 8 and img.get_height() >= 12
    assert Caption("").image(sprite) is None and Caption(lambda: "").image(sprite) is None


def test_put_and_boxed_place_an_image_and_say_where():
    surf, img = pygame.Surface((100, 100)), pygame.Surface((10, 6))
    img.fill((255, 0, 0))
    assert put(surf, img, midtop=(50, 20)) == pygame.Rect(45, 20, 10, 6)
    box = pygame.Rect(10, 10, 30, 20)
    assert boxed(surf, img, box, (0, 0, 255), 4, ((0, 255, 0), 1)) is box
    assert surf.get_at(box.center)[:3] == (255, 0, 0) and surf.get_at((14, 25))[:3] == (0, 0, 255)


def _board() -> Board:
    table = SimpleNamespace(zone={}, k=1.0, drag=SimpleNamespace(held_sprite=None))
    return Board(table)


def test_lay_out_keeps_a_places_sprite_and_glides_it_to_its_new_spot():
    board, a, b = _board(), Place("hand", 0, "x"), Place("hand", 0, "y")
    board.lay_out([(a, "x", True, (40, 56), (10, 10), 0, 255), (b, "y", True, 40, (60, 10), 0, 120)])
    first = board.sprites[a]
    assert board.sprites[b].size == (40, 54) and board.sprites[b].alpha == 120
    board.lay_out([(b, "y", True, 40, (60, 10), 0, 255), (a, "z", True, (40, 56), (30, 10), 0, 255)])
    assert list(board.sprites) == [b, a] and board.sprites[a] is first and first.card == "z"
    assert first.home == (30.0, 10.0)
    board.lay_out([(a, "z", True, (50, 70), (30, 10), 0, 255)])
    assert list(board.sprites) == [a] and board.sprites[a] is not first


def test_later_runs_a_step_after_its_delay_of_animation_time():
    table = SimpleNamespace(board=None)
    mirror, ran = Mirror(table), []
    mirror.later(0.5, lambda: ran.append(1))
    mirror.tweens.update(0.4)
    assert ran == []
    mirror.tweens.update(0.2)
    assert ran == [1]


def test_a_pill_is_put_by_its_anchor_and_says_where_it_is():
    surf = pygame.Surface((300, 100))
    first = pill(surf, "6-stop", 290, 10, (200, 0, 0), anchor="topright")
    assert first.topright == (290, 10) and surf.get_at((first.centerx, first.y + 1))[:3] == (200, 0, 0)
    assert surf.get_at((first.x, first.y))[:3] == (0, 0, 0)                  # round ends
    second = pill(surf, "Out", first.x - 4, 10, (0, 0, 200), anchor="topright", k=2.0)
    assert second.right == first.x - 4 and second.h > first.h                # larger at k=2


def test_fitting_is_the_largest_size_whose_wrapped_lines_fit_the_box():
    text = "a few words that wrap over several lines in a narrow box"
    box = pygame.Rect(0, 0, 200, 110)
    size = fitting(text, 30, 12, box)
    assert 12 < size < 30
    assert len(wrap_cached(text, size, box.w)) * (size + 4) <= box.h
    assert len(wrap_cached(text, size + 1, box.w)) * (size + 5) > box.h
    assert fitting(text, 30, 12, pygame.Rect(0, 0, 20, 5)) == 12            # never below the least
    assert fitting("x", 18, 12, box) == 18
    assert fitting(text, 30, 12, box, line_gap=0) >= size


def test_a_cards_text_is_drawn_only_when_all_of_it_fits():
    text = "a rule of several words that wraps " * 3
    roomy, cramped = pygame.Rect(0, 0, 200, 200), pygame.Rect(0, 0, 200, 30)
    assert text_fits(text, 14, roomy) and not text_fits(text, 14, cramped)
    surf = pygame.Surface((200, 200), pygame.SRCALPHA)
    assert not text_if_it_fits(surf, text, cramped, 14, 12) and surf.get_bounding_rect().w == 0   # nothing cut off
    assert text_if_it_fits(surf, text, roomy, 14, 12, (255, 0, 0)) and surf.get_bounding_rect().w > 0


def test_a_blank_card_is_a_rounded_fill_framed_at_its_scale():
    card = blank_card((100, 140), (200, 200, 200), 2.0, (255, 0, 0))
    assert card.get_size() == (100, 140) and card.get_at((0, 0)).a == 0              # rounded corners
    assert card.get_at((50, 3))[:3] == (255, 0, 0) and card.get_at((50, 5))[:3] == (200, 200, 200)  # 4 px frame
    assert blank_card((100, 140), (200, 200, 200), radius=0).get_at((0, 0)).a == 255


def test_a_label_and_its_hint_go_under_the_pointer_or_above_it_near_the_bottom():
    screen = pygame.Rect(0, 0, 400, 300)
    label, hint = pygame.Surface((100, 20)), pygame.Surface((80, 14))
    box, tip = under_point((200, 100), label, hint, screen, 2.0)
    assert box.top == 100 + 72 - 6 and box.centerx == 200 and tip.top == box.bottom + 8     # clear of the card
    box, tip = under_point((200, 290), label, hint, screen)
    assert tip.bottom == 290 - 36 and box.bottom == tip.top - 4                            # both above it
    box, _tip = under_point((395, 100), label, hint, screen)
    assert screen.contains(box)


def test_a_fraction_bar_fills_its_share_and_says_it():
    surf = pygame.Surface((300, 40))
    bar = pygame.Rect(0, 0, 300, 40)
    fraction_bar(surf, bar, 0.5, (200, 0, 0), "50%")
    assert surf.get_at((140, 3))[:3] == (200, 0, 0) and surf.get_at((160, 3))[:3] == (44, 44, 50)
    assert surf.get_at((8, 20))[:3] != (200, 0, 0)                                       # the words' box


def test_a_coin_is_filled_and_ringed_its_mark_only_where_it_reads_and_a_lost_one_a_ring():
    gold, ink = (255, 214, 90), (20, 16, 14)
    surf = pygame.Surface((100, 100))
    coin(surf, (50, 50), 20, gold, ink, "印", 1.0)
    assert surf.get_at((50, 31))[:3] == ink and surf.get_at((35, 50))[:3] == gold     # the ring; the fill
    assert any(surf.get_at((x, 50))[:3] == ink for x in range(42, 58))                # the mark
    surf.fill((0, 0, 0))
    coin(surf, (50, 50), 8, gold, ink, "印", 1.0)                                      # 10 px: too small to read
    assert all(surf.get_at((x, 50))[:3] == gold for x in range(45, 56))
    surf.fill((0, 0, 0))
    coin(surf, (50, 50), 20, None, ink, "印", 1.0)
    assert surf.get_at((50, 31))[:3] == ink and surf.get_at((50, 50))[:3] == (0, 0, 0)


def test_warming_draws_each_kinds_own_back_or_none():
    drawn = []

    def render(card, size, face_up, lang, k):
        drawn.append((card, face_up))
        return pygame.Surface(size)
    cache = FaceCache(render)
    cache.warm(["a", "b"], [(10, 14)], "ja")
    assert drawn == [(None, False), ("a", True), ("b", True)]
    drawn.clear()
    cache.warm(["c"], [(10, 14), (20, 28)], "ja", backs=("c-back",))
    assert drawn == [("c-back", False), ("c", True), ("c-back", False), ("c", True)]
    drawn.clear()
    cache.warm(["d"], [(10, 14)], "ja", backs=())
    assert drawn == [("d", True)]


def test_a_layer_on_a_ground_is_an_opaque_copy_painted_over_and_kept():
    table = SimpleNamespace(lang="ja", k=1.0)
    layers, painted = Layers(table), []
    screen = pygame.Surface((50, 50))
    ground = layers.static(screen, "cloth", lambda: _filled((50, 50), (0, 80, 0)))
    assert ground.get_at((5, 5))[:3] == (0, 80, 0) and screen.get_at((5, 5))[:3] == (0, 80, 0)
    rect = pygame.Rect(10, 10, 20, 20)

    def paint(layer, area):
        painted.append(area)
        layer.fill((255, 0, 0), pygame.Rect(0, 0, 5, 5))
    for _ in range(2):
        layers.blit(screen, "plate", 1, rect, paint, ground=ground.subsurface(rect))
    assert painted == [pygame.Rect(0, 0, 20, 20)]                     # drawn once, kept
    assert screen.get_at((10, 10))[:3] == (255, 0, 0) and screen.get_at((20, 20))[:3] == (0, 80, 0)
    assert ground.get_at((10, 10))[:3] == (0, 80, 0)                  # the ground is not painted on
    layers.blit(screen, "plate", 2, rect, paint, ground=ground.subsurface(rect))
    assert len(painted) == 2                                          # a new key: painted again


def _filled(size, colour) -> pygame.Surface:
    surf = pygame.Surface(size)
    surf.fill(colour)
    return surf


def test_slot_outlines_arrows_and_marks_by_shape():
    from game.ui.kit import arrow, dashed, shape
    surf = pygame.Surface((200, 120))
    dashed(surf, pygame.Rect(10, 10, 80, 100), (255, 255, 255), (1, 2, 3), k=1.0)
    assert surf.get_at((50, 60))[:3] == (1, 2, 3) and surf.get_at((20, 10))[:3] == (255, 255, 255)
    assert surf.get_at((30, 10))[:3] != (255, 255, 255)                # dashed: a gap after 8 units
    surf.fill((0, 0, 0))
    arrow(surf, (10, 60), (190, 60), (200, 0, 0), tag="3,4")
    assert surf.get_at((150, 60))[:3] == (200, 0, 0) and surf.get_at((100, 60))[:3] != (0, 0, 0)
    surf.fill((0, 0, 0))
    arrow(surf, (10, 60), (15, 60), (200, 0, 0))                    # too short: nothing
    assert surf.get_at((12, 60))[:3] == (0, 0, 0)
    for kind in ("ring", "triangle", "shield", "cross"):
        surf.fill((0, 0, 0))
        shape(surf, kind, (100, 60), 10, (0, 255, 0))
        assert any(surf.get_at((x, y))[:3] == (0, 255, 0) for x in range(88, 113) for y in range(48, 78)), kind


def test_names_in_zones_rows_that_fit_and_cards_shown_under_a_label():
    from game.ui.kit import card_strip, centred_lines, draw_pips, named_zone, shrink_to
    surf = pygame.Surface((300, 200))
    named_zone(surf, pygame.Rect(0, 0, 120, 80), (9, 9, 9), "hold", 12, (255, 255, 255))
    assert surf.get_at((60, 70))[:3] == (9, 9, 9)
    centred_lines(surf, "a name long enough to wrap", 12, pygame.Rect(150, 0, 60, 100), (255, 255, 255))
    assert shrink_to(20, 12, lambda n: n <= 15) == 15 and shrink_to(20, 12, lambda n: False) == 12
    box = card_strip(surf, 10, 100, pygame.Surface((30, 12)), [pygame.Surface((20, 28))] * 3, (20, 28))
    assert box == pygame.Rect(6, 98, max(30 + 8, 3 * 24 + 8), 28 + 22)
    surf.fill((0, 0, 0))
    draw_pips(surf, 20, 20, 1, 2, (0, 200, 0), r=5, step=20, corner=2, line=2)
    assert surf.get_at((20, 20))[:3] == (0, 200, 0) and surf.get_at((40, 20))[:3] == (0, 0, 0)
    assert surf.get_at((36, 20))[:3] == (90, 90, 90)                    # the empty square's edge


def test_the_places_a_gesture_starts_from_are_edged():
    from game.ui.dragdrop import DragController
    rects = {Place("hand", 0, "a"): pygame.Rect(10, 10, 20, 20)}
    drag = DragController(lambda: [], lambda pos: None, lambda a: None, lambda acts, cb: None,
                          lambda source, target: None, place_rect=rects.get)
    drag.sources = lambda: list(rects)
    surf = pygame.Surface((60, 60))
    drag.draw_sources(surf, 1.0, (255, 215, 0))
    assert surf.get_at((7, 20))[:3] == (255, 215, 0) and surf.get_at((20, 20))[:3] == (0, 0, 0)
