"""The end of a game at a table: the headline, statistics and the replay kept, the
result shown, reviewing the board afterwards, resigning, playing again, and the
replay viewer's seeking. Functions of the table; :class:`~game.ui.table.base.TableScene`
keeps thin methods of the same names so a game's table may override any of them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.record import GameRecord
from game.i18n import t

if TYPE_CHECKING:
    from game.ui.table.base import TableScene


def headline(table: "TableScene", result=None) -> str:
    result = result or table.state.result()
    if result is None:
        return ""
    if result.draw:
        return t("menu.result.draw")
    winners = result.winners(table.state.seats())
    if result.coop:
        return t("ui.result.coop_win") if winners else t("ui.result.coop_loss")
    if not winners:
        return t("ui.result.nobody")
    names = ("・" if table.lang == "ja" else ", ").join(table.names[w] for w in winners)
    return t("menu.result.winner", name=names)


def finish(table: "TableScene", result=None) -> None:
    table.finished = True
    result = result or table.state.result()
    if table.tutorial is None and not table.read_only:
        try:
            table.app.keep_finished(table.record, table.mode(), table.seat_meta(), result,
                                    table.stats_extra(result))
        except OSError as exc:   # the game is over either way: say what was not kept, and where
            log = table.app.log_problem("save", exc, "keeping the finished game")
            reason = exc.strerror or str(exc)
            table.app.toast(t("ui.save.end_failed", reason=reason) + (f" ({log})" if log else ""), "error")
    table.app.show_result(table, result)


def review_board(table: "TableScene") -> None:
    table.reviewing = table.state.result()
    table.frozen = True
    table.drag.cancel(snap=False)
    if "back_to_result" not in table.buttons:
        table.add_button("back_to_result", table.back_rect(), lambda: t("ui.table.back_to_result"),
                         table.back_to_result, hotkey=pygame.K_RETURN)


def resign(table: "TableScene") -> None:
    seat = table.bottom if table.is_human(table.bottom) else next(i for i in range(len(table.seats))
                                                                  if table.is_human(i))
    table.log_add(lambda: t("ui.log.resign", name=table.names[seat]))
    table.close_thinker()
    table.finish(table.state.resigned(seat))


def play_again(table: "TableScene") -> None:
    opts = dict(table.options)
    opts["seed"] = (int(opts.get("seed") or 0) * 7919 + 1) % 2_000_000_000
    opts.pop("_log", None)
    for k, v in table.record.options.items():
        opts.setdefault(k, v)
    table.close_thinker()
    type(table).start(table.app, table.seats, opts)


def seek(table: "TableScene", source: GameRecord, pos: int) -> None:
    pos = max(0, min(pos, len(source)))
    here = len(table.record)
    if pos == here + 1:
        table.animate(table.record.apply(source.actions[here]))
        return
    if pos == here:
        return
    table.timeline.skip()
    record = GameRecord(source.game_id, source.state_cls, source.seed, source.options, source.seats)
    for text in source.actions[:pos]:
        record.apply(text)
    table.record = record
    table.resync()
