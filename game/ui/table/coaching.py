"""The coach at the table (issue #38): 「ヒント」/ Hint, for every game, once.

At a decision of the person at the screen, the Hint button (or **H**) asks the game's
coach (the catalogue's ``coach`` hook, :mod:`game.engine.coach`) for advice in a worker
of its own (:mod:`game.engine.thinker`, the machinery the computer's turn runs on), so
the frame loop never waits for it; while it thinks the message area says so and the
table goes on answering. The advice is for one position: a move (or an undo, or the
seat at the screen changing) drops it. It is shown where messages go, the table's
``message`` zone: the two or three best moves with the search's estimate and the
sentence why; the advised move's card and target glow on the board as legal targets
do. Enter, or a click on the advice, plays exactly that move through
:meth:`GameTable.commit`, as its gesture would, animated as usual.

Fair: the coach sees only the seat's view. In hot seat it is off unless the players
turned it on at seat setup (the table option ``coach``); in the guided first game it
is on. A game where it was asked carries ``meta["coached"]`` in its record, which
statistics and replays show.
"""
from __future__ import annotations

import pygame

from game.engine import Place
from game.engine.coach import Advice
from game.engine.thinker import AgentSpec, InlineThinker, make_thinker
from game.i18n import t
from game.ui import theme
from game.ui.table.controls import Control
from game.ui.widgets import wrap_cached

#: the share of the undo button's zone the Hint button takes (they sit side by side)
HINT_SHARE = 0.36


def split_zones(zones: dict[str, pygame.Rect], gap: int) -> None:
    """Make room for the Hint button: the undo button's zone is shared, side by side
    when it is wide, one above the other when it is tall (``coach_button``)."""
    undo = zones.get("undo_button")
    if undo is None:
        return
    if undo.width >= 2 * undo.height:
        w = round(undo.width * HINT_SHARE)
        zones["coach_button"] = pygame.Rect(undo.right - w, undo.top, w, undo.height)
        zones["undo_button"] = pygame.Rect(undo.left, undo.top, undo.width - w - gap, undo.height)
    else:
        h = undo.height // 2
        zones["coach_button"] = pygame.Rect(undo.left, undo.bottom - h, undo.width, h)
        zones["undo_button"] = pygame.Rect(undo.left, undo.top, undo.width, undo.height - h - gap)


def offered(table) -> bool:
    """Does this table offer the coach at all? A game with a coach, a table where someone
    plays; in hot seat only when turned on at seat setup; always in the guided game."""
    if table.read_only or not table.info.coach:
        return False
    if table.tutorial is not None:
        return True
    humans = sum(1 for i in range(len(table.seats)) if table.is_human(i))
    return humans < 2 or bool(table.options.get("coach"))


class Coaching:
    def __init__(self, table) -> None:
        self.table = table
        self.thinker = None
        self.advice: Advice | None = None
        self.error: str | None = None
        self._for = None                # the position the advice (or the question) is for
        self._asked_at = 0.0

    def add_button(self, controls) -> None:
        """The Hint button (key H), where the table made room for it."""
        if "coach_button" in self.table.zone:
            controls.add(Control("coach", "coach_button", lambda: t("ui.coach.button"), press=self.ask,
                                 why_not=self.why_not, key=pygame.K_h, size=18))

    def introduce(self) -> None:
        """The guided first game explains the Hint in the log, where the lesson's lines go."""
        if "coach_button" in self.table.zone:
            self.table.log_add(lambda: t("ui.coach.intro"))

    # -- asking ------------------------------------------------------------------------
    def _position(self):
        tb = self.table
        return (len(tb.record), tb.bottom, tuple(a.text() for a in tb.state.legal_actions()))

    @property
    def thinking(self) -> bool:
        return self.thinker is not None and self.thinker.busy

    def why_not(self) -> str | None:
        """None when a hint may be asked now, else why not (the button greys with it)."""
        tb = self.table
        if not tb.my_turn():
            return t("ui.table.wait")
        if self.thinking:
            return t("ui.coach.thinking")
        return None

    def ask(self) -> None:
        tb = self.table
        why = self.why_not()
        if why is not None:
            tb.toast(why, "info")
            return
        if self.advice is not None and self._for == self._position():
            return                      # the advice for this position is on the table already
        if self.thinker is None:
            # a worker of its own, at a lower priority: the frame loop keeps the cores it needs
            self.thinker = InlineThinker() if tb.options.get("inline_thinker") else make_thinker(True, nice=5)
        seed = tb.options.get("ai_seed")
        seed = None if seed is None else int(seed) * 100_019 + len(tb.record)
        self.advice = None
        self.error = None
        self._for = self._position()
        self._asked_at = tb.clock
        self.thinker.start(tb.state, tb.bottom, AgentSpec(tb.info.coach, "hard", seed))
        tb.record.meta["coached"] = True
        tb.sound("click")

    def drop(self) -> None:
        """Forget the advice and any question in flight."""
        if self.thinker is not None:
            self.thinker.cancel()
        self.advice = None
        self._for = None

    def close(self) -> None:
        if self.thinker is not None:
            self.thinker.close()
            self.thinker = None

    def update(self) -> None:
        if self._for is None:
            return
        if self._for != self._position():
            self.drop()
            return
        th = self.thinker
        if th is None or not th.busy:
            return
        action = th.poll()
        if action is not None:
            self.take(Advice.from_json(th.last_info))
        elif th.error and not th.busy:
            self.error = th.error
            self._for = None
            self.table.app.log_problem("coach", RuntimeError(th.error), f"{self.table.code}: the coach failed")
            self.table.toast(t("ui.coach.failed"), "warn")

    def take(self, advice: Advice) -> None:
        """Show ``advice`` as the advice for the position on the table now."""
        self.advice = advice
        self._for = self._position()

    # -- following -------------------------------------------------------------------------
    def current(self) -> Advice | None:
        """The advice for the position on the table, if any."""
        if self.advice is not None and self._for == self._position():
            return self.advice
        return None

    def advised_action(self):
        adv = self.current()
        if adv is None:
            return None
        return next((a for a in self.table.state.legal_actions() if a.text() == adv.best.action), None)

    def follow(self) -> bool:
        """Play the advised move as its gesture would (True when played)."""
        tb = self.table
        action = self.advised_action()
        if action is None or tb.blocked():
            return False
        if action.text() not in {a.text() for a in tb.legal()}:
            tb.toast(t("ui.coach.not_now"), "info")    # a lesson's step wants another move
            return False
        tb.drag.cancel(snap=False)
        self.advice = None
        self._for = None
        tb.commit(action)
        return True

    def handle(self, event) -> bool:
        """Enter, or a click on the advice, follows it."""
        if self.current() is None or self.table.drag.holding:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.table.drag.focus is None:
            return self.follow()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            area = self.table.message_area()
            if area is not None and area.collidepoint(event.pos):
                return self.follow()
        return False

    def places(self) -> list[Place]:
        """Where the advised move's gesture starts and ends (lit on the board), and the
        button that plays it where the game has one (鬼調伏's 「2枚引く」)."""
        action = self.advised_action()
        if action is None:
            return []
        return [p for p in (action.source, action.target, getattr(action, "button", None)) if p is not None]

    def rect_of(self, place: Place):
        """Where ``place`` is drawn: the board's place, else the control standing for it."""
        tb = self.table
        r = tb.board.place_rect(place)
        if r is not None:
            return r
        for name, control in tb.controls.declared.items():
            if control.place == place and tb.controls.visible(name):
                return tb.controls.buttons[name].rect
        return None

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        area = self.table.message_area()
        if area is None:
            return
        if self.thinking:
            self._draw_thinking(surf, area)
            return
        adv = self.current()
        if adv is not None:
            self._draw_marks(surf)
            self._draw_advice(surf, area, adv)

    def _draw_thinking(self, surf, area: pygame.Rect) -> None:
        tb, px = self.table, self.table.px
        dots = "・" * (1 + int((tb.clock - self._asked_at) * 3) % 3)
        from game.ui.kit import fit_text
        img = fit_text(t("ui.coach.thinking") + dots, px(15), area.width - px(24), theme.TEXT, True, px(12))
        box = img.get_rect(topleft=(area.x + px(8), area.y + px(6))).inflate(px(14), px(8))
        pygame.draw.rect(surf, (20, 16, 14), box, border_radius=px(6))
        pygame.draw.rect(surf, theme.HIGHLIGHT, box, px(2), border_radius=px(6))
        surf.blit(img, img.get_rect(center=box.center))

    def _draw_marks(self, surf) -> None:
        tb, px = self.table, self.table.px
        pulse = 0.5 + 0.5 * abs((tb.clock * 1.5) % 2 - 1)
        for place in self.places():
            r = self.rect_of(place)
            if r is None:
                continue
            glow = pygame.Surface(r.size, pygame.SRCALPHA)
            glow.fill((*theme.HIGHLIGHT, int(40 + 50 * pulse)))
            surf.blit(glow, r)
            pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(px(6), px(6)), px(3), border_radius=px(8))
        self._draw_landed(surf)

    def _draw_landed(self, surf) -> None:
        """The advised card shown landed on its target the way it would lie (its facing), as
        the drag draws a held card over a target it snaps to."""
        tb = self.table
        action = self.advised_action()
        if action is None or action.source is None or action.target is None or action.facing is None:
            return
        sprite = tb.board.sprite_for(action.source)
        r = tb.board.place_rect(action.target)
        if sprite is None or r is None or not hasattr(sprite, "image_for") or not tb.board.can_turn(action.source):
            return
        img = sprite.image_for(sprite.face_up, 90 * tb.board.quarters(action.facing, action.target), 1.0).copy()
        img.set_alpha(170)
        surf.blit(img, img.get_rect(center=r.center))

    def lines(self, adv: Advice) -> list[tuple[str, tuple, bool]]:
        """The advice as (text, colour, bold) pieces, most important first: the best move
        and its reason, the others, then how to follow."""
        tb = self.table
        out = []
        for i, m in enumerate(adv.moves):
            action = next((a for a in tb.state.legal_actions() if a.text() == m.action), None)
            name = tb.words.describe(action) if action is not None else m.action
            pct = t("ui.coach.win", pct=round(100 * m.win)) if m.win is not None else ""
            out.append((f"{i + 1}. {name} {pct}".rstrip(), theme.GOLD if i == 0 else theme.TEXT, True))
            out.append((m.reason(tb.lang), theme.TEXT, False))
        out.insert(2, (t("ui.coach.follow"), theme.HIGHLIGHT, False))
        return out

    def _draw_advice(self, surf, area: pygame.Rect, adv: Advice) -> None:
        px = self.table.px
        pygame.draw.rect(surf, (20, 16, 14), area, border_radius=px(8))
        pygame.draw.rect(surf, theme.HIGHLIGHT, area, px(2), border_radius=px(8))
        inner = area.inflate(-px(12), -px(10))
        size, gap = px(13), px(3)
        y = inner.top
        for text, colour, bold in self.lines(adv):
            rows = wrap_cached(text, size, inner.width, bold)
            need = len(rows) * (size + gap)
            if y + need > inner.bottom + gap:
                break                   # what does not fit is left out, most important first
            for row in rows:
                surf.blit(theme.text(row, size, colour, bold), (inner.x, y))
                y += size + gap
