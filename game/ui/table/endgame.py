"""The end of a game at a table: the headline, statistics and the replay kept, the
result shown, looking at the board afterwards, resigning, playing again, and the
replay viewer's seeking."""
from __future__ import annotations


import pygame

from game.engine.record import GameRecord
from game.i18n import t
from game.ui.table import seats as seatlib
from game.ui.table.controls import Control



class Ending:
    def __init__(self, table) -> None:
        self.table = table
        self.reviewing = None            # the result, while the final board is looked at

    def headline(self, result=None) -> str:
        """The end in one line: who won (a seat, a team, the co-op players) or a draw."""
        tb = self.table
        result = result or tb.state.result()
        if result is None:
            return ""
        if result.draw:
            return t("menu.result.draw")
        winners = result.winners(tb.state.seats())
        if result.coop:
            return t("ui.result.coop_win") if winners else t("ui.result.coop_loss")
        if not winners:
            return t("ui.result.nobody")
        names = ("・" if tb.lang == "ja" else ", ").join(tb.names[w] for w in winners)
        return t("menu.result.winner", name=names)

    def result_details(self, result) -> list[str]:
        return self.table.words.result_details(result)

    def reason_text(self, reason: str) -> str:
        return self.table.words.reason(reason)

    def finish(self, result=None) -> None:
        """The game ended (or a seat resigned): statistics, the replay kept, the result shown."""
        tb = self.table
        tb.finished = True
        result = result or tb.state.result()
        if tb.tutorial is None and not tb.read_only:
            try:
                extra = dict(tb.words.stats_extra(result) or {})
                if tb.record.meta.get("coached"):
                    extra["coached"] = True      # counted apart: records stay honest (#38)
                tb.app.keep_finished(tb.record, tb.mode(), seatlib.seat_metas(tb.seats), result, extra)
            except OSError as exc:   # the game is over either way: say what was not kept, and where
                log = tb.app.log_problem("save", exc, "keeping the finished game")
                tb.toast(t("ui.save.end_failed", reason=exc.strerror or str(exc))
                         + (f" ({log})" if log else ""), "error")
            tb.board.finished(result)
        tb.app.show_result(tb, result)

    def review_board(self) -> None:
        """After the end: the table, read-only, until the player asks for the result again."""
        tb = self.table
        self.reviewing = tb.state.result()
        tb.frozen = True
        tb.drag.cancel(snap=False)
        if tb.controls.button("back_to_result") is None:
            tb.controls.add(Control("back_to_result", "", lambda: t("ui.table.back_to_result"),
                                    press=self.back_to_result, key=pygame.K_RETURN), self.back_rect())

    def back_rect(self) -> pygame.Rect:
        tb = self.table
        px = tb.px
        z = tb.zone.get("end_button") or tb.zone.get("hint") or pygame.Rect(px(1100), px(640), px(160), px(56))
        screen = pygame.Rect((0, 0), tb.app.scene_size(tb))
        return pygame.Rect(z.right - px(220), z.y, px(220), max(px(44), z.height)).clamp(screen)

    def back_to_result(self) -> None:
        if self.reviewing is not None:
            self.table.app.show_result(self.table, self.reviewing)

    def leave_to_menu(self) -> None:
        """The result's "back to menu": the title, or the menu the game started from."""
        tb = self.table
        back = tb.spec.back_to
        if back is not None and (tb.options.get(back) or tb.record.options.get(back)):
            tb.app.open_entry(tb.info.entry(back))
        else:
            tb.app.start_title()

    def can_resign(self) -> bool:
        tb = self.table
        return not tb.finished and not tb.read_only and any(tb.is_human(i) for i in range(len(tb.seats)))

    def resign(self) -> None:
        """The person at the bottom gives up: the rules say what that means for each seat."""
        tb = self.table
        seat = tb.bottom if tb.is_human(tb.bottom) else next(i for i in range(len(tb.seats)) if tb.is_human(i))
        tb.log_add(lambda: t("ui.log.resign", name=tb.names[seat]))
        tb.flow.close()
        self.finish(tb.state.resigned(seat))

    def play_again(self) -> None:
        tb = self.table
        opts = dict(tb.options)
        opts["seed"] = (int(opts.get("seed") or 0) * 7919 + 1) % 2_000_000_000
        opts.pop("_log", None)
        for k, v in tb.record.options.items():
            opts.setdefault(k, v)
        tb.flow.close()
        type(tb).start(tb.app, tb.seats, opts)

    def seek(self, source: GameRecord, pos: int) -> None:
        """Read-only: show ``source`` after its first ``pos`` actions. One step forward
        animates that action's events as a spectator saw them; any other jump redraws."""
        tb = self.table
        pos = max(0, min(pos, len(source)))
        here = len(tb.record)
        if pos == here + 1:
            tb.animate(tb.record.apply(source.actions[here]))
            return
        if pos == here:
            return
        tb.timeline.skip()
        record = GameRecord(source.game_id, source.state_cls, source.seed, source.options, source.seats)
        for text in source.actions[:pos]:
            record.apply(text)
        tb.record = record
        tb.resync()
