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

_RANDOM, _PICK = Choice("random", "おまかせ", "random"), Choice("pick", "卓で選ぶ", "pick at the table")
_CHARS = tuple(Choice(k, CHARACTERS[k].ja, CHARACTERS[k].en) for k in CHAR_KEYS)
BAMBOO_HELP = ("Bambooshoot のみ(協力・ソロ)。", "Bambooshoot only (co-op and solo). ")


def _options(table_ready: bool) -> tuple[Option, ...]:
    """The seat set-up's options. ``table_ready``: also co-op Bambooshoot at 2-4 seats (the
    mode, open hands, the difficulty for every count) and 卓で選ぶ for the characters, which
    the table has yet to show (the grove at 2-4 seats, the character pick)."""
    chars = ((_RANDOM, _PICK) if table_ready else (_RANDOM,)) + _CHARS

    def char(key: str, ja: str, en: str, players: tuple[int, ...], seat: int, mode: str = "") -> Option:
        return Option(key, ja, en, chars, "random", players,
                      "キャラクターを選ぶ(先の人から順に。おまかせ＝残りから無作為" + ("、卓で選ぶ＝その順番が来たら卓で選ぶ)"
                                                                         if table_ready else ")"),
                      "Choose the character (in pick order; random = from those left" + (
                          ", pick at the table = when the turn to pick comes)" if table_ready else ")"),
                      pool="character", free=("random", "pick"), seat=seat,
                      when=(("mode", (mode,)),) if mode else ())
    coop = (
        Option("mode", "遊び方", "Mode", (Choice("versus", "対戦", "versus"),
                                          Choice("bamboo", "協力 Bambooshoot", "co-op Bambooshoot")), "versus",
               (2, 4), "対戦(2人は1対1、4人は2対2)か、全員でバンブーと戦う協力 Bambooshoot(14-8)か",
               "Versus (1 vs 1, or 2 vs 2) or everyone together against the bamboo (co-op Bambooshoot, 14-8)"),
        Option("mode", "遊び方", "Mode", (Choice("bamboo", "協力 Bambooshoot", "co-op Bambooshoot"),), "bamboo",
               (3,), "3人は全員でバンブーと戦う協力 Bambooshoot(14-8)", "Three play together against the bamboo (14-8)"),
    ) if table_ready else ()
    return coop + (
        on_off("r34", "先攻補正(R-34)", "First-player compensation (R-34)", False, (2, 4),
               "原文外の選択ルール: 後攻(チーム)が最初にさらに1枚引く(対戦のみ)", "Optional rule, not in the seed: the "
               "second team draws one more card at the start (versus only)", when=(("mode", ("versus",)),)),
        on_off("r04", "復活地点の縛り(R-04)", "Respawn bind (R-04)", False, (),
               "原文外の選択ルール: 復活地点からは攻撃を宣言できず(攻撃する能力も)、復活地点から出したら必ず1枚と入れ替える",
               "Optional rule, not in the seed: no attack (nor attacking ability) from the respawn point, and a "
               "play from there must swap a card in"),
        on_off("basic", "基本のみ(R-26)", "Base game only (R-26)", False, (2, 4),
               "基本セットだけで遊ぶ: アイテム・灰◆・◇なし、拡張キャラなし、復活地点は裏向きのキャラカード(対戦のみ)",
               "Play the base box only: no items, no expansion characters (no gray ◆, no ◇); the respawn point is "
               "a face-down character card (versus only)", when=(("mode", ("versus",)),)),
        Option("difficulty", "難易度", "Difficulty",
               (Choice(1, "1 若竹", "1 Young bamboo"), Choice(2, "2 青竹", "2 Green bamboo"),
                Choice(3, "3 孟宗", "3 Moso"), Choice(4, "4 鬼竹", "4 Demon bamboo")), 1,
               (1, 2, 3, 4) if table_ready else (1,),
               BAMBOO_HELP[0] + "難易度(levels/zintrigger/bambooshoot.toml)", BAMBOO_HELP[1] + "Difficulty level",
               when=(("mode", ("bamboo",)),)),
    ) + ((
        on_off("open_hands", "仲間の手札を見せ合う", "Open hands between partners", True, (2, 3, 4),
               BAMBOO_HELP[0] + "協力では手札を見せ合って相談できる(切ればホットシートで幕を使う)",
               BAMBOO_HELP[1] + "Partners see each other's hands (off: hidden, with the hot-seat curtain)", when=(("mode", ("bamboo",)),)),
    ) if table_ready else ()) + (
        # in the pick order of setup.char_option_keys (2 vs 2: team A's two, then team B's;
        # co-op: turn order), each row named after its seat as the catalogue names it in the
        # mode chosen (先攻 / プレイヤー1, チームA・2 / プレイヤー3: Option.seat)
        char("char0main", "メインキャラ", "Main character", (1, 2), 0),
        char("char0sub", "サブキャラ", "Sub character", (1, 2), 0),
        char("char1main", "メインキャラ", "Main character", (2,), 1),
        char("char1sub", "サブキャラ", "Sub character", (2,), 1),
        char("char0", "キャラ", "Character", (3, 4), 0),
        char("char1", "キャラ", "Character", (3,), 1),
        char("char2", "キャラ", "Character", (3,), 2),
        char("char2", "キャラ", "Character", (4,), 2, "versus"),
        char("char1", "キャラ", "Character", (4,), 1, "versus"),
        char("char3", "キャラ", "Character", (4,), 3, "versus"),
        *((char("char1", "キャラ", "Character", (4,), 1, "bamboo"),
           char("char2", "キャラ", "Character", (4,), 2, "bamboo"),
           char("char3", "キャラ", "Character", (4,), 3, "bamboo")) if table_ready else ()),
    )


#: everything the rules play: co-op Bambooshoot for 2-4 (3 players always), 卓で選ぶ
OPTIONS_ONE_TO_FOUR: tuple[Option, ...] = _options(True)
#: what seat setup offers while the table cannot yet show co-op at 2-4 seats or the character
#: pick (the catalogue switches to OPTIONS_ONE_TO_FOUR, and to every count 1-4, with the table)
OPTIONS: tuple[Option, ...] = _options(False)

LAB: tuple[LabSetup, ...] = (
    # every character's win rate 0.40–0.60 in 2 players and in 2 vs 2 (issue 37)
    LabSetup("", (("players", 2), ("mode", "versus")), sweep=(("r34", (False, True)),), band=(0.40, 0.60)),
    LabSetup("4p", (("players", 4), ("mode", "versus")), band=(0.40, 0.60)),
    LabSetup("solo", (("players", 1),), ai=False, sweep=(("difficulty", (1, 2, 3, 4)),)),
    LabSetup("coop2", (("players", 2), ("mode", "bamboo")), ai=False, sweep=(("difficulty", (1, 2, 3, 4)),)),
    LabSetup("coop3", (("players", 3),), ai=False, sweep=(("difficulty", (1, 2, 3, 4)),)),
    LabSetup("coop4", (("players", 4), ("mode", "bamboo")), ai=False, sweep=(("difficulty", (1, 2, 3, 4)),)),
)

__all__ = ["ZintriggerState", "ZintriggerView", "OPTIONS", "OPTIONS_ONE_TO_FOUR", "LAB", "view_leaks", "GLOSSARY", "card_table",
           "CHARACTERS", "AREAS", "ITEMS", "BAMBOO"]
