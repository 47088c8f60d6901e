"""Drag and drop (and its click and keyboard equivalents) driven by legal actions.

Why legal actions and place ids: the rules are the only source of legality,
so the controller never decides what may move where. It asks
``get_legal_actions()``, keeps those whose ``source`` is the picked place,
lights their ``target`` places, and on drop filters by the target:

* none   -> snap back and show *why* (``explain`` asks the rules for the
            IllegalAction the same check would raise; its reason is toasted)
* one    -> apply it
* ``narrow`` first keeps those the held card allows (e.g. the orientation the
            player turned it to; nothing left = refused with the reason)
* several-> ``choose`` opens a chooser.

Every gesture has three spellings: drag (press, move, release), click-click
(click a source, click a target; click the source again to put it back) and
keyboard (Tab/arrows cycle a focus ring over sources, then targets; Enter
picks and drops; Esc cancels).

**Turning the held card.** The controller owns the held card's orientation,
``held_turn``, in clockwise screen quarter turns: ``turn_step`` 1 turns it a
quarter at a time (式神符陣 summons a shikigami facing any way), 2 a half
(ジントリガー's upright / reversed cards), 0 never. While a card that
``can_turn(place)`` is held, right click, the mouse wheel and R / Shift+R
turn it, the held sprite turns on screen and ``on_turn(held_turn)`` tells
the table (which maps screen quarters to its own orientation words and
narrows several matching actions to the one facing that way).

Actions whose source is ``button:...`` are not draggable; buttons call
:meth:`DragController.trigger`.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.engine import Action, IllegalAction
from game.i18n import get_lang, t
from game.ui import theme

DRAG_THRESHOLD = 6  # pixels before a press becomes a drag


class DragController:
    def __init__(self, get_legal_actions: Callable[[], Sequence[Action]],
                 place_at: Callable[[tuple[int, int]], str | None],
                 apply: Callable[[Action], Any],
                 choose: Callable[[Sequence[Action], Callable[[Action | None], None]], Any],
                 explain: Callable[[str, str | None], IllegalAction | None],
                 *, sprite_for: Callable[[str], Any] | None = None,
                 place_rect: Callable[[str], pygame.Rect | None] | None = None,
                 toast: Callable[[str, str], Any] | None = None,
                 on_turn: Callable[[int], Any] | None = None,
                 narrow: Callable[[Sequence[Action]], Sequence[Action]] | None = None,
                 is_busy: Callable[[], bool] | None = None,
                 sound: Callable[[str], Any] | None = None,
                 lang: Callable[[], str] = get_lang, turn_step: int = 0,
                 can_turn: Callable[[str], bool] | None = None,
                 snaps: Callable[[str], bool] | None = None,
                 decide: Callable[[Any, Any], Any] | None = None,
                 refused: Callable[[IllegalAction], Any] | None = None) -> None:
        self.get_legal_actions = get_legal_actions
        self.place_at = place_at
        self.apply = apply
        self.choose = choose
        self.explain = explain
        self.sprite_for = sprite_for or (lambda place: None)
        self.place_rect = place_rect or (lambda place: None)
        self.toast = toast or (lambda text, kind="info": None)
        self.on_turn = on_turn
        self.narrow = narrow
        self.is_busy = is_busy or (lambda: False)
        self.sound = sound or (lambda name: None)
        self.lang = lang
        self.turn_step = turn_step
        self.can_turn = can_turn or (lambda place: turn_step > 0)
        self.snaps = snaps                    # lit targets a held card shows itself landed on
        #: the rules deciding a drop (``decide(source, target)`` -> actions or IllegalAction);
        #: without it the controller matches legal actions itself and asks ``explain``
        self.decide = decide
        #: tells the player a refusal (with its rule); without it, a toast of its reason
        self.refused = refused
        self.pointer = (0, 0)                 # where the pointer is while dragging
        self.held_turn = 0                    # screen quarter turns of the held card
        self._home_turn = 0
        self.held: str | None = None          # source place being moved
        self.held_sprite: Any = None
        self.mode: str | None = None          # None | "press" | "drag" | "selected" | "choosing"
        self.lit_targets: frozenset[str] = frozenset()
        self.hover: str | None = None         # place under the pointer
        self.focus: str | None = None         # keyboard focus ring
        self.last_refusal: IllegalAction | None = None
        self._press_pos = (0, 0)
        self._grab = (0.0, 0.0)
        self._hover_sprite: Any = None

    # queries ---------------------------------------------------------------
    def actions_from(self, place: str | None) -> list[Action]:
        return [a for a in self.get_legal_actions() if a.source == place]

    def sources(self) -> list[str]:
        """Places a gesture may start from (button sources excluded), in reading order."""
        seen = {a.source for a in self.get_legal_actions() if a.source and not is_button(a.source)}
        return self.order(seen)

    def targets_from(self, place: str) -> frozenset[str]:
        return frozenset(a.target for a in self.actions_from(place) if a.target is not None)

    def order(self, places) -> list[str]:
        """``places`` in reading order (rows top to bottom, then left to right)."""
        def key(p):
            r = self.place_rect(p)
            return (r.centery // 40, r.centerx, str(p)) if r is not None else (1 << 30, 0, str(p))
        return sorted(places, key=key)

    @property
    def holding(self) -> bool:
        return self.held is not None

    # gestures ----------------------------------------------------------------
    def pick(self, place: str, pos: tuple[int, int] | None = None, mode: str = "selected") -> bool:
        """Take up ``place`` if some legal action starts there."""
        if not self.actions_from(place):
            return False
        self.held, self.mode = place, mode
        self.lit_targets = self.targets_from(place)
        self.held_sprite = self.sprite_for(place)
        self.held_turn = getattr(self.held_sprite, "angle", 0) if self.held_sprite is not None else 0
        self._home_turn = self.held_turn
        self.focus = None
        if self.held_sprite is not None:
            sp = self.held_sprite
            self._grab = ((sp.pos[0] - pos[0], sp.pos[1] - pos[1]) if pos else (0.0, 0.0))
            sp.selected = mode == "selected"
            if hasattr(sp, "set_hover"):
                sp.set_hover(True)
        self.sound("pick")
        return True

    def cancel(self, snap: bool = True) -> None:
        """Let go of the held card (sliding it home) and clear every mark."""
        sp = self.held_sprite
        if sp is not None:
            sp.selected = False
            if hasattr(sp, "set_hover"):
                sp.set_hover(False)
            if snap and hasattr(sp, "snap_back"):
                sp.snap_back()
            if self.held_turn != self._home_turn and hasattr(sp, "rotate_to"):
                sp.rotate_to(self._home_turn, 0.15)      # put back as it lay
        self.held_turn = self._home_turn
        self.held = self.held_sprite = self.mode = None
        self.lit_targets = frozenset()
        self.focus = None

    def drop(self, place: str | None) -> None:
        """Resolve a drop of the held card on ``place`` (see the module doc)."""
        src = self.held
        if src is None:
            return
        if self.decide is not None:
            self._decided(src, place)
            return
        acts = self.actions_from(src)
        matches = [a for a in acts if place is not None and a.target == place]
        if not matches and place is not None and place != src:
            matches = [a for a in acts if a.target is None]  # "drop anywhere" actions
        if not matches:
            if place is None or place == src:
                self.cancel()
                return
            self.refuse(src, place)
            self.cancel()
            return
        if self.narrow is not None:
            # the held card's facing (and the like) may rule out every match: then the drop
            # is refused with the rules' reason, as if nothing matched
            matches = list(self.narrow(matches))
            if not matches:
                self.refuse(src, place)
                self.cancel()
                return
        if len(matches) == 1:
            self._commit(matches[0])
            return
        self.mode = "choosing"
        self.lit_targets = frozenset()
        self.choose(matches, self._chosen)

    def _decided(self, src, place) -> None:
        """A drop the rules decide: a refusal snaps back with its reason, one action is
        played, several are offered in a chooser; a drop on nothing or back on the source
        just puts the card back."""
        if place is None or place == src:
            self.cancel()
            return
        got = self.decide(src, place)
        if isinstance(got, IllegalAction):
            self._say(got)
            self.cancel()
        elif len(got) == 1:
            self._commit(got[0])
        else:
            self.mode = "choosing"
            self.lit_targets = frozenset()
            self.choose(list(got), self._chosen)

    def refuse(self, src: str, place: str | None) -> None:
        """Tell the player why: the engine's own reason, or a generic one."""
        err = None
        try:
            err = self.explain(src, place)
        except IllegalAction as raised:  # explain may raise instead of returning
            err = raised
        self.last_refusal = err
        self.toast(err.reason(self.lang()) if err is not None else t("ui.drop.illegal"), "error")
        self.sound("error")

    def _chosen(self, action: Action | None) -> None:
        if action is None:
            self.cancel()
        else:
            self._commit(action)

    def _commit(self, action: Action) -> None:
        sp = self.held_sprite
        if sp is not None:
            sp.selected = False
            if hasattr(sp, "set_hover"):
                sp.set_hover(False)
        self.held = self.held_sprite = self.mode = None
        self.lit_targets = frozenset()
        self.sound("drop")
        self.apply(action)

    def trigger(self, place: str) -> bool:
        """Run the action(s) behind a button (``button:end``). False if none is legal."""
        acts = self.actions_from(place)
        if not acts:
            return False
        if len(acts) == 1:
            self.apply(acts[0])
        else:
            self.choose(acts, lambda a: a is not None and self.apply(a))
        return True

    def _place_under(self, pos: tuple[int, int]) -> str | None:
        """The place under the pointer, ignoring the card being dragged."""
        sp = self.held_sprite
        if sp is not None and self.mode == "drag" and hasattr(sp, "visible"):
            was, sp.visible = sp.visible, False
            try:
                return self.place_at(pos)
            finally:
                sp.visible = was
        return self.place_at(pos)

    def _set_hover(self, place: str | None) -> None:
        self.hover = place
        sprite = self.sprite_for(place) if (place and not self.holding and place in self.sources()) else None
        if sprite is not self._hover_sprite:
            if self._hover_sprite is not None and hasattr(self._hover_sprite, "set_hover"):
                self._hover_sprite.set_hover(False)
            if sprite is not None and hasattr(sprite, "set_hover"):
                sprite.set_hover(True)
            self._hover_sprite = sprite

    def _turn(self, delta: int) -> None:
        """Turn the held card by ``delta`` steps (a quarter or a half turn each)."""
        if self.held is None or not self.turn_step or not self.can_turn(self.held):
            return
        self.held_turn = (self.held_turn + delta * self.turn_step) % 4
        sprite = self.held_sprite
        if sprite is not None and hasattr(sprite, "rotate_to"):
            sprite.rotate_to(self.held_turn, 0.15)
        self.sound("turn")
        if self.on_turn is not None:
            self.on_turn(self.held_turn)

    # events --------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Consume the events that belong to a gesture; pass the rest on."""
        if self.mode == "choosing" or self.is_busy():
            return event
        et = event.type
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._mouse_down(event)
        if et == pygame.MOUSEMOTION:
            return self._mouse_motion(event)
        if et == pygame.MOUSEBUTTONUP and event.button == 1 and self.mode in ("press", "drag"):
            if self.mode == "drag":
                self.drop(self._place_under(event.pos))
            else:  # a click without movement: keep it selected for click-click
                self.mode = "selected"
                if self.held_sprite is not None:
                    self.held_sprite.selected = True
            return None
        if self.holding and et == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._turn(1)
            return None
        if self.holding and et == pygame.MOUSEBUTTONUP and event.button == 3:
            return None    # the turn happened on the press
        if self.holding and et == pygame.MOUSEWHEEL:
            self._turn(1 if event.y < 0 else -1)
            return None
        if et == pygame.KEYDOWN:
            return self._key(event)
        return event

    def _mouse_down(self, event: pygame.event.Event) -> pygame.event.Event | None:
        place = self.place_at(event.pos)
        if self.mode == "selected":
            if place == self.held:
                self.cancel()
            elif place is not None and place not in self.lit_targets and place in self.sources():
                self.cancel()
                self.pick(place, event.pos, "press")
                self._press_pos = event.pos
            else:
                self.drop(place)
            return None
        if place is None:
            return event
        if self.pick(place, event.pos, "press"):
            self._press_pos = event.pos
            return None
        # a click on something that cannot move: say why, if the rules know
        err = None
        try:
            err = self.explain(place, None)
        except IllegalAction as raised:
            err = raised
        if err is not None and err.specificity >= 0:
            self._say(err)
            return None
        return event

    def _say(self, err: IllegalAction) -> None:
        self.last_refusal = err
        if self.refused is not None:
            self.refused(err)
        else:
            self.toast(err.reason(self.lang()), "error")
            self.sound("error")

    def _mouse_motion(self, event: pygame.event.Event) -> pygame.event.Event | None:
        pos = event.pos
        if self.mode == "press":
            dx, dy = pos[0] - self._press_pos[0], pos[1] - self._press_pos[1]
            if dx * dx + dy * dy >= DRAG_THRESHOLD ** 2:
                self.mode = "drag"
                if self.held_sprite is not None:
                    self.held_sprite.selected = False
        if self.mode == "drag":
            self.pointer = pos
            if self.held_sprite is not None:
                self.held_sprite.set_pos((pos[0] + self._grab[0], pos[1] + self._grab[1]))
            self.hover = self._place_under(pos)
            return None
        self._set_hover(self.place_at(pos))
        return event

    def _key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        k = event.key
        back = bool(event.mod & pygame.KMOD_SHIFT)
        if k == pygame.K_ESCAPE and self.holding:
            self.cancel()
            return None
        if k == pygame.K_r and self.holding:
            self._turn(-1 if back else 1)
            return None
        if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            ring = self.order(self.lit_targets) if self.holding else self.sources()
            if not ring:
                return event
            step = -1 if back or k in (pygame.K_LEFT, pygame.K_UP) else 1
            i = ring.index(self.focus) if self.focus in ring else (-1 if step > 0 else 0)
            self.focus = ring[(i + step) % len(ring)]
            return None
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus is not None:
            if self.holding:
                self.drop(self.focus)
            else:
                self.pick(self.focus)
            return None
        return event

    # drawing --------------------------------------------------------------------
    def draw_marks(self, surface: pygame.Surface, k: float = 1.0, alphas: tuple[int, int, int] = (110, 40, 40),
                   radius: int = 6, now: float | None = None, focus_ring: bool = True) -> None:
        """Glows on the lit targets and the keyboard focus ring (needs place_rect). ``alphas``:
        the glow of the target under the pointer or the focus, then the others' least and how
        much more they pulse (on ``now``, a table's clock, or the wall clock's); ``k`` pixels
        per layout unit for the frames (``radius`` their corners')."""
        u = lambda n: round(n * k)  # noqa: E731
        t_now = pygame.time.get_ticks() / 1000.0 if now is None else now
        pulse = 0.5 + 0.5 * abs((t_now * 1.5) % 2 - 1)
        for place in self.lit_targets:
            r = self.place_rect(place)
            if r is None:
                continue
            strong = place in (self.hover, self.focus)
            glow = pygame.Surface(r.size, pygame.SRCALPHA)
            glow.fill((*theme.HIGHLIGHT, alphas[0] if strong else int(alphas[1] + alphas[2] * pulse)))
            surface.blit(glow, r)
            pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(u(4), u(4)), u(4 if strong else 2),
                             border_radius=u(radius))
        if self.focus is not None and focus_ring:
            r = self.place_rect(self.focus)
            if r is not None:
                pygame.draw.rect(surface, theme.ALLY_HIT, r.inflate(12, 12), 3, border_radius=10)

    def draw_sources(self, surface: pygame.Surface, k: float, colour, places=None, radius: int = 8) -> None:
        """A thin edge of ``colour`` around each place a gesture may start from (or each of
        ``places``: those of them a table wants marked, a decision's answers), ``k`` pixels
        per layout unit."""
        u = lambda n: round(n * k)  # noqa: E731
        for place in self.sources() if places is None else places:
            r = self.place_rect(place)
            if r is not None:
                pygame.draw.rect(surface, colour, r.inflate(u(6), u(6)), u(2), border_radius=u(radius))

    def draw_held(self, surface: pygame.Surface) -> None:
        """The dragged card, drawn last so it floats above everything: over a target it
        ``snaps`` to, shown landed there (translucent); a piece that stays where it is (an
        attacker) draws an arrow from itself to the pointer instead."""
        if self.mode != "drag" or self.held is None:
            return
        sp = self.held_sprite
        if sp is None:
            r = self.place_rect(self.held)
            a, b = pygame.Vector2(r.center if r is not None else self.pointer), pygame.Vector2(self.pointer)
            if (b - a).length() > 20:
                pygame.draw.line(surface, theme.BAD, a, b, 6)
                v = (b - a).normalize()
                n = pygame.Vector2(-v.y, v.x)
                pygame.draw.polygon(surface, theme.BAD, (b + v * 6, b - v * 18 + n * 12, b - v * 18 - n * 12))
            return
        hov = self.hover
        target = self.place_rect(hov) if hov in self.lit_targets and self.snaps is not None \
            and self.snaps(hov) else None
        if target is not None and hasattr(sp, "image_for"):
            img = sp.image_for(sp.face_up, sp.rot, 1.0).copy()
            img.set_alpha(210)
            surface.blit(img, img.get_rect(center=target.center))
        else:
            sp.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_marks(surface)
        self.draw_held(surface)


def is_button(place) -> bool:
    """A button's place (``button:end``, or a ``Place`` of kind button): pressed, not dragged."""
    return place.is_button if hasattr(place, "is_button") else str(place).startswith("button:")
