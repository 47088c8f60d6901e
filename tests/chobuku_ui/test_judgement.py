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
                glow = glow or any(e.kind == "glow" and e.seat == 2 and e.strong for e in tb.mirror.effects)
                cracks |= {e.seat for e in tb.mirror.effects if e.kind == "crack"}
            elif seen_rows and place("oni") in tb.board.disp.hidden:
                oni_hidden = True          # the next round: the oni not turned up yet
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


def test_a_click_skips_the_judgement(app):
    tb = table_at(app, slots={0: "kage", 1: "kage", 2: "kage"},
                  bottles={0: ["ka6", "do5"], 1: ["sui6", "kin6", "moku3"], 2: ["moku6", "do4", "ka3"]},
                  status={1: CHAL, 2: CHAL}, omens=("sanbin", None, None))
    app.settings.anim_speed = 1.0
    tween.set_speed(1.0)
    try:
        press_drag(app, at(tb, "omen:0"), rect(tb, "oni").center)
        for _ in range(200):
            step(app)
            if tb.mirror.judge_show is not None:
                break
        assert tb.mirror.judge_show is not None
        pos = tb.zone["board"].center
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        step(app, 3)
        assert tb.mirror.judge_show is None and tb.board.disp.round == tb.view.round == 6
    finally:
        tween.set_speed(0)
        app.settings.anim_speed = 0
