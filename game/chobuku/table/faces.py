"""鬼調伏's faces: bottles (小瓶), shikigami, oni, star cards, characters, tokens and
their backs, drawn once per size, language and palette (``game.ui.kit.FaceCache``).

A face key (:class:`Face`) says what it is: ``Face("b", "ka6")`` (a bottle; ``Face("b")``
face down), ``Face("s", "kappa", "sakaki")`` (a shikigami and its character;
``Face("s")`` an unknown one), ``Face("o", "akaoni")`` (an oni), ``Face("t", "takaburi")``
(a star card), ``Face("c", "sakaki")`` (a character), ``Face("k", "+2")`` / ``-2`` /
``swap`` (the tokens of 吉凶占い and 式神交代). Face down, every kind draws its own back.

Colour is never the only signal: a bottle and a shikigami carry their 五行 kanji
(木火土金水; 無 colourless, 全 鵺) beside the colour, and the colour-blind palette
swaps the five colours for Okabe–Ito ones.
"""
from __future__ import annotations

from typing import NamedTuple

import pygame

from game.chobuku.rules.cards import (ALL, BOTTLE_COLOUR, BOTTLE_VALUE, BOTTLES, CHARAS, COLOUR_JA,
                                      ONI, ONI_IDS, SHIKI, STAR_IDS, STARS)
from game.i18n import t
from game.ui import fineprint, theme
from game.ui.kit import FaceCache, blank_card, put, text_fits

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


# -- face keys -----------------------------------------------------------------------------------
class Face(NamedTuple):
    """What a face shows: its ``kind`` (``b`` bottle, ``s`` shikigami, ``o`` oni, ``t`` star
    card, ``c`` character, ``k`` token) and which ``card`` (None: the kind's back); a
    shikigami names its ``chara``; a bottle whose colour [五行封じ] has sealed is ``sealed``
    (greyed, stamped 封)."""
    kind: str
    card: str | None = None
    chara: str | None = None
    sealed: bool = False


BOTTLE_BACK, SHIKI_BACK, STAR_BACK = Face("b"), Face("s"), Face("t")


def bottle_id(b: str | None, sealed: bool = False) -> Face:
    """A bottle's face (its back when ``b`` is not known)."""
    return Face("b", b, sealed=sealed) if b else BOTTLE_BACK


def shiki_id(chara: str, sid: str | None) -> Face:
    return Face("s", sid, chara) if sid and sid != "hidden" else SHIKI_BACK


#: the face kind of each kind of piece the rules' wording names (``wording.about``)
PIECE_KIND = {"oni": "o", "star": "t", "shiki": "s", "bottle": "b", "chara": "c"}


def piece(kind: str, card: str | None, chara: str | None = None) -> Face:
    """The face of a piece as the rules' wording names it (card None: the kind's back)."""
    return Face(PIECE_KIND[kind], card, chara)


def kind(face: Face | None) -> str:
    return face.kind if face is not None else "?"


# -- drawing -------------------------------------------------------------------------------------
def _jar(surf: pygame.Surface, fill, k: float, edge=INK) -> pygame.Rect:
    """A small bottle silhouette filling ``surf``; returns the body rect."""
    w, h = surf.get_size()
    u = _units(k)
    neck_w, neck_h = max(u(6), w * 2 // 5), max(u(4), h // 7)
    body = pygame.Rect(u(1), neck_h + u(1), w - u(2), h - neck_h - u(2))
    neck = pygame.Rect((w - neck_w) // 2, u(1), neck_w, neck_h + u(3))
    pygame.draw.rect(surf, fill, neck, border_radius=u(2))
    pygame.draw.rect(surf, edge, neck, u(2), border_radius=u(2))
    pygame.draw.rect(surf, fill, body, border_radius=max(u(4), w // 4))
    pygame.draw.rect(surf, edge, body, u(2), border_radius=max(u(4), w // 4))
    return body


def _units(k: float):
    """Layout units to pixels on a face drawn at ``k`` pixels per unit."""
    return lambda n: max(1, round(n * k))


def _bottle(b: str, size, k: float) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    colour = BOTTLE_COLOUR[b]
    body = _jar(surf, element_colour(colour), k)
    w, h = size
    u = _units(k)
    ink = ink_on(colour)
    # the kanji on a paper label: the colour said in words, not only in paint
    ks = max(u(12), w * 2 // 5)
    label = pygame.Rect(0, 0, ks + u(6), ks + u(2))
    label.midtop = (w // 2, body.top + u(3))
    pygame.draw.rect(surf, PAPER, label, border_radius=u(3))
    put(surf, theme.text(COLOUR_JA[colour], ks, INK, True), center=label.center)
    put(surf, theme.text(str(BOTTLE_VALUE[b]), max(u(12), min(w * 3 // 5, (body.bottom - label.bottom) - u(2))), ink,
                         True), center=(w // 2, (label.bottom + body.bottom) // 2 + u(1)))
    return surf


def _sealed(surf: pygame.Surface, k: float) -> pygame.Surface:
    """A sealed bottle: its colour greyed out (the kanji and value still read) and a red
    封 stamp across it, so the seal shows without colour."""
    grey = pygame.transform.grayscale(surf)
    grey.fill((50, 50, 50), special_flags=pygame.BLEND_RGB_SUB)
    w, h = grey.get_size()
    u = _units(k)
    r = max(u(6), w // 4)
    c = (w - r - u(1), r + u(1))          # in the corner beside the neck: the value stays readable
    pygame.draw.circle(grey, (236, 228, 214), c, r)
    pygame.draw.circle(grey, theme.BAD, c, r, u(2))
    put(grey, theme.text("封", max(u(12), r + u(3)), theme.BAD, True), center=c)
    return grey


def _back(kind: str, size, k: float) -> pygame.Surface:
    """A card's back: a bottle's ?, a shikigami's 式, an oni's 鬼, a star card's ☆."""
    w, h = size
    u = _units(k)
    if kind == "b":
        surf = pygame.Surface(size, pygame.SRCALPHA)
        centre = _jar(surf, (58, 52, 70), k, theme.GOLD).center
        mark, colour, mark_size = "?", theme.GOLD, max(u(12), w * 3 // 5)
    else:
        fill, edge, inner, mark, colour = BACKS.get(kind, BACKS["s"])
        surf, centre, mark_size = blank_card(size, fill, k, edge), (w // 2, h // 2), max(u(12), w // 2)
        if inner is not None:
            pygame.draw.rect(surf, inner[0], pygame.Rect(u(4), u(4), w - u(8), h - u(8)), u(inner[1]),
                             border_radius=max(u(3), w // 12))
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


def _shiki(face: Face, size, lang: str, k: float) -> pygame.Surface:
    card = SHIKI[(face.chara, face.card)]
    w, h = size
    u = _units(k)
    lw, lh = w / k, h / k
    surf = blank_card(size, PAPER, k, INK)
    band = pygame.Rect(u(2), u(2), w - u(4), max(u(14), h // 6))
    _band(surf, band, card.colour)
    ks = max(u(12), band.h - u(2))
    disc = pygame.Rect(0, 0, ks + u(2), ks + u(2))
    disc.midleft = (band.x + u(3), band.centery)
    pygame.draw.ellipse(surf, PAPER, disc)
    pygame.draw.ellipse(surf, INK, disc, u(1))
    put(surf, fineprint.mark(element_kanji(card.colour), ks - u(2), INK, k), center=disc.center)
    val = fineprint.line(card.printed, max(u(14), h // 3), w - u(10), INK, k)
    val = val if val.get_width() else fineprint.mark(card.printed, 0, INK, k)     # the value is what the card is
    vy = band.bottom + u(4)
    name = fineprint.line(card.name(lang), u(max(12, min(18, lw // 5))), w - u(8), INK, k, ellipsis=True)
    if lh >= 100:
        put(surf, name, midtop=(w // 2, vy))
        put(surf, val, midtop=(w // 2, vy + name.get_height() + u(2)))
        tag = put(surf, theme.text(t("chobuku.face.spirit"), u(12), (110, 100, 90)),
                  midtop=(w // 2, vy + name.get_height() + val.get_height()))
        text = card.text_en if lang == "en" else card.text_ja
        if text and lw >= 120:
            top = vy + name.get_height() + val.get_height() + tag.height + u(6)
            fineprint.block(surf, text, pygame.Rect(u(8), top, w - u(16), h - top - u(6)), u(13), INK, k)
    else:
        put(surf, val, center=(w // 2, (vy + h) // 2 - u(4)))
        put(surf, name, midbottom=(w // 2, h - u(4)))
    return surf


def _oni(oid: str, size, lang: str, k: float) -> pygame.Surface:
    o = ONI[oid]
    w, h = size
    u = _units(k)
    surf = blank_card(size, (96, 30, 34), k, (30, 10, 10))
    put(surf, theme.text("鬼", int(h * 0.55), (120, 46, 48), True), center=(w // 2, h // 2 + u(4)))
    put(surf, fineprint.line(o.name(lang), max(u(12), w // 6), w - u(10), (250, 236, 220), k, ellipsis=True),
        midtop=(w // 2, u(6)))
    num = fineprint.mark("10+" if oid == "donreiki" else str(o.taikyu), max(u(18), h // 4), theme.GOLD, k)
    put(surf, num, center=(w // 2, h * 9 // 20))
    put(surf, theme.text(t("chobuku.face.taikyu"), max(u(12), w // 9), (240, 210, 190), True),
        midtop=(w // 2, h * 9 // 20 + num.get_height() // 2))
    text = o.text_en if lang == "en" else o.text_ja
    if text not in ("なし", "None."):
        box = pygame.Rect(u(6), h * 2 // 3, w - u(12), h // 3 - u(6))
        inner = box.inflate(-u(6), -u(4))
        big = w / k >= 160
        if big or text_fits(text, u(12), inner):
            pygame.draw.rect(surf, (250, 240, 226), box, border_radius=u(4))
            fineprint.block(surf, text, inner, u(14 if big else 12), INK, k)
    return surf


TIMING_MARK = {"after": "◆", "judge": "★", "instant": "▶"}


def _star(cid: str, size, lang: str, k: float) -> pygame.Surface:
    """A star card: its name and timing on every face; its text where it can be read (the
    zoom panel's size): on the table an omen's rule is read by pointing at it."""
    st = STARS[cid]
    w, h = size
    u = _units(k)
    lw = w / k
    surf = blank_card(size, (232, 230, 244), k, (40, 40, 70))
    head = pygame.Rect(u(2), u(2), w - u(4), max(u(18), h // 5))
    fill = element_colour(st.colour) if st.colour else (58, 62, 120)
    radius = max(u(3), w // 11)
    pygame.draw.rect(surf, fill, head, border_top_left_radius=radius, border_top_right_radius=radius)
    ink = ink_on(st.colour) if st.colour else (250, 248, 240)
    put(surf, fineprint.line(st.name(lang), u(max(12, min(17, lw // 6))), w - u(6), ink, k, ellipsis=True),
        center=head.center)
    timing = TIMING_MARK[st.timing] + t(f"chobuku.timing.{st.timing}", lang)
    tim = put(surf, fineprint.first((timing, TIMING_MARK[st.timing]), u(12), w - u(6), (60, 60, 110), k),
              midtop=(w // 2, head.bottom + u(2)))        # (the mark alone where the word does not fit)
    top = head.bottom + tim.height + u(4)
    text = st.text_en if lang == "en" else st.text_ja
    fineprint.block(surf, text, pygame.Rect(u(5), top, w - u(10), h - top - u(5)), u(14 if lw >= 160 else 12), INK, k)
    return surf


def _chara(cid: str, size, lang: str, k: float) -> pygame.Surface:
    c = CHARAS[cid]
    w, h = size
    u = _units(k)
    lw, lh = w / k, h / k
    fill = element_colour(c.element) if c.element else (120, 92, 140)
    surf = blank_card(size, PAPER, k, INK)
    band = pygame.Rect(u(2), u(2), w - u(4), max(u(14), h // 4))
    pygame.draw.rect(surf, fill, band, border_top_left_radius=u(4), border_top_right_radius=u(4))
    kan = element_kanji(c.element) if c.element else "特"
    put(surf, theme.text(kan, max(u(12), band.h - u(4)), ink_on(c.element) if c.element else (250, 248, 240), True),
        center=band.center)
    name = fineprint.name(c.name(lang), u(max(12, min(20, lw // 4))), w - u(6), INK, k)   # whole, on two lines if need be
    below = fineprint.stack(surf, name, 0, band.bottom + u(3), 0, centre=w // 2)
    if lh >= 80:
        sub = t("chobuku.chara.basic", lang) if c.basic else (c.title_en if lang == "en" else c.title_ja)
        nums = put(surf, fineprint.line(" ".join(x.printed for x in c.shiki), u(max(12, lw // 7)), w - u(6), INK, k),
                   midbottom=(w // 2, h - u(5)))       # the epithet on two lines where they fit above these
        fineprint.stack(surf, fineprint.name(sub, u(12), w - u(6), (110, 100, 90), k, False, nums.top - below - u(3)),
                        0, below + u(2), 0, centre=w // 2)
    return surf


def _token(which: str, size, k: float) -> pygame.Surface:
    w, h = size
    u = _units(k)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    fill = {"+2": theme.GOOD, "-2": theme.BAD, "mark": (255, 214, 90)}.get(which, (120, 92, 160))
    pygame.draw.ellipse(surf, fill, (u(1), u(1), w - u(2), h - u(2)))
    pygame.draw.ellipse(surf, INK, (u(1), u(1), w - u(2), h - u(2)), u(3))
    label = {"+2": "+2", "-2": "−2", "swap": "⇄", "mark": "印"}.get(which, which)
    put(surf, theme.text(label, max(u(12), h // 2), INK if which == "mark" else (255, 255, 255), True),
        center=(w // 2, h // 2))
    return surf


#: (fill, edge, (inner frame colour, width) or None, mark, mark colour) of the cards' backs
BACKS = {"s": ((70, 44, 96), INK, (theme.GOLD, 2), "式", theme.GOLD),
         "o": ((34, 22, 24), theme.GOLD, None, "鬼", (150, 60, 60)),
         "t": ((36, 40, 86), theme.GOLD, ((120, 120, 180), 1), "☆", theme.GOLD)}


def _render(face: Face | None, size: tuple[int, int], face_up: bool, lang: str, k: float) -> pygame.Surface:
    """A face of ``size`` pixels laid out in layout units (``size / k``): the same card at
    any scale, only sharper."""
    kd = kind(face)
    if kd == "c":
        return _chara(face.card, size, lang, k)
    if kd == "k":
        return _token(face.card, size, k)
    if not (face_up and face is not None and face.card is not None) or kd not in "bsot":
        return _back(kd, size, k)
    if kd == "b":
        return _sealed(_bottle(face.card, size, k), k) if face.sealed else _bottle(face.card, size, k)
    if kd == "s":
        return _shiki(face, size, lang, k)
    return _oni(face.card, size, lang, k) if kd == "o" else _star(face.card, size, lang, k)


#: zoom-sized faces (shown one at a time) stay in a short LRU: the cards on the table, re-read
#: again and again, need not be drawn again each time the pointer comes back
FACES = FaceCache(_render, big_keep=24)


def warm(lang: str, charas, zoom, k: float = 1.0) -> None:
    """Render the table's faces up front (no hitch when a bottle or a star card first
    shows mid-animation): every bottle at the row sizes, every star card at the omen and
    star-row sizes, the oni, the seated characters' shikigami, and each kind at the zoom
    panel's size (``zoom(kind)``, pixels), so a first look at a card draws none of its words."""
    from game.chobuku.table import geom
    shiki = [Face("s", s.id, c) for c in charas if c in CHARAS for s in CHARAS[c].shiki]
    for kd, cards, sizes in (("b", [Face("b", b) for b in BOTTLES], (geom.BIG_BOTTLE, geom.SMALL_BOTTLE,
                                                                      geom.PILE_BOTTLE)),
                             ("t", [Face("t", c) for c in STAR_IDS], (geom.OMEN, geom.STAR, geom.PILE_STAR)),
                             ("o", [Face("o", o) for o in ONI_IDS], (geom.ONI,)), ("c", [Face("c", c) for c in CHARAS], ()),
                             ("s", shiki, (geom.BIG_SLOT, geom.SMALL_SLOT, geom.HAND, geom.BIG_REST,
                                           geom.SMALL_REST))):
        FACES.warm(cards, [geom.scaled(s, k) for s in sizes] + [zoom(kd)], lang, k,
                   backs=() if kd == "c" else (Face(kd),))          # (a character has no back)


def render(face: Face | None, size: tuple[int, int], face_up: bool = True, lang: str | None = None,
           k: float = 1.0) -> pygame.Surface:
    return FACES.face(face, size, face_up, lang, k)


def shiki_name(chara: str, sid: str | None, lang: str) -> str:
    return SHIKI[(chara, sid)].name(lang) if sid and sid != "hidden" else "?"
