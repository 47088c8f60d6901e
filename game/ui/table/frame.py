"""One frame of a table: routing an event (pause, the rule chip, the keyboard ring,
buttons, the log, piles, the game's own clicks, then drag and drop), updating the
animations, the frame rate it needs, and drawing in layers. Functions of the table;
:class:`~game.ui.table.base.TableScene` keeps thin methods of the same names so a
game's table may override any of them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import theme, tween
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.table.base import TableScene


def handle(table: "TableScene", event):
    if table.tutorial is not None and table.tutorial.handle(event):
        return None
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and table.reviewing is not None:
        table.back_to_result()
        return None
    if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p) and not table.drag.holding:
        if table.drag.focus is not None and event.key == pygame.K_ESCAPE:
            table.drag.focus = None
            return None
        if not table.read_only:
            table.open_pause()
            return None
        return event
    if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        table.mouse = event.pos
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and table.offered_rule() \
            and table.rule_chip_rect().collidepoint(event.pos):
        table.open_rule()
        return None
    if table.keys.handle(event):
        return None
    for button in table.buttons.values():
        if table.show_button(button) and button.handle(event):
            return None
    if table.log is not None and table.log.handle(event):
        return None
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not table.drag.holding:
        zone = next((z for z in table.piles if table.zone[z].collidepoint(event.pos)), None)
        if zone is not None:
            table.open_pile(zone)
            return None
    if table.handle_click(event):
        return None
    if table.choosing() and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
            and table.selection.click(event.pos):
        return None
    if event.type == pygame.MOUSEMOTION:
        table.hover_place = table.place_at(event.pos)
    return table.drag.handle(event)


def update(table: "TableScene", dt: float) -> None:
    table.follow_look()
    tween.set_speed(table.app.settings.anim_speed)
    speed = tween.get_speed()
    table.clock += dt
    if table.pace > 0:
        table.pace -= dt
    table.timeline.update(dt)
    table.anim.update(dt, speed)
    for sprite in table.all_sprites():
        sprite.update(dt)
    for sprite in table.flyers:
        sprite.update(dt)
    for b in table.banners:
        b.update(dt)
    table.banners = [b for b in table.banners if not b.done]
    table.advance(dt)
    table.saving.poll()
    if table.tutorial is not None:
        table.tutorial.check()


def frame_rate(table: "TableScene", idle_for: float) -> float:
    if (table.timeline.busy or table.anim.busy or table.banners or table.flyers or table.drag.holding
            or table.pace > 0 or any(s.busy for s in table.all_sprites())):
        return 60.0
    if table.thinking:
        return 20.0
    if table.drag.focus is not None or table.pulsing() or table.offered_rule() \
            or (table.tutorial is not None and not table.tutorial.finished):
        return 15.0
    return Scene.frame_rate(table, idle_for)


def draw(table: "TableScene", surf: pygame.Surface) -> None:
    table.draw_table(surf)
    if table.choosing():
        table.selection.draw(surf)
    table.draw_hint(surf)
    for button in table.buttons.values():
        if table.show_button(button):
            button.draw(surf)
    table.keys.draw_chip(surf)
    for sprite in table.flyers:
        sprite.draw(surf)
    table.draw_drag(surf)
    table.keys.draw_focus(surf)
    table.anim.draw(surf)
    for b in table.banners:
        b.draw(surf)
    if table.tutorial is not None:
        table.tutorial.draw(surf, table.clock)
    table.saving.draw(surf, table.ui_scale())


def draw_hint(table: "TableScene", surf: pygame.Surface) -> None:
    z = table.zone.get("hint")
    text = table.hint_text() if z is not None and not table.read_only else ""
    if not text:
        return
    from game.ui.kit import fit_text
    img = fit_text(text, min(round(15 * table.ui_scale()), z.height - 6), z.width - 14, theme.TEXT, False)
    box = img.get_rect(midbottom=(z.centerx, z.bottom)).inflate(14, 6)
    box.bottom = z.bottom
    pygame.draw.rect(surf, (20, 16, 14), box, border_radius=6)
    surf.blit(img, img.get_rect(center=box.center))
