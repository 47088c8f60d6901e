"""Keyboard play and "why not → the rule" for every table.

Keyboard map (everything the mouse does):

* Tab / Shift+Tab / arrows move a focus ring over what may act now: the places
  a pending decision asks for, or the cards being chosen, or the places a legal
  gesture starts from; then the enabled buttons;
* Enter / Space pick the focused card (then Tab over its targets, Enter drops),
  press the focused button, answer a decision at the focused place, or toggle a
  card being chosen (Enter with nothing focused confirms the choice);
* R / Shift+R turn the held card (the drag controller), Esc puts it back;
* F1 opens the rule named by the last refusal (``IllegalAction.rule``).
"""
from __future__ import annotations


import pygame

from game.engine import IllegalAction, Place
from game.i18n import t
from game.ui import theme


RING_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)
PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RULE_OFFER_SECONDS = 8.0


class KeyRing:
    def __init__(self, table) -> None:
        self.table = table
        self.rule_offer: tuple[str, float] | None = None   # (rule id, until clock)

    # -- "why not" -> the rule ----------------------------------------------------------
    def toast_refusal(self, err: IllegalAction) -> None:
        """Say why, and offer the rule it cites (F1 or the chip)."""
        tb = self.table
        text = err.reason(tb.lang)
        if err.rule:
            self.rule_offer = (err.rule, tb.clock + RULE_OFFER_SECONDS)
            text = f"{text}  —  {t('ui.rule.offer_key')}"
        tb.toast(text, "error")

    def offered_rule(self) -> str | None:
        offer = self.rule_offer
        return offer[0] if offer and offer[1] > self.table.clock else None

    def open_rule(self) -> bool:
        rule = self.offered_rule()
        if not rule:
            return False
        tb = self.table
        tb.drag.cancel(snap=False)
        self.rule_offer = None
        tb.app.open_rules(tb.code, rule)
        return True

    def chip_rect(self) -> pygame.Rect:
        zone = self.table.zone
        if "rule_chip" in zone:
            return zone["rule_chip"]
        px = self.table.px
        z = zone.get("hint", pygame.Rect(0, px(680), px(400), px(30)))
        return pygame.Rect(z.x, z.top - px(40), px(220), px(34))

    def draw_chip(self, surf: pygame.Surface) -> None:
        if not self.offered_rule():
            return
        r = self.chip_rect()
        px = self.table.px
        pygame.draw.rect(surf, (40, 30, 22), r, border_radius=px(8))
        pygame.draw.rect(surf, theme.GOLD, r, px(2), border_radius=px(8))
        img = theme.text(t("ui.rule.offer"), px(16), theme.GOLD, True)
        if img.get_width() > r.width - 12:
            img = theme.squeeze(img, r.width - 12)
        surf.blit(img, img.get_rect(center=r.center))

    # -- the ring ----------------------------------------------------------------------
    def ring(self) -> list[Place]:
        tb = self.table
        if tb.drag.holding:
            return []
        if tb.picking is not None and tb.picking.open():
            return tb.picking.ring()
        own = tb.board.ring()
        if own is not None:
            return own
        if tb.blocked():
            return []
        decision = tb.view.decision
        if decision is not None and decision.seat == tb.bottom and decision.places:
            return tb.drag.order(decision.places)
        return tb.drag.sources() + tb.controls.ring()

    def handle(self, event) -> bool:
        """The keys the drag controller does not own; True when consumed."""
        if event.type != pygame.KEYDOWN:
            return False
        tb = self.table
        k = event.key
        if k == pygame.K_F1:
            return self.open_rule()
        if tb.drag.holding:
            return tb.board.held_key(event)
        if k in RING_KEYS:
            ring = self.ring()
            if not ring:
                return False
            step = -1 if event.mod & pygame.KMOD_SHIFT or k in (pygame.K_LEFT, pygame.K_UP) else 1
            f = tb.drag.focus
            i = ring.index(f) if f in ring else (-1 if step > 0 else 0)
            tb.drag.focus = ring[(i + step) % len(ring)]
            rect = tb.board.place_rect(tb.drag.focus)
            if rect is not None and not tb.drag.focus.is_button:
                # the zoom panel shows the focused card as if the pointer were on it
                tb.hover_place, tb.mouse = tb.drag.focus, rect.center
            return True
        if k in PICK_KEYS:
            return self.pick(tb.drag.focus)
        pile = next((p for p in tb.board.piles().values() if p.key == k), None)
        if pile is not None:
            tb.routing.open_pile(pile)
            return True
        return tb.board.key(event, tb.drag.focus)

    def pick(self, place: Place | None) -> bool:
        tb = self.table
        if tb.blocked():
            return False
        picking = tb.picking if tb.picking is not None and tb.picking.open() else None
        if place is None or place not in self.ring():
            if picking is not None and place is None:
                picking.confirm()
                return True
            return False
        if place.is_button and tb.controls.button(place.key) is not None:
            tb.drag.focus = None
            tb.controls.button(place.key).press()
            return True
        if picking is not None:
            picking.toggle(place)
            return True
        decision = tb.view.decision
        if decision is not None and place in decision.places:
            tb.answer(place)
            return True
        if not tb.board.enter(place):
            tb.drag.pick(place)
        return True

    def draw_focus(self, surf: pygame.Surface) -> None:
        """The focus ring: a thick white ring with a dark outline (visible on any colour)."""
        tb = self.table
        f = tb.drag.focus
        r = tb.board.place_rect(f) if f is not None else None
        if r is None:
            return
        px = tb.px
        pulse = px(2 * abs((tb.clock * 2) % 2 - 1))
        rr = r.inflate(px(12) + pulse * 2, px(12) + pulse * 2)
        pygame.draw.rect(surf, (10, 10, 10), rr.inflate(px(4), px(4)), px(3), border_radius=px(12))
        pygame.draw.rect(surf, (255, 255, 255), rr, px(4), border_radius=px(10))
        pygame.draw.rect(surf, theme.ALLY_HIT, rr.inflate(-px(8), -px(8)), px(2), border_radius=px(8))
