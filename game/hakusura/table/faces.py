"""Procedural card faces for ハクスラ陰陽師 (no art files), behind the kit's face cache.

A face is named by a key, a tuple:

* ``("h", card)`` — a hand card (攻撃 / 防御 / 術): a big kanji, its colour and a shape
  (sword ▲, shield ⬟, ring ●), so colour is never the only sign;
* ``("c", character, 0 | 1)`` — a character's front (表) or back (裏, evolved);
* ``("y", yokai)`` — a yokai's 妖の面 (Lv, HP, 防, actions ①②③);
* ``("s", yokai)`` — its 式神の面: the ability in the middle and the three edge bands,
  left = 攻, right = 防, bottom = 術, each band printed on its own side so that the
  band an equipped card shows from under the character faces out;
* ``("u", yokai)`` — a shikigami whose ゲーム中1回 ability is used up (lies flipped);
* ``("b", boss)`` — a boss;
* ``None`` — a back.

Keys are made and read here only (:func:`key`, :func:`char_key`, :func:`kind`,
:func:`ident`).
"""
from __future__ import annotations

import pygame

from game.hakusura.rules import card_words as W
from game.hakusura.rules.cards import BOSSES, CHARACTERS, CIRCLED, HAND_NAMES, YOKAI, name
from game.ui import fineprint, theme
from game.ui.kit import FaceCache, boxed

INK = (40, 32, 26)
WASHI = (246, 240, 226)
#: each stat's colour, and the one the colour-blind palette shows (kanji and shapes stay)
STATS = {"atk": ((196, 64, 48), (213, 94, 0)), "bo": ((46, 96, 176), (0, 114, 178)),
         "jutsu": ((124, 74, 164), (204, 121, 167))}
HAND_STAT = {"kogeki": "atk", "bogyo": "bo", "jutsu": "jutsu"}
EDGES = ("left", "right", "bottom")
YOKAI_BAND = {1: (70, 110, 90), 2: (120, 90, 50), 3: (120, 40, 60)}
#: the sizes the table shows cards at (rendered while it loads)
CHAR, SHIKI, HAND, SLOT = (100, 140), (54, 76), (46, 64), (66, 92)


def stat_colour(stat: str) -> tuple[int, int, int]:
    return STATS[stat][1 if theme.colorblind() else 0]


def key(kind: str, ident: str) -> tuple:
    """The face of a hand card (``h``), a yokai (``y``), its shikigami face (``s``, ``u``
    used up) or a boss (``b``)."""
    return kind, ident


def char_key(cid: str, evolved: bool) -> tuple:
    return "c", cid, 1 if evolved else 0


def kind(face: tuple | None) -> str:
    return face[0] if face else ""


def ident(face: tuple | None) -> str:
    """The card a face shows (a character's id without its side)."""
    return face[1] if face else ""


def band_width(w: int, u=round) -> int:
    """The edge band's width on a shikigami face ``w`` wide (``u``: layout units to pixels)."""
    return max(u(10), round(w * 0.24))


def stat_shape(surf: pygame.Surface, stat: str, centre, r: int, colour=None) -> None:
    """攻 ▲ (a blade), 防 ⬟ (a shield), 術 ● (a ring): a shape for each stat."""
    x, y = centre
    c = colour or stat_colour(stat)
    if stat == "atk":
        pygame.draw.polygon(surf, c, ((x, y - r), (x + r * 0.85, y + r * 0.7), (x - r * 0.85, y + r * 0.7)))
    elif stat == "bo":
        pts = [(x - r, y - r * 0.7), (x + r, y - r * 0.7), (x + r, y + r * 0.1), (x, y + r), (x - r, y + r * 0.1)]
        pygame.draw.polygon(surf, c, pts)
    else:
        pygame.draw.circle(surf, c, (round(x), round(y)), r, max(2, r // 3))


def _render(key, size, face_up, lang, k=1.0) -> pygame.Surface:
    """Laid out in layout units (``w / k`` wide), nothing under 12 (``game.ui.fineprint``)."""
    u = fineprint.Units(k)
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rad = u(max(4, w / k // 12))
    if not face_up or key is None:
        _back(surf, w, h, rad, u)
        return surf
    kind, cid = key[0], key[1]
    if kind == "u":
        _back(surf, w, h, rad, u)
        _used_up(surf, cid, w, h, lang, u)
        return surf
    pygame.draw.rect(surf, WASHI, (0, 0, w, h), border_radius=rad)
    if kind == "c":
        _char(surf, cid, key[2] == 1, w, h, lang, u)
    else:
        {"h": _hand, "y": _yokai, "s": _shiki, "b": _boss}[kind](surf, cid, w, h, lang, u)
    pygame.draw.rect(surf, INK, (0, 0, w, h), u(2), border_radius=rad)
    return surf


# ---------------------------------------------------------------- pieces
def _back(surf, w, h, rad, u) -> None:
    pygame.draw.rect(surf, (40, 34, 60), (0, 0, w, h), border_radius=rad)
    inner = pygame.Rect(u(4), u(4), w - u(8), h - u(8))
    pygame.draw.rect(surf, theme.GOLD, inner, u(2), border_radius=max(2, rad - u(2)))
    r = max(u(6), min(w, h) // 4)
    c = (w // 2, h // 2)
    # 陰陽: a taiji drawn from circles
    pygame.draw.circle(surf, (236, 228, 210), c, r)
    pygame.draw.rect(surf, (40, 34, 60), (c[0], c[1] - r, r + 1, 2 * r + 1))
    pygame.draw.circle(surf, (236, 228, 210), c, r, 0, draw_top_right=False, draw_bottom_right=False,
                       draw_top_left=True, draw_bottom_left=True)
    pygame.draw.circle(surf, (236, 228, 210), (c[0], c[1] - r // 2), r // 2)
    pygame.draw.circle(surf, (40, 34, 60), (c[0], c[1] + r // 2), r // 2)
    pygame.draw.circle(surf, (40, 34, 60), (c[0], c[1] - r // 2), max(u(2), r // 7))
    pygame.draw.circle(surf, (236, 228, 210), (c[0], c[1] + r // 2), max(u(2), r // 7))
    pygame.draw.circle(surf, theme.GOLD, c, r, u(2))


def _used_up(surf, yid, w, h, lang, u) -> None:
    """A flipped shikigami: its name on a strip, so the back still says whose it is."""
    img = fineprint.line(name(yid, lang), w // 6, w - u(8), (250, 246, 236), u.k, ellipsis=True)
    if img.get_width():
        boxed(surf, img, img.get_rect(midbottom=(w // 2, h - u(5))).inflate(u(6), u(2)), (20, 16, 14), u(4))


def _title(surf, text, w, colour, band_h, u) -> None:
    rad = u(6)
    pygame.draw.rect(surf, colour, (0, 0, w, band_h), border_top_left_radius=rad, border_top_right_radius=rad)
    img = fineprint.line(text, band_h - u(6), w - u(8), (250, 246, 236), u.k, ellipsis=True)
    surf.blit(img, img.get_rect(center=(w // 2, band_h // 2 + u(1))))


def _hand(surf, card, w, h, lang, u) -> None:
    stat = HAND_STAT[card]
    c = stat_colour(stat)
    band = max(u(16), h // 6)
    ja, en = HAND_NAMES[card]
    _title(surf, en if lang == "en" else ja, w, c, band, u)
    big = {"kogeki": "攻", "bogyo": "防", "jutsu": "術"}[card] if lang != "en" else \
        {"kogeki": "ATK", "bogyo": "DEF", "jutsu": "JUT"}[card]
    size = int(h * 0.42) if lang != "en" else int(w * 0.34)
    img = fineprint.mark(big, size, c, u.k)
    cy = band + (h - band) * 0.42
    surf.blit(img, img.get_rect(center=(w // 2, round(cy))))
    stat_shape(surf, stat, (w // 2, round(h - max(u(8), h * 0.14))), max(u(4), w // 10))


def _stat_row(surf, values, rect: pygame.Rect, lang, u) -> None:
    """攻 n 防 n 術 n as three coloured chips with their shapes."""
    n = len(values)
    cw = rect.width // n
    size = min(rect.height - u(2), cw // 2)
    for i, (stat, v) in enumerate(values):
        cell = pygame.Rect(rect.x + i * cw, rect.y, cw - u(2), rect.height)
        pygame.draw.rect(surf, stat_colour(stat), cell, border_radius=u(4))
        # (else the number alone: the colour and the zoom say which)
        label = fineprint.first((f"{W.stat(stat, lang)}{v}", str(v)), size, cell.width - u(4), (255, 255, 255), u.k)
        surf.blit(label, label.get_rect(center=cell.center))


def _char(surf, cid, evolved: bool, w, h, lang, u) -> None:
    ch = CHARACTERS[cid]
    f = ch.back if evolved else ch.front
    band = max(u(14), h // 7)
    colour = (110, 40, 120) if evolved else (150, 110, 40)
    face = W.word("back_short" if evolved else "front_short", lang)
    _title(surf, f"{name(cid, lang)} {face}", w, colour, band, u)
    y = band + u(4)
    hp = fineprint.line(f"HP {f.hp}", h // 10, w - u(10), theme.BAD, u.k)
    surf.blit(hp, (u(6), y))
    y += hp.get_height() + u(2)
    row = max(u(16), h // 9)
    _stat_row(surf, (("atk", f.atk), ("bo", f.bo), ("jutsu", f.jutsu)), pygame.Rect(u(4), y, w - u(8), row), lang, u)
    y += row + u(4)
    text = W.terms(f.text_en if lang == "en" else f.text_ja, lang)
    fineprint.block(surf, text, pygame.Rect(u(5), y, w - u(10), h - y - u(4)), w // 10, INK, u.k)


def _yokai(surf, yid, w, h, lang, u) -> None:
    _foe(surf, yid, YOKAI[yid], w, h, lang, False, u)


def _boss(surf, bid, w, h, lang, u) -> None:
    _foe(surf, bid, BOSSES[bid], w, h, lang, True, u)


def _foe(surf, cid, card, w, h, lang, boss: bool, u) -> None:
    """A yokai's face or a boss: its numbers, then its actions ①②③… (! 防御無視, * a boss's 技)."""
    band = max(u(18), h // 7)
    _title(surf, name(cid, lang), w, (130, 20, 30) if boss else YOKAI_BAND[card.lv], band, u)
    top, small = band + u(3), w // 9
    parts = ([] if boss else [f"Lv{card.lv}"]) + [f"HP{card.hp}", f"{W.stat('bo', lang)}{card.bo}"]
    top = fineprint.stack(surf, fineprint.lines(parts, small, w - u(8), INK, u.k), u(5), top, u(1)) + u(2)
    step = (h - top - u(6)) // len(card.acts)
    step = step if boss else min(max(small, u(12)) + u(6), step)
    if step < u(16):                 # no room for the actions: the arena beside and the zoom list them
        return
    for i, a in enumerate(card.acts):
        r = pygame.Rect(u(4), top + i * step, w - u(8), step - u(2))
        pygame.draw.rect(surf, (236, 214, 206) if boss else (232, 222, 204), r, border_radius=u(3))
        mark = ("!" if a.ignore else "") + ("*" if boss and a.tech else "")
        img = fineprint.first((f"{CIRCLED[i]}{W.target_word(a.target, lang)} {a.dmg}{mark}", f"{CIRCLED[i]} {a.dmg}{mark}"),
                              step - u(5), r.width - u(4), INK, u.k)      # (too narrow for the target's words)
        surf.blit(img, img.get_rect(midleft=(r.x + u(3), r.centery)))
        if a.ignore and not boss:
            pygame.draw.rect(surf, theme.BAD, r, u(1), border_radius=u(3))


def _vertical(surf, text: str, rect: pygame.Rect, colour, lang, clockwise: bool, u) -> None:
    """Band text along a side: Japanese stacked character by character (縦書き),
    English turned a quarter (reading up on the left band, down on the right)."""
    if not text:
        return
    if lang != "en":
        chars = [c for c in text if c != " "]
        size = min(rect.width - u(1), (rect.height - u(2)) // max(1, len(chars)))
        if size < fineprint.least(u.k):      # too long for the band at 12 units: the zoom panel reads it
            return
        y = rect.y + (rect.height - size * len(chars)) // 2
        for c in chars:
            img = theme.text(c, size, colour, True)
            surf.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += size
        return
    img = fineprint.line(text, rect.width - u(4), rect.height - u(4), colour, u.k)
    img = pygame.transform.rotate(img, -90 if clockwise else 90)
    surf.blit(img, img.get_rect(center=rect.center))


def _shiki(surf, yid, w, h, lang, u) -> None:
    y = YOKAI[yid]
    b = band_width(w, u)
    bands = {"left": pygame.Rect(0, 0, b, h - b), "right": pygame.Rect(w - b, 0, b, h - b),
             "bottom": pygame.Rect(0, h - b, w, b)}
    for edge, r in bands.items():
        stat = W.EDGE_STAT[edge]
        pygame.draw.rect(surf, stat_colour(stat), r)
        label = W.edge_short(yid, edge, lang)
        if edge == "bottom":
            img = fineprint.line(label, b - u(4), w - u(8), (255, 255, 255), u.k)
            surf.blit(img, img.get_rect(center=r.center))
        else:
            _vertical(surf, label, r.inflate(0, -u(4)), (255, 255, 255), lang, edge == "right", u)
    mid = pygame.Rect(b + u(2), u(2), w - 2 * b - u(4), h - b - u(4))
    pygame.draw.rect(surf, WASHI, mid)
    size = mid.width // 5
    title = fineprint.line(name(yid, lang), size, mid.width - u(2), INK, u.k, ellipsis=True)
    surf.blit(title, title.get_rect(midtop=(mid.centerx, mid.y + u(1))))
    yy = mid.y + title.get_height() + u(1)
    lv = fineprint.mark(f"Lv{y.lv}", size - u(2), YOKAI_BAND[y.lv], u.k)       # the level counts to evolve
    surf.blit(lv, lv.get_rect(midtop=(mid.centerx, yy)))
    yy += lv.get_height() + u(2)
    ab = y.ability
    abn = fineprint.line(ab.name_en if lang == "en" else ab.name_ja, size - u(1), mid.width - u(2), (120, 40, 40), u.k)
    if not abn.get_width():
        return
    pygame.draw.line(surf, (190, 176, 150), (mid.x + u(2), yy), (mid.right - u(2), yy), u(1))
    yy += u(2)
    surf.blit(abn, abn.get_rect(midtop=(mid.centerx, yy)))
    yy += abn.get_height() + u(1)
    text = W.terms(ab.text_en if lang == "en" else ab.text_ja, lang)
    fineprint.block(surf, text, pygame.Rect(mid.x + u(1), yy, mid.width - u(2), mid.bottom - yy), mid.width // 8, INK, u.k)


def all_keys() -> list[tuple]:
    return [key("h", c) for c in HAND_NAMES] + [char_key(c, e) for c in CHARACTERS for e in (False, True)] + \
        [key(k, y) for y in YOKAI for k in ("y", "s", "u")] + [key("b", b) for b in BOSSES]


#: every face, cached per card, size, side, language and palette (``FACES.face``, ``FACES.back``)
FACES = FaceCache(_render, big_width=160)
