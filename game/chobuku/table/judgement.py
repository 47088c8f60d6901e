"""鬼調伏's judgement on the table: what the sequence the mirror plays has shown so far
(:class:`JudgeShow`), the panel of its rows, and the review overlay (J); and the
short-lived marks a retreat or the judgement leaves on the seats (:class:`Effect`,
drawn by the ``Hud``)."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.chobuku.table.faces import boxed, put
from game.i18n import t
from game.ui import theme
from game.ui.kit import fit_text
from game.ui.scene import ClickAwayOverlay
from game.ui.widgets import panel_bg

DARK = (20, 16, 14)
GOLD_GLOW = (255, 214, 90)



# -- short-lived marks --------------------------------------------------------------------------
@dataclass
class Effect:
    kind: str              # crack / glow / flash / callout
    seat: int
    until: float
    start: float
    text: str = ""
    colour: tuple = (255, 255, 255)
    pip: int = 0
    strong: bool = False
    value: int = 0         # count: the total counted up to
    limit: int = 0         # count: the oni's strength it is measured against
    span: float = 0.0      # count: seconds to reach ``value``


def counted(e: Effect, now: float) -> int:
    """The number a count-up shows at ``now``."""
    if e.span <= 0:
        return e.value
    return round(e.value * min(1.0, (now - e.start) / e.span))


# -- the judgement, step by step ------------------------------------------------------------------
@dataclass
class RowShow:
    entry: object
    value: float = 0.0
    started: bool = False
    done: bool = False


@dataclass
class JudgeShow:
    j: object
    start: float
    rows: list = field(default_factory=list)
    success_on: bool = False
    weakest_on: bool = False
    marks_on: bool = False
    notes_on: bool = False
    hurry: bool = False


def judge_rows_rect(rect: pygame.Rect, n: int, scale: float) -> tuple[int, int, int]:
    """(header height, row height, text size) that fit ``n`` rows in ``rect``."""
    size = round(15 * scale)
    head = round(size * 3.2)
    row = max(34, (rect.h - head - 8) // max(1, n))
    row = min(row, round(size * 3.4))
    while size > 11 and 2 * size + 10 > row:
        size -= 1
    return head, row, size


def draw_judgement(surf: pygame.Surface, rect: pygame.Rect, j, show: JudgeShow | None, scale: float,
                   names, words) -> None:
    """The judgement panel: 鬼体力 with its breakdown, then one row per challenger (``names``
    of the seats; ``words``, the table's, say the terms)."""
    surf.blit(panel_bg(rect.size, theme.GOLD, 252), rect)
    n = len(j.entries)
    head, row_h, size = judge_rows_rect(rect, n, scale)
    x = rect.x + 12
    parts = " ".join(words.strength(j.taikyu_parts))
    title = fit_text(t("chobuku.judge.title", n=j.taikyu), round(size * 1.35), rect.w - 24, theme.GOLD)
    surf.blit(title, (x, rect.y + 6))
    surf.blit(fit_text(parts, size - 2, rect.w - 24, theme.TEXT_DIM, False), (x, rect.y + 8 + title.get_height()))
    top = max((e.reiryoku for e in j.entries), default=0)
    scale_max = max(j.taikyu + 3, top + 1)
    bar_x = rect.x + rect.w * 44 // 100
    bar_w = rect.w * 30 // 100
    limit_x = bar_x + bar_w * j.taikyu // scale_max
    y = rect.y + head
    for i, e in enumerate(j.entries):
        rs = show.rows[i] if show is not None else None
        started = rs is None or rs.started
        done = rs is None or rs.done
        value = e.reiryoku if rs is None else rs.value
        r = pygame.Rect(rect.x + 6, y, rect.w - 12, row_h - 4)
        success_on = show is None or show.success_on
        weakest_on = show is None or show.weakest_on
        if success_on and e.success:
            fill = (96, 76, 24) if e.perfect else (70, 58, 28)
            pygame.draw.rect(surf, fill, r, border_radius=6)
            pygame.draw.rect(surf, GOLD_GLOW, r, 3 if e.perfect else 2, border_radius=6)
        elif done and e.over:
            pygame.draw.rect(surf, (70, 30, 30), r, border_radius=6)
        elif weakest_on and e.weakest:
            pygame.draw.rect(surf, (56, 36, 36), r, border_radius=6)
        else:
            pygame.draw.rect(surf, (34, 32, 38), r, border_radius=6)
        colour = theme.SEAT_COLOURS[e.seat % len(theme.SEAT_COLOURS)]
        pygame.draw.circle(surf, colour, (r.x + 12, r.y + size // 2 + 6), max(5, size // 3))
        surf.blit(fit_text(names[e.seat], size, bar_x - r.x - 30, theme.TEXT, True, ellipsis=True), (r.x + 24, r.y + 4))
        detail = " + ".join(words.pair(p) for p in e.terms) or "—"
        surf.blit(fit_text(f"= {detail}", max(10, size - 3), bar_x - r.x - 30, theme.TEXT_DIM, False),
                  (r.x + 24, r.y + 6 + size))
        # the 霊力 bar against the 鬼体力 line
        bar = pygame.Rect(bar_x, r.y + 6, bar_w, max(10, row_h - 16))
        pygame.draw.rect(surf, (52, 52, 58), bar, border_radius=4)
        if started:
            w = max(0, min(bar_w, round(bar_w * max(0.0, value) / scale_max)))
            over = done and e.over
            fill = theme.BAD if over else (GOLD_GLOW if success_on and e.success else (120, 170, 210))
            pygame.draw.rect(surf, fill, (bar.x, bar.y, w, bar.h), border_radius=4)
        pygame.draw.line(surf, (255, 255, 255), (limit_x, bar.y - 3), (limit_x, bar.bottom + 3), 3)
        put(surf, theme.text(str(round(value)) if started else "?", round(size * 1.4), theme.TEXT, True),
            midleft=(bar.right + 8, bar.centery))
        tags = []
        if done:
            if e.inn:
                tags.append((t("chobuku.judge.inn"), (110, 110, 160)))
            if e.over:
                tags.append((t(f"chobuku.judge.over_{e.over}"), theme.BAD))
        if success_on and e.success:
            tags.append((t("chobuku.judge.perfect" if e.perfect else "chobuku.judge.success"), GOLD_GLOW))
        if weakest_on and e.weakest:
            tags.append((t("chobuku.judge.weakest"), (230, 140, 120)))
        tx = bar.right + 8 + round(size * 1.4) * 2
        ty = r.y + 4
        for text, col in tags:
            img = fit_text(text, max(10, size - 2), r.right - tx - 6, DARK if col == GOLD_GLOW else (255, 255, 255))
            box = img.get_rect().inflate(8, 2)
            box.topleft = (tx, ty)
            ty = boxed(surf, img, box, col, 5).bottom + 2
        if show is None or show.notes_on:
            delta = []
            if e.marks:
                delta.append(f"{t('chobuku.word.marks')} {e.marks:+d}")
            if e.gofu:
                delta.append(f"{t('chobuku.word.gofu')} {e.gofu:+d}")
            notes = [words.pair(n) for n in e.notes]
            text = "  ".join(delta + notes)
            if text:
                img = fit_text(text, max(10, size - 3), r.right - tx - 6, theme.TEXT, False)
                surf.blit(img, (tx, max(ty, r.bottom - img.get_height() - 4)))
        y += row_h
    foot = []
    if j.ura:
        foot.append(t("chobuku.judge.ura"))
    if j.two:
        foot.append(t("chobuku.judge.two"))
    if foot and y + size < rect.bottom:
        img = fit_text("  ".join(foot), max(10, size - 3), rect.w - 24, theme.TEXT_DIM, False)
        surf.blit(img, (x, rect.bottom - img.get_height() - 4))


class JudgementOverlay(ClickAwayOverlay):
    """The last judgement, to look at again (J / the button): any click or key closes it."""

    name = "chobuku-judgement"

    def __init__(self, app, table, judgement) -> None:
        super().__init__(app)
        self.table, self.j = table, judgement

    def draw(self, surf) -> None:
        surf.fill((80, 80, 80), special_flags=pygame.BLEND_MULT)
        scale = self.table.ui_scale()
        n = len(self.j.entries)
        head, row, _size = judge_rows_rect(pygame.Rect(0, 0, 980, 2000), n, min(scale, 1.6))
        rect = pygame.Rect(0, 0, 980, min(660, head + n * row + 40))
        rect.center = (640, 350)
        draw_judgement(surf, rect, self.j, None, min(scale, 1.6), self.table.names, self.table.words)
        put(surf, theme.text(t("ui.list.close"), 15, theme.TEXT_DIM), midtop=(rect.centerx, rect.bottom + 6))

