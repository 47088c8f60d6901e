"""Non-interactive ways into the table: screenshots, smoke runs, the bench; and
the pause menu with a Resign entry."""
from __future__ import annotations

import random

import pygame

from game.engine.ai import RandomAgent
from game.engine.thinker import InlineThinker
from game.i18n import t
from game.scenes import H, W, Item, Menu
from game.scenes.pause import PANEL_W, PauseScene


class FujinPause(PauseScene):
    """The shared pause menu plus 投了 / Resign."""

    def __init__(self, app, table) -> None:
        self.table = table
        super().__init__(app, game_code="fujin")

    def panel_rect(self) -> pygame.Rect:
        return pygame.Rect((W - PANEL_W) // 2, (H - 500) // 2, PANEL_W, 500)

    def build_menu(self) -> Menu:
        menu = super().build_menu()
        if not self.confirming and not self.table.finished and any(
                s["kind"] == "human" for s in self.table.seats):
            items = list(menu.items)
            items.insert(3, Item("resign", lambda: t("fujin.pause.resign"), self.resign))
            menu = Menu(self.app, items, (W - PANEL_W) // 2 + 50, self.panel_rect().y + 120,
                        PANEL_W - 100, 52, 14, size=24)
        return menu

    def resign(self) -> None:
        """Ask first: resigning ends the game and cannot be undone."""
        from game.ui.widgets import Chooser
        self.app.stack.push(Chooser(self.app, [(t("fujin.pause.resign_yes"), True),
                                               (t("fujin.pause.resign_no"), False)],
                                    lambda yes: self.confirm_resign() if yes else None,
                                    title=t("fujin.pause.resign_q")))

    def confirm_resign(self) -> None:
        tb = self.table
        if self.app.stack.top is self:
            self.app.stack.pop()
        seat = tb.bottom if tb.is_human(tb.bottom) else next(i for i in (0, 1) if tb.is_human(i))
        tb.log.add(lambda: t("fujin.log.resign", name=tb.names[seat]))
        tb.end_game(1 - seat, "resign")


def end_game(self, winner, reason: str, draw: bool = False) -> None:
    """Record the result (stats, no autosave left behind) and show the result scene."""
    from game.scenes.result import ResultScene
    self.finished = True
    try:  # the finished game stays watchable as a replay; the autosave goes
        from game import saves
        if len(self.record):
            saves.save_replay(self.record)
        saves.delete_save_for(self.record)
    except Exception:
        pass
    try:
        from game import stats
        from game.engine import Result
        s = (self.disp.seiatsu(0), self.disp.seiatsu(1))
        stats.record_result("fujin", self.mode(), self.seat_meta(), Result(winner, reason, draw, s),
                            len(self.record), {"win_by": reason})
    except Exception:
        pass
    names = self.names
    score = lambda: t("fujin.result.score", a=self.disp.seiatsu(0), b=self.disp.seiatsu(1),  # noqa: E731
                      r=max(1, self.disp.round))
    self.app.stack.push(ResultScene(self.app, winner=(lambda: names[winner]) if winner is not None else None,
                                    reason=lambda: t(f"fujin.reason.{reason}"), details=[score],
                                    on_play_again=self.play_again, game_code="fujin"))


def _cpu_table(app, seed: int, seats=None, plies: int = 0, stop=None, options=None):
    from game.fujin.table.scene import FujinTable
    seats = seats or [{"kind": "computer", "level": "random"}, {"kind": "computer", "level": "random"}]
    opts = {"seed": seed, "undo": True, "inline_thinker": True, "ai_seed": seed}
    opts.update(options or {})
    table = FujinTable(app, seats, opts, thinker=InlineThinker())
    rng = random.Random(seed)
    agent = RandomAgent()
    n = 0
    lines = []
    while table.state.result() is None and n < plies and not (stop and stop(table.state)):
        a = _prefer_play(table.state, agent, rng)
        for e in table.record.apply(a):
            if hasattr(e, "line") and hasattr(e, "ja"):
                lines.append(e)
        n += 1
    for line in lines[-40:]:
        table.log.add(line)
    table.resync()
    return table


def _prefer_play(state, agent, rng):
    """Random, but leaning towards doing things (so positions look lived-in)."""
    legal = list(state.legal_actions())
    if state.phase == "main" and len(legal) > 1 and rng.random() < 0.85:
        legal = [a for a in legal if a.text() != "end"] or legal
    if state.phase in ("discard", "mulligan") and rng.random() < 0.7:
        return legal[0]
    return rng.choice(legal)


def screenshot_scene(app, seed: int = 1, variant: str | None = None):
    from game.scenes.result import ResultScene
    app.settings.anim_speed = 0
    human = [{"kind": "human", "level": None}, {"kind": "computer", "level": "random"}]
    if variant == "opening":
        tb = _cpu_table(app, seed, human, 2)
    elif variant == "busy":
        tb = _cpu_table(app, seed, human, 400, stop=lambda s: s.phase == "main" and s.current == 0 and
                        sum(p is not None for p in s.board) >= 7 and s.decision is None)
    elif variant == "drag":
        tb = _cpu_table(app, seed, human, 400, stop=lambda s: s.phase == "main" and s.current == 0 and
                        s.round >= 3 and s.decision is None and any(
                            a.text().startswith("summon") for a in s.legal_actions()))
    elif variant == "result":
        tb = _cpu_table(app, seed, None, 5000)
    else:
        tb = _cpu_table(app, seed, human, 400, stop=lambda s: s.round >= 3 and s.phase == "main"
                        and s.current == 0 and s.decision is None)
    tb.frozen = variant == "result"
    scenes = [tb]
    if variant == "drag":
        _start_drag(tb)
    if variant == "result":
        res = tb.state.result()
        names = tb.names
        scenes.append(ResultScene(app, winner=(lambda: names[res.winner]) if res.winner is not None else None,
                                  reason=lambda: t(f"fujin.reason.{res.reason}"),
                                  details=[lambda: t("fujin.result.score", a=tb.disp.seiatsu(0),
                                                     b=tb.disp.seiatsu(1), r=tb.disp.round)],
                                  on_play_again=lambda: None))
        tb.finished = True
    return scenes


def _start_drag(tb) -> None:
    """Pick a hand shikigami, turn it once with R, hover a lit empty cell."""
    from game.fujin.rules.cards import CARDS
    acts = [a for a in tb.ui_legal() if a.text().startswith("summon")]
    if not acts:
        return
    card = acts[0].card
    sp = tb.hand_sprites[card]
    start = (int(sp.pos[0]), int(sp.pos[1]))
    tb.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    cells = sorted({a.target for a in acts if a.card == card and CARDS[card].is_shikigami})
    target = tb.geom.cell_rect(cells[len(cells) // 2][5:]).center
    tb.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, -40), buttons=(1, 0, 0)))
    tb.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r"))
    tb.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0)))


def smoke(app, seed: int = 1, actions: int = 40) -> None:
    """Computer vs computer (random agents, animations skipped) for ``actions`` actions."""
    app.settings.anim_speed = 0
    tb = _cpu_table(app, seed)
    app.stack.clear_to(tb)
    for _ in range(actions * 6):
        app.frame(1 / 60)
        if len(tb.record) >= actions or tb.finished:
            break


def bench_sequence(app, seed: int = 1, frames: int = 600):
    """A busy scripted sequence at normal animation speed; yields after each frame.

    Computer vs computer with random agents on an inline thinker, starting
    from a mid-game position, so every few frames a new action animates.
    The first value yielded is -1, once the table has loaded (not a frame).
    """
    app.settings.anim_speed = 1.0
    tb = _cpu_table(app, seed, plies=40)
    app.stack.clear_to(tb)
    import game.fujin.table.scene as table_mod
    old = table_mod.CPU_PACE
    table_mod.CPU_PACE = 0.05
    try:
        yield -1
        for i in range(frames):
            app.frame(1 / 60)
            yield i
            if tb.finished:
                break
    finally:
        table_mod.CPU_PACE = old
