"""鬼調伏's faces: bottles (小瓶), shikigami, oni, star cards, characters, tokens and
their backs, drawn once per size, language and palette (``game.ui.kit.FaceCache``).

A face id says what it is: ``b:ka6`` (a bottle; ``b:?`` face down), ``s:sakaki:kappa``
(a shikigami; ``s:?`` an unknown one), ``o:akaoni`` (an oni), ``t:takaburi`` (a star
card; ``t:?``), ``c:sakaki`` (a character), ``k:+2`` / ``k:-2`` / ``k:swap`` (the
tokens of 吉凶占い and 式神交代). Face down, every kind draws its own back.

Colour is never the only signal: a bottle and a shikigami carry their 五行 kanji
(木火土金水; 無 colourless, 全 鵺) beside the colour, and the colour-blind palette
swaps the five colours for Okabe–Ito ones.
"""
from __future__ import annotations

import pygame

from game.chobuku.rules.cards import (ALL, BOTTLE_COLOUR, BOTTLE_VALUE, BOTTLES, CHARAS, COLOUR_JA,
                                      ONI, ONI_IDS, SHIKI, STAR_IDS, STARS)
from game.i18n import t
from game.ui import theme
from game.ui.kit import FaceCache, draw_text_block, fit_text

INK = (40, 32, 28)
PAPER = (246, 240, 226)
_NORMAL = {"moku": (70, 150, 84), "ka": (206, 66, 52), "do": (196, 150, 58), "kin": (226, 226, 216),
           "sui": (48, 92, 176)}
_CVD = {"moku": (0, 158, 115), "ka": (213, 94, 0), "do": (240, 228, 66), "kin": (226, 226, 226),
        "sui": (0, 114, 178)}
COLOURLESS = (150, 146, 140)
LIGHT_FILLS = ("kin", "do")


def element_colour(colour: str | None) -> tuple[int, int, int]:
    """The fill of a 五行 colour (colour-blind palette when it is on)."""
    if colour is None or colour == ALL:
        return COLOURLESS
    return (_CVD if theme.colorblind() else _NORMAL)[colour]


def element_kanji(colour: str | None) -> str:
    return {None: "無", ALL: "全"}.get(colour) or COLOUR_JA[colour]


def ink_on(colour: str | None) -> tuple[int, int, int]:
    """Text colour that reads on the colour's fill."""
    return INK if colour in LIGHT_FILLS else (250, 248, 240)


# -- ids -------------------------------------------------------------------------------------
def bottle_id(b: str | None, sealed: bool = False) -> str:
    """``b:ka6``; ``b:ka6/sealed`` for a bottle whose colour [五行封じ] has sealed (greyed,
    stamped 封); ``b:?`` face down."""
    if not b:
        return "b:?"
    return f"b:{b}/sealed" if sealed else f"b:{b}"


def shiki_id(chara: str, sid: str | None) -> str:
    return f"s:{chara}:{sid}" if sid and sid != "hidden" else "s:?"


def kind(face: str | None) -> str:
    return (face or "?").partition(":")[0]


# -- drawing -------------------------------------------------------------------------------------
def put(surf: pygame.Surface, img: pygame.Surface, **at) -> pygame.Rect:
    """Blit ``img`` with one of its points where ``at`` says (``midtop=(x, y)``); its rect."""
    rect = img.get_rect(**at)
    surf.blit(img, rect)
    return rect


def boxed(surf: pygame.Surface, img: pygame.Surface, box: pygame.Rect, fill, radius: int, edge=None) -> pygame.Rect:
    """``img`` centred on a rounded ``box`` of ``fill`` (with an ``edge`` (colour, width)); the box."""
    pygame.draw.rect(surf, fill, box, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surf, edge[0], box, edge[1], border_radius=radius)
    surf.blit(img, img.get_rect(center=box.center))
    return box


def _card(size, fill, edge=INK, radius=None) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = radius if radius is not None else max(4, w // 10)
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=r)
    pygame.draw.rect(surf, edge, (0, 0, w, h), 2, border_radius=r)
    return surf


def _jar(surf: pygame.Surface, fill, edge=INK) -> pygame.Rect:
    """A small bottle silhouette filling ``surf``; returns the body rect."""
    w, h = surf.get_size()
    neck_w, neck_h = max(6, w * 2 // 5), max(4, h // 7)
    body = pygame.Rect(1, neck_h + 1, w - 2, h - neck_h - 2)
    neck = pygame.Rect((w - neck_w) // 2, 1, neck_w, neck_h + 3)
    pygame.draw.rect(surf, fill, neck, border_radius=2)
    pygame.draw.rect(surf, edge, neck, 2, border_radius=2)
    pygame.draw.rect(surf, fill, body, border_radius=max(4, w // 4))
    pygame.draw.rect(surf, edge, body, 2, border_radius=max(4, w // 4))
    return body


def _bottle(b: str, size) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    colour = BOTTLE_COLOUR[b]
    body = _jar(surf, element_colour(colour))
    w, h = size
    ink = ink_on(colour)
    # the kanji on a paper label: the colour said in words, not only in paint
    ks = max(10, w * 2 // 5)
    label = pygame.Rect(0, 0, ks + 6, ks + 2)
    label.midtop = (w // 2, body.top + 3)
    pygame.draw.rect(surf, PAPER, label, border_radius=3)
    put(surf, theme.text(COLOUR_JA[colour], ks, INK, True), center=label.center)
    put(surf, theme.text(str(BOTTLE_VALUE[b]), max(12, min(w * 3 // 5, (body.bottom - label.bottom) - 2)), ink, True),
        center=(w // 2, (label.bottom + body.bottom) // 2 + 1))
    return surf


def _sealed(surf: pygame.Surface) -> pygame.Surface:
    """A sealed bottle: its colour greyed out (the kanji and value still read) and a red
    封 stamp across it, so the seal shows without colour."""
    grey = pygame.transform.grayscale(surf)
    grey.fill((50, 50, 50), special_flags=pygame.BLEND_RGB_SUB)
    w, h = grey.get_size()
    r = max(6, w // 4)
    c = (w - r - 1, r + 1)          # in the corner beside the neck: the value stays readable
    pygame.draw.circle(grey, (236, 228, 214), c, r)
    pygame.draw.circle(grey, theme.BAD, c, r, 2)
    put(grey, theme.text("封", max(9, r + 3), theme.BAD, True), center=c)
    return grey


def _back(kind: str, size) -> pygame.Surface:
    """A card's back: a bottle's ?, a shikigami's 式, an oni's 鬼, a star card's ☆."""
    w, h = size
    if kind == "b":
        surf = pygame.Surface(size, pygame.SRCALPHA)
        centre = _jar(surf, (58, 52, 70), theme.GOLD).center
        mark, colour, mark_size = "?", theme.GOLD, max(12, w * 3 // 5)
    else:
        fill, edge, inner, mark, colour = BACKS.get(kind, BACKS["s"])
        surf, centre, mark_size = _card(size, fill, edge), (w // 2, h // 2), max(12, w // 2)
        if inner is not None:
            pygame.draw.rect(surf, inner[0], pygame.Rect(4, 4, w - 8, h - 8), inner[1], border_radius=max(3, w // 12))
    put(surf, theme.text(mark, mark_size, colour, True), center=centre)
    return surf


def _band(surf, rect, colour: str | None) -> None:
    """The 五行 band of a shikigami: its colour (stripes for 鵺) and kanji."""
    if colour == ALL:
        cols = [element_colour(c) for c in ("moku", "ka", "do", "kin", "sui")]
        for i, c in enumerate(cols):
            x0 = rect.x + rect.w * i // 5
            x1 = rect.x + rect.w * (i + 1) // 5
            pygame.draw.rect(surf, c, (x0, rect.y, x1 - x0, rect.h))
    else:
        pygame.draw.rect(surf, element_colour(colour), rect)


def _shiki(face: str, size, lang: str, scale: float) -> pygame.Surface:
    _s, chara, sid = face.split(":")
    k = SHIKI[(chara, sid)]
    w, h = size
    surf = _card(size, PAPER)
    band = pygame.Rect(2, 2, w - 4, max(14, h // 6))
    _band(surf, band, k.colour)
    ks = max(10, band.h - 4)
    disc = pygame.Rect(0, 0, ks + 4, ks + 4)
    disc.midleft = (band.x + 3, band.centery)
    pygame.draw.ellipse(surf, PAPER, disc)
    pygame.draw.ellipse(surf, INK, disc, 1)
    put(surf, theme.text(element_kanji(k.colour), ks - 2, INK, True), center=disc.center)
    val = fit_text(k.printed, max(14, h // 3), w - 10, INK, True)
    vy = band.bottom + 4
    name = fit_text(k.name(lang), max(10, min(18, w // 5)), w - 8, INK, True)
    if h >= 100:
        put(surf, name, midtop=(w // 2, vy))
        put(surf, val, midtop=(w // 2, vy + name.get_height() + 2))
        tag = put(surf, theme.text(t("chobuku.face.spirit"), max(9, w // 8), (110, 100, 90)),
                  midtop=(w // 2, vy + name.get_height() + val.get_height()))
        text = k.text_en if lang == "en" else k.text_ja
        if text and w >= 120:
            top = vy + name.get_height() + val.get_height() + tag.height + 6
            draw_text_block(surf, text, pygame.Rect(8, top, w - 16, h - top - 6), round(12 * scale), INK, 8)
    else:
        put(surf, val, center=(w // 2, (vy + h) // 2 - 4))
        put(surf, name, midbottom=(w // 2, h - 4))
    return surf


def _oni(oid: str, size, lang: str, scale: float) -> pygame.Surface:
    o = ONI[oid]
    w, h = size
    surf = _card(size, (96, 30, 34), (30, 10, 10))
    put(surf, theme.text("鬼", int(h * 0.55), (120, 46, 48), True), center=(w // 2, h // 2 + 4))
    put(surf, fit_text(o.name(lang), max(12, w // 6), w - 10, (250, 236, 220), True), midtop=(w // 2, 6))
    num = fit_text("10+" if oid == "donreiki" else str(o.taikyu), max(18, h // 4), w - 20, theme.GOLD, True)
    put(surf, num, center=(w // 2, h * 9 // 20))
    put(surf, theme.text(t("chobuku.face.taikyu"), max(9, w // 9), (240, 210, 190), True),
        midtop=(w // 2, h * 9 // 20 + num.get_height() // 2))
    text = o.text_en if lang == "en" else o.text_ja
    if w >= 100 and text not in ("なし", "None."):
        box = pygame.Rect(6, h * 2 // 3, w - 12, h // 3 - 6)
        pygame.draw.rect(surf, (250, 240, 226), box, border_radius=4)
        draw_text_block(surf, text, box.inflate(-6, -4), round(11 * scale) if w < 160 else round(14 * scale), INK, 7)
    return surf


TIMING_MARK = {"after": "◆", "judge": "★", "instant": "▶"}


def _star(cid: str, size, lang: str, scale: float) -> pygame.Surface:
    st = STARS[cid]
    w, h = size
    surf = _card(size, (232, 230, 244), (40, 40, 70))
    head = pygame.Rect(2, 2, w - 4, max(16, h // 5))
    fill = element_colour(st.colour) if st.colour else (58, 62, 120)
    pygame.draw.rect(surf, fill, head, border_top_left_radius=max(3, w // 11), border_top_right_radius=max(3, w // 11))
    ink = ink_on(st.colour) if st.colour else (250, 248, 240)
    put(surf, fit_text(st.name(lang), max(10, min(17, w // 6)), w - 8, ink, True, min_size=8), center=head.center)
    timing = TIMING_MARK[st.timing] + t(f"chobuku.timing.{st.timing}", lang)
    tim = put(surf, fit_text(timing, max(9, w // 9), w - 8, (60, 60, 110), True, min_size=8),
              midtop=(w // 2, head.bottom + 2))
    top = head.bottom + tim.height + 4
    text = st.text_en if lang == "en" else st.text_ja
    size_px = round((10 if w < 100 else 14 if w >= 160 else 11) * scale)
    draw_text_block(surf, text, pygame.Rect(5, top, w - 10, h - top - 5), size_px, INK, 7)
    return surf


def _chara(cid: str, size, lang: str) -> pygame.Surface:
    c = CHARAS[cid]
    w, h = size
    fill = element_colour(c.element) if c.element else (120, 92, 140)
    surf = _card(size, PAPER)
    band = pygame.Rect(2, 2, w - 4, max(14, h // 4))
    pygame.draw.rect(surf, fill, band, border_top_left_radius=4, border_top_right_radius=4)
    kan = element_kanji(c.element) if c.element else "特"
    put(surf, theme.text(kan, max(10, band.h - 4), ink_on(c.element) if c.element else (250, 248, 240), True),
        center=band.center)
    name = put(surf, fit_text(c.name(lang), max(11, min(20, w // 4)), w - 6, INK, True, min_size=8),
               midtop=(w // 2, band.bottom + 3))
    if h >= 80:
        sub = t("chobuku.chara.basic", lang) if c.basic else (c.title_en if lang == "en" else c.title_ja)
        put(surf, fit_text(sub, max(9, w // 8), w - 6, (110, 100, 90), False, min_size=8),
            midtop=(w // 2, band.bottom + name.height + 5))
        put(surf, fit_text(" ".join(k.printed for k in c.shiki), max(9, w // 7), w - 6, INK, True, min_size=8),
            midbottom=(w // 2, h - 5))
    return surf


def _token(which: str, size) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    fill = {"+2": theme.GOOD, "-2": theme.BAD, "mark": (255, 214, 90)}.get(which, (120, 92, 160))
    pygame.draw.ellipse(surf, fill, (1, 1, w - 2, h - 2))
    pygame.draw.ellipse(surf, INK, (1, 1, w - 2, h - 2), 3)
    label = {"+2": "+2", "-2": "−2", "swap": "⇄", "mark": "印"}.get(which, which)
    put(surf, theme.text(label, max(12, h // 2), INK if which == "mark" else (255, 255, 255), True),
        center=(w // 2, h // 2))
    return surf


#: (fill, edge, (inner frame colour, width) or None, mark, mark colour) of the cards' backs
BACKS = {"s": ((70, 44, 96), INK, (theme.GOLD, 2), "式", theme.GOLD),
         "o": ((34, 22, 24), theme.GOLD, None, "鬼", (150, 60, 60)),
         "t": ((36, 40, 86), theme.GOLD, ((120, 120, 180), 1), "☆", theme.GOLD)}


def _render(face: str | None, size: tuple[int, int], face_up: bool, lang: str, scale: float) -> pygame.Surface:
    k = kind(face)
    if k == "c":
        return _chara(face[2:], size, lang)
    if k == "k":
        return _token(face[2:], size)
    if not (face_up and face is not None and not face.endswith("?")) or k not in "bsot":
        return _back(k, size)
    if k == "b":
        bid, _, state = face[2:].partition("/")
        return _sealed(_bottle(bid, size)) if state == "sealed" else _bottle(bid, size)
    if k == "s":
        return _shiki(face, size, lang, scale)
    return _oni(face[2:], size, lang, scale) if k == "o" else _star(face[2:], size, lang, scale)


#: zoom-sized faces (shown one at a time) stay in a short LRU: the cards on the table, re-read
#: again and again, need not be drawn again each time the pointer comes back
FACES = FaceCache(_render, big_keep=24)


def warm(lang: str, charas, zoom) -> None:
    """Render the table's faces up front (no hitch when a bottle or a star card first
    shows mid-animation): every bottle at the row sizes, every star card at the omen and
    star-row sizes, the oni, the seated characters' shikigami, and each kind at the zoom
    panel's size (``zoom(kind)``), so a first look at a card draws none of its words."""
    from game.chobuku.table import geom
    shiki = [f"s:{c}:{k.id}" for c in charas if c in CHARAS for k in CHARAS[c].shiki]
    for k, cards, sizes in (("b", [f"b:{b}" for b in BOTTLES], (geom.BIG_BOTTLE, geom.SMALL_BOTTLE, geom.PILE_BOTTLE)),
                            ("t", [f"t:{c}" for c in STAR_IDS], (geom.OMEN, geom.STAR, geom.PILE_STAR)),
                            ("o", [f"o:{o}" for o in ONI_IDS], (geom.ONI,)), ("c", [f"c:{c}" for c in CHARAS], ()),
                            ("s", shiki, (geom.BIG_SLOT, geom.SMALL_SLOT, geom.HAND, geom.BIG_REST, geom.SMALL_REST))):
        for size in sizes + (zoom(k),):
            if k != "c":                      # (a character has no back)
                FACES.face(f"{k}:?", size, False, lang)
            for card in cards:
                FACES.face(card, size, True, lang)


def render(face: str | None, size: tuple[int, int], face_up: bool = True, lang: str | None = None,
           scale: float = 1.0) -> pygame.Surface:
    return FACES.face(face, size, face_up, lang, scale)


def shiki_name(chara: str, sid: str | None, lang: str) -> str:
    return SHIKI[(chara, sid)].name(lang) if sid and sid != "hidden" else "?"
