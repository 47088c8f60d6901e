"""The rules viewer scene, headless: languages, anchors, scrolling, search."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import i18n

SHOTS = Path("/tmp/rules-shots")


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("FUDABA_HOME", str(tmp_path / "home"))
    from game.app import App
    a = App(headless=True, fullscreen=False)
    a.start_title()
    a.frame(1 / 60)
    yield a
    i18n.set_lang("ja")


def push(app, code="fujin", anchor=None):
    from game.scenes.rules import RulesScene
    scene = RulesScene(app, code, anchor)
    app.stack.push(scene)
    app.frame(1 / 60)
    return scene


def key(app, k, unicode="", mod=0):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)])
    app.draw()


def type_text(app, text):
    for ch in text:
        key(app, 0, ch)


def shot(app, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.draw(), str(SHOTS / f"test-{name}.png"))


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_renders_every_page(app, lang):
    i18n.set_lang(lang)
    scene = push(app)
    assert scene.page == "quickref"
    shot(app, f"{lang}-quickref")
    before = pygame.image.tobytes(app.draw(), "RGB")
    for page in scene.pages():
        scene.open(page)
        app.frame(1 / 60)
        assert scene.laid_out()[1] > 0, page
    assert pygame.image.tobytes(app.draw(), "RGB") != before


def test_languages_render_differently(app):
    scene = push(app, anchor="FJ-8")
    ja = pygame.image.tobytes(app.draw(), "RGB")
    i18n.set_lang("en")
    en = pygame.image.tobytes(app.draw(), "RGB")
    assert ja != en and scene.subtitle() and "攻撃と反撃" in scene.subtitle()
    shot(app, "en-ch8")


def test_opens_at_chapter_and_ruling_anchor(app):
    scene = push(app, anchor="FJ-8")
    assert scene.page == "FJ-8" and scene.scroll == 0
    app.stack.pop()
    scene = push(app, anchor="FJ-R07")
    assert scene.page == "rulings" and scene.mark == "FJ-R07"
    assert scene.scroll > 0 and scene.scroll == min(scene.laid_out()[2]["FJ-R07"][0], scene.max_scroll())
    shot(app, "ja-ruling07")


def test_scrolls_by_keys_and_wheel(app):
    scene = push(app, anchor="FJ-14")
    assert scene.max_scroll() > 0
    key(app, pygame.K_PAGEDOWN)
    first = scene.scroll
    assert first > 0
    key(app, pygame.K_TAB)              # focus the page: arrows scroll
    assert scene.focus == "page"
    key(app, pygame.K_DOWN)
    assert scene.scroll > first
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll()
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)])
    assert scene.scroll < scene.max_scroll()
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_HOME)
    assert scene.scroll == 0


def test_toc_keyboard_navigation(app):
    scene = push(app)
    key(app, pygame.K_DOWN)
    assert scene.page == "FJ-1"
    for _ in range(7):
        key(app, pygame.K_DOWN)
    assert scene.page == "FJ-8"
    key(app, pygame.K_UP)
    assert scene.page == "FJ-7"


def test_search_with_key_events_jumps_to_first_hit(app):
    scene = push(app, anchor="FJ-1")
    key(app, pygame.K_SLASH, "/")
    assert scene.focus == "search" and scene.query == ""
    type_text(app, "マヨヒガ")
    assert scene.query == "マヨヒガ" and scene.hits
    assert "FJ-13" in scene.hit_pages()
    shot(app, "ja-search")
    key(app, pygame.K_RETURN, "\r")
    assert scene.page == scene.hits[0].page and scene.focus == "page"


def test_search_english_check_and_textinput_not_doubled(app):
    i18n.set_lang("en")
    scene = push(app)
    # a real keyboard sends KEYDOWN then TEXTINPUT for the same character, in one frame
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0, unicode="/", scancode=0),
                      pygame.event.Event(pygame.TEXTINPUT, text="/")])
    assert scene.focus == "search" and scene.query == ""
    for ch in "Check":
        app.step(0, [pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0),
                     pygame.event.Event(pygame.TEXTINPUT, text=ch)])
    assert scene.query == "Check"
    app.step(0, [pygame.event.Event(pygame.TEXTINPUT, text="ck")])   # an IME commit
    assert scene.query == "Checkck"
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    assert "FJ-10" in scene.hit_pages()
    key(app, pygame.K_DOWN)
    assert scene.hit_sel == 1
    key(app, pygame.K_RETURN)
    assert scene.page == scene.hits[1].page
    shot(app, "en-search-open")


def test_search_ruling_hit_opens_that_ruling(app):
    scene = push(app)
    key(app, pygame.K_SLASH, "/")
    type_text(app, "FJ-R19")
    assert [h.id for h in scene.hits] == ["FJ-R19"]
    key(app, pygame.K_RETURN)
    assert scene.page == "rulings" and scene.mark == "FJ-R19"


def test_escape_leaves_search_then_pops(app):
    depth = len(app.stack)
    scene = push(app)
    key(app, pygame.K_SLASH, "/")
    type_text(app, "隙")
    key(app, pygame.K_ESCAPE)
    assert scene.query == "" and scene.focus == "toc" and app.stack.top is scene
    key(app, pygame.K_ESCAPE)
    assert len(app.stack) == depth


def test_mouse_toc_and_back_button(app):
    from game.scenes.rules import BACK_RECT
    scene = push(app)
    r = scene.toc_rows()[3]
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1)])
    assert scene.page == "FJ-3"
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=BACK_RECT.center, button=1)])
    assert app.stack.top is not scene


def test_game_without_rules_says_so(app, monkeypatch):
    from game import rulesbook

    def no_document(code):
        raise LookupError(code)
    monkeypatch.setattr(rulesbook, "load", no_document)
    scene = push(app, code="chobuku")
    assert scene.doc is None
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene


def test_pause_menu_opens_the_viewer(app):
    from game.scenes.pause import PauseScene
    from game.scenes.rules import RulesScene
    pause = PauseScene(app, "fujin")
    app.stack.push(pause)
    pause.open_rules()
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.doc is not None
