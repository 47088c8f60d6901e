"""Buttons, text wrapping, toasts, banner, log and the chooser on its own."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.ui import theme
from game.ui.chooser import Chooser
from game.ui.widgets import Banner, Button, LogPanel, Toasts, draw_wrapped, wrap_text

from .synth import down, key, motion

LOCALE = Path(__file__).resolve().parents[2] / "game" / "locale"


def test_ui_catalogues_have_the_same_keys():
    ja = json.loads((LOCALE / "ja" / "ui.json").read_text(encoding="utf-8"))
    en = json.loads((LOCALE / "en" / "ui.json").read_text(encoding="utf-8"))
    assert set(ja) == set(en) and all(k.startswith("ui.") for k in ja)


def test_wrap_english_on_spaces(app):
    text = "The quick brown fox jumps over the lazy dog again and again"
    lines = wrap_text(text, 18, 160)
    assert len(lines) > 1
    assert " ".join(lines) == text
    assert all(theme.font(18).size(line)[0] <= 160 for line in lines)


def test_wrap_japanese_without_spaces_and_kinsoku(app):
    text = "式神を盤面に召喚し、向きを決めてから攻撃します。相手の陣を崩せば勝ちです。"
    lines = wrap_text(text, 20, 120)
    assert len(lines) > 2 and "".join(lines) == text
    assert not any(line[0] in "、。" for line in lines)
    assert wrap_text("一行目\n二行目", 20, 500) == ["一行目", "二行目"]
    assert "".join(wrap_text("Supercalifragilisticexpialidocious", 20, 80)) == \
        "Supercalifragilisticexpialidocious"


def test_button_click_disabled_reason_and_keyboard(app):
    clicks = []
    reason = {"text": ""}
    b = Button((10, 10, 120, 40), "押す", lambda: clicks.append(1),
               disabled=lambda: reason["text"])
    assert b.handle(down((20, 20))) and clicks == [1]
    reason["text"] = "霊力が足りません"
    assert not b.enabled
    b.handle(motion((20, 20), False))
    assert b.handle(down((20, 20))) and clicks == [1]
    surf = pygame.Surface((400, 200))
    b.draw(surf)                                   # with the tooltip
    reason["text"] = ""
    b.focused = True
    assert b.handle(key(pygame.K_RETURN)) and clicks == [1, 1]
    assert not b.handle(key(pygame.K_a))


def test_chooser_number_keys_and_cancel(app):
    picked, cancelled = [], []
    app.stack.push(Chooser(app, [("拳", "fist"), ("握", "grip"), ("三", 3)], picked.append,
                           lambda: cancelled.append(1)))
    app.step(events=[key(pygame.K_3)])
    assert picked == [3] and len(app.stack) == 0
    app.stack.push(Chooser(app, [("a", 1)], picked.append, lambda: cancelled.append(1)))
    app.step(events=[key(pygame.K_ESCAPE)])
    assert cancelled == [1] and len(app.stack) == 0


def test_toasts_fade_and_stack(app):
    ts = Toasts(duration=1.0, max_items=2)
    ts.push("一つ目")
    ts.push("two", "error")
    ts.push("三つ目")
    assert ts.messages == ["two", "三つ目"]
    surf = pygame.Surface((1280, 720))
    ts.draw(surf)
    ts.update(1.1)
    assert ts.messages == []


def test_banner_and_log_panel(app):
    b = Banner("王手！", theme.ACCENT)
    for _ in range(10):
        b.update(1 / 30)
    assert 0.9 < b.scale and b.alpha == 255
    app.screen.fill(theme.TABLE)
    b.draw(app.screen)
    log = LogPanel((900, 40, 300, 200))
    for i in range(30):
        log.add(f"{i}: 式神を召喚した line {i}")
    log.draw(app.screen)
    draw_wrapped(app.screen, "折り返しのテスト。Wrapping test for panels.", pygame.Rect(40, 40, 200, 200))
    app.shot("banner-log")
    for _ in range(100):
        b.update(1 / 30)
    assert b.done


def test_ui_scale_enlarges_choosers_and_toasts():
    """Settings → UI scale (100–200%) applies to choosers and toasts too: a chooser is laid
    out in layout units and the app draws it at the window's scale."""
    from game.app import App
    app = App(headless=True, fullscreen=False)
    small = Chooser(app, [("拳", 1), ("握", 2)], lambda v: None)
    app.settings.ui_scale = 2.0
    app.apply_ui_scale()
    big = Chooser(app, [("拳", 1), ("握", 2)], lambda v: None)
    assert big.row_rect(0) == small.row_rect(0) and big.size == small.size
    assert app.to_window(big, big.row_rect(0)).height == 2 * small.row_rect(0).height
    ts = Toasts()
    ts.push("霊力が足りません: 必要 9 / 所持 5", "error")
    plain, scaled = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    ts.draw(plain)
    ts.scale = 2.0
    ts.draw(scaled)
    assert pygame.mask.from_threshold(scaled, (0, 0, 0), (1, 1, 1, 255)).count() < \
        pygame.mask.from_threshold(plain, (0, 0, 0), (1, 1, 1, 255)).count()


def test_five_seats_have_five_colours_in_both_palettes():
    """鬼調伏 seats five players: every seat needs its own colour, colour-blind palette too."""
    from game.ui import theme
    try:
        for cvd in (False, True):
            theme.set_colorblind(cvd)
            assert len(set(theme.SEAT_COLOURS)) >= 5
    finally:
        theme.set_colorblind(False)


def test_log_panel_wraps_once_until_its_lines_size_or_language_change(app):
    """The log is wrapped once, not every frame; a new line, a new size or a new language
    wraps it again (and a cleared log shows nothing old)."""
    from game import i18n
    log = LogPanel((900, 40, 300, 200))
    for i in range(5):
        log.add(f"{i}: 式神を召喚した line {i}")
    first = log._wrapped()
    assert log._wrapped() is first
    log.add("another line")
    second = log._wrapped()
    assert second is not first and second[-1][0].startswith("another")
    log.set_scale(2.0)
    assert log._wrapped() is not second
    third = log._wrapped()
    was = i18n.get_lang()
    i18n.set_lang("en" if was == "ja" else "ja")
    try:
        assert log._wrapped() is not third
    finally:
        i18n.set_lang(was)
    log.clear()
    assert log._wrapped() == []


def test_log_panel_never_starts_with_the_tail_of_an_entry(app):
    """At a large size the top line would be the cut-off end of a long entry: it is left
    blank instead, and the lines below stay where they were."""
    import pygame
    log = LogPanel((0, 0, 200, 100))
    log.set_scale(2.0)
    log.add("short")
    log.add("a rather long entry that will wrap over several lines in this narrow panel")
    log.add("end")
    wrapped = log._wrapped()
    step = log.size + 4
    visible = (log.rect.height - 12) // step
    window = wrapped[len(wrapped) - visible:]
    assert not window[0][2], "the set-up must put a continuation line on top"
    drawn: list[str] = []
    real_font = __import__("game.ui.theme", fromlist=["font"]).font

    class Spy:
        def __init__(self, f):
            self.f = f

        def render(self, text, *a):
            drawn.append(text)
            return self.f.render(text, *a)

    import game.ui.theme as theme
    surf = pygame.Surface((200, 100))
    orig = theme.font
    theme.font = lambda size: Spy(real_font(size))
    try:
        log._images.clear()
        log.draw(surf)
    finally:
        theme.font = orig
    first_shown = next(i for i, w in enumerate(window) if w[2])
    assert drawn == [w[0] for w in window[first_shown:]]


def test_a_banner_stays_inside_the_message_area_it_is_given():
    """A table's banners (「先手の番」, 王手) go to its message area, never over the hand, the
    board or the buttons; a long one takes smaller print to fit the area's width."""
    import pygame

    from game.ui import theme
    from game.ui.widgets import Banner
    pygame.font.init()
    surf = pygame.Surface((1280, 720), pygame.SRCALPHA)
    area = pygame.Rect(10, 296, 370, 186)
    banner = Banner("An announcement much longer than the area is wide", theme.GOLD, 1.0, 64)
    banner.elapsed = banner.POP + 0.1          # popped in, fully shown
    banner.draw(surf, area)
    drawn = surf.get_bounding_rect()
    assert drawn.width and area.contains(drawn), (drawn, area)


def test_text_with_no_room_never_reaches_smoothscale_with_nothing_to_scale():
    """The UI fuzzer found 鬼調伏's seat panel, in a narrow window, fitting an empty line
    into a negative width: pygame's smoothscale of a surface 0 wide ended the process
    (SIGSEGV). Empty text and no room are left as they are."""
    import pygame

    from game.ui import theme
    from game.ui.kit import fit_text
    from game.ui.widgets import Button
    pygame.font.init()
    assert fit_text("", 13, -5, theme.TEXT).get_width() == 0
    assert fit_text("", 13, 40, theme.TEXT).get_width() == 0
    assert fit_text("some words", 13, -5, theme.TEXT).get_width() == 0
    assert theme.squeeze(pygame.Surface((0, 17)), 1).get_size() == (0, 17)
    surf = pygame.Surface((100, 100))
    Button((0, 0, 4, 30), "", lambda: None).draw(surf)
    Button((0, 0, 4, 30), "label", lambda: None).draw(surf)


def test_banners_in_a_narrow_area_share_a_few_sizes_from_one_ladder():
    """A banner shrinks to fit in steps of ×0.85, not to any size: names of every length end
    on a handful of sizes, so the fonts' glyphs drawn for one banner serve the next."""
    pygame.font.init()
    ladder, size = [44], 44
    while size > 12:
        size = max(12, int(size * 0.85))
        ladder.append(size)
    names = ["ハナ (CPU・入門)", "レン (CPU・入門)", "Kai", "Sora (CPU, Master)", "プレイヤー1", "後攻: ハンテンハンド"]
    sizes = {Banner.fitting_size(f"{n}のターン", 44, 300) for n in names}
    assert sizes <= set(ladder), sizes
    for n in names:
        s = Banner.fitting_size(f"{n}のターン", 44, 300)
        assert theme.font(s, True).size(f"{n}のターン")[0] <= 300 - 24 or s == 12


def test_a_table_has_drawn_its_turn_banners_while_loading(table_app):
    """The first turn banner of each seat costs a frame nothing new: the table drew it while
    loading (the first pass of the bench's busy sequence showed one new print size a banner)."""
    from game.fujin.table import Table
    from game.i18n import t
    tb = Table.start(table_app, [{"kind": "human", "level": None}, {"kind": "computer", "level": "easy"}],
                     {"seed": 3, "inline_thinker": True})
    width = (tb.message_area() or table_app.screen.get_rect()).width
    before = theme.text.cache_info().misses
    for seat, name in enumerate(tb.names):
        Banner(t("ui.banner.turn", name=name), theme.SEAT_COLOURS[seat], size=tb.px(44)).image(width)
    assert theme.text.cache_info().misses == before
