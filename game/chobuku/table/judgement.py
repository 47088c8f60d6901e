"""鬼調伏's judgement on the table: what the sequence the mirror plays has shown so far
(:class:`JudgeShow`), the panel of its rows, and the review overlay (J)."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.chobuku.rules.wording import pick, row_notes, strength, ura_line, verdicts
from game.i18n import t
from game.ui import theme
from game.ui.kit import boxed, fit_text, put
from game.ui.scene import ClickAwayOverlay
from game.ui.widgets import panel_bg

DARK = (20, 16, 14)
GOLD_GLOW = (255, 214, 90)
WHITE = (255, 255, 255)
#: the fill of a row's tags by kind (``wording.verdicts``); over the limit is theme.BAD, read
#: when drawn because the colour-blind palette changes it
TAG_FILL = {"inn": (110, 110, 160), "success": GOLD_GLOW, "perfect": GOLD_GLOW, "weakest": (230, 140, 120)}


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
    #: the whole judgement shows and waits for a click or a key (unless it continues by itself)
    held: bool = False


def judge_rows_rect(rect: pygame.Rect, n: int, k: float, lines: int = 2) -> tuple[int, int, int]:
    """(header height, row height, text size) that fit ``lines`` header lines and ``n`` rows
    in ``rect``; the text never below 13 layout units (a row's formula is one smaller)."""
    size, least = round(15 * k), round(13 * k)
    head = round(size * (1.6 * lines))
    row = min(max(round(34 * k), (rect.h - head - round(8 * k)) // max(1, n)), round(size * 3.4))
    while size > least and 2 * size + round(10 * k) > row:
        size -= 1
    return head, row, size


def draw_judgement(surf: pygame.Surface, rect: pygame.Rect, j, show: JudgeShow | None, k: float,
                   names, lang: str) -> None:
    """The judgement panel: 鬼体力 with its breakdown (and why [裏星の導き] changed it), then
    one row per challenger (``names`` of the seats; the words are the rules' ``wording``)."""
    u = lambda n: round(n * k)  # noqa: E731
    surf.blit(panel_bg(rect.size, theme.GOLD, 252), rect)
    n = len(j.entries)
    head, row_h, size = judge_rows_rect(rect, n, k, 3 if j.ura else 2)
    x, least = rect.x + u(12), u(12)
    title = fit_text(t("chobuku.judge.title", n=j.taikyu), round(size * 1.35), rect.w - u(24), theme.GOLD, True, least)
    surf.blit(title, (x, rect.y + u(6)))
    y = rect.y + u(8) + title.get_height()
    if j.ura:
        why = fit_text(ura_line(j, names, lang), size, rect.w - u(24), (240, 150, 130), True, least)
        surf.blit(why, (x, y))
        y += why.get_height() + u(2)
    surf.blit(fit_text(" ".join(strength(j.taikyu_parts, lang)), size - u(2), rect.w - u(24), theme.TEXT_DIM, False,
                       least), (x, y))
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
        r = pygame.Rect(rect.x + u(6), y, rect.w - u(12), row_h - u(4))
        success_on = show is None or show.success_on
        weakest_on = show is None or show.weakest_on
        if success_on and e.success:
            fill = (96, 76, 24) if e.perfect else (70, 58, 28)
            pygame.draw.rect(surf, fill, r, border_radius=u(6))
            pygame.draw.rect(surf, GOLD_GLOW, r, u(3) if e.perfect else u(2), border_radius=u(6))
        elif done and e.over:
            pygame.draw.rect(surf, (70, 30, 30), r, border_radius=u(6))
        elif weakest_on and e.weakest:
            pygame.draw.rect(surf, (56, 36, 36), r, border_radius=u(6))
        else:
            pygame.draw.rect(surf, (34, 32, 38), r, border_radius=u(6))
        colour = theme.SEAT_COLOURS[e.seat % len(theme.SEAT_COLOURS)]
        pygame.draw.circle(surf, colour, (r.x + u(12), r.y + size // 2 + u(6)), max(u(5), size // 3))
        room = bar_x - r.x - u(30)
        surf.blit(fit_text(names[e.seat], size, room, theme.TEXT, True, least, ellipsis=True), (r.x + u(24), r.y + u(3)))
        detail = " + ".join(pick(p, lang) for p in e.terms) or "—"
        surf.blit(fit_text(f"= {detail}", max(least, size - u(1)), room, theme.TEXT_DIM, False, least),
                  (r.x + u(24), r.y + u(5) + size))
        # the 霊力 bar against the 鬼体力 line
        bar = pygame.Rect(bar_x, r.y + u(6), bar_w, max(u(10), row_h - u(16)))
        pygame.draw.rect(surf, (52, 52, 58), bar, border_radius=u(4))
        if started:
            w = max(0, min(bar_w, round(bar_w * max(0.0, value) / scale_max)))
            over = done and e.over
            fill = theme.BAD if over else (GOLD_GLOW if success_on and e.success else (120, 170, 210))
            pygame.draw.rect(surf, fill, (bar.x, bar.y, w, bar.h), border_radius=u(4))
        pygame.draw.line(surf, (255, 255, 255), (limit_x, bar.y - u(3)), (limit_x, bar.bottom + u(3)), u(3))
        put(surf, theme.text(str(round(value)) if started else "?", round(size * 1.4), theme.TEXT, True),
            midleft=(bar.right + u(8), bar.centery))
        shown = {"inn": done, "over": done, "success": success_on, "perfect": success_on, "weakest": weakest_on}
        tags = [(pick(words, lang), TAG_FILL.get(kind, theme.BAD)) for kind, words in verdicts(e) if shown[kind]]
        tx = bar.right + u(8) + round(size * 1.4) * 2
        ty = r.y + u(3)
        for text, col in tags:
            img = fit_text(text, max(least, size - u(2)), r.right - tx - u(6), DARK if col == GOLD_GLOW else WHITE,
                           True, least)
            box = img.get_rect().inflate(u(8), u(2))
            box.topleft = (tx, ty)
            ty = boxed(surf, img, box, col, u(5)).bottom + u(2)
        if show is None or show.notes_on:
            text = row_notes(e, lang)
            if text:
                img = fit_text(text, least, r.right - tx - u(6), theme.TEXT, False, least)
                surf.blit(img, (tx, max(ty, r.bottom - img.get_height() - u(4))))
        y += row_h
    if j.two and y + size < rect.bottom:
        img = fit_text(t("chobuku.judge.two"), least, rect.w - u(24), theme.TEXT_DIM, False, least)
        surf.blit(img, (x, rect.bottom - img.get_height() - u(4)))
    if show is not None and show.held:
        img = fit_text(t("chobuku.judge.continue"), least, rect.w // 2, theme.TEXT_DIM, False, least)
        surf.blit(img, img.get_rect(bottomright=(rect.right - u(12), rect.bottom - u(4))))


class JudgementOverlay(ClickAwayOverlay):
    """The last judgement, to look at again (J / the button): any click or key closes it.
    Drawn at the table's scale, like the table under it."""

    name = "chobuku-judgement"
    scalable = True

    def __init__(self, app, table, judgement) -> None:
        super().__init__(app)
        self.table, self.j = table, judgement

    def draw(self, surf) -> None:
        surf.fill((80, 80, 80), special_flags=pygame.BLEND_MULT)
        k, u = self.table.k, self.table.px
        n = len(self.j.entries)
        lines = 3 if self.j.ura else 2
        head, row, _size = judge_rows_rect(pygame.Rect(0, 0, u(980), u(2000)), n, k, lines)
        rect = pygame.Rect(0, 0, u(980), min(u(660), head + n * row + u(40)))
        rect.center = (surf.get_width() // 2, u(350))
        draw_judgement(surf, rect, self.j, None, k, self.table.names, self.table.lang)
        put(surf, theme.text(t("ui.list.close"), u(15), theme.TEXT_DIM), midtop=(rect.centerx, rect.bottom + u(6)))
