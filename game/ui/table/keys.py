"""Keyboard play and "why not → the rule" for every table (a collaborator of ``TableScene``).

Keyboard map (everything the mouse does):

* Tab / Shift+Tab / arrows move a focus ring over what may act now: the
  table's ``ring()`` (by default the places a legal gesture starts from,
  then the enabled buttons);
* Enter / Space pick the focused card (then Tab over its targets, Enter
  drops), press the focused button, or whatever the table's ``key_pick``
  does for the place (toggle a card in a selection, answer a decision);
* R / Shift+R turn the held card (the drag controller), Esc puts it back;
* F1 opens the rule named by the last refusal (``IllegalAction.rule``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import IllegalAction
from game.i18n import t
from game.ui import theme

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.table.base import TableScene

RING_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)
PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RULE_OFFER_SECONDS = 8.0


class KeyRing:
    def __init__(self, table: "TableScene") -> None:
        self.table = table
        self.rule_offer: tuple[str, float] | None = None   # (rule id, until clock)

    # -- "why not" -> the rule ----------------------------------------------------------
    def toast_refusal(self, text: str, kind: str = "info", err: IllegalAction | None = None) -> None:
        """Toast a message; when it is a refusal naming a rule, offer to open that rule (F1)."""
        tb = self.table
        err = err if err is not None else tb.drag.last_refusal
        rule = getattr(err, "rule", None) if err is not None and err.reason(tb.lang) == text else None
        if rule and kind == "error":
            self.rule_offer = (rule, tb.clock + RULE_OFFER_SECONDS)
            text = f"{text}  —  {t('ui.rule.offer_key')}"
        tb.app.toast(text, kind)

    def offered_rule(self) -> str | None:
        offer = self.rule_offer
        if offer and offer[1] > self.table.clock:
            return offer[0]
        return None

    def open_rule(self, rule: str | None = None) -> bool:
        rule = rule or self.offered_rule()
        if not rule:
            return False
        tb = self.table
        tb.drag.cancel(snap=False)
        self.rule_offer = None
        tb.app.open_rules(tb.code, rule)
        return True

    def chip_rect(self) -> pygame.Rect:
        return self.table.rule_chip_rect()

    def draw_chip(self, surf: pygame.Surface) -> None:
        if not self.offered_rule():
            return
        r = self.chip_rect()
        pygame.draw.rect(surf, (40, 30, 22), r, border_radius=8)
        pygame.draw.rect(surf, theme.GOLD, r, 2, border_radius=8)
        img = theme.text(t("ui.rule.offer"), 16, theme.GOLD, True)
        if img.get_width() > r.width - 12:
            img = pygame.transform.smoothscale(img, (r.width - 12, img.get_height()))
        surf.blit(img, img.get_rect(center=r.center))

    # -- the keyboard ring ------------------------------------------------------------------
    def handle(self, event) -> bool:
        """The keys the drag controller does not own; True when consumed."""
        if event.type != pygame.KEYDOWN:
            return False
        tb = self.table
        k = event.key
        if k == pygame.K_F1:
            return self.open_rule()
        if tb.drag.holding:
            return False
        back = bool(event.mod & pygame.KMOD_SHIFT)
        if k in RING_KEYS:
            ring = tb.ring()
            if not ring:
                return False
            step = -1 if back or k in (pygame.K_LEFT, pygame.K_UP) else 1
            f = tb.drag.focus
            i = ring.index(f) if f in ring else (-1 if step > 0 else 0)
            tb.drag.focus = ring[(i + step) % len(ring)]
            rect = tb.place_rect(tb.drag.focus)
            if rect is not None and not tb.drag.focus.startswith("button:"):
                tb.hover_place = tb.drag.focus
                tb.mouse = rect.center
            return True
        if k in PICK_KEYS:
            return self.pick(tb.drag.focus)
        return tb.key_extra(event, tb.drag.focus)

    def pick(self, place: str | None) -> bool:
        tb = self.table
        if tb.input_blocked():
            return False
        if place is None or place not in tb.ring():
            return tb.key_pick(None)
        if place.startswith("button:") and place[7:] in tb.buttons:
            tb.drag.focus = None
            tb.buttons[place[7:]].press()
            return True
        # a ``button:`` place that is no Button widget is a token on the table (a ±2 to
        # drag onto a seat): it is picked up like any card
        if tb.key_pick(place):
            return True
        tb.drag.pick(place)
        return True

    def draw_focus(self, surf: pygame.Surface) -> None:
        """The focus ring: a thick white ring with a dark outline (visible on any colour)."""
        tb = self.table
        f = tb.drag.focus
        if f is None:
            return
        r = tb.place_rect(f)
        if r is None:
            return
        pulse = 2 * abs((tb.clock * 2) % 2 - 1)
        rr = r.inflate(12 + pulse * 2, 12 + pulse * 2)
        pygame.draw.rect(surf, (10, 10, 10), rr.inflate(4, 4), 3, border_radius=12)
        pygame.draw.rect(surf, (255, 255, 255), rr, 4, border_radius=10)
        pygame.draw.rect(surf, theme.ALLY_HIT, rr.inflate(-8, -8), 2, border_radius=8)
