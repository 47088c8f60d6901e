"""How the ジントリガー table looks and moves: the frame (``draw_table``), the marks on
lit places, the zoom panel's card, each event's animation (``play_event``), the
end's card-by-card count (:class:`Reveal`) and the screenshot plans.

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
from game.ui.table import runs
from game.ui.tween import ease_in_quad, ease_out_cubic
from game.zintrigger.rules.cards import AREAS, BAMBOO, ITEM_IDS, TIMEKEEP
from game.zintrigger.rules.events import (AbilityUsed, AttackDeclared, BambooChanged, FieldChanged, Flipped,
                                          Peeked, Responded, Tilted, TimeKept)
from game.zintrigger.table import faces, hud, words
from game.zintrigger.table.geom import BOARD, HAND, MINI
from game.zintrigger.table.panel import MARK_COLOUR

ANSWER_COLOUR = MARK_COLOUR


# -- drawing -----------------------------------------------------------------------------------------------
def draw_table(tb, surf: pygame.Surface) -> None:
    key = (tb.bottom, tb.lang, theme.PALETTE_VERSION, tb.ui_scale(), tb.view.players)
    if tb._static_key != key:
        tb._static, tb._static_key = hud.static_layer(tb), key
        tb._panels.clear()           # panels are drawn over the static layer
    surf.blit(tb._static, (0, 0))
    v = tb.view
    scale = tb.ui_scale()
    g = tb.geom
    for team in (0, 1):
        d = g.deck_rect(team)
        if d is not None:
            hud.draw_deck(surf, d, v.deck_counts[team], t("zintrigger.zone.deck"), scale, tb)
    if "shoots" in tb.zone:
        hud.draw_deck(surf, tb.zone["shoots"], v.shoots, t("zintrigger.zone.shoots"), scale, tb)
    for sv in v.seats:
        hud.draw_plate(surf, tb, sv.seat)
    if v.players == 1:
        draw_grove_plate(surf, tb)
    hud.draw_status(surf, tb)
    hud.draw_score(surf, tb)
    draw_discard_label(surf, tb)
    lit = lit_fields(tb)
    held = tb.drag.held_sprite if tb.drag.mode == "drag" else None
    groups = (("field:", "char:"), ("base:",), ("bamboo:", "harvest:"), ("discard:",), ("zone:",))
    for prefixes in groups:
        for place, sp in tb.sprites.items():
            if place.startswith(prefixes) and sp is not held:
                off = tb.anim.offset(place)
                if off != (0.0, 0.0):
                    home = sp.home
                    sp.pos = (home[0] + off[0], home[1] + off[1])
                sp.draw(surf)
        if prefixes[0] == "field:":
            for seat, why in lit.items():
                draw_attackable(surf, tb, seat, why)
    draw_peek(surf, tb)
    draw_select_marks(surf, tb)
    tb.log.draw(surf)
    tb.panel.draw(surf) if tb.panel.active else draw_idle_panel(surf, tb)
    for place, sp in tb.sprites.items():
        if place.startswith("hand:") and sp is not held:
            sp.draw(surf)
    for place in tb.chosen_places():
        sp = tb.sprites.get(place)
        if sp is not None:
            pygame.draw.rect(surf, theme.HIGHLIGHT, sp.rect.inflate(6, 6), 3, border_radius=8)
    for start, end, _until, colour in tb.arrows:
        draw_arrow(surf, start, end, colour)
    draw_pending_attack(surf, tb)
    tb.draw_zoom(surf)
    if tb.reveal is not None:
        tb.reveal.draw(surf)


def draw_grove_plate(surf, tb) -> None:
    rect = tb.zone.get("plate.s1")
    if rect is None:
        return
    v = tb.view
    pygame.draw.rect(surf, (20, 30, 24), rect, border_radius=8)
    pygame.draw.rect(surf, faces.BAMBOO_C, rect, 2, border_radius=8)
    size = max(12, min(rect.height - 8, round(15 * min(1.25, tb.ui_scale()))))
    text = t("zintrigger.grove.plate", n=len(v.grove), limit=v.grove_limit, h=len(v.harvest), shoots=v.shoots,
             level=t(f"zintrigger.level.{v.level}"))
    img = fit_text(text, size, rect.width - 16, theme.TEXT, True, min_size=10)
    surf.blit(img, img.get_rect(midleft=(rect.x + 10, rect.centery)))


def draw_discard_label(surf, tb) -> None:
    rect = tb.zone["discard_label"]
    n = len(tb.view.discard)
    size = max(11, min(rect.height - 4, round(13 * min(1.3, tb.ui_scale()))))
    img = fit_text(t("zintrigger.pile.discard", n=n), size, rect.width - 10, theme.TEXT, True, min_size=9)
    box = img.get_rect(midleft=(rect.x + 4, rect.centery)).inflate(12, 4)
    hover = rect.collidepoint(tb.mouse)
    pygame.draw.rect(surf, (70, 60, 40) if hover else (20, 16, 14), box, border_radius=6)
    pygame.draw.rect(surf, theme.GOLD, box, 1, border_radius=6)
    surf.blit(img, img.get_rect(center=box.center))


def draw_idle_panel(surf, tb) -> None:
    """The decision panel when nothing is asked of you: what a turn is made of (cached)."""
    rect = tb.zone["decide"]
    v = tb.view
    key = (v.result is None, tb.my_turn(), v.phase, v.to_move, tb.ui_scale(), tb.lang, theme.PALETTE_VERSION)
    surf.blit(hud.cached(tb, "idle", key, rect.size, lambda img, local: _idle(img, local, tb), rect.topleft), rect)


def _idle(surf, rect, tb) -> None:
    from game.ui.widgets import panel_bg, wrap_cached
    surf.blit(panel_bg(rect.size, theme.PANEL_EDGE, 250), rect)
    r = rect.inflate(-16, -14)
    v = tb.view
    if v.result is not None:
        key = "zintrigger.idle.over"
    elif tb.my_turn() and v.phase == "main":
        key = "zintrigger.idle.main"
    elif tb.my_turn():
        key = "zintrigger.idle.decide"
    else:
        key = "zintrigger.idle.wait"
    title = t(f"{key}.title", name=tb.short_name(v.to_move) if v.to_move is not None else "")
    body = t(f"{key}.body")
    scale = tb.ui_scale()
    while True:       # as large as the UI scale asks, smaller until everything fits
        head = max(11, round(16 * scale))
        size = max(10, round(13 * scale))
        heads = wrap_cached(title, head, r.width, True)
        lines = wrap_cached(body, size, r.width)
        if len(heads) * (head + 4) + 4 + len(lines) * (size + 4) <= r.height or scale <= 1.0:
            break
        scale = max(1.0, scale - 0.1)
    y = r.y
    for line in heads:
        surf.blit(theme.text(line, head, theme.GOLD, True), (r.x, y))
        y += head + 4
    y += 4
    for line in lines:
        if y + size > r.bottom:
            break
        if line:
            surf.blit(theme.text(line, size, theme.TEXT_DIM), (r.x, y))
        y += size + 4


def lit_fields(tb) -> dict[int, str]:
    """Opponents' 場札 to light: the ones your hand (or the chosen cards) reaches in your turn,
    the attack targets when you declare one."""
    v = tb.view
    out: dict[int, str] = {}
    if not tb.my_turn():
        return out
    p = v.pending
    if p is not None and p.kind == "attack":
        for a in tb.ui_legal():
            if a.verb == "attack" and a.args[0].isdigit():
                out[int(a.args[0])] = "target"
        return out
    if p is None and v.phase == "main":
        nums = {AREAS[c].number for c in tb.chosen} if tb.chosen else None
        for seat in v.attackable:
            fn = v.seats[seat].field_number
            if nums is None or fn in nums:
                out[seat] = "reach"
    return out


def draw_attackable(surf, tb, seat: int, why: str) -> None:
    r = tb.geom.seat_zone("field", seat)
    if r is None:
        return
    colour = theme.BAD
    pygame.draw.rect(surf, colour, r.inflate(10, 10), 3, border_radius=10)
    tag = theme.text(t(f"zintrigger.tag.{why}"), 12, (255, 255, 255), True)
    box = tag.get_rect(midtop=(r.centerx, r.bottom + 6)).inflate(10, 4)
    box.bottom = min(box.bottom, r.bottom + 22)
    pygame.draw.rect(surf, colour, box, border_radius=box.height // 2)
    surf.blit(tag, tag.get_rect(center=box.center))


def draw_select_marks(surf, tb) -> None:
    """While a set is chosen (hand limit, the three that stay): the picks are framed, the
    count shown over the zone; sources of a pending decision get a thin gold edge."""
    if not tb.my_turn() or tb.timeline.busy:
        return
    if tb.view.pending is not None and not tb.choosing():
        for place in tb.drag.sources():
            r = tb.place_rect(place)
            if r is not None and not place.startswith("hand:"):
                pygame.draw.rect(surf, theme.GOLD, r.inflate(6, 6), 2, border_radius=8)


def draw_marks(tb, surf) -> None:
    """Lit targets while a card (or the ability button) is held."""
    if tb.drag.holding:
        tb.drag.draw_marks(surf)


def draw_pending_attack(surf, tb) -> None:
    """While an attack waits for its answer: an arrow from the attacker to the defender's
    場札 and the attack numbers (everyone sees the attack; only the defender the choices)."""
    p = tb.view.pending
    if p is None or p.kind != "respond" or tb.timeline.busy:
        return
    src = f"bamboo:{p.attacker}" if isinstance(p.attacker, str) else f"zone:{p.attacker}"
    a = tb.place_rect(src)
    d = tb.place_rect(f"field:{p.seat}")
    if a is None or d is None:
        return
    start = pygame.Vector2(a.center)
    end = pygame.Vector2(d.center)
    draw_arrow(surf, start, end, theme.BAD)
    tag = theme.text(t("zintrigger.anim.attack", nums=",".join(map(str, p.numbers))), 15, (255, 255, 255), True)
    mid = start + (end - start) * 0.5
    box = tag.get_rect(center=(round(mid.x), round(mid.y))).inflate(12, 6)
    pygame.draw.rect(surf, theme.BAD, box, border_radius=box.height // 2)
    pygame.draw.rect(surf, (20, 16, 14), box, 2, border_radius=box.height // 2)
    surf.blit(tag, tag.get_rect(center=box.center))


def draw_arrow(surf, a, b, colour) -> None:
    a, b = pygame.Vector2(a), pygame.Vector2(b)
    if (b - a).length() < 20:
        return
    v = (b - a).normalize()
    n = pygame.Vector2(-v.y, v.x)
    tip = b - v * 10
    pygame.draw.line(surf, (20, 16, 14), a, tip - v * 16, 10)
    pygame.draw.line(surf, colour, a, tip - v * 16, 6)
    pygame.draw.polygon(surf, colour, (tip, tip - v * 26 + n * 15, tip - v * 26 - n * 15))


def draw_peek(surf, tb) -> None:
    """偵察ドローン: the hand the viewer was shown, face up beside that seat's plate."""
    v = tb.view
    if v.peek is None:
        return
    seat, cards = v.peek
    plate = tb.geom.plate(seat)
    if plate is None:
        return
    x = plate.x + 8
    y = plate.bottom + 4
    label = theme.text(t("zintrigger.peek", name=tb.short_name(seat)), 12, theme.HIGHLIGHT, True)
    box = pygame.Rect(x - 4, y - 2, max(label.get_width() + 8, len(cards) * (MINI[0] + 4) + 8), MINI[1] + 22)
    pygame.draw.rect(surf, (20, 16, 14), box, border_radius=6)
    pygame.draw.rect(surf, theme.HIGHLIGHT, box, 1, border_radius=6)
    surf.blit(label, (x, y))
    for i, c in enumerate(cards):
        surf.blit(faces.render(c, MINI, True, tb.lang), (x + i * (MINI[0] + 4), y + 16))


# -- the zoom panel -----------------------------------------------------------------------------------------
def zoom_card(tb) -> tuple[str | None, str]:
    opt = tb.panel.hovered_card()
    if opt is not None:
        return opt, ""
    place = tb.hover_place or ""
    if tb.drag.holding and tb.drag.held and tb.drag.held != "button:ability":
        place = tb.drag.held
    sp = tb.sprites.get(place)
    if sp is None or sp.card is None:
        return None, ""
    key = sp.card
    extra = []
    facing = tb.facing.get(key)
    if facing is not None:
        extra.append(facing_words(tb, facing))
    if place.startswith("hand:"):
        h = tb.hand_card(key)
        if h is not None and h.distance is not None:
            extra.append(t("zintrigger.zoom.distance", n=h.distance))
    elif place.startswith("char:"):
        seat = int(place.split(":")[1])
        sv = tb.view.seats[seat]
        extra.append(t("zintrigger.zoom.char", name=tb.short_name(seat), role=t(
            "zintrigger.zoom.main" if place.endswith("main") else "zintrigger.zoom.sub"), limit=sv.hand_limit))
    elif place.startswith("bamboo:"):
        b = next((x for x in tb.view.grove if x.id == key), None)
        if b is not None:
            extra.append(t("zintrigger.zoom.growth", n=b.growth) + (" " + t("zintrigger.badge.wounded")
                                                                      if b.wounded else ""))
    elif place.startswith("field:") and key == "respawn":
        extra.append(t("zintrigger.zoom.respawn"))
    return key, "\n".join(extra)


def facing_words(tb, facing: int) -> str:
    v = tb.view
    if v.players == 1:
        return t("zintrigger.zoom.own" if facing == 0 else "zintrigger.zoom.enemy_solo")
    mine = facing == tb.bottom % 2 if not tb.read_only else None
    team = t(f"zintrigger.team.{'ab'[facing]}")
    if mine is None:
        return t("zintrigger.zoom.facing", team=team)
    return t("zintrigger.zoom.facing_mine" if mine else "zintrigger.zoom.facing_theirs", team=team)


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
                           ANSWER_COLOUR.get(e.kind, theme.GOLD), 30)
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


# -- screenshots ----------------------------------------------------------------------------------------------
def screenshot_plan(variant: str | None) -> dict:
    human = runs.HUMAN
    cpu = runs.RANDOM
    if variant in ("4p", "4p-en"):
        return {"seats": [human, cpu, cpu, cpu], "options": {"players": 4},
                "stop": lambda s: _mid(s, 0, 5, hand=2)}
    if variant in ("solo", "1p", "grove"):
        return {"seats": [human], "options": {"players": 1, "difficulty": 2},
                "stop": lambda s: _mid(s, 0, 3, hand=2) and len(s.solo["grove"]) >= 2}
    if variant == "respond":
        return {"stop": lambda s: s.decision is not None and s.decision[0] == "respond" and s.decision[1] == 0
                and s.turn >= 2}
    if variant == "result":
        return {"plies": 5000, "seats": [cpu, cpu], "result": True}
    if variant == "count":                  # the end's count, card by card, fully shown
        return {"plies": 5000, "seats": [human, cpu], "count": True}
    if variant == "drag":                   # a card held over the 保留域, the reachable 場札 lit
        return {"stop": lambda s: _mid(s, 0, 5) and any(a.verb == "play" and len(a.args) == 1
                                                        for a in s.legal_actions()), "drag": True}
    if variant == "opening":
        return {"stop": lambda s: s.phase == "main" and s.decision is None and s.current == 0}
    return {"stop": lambda s: _mid(s, 0, 5)}


def _mid(s, seat: int, turn: int, hand: int = 3) -> bool:
    """The seat's main decision from ``turn`` on, with a hand to show and a 拠点 that is not empty."""
    return (s.phase == "main" and s.decision is None and s.current == seat and s.turn >= turn and not s.stack
            and len(s.hands[seat]) >= hand and len(s.bases[seat % 2]) >= 1)


def screenshot_scene(cls, app, seed: int = 1, variant: str | None = None) -> list:
    app.settings.anim_speed = 0
    plan = screenshot_plan(variant)
    seats = plan.get("seats") or [runs.HUMAN, runs.RANDOM]
    opts = dict(plan.get("options") or {})
    tb = runs.cpu_table(cls, app, seed, seats, plan.get("plies", 2000), plan.get("stop"), opts)
    scenes: list = [tb]
    if plan.get("result"):
        tb.frozen = tb.finished = True
        scenes.append(app.result_scene(tb, tb.state.result()))
    if plan.get("count") and tb.state.result() is not None:
        tb.frozen = tb.finished = True
        tb.reveal = Reveal(tb, tb.state.view(tb.viewer))
        tb.reveal.time = tb.reveal.duration
    if plan.get("drag"):
        play = next(a for a in tb.ui_legal() if a.verb == "play" and len(a.args) == 1)
        runs.hold_over(tb, play.source, f"zone:{tb.bottom}")
    return scenes
