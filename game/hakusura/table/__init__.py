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

from game.hakusura import progress
from game.hakusura.table import shots, tutorial
from game.hakusura.table.board import HakusuraBoard, layout_for
from game.hakusura.table.mirror import HakusuraMirror
from game.hakusura.table.words import HakusuraWords
from game.ui.table import runs
from game.ui.table.spec import TableSpec
from game.ui.table.table import GameTable

ZONES = ("ribbon", "zoom", "log", "undo_button", "rule_chip", "arena", "pass_button", "evolve_button",
         "play_button", "confirm_button", "box", "hint", "enemy.0", "enemy.1", "seat.0", "seat.0.name",
         "seat.0.shiki", "seat.0.char", "seat.0.stats", "seat.0.slot", "seat.0.used", "seat.0.effects",
         "seat.0.hand")


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


def _save_mode(seats, options: dict, by_seats: str) -> str:
    """A campaign run has a save slot of its own."""
    return progress.MODE if options.get("campaign") else by_seats


SPEC = TableSpec("hakusura", ZONES, board=HakusuraBoard, mirror=HakusuraMirror, words=HakusuraWords,
                 card_size=(46, 64), scales=True,
                 layout=lambda state: layout_for(state.view(None)), save_mode=_save_mode,
                 curtain_needed=_curtain_needed, back_to="campaign",
                 lively=shots.lively, screenshots=shots.plan, tutorial=tutorial.PLAN)

Table = GameTable.of(SPEC)
start, resume, start_tutorial = Table.start, Table.resume_record, Table.start_tutorial
screenshot_scene = partial(shots.scene, Table)
smoke, bench_sequence = partial(runs.smoke, Table), partial(runs.bench_sequence, Table)
