"""The flow of moves at a table: whose move it is and what the table does about it
(the computer thinks off the frame loop, the curtain goes up between hot-seat
players), applying an action (autosaved, animated as the viewer saw it) and fair
undo. Functions of the table; :class:`~game.ui.table.base.TableScene` keeps thin
methods of the same names so a game's table may override any of them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.thinker import AgentSpec
from game.i18n import t
from game.ui import theme
from game.ui.curtain import CurtainScene

if TYPE_CHECKING:
    from game.ui.table.base import TableScene


def apply_action(table: "TableScene", action) -> None:
    mover = table.state.to_move()
    if table.is_human(mover) and table.tutorial_refuses(action):
        table.drag.cancel()
        return
    events = table.record.apply(action)
    if table.tutorial is not None:
        table.tutorial.applied(action.text(), mover)
    table.autosave()
    table.animate(events)
    if not table.is_human(mover):
        table.timeline.wait(table.cpu_pace)


def autosave(table: "TableScene") -> None:
    if table.tutorial is not None or table.read_only:   # a lesson never replaces a saved game
        return
    table.record.meta["table_options"] = {k: v for k, v in table.options.items() if k in ("undo",)}
    try:
        table.saving.queued(table.app.autosave(table.record, table.seat_meta(), table.mode()))
    except OSError as exc:      # the folder cannot even be prepared: said on the table, tried again
        table.saving.failed(exc)


def undo_disabled(table: "TableScene") -> str | None:
    if not table.undo_allowed():
        return t("ui.table.undo_off")
    if table.undo_depth() == 0:
        e = table.record.undo_refusal(table.bottom)
        return e.reason(table.lang) if e is not None else t("ui.table.undo_none")
    return None


def press_undo(table: "TableScene") -> None:
    why = table.undo_disabled()
    if why is not None:
        table.app.toast(why, "info")
        table.sound("error")
        return
    if table.input_blocked():
        return
    table.drag.cancel(snap=False)
    table.record.undo(table.bottom)
    table.autosave()
    table.log_add(lambda: t("ui.log.undo"))
    table.sound("turn")
    table.resync()


def advance(table: "TableScene", dt: float) -> None:
    if table.frozen or table.timeline.busy or table.app.stack.top is not table:
        return
    st = table.state
    if st.result() is not None:
        if not table.finished:
            table.finish()
        return
    tm = st.to_move()
    if not table.is_human(tm):
        scripted = table.tutorial.scripted(st, tm) if table.tutorial is not None else None
        if scripted is not None:
            table.apply_action(scripted)
            return
        th = table.thinker_get()
        if not th.busy and table.pace <= 0:
            level = table.seats[tm].get("level") or "easy"
            th.start(st, tm, AgentSpec(table.info.agents or "", level, table.agent_seed()))
        action = th.poll()
        if action is not None:
            table.apply_action(action)
        elif getattr(th, "error", None) and not th.busy:
            computer_failed(table, th.error)
            table.apply_action(st.legal_actions()[0])
        return
    if table.hotseat and (table.bottom != tm or table.curtain_seat != tm):
        if table.curtain_needed(tm):
            table.show_curtain(tm)
            return
        table.bottom = table.curtain_seat = tm          # nothing secret changes hands: no curtain
        table.resync()
    table.on_human_turn()


def computer_failed(table: "TableScene", error: str) -> None:
    """The computer's search failed: written to the log, and the game goes on with a legal
    move of the rules' choosing. Where faults must surface (tests, the bench) it is raised."""
    if not table.app.contain_faults:
        raise RuntimeError(f"the computer player failed:\n{error}")
    table.app.log_problem("computer", RuntimeError(error), f"{table.code}: the computer player failed")


def show_curtain(table: "TableScene", seat: int) -> None:
    def ready() -> None:
        changed = seat != table.bottom
        table.bottom = seat
        table.curtain_seat = seat
        if changed:
            table.rebuild_log()
        table.resync()
    table.drag.cancel(snap=False)
    table.app.stack.push(CurtainScene(table.app, table.names[seat], ready,
                                      theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)],
                                      t("ui.curtain.msg")))
