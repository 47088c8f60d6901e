"""The table's buttons, each one declaration: its words, whether it may be pressed now
(or why not), what pressing does, and its key.

A :class:`Control` standing for a place of the rules (``button("end")``) needs
nothing more: pressing it plays the legal action there (a chooser if several),
and while there is none it is greyed with the rules' own refusal as its
reason; its ``why_not``, if any, is asked first (the game's words for waiting),
the rules only when that says None. One standing for some legal actions
wherever their gestures start (``acts``: an evolution, resolving a card) shows
only while there are any and plays them the same way. Any other control says
what it does (``press``) and, if it can be unavailable, why (``why_not``). A press
may be held off for a moment (``hold_off``) or confirmed by a question first
(``ask``). The framework adds 戻す / Undo to every table.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from game.engine import IllegalAction, Place
from game.i18n import t
from game.ui.widgets import Button


Words = str | Callable[[], str]


@dataclass(frozen=True)
class Control:
    name: str
    zone: str
    label: Words
    place: Place | None = None
    press: Callable[[], object] | None = None
    why_not: Callable[[], str | None] | None = None
    key: int | None = None
    size: int = 20
    #: shown only while this says so (a confirm button during a choice); None: always
    shown: Callable[[], bool] | None = None
    #: reached by the keyboard ring (Tab) when enabled
    ring: bool = True
    #: the legal actions it stands for (shown while there are any)
    acts: Callable[[], Sequence] | None = None
    #: before its one action is played: why the press is not taken yet, said as a notice
    #: (a key pressed out of habit for the turn just gone); None: it is taken
    hold_off: Callable[[], str | None] | None = None
    #: before its one action is played: the question that confirms it (ending a turn with
    #: actions left); None, or in a lesson: played at once
    ask: Callable[[], str | None] | None = None


class Controls:
    def __init__(self, table, declared: tuple[Control, ...]) -> None:
        self.table = table
        self.declared: dict[str, Control] = {}
        self.buttons: dict[str, Button] = {}
        for control in declared:
            self.add(control)

    def add(self, control: Control, rect: pygame.Rect | None = None, kind: type[Button] = Button) -> Button:
        """Show ``control`` (in its zone, or at ``rect``), drawn as a ``kind`` of button."""
        rect = rect if rect is not None else self.table.zone[control.zone]
        button = kind(rect, control.label, lambda c=control: self._press(c),
                      disabled=lambda c=control: self.why_not(c), size=self.table.px(control.size),
                      hotkey=control.key, on_refused=self._refused)
        self.declared[control.name] = control
        self.buttons[control.name] = button
        return button

    def remove(self, name: str) -> None:
        """Stop showing a control a game added for a moment (the choices of a decision)."""
        self.declared.pop(name, None)
        self.buttons.pop(name, None)

    def relayout(self) -> None:
        """The table's zones changed size: each button takes its zone's new rectangle."""
        tb = self.table
        for name, button in self.buttons.items():
            control = self.declared[name]
            if control.zone in tb.zone:
                button.rect = pygame.Rect(tb.zone[control.zone])
            elif name == "back_to_result":
                button.rect = tb.ending.back_rect()
            button.size = tb.px(control.size)

    def button(self, name) -> Button | None:
        return self.buttons.get(name)

    def why_not(self, control: Control) -> str | None:
        """None when the control may be pressed now, else why not (in words)."""
        tb = self.table
        if control.why_not is not None:
            why = control.why_not()
            if why is not None or control.place is None:
                return why
        if control.place is None or control.acts is not None:
            return None
        if tb.blocked():
            return t("ui.table.wait") if not tb.my_turn() else ""
        got = tb.gesture(control.place, None)
        return got.reason(tb.lang) if isinstance(got, IllegalAction) else None

    def _press(self, control: Control) -> None:
        tb = self.table
        if control.press is not None:
            control.press()
            return
        if (control.place is None and control.acts is None) or tb.blocked():
            return
        tb.drag.cancel(snap=False)
        got = tuple(control.acts()) if control.acts is not None else tb.gesture(control.place, None)
        if not got:
            return
        if isinstance(got, IllegalAction):
            tb.refuse(got)
        elif len(got) == 1:
            wait = control.hold_off() if control.hold_off is not None else None
            question = control.ask() if control.ask is not None and tb.tutorial is None else None
            if wait:
                tb.toast(wait, "info")
            elif question:
                tb.choose(list(got), lambda a: a is not None and tb.commit(a), title=question)
            else:
                tb.commit(got[0])
        else:
            tb.choose(got, lambda a: a is not None and tb.commit(a))

    def _refused(self, why: str) -> None:
        if why:
            self.table.toast(why, "info")
            self.table.sound("error")

    def visible(self, name: str) -> bool:
        tb = self.table
        if tb.ending.reviewing is not None:
            return name == "back_to_result"
        control = self.declared.get(name)
        if control is not None and control.shown is not None:
            return control.shown()
        if control is not None and control.acts is not None:
            return bool(control.acts())
        return not tb.read_only

    def ring(self) -> list[Place]:
        """The enabled buttons the keyboard ring reaches, as places."""
        return [Place("button", None, name) for name, b in self.buttons.items()
                if b.enabled and self.visible(name) and self.declared[name].ring]

    def handle(self, event) -> bool:
        for name, button in self.buttons.items():
            if self.visible(name) and button.handle(event):
                return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        for name, button in self.buttons.items():
            if self.visible(name):
                button.draw(surf)
