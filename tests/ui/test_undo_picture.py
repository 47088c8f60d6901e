"""After any undo (戻す) the table shows what a table freshly loaded from the same record
shows: nothing of the undone moves stays on screen (a yokai grey as if defeated, the
undone lines in the log, a card still where it was played).

Every game of the catalogue: the seat at the screen plays a few moves against
computers, takes the last one back, and the picture of its table (animations
finished) is compared pixel for pixel with that of a table resumed from a copy of
the record, with the same seat at the screen. Each log ends with its own notice
("one action taken back" / "resumed"): that line is checked, then left out of both.
"""
from __future__ import annotations

import hashlib
import random

import pygame
import pytest

from game import games
from game.engine.record import GameRecord
from game.i18n import t
from game.ui.chooser import Chooser
from tests.gestures import click

HUMAN = {"kind": "human", "level": None}
CPU = {"kind": "computer", "level": "easy"}
#: the seat at the screen's moves before the undo (several, so the undone one is a later move)
MOVES = 5


def _codes():
    out = []
    for info in games.GAMES:
        if not info.playable:
            continue
        out.append(info.code)
    return out


def _busy(tb) -> bool:
    mirror = tb.mirror
    return bool(tb.timeline.busy or tb.flyers or tb.banners or getattr(mirror, "floaters", None)
                or getattr(mirror, "tweens", None) is not None and mirror.tweens.busy
                or any(s.busy for s in tb.board.all_sprites()))


def _rest(app, tb, rng=None, limit: int = 2000) -> None:
    """Animations finished and the computers done, until it is the screen seat's move (or the end);
    a chooser the table opens for that seat (a decision among several) is answered."""
    for _ in range(limit):
        top = app.stack.top
        if tb.state.result() is not None:
            return
        if isinstance(top, Chooser) and rng is not None:
            row = app.to_window(top, top.row_rect(rng.randrange(len(top.options))))
            click(app, row.center)
            continue
        if top is tb and not _busy(tb) and tb.my_turn() and not tb.flow.thinking:
            return
        app.step(0.25, [])
    raise AssertionError("the table never came to rest")


def _picture(app, tb, notice: str) -> str:
    """The table drawn on a surface of its own (its log's closing ``notice`` checked and left
    out, the pulsing marks at one moment), as a digest."""
    texts = tb.log.texts()
    assert texts and texts[-1] == notice, texts[-3:]
    lines = tb.log.lines[:-1]
    tb.log.clear()
    for line in lines:
        tb.log.add(line)
    tb.clock = 0.0
    surf = pygame.Surface(app.scene_size(tb))
    tb.draw(surf)
    return hashlib.sha256(pygame.image.tobytes(surf, "RGB")).hexdigest(), surf


@pytest.mark.parametrize("code", _codes())
@pytest.mark.parametrize("seed", [3, 11])
def test_undo_shows_what_a_fresh_table_shows(table_app, code, seed):
    app = table_app
    app.settings.anim_speed = 1.0          # as a player has it: slides and fades take time
    app.apply_anim_speed()
    app.settings.auto_continue_judgement = True     # 鬼調伏's judgement would wait for a click
    info = games.get(code)
    table_cls = info.table_mod().Table
    lo, hi = info.players
    n = max(lo, min(2, hi))
    seats = [dict(HUMAN)] + [dict(CPU) for _ in range(n - 1)]
    tb = table_cls.start(app, seats, {"seed": seed, "undo": True, "inline_thinker": True, "ai_seed": seed})
    rng = random.Random(seed)
    lively = getattr(table_cls.spec, "lively", None)
    for moves in range(MOVES * 20):
        _rest(app, tb, rng)
        if tb.state.result() is not None:
            # 鬼調伏: every move of the seat at the screen ends in a draw, a reveal or the
            # computer's reply, so against computers there is never a move to take back
            pytest.skip(f"{code}: no move of the seat at the screen could be taken back in a whole game")
        if moves >= MOVES and tb.flow.undo_depth() > 0:     # (a move past a reveal cannot be)
            break
        action = lively(tb.state, rng) if lively is not None else rng.choice(list(tb.state.legal_actions()))
        tb.commit(action)
    assert tb.flow.undo_depth() > 0, "nothing to take back"
    tb.flow.undo()
    _rest(app, tb)
    undone, surf = _picture(app, tb, t("ui.log.undo"))

    record = GameRecord.from_json(tb.record.to_json(), tb.record.state_cls)
    fresh = table_cls.resume_record(app, record, seats=seats, options={"undo": True, "inline_thinker": True})
    assert fresh.bottom == tb.bottom
    _rest(app, fresh)
    again, fresh_surf = _picture(app, fresh, t("ui.log.resumed"))
    if undone != again:
        from tests.ui.conftest import SHOTS
        SHOTS.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surf, str(SHOTS / f"undo-{code}-{seed}.png"))
        pygame.image.save(fresh_surf, str(SHOTS / f"undo-{code}-{seed}-fresh.png"))
    assert undone == again, f"after undo the {code} table differs from a freshly loaded one"

