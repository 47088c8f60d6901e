"""鬼調伏's table room (pygame): its board (the places, the pieces, the look), mirror
(each event on the table, the judgement played step by step), words, faces and guided
first game, composed by the framework (``game.ui.table.GameTable``)."""
from functools import partial

import pygame

from game.chobuku.table import shots, tutorial
from game.chobuku.table.board import ChobukuBoard
from game.chobuku.table.geom import OMEN
from game.chobuku.table.mirror import ChobukuMirror
from game.chobuku.table.words import ChobukuWords
from game.engine import button
from game.i18n import t
from game.ui.table import runs
from game.ui.table.controls import Control
from game.ui.table.spec import TableSpec
from game.ui.table.table import GameTable

ZONES = ("board", "oni", "taikyu", "omens", "star_deck", "star_discard", "seal", "bottle_deck",
         "bottle_discard", "stars", "log", "zoom", "odds", "hint", "rule_chip", "seat.0", "slot.0",
         "resting.0", "bottles.0", "hand", "draw1", "draw2", "draw3", "challenge", "retreat",
         "odds_button", "judge_button", "undo_button")


def _controls(tb) -> tuple[Control, ...]:
    """Draw 1–3, 挑む (or to the stars) and 退く stand for the rules' own buttons: greyed with
    the table's reason while the turn is not the player's, else with the rules' refusal."""
    words, board = tb.words, tb.board
    draws = tuple(Control(f"draw{k}", f"draw{k}", lambda k=k: t("chobuku.btn.draw", n=k), place=button(f"draw{k}"),
                          why_not=words.turn_refusal, key=pygame.K_1 + k - 1, size=18) for k in (1, 2, 3))
    return draws + (
        Control("challenge", "challenge", words.challenge_label, place=button("challenge"),
                why_not=words.challenge_refusal, key=pygame.K_c),
        Control("retreat", "retreat", lambda: t("chobuku.btn.retreat"), place=button("retreat"),
                why_not=words.turn_refusal, key=pygame.K_t),
        Control("odds", "odds_button", lambda: t("chobuku.btn.odds_on" if board.odds_on else "chobuku.btn.odds_off"),
                press=board.toggle_odds, key=pygame.K_o, size=16),
        Control("judge", "judge_button", lambda: t("chobuku.btn.judge"), press=board.open_judgement,
                why_not=lambda: None if tb.view.judgement is not None else t("chobuku.why.no_judgement"),
                key=pygame.K_j, size=16),
    )


SPEC = TableSpec("chobuku", ZONES, board=ChobukuBoard, mirror=ChobukuMirror, words=ChobukuWords,
                 controls=_controls, turn_step=1, card_size=OMEN, cpu_pace=0.45, lively=shots.lively,
                 screenshots=shots.plan, tutorial=tutorial.PLAN)

Table = ChobukuTable = GameTable.of(SPEC)
start, resume = Table.start, Table.resume_record
screenshot_scene, smoke, bench_sequence = (partial(run, Table) for run in (runs.screenshot_scene, runs.smoke,
                                                                          runs.bench_sequence))

__all__ = ["Table", "ChobukuTable", "SPEC", "start", "resume", "screenshot_scene", "smoke", "bench_sequence"]
