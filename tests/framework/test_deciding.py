"""The framework's decision panel (game.ui.table.deciding): a question laid out in its zone
with a button per answer (controls of the table while it lasts), smaller print until it
fits, the answers first on the keyboard ring, the same buttons kept in place when the
decision is asked again with fewer answers, the card a hovered answer is about, and the
resting words while nothing is asked."""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.engine import Decision, Place, button
from game.ui.table.controls import Controls
from game.ui.table.deciding import Choice, ChoiceButton, DecisionPanel, Section


class Act(SimpleNamespace):
    def text(self) -> str:
        return self.name


def table(decision=Decision("pick", 0), k: float = 1.0):
    played = []
    tb = SimpleNamespace(zone={"decide": pygame.Rect(0, 0, 240, 300)}, k=k, lang="en",
                         view=SimpleNamespace(decision=decision), my_turn=lambda: True, blocked=lambda: False,
                         commit=played.append, played=played, tutorial=None, read_only=False,
                         ending=SimpleNamespace(reviewing=None))
    tb.px = lambda n: round(n * tb.k)
    tb.drag = SimpleNamespace(cancel=lambda snap=True: None, focus=None, sources=lambda: [Place("hand", 0, "a")])
    tb.controls = Controls(tb, ())
    return tb


def answers(n: int):
    return [Choice(f"answer {i}", Act(name=f"0:pick {i}", source=button(f"b{i}")), card=f"card{i}",
                   kind="hit" if i == 0 else "") for i in range(n)]


def test_the_answers_are_buttons_of_the_table_inside_the_panel_and_play_their_action():
    tb, marks = table(), []
    asked = ("Which one?", [Section("Pick", "One of them.", answers(3), mark="hit")])
    panel = DecisionPanel(tb, "decide", lambda: asked, lambda s, kind, c, r: marks.append(kind), {"hit": (1, 2, 3)})
    panel.rebuild()
    assert panel.names == ["opt0", "opt1", "opt2"] and panel.active
    buttons = [tb.controls.button(n) for n in panel.names]
    assert all(isinstance(b, ChoiceButton) and panel.rect.contains(b.rect) for b in buttons)
    surf = pygame.Surface((240, 300))
    panel.draw(surf)
    for b in buttons:
        b.draw(surf)
    assert marks.count("hit") == 2                      # the section's title and the answer of that kind
    buttons[1].press()
    assert [a.name for a in tb.played] == ["0:pick 1"]
    assert panel.button_for(button("b2")) is buttons[2]
    buttons[0].focused = True
    assert panel.hovered_card() == "card0"


def test_many_answers_shrink_to_fit_and_the_ring_reaches_them_first():
    tb = table()
    panel = DecisionPanel(tb, "decide", lambda: ("A long question " * 4, [Section("", "Why. " * 30, answers(24))]))
    panel.rebuild()
    assert len(panel.names) == 24
    assert all(panel.rect.contains(tb.controls.button(n).rect) for n in panel.names)
    assert panel.ring()[:24] == [button(n) for n in panel.names] and Place("hand", 0, "a") in panel.ring()


def test_a_decision_asked_again_with_fewer_answers_keeps_each_button_where_it_was():
    tb, offered = table(), answers(6)
    panel = DecisionPanel(tb, "decide", lambda: ("Add items", [Section("", "", list(offered))]))
    panel.rebuild()
    where = {tb.controls.button(n).opt.action.name: tb.controls.button(n).rect.copy() for n in panel.names}
    del offered[2]
    panel.rebuild()
    assert {tb.controls.button(n).opt.action.name: tb.controls.button(n).rect for n in panel.names} == \
        {name: rect for name, rect in where.items() if name != "0:pick 2"}
    assert "opt5" not in tb.controls.buttons             # the controls of the answer gone are gone too


def test_nothing_asked_the_panel_rests_with_its_words_drawn_once_per_key():
    tb, asked = table(decision=None), []
    panel = DecisionPanel(tb, "decide", lambda: None, idle_key=lambda: "main",
                          idle_words=lambda: asked.append(1) or ("Your turn", "Play a card\nor pass"))
    panel.rebuild()
    surf = pygame.Surface((240, 300))
    panel.draw(surf)
    panel.draw(surf)
    assert not panel.active and panel.names == [] and asked == [1]
    assert surf.get_at((120, 150))[:3] != (0, 0, 0)       # the panel's ground is drawn
    panel.forget()
    panel.draw(surf)
    assert asked == [1, 1]
