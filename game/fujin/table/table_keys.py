"""Keyboard play, "see the rule" and the look settings for the 式神符陣 table
(a mixin of ``FujinTable``, beside ``table_input``).

Keyboard map (everything the mouse does):

* Tab / Shift+Tab / arrows move a focus ring over what may act now: the hand
  cards and pieces that have a legal move, then End turn and Undo; in the
  mulligan / discard steps the hand cards and the confirm button; while a
  counter / 灯籠の精 choice is pending, the glowing cells.
* Enter / Space: pick the focused card (then Tab over its targets, Enter
  drops), toggle a card in the mulligan / discard selection, press the
  focused button, answer the pending choice. Enter with nothing focused in
  the mulligan / discard steps confirms.
* R / Shift+R: turn the held card while summoning (``DragController``);
  otherwise turn the focused own shikigami (its 回転, Rotate cost 1).
* M: the focused piece's other orders; Esc: put the card back / pause.
* F1: open the rule named by the last refusal (``IllegalAction.rule``).
"""
from __future__ import annotations

import pygame

from game.engine import IllegalAction
from game.fujin.rules import actions as A
from game.fujin.rules.board import CELL_NAMES
from game.i18n import t
from game.ui import theme

RING_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)
PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RULE_OFFER_SECONDS = 8.0


class TableKeys:
    # -- look: language, palette, text scale ------------------------------------------
    def ui_scale(self) -> float:
        try:
            return max(1.0, min(2.0, float(self.app.settings.ui_scale)))
        except (TypeError, ValueError):
            return 1.0

    def look_key(self) -> tuple:
        theme.set_colorblind(bool(getattr(self.app.settings, "colorblind", False)))
        return (self.lang, theme.PALETTE_VERSION, self.ui_scale())

    def follow_look(self) -> None:
        """Language, colour-blind palette and UI scale apply the moment they change."""
        key = self.look_key()
        if key != getattr(self, "_look", None):
            first = getattr(self, "_look", None) is None
            self._look = key
            self.log.set_scale(key[2])
            if not first:
                self.refresh_look()

    def refresh_look(self) -> None:
        from game.fujin.table.hud import seat_name
        self._static_key = None
        self.names = [seat_name(i, self.seats) for i in (0, 1)]
        for sp in list(self.board_sprites.values()) + list(self.hand_sprites.values()):
            sp.set_card(sp.card)          # drop the sprites' cached faces
        self.hand_sprites.clear()
        self.resync()

    # -- "why not" -> the rule ----------------------------------------------------------
    def toast_refusal(self, text: str, kind: str = "info", err: IllegalAction | None = None) -> None:
        """Toast a message; when it is a refusal naming a rule, offer to open that rule (F1)."""
        err = err if err is not None else self.drag.last_refusal
        rule = getattr(err, "rule", None) if err is not None and err.reason(self.lang) == text else None
        if rule and kind == "error":
            self.rule_offer = (rule, self.clock + RULE_OFFER_SECONDS)
            text = f"{text}  —  {t('fujin.rule.offer_key')}"
        self.app.toast(text, kind)

    def offered_rule(self) -> str | None:
        offer = getattr(self, "rule_offer", None)
        if offer and offer[1] > self.clock:
            return offer[0]
        return None

    def rule_chip_rect(self) -> pygame.Rect:
        z = self.zone["hint"]
        return pygame.Rect(z.x, z.top - 40, 220, 34)

    def open_rule(self, rule: str | None = None) -> bool:
        rule = rule or self.offered_rule()
        if not rule:
            return False
        from game.scenes.rules import RulesScene
        self.drag.cancel(snap=False)
        self.rule_offer = None
        self.app.stack.push(RulesScene(self.app, "fujin", anchor=rule))
        return True

    def draw_rule_chip(self, surf) -> None:
        if not self.offered_rule() or self.select_mode():
            return
        r = self.rule_chip_rect()
        pygame.draw.rect(surf, (40, 30, 22), r, border_radius=8)
        pygame.draw.rect(surf, theme.GOLD, r, 2, border_radius=8)
        img = theme.text(t("fujin.rule.offer"), 16, theme.GOLD, True)
        if img.get_width() > r.width - 12:
            img = pygame.transform.smoothscale(img, (r.width - 12, img.get_height()))
        surf.blit(img, img.get_rect(center=r.center))

    # -- the keyboard ring ----------------------------------------------------------------
    def key_ring(self) -> list[str]:
        if self.drag.holding or self.input_blocked():
            return []
        if self.select_mode():
            return ["hand:" + c for c in self.disp.hand] + ["button:confirm"]
        d = self.state.decision
        if d is not None:
            if d[0] in ("counter", "lantern"):
                return self.drag._order({a.target for a in self.state.legal_actions()})
            return []
        ring = self.drag.sources()
        if self.end_disabled() is None:
            ring.append("button:end")
        if self.undo_disabled() is None:
            ring.append("button:undo")
        return ring

    def button_rect(self, place: str):
        name = place.partition(":")[2]
        btn = {"end": self.end_btn, "undo": self.undo_btn, "confirm": self.confirm_btn}.get(name)
        return btn.rect if btn is not None else None

    def handle_keys(self, event) -> bool:
        """The keys the drag controller does not own; True when consumed."""
        if event.type != pygame.KEYDOWN:
            return False
        k = event.key
        if k == pygame.K_F1:
            return self.open_rule()
        if self.drag.holding:
            return False
        back = bool(event.mod & pygame.KMOD_SHIFT)
        if k in RING_KEYS:
            ring = self.key_ring()
            if not ring:
                return False
            step = -1 if back or k in (pygame.K_LEFT, pygame.K_UP) else 1
            f = self.drag.focus
            i = ring.index(f) if f in ring else (-1 if step > 0 else 0)
            self.drag.focus = ring[(i + step) % len(ring)]
            if self.drag.focus[:5] in ("hand:", "cell:"):
                self.hover_place = self.drag.focus
                self.mouse = self.place_rect(self.drag.focus).center
            return True
        if k in PICK_KEYS:
            return self.key_pick(self.drag.focus)
        if k == pygame.K_r and (self.drag.focus or "").startswith("cell:") and not self.input_blocked():
            return self.key_rotate(self.drag.focus[5:], "L" if back else "R")
        return False

    def key_pick(self, f: str | None) -> bool:
        if self.input_blocked():
            return False
        mode = self.select_mode()
        if f is None or f not in self.key_ring():
            if mode:
                self.confirm_select()
                return True
            return False
        if f.startswith("button:"):
            name = f[7:]
            {"end": self.press_end, "undo": self.press_undo, "confirm": self.confirm_select}[name]()
            self.drag.focus = None
            return True
        if mode and f.startswith("hand:"):
            self.toggle_selected(f[5:])
            return True
        d = self.state.decision
        if d is not None and f.startswith("cell:"):
            act = next((a for a in self.state.legal_actions() if a.target == f), None)
            if act is not None:
                self.drag.focus = None
                self.apply_action(act)
            return True
        self.drag.pick(f)
        return True

    def key_rotate(self, cell: str, direction: str) -> bool:
        c = CELL_NAMES.index(cell)
        act = next((a for a in self.ui_legal() if isinstance(a, A.Rotate) and a.cell == c
                    and a.target_cell is None and a.direction == direction), None)
        if act is None:
            from game.fujin.table.table_words import why
            err = why(self.state, "cell:" + cell, None)
            if err is not None:
                self.toast_refusal(err.reason(self.lang), "error", err)
                self.sound("error")
            return True
        self.apply_action(act)
        return True

    def draw_focus(self, surf) -> None:
        """The keyboard focus ring: a thick white ring with a dark outline (visible on any colour)."""
        f = self.drag.focus
        if f is None:
            return
        r = self.place_rect(f)
        if r is None:
            return
        pulse = 2 * abs((self.clock * 2) % 2 - 1)
        rr = r.inflate(12 + pulse * 2, 12 + pulse * 2)
        pygame.draw.rect(surf, (10, 10, 10), rr.inflate(4, 4), 3, border_radius=12)
        pygame.draw.rect(surf, (255, 255, 255), rr, 4, border_radius=10)
        pygame.draw.rect(surf, theme.ALLY_HIT, rr.inflate(-8, -8), 2, border_radius=8)
