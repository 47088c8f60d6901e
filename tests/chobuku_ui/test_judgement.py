"""The judgement as a sequence, at normal animation speed: the hidden cards flip, each
challenger's 霊力 counts up beside the 鬼体力 (row by row), the over-limit one cracks a
護符, the closest glows gold (完全調伏 stronger), the weakest loses a 護符, 継承印 fly to
the winner; then the old board clears and the next round is dealt piece by piece."""
from __future__ import annotations

import pygame

from game.chobuku.rules.model import CHAL
from game.ui import tween
from tests.chobuku_ui.helpers import at, place, rect
from tests.chobuku_ui.positions import table_at


def step(app, n: int = 1, dt: float = 1 / 30) -> None:
    for _ in range(n):
        app.step(dt, [])


def press_drag(app, start, end) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 30), rel=(0, 0),
                                         buttons=(1, 0, 0))])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def test_the_judgement_plays_step_by_step(app):
    tb = table_at(app, slots={0: "kage", 1: "kage", 2: "kage"},
                  bottles={0: ["ka6", "do5"], 1: ["sui6", "kin6", "moku3"], 2: ["moku6", "do4", "ka3"]},
                  status={1: CHAL, 2: CHAL}, omens=("sanbin", None, None))
    app.settings.anim_speed = 1.0
    tween.set_speed(1.0)
    try:
        press_drag(app, at(tb, "omen:0"), rect(tb, "oni").center)
        assert tb.record.actions == ["s0 challenge use 0"]
        j = tb.state.judgement
        by = {e["seat"]: e for e in j["entries"]}
        assert by[1]["over"] and by[2]["perfect"] and by[0]["weakest"]
        seen_rows, gofu1, marks2, glow, cracks = [], [], [], False, set()
        oni_hidden = False
        for _ in range(900):
            step(app)
            show = tb.mirror.judge_show
            if show is not None:
                seen_rows.append(sum(r.started for r in show.rows))
                gofu1.append(tb.board.disp.cands[1].gofu)
                marks2.append(tb.board.disp.cands[2].marks)
                glow = glow or any(e.kind == "glow" and e.key == 2 and e.strong for e in tb.mirror.effects)
                cracks |= {e.key for e in tb.mirror.effects if e.kind == "crack"}
            elif seen_rows and place("oni") in tb.board.disp.hidden:
                oni_hidden = True          # the next round: the oni not turned up yet
            if show is not None and show.held:
                click_board(app, tb)       # read: on to the next round
            if not tb.timeline.busy and seen_rows:
                break
        # the rows started one after another, the amulet and marks changed mid-sequence
        assert seen_rows[0] < 3 and seen_rows[-1] == 3 and sorted(seen_rows) == seen_rows
        assert gofu1[0] == 3 and gofu1[-1] == 2
        assert marks2[0] == 0 and marks2[-1] == 2
        assert glow and cracks == {0, 1}
        assert oni_hidden
        # the display ends as the view says: the next round, dealt
        assert tb.mirror.judge_show is None and tb.board.disp.round == tb.view.round == 6
        assert [c.gofu for c in tb.board.disp.cands] == [c.gofu for c in tb.view.cands] == [2, 2, 3]
        assert not tb.board.disp.hidden
    finally:
        tween.set_speed(0)
        app.settings.anim_speed = 0


def click_board(app, tb) -> None:
    pos = tb.zone["board"].center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def judged_table(app):
    """A round about to be judged, played at normal speed: the judgement starts."""
    tb = table_at(app, slots={0: "kage", 1: "kage", 2: "kage"},
                  bottles={0: ["ka6", "do5"], 1: ["sui6", "kin6", "moku3"], 2: ["moku6", "do4", "ka3"]},
                  status={1: CHAL, 2: CHAL}, omens=("sanbin", None, None))
    app.settings.anim_speed = 1.0
    tween.set_speed(1.0)
    press_drag(app, at(tb, "omen:0"), rect(tb, "oni").center)
    for _ in range(200):
        step(app)
        if tb.mirror.judge_show is not None:
            break
    assert tb.mirror.judge_show is not None
    return tb


def test_a_click_skips_the_judgement(app):
    """A click mid-judgement shows its end and the game goes on: the next round is dealt."""
    try:
        tb = judged_table(app)
        click_board(app, tb)
        assert tb.mirror.judge_show is None
        step(app, 150)
        assert not tb.timeline.busy and tb.board.disp.round == tb.view.round == 6
    finally:
        tween.set_speed(0)
        app.settings.anim_speed = 0


def test_the_judgement_stays_until_a_click_or_a_key(app):
    """Played to its end, the judgement stays (a glance away misses nothing) until the
    player clicks or presses a key; the turns wait with it."""
    try:
        tb = judged_table(app)
        step(app, 30 * 20)                                  # twenty seconds
        show = tb.mirror.judge_show
        assert show is not None and show.held and tb.timeline.busy and tb.board.disp.round == 5
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
        assert tb.mirror.judge_show is None
        step(app, 150)
        assert not tb.timeline.busy and tb.board.disp.round == tb.view.round == 6
    finally:
        tween.set_speed(0)
        app.settings.anim_speed = 0


def test_the_setting_lets_the_judgement_continue_by_itself(app):
    app.settings.auto_continue_judgement = True
    try:
        tb = judged_table(app)
        step(app, 30 * 20)
        assert tb.mirror.judge_show is None and not tb.timeline.busy and tb.board.disp.round == 6
    finally:
        app.settings.auto_continue_judgement = False
        tween.set_speed(0)
        app.settings.anim_speed = 0


def test_the_auto_continue_setting_is_a_settings_row(app):
    from game.scenes.settings_scene import SettingsScene
    from game.settings import Settings
    assert Settings().auto_continue_judgement is False
    assert Settings.from_json({"auto_continue_judgement": "yes"}).auto_continue_judgement is False
    scene = SettingsScene(app)
    app.stack.push(scene)
    row = scene.menu.item("auto_judgement")
    assert row is not None and row.rect.bottom <= 720 and scene.menu.item("back").rect.bottom <= 720
    scene.change("auto_continue_judgement", True)
    assert app.settings.auto_continue_judgement is True
    app.settings.auto_continue_judgement = False


def test_an_exact_hit_counted_weakest_says_why_in_the_main_line(app, monkeypatch):
    """OC-R20: under [裏星の導き] an exact hit is no success and may be the weakest; the
    judgement says so by name in its main line (at the title's size), not in a footer."""
    from game.chobuku.rules.judgement import JudgeEntryView, JudgementView
    from game.chobuku.table import judgement as J
    from tests.chobuku_ui.helpers import CPU, HUMAN
    from game.chobuku.table import Table
    tb = Table.start(app, [HUMAN, CPU, CPU], {"seed": 3, "inline_thinker": True, "players": 3})

    def entry(seat, value, success=False, weakest=False):
        return JudgeEntryView(seat, None, value, (), None, False, success, False, weakest, int(success),
                              -int(weakest), ())
    j = JudgementView(2, 13, (("赤鬼", "Red oni", 13),), (entry(0, 13, weakest=True), entry(1, 12, success=True)),
                      True, False, None, (), ())
    drawn = []
    real = J.fit_text
    monkeypatch.setattr(J, "fit_text", lambda text, size, *a, **kw: drawn.append((text, size)) or real(text, size,
                                                                                                         *a, **kw))
    surf = pygame.Surface(app.screen.get_size())
    J.draw_judgement(surf, tb.zone["board"], j, None, tb.k, tb.names, tb.words)
    why = [(text, size) for text, size in drawn if "裏星の導き" in text]
    assert len(why) == 1 and tb.names[0] in why[0][0] and "13" in why[0][0], drawn
    names = [size for text, size in drawn if text == tb.names[1]]
    assert why[0][1] >= names[0] >= tb.px(13)                 # as large as a row's name
    assert all(size >= tb.px(12) for _text, size in drawn)
