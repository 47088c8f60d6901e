"""The seat set-up's options for 鬼調伏, and the one place their defaults live: the
catalogue shows them (the 2-player 親 row is on, as chapter 12 recommends), and
``new_game`` fills an option it is not given from them."""
from __future__ import annotations

from ...engine.options import Choice, Option, on_off

_OYA_HELP = ("選択ルール11-1: ☆を持つ候補者が親（同値の特典・退けない）。2人では推奨",
             "Optional rule 11-1: the ☆ holder is the parent (wins ties, may not retreat); "
             "recommended with two")


def _dropout(players: int) -> Option:
    choices = [Choice(None, "なし", "off"), Choice(0, "あり（人数を決めない）", "on (no limit)")]
    choices += [Choice(k, f"あり・{k}人脱落で終了", f"on, ends after {k} out") for k in range(1, players)]
    return Option("dropout", "脱落戦", "Elimination", tuple(choices), None, (players,),
                  "選択ルール11-3: 護符0で脱落し、残りで続ける（○人脱落でゲーム終了も選べる）",
                  "Optional rule 11-3: 0 amulets eliminates; the rest play on (optionally "
                  "ending after a set number out)")


OPTIONS = (
    Option("characters", "キャラ", "Characters",
           (Choice("choose", "各自が選ぶ", "each chooses"),
            Choice("basic", "基本キャラを配る", "deal basic ones"),
            Choice("all", "全キャラから配る", "deal from all nine")), "choose", (),
           "章4: キャラ札を選ぶ（初回は基本キャラ推奨）。配る場合はシードで決まる",
           "Chapter 4: choose a character (basic ones first); dealt ones follow the seed"),
    on_off("oya", "親", "Parent", True, (2,), *_OYA_HELP),
    on_off("oya", "親", "Parent", False, (3, 4, 5), *_OYA_HELP),
    on_off("migawari", "式神身代わり", "Shikigami scapegoat", False, (),
           "選択ルール11-2: 護符が0になる時、使った式神が身代わりになる（式神3枚以上）",
           "Optional rule 11-2: when amulets would reach 0, the shikigami used is lost "
           "instead (3 or more left)"),
    *(_dropout(n) for n in (2, 3, 4, 5)),
)
