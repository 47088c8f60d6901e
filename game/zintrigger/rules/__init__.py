"""ジントリガー (Zin Trigger, a game by the circle サイ・コンジャリング): the rules room.
Pure Python, no pygame, no I/O. See ``state.py`` for the layout."""
from __future__ import annotations

from ...engine.options import Choice, LabSetup, Option, on_off
from .card_table import card_table
from .cards import AREAS, BAMBOO, CHAR_KEYS, CHARACTERS, ITEMS
from .glossary import GLOSSARY
from .invariants import view_leaks
from .state import ZintriggerState
from .view import ZintriggerView

_CHOICES = (Choice("random", "おまかせ", "random"),) + tuple(
    Choice(k, CHARACTERS[k].ja, CHARACTERS[k].en) for k in CHAR_KEYS)


def _char(key: str, ja: str, en: str, players: tuple[int, ...]) -> Option:
    return Option(key, ja, en, _CHOICES, "random", players,
                  "キャラクターを選ぶ(おまかせ＝無作為。重なったら後の方を無作為に選び直す)",
                  "Choose the character (random = by the seed; a taken one is replaced at random)")


OPTIONS: tuple[Option, ...] = (
    on_off("r34", "先攻補正(R-34)", "First-player compensation (R-34)", False, (2, 4),
           "原文外の選択ルール: 後攻(チーム)が最初にさらに1枚引く", "Optional rule, not in the seed: the second "
           "team draws one more card at the start"),
    Option("difficulty", "難易度", "Difficulty",
           (Choice(1, "1 若竹", "1 Young bamboo"), Choice(2, "2 青竹", "2 Green bamboo"),
            Choice(3, "3 孟宗", "3 Moso"), Choice(4, "4 鬼竹", "4 Demon bamboo")), 1, (1,),
           "Bambooshoot の難易度(levels/zintrigger/bambooshoot.toml)", "Bambooshoot difficulty level"),
    _char("char0main", "プレイヤーのメイン / 先攻のメイン", "Player / first: main", (1, 2)),
    _char("char0sub", "プレイヤーのサブ / 先攻のサブ", "Player / first: sub", (1, 2)),
    _char("char1main", "後攻のメイン", "Second: main", (2,)),
    _char("char1sub", "後攻のサブ", "Second: sub", (2,)),
    _char("char0", "チームA・1", "Team A 1", (4,)),
    _char("char2", "チームA・2", "Team A 2", (4,)),
    _char("char1", "チームB・1", "Team B 1", (4,)),
    _char("char3", "チームB・2", "Team B 2", (4,)),
)

LAB: tuple[LabSetup, ...] = (
    LabSetup("", (("players", 2),), sweep=(("r34", (False, True)),)),
    LabSetup("4p", (("players", 4),)),
    LabSetup("solo", (("players", 1),), ai=False, sweep=(("difficulty", (1, 2, 3, 4)),)),
)

__all__ = ["ZintriggerState", "ZintriggerView", "OPTIONS", "LAB", "view_leaks", "GLOSSARY", "card_table",
           "CHARACTERS", "AREAS", "ITEMS", "BAMBOO"]
