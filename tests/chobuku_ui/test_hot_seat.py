"""Hot seat: the curtain passes the device between people, and each hidden shikigami
stays hidden from everyone but its owner (on the table, in the log, in what is drawn)."""
from __future__ import annotations

from game.chobuku.rules.cards import SHIKI
from game.chobuku.table import Table, faces
from game.ui.curtain import CurtainScene
from tests.chobuku_ui.helpers import HUMAN, at, place, rect
from tests.gestures import click, drag, frames

THREE = [HUMAN, HUMAN, HUMAN]


def shown_faces(app, tb, monkeypatch) -> set:
    """Every face drawn face up in one frame: the sprites' and whatever the table renders."""
    seen: set = set()
    real = faces.render

    def spy(face, size, face_up=True, lang=None, scale=1.0):
        if face_up:
            seen.add(face)
        return real(face, size, face_up, lang, scale)
    monkeypatch.setattr(faces, "render", spy)
    app.draw()
    monkeypatch.setattr(faces, "render", real)
    for sprite in tb.board.sprites.values():
        if sprite.visible and sprite.face_up and sprite.card:
            seen.add(sprite.card)
    return seen


def test_the_curtain_hides_each_hidden_shikigami(app, monkeypatch):
    tb = Table.start(app, THREE, {"seed": 8, "undo": True, "players": 3, "characters": "basic"})
    assert tb.hotseat
    placed: dict[int, str] = {}
    for _ in range(3):
        frames(app)
        # placing shows this person nothing secret (their hand is their character's, public):
        # the table turns to them without a curtain
        assert app.stack.top is tb
        seat = tb.state.to_move()
        assert tb.bottom == seat and tb.my_turn()
        # the seats that placed before: face down to this person, everywhere
        secrets = {q: faces.Face("s", sid, tb.state.cands[q].chara) for q, sid in placed.items()}
        for q in placed:
            assert tb.view.cands[q].slot == "hidden" and tb.board.disp.cands[q].slot == "hidden"
            slot = tb.board.sprites[place(f"slot@{q}")]
            assert slot.card == faces.SHIKI_BACK and not slot.face_up
            name = SHIKI[(tb.state.cands[q].chara, placed[q])].name_ja
            assert not any(name in line for line in tb.log.texts()), (name, tb.log.texts())
        seen = shown_faces(app, tb, monkeypatch)
        assert not (set(secrets.values()) & seen), (secrets, seen)
        # this person places one of their own, face down, by dragging it onto their slot
        sid = tb.state.cands[seat].hand[0]
        drag(app, at(tb, f"hand@{seat}:{sid}"), rect(tb, f"slot@{seat}").center)
        assert tb.state.cands[seat].slot == sid
        placed[seat] = sid
        frames(app)
        if len(placed) < 3:       # straight on to the next person, who sees it face down
            assert tb.bottom != seat and tb.board.disp.cands[seat].slot == "hidden"
    assert tb.state.phase == "turn"
    # the turns begin: the next person's view shows their face-down shikigami, so the
    # curtain is up, and opaque: nothing of the table is drawn behind it
    frames(app)
    assert isinstance(app.stack.top, CurtainScene) and not app.stack.top.overlay
    drawn = []
    real = tb.draw
    tb.draw = lambda surf: drawn.append(1) or real(surf)
    app.draw()
    tb.draw = real
    assert drawn == []
    click(app, (640, 360))
    me = tb.bottom
    for q, sid in placed.items():
        slot = tb.view.cands[q].slot
        assert slot == (sid if q == me else "hidden")


def test_a_curtain_only_before_a_view_that_shows_a_secret(app):
    """Two people, characters chosen: the picks and the placing show nothing hidden, so
    the table turns to each without a curtain; the first draw shows the drawer's
    face-down shikigami, so the one curtain goes up there; from then on every turn has one."""
    from game.chobuku.rules import actions as A
    tb = Table.start(app, [HUMAN, HUMAN], {"seed": 8, "players": 2, "characters": "choose"})
    curtains = []
    for _ in range(12):
        frames(app)
        if isinstance(app.stack.top, CurtainScene):
            curtains.append(tb.state.view(None).phase)
            click(app, (640, 360))
            frames(app)
        v = tb.state.view(tb.state.to_move())
        if v.phase == "turn" and v.decision is None:
            break
        tb.flow.play(next(a for a in tb.state.legal_actions() if isinstance(a, (A.PickChara, A.SetShiki))))
    assert curtains == ["turn"]
    assert tb.bottom == tb.state.to_move() and tb.my_turn()
    tb.flow.play(next(a for a in tb.state.legal_actions() if isinstance(a, A.Draw)))
    frames(app)
    assert isinstance(app.stack.top, CurtainScene)        # the other person's turn: their secret


def test_only_the_owner_peeks_at_a_face_down_shikigami(app, monkeypatch):
    """Pointing at your own face-down shikigami shows it to you; pointing at another
    seat's shows nothing (its face is never even rendered)."""
    from tests.gestures import ev
    tb = Table.start(app, THREE, {"seed": 8, "undo": True, "players": 3, "characters": "basic"})
    for _ in range(3):
        frames(app)
        click(app, (640, 360))
        seat = tb.state.to_move()
        sid = tb.state.cands[seat].hand[0]
        drag(app, at(tb, f"hand@{seat}:{sid}"), rect(tb, f"slot@{seat}").center)
    frames(app)
    click(app, (640, 360))
    me = tb.bottom
    other = (me + 1) % 3
    app.step(1 / 60, [ev("motion", rect(tb, f"slot@{me}").center, held=False)])
    assert tb.board.hud.peek_place() == place(f"slot@{me}")
    mine = faces.Face("s", tb.state.cands[me].slot, tb.state.cands[me].chara)
    assert mine in shown_faces(app, tb, monkeypatch)
    app.step(1 / 60, [ev("motion", rect(tb, f"slot@{other}").center, held=False)])
    assert tb.board.hud.peek_place() is None
    theirs = faces.Face("s", tb.state.cands[other].slot, tb.state.cands[other].chara)
    assert theirs not in shown_faces(app, tb, monkeypatch)


def test_the_stars_row_takes_every_star_card_inside_its_zone(app):
    from game.chobuku.rules.cards import STAR_IDS
    from tests.chobuku_ui.positions import table_at
    tb = table_at(app, players=5, bottles={0: ["ka1"], 1: ["sui1"], 2: ["kin1"], 3: ["do1"], 4: ["moku1"]},
                  stars=[(c, i % 5, None, None) for i, c in enumerate(STAR_IDS) if c != "fuji"])
    zone = tb.zone["stars"]
    rows = [tb.board.sprites[place(f"star:{k}")] for k in range(len(tb.view.stars))]
    assert len(rows) == 23
    assert all(zone.contains(s.rect) for s in rows), [s.rect for s in rows if not zone.contains(s.rect)]
    assert len({s.rect.x for s in rows}) == 23          # each one shows an edge of its own


def test_the_keyboard_peeks_too_by_focusing_your_own_face_down_shikigami(app, monkeypatch):
    import pygame
    from tests.chobuku_ui.positions import table_at
    from tests.gestures import key
    tb = table_at(app, bottles={0: ["ka3"], 1: ["sui1"], 2: ["kin1"]}, slots={0: "kappa"})
    frames(app, 1)
    assert tb.keys.ring()[-1] == place("slot@0") and place("slot@1") not in tb.keys.ring()
    for _ in range(len(tb.keys.ring())):
        key(app, pygame.K_TAB)
        if tb.drag.focus == place("slot@0"):
            break
    assert tb.board.hud.peek_place() == place("slot@0")
    assert faces.Face("s", "kappa", tb.state.cands[0].chara) in shown_faces(app, tb, monkeypatch)
    before = len(tb.record)
    key(app, pygame.K_RETURN)                        # nothing to do with it: nothing happens
    assert len(tb.record) == before and not tb.drag.holding
