#!/usr/bin/env python3
"""Draw Fudaba's application icon procedurally with pygame.

A lacquered rounded tile, a fanned pair of washi cards, and a vermilion
seal (hanko) bearing 札 in the bundled BIZ UDPGothic Bold. Everything is
drawn at 1024 px and smooth-scaled down, so edges are anti-aliased.

Writes, into ``assets/``:
  icon.png   256×256 RGBA (window icon, Linux .desktop icon)
  icon.ico   16/24/32/48/64/128 px as 32-bit BMP entries + 256 px as PNG (Windows)
  icon.icns  128/256/512 px PNG entries (macOS)

    python tools/make_icon.py [--out DIR] [--preview]
"""
from __future__ import annotations

import argparse
import io
import math
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FONT = ROOT / "assets" / "fonts" / "BIZUDPGothic-Bold.ttf"

BIG = 1024
LACQUER = (32, 30, 44)
LACQUER_EDGE = (70, 52, 60)
FELT = (36, 64, 52)
WASHI = (246, 240, 226)
WASHI_SHADE = (222, 212, 192)
INK = (60, 50, 40)
INDIGO = (72, 112, 190)
VERMILION = (206, 64, 44)
VERMILION_DARK = (150, 40, 30)
GOLD = (222, 186, 92)


def rounded_rect(size: tuple[int, int], colour, radius: int, border: int = 0, border_colour=None) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    if border:
        pygame.draw.rect(surf, border_colour, rect, border_radius=radius)
        rect = rect.inflate(-2 * border, -2 * border)
        radius = max(0, radius - border)
    pygame.draw.rect(surf, colour, rect, border_radius=radius)
    return surf


def card(w: int, h: int, back: bool) -> pygame.Surface:
    """A card face (washi with an ink frame) or back (indigo with a gold frame)."""
    radius = w // 9
    if back:
        surf = rounded_rect((w, h), INDIGO, radius, border=w // 40, border_colour=(40, 60, 110))
        inner = pygame.Rect(0, 0, w, h).inflate(-w // 5, -w // 5)
        pygame.draw.rect(surf, GOLD, inner, width=max(2, w // 45), border_radius=radius // 2)
        # a simple asanoha-like star in the middle
        cx, cy = surf.get_rect().center
        r = w * 0.22
        for k in range(6):
            a = math.pi / 3 * k
            pygame.draw.line(surf, GOLD, (cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)), max(2, w // 60))
        return surf
    surf = rounded_rect((w, h), WASHI, radius, border=w // 40, border_colour=INK)
    inner = pygame.Rect(0, 0, w, h).inflate(-w // 6, -w // 6)
    pygame.draw.rect(surf, WASHI_SHADE, inner, width=max(2, w // 60), border_radius=radius // 2)
    return surf


def seal(size: int) -> pygame.Surface:
    """A vermilion hanko with 札 reversed out in washi."""
    surf = rounded_rect((size, size), VERMILION, size // 8, border=size // 28, border_colour=VERMILION_DARK)
    inner = pygame.Rect(0, 0, size, size).inflate(-size // 6, -size // 6)
    pygame.draw.rect(surf, WASHI, inner, width=max(3, size // 40), border_radius=size // 16)
    pygame.font.init()
    font = pygame.font.Font(str(FONT), int(size * 0.62))
    glyph = font.render("札", True, WASHI)
    # the glyph box includes ascent/descent; centre on its drawn pixels
    box = glyph.get_bounding_rect()
    surf.blit(glyph, (size // 2 - box.centerx, size // 2 - box.centery))
    return surf


def draw(size: int = BIG) -> pygame.Surface:
    s = size / BIG
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    margin = int(40 * s)
    tile = rounded_rect((size - 2 * margin, size - 2 * margin), LACQUER, int(190 * s),
                        border=int(22 * s), border_colour=LACQUER_EDGE)
    # felt inset
    felt = rounded_rect((tile.get_width() - int(120 * s), tile.get_height() - int(120 * s)), FELT, int(140 * s))
    tile.blit(felt, (int(60 * s), int(60 * s)))
    icon.blit(tile, (margin, margin))

    cw, ch = int(400 * s), int(560 * s)
    shadow = rounded_rect((cw, ch), (0, 0, 0, 90), cw // 9)
    back = card(cw, ch, back=True)
    face = card(cw, ch, back=False)
    centre = (size * 0.46, size * 0.47)
    for surf, angle, dx in ((back, 16, -95), (face, -9, 70)):
        for layer, off in ((shadow, 14), (surf, 0)):
            rot = pygame.transform.rotozoom(layer, angle, 1.0)
            r = rot.get_rect(center=(centre[0] + dx * s + off * s, centre[1] + off * s))
            icon.blit(rot, r)

    stamp = seal(int(380 * s))
    stamp = pygame.transform.rotozoom(stamp, -6, 1.0)
    icon.blit(stamp, stamp.get_rect(center=(size * 0.64, size * 0.64)))
    return icon


def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def bmp_entry(surf: pygame.Surface) -> bytes:
    """An ICO image entry: BITMAPINFOHEADER + bottom-up BGRA rows + AND mask."""
    w, h = surf.get_size()
    rgba = pygame.image.tobytes(surf, "RGBA")
    rows = [rgba[y * w * 4:(y + 1) * w * 4] for y in range(h)]
    pixels = bytearray()
    for row in reversed(rows):
        for x in range(w):
            r, g, b, a = row[4 * x:4 * x + 4]
            pixels += bytes((b, g, r, a))
    mask_stride = ((w + 31) // 32) * 4
    mask = bytes(mask_stride * h)  # alpha channel carries transparency
    header = struct.pack("<IiiHHIIiiII", 40, w, 2 * h, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0)
    return header + bytes(pixels) + mask


def write_ico(path: Path, big: pygame.Surface) -> None:
    sizes = (16, 24, 32, 48, 64, 128, 256)
    images = []
    for n in sizes:
        small = pygame.transform.smoothscale(big, (n, n))
        images.append((n, png_bytes(small) if n >= 256 else bmp_entry(small)))
    out = bytearray(struct.pack("<HHH", 0, 1, len(images)))
    offset = 6 + 16 * len(images)
    for n, data in images:
        out += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    for _, data in images:
        out += data
    path.write_bytes(bytes(out))


def write_icns(path: Path, big: pygame.Surface) -> None:
    entries = b""
    for kind, n in ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512)):
        data = png_bytes(pygame.transform.smoothscale(big, (n, n)))
        entries += kind + struct.pack(">I", 8 + len(data)) + data
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(entries)) + entries)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    big = draw(BIG)
    pygame.image.save(pygame.transform.smoothscale(big, (256, 256)), str(args.out / "icon.png"))
    write_ico(args.out / "icon.ico", big)
    write_icns(args.out / "icon.icns", big)
    for name in ("icon.png", "icon.ico", "icon.icns"):
        print(f"{name:9s} {(args.out / name).stat().st_size:7d} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
