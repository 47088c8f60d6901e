"""Each gesture of a turn and of its sub-decisions, on chosen positions: refusals say the
rules' reason (F1 opens that rule), the held stack of bottles changes how many, the
tokens of 吉凶占い and 式神交代, bottles to the discard, the re-pick, declarations as
choosers, and the keyboard path of each."""
from __future__ import annotations

import pygame

from game.chobuku.rules.model import CHAL
from game.ui.chooser import Chooser
from tests.chobuku_ui.helpers import at, pick_row, place, rect
from tests.chobuku_ui.positions import table_at
from tests.gestures import click, drag, frames, key


def test_six_stop_refuses_the_draw_with_the_rules_reason_and_f1(app):
    tb = table_at(app, bottles={0: ["ka6", "do1", "kin2"], 1: ["sui1"], 2: ["moku1"]})
    assert tb.my_turn()
    drag(app, at(tb, "deck:bottles"), rect(tb, "bottles@0").center)
    err = tb.drag.last_refusal
    assert err is not None and "6ストップ" in err.ja and err.rule == "OC-6"
    assert len(tb.state.cands[0].bottles) == 3 and len(tb.record) == 0
    assert any("6ストップ" in text for text in app.toasts.texts())
    assert not tb.controls.button("draw1").enabled and "6ストップ" in tb.controls.why_not(tb.controls.declared["draw1"])
    key(app, pygame.K_F1)
    assert app.stack.top.name == "rules"


def test_parent_may_not_retreat_and_a_gate_blocks_the_omen(app):
    tb = table_at(app, oya=True, star=0, bottles={0: ["ka3", "do1"], 1: ["sui1"], 2: ["kin1"]},
                  stars=[("fukumon", 1, None, None)], omens=("sanbin", "takaburi", None))
    retreat = tb.controls.button("retreat")
    assert not retreat.enabled and "親" in tb.controls.why_not(tb.controls.declared["retreat"])
    click(app, retreat.rect.center)                             # pressed anyway: it says why
    assert any("親" in text for text in app.toasts.texts()) and len(tb.record) == 0
    drag(app, at(tb, "omen:0"), rect(tb, "oni").center)
    assert tb.drag.last_refusal.rule == "OC-10" and tb.state.omens[0] == "sanbin"


def test_held_bottles_count_with_r_and_keys_then_too_many_is_refused(app):
    tb = table_at(app, bottles={0: ["ka1"], 1: ["sui1"], 2: ["kin1"]})
    drag(app, at(tb, "deck:bottles"), rect(tb, "bottles@0").center, turns=2)  # R twice: three bottles
    assert tb.record.actions[0] == "s0 draw 3" and len(tb.state.cands[0].bottles) == 4
    frames(app, 12)                                                            # the computers play
    tb2 = table_at(app, bottles={0: ["ka1"], 1: ["sui1"], 2: ["kin1"]})
    start = at(tb2, "deck:bottles")
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 30), rel=(0, 0),
                                         buttons=(1, 0, 0))])
    key(app, pygame.K_2)                                                       # 2 while holding: two
    assert tb2.board.draw_count == 2 and tb2.drag.held == place("deck:bottles")
    end = rect(tb2, "bottles@0").center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    assert tb2.record.actions[0] == "s0 draw 2"
    tb3 = table_at(app, bottles={0: ["ka1"], 1: ["sui1"], 2: ["kin1"]})
    tb3.state.bottle_deck = tb3.state.bottle_deck[-2:]
    tb3.state.bottle_discard = []
    tb3.state.edited()
    tb3.resync()
    drag(app, at(tb3, "deck:bottles"), rect(tb3, "bottles@0").center, turns=2)
    assert "2枚" in tb3.drag.last_refusal.ja and len(tb3.record) == 0


def test_keyboard_draws_two_and_presses_retreat(app):
    tb = table_at(app, bottles={0: ["ka1"], 1: ["sui1"], 2: ["kin1"]})
    for _ in range(12):
        if tb.drag.focus == place("deck:bottles"):
            break
        key(app, pygame.K_TAB)
    assert tb.drag.focus == place("deck:bottles")
    key(app, pygame.K_RETURN)
    assert tb.drag.held == place("deck:bottles")
    key(app, pygame.K_r)
    key(app, pygame.K_TAB)
    assert tb.drag.focus == place("bottles@0")
    key(app, pygame.K_RETURN)
    assert tb.record.actions[0] == "s0 draw 2"


def test_withdraw_a_bottle_to_the_discard(app):
    tb = table_at(app, bottles={0: ["ka5", "do2", "kin1"], 1: ["sui1"], 2: ["moku1"]},
                  stars=[("hikitori1", 0, None, None)], pending=("withdraw", 0))
    assert tb.view.decision.kind == "withdraw"
    drag(app, at(tb, "bottle@0:ka5"), rect(tb, "discard:bottles").center)     # printed 5: refused
    assert tb.drag.last_refusal is not None and "3以下" in tb.drag.last_refusal.ja
    # the discard as the withdrawal left it: the computers play on within the same frames,
    # and a later turn may take the discard back into the deck
    discard_after: list[list[str]] = []
    apply = tb.record.apply

    def watched(action):
        events = apply(action)
        discard_after.append(list(tb.record.state.bottle_discard))
        return events
    tb.record.apply = watched
    drag(app, at(tb, "bottle@0:do2"), rect(tb, "discard:bottles").center)
    assert tb.record.actions[0] == "s0 withdraw do2" and "do2" in discard_after[0]


def test_fortune_token_by_keyboard_then_swap_token_and_repick_by_mouse(app):
    tb = table_at(app, bottles={0: ["ka3"], 1: ["sui1"], 2: ["moku1"]},
                  stars=[("kikkyo-ka", 0, None, None)], pending=("fortune", 0, 0))
    assert tb.keys.ring()[:2] == [place("token:+2"), place("token:-2")]
    key(app, pygame.K_TAB)
    assert tb.drag.focus == place("token:+2")
    key(app, pygame.K_RETURN)
    assert tb.drag.held == place("token:+2")
    for _ in range(3):
        if tb.drag.focus == place("seat@1"):
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert tb.record.actions[0] == "s0 fortune 1 +2" and tb.state.stars[0][2:] == (1, 2)
    frames(app, 12)
    tb = table_at(app, bottles={0: ["ka3"], 1: ["sui1"], 2: ["moku1"]}, slots={0: "kage"},
                  stars=[("kotai", 0, None, None)], pending=("swap", 0))
    drag(app, at(tb, "token:swap"), rect(tb, "slot@0").center)
    assert tb.record.actions[0] == "s0 swap 0" and tb.view.decision.kind == "repick"
    assert "kage" in tb.state.cands[0].resting
    sid = tb.state.cands[0].hand[0]
    drag(app, at(tb, f"hand@0:{sid}"), rect(tb, "slot@0").center)
    assert tb.record.actions[1] == f"s0 shiki {sid}" and tb.state.cands[0].slot == sid


def test_declaration_comes_up_as_a_chooser(app):
    tb = table_at(app, players=2, charas=("tamamo", "sakaki"), slots={0: "bakegitsune", 1: "kage"},
                  bottles={0: ["ka6", "do5"], 1: ["sui6", "kin4"]}, status={1: CHAL}, omens=("sanbin", None, None))
    drag(app, at(tb, "omen:0"), rect(tb, "oni").center)
    assert tb.record.actions[0] == "s0 challenge use 0"
    frames(app)
    ch = app.stack.top
    assert isinstance(ch, Chooser) and "化け狐" in ch.title and len(ch.options) == 2
    pick_row(app, "4 にする")
    assert tb.record.actions[1] == "s0 declare bake 4"
    j = tb.state.judgement
    assert j is not None and next(e for e in j["entries"] if e["seat"] == 0)["reiryoku"] == 15


def test_a_sealed_colour_greys_its_bottles_with_a_seal_mark(app):
    """[五行封じ] in force: each bottle of the sealed colour shows greyed and stamped 封
    (not by colour alone), the others as printed; the seal's bottle shows in its area."""
    tb = table_at(app, bottles={0: ["moku4", "ka3"], 1: ["moku2"], 2: ["sui1"]}, seal="moku5",
                  stars=[("fuji", 1, None, None)])
    assert tb.view.sealed_colour == "moku"
    sprites = tb.board.sprites
    from game.chobuku.table.faces import Face, render
    assert sprites[place("bottle@0:moku4")].card == Face("b", "moku4", sealed=True)
    assert sprites[place("bottle@1:moku2")].card == Face("b", "moku2", sealed=True)
    assert sprites[place("bottle@0:ka3")].card == Face("b", "ka3")
    assert sprites[place("seal")].card == Face("b", "moku5")
    grey = render(Face("b", "moku4", sealed=True), (40, 56))
    plain = render(Face("b", "moku4"), (40, 56))
    r, g, b, _a = grey.get_at((20, 40))
    assert abs(r - g) < 8 and abs(g - b) < 8 and plain.get_at((20, 40))[:3] != grey.get_at((20, 40))[:3]
    app.draw()


def test_a_retreat_counts_the_spirit_up_then_says_the_verdict(app):
    from game.ui.fleeting import Mark
    tb = table_at(app, bottles={0: ["ka3", "moku2"], 1: ["sui1"], 2: ["kin1"]}, slots={0: "kappa"})
    frames(app, 1)
    tb.controls.button("retreat").press()
    assert tb.record.actions[-1] == "s0 retreat"
    seen = set()
    for _ in range(6):
        app.step(1 / 60, [])
        if tb.mirror.effects:              # marks that move on their own keep the frames coming
            assert tb.board.pulsing() and tb.frame_rate(30.0) > 0
        seen |= {(e.kind, e.value, e.limit) for e in tb.mirror.effects if e.kind == "count"}
        seen |= {(e.kind, e.text) for e in tb.mirror.effects if e.kind == "callout"}
    spirit = 3 + 2 + 5
    assert ("count", spirit, tb.state.view(0).taikyu) in seen, seen
    assert any(k[0] == "callout" and str(spirit) in k[1] for k in seen), seen
    frames(app, 40)
    assert not any(e.kind == "count" for e in tb.mirror.effects)  # gone once its time is up
    e = Mark("count", 0, 0.0, 2.0, value=12, limit=13, span=1.0)
    assert [e.counted(x) for x in (0.0, 0.5, 1.0, 1.5)] == [0, 6, 12, 12]


def test_a_discard_pile_opens_on_press_and_stays_open_after_the_release(app):
    from game.ui.kit import CardListOverlay
    tb = table_at(app, bottles={0: ["ka3"], 1: ["sui1"], 2: ["kin1"]})
    tb.state.bottle_discard = ["do2", "moku5"]
    tb.resync()
    click(app, tb.zone["bottle_discard"].center)
    top = app.stack.top
    assert isinstance(top, CardListOverlay), type(top)
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is tb


def test_each_seat_shows_its_pieces_with_more_than_colour(app):
    """鼓舞鬼's +1 rides on the bottle as a badge; a resting shikigami lies sideways; a lost
    one (11-2) is greyed and labelled 喪失; your own face-down shikigami says so."""
    from game.ui.attachments import Badge
    tb = table_at(app, oni="kobuki", bottles={0: ["ka1", "do5"], 1: ["sui1"], 2: ["kin1"]},
                  slots={0: "kappa"}, resting={1: ["kage"]}, lost={2: ["kage"]}, migawari=True)
    frames(app, 1)
    badges = lambda key: [a.text for a in tb.board.sprites[place(key)].attachments  # noqa: E731
                          if isinstance(a, Badge)]
    powered = [b for b in tb.view.cands[0].bottles if b.power is not None and b.power > b.value]
    assert powered, tb.view.cands[0].bottles
    for b in powered:
        assert f"+{b.power - b.value}" in badges(f"bottle@0:{b.id}")
    rest = tb.board.sprites[place("resting@1:kage")]
    assert rest.angle % 2 == 1 and rest.alpha == 255
    lost = tb.board.sprites[place("lost@2:kage")]
    assert lost.angle % 2 == 1 and lost.alpha < 255 and "喪失" in badges("lost@2:kage")
    assert "伏せ・自分だけ" in badges("slot@0")
    app.draw()


def test_the_held_stack_label_keeps_clear_of_its_keys_hint(app, monkeypatch):
    """Holding bottles off the deck: the label (how many, the odds) and the "R / wheel"
    hint under it never overlap, with a visible gap, and both stay on the screen, also
    with the pointer at the screen's bottom edge, in both languages."""
    from game import i18n
    from game.chobuku.table import hud
    tb = table_at(app, bottles={0: ["ka1"], 1: ["sui1"], 2: ["kin1"]})
    tb.board.odds_on = True
    start = at(tb, "deck:bottles")
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    screen = pygame.Rect((0, 0), app.screen.get_size())
    boxes = []
    real = hud.boxed
    monkeypatch.setattr(hud, "boxed", lambda surf, img, box, *a, **kw: boxes.append(pygame.Rect(box)) or
                        real(surf, img, box, *a, **kw))
    try:
        for lang in ("ja", "en"):
            i18n.set_lang(lang)
            for pos in (rect(tb, "bottles@0").center, (640, 400), (900, screen.bottom - 2)):
                app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))])
                assert tb.drag.held == place("deck:bottles")
                boxes.clear()
                tb.board.hud.held_stack(app.screen)
                label, hint = boxes[-2:]
                assert not label.colliderect(hint), (lang, pos, label, hint)
                assert min(abs(hint.top - label.bottom), abs(label.top - hint.bottom)) >= tb.px(3), (label, hint)
                assert screen.contains(label) and screen.contains(hint), (lang, pos, label, hint)
    finally:
        i18n.set_lang("ja")
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1)])
