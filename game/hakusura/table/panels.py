"""The ハクスラ陰陽師 table's side panels and overlays: the solo game's empty seat and
night map, the box, lit targets and sources, strikes, the zoom panel and the hint."""
from __future__ import annotations

import pygame

from game.hakusura.table import faces, hud, words
from game.i18n import t
from game.ui import theme
from game.ui.kit import draw_wrapped, fit_text

def draw_empty_seat(tb, surf) -> None:
    """The solo game's empty seat: its cards still to lay, and the night's progress."""
    z = tb.zone["empty"]
    sc = hud.scale(tb)
    size = min(round(15 * sc), 28)
    head = pygame.Rect(z.x + 16, z.y + 10, z.width - 32, size + 8)
    hud.text_in(surf, t("hakusura.empty.title"), head, size, theme.TEXT)
    view = tb.view
    for place, sp in tb.cards.items():
        if place.startswith("empty:"):
            sp.draw(surf)
    note = pygame.Rect(z.x + 16, z.y + 130, z.width - 32, z.height - 240)
    draw_wrapped(surf, t("hakusura.empty.note", n=len(view.flips_left)), note, min(round(13 * sc), 22),
                 theme.TEXT_DIM)
    draw_night_map(tb, surf, pygame.Rect(z.x + 16, z.bottom - 96, z.width - 32, 84))


def draw_night_map(tb, surf, r: pygame.Rect, battle: int | None = None) -> None:
    """Three nights of two battles, then the boss: done, now, to come."""
    view = tb.view
    now = view.battle if battle is None else battle
    draw_progress(surf, r, now, over=view.result is not None, size=min(round(13 * hud.scale(tb)), 20))


def draw_progress(surf, r: pygame.Rect, now: int, over: bool = False, size: int = 13) -> None:
    stops = [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4)]
    gap = r.width // len(stops)
    y = r.y + r.height // 2 - 6
    for i, (b, night) in enumerate(stops):
        x = r.x + gap // 2 + i * gap
        if i:
            pygame.draw.line(surf, (120, 110, 90), (x - gap + 12, y), (x - 12, y), 3)
        done = b < now or (over and b <= now)
        here = b == now and not over
        colour = theme.GOLD if done else (theme.HIGHLIGHT if here else (90, 90, 90))
        if b == 7:
            pts = [(x, y - 13), (x + 13, y), (x, y + 13), (x - 13, y)]
            pygame.draw.polygon(surf, colour, pts, 0 if done or here else 3)
        else:
            pygame.draw.circle(surf, colour, (x, y), 10, 0 if done or here else 3)
        if here:
            pygame.draw.circle(surf, theme.ACCENT, (x, y), 15, 3)
        label = t("hakusura.map.boss") if b == 7 else t("hakusura.map.battle", n=b)
        img = fit_text(label, size, gap - 4, theme.TEXT if here else theme.TEXT_DIM, here, 8)
        surf.blit(img, img.get_rect(midtop=(x, y + 17)))
    for night in (1, 2, 3):
        x0 = r.x + gap // 2 + (night - 1) * 2 * gap
        img = fit_text(t("hakusura.map.night", n=night), size, 2 * gap - 8, theme.TEXT_DIM, False, 8)
        surf.blit(img, img.get_rect(midbottom=(x0 + gap // 2, y - 15)))


def draw_box(tb, surf) -> None:
    z = tb.zone["box"]
    n = len(tb.view.box)
    hud.text_in(surf, t("hakusura.box", n=n), pygame.Rect(z.x + 6, z.y + 4, z.width - 12, 24),
            min(round(14 * hud.scale(tb)), 20), theme.TEXT_DIM, True, "center")
    if tb.view.box:
        img = faces.render("s:" + tb.view.box[-1], (44, 62))
        surf.blit(img, img.get_rect(midbottom=(z.centerx, z.bottom - 4)))


def draw_marks(tb, surf) -> None:
    """Lit drop targets while a card is held; otherwise what may be picked up glows softly."""
    pulse = 0.5 + 0.5 * abs((tb.clock * 1.5) % 2 - 1)
    if tb.drag.holding:
        for place in tb.drag.lit_targets:
            r = tb.place_rect(place)
            if r is None:
                continue
            strong = place == tb.drag.hover
            glow = pygame.Surface(r.size, pygame.SRCALPHA)
            glow.fill((*theme.HIGHLIGHT, 110 if strong else int(40 + 40 * pulse)))
            surf.blit(glow, r)
            pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(4, 4), 4 if strong else 2, border_radius=6)
        tb.drag.draw_held(surf)
        return
    if not tb.my_turn() or tb.timeline.busy or tb.choosing():
        return
    colour = [round(c * (0.6 + 0.4 * pulse)) for c in theme.GOLD]
    for place in tb.drag.sources():
        r = tb.place_rect(place)
        if r is not None:
            pygame.draw.rect(surf, colour, r.inflate(6, 6), 2, border_radius=8)


def draw_strike(surf, item) -> None:
    (x0, y0), (x1, y1), p = item
    x, y = x0 + (x1 - x0) * p, y0 + (y1 - y0) * p
    pygame.draw.line(surf, (255, 240, 200), (x - 14, y - 14), (x + 14, y + 14), 6)
    pygame.draw.line(surf, theme.BAD, (x - 14, y - 14), (x + 14, y + 14), 3)
    pygame.draw.line(surf, (255, 240, 200), (x - 14, y + 14), (x + 14, y - 14), 6)
    pygame.draw.line(surf, theme.BAD, (x - 14, y + 14), (x + 14, y - 14), 3)


# ---------------------------------------------------------------- the zoom panel
def face_key_at(tb, place: str | None) -> str | None:
    if not place:
        return None
    kind, _, arg = place.partition(":")
    if kind in ("hand", "used", "empty", "flip") or (kind == "slot" and ":" not in arg):
        sprite = tb.sprite_at(place)
        if sprite is not None and sprite.face_up:
            return sprite.card
        peek = getattr(sprite, "peek", None) if sprite is not None else None
        return "h:" + peek if peek else None
    if kind in ("shiki", "loot", "pool"):
        sprite = tb.sprite_at(place)
        return sprite.card if sprite is not None else None
    if kind == "char":
        sprite = tb.chars.get(int(arg))
        return sprite.card if sprite is not None else None
    if kind in ("yokai", "boss", "minion"):
        sprite = tb.enemy_sprites.get(place)
        return sprite.card if sprite is not None else None
    if kind == "edge":
        seat, edge = arg.split(":")
        ys = getattr(tb.view.seat(int(seat)), edge)
        return "s:" + ys[-1] if ys else None
    if kind == "effect":
        src = arg.split(":")[1]
        if src == "char":
            return tb.chars[int(arg.split(":")[0])].card
        return "s:" + src
    return None


def draw_zoom(tb, surf) -> None:
    """The card under the pointer (or held), read out: drawn once per card into a layer."""
    z = tb.zone["zoom"]
    place = tb.drag.held or tb.hover_place
    key = face_key_at(tb, place)
    extra = getattr(tb.view.seat(int(place.split(":")[1])), place.split(":")[2]) \
        if key is not None and place and place.startswith("edge:") else ()
    hud.blit_cached(tb, surf, f"zoom:{key}:{extra}", (key, extra), z,
                    lambda layer, area: paint_zoom(tb, layer, area, key, extra))


def paint_zoom(tb, surf, z: pygame.Rect, key: str | None, extra: tuple) -> None:
    sc = hud.scale(tb)
    inner = z.inflate(-20, -16)
    if key is None:
        draw_wrapped(surf, t("hakusura.zoom.idle"), inner, min(round(14 * sc), 24), theme.TEXT_DIM)
        return
    title, lines = words.describe_face(key)
    y = inner.y
    if sc < 1.5:
        thumb = faces.render(key, (76, 106))
        surf.blit(thumb, (inner.right - 76, inner.y))
        text_w = inner.width - 84
    else:
        text_w = inner.width
    text = "\n".join(lines)
    top = inner.y + (110 if sc < 1.5 else 0)
    size = round(15 * sc)
    while True:                  # as large as the scale asks, smaller rather than cut off
        heads = fit_lines(title, size + 2, text_w, True)[:2]
        body_size = max(11, round(size * 13 / 15))
        head_h = sum(theme.text(line, size + 2, theme.GOLD, True).get_height() + 2 for line in heads)
        y0 = max(inner.y + head_h + 4, top)
        need = len(fit_lines(text, body_size, inner.width)) * (body_size + 4)
        if y0 + need <= inner.bottom or body_size <= 11:
            break
        size -= 1
    y = inner.y
    for line in heads:
        img = theme.text(line, size + 2, theme.GOLD, True)
        surf.blit(img, (inner.x, y))
        y += img.get_height() + 2
    body = pygame.Rect(inner.x, y0, inner.width, inner.bottom - y0)
    draw_wrapped(surf, text, body, body_size, theme.TEXT)
    if len(extra) > 1:
        names = ", ".join(words.card_name(y) for y in extra)
        hud.text_in(surf, names, pygame.Rect(inner.x, inner.bottom - 18, inner.width, 18), 12, theme.HIGHLIGHT,
                    False)


def fit_lines(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    from game.ui.widgets import wrap_cached
    return list(wrap_cached(text, size, width, bold))


# ---------------------------------------------------------------- the hint
HINTS = {"pick": "pick", "start": "start", "act": "act", "evolve": "evolve", "partner": "partner",
         "equip": "equip", "after": "after", "renda": "renda", "hit": "hit", "kuzu": "kuzu", "take": "take",
         "start_shiki": "start_shiki", "discard": "discard", "flip": "flip"}


def hint(tb) -> str:
    view = tb.view
    if view.result is not None:
        return ""
    if not tb.my_turn():
        if view.to_move is None:
            return ""
        key = "hakusura.hint.thinking" if tb.thinking else "hakusura.hint.wait"
        return t(key, name=tb.names[view.to_move])
    if tb.timeline.busy:
        return ""
    held = tb.drag.held or ""
    kind = view.pending.kind if view.pending else ""
    if held.startswith("hand:") and kind == "pick":
        return t("hakusura.hint.held_pick")
    if held.startswith(("loot:", "pool:")):
        return t("hakusura.hint.held_take")
    if held.startswith("slot:"):
        return t("hakusura.hint.held_play")
    if kind in HINTS:
        if kind == "evolve":
            s = view.seat(view.pending.seat)
            return t("hakusura.hint.evolve", need=s.evolve_need)
        return t(f"hakusura.hint.{HINTS[kind]}")
    return ""
