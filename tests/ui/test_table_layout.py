"""Every size readable (issue "The table as a player meets it"): every table, and the
menus, drawn at every UI scale and in full-screen windows, checked automatically:

* nothing is drawn under 12 px at ×1 (12 × the scale at larger sizes), card faces
  included: a small card prints its marks at 12 or more and leaves what does not fit
  to the zoom panel (``game.ui.fineprint``), which shows every card whole;
* every text fits its box: no label squeezed narrower, no wrapped text cut off
  (``game.ui.theme.overflow`` reports both);
* the table names one message area in its layout, and it covers none of the hand,
  the board or the buttons (refusals, hints and notices go there);
* every zone lies inside the window.

Each table is built once (a lively position in its hot-seat set-up) and laid out
again at each size, as a player changing the setting sees it.
"""
from __future__ import annotations

import pygame
import pytest

from game import games, i18n
from game.app import App
from game.scenes import registry
from game.ui.table.table import GameTable
from tests.ui.audit import TextAudit, kept_free

#: (UI scale, window size or None: the window the scale makes)
SIZES = {"x1": (1.0, None), "x1.25": (1.25, None), "x1.5": (1.5, None), "x2": (2.0, None),
         "1920x1080": (1.0, (1920, 1080)), "2560x1440": (1.0, (2560, 1440))}
QUICK = ("x1", "x2", "1920x1080")          # in make test; the rest with make test-all
CODES = [g.code for g in games.GAMES if g.playable]
MENUS = ("title", "select", "setup", "settings", "rules", "stats", "replays", "saved-games")


def _sizes():
    return [pytest.param(name, marks=() if name in QUICK else pytest.mark.slow) for name in SIZES]


def _apply(app, name: str) -> None:
    scale, window = SIZES[name]
    app.settings.ui_scale = scale
    app.apply_ui_scale()
    if window is not None:
        app.resize(window)


def table_at(code: str, lang: str, size: str):
    """The app showing ``code``'s screenshot table (seed 3) in ``lang`` at ``size``; and the table."""
    app = App(headless=True, fullscreen=False, lang=lang)
    i18n.set_lang(lang)
    scenes = registry.build(app, code, 3)
    app.stack.clear_to(scenes[0])
    for scene in scenes[1:]:
        app.stack.push(scene)
    tb = next(s for s in scenes if isinstance(s, GameTable))
    _apply(app, size)
    return app, tb


def _draw_audited(app) -> TextAudit:
    with TextAudit() as audit:
        for scene in app.stack:
            scene.resized()          # cached layers drawn again, through the audit
        app.frame(1 / 60)
        app.draw()
    return audit


def _table_problems(app, tb, name: str) -> list[str]:
    audit = _draw_audited(app)
    k = tb.k if tb.scalable else 1.0
    out = [f"{name}: text under 12 px at x1: {audit.small_print(12 * k)}"] if audit.small_print(12 * k) else []
    out += [f"{name}: does not fit: {o}" for o in audit.overflowing()]          # on a card face too
    area = tb.message_area()
    if area is None:
        out.append(f"{name}: the layout names no message area")
    else:
        out += [f"{name}: the message area covers {zone}" for zone, rect in kept_free(tb).items()
                if rect.colliderect(area)]
    w, h = app.scene_size(tb)
    out += [f"{name}: zone {zone} {rect} outside {w}x{h}" for zone, rect in tb.zone.items()
            if rect.right > w + 1 or rect.bottom > h + 1 or rect.x < 0 or rect.y < 0]
    return out


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", _sizes())
@pytest.mark.parametrize("code", CODES)
def test_every_table_is_readable_at_every_size(code, size, lang):
    app, tb = table_at(code, lang, size)
    assert _table_problems(app, tb, f"{code} {size} {lang}") == []


@pytest.mark.parametrize("size", _sizes())
@pytest.mark.parametrize("menu", MENUS)
def test_every_menu_is_readable_at_every_size(menu, size):
    app = App(headless=True, fullscreen=False, lang="en")
    i18n.set_lang("en")
    scenes = registry.build(app, menu, 1)
    app.stack.clear_to(scenes[0])
    for scene in scenes[1:]:
        app.stack.push(scene)
    _apply(app, size)
    audit = _draw_audited(app)
    assert audit.small_print(12) == [] and audit.overflowing() == []


def test_the_audit_sees_small_print_and_text_that_does_not_fit():
    """The checks can fail: a 9 px line and a label squeezed into a narrow button are seen."""
    import pygame

    from game.ui import theme
    from game.ui.kit import fit_text
    from game.ui.widgets import Button
    App(headless=True, fullscreen=False)
    surf = pygame.Surface((200, 100))
    with TextAudit() as audit:
        surf.blit(theme.text("tiny", 9), (0, 0))
        Button((0, 0, 40, 30), "a label far too long for it", lambda: None).draw(surf)
        fit_text("another long line of text", 20, 30, theme.TEXT)
    assert audit.small_print(12) == [9]
    assert [o[2] for o in audit.overflowing()] == ["squeezed", "squeezed"]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", _sizes())
def test_hakusura_chooser_opens_beside_the_arena(size, lang):
    """A choice of several actions (a drop that means more than one, Enter on a piece)
    opens in the layout's chooser place: not over the arena's yokai, the hands or the
    buttons, its words whole and at 12 px or more (it is drawn in layout units)."""
    from game.ui.chooser import Chooser
    app = App(headless=True, fullscreen=False, lang=lang)
    i18n.set_lang(lang)
    scenes = registry.build(app, "hakusura", 3)
    app.stack.clear_to(scenes[0])
    for scene in scenes[1:]:
        app.stack.push(scene)
    tb = next(s for s in scenes if isinstance(s, GameTable))
    _apply(app, size)
    acts = sorted(tb.state.legal_actions(), key=lambda a: -len(tb.words.describe(a)))[:4]    # the longest words
    assert len(acts) >= 2, "the lively position offers a choice"
    tb.choose(acts, lambda a: None)
    chooser = app.stack.top
    assert isinstance(chooser, Chooser)
    k = tb.k
    rect = pygame.Rect(round(chooser.rect.x * k), round(chooser.rect.y * k), round(chooser.rect.w * k),
                       round(chooser.rect.h * k))
    covered = [zone for zone, r in kept_free(tb).items() if r.colliderect(rect)]
    assert covered == [], f"the chooser {rect} covers {covered}"
    audit = _draw_audited(app)
    assert audit.small_print(12) == [] and audit.overflowing() == []
