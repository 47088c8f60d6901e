"""Card sprites, counters, the HP overlay, layouts and sounds."""
from __future__ import annotations

import pygame
import pytest

from game.ui import tween
from game.ui.layout import Layout, LayoutError, Zone, load_layout
from game.ui.sound import Sounds
from game.ui.attachments import HpOverlaySprite
from game.ui.sprites import CARD_SIZE, CardSprite, Counter, Token


def run(obj, seconds=1.0, dt=1 / 60):
    for _ in range(int(seconds / dt)):
        obj.update(dt)


def test_rotated_images_are_cached(app):
    sp = CardSprite("T-006")
    a = sp.image_for(True, 90, 1.0)
    assert sp.image_for(True, 90, 1.0) is a
    assert a.get_size() == (CARD_SIZE[1], CARD_SIZE[0])
    assert sp.image_for(True, 90.2, 1.001) is a            # quantised keys
    assert sp.image_for(False, 90, 1.0) is not a
    assert sp.image_for(True, 0) is sp.base(True)           # no transform = the base face
    sp.set_card("T-007")
    assert sp.image_for(True, 90, 1.0) is not a


def test_rotate_flip_move_hover(app):
    sp = CardSprite("c", "hand:c", (100, 100), face_up=False)
    sp.rotate_to(3)                                        # the short way: 0 -> -90
    run(sp, 0.1)
    assert -90 < sp.rot < 0
    run(sp)
    assert sp.angle == 3 and sp.rot == 270.0
    sp.flip()
    run(sp, 0.1)
    assert sp.squash < 1.0
    run(sp)
    assert sp.face_up and sp.squash == 1.0
    sp.move_to((300, 200))
    run(sp)
    assert sp.pos == (300, 200) and sp.home == (300, 200)
    sp.set_hover(True)
    run(sp)
    assert sp.zoom > 1.0 and sp.lift > 0 and sp.rect.centery < 200
    sp.set_pos((10, 10))
    sp.snap_back()
    run(sp)
    assert sp.pos == (300, 200)
    surf = pygame.Surface((400, 300))
    sp.draw(surf)


def test_instant_animations_at_speed_zero(app):
    tween.set_speed(0)
    sp = CardSprite("c")
    sp.move_to((50, 60))
    sp.flip()
    sp.rotate_to(1)
    assert sp.pos == (50, 60) and not sp.face_up and sp.rot == 90.0 and not sp.busy


def test_counter_ticks_and_token_moves(app):
    c = Counter((50, 50), 3, "霊力")
    c.set_value(9, 0.5)
    run(c, 0.2)
    assert 3 < c.display < 9
    run(c)
    assert c._text() == "9"
    tok = Token((0, 0), "1")
    tok.move_to((20, 30))
    run(tok)
    assert tok.pos == (20, 30)
    surf = pygame.Surface((100, 100))
    c.draw(surf)
    tok.draw(surf)


def test_hp_overlay_slides_and_flips(app):
    host = CardSprite("hero", pos=(200, 200))
    hp = HpOverlaySprite(host, 20)
    full = hp.offset
    hp.set_hp(14)
    run(hp)
    assert hp.high and hp.offset < full
    d = hp.set_hp(8)
    assert d > 0.5
    run(hp, 0.5)
    assert hp.busy
    run(hp, 2)
    assert not hp.high and hp.hp == 8 and hp.offset == hp._offset_for(8)
    surf = pygame.Surface((400, 400))
    surf.fill((30, 60, 50))
    hp.draw(surf)
    host.draw(surf)
    assert surf.get_at((200, int(host.rect.bottom + hp.row_h // 2))) != (30, 60, 50)


def test_layout_loads_test_table():
    lay = load_layout("test-2p", required=("board", "hand.0", "hand.1", "deck.0", "deck.1", "log"))
    assert isinstance(lay, Layout) and lay.size == (1280, 720)
    board = lay["board"]
    assert board == Zone("board", "board", (320, 240, 480, 200), (("cols", "3"), ("rows", "1")))
    assert board.prect == pygame.Rect(320, 240, 480, 200)
    assert lay["hand.1"].prop("hidden") == "true"
    assert lay["deck.1"].kind == "deck"                 # old-style type= attribute
    assert [z.name for z in lay.of_kind("hand")] == ["hand.0", "hand.1"]
    assert lay.zone_at((500, 300)).name == "board"
    assert [r.width for r in board.grid(3, 1)[0]] == [160, 160, 160]
    hash(board)
    with pytest.raises(AttributeError):
        board.name = "x"  # frozen


def test_layout_missing_zones_are_listed():
    with pytest.raises(LayoutError) as err:
        load_layout("test-2p", required=("board", "discard.0", "mana"))
    msg = str(err.value)
    assert "discard.0" in msg and "mana" in msg and "board," not in msg.split("missing")[1].split(";")[0]
    with pytest.raises(LayoutError, match="not found"):
        load_layout("no-such-table")


def test_layout_without_zones_layer(tmp_path):
    bad = tmp_path / "x.tmx"
    bad.write_text('<?xml version="1.0"?><map version="1.10" orientation="orthogonal" '
                   'renderorder="right-down" width="2" height="2" tilewidth="40" tileheight="40" '
                   'infinite="0"><objectgroup id="1" name="other"/></map>', encoding="utf-8")
    with pytest.raises(LayoutError, match="zones"):
        load_layout("x", path=bad)


def test_sounds_are_harmless_without_files(tmp_path):
    s = Sounds(tmp_path, volume=0.5)
    assert s.play("nope") is False
    assert s.get("nope") is None
    s.volume = 3
    assert s.volume == 1.0
    assert s.toggle_mute() and s.play("nope") is False
