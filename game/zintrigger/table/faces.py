"""Procedural card faces for ジントリガー (no art files), legible at every size.

Card keys: an area card (``炎3``), an item (``スモーク1``), the time keep ``TK``, a
bamboo (``B04``), a character (``char:hydne``), the respawn point ``respawn``; None
is a back. Faces are drawn upright; the table turns the sprite (180° = facing the
other team) and :class:`FacingMark` says by shape which team a card faces.

Area cards read like playing cards: the number and symbol in a coloured band at the
top, and again at the bottom turned half round, so a reversed card still shows an
upright number at its top-left. Compact faces (hand, board) carry the number, the
symbol, the name and the cover / timing tags; the zoom-size face (width ≥ 160) adds
the effect text.
"""
from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.attachments import Attachment, host_point
from game.ui import fineprint
from game.ui.kit import FaceCache, boxed, text_fits
from game.zintrigger.rules.cards import (AREAS, BAMBOO, CHARACTERS, ITEM_IDS, ITEMS, RESPAWN_TEXT, SYMBOL_EN,
                                         TIMEKEEP, TIMEKEEP_TEXT, TIMING_EN)

FULL_WIDTH = 160
INK = (40, 34, 30)
PAPER = (246, 240, 226)
#: symbol → band colour (the symbol's kanji is printed too: colour is never alone)
SYMBOL_COLOUR = {"炎": (196, 64, 46), "氷": (58, 142, 190), "雷": (196, 150, 30), "風": (70, 150, 90),
                 "影": (104, 84, 146), "鋼": (104, 116, 128), "星": (214, 120, 36), "月": (70, 84, 156),
                 "花": (196, 92, 146)}
#: a character's face key (``char:hydne``) -> the character's key
CHAR_FACES = {f"char:{key}": key for key in CHARACTERS}
ITEM_C = (44, 96, 104)
TK_C = (176, 136, 40)
BAMBOO_C = (70, 132, 62)
CHAR_C = (52, 56, 70)
KODO_C = (196, 52, 46)      # 行動: a red square
HANI_C = (46, 88, 190)      # 範囲: a blue square


def words(lang: str, ja: str, en: str) -> str:
    return en if lang == "en" else ja


def _units(scale: float):
    """Layout units to pixels in a zoom-size face (drawn at ``scale`` pixels per unit)."""
    return lambda n: round(n * scale)


def _fit(k: float, s: str, size: int, width: int, colour, bold: bool = True, ellipsis: bool = False) -> pygame.Surface:
    """A line of a face at ``k`` pixels a unit: never under 12 units nor squeezed, else
    left off (``game.ui.fineprint``: the zoom panel shows the card whole)."""
    return fineprint.line(s, size, width, colour, k, bold, ellipsis)


def _band(surf: pygame.Surface, rect: pygame.Rect, colour, big: str, small: str, rad: int,
          top: bool = True, k: float = 1.0) -> None:
    """A coloured band with a big label (the number) and a small one (the symbol)."""
    band = pygame.Surface(rect.size, pygame.SRCALPHA)
    if top:
        pygame.draw.rect(band, colour, band.get_rect(), border_top_left_radius=rad, border_top_right_radius=rad)
    else:
        pygame.draw.rect(band, colour, band.get_rect(), border_bottom_left_radius=rad,
                         border_bottom_right_radius=rad)
    h = rect.height
    num = fineprint.mark(big, h - 2, (255, 255, 255), k)       # the number: never left off
    y = (h - num.get_height()) // 2 + 1
    if top:
        band.blit(num, (max(3, rect.width // 16), y))
        if small:
            img = _fit(k, small, max(9, h * 2 // 3), rect.width // 2 - 6, (255, 255, 255))
            band.blit(img, img.get_rect(midright=(rect.width - max(3, rect.width // 16), h // 2 + 1)))
    else:       # the bottom band is the top band turned half round
        inner = pygame.Surface(rect.size, pygame.SRCALPHA)
        inner.blit(num, (max(3, rect.width // 16), y))
        if small:
            img = _fit(k, small, max(9, h * 2 // 3), rect.width // 2 - 6, (255, 255, 255))
            inner.blit(img, img.get_rect(midright=(rect.width - max(3, rect.width // 16), h // 2 + 1)))
        band.blit(pygame.transform.rotate(inner, 180), (0, 0))
    surf.blit(band, rect)


def _frame(size, colour, rad) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, PAPER, (0, 0, w, h), border_radius=rad)
    pygame.draw.rect(surf, colour, (0, 0, w, h), 2, border_radius=rad)
    return surf


def _centred(surf: pygame.Surface, img: pygame.Surface, cx: int, y: int) -> int:
    surf.blit(img, img.get_rect(midtop=(cx, y)))
    return y + img.get_height()


def _shield(surf: pygame.Surface, centre, r: int, colour) -> None:
    """遮蔽物 (cover): a small shield."""
    x, y = centre
    pts = [(x - r, y - r), (x + r, y - r), (x + r, y), (x, y + r + r // 2), (x - r, y)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, 1)


def _area(cid: str, size, lang: str, scale: float) -> pygame.Surface:
    a = AREAS[cid]
    w, h = size
    rad = max(4, w // 12)
    colour = SYMBOL_COLOUR.get(a.symbol, CHAR_C)
    surf = _frame(size, colour, rad)
    full = w >= FULL_WIDTH * scale
    band_h = max(18, h // 6) if not full else max(34, h // 9)
    sym = a.symbol if lang == "ja" or not full else f"{a.symbol} {SYMBOL_EN.get(a.symbol, '')}"
    _band(surf, pygame.Rect(0, 0, w, band_h), colour, str(a.number), sym, rad, k=scale)
    _band(surf, pygame.Rect(0, h - band_h, w, band_h), colour, str(a.number), a.symbol, rad, top=False, k=scale)
    pad = max(4, w // 14)
    y = band_h + max(3, h // 30)
    name = a.name(lang)
    if full:
        u = _units(scale)
        y = _centred(surf, _fit(scale, name, u(22), w - 2 * pad, INK), w // 2, y + u(4)) + u(6)
        tags = []
        if a.cover:
            tags.append(words(lang, "遮蔽物あり", "Cover"))
        if a.timing:
            # the Japanese tag is the timing as printed, its colon a middle dot (拠点・開始)
            tags.append(TIMING_EN.get(a.timing, a.timing) if lang == "en" else a.timing.replace(":", "・"))
        if tags:
            # the English face's separator is the Latin middle dot: 「・」 is Japanese
            img = _fit(scale, words(lang, " ・ ", " · ").join(tags), u(15), w - 2 * pad, (120, 60, 40))
            if a.cover:
                _shield(surf, (pad + u(8), y + img.get_height() // 2), u(7), (120, 150, 190))
                surf.blit(img, (pad + u(22), y))
            else:
                surf.blit(img, (pad, y))
            y += img.get_height() + u(6)
        text = a.text_en if lang == "en" else a.text_ja
        if not text:
            text = words(lang, "効果なし", "No effect")
        fineprint.block(surf, text, pygame.Rect(pad, y, w - 2 * pad, h - band_h - y - u(4)), u(15), INK, scale)
        return surf
    # compact: the name (two lines when long), cover and timing tags
    room = h - 2 * band_h - 6
    nsize = max(9, min(w // 6, room // 3))
    lines = _split_name(name, lang)
    for line in lines:
        img = _fit(scale, line, nsize, w - 6, INK, ellipsis=lang == "en")
        y = _centred(surf, img, w // 2, y) + 1
    tag_y = h - band_h - max(12, w // 6) - 2
    if a.cover:
        r = max(5, w // 13)
        _shield(surf, (pad + r, tag_y + r), r, (120, 150, 190))
        img = _fit(scale, words(lang, "遮蔽", "cover"), max(8, w // 9), w // 2, (60, 80, 110))
        surf.blit(img, (pad + 2 * r + 3, tag_y + r - img.get_height() // 2))
    if a.timing:
        mark = {"場札": words(lang, "場", "F"), "出した時": words(lang, "出", "P")}.get(a.timing, words(lang, "拠", "B"))
        img = _fit(scale, mark, max(8, w // 8), w // 3, (255, 255, 255))
        box = img.get_rect(bottomright=(w - pad, tag_y + max(12, w // 6))).inflate(6, 2)
        boxed(surf, img, box, (150, 90, 50), 4)
    return surf


def _split_name(name: str, lang: str) -> list[str]:
    if lang == "en":
        parts = name.split()
        if len(parts) >= 3:
            return [" ".join(parts[:len(parts) // 2 + 1]), " ".join(parts[len(parts) // 2 + 1:])]
        return parts if len(parts) == 2 and len(name) > 9 else [name]
    if len(name) > 5:
        cut = {"シノビの隠れ家": 3, "巨大飛行戦車": 2, "高層ビル街": 2}.get(name, len(name) // 2)
        return [name[:cut], name[cut:]]
    return [name]


def _item(cid: str, size, lang: str, scale: float) -> pygame.Surface:
    it = ITEMS[ITEM_IDS[cid]]
    w, h = size
    rad = max(4, w // 12)
    surf = _frame(size, ITEM_C, rad)
    full = w >= FULL_WIDTH * scale
    band_h = max(16, h // 7) if not full else max(30, h // 10)
    label = words(lang, "アイテム", "ITEM")
    _band(surf, pygame.Rect(0, 0, w, band_h), ITEM_C, "◆", label, rad, k=scale)
    _band(surf, pygame.Rect(0, h - band_h, w, band_h), ITEM_C, "◆", label, rad, top=False, k=scale)
    pad = max(4, w // 14)
    y = band_h + max(4, h // 24)
    name = it.name(lang)
    if full:
        u = _units(scale)
        y = _centred(surf, _fit(scale, name, u(22), w - 2 * pad, INK), w // 2, y + u(4)) + u(8)
        text = it.text_en if lang == "en" else it.text_ja
        if not it.solo:
            text += words(lang, "\n(Bambooshoot では使わない)", "\n(not in Bambooshoot)")
        fineprint.block(surf, text, pygame.Rect(pad, y, w - 2 * pad, h - band_h - y - u(4)), u(15), INK, scale)
        return surf
    lines = _split_name(name, lang) if lang == "en" else ([name] if len(name) <= 5 else [name[:len(name) // 2 + 1],
                                                                                          name[len(name) // 2 + 1:]])
    nsize = max(9, w // 6)
    y += max(2, h // 14)
    for line in lines:
        y = _centred(surf, _fit(scale, line, nsize, w - 6, INK, ellipsis=lang == "en"), w // 2, y) + 1
    # a round emblem: what kind of help it is (a target sign for items aimed at an opponent)
    cx, cy, r = w // 2, h - band_h - max(14, h // 7), max(6, w // 9)
    pygame.draw.circle(surf, ITEM_C, (cx, cy), r, 2)
    if it.target == "opp":
        pygame.draw.line(surf, ITEM_C, (cx - r - 3, cy), (cx + r + 3, cy), 2)
        pygame.draw.line(surf, ITEM_C, (cx, cy - r - 3), (cx, cy + r + 3), 2)
    else:
        pygame.draw.circle(surf, ITEM_C, (cx, cy), max(2, r // 3))
    return surf


def hourglass(surf, centre, r, colour) -> None:
    x, y = centre
    pygame.draw.polygon(surf, colour, [(x - r, y - r), (x + r, y - r), (x, y)])
    pygame.draw.polygon(surf, colour, [(x - r, y + r), (x + r, y + r), (x, y)], 2)
    pygame.draw.line(surf, INK, (x - r - 2, y - r), (x + r + 2, y - r), 2)
    pygame.draw.line(surf, INK, (x - r - 2, y + r), (x + r + 2, y + r), 2)


def _timekeep(size, lang: str, scale: float) -> pygame.Surface:
    w, h = size
    rad = max(4, w // 12)
    surf = _frame(size, TK_C, rad)
    full = w >= FULL_WIDTH * scale
    band_h = max(16, h // 7) if not full else max(30, h // 10)
    _band(surf, pygame.Rect(0, 0, w, band_h), TK_C, "TK", "", rad, k=scale)
    _band(surf, pygame.Rect(0, h - band_h, w, band_h), TK_C, "TK", "", rad, top=False, k=scale)
    pad = max(4, w // 14)
    name = words(lang, "タイムキープ", "Time keep")
    if full:
        u = _units(scale)
        y = _centred(surf, _fit(scale, name, u(22), w - 2 * pad, INK), w // 2, band_h + u(8)) + u(8)
        hourglass(surf, (w // 2, y + u(22)), u(16), TK_C)
        text = words(lang, *TIMEKEEP_TEXT)
        fineprint.block(surf, text, pygame.Rect(pad, y + u(48), w - 2 * pad, h - band_h - y - u(52)), u(15), INK, scale)
        return surf
    hourglass(surf, (w // 2, h // 2 + 4), max(7, w // 7), TK_C)
    lines = [name] if lang == "en" else ["タイム", "キープ"]
    y = band_h + 3
    for line in lines:
        y = _centred(surf, _fit(scale, line, max(8, w // 8), w - 2 * pad, INK), w // 2, y)
    return surf


def _bamboo(bid: str, size, lang: str, scale: float) -> pygame.Surface:
    b = BAMBOO[bid]
    w, h = size
    rad = max(4, w // 12)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (220, 236, 206), (0, 0, w, h), border_radius=rad)
    for x in range(w // 6, w, w // 3):      # culms with nodes
        pygame.draw.line(surf, (150, 196, 130), (x, 4), (x, h - 4), max(3, w // 14))
        for y in range(h // 5, h, h // 4):
            pygame.draw.line(surf, (110, 160, 96), (x - w // 20, y), (x + w // 20, y), 2)
    pygame.draw.rect(surf, BAMBOO_C, (0, 0, w, h), 2, border_radius=rad)
    full = w >= FULL_WIDTH * scale
    band_h = max(18, h // 6) if not full else max(34, h // 9)
    _band(surf, pygame.Rect(0, 0, w, band_h), BAMBOO_C, str(b.number), "竹", rad, k=scale)
    _band(surf, pygame.Rect(0, h - band_h, w, band_h), BAMBOO_C, str(b.number), "竹", rad, top=False, k=scale)
    pad = max(4, w // 14)
    y = band_h + 4
    if full:
        u = _units(scale)
        y = _centred(surf, _fit(scale, b.name(lang), u(22), w - 2 * pad, INK), w // 2, y + u(4)) + u(4)
        reach = words(lang, f"射程 {b.reach}", f"Reach {b.reach}")
        y = _centred(surf, _fit(scale, reach, u(16), w - 2 * pad, (60, 90, 50)), w // 2, y) + u(6)
        text = b.text_en if lang == "en" else b.text_ja
        fineprint.block(surf, text, pygame.Rect(pad, y, w - 2 * pad, h - band_h - y - u(4)), u(15), INK, scale)
        return surf
    name = b.name(lang)
    for line in (_split_name(name, lang) if lang == "en" else [name]):
        img = _fit(scale, line, max(9, w // 6), w - 6, INK, ellipsis=lang == "en")
        y = boxed(surf, img, img.get_rect(midtop=(w // 2, y)).inflate(4, 0), (236, 244, 226), 3).bottom + 1
    if b.reach:
        img = _fit(scale, words(lang, f"射程{b.reach}", f"reach {b.reach}"), max(8, w // 8), w - 2 * pad, (50, 80, 40))
        boxed(surf, img, img.get_rect(midbottom=(w // 2, h - band_h - 3)).inflate(6, 2), (236, 244, 226), 3)
    return surf


def stat_square(surf: pygame.Surface, rect: pygame.Rect, colour, value: int, label: str, k: float = 1.0) -> None:
    """行動 (red) / 範囲 (blue): a coloured square with the number and its name below."""
    pygame.draw.rect(surf, colour, rect, border_radius=3)
    num = fineprint.mark(str(value), rect.height - 4, (255, 255, 255), k)
    surf.blit(num, num.get_rect(center=rect.center))
    if label:
        img = _fit(k, label, rect.height // 2 - 1, rect.width + 24, INK, False)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + 1)))


def _character(key: str, size, lang: str, scale: float) -> pygame.Surface:
    ch = CHARACTERS[key]
    w, h = size
    rad = max(4, w // 12)
    colour = SYMBOL_COLOUR.get(ch.symbol, CHAR_C)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (232, 230, 238), (0, 0, w, h), border_radius=rad)
    pygame.draw.rect(surf, colour, (0, 0, w, h), 3, border_radius=rad)
    full = w >= FULL_WIDTH * scale
    band_h = max(18, h // 6) if not full else max(34, h // 9)
    band = pygame.Rect(0, 0, w, band_h)
    pygame.draw.rect(surf, CHAR_C, band, border_top_left_radius=rad, border_top_right_radius=rad)
    pad = max(4, w // 14)
    name = _fit(scale, ch.name(lang), max(10, band_h - 5) if not full else round(22 * scale), w - 2 * pad - band_h,
                (255, 255, 255), ellipsis=True)
    surf.blit(name, name.get_rect(midleft=(pad, band_h // 2 + 1)))
    sym = _fit(scale, ch.symbol, max(9, band_h - 7), band_h, (255, 255, 255))
    pygame.draw.circle(surf, colour, (w - pad - band_h // 2 + 2, band_h // 2), band_h // 2 - 2)
    surf.blit(sym, sym.get_rect(center=(w - pad - band_h // 2 + 2, band_h // 2 + 1)))
    sq = max(16, w // 4) if not full else round(24 * scale)
    y = band_h + max(4, h // 22)
    gap = max(6, w // 8)
    x0 = w // 2 - sq - gap // 2
    # the squares' names where each has room under its square (a mini card shows the colours alone)
    named = fineprint.fits(words(lang, "範囲", "Range"), sq + gap, scale)
    stat_square(surf, pygame.Rect(x0, y, sq, sq), KODO_C, ch.kodo, words(lang, "行動", "Acts") if named else "", scale)
    stat_square(surf, pygame.Rect(x0 + sq + gap, y, sq, sq), HANI_C, ch.hani,
                words(lang, "範囲", "Range") if named else "", scale)
    y += sq + (max(sq // 2 + 2, fineprint.least(scale) + 4) if named else 3)
    counter = words(lang, "【反撃可】", "[counter]") if ch.counter else ""
    cost = words(lang, f"コスト{ch.cost}", f"cost {ch.cost}")
    if full:
        u = _units(scale)
        y = _centred(surf, _fit(scale, ch.ability_en if lang == "en" else ch.ability_ja, u(18), w - 2 * pad,
                                (90, 40, 40)), w // 2, y)
        line = f"{cost}  {counter}".strip()
        y = _centred(surf, _fit(scale, line, u(14), w - 2 * pad, (60, 60, 80), False), w // 2, y) + u(2)
        text = ch.text_en if lang == "en" else ch.text_ja
        limit = words(lang, f"手札上限 {ch.hand_limit}", f"Hand limit {ch.hand_limit}")
        room, whole = pygame.Rect(pad, y, w - 2 * pad, h - y - u(6)), text + "\n" + limit
        # (the zoom panel says the hand limit under the face, where the face has no room for it)
        fineprint.block(surf, whole if text_fits(whole, fineprint.least(scale), room) else text, room, u(14), INK, scale)
        return surf
    ab = ch.ability_en if lang == "en" else ch.ability_ja
    y = _centred(surf, _fit(scale, ab, w // 8, w - 2 * pad, (90, 40, 40), ellipsis=True), w // 2, y) + 1
    img = _fit(scale, f"{cost}{' ' + counter if counter else ''}", w // 10, w - 2 * pad, (60, 60, 80), False)
    if y + img.get_height() <= h - 3:
        _centred(surf, img, w // 2, y)
    return surf


def _respawn(size, lang: str, scale: float) -> pygame.Surface:
    w, h = size
    rad = max(4, w // 12)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (70, 76, 84), (0, 0, w, h), border_radius=rad)
    pygame.draw.rect(surf, (180, 186, 196), (0, 0, w, h), 2, border_radius=rad)
    r = min(w, h) // (4 if w < FULL_WIDTH * scale else 7)        # the zoom face leaves its text the room
    c = (w // 2, h // 2 - (0 if w < FULL_WIDTH * scale else h // 4))
    pygame.draw.circle(surf, (200, 206, 214), c, r, 3)
    pygame.draw.circle(surf, (200, 206, 214), c, max(3, r // 3))
    pad = max(4, w // 14)
    name = words(lang, "復活地点", "Respawn")
    img = _fit(scale, name, max(9, w // 7) if w < FULL_WIDTH * scale else round(22 * scale), w - 2 * pad, (240, 240, 240))
    surf.blit(img, img.get_rect(midtop=(w // 2, max(4, h // 14))))
    sub = _fit(scale, words(lang, "数字なし", "no number"), max(8, w // 9) if w < FULL_WIDTH * scale else round(15 * scale),
               w - 2 * pad, (200, 206, 214), False)
    surf.blit(sub, sub.get_rect(midbottom=(w // 2, h - max(4, h // 14))))
    if w >= FULL_WIDTH * scale:
        text = words(lang, *RESPAWN_TEXT)
        u = _units(scale)
        fineprint.block(surf, text, pygame.Rect(pad, c[1] + r + u(10), w - 2 * pad, h - c[1] - r - u(40)), u(15),
                        (236, 236, 236), scale)
    return surf


def _back(size, k: float = 1.0) -> pygame.Surface:
    w, h = size
    rad = max(4, w // 12)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (34, 44, 70), (0, 0, w, h), border_radius=rad)
    inner = pygame.Rect(4, 4, w - 8, h - 8)
    pygame.draw.rect(surf, theme.GOLD, inner, 2, border_radius=max(2, rad - 2))
    for x in range(-h, w, max(8, w // 6)):
        pygame.draw.line(surf, (52, 66, 100), (inner.left + x, inner.bottom - 2), (inner.left + x + h, inner.top + 2), 2)
    glyph = fineprint.mark("陣", w // 2, theme.GOLD, k)
    pygame.draw.circle(surf, (34, 44, 70), (w // 2, h // 2), max(glyph.get_width(), glyph.get_height()) // 2 + 4)
    surf.blit(glyph, glyph.get_rect(center=(w // 2, h // 2)))
    return surf


def _render(key, size, face_up, lang, k=1.0) -> pygame.Surface:
    """A face ``size`` pixels large, drawn at ``k`` pixels per layout unit: a face at least
    ``FULL_WIDTH`` units wide (the zoom panel's) carries the card's whole text."""
    if not face_up or key is None:
        return _back(size, k)
    if key in AREAS:
        return _area(key, size, lang, k)
    if key in ITEM_IDS:
        return _item(key, size, lang, k)
    if key == TIMEKEEP:
        return _timekeep(size, lang, k)
    if key in BAMBOO:
        return _bamboo(key, size, lang, k)
    if key in CHAR_FACES:
        return _character(CHAR_FACES[key], size, lang, k)
    if key == "respawn":
        return _respawn(size, lang, k)
    from game.ui.sprites import fallback_renderer
    return fallback_renderer(key, size, True)


FACES = FaceCache(_render, big_width=FULL_WIDTH)


def render(key: str | None, size: tuple[int, int], face_up: bool = True, lang: str = "ja",
           k: float = 1.0) -> pygame.Surface:
    return FACES.face(key, size, face_up, lang, k)


def back(size: tuple[int, int], k: float = 1.0) -> pygame.Surface:
    return FACES.back(size, k)


def warm(keys, sizes, lang: str, k: float = 1.0) -> None:
    FACES.warm(list(keys), list(sizes), lang, k)


# -- the team a card faces --------------------------------------------------------------------------
def team_colour(team: int):
    return theme.SEAT_COLOURS[team % 2]


_MARKS: dict[tuple, pygame.Surface] = {}


def draw_team_shape(surface: pygame.Surface, team: int, centre, r: int, letter: bool = True, k: float = 1.0) -> None:
    """Team A: a circle, team B: a diamond (shape and letter, never colour alone); drawn
    once per size and palette, then blitted. The letter is never under 12 layout units
    (``k`` pixels each), even in a small shape: it is read, not decoration."""
    key = (team, r, letter, k, theme.PALETTE_VERSION)
    img = _MARKS.get(key)
    if img is None:
        if len(_MARKS) > 64:
            _MARKS.clear()
        img = pygame.Surface((2 * r + 8, 2 * r + 8), pygame.SRCALPHA)
        _draw_team_shape(img, team, (r + 4, r + 4), r, letter, k)
        _MARKS[key] = img
    surface.blit(img, (round(centre[0]) - r - 4, round(centre[1]) - r - 4))


def _draw_team_shape(surface: pygame.Surface, team: int, centre, r: int, letter: bool, k: float) -> None:
    x, y = round(centre[0]), round(centre[1])
    colour = team_colour(team)
    if team == 0:
        pygame.draw.circle(surface, colour, (x, y), r)
        pygame.draw.circle(surface, (250, 250, 250), (x, y), r, 2)
    else:
        pts = [(x, y - r - 2), (x + r + 2, y), (x, y + r + 2), (x - r - 2, y)]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, (250, 250, 250), pts, 2)
    if letter:
        img = theme.text("AB"[team], max(round(12 * k), r + 3), (255, 255, 255), True)
        surface.blit(img, img.get_rect(center=(x, y + 1)))


class FacingMark(Attachment):
    """The team a card faces, at the card's foot (its own bottom-left corner): it turns
    with the card, so an upright card shows it low on the left, a reversed one high on
    the right. ``team()`` may return None (no mark)."""

    def __init__(self, team, k: float = 1.0) -> None:
        super().__init__()
        self.team, self.k = team, k

    def draw(self, surface: pygame.Surface, host) -> None:
        team = self.team()
        if team is None or host.alpha < 40:
            return
        w, h = host.size
        r = max(6, min(w, h) // 10)
        band = max(18, h // 6)          # just above the bottom band (the upside-down number)
        x, y = host_point(host, -w / 2 + r + 4, h / 2 - band - r - 4)
        draw_team_shape(surface, team, (x, y), r, k=self.k)
