"""The 式神符陣 table: the scene that plays a whole game (hot seat, vs computer, cpu vs cpu).

Module entry points (called by the menus, the title's Continue, ``--screenshot``,
``--smoke`` and the bench):

* ``start(app, seats, options)`` / ``resume(app, record, seats, options)``
* ``screenshot_scene(app, seed, variant)`` (variants: None, opening, busy, drag, result)
* ``smoke(app, seed, actions)`` and ``bench_sequence(app, seed)`` (see ``table_modes``)

The table renders only from ``record.state.view(bottom_seat)`` (via ``Disp``),
asks ``legal_actions()`` for gestures, applies actions through the
``GameRecord`` and animates the returned events (``table_anim``). Input
handling lives in :mod:`game.fujin.table.table_input`.
"""
from __future__ import annotations

import pygame

from game.engine.record import GameRecord
from game.engine.thinker import AgentSpec, InlineThinker, make_thinker
from game.fujin.table import faces, table_words
from game.fujin.table.board_view import BoardGeom, draw_piece_info
from game.fujin.table.hud import CachedLogPanel, draw_opp_hand, draw_pile, static_layer, draw_player_panel, draw_status, draw_zoom, seat_name
from game.fujin.rules import FujinState
from game.fujin.table.table_anim import Animator, Disp, FastBanner
from game.fujin.table.table_input import TableInput
from game.fujin.table.table_keys import TableKeys
from game.fujin.table.table_marks import TableMarks
from game.i18n import get_lang, t
from game.ui import theme, tween
from game.ui.layout import load_layout
from game.ui.scene import Scene
from game.ui.sprites import CardSprite
from game.ui.tween import Timeline
from game.ui.widgets import Button

ZONES = ("board", "hand.0", "hand.1", "deck.0", "deck.1", "grave.0", "grave.1", "panel.0",
         "panel.1", "log", "status", "zoom", "hint", "end_button", "undo_button")
BOARD_CARD = (96, 134)
HAND_CARD = (94, 132)
OPP_CARD = (62, 88)
CPU_PACE = 0.6


class FujinTable(TableInput, TableMarks, TableKeys, Scene):
    name = "fujin"

    def __init__(self, app, seats, options=None, record: GameRecord | None = None,
                 thinker=None, tutorial=None) -> None:
        Scene.__init__(self, app)
        self.tutorial = tutorial          # a game.ui.tutorial.Tutorial guiding this game, or None
        self.rule_offer = None            # (rule id, until) after a refusal that names a rule
        self.seats = [dict(s) for s in seats]
        self.options = dict(options or {})
        seed = int(self.options.get("seed") or 0)
        self.record = record or GameRecord("fujin", FujinState, seed,
                                           {k: v for k, v in self.options.items() if k == "max_rounds"},
                                           seats=self.seat_meta())
        self.layout = load_layout("fujin-2p", required=ZONES)
        self.zone = {n: self.layout[n].prect for n in ZONES}
        humans = [i for i in (0, 1) if self.seats[i]["kind"] == "human"]
        self.hotseat = len(humans) == 2
        self.bottom = self.record.state.to_move() if self.hotseat and self.record.state.to_move() is not None \
            else (humans[0] if humans else 0)
        self.geom = BoardGeom(self.zone["board"], self.bottom)
        self.timeline = Timeline()
        self.anim = Animator(self)
        self.thinker = thinker
        self.pace = 0.0
        self.frozen = False          # screenshots: nobody moves
        self.finished = False
        self.curtain_done_for: tuple | None = None if self.hotseat else ("x",)
        self.banners: list[FastBanner] = []
        self.flyers: list[CardSprite] = []
        self.board_sprites: dict[str, CardSprite] = {}
        self.hand_sprites: dict[str, CardSprite] = {}
        self.log = CachedLogPanel(self.zone["log"], 14)
        self.clock = 0.0
        self._static, self._static_key = None, None
        self.end_btn = Button(self.zone["end_button"], lambda: self.end_label(), self.press_end,
                              disabled=lambda: self.end_disabled(), size=20, hotkey=pygame.K_e)
        self.undo_btn = Button(self.zone["undo_button"], lambda: t("fujin.btn.undo", n=self.undo_depth()),
                               self.press_undo, disabled=lambda: self.undo_disabled(), size=18,
                               hotkey=pygame.K_u)
        self.names = [seat_name(i, self.seats) for i in (0, 1)]
        self.init_input()
        self.follow_look()
        faces.warm((BOARD_CARD, HAND_CARD, OPP_CARD, (84, 120), (66, 92)), self.lang)
        self.view = self.record.state.view(self.bottom)
        self.disp = Disp(self.view)
        self.resync()
        for line in self.options.get("_log", ()):
            self.log.add(line)
        if self.tutorial is not None:
            self.tutorial.attach(self)
        # draw once off-screen while the scene loads, so text layout, wrapped
        # card texts and panels are cached before the first presented frame
        self.draw(pygame.Surface(app.screen.get_size()))
        for name in ("card_slide", "card_place", "turn", "hit", "destroy", "banner", "click"):
            try:
                app.sounds.get(name)
            except Exception:
                pass

    # -- bookkeeping ------------------------------------------------------------
    @property
    def lang(self) -> str:
        return get_lang()

    @property
    def state(self) -> FujinState:
        return self.record.state

    def seat_meta(self) -> list[str]:
        return [s["kind"] if s["kind"] == "human" else f"computer:{s.get('level') or 'easy'}"
                for s in self.seats]

    def mode(self) -> str:
        kinds = {s["kind"] for s in self.seats}
        return "hotseat" if kinds == {"human"} else ("vs-cpu" if "human" in kinds else "cpu-vs-cpu")

    def is_human(self, seat) -> bool:
        return seat is not None and self.seats[seat]["kind"] == "human"

    def sound(self, name: str) -> None:
        try:
            snd = self.app.sounds
            if not snd.play(name) and name in ("slide", "place"):
                snd.play("card_" + name)
        except Exception:
            pass

    def card_name(self, cid: str) -> str:
        from game.fujin.rules.cards import CARDS
        return CARDS[cid].name(self.lang)

    def log_add(self, line: str) -> None:
        self.log.add(line)

    def log_hint(self, line: str) -> None:
        pass

    def banner(self, text: str, colour, hold: float = 1.0, size: int = 64) -> None:
        self.banners.append(FastBanner(text, colour, hold, size))

    # -- sprites ------------------------------------------------------------------
    def renderer(self, card, size, face_up):
        return faces.render(card, size, face_up, self.lang)

    def resync(self) -> None:
        """Rebuild the display model and every sprite from the current view."""
        self.view = self.state.view(self.bottom)
        self.geom.bottom = self.bottom
        table_words.VIEW_OFFSET[0] = 2 if self.bottom == 1 else 0
        self.disp = Disp(self.view)
        self.board_sprites.clear()
        for c in range(9):
            p = self.disp.board[c]
            if p is not None:
                self.sync_board("abc"[c % 3] + str(c // 3 + 1))
        self.hand_sprites = {k: v for k, v in self.hand_sprites.items() if k in self.disp.hand}
        self.relayout_hand(instant=True)
        self.flyers_clear()

    def sync_board(self, cell: str) -> CardSprite | None:
        p = self.disp.piece(cell)
        if p is None:
            self.board_sprites.pop(cell, None)
            return None
        sp = self.board_sprites.get(cell)
        if sp is None or sp.card != p.card:
            sp = CardSprite(p.card, "cell:" + cell, self.geom.cell_rect(cell).center, renderer=self.renderer,
                            size=BOARD_CARD, angle=self.geom.quarters(p.orient))
            self.board_sprites[cell] = sp
        return sp

    def hand_slots(self, n: int) -> list[tuple[int, int]]:
        z = self.zone["hand.0"]
        w = HAND_CARD[0]
        step = min(w + 8, (z.width - w) // max(1, n - 1)) if n > 1 else 0
        x0 = z.centerx - (step * (n - 1)) // 2
        return [(x0 + i * step, z.centery + 2) for i in range(n)]

    def relayout_hand(self, instant: bool = False) -> None:
        hand = self.disp.hand
        for cid in list(self.hand_sprites):
            if cid not in hand:
                del self.hand_sprites[cid]
        for cid, pos in zip(hand, self.hand_slots(len(hand))):
            sp = self.hand_sprites.get(cid)
            if sp is None:
                sp = CardSprite(cid, "hand:" + cid, pos, renderer=self.renderer, size=HAND_CARD)
                self.hand_sprites[cid] = sp
            elif sp is not self.drag.held_sprite:
                if instant:
                    sp.set_pos(pos)
                    sp.home = sp.pos
                else:
                    sp.move_to(pos, 0.2)

    def place_centre(self, place: str, card: str | None = None) -> tuple[int, int]:
        kind, _, arg = place.partition(":")
        if kind == "cell":
            return self.geom.cell_rect(arg).center
        if kind in ("deck", "grave"):
            seat = int(arg)
            return self.zone[f"{kind}.{0 if seat == self.bottom else 1}"].center
        if kind == "hand":
            seat = int(arg)
            if seat == self.bottom and card in self.hand_sprites:
                return tuple(map(int, self.hand_sprites[card].pos))
            return self.zone["hand.0" if seat == self.bottom else "hand.1"].center
        return self.geom.rect.center   # "play": a relic shows over the board

    def fly(self, card, start, end, dur, keep=False, big=False, ease=None) -> None:
        size = (150, 210) if big else (HAND_CARD if card is not None else OPP_CARD)
        sp = CardSprite(card, None, start, renderer=self.renderer, size=size, face_up=card is not None)
        sp.move_to(end, dur, ease or tween.ease_out_cubic,
                   on_done=None if keep else (lambda: sp in self.flyers and self.flyers.remove(sp)))
        self.flyers.append(sp)

    def flyers_clear(self) -> None:
        self.flyers.clear()

    # -- engine -------------------------------------------------------------------
    def tutorial_refuses(self, action) -> bool:
        """A guided game only takes the moves its current step asks for (the step says why)."""
        tut = self.tutorial
        if tut is None or tut.finished or tut.allows(action):
            return False
        self.app.toast(tut.refusal(self.lang), "warn")
        self.sound("error")
        return True

    def apply_action(self, action) -> None:
        mover = self.state.to_move()
        if self.is_human(mover) and self.tutorial_refuses(action):
            self.drag.cancel()
            return
        events = self.record.apply(action)
        if self.tutorial is not None:
            self.tutorial.applied(action.text(), mover)
        self.autosave()
        masked = FujinState.mask_events(events, self.bottom)
        self.timeline.extend(self.anim.steps_for(masked))
        self.timeline.call(self.resync)
        if not self.is_human(mover):
            self.timeline.wait(CPU_PACE)

    def autosave(self) -> None:
        if self.tutorial is not None:   # a lesson never replaces the player's own saved game
            return
        try:
            from game import saves
            self.record.meta["table_options"] = {k: v for k, v in self.options.items()
                                                 if k in ("undo",)}
            saves.autosave(self.record, self.seat_meta(), mode=self.mode(), background=True)
        except Exception:
            pass

    def undo_depth(self) -> int:
        if not self.hotseat and not self.options.get("undo"):
            return 0
        seat = self.bottom if self.is_human(self.bottom) else None
        return self.record.undo_depth(seat) if seat is not None else 0

    def undo_disabled(self) -> str | None:
        if not self.hotseat and not self.options.get("undo"):
            return t("fujin.why.undo_off")
        if self.undo_depth() == 0:
            e = self.record.undo_refusal(self.bottom)
            return e.reason(self.lang) if e is not None else t("fujin.why.undo_none")
        return None

    def press_undo(self) -> None:
        if self.undo_disabled() is None and not self.input_blocked():
            self.drag.cancel(snap=False)
            self.record.undo(self.bottom)
            self.autosave()
            self.log.add(lambda: t("fujin.log.undo"))
            self.sound("turn")
            self.resync()

    def thinker_get(self):
        if self.thinker is None:
            self.thinker = make_thinker(True) if not self.options.get("inline_thinker") else InlineThinker()
        return self.thinker

    def advance(self, dt: float) -> None:
        """Whose move is it, and does the table need to do something about it?"""
        if self.frozen or self.timeline.busy or self.app.stack.top is not self:
            return
        st = self.state
        if st.result() is not None:
            if not self.finished:
                self.finish()
            return
        tm = st.to_move()
        if not self.is_human(tm):
            scripted = self.tutorial.scripted(st, tm) if self.tutorial is not None else None
            if scripted is not None:
                self.apply_action(scripted)
                return
            th = self.thinker_get()
            if not th.busy and self.pace <= 0:
                level = self.seats[tm].get("level") or "easy"
                th.start(st, tm, AgentSpec("game.fujin.rules.ai:make_agent", level, self.options.get("ai_seed")))
            action = th.poll()
            if action is not None:
                self.apply_action(action)
            elif getattr(th, "error", None) and not th.busy:
                self.apply_action(st.legal_actions()[0])
            return
        if self.hotseat and (self.bottom != tm or self.curtain_done_for is None):
            self.show_curtain(tm)
            return
        self.on_human_turn()

    def show_curtain(self, seat: int) -> None:
        from game.ui.curtain import CurtainScene

        def ready() -> None:
            self.bottom = seat
            self.curtain_done_for = (seat,)
            self.resync()
        self.drag.cancel(snap=False)
        self.app.stack.push(CurtainScene(self.app, self.names[seat], ready, theme.SEAT_COLOURS[seat],
                                         t("fujin.curtain.msg")))

    def finish(self) -> None:
        self.finished = True
        res = self.state.result()
        self.end_game(res.winner, res.reason, res.draw)

    def end_game(self, winner, reason: str, draw: bool = False) -> None:
        from game.fujin.table.table_modes import end_game
        end_game(self, winner, reason, draw)

    def play_again(self) -> None:
        opts = dict(self.options)
        opts["seed"] = (int(opts.get("seed") or 0) * 7919 + 1) % 2_000_000_000
        opts.pop("_log", None)
        self.close_thinker()
        start(self.app, self.seats, opts)

    def close_thinker(self) -> None:
        if self.thinker is not None:
            try:
                self.thinker.close()
            except Exception:
                pass
            self.thinker = None

    def exit(self) -> None:
        self.close_thinker()

    def resume(self) -> None:
        if self.look_key() != self._look:     # back from the settings: new language / palette / scale
            self.follow_look()
            faces.warm((BOARD_CARD, HAND_CARD, OPP_CARD, (84, 120), (66, 92)), self.lang)
        self.names = [seat_name(i, self.seats) for i in (0, 1)]
        self.resync()

    # -- frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.follow_look()
        tween.set_speed(self.app.settings.anim_speed)
        speed = tween.get_speed()
        self.clock += dt
        if self.pace > 0:
            self.pace -= dt
        self.timeline.update(dt)
        self.anim.update(dt, speed)
        for sp in list(self.board_sprites.values()) + list(self.hand_sprites.values()) + self.flyers:
            sp.update(dt)
        for b in self.banners:
            b.update(dt)
        self.banners = [b for b in self.banners if not b.done]
        self.advance(dt)
        if self.tutorial is not None:
            self.tutorial.check()

    def draw(self, surf: pygame.Surface) -> None:
        lang = self.lang
        key = (self.bottom, lang, theme.PALETTE_VERSION)
        if self._static_key != key:
            self._static, self._static_key = static_layer(self.zone, self.geom, self.bottom, lang), key
        surf.blit(self._static, (0, 0))
        d = self.disp
        top = 1 - self.bottom
        thinking = self.thinker is not None and self.thinker.busy
        tm = d.to_move
        for seat, zone in ((self.bottom, "panel.0"), (top, "panel.1")):
            draw_player_panel(surf, self.zone[zone], seat, d, self.names[seat], tm == seat, thinking, self.clock)
        draw_status(surf, self.zone["status"], d, self.names, self.phase_text())
        self.log.draw(surf)
        for seat, suffix in ((self.bottom, "0"), (top, "1")):
            g = d.graves[seat]
            draw_pile(surf, self.zone["deck." + suffix], t("fujin.pile.deck"), d.deck_counts[seat], None, lang)
            draw_pile(surf, self.zone["grave." + suffix], t("fujin.pile.grave"), len(g), g[-1] if g else None, lang)
        draw_opp_hand(surf, self.zone["hand.1"], d.hand_counts[top], OPP_CARD)
        self.draw_marks_under(surf)
        for cell, sp in self.board_sprites.items():
            off = self.anim.lunge.get(cell)
            if off:
                sp.pos = (self.geom.cell_rect(cell).centerx + off[0], self.geom.cell_rect(cell).centery + off[1])
            sp.draw(surf)
            p = d.piece(cell)
            if p is not None:
                draw_piece_info(surf, self.geom.cell_rect(cell), p, lang)
        self.draw_marks_over(surf)
        held = self.drag.held_sprite if self.drag.mode == "drag" else None
        for cid in d.hand:
            sp = self.hand_sprites.get(cid)
            if sp is not None and sp is not held:
                sp.draw(surf)
                if cid in self.selected:
                    pygame.draw.rect(surf, theme.BAD, sp.rect.inflate(6, 6), 4, border_radius=8)
        self.draw_hint(surf)
        self.end_btn.draw(surf)
        self.undo_btn.draw(surf)
        draw_zoom(surf, self.zone["zoom"], self.zoom_card(), lang, self.zoom_extra(), scale=self.ui_scale())
        for sp in self.flyers:
            sp.draw(surf)
        self.draw_drag(surf)
        self.anim.draw(surf)
        for b in self.banners:
            b.draw(surf)
        if self.tutorial is not None:
            self.tutorial.draw(surf, self.clock)


# -- module entry points ----------------------------------------------------------------
def start(app, seats, options=None) -> FujinTable:
    options = dict(options or {})
    if options.get("seed") is None:
        import random
        options["seed"] = random.randrange(1_000_000_000)
    table = FujinTable(app, seats, options)
    app.stack.clear_to(table)
    return table


def resume(app, record: GameRecord, seats=None, options=None) -> FujinTable:
    seats = seats or _seats_from_meta(record.seats or record.meta.get("seats"))
    options = dict(options or {})
    options.setdefault("seed", record.seed)
    table = FujinTable(app, seats, options, record=record)
    # the log is rebuilt from the replayed events, masked for the seat at the bottom
    from game.engine import Log
    for _i, _text, events, _state in record.iter_replay():
        for e in FujinState.mask_events(events, table.bottom):
            if isinstance(e, Log):
                table.log.add(e)
    table.log.add(lambda: t("fujin.log.resumed"))
    app.stack.clear_to(table)
    return table


def _seats_from_meta(meta) -> list[dict]:
    out = []
    for s in (meta or ["human", "computer:medium"]):
        s = s if isinstance(s, str) else (s.get("kind", "human") if s.get("kind") == "human"
                                          else f"computer:{s.get('level') or 'easy'}")
        out.append({"kind": "human", "level": None} if s == "human"
                   else {"kind": "computer", "level": s.partition(":")[2] or "easy"})
    return out


from game.fujin.table.table_modes import bench_sequence, screenshot_scene, smoke  # noqa: E402,F401
