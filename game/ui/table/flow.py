"""The flow of moves at a table: whose move it is and what the table does about it.

The computer thinks off the frame loop (a worker process, or slices between
frames); the curtain goes up between hot-seat players before anything hidden
is shown; a pending decision of the person at the screen that is answered
from a list opens its chooser; an action is played through the record
(autosaved, animated as the viewer saw it); undo is fair (one's own moves of
this turn, never past a draw or another's decision).
"""
from __future__ import annotations


from game.engine import IllegalAction, Log
from game.engine.thinker import AgentSpec, InlineThinker, make_thinker
from game.i18n import t
from game.ui import theme
from game.ui.curtain import CurtainScene
from game.ui.table import seats as seatlib



class Flow:
    def __init__(self, table, thinker=None) -> None:
        self.table = table
        self.thinker = thinker
        self.pace = 0.0                 # seconds to wait before the computer's next move
        self._chooser_for = None        # the decision a chooser is open for
        # the slot a game is saved in never changes during it; asked while the table loads,
        # so the save layer is not loaded in the frame of the first move
        self.save_mode = table.mode()

    # -- playing an action -------------------------------------------------------------
    def play(self, action) -> None:
        """Apply ``action`` through the record: autosaved, then animated."""
        tb = self.table
        mover = tb.state.to_move()
        if tb.is_human(mover) and self.tutorial_refuses(action):
            tb.drag.cancel()
            return
        events = tb.record.apply(action)
        if tb.tutorial is not None:
            tb.tutorial.applied(action.text(), mover)
        self.autosave()
        tb.animate(events)
        if not tb.is_human(mover):
            tb.timeline.wait(tb.cpu_pace)

    def tutorial_refuses(self, action) -> bool:
        tut, tb = self.table.tutorial, self.table
        if tut is None or tut.finished or tut.allows(action):
            return False
        tb.toast(tut.refusal(tb.lang), "warn")
        tb.sound("error")
        return True

    def autosave(self) -> None:
        tb = self.table
        if tb.tutorial is not None or tb.read_only:   # a lesson never replaces a saved game
            return
        tb.record.meta["table_options"] = {k: v for k, v in tb.options.items() if k in ("undo", "coach")}
        try:
            tb.saving.queued(tb.app.autosave(tb.record, seatlib.seat_metas(tb.seats), self.save_mode))
        except OSError as exc:      # the folder cannot even be prepared: said on the table, tried again
            tb.saving.failed(exc)

    # -- undo ---------------------------------------------------------------------------
    def undo_allowed(self) -> bool:
        tb = self.table
        return tb.hotseat or bool(tb.options.get("undo"))

    def undo_depth(self) -> int:
        tb = self.table
        if not self.undo_allowed() or not tb.is_human(tb.bottom):
            return 0
        return tb.record.undo_depth(tb.bottom)

    def undo_why_not(self) -> str | None:
        tb = self.table
        if not self.undo_allowed():
            return t("ui.table.undo_off")
        if self.undo_depth() == 0:
            e = tb.record.undo_refusal(tb.bottom)
            return e.reason(tb.lang) if e is not None else t("ui.table.undo_none")
        return None

    def undo(self) -> None:
        tb = self.table
        why = self.undo_why_not()
        if why is not None:
            tb.toast(why, "info")
            tb.sound("error")
            return
        if tb.blocked():
            return
        tb.drag.cancel(snap=False)
        tb.record.undo(tb.bottom)
        self.autosave()
        # the log as a table loaded from this record shows it: the undone lines go too
        self.rebuild_log()
        tb.log_add(lambda: t("ui.log.undo"))
        tb.sound("turn")
        tb.resync()

    # -- whose move --------------------------------------------------------------------
    def thinker_get(self):
        tb = self.table
        if self.thinker is None:
            self.thinker = InlineThinker() if tb.options.get("inline_thinker") else make_thinker(True)
        return self.thinker

    @property
    def thinking(self) -> bool:
        return self.thinker is not None and self.thinker.busy

    def close(self) -> None:
        if self.thinker is not None:
            self.thinker.close()
            self.thinker = None

    def agent_seed(self) -> int | None:
        """The computer's seed for this move: None (fresh) unless the options fix ``ai_seed``;
        then the same game plays the same way, but each move rolls anew."""
        seed = self.table.options.get("ai_seed")
        return None if seed is None else int(seed) * 100_003 + len(self.table.record)

    def advance(self, dt: float) -> None:
        """Whose move is it, and does the table need to do something about it?"""
        tb = self.table
        if self.pace > 0:
            self.pace -= dt
        if tb.frozen or tb.timeline.busy or tb.app.stack.top is not tb:
            return
        st = tb.state
        if st.result() is not None:
            if not tb.finished:
                tb.ending.finish()
            return
        tm = st.to_move()
        if not tb.is_human(tm):
            self._computer(tm)
            return
        if tb.hotseat and (tb.bottom != tm or tb.curtain_seat != tm):
            if self.curtain_needed(tm):
                self.show_curtain(tm)
                return
            changed = tb.bottom != tm
            tb.bottom = tb.curtain_seat = tm          # nothing secret changes hands: no curtain
            if changed:       # but the last person's own log lines must not stay on screen
                self.rebuild_log()
            tb.resync()
        self._human_decision()

    def _computer(self, seat: int) -> None:
        tb = self.table
        st = tb.state
        scripted = tb.tutorial.scripted(st, seat) if tb.tutorial is not None else None
        if scripted is not None:
            self.play(scripted)
            return
        th = self.thinker_get()
        if not th.busy and self.pace <= 0:
            level = tb.seats[seat].get("level") or "easy"
            th.start(st, seat, AgentSpec(tb.info.agents or "", level, self.agent_seed()))
        action = th.poll()
        if action is not None:
            self.play(action)
        elif getattr(th, "error", None) and not th.busy:
            self.computer_failed(th.error)
            self.play(st.legal_actions()[0])

    def computer_failed(self, error: str) -> None:
        """The computer's search failed: written to the log, and the game goes on with a legal
        move of the rules' choosing. Where faults must surface (tests, the bench) it is raised."""
        tb = self.table
        if not tb.app.contain_faults:
            raise RuntimeError(f"the computer player failed:\n{error}")
        tb.app.log_problem("computer", RuntimeError(error), f"{tb.code}: the computer player failed")

    def _human_decision(self) -> None:
        """A decision of the person at the screen answered from a list: its chooser opens
        (once per decision; it cannot be cancelled, the game waits for the answer)."""
        tb = self.table
        decision = tb.view.decision
        if decision is None or not decision.chooser or decision.seat != tb.bottom or tb.blocked():
            self._chooser_for = None
            return
        key = (len(tb.record), decision)
        if self._chooser_for == key:
            return
        self._chooser_for = key
        tb.choose(list(tb.legal()), lambda a: a is not None and tb.commit(a), cancellable=False,
                  title=decision.text(tb.lang) or None)

    # -- the curtain ---------------------------------------------------------------------
    def curtain_needed(self, seat: int) -> bool:
        """Must the curtain go up before ``seat`` takes the device? Only when the view the
        table would show changes in something hidden from the other players."""
        hook = self.table.spec.curtain_needed
        return True if hook is None else hook(self.table.state, self.table.bottom, seat)

    def show_curtain(self, seat: int) -> None:
        tb = self.table

        def ready() -> None:
            changed = seat != tb.bottom
            tb.bottom = seat
            tb.curtain_seat = seat
            if changed:
                self.rebuild_log()
            tb.resync()
        tb.drag.cancel(snap=False)
        tb.app.stack.push(CurtainScene(tb.app, tb.names[seat], ready,
                                       theme.seat_colour(seat),
                                       t("ui.curtain.msg")))

    def rebuild_log(self) -> None:
        """The log as the seat at the screen saw the game, from the record: on resuming,
        and in hot seat when the next person sits down (the last one's secret lines must
        not stay on screen for the next)."""
        tb = self.table
        if tb.log is None:
            return
        tb.log.clear()
        try:
            for _i, _text, events, state in tb.record.iter_replay():
                for e in state.mask_events(events, tb.viewer):
                    if isinstance(e, Log):
                        tb.log_add(e)
        except (IllegalAction, ValueError):
            # a record that does not replay from its seed (a damaged file): the lines read
            # so far stay, nothing of the last viewer's does
            pass
