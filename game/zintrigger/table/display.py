"""How the ジントリガー table looks: the frame (``draw_table``), the marks on lit
places and the zoom panel's card. How it moves is in ``motion`` (each event's
animation, the end's count), its screenshot positions in ``shots``."""
from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.kit import fit_text
from game.zintrigger.rules.cards import AREAS
from game.zintrigger.table import faces, hud
from game.zintrigger.table.geom import MINI


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
