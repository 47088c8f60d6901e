"""ハクスラ陰陽師's table room (pygame): its board, mirror, words, faces and guided
first game, composed by the framework (``game.ui.table.GameTable``); a campaign run
records itself (``game.hakusura.campaign``) and ends back on the campaign's page.

The table's own: the hidden pick (a hand card dragged face down onto the slot;
both turn over together), targets chosen by dropping on an enemy, taking a
defeated yokai by dropping it on the shikigami row or on a lit edge of the
character, evolution (the shikigami to spend chosen with the Lv sum live), and
the solo game's empty seat, whose card 策謀 lays by a click.
"""
from functools import partial

import pygame

from game.hakusura import progress
from game.hakusura.rules import actions as A
from game.hakusura.table import shots, tutorial
from game.hakusura.table.board import HakusuraBoard, layout_for
from game.hakusura.table.mirror import HakusuraMirror
from game.hakusura.table.words import HakusuraWords
from game.i18n import t
from game.ui import theme
from game.ui.table import runs
from game.ui.table import seats as seatlib
from game.ui.table.controls import Control
from game.ui.table.picking import Choosing
from game.ui.table.spec import TableSpec
from game.ui.table.table import GameTable

ZONES = ("ribbon", "zoom", "log", "undo_button", "rule_chip", "arena", "pass_button", "evolve_button",
         "play_button", "confirm_button", "box", "hint", "enemy.0", "enemy.1", "seat.0", "seat.0.name",
         "seat.0.shiki", "seat.0.char", "seat.0.stats", "seat.0.slot", "seat.0.used", "seat.0.effects",
         "seat.0.hand")


def _controls(tb) -> tuple[Control, ...]:
    """使わない, 進化 and 処理する (the revealed card, or the next edge text, naming no enemy)
    show while they stand for a legal action. Keys: S pass, V evolve, G go; never P (pause)
    or Enter (Enter drops a card held with the keyboard)."""
    def kinds(*kinds) -> list:
        return [a for a in tb.legal() if isinstance(a, kinds) and a.target is None]

    def evolve_label() -> str:
        s = tb.view.seat(tb.bottom)
        return t("hakusura.btn.evolve", have=s.evolve_sum, need=s.evolve_need)
    return (Control("pass", "pass_button", lambda: t("hakusura.btn.pass"), acts=lambda: kinds(A.Pass), key=pygame.K_s),
            Control("evolve", "evolve_button", evolve_label, acts=lambda: kinds(A.Evolve)[:1], key=pygame.K_v),
            Control("play", "play_button", lambda: t("hakusura.btn.play"), acts=lambda: kinds(A.Play, A.After),
                    key=pygame.K_g))


def _choosing(tb) -> Choosing:
    """The evolution's cost: shikigami clicked to spend, the Lv they add up to on the button;
    each is spent as its own move (the rules may finish the evolution by themselves once
    nothing is left to choose), then the evolution."""
    def active() -> bool:
        d = tb.view.decision
        return tb.my_turn() and d is not None and d.kind == "evolve" and d.seat == tb.bottom

    def places() -> list:
        return [a.source for a in tb.legal() if isinstance(a, A.Spend)]

    def action(chosen) -> tuple:
        seat = tb.bottom
        return tuple(A.Spend(seat, p.key) for p in places() if p in chosen) + (A.EvolveDone(seat),)

    def label(chosen) -> str:
        return t("hakusura.btn.spend", have=tb.view.spend_total(tb.bottom, [p.key for p in chosen]),
                 need=tb.view.seat(tb.bottom).evolve_need)
    return Choosing(active, places, action, label, frame=theme.GOLD)


def _curtain_needed(state, bottom: int, seat: int) -> bool:
    """Hands are public (5.3): the only secret is a face-down pick. The curtain goes up
    before a pick (the one who just laid theirs must not watch the other's) and whenever
    the seat taking the device has a face-down card of its own that its view would show;
    otherwise (acting after the reveal, taking a yokai) the table just turns to them."""
    decision = state.decision()
    if decision is not None and decision.kind == "pick":
        return True
    own = state.view(seat).seat(seat)
    return own.committed and not own.pick_open


def _record_run(table, result) -> None:
    """A campaign run ended: its character's record, kept (``TableSpec.on_finish``)."""
    if not table.record.options.get("campaign"):
        return
    try:
        progress.record_run(table.state, result)
    except OSError as exc:     # the run still ends; the player learns the record was not kept
        log = table.app.log_problem("save", exc, "recording the campaign run")
        table.toast(t("ui.save.end_failed", reason=exc.strerror or str(exc)) + (f" ({log})" if log else ""), "error")


def _save_mode(seats, options: dict) -> str:
    """A campaign run has a save slot of its own."""
    return progress.MODE if options.get("campaign") else seatlib.mode_of(seats)


SPEC = TableSpec("hakusura", ZONES, board=HakusuraBoard, mirror=HakusuraMirror, words=HakusuraWords,
                 controls=_controls, choosing=_choosing, card_size=(46, 64),
                 layout=lambda state: layout_for(state.view(None)), save_mode=_save_mode,
                 curtain_needed=_curtain_needed, on_finish=_record_run, back_to="campaign",
                 lively=shots.lively, screenshots=shots.plan, tutorial=tutorial.PLAN)

Table = GameTable.of(SPEC)
start, resume, start_tutorial = Table.start, Table.resume_record, Table.start_tutorial
screenshot_scene = partial(shots.scene, Table)
smoke, bench_sequence = partial(runs.smoke, Table), partial(runs.bench_sequence, Table)
