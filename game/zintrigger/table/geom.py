"""Where everything of a ジントリガー table lies, seen from the seat at the bottom.

The layout (``levels/tables/zintrigger-<n>p.tmx``) names *slots*, not seats:
``s0`` is always the seat at the bottom (the one looking), ``s1`` the opponent at
the top (in 4 players the top-left one), ``s2`` the partner at the bottom right and
``s3`` the top-right opponent. Team decks and 拠点 are ``near`` (the bottom team's)
and ``far``. So when the curtain passes the device and ``bottom`` changes, the same
zones simply hold other seats: the whole table turns with it.

A card is drawn upright when it faces the bottom team and turned half round when it
faces the other (``quarters``); characters lie upright (main) and sideways (sub) for
their own team.
"""
from __future__ import annotations

import pygame

from game.ui.kit import fan_slots

#: card sizes in layout units (``Geom.card`` gives them in pixels)
BOARD = (78, 110)       # 場札, characters, 拠点, decks
HOLD = (70, 98)         # the 保留域 (cards waiting until P6)
DISCARD = (70, 98)
HAND = (92, 128)
MINI = (40, 56)


class Geom:
    def __init__(self, zone: dict, players: int, bottom: int, k: float = 1.0, coop: bool = False) -> None:
        self.zone = zone
        self.players = players
        #: co-op Bambooshoot (every seat team 0): every card faces the bottom seat's team, and
        #: the partners sit clockwise in turn order
        self.coop = coop and players > 1
        self.k = k
        self.board, self.hold, self.discard, self.hand, self.mini = (self.card(c) for c in (BOARD, HOLD, DISCARD,
                                                                                            HAND, MINI))
        self.set_bottom(bottom)

    def px(self, n: float) -> int:
        return round(n * self.k)

    def card(self, size: tuple[int, int]) -> tuple[int, int]:
        return self.px(size[0]), self.px(size[1])

    def set_bottom(self, bottom: int) -> None:
        self.bottom = bottom
        n = self.players
        if n == 4:
            # versus: s2 is the partner (bottom right); co-op: clockwise, s2 is the last to play
            after = ("s1", "s3", "s2") if self.coop else ("s1", "s2", "s3")
            self.slots = {bottom: "s0", **{(bottom + i) % 4: slot for i, slot in enumerate(after, 1)}}
        elif n == 3:
            self.slots = {bottom: "s0", (bottom + 1) % 3: "s1", (bottom + 2) % 3: "s2"}
        elif n == 2:
            self.slots = {bottom: "s0", 1 - bottom: "s1"}
        else:
            self.slots = {0: "s0"}
        self.seat_of = {v: k for k, v in self.slots.items()}
        self.near = 0 if self.coop else bottom % 2

    # -- orientation ---------------------------------------------------------------------------
    def quarters(self, facing: int) -> int:
        """Screen quarter turns of a card facing team ``facing``."""
        return 0 if facing == self.near else 2

    def char_quarters(self, seat: int, sub: bool = False, tilted: bool = False) -> int:
        q = 0 if self.coop or seat % 2 == self.near else 2
        return (q + (1 if sub or tilted else 0)) % 4

    # -- zones ---------------------------------------------------------------------------------
    def team_side(self, team: int) -> str:
        return "near" if team == self.near else "far"

    def seat_zone(self, kind: str, seat: int) -> pygame.Rect | None:
        slot = self.slots.get(seat)
        return self.zone.get(f"{kind}.{slot}") if slot is not None else None

    def deck_rect(self, team: int) -> pygame.Rect | None:
        return self.zone.get(f"deck.{self.team_side(team)}")

    def base_rect(self, team: int) -> pygame.Rect | None:
        return self.zone.get(f"base.{self.team_side(team)}")

    def base_slots(self, team: int, n: int) -> list[pygame.Rect]:
        """Three slots; over the limit for a moment (the three that stay are being chosen)
        every card is made smaller so that they all lie side by side in the zone, each
        whole: they are clicked one by one."""
        z = self.base_rect(team)
        if z is None:
            return []
        count, (w, h), gap = max(3, n), self.board, self.px(4)
        cw = min(w, (z.width - (count - 1) * gap) // count)
        ch = round(h * cw / w)
        step = min(w + self.px(9), (z.width - cw) // max(1, count - 1))
        return [pygame.Rect(z.x + i * step, z.centery - ch // 2, cw, ch) for i in range(count)]

    def hold_slots(self, seat: int, n: int) -> list[tuple[int, int]]:
        z = self.seat_zone("hold", seat)
        if z is None:
            return []
        inner = z.inflate(-self.px(8), 0)
        return fan_slots(inner, max(1, n), self.hold[0], self.px(6), self.px(2))[:n]

    def discard_slots(self, n: int) -> list[tuple[int, int]]:
        """The discard in order, oldest at the left, the newest (top) fully shown at the right."""
        z = self.zone["discard"]
        if n <= 0:
            return []
        (w, h), px = self.discard, self.px
        step = min(w + px(4), (z.width - w - px(8)) / max(1, n - 1)) if n > 1 else 0
        x0 = z.x + px(4) + w // 2
        y = z.y + px(6) + h // 2
        return [(round(x0 + i * step), y) for i in range(n)]

    def grove_slots(self, n: int) -> list[tuple[int, int]]:
        """The grove from its left edge, each bamboo room to turn sideways."""
        z = self.zone.get("grove")
        return fan_slots(z, n, self.board[1] + self.px(8), 0, left=True) if z is not None else []

    def harvest_slots(self, n: int) -> list[tuple[int, int]]:
        z = self.zone.get("harvest")
        if z is None or n <= 0:
            return []
        px = self.px
        step = min(self.mini[0] + px(30), (z.width - px(60)) // max(1, n - 1)) if n > 1 else 0
        return [(z.x + px(30) + i * step, z.centery + px(8)) for i in range(n)]

    def hand_slots(self, n: int) -> list[tuple[int, int]]:
        return fan_slots(self.zone["hand"], n, self.hand[0], self.px(8), self.px(8))

    def partner_hand_slots(self, seat: int, n: int) -> list[tuple[int, int]]:
        """A partner's hand (open hands in co-op) fanned in its ``hand.<slot>`` zone, at the
        保留域's size: overlapped, each card's corner shows."""
        z = self.seat_zone("hand", seat)
        if z is None or n <= 0 or seat == self.bottom:
            return []
        return fan_slots(z.inflate(-self.px(4), 0), n, self.hold[0], self.px(4))

    def plate(self, seat: int) -> pygame.Rect | None:
        return self.seat_zone("plate", seat)
