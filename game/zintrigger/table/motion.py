"""How the ジントリガー table moves: each event's animation (``play_event``) and the
end's card-by-card count (:class:`Reveal`).

Events move the sprites a card has (``tb.by_card``): a card flying to the 保留域
becomes that card's sprite there, so the ``Flipped`` that follows turns it through
180° where it landed. After each batch the table re-syncs from the new view, so a
missed detail never lingers."""
from __future__ import annotations

import pygame

from game.engine import CardMoved, GameOver, Log, Shuffled
from game.i18n import t
from game.ui import theme
from game.ui.kit import fit_text
from game.ui.sprites import CardSprite
from game.ui.tween import ease_in_quad, ease_out_cubic
from game.zintrigger.rules.cards import AREAS, BAMBOO, ITEM_IDS, TIMEKEEP
from game.zintrigger.rules.events import (AbilityUsed, AttackDeclared, BambooChanged, FieldChanged, Flipped,
                                          Peeked, Responded, Tilted, TimeKept)
from game.zintrigger.table import faces, hud, words
from game.zintrigger.table.geom import BOARD, HAND, MINI
from game.zintrigger.table.panel import MARK_COLOUR


# -- events ---------------------------------------------------------------------------------------------------
def with_field_moves(events) -> tuple:
    """A 場札 that leaves its place without a move of its own (a dodge keeps it in the 保留域,
    a jetpack too) gets one, so the old card visibly goes where the rules put it."""
    out = list(events)
    i = 0
    while i < len(out):
        e = out[i]
        if isinstance(e, FieldChanged) and e.before is not None:
            later = out[i + 1:]
            moved = any(isinstance(x, CardMoved) and x.card == e.before and x.src == f"field:{e.seat}"
                        for x in later)
            if not moved:
                out.insert(i + 1, CardMoved(e.before, f"field:{e.seat}", f"zone:{e.seat}", e.seat))
                i += 1
        i += 1
    return tuple(out)


def play_event(tb, e) -> float | None:
    if isinstance(e, Log):
        return None
    if isinstance(e, CardMoved):
        return fly(tb, e)
    if isinstance(e, Flipped):
        sp = tb.by_card.get(e.card)
        tb.facing[e.card] = e.after
        if sp is not None and sp.visible:
            sp.rotate_to(tb.geom.quarters(e.after), 0.45)
            tb.sound("turn")
            return 0.5
        return 0.05
    if isinstance(e, AttackDeclared):
        return attack(tb, e)
    if isinstance(e, Responded):
        place = f"field:{e.seat}"
        pos = tb.place_centre(place)
        tb.anim.float_text((pos[0], pos[1] - 30), t(f"zintrigger.ans.short.{e.kind}"),
                           MARK_COLOUR.get(e.kind, theme.GOLD), 30)
        tb.sound("hit" if e.kind == "hit" else "place")
        return 0.55
    if isinstance(e, AbilityUsed):
        name = words.ability_name(tb.view.seats[e.seat].main) if e.seat < len(tb.view.seats) else ""
        if e.nullified:
            pos = tb.place_centre(f"char:{e.seat}:main")
            tb.anim.float_text(pos, t("zintrigger.anim.nullified"), theme.BAD, 30)
            return 0.6
        tb.banner(t("zintrigger.anim.ability", name=tb.short_name(e.seat), ability=name),
                  hud.seat_colour(e.seat), 0.6, 36)
        tb.sound("banner")
        return 0.8
    if isinstance(e, FieldChanged):
        return 0.0
    if isinstance(e, TimeKept):
        tb.banner(t("zintrigger.anim.timekeep", n=e.count, limit=e.limit), theme.GOLD, 0.8, 44)
        tb.sound("banner")
        return 1.0
    if isinstance(e, Tilted):
        sp = tb.sprites.get(f"char:{e.seat}:main")
        if sp is not None:
            sp.rotate_to(tb.geom.char_quarters(e.seat, tilted=e.on), 0.35)
            tb.sound("turn")
        return 0.4
    if isinstance(e, Peeked):
        if e.cards:
            tb.log_add(lambda z=e.zone, n=len(e.cards): t("zintrigger.log.peek", n=n))
        return 0.2
    if isinstance(e, BambooChanged):
        return bamboo(tb, e)
    if isinstance(e, GameOver):
        v = tb.state.view(tb.viewer)
        dur = 0.0
        if v.final_zones and v.players > 1:
            tb.reveal = Reveal(tb, v)
            dur = tb.reveal.duration + 0.6
        return max(dur, tb.anim.default(e))
    if isinstance(e, Shuffled):
        return 0.1
    return None


def flight_size(tb, dst: str) -> tuple[int, int]:
    if dst.startswith(f"hand:{tb.bottom}"):
        return HAND
    return BOARD


def fly(tb, e: CardMoved, dur: float | None = None) -> float:
    card = e.card
    src, dst = e.src, e.dst
    start = tb.place_centre(src, card)
    end = tb.place_centre(dst, card)
    old = tb.by_card.get(card) if card is not None else None
    if old is not None:
        start = (round(old.pos[0]), round(old.pos[1]))
        old.visible = False
    face_up = card is not None and not (dst.startswith("hand:") and dst != f"hand:{tb.bottom}")
    facing = tb.facing.get(card) if card is not None else None
    q = tb.geom.quarters(facing) if facing is not None else 0
    sprite = CardSprite(card if face_up else None, None, start, renderer=tb.face, size=flight_size(tb, dst),
                        angle=q, face_up=face_up)
    if face_up and card is not None and (card in AREAS or card in ITEM_IDS or card == TIMEKEEP):
        sprite.attach(faces.FacingMark(lambda c=card: tb.facing.get(c)))
    to_pile = dst.startswith(("discard", "deck", "base"))
    dur = dur if dur is not None else (0.34 if to_pile else 0.28)
    sprite.move_to(end, dur, ease_in_quad if to_pile else ease_out_cubic)
    tb.flyers.append(sprite)
    if card is not None and face_up:
        tb.by_card[card] = sprite
    tb.sound("slide")
    return dur


def attack(tb, e: AttackDeclared) -> float:
    def place_of(x):
        return f"bamboo:{x}" if isinstance(x, str) else f"field:{x}"
    a, d = place_of(e.attacker), place_of(e.defender)
    start, end = tb.place_centre(a), tb.place_centre(d)
    tb.arrows.append([start, end, tb.clock + 1.1, theme.BAD])
    nums = ",".join(map(str, e.numbers))
    tb.anim.float_text((end[0], end[1] - 20), t("zintrigger.anim.attack", nums=nums), theme.BAD, 26)
    if a in tb.sprites:
        tb.anim.lunge(a, d, 0.4)
    tb.sound("hit")
    return 0.8


def bamboo(tb, e: BambooChanged) -> float:
    g = tb.geom
    sp = tb.sprites.get(f"bamboo:{e.bamboo}")
    if e.kind == "appear":
        n = len(tb.view.grove)
        slots = g.grove_slots(n + 1)
        end = slots[-1] if slots else tb.zone["grove"].center
        start = tb.zone["shoots"].center
        flyer = CardSprite(e.bamboo, None, start, renderer=tb.face, size=BOARD, angle=e.growth)
        flyer.move_to(end, 0.4)
        tb.flyers.append(flyer)
        tb.by_card[e.bamboo] = flyer
        tb.banner(t("zintrigger.anim.appear", name=BAMBOO[e.bamboo].name(tb.lang), n=BAMBOO[e.bamboo].number),
                  faces.BAMBOO_C, 0.5, 36)
        tb.sound("card_place")
        return 0.6
    target = tb.by_card.get(e.bamboo) or sp
    if e.kind in ("grow", "reset"):
        if target is not None:
            target.rotate_to(e.growth, 0.4)
        tb.sound("turn")
        if e.kind == "reset" and target is not None:
            tb.anim.float_text((round(target.pos[0]), round(target.pos[1])), "0", theme.GOOD, 28)
        return 0.45
    if e.kind == "wound":
        if target is not None:
            tb.anim.float_text((round(target.pos[0]), round(target.pos[1])), t("zintrigger.badge.wounded"),
                               theme.BAD, 28)
        return 0.45
    if e.kind == "harvest":
        start = (round(target.pos[0]), round(target.pos[1])) if target is not None else tb.zone["grove"].center
        if target is not None:
            target.visible = False
        slots = g.harvest_slots(len(tb.view.harvest) + 1)
        end = slots[-1] if slots else tb.zone["harvest"].center
        flyer = CardSprite(e.bamboo, None, start, renderer=tb.face, size=MINI, angle=0)
        flyer.move_to(end, 0.45)
        tb.flyers.append(flyer)
        tb.anim.float_text(start, t("zintrigger.anim.harvest"), theme.GOOD, 30)
        tb.sound("card_place")
        return 0.5
    return 0.0


# -- the end: every card counted ----------------------------------------------------------------------------
class Reveal:
    """The final count, card by card: every zone's area cards appear one after another
    (turned for the team they face) while each team's tally ticks up."""

    STEP = 0.06

    def __init__(self, tb, view) -> None:
        self.tb = tb
        self.rows = [(name, [c for c in cards if c.id in AREAS]) for name, cards in view.final_zones]
        self.rows = [(n, cs) for n, cs in self.rows if cs]
        self.total = sum(len(cs) for _, cs in self.rows)
        self.final = view.final_score or (0, 0)
        self.time = 0.0
        self.duration = min(4.0, 0.6 + self.total * self.STEP)
        self.rect = pygame.Rect(270, 40, 742, 480)
        rows = max(1, len(self.rows))               # cards as large as the rows allow
        self.card_w = max(20, min(MINI[0], int(((self.rect.height - 60) / rows - 12) / 1.41)))

    @property
    def busy(self) -> bool:
        return self.time < self.duration

    @property
    def shown(self) -> int:
        from game.ui import tween
        if tween.get_speed() <= 0:
            return self.total
        return min(self.total, int(max(0.0, self.time - 0.3) / max(1e-6, (self.duration - 0.6) / max(1, self.total))))

    def update(self, dt: float) -> None:
        from game.ui import tween
        speed = tween.get_speed()
        self.time += dt * (speed if speed > 0 else 100)

    def zone_name(self, name: str) -> str:
        kind, _, arg = name.partition(":")
        if kind in ("deck", "base"):
            return t(f"zintrigger.final.{kind}", team=t(f"zintrigger.team.{'ab'[int(arg)]}"))
        if kind == "hand":
            return t("zintrigger.final.hand", name=self.tb.short_name(int(arg)))
        return t(f"zintrigger.final.{kind}")

    def draw(self, surf: pygame.Surface) -> None:
        from game.ui.widgets import panel_bg
        r = self.rect
        surf.blit(panel_bg(r.size, theme.GOLD, 252), r)
        shown = self.shown
        counts = [0, 0]
        k = 0
        y = r.y + 50
        x0 = r.x + 150
        w = self.card_w
        for name, cards in self.rows:
            if y > r.bottom - 30:
                break
            label = fit_text(self.zone_name(name), 14, 132, theme.TEXT, True, min_size=9)
            surf.blit(label, (r.x + 12, y + round(w * 1.41) // 2 - label.get_height() // 2))
            step = min(w + 3, (r.right - x0 - 16 - w) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for i, cv in enumerate(cards):
                if k >= shown:
                    break
                k += 1
                counts[cv.facing] += 1
                img = faces.render(cv.id, (w, round(w * 1.41)), True, self.tb.lang)
                if self.tb.geom.quarters(cv.facing) == 2:
                    img = pygame.transform.rotate(img, 180)
                pos = (round(x0 + i * step), y)
                surf.blit(img, pos)
                faces.draw_team_shape(surf, cv.facing, (pos[0] + w // 2, pos[1] + round(w * 1.41) + 2), 5,
                                      letter=False)
            y += round(w * 1.41) + 10
        head = theme.text(t("zintrigger.final.title"), 20, theme.GOLD, True)
        surf.blit(head, (r.x + 14, r.y + 12))
        cx = r.right - 260
        for team in (0, 1):
            faces.draw_team_shape(surf, team, (cx + 12, r.y + 24), 10)
            num = theme.text(str(counts[team]), 26, theme.TEXT, True)
            surf.blit(num, (cx + 28, r.y + 10))
            cx += 110
